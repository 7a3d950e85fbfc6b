#!/usr/bin/env python3
"""Builds the static browser site: `python build/site.py` -> dist/site/.

    dist/site/
      index.html, css/, js/ ...      the UI, copied from web/
      js/main.js, js/main.js.map     but for web/js/main.js and the modules only it imports: one
                                     module (build/bundle.mjs) and its source map
      embed.js                       but with its manifest written in: the games' facts from the
                                     engine, the poster's English words (build/embed_manifest.py)
      i18n/poster-<lang>.js          the words of <pr-game>'s poster, from i18n/<lang>.json
      pyodide/pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip
                                     the Pyodide runtime, copied from build/node_modules/pyodide
      pyodide/pr_core-<v>-py3-none-any.whl
                                     the engine, built with pypa `build`, plus its bytecode
                                     compiled by Pyodide's interpreter (build/bytecode.py)
      pyodide/pyodide-lock.json      Pyodide's lock file listing exactly one package, "pr-core"
      pyodide/memory-snapshot-<hash>.bin.gz
                                     the interpreter's memory with the engine imported, which the
                                     worker starts from (build/memory_snapshot.py)
      build-info.json                versions and the runtime's download sizes (docs/bridge.md)
      sw.js                          the service worker: web/sw.js with the list of every file
                                     above but the wheel (Workbox's injectManifest, run by
                                     build/sw.mjs)
      workbox/*.prod.js              the Workbox runtime sw.js imports, from build/node_modules
      <file>.gz                      gzipped copies of the text and WebAssembly files, which
                                     build/serve.py sends as Content-Encoding: gzip
                                     (build/compressed.py)

Incremental: every output file is compared with what is already there and rewritten (atomically)
only if its bytes differ; files no longer produced are removed. A second run with nothing changed
writes nothing, so a server can keep serving dist/site while it runs. See build/README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import hashlib
import json
import os
import pathlib
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from typing import Any, NamedTuple

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bytecode import CACHE, BytecodeError, with_bytecode  # noqa: E402
from compressed import SUFFIX as GZIP_SUFFIX  # noqa: E402
from compressed import compressed_copies  # noqa: E402
from embed_manifest import EMBED, ManifestError, embed_files  # noqa: E402
from memory_snapshot import SnapshotError, memory_bytes, site_name, snapshot_for  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
LOCK_TOOL = ROOT / ".venv-build" / "bin" / "pyodide"
PYODIDE_NPM = ROOT / "build" / "node_modules" / "pyodide"

# What loadPyodide() fetches (pyodide 314.0.7, read from pyodide.mjs): the worker imports
# pyodide.mjs; loadPyodide imports pyodide.asm.mjs, fetches pyodide.asm.wasm, python_stdlib.zip and
# pyodide-lock.json, all from indexURL. The .map files, console*.html, *.d.ts and pyodide.js (the
# classic-script build) are not needed.
RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
PACKAGE_NAME = "pr-core"
IMPORT_NAME = "pr_core"
SKIP_WEB = {".DS_Store", "__pycache__", "node_modules"}
# The service worker's source in web/: written with the site's file list, not copied as it is.
SW_SOURCE = "sw.js"
SW_SCRIPT = ROOT / "build" / "sw.mjs"
# The UI's modules are shipped as one (build/bundle.mjs): the page's js/main.js and all it alone
# imports, with a source map that the service worker does not keep.
BUNDLE = "js/main.js"
BUNDLE_SCRIPT = ROOT / "build" / "bundle.mjs"
KEEP_BUNDLES = 4  # bundles kept in dist/.cache, the newest
NPM = ROOT / "build" / "node_modules"
WORKBOX_LIBS = ["workbox-core", "workbox-routing", "workbox-strategies", "workbox-precaching"]


class BuildError(Exception):
    pass


def _ensure_build_tools() -> None:
    """Re-runs this script with .venv's Python when the current one lacks pypa `build`."""
    try:
        import build  # noqa: F401
    except ImportError as err:
        if VENV_PYTHON.exists() and pathlib.Path(sys.executable).resolve() != VENV_PYTHON.resolve():
            os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), __file__, *sys.argv[1:]])
        raise BuildError(
            "pypa `build` is not installed: run `make setup` (or bash build/setup.sh)"
        ) from err


