"""Property tests for San Juan: hypothesis draws whole games and checks what must hold after
every step.

A game is drawn as a kind (player count, start-hand variant or not), a seed, a list of choices
and a length. Each choice is an index into the legal actions of the moment (taken modulo their
number); once the list is used up, the indices come from a generator seeded with the drawn seed,
until the game has had `length` decisions or is over. Hypothesis shrinks a failure to the fewest
decisions that show it, and to choices of 0 wherever the choice does not matter.

Hypothesis runs derandomized and without an example database: every run tries the same games.

What every game keeps (purity, determinism, positions read back, stable legal actions, the
invariants over random games, views that are the same whatever the viewer cannot see) is checked
for every game by tests/contract/ (San Juan's entry: tests/contract/game_contracts.py); this file
keeps what is San Juan's own.
"""

import json
import re

import pytest
from drawn_games import drawn_games, examples, indices
from drawn_games import walk as drawn_walk
from hypothesis import given

import pr_core.san_juan as sj
from pr_core.errors import IllegalActionError
from pr_core.rng import Random
from pr_core.san_juan import data
from pr_core.san_juan.actions import ALL, PASS, Action

MAX_LENGTH = 400  # decisions drawn; a random game takes about 300

GAME_KINDS = [(2, False), (3, False), (4, False), (3, True)]
KINDS = pytest.mark.parametrize(
    "kind", GAME_KINDS, ids=[f"{n}p{'-start-hands' if v else ''}" for n, v in GAME_KINDS]
)


def on_drawn_games_of_every_kind(max_examples):
    """Runs the test for every kind of game, on up to `max_examples` drawn games of each."""

    def decorate(test):
        return KINDS(examples(max_examples)(given(drawn_games(MAX_LENGTH))(test)))

    return decorate


def new(kind, seed):
    return sj.new_game(kind[0], seed, start_hands=kind[1])


def walk(kind, drawn, state=None):
    """Yields (state, action, next state) for each decision, stopping at the end."""
    if state is None:
        state = new(kind, drawn[0])
    return drawn_walk(sj, state, indices(drawn, 0x5A17))


# --- seeds ------------------------------------------------------------------------------------
def test_different_seeds_deal_different_games():
    hands = {tuple(tuple(p.hand) for p in sj.new_game(3, seed).players) for seed in range(50)}
    assert len(hands) == 50


# --- the order of legal actions ---------------------------------------------------------------
@on_drawn_games_of_every_kind(10)
def test_legal_actions_come_in_code_order_declining_last_and_are_real_choices(kind, drawn):
    """The choices by code, declining last; a choice of one is applied without asking."""
    for state, _, _ in walk(kind, drawn):
        legal = sj.legal_actions(state)
        choices = [a for a in legal if a.kind != PASS]
        assert list(legal) == sorted(choices) + [a for a in legal if a.kind == PASS]
        assert len(legal) >= 2, "a choice of one is applied without asking (engine.py)"


# --- actions ----------------------------------------------------------------------------------
def check_action_round_trips(a):
    assert type(a) is Action and ALL[int(a)] is a
    assert Action.from_json(a.to_json()) is a
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) is a
    assert Action.from_code(int(a)) is a
    again = eval(repr(a), {"Action": Action})
    assert type(again) is Action and again == a
    phrase = str(a)
    assert phrase and phrase == phrase.strip() and re.fullmatch(r"[a-z][a-z ,]*", phrase), phrase
    assert not re.search(r"\ba [aeiou]|\ban [^aeiou\s]", phrase), phrase


def test_every_action_there_is_round_trips():
    for a in ALL.values():
        check_action_round_trips(a)


def test_actions_of_different_codes_have_different_json():
    forms = [json.dumps(a.to_json(), sort_keys=True) for a in ALL.values()]
    assert len(set(forms)) == len(forms)


# --- illegal input ----------------------------------------------------------------------------
CODES = sorted(ALL)
NOT_ACTIONS = [None, "build", 1.5, True, [], {}, -1, 10**9, 2**40]
MALFORMED = [
    None,
    [],
    "pass",
    {},
    {"type": 3},
    {"type": "fly"},
    {"type": "pass"},
    {"type": "pass", "decision": "everything"},
    {"type": "role"},
    {"type": "role", "role": 1},
    {"type": "role", "role": "mayor"},
    {"type": "role", "role": "builder", "save_library": 1},
    {"type": "build"},
    {"type": "build", "card": "castle"},
    {"type": "build", "card": 5},
    {"type": "build", "card": "smithy", "extra": 1},
    {"type": "build_over", "card": "smithy"},
    {"type": "build_over", "card": "smithy", "over": "smithy"},
    {"type": "build_over", "card": "smithy", "over": "well", "good": True},
    {"type": "build_over", "card": "smithy", "over": "indigo_plant", "good": "yes"},
    {"type": "sell", "good": "corn"},
    {"type": "produce", "good": "indigo_plant"},
    {"type": "sell"},
    {"type": "keep", "card": None},
    {"type": "tuck", "good": "indigo"},
]


