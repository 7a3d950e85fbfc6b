// @ts-check
/// <reference lib="webworker" />
/**
 * The engine's module Web Worker (docs/bridge.md): boots Pyodide and the pr_core wheel, then
 * answers the page's requests by calling `pr_core.bridge.handle` with JSON text.
 *
 * Start-up, as soon as the worker is loaded (docs/bridge.md, "Start-up"): no message starts it,
 * since a message from the page waits for the page's thread, busy with the UI's modules then.
 *   download  build-info.json (the files and their sizes), then the bytes of those files as
 *             they arrive, reported while the runtime and the engine start
 *   runtime   import pyodide.mjs and loadPyodide(), resumed from the memory image
 *             (js/shell/memory-image.js: unpacked on a thread of its own at the first visit, read
 *             from the copy kept unpacked at the next) when the site has one
 *   engine    from the memory image: the engine is already imported, the files it may still open
 *             are written back; without: loadPackage("pr-core") (falling back to the wheel's
 *             URL), import pr_core.bridge
 * then posts {kind: "ready", boot: "memory snapshot" | "plain"}; any failure posts
 * {kind: "fatal", step, message, detail}; a runtime that fails later (a trap) posts {kind: "died",
 * message, detail} and the worker ends. A memory image that is missing, fails to download, is
 * damaged or does not fit the runtime is logged (console.warn) and the start goes the plain way.
 * (The build and Pyodide call the memory image a memory snapshot: its file, build-info.json's
 * `memory_snapshot`, the `boot` reported, the words logged. Here a snapshot is the game's.)
 *
 * Only plain JSON-ready objects are posted. The one PyProxy kept (`handle`) lives as long as the
 * worker; every other proxy is destroyed at once.
 *
 * Saves (docs/saves.md): a snapshot's `save` (the whole game, hidden parts included) is written to
 * the current save slot and taken out before the page sees the snapshot; the response then says
 * whether the write was made (`saved`: false when the storage is full or blocked). Requests
 * answered here:
 *   save_slot {slot}   the slot to save to ("app"), or null: do not save (embeds)
 *   resume_saved       resumes the slot's game (error "no_save" if there is none)
 *   saved_file         the slot's save as it is stored, {save}: what a player downloads of a
 *                      saved game that cannot be resumed, before a new game replaces it;
 *                      {original: true}: the file an update brought up to date
 *                      (shell/original-save.js), kept until another game starts
 */

/** @typedef {"download" | "runtime" | "engine"} Step */
/** @typedef {{path: string, bytes?: number}} SiteFile */
/** @typedef {{engine_version?: string, wheel?: string, pyodide_version?: string,
 *             files?: SiteFile[],
 *             memory_snapshot?: import("./shell/memory-image.js").MemoryImageFile}} BuildInfo */
/** @typedef {(request: string) => string} Handle */

const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const SITE = new URL('../', import.meta.url); // js/worker.js -> the site root
const PROGRESS_EVERY_MS = 50;
const RETRY_WORDS = 'Check the connection and try again.';

/** A start-up failure: the step it happened in, plain words and technical detail. */
class StartError extends Error {
  /**
   * @param {Step} step
   * @param {string} message
   * @param {string} detail
   */
  constructor(step, message, detail) {
    super(message);
    this.step = step;
    this.detail = detail;
  }
}

/** @type {Promise<Handle> | null} */
let booting = null;
/** @type {string | null} where snapshots' saves go; null: nowhere */
let saveSlot = null;
/** @type {Promise<void>} the writes in order; an answer waits for its own */
let saving = Promise.resolve();
const SLOT = /^[a-z0-9-]{1,40}$/;

/** @param {unknown} message */
function post(message) {
  scope.postMessage(message);
}

/**
 * @param {Step} step
 * @param {number} loaded
 * @param {number} total
 */
function progress(step, loaded, total) {
  post({ kind: 'progress', step, loaded, total });
}

