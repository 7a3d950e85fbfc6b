"""The game log the player reads during a game is the log of the same game reopened: whole games
of both games, every bot level, with and without Expansion I, fed to the page's log
(web/js/kit/logbook.js, run under Node by tests/web/log_lines.mjs) answer by answer as the page
receives them, and at once as a saved game or the step-through gives them. Every move of those
games has a caption in the step-through (each table's moveLines). The searching bots play on a
fixed budget of iterations, not the browser's seconds a decision: the same games on every
machine, and quick; the games are chosen to reach every kind of event their log tells."""

import json
import pathlib
import random
import re
import shutil
import subprocess

import pytest

from pr_core import bridge, session

LOG_LINES = pathlib.Path(__file__).resolve().parent / "web" / "log_lines.mjs"

# (game, bots after the human's seat, options, language, seed): every level of both games.
GAMES = [
    ("puerto-rico", ["beginner", "medium", "strong"], {}, "en", 310),
    ("puerto-rico", ["medium", "random"], {"expansion": "draft"}, "is", 321),
    ("puerto-rico", ["expert"], {}, "en", 302),
    ("puerto-rico", ["beginner", "medium", "random", "strong"], {"expansion": "random"}, "es", 306),
    ("san-juan", ["beginner", "medium", "strong"], {}, "en", 302),
    ("san-juan", ["expert", "random"], {}, "nl", 307),
]
BUDGET = {"strong": 3, "expert": 3}  # search iterations a decision, for the searching levels

# The kinds of event (an event's "type") these games must reach, by game: every kind the games
# reached when the bots searched for the browser's seconds (two runs), and those these seeds
# reach besides.
KINDS = {
    "puerto-rico": [
        "action",
        "aqueduct",
        "black_market",
        "building_drafted",
        "built",
        "church",
        "colonist_added",
        "colonist_ship_not_refilled",
        "colonist_ship_refilled",
        "colonists_arranged",
        "colonists_handed_out",
        "colonists_placed",
        "draft_ended",
        "end_triggered",
        "extra_colonist",
        "extra_good",
        "forest_planted",
        "game_over",
        "guest_moved",
        "hacienda_draw",
        "lighthouse",
        "new_governor",
        "plantations_reshuffled",
        "plantations_turned_up",
        "produced",
        "prospected",
        "role_chosen",
        "round_ended",
        "ship_unloaded",
        "shipped",
        "small_wharf_shipped",
        "sold",
        "sold_to_trading_post",
        "stored",
        "tile_taken",
        "trading_house_emptied",
        "wharves_declined",
    ],
    "san-juan": [
        "action",
        "built",
        "built_nothing",
        "cards_drawn",
        "discarded",
        "discarded_drawn",
        "game_over",
        "gold_mine",
        "gold_mine_kept",
        "good_paid",
        "governor",
        "kept",
        "produced",
        "reshuffled",
        "role_chosen",
        "sold",
        "tile_turned",
        "tucked",
    ],
}


def ask(kind: str, payload: dict) -> dict:
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload})))
    assert answer["ok"], answer
    return answer["result"]


def play(game: str, bots: list[str], options: dict, seed: int) -> dict:
    """A whole game, the human's decisions at random: each answer's events and view, and the
    whole game's events as the engine gives them to a reopened game."""
    rng = random.Random(seed)
    snap = ask(
        "new_game",
        {"game": game, "players": len(bots) + 1, "seed": seed, "bots": [None, *bots], **options},
    )
    chunks = []
    decisions = []  # the human's decisions as offered: his view, his seat and the legal entries
    while not snap["scores"]:
        if snap["your_turn"]:
            decisions.append({"view": snap["view"], "seat": snap["seat"], "legal": snap["legal"]})
            snap = ask("act", {"action": rng.choice(snap["legal"])["code"]})
        else:
            snap = ask("bot_step", {})
        chunks.append({"events": snap["events"], "view": snap["view"]})
    whole = ask("snapshot", {"full_log": True})
    # Each move as the step-through shows it: its events and the view after it.
    moves = []
    for step in range(1, whole["steps"] + 1):
        shown = ask("replay", {"step": step})
        moves.append({"step": step, "events": shown["events"], "view": shown["view"]})
    return {
        "game": game,
        "chunks": chunks,
        "all": whole["events"],
        "decisions": decisions,
        "moves": moves,
    }


