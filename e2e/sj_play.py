"""Playing San Juan in the browser as a player does, for the end-to-end tests: a click or tap on
a card, a building or a role on the table (the page's `__prTest.targets()` says where), the
cards of a decision of several picks toggled on the table or in the panel and confirmed, the
action list for what lives nowhere on the table (building nothing)."""

from __future__ import annotations

import json
import random


def snapshot(page):
    return page.evaluate("() => window.__prTest.snapshot()")


def settle(page):
    page.evaluate("() => window.__prTest.idle()")


def start_san_juan(page, players: int, seed: str = "2024", start_hands: bool = False):
    """Chooses San Juan on the new-game screen, the players and a seed, and starts."""
    page.locator("[data-testid=game-select] [data-game=san-juan]").click()
    page.locator(f"[data-testid=setup-screen] [data-players='{players}']").click()
    page.locator("[data-testid=start-hands-select]").select_option("yes" if start_hands else "")
    page.locator("[data-testid=seed-input]").fill(seed)
    page.locator("[data-testid=start-button]").click()
    page.wait_for_selector("[data-testid=board]", state="visible")
    settle(page)


class Player:
    """Random decisions through the page, by mouse clicks or (tap=True) by taps."""

    def __init__(self, page, seed: int, tap: bool = False, top=None):
        self.page = page
        self.top = top or page  # the page that has the mouse (a frame's page in an embed)
        self.rng = random.Random(seed)
        self.tap = tap
        self.used = {
            "board": 0,
            "list": 0,
            "picks on the table": 0,
            "picks in the panel": 0,
            "suggest": 0,
        }

    def press(self, x, y):
        if self.tap:
            self.top.touchscreen.tap(x, y)
        else:
            self.top.mouse.click(x, y)

    def targets(self):
        return self.page.evaluate("() => window.__prTest.targets()")

    def answer_dialogs(self, code=None):
        chooser = self.page.locator("[data-testid=chooser] button.choice")
        if chooser.count() and chooser.first.is_visible():
            options = chooser.all()
            wanted = [
                o for o in options if code is not None and o.get_attribute("data-code") == str(code)
            ]
            (wanted[0] if wanted else self.rng.choice(options)).click()
        confirm = self.page.locator("[data-testid=confirm-button]")
        if confirm.is_visible():
            confirm.click()

    def picked(self):
        return self.page.locator("[data-testid=pick-panel] button[aria-pressed=true]").count()

    def toggle(self, target):
        """A pick toggled on the table, or now and then by its button in the panel."""
        if self.rng.random() < 0.25:
            self.page.locator(f"[data-testid=pick-panel] [data-pick='{target['region']}']").click()
            self.used["picks in the panel"] += 1
        else:
            self.press(target["x"], target["y"])
            self.used["picks on the table"] += 1

    def edit(self, snap):
        """The editor is open: pick what the decision needs, then confirm."""
        confirm = self.page.locator("[data-testid=pick-confirm]")
        picks = [t for t in self.targets() if t["code"] is None]
        phase = snap["view"]["phase"]
        if snap.get("allowance") is not None and phase["name"] in ("producer", "trader"):
            for target in self.rng.sample(
                picks, self.rng.randint(min(1, len(picks)), min(len(picks), snap["allowance"]))
            ):
                self.toggle(target)
        elif (
            phase["name"] == "round_start"
            and phase.get("step") != "hand_limit"
            and picks
            and self.rng.random() < 0.6
        ):
            self.toggle(self.rng.choice(picks))
        elif self.picked() and self.rng.random() < 0.3:
            # Change the suggested payment: one card out, another in.
            on = [
                t
                for t in picks
                if self.page.locator(
                    f"[data-testid=pick-panel] [data-pick='{t['region']}']"
                ).get_attribute("aria-pressed")
                == "true"
            ]
            off = [t for t in picks if t not in on]
            if on and off:
                self.toggle(self.rng.choice(on))
                self.toggle(self.rng.choice(off))
            if self.page.locator("[data-testid=pick-suggest]").count() and self.rng.random() < 0.5:
                self.page.locator("[data-testid=pick-suggest]").click()
                self.used["suggest"] += 1
        tries = 0
        while not confirm.is_enabled():
            off = [
                t
                for t in picks
                if self.page.locator(
                    f"[data-testid=pick-panel] [data-pick='{t['region']}']"
                ).get_attribute("aria-pressed")
                != "true"
            ]
            assert off and tries < 40, "the decision can be completed by picks"
            self.toggle(self.rng.choice(off))
            tries += 1
        confirm.click()
        self.answer_dialogs()

    def decide(self):
        """One decision of the human's; returns the snapshot it was taken on."""
        settle(self.page)
        snap = snapshot(self.page)
        assert snap["your_turn"] and snap["legal"], (
            "after the bots have played it is the human's turn"
        )
        if self.page.locator("[data-testid=pick-confirm]").is_visible():
            self.edit(snap)
        else:
            board = [t for t in self.targets() if t["code"] is not None]
            if board and self.rng.random() < 0.85:
                target = self.rng.choice(board)
                self.press(target["x"], target["y"])
                self.used["board"] += 1
                self.answer_dialogs(target["code"])
            else:
                entry = self.rng.choice(snap["legal"])
                self.page.locator(
                    f"[data-testid=action-list] button[data-code='{entry['code']}']"
                ).click()
                self.used["list"] += 1
                self.answer_dialogs(entry["code"])
            # A build opens the editor of its payment: pay and build.
            if (
                self.page.locator("[data-testid=pick-confirm]").is_visible()
                and snapshot(self.page)["view"]["phase"]["name"] == "builder"
            ):
                self.edit(snapshot(self.page))
        settle(self.page)
        return snap

    def play_to_the_end(self, limit: int = 400):
        decisions = 0
        while True:
            settle(self.page)
            snap = snapshot(self.page)
            if snap["scores"] is not None:
                return snap, decisions
            before = json.dumps([snap["view"], snap["steps"]], sort_keys=True)
            self.decide()
            after = snapshot(self.page)
            assert (
                json.dumps([after["view"], after["steps"]], sort_keys=True) != before
                or after["scores"]
            ), "a decision changed nothing"
            decisions += 1
            assert decisions < limit, "the game did not end"
