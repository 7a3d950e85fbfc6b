#!/usr/bin/env node
// Run a Python script inside the real Pyodide interpreter under Node, offline.
//
//   node tests/pyodide/run_python.mjs [--wheel PATH.whl]... [--memory-snapshot PATH.bin.gz]
//                                     [--verbose] [--] SCRIPT.py [args...]
//
// - Pyodide is loaded from build/node_modules/pyodide (the project's one npm
//   manifest is build/package.json; `make setup` runs `npm ci` there); nothing
//   is fetched from a CDN or the network.
// - Each --wheel (a pure-Python *-none-any.whl, or an emscripten wasm32 wheel)
//   is installed from the local file with pyodide.loadPackage(<absolute path>).
//   Dependencies declared in the wheel metadata are NOT resolved: pass every
//   wheel you need.
// - --memory-snapshot resumes Pyodide from a gzipped memory snapshot made by
//   build/make_memory_snapshot.mjs (the engine already imported), as the
//   browser's worker does, and writes back its files with the worker's own
//   restoreEngineFiles (web/js/shell/memory-image.js): then no --wheel is needed
//   for pr_core.
// - The script's directory and the current working directory are mounted
//   (NODEFS) at their real host paths, the cwd is entered, and the script's
//   directory is put first on sys.path, so the script behaves as with
//   `python3 SCRIPT.py args...`: sys.argv == [SCRIPT, *args], __name__ ==
//   "__main__", relative paths and sibling imports work.
// - Python's stdout/stderr bytes are written unchanged and synchronously to
//   fd 1 / fd 2 (stdin reads fd 0). The harness itself never writes to stdout;
//   diagnostics (--verbose) go to stderr.
// - Exit status: 0 on success; on an uncaught exception the traceback is printed
//   on stderr (via sys.excepthook) and the status is 1; SystemExit(n) gives n
//   (SystemExit("msg") prints msg and gives 1), as CPython does.
//   Harness errors (bad usage, missing wheel, Pyodide failure) give 2 or 3.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BUILD_DIR = path.resolve(HERE, '..', '..', 'build');
const PYODIDE_DIR = path.join(BUILD_DIR, 'node_modules', 'pyodide');

const USAGE =
  'usage: node run_python.mjs [--wheel PATH.whl]... [--memory-snapshot PATH.bin.gz] [--verbose] ' +
  '[--] SCRIPT.py [args...]\n';

// ---------------------------------------------------------------- raw fd I/O
const sleepArr = new Int32Array(new SharedArrayBuffer(4));

function writeAll(fd, bytes) {
  let off = 0;
  while (off < bytes.length) {
    try {
      off += fs.writeSync(fd, bytes, off, bytes.length - off);
    } catch (e) {
      // fd may be non-blocking (e.g. a pipe shared with another process).
      if (e.code === 'EAGAIN') {
        Atomics.wait(sleepArr, 0, 0, 1);
        continue;
      }
      throw e;
    }
  }
  return bytes.length;
}

const encoder = new TextEncoder();
function errText(s) {
  writeAll(2, encoder.encode(s));
}

function makeWriter(fd) {
  return {
    isatty: false,
    write(buf) {
      try {
        return writeAll(fd, buf);
      } catch (e) {
        if (e.code === 'EPIPE') {
          // Reader went away (e.g. `| head`); behave like a killed writer.
          process.exit(fd === 1 ? 141 : 1);
        }
        throw e;
      }
    },
  };
}

function readStdin(buf) {
  for (;;) {
    try {
      return fs.readSync(0, buf, 0, buf.length, null);
    } catch (e) {
      if (e.code === 'EAGAIN') {
        Atomics.wait(sleepArr, 0, 0, 1);
        continue;
      }
      if (e.code === 'EOF') return 0;
      throw e;
    }
  }
}

