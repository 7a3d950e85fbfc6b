# The two commands a newcomer needs (see README.md): `make serve` and `make test`.
.PHONY: setup site serve test bench bench-web

PORT ?= 8000

setup:
	bash build/setup.sh

# The static site in dist/site/ (incremental: fast when little changed).
site: setup
	.venv/bin/python build/site.py

# Sets everything up, builds the site and serves it on http://127.0.0.1:$(PORT)/ (Ctrl-C stops).
serve: site
	.venv/bin/python build/serve.py --port $(PORT)

test:
	bash build/test.sh

bench: setup
	.venv/bin/python -m pr_core bench

# Start-up (cold and warm, against a bare loadPyodide), bytes, click -> redraw and last bot move ->
# the player's turn, in Chromium.
bench-web: site
	.venv/bin/python e2e/benchmark.py