def sha256(path: pathlib.Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def build_wheel(tmp: pathlib.Path) -> pathlib.Path:
    out = tmp / "wheel"
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "-o", str(out), str(ROOT)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise BuildError(f"building the pr_core wheel failed:\n{done.stdout}{done.stderr}")
    wheels = sorted(out.glob("pr_core-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise BuildError(f"expected one pure pr_core wheel, got {[w.name for w in wheels]}")
    return wheels[0]


def wheel_metadata(wheel: pathlib.Path) -> tuple[str, str, list[str]]:
    """(name, version, top-level import names) read from the wheel itself."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        fields: dict[str, str] = {}
        for line in z.read(meta_name).decode("utf-8").splitlines():
            if not line:
                break
            key, _, value = line.partition(": ")
            fields.setdefault(key, value)
    tops = sorted(
        {n.split("/")[0] for n in names if n.count("/") == 1 and n.endswith("/__init__.py")}
    )
    return fields["Name"], fields["Version"], tops


def base_lock() -> dict[str, Any]:
    """Pyodide's shipped lock file without its packages: the site ships none of them."""
    shipped = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    return {**shipped, "packages": {}}


def lock_with_tool(wheel: pathlib.Path, tmp: pathlib.Path) -> bytes:
    """`pyodide lockfile add-wheels` (pyodide-lock) registers the wheel in the base lock file."""
    src, dst = tmp / "base-lock.json", tmp / "pyodide-lock.json"
    src.write_text(json.dumps(base_lock()), encoding="utf-8")
    done = subprocess.run(
        [
            str(LOCK_TOOL),
            "lockfile",
            "add-wheels",
            "--input",
            str(src),
            "--output",
            str(dst),
            "--base-path",
            str(wheel.parent),
            str(wheel),
        ],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise BuildError(f"pyodide lockfile add-wheels failed:\n{done.stdout}{done.stderr}")
    return dst.read_bytes()


def lock_by_hand(wheel: pathlib.Path) -> bytes:
    """The same entry add-wheels writes for a pure wheel with no dependencies, written here."""
    name, version, imports = wheel_metadata(wheel)
    lock = base_lock()
    lock["packages"][PACKAGE_NAME] = {
        "depends": [],
        "file_name": wheel.name,
        "imports": imports,
        "install_dir": "site",
        "name": name,
        "package_type": "package",
        "sha256": sha256(wheel),
        "tool": {},
        "unvendored_tests": False,
        "version": version,
    }
    return json.dumps(lock, sort_keys=True).encode("utf-8")


def check_lock(lock_bytes: bytes, wheel: pathlib.Path) -> None:
    """Whichever route wrote it, the lock file must describe exactly the wheel we ship."""
    lock = json.loads(lock_bytes)
    name, version, _ = wheel_metadata(wheel)
    if set(lock["packages"]) != {PACKAGE_NAME}:
        raise BuildError(
            f"lock file lists {sorted(lock['packages'])}, expected only {PACKAGE_NAME}"
        )
    entry = lock["packages"][PACKAGE_NAME]
    want = {
        "name": PACKAGE_NAME,
        "version": version,
        "file_name": wheel.name,
        "sha256": sha256(wheel),
        "imports": [IMPORT_NAME],
        "depends": [],
        "package_type": "package",
        "install_dir": "site",
    }
    wrong = {k: (entry.get(k), v) for k, v in want.items() if entry.get(k) != v}
    if name != PACKAGE_NAME or wrong:
        raise BuildError(f"lock entry for {PACKAGE_NAME} is wrong (got, want): {wrong}")


def web_files(web: pathlib.Path) -> dict[str, pathlib.Path]:
    files = {}
    for path in sorted(web.rglob("*")):
        rel = path.relative_to(web)
        if any(part in SKIP_WEB or part.startswith(".") for part in rel.parts):
            continue
        if path.is_file():
            files[rel.as_posix()] = path
    return files


def same_content(dst: pathlib.Path, src: pathlib.Path | bytes) -> bool:
    if not dst.is_file():
        return False
    if isinstance(src, bytes):
        return dst.stat().st_size == len(src) and dst.read_bytes() == src
    if dst.stat().st_size != src.stat().st_size:
        return False
    with open(dst, "rb") as a, open(src, "rb") as b:
        while True:
            x, y = a.read(1 << 20), b.read(1 << 20)
            if x != y:
                return False
            if not x:
                return True


def put(dst: pathlib.Path, src: pathlib.Path | bytes) -> bool:
    """Writes dst atomically unless it already holds these bytes; True if written."""
    if same_content(dst, src):
        return False
    dst.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=dst.parent, prefix=".tmp-", suffix=dst.suffix)
    try:
        with os.fdopen(fd, "wb") as f:
            if isinstance(src, bytes):
                f.write(src)
            else:
                with open(src, "rb") as s:
                    shutil.copyfileobj(s, f, 1 << 20)
        os.chmod(tmp, 0o644)
        os.replace(tmp, dst)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    return True


def prune(out: pathlib.Path, keep: set[str]) -> list[str]:
    removed = []
    for path in sorted(out.rglob("*"), reverse=True):
        rel = path.relative_to(out).as_posix()
        if path.is_file() or path.is_symlink():
            if rel not in keep:
                path.unlink()
                removed.append(rel)
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return removed


def service_worker(
    out: pathlib.Path,
    source: pathlib.Path,
    files: list[str],
    left_out: list[str],
    tmp: pathlib.Path,
) -> bytes:
    """web/sw.js with the list of `files` (already in `out`; `left_out`, the gzipped copies and
    the wheel, are not listed), by build/sw.mjs. Cached in dist/.cache by the bytes of
    everything it depends on: an unchanged site starts no Node."""
    key = hashlib.sha256()
    for path in (source, SW_SCRIPT, ROOT / "build" / "package-lock.json"):
        key.update(hashlib.sha256(path.read_bytes()).digest())
    for rel in sorted(files):
        key.update(rel.encode("utf-8") + b"\0" + bytes.fromhex(sha256(out / rel)))
    for rel in sorted(left_out):
        key.update(b"left out\0" + rel.encode("utf-8") + b"\0")
    cached = CACHE / f"sw-{key.hexdigest()[:32]}.js"
    if cached.is_file():
        return cached.read_bytes()
    dest = tmp / "sw" / SW_SOURCE
    done = subprocess.run(
        ["node", str(SW_SCRIPT), str(out), str(source), str(dest), *left_out],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise BuildError(
            f"writing the service worker (node build/sw.mjs) failed:\n{done.stdout}{done.stderr}"
        )
    data = dest.read_bytes()
    put(cached, data)
    return data


class UiBundle(NamedTuple):
    code: bytes
    source_map: bytes
    bundled: list[str]  # the web/ files inside it, js/main.js first


def ui_bundle(web: pathlib.Path, ui: dict[str, pathlib.Path], tmp: pathlib.Path) -> UiBundle | None:
    """js/main.js with the modules only it imports, by build/bundle.mjs; None for a web/ without
    js/main.js. Cached in dist/.cache by the bytes of every script it may read."""
    if BUNDLE not in ui:
        return None
    key = hashlib.sha256()
    for path in (BUNDLE_SCRIPT, ROOT / "build" / "package-lock.json"):
        key.update(hashlib.sha256(path.read_bytes()).digest())
    for rel in sorted(ui):
        if rel.endswith((".js", ".html")):
            key.update(rel.encode("utf-8") + b"\0" + bytes.fromhex(sha256(ui[rel])))
    cached = CACHE / f"bundle-{key.hexdigest()[:32]}.json"
    if not cached.is_file():
        dest = tmp / "bundle"
        done = subprocess.run(
            ["node", str(BUNDLE_SCRIPT), str(web), str(dest)], capture_output=True, text=True
        )
        if done.returncode != 0:
            raise BuildError(
                f"bundling the UI (node build/bundle.mjs) failed:\n{done.stdout}{done.stderr}"
            )
        record = {
            "bundled": json.loads(done.stdout)["bundled"],
            "code": (dest / "main.js").read_text(encoding="utf-8"),
            "map": (dest / "main.js.map").read_text(encoding="utf-8"),
        }
        put(cached, json.dumps(record).encode("utf-8"))
        for old in sorted(
            CACHE.glob("bundle-*.json"), key=lambda p: p.stat().st_mtime, reverse=True
        )[KEEP_BUNDLES:]:
            old.unlink(missing_ok=True)
    record = json.loads(cached.read_text(encoding="utf-8"))
    return UiBundle(
        record["code"].encode("utf-8"), record["map"].encode("utf-8"), record["bundled"]
    )


# A relative module specifier in shipped code: import ... from, import(),
# new URL(..., import.meta.url).
SPECIFIER = re.compile(
    r"""(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew\s+URL\(\s*)['"](\.\.?/[^'"]+)['"]"""
)
# Strings are kept and comments dropped in one linear pass: a JSDoc type such as
# {import('./shell/x.js').T} is for tsc only and loads nothing in the browser.
STRING_OR_COMMENT = re.compile(
    r"""("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|//[^\n]*|/\*[\s\S]*?\*/"""
)


def without_comments(code: str) -> str:
    return STRING_OR_COMMENT.sub(lambda m: m.group(1) or " ", code)


def check_unbundled(plan: dict[str, pathlib.Path | bytes], bundled: list[str]) -> None:
    """No shipped script may import a module that only exists inside the bundle."""
    gone = set(bundled[1:])
    for rel, src in plan.items():
        if not rel.endswith(".js") or rel == BUNDLE:
            continue
        text = src.decode("utf-8") if isinstance(src, bytes) else src.read_text(encoding="utf-8")
        for spec in SPECIFIER.findall(without_comments(text)):
            target = posixpath.normpath(posixpath.join(posixpath.dirname(rel), spec))
            if target in gone:
                raise BuildError(
                    f"{rel} imports {target}, which is inside the bundle {BUNDLE} "
                    f"and not shipped on its own (build/bundle.mjs)"
                )


def build_site(
    out: pathlib.Path, web: pathlib.Path, route: str, log: Callable[[str], None] = print
) -> dict[str, Any]:
    t0 = time.monotonic()
    if not (PYODIDE_NPM / "pyodide.mjs").is_file():
        raise BuildError(f"{PYODIDE_NPM} is missing: run `make setup` (npm ci in build/)")
    if not (web / "index.html").is_file():
        raise BuildError(f"{web}/index.html is missing: there is no app to put in the site")
    if route == "auto":
        route = "tool" if LOCK_TOOL.exists() else "hand"
        if route == "hand":
            print(
                f"site: warning: {LOCK_TOOL.relative_to(ROOT)} is missing (no Python >= 3.12 at "
                "setup?): writing the lock-file entry by hand",
                file=sys.stderr,
            )
    elif route == "tool" and not LOCK_TOOL.exists():
        raise BuildError(f"{LOCK_TOOL} is missing: run `make setup`")

    with tempfile.TemporaryDirectory(prefix="pr-site-") as tmp_name:
        tmp = pathlib.Path(tmp_name)
        try:
            wheel = with_bytecode(build_wheel(tmp), tmp)
            memory = snapshot_for(wheel, tmp)
        except (BytecodeError, SnapshotError) as error:
            raise BuildError(str(error)) from None
        lock = lock_with_tool(wheel, tmp) if route == "tool" else lock_by_hand(wheel)
        check_lock(lock, wheel)
        _, engine_version, _ = wheel_metadata(wheel)

        plan: dict[str, pathlib.Path | bytes] = {}
        ui = web_files(web)
        sw_source = ui.pop(SW_SOURCE, None)
        for rel, path in ui.items():
            plan[rel] = path
        bundle = ui_bundle(web, ui, tmp)
        if bundle:
            for rel in bundle.bundled:
                del plan[rel]
            plan[BUNDLE] = bundle.code
            plan[f"{BUNDLE}.map"] = bundle.source_map
            check_unbundled(plan, bundle.bundled)
        try:
            embed = embed_files(web, ui)
        except ManifestError as error:
            raise BuildError(str(error)) from None
        plan.update(embed)
        if sw_source:
            for lib in WORKBOX_LIBS:
                plan[f"workbox/{lib}.prod.js"] = NPM / lib / "build" / f"{lib}.prod.js"
        runtime = [f"pyodide/{name}" for name in RUNTIME_FILES]
        for name in RUNTIME_FILES:
            plan[f"pyodide/{name}"] = PYODIDE_NPM / name
        plan[f"pyodide/{wheel.name}"] = wheel
        plan["pyodide/pyodide-lock.json"] = lock
        memory_rel = f"pyodide/{site_name(memory)}"
        plan[memory_rel] = memory
        downloads = runtime + ["pyodide/pyodide-lock.json", f"pyodide/{wheel.name}"]
        clash = [
            rel
            for rel in ui
            if rel in downloads
            or rel in (memory_rel, "build-info.json")
            or rel.startswith("workbox/")
            or (rel in embed and rel != EMBED)
        ]
        if clash:
            raise BuildError(f"web/ must not contain files the build writes: {clash}")

        def size(rel: str) -> int:
            src = plan[rel]
            return len(src) if isinstance(src, bytes) else src.stat().st_size

        npm_meta = json.loads((PYODIDE_NPM / "package.json").read_text(encoding="utf-8"))
        info = {
            "engine_version": engine_version,
            "wheel": wheel.name,
            "pyodide_version": npm_meta["version"],
            "python_version": json.loads(lock)["info"]["python"],
            "lock_route": "pyodide-lock add-wheels"
            if route == "tool"
            else "written by build/site.py",
            "files": [{"path": rel, "bytes": size(rel)} for rel in downloads],
            "memory_snapshot": {
                "path": memory_rel,
                "bytes": size(memory_rel),
                "memory_bytes": memory_bytes(memory),
            },
        }
        plan["build-info.json"] = (json.dumps(info, indent=1) + "\n").encode("utf-8")

        out.mkdir(parents=True, exist_ok=True)
        written = [rel for rel, src in plan.items() if put(out / rel, src)]
        copies = compressed_copies(out, list(plan), CACHE)
        written += [rel for rel, data in copies.items() if put(out / rel, data)]
        worker = {SW_SOURCE, SW_SOURCE + GZIP_SUFFIX} if sw_source else set()
        # Only a start without the memory image needs the wheel: the service worker keeps it
        # when such a start fetches it (web/sw.js), and a first visit does not download it.
        wheel_rel = f"pyodide/{wheel.name}"
        # Before the service worker: it lists what it finds, so nothing stale may be left.
        removed = prune(out, set(plan) | set(copies) | worker)
        # Once every file it lists is in place. Not listed: the gzipped copies (the browser
        # unpacks them: the service worker keeps the files themselves) and the wheel.
        if sw_source and put(
            out / SW_SOURCE,
            service_worker(out, sw_source, list(plan), sorted({*copies, *worker, wheel_rel}), tmp),
        ):
            written.append(SW_SOURCE)
        if sw_source:
            sw_copy = compressed_copies(out, [SW_SOURCE], CACHE)
            written += [rel for rel, data in sw_copy.items() if put(out / rel, data)]
            if not sw_copy:
                (out / (SW_SOURCE + GZIP_SUFFIX)).unlink(missing_ok=True)
            copies.update(sw_copy)

    total = sum((out / rel).stat().st_size for rel in plan) + (
        (out / SW_SOURCE).stat().st_size if sw_source else 0
    )
    count = len(plan) + bool(sw_source)
    log(
        f"site: {out} ready in {time.monotonic() - t0:.1f} s: {count} files, {total:,} bytes "
        f"({len(copies)} gzipped copies beside them, {sum(map(len, copies.values())):,} bytes); "
        f"{len(written)} written, {len(removed)} removed; engine {engine_version}, "
        f"pyodide {info['pyodide_version']}; lock file: {info['lock_route']}"
    )
    return {"info": info, "written": written, "removed": removed, "bytes": total}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the static site (dist/site/).")
    parser.add_argument(
        "--out",
        type=pathlib.Path,
        default=ROOT / "dist" / "site",
        help="output folder (default: dist/site)",
    )
    parser.add_argument(
        "--web",
        type=pathlib.Path,
        default=ROOT / "web",
        help="the UI files to copy (default: web/)",
    )
    parser.add_argument(
        "--lock-route",
        choices=["auto", "tool", "hand"],
        default="auto",
        help="register the wheel with pyodide-lock's add-wheels (tool), by this "
        "script (hand), or tool when .venv-build exists (auto, the default)",
    )
    parser.add_argument("--quiet", action="store_true", help="print only errors")
    args = parser.parse_args(argv)
    try:
        _ensure_build_tools()
        out = args.out.resolve()
        out.parent.mkdir(parents=True, exist_ok=True)
        # One build at a time (pytest-xdist workers may each ask for the site).
        with open(out.parent / f".{out.name}.lock", "w") as lock_file:
            fcntl.flock(lock_file, fcntl.LOCK_EX)
            build_site(
                out,
                args.web.resolve(),
                args.lock_route,
                log=(lambda *a: None) if args.quiet else print,
            )
    except BuildError as e:
        print(f"site: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
