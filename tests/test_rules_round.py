"""The round (docs/rules/puerto-rico.md#round): choosing roles, doubloons on roles, the
governor, the 2-player order (docs/rules/puerto-rico.md#two-players), the prospector, and the
role cards per player count (docs/rules/puerto-rico.md#setup)."""

import pytest
from scenario import (
    ANA,
    BO,
    CY,
    DI,
    ED,
    NO_COLONIST,
    NO_TILE,
    doubloons,
    events,
    offered,
    phase,
    play,
    players,
    role,
    role_doubloons,
    start,
    view,
)


def roles_offered(state):
    return [a["role"] for a in offered(state) if a["type"] == "role"]


@pytest.mark.parametrize(
    "count, cards",
    [
        (2, ["settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"]),
        (3, ["settler", "mayor", "builder", "craftsman", "trader", "captain"]),
        (4, ["settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"]),
        (
            5,
            [
                "settler",
                "mayor",
                "builder",
                "craftsman",
                "trader",
                "captain",
                "prospector",
                "prospector_2",
            ],
        ),
    ],
)
def test_the_role_cards_depend_on_the_number_of_players(count, cards):
    state = start({"players": players(*[{}] * count)})

    assert roles_offered(state) == cards


def test_the_governor_chooses_first_then_the_players_to_his_left():
    doc = {"players": players({}, {}, {}, {}), "governor": CY}
    state = start(doc)
    assert state.current_player == CY

    state = play(state, role("prospector"))
    assert state.current_player == DI
    state = play(state, role("craftsman"))  # nobody produces anything
    assert state.current_player == ANA


def test_a_role_chosen_this_round_is_not_offered_again():
    state = play(start({"players": players({}, {}, {}, {})}), role("prospector"))

    assert "prospector" not in roles_offered(state)
    assert "settler" in roles_offered(state)


def test_the_doubloons_on_a_role_go_to_the_player_who_chooses_it():
    doc = {
        "players": players({"doubloons": 1}, {}, {}, {}),
        "roles": [
            {"role": r, "doubloons": 2 if r == "craftsman" else 0}
            for r in ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")
        ],
    }
    state = play(start(doc), role("craftsman"))

    assert doubloons(state, ANA) == 1 + 2
    assert role_doubloons(state)["craftsman"] == 0


def test_the_prospector_gives_his_picker_one_doubloon_and_nobody_acts():
    state = play(start({"players": players({}, {}, {}, {})}), role("prospector"))

    assert doubloons(state, ANA) == 1
    assert [doubloons(state, seat) for seat in (BO, CY, DI)] == [0, 0, 0]
    assert phase(state) == "role_selection"
    assert state.current_player == BO


def test_a_prospector_with_two_doubloons_on_it_gives_three():
    doc = {
        "players": players({}, {}, {}, {}),
        "roles": [
            {"role": r, "doubloons": 2 if r == "prospector" else 0}
            for r in ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")
        ],
    }
    state = play(start(doc), role("prospector"))

    assert doubloons(state, ANA) == 3


def test_five_players_may_both_take_a_prospector_in_one_round():
    state = play(start({"players": players({}, {}, {}, {}, {})}), role("prospector"))

    assert roles_offered(state)[-1] == "prospector_2"
    state = play(state, role("prospector_2"))
    assert doubloons(state, ANA) == 1
    assert doubloons(state, BO) == 1


# --- the end of a round -----------------------------------------------------------------------
def quiet_round_3p():
    """Ana, Bo and Cy choose craftsman, trader and captain with nothing to produce, sell or
    ship: the settler, mayor and builder stay unused."""
    doc = {
        "players": players({}, {}, {}),
        "roles": [
            {"role": "settler", "doubloons": 1},
            {"role": "mayor"},
            {"role": "builder", "doubloons": 2},
            {"role": "craftsman"},
            {"role": "trader"},
            {"role": "captain"},
        ],
    }
    return play(start(doc), role("craftsman"), role("trader"), role("captain"))


def test_each_unused_role_gets_one_doubloon_at_the_end_of_the_round_on_top_of_earlier_ones():
    state = quiet_round_3p()

    assert role_doubloons(state) == {
        "settler": 2,
        "mayor": 1,
        "builder": 3,
        "craftsman": 0,
        "trader": 0,
        "captain": 0,
    }


def test_the_roles_go_back_and_the_governor_passes_to_the_left():
    state = quiet_round_3p()

    assert view(state)["governor"] == BO
    assert state.current_player == BO
    assert roles_offered(state) == ["settler", "mayor", "builder", "craftsman", "trader", "captain"]
    assert {"type": "new_governor", "player": BO} in events(state)


def test_the_governor_passes_from_the_last_seat_back_to_the_first():
    doc = {"players": players({}, {}, {}), "governor": CY}
    state = play(start(doc), role("craftsman"), role("trader"), role("captain"))

    assert view(state)["governor"] == ANA


def test_three_players_play_three_roles_a_round():
    state = play(start({"players": players({}, {}, {})}), role("craftsman"), role("trader"))
    assert phase(state) == "role_selection"

    state = play(state, role("captain"))
    assert view(state)["governor"] == BO  # a new round began


# --- two players ------------------------------------------------------------------------------
def test_two_players_choose_governor_other_alternately_three_roles_each():
    state = start({"players": players({}, {})})
    pickers = []
    for name, then in (
        ("craftsman", ()),
        ("trader", ()),
        ("captain", ()),
        ("prospector", ()),
        ("mayor", (NO_COLONIST,)),
        ("settler", (NO_TILE, NO_TILE)),
    ):
        pickers.append(state.current_player)
        state = play(state, role(name), *then)

    assert pickers == [ANA, BO, ANA, BO, ANA, BO]
    assert view(state)["governor"] == BO  # the round is over after six roles


def test_two_players_leave_one_role_unused_and_it_gets_the_doubloon():
    state = start({"players": players({}, {})})
    state = play(
        state,
        role("craftsman"),
        role("trader"),
        role("captain"),
        role("prospector"),
        role("mayor"),
        NO_COLONIST,
        role("settler"),
        NO_TILE,
        NO_TILE,
    )

    assert role_doubloons(state) == {
        "settler": 0,
        "mayor": 0,
        "builder": 1,
        "craftsman": 0,
        "trader": 0,
        "captain": 0,
        "prospector": 0,
    }


def test_in_the_two_player_game_the_roles_act_from_their_picker():
    # Bo (not the governor) picks the settler as the second role: he takes first.
    state = play(start({"players": players({}, {})}), role("craftsman"), role("settler"))

    assert state.current_player == BO
    assert phase(state) == "settler"


def test_two_players_have_two_cargo_ships_of_four_and_six():
    state = start({"players": players({}, {})})

    assert [ship["capacity"] for ship in view(state)["cargo_ships"]] == [4, 6]


def test_five_players_choose_five_roles_and_three_stay_unused():
    doc = {"players": players({}, {}, {}, {}, {})}
    state = play(
        start(doc), role("prospector"), role("prospector_2"), role("craftsman"), role("trader")
    )
    assert state.current_player == ED

    state = play(state, role("captain"))
    assert role_doubloons(state) == {
        "settler": 1,
        "mayor": 1,
        "builder": 1,
        "craftsman": 0,
        "trader": 0,
        "captain": 0,
        "prospector": 0,
        "prospector_2": 0,
    }
