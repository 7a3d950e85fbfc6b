"""Puerto Rico's own decisions: the mayor's colonists, in his editor or one at a time; the barrels
kept with a warehouse or storehouse, in the keep editor."""

from __future__ import annotations

from pages.table import Table


class PuertoRico(Table):
    game = "puerto-rico"

    def arrange_colonists(self, spots: int = 3) -> None:
        """In the mayor's editor: clicks up to `spots` of the player's own tiles and buildings
        (each takes a colonist), then Fill and Confirm."""
        if spots:
            circles = [t for t in self.targets() if t["code"] is None]
            assert circles, "the mayor editor offers the player's own tiles and buildings"
            for target in self.rng.sample(circles, min(spots, len(circles))):
                self.press(target["x"], target["y"])
        fill = self.page.locator("[data-testid=mayor-fill]")
        if fill.is_enabled():
            fill.click()
        confirm = self.page.locator("[data-testid=mayor-confirm]")
        assert confirm.is_enabled(), "after Fill every colonist has a place"
        confirm.click()
        self.used["mayor editor"] += 1

    def place_colonist(self, code: int) -> None:
        """One colonist placed by its own action, folded under a summary in the action list."""
        self.unfold_actions()
        self.page.locator(f"[data-testid=action-list] button[data-code='{code}']").click()
        self.used["step by step"] += 1

    def keep_barrels(self) -> None:
        """In the keep editor: a few random barrels fewer (where − is enabled), then Keep."""
        for _ in range(self.rng.randrange(3)):
            minus = self.page.locator("[data-testid=keep-panel] .stepper-row button:enabled")
            enabled = [b for b in minus.all() if b.inner_text() == "−"]
            if enabled:
                self.rng.choice(enabled).click()
        confirm = self.page.locator("[data-testid=keep-confirm]")
        assert confirm.is_enabled(), "a keep within the most is always possible"
        confirm.click()
        self.used["keep editor"] += 1

    def play_turn(self, via: str | None = None) -> dict:
        """A random legal action where it lives; the colonists on a few random places, the
        rest by Fill (via="list": by Fill alone, the editor's panel)."""
        snap = self.wait_for_turn()
        if snap["mayor"]:
            self.arrange_colonists(spots=0 if via == "list" else 3)
        elif snap["keep"]:
            self.keep_barrels()
        else:
            self.act(self.rng.choice(snap["legal"])["code"], via)
        return self.settled_snapshot()
