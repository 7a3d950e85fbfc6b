"""Chapel (Dutch edition, "Kapel"; docs/rules/san-juan.md#chapel): "De eigenaar van een kapel mag
aan het begin van een ronde, voordat de gouverneur de handlimiet van 7 (of 12) checkt, 1 kaart uit
zijn hand dicht onder de kapel schuiven. Aan het einde van het spel is deze kaart een punt waard."

Which cards lie there, and how many, stays hidden from the others until the end: "De speler is
niet verplicht om zijn medespelers te vertellen hoeveel kaarten onder de kapel liggen"
(position.player_view, position.events_for; docs/san-juan/rules-decisions.md, "What is seen").
Called by the start of a round (round_start.py) and by the scoring."""

from .. import data
from ..state import Player


def may_tuck(p: Player) -> bool:
    return data.CHAPEL in p.buildings and bool(p.hand)


def points(p: Player) -> int:
    return len(p.chapel)
