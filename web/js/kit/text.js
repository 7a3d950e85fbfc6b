// @ts-check
/**
 * The words the player sees: one language file per language (web/i18n/<lang>.json,
 * docs/i18n/README.md), and t(key, params) to read them. Code never holds a visible sentence of
 * its own.
 *
 * A value is a string with {placeholders}, or plural forms keyed by Intl.PluralRules categories
 * ({one, other, ...}) chosen by the numeric parameter `n`. Numbers are formatted by
 * Intl.NumberFormat and lists joined by Intl.ListFormat (or the file's own "and"), in the
 * language file's language.
 */
import en from '../../i18n/en.json' with { type: 'json' };

/** @typedef {string | Record<string, string>} Entry */

/** The languages of the rulebooks, by BCP 47 code, each named in itself. */
export const LANGUAGES = /** @type {const} */ ([
  ['en', 'English'],
  ['sv', 'Svenska'],
  ['is', 'Íslenska'],
  ['nb', 'Norsk bokmål'],
  ['es', 'Español'],
  ['nl', 'Nederlands'],
]);

export { en };

/** @type {Map<string, Record<string, Entry>>} language files already downloaded */
const loaded = new Map([['en', /** @type {Record<string, Entry>} */ (en)]]);

/**
 * A language's language file, downloaded once (the service worker keeps them for offline use).
 * Rejects with a plain-words error if it cannot be had.
 * @param {string} lang @returns {Promise<Record<string, Entry>>}
 */
export async function loadLanguageFile(lang) {
  const have = loaded.get(lang);
  if (have) return have;
  if (!LANGUAGES.some(([code]) => code === lang))
    throw new Error(`There is no language file for the language ${JSON.stringify(lang)}.`);
  const url = new URL(`../../i18n/${lang}.json`, import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  const entries = await response.json();
  if (!entries || typeof entries !== 'object' || Array.isArray(entries))
    throw new Error(`${url.pathname} is not a language file`);
  loaded.set(lang, entries);
  return entries;
}

/**
 * A language as t() speaks it: its file and the Intl objects of its locale (made once per
 * switch: they are slow to create).
 * @param {string} lang @param {Record<string, Entry>} entries
 */
function speaker(lang, entries) {
  return {
    entries,
    locale: lang,
    plurals: new Intl.PluralRules(lang),
    numbers: new Intl.NumberFormat(lang),
    lists: listFormat(lang),
  };
}

// The page's language, read by t() from every module (the games' drawings and log lines
// included): one setting of the whole page, switched only by setLanguageFile
// (shell/language.js), so it is not passed to each of them.
let speaking = speaker('en', /** @type {Record<string, Entry>} */ (en));

/**
 * "a, b and c" in `lang`: Intl.ListFormat where the browser knows the language, else the
 * language file's own word for "and" (a browser's trimmed locale data would say "and" in
 * English inside an Icelandic sentence).
 * @param {string} lang @returns {{format: (items: string[]) => string}}
 */
function listFormat(lang) {
  if (Intl.ListFormat.supportedLocalesOf([lang]).length)
    return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  return {
    format: (items) =>
      items.length < 2
        ? items.join('')
        : `${items.slice(0, -1).join(', ')} ${t('list.and')} ${items[items.length - 1]}`,
  };
}

/**
 * Makes `entries` the language file t() reads (English fills any gap).
 * @param {string} lang @param {Record<string, Entry>} entries
 */
export function setLanguageFile(lang, entries) {
  speaking = speaker(lang, entries);
}

export function currentLocale() {
  return speaking.locale;
}

/**
 * The text for `key`, with {placeholders} filled from params; plural entries pick a form by
 * params.n.
 * @param {string} key
 * @param {Record<string, string|number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  let entry = speaking.entries[key] ?? /** @type {Record<string, Entry>} */ (en)[key];
  if (entry === undefined) return key;
  if (typeof entry !== 'string') {
    const n = Number(params.n ?? 0);
    entry = entry[speaking.plurals.select(n)] ?? entry.other;
  }
  return entry.replace(/\{(\w+)\}/g, (m, name) =>
    params[name] === undefined ? m : formatValue(params[name]),
  );
}

/** @param {string|number} v */
function formatValue(v) {
  return typeof v === 'number' ? speaking.numbers.format(v) : v;
}

/** A share (0..1) as a percentage in the current language ("34 %"). @param {number} v */
export function percent(v) {
  return new Intl.NumberFormat(currentLocale(), { style: 'percent' }).format(v);
}

/** "a, b and c" in the current language. @param {string[]} items */
export function list(items) {
  if (items.length === 0) return t('goods.none');
  return speaking.lists.format(items);
}

/** Upper-cases the first letter (a sentence made of language-file parts). @param {string} s */
export function capital(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** True if the language file has the key. @param {string} key */
export function has(key) {
  return key in speaking.entries || key in en;
}
