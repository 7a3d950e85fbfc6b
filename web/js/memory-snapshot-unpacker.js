// @ts-check
/// <reference lib="webworker" />
/**
 * Downloads and unpacks the gzipped memory snapshot (js/memory-snapshot.js) on a thread of its
 * own: unpacking 30 MB takes long enough that, on the engine worker's thread, it would hold back
 * the runtime's start it runs beside. Then keeps the unpacked copy for the next visit, without
 * its pages of zeros: reading it back then takes half as long.
 *
 * Receives {url, size, keepIn}; posts {kind: "received", bytes} for each compressed chunk, then
 * {kind: "unpacked", buffer} or {kind: "unusable", why}; closes itself when done.
 */

const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const PAGE = 65536; // the wasm page

/** @param {string} url @param {number} size @returns {Promise<Uint8Array>} */
async function unpack(url, size) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`GET ${url}: no connection (${error})`);
  }
  if (!response.ok || !response.body) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const counted = response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      scope.postMessage({ kind: "received", bytes: chunk.byteLength });
      controller.enqueue(chunk);
    },
  }));
  const bytes = new Uint8Array(size);
  let filled = 0;
  const reader = counted.pipeThrough(new DecompressionStream("gzip")).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (filled + value.byteLength > size) {
        throw new RangeError(`${url} unpacks to more than the ${size} bytes build-info.json gives`);
      }
      bytes.set(value, filled);
      filled += value.byteLength;
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    if (error instanceof RangeError) throw error;
    throw new Error(`${url} could not be downloaded or unpacked: ${error}`);
  }
  if (filled !== size) {
    throw new Error(`${url} unpacks to ${filled} bytes, build-info.json gives ${size}`);
  }
  return bytes;
}

/** @param {Uint8Array} bytes @param {number} start @param {number} end */
function allZero(bytes, start, end) {
  for (let i = start; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

/**
 * The snapshot without its pages of zeros (half of them): the kept copy's format, read back by
 * js/memory-snapshot.js (`fillFromKeptCopy`). u32 page size, u32 page count, a byte per page (1:
 * stored), then the stored pages in order, the last one possibly short.
 * @param {Uint8Array} bytes @returns {Blob}
 */
function withoutZeroPages(bytes) {
  const pages = Math.ceil(bytes.byteLength / PAGE);
  const head = new Uint8Array(8 + pages);
  const view = new DataView(head.buffer);
  view.setUint32(0, PAGE, true);
  view.setUint32(4, pages, true);
  /** @type {BlobPart[]} */
  const parts = [head];
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE;
    const end = Math.min(start + PAGE, bytes.byteLength);
    if (!allZero(bytes, start, end)) {
      head[8 + page] = 1;
      parts.push(bytes.subarray(start, end));
    }
  }
  return new Blob(parts);
}

/**
 * Keeps the unpacked snapshot for the next visit, in place of any other.
 * @param {string} cacheName @param {string} url @param {Uint8Array} bytes
 */
async function keep(cacheName, url, bytes) {
  if (typeof caches === "undefined") return; // not a secure context
  try {
    const cache = await caches.open(cacheName);
    await cache.put(url, new Response(withoutZeroPages(bytes)));
    for (const request of await cache.keys()) {
      if (request.url !== url) await cache.delete(request);
    }
  } catch (error) {
    console.warn(`memory snapshot unpacker: ${url} could not be kept unpacked: ${error}`);
  }
}

scope.addEventListener("message", async (event) => {
  const { url, size, keepIn } = event.data ?? {};
  try {
    const bytes = await unpack(String(url), Number(size));
    scope.postMessage({ kind: "unpacked", buffer: bytes.buffer }); // a copy: this one is kept
    await keep(String(keepIn), String(url), bytes);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    scope.postMessage({ kind: "unusable", why });
  }
  scope.close();
});
