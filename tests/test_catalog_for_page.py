"""The page draws both games from the catalogs the engine's `hello` answers (docs/bridge.md), not
from copies of the engine's tables: each catalog agrees with its game's data module on what a
player would notice (a building's cost, VP and circles, a card's copies, a tile's prices), and
the page's own modules (web/js/games/*/catalog.js, run under Node) fill every table they read
from it, or say which fact is missing."""

import json
import pathlib
import shutil
import subprocess

import pytest

from pr_core import bridge
from pr_core.puerto_rico import data as pr
from pr_core.san_juan import data as sj

GAMES = pathlib.Path(__file__).resolve().parents[1] / "web" / "js" / "games"


def hello():
    answer = json.loads(bridge.handle(json.dumps({"type": "hello", "payload": {}})))
    assert answer["ok"], answer
    return answer["result"]


def catalog(game):
    return next(g["catalog"] for g in hello()["games"] if g["id"] == game)


# --- the catalogs agree with the engine ----------------------------------------------------------
def test_puerto_ricos_buildings_are_the_engines_in_id_order():
    rows = catalog("puerto-rico")["buildings"]
    assert [b["building"] for b in rows] == list(pr.BUILDING_NAMES)
    for b, row in zip(pr.BUILDINGS, rows):
        good = pr.BUILDING_GOOD[b]
        assert row == {
            "building": pr.BUILDING_NAMES[b],
            "cost": pr.BUILDING_COST[b],
            "vp": pr.BUILDING_VP[b],
            "circles": pr.BUILDING_CIRCLES[b],
            "column": pr.BUILDING_COLUMN[b],
            "spaces": 2 if pr.IS_LARGE_BUILDING[b] else 1,
            "good": None if good is None else pr.GOOD_NAMES[good],
            "expansion": b in pr.NEW_BUILDINGS,
        }


def test_puerto_ricos_buildings_as_the_rulebook_prints_them():
    by_name = {row["building"]: row for row in catalog("puerto-rico")["buildings"]}
    assert sum(not row["expansion"] for row in by_name.values()) == 23
    assert (by_name["indigo_plant"]["cost"], by_name["indigo_plant"]["circles"]) == (3, 3)
    assert (by_name["coffee_roaster"]["cost"], by_name["coffee_roaster"]["circles"]) == (6, 2)
    assert (by_name["statue"]["vp"], by_name["statue"]["circles"]) == (8, 0)
    assert [name for name, row in by_name.items() if row["spaces"] == 2] == [
        "guild_hall",
        "residence",
        "fortress",
        "customs_house",
        "city_hall",
        "statue",
        "cloister",
    ]


def test_puerto_ricos_goods_tiles_and_role_cards_are_the_engines():
    c = catalog("puerto-rico")
    assert c["goods"] == [{"good": pr.GOOD_NAMES[g], "price": pr.GOOD_PRICE[g]} for g in pr.GOODS]
    assert [t["tile"] for t in c["tiles"]] == list(pr.ISLAND_TILE_NAMES)
    assert [t["tile"] for t in c["tiles"] if t["circles"]] == list(pr.TILE_NAMES)
    assert [r["card"] for r in c["role_cards"]] == list(pr.CARD_NAMES)
    assert {r["card"]: r["role"] for r in c["role_cards"]}["prospector_2"] == "prospector"


def test_san_juans_cards_are_the_engines_in_kind_order():
    rows = catalog("san-juan")["cards"]
    assert [(r["card"], r["cost"], r["vp"], r["copies"]) for r in rows] == [
        (c.name, c.cost, c.vp, c.copies) for c in sj.CARDS
    ]
    assert sum(r["copies"] for r in rows) == sj.TOTAL_CARDS == 110
    kinds = {r["card"]: r["kind"] for r in rows}
    assert [k for k, kind in kinds.items() if kind == "bonus"] == [
        "guild_hall",
        "city_hall",
        "triumphal_arch",
        "palace",
    ]
    assert [k for k, kind in kinds.items() if kind == "monument"] == [
        "statue",
        "victory_column",
        "hero",
    ]
    assert {r["card"]: r["good"] for r in rows if r["kind"] == "production"} == {
        sj.CARD_NAMES[sj.PRODUCER_OF[g]]: sj.GOOD_NAMES[g] for g in sj.GOODS
    }


def test_san_juans_goods_tiles_roles_and_city_are_the_engines():
    c = catalog("san-juan")
    assert c["goods"] == list(sj.GOOD_NAMES)
    assert [[tile[g] for g in c["goods"]] for tile in c["tiles"]] == [list(t) for t in sj.TILES]
    assert c["roles"] == list(sj.ROLE_NAMES)
    assert c["city_size"] == sj.CITY_SIZE == 12


