"""San Juan's bot levels (the interface: pr_core/bots/__init__.py; strength: docs/bots.md)."""

from ...bots.random_bot import RandomBot

LEVELS = {cls.id: cls for cls in (RandomBot,)}
