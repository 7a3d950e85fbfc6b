// The unpacked memory image the page keeps in its origin's private file system
// (web/js/shell/kept-image.js), as e2e/test_memory_snapshot.py reads and damages it.

/** The kept file's name in the origin's private file system. */
const KEPT_FILE = 'pr-memory-snapshot';

/**
 * The name of the memory image the kept copy was unpacked from, or null if none is kept. The
 * kept format: page size, page count, the name's length (three little-endian u32), the name.
 * @returns {Promise<string | null>}
 */
export async function keptImageName() {
  const root = await navigator.storage.getDirectory();
  const file = await root.getFileHandle(KEPT_FILE).catch(() => null);
  if (!file) return null;
  const head = new DataView(await (await file.getFile()).slice(0, 12).arrayBuffer());
  const length = head.getUint32(8, true);
  const name = await (await file.getFile()).slice(12, 12 + length).arrayBuffer();
  return new TextDecoder().decode(name);
}

/**
 * Writes a kept copy of the right size and name that starts like a memory image and is not one:
 * page size, page count, the name, a byte per page (the first page stored), the pages.
 * @param {[string, number]} image the image's name and its memory's size in bytes
 */
export async function keepDamagedImage([name, size]) {
  const pages = Math.ceil(size / 65536);
  const nameBytes = new TextEncoder().encode(name);
  const flagsAt = 12 + nameBytes.length;
  const kept = new Uint8Array(flagsAt + pages + 65536);
  const view = new DataView(kept.buffer);
  view.setUint32(0, 65536, true);
  view.setUint32(4, pages, true);
  view.setUint32(8, nameBytes.length, true);
  kept.set(nameBytes, 12);
  kept[flagsAt] = 1;
  view.setUint32(flagsAt + pages, 1886286592, true);
  const root = await navigator.storage.getDirectory();
  const writable = await (await root.getFileHandle(KEPT_FILE)).createWritable();
  await writable.write(kept);
  await writable.close();
}
