"""Static tables of the base game and Expansion I (docs/rules/puerto-rico.md#components,
docs/rules/puerto-rico.md#buildings, docs/rules/expansion-i.md#buildings). Data only, no logic.

Every other module reads from here; names in snake case are the names used in the position
format, the action JSON and the events.
"""

# --- goods and island tiles -------------------------------------------------------------------
# A good's index doubles as the plantation tile that grows it.
CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)
GOODS = (CORN, INDIGO, SUGAR, TOBACCO, COFFEE)
GOOD_NAMES = ("corn", "indigo", "sugar", "tobacco", "coffee")
GOOD_PRICE = (0, 1, 2, 3, 4)  # trading house prices

QUARRY = 5
TILE_KINDS = (CORN, INDIGO, SUGAR, TOBACCO, COFFEE, QUARRY)  # tiles with a circle
TILE_NAMES = GOOD_NAMES + ("quarry",)
FOREST = 6  # Expansion I: an island tile without a circle
ISLAND_TILES = TILE_KINDS + (FOREST,)
ISLAND_TILE_NAMES = TILE_NAMES + ("forest",)
FORESTS = 12  # forest tiles in the expansion's box, whatever the number of players
ISLAND_SPACES = 12
CITY_SPACES = 12

# --- roles ------------------------------------------------------------------------------------
SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN, PROSPECTOR = range(7)
ROLE_NAMES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")

# Role *cards*: the 5-player game has two prospector cards, which may carry different doubloons,
# so a role choice names a card, not a role.
ROLE_CARDS = (0, 1, 2, 3, 4, 5, 6, 7)
CARD_ROLE = (SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN, PROSPECTOR, PROSPECTOR)
CARD_NAMES = ROLE_NAMES + ("prospector_2",)

# --- buildings --------------------------------------------------------------------------------
# (name, cost, vp, circles, column, copies for 3-5 players, copies for 2, good produced or None,
#  large: takes two city spaces). The base game's 23, then Expansion I's 14
# (docs/rules/expansion-i.md#buildings); the ids are the row numbers, so the base game's never
# change.
_BuildingRow = tuple[str, int, int, int, int, int, int, int | None, bool]
_BUILDING_ROWS: tuple[_BuildingRow, ...] = (
    ("small_indigo_plant", 1, 1, 1, 1, 4, 2, INDIGO, False),
    ("small_sugar_mill", 2, 1, 1, 1, 4, 2, SUGAR, False),
    ("indigo_plant", 3, 2, 3, 2, 3, 2, INDIGO, False),
    ("sugar_mill", 4, 2, 3, 2, 3, 2, SUGAR, False),
    ("tobacco_storage", 5, 3, 3, 3, 3, 2, TOBACCO, False),
    ("coffee_roaster", 6, 3, 2, 3, 3, 2, COFFEE, False),
    ("small_market", 1, 1, 1, 1, 2, 1, None, False),
    ("hacienda", 2, 1, 1, 1, 2, 1, None, False),
    ("construction_hut", 2, 1, 1, 1, 2, 1, None, False),
    ("small_warehouse", 3, 1, 1, 1, 2, 1, None, False),
    ("hospice", 4, 2, 1, 2, 2, 1, None, False),
    ("office", 5, 2, 1, 2, 2, 1, None, False),
    ("large_market", 5, 2, 1, 2, 2, 1, None, False),
    ("large_warehouse", 6, 2, 1, 2, 2, 1, None, False),
    ("factory", 7, 3, 1, 3, 2, 1, None, False),
    ("university", 8, 3, 1, 3, 2, 1, None, False),
    ("harbor", 8, 3, 1, 3, 2, 1, None, False),
    ("wharf", 9, 3, 1, 3, 2, 1, None, False),
    ("guild_hall", 10, 4, 1, 4, 1, 1, None, True),
    ("residence", 10, 4, 1, 4, 1, 1, None, True),
    ("fortress", 10, 4, 1, 4, 1, 1, None, True),
    ("customs_house", 10, 4, 1, 4, 1, 1, None, True),
    ("city_hall", 10, 4, 1, 4, 1, 1, None, True),
    ("aqueduct", 1, 1, 1, 1, 2, 1, None, False),
    ("forest_house", 2, 1, 1, 1, 2, 1, None, False),
    ("black_market", 2, 1, 1, 1, 2, 1, None, False),
    ("storehouse", 3, 1, 1, 1, 2, 1, None, False),
    ("guest_house", 4, 2, 2, 2, 2, 1, None, False),
    ("trading_post", 5, 2, 1, 2, 2, 1, None, False),
    ("church", 5, 2, 1, 2, 2, 1, None, False),
    ("small_wharf", 6, 2, 1, 2, 2, 1, None, False),
    ("lighthouse", 7, 3, 1, 3, 2, 1, None, False),
    ("specialty_factory", 8, 3, 1, 3, 2, 1, None, False),
    ("library", 8, 3, 1, 3, 2, 1, None, False),
    ("union_hall", 9, 3, 1, 3, 2, 1, None, False),
    ("statue", 10, 8, 0, 4, 1, 1, None, True),
    ("cloister", 10, 4, 1, 4, 1, 1, None, True),
)

