"""Mayor phase (docs/rules/puerto-rico.md#mayor): the privilege, handing out the ship's
colonists, placing and rearranging, refilling the colonist ship, and the end of the game by
colonists.

Placing is driven through `arrange` / `possible_arrangements` (tests/scenario.py), which explore
the legal actions, so these tests state the rule (which arrangements a player may end with)
rather than the engine's way of asking for one."""

import pytest
from scenario import (
    ANA,
    BO,
    CY,
    DI,
    MAYOR,
    NO_COLONIST,
    TAKE_COLONIST,
    arrange,
    arrangement,
    building,
    colonist_supply,
    colonists,
    events,
    is_offered,
    manned,
    offered,
    phase,
    play,
    players,
    possible_arrangements,
    san_juan,
    start,
    taken_roles,
    tiles,
    view,
)

import pr_core as pr


def game(*docs, ship=None, **top):
    doc = {"players": players(*docs), **top}
    if ship is not None:
        doc["colonists"] = {"ship": ship}
    return doc


# --- the privilege ----------------------------------------------------------------------------
def placing(*players):
    """Ana has picked the mayor and taken no extra colonist; three colonists on the ship."""
    return play(start(game(*players, ship=3)), MAYOR, NO_COLONIST)


def test_the_mayor_may_take_an_extra_colonist_from_the_supply():
    state = play(start(game({}, {}, {}, ship=3)), MAYOR)
    assert offered(state) == [TAKE_COLONIST, NO_COLONIST]

    state = play(state, TAKE_COLONIST)
    # Nobody has a circle: everything waits in San Juan. Ana: 1 extra + 1 from the ship.
    assert [san_juan(state, seat) for seat in (ANA, BO, CY)] == [2, 1, 1]
    assert colonists(state) == {"supply": 55 - 1 - 3, "ship": 3}


def test_the_extra_colonist_is_optional():
    state = placing({}, {}, {})

    assert [san_juan(state, seat) for seat in (ANA, BO, CY)] == [1, 1, 1]
    assert colonists(state) == {"supply": 55 - 3, "ship": 3}
    assert events(state, "extra_colonist") == []


def test_no_extra_colonist_when_the_supply_is_empty_not_even_from_the_ship():
    doc = colonist_supply(
        game({}, {}, {"city": [building("small_market", 0)]}), supply=0, ship=3, holder=BO
    )
    state = play(start(doc), MAYOR)

    # No privilege to decide: the ship's 3 colonists go round at once.
    assert events(state, "extra_colonist") == []
    assert events(state, "colonists_handed_out")[0]["received"] == [1, 1, 1]
    assert san_juan(state, ANA) == 1


def test_a_position_at_the_privilege_with_an_empty_supply_offers_no_extra_colonist():
    doc = colonist_supply(game({}, {}, {}), supply=0, ship=3, holder=BO)
    doc["phase"] = {"name": "mayor", "picker": ANA}
    try:
        state = start(doc)
    except pr.PositionError:
        return  # rejecting the position is as good
    assert not is_offered(state, TAKE_COLONIST)


# --- handing out the ship ---------------------------------------------------------------------
def test_the_ship_is_handed_out_one_at_a_time_from_the_mayor():
    # The rulebook's example: 4 players, 6 on the ship: mayor 1+2, next 2, the others 1 each.
    state = play(start(game({}, {}, {}, {}, ship=6)), MAYOR, TAKE_COLONIST)

    assert [san_juan(state, seat) for seat in (ANA, BO, CY, DI)] == [3, 2, 1, 1]
    assert events(state, "colonists_handed_out")[0]["received"] == [2, 2, 1, 1]
    assert colonists(state)["ship"] == 4  # refilled: at least one per player


def test_the_hand_out_starts_with_the_mayor_not_the_governor():
    doc = game({}, {}, {}, {}, ship=5)
    doc["roles"] = [{"role": "settler", "taken_by": BO}] + [
        {"role": r} for r in ("mayor", "builder", "craftsman", "trader", "captain", "prospector")
    ]
    doc["governor"] = BO  # Bo took the settler; Cy now chooses the mayor
    state = play(start(doc), MAYOR, NO_COLONIST)

    assert [san_juan(state, seat) for seat in (ANA, BO, CY, DI)] == [1, 1, 2, 1]


