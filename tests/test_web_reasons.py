"""The coach's reasons as the player reads them (docs/coach.md, "Reasons"): each game's table
words them (web/js/games/<game>/reasons.js, run under Node by tests/web/reason_lines.mjs). Every
kind of reason either game's engine can give, about every subject it can name, for the reader
("you") and for another player, more, fewer and plain, exact or "at least", is a whole sentence
in each of the six languages: no placeholder or key left, nothing undefined, the player named;
and the reasons of real hints at several decisions of both games are all worded."""

from __future__ import annotations

import functools
import itertools
import json
import pathlib
import random
import re
import shutil
import subprocess

import pytest

from pr_core import bridge
from pr_core.puerto_rico import coach as pr_coach
from pr_core.puerto_rico import data as pr_data
from pr_core.san_juan import coach as sj_coach
from pr_core.san_juan import data as sj_data

REASON_LINES = pathlib.Path(__file__).resolve().parent / "web" / "reason_lines.mjs"
I18N = pathlib.Path(__file__).resolve().parents[1] / "web" / "i18n"
LANGUAGES = ("en", "sv", "is", "nb", "es", "nl")
NAMES = ["Ana", "Bo", "Cy"]  # the reader is Ana, in seat 0
# Every kind of fact the engine's reasons can tell (pr_core/<game>/coach.py, KINDS).
PR_KINDS = set(pr_coach.KINDS)
SJ_KINDS = set(sj_coach.KINDS)
PR_SUBJECTS = {
    "role": pr_data.CARD_NAMES,
    "role_doubloons": pr_data.CARD_NAMES,
    "tile": pr_data.TILE_NAMES,
    "capacity": pr_data.GOOD_NAMES,
    "sold": pr_data.GOOD_NAMES,
    "built": pr_data.BUILDING_NAMES,
    "last": pr_data.BUILDING_NAMES,
    "drafted": pr_data.BUILDING_NAMES,
}
SJ_SUBJECTS = {"role": sj_data.ROLE_NAMES, "built": (*sj_data.CARD_NAMES, None)}
LEFT_OVER = re.compile(r"\{\w+\}|undefined|null|NaN|\breason\.|\[object")


def ask(kind: str, payload: dict) -> dict:
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload})))
    assert answer["ok"], answer
    return answer["result"]


@functools.cache
def hello_games() -> list:
    return ask("hello", {})["games"]


