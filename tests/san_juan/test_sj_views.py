"""What a player may see: distinctive cards are planted in every hidden place of a position and
must appear nowhere in another player's view or events (the contract suite, tests/contract/,
checks the views over random games by comparing views of positions that differ only in hidden
parts).

The Dutch edition: hands are held so "dat de andere spelers niet kunnen zien welke speelkaarten
hij heeft" ("Voorbereiding"; docs/rules/san-juan.md#setup), goods lie face down "zonder te
kijken" ("Opzichter"; docs/rules/san-juan.md#producer), discards face down (margin note of
"Bouwmeester"; docs/rules/san-juan.md#draw-pile), the chapel's cards "dicht" ("Kapel";
docs/rules/san-juan.md#chapel); the number of cards in a hand is public (margin note of "Een
nieuwe ronde"; docs/rules/san-juan.md#round-start).
"""

from sj_scenario import (
    ANA,
    BO,
    CY,
    build,
    discard,
    game,
    keep,
    only_pile,
    play,
    played,
    role,
    start,
    top_of_pile,
    tuck,
    with_good,
)

import pr_core.san_juan as sj

# Ana (seat 0) is the viewer. None of these cards is anywhere public in the positions below.
PLANTED = (
    "guild_hall",
    "city_hall",
    "triumphal_arch",
    "palace",
    "hero",
    "library",
    "victory_column",
    "prefecture",
)


def names_in(value):
    """Every string value in a JSON value, to look cards up by name."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, list):
        return set().union(set(), *map(names_in, value))
    if isinstance(value, dict):
        return set().union(set(), *map(names_in, value.values()))
    return set()


def test_another_players_hand_chapel_goods_and_the_piles_are_hidden():
    doc = game(
        {"hand": ["smithy"], "buildings": [with_good("indigo_plant", "guild_hall")]},
        {
            "hand": ["city_hall", "triumphal_arch"],
            "buildings": [with_good("indigo_plant", "palace"), "chapel"],
            "chapel": ["hero", "library"],
        },
        {"hand": []},
        discards=["victory_column", "prefecture"],
    )
    state = start(doc)
    view = sj.player_view(state, ANA)
    for card in PLANTED:
        assert card not in names_in(view), card
    bo = view["players"][BO]
    assert bo["hand"] is None and bo["hand_size"] == 2
    assert bo["chapel"] is None and bo["chapel_size"] == 2
    assert [b["good"] for b in bo["buildings"]] == [True, False]
    assert view["pile"] is None and view["pile_size"] == len(state.pile)
    assert view["discards"] is None and view["discards_size"] == 2
    assert "rng" not in view
    # Ana sees her hand, but not her own good's card.
    assert view["players"][ANA]["hand"] == ["smithy"]
    assert view["players"][ANA]["buildings"] == [{"card": "indigo_plant", "good": True}]


def test_the_cards_another_player_draws_keeps_pays_and_tucks_are_hidden():
    # Bo draws as prospector, keeps as councillor, pays as builder; Ana sees none of it.
    doc = top_of_pile(
        game({"hand": []}, {"hand": ["tower", "palace", "hero", "well"]}, {"hand": []}),
        "guild_hall",
    )
    # Ana and Cy have nothing to build; Bo's tower takes his 3 other cards, with no choice.
    state, log = played(start(doc), role("builder"), build("tower"))
    assert "hero" not in names_in(sj.events_for(log, ANA))
    assert "hero" in names_in(sj.events_for(log, BO))
    for event in sj.events_for(log, ANA):
        if event["type"] == "action" and event["player"] == BO and event["action"]["type"] == "pay":
            assert event["action"] == {"type": "pay"}
    state, log = played(state, role("prospector"))  # Bo: the guild hall
    assert "guild_hall" not in names_in(sj.events_for(log, ANA))
    assert "guild_hall" in names_in(sj.events_for(log, BO))
    assert "guild_hall" not in names_in(sj.player_view(state, ANA))


def test_councillor_cards_and_the_one_kept_are_seen_by_the_drawer_alone():
    doc = top_of_pile(
        game({"hand": []}, {"hand": []}, {"hand": []}, roles={"builder": ANA}),
        "guild_hall",
        "city_hall",
        "triumphal_arch",
        "palace",
        "hero",
        "library",
        "prefecture",
    )
    state, log = played(start(doc), role("councillor"))  # Bo draws five
    for seat in (ANA, CY):
        seen = names_in(sj.player_view(state, seat)) | names_in(sj.events_for(log, seat))
        assert not seen & set(PLANTED)
    state, log = played(state, keep("palace"))  # Cy draws two next
    for card in ("palace", "library", "prefecture"):
        assert card not in names_in(sj.events_for(log, ANA))
        assert card not in names_in(sj.player_view(state, ANA))
    assert "palace" in names_in(sj.player_view(state, BO))


def test_a_chapel_tuck_and_a_hand_limit_discard_are_hidden():
    bo = {
        "hand": [
            "guild_hall",
            "city_hall",
            "palace",
            "hero",
            "library",
            "prefecture",
            "victory_column",
            "triumphal_arch",
            "smithy",
        ],
        "buildings": ["indigo_plant", "chapel"],
    }
    doc = game({"hand": []}, bo, {"hand": []}, roles={"builder": ANA, "trader": BO})
    only_pile(doc, "well")  # nothing planted left in the piles
    state = play(start(doc), role("prospector"))  # Cy: the round ends, Bo is governor
    state, log = played(state, tuck("library"))
    state, more = played(state, discard("guild_hall"))
    log += more
    seen = names_in(sj.events_for(log, ANA)) | names_in(sj.player_view(state, ANA))
    assert not seen & set(PLANTED)
    assert sj.player_view(state, ANA)["players"][BO]["chapel_size"] == 1
    assert "library" in names_in(sj.player_view(state, BO))


def test_unseen_tiles_are_hidden_and_seen_ones_known():
    """Dutch edition, "Handelaar" (docs/rules/san-juan.md#trading-houses): the trader turns the
    top tile up; it goes face down under the stack, whose order never changes, so the players
    know the tiles seen."""
    doc = game(
        {"hand": [], "buildings": [with_good("indigo_plant", "smithy")]},
        {"hand": []},
        trading_house={"tiles": [3, 1, 4, 0, 2], "seen": 0},
    )
    state = start(doc)
    assert sj.player_view(state, BO)["trading_house"]["tiles"] == [None] * 5
    state = play(state, role("trader"))
    assert sj.player_view(state, BO)["trading_house"]["tiles"] == [3, None, None, None, None]
    state = play(state, {"type": "sell", "good": "indigo"})  # under the stack
    assert sj.player_view(state, BO)["trading_house"]["tiles"] == [None, None, None, None, 3]


def test_the_card_another_player_just_paid_is_not_named_while_he_pays_on():
    """Dutch edition, "Bouwmeester" and its margin note (docs/rules/san-juan.md#builder): the
    cards paid go face down on the discard pile. Cards are paid one at a time (actions.py);
    between two, nothing in the position shown to the others names the first."""
    doc = game({"hand": []}, {"hand": ["tower", "smithy", "hero", "palace", "library", "statue"]})
    state = play(start(doc), role("builder"), build("tower"), {"type": "pay", "card": "library"})
    assert sj.to_dict(state)["phase"]["step"] == "pay"  # two more to pay
    assert "library" not in names_in(sj.player_view(state, ANA))
    assert "library" not in names_in(sj.events_for(sj.step_events(state), ANA))
    assert sj.player_view(state, ANA)["phase"]["cost"] == 2
