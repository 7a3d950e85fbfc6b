// @ts-check
/**
 * The engine worker's memory image (docs/bridge.md, "Start-up"): Pyodide's memory with the
 * engine imported, made at build time (build/make_memory_snapshot.mjs) and gzipped. Resuming
 * from it skips the interpreter's start and the engine's imports. The build and Pyodide call it
 * a memory snapshot (its file's name, build-info.json's `memory_snapshot`, Pyodide's
 * `_loadSnapshot`); on the page a snapshot is the game's, so here it is the memory image.
 *
 * The first visit downloads it and unpacks it on a thread of its own
 * (js/memory-image-unpacker.js) into a buffer of the size build-info.json gives: Pyodide is
 * handed the buffer at once and compiles its wasm while the image streams in, and
 * `resumeAfter` holds the resumption back until the buffer is full. The unpacker keeps the
 * unpacked copy (kept-image.js), so that later visits skip the unpacking (about as long as the
 * runtime's own start on a small tablet) and read that instead. Pyodide itself checks that the
 * image fits the runtime (its magic number and build id); anything wrong here or there makes the
 * worker start the plain way, and a kept copy that failed is thrown away.
 */

import { readKeptCopy, discardKeptCopy, imageName } from './kept-image.js';

export { discardKeptCopy };

/** @typedef {{path: string, bytes?: number, memory_bytes?: number}} MemoryImageFile */
/**
 * @typedef {{bytes: Uint8Array, filled: Promise<void>, kept: boolean}} MemoryImage
 *   `kept`: the bytes are the copy kept unpacked by an earlier visit
 */

// The first u32 of every memory image Pyodide makes (pyodide.asm.mjs, API.restoreSnapshot).
const MAGIC = 1886286592;

/** Why the memory image cannot be used; the worker logs it and starts without one. */
export class ImageUnusable extends Error {}

/** @param {Uint8Array} bytes */
function hasMagic(bytes) {
  return (
    bytes.byteLength >= 4 &&
    new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) === MAGIC
  );
}

/**
 * The memory image: the copy kept unpacked if there is one, else downloaded and unpacked, with its
 * compressed bytes counted as they arrive (all at once for a kept copy). Either way it is read
 * into a buffer made at once, that Pyodide is handed while it fills.
 * @param {URL} url
 * @param {MemoryImageFile} file what build-info.json says about it
 * @param {(bytes: number) => void} received called with each chunk's size
 * @param {Promise<import("./kept-image.js").KeptCopy | null>} kept openKeptCopy()
 * @returns {MemoryImage} the buffer, and a promise that it is full (rejected with an
 *   ImageUnusable if it cannot be)
 */
export function openMemoryImage(url, file, received, kept) {
  const size = Number(file.memory_bytes);
  /** @type {MemoryImage} */
  const memory = { bytes: new Uint8Array(0), filled: Promise.resolve(), kept: false };
  if (!Number.isSafeInteger(size) || size < 48) {
    memory.filled = Promise.reject(
      new ImageUnusable(`build-info.json gives no size for ${file.path}`),
    );
    return memory;
  }
  memory.bytes = new Uint8Array(size);
  memory.filled = (async () => {
    const copy = await kept;
    if (copy && copy.name === imageName(url)) {
      // The runtime's start first (this is called just before it): the reads, tens of
      // milliseconds, then take place while it waits for its wasm.
      await new Promise((resolve) => {
        setTimeout(resolve, 0);
      });
      memory.kept = true;
      if (readKeptCopy(copy, memory.bytes)) {
        received(Number(file.bytes) || 0);
        return;
      }
      console.warn(`engine worker: the kept copy of ${url} is damaged; downloading it again`);
      memory.kept = false;
      await discardKeptCopy();
    } else {
      copy?.access.close(); // another build's, if any: the unpacker replaces it
    }
    await unpack(memory.bytes, url, received);
  })();
  return memory;
}

/**
 * Fills `bytes` from the unpacker's download.
 * @param {Uint8Array} bytes @param {URL} url @param {(bytes: number) => void} received
 * @returns {Promise<void>}
 */
