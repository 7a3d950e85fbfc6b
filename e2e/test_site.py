"""The site build (build/site.py) and the static server (build/serve.py), without a browser: what
the site contains, that it points nowhere off its origin, that a rebuild with nothing changed
writes nothing, and the headers the server sends.
"""

import gzip
import hashlib
import http.client
import json
import os
import pathlib
import re
import shutil
import struct
import subprocess
import sys
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE_SCRIPT = ROOT / "build" / "site.py"
SERVE_SCRIPT = ROOT / "build" / "serve.py"
LOCK_TOOL = ROOT / ".venv-build" / "bin" / "pyodide"
BUNDLED_WEB = ROOT / "e2e" / "bundled_web"
RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "connect-src 'self'; img-src 'self' data: blob:; style-src 'self'; font-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'"
)

URL = re.compile(r"""(?:https?|wss?)://[^\s"'`)<>\\]+""")
# URLs that name something without fetching it (XML namespaces, licence and documentation links
# in comments are not expected in our files, so only namespaces are allowed).
HARMLESS = re.compile(r"^https?://www\.w3\.org/")
# Pyodide's own defaults, never used in a browser: the CDN is only a Node fallback for packages
# missing locally (cdnUrl is read only IN_NODE), and `https://${host}` is its Node socket API.
PYODIDE_DEFAULTS = {
    "pyodide.mjs": {"https://cdn.jsdelivr.net/pyodide/v${U}/full/", "https://${t}"},
    "pyodide.asm.mjs": {"https://${t}"},
}
# Workbox's runtime (the service worker imports it) names a documentation link in a warning.
WORKBOX_DEFAULTS = {"workbox-precaching.prod.js": {"https://bit.ly/wb-precache"}}


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run_build(out, web, *extra) -> subprocess.CompletedProcess[str]:
    """build/site.py run on `web` into `out`, successful or not."""
    return subprocess.run(
        [sys.executable, str(SITE_SCRIPT), "--out", str(out), "--web", str(web), *extra],
        capture_output=True,
        text=True,
        timeout=120,
    )


def build(out, web, *extra):
    done = run_build(out, web, *extra)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


@pytest.fixture
def tiny_web(tmp_path):
    """A placeholder UI (test fixture only), so these checks do not depend on web/."""
    web = tmp_path / "web"
    (web / "js").mkdir(parents=True)
    (web / "index.html").write_text(
        "<!doctype html><title>t</title><script type=module src=js/app.js></script>\n"
    )
    (web / "js" / "app.js").write_text("export const x = 1;\n")
    (web / ".hidden").write_text("not copied\n")
    return web


def test_site_layout_lock_file_and_build_info(tmp_path, tiny_web):
    out = tmp_path / "site"
    build(out, tiny_web)
    every_file = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    # Beside the files, gzipped copies of the text and WebAssembly worth one (build/compressed.py).
    copies = [f for f in every_file if f.endswith(".gz") and f[: -len(".gz")] in every_file]
    assert "pyodide/pyodide.asm.wasm.gz" in copies and "pyodide/pyodide.asm.mjs.gz" in copies
    for copy in copies:
        original = (out / copy[: -len(".gz")]).read_bytes()
        assert gzip.decompress((out / copy).read_bytes()) == original, copy
        assert (out / copy).stat().st_size <= 0.9 * len(original), copy
        assert copy.rsplit(".", 2)[1] in {"wasm", "mjs", "js", "json", "html"}, copy
    files = [f for f in every_file if f not in copies]
    wheels = [f for f in files if re.fullmatch(r"pyodide/pr_core-[^/]+-py3-none-any\.whl", f)]
    assert len(wheels) == 1, files
    snapshots = [
        f for f in files if re.fullmatch(r"pyodide/memory-snapshot-[0-9a-f]{16}\.bin\.gz", f)
    ]
    assert len(snapshots) == 1, files
    assert files == sorted(
        [
            "index.html",
            "js/app.js",
            "build-info.json",
            "pyodide/pyodide-lock.json",
            wheels[0],
            snapshots[0],
            *(f"pyodide/{n}" for n in RUNTIME),
        ]
    )
    npm = ROOT / "build" / "node_modules" / "pyodide"
    for name in RUNTIME:
        assert sha256(out / "pyodide" / name) == sha256(npm / name), name

    wheel = out / wheels[0]
    lock = json.loads((out / "pyodide" / "pyodide-lock.json").read_text())
    shipped = json.loads((npm / "pyodide-lock.json").read_text())
    assert lock["info"] == shipped["info"]
    assert list(lock["packages"]) == ["pr-core"], "the lock file lists only what the site ships"
    entry = lock["packages"]["pr-core"]
    version = wheel.name.split("-")[1]
    assert entry == {
        "name": "pr-core",
        "version": version,
        "file_name": wheel.name,
        "sha256": sha256(wheel),
        "imports": ["pr_core"],
        "depends": [],
        "package_type": "package",
        "install_dir": "site",
        "tool": {},
        "unvendored_tests": False,
    }

    info = json.loads((out / "build-info.json").read_text())
    assert info["engine_version"] == version
    assert info["wheel"] == wheel.name
    assert info["pyodide_version"] == json.loads((npm / "package.json").read_text())["version"]
    assert [f["path"] for f in info["files"]] == [
        *(f"pyodide/{n}" for n in RUNTIME),
        "pyodide/pyodide-lock.json",
        wheels[0],
    ]
    for f in info["files"]:
        assert f["bytes"] == (out / f["path"]).stat().st_size, f
    # The memory snapshot: named by its bytes, with its size gzipped and unpacked, and made by
    # the runtime the site ships (its header's build id is the one pyodide.mjs checks).
    snapshot = out / snapshots[0]
    packed = snapshot.read_bytes()
    digest = hashlib.sha256(packed).hexdigest()
    assert snapshots[0] == f"pyodide/memory-snapshot-{digest[:16]}.bin.gz"
    memory = gzip.decompress(packed)
    assert info["memory_snapshot"] == {
        "path": snapshots[0],
        "bytes": len(packed),
        "memory_bytes": len(memory),
    }
    build_id = "".join(f"{word:08x}" for word in struct.unpack("<8I", memory[16:48]))
    assert f'BUILD_ID:"{build_id}"' in (npm / "pyodide.mjs").read_text()


