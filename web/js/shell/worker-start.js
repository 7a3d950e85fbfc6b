// @ts-check
/// <reference lib="webworker" />
/**
 * The engine worker's start (js/worker.js; docs/bridge.md, "Start-up"): the three steps run
 * once, from the memory image where the site has one and it fits, else the plain way; posts
 * ready or fatal.
 */
import { SITE, StartError, describe, post, progress } from './worker-basics.js';
import { DownloadCounter, buildInfo } from './worker-downloads.js';
import { connect, importRuntime, installPackage, runtime } from './worker-runtime.js';

/** @typedef {import('./worker-basics.js').BuildInfo} BuildInfo */
/** @typedef {import('./worker-basics.js').Handle} Handle */
/** @typedef {import('./worker-basics.js').Step} Step */
/** @typedef {import('./worker-runtime.js').RuntimeModules} RuntimeModules */

/** The start under way or made, kept by the caller (js/worker.js): it runs once. */
/** @typedef {{booting: Promise<Handle> | null}} Boot */

/** @typedef {typeof import("./memory-image.js")} ImageModule */
/** @typedef {{module: Promise<ImageModule | null>,
 *             kept: Promise<import("./kept-image.js").KeptCopy | null>}} ImageImport */

/**
 * Imports js/shell/memory-image.js and opens the copy kept unpacked (js/shell/kept-image.js,
 * asked for first: it is opened while the rest arrives), beside the start's other downloads (a
 * static import would hold them all back). A module that cannot be imported makes the start go
 * the plain way.
 * @returns {ImageImport}
 */
function importMemoryImage() {
  const kept = import('./kept-image.js').then(
    (m) => m.openKeptCopy(),
    () => null,
  );
  const module = import('./memory-image.js').catch((error) => {
    console.warn(`engine worker: starting without the memory snapshot: ${describe(error)}`);
    return null;
  });
  return { module, kept };
}

/** @typedef {import('./worker-runtime.js').Pyodide} Pyodide */
/** @typedef {{pyodide: Pyodide, handle: Handle, version: string, boot: string}} Started */

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

/**
 * Runs the three steps once and posts ready or fatal.
 * @param {Boot} boot @returns {Promise<Handle>}
 */
export function start(boot) {
  if (!boot.booting) {
    boot.booting = (async () => {
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
    boot.booting.catch(() => {}); // reported as fatal above; requests see the rejection themselves
  }
  return boot.booting;
}
