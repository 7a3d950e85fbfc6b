"""Reading a position's "phase" object: which phase, whose turn and which step, checked against
the players' boards (position_reader.py reads the rest). `check_decision` then makes sure the
position stops at a real decision of that step."""

from collections import Counter
from collections.abc import Sequence
from typing import Any, Protocol

from ..json_checks import JSON, as_list, boolean, counts, fail, obj, whole
from ..json_checks import name as _name
from . import (
    actions,
    builder,
    captain,
    craftsman,
    data,
    game_end,
    last_chips,
    mayor,
    prospector,
    settler,
    storing,
)
from .buildings import black_market, church, guest_house, union_hall
from .buildings.guest_house import GuestTargets
from .common import STEP_GUESTS, has_spare_colonist
from .position import BUILDER_STEPS, SETTLER_STEPS, placing_order
from .state import DRAFT, GAME_END, GAME_OVER, NO_SEAT, PHASE_NAMES, ROLE_SELECTION, State


class Reading(Protocol):
    """What the phase reads of position_reader's reader: the setup for the player count, and the
    document's top-level fields (unchecked)."""

    setup: data.Setup

    def get(self, key: str, default: object = None) -> Any: ...


_COMMON: set[str] = {"picker", "actor", "turn", "step"}
# Phase fields each phase stops with (besides "name"); others are refused.
_PHASE_FIELDS: dict[str, set[str]] = {
    "role_selection": set(),
    "game_over": set(),
    "draft": {"actor"},
    "game_end": {"actor", "turn"},
    "settler": _COMMON | {"drawn"},
    "mayor": _COMMON | {"hand", "next_target", "library_second"},
    "builder": _COMMON | {"building"},
    "craftsman": _COMMON | {"produced", "received", "library_second"},
    "trader": {"picker", "actor", "turn"},
    "captain": _COMMON
    | {"passes", "wharf_used", "captain_bonus_due", "small_wharf_used", "shipping", "kept"},
    "prospector": _COMMON,
}
_ALL_FIELDS: set[str] = set().union(*_PHASE_FIELDS.values()) | {"name"}
_WINDOW_FIELDS = {"name", "picker", "actor", "turn", "step", "captain_bonus_due"}
# Fields that only Expansion I's games have.
_EXPANSION_FIELDS = {
    "drawn",
    "building",
    "library_second",
    "received",
    "small_wharf_used",
    "shipping",
}
# The phases with a window for guests, and the circles each window's coming rules read.
_WINDOWS: dict[int, GuestTargets] = {
    data.CRAFTSMAN: craftsman.guest_targets,
    data.CAPTAIN: captain.guest_targets,
    data.PROSPECTOR: prospector.guest_targets,
    GAME_END: game_end.guest_targets,
}


