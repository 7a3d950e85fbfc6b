"""The keep editor (docs/rules/puerto-rico.md#storing): at her storing turn, a warehouse owner sets
how many barrels of each good she keeps, fewer than the most if she likes but one at least, and
sends the whole set as one decision, undone as one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import screens
from saved_games import open_position_sized

# Ana stores after loading with an occupied small warehouse (every barrel of one kind, and one
# barrel more): 3 corn, 1 indigo, 2 sugar. Bo and Cy have nothing left.
STORING = json.loads(
    (Path(__file__).parent.parent / "tests" / "data" / "storing-small-warehouse.json").read_text()
)

SIZES = [(1366, 768), (820, 1180)]


def rows(page) -> dict[str, str]:
    """Each good's row of the keep panel: its count as shown ("kept/held")."""
    found = {}
    for row in page.locator("[data-testid=keep-panel] .stepper-row").all():
        found[row.get_attribute("data-good")] = row.locator(".stepper-count").inner_text()
    return found


def step(page, good: str, sign: str) -> None:
    page.locator(f"[data-testid=keep-panel] [data-good={good}] button", has_text=sign).click()


def minus_enabled(page, good: str) -> bool:
    return page.locator(
        f"[data-testid=keep-panel] [data-good={good}] button", has_text="−"
    ).is_enabled()


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_warehouse_owner_keeps_fewer_than_the_most_in_one_decision(
    page, server, tmp_path, width, height
):
    table = open_position_sized(page, server, tmp_path, STORING, "storing", (width, height))

    panel = page.locator("[data-testid=keep-panel]")
    assert panel.is_visible()
    # It starts at the greatest keep worth the most: the sugar kept whole, and the indigo.
    assert rows(page) == {"corn": "0/3", "indigo": "1/1", "sugar": "2/2"}
    assert page.locator("[data-testid=keep-status]").inner_text() == "3 kept, 3 back to the supply"
    assert "each good" in page.locator("[data-testid=prompt]").inner_text()
    screens.save(page, f"keep-editor-{width}x{height}.png")

    # A fourth barrel does not fit: its + stays off until a barrel goes back.
    assert not page.locator(
        "[data-testid=keep-panel] [data-good=corn] button", has_text="+"
    ).is_enabled()
    step(page, "sugar", "−")
    step(page, "sugar", "−")
    step(page, "corn", "+")
    assert rows(page) == {"corn": "1/3", "indigo": "1/1", "sugar": "0/2"}
    page.locator("[data-testid=keep-confirm]").click()
    table.settle()
    ana = table.snapshot()["view"]["players"][0]
    assert {g: n for g, n in ana["goods"].items() if n} == {"corn": 1, "indigo": 1}

    # One undo takes the whole keep back; the last barrel cannot go.
    table.undo()
    assert panel.is_visible()
    step(page, "sugar", "−")
    step(page, "sugar", "−")
    assert not minus_enabled(page, "indigo")  # one barrel at least stays
    page.locator("[data-testid=keep-most]").click()
    assert rows(page) == {"corn": "0/3", "indigo": "1/1", "sugar": "2/2"}


def test_in_a_short_window_on_a_tablet_the_keep_buttons_stay_in_sight_and_take_taps(
    browser, server, tmp_path
):
    """A window too short for the whole editor beside the log (a tablet's landscape under its
    toolbars): the editor's own list scrolls and its buttons stay in sight, not under the action
    list below; Playwright's tap fails if anything else would take it."""
    context = browser.new_context(
        viewport={"width": 1024, "height": 560}, has_touch=True, is_mobile=True
    )
    try:
        page = context.new_page()
        table = open_position_sized(page, server, tmp_path, STORING, "storing", (1024, 560))
        step(page, "sugar", "−")
        page.locator("[data-testid=keep-most]").tap()
        assert rows(page) == {"corn": "0/3", "indigo": "1/1", "sugar": "2/2"}
        screens.save(page, "keep-editor-short-tablet-1024x560.png")
        page.locator("[data-testid=keep-confirm]").tap()
        table.settle()
        ana = table.snapshot()["view"]["players"][0]
        assert {g: n for g, n in ana["goods"].items() if n} == {"indigo": 1, "sugar": 2}
    finally:
        context.close()
