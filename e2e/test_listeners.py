"""No listener left behind (docs/ui.md, "A game's life"): a game's parts (log, board, tooltips,
keyboard, panels, the coach) go with it. Over five games started one after another from the
new-game screen, each played a few decisions with a hint shown, the page's live event listeners
(every target: elements, document, window, media queries, channels), its observed elements
(ResizeObserver, MutationObserver, IntersectionObserver) and its running intervals are the same
after the fifth game as after the first. An init script (e2e/js/listeners.js) counts them: it
wraps addEventListener and removeEventListener (an AbortSignal's abort removes too), the
observers' observe, unobserve and disconnect, and setInterval and clearInterval."""

from __future__ import annotations

import scripts
from conftest import wait_ready
from pages import PuertoRico, SanJuan


def counts(page) -> dict:
    return page.evaluate("() => window.__liveCounts()")


def test_five_games_leave_as_many_listeners_observers_and_intervals_as_one(page, server):
    page.add_init_script(scripts.init_script("listeners", "countLive"))
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    seen = []
    for game in range(5):
        table = (PuertoRico if game % 2 == 0 else SanJuan)(page, seed=game)
        if game:
            page.locator("[data-testid=menu-new-game]").click()
            confirm = page.locator("[data-testid=confirm-button]")
            confirm.click()
        table.start(3, seed=str(100 + game))
        table.play_turns(3)
        # The hint asked for and shown, a tooltip shown and hidden: parts with listeners of
        # their own.
        table.wait_for_turn()
        page.keyboard.press("h")
        scripts.wait_until(page, "() => window.__prTest.hint() !== null")
        box = page.locator("[data-testid=board]").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.move(0, 0)
        table.settle()
        seen.append(counts(page))
    print("live after each game:", *seen, sep="\n  ")
    first, fifth = seen[0], seen[4]
    for part in ("listeners", "observed", "intervals"):
        assert fifth[part] == first[part], f"{part}: after game 1 {first}, after game 5 {fifth}"
