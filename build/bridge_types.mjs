// @ts-check
// The page's types of the bridge's protocol, generated from its JSON Schemas (docs/bridge.md,
// "Schemas"): pr_core/schema/bridge.schema.json (every request's payload and result) and each
// game's schema/snapshot.schema.json with the player view it names. Written to
// build/generated/bridge.d.ts (git-ignored), which build/tsconfig.web.json and worker.json
// include; build/check-js.sh runs this before tsc, so a field renamed in a schema fails the
// page's check where the page reads it.
//
//   node build/bridge_types.mjs [--schemas DIR] [--out FILE]
//
// --schemas: a folder laid out as pr_core/ (schema/, puerto_rico/schema/, san_juan/schema/),
// for a test that changes a copy (tests/test_bridge_types.py); --out: the file written.
// Generated with json-schema-to-typescript (pinned in build/package.json). The schemas name each
// other by URN ($id); they are joined into one document first, each under $defs by its id, so
// that every $ref is local, and a $ref with fields beside it (a schema extending another)
// becomes an allOf, which the generator reads as an intersection.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compile } from 'json-schema-to-typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The games' schemas the page is typed by: folder under pr_core/ -> the name of its types. */
const GAMES = { puerto_rico: 'PuertoRico', san_juan: 'SanJuan' };

// Fields a type cannot say: the documents' ids, and arrays' lengths (a tuple of each length).
const UNTYPED = ['$id', '$schema', 'minItems', 'maxItems'];

/** @typedef {Record<string, any>} Schema a JSON Schema document or part: any JSON object */

/**
 * Every schema document to join, by its $id: the bridge's, and each game's snapshot, player
 * view and position (which the view uses).
 * @param {string} base a folder laid out as pr_core/
 * @returns {Map<string, {key: string, schema: Schema}>}
 */
function documents(base) {
  /** @type {Map<string, {key: string, schema: Schema}>} */
  const found = new Map();
  /** @param {string} path @param {string} key */
  const add = (path, key) => {
    const schema = JSON.parse(readFileSync(join(base, path), 'utf8'));
    found.set(schema.$id, { key, schema });
  };
  add('schema/bridge.schema.json', 'bridge');
  for (const [folder, name] of Object.entries(GAMES)) {
    for (const part of ['snapshot', 'player_view', 'position']) {
      add(`${folder}/schema/${part}.schema.json`, `${name}_${part}`);
    }
  }
  return found;
}

/**
 * A copy of a document's part with its references made local to the joined document, and a
 * reference with other fields beside it turned into an allOf.
 * @param {any} node @param {string} key the document's key in the joined $defs
 * @param {Map<string, {key: string}>} ids
 * @returns {any}
 */
function localized(node, key, ids) {
  if (Array.isArray(node)) return node.map((item) => localized(item, key, ids));
  if (node === null || typeof node !== 'object') return node;
  /** @type {Schema} */
  const copy = {};
  for (const [field, value] of Object.entries(node)) {
    if (UNTYPED.includes(field)) continue;
    copy[field] = field === '$ref' ? localRef(value, key, ids) : localized(value, key, ids);
  }
  const { $ref, ...rest } = copy;
  const kept = ['title', 'description', '$defs'];
  if ($ref === undefined || Object.keys(rest).every((field) => kept.includes(field))) return copy;
  const { title, description, $defs, ...beside } = rest;
  return { title, description, $defs, allOf: [{ $ref }, beside] };
}

/**
 * @param {string} ref @param {string} key the referring document's key
 * @param {Map<string, {key: string}>} ids
 */
function localRef(ref, key, ids) {
  const [id, pointer = ''] = ref.split('#');
  const target = id ? ids.get(id)?.key : key;
  if (target === undefined) throw new Error(`bridge_types: no schema ${id} (in ${key})`);
  return `#/$defs/${target}${pointer}`;
}

/**
 * The joined document: every schema under $defs by its key; the root names what the page
 * imports (the requests' map, the answer, each game's snapshot).
 * @param {Map<string, {key: string, schema: Schema}>} docs
 */
function joined(docs) {
  /** @type {Schema} */
  const defs = {};
  for (const { key, schema } of docs.values()) defs[key] = localized(schema, key, docs);
  /** @type {Schema} */
  const properties = {
    requests: { $ref: '#/$defs/bridge/$defs/requests' },
    answer: { $ref: '#/$defs/bridge' },
  };
  for (const name of Object.values(GAMES)) {
    properties[`${name}_snapshot`] = { $ref: `#/$defs/${name}_snapshot` };
  }
  return {
    title: 'Bridge types',
    description: 'What the page imports of the bridge generated types.',
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    $defs: defs,
  };
}

const { values } = parseArgs({
  options: {
    schemas: { type: 'string', default: join(ROOT, 'pr_core') },
    out: { type: 'string', default: join(ROOT, 'build', 'generated', 'bridge.d.ts') },
  },
});
const schemas = /** @type {string} */ (values.schemas);
const out = /** @type {string} */ (values.out);
const types = await compile(/** @type {any} */ (joined(documents(schemas))), 'BridgeTypes', {
  bannerComment:
    "// Generated by build/bridge_types.mjs from the bridge's JSON Schemas: do not edit.",
  additionalProperties: false,
  unreachableDefinitions: true,
  format: true,
});
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, types);
console.log(`bridge_types: ${out} (${types.length} characters)`);