def test_rebuild_with_nothing_changed_writes_nothing(tmp_path, tiny_web):
    out = tmp_path / "site"
    build(out, tiny_web)
    stamps = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}
    (out / "stale.txt").write_text("left over from an older build\n")
    start = time.monotonic()
    log = build(out, tiny_web)
    elapsed = time.monotonic() - start
    assert "0 written, 1 removed" in log, log
    assert not (out / "stale.txt").exists()
    assert {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()} == stamps
    assert elapsed < 15, f"an up-to-date rebuild took {elapsed:.1f} s"


@pytest.fixture
def bundled_web(tmp_path):
    """A placeholder UI shaped like web/ (a copy of e2e/bundled_web): index.html loads early.js,
    which loads main.js; main.js and ui/view.js share the words (text.js) with early.js."""
    return shutil.copytree(BUNDLED_WEB, tmp_path / "web")


def test_the_ui_is_shipped_as_one_module_sharing_the_pages_own(tmp_path, bundled_web):
    """main.js and what only it imports become one file; what the page loaded before it stays a
    file of its own, imported by the bundle (one module, one state), as do the other scripts."""
    out = tmp_path / "site"
    build(out, bundled_web)
    shipped = sorted(p.relative_to(out / "js").as_posix() for p in (out / "js").rglob("*"))
    assert shipped == ["early.js", "main.js", "main.js.map", "text.js", "worker.js"]
    bundle = (out / "js" / "main.js").read_text()
    assert "import { words } from './text.js';" in bundle
    assert "'one list'" in bundle and "../text.js" not in bundle
    source_map = json.loads((out / "js" / "main.js.map").read_text())
    assert sorted(source_map["sources"]) == ["main.js", "ui/view.js"]
    assert (out / "js" / "text.js").read_bytes() == (bundled_web / "js" / "text.js").read_bytes()


def test_a_script_importing_a_bundled_module_fails_the_build(tmp_path, bundled_web):
    (bundled_web / "js" / "worker.js").write_text("import { view } from './ui/view.js';\n")
    done = run_build(tmp_path / "site", bundled_web)
    assert done.returncode == 1
    assert (
        "js/worker.js imports js/ui/view.js, which is inside the bundle js/main.js" in done.stderr
    )


def test_a_type_named_from_a_bundled_module_in_a_comment_builds(tmp_path, bundled_web):
    """A JSDoc type import is read by tsc only: it loads nothing, so it may name a bundled module.
    A real import after it is still refused, though a string on its line holds '//'."""
    typed = (ROOT / "e2e" / "bundled_web_cases" / "worker-with-a-type-import.js").read_text()
    worker = bundled_web / "js" / "worker.js"
    worker.write_text(typed)
    assert run_build(tmp_path / "site", bundled_web).returncode == 0
    worker.write_text(typed + "const url = '//'; import('./ui/view.js');\n")
    done = run_build(tmp_path / "again", bundled_web)
    assert done.returncode == 1
    assert "js/worker.js imports js/ui/view.js" in done.stderr


