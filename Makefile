# The two commands a newcomer needs (see README.md): `make serve` and `make test`.
.PHONY: setup site serve test screens bench bench-web

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

# The end-to-end tests with the screenshots for a person to look at (e2e/screens.py), in
# dist/e2e-artifacts/screens/; `make test` leaves them out.
screens: setup
	PR_E2E_SCREENS=1 .venv/bin/python -m pytest -n 2 --dist worksteal e2e

bench: setup
	.venv/bin/python -m pr_core bench

# Start-up (cold and warm, against a bare loadPyodide), bytes by file, click -> redraw (and where its
# time goes), last bot move -> the player's turn, the bots' decisions and the tab's memory over 20
# games, in Chromium (e2e/benchmark.py --parts ... for some of them).
bench-web: site
	.venv/bin/python e2e/benchmark.py
