"""Captain phase (docs/rules/puerto-rico.md#captain): compulsory loading, the ships' rules, VP,
the captain's privilege, harbor and wharf, storing, and emptying full ships."""

import pytest
from scenario import (
    ANA,
    BO,
    CAPTAIN,
    CY,
    DI,
    NO_LOAD,
    building,
    events,
    forced_actions,
    goods,
    load,
    offered,
    phase,
    play,
    players,
    same,
    ships,
    start,
    store,
    supply,
    taken_roles,
    view,
    vp,
    wharf,
)

import pr_core as pr
from pr_core.puerto_rico.bots import MediumBot, StrongBot
from pr_core.rng import Random


def game(*docs, cargo=None, **top):
    doc = {"players": players(*docs), **top}
    if cargo is not None:
        doc["cargo_ships"] = cargo
    return doc


EMPTY = {}  # an empty cargo ship


def loads_offered(state):
    return [a for a in offered(state) if a["type"] == "load"]


# --- loading is compulsory --------------------------------------------------------------------
def test_a_player_who_can_load_must_load():
    state = play(start(game({"goods": {"corn": 2}}, {}, {})), CAPTAIN)

    assert NO_LOAD not in offered(state)
    assert offered(state) == [load(0, "corn"), load(1, "corn"), load(2, "corn")]


def test_a_player_who_cannot_load_passes_without_being_asked():
    doc = game({"goods": {"corn": 1}}, {}, {"goods": {"sugar": 1}})
    state = play(start(doc), CAPTAIN, load(0, "corn"))

    assert (BO, NO_LOAD) in forced_actions(state)
    assert state.current_player == CY


def test_a_player_loads_one_kind_per_turn():
    doc = game({"goods": {"corn": 2, "sugar": 3}}, {"goods": {"indigo": 1}}, {})
    state = play(start(doc), CAPTAIN, load(0, "corn"))

    assert goods(state, ANA) == {"sugar": 3}
    assert state.current_player == BO


def test_he_loads_as_many_barrels_of_the_kind_as_fit():
    doc = game({"goods": {"corn": 3}}, {}, {}, cargo=[EMPTY, EMPTY, EMPTY])
    state = play(start(doc), CAPTAIN, load(0, "corn"))

    assert ships(state)[0] == ("corn", 3)
    assert goods(state, ANA) == {}


def test_barrels_that_do_not_fit_stay_with_the_player():
    doc = game(
        {"goods": {"corn": 4}},
        {"goods": {"sugar": 1, "indigo": 1}},
        {},
        cargo=[{"good": "corn", "count": 2}, EMPTY, EMPTY],
    )
    state = play(start(doc), CAPTAIN)

    assert forced_actions(state) == [(ANA, load(0, "corn"))]  # the only possible load
    assert ships(state)[0] == ("corn", 4)
    assert goods(state, ANA) == {"corn": 2}
    assert vp(state, ANA) == 2 + 1


def test_among_empty_ships_he_must_take_one_that_holds_the_most_of_his_barrels():
    # Ships of 4, 5 and 6: 5 sugar fit on the 5 and on the 6, not all on the 4.
    state = play(start(game({"goods": {"sugar": 5}}, {}, {})), CAPTAIN)
    assert loads_offered(state) == [load(1, "sugar"), load(2, "sugar")]

    state = play(start(game({"goods": {"sugar": 8}}, {}, {})), CAPTAIN)
    assert forced_actions(state)[0] == (ANA, load(2, "sugar"))  # 6 fit on the 6, no choice


def test_a_good_already_at_sea_may_only_join_its_own_ship():
    doc = game({"goods": {"corn": 2}}, {}, {}, cargo=[EMPTY, {"good": "corn", "count": 1}, EMPTY])
    state = play(start(doc), CAPTAIN)

    # Not onto an empty ship: the only possible load, applied at once.
    assert forced_actions(state)[0] == (ANA, load(1, "corn"))
    assert ships(state)[1] == ("corn", 3)


def test_a_ship_carries_one_kind():
    doc = game(
        {"goods": {"indigo": 2}},
        {},
        {},
        cargo=[{"good": "corn", "count": 1}, {"good": "sugar", "count": 1}, EMPTY],
    )
    state = play(start(doc), CAPTAIN)

    assert forced_actions(state)[0] == (ANA, load(2, "indigo"))
    assert ships(state) == [("corn", 1), ("sugar", 1), ("indigo", 2)]