def read_phase(reader: Reading, s: State, value: object) -> int:
    """Fills the phase, picker, actor, turn and step; returns the colonists in a mayor's hand."""
    doc = obj(value, "phase", _ALL_FIELDS)
    phase = _name(doc.get("name"), PHASE_NAMES, "phase.name", "phase")
    s.phase = phase
    extra = sorted(set(doc) - {"name"} - _PHASE_FIELDS[PHASE_NAMES[phase]])
    if extra:
        fail(f"phase.{extra[0]}", f"is not used in the {PHASE_NAMES[phase]} phase")
    if not s.expansion:
        extra = sorted(set(doc) & _EXPANSION_FIELDS)
        if extra:
            fail(f"phase.{extra[0]}", 'belongs to Expansion I (add "expansion")')
    if phase in (DRAFT, GAME_END) and not s.expansion:
        fail(
            "phase.name", f'the {PHASE_NAMES[phase]} phase belongs to Expansion I (add "expansion")'
        )
    picks = sum(1 for t in s.card_taken if t != NO_SEAT)
    if phase == GAME_OVER:
        s.actor = NO_SEAT
        return 0
    if phase == DRAFT:
        if picks:
            fail("roles", "no role is taken during the draft, before the first round")
        s.actor = (s.governor + len(s.board)) % s.n
        if "actor" in doc and whole(doc["actor"], "phase.actor", 0, s.n - 1) != s.actor:
            fail(
                "phase.actor",
                f"it is player {s.actor}'s pick: the picks go round from the "
                f"governor, one per building on the board",
            )
        return 0
    if phase == ROLE_SELECTION:
        _check_round_order(s, None)
        if picks >= reader.setup.picks_per_round:
            fail("roles", "every role of the round is taken, so it is not time to choose")
        s.actor = (s.governor + picks) % s.n
        return 0
    if phase == GAME_END:
        if picks:
            fail("roles", "the game has ended, after its last round: no role is taken")
        s.step = STEP_GUESTS
        _window(s, doc)
        return 0
    s.picker = whole(doc.get("picker"), "phase.picker", 0, s.n - 1)
    if reader.get("roles") is None:  # the picker holds the card of this phase
        index = [data.CARD_ROLE[c] for c in s.cards].index(phase)
        s.card_taken = s.card_taken[:index] + (s.picker,) + s.card_taken[index + 1 :]
    elif not any(
        data.CARD_ROLE[c] == phase and t == s.picker for c, t in zip(s.cards, s.card_taken)
    ):
        fail(
            "phase.picker", f"player {s.picker} has not taken the {PHASE_NAMES[phase]} card (roles)"
        )
    _check_round_order(s, s.picker)
    if doc.get("step") == "guests":
        if phase not in _WINDOWS or not s.expansion:
            fail("phase.step", f"the {PHASE_NAMES[phase]} phase has no window for guests")
        extra = sorted(set(doc) - _WINDOW_FIELDS)
        if extra:
            fail(
                f"phase.{extra[0]}",
                "is not used in a window for guests, which comes before the phase's other steps",
            )
        s.step = STEP_GUESTS
        if phase == data.CAPTAIN:
            s.bonus_due = boolean(doc.get("captain_bonus_due", True), "phase.captain_bonus_due")
        _window(s, doc)
        return 0
    if phase == data.PROSPECTOR:
        fail(
            "phase.name",
            "the prospector phase has no decisions to stop at, except a window "
            'for guests (step "guests")',
        )
    loading = phase == data.CAPTAIN and doc.get("step", "loading") in ("loading", "small_wharf")
    if "turn" not in doc and "actor" in doc and not loading:
        # A hand-written position may name whose turn it is instead of counting turns.
        s.turn = (whole(doc["actor"], "phase.actor", 0, s.n - 1) - s.picker) % s.n
    else:
        s.turn = whole(doc.get("turn", 0), "phase.turn", 0, s.n - 1)
    s.actor = (s.picker + s.turn) % s.n
    hands = 0
    if phase == data.SETTLER:
        _settler(s, doc)
    elif phase == data.BUILDER:
        _builder(s, doc)
    elif phase == data.MAYOR:
        hands = _mayor(s, doc)
    elif phase == data.CRAFTSMAN:
        _craftsman(s, doc)
    elif phase == data.CAPTAIN:
        _captain(s, doc)
    if "actor" in doc and whole(doc["actor"], "phase.actor", 0, s.n - 1) != s.actor:
        fail("phase.actor", f"it is player {s.actor}'s turn by the picker and turn given")
    return hands


def _window(s: State, doc: JSON) -> None:
    """A window for guests: `turn` counts the owners asked so far, from the picker (the governor
    at the game's end). Whose move it is depends on the goods supply and the scores, so it is
    found (and a given actor checked) once the whole board is read (`_check_window`)."""
    s.turn = whole(doc.get("turn", 0), "phase.turn", 0, s.n - 1)
    s.actor = whole(doc["actor"], "phase.actor", 0, s.n - 1) if "actor" in doc else NO_SEAT


def _check_window(s: State) -> None:
    """The window's actor: the next owner, from its turn on, with a move that can matter."""
    asked = s.actor
    if not guest_house.seek_owner(s, _WINDOWS[s.phase]):
        fail(
            "phase.step",
            "nobody from that turn on has a guest and an empty circle where a move would "
            "change what the coming rules give, so there is no window",
        )
    if asked != NO_SEAT and asked != s.actor:
        fail("phase.actor", f"the window is player {s.actor}'s by the turn given")