(
    SMALL_INDIGO_PLANT,
    SMALL_SUGAR_MILL,
    INDIGO_PLANT,
    SUGAR_MILL,
    TOBACCO_STORAGE,
    COFFEE_ROASTER,
    SMALL_MARKET,
    HACIENDA,
    CONSTRUCTION_HUT,
    SMALL_WAREHOUSE,
    HOSPICE,
    OFFICE,
    LARGE_MARKET,
    LARGE_WAREHOUSE,
    FACTORY,
    UNIVERSITY,
    HARBOR,
    WHARF,
    GUILD_HALL,
    RESIDENCE,
    FORTRESS,
    CUSTOMS_HOUSE,
    CITY_HALL,
    AQUEDUCT,
    FOREST_HOUSE,
    BLACK_MARKET,
    STOREHOUSE,
    GUEST_HOUSE,
    TRADING_POST,
    CHURCH,
    SMALL_WHARF,
    LIGHTHOUSE,
    SPECIALTY_FACTORY,
    LIBRARY,
    UNION_HALL,
    STATUE,
    CLOISTER,
) = range(len(_BUILDING_ROWS))

BUILDINGS = tuple(range(len(_BUILDING_ROWS)))
BUILDING_NAMES = tuple(row[0] for row in _BUILDING_ROWS)
BUILDING_COST = tuple(row[1] for row in _BUILDING_ROWS)
BUILDING_VP = tuple(row[2] for row in _BUILDING_ROWS)
BUILDING_CIRCLES = tuple(row[3] for row in _BUILDING_ROWS)
BUILDING_COLUMN = tuple(row[4] for row in _BUILDING_ROWS)  # also the most quarries can save
BUILDING_COPIES = tuple(row[5] for row in _BUILDING_ROWS)
BUILDING_COPIES_2P = tuple(row[6] for row in _BUILDING_ROWS)
BUILDING_GOOD = tuple(row[7] for row in _BUILDING_ROWS)  # None for violet buildings
BUILDING_SPACES = tuple(2 if row[8] else 1 for row in _BUILDING_ROWS)
IS_PRODUCTION = tuple(row[7] is not None for row in _BUILDING_ROWS)
IS_SMALL_PRODUCTION = (True, True) + (False,) * (len(_BUILDING_ROWS) - 2)
IS_LARGE_BUILDING = tuple(row[8] for row in _BUILDING_ROWS)
PRODUCTION_BUILDINGS_OF = tuple(
    tuple(b for b in range(len(_BUILDING_ROWS)) if _BUILDING_ROWS[b][7] == good) for good in GOODS
)
BASE_BUILDINGS = tuple(range(CITY_HALL + 1))  # the base game's 23
NEW_BUILDINGS = tuple(range(AQUEDUCT, CLOISTER + 1))  # Expansion I's 14
VIOLET_BUILDINGS = tuple(b for b in BUILDINGS if not IS_PRODUCTION[b])
PRODUCTION_BUILDINGS = tuple(b for b in BUILDINGS if IS_PRODUCTION[b])