def test_a_full_ship_takes_nothing_more():
    doc = game(
        {"goods": {"corn": 2}},
        {"goods": {"sugar": 1}},
        {},
        cargo=[{"good": "corn", "count": 4}, EMPTY, EMPTY],
    )
    state = play(start(doc), CAPTAIN)

    # Corn is at sea on a full ship: Ana cannot load at all.
    assert (ANA, NO_LOAD) in forced_actions(state)
    assert goods(state, ANA) == {"corn": 2}
    assert state.current_player == BO


def test_with_several_loadable_kinds_he_chooses_freely():
    doc = game({"goods": {"corn": 1, "coffee": 4}}, {}, {})
    state = play(start(doc), CAPTAIN)

    assert load(0, "corn") in loads_offered(state)
    assert load(0, "coffee") in loads_offered(state)


def test_loading_goes_round_and_round_until_nobody_can_load():
    doc = game({"goods": {"corn": 1, "sugar": 1, "coffee": 1}}, {"goods": {"indigo": 1}}, {})
    state = play(start(doc), CAPTAIN, load(0, "corn"), load(1, "indigo"))

    # Cy cannot load; the turn comes back to Ana, who must load again.
    assert state.current_player == ANA
    assert offered(state) == [load(2, "sugar"), load(2, "coffee")]
    state = play(state, load(2, "sugar"))
    assert phase(state) == "role_selection"
    assert vp(state, ANA) == 1 + 1 + 1  # two loads and the captain's privilege once


# --- victory points ---------------------------------------------------------------------------
def test_one_vp_per_barrel_and_one_more_for_the_captain():
    doc = game({"goods": {"coffee": 3}}, {"goods": {"corn": 2}}, {})
    state = play(start(doc), CAPTAIN, load(0, "coffee"), load(1, "corn"))

    assert vp(state, ANA) == 3 + 1
    assert vp(state, BO) == 2


def test_the_captain_gets_his_extra_vp_only_once():
    doc = game({"goods": {"corn": 1, "sugar": 2}}, {}, {})
    state = play(start(doc), CAPTAIN, load(0, "corn"))
    assert vp(state, ANA) == 2

    state = play(state, load(1, "sugar"))
    assert vp(state, ANA) == 2 + 2


def test_a_captain_who_loads_nothing_gets_no_extra_vp():
    doc = game({}, {"goods": {"corn": 2}}, {})
    state = play(start(doc), CAPTAIN, load(0, "corn"))

    assert vp(state, ANA) == 0
    assert vp(state, BO) == 2  # and Bo does not get the captain's VP either


def test_an_occupied_harbor_gives_one_vp_more_for_every_load():
    doc = game(
        {},
        {"goods": {"corn": 1, "sugar": 1}, "city": [building("harbor", 1)]},
        {"goods": {"indigo": 1}},
    )
    state = play(start(doc), CAPTAIN, load(0, "corn"), load(1, "indigo"))

    # Bo's sugar then goes on the last ship by force.
    assert (BO, load(2, "sugar")) in forced_actions(state)
    assert vp(state, BO) == (1 + 1) + (1 + 1)


def test_an_empty_harbor_gives_nothing():
    doc = game({}, {"goods": {"corn": 1}, "city": [building("harbor", 0)]}, {})
    state = play(start(doc), CAPTAIN, load(0, "corn"))

    assert vp(state, BO) == 1


def test_vp_are_still_scored_after_the_chips_run_out_and_the_game_ends_that_round():
    # 2 chips are left. Bo and Cy chose earlier this round, so the captain's phase ends it.
    doc = game(
        {"goods": {"corn": 4}, "vp_chips": 0},
        {"goods": {"sugar": 2}, "vp_chips": 73},
        {},
        vp_chips=2,
    )
    doc["governor"] = BO
    doc["roles"] = taken_roles(settler=BO, mayor=CY)
    state = play(start(doc), CAPTAIN, load(0, "corn"))
    assert vp(state, ANA) == 4 + 1
    assert view(state)["vp_chips"] == 0
    assert {"type": "end_triggered", "reason": "vp_chips"} in events(state)

    state = play(state, load(1, "sugar"))
    assert vp(state, BO) == 73 + 2  # scored though no chip is left
    assert pr.is_terminal(state)
    assert view(state)["end_reasons"] == ["vp_chips"]


