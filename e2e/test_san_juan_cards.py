"""San Juan's cards say what they do, as a player sees them: every violet and 6-cost card in the
hand carries its effect in short words (the language file's sj.card.<name>.effect) at 1366x768
and 1024x768, in English and Icelandic (the longest words); no effect is ever drawn smaller than
10 CSS px, at any laptop or tablet size, in any language (where it would be, it is left out),
nor any other text of the board, none cut short; and each kind of card that makes no good has a
mark of its own (web/js/games/san-juan/symbols.js), told apart at a glance. Screenshots
sj-cards-*.png of hands and cities, and sj-card-marks.png, for a person."""

from __future__ import annotations

import json
import pathlib
import re

import pytest
import screens
import scripts
from board_texts import TEXT_PROBE, drawn_texts
from conftest import wait_ready
from layout_checks import (
    CROWDED,
    LANGUAGES,
    READABLE_SIZES,
    at_each_size_in_each_language,
    check_readable,
)
from pages import SanJuan

from pr_core.san_juan import data

ROOT = pathlib.Path(__file__).resolve().parent.parent
SYMBOLS_JS = ROOT / "web" / "js" / "games" / "san-juan" / "symbols.js"
MIN_EFFECT_PX = 10
SIZES = ((1366, 768), (1024, 768))
HAND_LANGUAGES = ("en", "is")  # English and the longest words
SHY = "\u00ad"

# The cards with an effect in words: the violet buildings and the 6-cost ones (the monuments'
# VP and a production building's good are on the card already).
EFFECT_CARDS = [data.CARD_NAMES[k] for k in sorted(data.VIOLET) if k not in data.MONUMENTS]
# The cards with a mark of their own: every card that makes no good.
MARKED = [data.CARD_NAMES[k] for k in sorted(data.VIOLET)]
# A city of violet buildings, with a production building among them.
CITY = [
    "indigo_plant",
    "smithy",
    "gold_mine",
    "library",
    "well",
    "aqueduct",
    "market_stand",
    "chapel",
    "guild_hall",
    "palace",
    "statue",
]


def position(hand: list[str], city: list) -> dict:
    """Ana (seat 0) holding `hand` with `city` built, against Bo."""
    return {
        "format": "san-juan-position",
        "players": [
            {"name": "Ana", "hand": hand, "buildings": city},
            {"name": "Bo", "hand": 4, "buildings": ["indigo_plant", "well", "tower"]},
        ],
        "governor": 0,
        "seed": 3,
    }