// ----------------------------------------------------------- argument parsing
function parseArgs(argv) {
  const wheels = [];
  let memorySnapshot = null;
  let verbose = false;
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      i++;
      break;
    } else if (a === '--wheel' || a === '-w') {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a path`);
      wheels.push(argv[++i]);
    } else if (a.startsWith('--wheel=')) {
      wheels.push(a.slice('--wheel='.length));
    } else if (a === '--memory-snapshot') {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a path`);
      memorySnapshot = argv[++i];
    } else if (a === '--verbose' || a === '-v') {
      verbose = true;
    } else if (a === '-h' || a === '--help') {
      writeAll(1, encoder.encode(USAGE));
      process.exit(0);
    } else if (a.startsWith('-')) {
      throw new Error(`unknown option ${a}`);
    } else {
      break;
    }
  }
  if (i >= argv.length) throw new Error('missing SCRIPT.py');
  return { wheels, memorySnapshot, verbose, script: argv[i], scriptArgs: argv.slice(i + 1) };
}

// Host directories that may be mounted into Pyodide's filesystem at the same
// path. Refuse paths that would shadow the interpreter's own tree.
const RESERVED = ['/lib', '/dev', '/proc', '/home/pyodide', '/usr', '/bin'];
function mountable(dir) {
  if (dir === '/') return false;
  for (const r of RESERVED) {
    if (dir === r || dir.startsWith(r + '/') || r.startsWith(dir + '/')) return false;
  }
  return true;
}

// Environment forwarded to Python's os.environ (minus what would break the
// interpreter's own startup or point at host paths).
const ENV_DROP = new Set([
  'HOME',
  'PWD',
  'OLDPWD',
  'PYTHONHOME',
  'PYTHONPATH',
  'PYTHONSTARTUP',
  'PYTHONUSERBASE',
  'PYTHONPLATLIBDIR',
  'PYTHONPYCACHEPREFIX',
  'PYTHONEXECUTABLE',
  'PYTHONSAFEPATH',
  'VIRTUAL_ENV',
]);

// ------------------------------------------------------------ Python driver
// Runs the script like `python SCRIPT args...` and returns the exit status.
const DRIVER = String.raw`
def _harness_run(script, argv, script_dir):
    import builtins, sys, types
    sys.argv = list(argv)
    sys.path.insert(0, script_dir)
    main = types.ModuleType("__main__")
    main.__file__ = script
    main.__cached__ = None
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    rc = 0
    compiled = False
    try:
        with open(script, "rb") as f:
            source = f.read()
        code = compile(source, script, "exec", dont_inherit=True)
        compiled = True
        exec(code, main.__dict__)
    except SystemExit as e:
        c = e.code
        if c is None:
            rc = 0
        elif isinstance(c, int):
            rc = c
        else:
            try:
                sys.stdout.flush()
            except BaseException:
                pass
            print(c, file=sys.stderr)
            rc = 1
    except BaseException as e:
        # Drop this driver's own frame so the traceback starts at the script.
        tb = e.__traceback__.tb_next if compiled else None
        try:
            sys.stdout.flush()
        except BaseException:
            pass
        sys.excepthook(type(e), e, tb)
        rc = 1
    finally:
        try:
            import atexit
            atexit._run_exitfuncs()
        except BaseException:
            pass
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:
                pass
    return rc
`;