def _check_round_order(s: State, picker: int | None) -> None:
    """Roles are chosen in turn from the governor: the takers must be the first players in
    that order (in 2-player games the two alternate), and a phase's picker the latest."""
    taken = [t for t in s.card_taken if t != NO_SEAT]
    order = [(s.governor + i) % s.n for i in range(len(taken))]
    if Counter(taken) != Counter(order):
        fail(
            "roles",
            f"with player {s.governor} as governor, the {len(taken)} roles taken "
            f"this round were chosen by players {', '.join(map(str, order))} "
            f"in that order; taken_by says {', '.join(map(str, sorted(taken)))}",
        )
    if picker is not None and picker != order[-1]:
        fail(
            "phase.picker",
            f"the role being played was chosen last this round, by player "
            f"{order[-1]} (governor {s.governor}, {len(taken)} roles "
            f"taken); give the roles chosen before it in roles[].taken_by",
        )


def _step(doc: JSON, names: Sequence[str], default: str) -> str:
    step: str = doc.get("step", default)
    if step not in names:
        fail("phase.step", f"must be one of: {', '.join(names)}")
    return step


def _settler(s: State, doc: JSON) -> None:
    actor = s.players[s.actor]
    s.step = SETTLER_STEPS.index(_step(doc, SETTLER_STEPS, "tile"))
    if s.step == settler.STEP_HACIENDA and not actor.active(data.HACIENDA):
        fail("phase.step", "only an occupied hacienda offers the hacienda draw")
    if s.step == settler.STEP_HOSPICE and (not actor.active(data.HOSPICE) or not actor.island):
        fail(
            "phase.step",
            "the hospice step needs an occupied hospice and a tile "
            "just placed (the last on the island)",
        )
    if s.step == settler.STEP_DRAWN:
        if not actor.active(data.FOREST_HOUSE):
            fail(
                "phase.step",
                "only an occupied forest house offers a forest instead of the plantation drawn",
            )
        s.drawn = _name(doc.get("drawn"), data.GOOD_NAMES, "phase.drawn", "plantation")
        if len(actor.island) >= data.ISLAND_SPACES:
            fail("phase.step", "the drawn plantation needs a free island space")
    elif "drawn" in doc:
        fail("phase.drawn", 'is only used in the step "drawn"')
    if s.step == settler.STEP_LIBRARY and (s.turn != 0 or not actor.active(data.LIBRARY)):
        fail(
            "phase.step",
            "the library's second tile is the picker's, with an occupied library (turn 0)",
        )


def _builder(s: State, doc: JSON) -> None:
    actor = s.players[s.actor]
    s.step = BUILDER_STEPS.index(_step(doc, BUILDER_STEPS, "build"))
    if s.step == builder.STEP_UNIVERSITY and (
        not actor.active(data.UNIVERSITY)
        or not actor.city
        or (data.BUILDING_CIRCLES[actor.city[-1]] and actor.workers[actor.city[-1]] != 0)
    ):
        fail(
            "phase.step",
            "the university step needs an occupied university and an "
            "empty building just built (the last in the city)",
        )
    if s.step == builder.STEP_BLACK_MARKET:
        b = _name(doc.get("building"), data.BUILDING_NAMES, "phase.building", "building")
        s.buying = b
    elif "building" in doc:
        fail("phase.building", 'is only used in the step "black_market"')


def _mayor(s: State, doc: JSON) -> int:
    step = _step(doc, mayor.STEP_NAMES, "privilege")
    if step == "privilege":
        s.step = mayor.STEP_PRIVILEGE
        if s.turn:
            fail("phase.turn", "the mayor's privilege comes before any placing turn")
        s.library_second = boolean(doc.get("library_second", False), "phase.library_second")
        if s.library_second and not s.players[s.picker].active(data.LIBRARY):
            fail("phase.library_second", "a second colonist needs an occupied library")
        return 0
    if "library_second" in doc:
        fail("phase.library_second", 'is only used in the step "privilege"')
    s.step = mayor.STEP_PLACING
    s.hand = whole(doc.get("hand"), "phase.hand", 1)
    target = doc.get("next_target")
    order = placing_order()
    names = [actions.target_name(t) for t in order]
    s.cursor = (
        0
        if target is None
        else order[_name(target, names, "phase.next_target", "tile kind or building")]
    )
    actor = s.players[s.actor]
    placed = [
        t
        for t, _ in mayor.targets(actor, s.cursor)
        if (
            actor.occupied[t]
            if t < actions.BUILDING_TARGET
            else actor.workers[t - actions.BUILDING_TARGET]
        )
    ]
    if placed or actor.waiting_colonists:
        where = actions.target_name(placed[0]) if placed else "san_juan"
        fail(
            f"players[{s.actor}]",
            f"while placing, the colonists not yet placed are in "
            f"phase.hand; {where} (at or after next_target) must "
            f"hold none",
        )
    circles = sum(c for t, c in mayor.targets(actor) if t >= s.cursor)
    if s.hand >= circles:
        fail(
            "phase.hand",
            f"{s.hand} colonists in hand would fill all {circles} open "
            f"circles, so there is nothing left to decide",
        )
    return s.hand


