// @ts-check
/**
 * The memory image kept unpacked for the next visits (docs/bridge.md, "Start-up"): one file of
 * the origin private file system, written by the unpacker (js/memory-image-unpacker.js) after a
 * download, read by the engine worker (memory-image.js) with synchronous reads. Unlike a
 * copy in the Cache Storage, reading it streams nothing: no bytes competing with the runtime's
 * downloads, no chunks for the engine's thread to take in while it starts the runtime.
 *
 * Format (little-endian): u32 page size, u32 page count, u32 n, n bytes: the image's file name
 * (UTF-8), a byte per page (1: stored), then the stored pages in order, the last one possibly
 * short. The pages of zeros (half of them) are left out: reading it back takes half as long.
 */

/** @typedef {{name: string, access: FileSystemSyncAccessHandle, page: number, pages: number,
 *             flagsAt: number}} KeptCopy an open kept copy: the image it holds, where its
 *             page flags begin */

/**
 * The kept file's handle with what TypeScript's library lacks: the read-only `mode` of a
 * synchronous access and `move` (both in Chromium's Origin Private File System).
 * @typedef {FileSystemFileHandle & {
 *   createSyncAccessHandle(options?: {mode?: 'read-only' | 'readwrite'}):
 *     Promise<FileSystemSyncAccessHandle>,
 *   move(name: string): Promise<void>,
 * }} KeptFile
 */

// The kept copy, and the name it is written under until complete (a copy cut short is then never
// taken for a whole one). The build's word for the image, memory snapshot, names the file: a
// browser keeps the copy an earlier version wrote.
const FILE = 'pr-memory-snapshot';
const PART = `${FILE}.part`;
const PAGE = 65536; // the wasm page
// The first u32 of every memory image Pyodide makes (pyodide.asm.mjs, API.restoreSnapshot).
const MAGIC = 1886286592;

/** @returns {Promise<FileSystemDirectoryHandle | null>} null: no such file system here */
async function root() {
  // Not a secure context, or a browser without the origin private file system.
  if (typeof navigator.storage?.getDirectory !== 'function') return null;
  return navigator.storage.getDirectory();
}

/** The image's file name, which the copy records. @param {URL | string} url */
export function imageName(url) {
  return new URL(url).pathname.split('/').pop() ?? '';
}

/**
 * Opens the kept copy, whichever image it holds (the worker looks at once, before
 * build-info.json says which one the site has), and reads its header. Read-only, so that another
 * tab may read it at the same time.
 * @returns {Promise<KeptCopy | null>} null: none (or none readable: then logged)
 */
export async function openKeptCopy() {
  /** @type {FileSystemSyncAccessHandle | null} */
  let access = null;
  try {
    const folder = await root();
    if (!folder) return null;
    const file = /** @type {KeptFile} */ (await folder.getFileHandle(FILE));
    access = await file.createSyncAccessHandle({ mode: 'read-only' });
    const head = new DataView(new ArrayBuffer(12));
    if (access.read(head, { at: 0 }) !== 12) throw new Error('it is cut short');
    const nameBytes = new Uint8Array(Math.min(head.getUint32(8, true), 256));
    access.read(nameBytes, { at: 12 });
    return {
      name: new TextDecoder().decode(nameBytes),
      access,
      page: head.getUint32(0, true),
      pages: head.getUint32(4, true),
      flagsAt: 12 + nameBytes.byteLength,
    };
  } catch (error) {
    access?.close();
    if (!(error instanceof DOMException && error.name === 'NotFoundError')) {
      console.warn(
        `engine worker: the kept copy of the memory snapshot could not be read: ${error}`,
      );
    }
    return null;
  }
}

/**
 * Reads the kept copy into `bytes` (zeroed) and closes it.
 * @param {KeptCopy} copy @param {Uint8Array} bytes
 * @returns {boolean} whether it fills `bytes` exactly and is a memory image Pyodide made
 */