def test_a_bundled_module_of_a_subfolder_may_not_use_import_meta(tmp_path, bundled_web):
    """Inside the bundle, import.meta.url would be js/main.js's: a URL made from it in ui/ would
    point elsewhere than its author meant."""
    view = bundled_web / "js" / "ui" / "view.js"
    view.write_text(
        view.read_text() + "export const icon = new URL('../icon.svg', import.meta.url);\n"
    )
    done = run_build(tmp_path / "site", bundled_web)
    assert done.returncode == 1
    assert "ui/view.js uses import.meta.url" in done.stderr


@pytest.mark.skipif(not LOCK_TOOL.exists(), reason="no .venv-build (no Python >= 3.12 at setup)")
def test_hand_written_lock_file_matches_pyodide_lock(tmp_path, tiny_web):
    """The fallback route (no Python >= 3.12) writes byte for byte what add-wheels writes."""
    build(tmp_path / "tool", tiny_web, "--lock-route", "tool")
    build(tmp_path / "hand", tiny_web, "--lock-route", "hand")
    lock = "pyodide/pyodide-lock.json"
    assert (tmp_path / "tool" / lock).read_bytes() == (tmp_path / "hand" / lock).read_bytes()


def test_site_points_nowhere_off_origin(site_dir):
    """No file of the real site names a URL it could fetch from elsewhere (Pyodide's unused
    defaults and Workbox's documentation link excepted, by exact value, so a new one in an
    upgrade is noticed)."""
    found = {}
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file() or path.suffix not in {
            ".html",
            ".js",
            ".mjs",
            ".css",
            ".json",
            ".webmanifest",
            ".svg",
        }:
            continue
        urls = set(URL.findall(path.read_text(encoding="utf-8", errors="replace")))
        urls = {u for u in urls if not HARMLESS.match(u)}
        rel = path.relative_to(site_dir).as_posix()
        if rel.startswith("pyodide/"):
            urls -= PYODIDE_DEFAULTS.get(path.name, set())
        if rel.startswith("workbox/"):
            urls -= WORKBOX_DEFAULTS.get(path.name, set())
        if urls:
            found[rel] = sorted(urls)
    assert not found, f"off-origin URLs in the site: {found}"


# ---------------------------------------------------------------------------------- the server
@pytest.fixture
def served(tmp_path, tiny_web):
    out = tmp_path / "site"
    build(out, tiny_web)
    (out / "app.webmanifest").write_text("{}")
    (out / "icon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    process = subprocess.Popen(
        [sys.executable, str(SERVE_SCRIPT), "--port", "0", "--quiet", "--dir", str(out)],
        stdout=subprocess.PIPE,
        text=True,
    )
    line = process.stdout.readline()
    port = int(re.match(r"serving http://127\.0\.0\.1:(\d+)/", line).group(1))
    yield out, port
    process.terminate()
    process.wait(timeout=10)