// ----------------------------------------------------------------------- main
async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    errText(`run_python.mjs: ${e.message}\n${USAGE}`);
    return 2;
  }
  const log = opts.verbose ? (s) => errText(`[run_python] ${s}\n`) : () => {};

  const scriptAbs = path.resolve(opts.script);
  const scriptDir = path.dirname(scriptAbs);
  const cwd = process.cwd();
  if (!fs.existsSync(scriptAbs)) {
    errText(`run_python.mjs: can't open file '${scriptAbs}': No such file\n`);
    return 2;
  }
  const wheels = opts.wheels.map((w) => path.resolve(w));
  for (const w of wheels) {
    if (!fs.existsSync(w) || !w.endsWith('.whl')) {
      errText(`run_python.mjs: wheel not found or not a .whl: ${w}\n`);
      return 2;
    }
  }
  let snapshot;
  if (opts.memorySnapshot) {
    try {
      snapshot = zlib.gunzipSync(fs.readFileSync(path.resolve(opts.memorySnapshot)));
    } catch (e) {
      errText(
        `run_python.mjs: cannot read the memory snapshot ${opts.memorySnapshot}: ${e.message}\n`,
      );
      return 2;
    }
  }
  if (!mountable(scriptDir)) {
    errText(`run_python.mjs: cannot mount script directory ${scriptDir} into Pyodide\n`);
    return 2;
  }
  if (!fs.existsSync(path.join(PYODIDE_DIR, 'pyodide.mjs'))) {
    errText(`run_python.mjs: ${PYODIDE_DIR} missing; run 'make setup' (npm ci in ${BUILD_DIR})\n`);
    return 3;
  }

  const env = { PYTHONDONTWRITEBYTECODE: '1' };
  for (const [k, v] of Object.entries(process.env)) {
    if (!ENV_DROP.has(k)) env[k] = v;
  }

  const t0 = performance.now();
  const { loadPyodide } = await import(path.join(PYODIDE_DIR, 'pyodide.mjs'));
  const pyodide = await loadPyodide({
    indexURL: PYODIDE_DIR + path.sep,
    packageCacheDir: PYODIDE_DIR + path.sep,
    env,
    // Anything Python prints while booting is a diagnostic: stderr.
    stdout: (line) => errText(line + '\n'),
    stderr: (line) => errText(line + '\n'),
    ...(snapshot ? { _loadSnapshot: snapshot } : {}),
  });
  if (snapshot) {
    const { restoreEngineFiles } = await import(
      path.resolve(HERE, '..', '..', 'web', 'js', 'shell', 'memory-image.js')
    );
    restoreEngineFiles(pyodide);
  }
  const tBoot = performance.now();
  log(
    `pyodide ${pyodide.version} ${snapshot ? 'resumed from the snapshot' : 'booted'} in ` +
      `${((tBoot - t0) / 1000).toFixed(2)} s`,
  );

  pyodide.setStdout(makeWriter(1));
  pyodide.setStderr(makeWriter(2));
  pyodide.setStdin({ read: readStdin, isatty: false });

  if (wheels.length) {
    const msgs = [];
    const loaded = await pyodide.loadPackage(wheels, {
      messageCallback: (m) => log(m),
      errorCallback: (m) => msgs.push(m),
      checkIntegrity: false,
    });
    if (!loaded || loaded.length !== wheels.length) {
      errText(
        `run_python.mjs: failed to install wheel(s) ${wheels.join(', ')}\n` +
          msgs.map((m) => `  ${m}\n`).join(''),
      );
      return 3;
    }
    for (const m of msgs) log(m);
    log(
      `installed ${loaded.map((p) => `${p.name} ${p.version}`).join(', ')} in ` +
        `${((performance.now() - tBoot) / 1000).toFixed(2)} s`,
    );
  }

  // Make host files visible at the same absolute paths.
  const FS = pyodide.FS;
  const mounted = [];
  const mount = (dir) => {
    if (mounted.some((m) => dir === m || dir.startsWith(m + '/'))) return true;
    if (!mountable(dir)) return false;
    FS.mkdirTree(dir);
    FS.mount(FS.filesystems.NODEFS, { root: dir }, dir);
    mounted.push(dir);
    return true;
  };
  // Mount the cwd first: if it contains the script dir, one mount covers both.
  const cwdOk = mount(cwd);
  mount(scriptDir);
  if (cwdOk) {
    FS.chdir(cwd);
  } else {
    log(`cwd ${cwd} not mounted; Python cwd is ${scriptDir}`);
    FS.chdir(scriptDir);
  }

  pyodide.runPython(DRIVER);
  const run = pyodide.globals.get('_harness_run');
  pyodide.globals.delete('_harness_run');
  const tRun = performance.now();
  let rc;
  try {
    rc = run(scriptAbs, pyodide.toPy([opts.script, ...opts.scriptArgs]), scriptDir);
  } finally {
    run.destroy();
  }
  log(`script ran in ${((performance.now() - tRun) / 1000).toFixed(2)} s, exit status ${rc}`);
  return rc;
}

let status;
try {
  status = await main();
} catch (e) {
  errText(`run_python.mjs: ${e && e.stack ? e.stack : e}\n`);
  status = 3;
}
process.exit(status);