# --- placing ----------------------------------------------------------------------------------
def test_a_player_may_move_every_colonist_he_already_has():
    # Ana's two colonists work her corn; she may put them on the sugar chain instead.
    doc = game(
        {
            "island": manned("corn", 2) + tiles("sugar", 1),
            "city": [building("small_sugar_mill", 0)],
        },
        {},
        {},
        ship=0,
    )
    state = play(start(doc), MAYOR, NO_COLONIST)

    assert possible_arrangements(state) == [
        {"corn": 1, "small_sugar_mill": 1},
        {"corn": 1, "sugar": 1},
        {"corn": 2},
        {"small_sugar_mill": 1, "sugar": 1},
    ]
    state = arrange(state, sugar=1, small_sugar_mill=1)
    assert arrangement(state, ANA) == {"sugar": 1, "small_sugar_mill": 1}


def test_colonists_waiting_in_san_juan_join_the_new_ones():
    state = placing(
        {"island": tiles("coffee", 1), "city": [building("coffee_roaster", 0)], "san_juan": 1},
        {},
        {},
    )

    # 1 waiting + 1 from the ship = 2 colonists for 3 circles: she chooses.
    assert possible_arrangements(state) == [
        {"coffee": 1, "coffee_roaster": 1},
        {"coffee_roaster": 2},
    ]


def test_colonists_cannot_stay_in_san_juan_while_circles_are_empty():
    state = placing(
        {
            "island": tiles("indigo", 2) + tiles("quarry", 1),
            "city": [building("indigo_plant", 0), building("hospice", 0)],
            "san_juan": 3,
        },
        {},
        {},
    )

    # 4 colonists, 7 circles: every arrangement uses all 4.
    options = possible_arrangements(state)
    assert options
    for option in options:
        assert "san_juan" not in option
        assert sum(option.values()) == 4
    assert {"quarry": 1, "hospice": 1, "indigo": 2} in options
    assert {"indigo_plant": 3, "hospice": 1} in options


def test_a_colonist_more_than_the_circles_fills_them_all_and_waits_in_san_juan():
    state = placing(
        {"island": tiles("corn", 2), "city": [building("small_market", 0)], "san_juan": 4},
        {},
        {},
    )

    # 5 colonists, 3 circles: nothing to decide.
    assert arrangement(state, ANA) == {"corn": 2, "small_market": 1, "san_juan": 2}
    arranged = [e for e in events(state, "colonists_arranged") if e["player"] == ANA]
    assert arranged[0]["san_juan"] == 2


def test_a_circle_holds_one_colonist():
    state = placing(
        {"island": tiles("tobacco", 1), "city": [building("tobacco_storage", 0)], "san_juan": 2},
        {},
        {},
    )

    # 3 colonists, 4 circles (1 plantation + 3 on the storage).
    assert possible_arrangements(state) == [
        {"tobacco": 1, "tobacco_storage": 2},
        {"tobacco_storage": 3},
    ]


def test_the_mayor_places_first_then_the_others_clockwise():
    choice = {"island": tiles("corn", 1) + tiles("indigo", 1)}
    state = placing(choice, choice, {})

    assert state.current_player == ANA
    state = arrange(state, indigo=1)
    assert state.current_player == BO
    state = arrange(state, corn=1)
    assert arrangement(state, ANA) == {"indigo": 1}
    assert arrangement(state, BO) == {"corn": 1}
    assert phase(state) == "role_selection"


# --- refilling the colonist ship --------------------------------------------------------------
def test_the_ship_is_refilled_with_one_colonist_per_empty_building_circle_of_all_players():
    # Each player gets 1 colonist and has a single building, so all of it is forced:
    # Ana's indigo plant keeps 2 empty circles, Bo's tobacco storage 2, Cy's coffee roaster 1.
    state = placing(
        {"city": [building("indigo_plant", 0)]},
        {"city": [building("tobacco_storage", 0)]},
        {"city": [building("coffee_roaster", 0)]},
    )

    assert phase(state) == "role_selection"
    assert colonists(state) == {"supply": 55 - 5, "ship": 5}


def test_empty_plantation_circles_do_not_count_for_the_refill():
    state = placing({"island": tiles("corn", 4)}, {"island": tiles("sugar", 3)}, {})

    assert colonists(state)["ship"] == 3  # the minimum, one per player


def test_the_ship_gets_at_least_one_colonist_per_player():
    state = play(start(game({}, {}, {}, {}, ship=4)), MAYOR, NO_COLONIST)

    assert colonists(state) == {"supply": 75 - 4, "ship": 4}


