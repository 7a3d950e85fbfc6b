"""Two games played by keyboard alone, as a player who cannot use a mouse plays them (each game
by keys until every kind of its decisions has been taken, then from a save near its end).

The test finds things only as the accessibility tree names them (`get_by_role`, `get_by_label`)
and acts only through the keyboard: Tab to a group, the arrow keys inside it, Enter. It never
reads the page's state (no window.__prTest; a save it skips to is only written where the app
keeps it), never clicks the board, never uses a data-testid.
Where the focus is, is read as a sighted keyboard user sees it: the `:focus` element.

A deterministic policy picks the moves from the buttons' accessible names: in the list of moves,
in Puerto Rico a role whose own kind of decision has not been met yet (PUERTO_RICO_ROUTES), else
the n-th choice, n turning with the decision count (so that every role is taken in turn); in an
editor (the mayor's, the keep's, San Juan's picks) one choice pressed, then its helper (Fill,
Keep the most, Suggest) until Confirm is enabled.
"""

import re
import time

from decisions import save_at_last, save_before_end
from playwright.sync_api import expect
from saved_games import put_save

MAX_DECISIONS = 700
MAX_KEYS = 60  # presses of Tab or an arrow to reach a control: more means it is out of reach
MOVES = "Your possible moves"
# The editors' buttons that help or go back, not the one that sends the decision.
HELPERS = ("Fill", "Keep the most", "Suggest")
BACK = ("Clear", "Cancel")
NAMES = ["Ana", "Bo", "Cy", "Di"]
# Puerto Rico's kinds of decision that only a role's chooser meets first hand (his privilege,
# or a phase where he may have nothing to do), each with the move that leads there: taken
# whenever it is offered until that kind has been reached once, so that the game reaches every
# kind whatever the bots and the order of the moves do.
PUERTO_RICO_ROUTES = (
    (r"^Take an extra ", r"^Choose the craftsman"),
    (r"^Load ", r"^Choose the captain"),
    (r"^Sell ", r"^Choose the trader"),
    (r"^Take an? \w+ plantation|^Take a quarry", r"^Choose the settler"),
    (r"^Build an? ", r"^Choose the builder"),
    (r"^One more colonist|^One colonist fewer", r"^Choose the mayor"),
)


def focused(page):
    return page.locator("*:focus")


def has_focus(page, locator) -> bool:
    return locator.and_(focused(page)).count() == 1


def focus_into(page, within) -> None:
    """Tab (forward) until the focus is on one of the buttons `within` (a locator of a group or
    a list of buttons): a group is reached by Tab alone."""
    for _ in range(MAX_KEYS):
        if isinstance(within, list):
            if any(has_focus(page, b) for b in within):
                return
        elif within.locator("*:focus").count():
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reaches {within}")


def press(page, within, button) -> None:
    """Tab into `within` (a group, or the buttons of one tab stop), arrow to `button`, Enter."""
    focus_into(page, within)
    for _ in range(MAX_KEYS):
        if has_focus(page, button):
            page.keyboard.press("Enter")
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"the arrow keys never reach {button}")


def editor_group(page):
    """The decision panel's editor on screen, if one is: a named group holding enabled buttons,
    other than the list of moves."""
    # One locator, not the groups counted then read one by one: a reload between the two (a save
    # opened) left the reading waiting for a group that was gone.
    groups = (
        page.get_by_role("group")
        .and_(page.locator("[aria-labelledby]"))  # named by its status line
        .filter(has=page.get_by_role("button"), visible=True)
    )
    return groups.first if groups.count() else None


def on_the_decision(page) -> bool:
    """Is the focus on one of the player's choices (the list of moves or an editor's)?"""
    editor = editor_group(page)
    inside = page.get_by_role("group", name=MOVES).locator("*:focus").count()
    return bool(inside or (editor and editor.locator("*:focus").count()))


def wait_for_turn(page, timeout_s: float = 120) -> str:
    """Waits until the player has something to decide ("moves", "editor", "dialog") or the game
    is over ("end")."""
    moves = page.get_by_role("group", name=MOVES)
    end = page.get_by_role("dialog", name=re.compile(r"win|victory", re.I))
    question = page.get_by_role("alertdialog")
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if end.count() and end.is_visible():
            return "end"
        if question.count() and question.is_visible():
            return "dialog"
        editor = editor_group(page)
        if editor and editor.get_by_role("button", disabled=False).filter(visible=True).count():
            return "editor"
        enabled = moves.get_by_role("button", disabled=False).filter(visible=True)
        if enabled.count():
            return "moves"
        page.wait_for_timeout(30)
    raise AssertionError("the player's turn never came")


