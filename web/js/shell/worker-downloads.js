// @ts-check
/// <reference lib="webworker" />
/**
 * The engine worker's downloads (js/worker.js, the start's first step): build-info.json, and the
 * bytes of the site's files counted as they arrive, reported as the download step's progress.
 */
import {
  RETRY_WORDS,
  SITE,
  StartError,
  describe,
  fileName,
  progress,
  scope,
} from './worker-basics.js';

/** @typedef {import('./worker-basics.js').BuildInfo} BuildInfo */
/** @typedef {import('./worker-basics.js').SiteFile} SiteFile */

const PROGRESS_EVERY_MS = 50;

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
export async function buildInfo() {
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
export class DownloadCounter {
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