# --- the page fills its tables from them ---------------------------------------------------------
# Node runs the page's registry on hello's games and prints the tables the game modules import.
PAGE_TABLES = """
const read = async (stream) => { let s = ''; for await (const c of stream) s += c; return s; };
const games = JSON.parse(await read(process.stdin));
const dir = process.argv[1];
const { useCatalogs } = await import(`${dir}/index.js`);
const pr = await import(`${dir}/puerto-rico/catalog.js`);
const sj = await import(`${dir}/san-juan/catalog.js`);
const out = {};
try {
  useCatalogs(games);
  out.pr = { ...pr, expansionAll: pr.marketColumns({ setup: 'all' }) };
  out.sj = { ...sj };
} catch (e) {
  out.error = e.message;
}
console.log(JSON.stringify(out));
"""


def page_tables(games):
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is not installed (no `node` on PATH)")
    done = subprocess.run(
        [node, "--input-type=module", "-e", PAGE_TABLES, GAMES.as_uri()],
        input=json.dumps(games),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(done.stdout)


def test_the_pages_puerto_rico_tables_come_from_the_catalog():
    tables = page_tables(hello()["games"])["pr"]
    assert tables["GOODS"] == list(pr.GOOD_NAMES)
    assert tables["PRICE"] == dict(zip(pr.GOOD_NAMES, pr.GOOD_PRICE))
    assert tables["TILES"] == list(pr.TILE_NAMES)  # the mayor's targets: quarry, not forest
    assert tables["ISLAND_TILES"] == list(pr.ISLAND_TILE_NAMES)
    assert [b["name"] for b in tables["BUILDINGS"]] == list(pr.BUILDING_NAMES)
    assert [b for b in pr.BUILDINGS if tables["BUILDINGS"][b]["large"]] == [
        b for b in pr.BUILDINGS if pr.IS_LARGE_BUILDING[b]
    ]
    assert tables["VIOLET"] == [pr.BUILDING_NAMES[b] for b in pr.VIOLET_BUILDINGS]
    assert tables["CARD_ROLE"]["prospector_2"] == "prospector"
    # the printed board: four columns by VP, the production buildings on top
    assert tables["MARKET_COLUMNS"] == [
        [pr.BUILDING_NAMES[b] for b in pr.BASE_BUILDINGS if pr.BUILDING_COLUMN[b] == column]
        for column in (1, 2, 3, 4)
    ]
    assert tables["MARKET_COLUMNS"][0][:3] == [
        "small_indigo_plant",
        "small_sugar_mill",
        "small_market",
    ]
    board_spaces = [name for column in tables["MARKET_COLUMNS"] for name in column]
    assert sorted(n for n in board_spaces if n in tables["VIOLET"]) == sorted(
        pr.BUILDING_NAMES[b] for b in pr.BOARD_SPACES
    )
    assert sum(map(len, tables["expansionAll"])) == len(pr.BUILDINGS)


def test_the_pages_san_juan_tables_come_from_the_catalog():
    tables = page_tables(hello()["games"])["sj"]
    assert tables["CARD_ORDER"] == list(sj.CARD_NAMES)
    assert [(c["cost"], c["vp"], c["copies"]) for c in tables["CARDS"]] == [
        (c.cost, c.vp, c.copies) for c in sj.CARDS
    ]
    assert tables["BONUSES"] == [sj.CARD_NAMES[k] for k in sj.BONUS_BUILDINGS]
    assert tables["GOODS"] == list(sj.GOOD_NAMES) and tables["ROLES"] == list(sj.ROLE_NAMES)
    assert [[t[g] for g in sj.GOOD_NAMES] for t in tables["TILES"]] == [list(t) for t in sj.TILES]
    assert tables["CITY_SIZE"] == sj.CITY_SIZE


@pytest.mark.parametrize(
    ("game", "table", "field", "complaint"),
    [
        (
            "puerto-rico",
            "buildings",
            None,
            "Puerto Rico's catalog (the engine's hello): no \"buildings\"",
        ),
        ("puerto-rico", "buildings", "circles", "buildings[0].circles should be number"),
        ("puerto-rico", "role_cards", None, 'no "role_cards" table'),
        ("san-juan", "cards", "good", "San Juan's catalog (the engine's hello): cards[0].good"),
        ("san-juan", "city_size", None, '"city_size" should be a number'),
        ("san-juan", "goods", None, '"goods" should be a list of names'),
    ],
)
def test_a_catalog_without_a_fact_the_page_reads_is_refused_in_words(game, table, field, complaint):
    games = hello()["games"]
    broken = next(g["catalog"] for g in games if g["id"] == game)
    if field is None:
        del broken[table]
    else:
        del broken[table][0][field]
    assert complaint in page_tables(games)["error"]


def test_a_game_missing_from_hello_is_named():
    games = [g for g in hello()["games"] if g["id"] != "san-juan"]
    assert page_tables(games)["error"] == 'the engine\'s hello does not list the game "san-juan"'
