"""Page objects: a game's table in the app, with the same verbs for every game (table.py)."""

from pages.puerto_rico import PuertoRico
from pages.san_juan import SanJuan
from pages.table import Table

__all__ = ["PuertoRico", "SanJuan", "Table"]
