"""What a reader sees of the board's texts: every text the canvas draws, with its size in CSS px.

`TEXT_PROBE` is an init script (page.add_init_script) that wraps the 2D context's fillText
(e2e/js/board_texts.js); render() clears the whole canvas first, which starts a new frame's
list. `drawn_texts(frame)` waits until the board has been drawn at its current size and returns
that frame's texts.
"""

from __future__ import annotations

import scripts

# Kept as a module constant: several tests install it with page.add_init_script (the page's
# own: a context's would close the shared context after the test, shared_context.py).
TEXT_PROBE = scripts.init_script("board_texts", "recordBoardTexts")


def probed_page(context):
    """A new page of `context` whose drawn texts TEXT_PROBE records, and the list its console
    errors and uncaught errors go to: (page, errors)."""
    context.add_init_script(TEXT_PROBE)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page, errors


def show_in(frame, lang: str) -> None:
    """The page (or embed) switched to `lang`, its board redrawn in it: one game checked in
    several languages, where the words change and the game does not."""
    scripts.run(frame, "board_texts", "showIn", lang)
    scripts.wait_for(frame, "board_texts", "boardDrawn")


def drawn_texts(frame) -> list[dict]:
    """The texts of the board's latest frame, drawn at its present size: [{text, px}]."""
    scripts.wait_for(frame, "board_texts", "drawnAtPresentSize")
    return scripts.run(frame, "board_texts", "boardTexts")