function unpack(bytes, url, received) {
  return new Promise((resolve, reject) => {
    const unpacker = new Worker(new URL('../memory-image-unpacker.js', import.meta.url), {
      type: 'module',
      name: 'memory snapshot unpacker',
    });
    /** @param {string} why */
    const unusable = (why) => {
      unpacker.terminate();
      reject(new ImageUnusable(why));
    };
    unpacker.addEventListener('message', (event) => {
      const message = event.data;
      if (message.kind === 'received') {
        received(message.bytes);
      } else if (message.kind === 'unpacked') {
        // Pyodide holds `bytes` since loadPyodide was called: the unpacked copy goes into it.
        // The unpacker goes on to keep its copy, then closes itself.
        bytes.set(new Uint8Array(message.buffer));
        if (hasMagic(bytes)) resolve();
        else unusable(`${url} is not a Pyodide snapshot (no magic number)`);
      } else {
        unusable(String(message.why));
      }
    });
    unpacker.addEventListener('error', (event) => {
      event.preventDefault();
      unusable(`the unpacker of ${url} failed: ${event.message || 'it could not be started'}`);
    });
    unpacker.postMessage({ url: url.href, size: bytes.byteLength });
  });
}

/**
 * Writes back the engine's files that the image keeps in memory (build/make_memory_snapshot.mjs,
 * ENGINE_FILES: the scenarios and schemas, the package's metadata, the modules the worker never
 * imports) through Pyodide's file system, from here: the same writes from Python took two to three
 * times as long (50-60 ms on a repeat visit), its file functions running for the first time.
 * @param {import('./worker-runtime.js').Pyodide} pyodide the API loadPyodide resolved with
 * @returns {number} how many files
 */
export function restoreEngineFiles(pyodide) {
  const items = pyodide.runPython('list(ENGINE_FILES.items())');
  /** @type {[string, Uint8Array][]} */
  let files;
  try {
    files = /** @type {[string, Uint8Array][]} */ (items.toJs());
  } finally {
    items.destroy();
  }
  for (const [path, data] of files) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
    pyodide.FS.writeFile(path, data);
  }
  return files.length;
}

/**
 * Pyodide's module factory (pyodide.asm.mjs), made to finish only once the image is full:
 * loadPyodide resumes from the image right after the factory, and the wasm compiles meanwhile.
 * @param {import('./worker-runtime.js').CreateModule} createModule
 * @param {MemoryImage} memory
 */
export function resumeAfter(createModule, memory) {
  return async (/** @type {Record<string, unknown>} */ settings) => {
    const [module] = await Promise.all([createModule(settings), memory.filled]);
    const heap = /** @type {{HEAP8?: unknown}} */ (module).HEAP8;
    if (heap instanceof Int8Array) copyLeavingZeroPages(heap);
    return module;
  };
}

const PAGE = 65536; // WebAssembly's page, and the kept copy's

/**
 * Pyodide resumes by copying the whole image into the runtime's memory (its restoreSnapshot:
 * `Module.HEAP8.set(image)`), right after the factory. The image is 40 % pages of zeros (most of
 * the stack), and the new memory is zeros where the image is: writing them made 13 MB of the
 * tab's memory resident for nothing. That one copy leaves out each page that is zero on both
 * sides; the memory is the same afterwards, byte for byte.
 * @param {Int8Array} heap the runtime's memory, as the factory leaves it
 */
function copyLeavingZeroPages(heap) {
  const copyAll = heap.set;
  Object.defineProperty(heap, 'set', {
    configurable: true,
    value: (/** @type {ArrayLike<number>} */ image, /** @type {number | undefined} */ at) => {
      delete (/** @type {{set?: unknown}} */ (heap).set); // this copy only
      const whole =
        image instanceof Uint8Array &&
        !at &&
        image.length <= heap.length &&
        image.byteOffset % 4 === 0 &&
        image.length % PAGE === 0;
      if (!whole) return copyAll.call(heap, image, at);
      const memory = new Uint8Array(heap.buffer, heap.byteOffset, heap.length);
      for (let start = 0; start < image.length; start += PAGE) {
        const page = image.subarray(start, start + PAGE);
        if (!(isZero(page) && isZero(memory.subarray(start, start + PAGE))))
          memory.set(page, start);
      }
      return undefined;
    },
  });
}

/** @param {Uint8Array} bytes a whole page, at an offset a multiple of 4 */
function isZero(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}