/** @param {unknown} error */
function describe(error) {
  if (error instanceof Error) {
    if (!error.stack) return error.message;
    // V8's stack begins with the message; other engines' does not.
    return error.stack.includes(error.message) ? error.stack : `${error.message}\n${error.stack}`;
  }
  return String(error);
}

/** @param {string} path */
function fileName(path) {
  return path.split('/').pop() || path;
}

/**
 * GETs a site file; throws a StartError in plain words if it cannot be had.
 * @param {string} path relative to the site root
 * @returns {Promise<Response>}
 */
async function get(path) {
  const url = new URL(path, SITE);
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new StartError(
      'download',
      `The game could not be downloaded (${fileName(path)}: no connection). ${RETRY_WORDS}`,
      `GET ${url}: ${describe(error)}`,
    );
  }
  if (!response.ok) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new StartError(
      'download',
      `The game could not be downloaded (${fileName(path)}: ${status}). ${RETRY_WORDS}`,
      `GET ${url}: HTTP ${status}`,
    );
  }
  return response;
}

/** @returns {Promise<BuildInfo>} */
async function buildInfo() {
  const response = await get('build-info.json');
  try {
    return await response.json();
  } catch (error) {
    throw new StartError(
      'download',
      `The game could not be downloaded (build-info.json is damaged). ${RETRY_WORDS}`,
      `build-info.json: ${describe(error)}`,
    );
  }
}

/**
 * Counts the bytes of the site's files as they arrive, and reports them as the download step's
 * progress: one download per file, and the runtime compiles the wasm while it streams in (an
 * earlier version fetched everything first, then let Pyodide fetch it again).
 * Wraps the worker's `fetch` for the files build-info.json lists (Pyodide's own downloads and the
 * wheel); other URLs pass through. The first failed download of a listed file is kept in
 * `failure`, so that the step that trips over it can report a download problem, not a broken
 * runtime. A file fetched again (a start that falls back) counts its latest download only.
 */
class DownloadCounter {
  /** @param {BuildInfo} info */
  constructor(info) {
    /** @type {SiteFile[]} */
    const files = Array.isArray(info.files)
      ? info.files.filter((f) => f && typeof f.path === 'string')
      : [];
    /** @type {Map<string, number>} absolute URL -> expected bytes */
    this.sizes = new Map(files.map((f) => [new URL(f.path, SITE).href, Number(f.bytes) || 0]));
    /** @type {Set<string>} the URLs whose failed download fails the start */
    this.watched = new Set(this.sizes.keys());
    /** @type {Map<string, number>} absolute URL -> bytes received */
    this.got = new Map();
    /** @type {Map<string, object>} absolute URL -> its latest download, the one counted */
    this.latest = new Map();
    this.last = 0;
    /** @type {StartError | null} */
    this.failure = null;
    /** @type {(error: StartError) => void} */
    let rejectFailed = () => {};
    /** Rejects at the first failed download: Pyodide may wait forever on a missing wasm file. */
    this.failed = /** @type {Promise<never>} */ (
      new Promise((_, reject) => {
        rejectFailed = reject;
      })
    );
    this.failed.catch(() => {});
    this.rejectFailed = rejectFailed;
    this.plainFetch = scope.fetch.bind(scope);
    /** @param {RequestInfo | URL} input @param {RequestInit} [init] */
    scope.fetch = async (input, init) => {
      const href = new URL(input instanceof Request ? input.url : String(input), SITE).href;
      if (!this.watched.has(href)) return this.plainFetch(input, init);
      return this.count(href, await this.guard(href, () => this.plainFetch(input, init)));
    };
    // Pyodide awaits some of its downloads only later, so a failed one also surfaces as an
    // "unhandled" rejection inside it; the failure is reported once, as a download failure.
    scope.addEventListener('unhandledrejection', (event) => {
      if (this.failure) event.preventDefault();
    });
    this.report();
  }