export function readKeptCopy(copy, bytes) {
  const { access, page, pages, flagsAt } = copy;
  try {
    const size = access.getSize();
    if (page === 0 || pages !== Math.ceil(bytes.byteLength / page)) return false;
    const stored = new Uint8Array(pages);
    if (access.read(stored, { at: flagsAt }) !== pages) return false;
    let at = flagsAt + pages;
    for (let index = 0; index < pages;) {
      if (stored[index] !== 1) {
        index++;
        continue;
      }
      let end = index + 1; // a run of stored pages: one read
      while (end < pages && stored[end] === 1) end++;
      const part = bytes.subarray(index * page, Math.min(end * page, bytes.byteLength));
      if (at + part.byteLength > size || access.read(part, { at }) !== part.byteLength)
        return false;
      at += part.byteLength;
      index = end;
    }
    return (
      at === size &&
      bytes.byteLength >= 4 &&
      new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) === MAGIC
    );
  } catch {
    return false;
  } finally {
    access.close();
  }
}

/** Throws away the kept copy (it did not resume): the next visit downloads the image again. */
export async function discardKeptCopy() {
  try {
    await (await root())?.removeEntry(FILE);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'NotFoundError')) {
      console.warn(
        `engine worker: the kept copy of the memory snapshot could not be thrown away: ${error}`,
      );
    }
  }
}

/** @param {Uint8Array} bytes @param {number} start @param {number} end */
function allZero(bytes, start, end) {
  for (let i = start; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

/**
 * Keeps `bytes`, the unpacked image named `name`, in place of any other copy. Only in a
 * dedicated worker (synchronous access). Never throws: a copy that cannot be kept is logged, and
 * the next visit downloads the image again.
 * @param {string} name @param {Uint8Array} bytes
 */
export async function keepImage(name, bytes) {
  let folder = null;
  try {
    folder = await root();
    if (!folder) return;
    const file = /** @type {KeptFile} */ (await folder.getFileHandle(PART, { create: true }));
    const access = await file.createSyncAccessHandle();
    try {
      write(access, name, bytes);
    } finally {
      access.close();
    }
    await folder.removeEntry(FILE).catch(() => {}); // an older copy, or one that did not resume
    await file.move(FILE);
  } catch (error) {
    console.warn(`memory snapshot unpacker: ${name} could not be kept unpacked: ${error}`);
    await folder?.removeEntry(PART).catch(() => {});
  }
  // Earlier versions kept it in the Cache Storage.
  if (typeof caches !== 'undefined')
    await caches.delete('pr-memory-snapshot-unpacked').catch(() => {});
}

/**
 * Writes the copy in the format above.
 * @param {FileSystemSyncAccessHandle} access @param {string} name @param {Uint8Array} bytes
 */
function write(access, name, bytes) {
  const nameBytes = new TextEncoder().encode(name);
  const pages = Math.ceil(bytes.byteLength / PAGE);
  const head = new Uint8Array(12 + nameBytes.byteLength + pages);
  const view = new DataView(head.buffer);
  view.setUint32(0, PAGE, true);
  view.setUint32(4, pages, true);
  view.setUint32(8, nameBytes.byteLength, true);
  head.set(nameBytes, 12);
  const flagsAt = 12 + nameBytes.byteLength;
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE;
    if (!allZero(bytes, start, Math.min(start + PAGE, bytes.byteLength))) head[flagsAt + page] = 1;
  }
  // A run of stored pages is one write, as readKeptCopy reads it: the image's 285 stored pages
  // are 4 runs. Where the file system lives in memory (a private window), each write is a call
  // to the browser's process.
  let at = head.byteLength;
  for (let index = 0; index < pages;) {
    if (head[flagsAt + index] !== 1) {
      index++;
      continue;
    }
    let end = index + 1;
    while (end < pages && head[flagsAt + end] === 1) end++;
    at += access.write(bytes.subarray(index * PAGE, Math.min(end * PAGE, bytes.byteLength)), {
      at,
    });
    index = end;
  }
  access.write(head, { at: 0 });
  access.truncate(at);
  access.flush();
}
