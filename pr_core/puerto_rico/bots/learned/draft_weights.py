"""Expansion I's draft table: for each number of players and each violet building, each
seat's gain in points of win chance when that building is on the board (seat 0 is the
first governor, who picks first; draft_training.py says how). Read by bots/draft.py.

Written by the training script (draft_training.py); do not edit by hand. Made with:

    python -m pr_core.puerto_rico.bots.learned.draft_training \
        --games 40000 --seed 1 --players 2,3,4,5 --explore 0.05 --ridge 100

On the held-out fifth of each count's games, the win model's log loss, by players:
- 2 players: 0.6865 (the seats alone 0.6934, every seat equally likely 0.6931)
- 3 players: 1.0418 (the seats alone 1.0623, every seat equally likely 1.0986)
- 4 players: 1.2915 (the seats alone 1.3344, every seat equally likely 1.3863)
- 5 players: 1.5894 (the seats alone 1.5935, every seat equally likely 1.6094)
"""

# GAINS[players][building id]: by seat, the first governor first, then clockwise
GAINS: dict[int, dict[int, tuple[float, ...]]] = {
    2: {
        6: (-1.57, 1.57),  # small_market
        7: (-2.97, 2.97),  # hacienda
        8: (1.53, -1.53),  # construction_hut
        9: (0.07, -0.07),  # small_warehouse
        10: (0.17, -0.17),  # hospice
        11: (-0.2, 0.2),  # office
        12: (0.24, -0.24),  # large_market
        13: (0.11, -0.11),  # large_warehouse
        14: (-0.28, 0.28),  # factory
        15: (-0.23, 0.23),  # university
        16: (0.11, -0.11),  # harbor
        17: (0.23, -0.23),  # wharf
        18: (0.06, -0.06),  # guild_hall
        19: (-0.22, 0.22),  # residence
        20: (-0.42, 0.42),  # fortress
        21: (0.68, -0.68),  # customs_house
        22: (-0.52, 0.52),  # city_hall
        23: (1.62, -1.62),  # aqueduct
        24: (1.62, -1.62),  # forest_house
        25: (-0.09, 0.09),  # black_market
        26: (-0.02, 0.02),  # storehouse
        27: (-0.13, 0.13),  # guest_house
        28: (-0.17, 0.17),  # trading_post
        29: (0.23, -0.23),  # church
        30: (-0.07, 0.07),  # small_wharf
        31: (0.32, -0.32),  # lighthouse
        32: (0.09, -0.09),  # specialty_factory
        33: (0.12, -0.12),  # library
        34: (-0.18, 0.18),  # union_hall
        35: (0.36, -0.36),  # statue
        36: (0.25, -0.25),  # cloister
    },
    3: {
        6: (-5.65, 5.22, 0.44),  # small_market
        7: (-3.85, -0.78, 4.64),  # hacienda
        8: (0.53, 0.21, -0.74),  # construction_hut
        9: (-0.37, 0.33, 0.05),  # small_warehouse
        10: (-0.49, -0.06, 0.55),  # hospice
        11: (-0.18, -0.12, 0.3),  # office
        12: (-0.81, 0.02, 0.79),  # large_market
        13: (-0.29, 0.17, 0.12),  # large_warehouse
        14: (-0.63, 0.15, 0.49),  # factory
        15: (-0.25, -0.16, 0.41),  # university
        16: (-0.21, 0.09, 0.12),  # harbor
        17: (-0.64, -0.15, 0.79),  # wharf
        18: (-1.57, 1.24, 0.32),  # guild_hall
        19: (0.08, -0.63, 0.55),  # residence
        20: (-0.53, -0.3, 0.83),  # fortress
        21: (0.16, -0.25, 0.08),  # customs_house
        22: (-0.95, 0.32, 0.63),  # city_hall
        23: (4.64, -4.92, 0.28),  # aqueduct
        24: (1.14, -0.08, -1.06),  # forest_house
        25: (0.23, 1.16, -1.4),  # black_market
        26: (-0.59, -0.07, 0.67),  # storehouse
        27: (-0.48, 0.32, 0.16),  # guest_house
        28: (-0.3, 0.1, 0.2),  # trading_post
        29: (-0.64, 0.5, 0.13),  # church
        30: (-0.68, 0.09, 0.59),  # small_wharf
        31: (-0.33, 0.11, 0.22),  # lighthouse
        32: (-0.85, 0.37, 0.48),  # specialty_factory
        33: (-0.62, 0.2, 0.42),  # library
        34: (-0.33, 0.41, -0.08),  # union_hall
        35: (-0.54, 0.42, 0.13),  # statue
        36: (-0.35, 0.17, 0.18),  # cloister
    },
    4: {
        6: (-5.57, -3.57, 1.03, 8.11),  # small_market
        7: (0.3, -2.58, -0.09, 2.37),  # hacienda
        8: (-0.07, 1.06, -0.98, -0.01),  # construction_hut
        9: (-0.35, 0.0, -0.17, 0.52),  # small_warehouse
        10: (-0.22, -0.34, -0.07, 0.63),  # hospice
        11: (-0.75, 0.26, -0.15, 0.64),  # office
        12: (0.12, -0.02, -0.38, 0.28),  # large_market
        13: (0.13, 0.03, -0.28, 0.12),  # large_warehouse
        14: (-0.01, -0.12, -0.29, 0.42),  # factory
        15: (0.08, -0.08, -0.18, 0.18),  # university
        16: (0.11, 0.17, -0.66, 0.37),  # harbor
        17: (-0.34, -0.12, 0.16, 0.3),  # wharf
        18: (0.82, -0.18, -0.55, -0.09),  # guild_hall
        19: (0.29, -0.27, 0.04, -0.06),  # residence
        20: (-0.6, -0.29, 0.03, 0.86),  # fortress
        21: (-0.44, 0.03, -0.45, 0.86),  # customs_house
        22: (0.64, -0.45, -1.0, 0.82),  # city_hall
        23: (5.41, 3.34, -1.55, -7.2),  # aqueduct
        24: (-0.34, 0.81, -0.74, 0.27),  # forest_house
        25: (-0.22, 0.29, 0.77, -0.85),  # black_market
        26: (0.2, -0.23, -0.36, 0.39),  # storehouse
        27: (0.07, 0.1, -0.46, 0.29),  # guest_house
        28: (0.35, -0.28, -0.35, 0.28),  # trading_post
        29: (-0.03, -0.42, -0.16, 0.62),  # church
        30: (-0.29, -0.26, -0.24, 0.79),  # small_wharf
        31: (-0.14, -0.11, -0.23, 0.49),  # lighthouse
        32: (-0.48, 0.13, -0.09, 0.43),  # specialty_factory
        33: (-0.03, -0.69, -0.12, 0.84),  # library
        34: (0.18, -0.11, -0.68, 0.61),  # union_hall
        35: (-0.24, -0.11, -0.09, 0.44),  # statue
        36: (-1.06, 0.42, 0.06, 0.58),  # cloister
    },
    5: {
        6: (-0.08, 0.31, -2.06, 2.13, -0.3),  # small_market
        7: (-0.81, -1.28, 0.91, 0.5, 0.69),  # hacienda
        8: (-0.12, 0.47, -0.09, 0.33, -0.59),  # construction_hut
        9: (-0.28, -0.26, 0.12, 0.2, 0.22),  # small_warehouse
        10: (-0.29, 0.24, 0.05, 0.05, -0.04),  # hospice
        11: (-0.05, 0.16, -0.43, 0.77, -0.45),  # office
        12: (-0.43, -0.23, 0.78, 0.44, -0.55),  # large_market
        13: (0.24, 0.16, 0.01, -0.1, -0.32),  # large_warehouse
        14: (-0.25, 0.48, -0.34, 0.38, -0.27),  # factory
        15: (0.45, -0.03, -0.47, 0.35, -0.3),  # university
        16: (-0.77, 0.23, 0.43, 0.3, -0.2),  # harbor
        17: (-0.19, 0.07, 0.07, 0.28, -0.23),  # wharf
        18: (-0.13, -0.16, 0.7, 0.21, -0.62),  # guild_hall
        19: (0.04, -0.37, -0.44, 0.36, 0.4),  # residence
        20: (-0.34, 0.11, 0.07, 0.27, -0.1),  # fortress
        21: (-0.63, 0.06, 0.09, 0.39, 0.1),  # customs_house
        22: (0.16, -0.26, 0.16, -0.07, 0.01),  # city_hall
        23: (-0.29, -0.49, 2.19, -1.62, 0.2),  # aqueduct
        24: (0.42, -0.1, 0.29, 0.05, -0.65),  # forest_house
        25: (-0.23, 0.57, -0.9, 0.21, 0.35),  # black_market
        26: (-0.09, 0.09, -0.02, 0.35, -0.32),  # storehouse
        27: (-0.08, -0.41, 0.05, 0.49, -0.06),  # guest_house
        28: (-0.59, 0.19, -0.06, 0.05, 0.41),  # trading_post
        29: (0.33, -0.46, -0.09, -0.17, 0.4),  # church
        30: (-0.61, -0.33, 0.09, 0.63, 0.22),  # small_wharf
        31: (-0.11, -0.65, 0.43, 0.17, 0.16),  # lighthouse
        32: (-0.19, -0.5, 0.42, 0.1, 0.16),  # specialty_factory
        33: (-0.23, -0.04, -0.19, 0.33, 0.13),  # library
        34: (-0.18, -0.25, 0.03, 0.26, 0.13),  # union_hall
        35: (-0.43, 0.63, -0.13, 0.43, -0.49),  # statue
        36: (-0.02, -0.64, -0.08, 0.41, 0.34),  # cloister
    },
}
