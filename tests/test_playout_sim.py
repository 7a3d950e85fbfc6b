"""The playout simulator (pr_core/puerto_rico/bots/playout) against the engine, move by move.

Engine games are played with the random bot and the medium bot, 2 to 5 players, base games and
Expansion I games (the engine's setups "draft", "all" and "random"; a draft is played by the bots
before the first role). At every role choice the simulator starts from the engine's position
(from_state), takes the same role card and plays the phase with `Replay`, which answers every
decision with the engine's own choice in that phase (and checks that the simulator asked the same
question of the same seat with exactly the engine's options); the Table must then equal the
engine's next role choice, field by field, and the final scores must agree. Games whose supply
is changed to run short, or whose players start with buildings (`tweaked_game`), take the rarer
rules, and tests check that the games together go through every one of them (RARE_RULES,
EXPANSION_RARE_RULES: every new building's rule, every guest window and decision).

Where the engine asks a decision in several steps the simulator asks it at once, and the Replay
gathers the engine's steps into one answer: the mayor's placing (from its events), the small
wharf's shipment and the storehouse's keep (from the state after their last step). A guest move
offered within a decision is asked first as `guest` (NONE when the engine's player took the
decision's own action instead).

The simulator's own policy, `Rules`, and a policy choosing at random must play whole games from
the setup, every answer checked (`Checked`); Rules must beat random choices.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import pytest

import pr_core as pr
from pr_core.bots.random_bot import RandomBot
from pr_core.puerto_rico import actions, captain, data, mayor, settler, storing
from pr_core.puerto_rico import builder as engine_builder
from pr_core.puerto_rico.actions import BUILDING_TARGET, Action
from pr_core.puerto_rico.bots import MediumBot
from pr_core.puerto_rico.bots.playout import (
    FOREST_OPTION,
    NONE,
    POST_OPTION,
    SMALL_WHARF_LOAD,
    WHARF_SHIP,
    Checked,
    Rules,
    Table,
    differences,
    from_state,
    is_over,
    legal_cards,
    load_option,
    picker,
    play_game,
    scores,
    take_role,
    winners,
)
from pr_core.puerto_rico.common import STEP_GUESTS
from pr_core.puerto_rico.state import (
    DRAFT,
    GAME_OVER,
    PHASE_NAMES,
    ROLE_SELECTION,
    State,
)
from pr_core.rng import Random


# --- engine games, cut at the role choices ----------------------------------------------------
@dataclasses.dataclass
class Decision:
    """One decision the engine asked in a phase (forced ones are not asked)."""

    seat: int
    action: Action
    legal: tuple[Action, ...]
    before: State  # the engine's state at the decision


@dataclasses.dataclass
class Span:
    """One role choice and the phase after it, up to the next role choice (or the end)."""

    start: State
    card: int
    decisions: list[Decision]
    events: list[dict[str, object]]
    end: State


def tweaked_game(players: int, seed: int, tweak: str, expansion: str | None = None) -> State:
    """A new game, its supply changed to reach the rarer rules sooner: "rich" (doubloons and
    colonists aplenty: the city fills; with Expansion I an occupied university and church too),
    "few_chips" (the VP chips run out), "scarce" (goods, quarries, plantations and colonists run
    short), "no_supply" (no colonist in the supply, and everybody has an occupied hospice and
    university: they take the ship's); with Expansion I, a start from EXPANSION_TWEAKS."""
    state = pr.new_game(players, seed, expansion=expansion).clone()
    if tweak == "rich":
        if expansion:
            _give(state, {data.UNIVERSITY: 1, data.CHURCH: 1})
        state.players = tuple(p.clone() for p in state.players)
        for p in state.players:
            p.doubloons = 30
        state.colonist_supply = 160
    elif tweak == "few_chips":
        state.vp_supply = 4 * players
    elif tweak == "scarce":
        state.goods_supply = (3, 2, 2, 1, 1)
        state.quarries = 2
        state.face_down = tuple(min(2, k) for k in state.face_down)
        state.colonist_supply = 6 * players
    elif tweak == "no_supply":
        _give(state, {data.HOSPICE: 1, data.UNIVERSITY: 1})
        state.colonist_ship += state.colonist_supply // 10
        state.colonist_supply = 0
    elif tweak in EXPANSION_TWEAKS:
        assert expansion == "all", "a start with Expansion I's buildings needs them all for sale"
        buildings, changes = EXPANSION_TWEAKS[tweak]
        _give(state, buildings)
        state.players = tuple(p.clone() for p in state.players)
        for p in state.players:
            for name in ("doubloons", "goods", "island", "occupied"):
                if name in changes:
                    setattr(p, name, changes[name])
        if "goods" in changes:
            state.goods_supply = tuple(  # the barrels come from the supply, while it has them
                max(0, left - players * have)
                for left, have in zip(state.goods_supply, changes["goods"])
            )
        for name in ("colonist_supply", "vp_supply"):
            if name in changes:
                setattr(state, name, changes[name] * (players if name == "vp_supply" else 1))
    else:
        assert tweak == "", tweak
    return state


# Expansion I starts (setup "all"): the buildings every player owns (colonists on each: the guest
# house's are guests), and what else changes: his doubloons, barrels, island and its occupied
# tiles; the colonist supply, the VP chips (per player).
EXPANSION_TWEAKS: dict[str, tuple[dict[int, int], dict[str, Any]]] = {
    # guests, and empty circles for them to move to at every moment
    "guests": (
        {
            data.GUEST_HOUSE: 2,
            **dict.fromkeys(
                (
                    data.LIBRARY,
                    data.BLACK_MARKET,
                    data.HACIENDA,
                    data.CONSTRUCTION_HUT,
                    data.STOREHOUSE,
                    data.UNION_HALL,
                    data.SPECIALTY_FACTORY,
                ),
                0,
            ),
        },
        {
            "doubloons": 12,
            "goods": (2, 2, 1, 0, 0),
            "island": (data.CORN, data.CORN, data.INDIGO),
            "occupied": (2, 0, 0, 0, 0, 0),
            "colonist_supply": 160,
        },
    ),
    # forests, and the settler's buildings beside the forest house
    "forests": (
        {
            **dict.fromkeys(
                (data.FOREST_HOUSE, data.HACIENDA, data.HOSPICE, data.UNIVERSITY, data.LIBRARY), 1
            ),
            data.GUEST_HOUSE: 2,
            data.CONSTRUCTION_HUT: 0,
        },
        {"doubloons": 20, "colonist_supply": 160},
    ),
    # production, trade and shipping with the new buildings
    "trade": (
        {
            **dict.fromkeys(
                (
                    data.STOREHOUSE,
                    data.SMALL_WHARF,
                    data.LIGHTHOUSE,
                    data.UNION_HALL,
                    data.TRADING_POST,
                    data.AQUEDUCT,
                    data.SPECIALTY_FACTORY,
                    data.BLACK_MARKET,
                    data.SUGAR_MILL,
                ),
                1,
            ),
            data.INDIGO_PLANT: 2,
        },
        {
            "goods": (3, 2, 2, 1, 1),
            "island": (data.CORN, data.INDIGO, data.INDIGO, data.SUGAR),
            "occupied": (1, 2, 1, 0, 0, 0),
        },
    ),
    # the church's and the union halls' VP would be the last chips: asked (last_chips.py)
    "last_chips_church": ({data.CHURCH: 1, data.UNION_HALL: 1}, {"doubloons": 20, "vp_supply": 1}),
    "last_chips_union_hall": (
        {data.CHURCH: 1, data.UNION_HALL: 1},
        {"doubloons": 12, "goods": (2, 0, 0, 0, 0), "vp_supply": 1},
    ),
    # guests still there when the game ends, with large buildings to move to
    "last_guests": (
        {data.GUEST_HOUSE: 2, data.RESIDENCE: 0, data.CLOISTER: 0},
        {"vp_supply": 2},
    ),
}


def _give(state: State, buildings: dict[int, int]) -> None:
    """Every player owns these buildings, with these colonists on them (the supply of copies is
    not changed: a player cannot build a second one anyway)."""
    state.players = tuple(p.clone() for p in state.players)
    for p in state.players:
        p.city = tuple(buildings)
        workers = list(p.workers)
        for b, count in buildings.items():
            workers[b] = count
        p.workers = tuple(workers)


def engine_spans(
    players: int, seed: int, levels: list[str], tweak: str = "", expansion: str | None = None
) -> list[Span]:
    bots = [MediumBot() if level == "medium" else RandomBot() for level in levels]
    rngs = [Random(seed * 11 + seat) for seat in range(players)]
    state = tweaked_game(players, seed, tweak, expansion)

    def choose(s: State) -> Action:
        legal = pr.legal_actions(s)
        seat = s.actor
        return bots[seat].choose(pr.player_view(s, seat), legal, rngs[seat])

    while state.phase == DRAFT:  # Expansion I's draft: the bots choose the board
        state = pr.apply_action(state, choose(state))
    spans: list[Span] = []
    while not pr.is_terminal(state):
        assert state.phase == ROLE_SELECTION
        start, role = state, choose(state)
        state = pr.apply_action(state, role)
        events = list(state.events)
        decisions: list[Decision] = []
        while state.phase not in (ROLE_SELECTION, GAME_OVER):
            action = choose(state)
            decisions.append(Decision(state.actor, action, pr.legal_actions(state), state))
            state = pr.apply_action(state, action)
            events += state.events
        spans.append(Span(start, role.arg, decisions, events, state))
    return spans


# --- the engine's choices as answers to the simulator's questions ------------------------------
def _question(decision: Decision) -> str:
    """Which Policy method asks the decision the engine asked (guest moves aside)."""
    s = decision.before
    phase, step = s.phase, s.step
    if phase == data.SETTLER:
        return {
            settler.STEP_HACIENDA: "hacienda",
            settler.STEP_TILE: "settle",
            settler.STEP_LIBRARY: "settle",
            settler.STEP_DRAWN: "hacienda_forest",
        }.get(step, "hospice")
    if phase == data.MAYOR:
        assert step == mayor.STEP_PRIVILEGE, "placing is answered from the events"
        return "extra_colonist"
    if phase == data.BUILDER:
        return {
            engine_builder.STEP_BUILD: "build",
            engine_builder.STEP_BLACK_MARKET: "black_market",
            engine_builder.STEP_CHURCH: "last_chips",
        }.get(step, "university")
    if phase == data.CRAFTSMAN:
        return "extra_good"
    if phase == data.TRADER:
        return "sell"
    assert phase == data.CAPTAIN, PHASE_NAMES[phase]
    if step == captain.STEP_UNION_HALL:
        return "last_chips"
    return "load" if step == captain.STEP_LOADING else "store"


def _answer(question: str, action: Action) -> object:
    """The engine's action in the simulator's terms (policy.py's encodings); storing's keep is
    read elsewhere (Replay)."""
    kind, arg = action.kind, action.arg
    if question in ("hacienda", "hospice", "extra_colonist", "university", "hacienda_forest"):
        return kind in (actions.HACIENDA, actions.EXTRA_COLONIST, actions.FOREST)
    if question == "last_chips":
        return kind == actions.TAKE_VP
    if kind == actions.PASS:
        return NONE
    if question == "load" and kind == actions.WHARF:
        return load_option(WHARF_SHIP, arg)
    if kind == actions.SMALL_WHARF:
        return SMALL_WHARF_LOAD
    if kind == actions.FOREST:
        return FOREST_OPTION + arg
    if kind == actions.TRADING_POST:
        return POST_OPTION + arg
    return arg  # a tile kind, a building, a good, a load (ship << SHIP_SHIFT | good), a payment


def _options(question: str, decision: Decision, legal: Sequence[Action]) -> list[object]:
    if question == "store":
        s = decision.before
        p = s.players[decision.seat]
        if storing.chosen_good_by_good(p):  # the simulator keeps only the greatest keeps
            return list(
                storing.greatest_keeps(
                    p.goods, storing.warehouse_kinds(p), storing.loose_barrels(p)
                )
            )
        return [storing.kept_goods(p.goods, a) for a in legal]
    found: list[object] = []
    for a in legal:
        option = _answer(question, a)
        if option not in found:  # the small wharf's shipments are one option
            found.append(option)
    return found


def _continued(d: Decision) -> bool:
    """A later step of a decision the simulator asks at once: the small wharf's next kinds, the
    storehouse's next goods."""
    s = d.before
    return s.phase == data.CAPTAIN and (
        s.step == captain.STEP_SMALL_WHARF or (s.step == captain.STEP_STORING and bool(s.kept))
    )


def _last_step(decisions: list[Decision], index: int) -> int:
    """The index of the last step of the decision that begins at `index`."""
    while index + 1 < len(decisions) and _continued(decisions[index + 1]):
        index += 1
    return index


Question = tuple[str, int, object, list[object] | None]  # question, seat, answer, options


def replay_questions(span: Span) -> list[Question]:
    """The questions the simulator should ask in the span's phase, with the engine's answers."""
    queue: list[Question] = []
    decisions = span.decisions
    for index, d in enumerate(decisions):
        s, seat, action = d.before, d.seat, d.action
        if s.phase == data.MAYOR and s.step == mayor.STEP_PLACING:
            continue  # answered from the events (Replay.arrange)
        if _continued(d):
            continue  # asked at once with its first step
        moves = [a.arg for a in d.legal if a.kind == actions.GUEST]
        if s.step == STEP_GUESTS or moves:
            moved = action.arg if action.kind == actions.GUEST else NONE
            queue.append(("guest", seat, moved, [*moves, NONE]))
            if s.step == STEP_GUESTS or moved != NONE:
                continue
        legal = [a for a in d.legal if a.kind != actions.GUEST]
        if len(legal) == 1:
            continue  # forced but for the guests: the simulator asks nothing
        question = _question(d)
        last = _last_step(decisions, index)
        if question == "store":  # the goods he has once his last step is applied
            after = decisions[last + 1].before if last + 1 < len(decisions) else span.end
            answer: object = after.players[seat].goods
        else:
            answer = _answer(question, action)
        queue.append((question, seat, answer, _options(question, d, legal)))
        if action.kind == actions.SMALL_WHARF:
            shipped = [0] * 5
            for step in decisions[index : last + 1]:
                if step.action.kind == actions.SMALL_WHARF:
                    good, count = actions.count_parts(step.action.arg)
                    shipped[good] += count
            queue.append(("small_wharf", seat, tuple(shipped), None))
    return queue


class Replay:
    """A Policy answering with the engine's choices of one phase, checking on the way that the
    simulator asks the same questions, of the same seats, with the same options."""

    def __init__(self, span: Span) -> None:
        self.queue = replay_questions(span)
        self.placed: dict[int, dict[int, int]] = {}  # seat -> {target: colonists}
        for event in span.events:
            if event["type"] == "colonists_placed":
                targets = self.placed.setdefault(event["player"], {})
                target = _target_of(event["target"])
                targets[target] = targets.get(target, 0) + event["count"]
        self.placing_seats = {
            d.seat
            for d in span.decisions
            if d.before.phase == data.MAYOR and d.before.step == mayor.STEP_PLACING
        }
        self.arranged: set[int] = set()

    def _next(self, question: str, seat: int, options: Sequence[object] | None = None) -> Any:
        assert self.queue, f"the simulator asks {question} of seat {seat}; the engine asked no more"
        asked, engine_seat, answer, legal = self.queue.pop(0)
        assert (asked, engine_seat) == (question, seat), (
            f"the simulator asks {question} of seat {seat}; the engine asked {asked} of seat "
            f"{engine_seat}"
        )
        if options is not None:
            mine = list(options)
            if question == "store":
                assert sorted(mine) == sorted(legal), f"store options {mine} != engine's {legal}"
            else:
                assert mine == legal, f"{question} options {mine} != engine's {legal}"
        return answer

    def role(self, t: Table, seat: int, cards: list[int]) -> int:
        raise AssertionError("the test takes the engine's role itself")

    def hacienda(self, t: Table, seat: int) -> bool:
        return bool(self._next("hacienda", seat))

    def settle(self, t: Table, seat: int, options: list[int]) -> int:
        return self._next("settle", seat, options)

    def hospice(self, t: Table, seat: int, kind: int) -> bool:
        assert kind == data.FOREST or t.island[seat][kind] > t.occupied[seat][kind]
        return bool(self._next("hospice", seat))

    def extra_colonist(self, t: Table, seat: int) -> bool:
        return bool(self._next("extra_colonist", seat))

    def arrange(self, t: Table, seat: int, colonists: int) -> tuple[list[int], list[int]]:
        self.arranged.add(seat)
        placed = self.placed.get(seat, {})
        if seat not in self.placing_seats:  # then the engine's one placing action was forced
            circles = sum(t.island[seat][:6]) + sum(data.BUILDING_CIRCLES[b] for b in t.city[seat])
            assert sum(placed.values()) < circles, f"seat {seat} had no placing in the engine"
        occupied = [placed.get(kind, 0) for kind in range(6)]
        workers = [
            placed.get(BUILDING_TARGET + b, 0) if w >= 0 else NONE
            for b, w in enumerate(t.workers[seat])
        ]
        return occupied, workers

    def build(self, t: Table, seat: int, options: list[int]) -> int:
        return self._next("build", seat, options)

    def university(self, t: Table, seat: int, building: int) -> bool:
        return bool(self._next("university", seat))

    def extra_good(self, t: Table, seat: int, options: list[int]) -> int:
        return self._next("extra_good", seat, options)

    def sell(self, t: Table, seat: int, options: list[int]) -> int:
        return self._next("sell", seat, options)

    def load(self, t: Table, seat: int, options: list[int]) -> int:
        return self._next("load", seat, options)

    def store(self, t: Table, seat: int, options: list[tuple[int, ...]]) -> tuple[int, ...]:
        return self._next("store", seat, options)

    def guest(self, t: Table, seat: int, options: list[int]) -> int:
        return self._next("guest", seat, options)

    def hacienda_forest(self, t: Table, seat: int, kind: int) -> bool:
        return bool(self._next("hacienda_forest", seat))

    def black_market(self, t: Table, seat: int, options: list[int]) -> int:
        return self._next("black_market", seat, options)

    def last_chips(self, t: Table, seat: int, vp: int) -> bool:
        return bool(self._next("last_chips", seat))

    def small_wharf(self, t: Table, seat: int) -> tuple[int, ...]:
        return self._next("small_wharf", seat)

    def check_done(self) -> None:
        assert not self.queue, f"the engine asked more: {self.queue[:3]}"
        assert self.arranged >= self.placing_seats, (
            f"arrangements asked of {sorted(self.arranged)}, the engine's placing decisions "
            f"were {sorted(self.placing_seats)}'s"
        )


def _target_of(name: object) -> int:
    if name in data.TILE_NAMES:
        return data.TILE_NAMES.index(name)
    return BUILDING_TARGET + data.BUILDING_NAMES.index(name)


def check_game(
    players: int, seed: int, levels: list[str], tweak: str = "", expansion: str | None = None
) -> set[str]:
    """Replays the game role by role in the simulator (see the module docstring); returns the
    rare rules the game went through (rare_rules)."""
    spans = engine_spans(players, seed, levels, tweak, expansion)
    table = None
    for number, span in enumerate(spans):
        table = from_state(span.start)
        assert picker(table) == span.start.actor
        assert span.card in legal_cards(table)
        replay = Replay(span)
        take_role(table, span.card, replay)
        replay.check_done()
        wanted = from_state(span.end)
        diff = differences(table, wanted)
        assert not diff, (
            f"{players}p seed {seed} {levels} {tweak} {expansion}, role {number} "
            f"({data.CARD_NAMES[span.card]} by seat {span.start.actor}): the simulator's table "
            "differs from the engine's:\n  " + "\n  ".join(diff)
        )
    final = spans[-1].end
    assert table is not None and is_over(table) and pr.is_terminal(final)
    engine_scores = pr.final_scores(final)
    assert scores(table) == [(row["total"], row["tiebreak"]) for row in engine_scores["players"]]
    assert winners(table) == engine_scores["winners"]
    found = set().union(*(rare_rules(span) for span in spans))
    if any(row["bonus_vp"].get("cloister") for row in engine_scores["players"]):
        found.add("cloister")
    if any(data.STATUE in p.city for p in final.players):
        found.add("statue")
    return found


def rare_rules(span: Span) -> set[str]:
    """The rarer rules a role's phase went through, by name (test_the_rare_rules_are_covered)."""
    found = {f"end:{reason}" for reason in span.end.end_reasons}
    house = list(span.start.house)
    chips = span.start.vp_supply
    for event in span.events:
        kind = event["type"]
        if kind == "shipped":
            if event["wharf"]:
                found.add("wharf")
            if event["harbor_bonus"]:
                found.add("harbor")
            if event["vp"] > chips:
                found.add("vp beyond the chips")
            chips = max(0, chips - event["vp"])
        elif kind == "produced" and event["factory_doubloons"]:
            found.add("factory")
        elif kind == "colonist_added":
            found.add(f"{event['building']} from the {event['source']}")
            if event.get("san_juan"):
                found.add(f"{event['building']} to San Juan")
        elif kind == "sold":
            good = data.GOOD_NAMES.index(event["good"])
            if good in house:
                found.add("office")
            if event["price"] > data.GOOD_PRICE[good] + 1:
                found.add("market")
            house.append(good)
        elif kind in (
            "hacienda_draw",
            "plantations_reshuffled",
            "trading_house_emptied",
            "ship_unloaded",
            "colonist_ship_not_refilled",
            "church",
            "union_hall",
            "lighthouse",
            "aqueduct",
            "specialty_factory",
            "sold_to_trading_post",
            "small_wharf_shipped",
            "hacienda_tile_placed",
        ):
            found.add(kind)
        elif kind == "vp_declined":
            found.add(f"last chips declined: {event['building']}")
        elif kind == "forest_planted":
            found.add("forest instead of the hacienda's tile" if event["drawn"] else "forest")
        elif kind == "black_market":
            found |= {f"black market: {part}" for part in ("colonist", "good") if event[part]}
            if event["vp_chip"]:
                found.add("black market: VP chip")
        elif kind == "privilege_doubled":
            found.add(f"library: {event['role']}")
        elif kind == "built" and span.start.players[event["player"]].island.count(data.FOREST) > 1:
            found.add("forests' discount")
    for decision in span.decisions:
        action = decision.action
        if action.kind == actions.KEEP:
            p = decision.before.players[decision.seat]
            found.add("storehouse" if p.active(data.STOREHOUSE) else "warehouse")
        elif action.kind == actions.TAKE_VP:
            found.add("last chips taken")
        elif action.kind == actions.GUEST:
            found.add(f"guest in {_moment(decision.before)}")
            if action.arg == BUILDING_TARGET + data.HACIENDA:
                found.add("guest brings the hacienda's draw")
    if 0 in span.end.goods_supply:
        found.add("a good ran out")
    if len(span.end.face_up) < span.end.n + 1:
        found.add("plantations ran out")
    if span.end.quarries == 0:
        found.add("quarries ran out")
    return found


def _moment(s: State) -> str:
    """Where a guest moved: the phase, and its step where a phase has several moments."""
    if s.step == STEP_GUESTS:
        return f"{PHASE_NAMES[s.phase]} window"
    if s.phase == data.CAPTAIN:
        return "captain " + captain.STEP_NAMES[s.step]
    if s.phase == data.SETTLER:
        return "settler " + settler.STEP_NAMES[s.step]
    return PHASE_NAMES[s.phase]


RARE_RULES = {
    "end:city_full",
    "end:colonists",
    "end:vp_chips",
    "vp beyond the chips",
    "wharf",
    "harbor",
    "factory",
    "hospice from the supply",
    "hospice from the ship",
    "university from the supply",
    "university from the ship",
    "office",
    "market",
    "hacienda_draw",
    "plantations_reshuffled",
    "trading_house_emptied",
    "ship_unloaded",
    "colonist_ship_not_refilled",
    "warehouse",
    "a good ran out",
    "plantations ran out",
    "quarries ran out",
}
EXPANSION_RARE_RULES = {
    "forest",
    "forest instead of the hacienda's tile",
    "hacienda_tile_placed",
    "forests' discount",
    "hospice to San Juan",
    "university to San Juan",
    "black market: colonist",
    "black market: good",
    "black market: VP chip",
    "church",
    "union_hall",
    "last chips declined: church",
    "last chips declined: union_hall",
    "last chips taken",
    "lighthouse",
    "aqueduct",
    "specialty_factory",
    "sold_to_trading_post",
    "small_wharf_shipped",
    "storehouse",
    "cloister",
    "statue",
    *(f"library: {role}" for role in data.ROLE_NAMES),
    "guest in settler hacienda",
    "guest in settler tile",
    "guest in settler library",
    "guest brings the hacienda's draw",
    "guest in mayor",
    "guest in builder",
    "guest in craftsman window",
    "guest in craftsman",
    "guest in trader",
    "guest in captain window",
    "guest in captain loading",
    "guest in captain storing",
    "guest in prospector window",
    "guest in game_end window",
}


# --- the tests -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(8))
def test_the_simulator_replays_random_games_exactly(players, seed):
    check_game(players, seed, ["random"] * players)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(3))
