"""The prospector phase on a Table (docs/rules/puerto-rico.md#prospector), as pr_core/puerto_rico/
prospector.py plays it: one doubloon for the picker, nothing to decide."""

from __future__ import annotations

from .policy import Policy
from .table import Table


def play(t: Table, picker: int, policy: Policy) -> None:
    t.doubloons[picker] += 1
