"""The learned evaluation's weights, one per feature (features.EXPANSION_FEATURE_NAMES): a
player's chance to win is the softmax of the players' `weights · features`.

Written by the training script (tools/learned); do not edit by hand. Made with:

    python -m tools.learned \
        --expansion random,all --games 8000 --seed 1 --players 2,3,4,5 --explore 0.1 \
        --every 3 --ridge 30

157782 positions from 8000 self-play games. On the held-out fifth: log loss
0.9362 (every player equally likely: 1.2287; training: 0.9367),
the likeliest winner won 56.0 % of the time.
"""

# What made this module: tools/learned/provenance.py (the digest test reads both)
SOURCES_DIGEST = "2d35c0dae61163ec"
TRAINING_ARGUMENTS = (
    "--expansion random,all --games 8000 --seed 1 --players 2,3,4,5 --explore 0.1 --every 3 "
    "--ridge 30"
)

WEIGHTS: tuple[float, ...] = (
    0.4417177267691909,  # score
    -0.2750073509622966,  # score × time left
    0.19989293110613343,  # doubloons
    -0.007530375654445909,  # corn barrels
    0.005691185509186143,  # barrels' price
    0.16800892991797142,  # barrels
    0.39580283808377115,  # picks still this round
    -0.0039397923751362035,  # next governor
    0.03072749356702989,  # doubloons × time left
    0.5243768851744494,  # corn made × time left
    0.5314463918294245,  # indigo made × time left
    0.8369081872069869,  # sugar made × time left
    0.8680941851428565,  # tobacco made × time left
    1.358159753940003,  # coffee made × time left
    -0.032463533169782094,  # kinds made × time left
    -0.03449910640998578,  # idle tiles × time left
    0.060878918839514636,  # empty building circles × time left
    0.7725738194971354,  # occupied quarries, the first two × time left
    0.378503305661141,  # occupied quarries beyond two × time left
    0.0768695940377226,  # colonists × time left
    -0.15987126855444747,  # city spaces free × time left
    -0.12025954865158736,  # island spaces free × time left
    4.686533297188521,  # large buildings unoccupied × time left
    0.44599641492677283,  # small_market occupied × time left
    0.2653843331807903,  # hacienda occupied × time left
    -0.2406919497318771,  # construction_hut occupied × time left
    0.9003591444251002,  # small_warehouse occupied × time left
    0.4643313055146666,  # hospice occupied × time left
    -0.4284621909142483,  # office occupied × time left
    0.8076684811723943,  # large_market occupied × time left
    1.0955473044126187,  # large_warehouse occupied × time left
    1.8816008639527921,  # factory occupied × time left
    -1.14389386320385,  # university occupied × time left
    2.0770391131324613,  # harbor occupied × time left
    0.4950377089792984,  # wharf occupied × time left
    -0.11340792979579277,  # forests × time left
    0.7991092404152179,  # aqueduct occupied × time left
    -0.2742883949241819,  # forest_house occupied × time left
    0.6552375946080886,  # black_market occupied × time left
    0.9250847756491012,  # storehouse occupied × time left
    0.5086257147111111,  # guest_house occupied × time left
    0.4989356759636505,  # trading_post occupied × time left
    0.7710685339898617,  # church occupied × time left
    0.5592908838835955,  # small_wharf occupied × time left
    1.6434188752273549,  # lighthouse occupied × time left
    3.029507401915838,  # specialty_factory occupied × time left
    1.808137294315577,  # library occupied × time left
    3.632463932851707,  # union_hall occupied × time left
    -0.9312169238180902,  # cloister occupied × time left
)