def test_the_last_chip_mid_round_lets_the_round_finish():
    doc = game({"goods": {"corn": 4}, "vp_chips": 73}, {}, {}, vp_chips=2)
    state = play(start(doc), CAPTAIN, load(0, "corn"))

    assert view(state)["end_reasons"] == ["vp_chips"]
    assert not pr.is_terminal(state)
    assert phase(state) == "role_selection"


# --- the wharf --------------------------------------------------------------------------------
WHARF_OWNER = {"city": [building("wharf", 1)]}


def test_the_wharf_ships_every_barrel_of_one_kind_to_the_supply():
    doc = game(dict(WHARF_OWNER, goods={"coffee": 7, "corn": 1}), {}, {})
    before = supply(start(doc), "coffee")
    state = play(start(doc), CAPTAIN, wharf("coffee"))

    assert goods(state, ANA) == {"corn": 1}
    assert supply(state, "coffee") == before + 7
    assert ships(state) == [(None, 0)] * 3
    assert vp(state, ANA) == 7 + 1  # and the captain's privilege


def test_the_wharf_is_an_alternative_to_a_compulsory_load():
    doc = game({}, dict(WHARF_OWNER, goods={"corn": 2}), {})
    state = play(start(doc), CAPTAIN)

    assert NO_LOAD not in offered(state)
    assert wharf("corn") in offered(state)
    assert load(0, "corn") in offered(state)


def test_the_wharf_may_ship_a_kind_that_is_on_a_cargo_ship():
    doc = game(
        {},
        dict(WHARF_OWNER, goods={"sugar": 3}),
        {},
        cargo=[{"good": "sugar", "count": 4}, EMPTY, EMPTY],
    )
    state = play(start(doc), CAPTAIN)

    assert same(offered(state), [wharf("sugar"), NO_LOAD])
    state = play(state, wharf("sugar"))
    assert goods(state, BO) == {}
    assert vp(state, BO) == 3


def test_using_the_wharf_is_optional_when_no_ship_can_load():
    doc = game(
        {},
        dict(WHARF_OWNER, goods={"sugar": 3}),
        {},
        cargo=[{"good": "sugar", "count": 4}, EMPTY, EMPTY],
    )
    state = play(start(doc), CAPTAIN, NO_LOAD)

    assert vp(state, BO) == 0
    assert goods(state, BO) == {"sugar": 1}  # loading over; he keeps one barrel


def test_the_wharf_works_once_per_captain_phase():
    doc = game(
        dict(WHARF_OWNER, goods={"coffee": 2, "tobacco": 2}),
        {"goods": {"corn": 1}},
        {},
        cargo=[{"good": "coffee", "count": 4}, {"good": "tobacco", "count": 5}, EMPTY],
    )
    state = play(start(doc), CAPTAIN, wharf("coffee"))

    # Bo loads his corn; back to Ana: tobacco has no room at sea and the wharf is used.
    assert forced_actions(state)[:2] == [(BO, load(2, "corn")), (CY, NO_LOAD)]
    assert (ANA, NO_LOAD) in forced_actions(state)
    assert goods(state, ANA) == {"tobacco": 1}


def test_the_harbor_counts_a_wharf_load_too():
    bo = {"city": [building("wharf", 1), building("harbor", 1)], "goods": {"tobacco": 5}}
    state = play(start(game({}, bo, {})), CAPTAIN, wharf("tobacco"))

    assert vp(state, BO) == 5 + 1


def test_an_empty_wharf_does_nothing():
    doc = game(
        {},
        {"city": [building("wharf", 0)], "goods": {"sugar": 3}},
        {},
        cargo=[{"good": "sugar", "count": 4}, EMPTY, EMPTY],
    )
    state = play(start(doc), CAPTAIN)

    assert (BO, NO_LOAD) in forced_actions(state)


# --- storing ----------------------------------------------------------------------------------
def after_loading(*docs):
    """Loading ends at once: every ship is full of something else (tobacco, coffee, indigo)."""
    doc = game(
        *docs,
        cargo=[
            {"good": "indigo", "count": 4},
            {"good": "tobacco", "count": 5},
            {"good": "coffee", "count": 6},
        ],
    )
    return play(start(doc), CAPTAIN)


def test_without_a_warehouse_a_player_keeps_one_barrel_of_his_choice():
    state = after_loading({"goods": {"corn": 3, "sugar": 2}}, {}, {})

    assert offered(state) == [store(single="corn"), store(single="sugar")]
    state = play(state, store(single="sugar"))
    assert goods(state, ANA) == {"sugar": 1}