def take_move(page, n: int, pressed: list[str], routes: tuple[tuple[str, str], ...]) -> str:
    """In the list of moves, one that leads to a kind of decision not reached yet (`routes`), else
    the n-th enabled choice (modulo their number); returns its name."""
    moves = page.get_by_role("group", name=MOVES)
    buttons = moves.get_by_role("button").filter(visible=True)
    count = buttons.count()
    names = [buttons.nth(i).inner_text() for i in range(count)]
    said = "\n".join(pressed)
    wanted = [lead for reached, lead in routes if not re.search(reached, said, re.M)]
    leading = [i for i, name in enumerate(names) if any(re.search(w, name) for w in wanted)]
    choice = buttons.nth(leading[0] if leading else n % count)
    name = choice.inner_text()
    press(page, moves, choice)
    return name


def use_editor(page, editor) -> list[str]:
    """One choice of the editor's list, then its helper until its Confirm is enabled, then
    Confirm; returns the names pressed."""
    pressed = []
    choices = editor.get_by_role("listitem").get_by_role("button", disabled=False)
    if choices.count():
        first = choices.first
        pressed.append(first.get_attribute("aria-label") or first.inner_text())
        press(page, choices.all(), first)
    for _ in range(4):
        # The buttons under the editor's list: after its listitems' buttons.
        listed = editor.get_by_role("listitem").get_by_role("button").count()
        row = editor.get_by_role("button").filter(visible=True).all()[listed:]
        names = [b.inner_text() for b in row]
        confirm = [
            b
            for b, name in zip(row, names, strict=True)
            if name not in HELPERS + BACK and b.is_enabled()
        ]
        if confirm:
            pressed.append(confirm[0].inner_text())
            press(page, row, confirm[0])
            return pressed
        helper = [b for b, name in zip(row, names, strict=True) if name in HELPERS]
        target = helper[0] if helper and helper[0].is_enabled() else None
        if target is None:
            target = next(b for b, name in zip(row, names, strict=True) if name in BACK)
        pressed.append(target.inner_text())
        press(page, row, target)
        if target.inner_text() == "Cancel":
            return pressed
    raise AssertionError(f"the editor's Confirm never became enabled: {pressed}")


def play_to_the_end(
    page, routes: tuple[tuple[str, str], ...] = (), until=None
) -> tuple[list[str], int]:
    """Plays the human's decisions by keyboard until the end screen (or until `until(pressed)`
    says enough); returns every name pressed and the number of decisions."""
    pressed: list[str] = []
    decisions = 0
    lost = []  # the decisions at which the focus was not on the decision when the turn came
    while True:
        state = wait_for_turn(page)
        if state == "end" or (until and until(pressed)):
            assert not lost, f"the focus was lost at decisions {lost}"
            return pressed, decisions
        editor = editor_group(page) if state == "editor" else None
        if state == "editor" and editor is None:  # drawn again just now: wait for it again
            continue
        if decisions and state != "dialog" and not on_the_decision(page):
            lost.append(f"{decisions} after {pressed[-1]!r}")
        if state == "dialog":
            question = page.get_by_role("alertdialog")
            yes = question.get_by_role("button").last
            assert has_focus(page, yes) or question.locator("*:focus").count(), (
                "a dialog opens with the focus in it"
            )
            pressed.append(yes.inner_text())
            press(page, question, yes)
        elif editor is not None:
            pressed.extend(use_editor(page, editor))
        else:
            pressed.append(take_move(page, decisions, pressed, routes))
        decisions += 1
        assert decisions < MAX_DECISIONS, "the game did not end"


