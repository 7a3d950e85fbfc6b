"""Adding floats the same way on every Python the bots run on.

Python 3.12 made `sum()` of floats compensated (more exact, so other last bits than a plain
left-to-right addition), and the browser's Pyodide may run a newer Python than the CPython beside
it. A bot's search compares sums, and one bit can turn a tie or a close call, so a bot with the
same view and seed would choose otherwise in the browser. The bots add floats with `total`
instead (tests/test_bots_pyodide.py holds them to it).
"""

from __future__ import annotations

from collections.abc import Iterable


def total(values: Iterable[float]) -> float:
    """The sum of `values`, added left to right as every Python adds two floats."""
    result = 0.0
    for value in values:
        result += value
    return result


__all__ = ["total"]
