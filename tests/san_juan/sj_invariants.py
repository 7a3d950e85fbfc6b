"""What every reachable San Juan state keeps (the contract suite, tests/contract/, checks it
after every step of its random games: San Juan's entry in game_contracts.py).

- The 110 cards are conserved, kind by kind: every copy is in a hand, a building, a good, under a
  chapel, in the draw pile, in the discard pile, out of the game (built over with the crane),
  among the cards a player is choosing from, or the card being built
  (docs/rules/san-juan.md#components; Dutch edition, "Spelmateriaal": "110 Speelkaarten";
  docs/rules/san-juan.md#cards; Dutch edition, "Doel van het spel": a card is a building, money
  or a good).
- A city holds each violet building once (docs/rules/san-juan.md#builder,
  docs/rules/san-juan.md#violet-buildings; Dutch edition, "Bouwmeester" and "De paarse
  gebouwen"); goods lie only on production buildings, at most one each
  (docs/rules/san-juan.md#producer; Dutch edition, "Opzichter").
- The game ends only right after a builder phase in which a city reached 12 buildings
  (docs/rules/san-juan.md#game-end; Dutch edition, "Einde van het spel"), or when no card can
  come into play again (rounds.stalled); no city ever exceeds 12.
- The trading-house tiles stay a permutation of the 5 (docs/rules/san-juan.md#trading-houses;
  Dutch edition, "Handelaar").
"""

from collections import Counter

from pr_core.san_juan import data, rounds
from pr_core.san_juan.state import GAME_OVER, NO_CARD, NO_SEAT

COPIES = {kind: data.COPIES[kind] for kind in data.KINDS}
TILES = tuple(range(len(data.TILES)))


def cards_in_play(s):
    """Every card of the state, by kind."""
    everything = s.pile + s.discards + s.out + s.drawn
    if s.building != NO_CARD:
        everything += (s.building,)
    for p in s.players:
        everything += p.hand + p.buildings + p.chapel
        everything += tuple(g for g in p.goods if g != NO_CARD)
    return Counter(everything)


def check(s):
    counted = cards_in_play(s)
    assert counted == COPIES, (
        f"cards not conserved: {dict(counted - COPIES)} too many, "
        f"{dict(Counter(COPIES) - counted)} missing"
    )
    assert tuple(sorted(s.tiles)) == TILES and 0 <= s.tiles_seen <= 5, "trading-house tiles"
    taken = sum(1 for seat in s.roles if seat != NO_SEAT)
    assert taken == s.picks <= rounds.picks_per_round(s)
    longest = 0
    for p in s.players:
        assert len(p.goods) == len(p.buildings)
        violet = [b for b in p.buildings if b in data.VIOLET]
        assert len(violet) == len(set(violet)), f"a violet building twice: {p.buildings}"
        for building, good in zip(p.buildings, p.goods):
            assert good == NO_CARD or building in data.PRODUCTION, "a good on a violet building"
        assert list(p.hand) == sorted(p.hand)
        longest = max(longest, len(p.buildings))
    assert longest <= data.CITY_SIZE, "a city beyond 12 buildings"
    if s.phase == GAME_OVER:
        complete = longest == data.CITY_SIZE and s.roles[data.BUILDER] != NO_SEAT
        assert complete or rounds.stalled(s), "the game ended without a reason"
        assert s.building == NO_CARD and not s.drawn
    else:
        assert s.current_player in range(s.n)
        if longest == data.CITY_SIZE:
            assert s.phase == data.BUILDER, "a complete city outside its builder phase"
