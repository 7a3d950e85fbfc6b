"""The page's San Juan tables (web/js/games/san-juan/data.js) mirror the engine's
(pr_core/san_juan/data.py): a card the table drew with another cost or VP than the engine counts
would mislead a player."""

import json
import pathlib
import re

from pr_core.san_juan import data

DATA_JS = (
    pathlib.Path(__file__).resolve().parents[2] / "web" / "js" / "games" / "san-juan" / "data.js"
)


def text():
    return DATA_JS.read_text(encoding="utf-8")


def test_every_card_is_mirrored_in_engine_order_with_its_numbers():
    table = text()[text().index("export const CARDS = [") : text().index("].map(")]
    rows = [
        json.loads("[" + row.replace("'", '"') + "]")
        for row in re.findall(r"\[('[a-z_]+'[^\]]*)\]", table)
    ]
    expected = [
        [
            c.name,
            c.cost,
            c.vp,
            c.copies,
            "production"
            if c.good != data.NO_GOOD
            else "monument"
            if k in data.MONUMENTS
            else "bonus"
            if c.cost == 6
            else "violet",
            None if c.good == data.NO_GOOD else data.GOOD_NAMES[c.good],
        ]
        for k, c in enumerate(data.CARDS)
    ]
    assert rows == expected


def test_the_goods_roles_tiles_and_hand_limit_are_the_engines():
    js = text()
    goods = re.search(r"export const GOODS = \[([^\]]*)\]", js).group(1)
    assert re.findall(r"'([a-z]+)'", goods) == list(data.GOOD_NAMES)
    roles = re.search(r"export const ROLES = \[([^\]]*)\]", js).group(1)
    assert re.findall(r"'([a-z]+)'", roles) == list(data.ROLE_NAMES)
    tiles = js[js.index("export const TILES = [") :]
    tiles = tiles[: tiles.index("];")]
    assert [list(map(int, row.split(", "))) for row in re.findall(r"\[([\d, ]+)\]", tiles)] == [
        list(t) for t in data.TILES
    ]
    assert int(re.search(r"export const HAND_LIMIT = (\d+);", js).group(1)) == data.HAND_LIMIT
