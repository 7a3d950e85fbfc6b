// Bundles the UI's modules into one, with Rollup: the page's js/main.js and everything only it
// reaches, as the site's js/main.js (and its source map). Run by build/site.py.
//
//   node build/bundle.mjs <web dir> <out dir>
//
// Writes <out dir>/main.js and main.js.map; prints one JSON line: {bundled: [paths under web/
// of the modules inside it, main.js first]}. site.py ships the bundle instead of those files.
//
// Why: a repeat visit requested the UI's 43 modules one import level after another through the
// service worker, and compiled each on its own, beside the engine's start on the same cores: the
// board came about a fifth later than with one file (docs/ui.md, "One module for the UI").
//
// The modules the page loads before main.js (its other <script type="module">s and what they
// import: the engine's client, the words) stay files of their own, which the bundle imports: a
// copy inside it would be a second module with state of its own (a second engine, another
// language). The bundle keeps each module's text and comments: it is not minified.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rollup } from 'rollup';

const [webDir, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node build/bundle.mjs <web dir> <out dir>');
  process.exit(2);
}
const web = path.resolve(webDir);
const js = path.join(web, 'js');
const entry = path.join(js, 'main.js');

/**
 * Fails the build on any warning: an unresolved import or a cycle is a bug, not a remark.
 * @param {import('rollup').RollupLog} warning
 */
function onwarn(warning) {
  throw new Error(`${warning.code}: ${warning.message}`);
}

/** JSON modules (the English words) are imported as they are, never bundled. */
const isJson = (/** @type {string} */ id) => id.endsWith('.json');

/** The page's module scripts other than main.js, read from index.html. */
async function pageModules() {
  const html = await readFile(path.join(web, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)];
  return scripts.map((m) => path.join(web, m[1])).filter((file) => file !== entry);
}

/** Every module those scripts load by static import: shared with the bundle, not inside it. */
async function sharedModules() {
  const inputs = await pageModules();
  if (!inputs.length) return new Set();
  /** @type {import('rollup').Plugin} */
  const staticOnly = { name: 'static-imports-only', resolveDynamicImport: () => false };
  // The whole graph, code that seems unused included: a module is shared even if early.js only
  // writes to it.
  const build = await rollup({
    input: inputs,
    external: isJson,
    plugins: [staticOnly],
    treeshake: false,
    onwarn,
  });
  const loaded = new Set(build.watchFiles);
  await build.close();
  return loaded;
}

/**
 * A module of a subfolder must not use import.meta: inside the bundle it would be js/main.js's.
 * @type {import('rollup').Plugin}
 */
const importMetaStaysTrue = {
  name: 'import-meta-stays-true',
  resolveImportMeta(property, { moduleId }) {
    if (path.dirname(moduleId) !== js) {
      this.error(
        `${path.relative(web, moduleId)} uses import.meta.${property}: inside the ` +
          'bundle (js/main.js) it would name another file. Move the URL to a module of js/.',
      );
    }
    return null;
  },
};

const shared = await sharedModules();
const build = await rollup({
  input: entry,
  external: (id) => isJson(id) || shared.has(id),
  plugins: [importMetaStaysTrue],
  onwarn,
});
const site = (/** @type {string} */ file) => path.relative(js, file).split(path.sep).join('/');
await build.write({
  file: path.join(outDir, 'main.js'),
  format: 'es',
  importAttributesKey: 'with', // Rollup's default, `assert`, is gone from browsers
  // Imports of the shared modules as they were written, relative to js/.
  paths: (id) => {
    if (!path.isAbsolute(id)) return id;
    const relative = site(id);
    return relative.startsWith('../') ? relative : `./${relative}`;
  },
  sourcemap: true,
  sourcemapPathTransform: (relative, map) => site(path.resolve(path.dirname(map), relative)),
});
// Every module it read (one whose code all went unused too): none is shipped on its own.
const bundled = build.watchFiles
  .filter((id) => id !== entry)
  .map((id) => path.relative(web, id).split(path.sep).join('/'))
  .sort();
await build.close();
console.log(JSON.stringify({ bundled: [path.relative(web, entry), ...bundled] }));
