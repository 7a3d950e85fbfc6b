"""Puerto Rico's learned judgements, fitted on self-play games.

The evaluation, each player's chance to win from a position's features:
- features.py: what the model reads of a position (the playout simulator's Table), per player;
- weights.py, weights_expansion.py: the fitted weights (written by the training script,
  committed);
- __main__.py: the training script (`python -m pr_core.puerto_rico.bots.learned`).

Expansion I's draft, what each building on the board is worth to each seat:
- draft_weights.py: the fitted table (committed), read by bots/draft.py;
- draft_training.py: its training script.

selfplay.py plays the games both learn from. The model itself and its fit are shared by every
game: pr_core/bots/win_model.py.
"""