def start_by_keyboard(page, game: str, players: int, seed: str, **selects: str) -> None:
    """The new-game screen by its labels: the game and the players as radio buttons, the
    options' drop-downs, the seed, Start game."""
    page.get_by_role("button", name="Start game").wait_for(timeout=120_000)
    for radio in (
        page.get_by_role("radio", name=game),
        page.get_by_role("radio", name=str(players)),
    ):
        radio.focus()
        page.keyboard.press("Space")
        expect(radio).to_be_checked()
    for label, option in selects.items():
        page.get_by_label(label, exact=True).select_option(label=option)
    for seat in range(2, players + 1):
        page.get_by_label(f"Seat {seat} Name").fill(NAMES[seat - 1])
    page.get_by_label("Your name").fill(NAMES[0])
    page.get_by_label("Seed (optional)").fill(seed)
    page.get_by_role("button", name="Start game").focus()
    page.keyboard.press("Enter")


def winner_named(page, players: int) -> str:
    end = page.get_by_role("dialog", name=re.compile(r"win|victory", re.I))
    headline = end.get_by_role("heading", level=1).inner_text()
    assert headline == "You win!" or any(n in headline for n in NAMES[:players]), headline
    expect(end.get_by_role("button", name="New game")).to_be_focused()
    return headline


def keys_help_by_keyboard(page) -> None:
    """The keys' help opens on `?` and from the Game menu; Escape closes it, the focus back where
    it was."""
    moves = page.get_by_role("group", name=MOVES)
    focus_into(page, moves)
    was = moves.get_by_role("button").filter(visible=True).first
    expect(was).to_be_focused()
    help_dialog = page.get_by_role("dialog", name="Keyboard")
    page.keyboard.press("?")
    expect(help_dialog).to_be_visible()
    for key in ("Tab, Shift+Tab", "Arrow keys, Home, End", "Enter, Space", "Escape", "H", "?"):
        expect(help_dialog.get_by_text(key, exact=True)).to_be_visible()
    page.keyboard.press("Escape")
    expect(help_dialog).to_be_hidden()
    expect(was).to_be_focused()
    menu = page.get_by_role("button", name="Game", exact=True)
    for _ in range(MAX_KEYS):
        if has_focus(page, menu):
            break
        page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    entry = page.get_by_role("dialog", name="This game").get_by_role("button", name="Keyboard (?)")
    for _ in range(MAX_KEYS):
        if has_focus(page, entry):
            break
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(help_dialog).to_be_visible()
    page.keyboard.press("Enter")  # OK
    expect(help_dialog).to_be_hidden()
    expect(menu).to_be_focused()


def end_screen_by_keyboard(page) -> None:
    """Escape shows the board under the end screen, Show scores brings it back; its step-through
    steps by the arrow keys and Escape goes back to the game."""
    end = page.get_by_role("dialog", name=re.compile(r"win|victory", re.I))
    page.keyboard.press("Escape")
    expect(end).to_be_hidden()
    scores = page.get_by_role("button", name="Show scores")
    expect(scores).to_be_focused()
    page.keyboard.press("Enter")
    expect(end).to_be_visible()
    step_through = end.get_by_role("button", name="Step through this game")
    for _ in range(MAX_KEYS):
        if has_focus(page, step_through):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    first = page.get_by_role("button", name="To the start")
    expect(first).to_be_disabled()
    expect(page.locator("*:focus")).to_have_count(1)
    page.keyboard.press("ArrowRight")
    expect(first).to_be_enabled()
    page.keyboard.press("Escape")
    expect(first).to_be_hidden()


# Puerto Rico's kinds of decision (with the draft), as the names of the buttons pressed for them.
PUERTO_RICO_KINDS = {
    "draft": r"on the board",
    "role": r"^Choose the ",
    "mayor editor": r"^One more colonist|^One colonist fewer",
    "mayor confirm": r"^Confirm$",
    "settler": r"^Take an? \w+ plantation|^Take a quarry",
    "builder": r"^Build an? ",
    "craftsman's privilege": r"^Take an extra ",
    "trader": r"^Sell ",
    "captain": r"^Load ",
    "keep": r"^Keep( |$)|^One barrel fewer",  # a move, or the keep editor and its Keep
}


# San Juan's, alike.
SAN_JUAN_KINDS = {
    "role": r"^Choose the ",
    "builder": r"^Build an? .*\(pay",
    "payment picks": r"^Build$",
    "producer": r"^Produce",
    "trader": r"^Sell",
    "councillor": r"^Keep$",
}