def test_the_barrels_not_kept_go_back_to_the_supply():
    state = after_loading({"goods": {"corn": 3, "sugar": 2}}, {}, {})
    corn, sugar = supply(state, "corn"), supply(state, "sugar")
    state = play(state, store(single="sugar"))

    assert supply(state, "corn") == corn + 3
    assert supply(state, "sugar") == sugar + 1


def test_a_single_kind_leaves_nothing_to_choose():
    state = after_loading({}, {"goods": {"corn": 3}}, {})

    assert (BO, store(single="corn")) in forced_actions(state)
    assert goods(state, BO) == {"corn": 1}


def keep(good, count):
    return {"type": "keep", "good": good, "count": count}


def counts_offered(state):
    """The counts offered for the good now asked about, as (good, [counts])."""
    options = offered(state)
    assert {o["type"] for o in options} == {"keep"}, options
    assert len({o["good"] for o in options}) == 1, options
    return options[0]["good"], [o["count"] for o in options]


def test_a_small_warehouse_keeps_every_barrel_of_one_kind():
    # docs/rules/puerto-rico.md#small-warehouse: every barrel of one kind, besides the one barrel.
    ana = {"goods": {"corn": 3, "sugar": 2, "indigo": 1}, "city": [building("small_warehouse", 1)]}
    state = after_loading(ana, {}, {})

    assert counts_offered(state) == ("corn", [0, 1, 2, 3])
    state = play(state, keep("corn", 3))
    assert counts_offered(state) == ("indigo", [0, 1])  # the one barrel: indigo or sugar
    state = play(state, keep("indigo", 1))  # sugar has nowhere to go: settled without asking
    assert goods(state, ANA) == {"corn": 3, "indigo": 1}


def test_a_warehouse_owner_may_keep_fewer_than_the_most():
    # docs/rules/puerto-rico.md#storing: the warehouses are never compulsory. Ana keeps a single
    # corn and returns the rest, so that the supply can give corn again and she has nothing to
    # load onto an empty ship in the next captain phase.
    ana = {"goods": {"corn": 3, "sugar": 2}, "city": [building("small_warehouse", 1)]}
    state = after_loading(ana, {}, {})
    corn, sugar = supply(state, "corn"), supply(state, "sugar")

    state = play(state, keep("corn", 1), keep("sugar", 0))
    assert goods(state, ANA) == {"corn": 1}
    assert supply(state, "corn") == corn + 2 and supply(state, "sugar") == sugar + 2


def test_the_one_barrel_stays_a_duty_with_a_warehouse():
    # docs/rules/puerto-rico.md#storing: a player who has barrels keeps one at least.
    ana = {"goods": {"corn": 3, "sugar": 2}, "city": [building("large_warehouse", 1)]}
    state = play(after_loading(ana, {}, {}), keep("corn", 0))

    assert counts_offered(state) == ("sugar", [1, 2])


def test_a_large_warehouse_keeps_every_barrel_of_two_kinds():
    ana = {
        "goods": {"corn": 3, "sugar": 2, "indigo": 2, "coffee": 1},
        "city": [building("large_warehouse", 1)],
    }
    state = after_loading(ana, {}, {})
    state = play(state, keep("corn", 3), keep("indigo", 1), keep("sugar", 2))

    assert goods(state, ANA) == {"corn": 3, "sugar": 2, "indigo": 1}


def test_both_warehouses_keep_every_barrel_of_three_kinds():
    ana = {
        "goods": {"corn": 3, "sugar": 2, "indigo": 2, "coffee": 2},
        "city": [building("small_warehouse", 1), building("large_warehouse", 1)],
    }
    state = after_loading(ana, {}, {})
    state = play(state, keep("corn", 3), keep("indigo", 2), keep("sugar", 2), keep("coffee", 1))

    assert goods(state, ANA) == {"corn": 3, "sugar": 2, "indigo": 2, "coffee": 1}


def test_an_empty_warehouse_keeps_nothing_extra():
    bo = {"goods": {"corn": 3}, "city": [building("large_warehouse", 0)]}
    state = after_loading({}, bo, {})

    assert goods(state, BO) == {"corn": 1}


def test_when_everything_fits_the_owner_still_chooses_how_much():
    # Before engine 0.3.0 a keep of everything was applied without asking.
    ana = {"goods": {"corn": 3, "sugar": 2, "indigo": 1}, "city": [building("large_warehouse", 1)]}
    state = after_loading(ana, {}, {})

    assert counts_offered(state) == ("corn", [0, 1, 2, 3])
    state = play(state, keep("corn", 3), keep("indigo", 1), keep("sugar", 2))
    assert goods(state, ANA) == {"corn": 3, "sugar": 2, "indigo": 1}


