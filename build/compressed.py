"""The site's gzipped copies (`<file>.gz` beside `<file>`), which build/serve.py sends in place of
a file to a browser that accepts gzip (`Content-Encoding: gzip`), as nginx's `gzip_static` and
most static hosts do: a first visit downloads the runtime's WebAssembly, its JavaScript, the UI's
bundle and the language files at about a third of their size. The browser unpacks them as they
arrive, so the page, the workers and the service worker's cache see the files themselves.

Only text and WebAssembly are compressed (the wheel, the standard library's zip and the memory
image are compressed already); a copy is kept only where it saves at least a tenth. Gzip at
level 9 with no name or time in its header: the same file gives the same copy. Copies are cached
in dist/.cache by their source's hash, so an unchanged site compresses nothing again.
"""

from __future__ import annotations

import gzip
import hashlib
import pathlib

COMPRESSIBLE = {".wasm", ".mjs", ".js", ".json", ".css", ".html", ".svg", ".map", ".webmanifest"}
SMALLEST = 1024  # bytes: a smaller file gains less than its headers cost
MOST_KEPT = 0.9  # a copy is kept if it is at most this share of the file
SUFFIX = ".gz"


def compressed_copies(out: pathlib.Path, files: list[str], cache: pathlib.Path) -> dict[str, bytes]:
    """{"<rel>.gz": its bytes} for each of `files` (relative to `out`, already written) worth a
    compressed copy."""
    copies = {}
    for rel in files:
        path = out / rel
        if path.suffix not in COMPRESSIBLE or path.stat().st_size < SMALLEST:
            continue
        data = path.read_bytes()
        packed = _gzipped(data, cache)
        if len(packed) <= MOST_KEPT * len(data):
            copies[rel + SUFFIX] = packed
    return copies


def _gzipped(data: bytes, cache: pathlib.Path) -> bytes:
    cached = cache / f"gz-{hashlib.sha256(data).hexdigest()[:32]}{SUFFIX}"
    if cached.is_file():
        return cached.read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    cache.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".part")
    partial.write_bytes(packed)
    partial.replace(cached)  # whole or not at all: another build may read it at once
    return packed
