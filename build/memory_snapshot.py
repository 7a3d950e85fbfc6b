"""The Pyodide memory snapshot the browser starts the engine from (docs/bridge.md, "Start-up").

`snapshot_for(wheel)` returns the gzipped snapshot of the pinned Pyodide with this wheel's
engine imported, made by build/make_memory_snapshot.mjs under Node (about 4 s) and cached in
dist/.cache/ by what it is made from: the wheel's contents, Pyodide's runtime files and the
script. An unchanged engine costs nothing; a changed engine or Pyodide makes a new one. The site
names it by the hash of its own bytes (two runs of the script give different bytes: the
interpreter's hash seed and allocations differ), so a browser never keeps an old snapshot under a
new name.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import pathlib
import shutil
import struct
import subprocess

from bytecode import CACHE, entries_digest

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAKER = ROOT / "build" / "make_memory_snapshot.mjs"
PYODIDE_NPM = ROOT / "build" / "node_modules" / "pyodide"
# What the snapshot depends on in Pyodide: the interpreter and its library.
RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# Pyodide's snapshot header (pyodide.asm.mjs, API.restoreSnapshot): u32 magic, u32 offset of the
# memory, u32 length of a JSON part, u32 0, then the runtime's build id as 8 u32s (hex each).
HEADER = struct.Struct("<12I")
KEEP_CACHED = 3  # snapshots kept in dist/.cache, the newest first


class SnapshotError(Exception):
    pass


def inputs_key(wheel: pathlib.Path) -> str:
    h = hashlib.sha256(MAKER.read_bytes())
    h.update(entries_digest(wheel))
    for name in RUNTIME:
        h.update(name.encode() + b"\0" + hashlib.sha256((PYODIDE_NPM / name).read_bytes()).digest())
    return h.hexdigest()[:32]


def memory_bytes(packed: pathlib.Path) -> int:
    """The snapshot's size unpacked: gzip's trailer (ISIZE, the size mod 2**32)."""
    with open(packed, "rb") as f:
        f.seek(-4, os.SEEK_END)
        (size,) = struct.unpack("<I", f.read(4))
        return int(size)


def build_id(packed: pathlib.Path) -> str:
    """The Pyodide build the snapshot was made with, from its header."""
    with gzip.open(packed, "rb") as f:
        head = f.read(HEADER.size)
    if len(head) < HEADER.size:
        raise SnapshotError(f"{packed} is too short to be a Pyodide snapshot")
    return "".join(f"{word:08x}" for word in HEADER.unpack(head)[4:])


def runtime_build_id() -> str:
    """The build id the pinned runtime expects (written in pyodide.mjs)."""
    text = (PYODIDE_NPM / "pyodide.mjs").read_text(encoding="utf-8")
    marker = 'BUILD_ID:"'
    start = text.find(marker)
    if start < 0:
        raise SnapshotError(
            "pyodide.mjs names no BUILD_ID: has Pyodide changed how it checks "
            "snapshots? (see build/memory_snapshot.py)"
        )
    start += len(marker)
    return text[start : text.index('"', start)]


def snapshot_for(wheel: pathlib.Path, tmp: pathlib.Path) -> pathlib.Path:
    """The gzipped snapshot for `wheel` (a file in dist/.cache/)."""
    cached = CACHE / f"memory-snapshot-{inputs_key(wheel)}.bin.gz"
    if cached.is_file():
        return cached
    made = tmp / "snapshot.bin.gz"
    done = subprocess.run(
        ["node", str(MAKER), str(wheel), str(made)], capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0:
        raise SnapshotError(
            f"making the Pyodide snapshot (node build/make_memory_snapshot.mjs) "
            f"failed:\n{done.stdout}{done.stderr}"
        )
    if build_id(made) != runtime_build_id():
        raise SnapshotError(
            f"the snapshot's build id {build_id(made)} is not the runtime's {runtime_build_id()}"
        )
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_name(f"{cached.name}.{os.getpid()}.partial")
    shutil.copyfile(made, partial)
    os.replace(partial, cached)  # atomic: parallel builds never read half a file
    for old in sorted(
        CACHE.glob("memory-snapshot-*.bin.gz"), key=lambda p: p.stat().st_mtime, reverse=True
    )[KEEP_CACHED:]:
        old.unlink(missing_ok=True)
    return cached


def site_name(packed: pathlib.Path) -> str:
    """`memory-snapshot-<hash of its bytes>.bin.gz`."""
    return f"memory-snapshot-{hashlib.sha256(packed.read_bytes()).hexdigest()[:16]}.bin.gz"
