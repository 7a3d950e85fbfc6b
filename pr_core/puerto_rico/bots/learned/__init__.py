"""Puerto Rico's learned judgements, fitted on self-play games.

The evaluation, each player's chance to win from a position's features:
- features.py: what the model reads of a position (the playout simulator's Table), per player;
- weights.py, weights_expansion.py: the fitted weights (written by the training script,
  committed).

Expansion I's draft, what each building on the board is worth to each seat:
- draft_weights.py: the fitted table (committed), read by bots/draft.py.

The training scripts, the self-play games they learn from and the fit are development tools
outside the wheel (tools/learned/); each weights module records the digest of the sources that
made it. The model itself is shared by every game: pr_core/bots/win_model.py.
"""
