"""San Juan's static tables (Dutch edition; docs/rules/san-juan.md#cards): the cards, the
trading-house tiles, the roles and the setup. Data only: the rules read from here.

A card is a building when played, a good when lying face down on a production building, and
money in hand. Cards are named by their kind (an index into the tables below); the 110 cards
are the copies of each kind.
"""

from typing import NamedTuple


class Card(NamedTuple):
    name: str  # id in positions, actions and events
    cost: int  # building cost in cards
    vp: int  # victory points printed on the card (0: the 6-cost buildings score otherwise)
    copies: int  # cards of this kind in the game
    good: int  # a production building's good (GOODS index), NO_GOOD for a violet building


NO_GOOD = -1
GOOD_NAMES = ("indigo", "sugar", "tobacco", "coffee", "silver")
GOODS = range(len(GOOD_NAMES))
INDIGO, SUGAR, TOBACCO, COFFEE, SILVER = GOODS

CARDS = (
    # production buildings (42 cards): the good each produces
    Card("indigo_plant", 1, 1, 10, INDIGO),
    Card("sugar_mill", 2, 1, 8, SUGAR),
    Card("tobacco_storage", 3, 2, 8, TOBACCO),
    Card("coffee_roaster", 4, 2, 8, COFFEE),
    Card("silver_smelter", 5, 3, 8, SILVER),
    # violet buildings (68 cards): one of each kind per player (buildings/ holds their rules)
    Card("smithy", 1, 1, 3, NO_GOOD),
    Card("gold_mine", 1, 1, 3, NO_GOOD),
    Card("archive", 1, 1, 3, NO_GOOD),
    Card("poor_house", 2, 1, 3, NO_GOOD),
    Card("black_market", 2, 1, 3, NO_GOOD),
    Card("trading_post", 2, 1, 3, NO_GOOD),
    Card("well", 2, 1, 3, NO_GOOD),
    Card("market_stand", 2, 1, 3, NO_GOOD),
    Card("crane", 2, 1, 3, NO_GOOD),
    Card("chapel", 3, 2, 3, NO_GOOD),
    Card("tower", 3, 2, 3, NO_GOOD),
    Card("aqueduct", 3, 2, 3, NO_GOOD),
    Card("carpenter", 3, 2, 3, NO_GOOD),
    Card("prefecture", 3, 2, 3, NO_GOOD),
    Card("market_hall", 4, 2, 3, NO_GOOD),
    Card("quarry", 4, 2, 3, NO_GOOD),
    Card("library", 5, 3, 3, NO_GOOD),
    # the monuments: points only
    Card("statue", 3, 3, 3, NO_GOOD),
    Card("victory_column", 4, 4, 3, NO_GOOD),
    Card("hero", 5, 5, 3, NO_GOOD),
    # the 6-cost buildings: points at the end (buildings/guild_hall.py ...)
    Card("guild_hall", 6, 0, 2, NO_GOOD),
    Card("city_hall", 6, 0, 2, NO_GOOD),
    Card("triumphal_arch", 6, 0, 2, NO_GOOD),
    Card("palace", 6, 0, 2, NO_GOOD),
)
KINDS = range(len(CARDS))
CARD_NAMES = tuple(card.name for card in CARDS)
CARD_INDEX = {name: kind for kind, name in enumerate(CARD_NAMES)}
COST = tuple(card.cost for card in CARDS)
VP = tuple(card.vp for card in CARDS)
COPIES = tuple(card.copies for card in CARDS)
GOOD_OF = tuple(card.good for card in CARDS)
TOTAL_CARDS = sum(COPIES)  # 110

(
    INDIGO_PLANT,
    SUGAR_MILL,
    TOBACCO_STORAGE,
    COFFEE_ROASTER,
    SILVER_SMELTER,
    SMITHY,
    GOLD_MINE,
    ARCHIVE,
    POOR_HOUSE,
    BLACK_MARKET,
    TRADING_POST,
    WELL,
    MARKET_STAND,
    CRANE,
    CHAPEL,
    TOWER,
    AQUEDUCT,
    CARPENTER,
    PREFECTURE,
    MARKET_HALL,
    QUARRY,
    LIBRARY,
    STATUE,
    VICTORY_COLUMN,
    HERO,
    GUILD_HALL,
    CITY_HALL,
    TRIUMPHAL_ARCH,
    PALACE,
) = KINDS

PRODUCTION = frozenset(k for k in KINDS if GOOD_OF[k] != NO_GOOD)
VIOLET = frozenset(k for k in KINDS if GOOD_OF[k] == NO_GOOD)
MONUMENTS = (STATUE, VICTORY_COLUMN, HERO)
BONUS_BUILDINGS = (GUILD_HALL, CITY_HALL, TRIUMPHAL_ARCH, PALACE)  # the 6-cost: points at the end
PRODUCER_OF = tuple(next(k for k in KINDS if GOOD_OF[k] == good) for good in GOODS)

# The five trading-house tiles: cards paid per good (indigo, sugar, tobacco, coffee, silver).
TILES = (
    (1, 1, 1, 2, 2),
    (1, 1, 2, 2, 2),
    (1, 1, 2, 2, 3),
    (1, 2, 2, 2, 3),
    (1, 2, 2, 3, 3),
)

ROLE_NAMES = ("builder", "producer", "trader", "councillor", "prospector")
ROLES = range(len(ROLE_NAMES))
BUILDER, PRODUCER, TRADER, COUNCILLOR, PROSPECTOR = ROLES

PLAYERS = (2, 3, 4)
START_HAND = 4  # cards dealt to each player (besides his indigo plant)
HAND_LIMIT = 7  # at the start of a round (buildings/tower.py: 12)
CITY_SIZE = 12  # the game ends after the builder phase in which a player builds his 12th
COUNCILLOR_DRAW = 5  # the councillor's privilege: draws 5 (the others 2)
OTHERS_DRAW = 2
KEEP = 1  # the councillor phase's cards kept (buildings/prefecture.py: 2)
GOLD_MINE_DRAW = 4
