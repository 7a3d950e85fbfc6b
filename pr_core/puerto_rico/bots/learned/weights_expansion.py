"""The learned evaluation's weights, one per feature (features.EXPANSION_FEATURE_NAMES): a
player's chance to win is the softmax of the players' `weights · features`.

Written by the training script (__main__.py); do not edit by hand. Made with:

    python -m pr_core.puerto_rico.bots.learned \
        --expansion random,all \
        --games 8000 --seed 1 --players 2,3,4,5 --explore 0.1 --every 3 --ridge 30

157768 positions from 8000 self-play games. On the held-out fifth: log loss
0.9353 (every player equally likely: 1.2288; training: 0.9370),
the likeliest winner won 56.1 % of the time.
"""

WEIGHTS: tuple[float, ...] = (
    0.44040932194869725,  # score
    -0.2732122921236992,  # score × time left
    0.19837944813310399,  # doubloons
    -0.005756854068620194,  # corn barrels
    0.006467431418219304,  # barrels' price
    0.165655537755689,  # barrels
    0.395096347135767,  # picks still this round
    -0.0034262255483023737,  # next governor
    0.03284343811830822,  # doubloons × time left
    0.5290921906629533,  # corn made × time left
    0.5262435709666349,  # indigo made × time left
    0.8289358772120682,  # sugar made × time left
    0.8687368900991529,  # tobacco made × time left
    1.352391211573851,  # coffee made × time left
    -0.03631031006715057,  # kinds made × time left
    -0.03400964430665093,  # idle tiles × time left
    0.05892939087258648,  # empty building circles × time left
    0.7722370187390037,  # occupied quarries, the first two × time left
    0.4593591670819552,  # occupied quarries beyond two × time left
    0.07806814683886613,  # colonists × time left
    -0.16585257083952343,  # city spaces free × time left
    -0.11272176122348891,  # island spaces free × time left
    4.681829340752611,  # large buildings unoccupied × time left
    0.4403044956603991,  # small_market occupied × time left
    0.2567412211312514,  # hacienda occupied × time left
    -0.20801797508857145,  # construction_hut occupied × time left
    0.9052634144760936,  # small_warehouse occupied × time left
    0.4545754403973684,  # hospice occupied × time left
    -0.4307919774353948,  # office occupied × time left
    0.7812309411477694,  # large_market occupied × time left
    1.129809587591917,  # large_warehouse occupied × time left
    1.9235683257852623,  # factory occupied × time left
    -0.8716620258509461,  # university occupied × time left
    2.1586328929691994,  # harbor occupied × time left
    0.4750782394118019,  # wharf occupied × time left
    -0.060128838563952375,  # forests × time left
    0.7977438670862299,  # aqueduct occupied × time left
    -0.3041785225797066,  # forest_house occupied × time left
    0.6876700942829594,  # black_market occupied × time left
    0.9445587821136187,  # storehouse occupied × time left
    0.5213620092456244,  # guest_house occupied × time left
    0.46440268386677,  # trading_post occupied × time left
    0.783311735680637,  # church occupied × time left
    0.5484183054213051,  # small_wharf occupied × time left
    1.6232041156741432,  # lighthouse occupied × time left
    2.862549320964756,  # specialty_factory occupied × time left
    1.807180365864386,  # library occupied × time left
    3.617769981758289,  # union_hall occupied × time left
    -0.9395879215693619,  # cloister occupied × time left
)
