"""Reading the phase of a San Juan position (docs/san-juan/position-format.md, "The phase"): the
fields of each phase and step, what is derived when they are left out (the actor, the library's
doubling, the councillor's cards, the start hands), and the checks that the phase fits the roles
and the cards. A part of position_reader's reader: the methods read `self.s`, the state being
built, and `self.phase_doc`; those that need the hands come after the cards are dealt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Final

from ..json_checks import JSON, as_list, boolean, fail, name, obj, whole
from . import (
    builder,
    councillor,
    data,
    prices,
    producer,
    prospector,
    round_start,
    rounds,
    trader,
)
from .buildings import archive, black_market, chapel, gold_mine, library, prefecture, tower
from .state import (
    GAME_OVER,
    NO_SEAT,
    PHASE_NAMES,
    ROLE_SELECTION,
    ROUND_START,
    START_HANDS,
    State,
)

# Where a card the document asks for without naming it is dealt: ("hand" | "chapel", seat, 0),
# ("good", seat, building index) or ("drawn", 0, 0) (position_reader._deal).
Where = tuple[str, int, int]


def card(value: object, path: str) -> int:
    return name(value, data.CARD_NAMES, path, "card")


def cards(value: object, path: str) -> list[int]:
    return [card(v, f"{path}[{i}]") for i, v in enumerate(as_list(value, path))]


class PhaseReader:
    """The phase's part of position_reader._Reader, which sets these fields."""

    s: State  # the state being built
    doc: JSON  # the position document
    phase_doc: JSON  # its "phase"
    wanted: list[tuple[Where, int | None]]  # cards to deal unnamed (position_reader._Reader)

    if TYPE_CHECKING:

        def _count(self, cards: Iterable[int], path: str) -> None:
            """Counts the cards named (position_reader._Reader)."""

    def _phase_name(self) -> None:
        s = self.s
        self.phase_doc = doc = obj(self.doc.get("phase", {"name": "role_selection"}), "phase")
        s.phase = name(doc.get("name"), PHASE_NAMES, "phase.name", "phase")
        obj(doc, "phase", _PHASE_KEYS[PHASE_NAMES[s.phase]] | {"name"})

    def _phase(self) -> None:
        """Reads the phase's fields; the checks that need the hands dealt come after the deal
        (_phase_after_deal)."""
        s, doc = self.s, self.phase_doc
        phase = s.phase
        if phase == GAME_OVER:
            return  # checked once every card is dealt (_check_end)
        if phase == ROLE_SELECTION:
            if s.picks == rounds.picks_per_round(s):
                fail("roles", "every role of the round is taken: the round is over")
            s.actor = whole(doc.get("actor", rounds.chooser(s, s.picks)), "phase.actor", 0, s.n - 1)
            if s.actor != rounds.chooser(s, s.picks):
                fail("phase.actor", f"seat {rounds.chooser(s, s.picks)} chooses the next role")
            return
        if phase in (ROUND_START, START_HANDS):
            self._round_start(doc, phase)
            return
        picker = whole(doc.get("picker"), "phase.picker", 0, s.n - 1)
        if s.roles[phase] != picker:
            fail("phase.picker", f'the {data.ROLE_NAMES[phase]} is not seat {picker}\'s in "roles"')
        last = rounds.chooser(s, s.picks - 1)
        if picker != last:
            fail(
                "phase.picker",
                f"the phase under way is that of the role chosen last this round, by seat {last}",
            )
        s.picker = picker
        s.actor = whole(doc.get("actor", picker), "phase.actor", 0, s.n - 1)
        s.turn = (s.actor - picker) % s.n
        self._library(doc)
        _ROLE_READERS[phase](self, doc)

    def _library(self, doc: JSON) -> None:
        """Whether the picker's library doubles this phase. It always does when it may, so it is
        derived: with 3 or 4 players whenever he has a library; with 2 when "library_used"
        names him and this is his first role of the round."""
        s = self.s
        picker = s.picker
        owns = data.LIBRARY in s.players[picker].buildings
        default = (
            (owns and bool(s.library_used >> picker & 1) and s.picks <= 2) if s.n == 2 else owns
        )
        s.doubled = boolean(doc.get("library", default), "phase.library")
        if s.doubled and not owns:
            fail("phase.library", f"seat {picker} has no library to double with")
        if s.doubled and s.n == 2 and not s.library_used >> picker & 1:
            fail(
                "library_used",
                f"seat {picker}'s library doubles this phase, so it is used this round",
            )
        built_this_phase = s.phase == data.BUILDER and s.turn > 0
        if s.n > 2 and owns and not s.doubled and not built_this_phase:
            fail(
                "phase.library",
                f"seat {picker} has a library, which doubles the privilege "
                f"of every role he chooses in a {s.n}-player game",
            )

    def _floor(self, doc: JSON, of_cards: bool) -> int:
        if "floor" not in doc:
            return 0
        if of_cards:
            return card(doc["floor"], "phase.floor")
        return name(doc["floor"], data.GOOD_NAMES, "phase.floor", "good")

    def _not_in_step(self, doc: JSON, fields: Iterable[str], step: str) -> None:
        for field in fields:
            if field in doc:
                fail(f"phase.{field}", f"is not used in the {step} step")

    def _round_start(self, doc: JSON, phase: int) -> None:
        s = self.s
        if s.picks:
            fail(
                "roles",
                "roles are taken only after the start of the round"
                if phase == ROUND_START
                else "the start hands are chosen before the first round's roles",
            )
        if phase == START_HANDS:
            if not s.start_hands:
                fail("start_hands", "the start_hands phase is the start-hand variant's")
            # the actor sets the hands left out (_hand_size), so he is not derived from them
            s.actor = whole(doc.get("actor", s.governor), "phase.actor", 0, s.n - 1)
        else:
            s.step = name(doc.get("step", "chapel"), round_start.STEP_NAMES, "phase.step", "step")
            if s.step == round_start.STEP_CHAPEL:
                self._not_in_step(doc, ("discard", "floor"), "chapel")
            # an actor left out is derived once the hands are dealt (_round_start_hands)
            s.actor = whole(doc["actor"], "phase.actor", 0, s.n - 1) if "actor" in doc else NO_SEAT
        if phase == START_HANDS or s.step == round_start.STEP_HAND_LIMIT:
            s.floor = self._floor(doc, of_cards=True)

    def _builder(self, doc: JSON) -> None:
        s = self.s
        p = s.players[s.actor]
        s.step = name(doc.get("step", "choose"), builder.STEP_NAMES, "phase.step", "step")
        if s.step == builder.STEP_CHOOSE:
            self._not_in_step(doc, ("building", "over", "cost", "goods_paid", "floor"), "choose")
            return
        if "building" not in doc:
            fail("phase.building", "is missing: the card being built")
        s.building = card(doc["building"], "phase.building")
        self._count([s.building], "phase.building")
        if s.building in data.VIOLET and s.building in p.buildings:
            fail(
                "phase.building",
                f"seat {s.actor} already has a "
                f"{data.CARD_NAMES[s.building]}: each violet building once "
                f"per player",
            )
        if "over" in doc:
            s.over = whole(doc["over"], "phase.over", 0, max(0, len(p.buildings) - 1))
            if s.over >= len(p.buildings):
                fail("phase.over", f"seat {s.actor} has no building to build over")
            old = p.buildings[s.over]
            if data.CRANE not in p.buildings or old in (data.CRANE, s.building):
                fail(
                    "phase.over",
                    f"a {data.CARD_NAMES[s.building]} cannot go over the "
                    f"{data.CARD_NAMES[old]} there",
                )
        s.used = whole(
            doc.get("goods_paid", 0),
            "phase.goods_paid",
            0,
            black_market.MAX_GOODS - (s.step == builder.STEP_BLACK_MARKET),
        )
        if (s.step == builder.STEP_BLACK_MARKET or s.used) and not black_market.usable(p, s.over):
            fail(
                "phase.step" if s.step == builder.STEP_BLACK_MARKET else "phase.goods_paid",
                f"seat {s.actor} has no black market to pay with",
            )
        due = prices.price(s, s.actor, s.building, s.over) - s.used
        if due < 1:
            fail(
                "phase.goods_paid" if s.used else "phase.building",
                f"nothing is left to pay for the {data.CARD_NAMES[s.building]}: it would "
                f"already be built",
            )
        s.cost = whole(doc.get("cost", due), "phase.cost", 1, due)
        if s.step == builder.STEP_BLACK_MARKET and s.cost != due:
            fail(
                "phase.cost",
                f"no card is paid before the black market's goods: {due} are still due",
            )
        s.floor = self._floor(doc, of_cards=s.step == builder.STEP_PAY)

    def _goods_phase(self, doc: JSON) -> None:
        s = self.s
        field = "produced" if s.phase == data.PRODUCER else "sold"
        s.used = whole(doc.get(field, 0), f"phase.{field}", 0)
        if s.phase == data.TRADER:
            if s.used and "income" not in doc:
                fail("phase.income", "is missing: the cards the goods sold so far have earned")
            s.income = whole(
                doc.get("income", 0),
                "phase.income",
                s.used,
                s.used * max(max(tile) for tile in data.TILES),
            )
            allowance = trader.allowance(s, s.actor)
        else:
            allowance = producer.allowance(s, s.actor)
        if s.used >= allowance:
            fail(f"phase.{field}", f"seat {s.actor} may make {allowance} at most and would be done")
        s.floor = self._floor(doc, of_cards=False)

    def _draw_count(self) -> int:
        """The cards the actor draws in the councillor phase."""
        s = self.s
        if s.actor == s.picker:
            return library.councillor_draw(s.doubled)
        return data.OTHERS_DRAW

    def _councillor(self, doc: JSON) -> None:
        s = self.s
        p = s.players[s.actor]
        has_archive = archive.owns(p)
        s.step = name(
            doc.get("step", "discard" if has_archive else "keep"),
            councillor.STEP_NAMES,
            "phase.step",
            "step",
        )
        draw, most = self._draw_count(), prefecture.keep(p)
        if s.step == councillor.STEP_KEEP:
            self._not_in_step(doc, ("discard",), "keep")
            if has_archive:
                fail(
                    "phase.step",
                    f"seat {s.actor} has an archive: he takes the cards drawn "
                    f'into his hand and discards from it (step "discard")',
                )
            if "drawn" in doc:
                s.drawn = tuple(sorted(cards(doc["drawn"], "phase.drawn")))
                self._count(s.drawn, "phase.drawn")
                if not 1 <= len(s.drawn) <= draw:
                    fail(
                        "phase.drawn",
                        f"seat {s.actor} chooses from the {draw} cards he drew "
                        f"(or fewer, once he has kept some): not "
                        f"{len(s.drawn)}",
                    )
                drawn = len(s.drawn)
            else:
                drawn = draw
                self.wanted.append((("drawn", 0, 0), draw))
            s.keep = whole(doc.get("keep", min(most, drawn)), "phase.keep", 1, min(most, drawn))
        else:
            self._not_in_step(doc, ("drawn", "keep"), "discard")
            if not has_archive:
                fail(
                    "phase.step",
                    f"only an archive's owner discards from his hand in the "
                    f"councillor phase; seat {s.actor} has none",
                )
            most_discarded = draw - min(most, draw)
            if most_discarded < 1:
                fail(
                    "phase.step",
                    f"seat {s.actor} keeps all the {draw} cards he draws: he "
                    f"has nothing to discard",
                )
            s.keep = whole(doc.get("discard", most_discarded), "phase.discard", 1, most_discarded)
        s.floor = self._floor(doc, of_cards=True)

    def _prospector(self, doc: JSON) -> None:
        s = self.s
        if data.GOLD_MINE not in s.players[s.actor].buildings:
            fail("phase.actor", f"seat {s.actor} has no gold mine")
        default = "keep" if "drawn" in doc else "use"
        s.step = name(doc.get("step", default), prospector.STEP_NAMES, "phase.step", "step")
        if s.step == prospector.STEP_USE:
            # that there is a card to turn up is checked once the piles are dealt
            self._not_in_step(doc, ("drawn",), "use")
            return
        s.drawn = tuple(sorted(cards(doc.get("drawn", []), "phase.drawn")))
        self._count(s.drawn, "phase.drawn")
        if (
            len(s.drawn) != data.GOLD_MINE_DRAW
            or len({data.COST[c] for c in s.drawn}) != data.GOLD_MINE_DRAW
        ):
            fail(
                "phase.drawn",
                "the prospector phase waits only for a gold mine's 4 cards of 4 different costs",
            )
        s.keep = 1

    # --- the checks that need the hands dealt ----------------------------------------------------
    def _phase_after_deal(self) -> None:
        s, doc = self.s, self.phase_doc
        if s.phase in (ROUND_START, START_HANDS):
            self._round_start_hands(doc)
        elif s.phase == data.BUILDER and s.step == builder.STEP_PAY:
            hand = s.players[s.actor].hand
            payable = sum(1 for c in hand if c >= s.floor)
            if payable < s.cost:
                fail(
                    "phase.cost",
                    f"seat {s.actor} holds {_cards(payable)}"
                    f"{' from the floor on' if s.floor else ''} and cannot pay "
                    f"the {s.cost} still due",
                )
        elif s.phase == data.PROSPECTOR and s.step == prospector.STEP_USE:
            if not gold_mine.may_use(s):
                fail("phase.step", "the pile and the discards are empty: no card to turn up")
        elif s.phase == data.COUNCILLOR and s.step == councillor.STEP_DISCARD:
            held = len(s.players[s.actor].hand)
            if s.keep > held:
                fail(
                    "phase.discard",
                    f"seat {s.actor} holds {_cards(held)}, not enough to discard {s.keep}",
                )

    def _round_start_hands(self, doc: JSON) -> None:
        s = self.s
        if s.phase == ROUND_START and s.step == round_start.STEP_CHAPEL:
            may = [seat for seat in _from_governor(s) if chapel.may_tuck(s.players[seat])]
            what = "has a chapel and cards to tuck"
        else:
            may = [seat for seat in _from_governor(s) if self._over_limit(seat) > 0]
            what = (
                "holds more cards than his hand limit"
                if s.phase == ROUND_START
                else f"holds more than the {data.START_HAND} cards he keeps"
            )
        if s.actor == NO_SEAT:
            if not may:
                fail("phase.step", f"nobody {what}")
            s.actor = may[0]
        if s.actor not in may:
            fail("phase.actor", f"seat {s.actor} is not one who {what}")
        s.turn = (s.actor - s.governor) % s.n
        if s.phase == START_HANDS or s.step == round_start.STEP_HAND_LIMIT:
            for seat in _from_governor(s)[: s.turn]:
                if seat in may:
                    fail(
                        f"players[{seat}].hand",
                        f"seat {seat} has had his turn before seat "
                        f"{s.actor}'s and would keep too many cards",
                    )
            over = self._over_limit(s.actor)
            s.keep = whole(doc.get("discard", over), "phase.discard", 1)
            # each card discarded leaves his hand: what is still to discard is all beyond the
            # limit (fewer would pass the turn on with a hand still over it)
            if s.keep != over:
                p = s.players[s.actor]
                fail(
                    "phase.discard",
                    f"seat {s.actor} holds {len(p.hand)} cards and keeps "
                    f"{len(p.hand) - over}: {over} to discard, not {s.keep}",
                )

    def _over_limit(self, seat: int) -> int:
        s = self.s
        p = s.players[seat]
        limit = tower.hand_limit(p) if s.phase == ROUND_START else data.START_HAND
        return len(p.hand) - limit