  get total() {
    return [...this.sizes.values()].reduce((a, b) => a + b, 0);
  }

  get loaded() {
    return [...this.got.values()].reduce((a, b) => a + b, 0);
  }

  /** A download to count, of `bytes` (the memory image; the wheel again after a fallback).
   * @param {string} href @param {number} bytes */
  expect(href, bytes) {
    this.sizes.set(href, bytes);
    this.report();
  }

  /** A download that will not be used after all: out of the count. @param {string} href */
  forget(href) {
    this.sizes.delete(href);
    this.got.delete(href);
    this.report();
  }

  /** @param {string} href @param {() => Promise<Response>} go @returns {Promise<Response>} */
  async guard(href, go) {
    const name = fileName(href);
    let response;
    try {
      response = await go();
    } catch (error) {
      this.fail(`${name}: no connection`, `GET ${href}: ${describe(error)}`);
      throw error;
    }
    if (!response.ok) {
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      this.fail(`${name}: ${status}`, `GET ${href}: HTTP ${status}`);
    }
    return response;
  }

  /** @param {string} what @param {string} detail */
  fail(what, detail) {
    if (this.failure) return;
    this.failure = new StartError(
      'download',
      `The game could not be downloaded (${what}). ${RETRY_WORDS}`,
      detail,
    );
    this.rejectFailed(this.failure);
  }

  /**
   * Counts the bytes of a response as they arrive, reading a clone: the response itself goes to
   * Pyodide untouched (a response made anew would lose the browser's cache of compiled wasm).
   * @param {string} href @param {Response} response
   */
  count(href, response) {
    if (!response.ok) return response;
    const download = {};
    this.latest.set(href, download);
    this.got.set(href, 0);
    const copy = response.clone();
    if (!copy.body) {
      this.received(href, this.sizes.get(href) ?? 0);
      return response;
    }
    const reader = copy.body.getReader();
    const pump = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (this.latest.get(href) !== download) return; // fetched again since: that one counts
        this.received(href, value.byteLength);
      }
      this.report();
    };
    pump().catch(() => {}); // a broken download fails Pyodide's read as well, which reports it
    return response;
  }

  /** Counts a file that is not fetched (a module import). @param {string} path */
  imported(path) {
    const href = new URL(path, SITE).href;
    this.got.set(href, this.sizes.get(href) ?? 0);
    this.report();
  }

  /** @param {string} href @param {number} bytes */
  received(href, bytes) {
    this.got.set(href, (this.got.get(href) ?? 0) + bytes);
    if (performance.now() - this.last >= PROGRESS_EVERY_MS) this.report();
  }

  report() {
    this.last = performance.now();
    const loaded = this.loaded;
    progress('download', loaded, Math.max(this.total, loaded));
  }
}

/** @typedef {{pyodide: Promise<any>, asm: Promise<any>}} RuntimeModules */

/**
 * Starts importing the runtime's two modules, beside the download of build-info.json.
 * loadPyodide imports pyodide.asm.mjs too and gets the same module: importing it here lets the
 * download counter see it arrive, and gives its module factory to a start from the memory image.
 * @returns {RuntimeModules}
 */
function importRuntime() {
  const modules = {
    pyodide: import(new URL('pyodide/pyodide.mjs', SITE).href),
    asm: import(new URL('pyodide/pyodide.asm.mjs', SITE).href),
  };
  modules.pyodide.catch(() => {}); // awaited, and reported, by runtime()
  modules.asm.catch(() => {});
  return modules;
}

/** @typedef {typeof import("./shell/memory-image.js")} ImageModule */
/** @typedef {{module: Promise<ImageModule | null>,
 *             kept: Promise<import("./shell/kept-image.js").KeptCopy | null>}} ImageImport */

/**
 * Imports js/shell/memory-image.js and opens the copy kept unpacked (js/shell/kept-image.js,
 * asked for first: it is opened while the rest arrives), beside the start's other downloads (a
 * static import would hold them all back). A module that cannot be imported makes the start go
 * the plain way.
 * @returns {ImageImport}
 */
