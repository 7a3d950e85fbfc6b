"""The page's static tables (web/js/games/puerto-rico/data.js) mirror the engine's
(pr_core/puerto_rico/data.py): a building the board drew with another cost, VP or number of circles
than the engine counts would mislead a player, and a building missing from the mirror could not be
drawn at all."""

import json
import pathlib
import re

from pr_core.puerto_rico import data

DATA_JS = (
    pathlib.Path(__file__).resolve().parents[1] / "web" / "js" / "games" / "puerto-rico" / "data.js"
)


def js_rows():
    """The rows of data.js's BUILDINGS table: [name, cost, vp, circles, column, good, large]."""
    text = DATA_JS.read_text(encoding="utf-8")
    table = text[text.index("export const BUILDINGS = [") : text.index("].map(")]
    rows = re.findall(r"\[('[a-z_]+'[^\]]*)\]", table)
    return [json.loads("[" + row.replace("'", '"') + "]") for row in rows]


def test_every_building_is_mirrored_in_engine_order_with_its_numbers():
    expected = [
        [
            data.BUILDING_NAMES[b],
            data.BUILDING_COST[b],
            data.BUILDING_VP[b],
            data.BUILDING_CIRCLES[b],
            data.BUILDING_COLUMN[b],
            None if data.BUILDING_GOOD[b] is None else data.GOOD_NAMES[data.BUILDING_GOOD[b]],
            data.IS_LARGE_BUILDING[b],
        ]
        for b in data.BUILDINGS
    ]
    assert js_rows() == expected


def test_the_tiles_and_goods_are_the_engines():
    text = DATA_JS.read_text(encoding="utf-8")
    tiles = re.search(r"export const TILES = \[([^\]]*)\]", text).group(1)
    assert re.findall(r"'([a-z]+)'", tiles) == list(data.TILE_NAMES)
    assert (
        re.search(r"export const FOREST = '([a-z]+)'", text).group(1)
        == data.ISLAND_TILE_NAMES[data.FOREST]
    )
    goods = re.search(r"export const GOODS = \[([^\]]*)\]", text).group(1)
    assert re.findall(r"'([a-z]+)'", goods) == list(data.GOOD_NAMES)