def test_the_refill_counts_the_circles_left_empty_by_this_placing():
    # Ana has 2 colonists (1 waiting + 1 from the ship) for 2 corn plantations and 5 building
    # circles; what she leaves empty decides the refill.
    state = placing(
        {
            "island": tiles("corn", 2),
            "san_juan": 1,
            "city": [building("coffee_roaster", 0), building("tobacco_storage", 0)],
        },
        {},
        {},
    )

    assert colonists(arrange(state, corn=2))["ship"] == 5
    assert colonists(arrange(state, corn=1, tobacco_storage=1))["ship"] == 4
    assert colonists(arrange(state, coffee_roaster=2))["ship"] == 3


def test_a_short_supply_leaves_the_ship_empty_and_ends_the_game_after_the_round():
    # Bo and Cy have chosen; Ana chooses the last role of the round. Needed: 3, supply: 2.
    doc = colonist_supply(game({}, {}, {}, ship=3), supply=2, ship=3, holder=BO)
    doc["governor"] = BO
    doc["roles"] = taken_roles(settler=BO, builder=CY)
    state = play(start(doc), MAYOR, NO_COLONIST)

    assert colonists(state) == {"supply": 2, "ship": 0}
    assert {"type": "end_triggered", "reason": "colonists"} in events(state)
    assert pr.is_terminal(state)
    assert view(state)["end_reasons"] == ["colonists"]


def test_an_exact_refill_does_not_end_the_game():
    # Supply 4: the mayor takes his extra colonist, and the last 3 refill the ship exactly.
    doc = colonist_supply(game({}, {}, {}, ship=3), supply=4, ship=3, holder=BO)
    doc["governor"] = BO
    doc["roles"] = taken_roles(settler=BO, builder=CY)
    state = play(start(doc), MAYOR, TAKE_COLONIST)

    assert colonists(state) == {"supply": 0, "ship": 3}
    assert not pr.is_terminal(state)
    assert view(state)["end_reasons"] == []
    assert phase(state) == "role_selection"


def test_a_short_refill_mid_round_lets_the_round_finish_first():
    doc = colonist_supply(game({}, {}, {}, ship=3), supply=1, ship=3, holder=BO)
    state = play(start(doc), MAYOR, NO_COLONIST)

    assert colonists(state)["ship"] == 0
    assert view(state)["end_reasons"] == ["colonists"]
    assert not pr.is_terminal(state)
    assert phase(state) == "role_selection"
    assert state.current_player == BO  # Bo and Cy still choose their roles


@pytest.mark.parametrize("supply, ends", [(2, True), (3, False)])
def test_the_refill_needs_the_whole_number_or_none_is_put_on(supply, ends):
    doc = colonist_supply(game({}, {}, {}, ship=3), supply=supply, ship=3, holder=CY)
    state = play(start(doc), MAYOR, NO_COLONIST)

    assert colonists(state)["ship"] == (0 if ends else 3)
    assert ("colonists" in view(state)["end_reasons"]) == ends


# --- every legal arrangement, and only those --------------------------------------------------
BOARD = {
    "island": tiles("corn", 2) + tiles("indigo", 1) + tiles("quarry", 1),
    "city": [building("indigo_plant", 0), building("small_market", 0)],
}
CIRCLES = {"corn": 2, "indigo": 1, "quarry": 1, "indigo_plant": 3, "small_market": 1}


def rule_arrangements(colonists):
    """By the rule: each circle holds one colonist, and while colonists remain no circle may
    stay empty (so the colonists fill min(colonists, circles) circles; the rest wait)."""
    placed = min(colonists, sum(CIRCLES.values()))
    names = list(CIRCLES)
    found = []

    def fill(i, left, chosen):
        if i == len(names):
            if left == 0:
                option = {n: c for n, c in chosen.items() if c}
                if colonists > placed:
                    option["san_juan"] = colonists - placed
                found.append(option)
            return
        for count in range(min(CIRCLES[names[i]], left) + 1):
            fill(i + 1, left - count, dict(chosen, **{names[i]: count}))

    fill(0, placed, {})
    return sorted(found, key=lambda d: sorted(d.items()))


@pytest.mark.parametrize("colonists", [1, 2, 4, 6, 7, 8, 10])
def test_exactly_the_arrangements_the_rule_allows_are_possible(colonists):
    # Ana gets 1 colonist from the ship; the others wait in her San Juan already.
    state = placing(dict(BOARD, san_juan=colonists - 1), {}, {})

    if colonists >= sum(CIRCLES.values()):  # nothing to decide
        assert [arrangement(state, ANA)] == rule_arrangements(colonists)
    else:
        assert possible_arrangements(state) == rule_arrangements(colonists)
