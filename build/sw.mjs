// Writes the service worker with Workbox's injectManifest: the list of every file of the built
// site, each with a revision (MD5, Workbox's) and an integrity hash (SHA-256: a file replaced
// while a browser installs fails that install instead of being cached under the wrong revision),
// in place of the placeholder in web/sw.js. Run by build/site.py once the site's files are in
// place; it caches the result, so this only runs when a file changed.
//
//   node build/sw.mjs <site dir> <sw source> <sw output> [<file to leave out>...]
//
// The files left out (relative to the site dir): the gzipped copies of build/compressed.py (the
// browser unpacks what the server sends, so the precache keeps the files themselves) and the
// engine's wheel (web/sw.js keeps it when a start without the memory image fetches it).
//
// Prints one JSON line: {count, bytes, warnings}.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from 'workbox-build';

const [siteDir, swSrc, swDest, ...leftOut] = process.argv.slice(2);
if (!swDest) {
  console.error('usage: node build/sw.mjs <site dir> <sw source> <sw output>');
  process.exit(2);
}

/** @param {{url: string, revision: string | null, size: number}[]} entries */
async function withIntegrity(entries) {
  const manifest = await Promise.all(
    entries.map(async (entry) => {
      const bytes = await readFile(path.join(siteDir, entry.url));
      return {
        ...entry,
        integrity: `sha256-${createHash('sha256').update(bytes).digest('base64')}`,
      };
    }),
  );
  return { manifest, warnings: [] };
}

const { count, size, warnings } = await injectManifest({
  swSrc,
  swDest,
  globDirectory: siteDir,
  globPatterns: ['**/*'],
  // The service worker and the Workbox runtime it imports are kept by the browser itself; the
  // UI bundle's source map is read by a browser's developer tools only (build/bundle.mjs).
  globIgnores: ['sw.js', 'workbox/**', '**/*.map', ...leftOut],
  // pyodide.asm.wasm is about 9.6 MB (Workbox's default limit is 2 MB).
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  manifestTransforms: [withIntegrity],
});
console.log(JSON.stringify({ count, bytes: size, warnings }));