def fetch(port, path, method="GET", headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request(method, path, headers=headers or {})
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response, body


def test_server_headers_and_types(served):
    out, port = served
    wheel = next((out / "pyodide").glob("*.whl")).name
    expected = {
        "/": "text/html; charset=utf-8",
        "/js/app.js": "text/javascript; charset=utf-8",
        "/pyodide/pyodide.mjs": "text/javascript; charset=utf-8",
        "/pyodide/pyodide.asm.wasm": "application/wasm",
        "/pyodide/python_stdlib.zip": "application/zip",
        f"/pyodide/{wheel}": "application/octet-stream",
        "/build-info.json": "application/json",
        "/app.webmanifest": "application/manifest+json",
        "/icon.svg": "image/svg+xml",
    }
    for path, content_type in expected.items():
        response, body = fetch(port, path)
        assert response.status == 200, path
        assert response.getheader("Content-Type") == content_type, path
        assert response.getheader("Content-Security-Policy") == CSP, path
        assert response.getheader("X-Content-Type-Options") == "nosniff", path
        assert response.getheader("Cache-Control") == "no-cache", path
        assert response.getheader("Last-Modified"), path
        assert int(response.getheader("Content-Length")) == len(body), path

    response, _ = fetch(port, "/missing.js")
    assert response.status == 404
    assert response.getheader("Content-Security-Policy") == CSP
    response, _ = fetch(port, "/js/")
    assert response.status == 404, "no directory listings"
    response, _ = fetch(port, "/../../etc/passwd")
    assert response.status == 404


def test_server_sends_a_browser_that_takes_gzip_the_gzipped_copy(served):
    """A first visit downloads the runtime at about a third (build/compressed.py): the copy goes
    to a browser that takes gzip, the file itself to one that does not, and the file again
    where its copy is older than it (a build under way)."""
    out, port = served
    wasm = (out / "pyodide" / "pyodide.asm.wasm").read_bytes()
    response, body = fetch(port, "/pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": "gzip"})
    assert response.status == 200
    assert response.getheader("Content-Encoding") == "gzip"
    assert response.getheader("Content-Type") == "application/wasm"
    assert response.getheader("Vary") == "Accept-Encoding"
    assert gzip.decompress(body) == wasm and len(body) < len(wasm) / 2
    for refused in ({}, {"Accept-Encoding": "gzip;q=0, identity"}):
        response, body = fetch(port, "/pyodide/pyodide.asm.wasm", headers=refused)
        assert response.getheader("Content-Encoding") is None and body == wasm, refused
        assert response.getheader("Vary") == "Accept-Encoding"
    # Not for what is compressed already, nor for a copy fetched by its own name.
    wheel = next((out / "pyodide").glob("*.whl")).name
    response, body = fetch(port, f"/pyodide/{wheel}", headers={"Accept-Encoding": "gzip"})
    assert response.getheader("Content-Encoding") is None
    assert body == (out / "pyodide" / wheel).read_bytes()
    response, body = fetch(
        port, "/pyodide/pyodide.asm.wasm.gz", headers={"Accept-Encoding": "gzip"}
    )
    assert response.getheader("Content-Encoding") is None
    assert body == (out / "pyodide" / "pyodide.asm.wasm.gz").read_bytes()
    # A file rewritten after its copy: the copy is not the file's any more.
    mjs = out / "pyodide" / "pyodide.mjs"
    copy = out / "pyodide" / "pyodide.mjs.gz"
    os.utime(copy, (copy.stat().st_atime, mjs.stat().st_mtime - 10))
    response, body = fetch(port, "/pyodide/pyodide.mjs", headers={"Accept-Encoding": "gzip"})
    assert response.getheader("Content-Encoding") is None and body == mjs.read_bytes()


def test_every_page_carries_the_policy_for_hosts_that_send_none(site_dir):
    """A rules site that serves these files from its own server may send no CSP header: each
    page states the same policy itself (a <meta> cannot carry frame-ancestors, which it lacks)."""
    pages = sorted(site_dir.glob("*.html"))
    assert {p.name for p in pages} >= {"index.html", "embed-demo.html"}
    meta = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
    for page in pages:
        found = meta.findall(page.read_text(encoding="utf-8"))
        assert found == [CSP], page.name


def test_server_revalidates_with_304(served):
    _, port = served
    response, body = fetch(port, "/pyodide/pyodide.asm.wasm")
    assert response.status == 200 and body
    last_modified = response.getheader("Last-Modified")
    response, body = fetch(
        port, "/pyodide/pyodide.asm.wasm", headers={"If-Modified-Since": last_modified}
    )
    assert response.status == 304 and body == b""
    assert response.getheader("Cache-Control") == "no-cache"
    response, body = fetch(
        port,
        "/pyodide/pyodide.asm.wasm",
        headers={"If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT"},
    )
    assert response.status == 200 and body


def test_server_listens_on_loopback_only(served):
    """Read from /proc/net/tcp (no traffic sent): the listening socket is 127.0.0.1 only."""
    _, port = served
    listening = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = pathlib.Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            address, local_port = fields[1].split(":")
            if int(local_port, 16) == port and fields[3] == "0A":  # 0A: LISTEN
                listening.append(address)
    assert listening == ["0100007F"], f"listening on {listening} (0100007F is 127.0.0.1)"


def test_engine_wheel_carries_bytecode_for_the_browsers_python(site_dir):
    """Every engine module has a .pyc the browser's Python uses as it is (no compiling on start)."""
    import zipfile

    info = json.loads((site_dir / "build-info.json").read_text())
    major, minor = info["python_version"].split(".")[:2]
    tag = f"cpython-{major}{minor}"
    with zipfile.ZipFile(site_dir / "pyodide" / info["wheel"]) as wheel:
        names = set(wheel.namelist())
        sources = [n for n in names if n.endswith(".py")]
        assert sources
        for source in sources:
            folder, _, file = source.rpartition("/")
            pyc = f"{folder}/__pycache__/{file[:-3]}.{tag}.pyc"
            assert pyc in names, f"no bytecode for {source}"
            header = wheel.read(pyc)[:8]
            # PEP 552 flags: bit 0 hash-based, bit 1 check_source; unchecked = 0b01.
            assert int.from_bytes(header[4:8], "little") == 1, f"{pyc} is not unchecked-hash"
        record = wheel.read(next(n for n in names if n.endswith("RECORD"))).decode()
        assert all(n in record for n in names if not n.endswith("RECORD"))
