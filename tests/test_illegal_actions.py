"""Illegal input: a named error with a message a player can act on, and nothing lost.

`apply_action` must refuse every action that is not in `legal_actions` with an
`IllegalActionError` (a `ValueError`) that names the player to act and says why, and must leave
the state as it was, so the game simply goes on. Anything that is not an action at all is refused
the same way, and so is every action once the game is over.
"""

import json
import re

import pytest

import pr_core as pr
from pr_core.puerto_rico.actions import ALL, Action
from pr_core.rng import Random

NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli")
CODES = sorted(ALL)


def random_positions(players, seed, every=3, expansion=None):
    """Every `every`-th position of a random game, the last one included."""
    state = pr.new_game(players, seed, names=NAMES[:players], expansion=expansion)
    chooser = Random(seed * 7 + players)
    step = 0
    while not pr.is_terminal(state):
        if step % every == 0:
            yield state
        state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
        step += 1
    yield state


def illegal_sample(state, chooser, count=12):
    """Some codes that are not legal now: random ones, and ones of the kinds that are legal
    (another building, another ship), which get the most specific reasons."""
    legal = set(pr.legal_actions(state))
    kinds = {a.kind for a in legal}
    near = [c for c in CODES if c not in legal and ALL[c].kind in kinds]
    anywhere = [c for c in CODES if c not in legal]
    picks = {chooser.choice(anywhere) for _ in range(count)}
    if near:
        picks |= {chooser.choice(near) for _ in range(count)}
    return [ALL[c] for c in sorted(picks)]


def observable(state):
    return pr.to_json(state), pr.legal_actions(state), pr.step_events(state)


def assert_plain(message):
    """One sentence for a person: no traceback, no Python object, no missing value."""
    assert message and message == message.strip()
    assert "\n" not in message
    for bad in ("Traceback", "Error", "None", "object at", "<", ">", "self."):
        assert bad not in message, f"{bad!r} in {message!r}"


def refusal(state, action):
    """The error apply_action raises for `action`; also checks nothing changed."""
    before = observable(state)
    with pytest.raises(pr.IllegalActionError) as info:
        pr.apply_action(state, action)
    assert observable(state) == before, f"refusing {action!r} changed the state"
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, pr.PuertoRicoError)
    return str(info.value)


def reason(state, action):
    """The part of the refusal after "<name> cannot <do it> now: "."""
    message = refusal(state, action)
    name = state.players[state.current_player].name
    head = f"{name} cannot "
    assert message.startswith(head), f"{message!r} does not start with {head!r}"
    assert " now: " in message, message
    return message.split(" now: ", 1)[1]


