"""What a screen reader hears of a game (shell/announcer.js; docs/ui.md, "Read out"): one polite
live region, found by its role and name as a screen reader finds it, reads each step's events
once in the log's words and the player's turn with its number of choices; "Only since your
turn" reads one summary with every other player's line instead; a redraw, a change of language,
a reload, an undo or the end of a step-through tell nothing again, and the step-through tells the
move shown, once. Both games."""

from __future__ import annotations

import pytest
from conftest import wait_board_fits, wait_ready
from pages import PuertoRico, SanJuan

GAMES = {"puerto-rico": PuertoRico, "san-juan": SanJuan}
REGION = "Game announcements"


def heard(page, region: str = REGION) -> list[str]:
    """What the live region (named `region`) has said since the player's last decision, one
    step a paragraph."""
    live = page.get_by_role("status", name=region)
    live.wait_for(state="attached")  # named in the language just chosen
    return live.locator("p").all_text_contents()


def sentence(text: str) -> str:
    text = text.strip()
    return text if text[-1] in ".!?…:;" else f"{text}."


def turn_said(page, snap: dict) -> str:
    """The player's turn as it should be read: the prompt on screen and the number of choices."""
    prompt = page.get_by_test_id("prompt").inner_text()
    n = len(snap["legal"])
    return f"Your turn. {sentence(prompt)} {n} choice{'' if n == 1 else 's'}."


def game_menu(page, item: str, choice: str | None = None, words=("Game", "This game")) -> None:
    """Chooses `item` in the Game menu (its button's and dialog's names: `words`), then
    `choice` in the dialog it opens."""
    page.get_by_role("button", name=words[0], exact=True).click()
    page.get_by_role("dialog", name=words[1]).get_by_role("button", name=item).click()
    if choice:
        page.get_by_role("dialog").get_by_role("button", name=choice, exact=True).click()


def start(page, server, kind, players: int = 3):
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    table = kind(page, seed=5)
    table.start(players, seed="77")
    return table


@pytest.mark.parametrize("game", GAMES)
def test_every_move_is_read_once_in_the_logs_words_then_the_turn_with_its_choices(
    page, server, game
):
    table = start(page, server, GAMES[game])
    # The one source of the game's events: the log and the box over it are not read out.
    assert page.get_by_test_id("game-log").get_attribute("aria-live") == "off"
    assert page.get_by_test_id("since-your-turn").get_attribute("aria-live") is None
    me = table.snapshot()["view"]["players"][table.snapshot()["seat"]]["name"]
    told_before: list[str] = []  # the log's lines when the player last decided
    others = 0
    for _ in range(6):
        snap = table.wait_for_turn()
        said = heard(page)
        lines = table.log_lines()
        assert lines[: len(told_before)] == told_before, "the log only grows between decisions"
        news = lines[len(told_before) :]
        assert said[-1] == turn_said(page, snap), said
        # Every new line of the log, in its words, in order, each once; nothing else.
        assert " ".join(said[:-1]) == " ".join(sentence(line) for line in news), (said, news)
        others += sum(not line.startswith(me) for line in news)
        # No other live region holds the same lines.
        for live in page.locator("[aria-live=polite], [aria-live=assertive], [role=status]").all():
            if live.get_attribute("data-testid") != "announcer" and news:
                assert news[-1] not in (live.text_content() or ""), live.get_attribute("id")
        told_before = table.log_lines()
        table.play_turn()
    assert others >= 6, "the bots' moves were read out"


def box_rows(table) -> dict[str, list[str]]:
    """The "since your turn" box as shown: {name: its changes}."""
    return {
        name: [w.strip() for w in text.split("·")] for name, text in table.since_your_turn().items()
    }


@pytest.mark.parametrize("game", GAMES)
def test_only_since_your_turn_reads_one_summary_with_every_other_players_line(page, server, game):
    table = start(page, server, GAMES[game])
    game_menu(page, "Read out: Every move", "Only since your turn")
    most = 0  # the most players in one summary
    for _ in range(5):
        table.play_turn()
        snap = table.wait_for_turn()
        said, rows = heard(page), box_rows(table)
        assert said[-1] == turn_said(page, snap), said
        if not rows:
            assert said == [turn_said(page, snap)], said
            continue
        assert len(said) == 2, f"one summary, not a line a move: {said}"
        summary = said[0]
        assert summary.startswith("Since your turn: "), summary
        for name, words in rows.items():
            assert f"{name}: " in summary, (name, summary)
            for word in words:
                assert word in summary, (word, summary)
        most = max(most, len(rows))
    assert most >= 2, "a summary told several players' lines"
    # The choice is remembered.
    page.reload()
    wait_ready(page)
    table.settle()
    page.get_by_role("button", name="Game", exact=True).click()
    menu = page.get_by_role("dialog", name="This game")
    assert menu.get_by_role("button", name="Read out: Only since your turn").is_visible()


@pytest.mark.parametrize("game", GAMES)
def test_a_redraw_a_language_an_undo_or_a_reload_tell_nothing_again_and_a_step_is_told_once(
    page, server, game
):
    table = start(page, server, GAMES[game])
    table.play_turns(2)
    snap = table.wait_for_turn()
    said = heard(page)
    assert said and said[-1] == turn_said(page, snap)

    page.set_viewport_size({"width": 1024, "height": 768})
    wait_board_fits(page, 1024, 768)
    table.settle()
    assert heard(page) == said, "a redraw tells nothing"

    # Another language: the log written again is not news; the next moves are told in it.
    game_menu(page, "Language: English", "Svenska")
    assert heard(page, "Händelser i spelet") == said, "the log in another language is not news"
    before = table.log_lines()
    table.play_turn()
    table.wait_for_turn()
    news = table.log_lines()[len(before) :]
    said = heard(page, "Händelser i spelet")
    assert " ".join(said[:-1]) == " ".join(sentence(line) for line in news), (said, news)
    assert said[-1].startswith("Din tur. "), said
    game_menu(page, "Språk: Svenska", "English", words=("Spel", "Det här spelet"))
    table.settle()
    assert heard(page) == said

    # Undo: the player's decision is his again, and only that is said.
    table.undo()
    snap = table.wait_for_turn()
    assert heard(page) == [turn_said(page, snap)]

    # The step-through: each move shown is told once, where it is and what it did.
    game_menu(page, "Step through this game")
    page.get_by_role("button", name="Next move").click()
    page.get_by_test_id("replay-step").get_by_text("Move 1 of").wait_for()
    table.settle()
    caption = page.get_by_test_id("replay-caption").locator("li").all_text_contents()
    where = page.get_by_test_id("replay-step").inner_text()
    shown = heard(page)
    assert shown[-1] == " ".join(sentence(x) for x in [where, *caption]), shown
    assert shown.count(shown[-1]) == 1
    page.get_by_role("button", name="Back to the game").click()
    table.settle()
    assert heard(page) == shown, "back to the game: nothing again"

    page.reload()
    wait_ready(page)
    table.settle()
    assert table.snapshot()["your_turn"]
    assert heard(page) == [], "a reload tells nothing"