def test_the_simulator_replays_medium_bot_games_exactly(players, seed):
    lineups = (["medium"] * players, (["medium", "random"] * 3)[:players], ["random", "medium"])
    check_game(players, 100 + seed, (lineups[seed] * 3)[:players])


def test_the_rare_rules_are_covered():
    """Games whose supply runs short (tweaked_game) replay exactly too, and together with a few
    ordinary games they go through every rarer rule at least once."""
    found: set[str] = set()
    for tweak in ("rich", "few_chips", "scarce", "no_supply"):
        for players in (2, 3, 4, 5):
            for seed in range(3):
                found |= check_game(players, seed, ["random"] * players, tweak)
    for players in (3, 4):
        found |= check_game(players, 7, ["random"] * players)
    assert found >= RARE_RULES, f"never met: {sorted(RARE_RULES - found)}"


SETUPS = ("draft", "all", "random")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("setup", SETUPS)
@pytest.mark.parametrize("seed", range(3))
def test_the_simulator_replays_random_expansion_games_exactly(players, setup, seed):
    check_game(players, 200 + seed, ["random"] * players, expansion=setup)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_simulator_replays_medium_bot_expansion_games_exactly(players):
    levels = (["medium", "random"] * 3)[:players] if players > 2 else ["medium", "medium"]
    check_game(players, 300, levels, expansion=SETUPS[players % 3])


