// @ts-check
/// <reference lib="webworker" />
/**
 * Downloads and unpacks the gzipped memory image (js/shell/memory-image.js) on a thread of its
 * own: unpacking 30 MB takes long enough that, on the engine worker's thread, it would hold back
 * the runtime's start it runs beside. Then keeps the unpacked copy for the next visits
 * (js/shell/kept-image.js).
 *
 * Receives {url, size}; posts {kind: "received", bytes} for each compressed chunk, then
 * {kind: "unpacked", buffer} or {kind: "unusable", why}; closes itself when done.
 */

const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** @param {string} url @param {number} size @returns {Promise<Uint8Array>} */
async function unpack(url, size) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`GET ${url}: no connection (${error})`, { cause: error });
  }
  if (!response.ok || !response.body) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const counted = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        scope.postMessage({ kind: 'received', bytes: chunk.byteLength });
        controller.enqueue(chunk);
      },
    }),
  );
  const bytes = new Uint8Array(size);
  let filled = 0;
  const reader = counted.pipeThrough(new DecompressionStream('gzip')).getReader();
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
    throw new Error(`${url} could not be downloaded or unpacked: ${error}`, { cause: error });
  }
  if (filled !== size) {
    throw new Error(`${url} unpacks to ${filled} bytes, build-info.json gives ${size}`);
  }
  return bytes;
}

/**
 * Keeps the unpacked copy for the next visits; its module is imported only now, so that the
 * download never waits for it.
 * @param {string} url @param {Uint8Array} bytes
 */
async function keep(url, bytes) {
  try {
    const { keepImage, imageName } = await import('./shell/kept-image.js');
    await keepImage(imageName(url), bytes);
  } catch (error) {
    console.warn(`memory snapshot unpacker: ${url} could not be kept unpacked: ${error}`);
  }
}

scope.addEventListener('message', async (event) => {
  const { url, size } = event.data ?? {};
  try {
    const bytes = await unpack(String(url), Number(size));
    scope.postMessage({ kind: 'unpacked', buffer: bytes.buffer }); // a copy: this one is kept
    await keep(String(url), bytes);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    scope.postMessage({ kind: 'unusable', why });
  }
  scope.close();
});
