"""Expansion I's draft table: for each number of players and each violet building, each
seat's gain in points of win chance when that building is on the board (seat 0 is the
first governor, who picks first; tools/learned/draft_training.py says how). Read by
bots/draft.py.

Written by the training script (tools/learned); do not edit by hand. Made with:

    python -m tools.learned.draft_training \
        --games 40000 --seed 1 --players 2,3,4,5 --explore 0.05 --ridge 100

On the held-out fifth of each count's games, the win model's log loss, by players:
- 2 players: 0.6866 (the seats alone 0.6934, every seat equally likely 0.6931)
- 3 players: 1.0418 (the seats alone 1.0620, every seat equally likely 1.0986)
- 4 players: 1.2923 (the seats alone 1.3352, every seat equally likely 1.3863)
- 5 players: 1.5886 (the seats alone 1.5932, every seat equally likely 1.6094)
"""

# What made this module: tools/learned/provenance.py (the digest test reads both)
SOURCES_DIGEST = "4912c28a35db1986"
TRAINING_ARGUMENTS = "--games 40000 --seed 1 --players 2,3,4,5 --explore 0.05 --ridge 100"

# GAINS[players][building id]: by seat, the first governor first, then clockwise
GAINS: dict[int, dict[int, tuple[float, ...]]] = {
    2: {
        6: (-1.58, 1.58),  # small_market
        7: (-2.95, 2.95),  # hacienda
        8: (1.48, -1.48),  # construction_hut
        9: (0.06, -0.06),  # small_warehouse
        10: (0.15, -0.15),  # hospice
        11: (-0.16, 0.16),  # office
        12: (0.27, -0.27),  # large_market
        13: (0.13, -0.13),  # large_warehouse
        14: (-0.26, 0.26),  # factory
        15: (-0.17, 0.17),  # university
        16: (0.03, -0.03),  # harbor
        17: (0.2, -0.2),  # wharf
        18: (0.1, -0.1),  # guild_hall
        19: (-0.24, 0.24),  # residence
        20: (-0.48, 0.48),  # fortress
        21: (0.66, -0.66),  # customs_house
        22: (-0.48, 0.48),  # city_hall
        23: (1.63, -1.63),  # aqueduct
        24: (1.67, -1.67),  # forest_house
        25: (-0.11, 0.11),  # black_market
        26: (-0.01, 0.01),  # storehouse
        27: (-0.1, 0.1),  # guest_house
        28: (-0.22, 0.22),  # trading_post
        29: (0.19, -0.19),  # church
        30: (-0.08, 0.08),  # small_wharf
        31: (0.3, -0.3),  # lighthouse
        32: (0.06, -0.06),  # specialty_factory
        33: (0.17, -0.17),  # library
        34: (-0.15, 0.15),  # union_hall
        35: (0.38, -0.38),  # statue
        36: (0.25, -0.25),  # cloister
    },
    3: {
        6: (-5.61, 5.2, 0.41),  # small_market
        7: (-3.83, -0.73, 4.56),  # hacienda
        8: (0.5, 0.22, -0.72),  # construction_hut
        9: (-0.32, 0.27, 0.05),  # small_warehouse
        10: (-0.5, -0.07, 0.57),  # hospice
        11: (-0.16, -0.11, 0.28),  # office
        12: (-0.84, 0.01, 0.82),  # large_market
        13: (-0.35, 0.21, 0.14),  # large_warehouse
        14: (-0.63, 0.15, 0.48),  # factory
        15: (-0.3, -0.12, 0.42),  # university
        16: (-0.24, 0.11, 0.13),  # harbor
        17: (-0.62, -0.16, 0.78),  # wharf
        18: (-1.59, 1.2, 0.39),  # guild_hall
        19: (-0.0, -0.56, 0.56),  # residence
        20: (-0.52, -0.33, 0.84),  # fortress
        21: (0.09, -0.13, 0.05),  # customs_house
        22: (-0.93, 0.26, 0.67),  # city_hall
        23: (4.6, -4.91, 0.3),  # aqueduct
        24: (1.21, -0.14, -1.08),  # forest_house
        25: (0.17, 1.15, -1.31),  # black_market
        26: (-0.66, -0.01, 0.67),  # storehouse
        27: (-0.47, 0.32, 0.15),  # guest_house
        28: (-0.35, 0.14, 0.22),  # trading_post
        29: (-0.59, 0.47, 0.12),  # church
        30: (-0.62, 0.05, 0.58),  # small_wharf
        31: (-0.34, 0.1, 0.24),  # lighthouse
        32: (-0.88, 0.38, 0.5),  # specialty_factory
        33: (-0.52, 0.15, 0.38),  # library
        34: (-0.35, 0.41, -0.06),  # union_hall
        35: (-0.43, 0.33, 0.1),  # statue
        36: (-0.33, 0.2, 0.13),  # cloister
    },
    4: {
        6: (-5.63, -3.53, 1.05, 8.11),  # small_market
        7: (0.29, -2.55, -0.07, 2.32),  # hacienda
        8: (-0.07, 1.03, -0.98, 0.03),  # construction_hut
        9: (-0.35, 0.06, -0.23, 0.52),  # small_warehouse
        10: (-0.17, -0.31, -0.11, 0.59),  # hospice
        11: (-0.75, 0.23, -0.17, 0.69),  # office
        12: (0.12, 0.02, -0.42, 0.28),  # large_market
        13: (0.11, 0.08, -0.32, 0.13),  # large_warehouse
        14: (-0.01, -0.11, -0.36, 0.48),  # factory
        15: (0.1, -0.1, -0.17, 0.16),  # university
        16: (0.09, 0.13, -0.56, 0.34),  # harbor
        17: (-0.3, -0.23, 0.18, 0.34),  # wharf
        18: (0.76, -0.23, -0.48, -0.05),  # guild_hall
        19: (0.31, -0.24, 0.04, -0.1),  # residence
        20: (-0.6, -0.21, 0.02, 0.79),  # fortress
        21: (-0.51, 0.04, -0.47, 0.94),  # customs_house
        22: (0.65, -0.44, -1.04, 0.84),  # city_hall
        23: (5.47, 3.3, -1.58, -7.19),  # aqueduct
        24: (-0.31, 0.75, -0.71, 0.27),  # forest_house
        25: (-0.24, 0.36, 0.71, -0.83),  # black_market
        26: (0.2, -0.29, -0.29, 0.39),  # storehouse
        27: (0.01, 0.09, -0.42, 0.32),  # guest_house
        28: (0.36, -0.28, -0.33, 0.25),  # trading_post
        29: (-0.03, -0.43, -0.14, 0.6),  # church
        30: (-0.27, -0.31, -0.2, 0.78),  # small_wharf
        31: (-0.15, -0.11, -0.17, 0.43),  # lighthouse
        32: (-0.53, 0.19, -0.11, 0.46),  # specialty_factory
        33: (0.03, -0.67, -0.22, 0.86),  # library
        34: (0.14, -0.0, -0.71, 0.57),  # union_hall
        35: (-0.15, -0.17, -0.15, 0.47),  # statue
        36: (-1.05, 0.4, 0.13, 0.53),  # cloister
    },
    5: {
        6: (-0.07, 0.32, -2.06, 2.08, -0.27),  # small_market
        7: (-0.79, -1.29, 0.9, 0.54, 0.65),  # hacienda
        8: (-0.2, 0.43, -0.02, 0.29, -0.5),  # construction_hut
        9: (-0.24, -0.22, 0.12, 0.14, 0.2),  # small_warehouse
        10: (-0.39, 0.27, 0.11, 0.07, -0.06),  # hospice
        11: (-0.04, 0.11, -0.4, 0.76, -0.44),  # office
        12: (-0.46, -0.17, 0.76, 0.44, -0.57),  # large_market
        13: (0.27, 0.13, 0.02, -0.08, -0.34),  # large_warehouse
        14: (-0.19, 0.42, -0.31, 0.34, -0.27),  # factory
        15: (0.38, 0.0, -0.49, 0.4, -0.29),  # university
        16: (-0.73, 0.25, 0.42, 0.28, -0.23),  # harbor
        17: (-0.21, 0.08, 0.04, 0.34, -0.26),  # wharf
        18: (-0.13, -0.09, 0.61, 0.14, -0.52),  # guild_hall
        19: (-0.08, -0.39, -0.38, 0.51, 0.33),  # residence
        20: (-0.28, 0.12, 0.04, 0.27, -0.16),  # fortress
        21: (-0.59, 0.02, 0.15, 0.41, 0.01),  # customs_house
        22: (0.1, -0.33, 0.22, -0.08, 0.09),  # city_hall
        23: (-0.3, -0.51, 2.19, -1.56, 0.18),  # aqueduct
        24: (0.46, 0.04, 0.23, 0.06, -0.79),  # forest_house
        25: (-0.21, 0.45, -0.91, 0.21, 0.46),  # black_market
        26: (-0.13, 0.04, -0.02, 0.4, -0.29),  # storehouse
        27: (0.02, -0.45, -0.01, 0.47, -0.04),  # guest_house
        28: (-0.5, 0.23, -0.1, -0.02, 0.38),  # trading_post
        29: (0.26, -0.53, -0.08, -0.09, 0.44),  # church
        30: (-0.64, -0.31, 0.08, 0.62, 0.24),  # small_wharf
        31: (-0.18, -0.6, 0.41, 0.21, 0.17),  # lighthouse
        32: (-0.19, -0.52, 0.48, 0.1, 0.13),  # specialty_factory
        33: (-0.2, -0.09, -0.22, 0.31, 0.2),  # library
        34: (-0.16, -0.26, 0.06, 0.2, 0.16),  # union_hall
        35: (-0.47, 0.61, -0.14, 0.45, -0.45),  # statue
        36: (0.1, -0.62, -0.14, 0.3, 0.35),  # cloister
    },
}
