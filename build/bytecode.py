"""Adds compiled bytecode to the engine's wheel, so that the browser imports pr_core without
compiling it first (measured: about 110 ms to import from source in Pyodide, 25 ms from .pyc).

The .pyc files are made by Pyodide's own interpreter under Node (build/compile_bytecode.mjs):
only the exact Python version the browser runs may write them. The sources stay in the wheel
(tracebacks show their lines). Results are cached by the wheel's contents in dist/.cache/, so an
unchanged engine costs nothing; a changed one costs one Pyodide start (about 4 s).
"""

from __future__ import annotations

import base64
import hashlib
import os
import pathlib
import shutil
import subprocess
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
COMPILER = ROOT / "build" / "compile_bytecode.mjs"
CACHE = ROOT / "dist" / ".cache"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # zip's earliest date: the same bytes on every build


class BytecodeError(Exception):
    pass


def entries_digest(wheel: pathlib.Path) -> bytes:
    """A hash of the wheel's entries (names and bytes), whatever their zip timestamps."""
    h = hashlib.sha256()
    with zipfile.ZipFile(wheel) as z:
        for name in sorted(z.namelist()):
            h.update(name.encode() + b"\0" + hashlib.sha256(z.read(name)).digest())
    return h.digest()


def contents_key(wheel: pathlib.Path) -> str:
    return hashlib.sha256(COMPILER.read_bytes() + entries_digest(wheel)).hexdigest()[:32]


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def with_bytecode(wheel: pathlib.Path, tmp: pathlib.Path) -> pathlib.Path:
    """Returns a copy of `wheel` (same file name, in tmp/bytecode/) with __pycache__/*.pyc added
    and RECORD updated."""
    out_dir = tmp / "bytecode"
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / wheel.name
    cached = CACHE / f"{wheel.stem}-{contents_key(wheel)}.whl"
    if cached.is_file():
        shutil.copyfile(cached, out)
        return out

    src = tmp / "bytecode-src"
    with zipfile.ZipFile(wheel) as z:
        sources = [n for n in z.namelist() if n.endswith(".py")]
        for name in sources:
            z.extract(name, src)
    done = subprocess.run(
        ["node", str(COMPILER), str(src)], capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0:
        raise BytecodeError(
            f"compiling the engine's bytecode in Pyodide failed:\n{done.stdout}{done.stderr}"
        )
    compiled = sorted(p.relative_to(src).as_posix() for p in src.rglob("__pycache__/*.pyc"))
    if len(compiled) != len(sources):
        raise BytecodeError(f"expected {len(sources)} .pyc files, got {len(compiled)}")

    with zipfile.ZipFile(wheel) as z, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as w:
        record_name = next(n for n in z.namelist() if n.endswith(".dist-info/RECORD"))
        record = z.read(record_name).decode().splitlines()
        for info in z.infolist():
            if info.filename != record_name:
                w.writestr(info, z.read(info))
        for name in compiled:
            data = (src / name).read_bytes()
            w.writestr(zipfile.ZipInfo(name, FIXED_TIME), data, zipfile.ZIP_DEFLATED)
            record.insert(-1, record_line(name, data))  # RECORD's own line stays last
        w.writestr(z.getinfo(record_name), "\n".join(record) + "\n")
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_name(f"{cached.name}.{os.getpid()}.partial")
    shutil.copyfile(out, partial)
    os.replace(partial, cached)  # atomic: parallel builds never read half a file
    return out