def assert_sentence(message, name):
    assert message and message == message.strip() and "\n" not in message
    assert message.startswith(f"{name} cannot ") or message in ("the game is over",), message
    for bad in ("Traceback", "None", "object at", "<", ">", "self."):
        assert bad not in message, f"{bad!r} in {message!r}"


def observable(state):
    return sj.to_json(state), sj.legal_actions(state), sj.step_events(state)


@on_drawn_games_of_every_kind(6)
def test_every_illegal_action_is_refused_with_a_reason_and_changes_nothing(kind, drawn):
    chooser = Random(drawn[0] + 1)
    for state, _, after in walk(kind, drawn):
        for s in (state, after):
            before = observable(s)
            legal = set(sj.legal_actions(s))
            kinds = {a.kind for a in legal}
            near = [c for c in CODES if c not in legal and ALL[c].kind in kinds]
            anywhere = [c for c in CODES if c not in legal]
            sample = {chooser.choice(anywhere) for _ in range(6)}
            if near:
                sample |= {chooser.choice(near) for _ in range(6)}
            for code in sorted(sample):
                with pytest.raises(IllegalActionError) as refused:
                    sj.apply_action(s, ALL[code])
                name = s.players[s.actor].name if not sj.is_terminal(s) else ""
                assert_sentence(str(refused.value), name)
                assert str(refused.value) == sj.why_illegal(s, ALL[code])
                with pytest.raises(IllegalActionError):
                    sj.apply_action(s, int(code))  # the bare code too
            for thing in NOT_ACTIONS:
                with pytest.raises(IllegalActionError):
                    sj.apply_action(s, thing)
            assert observable(s) == before


def test_malformed_json_actions_are_refused_with_a_reason():
    for doc in MALFORMED:
        with pytest.raises(IllegalActionError) as refused:
            Action.from_json(doc)
        message = str(refused.value)
        assert message and "\n" not in message and "Traceback" not in message, doc


def test_unknown_codes_are_refused():
    for code in (-1, max(CODES) + 1, 4095, 1 << 40, "5", None, 2.0):
        with pytest.raises(IllegalActionError):
            Action.from_code(code)


# --- what a player may see --------------------------------------------------------------------
@on_drawn_games_of_every_kind(8)
def test_a_view_names_no_hidden_card(kind, drawn):
    for _, _, after in walk(kind, drawn):
        for seat in range(kind[0]):
            view = sj.player_view(after, seat)
            json.dumps(view)
            assert "rng" not in view and view["pile"] is None and view["discards"] is None
            assert view["pile_size"] == len(after.pile)
            for i, p in enumerate(view["players"]):
                assert all(b["good"] in (True, False) for b in p["buildings"])
                if i != seat:
                    assert p["hand"] is None and p["chapel"] is None
                assert p["hand_size"] == len(after.players[i].hand)
            phase = view["phase"]
            if phase.get("drawn") is not None and phase["name"] == "councillor":
                assert phase["actor"] == seat


# Card names an event about another player may carry: what is played face up or turned up.
PUBLIC_CARD_FIELDS = {
    ("built", "card"),
    ("built", "over"),
    ("gold_mine", "cards"),
    ("gold_mine_kept", "card"),
    ("cards_drawn", "reason"),
    ("discarded", "reason"),
}  # "well", "archive"
PUBLIC_ACTIONS = {"build", "build_over", "gold_mine", "pass", "use"}  # pass: "black_market"


def card_names(value):
    if isinstance(value, str):
        return {value} & set(data.CARD_NAMES)
    if isinstance(value, list):
        return set().union(*map(card_names, value)) if value else set()
    if isinstance(value, dict):
        return set().union(*map(card_names, value.values())) if value else set()
    return set()


@on_drawn_games_of_every_kind(10)
def test_events_for_a_player_never_name_another_players_hidden_cards(kind, drawn):
    for _, _, after in walk(kind, drawn):
        events = sj.step_events(after)
        for seat in range(kind[0]):
            for event in sj.events_for(events, seat):
                json.dumps(event)
                if event.get("player") == seat:
                    continue
                for key, value in event.items():
                    if key == "type":  # "gold_mine": an event's name, no card
                        continue
                    if key == "action":
                        if value["type"] not in PUBLIC_ACTIONS:
                            fields = {k: v for k, v in value.items() if k != "type"}
                            assert not card_names(fields), (seat, event)
                    elif (event["type"], key) not in PUBLIC_CARD_FIELDS:
                        assert not card_names(value), (seat, event)