# --- setup per player count (docs/rules/puerto-rico.md#setup) ------------------------------------
class Setup:
    """One column of the setup table."""

    __slots__ = (
        "players",
        "doubloons",
        "start_tiles",
        "ship_capacities",
        "colonist_supply",
        "colonist_ship",
        "vp_chips",
        "role_cards",
        "quarries",
        "plantations",
        "goods",
        "building_copies",
        "picks_per_round",
    )

    def __init__(
        self,
        players: int,
        doubloons: int,
        start_tiles: tuple[int, ...],
        ship_capacities: tuple[int, ...],
        colonist_supply: int,
        colonist_ship: int,
        vp_chips: int,
        role_cards: tuple[int, ...],
        quarries: int,
        plantations: tuple[int, ...],
        goods: tuple[int, ...],
        building_copies: tuple[int, ...],
        picks_per_round: int,
    ) -> None:
        self.players = players
        self.doubloons = doubloons  # each player's starting doubloons
        self.start_tiles = start_tiles  # starting plantation per seat from the governor
        self.ship_capacities = ship_capacities  # cargo ships, smallest first
        self.colonist_supply = colonist_supply  # colonists in the supply, the ship's not counted
        self.colonist_ship = colonist_ship  # colonists on the colonist ship at the start
        self.vp_chips = vp_chips
        self.role_cards = role_cards  # card ids in play
        self.quarries = quarries
        self.plantations = plantations  # per kind, starting tiles included
        self.goods = goods  # barrels per kind
        self.building_copies = building_copies  # per building id
        self.picks_per_round = picks_per_round  # role picks in one round


def _base_only(copies: tuple[int, ...]) -> tuple[int, ...]:
    """Copies per building id for a base game: none of the expansion's buildings."""
    return tuple(c if b in BASE_BUILDINGS else 0 for b, c in enumerate(copies))


_FULL_PLANTATIONS = (10, 12, 11, 9, 8)
_FULL_GOODS = (10, 11, 11, 9, 9)
_BASE_CARDS = (0, 1, 2, 3, 4, 5)

SETUPS: dict[int, Setup] = {
    # The official 2-player variant: each player picks three roles a round.
    2: Setup(
        2,
        3,
        (INDIGO, CORN),
        (4, 6),
        40,
        2,
        65,
        _BASE_CARDS + (6,),
        5,
        (7, 9, 8, 6, 5),
        (8, 9, 9, 7, 7),
        _base_only(BUILDING_COPIES_2P),
        6,
    ),
    3: Setup(
        3,
        2,
        (INDIGO, INDIGO, CORN),
        (4, 5, 6),
        55,
        3,
        75,
        _BASE_CARDS,
        8,
        _FULL_PLANTATIONS,
        _FULL_GOODS,
        _base_only(BUILDING_COPIES),
        3,
    ),
    4: Setup(
        4,
        3,
        (INDIGO, INDIGO, CORN, CORN),
        (5, 6, 7),
        75,
        4,
        100,
        _BASE_CARDS + (6,),
        8,
        _FULL_PLANTATIONS,
        _FULL_GOODS,
        _base_only(BUILDING_COPIES),
        4,
    ),
    5: Setup(
        5,
        4,
        (INDIGO, INDIGO, INDIGO, CORN, CORN),
        (6, 7, 8),
        95,
        5,
        122,
        _BASE_CARDS + (6, 7),
        8,
        _FULL_PLANTATIONS,
        _FULL_GOODS,
        _base_only(BUILDING_COPIES),
        5,
    ),
}

# Copies per building id when Expansion I is in play: the base game's production buildings, and
# every violet building (base and new) in pairs when small, one copy with 2 players.
EXPANSION_COPIES = {
    n: tuple(BUILDING_COPIES_2P[b] if n == 2 else BUILDING_COPIES[b] for b in BUILDINGS)
    for n in (2, 3, 4, 5)
}

# --- Expansion I's board (docs/rules/expansion-i.md#draft) ----------------------------------------
# The board has a space for each of the base game's violet buildings; in the draft a space takes any
# violet building of its cost. So the spaces per cost are the base game's violet buildings per cost:
# one space for costs 1, 3, 4, 6, 7 and 9, two for 2, 5 and 8, five large ones for 10.
BOARD_SPACES = tuple(b for b in BASE_BUILDINGS if not IS_PRODUCTION[b])  # by the printed building
SPACES_BY_COST = {
    cost: sum(1 for b in BOARD_SPACES if BUILDING_COST[b] == cost)
    for cost in sorted({BUILDING_COST[b] for b in BOARD_SPACES})
}
# The ways to set up the expansion: the rulebooks' draft, the Swedish edition's variant with every
# building for sale (docs/rules/expansion-i.md#all-buildings), a board filled at random (a quick
# start), and a board given in a position.
EXPANSION_SETUPS = ("draft", "all", "random", "fixed")

# --- scoring tables ---------------------------------------------------------------------------
FACTORY_PAY = (0, 0, 1, 2, 3, 5)  # doubloons by number of kinds produced
RESIDENCE_BONUS = (4,) * 10 + (5, 6, 7)  # VP by filled island spaces, 0..12
CLOISTER_BONUS = (0, 1, 3, 6, 10)  # VP by sets of three identical island tiles, 0..4
