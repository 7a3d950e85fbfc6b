"""The coach, for any game: the strongest bot's search read as advice (docs/coach.md).

- `parts.py`: what a game gives the coach (`Coach`: its advising level, how a view is sampled,
  what the search's rewards measure);
- `estimates.py`: a search's root choices as the page shows them (estimate, plan, the changes
  it makes on a few samples of the hidden parts);
- `hints.py`: the hint at the human's decision, searched in chunks;
- `review.py`: a finished game's review, every decision of the human searched in chunks;
- `requests.py`: the bridge's `hint` and `review` requests.

Everything starts from the human's player view: the coach never reads what he cannot see.
"""