def kinds_not_taken(pressed: list[str], kinds: dict[str, str]) -> list[str]:
    """The kinds of decision (`kinds`: their buttons' names) none of the `pressed` names."""
    said = "\n".join(pressed)
    return [kind for kind, pattern in kinds.items() if not re.search(pattern, said, re.M)]


def played(game: str, decisions: int, later: int, began: float, headline: str) -> None:
    """Prints what a game by keyboard took: its decisions from its start and `later` from the
    save near its end, and its seconds since `began`."""
    took = time.monotonic() - began
    print(
        f"{game} by keyboard: {decisions} decisions (and {later} from a save near the end) "
        f"in {took:.1f} s; {headline}"
    )


def every_kind_taken(pressed: list[str]) -> bool:
    return not kinds_not_taken(pressed, PUERTO_RICO_KINDS)


def every_kind_but_keep_taken(pressed: list[str]) -> bool:
    return kinds_not_taken(pressed, PUERTO_RICO_KINDS) in ([], ["keep"])


def keeping(snap: dict) -> bool:
    """Is the player to keep barrels (the keep editor, or a choice of them)?"""
    return bool(snap.get("keep")) or any(e["action"]["type"] == "keep" for e in snap["legal"])


# A game (4 players, the draft) whose last keep is its player's last decision but one.
KEEP_LATE_SEED = 12


def every_san_juan_kind_taken(pressed: list[str]) -> bool:
    return not kinds_not_taken(pressed, SAN_JUAN_KINDS)


def end_from_a_save(page, game: str, players: int, **options) -> tuple[list[str], int]:
    """Unless the game is over: a save of such a game (seed 2026, the engine played it in the
    test's process, same names) 6 decisions before its end put where the app keeps it, the app
    reopened and its end played by keyboard to the end screen. The names pressed and the number
    of decisions."""
    if wait_for_turn(page) == "end":
        return [], 0
    late = save_before_end(game, players, 2026, 6, names=NAMES[:players], **options)
    put_save(page, late)
    page.reload()
    return play_to_the_end(page)


def test_puerto_rico_with_the_draft_by_keyboard_alone(open_app):
    """The draft and every kind of decision by keyboard from the game's start (the routes lead
    to each); once each but the keep (which comes late: after a captain's phase that leaves a
    player more goods than he may keep) has been taken, a save of such a game (the engine
    played it in the test's process, same names) at its last keep is put where the app keeps it
    and the app reopened, and its end played by keyboard to the end screen (had the keep come
    already: from a save 6 decisions before its end)."""
    page = open_app(instant=1)
    began = time.monotonic()
    start_by_keyboard(
        page,
        "Puerto Rico",
        4,
        "2026",
        **{"New buildings (Expansion I)": "Yes: draft the buildings (rulebook)"},
    )
    wait_for_turn(page)
    keys_help_by_keyboard(page)
    pressed, decisions = play_to_the_end(page, PUERTO_RICO_ROUTES, until=every_kind_but_keep_taken)
    if every_kind_taken(pressed):
        more, later = end_from_a_save(page, "puerto-rico", 4, expansion="draft")
    else:
        put_save(
            page,
            save_at_last("puerto-rico", 4, KEEP_LATE_SEED, keeping, names=NAMES, expansion="draft"),
        )
        page.reload()
        more, later = play_to_the_end(page)
    pressed = pressed + more
    headline = winner_named(page, 4)
    end_screen_by_keyboard(page)
    played("Puerto Rico", decisions, later, began, headline)
    missing = kinds_not_taken(pressed, PUERTO_RICO_KINDS)
    assert not missing, f"no {missing} decision was taken: {set(pressed)}"


def test_san_juan_by_keyboard_alone(open_app):
    """Every kind of San Juan's decisions by keyboard from the game's start; once each has been
    taken, the end of such a game from a save near it, as for Puerto Rico."""
    page = open_app(instant=1)
    began = time.monotonic()
    start_by_keyboard(page, "San Juan", 3, "2026")
    pressed, decisions = play_to_the_end(page, until=every_san_juan_kind_taken)
    more, later = end_from_a_save(page, "san-juan", 3)
    pressed = pressed + more
    headline = winner_named(page, 3)
    played("San Juan", decisions, later, began, headline)
    missing = kinds_not_taken(pressed, SAN_JUAN_KINDS)
    assert not missing, f"no {missing} decision was taken: {set(pressed)}"
