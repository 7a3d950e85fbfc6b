// @ts-check
/// <reference lib="webworker" />
/**
 * The engine's module Web Worker (docs/bridge.md): boots Pyodide and the pr_core wheel, then
 * answers the page's requests by calling `pr_core.bridge.handle` with JSON text.
 *
 * Start-up, on {kind: "start"}:
 *   download  build-info.json, then every file it lists (the runtime, the lock file, the wheel),
 *             read as streams to report bytes; they land in the HTTP cache, so Pyodide's own
 *             fetches of the same URLs afterwards are revalidated (304), not downloaded again
 *   runtime   import pyodide.mjs and loadPyodide()
 *   engine    loadPackage("pr-core") (falling back to the wheel's URL), import pr_core.bridge
 * then posts {kind: "ready"}; any failure posts {kind: "fatal", step, message, detail}.
 *
 * Only plain JSON-ready objects are posted. The one PyProxy kept (`handle`) lives as long as the
 * worker; every other proxy is destroyed at once.
 */

/** @typedef {"download" | "runtime" | "engine"} Step */
/** @typedef {{path: string, bytes?: number}} SiteFile */
/** @typedef {{engine_version?: string, wheel?: string, pyodide_version?: string,
 *             files?: SiteFile[]}} BuildInfo */
/** @typedef {(request: string) => string} Handle */

const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const SITE = new URL("../", import.meta.url); // js/worker.js -> the site root
const PROGRESS_EVERY_MS = 50;
const RETRY_WORDS = "Check the connection and try again.";

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
  post({ kind: "progress", step, loaded, total });
}

/** @param {unknown} error */
function describe(error) {
  if (error instanceof Error) {
    return error.stack ? `${error.message}\n${error.stack}` : error.message;
  }
  return String(error);
}

/** @param {string} path */
function fileName(path) {
  return path.split("/").pop() || path;
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
    throw new StartError("download",
      `The game could not be downloaded (${fileName(path)}: no connection). ${RETRY_WORDS}`,
      `GET ${url}: ${describe(error)}`);
  }
  if (!response.ok) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
    throw new StartError("download",
      `The game could not be downloaded (${fileName(path)}: ${status}). ${RETRY_WORDS}`,
      `GET ${url}: HTTP ${status}`);
  }
  return response;
}

/** @returns {Promise<BuildInfo>} */
async function buildInfo() {
  const response = await get("build-info.json");
  try {
    return await response.json();
  } catch (error) {
    throw new StartError("download",
      `The game could not be downloaded (build-info.json is damaged). ${RETRY_WORDS}`,
      `build-info.json: ${describe(error)}`);
  }
}

/**
 * Downloads every file build-info.json lists, all at once, reading the bodies as streams and
 * reporting the bytes received; the bytes themselves are dropped (the HTTP cache keeps them).
 * @param {BuildInfo} info
 */
async function download(info) {
  /** @type {SiteFile[]} */
  let files = Array.isArray(info.files)
    ? info.files.filter((f) => f && typeof f.path === "string") : [];
  if (!files.length) {
    files = ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"].map((path) => ({ path }));
    if (info.wheel) files.push({ path: `pyodide/${info.wheel}` });
  }
  let total = files.reduce((sum, f) => sum + (Number(f.bytes) > 0 ? Number(f.bytes) : 0), 0);
  let loaded = 0;
  let last = 0;
  progress("download", 0, total);
  /** @param {number} bytes */
  const received = (bytes) => {
    loaded += bytes;
    const now = performance.now();
    if (now - last >= PROGRESS_EVERY_MS) {
      last = now;
      progress("download", loaded, Math.max(total, loaded));
    }
  };
  await Promise.all(files.map(async (file) => {
    const response = await get(file.path);
    if (!(Number(file.bytes) > 0)) total += Number(response.headers.get("Content-Length")) || 0;
    try {
      if (!response.body) {
        received((await response.arrayBuffer()).byteLength);
        return;
      }
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received(value.byteLength);
      }
    } catch (error) {
      throw new StartError("download",
        `The game could not be downloaded (${fileName(file.path)}: the download broke off). ` +
        RETRY_WORDS, `${new URL(file.path, SITE)}: ${describe(error)}`);
    }
  }));
  progress("download", loaded, Math.max(total, loaded));
}

