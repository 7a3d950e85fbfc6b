"""What a player may see: distinctive cards are planted in every hidden place of a position and
must appear nowhere in another player's view or events (the contract suite, tests/contract/,
checks the views over random games by comparing views of positions that differ only in hidden
parts).

The Dutch edition: hands are held so "dat de andere spelers niet kunnen zien welke speelkaarten
hij heeft" ("Voorbereiding"; docs/rules/san-juan.md#setup), goods lie face down "zonder te
kijken" ("Opzichter"; docs/rules/san-juan.md#producer), discards face down (margin note of
"Bouwmeester"; docs/rules/san-juan.md#draw-pile), the chapel's cards "dicht" ("Kapel";
docs/rules/san-juan.md#chapel), and "De speler is niet verplicht om zijn medespelers te vertellen
hoeveel kaarten onder de kapel liggen" (its "Aanwijzingen"); the number of cards in a hand is
public (margin note of "Een nieuwe ronde"; docs/rules/san-juan.md#round-start).
"""

from sj_scenario import (
    ANA,
    BO,
    CY,
    NO_TUCK,
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
from pr_core.rng import Random
from pr_core.san_juan.bots.sampling import resample, state_from_view

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


def leaves(value):
    """Yields every value in a JSON value that is neither a list nor an object (not as a set:
    True and 1 are equal there)."""
    if isinstance(value, list | dict):
        for item in value.values() if isinstance(value, dict) else value:
            yield from leaves(item)
    else:
        yield value


def names_in(value):
    """Every string value in a JSON value, to look cards up by name."""
    return {leaf for leaf in leaves(value) if isinstance(leaf, str)}


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
    assert bo["chapel"] is None and bo["chapel_size"] is None  # not even how many
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
    assert sj.player_view(state, ANA)["players"][BO]["chapel_size"] is None
    assert "library" in names_in(sj.player_view(state, BO))
    assert sj.player_view(state, BO)["players"][BO]["chapel_size"] == 1


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


# --- the chapel's count --------------------------------------------------------------------------
CHAPEL_COUNT = 9  # distinctive: no other count in these positions is 9


def chapel_game(**top):
    """Bo has a chapel with 9 cards under it and cards to tuck; the round is about to end (Cy
    takes the last role), so Bo, the next governor, decides at his chapel first."""
    bo = {
        "hand": ["smithy", "well"],
        "buildings": ["indigo_plant", "chapel"],
        "chapel": CHAPEL_COUNT,
    }
    top.setdefault("roles", {"builder": ANA, "trader": BO})
    return game({"hand": []}, bo, {"hand": []}, **top)


def numbers_in(value):
    """Every number in a JSON value (True and False are not numbers here)."""
    return {leaf for leaf in leaves(value) if isinstance(leaf, int) and not isinstance(leaf, bool)}


def test_the_count_under_another_players_chapel_is_hidden_until_the_end():
    """docs/rules/san-juan.md#chapel; Dutch edition, "Kapel", its "Aanwijzingen": "De speler is niet
    verplicht om zijn medespelers te vertellen hoeveel kaarten onder de kapel liggen". Neither
    the views nor the events of the others tell the count, nor whether he tucked
    (docs/san-juan/rules-decisions.md, "What is seen")."""
    state = play(start(chapel_game()), role("prospector"))  # Cy: the round ends
    assert state.actor == BO
    for choice in (tuck("well"), NO_TUCK):
        after, log = played(state, choice)
        for seat in (ANA, CY):
            view = sj.player_view(after, seat)
            assert view["players"][BO]["chapel"] is None
            assert view["players"][BO]["chapel_size"] is None
            seen = sj.events_for(log, seat)
            assert CHAPEL_COUNT not in numbers_in(view) | numbers_in(seen)
            assert CHAPEL_COUNT + 1 not in numbers_in(view) | numbers_in(seen)
            assert [e for e in seen if e["type"] == "tucked"] == []
            decided = [e["action"] for e in seen if e["type"] == "action" and e["player"] == BO]
            assert decided == [{"type": "chapel"}], "a tuck and a pass look alike"
        mine = sj.player_view(after, BO)["players"][BO]
        assert mine["chapel_size"] == CHAPEL_COUNT + (choice != NO_TUCK)


def test_every_chapels_count_is_told_once_the_game_is_over():
    """docs/rules/san-juan.md#scoring; Dutch edition, "EINDE VAN HET SPEL": the cards under the
    chapel are points, counted for all to see."""
    doc = chapel_game()
    doc["phase"] = {"name": "game_over"}
    doc["roles"] = {"builder": ANA}
    doc["players"][ANA]["buildings"] = ["indigo_plant"] * 5 + ["sugar_mill"] * 7
    state = start(doc)
    assert sj.player_view(state, ANA)["players"][BO]["chapel_size"] == CHAPEL_COUNT
    assert sj.player_view(state, ANA)["players"][BO]["chapel"] is None  # the cards stay face down


def test_a_bots_picture_guesses_the_count_under_another_chapel():
    """The bots see only the view (pr_core/san_juan/bots/sampling.py): Bo and Cy each have a
    chapel, 9 cards under one and 1 under the other. Both ways give Ana the same view, so the
    same guesses; the total under them is what the public sizes leave, split at random."""
    views, pictures = [], []
    for bo, cy in ((CHAPEL_COUNT, 1), (1, CHAPEL_COUNT)):
        doc = chapel_game(seed=3, roles={})  # Ana chooses a role
        doc["players"][BO]["chapel"] = bo
        doc["players"][CY].update(buildings=["indigo_plant", "chapel"], chapel=cy)
        state = start(doc)
        views.append(sj.player_view(state, ANA))
        pictures.append([state_from_view(views[-1], Random(k)) for k in range(8)])
    assert views[0] == views[1]
    assert [sj.to_dict(p) for p in pictures[0]] == [sj.to_dict(p) for p in pictures[1]]
    splits = {(len(p.players[BO].chapel), len(p.players[CY].chapel)) for p in pictures[0]}
    assert {bo + cy for bo, cy in splits} == {CHAPEL_COUNT + 1}
    assert len(splits) > 1, "the split is guessed afresh"
    again = {len(resample(pictures[0][0], Random(k)).players[BO].chapel) for k in range(8)}
    assert len(again) > 1, "and again in every search iteration"