def test_a_single_barrel_with_a_warehouse_leaves_nothing_to_choose():
    ana = {"goods": {"sugar": 1}, "city": [building("small_warehouse", 1)]}
    state = after_loading(ana, {}, {})

    assert (ANA, keep("sugar", 1)) in forced_actions(state)
    assert goods(state, ANA) == {"sugar": 1}


def test_a_keep_that_does_not_fit_is_refused_and_changes_nothing():
    ana = {"goods": {"corn": 3, "sugar": 2}, "city": [building("small_warehouse", 1)]}
    state = play(after_loading(ana, {}, {}), keep("corn", 3))
    before = pr.to_json(state)

    with pytest.raises(pr.IllegalActionError, match="fit"):
        play(state, keep("sugar", 2))  # 3 corn in the warehouse and 2 sugar for one barrel
    assert pr.to_json(state) == before


@pytest.mark.parametrize("bot", [MediumBot, StrongBot])
def test_the_bots_keep_the_most_and_the_dearest_goods(bot):
    # With a small warehouse and corn, sugar and coffee, a bot keeps every coffee barrel and one
    # more barrel: never fewer than it may.
    ana = {"goods": {"corn": 2, "sugar": 2, "coffee": 3}, "city": [building("small_warehouse", 1)]}
    state = after_loading(ana, {}, {})
    player = bot()
    while state.current_player == ANA and phase(state) == "captain":
        legal = pr.legal_actions(state)
        state = pr.apply_action(state, player.choose(pr.player_view(state, ANA), legal, Random(1)))
    assert goods(state, ANA)["coffee"] == 3
    assert sum(goods(state, ANA).values()) == 4


def test_storing_goes_round_from_the_captain():
    state = after_loading(
        {"goods": {"corn": 1, "sugar": 1}}, {}, {"goods": {"corn": 1, "sugar": 1}}
    )
    assert state.current_player == ANA
    state = play(state, store(single="corn"))
    assert state.current_player == CY  # Bo has nothing to store


# --- emptying the ships -----------------------------------------------------------------------
def test_only_full_ships_are_emptied_at_the_end():
    doc = game(
        {"goods": {"corn": 2}},
        {},
        {},
        cargo=[{"good": "corn", "count": 2}, {"good": "sugar", "count": 2}, EMPTY],
    )
    corn_before = supply(start(doc), "corn")
    state = play(start(doc), CAPTAIN)  # Ana's 2 corn fill the corn ship: her only load

    assert phase(state) == "role_selection"
    assert ships(state) == [(None, 0), ("sugar", 2), (None, 0)]
    assert supply(state, "corn") == corn_before + 4


def test_a_full_ship_is_emptied_only_after_storing():
    # The corn ship fills up, but stays full (blocking corn) until the phase ends.
    doc = game({"goods": {"corn": 4}}, {"goods": {"corn": 1}}, {}, cargo=[EMPTY, EMPTY, EMPTY])
    state = play(start(doc), CAPTAIN, load(0, "corn"))

    assert (BO, NO_LOAD) in forced_actions(state)
    assert goods(state, BO) == {"corn": 1}
    assert ships(state)[0] == (None, 0)


