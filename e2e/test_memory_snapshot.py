"""The start from the memory snapshot (docs/bridge.md, "Start-up"), and the plain start it falls
back to when the snapshot is missing, fails to download, is damaged or does not fit the runtime:
every way, the player gets a game he can play, and the loading screen's download count ends at
what was downloaded.
"""

import gzip
import json

import pytest
from conftest import wait_ready
from kept_copy import KEPT_NAME_JS, damage_kept_copy, wait_until_kept
from pages import PuertoRico

# First visits and the copy they keep: each test in a browser context of its own
# (shared_context.py).
pytestmark = pytest.mark.fresh_context

SNAPSHOT_URL = "**/pyodide/memory-snapshot-*"
# The words the worker logs for developers when it starts without the snapshot.
FALLBACK_LOG = "starting without the memory snapshot"
# Pyodide's snapshot header: 12 little-endian u32; words 4 to 11 are the runtime's build id.
BUILD_ID = slice(16, 48)


@pytest.fixture(scope="module")
def build_info(site_dir):
    return json.loads((site_dir / "build-info.json").read_text())


@pytest.fixture(scope="module")
def snapshot_bytes(site_dir, build_info):
    return (site_dir / build_info["memory_snapshot"]["path"]).read_bytes()


def warnings_of(page):
    seen = []
    page.on(
        "console", lambda message: seen.append(message.text) if message.type == "warning" else None
    )
    return seen


def play_a_few_decisions(open_app, seed):
    """Opens the app straight into a game and makes three of the human's decisions by clicks."""
    page = open_app(instant=1, autostart=1, players=3, seed=seed)
    wait_ready(page)
    table = PuertoRico(page, seed=seed)
    snap = table.snapshot()
    for _ in range(3):
        assert snap["your_turn"] and snap["legal"], "the player has a decision to make"
        before = json.dumps(snap["view"], sort_keys=True)
        snap = table.play_turn()
        assert json.dumps(snap["view"], sort_keys=True) != before, "the decision changed the game"
    return page


def downloads_reported(page):
    reports = [
        p for p in page.evaluate("() => window.__prTest.startProgress()") if p["step"] == "download"
    ]
    assert reports, "the loading screen was told about the download"
    for report in reports:
        assert 0 <= report["loaded"] <= report["total"], report
    return reports[-1]


def expected_total(build_info, boot):
    files = {f["path"]: f["bytes"] for f in build_info["files"]}
    if boot == "memory snapshot":
        del files[f"pyodide/{build_info['wheel']}"]  # the engine is in the snapshot
        files[build_info["memory_snapshot"]["path"]] = build_info["memory_snapshot"]["bytes"]
    return sum(files.values())


def test_the_game_starts_from_the_memory_snapshot_and_counts_its_download(
    open_app, build_info, requests_log
):
    page = play_a_few_decisions(open_app, seed=11)
    assert page.evaluate("() => window.__prTest.boot()") == "memory snapshot"
    last = downloads_reported(page)
    assert last["loaded"] == last["total"] == expected_total(build_info, "memory snapshot")
    assert not any(p.endswith(".whl") for p in requests_log.paths(service_worker=False)), (
        "a start from the snapshot does not download the engine's wheel"
    )


def test_a_second_visit_starts_from_the_unpacked_copy_without_downloading_again(
    open_app, build_info, requests_log
):
    page = open_app(instant=1)
    wait_ready(page)
    wait_until_kept(page, build_info)
    snapshot = "/" + build_info["memory_snapshot"]["path"]
    before = requests_log.paths(service_worker=False).count(snapshot)
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.__prTest.boot()") == "memory snapshot"
    assert requests_log.paths(service_worker=False).count(snapshot) == before
    last = downloads_reported(page)
    assert last["loaded"] == last["total"]


def _missing(route, _):
    route.fulfill(status=404, body="Not Found")


def _failed(route, _):
    route.abort("connectionreset")


def _cut_short(route, data):
    route.fulfill(
        status=200, body=data[: len(data) // 2], headers={"Content-Type": "application/gzip"}
    )


def _bit_flipped(route, data):
    flipped = bytearray(data)
    for at in range(len(data) // 3, len(data) // 3 + 64):
        flipped[at] ^= 0x55
    route.fulfill(status=200, body=bytes(flipped), headers={"Content-Type": "application/gzip"})


def _other_runtime(route, data):
    memory = bytearray(gzip.decompress(data))
    memory[BUILD_ID] = bytes(b ^ 0xFF for b in memory[BUILD_ID])
    route.fulfill(
        status=200,
        body=gzip.compress(bytes(memory), 1),
        headers={"Content-Type": "application/gzip"},
    )


FAULTS = {
    "missing": _missing,
    "download fails": _failed,
    "cut short": _cut_short,
    "damaged inside": _bit_flipped,
    "another runtime's": _other_runtime,
}


@pytest.mark.parametrize("fault", FAULTS)
def test_a_snapshot_that_cannot_be_used_falls_back_to_a_playable_game(
    context, page, open_app, page_errors, build_info, snapshot_bytes, fault
):
    served = []

    def serve(route):
        served.append(route.request.url)
        FAULTS[fault](route, snapshot_bytes)

    context.route(SNAPSHOT_URL, serve)
    # The browser's own report of the failed request, caused on purpose.
    page_errors.allow(
        r"memory-snapshot-.*(404|ERR_CONNECTION_RESET|Failed to fetch)|"
        r"Failed to load resource"
    )
    warnings = warnings_of(page)
    page = play_a_few_decisions(open_app, seed=12)
    assert served, "the snapshot was asked for"
    assert page.evaluate("() => window.__prTest.boot()") == "plain"
    assert any(FALLBACK_LOG in w for w in warnings), warnings
    last = downloads_reported(page)
    assert last["loaded"] == last["total"] == expected_total(build_info, "plain")
    # Silent for the player: no error screen was shown on the way.
    assert page.get_by_test_id("error-screen").is_hidden()


def test_a_damaged_unpacked_copy_is_thrown_away_and_the_next_visit_unpacks_again(
    open_app, page, build_info
):
    page = open_app(instant=1)
    wait_ready(page)
    wait_until_kept(page, build_info)
    damage_kept_copy(page, build_info)
    warnings = warnings_of(page)
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.__prTest.boot()") == "plain"
    assert any(FALLBACK_LOG in w and "kept" in w for w in warnings), warnings
    assert page.evaluate(KEPT_NAME_JS) is None, "the damaged copy was thrown away"
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.__prTest.boot()") == "memory snapshot"