def _craftsman(s: State, doc: JSON) -> None:
    for key in ("turn", "step"):
        if key in doc:
            fail(
                f"phase.{key}",
                'is not used in the craftsman phase (but in a window for guests, step "guests")',
            )
    produced = as_list(doc.get("produced", []), "phase.produced", 5)
    s.produced = tuple(
        sorted(
            {
                _name(g, data.GOOD_NAMES, f"phase.produced[{i}]", "good")
                for i, g in enumerate(produced)
            }
        )
    )
    s.actor = s.picker
    s.step = craftsman.STEP_EXTRA
    if s.expansion:
        # Left out: at least one barrel of each kind produced (what a hand-written position means).
        derived = {data.GOOD_NAMES[g]: 1 for g in s.produced}
        received = counts(doc.get("received", derived), "phase.received", data.GOOD_NAMES)
        if any(received[g] == 0 for g in s.produced):
            fail("phase.received", "must count every good produced (phase.produced)")
        # what the picker received is still his (nothing leaves before the phase ends), and an
        # extra barrel adds to both: more would grow past any bound as barrels are added
        goods = s.players[s.picker].goods
        for g in data.GOODS:
            whole(received[g], f"phase.received.{data.GOOD_NAMES[g]}", 0, goods[g])
        s.received = received
        s.library_second = boolean(doc.get("library_second", False), "phase.library_second")
        if s.library_second and not s.players[s.picker].active(data.LIBRARY):
            fail("phase.library_second", "a second extra barrel needs an occupied library")


def _captain_flags(s: State, doc: JSON) -> None:
    s.passes = whole(doc.get("passes", 0), "phase.passes", 0, s.n - 1)
    for i, seat in enumerate(as_list(doc.get("wharf_used", []), "phase.wharf_used")):
        s.wharf_used |= 1 << whole(seat, f"phase.wharf_used[{i}]", 0, s.n - 1)
    for i, seat in enumerate(as_list(doc.get("small_wharf_used", []), "phase.small_wharf_used")):
        s.small_wharf_used |= 1 << whole(seat, f"phase.small_wharf_used[{i}]", 0, s.n - 1)
    s.bonus_due = boolean(doc.get("captain_bonus_due", True), "phase.captain_bonus_due")


def _captain(s: State, doc: JSON) -> None:
    names = ("loading", "storing", "small_wharf", "union_hall")
    step = _step(doc, names, "loading")
    s.step = names.index(step)
    if s.step not in (captain.STEP_STORING, captain.STEP_UNION_HALL):
        s.actor = whole(doc.get("actor", s.picker), "phase.actor", 0, s.n - 1)
        s.turn = 0
    _captain_flags(s, doc)
    actor = s.players[s.actor]
    if s.step == captain.STEP_SMALL_WHARF:
        s.shipping = counts(doc.get("shipping", {}), "phase.shipping", data.GOOD_NAMES)
        if (
            not any(s.shipping)
            or not actor.active(data.SMALL_WHARF)
            or s.small_wharf_used >> s.actor & 1
        ):
            fail(
                "phase.shipping",
                "a small wharf's shipment under way needs an occupied, unused "
                "small wharf and at least one barrel shipped",
            )
    elif "shipping" in doc:
        fail("phase.shipping", 'is only used in the step "small_wharf"')
    if "kept" in doc:
        if s.step != captain.STEP_STORING or not storing.chosen_good_by_good(actor):
            fail(
                "phase.kept",
                "is only used while the owner of a warehouse or the storehouse stores",
            )
        kept = obj(doc["kept"], "phase.kept", set(data.GOOD_NAMES))
        decided = [data.GOOD_NAMES.index(g) for g in kept]
        if sorted(decided) != list(range(len(decided))):
            fail("phase.kept", "lists the goods decided so far, from corn on, in order")
        s.kept = tuple(
            whole(kept[data.GOOD_NAMES[g]], f"phase.kept.{data.GOOD_NAMES[g]}", 0, actor.goods[g])
            for g in range(len(decided))
        )
        if not storing.keep_prefix_possible(actor, s.kept):
            fail(
                "phase.kept",
                f"{actor.name} cannot keep these counts (they must fit his warehouses and "
                f"loose barrels, with one barrel kept at least and a good still to decide)",
            )


