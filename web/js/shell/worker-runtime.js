// @ts-check
/// <reference lib="webworker" />
/**
 * The engine worker's runtime and engine (js/worker.js, the start's second and third steps):
 * Pyodide loaded (or resumed from a memory image), the engine's package installed, and its
 * bridge's entry point (`handle`) connected.
 */
import { SITE, StartError, describe, progress } from './worker-basics.js';

/** @typedef {import('./worker-basics.js').BuildInfo} BuildInfo */
/** @typedef {import('./worker-basics.js').Handle} Handle */
/** @typedef {import('./worker-downloads.js').DownloadCounter} DownloadCounter */

/**
 * What the worker uses of Pyodide's API and of the Python objects it hands back. A typedef of
 * our own: Pyodide's types (pyodide.d.ts) import Node's, whose globals clash with a worker's.
 * @typedef {{
 *   version: string,
 *   loadPackage: (name: string, options: object) => Promise<{name: string}[]>,
 *   pyimport: (name: string) => {handle: {copy: () => Handle}, destroy: () => void},
 *   runPython: (code: string) => {toJs: () => unknown, destroy: () => void},
 *   FS: {mkdirTree: (path: string) => void, writeFile: (path: string, data: Uint8Array) => void},
 * }} Pyodide
 */
/** Pyodide's module factory (pyodide.asm.mjs): the wasm module, from Emscripten's settings.
 * @typedef {(settings: Record<string, unknown>) => Promise<unknown>} CreateModule */
/**
 * @typedef {{
 *   pyodide: Promise<{loadPyodide: (options: object) => Promise<Pyodide>}>,
 *   asm: Promise<{default: CreateModule}>,
 * }} RuntimeModules
 */

/**
 * Starts importing the runtime's two modules, beside the download of build-info.json.
 * loadPyodide imports pyodide.asm.mjs too and gets the same module: importing it here lets the
 * download counter see it arrive, and gives its module factory to a start from the memory image.
 * @returns {RuntimeModules}
 */
export function importRuntime() {
  const modules = {
    pyodide: import(new URL('pyodide/pyodide.mjs', SITE).href),
    asm: import(new URL('pyodide/pyodide.asm.mjs', SITE).href),
  };
  modules.pyodide.catch(() => {}); // awaited, and reported, by runtime()
  modules.asm.catch(() => {});
  return modules;
}

/**
 * @param {DownloadCounter} downloads
 * @param {RuntimeModules} modules
 * @param {{bytes: Uint8Array, wrap: (createModule: CreateModule) => CreateModule}} [image] a
 *   memory image to resume from, and the wrapper of Pyodide's module factory that waits for it
 * @returns {Promise<Pyodide>} the Pyodide API
 */
export async function runtime(downloads, modules, image) {
  progress('runtime', 0, 1);
  const failed =
    "The game's Python runtime could not be started. Try again, or use an " + 'up-to-date browser.';
  modules.asm.then(
    () => downloads.imported('pyodide/pyodide.asm.mjs'),
    () => {},
  );
  /** @type {{loadPyodide: (options: object) => Promise<Pyodide>}} */
  let module;
  /** @type {Record<string, unknown>} */
  let resume = {};
  try {
    module = await modules.pyodide;
    downloads.imported('pyodide/pyodide.mjs');
    if (image) {
      resume = {
        _loadSnapshot: image.bytes,
        createPyodideModule: image.wrap((await modules.asm).default),
      };
    }
  } catch (error) {
    throw (
      downloads.failure ??
      new StartError('runtime', failed, `import pyodide/pyodide.mjs: ${describe(error)}`)
    );
  }
  try {
    const pyodide = await Promise.race([
      downloads.failed,
      module.loadPyodide({
        indexURL: new URL('pyodide/', SITE).href,
        lockFileURL: new URL('pyodide/pyodide-lock.json', SITE).href,
        stdout: (/** @type {string} */ text) => console.log(text),
        stderr: (/** @type {string} */ text) => console.warn(text),
        ...resume,
      }),
    ]);
    progress('runtime', 1, 1);
    return pyodide;
  } catch (error) {
    throw downloads.failure ?? new StartError('runtime', failed, `loadPyodide: ${describe(error)}`);
  }
}

/**
 * Installs the engine the plain way: Pyodide's loadPackage, as any package.
 * @param {Pyodide} pyodide
 * @param {BuildInfo} info
 * @param {DownloadCounter} downloads
 * @param {string[]} problems where Pyodide's complaints go
 */
export async function installPackage(pyodide, info, downloads, problems) {
  const options = {
    messageCallback: (/** @type {string} */ text) => console.debug(text),
    errorCallback: (/** @type {string} */ text) => problems.push(text),
  };
  /** @param {string | undefined} name */
  const load = async (name) => {
    if (!name) return false;
    try {
      /** @type {{name: string}[]} */
      const loaded = await pyodide.loadPackage(name, options);
      return (
        Array.isArray(loaded) &&
        loaded.some((p) => p && (p.name === 'pr-core' || p.name === 'pr_core'))
      );
    } catch (error) {
      problems.push(`loadPackage(${name}): ${describe(error)}`);
      return false;
    }
  };
  // The lock file registers the wheel as "pr-core"; if it does not, load the wheel by URL.
  if (!(await Promise.race([downloads.failed, load('pr-core')]))) {
    console.warn('engine worker: pr-core is not in the lock file; loading the wheel by URL');
    await load(info.wheel && new URL(`pyodide/${info.wheel}`, SITE).href);
  }
}

/**
 * The engine's entry point, once its package is installed (and, from the memory image, already
 * imported).
 * @param {Pyodide} pyodide
 * @param {DownloadCounter} downloads
 * @param {string[]} problems what went wrong before, for the detail of a failure
 * @returns {{handle: Handle, version: string}}
 */
export function connect(pyodide, downloads, problems) {
  /** @type {Handle} */
  let handle;
  /** @type {{ok: boolean, result?: {engine_version: string}, error?: unknown}} */
  let hello;
  try {
    const bridge = pyodide.pyimport('pr_core.bridge');
    try {
      handle = bridge.handle.copy(); // an attribute proxy would die with the module's proxy
    } finally {
      bridge.destroy();
    }
    hello = JSON.parse(handle(JSON.stringify({ type: 'hello', payload: {} })));
    if (!hello.ok || !hello.result) {
      throw new Error(`hello was refused: ${JSON.stringify(hello.error)}`);
    }
  } catch (error) {
    if (downloads.failure) throw downloads.failure;
    throw new StartError(
      'engine',
      'The game engine could not be started. Try again; if it keeps ' +
        'failing, the game files may be damaged.',
      [...problems, describe(error)].join('\n'),
    );
  }
  return { handle, version: String(hello.result.engine_version) };
}
