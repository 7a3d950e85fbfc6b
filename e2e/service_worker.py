"""The service worker as the end-to-end tests drive it: scripts a page evaluates to wait for its
control and for a new version (e2e/js/service_worker.js), a new version of the site built in
place of the served one, and the file list a built sw.js carries (test_pwa.py, test_update.py)."""

import json
import pathlib
import re
import shutil
import subprocess
import sys
import time

import scripts
from conftest import ROOT, SITE_SCRIPT

# The new version's title (its English texts), in the tab and the game's panel.
NEW_TITLE = "Puerto Rico, new edition"

# Resolves once a service worker controls the page and has finished precaching (a worker is
# active only after its install, the precache, succeeded).
CONTROLLED_JS = scripts.expression("service_worker", "controlledBy")

# What the browser does on its own now and then: look for a new sw.js. Resolves once the new
# version has installed (precached) and waits.
NEW_VERSION_WAITING_JS = scripts.expression("service_worker", "newVersionWaiting")


def precache_list(sw: pathlib.Path) -> list[dict]:
    """The files a built sw.js lists, each with its revision and integrity."""
    match = re.search(r"const manifest = (\[.*?\]);", sw.read_text(encoding="utf-8"), re.DOTALL)
    assert match, "sw.js carries no file list"
    return json.loads(match.group(1))


def build_second_version(folder, tmp_path) -> float:
    """Rebuilds the served site as the new version; returns the seconds the build took."""
    web = tmp_path / "web2"
    shutil.copytree(ROOT / "web", web)
    text = web / "i18n" / "en.json"
    words = text.read_text(encoding="utf-8")
    for key in ("app.title", "game.puerto-rico"):
        words = words.replace(f'"{key}": "Puerto Rico",', f'"{key}": "{NEW_TITLE}",', 1)
    text.write_text(words, encoding="utf-8")
    index = web / "index.html"
    index.write_text(
        index.read_text(encoding="utf-8").replace("</head>", "<!-- edition 2 -->\n</head>", 1),
        encoding="utf-8",
    )
    worker = web / "js" / "worker.js"
    worker.write_text(
        worker.read_text(encoding="utf-8") + "\n/** @type {any} */ (globalThis).edition = 2;\n",
        encoding="utf-8",
    )
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(SITE_SCRIPT), "--quiet", "--web", str(web), "--out", str(folder)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return time.monotonic() - start