function importMemoryImage() {
  const kept = import('./shell/kept-image.js').then(
    (m) => m.openKeptCopy(),
    () => null,
  );
  const module = import('./shell/memory-image.js').catch((error) => {
    console.warn(`engine worker: starting without the memory snapshot: ${describe(error)}`);
    return null;
  });
  return { module, kept };
}

/**
 * @param {DownloadCounter} downloads
 * @param {RuntimeModules} modules
 * @param {{bytes: Uint8Array, wrap: (createModule: any) => any}} [image] a memory image to
 *   resume from, and the wrapper of Pyodide's module factory that waits for it
 * @returns {Promise<any>} the Pyodide API
 */
async function runtime(downloads, modules, image) {
  progress('runtime', 0, 1);
  const failed =
    "The game's Python runtime could not be started. Try again, or use an " + 'up-to-date browser.';
  modules.asm.then(
    () => downloads.imported('pyodide/pyodide.asm.mjs'),
    () => {},
  );
  /** @type {{loadPyodide: (options: object) => Promise<any>}} */
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
 * @param {any} pyodide
 * @param {BuildInfo} info
 * @param {DownloadCounter} downloads
 * @param {string[]} problems where Pyodide's complaints go
 */
async function installPackage(pyodide, info, downloads, problems) {
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
 * @param {any} pyodide
 * @param {DownloadCounter} downloads
 * @param {string[]} problems what went wrong before, for the detail of a failure
 * @returns {{handle: Handle, version: string}}
 */
function connect(pyodide, downloads, problems) {
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

/** @typedef {{pyodide: any, handle: Handle, version: string, boot: string}} Started */

/**
 * Today's start: the runtime from nothing, then the engine's package.
 * @param {BuildInfo} info @param {DownloadCounter} downloads @param {RuntimeModules} modules
 * @returns {Promise<Started>}
 */
async function plainStart(info, downloads, modules) {
  const pyodide = await runtime(downloads, modules);
  progress('engine', 0, 1);
  /** @type {string[]} */
  const problems = [];
  await installPackage(pyodide, info, downloads, problems);
  const engine = connect(pyodide, downloads, problems);
  progress('engine', 1, 1);
  return { pyodide, ...engine, boot: 'plain' };
}

/**
 * The fast start: the runtime resumed from the memory image, with the engine already imported;
 * the files the image keeps in memory (the scenarios...) are written back. Resolves null, having
 * logged why, when the image cannot be used: the caller then starts the plain way. A failed
 * download of a file both starts need fails the start at once.
 * @param {BuildInfo} info @param {DownloadCounter} downloads @param {RuntimeModules} modules
 * @param {ImageImport} imported
 * @returns {Promise<Started | null>}
 */
async function memoryImageStart(info, downloads, modules, imported) {
  const file = info.memory_snapshot;
  const imageModule = file && typeof file.path === 'string' ? await imported.module : null;
  if (imageModule && typeof DecompressionStream !== 'function') {
    console.warn(
      'engine worker: no DecompressionStream here; ' + 'starting without the memory snapshot',
    );
  }
  if (!file || !imageModule || typeof DecompressionStream !== 'function') {
    void imported.kept.then((copy) => copy?.access.close()); // nothing to read it into
    return null;
  }
  const url = new URL(file.path, SITE);
  downloads.expect(url.href, Number(file.bytes) || 0);
  // The engine is in the memory image: its wheel is downloaded only if the start falls back.
  const wheel = new URL(`pyodide/${info.wheel}`, SITE).href;
  const wheelBytes = downloads.sizes.get(wheel);
  if (info.wheel) downloads.forget(wheel);
  const memory = imageModule.openMemoryImage(
    url,
    file,
    (bytes) => downloads.received(url.href, bytes),
    imported.kept,
  );
  memory.filled.then(
    () => downloads.report(),
    () => {},
  ); // awaited by loadPyodide
  try {
    const pyodide = await runtime(downloads, modules, {
      bytes: memory.bytes,
      wrap: (createModule) => imageModule.resumeAfter(createModule, memory),
    });
    // Pyodide keeps the options it was given: the image's 31 MB, copied into the runtime's
    // memory by now, are let go of (a transferred buffer is emptied).
    structuredClone(memory.bytes.buffer, { transfer: [memory.bytes.buffer] });
    progress('engine', 0, 1);
    imageModule.restoreEngineFiles(pyodide);
    const engine = connect(pyodide, downloads, []);
    if (info.engine_version && engine.version !== info.engine_version) {
      throw new Error(`it holds engine ${engine.version}, the site ${info.engine_version}`);
    }
    progress('engine', 1, 1);
    return { pyodide, ...engine, boot: 'memory snapshot' };
  } catch (error) {
    if (downloads.failure) throw downloads.failure;
    const why = error instanceof StartError ? error.detail : describe(error);
    console.warn(
      `engine worker: starting without the memory snapshot ${file.path}` +
        `${memory.kept ? ' (the copy kept unpacked)' : ''}: ${why}`,
    );
    if (memory.kept) await imageModule.discardKeptCopy();
    downloads.forget(url.href);
    if (wheelBytes !== undefined) downloads.expect(wheel, wheelBytes);
    return null;
  }
}

/** Runs the three steps once and posts ready or fatal. */
function start() {
  if (!booting) {
    booting = (async () => {
      /** @type {Step} */
      let step = 'download';
      try {
        const imported = importMemoryImage();
        const modules = importRuntime();
        const info = await buildInfo();
        const downloads = new DownloadCounter(info);
        step = 'runtime';
        const { pyodide, handle, version, boot } =
          (await memoryImageStart(info, downloads, modules, imported)) ??
          (await plainStart(info, downloads, modules));
        post({
          kind: 'ready',
          engine_version: version,
          pyodide_version: String(pyodide.version),
          boot,
        });
        return handle;
      } catch (error) {
        const known = error instanceof StartError;
        post({
          kind: 'fatal',
          step: known ? error.step : step,
          message: known ? error.message : 'The game could not be started. Try again.',
          detail: known ? error.detail : describe(error),
        });
        throw error;
      }
    })();
    booting.catch(() => {}); // reported as fatal above; requests see the rejection themselves
  }
  return booting;
}

/**
 * Answers one request; requests sent during start-up wait for it, in order.
 * @param {{id: number | string, type: unknown, payload: unknown}} message
 */
async function answer(message) {
  post({ kind: 'response', id: message.id, ...(await reply(message)) });
}

/**
 * @param {{type: unknown, payload: unknown}} message
 * @returns {Promise<Record<string, unknown>>} {ok: true, result} or {ok: false, error}
 */
async function reply(message) {
  let text;
  try {
    text = JSON.stringify({ type: message.type, payload: message.payload ?? {} });
  } catch (error) {
    return {
      ok: false,
      error: {
        code: 'bad_request',
        message: 'The request could not be written as JSON.',
        detail: describe(error),
      },
    };
  }
  try {
    const handle = await start();
    if (message.type === 'save_slot') return setSlot(message.payload);
    if (message.type === 'resume_saved') return await resumeSaved(handle);
    if (message.type === 'saved_file') return await savedFile(message.payload);
    const opened = message.type === 'resume' ? /** @type {any} */ (message.payload)?.save : null;
    return await keepSave(String(message.type), call(handle, text), opened);
  } catch (error) {
    const stopped = error instanceof StartError;
    // The runtime failed (a trap, out of memory) and cannot be used again: the page is told at
    // once (it starts a new engine); its request is never answered. Anything else (storage, a
    // module) is an answer like any other.
    if (error instanceof RuntimeFailed) die(error.cause);
    return {
      ok: false,
      error: {
        code: 'internal',
        message: stopped
          ? `The game engine is not running: ${error.message}`
          : 'Something went wrong inside the game engine. Please reload the page.',
        detail: stopped ? error.detail : describe(error),
      },
    };
  }
}

/**
 * The bridge threw or answered what is not JSON: it answers every Python exception itself, so
 * the runtime itself failed.
 */
class RuntimeFailed extends Error {}

/**
 * The bridge's answer to a request's JSON text, parsed.
 * @param {Handle} handle @param {string} text
 * @returns {any}
 */
function call(handle, text) {
  try {
    return JSON.parse(handle(text)); // the bridge always answers JSON text
  } catch (error) {
    throw new RuntimeFailed('the runtime failed', { cause: error });
  }
}

/**
 * Ends this worker after its runtime failed; the page hears "died" first.
 * @param {unknown} error
 */
function die(error) {
  post({ kind: 'died', message: 'The game engine stopped working.', detail: describe(error) });
  scope.close();
}

/** @param {unknown} payload */
function setSlot(payload) {
  const slot =
    payload && typeof payload === 'object' ? /** @type {any} */ (payload).slot : undefined;
  if (slot !== null && !(typeof slot === 'string' && SLOT.test(slot))) {
    return {
      ok: false,
      error: {
        code: 'bad_request',
        message: 'A save slot is a short name of lower-case letters, digits and dashes, or null.',
      },
    };
  }
  saveSlot = slot;
  return { ok: true, result: { slot } };
}

/** @param {Handle} handle */
async function resumeSaved(handle) {
  const text = saveSlot ? await (await import('./shell/savestore.js')).readSave(saveSlot) : null;
  if (text === null)
    return { ok: false, error: { code: 'no_save', message: 'There is no saved game.' } };
  return keepSave(
    'resume_saved',
    call(handle, JSON.stringify({ type: 'resume', payload: { save: text } })),
    text,
  );
}

/**
 * The slot's save text, untouched (the engine need not be able to read it), or its original.
 * @param {any} payload
 */
async function savedFile(payload) {
  const original = !!(payload && payload.original);
  const text = !saveSlot
    ? null
    : original
      ? await (await import('./shell/original-save.js')).readOriginal(saveSlot)
      : await (await import('./shell/savestore.js')).readSave(saveSlot);
  if (text === null)
    return { ok: false, error: { code: 'no_save', message: 'There is no saved game.' } };
  return { ok: true, result: { save: text } };
}

/**
 * Writes a snapshot's save to the slot (before answering: what the page shows is saved) and
 * takes it out of the answer; only "export" hands the save to the page, on the player's request.
 * @param {string} type @param {any} response @param {unknown} [opened] the save text a resume
 *   opened: kept as the original file if the update lost its history (shell/original-save.js)
 */
async function keepSave(type, response, opened = null) {
  const result = response && response.ok ? response.result : null;
  if (type === 'export' || !result || typeof result.save !== 'string') return response;
  if (saveSlot) {
    const { followOriginal } = await import('./shell/original-save.js');
    await followOriginal(saveSlot, type, typeof opened === 'string' ? opened : null, response);
  }
  const text = result.save;
  delete result.save;
  if (saveSlot) {
    const slot = saveSlot;
    const store = await import('./shell/savestore.js');
    const written = saving.then(() => store.writeSave(slot, text));
    saving = written.then(() => undefined);
    return { ...response, saved: await written };
  }
  return response;
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || typeof message !== 'object') {
    console.warn('engine worker: ignoring a message that is not an object', message);
  } else if (
    message.kind === 'request' &&
    (typeof message.id === 'number' || typeof message.id === 'string')
  ) {
    answer(message);
  } else {
    console.warn('engine worker: ignoring an unknown message', message);
  }
});

start().catch(() => {}); // failures are posted as fatal; requests see the rejection
