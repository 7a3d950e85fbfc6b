"""Helpers for San Juan's scenario tests (tests/san_juan/test_sj_rules_*.py).

A scenario starts from a hand-written position (the San Juan position format: only "players" is
required, everything left out is derived) and plays actions written in their JSON form, so a test
reads like the game:

    state = start(game({"hand": cards(...), "buildings": ["indigo_plant", "smithy"]}, {}))
    state = play(state, role("builder"), build("sugar_mill"), *pay_with("statue"))
    assert buildings(state, ANA) == ["indigo_plant", "smithy", "sugar_mill"]

The cards a test needs drawn are put on top of the pile (`top_of_pile`), in the order they come.
Everything read back goes through the public API (`to_dict`, `legal_actions`, `step_events`,
`final_scores`, `player_view`): what a player sees on the table.

The tests quote the Dutch edition (the Dutch San Juan rulebook) by section, and cite the
project's digest docs/rules/san-juan.md by anchor.
"""

import copy
from collections import Counter

import pr_core.san_juan as sj
from pr_core.san_juan import data
from pr_core.scenario_files import move

ANA, BO, CY, DI = range(4)
NAMES = ("Ana", "Bo", "Cy", "Di")
FORMAT = "san-juan-position"


# --- writing positions ----------------------------------------------------------------------------
def role_phase(role, **fields):
    """A position's "roles" and "phase" while the first player (seat 0) plays the role she
    picked; `fields` are the phase's other fields."""
    return {"roles": {role: 0}, "phase": {"name": role, "picker": 0, **fields}}


def players(*docs):
    """Player dicts named Ana, Bo, Cy, Di in seat order (a given "name" wins)."""
    return [dict({"name": NAMES[seat]}, **doc) for seat, doc in enumerate(docs)]


def game(*docs, **top):
    """A position document: the players (in seat order) and any top-level fields."""
    return {"format": FORMAT, "players": players(*docs), **top}


def city(*names, goods=()):
    """A list of buildings; those named in `goods` (by index) carry a good (a card unnamed)."""
    return [{"card": name, "good": True} if i in goods else name for i, name in enumerate(names)]


def with_good(name, good=True):
    """One building with a good on it (`good`: the card lying there, or True for any)."""
    return {"card": name, "good": good}


def start(doc):
    """The state of a hand-written position."""
    return sj.from_json(copy.deepcopy(doc))


def _unnamed(doc):
    """The cards the document does not name (what its derived pile would hold), as a list."""
    s = sj.from_json(copy.deepcopy({k: v for k, v in doc.items() if k != "pile"}))
    return [data.CARD_NAMES[c] for c in s.pile]


def _take(cards, wanted, what):
    left = Counter(cards)
    for name in wanted:
        assert left[name] > 0, f"no {name} is left for {what}: the position names them all"
        left[name] -= 1
    return list(left.elements())


def top_of_pile(doc, *cards):
    """Puts `cards` on top of the draw pile, to be drawn in this order; the other cards not named
    by the document lie below them. Returns the document."""
    rest = _take(_unnamed(doc), cards, "the pile")
    doc["pile"] = sorted(rest) + list(reversed(cards))
    return doc


def only_pile(doc, *cards):
    """The draw pile is exactly `cards` (drawn in this order); every other card not named by the
    document lies on the discard pile. Returns the document."""
    rest = _take(_unnamed(doc), cards, "the pile")
    doc["pile"] = list(reversed(cards))
    doc["discards"] = doc.get("discards", []) + rest
    return doc


def empty_pile(doc):
    return only_pile(doc)


# --- actions (JSON forms) -------------------------------------------------------------------------
def role(name, save_library=False):
    out = {"type": "role", "role": name}
    if save_library:
        out["save_library"] = True
    return out


build = move("build", "card")


def build_over(card, over, good=False):
    return {"type": "build_over", "card": card, "over": over, "good": good}


pay = move("pay", "card")


def in_card_order(names):
    """Cards named one at a time are named in the order of the card list (actions.py)."""
    return sorted(names, key=data.CARD_INDEX.__getitem__)


def pay_with(*cards):
    """The pay actions for these cards (in the order the engine asks for them)."""
    return [pay(c) for c in in_card_order(cards)]


black_market = move("black_market", "good")
produce = move("produce", "good")
sell = move("sell", "good")
keep = move("keep", "card")


def keeping(*cards):
    return [keep(c) for c in in_card_order(cards)]


discard = move("discard", "card")