def _cards(count: int) -> str:
    return f"{count} card{'' if count == 1 else 's'}"


def _from_governor(s: State) -> list[int]:
    """The seats in turn from the governor."""
    return [(s.governor + i) % s.n for i in range(s.n)]


_ROLE_READERS: Final[dict[int, Callable[[PhaseReader, JSON], None]]] = {
    data.BUILDER: PhaseReader._builder,
    data.PRODUCER: PhaseReader._goods_phase,
    data.TRADER: PhaseReader._goods_phase,
    data.COUNCILLOR: PhaseReader._councillor,
    data.PROSPECTOR: PhaseReader._prospector,
}
_ROLE_KEYS: Final = {"actor", "picker", "library"}
_PHASE_KEYS: Final[dict[str, set[str]]] = {
    "role_selection": {"actor"},
    "round_start": {"actor", "step", "discard", "floor"},
    "start_hands": {"actor", "discard", "floor"},
    "builder": _ROLE_KEYS | {"step", "building", "over", "cost", "goods_paid", "floor"},
    "producer": _ROLE_KEYS | {"produced", "floor"},
    "trader": _ROLE_KEYS | {"sold", "income", "floor"},
    "councillor": _ROLE_KEYS | {"step", "drawn", "keep", "discard", "floor"},
    "prospector": _ROLE_KEYS | {"step", "drawn"},
    "game_over": set(),
}
