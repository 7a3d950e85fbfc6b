# The two commands a newcomer needs (see README.md).
.PHONY: setup test bench

setup:
	bash build/setup.sh

test:
	bash build/test.sh

bench: setup
	.venv/bin/python -m pr_core bench