def test_the_expansion_rare_rules_are_covered():
    """Expansion games whose players start with some of the new buildings (EXPANSION_TWEAKS) or
    with money replay exactly too, and together they go through every rule of the new buildings
    and every moment a guest may move."""
    found: set[str] = set()
    for tweak, seeds in (
        ("guests", 4),
        ("forests", 3),
        ("trade", 2),
        ("last_guests", 2),
        ("last_chips_church", 2),
        ("last_chips_union_hall", 2),
        ("rich", 2),
    ):
        for players in (2, 3, 4, 5):
            for seed in range(seeds):
                found |= check_game(players, seed, ["random"] * players, tweak, "all")
    assert found >= EXPANSION_RARE_RULES, f"never met: {sorted(EXPANSION_RARE_RULES - found)}"


class RandomPolicy:
    """Any option at random, and a random legal arrangement: every corner of the Policy."""

    def __init__(self, seed: int) -> None:
        self.rng = Random(seed)

    def any_option(self, t, seat, options):
        return self.rng.choice(options)

    def coin(self, t, seat, *asked):
        """Yes or no at random (`asked`: what the question names: a kind, a building, VP)."""
        return self.rng.below(2) == 1

    role = settle = build = extra_good = sell = load = store = guest = black_market = any_option
    hacienda = hospice = extra_colonist = university = hacienda_forest = last_chips = coin

    def arrange(self, t, seat, colonists):
        circles = [(kind, None) for kind in range(6) for _ in range(t.island[seat][kind])]
        circles += [(None, b) for b in t.city[seat] for _ in range(data.BUILDING_CIRCLES[b])]
        occupied = [0] * 6
        workers = [0 if w >= 0 else NONE for w in t.workers[seat]]
        for _ in range(colonists):
            kind, b = circles.pop(self.rng.below(len(circles)))
            if b is None:
                occupied[kind] += 1
            else:
                workers[b] += 1
        return occupied, workers

    def small_wharf(self, t, seat):
        goods = t.goods[seat]
        while True:
            shipped = tuple(self.rng.below(have + 1) for have in goods)
            if sum(shipped):
                return shipped


