"""The table as a document (docs/ui.md, "Table as text"): beside the canvas, a region of the
accessibility tree holds every fact the board shows, as headings and lists, the player first.

A 4-player Puerto Rico game and a 4-player San Juan game are played part way by the engine in
this process (the player at random, medium bots), stopped at the player's turn and opened as game
files. What the region says is read as a screen reader gets it (Playwright's aria snapshot of
the region found by its role and name) and checked against the position the engine here has:
its player view and, for what must stay hidden, the whole position (the others' San Juan hands,
the cards under their chapels, their VP chips). The number of facts (list items) is printed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import screens
import scripts
from conftest import wait_ready
from decisions import ask, play_random, save_text
from pages import PuertoRico, SanJuan
from playwright.sync_api import expect
from shared_page import speak

from pr_core import bridge
from pr_core.san_juan import position as san_juan_position

ROOT = Path(__file__).resolve().parent.parent
EN = json.loads((ROOT / "web" / "i18n" / "en.json").read_text())
ES = json.loads((ROOT / "web" / "i18n" / "es.json").read_text())
NAMES = ["Ana", "Bo", "Cy", "Di"]
# Where each game is stopped: the player's decisions made before it (random, seeded).
TURNS = {"puerto-rico": 30, "san-juan": 49}
SEED = 11


def words(key: str, lang: dict = EN, **params) -> str:
    """A sentence of the language file as the page words it (plural forms by n: English's and
    Spanish's one and other)."""
    entry = lang[key]
    if isinstance(entry, dict):
        entry = entry["one" if params.get("n") == 1 else "other"]
    return re.sub(r"\{(\w+)\}", lambda m: str(params[m.group(1)]), entry)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> dict[str, dict]:
    """Per game: the game file, the player's view there, the engine's catalog and, for San
    Juan, the whole position (every hand); then the view at the step-through's first step."""
    folder = tmp_path_factory.mktemp("under-way")
    hello = ask("hello", {})
    catalogs = {g["id"]: g["catalog"] for g in hello["games"]}
    found: dict[str, dict] = {}
    for game, turns in TURNS.items():
        snap = play_random(
            {"game": game, "players": 4, "seed": SEED, "names": NAMES,
             "bots": [None, "medium", "medium", "medium"]},
            5,
            turns,
        )  # fmt: skip
        assert not snap["scores"], game
        path = folder / f"{game}.json"
        path.write_text(save_text(snap["save"]))
        whole = (
            san_juan_position.to_dict(bridge._session.state)  # every hand: the test's secret
            if game == "san-juan"
            else None
        )
        first = ask("replay", {"step": 0})
        found[game] = {
            "file": path,
            "snap": snap,
            "catalog": catalogs[game],
            "whole": whole,
            "first": first["view"],
        }
    return found


def read_document(page, name: str = "Table") -> dict[str, list[tuple[str | None, str]]]:
    """The region as the accessibility tree has it: each part's heading (level 3) with its facts
    (list items), each under the heading just above its list (level 4), or None."""
    region = page.get_by_role("region", name=name)
    expect(region.get_by_role("heading", level=3).first).to_be_attached()
    parts: dict[str, list[tuple[str | None, str]]] = {}
    part: str | None = None
    above: str | None = None  # a level-4 heading not yet followed by its list
    sub: str | None = None
    for line in region.aria_snapshot().splitlines():
        line = line.strip()
        heading = re.match(r'- heading (".*") \[level=(\d)\]$', line)
        if heading:
            text, level = json.loads(heading.group(1)), int(heading.group(2))
            if level == 3:
                part, above = text, None
                parts[part] = []
            elif level == 4:
                above = text
        elif line == "- list:":
            sub, above = above, None
        elif (item := re.match(r"- listitem: (.*)$", line)) and part is not None:
            value = item.group(1)
            parts[part].append((sub, json.loads(value) if value.startswith('"') else value))
    return parts


def facts_under(part: list[tuple[str | None, str]], sub: str | None) -> list[str]:
    return [text for s, text in part if s == sub]


def heading(view: dict, seat: int, current: int | None) -> str:
    marks = [
        words("doc.you") if seat == view["viewer"] else "",
        words("doc.governor") if view["governor"] == seat else "",
        words("doc.toPlay") if current == seat else "",
    ]
    marks = [m for m in marks if m]
    name = view["players"][seat]["name"]
    return f"{name} ({', '.join(marks)})" if marks else name


def fact(what: str, value) -> str:
    return words("doc.fact", what=what, value=value)


def open_game(page, server, table_class, path: Path, lang: str = "en"):
    page.goto(server.url + f"?instant=1&lang={lang}")
    wait_ready(page)
    table = table_class(page)
    table.open_file(path)
    return table


# ------------------------------------------------------------------------------- Puerto Rico
def island_fact(space: dict) -> str:
    """An island space: its tile, and whether a colonist is on it (a forest has no circle)."""
    tile = cap(words(f"tile.{space['tile']}"))
    if space["tile"] == "forest":
        return tile
    return f"{tile}, {words('doc.occupied' if space['colonist'] else 'doc.unoccupied')}"


def puerto_rico_player(view: dict, seat: int, catalog: dict) -> dict[str | None, list[str]]:
    """What the document must say of a player, by list (None: his own facts first)."""
    p = view["players"][seat]
    buildings = {b["building"]: b for b in catalog["buildings"]}
    role = next((r["role"] for r in view["roles"] if r["taken_by"] == seat), None)
    vp = words("doc.hidden") if p["vp_chips"] is None else p["vp_chips"]
    own = [
        fact(words("doc.doubloons"), p["doubloons"]),
        fact(words("board.vpChips"), vp),
        fact(words("board.sanJuan"), words("n.colonists.alone", n=p["san_juan"])),
    ] + ([fact(words("doc.role"), words(f"role.{role}"))] if role else [])
    goods = [
        words("doc.n.barrels", n=n, good=words(f"good.{g}")) for g, n in p["goods"].items() if n
    ]
    island = [island_fact(space) for space in p["island"]]
    if len(p["island"]) < 12:
        island.append(cap(words("doc.n.emptySpaces", n=12 - len(p["island"]))))
    city, used = [], 0
    for c in p["city"]:
        b = buildings[c["building"]]
        used += b["spaces"]
        city.append(
            ", ".join(
                [words(f"building.{c['building']}"), words("n.colonists.alone", n=c["colonists"]),
                 words("n.circles", n=b["circles"]), words("n.vp", n=b["vp"])]
                + ([words("doc.large")] if b["spaces"] > 1 else [])
            )
        )  # fmt: skip
    if used < 12:
        city.append(cap(words("doc.n.emptySpaces", n=12 - used)))
    return {
        None: own,
        words("board.goods"): goods or [words("doc.none")],
        words("doc.island"): island,
        words("board.buildings"): city,
    }


def test_puerto_rico_position_told_as_headings_and_lists(page, server, games):
    game = games["puerto-rico"]
    snap, view, catalog = game["snap"], game["snap"]["view"], game["catalog"]
    open_game(page, server, PuertoRico, game["file"])
    doc = read_document(page)

    # One heading per player, the player first, then the others in turn order; then the
    # shared parts.
    current = snap["current_player"]
    players = [heading(view, s, current) for s in range(4)]
    assert list(doc)[:4] == players, list(doc)
    assert list(doc)[4:] == [
        words("doc.roles"), words("doc.supply"), words("doc.forSale")
    ], list(doc)  # fmt: skip
    assert "(you, to play)" in players[0]

    for seat in range(4):
        part = doc[players[seat]]
        for sub, expected in puerto_rico_player(view, seat, catalog).items():
            assert facts_under(part, sub) == expected, (players[seat], sub, part)
    # Every other player's VP chips are hidden, and the document says so.
    for seat in range(1, 4):
        assert view["players"][seat]["vp_chips"] is None
        assert fact(words("board.vpChips"), words("doc.hidden")) in facts_under(
            doc[players[seat]], None
        )

    roles = [
        fact(
            words(f"role.{r['role']}"),
            words("n.doubloons", n=r["doubloons"])
            if r["taken_by"] is None
            else words("role.taken", name=view["players"][r["taken_by"]]["name"]),
        )
        for r in view["roles"]
    ]
    assert facts_under(doc[words("doc.roles")], None) == roles

    supply = doc[words("doc.supply")]
    ships = [
        fact(
            words("board.ship", n=s["capacity"]),
            words("doc.shipLoad", good=words(f"good.{s['good']}"), count=s["count"],
                  of=s["capacity"])
            if s["good"] else words("doc.shipEmpty"),
        )
        for s in view["cargo_ships"]
    ]  # fmt: skip
    assert facts_under(supply, words("doc.cargoShips")) == ships
    assert any(s["count"] for s in view["cargo_ships"]), "a ship is loaded in this position"
    house = facts_under(supply, words("board.tradingHouse"))
    assert house[: len(view["trading_house"])] == [
        words(f"good.{g}.title") for g in view["trading_house"]
    ]
    assert facts_under(supply, words("board.goodsSupply")) == [
        words("doc.n.barrels", n=n, good=words(f"good.{g}"))
        for g, n in view["goods_supply"].items()
    ]
    assert facts_under(supply, None)[:4] == [
        fact(words("board.colonistShip"), words("n.colonists.alone", n=view["colonists"]["ship"])),
        fact(words("board.colonistSupply"),
             words("n.colonists.alone", n=view["colonists"]["supply"])),
        fact(words("board.quarries"), view["quarries"]),
        fact(words("board.vpChips"), view["vp_chips"]),
    ]  # fmt: skip
    face_up = facts_under(supply, words("board.plantations"))
    assert face_up[:-1] == [cap(words(f"tile.{x}")) for x in view["plantations"]["face_up"]]
    for name, left in view["buildings"].items():
        sold = [f for f in facts_under(doc[words("doc.forSale")], None) if f.startswith(
            words(f"building.{name}") + ":")]  # fmt: skip
        assert len(sold) == 1 and f"· {left} left" in sold[0], (name, sold)

    count = page.get_by_role("region", name="Table").get_by_role("listitem").count()
    print(f"\nPuerto Rico, 4 players, move {snap['steps']}: {count} facts in the table's region")
    assert count == sum(len(v) for v in doc.values())

    # Nothing in it takes the focus: it never stands in the tab order's way.
    region = page.locator("[data-testid=table-doc]")
    assert region.locator("a, button, input, select, textarea, [tabindex]").count() == 0

    # In the player's language.
    speak(page, "es")
    spanish = read_document(page, name=words("doc.title", ES))
    me = next(k for k in spanish if k.startswith("Ana"))
    doubloons = words("doc.doubloons", ES)
    told = words("doc.fact", ES, what=doubloons, value=view["players"][0]["doubloons"])
    assert told in facts_under(spanish[me], None), spanish[me]
    speak(page, "en")

    # The step-through shows the position of the move shown: the game's start.
    table = PuertoRico(page)
    table.menu(EN["menu.replay"])
    expect(page.locator("[data-testid=replay-bar]")).to_be_visible()
    table.settle()
    first = game["first"]
    at_start = read_document(page)
    for seat in range(4):
        part = next(v for k, v in at_start.items() if k.startswith(first["players"][seat]["name"]))
        assert facts_under(part, None)[0] == fact(
            words("doc.doubloons"), first["players"][seat]["doubloons"]
        )
        assert facts_under(part, words("board.buildings")) == [
            cap(words("doc.n.emptySpaces", n=12))
        ]


# ---------------------------------------------------------------------------------- San Juan
def test_san_juan_position_told_and_the_others_hands_never_named(page, server, games):
    game = games["san-juan"]
    snap, view, whole = game["snap"], game["snap"]["view"], game["whole"]
    cards = {c["card"]: c for c in game["catalog"]["cards"]}
    open_game(page, server, SanJuan, game["file"])
    doc = read_document(page)
    current = snap["current_player"]
    players = [heading(view, s, current) for s in range(4)]
    assert list(doc)[:4] == players, list(doc)
    assert list(doc)[4:] == [words("doc.roles"), words("doc.sj.shared")], list(doc)

    def n_cards(n: int) -> str:
        return words("sj.n.cards", n=n)

    for seat in range(4):
        p = view["players"][seat]
        part = doc[players[seat]]
        own = facts_under(part, None)
        assert own[0] == words("sj.tip.hand", n=n_cards(p["hand_size"]))
        vp = sum(cards[b["card"]]["vp"] for b in p["buildings"])
        assert own[1] == fact(words("doc.sj.buildingVp"), vp)
        built = [
            ", ".join(
                [words(f"sj.card.{b['card']}"), words("n.vp", n=cards[b["card"]]["vp"])]
                + ([words("doc.sj.goodOn" if b["good"] else "doc.sj.noGood")]
                   if cards[b["card"]]["good"] else [])
            )
            for b in p["buildings"]
        ]  # fmt: skip
        empty = game["catalog"]["city_size"] - len(p["buildings"])
        built.append(cap(words("doc.n.emptySpaces", n=empty)))
        assert facts_under(part, words("board.buildings")) == built
        has_chapel = any(b["card"] == "chapel" for b in p["buildings"])
        if seat == 0:
            # His own hand by name.
            assert facts_under(part, words("sj.board.hand")) == [
                words(f"sj.card.{c}") for c in p["hand"]
            ]
            if has_chapel:
                assert cap(words("sj.n.chapel", n=p["chapel_size"])) in own
            continue
        # Another's hand: counted, never named. No card is named in his part but his buildings.
        hand = whole["players"][seat]["hand"]
        assert p["hand"] is None and len(hand) == p["hand_size"]
        assert not facts_under(part, words("sj.board.hand"))
        named = {
            c for c in cards for text in facts_under(part, words("board.buildings"))
            + own if text.startswith(words(f"sj.card.{c}"))
        }  # fmt: skip
        assert named <= {b["card"] for b in p["buildings"]}, (players[seat], named, hand)
        for text in own:
            assert not any(words(f"sj.card.{c}") in text for c in hand), (text, hand)
        if has_chapel:
            # The cards under his chapel are his secret until the end.
            assert p["chapel_size"] is None and whole["players"][seat]["chapel"] is not None
            assert fact(words("doc.sj.underChapel"), words("doc.hidden")) in own
    assert any(any(b["card"] == "chapel" for b in p["buildings"]) for p in view["players"][1:]), (
        "another player has a chapel in this position"
    )
    assert any(b["good"] for p in view["players"] for b in p["buildings"]), "goods on buildings"

    roles = [
        fact(
            words(f"sj.role.{r}"),
            words("role.taken", name=view["players"][view["roles"][r]]["name"])
            if r in view["roles"]
            else words("doc.notTaken"),
        )
        for r in game["catalog"]["roles"]
    ]
    assert facts_under(doc[words("doc.roles")], None) == roles
    shared = doc[words("doc.sj.shared")]
    assert facts_under(shared, None) == [
        fact(words("sj.board.pile"), n_cards(view["pile_size"])),
        fact(words("sj.board.discards"), n_cards(view["discards_size"])),
    ]
    up = view["trading_house"]["up"]
    assert up is not None, "the trader's tile is up in this position"
    tile = game["catalog"]["tiles"][up]
    assert facts_under(shared, words("sj.board.tradingHouse")) == [
        fact(cap(words(f"sj.good.{g}")), n_cards(tile[g])) for g in game["catalog"]["goods"]
    ]

    count = page.get_by_role("region", name="Table").get_by_role("listitem").count()
    print(f"\nSan Juan, 4 players, move {snap['steps']}: {count} facts in the table's region")
    assert count == sum(len(v) for v in doc.values())

    # The same facts as a panel beside the table, for the eye.
    SanJuan(page).menu(EN["menu.tableText.show"])
    expect(page.get_by_role("region", name="Table")).to_have_class(re.compile(r"\bshown\b"))
    screens.save(page, "table-as-text-san-juan.png")


# ------------------------------------------------------------------- as the game goes on
def test_a_move_changes_only_the_facts_it_changes_and_the_table_reads_as_one_opened_there(
    page, server, games
):
    """A screen reader's place in the table survives the moves: the player's decision and the
    bots' steps after it bring the document up to date where it reads differently, keeping its
    elements (a document rebuilt at every step would throw his place away, and made the page lay
    out hundreds of hidden lines at each of the bots' steps). What it then says is what a page
    opened afresh at that position says."""
    game = games["puerto-rico"]
    table = open_game(page, server, PuertoRico, game["file"])
    before = read_document(page)
    scripts.run(page, "table_document", "rememberFacts")
    after_move = table.play_turn()
    assert after_move["steps"] > game["snap"]["steps"] + 3, "the player and the bots moved"
    now = read_document(page)
    assert now != before, "the moves changed what the table says"
    facts = scripts.run(page, "table_document", "factsKept")
    print(f"\n{facts['kept']} of {facts['now']} facts are the elements they were before the moves")
    assert facts["kept"] >= 0.9 * min(facts["now"], facts["then"]), facts

    page.reload()
    wait_ready(page)
    table.settle()
    assert read_document(page) == now, "the table reads as a page opened at that position does"


# ------------------------------------------------------------------------------- the panel
def test_the_table_as_text_shown_from_the_game_menu_and_remembered(page, server, games):
    game = games["puerto-rico"]
    table = open_game(page, server, PuertoRico, game["file"])
    region = page.get_by_role("region", name="Table")
    # Out of sight, but in the accessibility tree: a 1-pixel box, read by a screen reader.
    box = region.bounding_box()
    assert box is not None and box["width"] <= 1 and box["height"] <= 1, box
    assert region.get_by_role("listitem").count() > 50
    board = page.locator("[data-testid=board]").bounding_box()

    table.menu(EN["menu.tableText.show"])
    expect(region).to_have_class(re.compile(r"\bshown\b"))
    box = region.bounding_box()
    assert box is not None and box["width"] >= 240 and box["height"] >= 700, box
    narrower = page.locator("[data-testid=board]").bounding_box()
    assert board and narrower and narrower["width"] < board["width"] - 200, (board, narrower)
    screens.save(page, "table-as-text-puerto-rico.png")

    # Remembered after a reload; hidden again from the menu.
    page.reload()
    wait_ready(page)
    table.settle()
    expect(region).to_have_class(re.compile(r"\bshown\b"))
    expect(region.get_by_role("heading", level=3).first).to_have_text(re.compile("^Ana"))
    table.menu(EN["menu.tableText.hide"])
    expect(region).to_have_class(re.compile(r"\bvisually-hidden\b"))