# --- actions that are not legal now ---------------------------------------------------------------
@pytest.mark.parametrize("expansion", [None, "draft", "all"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_an_illegal_action_is_refused_with_the_player_and_a_reason(players, expansion):
    chooser = Random(players)
    checked = 0
    for seed in range(2):
        for state in random_positions(players, seed, expansion=expansion):
            if pr.is_terminal(state):
                continue
            before = observable(state)
            for action in illegal_sample(state, chooser):
                why = reason(state, action)  # "<name> cannot <do it> now: <why>"
                assert why.strip(), f"no reason given for {action}"
                message = pr.why_illegal(state, action)  # what a UI shows for a greyed-out choice
                assert message.endswith(why)
                assert_plain(message)
                checked += 1
            # Nothing was lost: the same state goes on exactly like a fresh copy of it.
            assert observable(state) == before
            fresh = pr.from_json(before[0])
            action = chooser.choice(pr.legal_actions(state))
            assert pr.to_json(pr.apply_action(state, action)) == pr.to_json(
                pr.apply_action(fresh, action)
            )
    assert checked > 1000


# What reads badly in a message shown to a player, with an example of each.
BAD_ENGLISH = {
    "article": re.compile(r"\ba [aeio]|\ban uni|\ban [^aeiou\s]"),  # a indigo, an university
    "identifier": re.compile(r"[a-z]_[a-z0-9]"),  # prospector_2
    "plural after 1": re.compile(r"(?<![\d.])1 (doubloons|circles|colonists|barrels|spaces)\b"),
    "verb": re.compile(r"cannot (does|do not|takes|builds|loads|sells)\b"),  # cannot do not draw
}


@pytest.mark.parametrize("expansion", [None, "draft", "random"])
def test_refusals_read_as_plain_english(expansion):
    examples = {}
    for players in (2, 3, 4, 5):
        for state in random_positions(players, seed=1, every=4, expansion=expansion):
            if pr.is_terminal(state):
                continue
            legal = set(pr.legal_actions(state))
            for code in CODES:
                if code not in legal:
                    message = pr.why_illegal(state, ALL[code])
                    for problem, pattern in BAD_ENGLISH.items():
                        if pattern.search(message):
                            examples.setdefault(problem, message)
    assert not examples, f"messages that read badly: {examples}"


# --- things that are not actions ------------------------------------------------------------------
def settler_positions():
    """Positions where the codes 0 ("takes no plantation") or 1 ("does not draw with the
    hacienda") are legal, so a value equal to 0 or 1 would slip through a mere == test."""
    players = [
        {
            "name": "Ana",
            "island": [{"tile": "corn"}],
            "city": [{"building": "hacienda", "colonists": 1}],
        },
        {"name": "Bo"},
        {"name": "Cy"},
    ]
    hacienda = pr.from_json(
        {"players": players, "phase": {"name": "settler", "picker": 0, "step": "hacienda"}}
    )
    tile = pr.from_json(
        {"players": players, "phase": {"name": "settler", "picker": 0, "step": "tile"}}
    )
    start = pr.new_game(3, 5, names=NAMES[:3])
    return {"hacienda step": hacienda, "tile step": tile, "role selection": start}


def test_the_settler_positions_offer_the_codes_0_and_1():
    positions = settler_positions()
    assert 1 in pr.legal_actions(positions["hacienda step"])
    assert 0 in pr.legal_actions(positions["tile step"])


NOT_ACTIONS = [
    None,
    "settler",
    "0",
    b"\x00",
    {"type": "role", "role": "settler"},
    {"type": "pass", "decision": "plant"},
    [0],
    (1,),
    True,
    False,
    -1,
    10**9,
    1.5,
    0.0,
    1.0,
    2048.0,
    float("nan"),
]


@pytest.mark.parametrize("value", NOT_ACTIONS, ids=repr)
def test_a_value_that_is_not_an_action_is_refused(value):
    for where, state in settler_positions().items():
        try:
            message = refusal(state, value)
        except pytest.fail.Exception:
            raise AssertionError(f"{value!r} was taken as an action in the {where}") from None
        assert_plain(message.replace("None", "none") if value is None else message)
        assert re.search(r"not an action|not the code of any action", message), message


def test_a_float_equal_to_a_legal_code_is_not_an_action():
    state = settler_positions()["tile step"]
    for action in pr.legal_actions(state):
        refusal(state, float(action))


def test_a_plain_integer_code_is_taken_like_the_action():
    """Bots keep actions as integer codes; a legal code is accepted as the action itself."""
    for state in list(random_positions(4, seed=3, every=25))[:-1]:
        for action in pr.legal_actions(state):
            assert pr.to_json(pr.apply_action(state, int(action))) == pr.to_json(
                pr.apply_action(state, action)
            )


@pytest.mark.parametrize(
    "code", [True, False, 0.0, 1.0, 2048.0, "0", None, -1, 10**9, [0]], ids=repr
)
def test_from_code_accepts_only_integer_codes(code):
    with pytest.raises(pr.IllegalActionError) as info:
        Action.from_code(code)
    assert "not the code of any action" in str(info.value)


# --- after the end --------------------------------------------------------------------------------
def finished_games():
    yield "played", list(random_positions(3, seed=11, every=10**6))[-1]
    yield (
        "read",
        pr.from_json(
            {"players": [{}, {}, {}], "phase": {"name": "game_over"}, "end_reasons": ["vp_chips"]}
        ),
    )


@pytest.mark.parametrize("how", ["played", "read"])
def test_every_action_after_the_end_is_refused_because_the_game_is_over(how):
    state = dict(finished_games())[how]
    assert pr.is_terminal(state) and pr.legal_actions(state) == ()
    for value in [ALL[c] for c in CODES[::7]] + [int(CODES[3]), None, "pass", 1.5]:
        message = refusal(state, value)
        assert "the game is over" in message, message
    assert pr.is_terminal(state)


# --- the reasons a player reads -------------------------------------------------------------------
def seated(*players):
    names = ["Ana", "Bo", "Cy"]
    return [dict(p, name=names[i]) for i, p in enumerate(players)]


def test_selling_a_good_the_trading_house_holds_says_so():
    state = pr.from_json(
        {
            "players": seated({"goods": {"coffee": 1, "corn": 1}}, {}, {}),
            "phase": {"name": "trader", "picker": 0},
            "trading_house": ["coffee"],
        }
    )
    sell_coffee = Action.from_json({"type": "sell", "good": "coffee"})
    assert sell_coffee not in pr.legal_actions(state)
    why = reason(state, sell_coffee)
    assert "coffee" in why and "trading house" in why, why
    assert "already" in why or "holds" in why, why


def test_building_beyond_ones_means_states_cost_and_money():
    # Bo is not the builder and has no quarry: a factory costs him the full 7.
    state = pr.from_json(
        {
            "players": seated({"doubloons": 3}, {"doubloons": 2}, {}),
            "phase": {"name": "builder", "picker": 0, "turn": 1},
        }
    )
    why = reason(state, Action.from_json({"type": "build", "building": "factory"}))
    assert "factory" in why and "doubloons" in why, why
    assert re.search(r"\b7\b", why) and re.search(r"\b2\b", why), why


def test_the_stated_cost_counts_privilege_and_quarries():
    # Ana is the builder (-1) with an occupied quarry (-1): a coffee roaster (6) costs her 4.
    state = pr.from_json(
        {
            "players": seated(
                {"doubloons": 3, "island": [{"tile": "quarry", "colonist": True}]}, {}, {}
            ),
            "phase": {"name": "builder", "picker": 0},
        }
    )
    why = reason(state, Action.from_json({"type": "build", "building": "coffee_roaster"}))
    assert "coffee roaster" in why, why
    assert re.search(r"\b4\b", why) and re.search(r"\b3\b", why), why
    assert not re.search(r"\b6\b", why), f"the list price is not what Ana pays: {why}"


def test_choosing_a_role_already_taken_says_so():
    roles = [{"role": r} for r in ("mayor", "builder", "craftsman", "trader", "captain")]
    state = pr.from_json(
        {"players": seated({}, {}, {}), "roles": [{"role": "settler", "taken_by": 0}] + roles}
    )
    assert state.current_player == 1
    why = reason(state, Action.from_json({"type": "role", "role": "settler"}))
    assert "settler" in why and re.search(r"already|taken", why), why


def captain_position(ana_goods, ships=None):
    doc = {
        "players": seated({"goods": ana_goods}, {}, {}),
        "phase": {"name": "captain", "picker": 0},
    }
    if ships is not None:
        doc["cargo_ships"] = ships
    return pr.from_json(doc)


def load(ship, good):
    return Action.from_json({"type": "load", "ship": ship, "good": good})


def test_loading_onto_a_ship_with_another_good_says_what_it_carries():
    state = captain_position({"corn": 2, "indigo": 1}, [{"good": "corn", "count": 1}, {}, {}])
    why = reason(state, load(0, "indigo"))
    assert "ship 1" in why and "corn" in why, why


def test_loading_a_good_already_at_sea_elsewhere_names_its_ship():
    state = captain_position({"corn": 2, "indigo": 1}, [{"good": "corn", "count": 1}, {}, {}])
    why = reason(state, load(2, "corn"))
    assert "corn" in why and "ship 1" in why, why


def test_loading_onto_a_full_ship_says_it_is_full():
    state = captain_position({"corn": 2}, [{"good": "corn", "count": 4}, {}, {}])
    why = reason(state, load(0, "corn"))
    assert "full" in why, why


def test_loading_onto_a_smaller_empty_ship_says_the_larger_one_is_required():
    # Six indigo, three empty ships of 4, 5 and 6: only the ship of 6 may be chosen.
    state = captain_position({"indigo": 6})
    assert pr.legal_actions(state) == (load(2, "indigo"),)
    why = reason(state, load(0, "indigo"))
    assert "indigo" in why and re.search(r"most|ship 3|larg|big", why), why


def test_passing_when_a_load_is_possible_says_the_player_must_load():
    state = captain_position({"corn": 2, "indigo": 1}, [{"good": "corn", "count": 1}, {}, {}])
    why = reason(state, Action.from_json({"type": "pass", "decision": "load"}))
    assert "must load" in why, why


def test_a_wrong_pass_when_nothing_can_be_loaded_does_not_claim_a_load_is_possible():
    # Ana's corn cannot go anywhere (its ship is full): her only choice is to load nothing.
    state = captain_position({"corn": 2}, [{"good": "corn", "count": 4}, {}, {}])
    assert pr.legal_actions(state) == (Action.from_json({"type": "pass", "decision": "load"}),)
    why = reason(state, Action.from_json({"type": "pass", "decision": "sell"}))
    assert "must load" not in why and "can load" not in why, why


# --- reading actions from JSON --------------------------------------------------------------------
MALFORMED = [
    ({"type": "build"}, ["building"]),
    ({"type": "fly"}, ["fly"]),
    ({"type": "load", "ship": 7, "good": "corn"}, ["ship", "7"]),
    ({"type": "build", "building": "harbour"}, ["harbour", "harbor"]),
    (None, ["type"]),
    ("build", ["type"]),
    ([], ["type"]),
    ({"building": "harbor"}, ["type"]),
    ({"type": ["build"]}, ["build"]),
    ({"type": "pass"}, ["decision"]),
    ({"type": "sell", "good": "gold"}, ["gold", "coffee"]),
    ({"type": "role", "role": "king"}, ["king", "settler"]),
    ({"type": "plant", "tile": "forest"}, ["forest", "quarry"]),
    ({"type": "build", "building": {"name": "harbor"}}, ["building"]),
    ({"type": "load", "ship": "0", "good": "corn"}, ["ship"]),
    ({"type": "load", "ship": True, "good": "corn"}, ["ship"]),
    ({"type": "load", "ship": 0}, ["good"]),
    ({"type": "place", "target": "corn", "count": 0}, ["count", "0"]),
    ({"type": "place", "target": "corn", "count": 16}, ["count", "16"]),
    ({"type": "place", "target": "corn", "count": True}, ["count"]),
    ({"type": "place", "target": "castle", "count": 1}, ["castle"]),
    ({"type": "store", "warehouse": "corn"}, ["warehouse"]),
    ({"type": "store", "warehouse": ["corn"], "single": "corn"}, ["single"]),
    ({"type": "store", "warehouse": ["gold"]}, ["gold"]),
]


@pytest.mark.parametrize("obj, names", MALFORMED, ids=lambda v: json.dumps(v)[:50])
def test_malformed_action_json_is_refused_naming_the_problem(obj, names):
    with pytest.raises(pr.IllegalActionError) as info:
        Action.from_json(obj)
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert "\n" not in message and "Traceback" not in message
    for name in names:
        assert name in message, f"{name!r} not in {message!r}"


def test_action_json_with_an_unknown_field_is_refused_by_name():
    with pytest.raises(pr.IllegalActionError, match="'cost'"):
        pr.Action.from_json({"type": "build", "building": "harbor", "cost": 3})
