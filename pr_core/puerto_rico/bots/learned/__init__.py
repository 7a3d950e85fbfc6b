"""Puerto Rico's learned evaluation: each player's chance to win, from a position's features.

- features.py: what the model reads of a position (the playout simulator's Table), per player;
- weights.py: the fitted weights (written by the training script, committed);
- selfplay.py: the training data, positions of bot games labelled with who won;
- __main__.py: the training script (`python -m pr_core.puerto_rico.bots.learned`).

The model itself and its fit are shared by every game: pr_core/bots/win_model.py.
"""
