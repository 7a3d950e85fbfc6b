"""San Juan's own decisions: the cards of a decision of several picks (a payment, the cards to
keep, the goods to sell), toggled on the table or in the panel and confirmed."""

from __future__ import annotations

from pages.table import Table


class SanJuan(Table):
    game = "san-juan"
    options = {"start_hands": False}

    def picked(self) -> int:
        return self.page.locator("[data-testid=pick-panel] button[aria-pressed=true]").count()

    def is_picked(self, target: dict) -> bool:
        button = self.page.locator(f"[data-testid=pick-panel] [data-pick='{target['region']}']")
        return button.get_attribute("aria-pressed") == "true"

    def toggle(self, target: dict) -> None:
        """A pick toggled on the table, or now and then by its button in the panel."""
        if self.rng.random() < 0.25:
            self.page.locator(f"[data-testid=pick-panel] [data-pick='{target['region']}']").click()
            self.used["picks in the panel"] += 1
        else:
            self.press(target["x"], target["y"])
            self.used["picks on the table"] += 1

    def make_picks(self, snap: dict) -> None:
        """The pick editor is open: picks what the decision needs, then confirms."""
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
            # Another payment than the one suggested: one card out, another in.
            on = [t for t in picks if self.is_picked(t)]
            off = [t for t in picks if t not in on]
            if on and off:
                self.toggle(self.rng.choice(on))
                self.toggle(self.rng.choice(off))
            if self.page.locator("[data-testid=pick-suggest]").count() and self.rng.random() < 0.5:
                self.page.locator("[data-testid=pick-suggest]").click()
                self.used["suggest"] += 1
        tries = 0
        while not confirm.is_enabled():
            off = [t for t in picks if not self.is_picked(t)]
            assert off and tries < 40, "the decision can be completed by picks"
            self.toggle(self.rng.choice(off))
            tries += 1
        confirm.click()
        self.answer_dialogs()

    def editing(self) -> bool:
        return self.page.locator("[data-testid=pick-confirm]").is_visible()

    def play_turn(self, via: str | None = None) -> dict:
        """Random picks in the pick editor; else mostly a random target on the table, now and
        then (always with via="list") a random action from the list; a build's payment then."""
        snap = self.wait_for_turn()
        if self.editing():
            self.make_picks(snap)
        else:
            targets = self.targets()
            board = [t for t in targets if t["code"] is not None]
            if via != "list" and board and self.rng.random() < 0.85:
                self.act(self.rng.choice(board)["code"], via="board", targets=targets)
            else:
                self.act(self.rng.choice(snap["legal"])["code"], via="list")
            if self.editing():
                now = self.snapshot()
                if now["view"]["phase"]["name"] == "builder":
                    self.make_picks(now)
        return self.settled_snapshot()