def discarding(*cards):
    return [discard(c) for c in in_card_order(cards)]


tuck = move("tuck", "card")
gold_mine = move("gold_mine", "card")


BUILDER, PRODUCER, TRADER = role("builder"), role("producer"), role("trader")
COUNCILLOR, PROSPECTOR = role("councillor"), role("prospector")
USE_GOLD_MINE = {"type": "use", "building": "gold_mine"}  # turn up its 4 cards
LEAVE_GOLD_MINE = {"type": "pass", "decision": "gold_mine"}  # leave it unused

pass_ = move("pass", "decision")
NO_BUILD = pass_("build")
NO_PRODUCE = pass_("produce")
NO_SALE = pass_("sell")
NO_TUCK = pass_("tuck")
NO_GOODS = pass_("black_market")


# --- playing --------------------------------------------------------------------------------------
def action(doc):
    return sj.Action.from_json(doc)


def _flat(docs):
    for doc in docs:
        if isinstance(doc, (list, tuple)):
            yield from _flat(doc)
        else:
            yield doc


def play(state, *docs):
    """Applies each action (JSON form; lists are flattened) in turn; returns the last state.
    (`played` gives the events of every step too.)

    The engine applies a choice with one option by itself (engine.py): an action written here
    that the engine has just applied that way (the next of those, in their order) is taken as
    that one, so a test can name every card paid even where the last ones are no longer a
    choice.
    """
    return played(state, *docs)[0]


def played(state, *docs):
    """(the last state, the events of all the steps in order): `play` with its whole log."""
    pending = []  # (player, action JSON) applied without asking in the last step, in order
    log = []
    for doc in _flat(docs):
        if pending and pending[0][1] == action(doc).to_json():
            pending.pop(0)
            continue
        state = sj.apply_action(state, action(doc))
        log += sj.step_events(state)
        pending = [
            (e["player"], e["action"])
            for e in sj.step_events(state)
            if e["type"] == "action" and e["forced"]
        ]
    return state, log


def offered(state):
    """The legal actions, in their JSON form."""
    return [a.to_json() for a in sj.legal_actions(state)]


def is_offered(state, doc):
    return action(doc) in sj.legal_actions(state)


def offered_of(state, kind):
    """The `card` (or `good`) of each legal action of one type."""
    return [a.get("card", a.get("good")) for a in offered(state) if a["type"] == kind]


def events(state, kind=None, **fields):
    """The events of the step that made `state`, optionally of one type and with field values."""
    return [
        e
        for e in sj.step_events(state)
        if (kind is None or e["type"] == kind) and all(e.get(k) == v for k, v in fields.items())
    ]


def drawn(state, seat, reason):
    """The cards `seat` drew into his hand in the last step for `reason`, as a Counter."""
    return Counter(
        c for e in events(state, "cards_drawn", player=seat, reason=reason) for c in e["cards"]
    )


def forced(state):
    """The actions applied without asking in the last step (JSON form)."""
    return [e["action"] for e in events(state, "action") if e["forced"]]


# --- reading the table ----------------------------------------------------------------------------
def view(state):
    """The whole position as the JSON document a person reads."""
    return sj.to_dict(state)


def player(state, seat):
    return view(state)["players"][seat]


def cards(*names):
    """A multiset of cards, to compare hands with."""
    return Counter(names)


def hand(state, seat):
    """The player's hand as a Counter of card names."""
    return Counter(player(state, seat)["hand"])


def hand_size(state, seat):
    return len(player(state, seat)["hand"])


def buildings(state, seat):
    """The player's buildings in the order built."""
    return [b["card"] for b in player(state, seat)["buildings"]]


def goods_on(state, seat):
    """The buildings carrying a good, as a Counter of building names."""
    return Counter(b["card"] for b in player(state, seat)["buildings"] if "good" in b)


def goods_count(state, seat):
    return sum(goods_on(state, seat).values())


def chapel(state, seat):
    return Counter(player(state, seat)["chapel"])


def phase(state):
    return view(state)["phase"]["name"]


def actor(state):
    return state.current_player


def pile(state):
    """The draw pile, its top card first."""
    return list(reversed(view(state)["pile"]))


def discards(state):
    return Counter(view(state)["discards"])


def out_of_game(state):
    return Counter(view(state)["out"])


def governor(state):
    return view(state)["governor"]


def scores(state):
    return sj.final_scores(state)


def total(state, seat):
    return scores(state)["players"][seat]["total"]