def after_the_draft(players: int, seed: int, expansion: str | None) -> State:
    """A new game at its first role choice (a draft played by the random bot)."""
    state = pr.new_game(players, seed, expansion=expansion)
    bot, rng = RandomBot(), Random(seed)
    while state.phase == DRAFT:
        legal = pr.legal_actions(state)
        state = pr.apply_action(state, bot.choose(pr.player_view(state, state.actor), legal, rng))
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("expansion", [None, *SETUPS])
def test_rules_and_random_policies_play_whole_games_from_the_setup(players, expansion):
    for seed in range(5):
        for policy in (Rules(), RandomPolicy(seed)):
            table = from_state(after_the_draft(players, seed, expansion))
            play_game(table, Checked(policy))
            assert is_over(table) and table.end_reasons and not legal_cards(table)
            assert table.picks == 0 and all(seat == NONE for seat in table.card_taken)
            assert 1 <= len(winners(table)) <= players


@pytest.mark.parametrize("expansion", [None, "all"])
def test_rules_beat_random_choices(expansion):
    for players in (2, 4):
        for seed in range(6):
            table = from_state(after_the_draft(players, seed, expansion))
            hero = seed % players
            seated = Seated([Rules() if s == hero else RandomPolicy(seed) for s in range(players)])
            play_game(table, seated)
            assert winners(table) == [hero]


