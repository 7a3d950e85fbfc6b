#!/usr/bin/env node
// Compiles every .py file under a host directory to __pycache__/*.pyc with the exact interpreter
// the browser runs: Pyodide's Python, here under Node (offline, from build/node_modules/pyodide).
//
//   node build/compile_bytecode.mjs DIR
//
// The .pyc files are "unchecked-hash" ones (PEP 552): the interpreter uses them without comparing
// the source's timestamp, which a wheel unpacked in the browser would not keep. build/bytecode.py
// puts them in the engine's wheel so that the browser imports pr_core without compiling it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node build/compile_bytecode.mjs DIR');
  process.exit(2);
}
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(path.join(HERE, 'node_modules', 'pyodide', 'pyodide.mjs'));
const pyodide = await loadPyodide({
  stdout: (s) => console.log(s),
  stderr: (s) => console.error(s),
});
const mount = '/src';
pyodide.FS.mkdirTree(mount);
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(dir) }, mount);
pyodide.globals.set('SRC', mount);
const ok = pyodide.runPython(`
import compileall, py_compile, sys
ok = compileall.compile_dir(
    SRC, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
print(f"compiled with Python {sys.version.split()[0]} ({sys.implementation.cache_tag})")
bool(ok)
`);
process.exit(ok ? 0 : 1);