/** @returns {Promise<any>} the Pyodide API */
async function runtime() {
  progress("runtime", 0, 1);
  const failed = "The game's Python runtime could not be started. Try again, or use an " +
    "up-to-date browser.";
  /** @type {{loadPyodide: (options: object) => Promise<any>}} */
  let module;
  try {
    module = await import(new URL("pyodide/pyodide.mjs", SITE).href);
  } catch (error) {
    throw new StartError("runtime", failed, `import pyodide/pyodide.mjs: ${describe(error)}`);
  }
  try {
    const pyodide = await module.loadPyodide({
      indexURL: new URL("pyodide/", SITE).href,
      lockFileURL: new URL("pyodide/pyodide-lock.json", SITE).href,
      stdout: (/** @type {string} */ text) => console.log(text),
      stderr: (/** @type {string} */ text) => console.warn(text),
    });
    progress("runtime", 1, 1);
    return pyodide;
  } catch (error) {
    throw new StartError("runtime", failed, `loadPyodide: ${describe(error)}`);
  }
}

/**
 * Installs the engine and returns its entry point.
 * @param {any} pyodide
 * @param {BuildInfo} info
 * @returns {Promise<{handle: Handle, version: string}>} the entry point and the engine's version
 */
async function engine(pyodide, info) {
  progress("engine", 0, 1);
  /** @type {string[]} */
  const problems = [];
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
      return Array.isArray(loaded) &&
        loaded.some((p) => p && (p.name === "pr-core" || p.name === "pr_core"));
    } catch (error) {
      problems.push(`loadPackage(${name}): ${describe(error)}`);
      return false;
    }
  };
  // The lock file registers the wheel as "pr-core"; if it does not, load the wheel by URL.
  if (!(await load("pr-core"))) {
    console.warn("engine worker: pr-core is not in the lock file; loading the wheel by URL");
    await load(info.wheel && new URL(`pyodide/${info.wheel}`, SITE).href);
  }
  /** @type {Handle} */
  let handle;
  /** @type {{ok: boolean, result?: {engine_version: string}, error?: unknown}} */
  let hello;
  try {
    const bridge = pyodide.pyimport("pr_core.bridge");
    try {
      handle = bridge.handle.copy(); // an attribute proxy would die with the module's proxy
    } finally {
      bridge.destroy();
    }
    hello = JSON.parse(handle(JSON.stringify({ type: "hello", payload: {} })));
    if (!hello.ok || !hello.result) {
      throw new Error(`hello was refused: ${JSON.stringify(hello.error)}`);
    }
  } catch (error) {
    throw new StartError("engine", "The game engine could not be started. Try again; if it keeps " +
      "failing, the game files may be damaged.",
      [...problems, describe(error)].join("\n"));
  }
  progress("engine", 1, 1);
  return { handle, version: String(hello.result.engine_version) };
}

/** Runs the three steps once and posts ready or fatal. */
function start() {
  if (!booting) {
    booting = (async () => {
      /** @type {Step} */
      let step = "download";
      try {
        const info = await buildInfo();
        await download(info);
        step = "runtime";
        const pyodide = await runtime();
        step = "engine";
        const { handle, version } = await engine(pyodide, info);
        post({ kind: "ready", engine_version: version, pyodide_version: String(pyodide.version) });
        return handle;
      } catch (error) {
        const known = error instanceof StartError;
        post({
          kind: "fatal",
          step: known ? error.step : step,
          message: known ? error.message : "The game could not be started. Try again.",
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
  post({ kind: "response", id: message.id, ...(await reply(message)) });
}

/**
 * @param {{type: unknown, payload: unknown}} message
 * @returns {Promise<Record<string, unknown>>} {ok: true, result} or {ok: false, error}
 */
async function reply(message) {
  if (!booting) {
    return { ok: false, error: { code: "internal", message: "The game engine has not been started.",
                                 detail: "a request came before {kind: 'start'}" } };
  }
  let text;
  try {
    text = JSON.stringify({ type: message.type, payload: message.payload ?? {} });
  } catch (error) {
    return { ok: false, error: { code: "bad_request",
                                 message: "The request could not be written as JSON.",
                                 detail: describe(error) } };
  }
  try {
    const handle = await booting;
    return JSON.parse(handle(text));
  } catch (error) {
    const stopped = error instanceof StartError;
    return { ok: false, error: {
      code: "internal",
      message: stopped ? `The game engine is not running: ${error.message}`
                       : "Something went wrong inside the game engine. Please reload the page.",
      detail: stopped ? error.detail : describe(error),
    } };
  }
}

scope.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || typeof message !== "object") {
    console.warn("engine worker: ignoring a message that is not an object", message);
  } else if (message.kind === "start") {
    start().catch(() => {});
  } else if (message.kind === "request" &&
             (typeof message.id === "number" || typeof message.id === "string")) {
    answer(message);
  } else {
    console.warn("engine worker: ignoring an unknown message", message);
  }
});
