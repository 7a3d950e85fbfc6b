"""The verbs both games share: a game's table in the app, used as a player uses it.

A test reads the game through `window.__prTest` (the snapshot, the board's targets and regions)
but acts only as a player does: a click or a tap where the action lives on the board, a button of
the action list, of the panel or of a dialog. Each game's own decisions live in its subclass
(puerto_rico.py, san_juan.py) under the same verb names, so a test reads alike for both.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable

import screens
import scripts
from playwright.sync_api import Frame

# The longest a page may take to settle (the bots' turns, the engine's answers) before the test
# fails: a page that never would otherwise hangs the test until the whole run is killed.
SETTLE_MS = 180_000


def option_field(value) -> str:
    """An option's value as the new-game screen's <select> holds it (shell/setup.js)."""
    if value is None or value is False:
        return ""
    return "yes" if value is True else str(value)


class Table:
    game = ""  # the game's id on the new-game screen ([data-game])
    # What the new-game screen is set to unless a test says otherwise.
    options: dict = {}
    # At each of the player's turns, check that the log's newest line is in sight.
    watch_log = False

    def __init__(self, page, seed: int = 0, tap: bool = False):
        """`page`: a page, or the frame of an embed; `seed`: the random decisions'; `tap`: taps
        on a touchscreen instead of mouse clicks."""
        self.page = page
        # The mouse and the touchscreen belong to the page, also for a frame's targets.
        self.top = page.page if isinstance(page, Frame) else page
        self.rng = random.Random(seed)
        self.tap = tap
        self.used: Counter[str] = Counter()  # how the decisions were taken: "board", "list", ...

    # ------------------------------------------------------------------------------- reading
    def snapshot(self) -> dict:
        return scripts.value(self.page, "() => window.__prTest.snapshot()")

    def settle(self) -> None:
        """Waits until the bots have played and the engine has answered every request; fails
        after SETTLE_MS (page.evaluate itself would wait for ever)."""
        scripts.run(self.page, "table", "settled", [SETTLE_MS, False])

    def settled_snapshot(self) -> dict:
        """settle() and snapshot() in one round trip to the page: what a whole game does at
        every decision."""
        return scripts.run(self.page, "table", "settled", [SETTLE_MS, True])

    def targets(self) -> list[dict]:
        return scripts.value(self.page, "() => window.__prTest.targets()")

    def regions(self) -> dict:
        return scripts.value(self.page, "() => window.__prTest.regions()")

    def log_lines(self) -> list[str]:
        return self.page.locator("[data-testid=game-log] li").all_inner_texts()

    def since_your_turn(self) -> dict[str, str]:
        """The "since your turn" box's lines as shown: {name: the text after the name}; {} while
        it is hidden."""
        box = self.page.get_by_test_id("since-your-turn")
        if not box.is_visible():
            return {}
        rows = {}
        for item in box.locator("li").all():
            name = item.locator("b").inner_text().strip()
            rows[name] = item.inner_text().strip()[len(name) :]
        return rows

    def newest_log_line_hidden(self) -> str | None:
        """Why the log's newest line is out of the player's sight, or None if he sees it."""
        return scripts.run(self.page, "table", "newestLogLineHidden")

    # ---------------------------------------------------------------------- the new-game screen
    def choose_game(self) -> None:
        self.page.locator(f"[data-testid=game-select] [data-game={self.game}]").click()

    def start(self, players: int, seed: str = "2024", **options) -> None:
        """Starts a game from the new-game screen: this game, `players`, its `options` (e.g.
        expansion="draft", start_hands=True) and a seed."""
        self.page.wait_for_selector("[data-testid=setup-screen]", state="visible")
        self.choose_game()
        self.page.locator(f"[data-testid=setup-screen] [data-players='{players}']").click()
        for key, value in {**self.options, **options}.items():
            select = self.page.locator(f"[data-testid={key.replace('_', '-')}-select]")
            select.select_option(option_field(value))
        self.page.locator("[data-testid=seed-input]").fill(seed)
        self.page.locator("[data-testid=start-button]").click()
        self.page.wait_for_selector("[data-testid=board]", state="visible")
        self.settle()

    def open_file(self, path) -> None:
        """Opens a game file (a save or a position) from the new-game screen."""
        with self.page.expect_file_chooser() as chooser:
            self.page.locator("[data-testid=open-file-button]").click()
        chooser.value.set_files(str(path))
        self.page.wait_for_selector("[data-testid=board]", state="visible")
        self.settle()

    def open_position(self, folder, position: dict, name: str) -> None:
        """Writes a position document as `name`.json in `folder` and opens it as a game file."""
        path = folder / f"{name}.json"
        path.write_text(json.dumps(position))
        self.open_file(path)

    def open_example(self, name: str) -> None:
        """Opens one of this game's rulebook examples from the new-game screen."""
        self.choose_game()
        self.page.locator("[data-testid=scenario-select]").select_option(name)
        self.page.locator("[data-testid=scenario-open]").click()

    # -------------------------------------------------------------------------------- acting
    def press(self, x: float, y: float) -> None:
        if self.tap:
            self.top.touchscreen.tap(x, y)
        else:
            self.top.mouse.click(x, y)

    def press_in(self, hit: dict) -> None:
        """A press anywhere in a hit rectangle, not only on the drawing's centre."""
        self.press(
            hit["x"] + 2 + self.rng.random() * (hit["w"] - 4),
            hit["y"] + 2 + self.rng.random() * (hit["h"] - 4),
        )

    def act(self, code: int, via: str | None = None, targets: list[dict] | None = None) -> str:
        """Takes the action `code` where it lives on the board (via="board"), else (or with
        via="list") by its button in the action list, and answers the dialogs it opens; returns
        the route taken, counted in `used`. `targets`: the board's, if just read."""
        target = None
        if via != "list":
            targets = self.targets() if targets is None else targets
            target = next((t for t in targets if t["code"] == code), None)
            assert target or via is None, f"action {code} has no place on the board"
        if target:
            self.press(target["x"], target["y"])
            route = "board"
        else:
            self.unfold_actions()
            self.page.locator(f"[data-testid=action-list] button[data-code='{code}']").click()
            route = "list"
        self.used[route] += 1
        self.answer_dialogs(code)
        return route

    def unfold_actions(self) -> None:
        """Opens the action list where an open editor folds it ("Place step by step instead")."""
        folded = self.page.locator("[data-testid=action-list] details")
        if folded.count() and folded.get_attribute("open") is None:
            folded.locator("summary").click()

    def answer_dialogs(self, code: int | None = None) -> None:
        """Picks `code` in a chooser (a random option if it lists no such action), then says
        yes to a confirmation."""
        shown = scripts.run(
            self.page, "table", "dialogsShown"
        )  # both dialogs read in one round trip
        if shown["choices"]:
            options = self.page.locator("[data-testid=chooser] button.choice")
            if code is not None and str(code) in shown["choices"]:
                options.nth(shown["choices"].index(str(code))).click()
            else:
                options.nth(self.rng.choice(range(len(shown["choices"])))).click()
            shown = scripts.run(
                self.page, "table", "dialogsShown"
            )  # the pick may ask for a confirmation
        if shown["confirm"]:
            self.page.locator("[data-testid=confirm-button]").click()

    def menu(self, item: str) -> None:
        """Chooses `item` (words of its label) in the Game menu."""
        self.page.locator("[data-testid=menu-more]").click()
        self.page.locator("[data-testid=chooser] button", has_text=item).click()

    def undo(self) -> None:
        self.page.locator("[data-testid=menu-undo]").click()
        self.settle()

    # ------------------------------------------------------------------------------ deciding
    def play_turn(self, via: str | None = None) -> dict:
        """One of the player's decisions by the game's simple random policy (via="list": without
        a click on the board); waits for the bots and returns the snapshot after them."""
        raise NotImplementedError

    def wait_for_turn(self) -> dict:
        """The snapshot of a decision the player has to make, once the bots have played (with
        `watch_log`, after checking that the log's newest line is in sight)."""
        return self.at_turn(self.settled_snapshot())

    def at_turn(self, snap: dict) -> dict:
        """`snap`, checked to be a decision the player has to make (with `watch_log`: and the
        log's newest line in sight)."""
        assert snap["your_turn"] and snap["legal"], (
            "after the bots have played it is the player's turn",
            {k: v for k, v in snap.items() if k != "view"},
        )
        if self.watch_log:
            hidden = self.newest_log_line_hidden()
            assert hidden is None, hidden
            self.used["turns with the newest log line in sight"] += 1
        return snap

    def log_reads_the_same_reopened(self, snap: dict, screenshot: str | None = None) -> None:
        """The finished game (`snap`, its last snapshot, the end screen shown), reopened by a
        reload (the page reads its saved game whole): the same scores, and its log the same lines
        as the live one after the first (the one that says how the log began), a long log. With
        `screenshot` (a name), the board and the log's end are saved first (screens.py), for a
        person to look at (the end screen put aside by "View the board")."""
        live = self.log_lines()
        assert len(live) > 100, f"a whole game's log is long: {len(live)} lines"
        if screenshot:
            self.page.locator("[data-testid=view-board-button]").click()
            self.page.locator("[data-testid=end-screen]").wait_for(state="hidden")
            screens.save(self.page, screenshot)
        self.page.reload()
        scripts.engine_ready(self.page, SETTLE_MS)
        self.settle()
        assert self.snapshot()["scores"] == snap["scores"]
        reopened = self.log_lines()
        assert reopened[1:] == live[1:], "the reopened game's log reads as the live one"

    def play_turns(self, decisions: int, via: str | None = None) -> dict:
        """Up to `decisions` of the player's decisions (fewer if the game ends); the snapshot
        after them."""
        for _ in range(decisions):
            if self.settled_snapshot()["scores"]:
                break
            self.play_turn(via)
        return self.settled_snapshot()

    def play_to_end(
        self,
        limit: int = 400,
        decide: Callable[[dict, int], str] | None = None,
        compared: tuple[str, ...] = ("view", "steps"),
    ) -> tuple[dict, int]:
        """Plays to the end of the game, each decision changing the snapshot's `compared` parts;
        (the last snapshot, the number of decisions). `decide(snap, decisions_so_far)` takes
        each decision the player has to make and says what it did (without it, play_turn)."""
        decisions = 0
        while True:
            snap = self.settled_snapshot()
            if snap["scores"] is not None:
                return snap, decisions
            before = json.dumps([snap[k] for k in compared], sort_keys=True)
            if decide is None:
                what, after = "a decision", self.play_turn()
            else:
                what = decide(self.at_turn(snap), decisions)
                after = self.settled_snapshot()
            assert (
                json.dumps([after[k] for k in compared], sort_keys=True) != before
                or after["scores"]
            ), f"{what} changed nothing"
            decisions += 1
            assert decisions < limit, "the game did not end"