def effects(lang: str) -> dict[str, str]:
    """Each card's effect in `lang`, as drawn: soft hyphens left out."""
    entries = json.loads((ROOT / "web" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    return {card: entries[f"sj.card.{card}.effect"].replace(SHY, "") for card in EFFECT_CARDS}


def effect_runs(texts: list[dict], effect: str) -> list[list[dict]]:
    """Every run of drawn texts that spells `effect`: its lines one after another, broken at a
    space or inside a word after a hyphen (a soft hyphen's)."""
    runs = []
    for i in range(len(texts)):
        for j in range(i, min(i + 6, len(texts))):
            joined = re.sub(r"-\s", "", " ".join(t["text"] for t in texts[i : j + 1]))
            if joined == effect:
                runs.append(texts[i : j + 1])
            if len(joined) >= len(effect):
                break
    return runs


def small_effects(texts: list[dict], lang: str) -> list[tuple[float, str]]:
    """The lines of any effect drawn smaller than MIN_EFFECT_PX: [(px, line)]."""
    return sorted(
        (round(t["px"], 1), t["text"])
        for effect in effects(lang).values()
        for run in effect_runs(texts, effect)
        for t in run
        if t["px"] < MIN_EFFECT_PX - 0.01
    )


def open_position(page, tmp_path, doc, name: str, first: bool) -> None:
    """Opens position `doc` from the new-game screen (after leaving the game on the table)."""
    if not first:
        page.locator("[data-testid=menu-new-game]").click()
        page.locator("[data-testid=confirm-button]").click()
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(doc))
    table = SanJuan(page)
    table.open_file(path)
    table.settle()


@pytest.fixture
def probed(page):
    """The page, with the probe of the texts the board draws (board_texts.py)."""
    page.add_init_script(TEXT_PROBE)
    return page


def test_the_hand_shows_what_each_violet_card_does(probed, open_app, tmp_path):
    """Each hand seen at each size in English and Icelandic in turn (show_in: the words
    change, the cards do not)."""
    page = open_app(instant=1, lang="en")
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    said = {lang: effects(lang) for lang in HAND_LANGUAGES}
    # Four cards a hand: none covers another.
    for n, i in enumerate(range(0, len(EFFECT_CARDS), 4)):
        hand = EFFECT_CARDS[i : i + 4]
        open_position(page, tmp_path, position(hand, CITY), f"hand{n}", first=not n)
        for width, height, lang in at_each_size_in_each_language(page, SIZES, HAND_LANGUAGES):
            texts = drawn_texts(page)
            label = f"{lang} {width}x{height} {hand}"
            for card in hand:
                effect = said[lang][card]
                assert effect_runs(texts, effect), f"{label}: {card}: {effect!r} not drawn"
            small = small_effects(texts, lang)
            assert not small, f"{label}: effects under {MIN_EFFECT_PX} px: {small}"
            check_readable(page, label)
            if n in (0, 4):
                shot = f"sj-cards-hand{n}-{lang}-{width}x{height}.png"
                screens.save(page, shot)


def test_no_effect_is_drawn_too_small_to_read(probed, open_app, tmp_path):
    """The largest hands and the fullest cities (test_san_juan_layout.py's), and a hand of seven
    with a city of violet buildings, each seen at each size in every language in turn
    (show_in): where an effect has no room at 10 px, it is not drawn; no other text is smaller
    either."""
    page = open_app(instant=1, lang="en")
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    seven = position(
        ["crane", "quarry", "tower", "city_hall", "triumphal_arch", "prefecture", "hero"], CITY
    )
    for n, (name, doc) in enumerate((("crowded", CROWDED), ("seven", seven))):
        open_position(page, tmp_path, doc, name, first=not n)
        for width, height, lang in at_each_size_in_each_language(page, READABLE_SIZES, LANGUAGES):
            texts = drawn_texts(page)
            label = f"{lang} {name} {width}x{height}"
            small = small_effects(texts, lang)
            assert not small, f"{label}: effects under {MIN_EFFECT_PX} px: {small}"
            check_readable(page, label)
            if (width, height) == (1366, 768):
                shown = [c for c, e in effects(lang).items() if effect_runs(texts, e)]
                assert len(shown) >= 6, f"{label}: the city's buildings say what they do: {shown}"
            if lang == "en" or name == "seven":
                shot = f"sj-cards-{name}-{lang}-{width}x{height}.png"
                screens.save(page, shot)


def test_every_card_that_makes_no_good_has_a_mark_of_its_own(page, server):
    page.route(
        "**/__test__/symbols.js",
        lambda route: route.fulfill(
            body=SYMBOLS_JS.read_text(encoding="utf-8"), content_type="text/javascript"
        ),
    )
    page.goto(server.url + "embed-demo.html")
    # Each mark drawn alone, read back as the pixels it covers; and all of them at three sizes on
    # their cards' colours, for a person to look at.
    got = scripts.run(page, "san_juan_cards", "drawMarks", MARKED)
    assert sorted(got["names"]) == sorted(MARKED), "a mark for each card that makes no good"
    marks = got["marks"]
    for name, bits in marks.items():
        inked = sum(bits)
        assert 0.07 * 32 * 32 <= inked <= 0.75 * 32 * 32, f"{name}: {inked} px inked"
        # Within r (12 px) of the centre, a pixel of antialiasing aside.
        outside = [
            i for i, b in enumerate(bits) if b and not (3 <= i % 32 <= 28 and 3 <= i // 32 <= 28)
        ]
        assert not outside, f"{name}: drawn outside its box at {outside[:5]}"
    # Any two differ in at least a fifth of the pixels either covers.
    alike = []
    for i, a in enumerate(MARKED):
        for b in MARKED[i + 1 :]:
            union = sum(x | y for x, y in zip(marks[a], marks[b]))
            differ = sum(x ^ y for x, y in zip(marks[a], marks[b]))
            if differ < 0.2 * union:
                alike.append((a, b, round(differ / union, 2)))
    assert not alike, f"marks too much alike: {alike}"
    screens.save(page.locator("[data-testid=marks]"), "sj-card-marks.png")
