"""The learned evaluation's weights, one per feature (features.FEATURE_NAMES): a
player's chance to win is the softmax of the players' `weights · features`.

Written by the training script (tools/learned); do not edit by hand. Made with:

    python -m tools.learned \
        --games 8000 --seed 1 --players 2,3,4,5 --explore 0.1 --every 3 --ridge 30

156695 positions from 8000 self-play games. On the held-out fifth: log loss
0.9252 (every player equally likely: 1.2333; training: 0.9226),
the likeliest winner won 57.4 % of the time.
"""

# What made this module: tools/learned/provenance.py (the digest test reads both)
SOURCES_DIGEST = "9319754d03d55d50"
TRAINING_ARGUMENTS = "--games 8000 --seed 1 --players 2,3,4,5 --explore 0.1 --every 3 --ridge 30"

WEIGHTS: tuple[float, ...] = (
    0.4248484321782733,  # score
    -0.26828499126835714,  # score × time left
    0.18287992371281508,  # doubloons
    -0.009932469178476032,  # corn barrels
    -6.689605356191286e-05,  # barrels' price
    0.1646586858909371,  # barrels
    0.4230421603735575,  # picks still this round
    -0.01800857672749596,  # next governor
    0.07915277526165396,  # doubloons × time left
    0.4947987538038178,  # corn made × time left
    0.4252489020710681,  # indigo made × time left
    0.723711429666147,  # sugar made × time left
    1.0568362427812448,  # tobacco made × time left
    1.4994166333578776,  # coffee made × time left
    0.03920952238034035,  # kinds made × time left
    -0.0516608395771361,  # idle tiles × time left
    0.008708086759617819,  # empty building circles × time left
    0.7064647374853895,  # occupied quarries, the first two × time left
    0.4517146397282914,  # occupied quarries beyond two × time left
    0.05771688197160828,  # colonists × time left
    -0.17930786291565362,  # city spaces free × time left
    -0.16641496384602586,  # island spaces free × time left
    4.338690099818594,  # large buildings unoccupied × time left
    0.5738511462190363,  # small_market occupied × time left
    0.3198457657917909,  # hacienda occupied × time left
    -0.15180873542907203,  # construction_hut occupied × time left
    1.0236498359290693,  # small_warehouse occupied × time left
    0.38542962783839924,  # hospice occupied × time left
    0.04793184844321974,  # office occupied × time left
    1.3378820077437508,  # large_market occupied × time left
    1.0489218304090462,  # large_warehouse occupied × time left
    1.857712805673853,  # factory occupied × time left
    0.9451132359654751,  # university occupied × time left
    2.086199358732561,  # harbor occupied × time left
    2.7010922504876764,  # wharf occupied × time left
)