# --- the rulebook's example -------------------------------------------------------------------
def test_the_rulebook_captain_example():
    # 4 players: José Mari (captain), Nico, Curro, Iñigo; ships of 5 (empty), 6 (3 corn) and
    # 7 (empty).
    doc = {
        "players": [
            {"name": "José Mari", "goods": {"corn": 2, "sugar": 6}},
            {"name": "Nico", "goods": {"sugar": 2, "tobacco": 3}},
            {"name": "Curro", "goods": {"corn": 2, "tobacco": 1}},
            {"name": "Iñigo", "goods": {"corn": 1, "indigo": 5}},
        ],
        "cargo_ships": [EMPTY, {"good": "corn", "count": 3}, EMPTY],
    }
    state = play(start(doc), CAPTAIN)

    # 6 sugar: not on the ship of 5, which would leave one behind.
    assert offered(state) == [load(1, "corn"), load(2, "sugar")]
    state = play(state, load(2, "sugar"))
    assert vp(state, ANA) == 7
    assert set(map(str, offered(state))) == {str(load(2, "sugar")), str(load(0, "tobacco"))}
    state = play(state, load(2, "sugar"))  # Nico: 1 sugar fills the ship of 7
    state = play(state, load(0, "tobacco"))  # Curro: his 1 tobacco on the ship of 5

    # The rest has no choice and is applied at once: Iñigo can only load corn, then José Mari
    # must load his 2 corn and Nico his 3 tobacco; then nobody can load.
    assert forced_actions(state)[:3] == [
        (DI, load(1, "corn")),
        (ANA, load(1, "corn")),
        (BO, load(0, "tobacco")),
    ]
    assert [vp(state, seat) for seat in (ANA, BO, CY, DI)] == [7 + 2, 1 + 3, 1, 1]

    # Storing: Curro and Iñigo keep one barrel each (Nico his last sugar).
    assert phase(state) == "role_selection"
    assert goods(state, BO) == {"sugar": 1}
    assert goods(state, CY) == {"corn": 1}
    assert goods(state, DI) == {"indigo": 1}
    # The full ships of 6 and 7 are emptied; the ship of 5 keeps its 4 tobacco.
    assert ships(state) == [("tobacco", 4), (None, 0), (None, 0)]


def harbor_and_wharf_example():
    """The rulebook's harbor example: Bo (not the captain) has an occupied harbor and wharf,
    5 tobacco and 2 sugar; the tobacco ship has 3 free spaces, the sugar ship more than 2."""
    bo = {
        "city": [building("harbor", 1), building("wharf", 1)],
        "goods": {"tobacco": 5, "sugar": 2},
    }
    doc = game(
        {},
        bo,
        {},
        {},
        cargo=[EMPTY, {"good": "sugar", "count": 3}, {"good": "tobacco", "count": 4}],
    )
    return play(start(doc), CAPTAIN)  # Ana, the captain, has nothing to load


def test_the_rulebook_harbor_example_three_loads_three_harbor_vp():
    state = play(harbor_and_wharf_example(), load(2, "tobacco"))
    assert vp(state, BO) == 3 + 1

    state = play(state, load(1, "sugar"))
    assert vp(state, BO) == 4 + 2 + 1

    # The tobacco ship is full: only the wharf can take the last 2 tobacco (or nothing).
    assert same(offered(state), [wharf("tobacco"), NO_LOAD])
    state = play(state, wharf("tobacco"))
    assert vp(state, BO) == 7 + 2 + 1
    assert goods(state, BO) == {}
    # The full tobacco ship is emptied; the sugar ship (5 of 6) sails on.
    assert ships(state) == [(None, 0), ("sugar", 5), (None, 0)]


def test_the_rulebook_wharf_variant_leaves_the_tobacco_ship_unfilled():
    state = play(harbor_and_wharf_example(), wharf("tobacco"))

    # Bo's sugar must then go on the sugar ship; the tobacco ship is not full and stays.
    assert (BO, load(1, "sugar")) in forced_actions(state)
    assert vp(state, BO) == (5 + 1) + (2 + 1)
    assert ships(state) == [(None, 0), ("sugar", 5), ("tobacco", 4)]


def test_a_declined_wharf_may_still_be_used_on_a_later_turn():
    doc = game(
        {"goods": {"corn": 1, "indigo": 1}},
        dict(WHARF_OWNER, goods={"sugar": 2}),
        {},
        cargo=[{"good": "sugar", "count": 4}, EMPTY, EMPTY],
    )
    state = play(start(doc), CAPTAIN, load(1, "corn"), NO_LOAD)

    # Cy cannot load; Ana must load her indigo; then Bo is asked again.
    assert (ANA, load(2, "indigo")) in forced_actions(state)
    assert state.current_player == BO
    assert same(offered(state), [wharf("sugar"), NO_LOAD])


def test_an_illegal_load_is_refused_with_a_reason_and_changes_nothing():
    doc = game({"goods": {"sugar": 5}}, {}, {})
    state = play(start(doc), CAPTAIN)
    before = view(state)

    try:
        play(state, load(0, "sugar"))
    except pr.IllegalActionError as error:
        assert "most" in str(error)
    else:
        raise AssertionError("loading 4 of 5 sugar on the small ship was accepted")
    try:
        play(state, NO_LOAD)
    except pr.IllegalActionError as error:
        assert "must load" in str(error)
    else:
        raise AssertionError("a player who can load was allowed to pass")
    assert view(state) == before
