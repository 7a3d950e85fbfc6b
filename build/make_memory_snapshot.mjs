#!/usr/bin/env node
// Makes the memory snapshot the browser starts the engine from (docs/bridge.md, "Start-up"): the
// pinned Pyodide, under Node, with the engine's wheel unpacked into site-packages and the modules
// the worker uses imported, then pyodide.makeMemorySnapshot(), written gzipped.
//
//   node build/make_memory_snapshot.mjs WHEEL OUT.bin.gz
//
// The wheel is unpacked, not installed with loadPackage: loadPackage leaves JavaScript references
// behind that a snapshot refuses ("Unexpected hiwire entry"). A snapshot holds the interpreter's
// memory, not its files (Pyodide's file system lives in JavaScript): the files the engine may
// still open are kept in memory and written back by the worker. Run by build/memory_snapshot.py.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const [wheel, out] = process.argv.slice(2);
if (!wheel || !out) {
  console.error('usage: node build/make_memory_snapshot.mjs WHEEL OUT.bin.gz');
  process.exit(2);
}
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(path.join(HERE, 'node_modules', 'pyodide', 'pyodide.mjs'));
const pyodide = await loadPyodide({
  _makeSnapshot: true,
  stdout: (s) => console.log(s),
  stderr: (s) => console.error(s),
});
pyodide.FS.writeFile('/tmp/engine.whl', new Uint8Array(fs.readFileSync(wheel)));
// Unpacks the wheel, imports what the worker uses (js/worker.js), and keeps in memory the files
// no imported module stands for (ENGINE_FILES): the data (scenarios, schemas), the metadata and
// the modules the worker never imports (the command line, tournaments). The worker writes them
// back after resuming (web/js/shell/memory-image.js, restoreEngineFiles: about 20 ms in the
// browser; unpacking the whole wheel took 60-90). The page calls what this makes the memory image.
pyodide.runPython(`
import os, site, sys, zipfile
SITE_PACKAGES = site.getsitepackages()[0]
with zipfile.ZipFile("/tmp/engine.whl") as wheel:
    wheel.extractall(SITE_PACKAGES)
    entries = [name for name in wheel.namelist() if not name.endswith("/")]
    contents = {name: wheel.read(name) for name in entries}
os.remove("/tmp/engine.whl")

import pr_core, pr_core.bridge, pr_core.bots, pr_core.session
pr_core.bridge.warm()

in_memory = set()
for name, module in sys.modules.items():
    if name.split(".")[0] == "pr_core":
        in_memory.update(filter(None, (getattr(module, "__file__", None),
                                       getattr(module, "__cached__", None))))
ENGINE_FILES = {os.path.join(SITE_PACKAGES, name): data for name, data in contents.items()
                if os.path.join(SITE_PACKAGES, name) not in in_memory}
del wheel, contents, in_memory, entries

imported = sum(1 for name in sys.modules if name.split(".")[0] == "pr_core")
print(f"snapshot: {imported} pr_core modules imported; {len(ENGINE_FILES)} files kept to restore")
`);
const snapshot = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(snapshot, { level: 9 });
fs.writeFileSync(out, packed);
console.log(`snapshot: ${snapshot.length} bytes, ${packed.length} gzipped`);