class Seated:
    """A Policy asking each seat's own policy."""

    def __init__(self, policies):
        self.policies = policies

    def __getattr__(self, name):
        return lambda t, seat, *args: getattr(self.policies[seat], name)(t, seat, *args)


@pytest.mark.parametrize("expansion", [None, "all"])
def test_a_copy_is_independent(expansion):
    table = from_state(pr.new_game(4, 3, expansion=expansion))
    copy = table.copy()
    play_game(copy, Rules())
    assert not differences(table, from_state(pr.new_game(4, 3, expansion=expansion)))
    assert differences(table, copy)


def test_from_state_refuses_a_phase_in_progress():
    state = pr.new_game(3, 1)
    state = pr.apply_action(state, actions.make(actions.ROLE, data.BUILDER))
    with pytest.raises(ValueError, match="middle of a phase"):
        from_state(state)
    with pytest.raises(ValueError, match="middle of a phase"):
        from_state(pr.new_game(3, 1, expansion="draft"))  # the draft comes first


def test_from_state_reads_an_expansion_game():
    base, expansion = from_state(pr.new_game(3, 1)), from_state(pr.new_game(3, 1, expansion="all"))
    assert not base.expansion and expansion.expansion and expansion.forests == data.FORESTS
    assert len(base.workers[0]) == len(base.building_supply) == 23 and len(base.island[0]) == 6
    assert len(expansion.workers[0]) == len(expansion.building_supply) == 37
    assert len(expansion.island[0]) == 7  # with the forests


def test_a_taken_card_is_refused():
    table = from_state(pr.new_game(3, 1))
    take_role(table, data.PROSPECTOR if 6 in legal_cards(table) else data.TRADER, Rules())
    taken = next(card for card, seat in enumerate(table.card_taken) if seat != NONE)
    with pytest.raises(ValueError, match="cannot be taken"):
        take_role(table, taken, Rules())
