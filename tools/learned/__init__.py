"""Training Puerto Rico's learned judgements on self-play games (development only: the wheel
ships the weights they write, pr_core/puerto_rico/bots/learned/, never this package).

- __main__.py: the learned evaluation (`python -m tools.learned`, from the repository's root),
  writing weights.py, or with `--expansion` weights_expansion.py;
- draft_training.py: Expansion I's draft table (`python -m tools.learned.draft_training`),
  writing draft_weights.py;
- selfplay.py: the self-play games both learn from, on the playout simulator;
- fit.py: fitting the win model (pr_core/bots/win_model.py), with numpy;
- provenance.py: the sources that make each weights module and the digest that says when it
  is stale (tests/test_learned_weights.py).
"""