@pytest.fixture(scope="module")
def logs() -> list[tuple[tuple, dict]]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is not installed (no `node` on PATH)")
    games = ask("hello", {})["games"]
    with pytest.MonkeyPatch.context() as patch:
        for level, iterations in BUDGET.items():
            patch.setitem(
                session.BROWSER_OPTIONS, level, {"iterations": iterations, "seconds": None}
            )
        played = [
            {**play(game, bots, options, seed), "language": language}
            for game, bots, options, language, seed in GAMES
        ]
        bridge.reset()  # its game's bots are on the budget
    lines = "\n".join(json.dumps(m) for m in [{"games": games}, *played])
    done = subprocess.run(
        [node, str(LOG_LINES)], input=lines, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == len(GAMES)
    return list(zip(GAMES, answers))


def test_the_games_reach_every_kind_of_event_they_must(logs):
    # The log's sentences are checked below only for the kinds of event the games reach.
    for game, must in KINDS.items():
        answers = [answer for (name, *_), answer in logs if name == game]
        seen = set().union(*(answer["kinds"] for answer in answers))
        told = set(answers[0]["told_kinds"])
        print(f"{game}: the games reach the kinds {sorted(seen)}")
        print(f"{game}: the log tells the kinds, but no game reaches them: {sorted(told - seen)}")
        missing = sorted(set(must) - seen)
        assert not missing, f"{game}: no game reaches the kinds of event {missing}"


def test_the_live_log_is_the_log_of_the_game_reopened(logs):
    for setup, answer in logs:
        assert len(answer["live"]) > 100, setup
        assert answer["live"] == answer["rebuilt"], setup


def test_no_two_options_of_a_decision_have_the_same_label(logs):
    # The action list and the board's chooser: the player tells options apart by their words.
    for setup, answer in logs:
        assert answer["decisions"] > 20, setup
        assert answer["same_labels"] == [], (setup, answer["same_labels"][:5])


def test_a_bots_colonists_are_told_in_one_line_with_every_place(logs):
    # A bot places its colonists one step at a time: the line lists them all ("2 on ...").
    english = [a for (game, _, _, lang, _), a in logs if game == "puerto-rico" and lang == "en"]
    arranged = [
        line for a in english for line in a["live"] if re.match(r".+ places colonists: ", line)
    ]
    assert arranged
    assert any(line.count(" on ") >= 3 for line in arranged), arranged[:5]


def test_a_forced_pass_is_told_once_per_phase(logs):
    for (game, _, _, lang, _), answer in logs:
        if lang != "en":
            continue
        assert any(" cannot " in line for line in answer["live"]), game
        # Each role's phase: a player who cannot act is told once, not at every turn of a
        # captain's loading.
        phase: list[str] = []
        for line in answer["live"]:
            if " chooses the " in line:
                phase = []
            if " cannot " in line:
                assert line not in phase, (game, line)
                phase.append(line)


def test_every_move_has_a_caption_in_the_step_through(logs):
    # A move in the middle of a decision the log tells only once whole (a colonist placed, a
    # card paid, a barrel kept) says what it did so far.
    for setup, answer in logs:
        assert answer["moves"] > 100, setup
        assert answer["uncaptioned"] == [], (setup, answer["uncaptioned"][:3])
    english = [line for (_, _, _, lang, _), a in logs if lang == "en" for line in a["underway"]]
    assert any(" chooses to build " in line for line in english), english[:10]
    assert any(" pays " in line for line in english), english[:10]