def _check_last_chips(s: State, vp: int, building: str) -> None:
    """The church's or union hall's VP are asked only when they would be the last chips."""
    name = building.replace("_", " ")
    if not s.expansion:
        fail("phase.step", f'the {name}\'s step belongs to Expansion I (add "expansion")')
    if not vp:
        fail(
            "phase.step",
            f"the {name}'s step needs an occupied {name} that pays its owner VP now "
            f"(the church: for the building just built, the last of a city not yet full)",
        )
    if not last_chips.asks(s, vp):
        fail(
            "phase.step",
            f"the {name}'s {vp} VP are asked only when they would take the last VP chips "
            f"({s.vp_supply} left) and no end condition is met yet; otherwise they are taken",
        )


def check_decision(s: State) -> None:
    """The position must stop at a real decision of the phase it names."""
    if s.step == STEP_GUESTS and s.phase in _WINDOWS:
        _check_window(s)
    actor = s.players[s.actor]  # read only where a player acts (once over, actor is NO_SEAT)
    spare = has_spare_colonist(s)
    if s.phase == data.SETTLER and s.step == settler.STEP_HACIENDA:
        if len(actor.island) >= data.ISLAND_SPACES:
            fail("phase.step", "the hacienda draw needs a free island space")
        if not (any(s.face_down) or any(s.discards)):
            fail("phase.step", "the hacienda draw needs a face-down or discarded plantation")
    if s.phase == data.SETTLER and s.step == settler.STEP_DRAWN and not s.forests:
        fail("phase.step", "no forest is left to plant instead of the plantation drawn")
    if s.phase == data.SETTLER and s.step == settler.STEP_HOSPICE:
        kind = actor.island[-1]
        if kind != data.FOREST and actor.occupied[kind] >= actor.island.count(kind):
            fail(
                "phase.step",
                "the hospice step needs the new tile (the last on the island) without a colonist",
            )
        if not spare:
            fail("phase.step", "no colonist is left in the supply or on the ship to add")
    if s.phase == data.BUILDER and s.step == builder.STEP_BLACK_MARKET:
        b = s.buying
        short = builder.cost(s, s.actor, b) - actor.doubloons
        if actor.owns(b) or not s.building_supply[b]:
            fail(
                "phase.building",
                f"{actor.name} cannot be buying a {data.BUILDING_NAMES[b]}: "
                f"he owns one, or none is for sale",
            )
        if not 0 < short <= black_market.reach(s, s.actor, b):
            fail(
                "phase.building",
                f"the black market makes up 1 to 3 missing doubloons, one per "
                f"thing its owner can return; {actor.name} is {short} short",
            )
    if s.phase == data.BUILDER and s.step == builder.STEP_CHURCH:
        full = actor.city_spaces_used() >= data.CITY_SPACES  # the end is set anyway
        _check_last_chips(s, 0 if full or not actor.city else church.vp(s, s.actor), "church")
    if s.phase == data.CAPTAIN and s.step == captain.STEP_UNION_HALL:
        if s.passes or s.wharf_used or s.small_wharf_used or not s.bonus_due:
            fail("phase.step", "the union halls pay as the captain phase begins, before any turn")
        _check_last_chips(s, union_hall.vp(s, s.actor), "union_hall")
    if s.phase == data.BUILDER and s.step == builder.STEP_UNIVERSITY and not spare:
        fail("phase.step", "no colonist is left in the supply or on the ship to add")
    if s.phase == data.MAYOR and s.step == mayor.STEP_PRIVILEGE and not s.colonist_supply:
        fail(
            "phase.step",
            "the mayor's extra colonist comes from the supply, which is "
            "empty; with none left the phase starts at placing",
        )
    if s.phase == GAME_END and not s.end_reasons:
        fail("end_reasons", "a game ends for at least one reason")
    if s.phase == data.CRAFTSMAN and s.step != STEP_GUESTS and len(craftsman.legal(s)) < 2:
        fail(
            "phase.produced",
            "the craftsman must have produced a good that is still in "
            "the supply, or there is no extra barrel to decide on",
        )
