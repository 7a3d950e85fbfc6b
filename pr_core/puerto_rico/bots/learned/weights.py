"""The learned evaluation's weights, one per feature (features.FEATURE_NAMES): a
player's chance to win is the softmax of the players' `weights · features`.

Written by the training script (__main__.py); do not edit by hand. Made with:

    python -m pr_core.puerto_rico.bots.learned \
        --games 8000 --seed 1 --players 2,3,4,5 --explore 0.1 --every 3 --ridge 30

156695 positions from 8000 self-play games. On the held-out fifth: log loss
0.9252 (every player equally likely: 1.2333; training: 0.9226),
the likeliest winner won 57.4 % of the time.
"""

WEIGHTS: tuple[float, ...] = (
    0.42484843217827284,  # score
    -0.26828499126835637,  # score × time left
    0.18287992371281478,  # doubloons
    -0.009932469178475754,  # corn barrels
    -6.689605356183446e-05,  # barrels' price
    0.16465868589093688,  # barrels
    0.4230421603735575,  # picks still this round
    -0.018008576727495933,  # next governor
    0.07915277526165447,  # doubloons × time left
    0.4947987538038174,  # corn made × time left
    0.425248902071068,  # indigo made × time left
    0.7237114296661468,  # sugar made × time left
    1.0568362427812446,  # tobacco made × time left
    1.4994166333578773,  # coffee made × time left
    0.039209522380340145,  # kinds made × time left
    -0.05166083957713656,  # idle tiles × time left
    0.008708086759617841,  # empty building circles × time left
    0.7064647374853894,  # occupied quarries, the first two × time left
    0.45171463972829,  # occupied quarries beyond two × time left
    0.05771688197160855,  # colonists × time left
    -0.1793078629156541,  # city spaces free × time left
    -0.1664149638460268,  # island spaces free × time left
    4.338690099818594,  # large buildings unoccupied × time left
    0.5738511462190362,  # small_market occupied × time left
    0.31984576579179014,  # hacienda occupied × time left
    -0.15180873542907225,  # construction_hut occupied × time left
    1.0236498359290693,  # small_warehouse occupied × time left
    0.3854296278383988,  # hospice occupied × time left
    0.04793184844321998,  # office occupied × time left
    1.337882007743751,  # large_market occupied × time left
    1.0489218304090469,  # large_warehouse occupied × time left
    1.8577128056738534,  # factory occupied × time left
    0.9451132359654739,  # university occupied × time left
    2.086199358732561,  # harbor occupied × time left
    2.7010922504876764,  # wharf occupied × time left
)
