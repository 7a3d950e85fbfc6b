"""Saved games as the end-to-end tests set them up and read them: the app's save written where the
engine's worker keeps it, a rulebook example or a position opened, what the player sees of a
snapshot. Shared by the tests of saves and of a link's game (test_saves.py, test_autostart.py),
and of a decision's panel at a window's size (test_decision_panel.py, test_keep.py,
test_guide.py)."""

import scripts
from conftest import wait_board_fits, wait_ready
from pages import PuertoRico


def shown(snap):
    """What the player sees of a snapshot, whatever way it was reached."""
    return {k: snap[k] for k in ("view", "your_turn", "legal", "mayor", "scores", "steps")}


def put_save(page, text):
    """Writes `text` as the app's saved game, where the engine's worker keeps it."""
    scripts.run(page, "saves", "putSave", text)


def reload_with_save(page, text, shows="notice-dialog"):
    """The app opened anew with `text` as its saved game: the element it shows then (by test id:
    the notice it gives, or the end screen), waited for."""
    put_save(page, text)
    page.reload()
    wait_ready(page)
    shown = page.locator(f"[data-testid={shows}]")
    shown.wait_for(state="visible")
    return shown


def open_position_sized(page, server, folder, position: dict, name: str, size) -> PuertoRico:
    """The app at `size` (width, height) with `position` (a Puerto Rico position document,
    written as `name`.json in `folder`) opened as a game file; the board fitted to the window."""
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    table = PuertoRico(page)
    table.open_position(folder, position, name)
    wait_board_fits(page, width, height)
    return table


def new_game_screen(open_app):
    """The app opened (instant bots) at its new-game screen: the page."""
    page = open_app(instant=1)
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    return page


def open_example(open_app, name):
    """Opens a rulebook example from the new-game screen, as a reader does."""
    table = PuertoRico(new_game_screen(open_app))
    table.open_example(name)
    return table


def open_position(open_app, folder, position: dict, name: str):
    """Opens a Puerto Rico position document (written as `name`.json in `folder`) as a game file
    from the new-game screen, as a player does."""
    table = PuertoRico(new_game_screen(open_app))
    table.open_position(folder, position, name)
    return table