def word(batches: list[dict]) -> list[list[list[str | None]]]:
    """Each batch's cases worded by the page: per case, per reason, its text or None."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is not installed (no `node` on PATH)")
    lines = "\n".join(json.dumps(m) for m in [{"games": hello_games()}, *batches])
    done = subprocess.run(
        [node, str(REASON_LINES)], input=lines, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line)["lines"] for line in done.stdout.splitlines()]
    assert len(answers) == len(batches)
    return answers


def a_view(game: str) -> dict:
    """A view of a new three-player game, the reader in seat 0 (the names are what is read)."""
    return ask("new_game", {"game": game, "players": 3, "seed": 1, "names": NAMES})["view"]


def every_reason(kinds: set[str], subjects: dict) -> list[dict]:
    """Every kind about every subject it takes, for the reader (seat 0) and for Bo (seat 1),
    gained and lost by one and by several, exact and "at least", as a difference and plain."""
    found = []
    for kind in sorted(kinds):
        for subject in subjects.get(kind, (None,)):
            for player, amount, least, difference in itertools.product(
                (0, 1), (1, -1, 2, -2, 3), (False, True), (True, False)
            ):
                other = 2 if kind == "last" else None
                found.append(
                    {
                        "kind": kind,
                        "player": player,
                        "subject": subject,
                        "other": other,
                        "amount": amount,
                        "least": least,
                        "difference": difference,
                    }
                )
    return found


def at_least(lang: str) -> str:
    return json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))["reason.least"]


@pytest.fixture(scope="module")
def worded() -> dict:
    """{(game, language): (reasons, texts)} for every reason of every_reason."""
    cases = {
        "puerto-rico": every_reason(PR_KINDS, PR_SUBJECTS),
        "san-juan": every_reason(SJ_KINDS, SJ_SUBJECTS),
    }
    views = {game: a_view(game) for game in cases}
    batches = [
        {
            "game": game,
            "language": lang,
            "cases": [{"view": views[game], "seat": 0, "reasons": cases[game]}],
        }
        for game in cases
        for lang in LANGUAGES
    ]
    answers = word(batches)
    return {
        (b["game"], b["language"]): (b["cases"][0]["reasons"], a[0])
        for b, a in zip(batches, answers, strict=True)
    }


@pytest.mark.parametrize("game", ["puerto-rico", "san-juan"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_is_a_whole_sentence_in_every_language(worded, game, lang):
    reasons, texts = worded[(game, lang)]
    least = at_least(lang)
    for reason, text in zip(reasons, texts, strict=True):
        assert text is not None, (lang, reason)
        assert not LEFT_OVER.search(text), (lang, reason, text)
        assert text[0].isupper() and text.endswith("."), (lang, text)
        assert "  " not in text and " ." not in text, (lang, text)
        # The reader is "you"; another player is named.
        assert ("Bo" in text) == (reason["player"] == 1), (lang, reason, text)
        assert "Ana" not in text, (lang, text)
        if reason["kind"] == "last":
            assert "Cy" in text, (lang, text)
        assert (least in text) == reason["least"], (lang, reason, text)
        if abs(reason["amount"]) > 1 or reason["least"]:
            assert str(abs(reason["amount"])) in text, (lang, reason, text)


# Kinds counted as events ("You produce 3 barrels"), whose plain statement is not "more".
COUNTED = {
    "puerto-rico": {"role_doubloons", "produced", "shipped", "lost", "vp"},
    "san-juan": {"produced", "sold", "tucked"},
}


@pytest.mark.parametrize("game", ["puerto-rico", "san-juan"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_more_fewer_and_plain_read_differently(worded, game, lang):
    reasons, texts = worded[(game, lang)]
    by_case = {json.dumps(r, sort_keys=True): text for r, text in zip(reasons, texts, strict=True)}

    def text_of(reason: dict, **change) -> str:
        return by_case[json.dumps(reason | change, sort_keys=True)]

    for reason in reasons:
        if reason["amount"] != 2 or reason["least"] or not reason["difference"]:
            continue
        more = text_of(reason)
        assert more != text_of(reason, amount=-2), (lang, more)
        if reason["kind"] in COUNTED[game]:
            assert more != text_of(reason, difference=False), (lang, more)
        # The reader's sentence is not another player's with his name put in.
        mine, his = text_of(reason, player=0), text_of(reason, player=1)
        assert "Bo" not in mine and "Bo" in his, (lang, mine, his)


def test_a_reason_the_page_cannot_word_is_left_out():
    view = a_view("puerto-rico")
    good = {
        "kind": "tile",
        "player": 1,
        "subject": "quarry",
        "other": None,
        "amount": 1,
        "least": False,
        "difference": True,
    }
    bad = [
        good | {"kind": "weather"},
        good | {"subject": "volcano"},
        good | {"player": 7},
        good | {"amount": 0},
        good | {"amount": "1"},
        good | {"kind": "last", "subject": "harbor", "other": None},
    ]
    [[texts]] = word(
        [
            {
                "game": "puerto-rico",
                "language": "en",
                "cases": [{"view": view, "seat": 0, "reasons": [good, *bad]}],
            }
        ]
    )
    assert texts[0] == "Bo takes a quarry."
    assert texts[1:] == [None] * len(bad)


# Decisions of each game a hint is taken at: (game, players, seed, phases wanted).
HINTED = [
    (
        "puerto-rico",
        3,
        21,
        ("role_selection", "settler", "builder", "mayor", "craftsman", "trader", "captain"),
    ),
    ("puerto-rico", 2, 22, ("role_selection", "builder", "captain")),
    ("san-juan", 3, 23, ("role_selection", "builder", "producer", "trader", "councillor")),
]


def hinted_positions(game: str, players: int, seed: int, phases: tuple) -> list[dict]:
    """A game of bots with the reader's decisions at random; at the first of his decisions in
    each of `phases`, the hint: {view, seat, reasons of every choice}."""
    rng = random.Random(seed)
    bots = ["medium"] * (players - 1)
    snap = ask(
        "new_game",
        {"game": game, "players": players, "seed": seed, "bots": [None, *bots], "names": None},
    )
    wanted = set(phases)
    found = []
    while not snap["scores"] and wanted:
        if snap["your_turn"]:
            phase = snap["view"]["phase"]["name"]
            if phase in wanted:
                wanted.discard(phase)
                answer = ask("hint", {"think_ms": 2000})
                while "thinking" in answer:
                    answer = ask("hint", {"think_ms": 2000})
                choices = answer["hint"]["choices"]
                found.append(
                    {
                        "view": snap["view"],
                        "seat": snap["seat"],
                        "phase": phase,
                        "choices": choices,
                        "reasons": [r for c in choices for r in c["reasons"]],
                    }
                )
            snap = ask("act", {"action": rng.choice(snap["legal"])["code"]})
        else:
            snap = ask("bot_step", {})
    assert not wanted, f"{game}: no decision of the reader in {wanted}"
    return found


def test_the_reasons_of_real_hints_are_worded_in_every_language():
    batches = []
    for game, players, seed, phases in HINTED:
        positions = hinted_positions(game, players, seed, phases)
        # A role choice always has a reason, or is about equal to the one it is compared with.
        for p in positions:
            if p["phase"] == "role_selection":
                assert all(c["reasons"] or c["equal"] for c in p["choices"]), p["choices"]
        cases = [{"view": p["view"], "seat": p["seat"], "reasons": p["reasons"]} for p in positions]
        batches += [{"game": game, "language": lang, "cases": cases} for lang in LANGUAGES]
    told = 0
    for batch, answer in zip(batches, word(batches), strict=True):
        for case, texts in zip(batch["cases"], answer, strict=True):
            assert len(texts) == len(case["reasons"])
            for reason, text in zip(case["reasons"], texts, strict=True):
                assert text is not None, (batch["language"], reason)
                assert not LEFT_OVER.search(text), (batch["language"], text)
                told += 1
    assert told >= 6 * 10, told  # real hints give reasons
