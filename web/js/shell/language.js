// @ts-check
/**
 * Which language the app speaks: the one asked for (the embed's `lang`, a `?lang=` link), else
 * the one the player chose before (remembered in this browser), else the browser's own
 * preference, else English. Switching loads that language file, relabels the page and tells the
 * screens (onLanguageChange) so they redraw in it.
 */
import { LANGUAGES, loadLanguageFile, setLanguageFile, currentLocale, t } from '../kit/text.js';
import { applyText } from '../kit/dom.js';

const STORE_KEY = 'pr.lang.v1';
/** @type {Set<string>} */
const CODES = new Set(LANGUAGES.map(([code]) => code));
// Norwegian: "no" and Nynorsk readers get the bokmål of the Norwegian rulebook.
const ALIASES = /** @type {Record<string, string>} */ ({ no: 'nb', nn: 'nb' });

/**
 * The first supported language among BCP 47 tags ("sv-FI" -> "sv", "no" -> "nb"), or null.
 * @param {readonly string[]} tags
 */
export function matchLanguage(tags) {
  for (const tag of tags) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    const code = ALIASES[primary] ?? primary;
    if (CODES.has(code)) return code;
  }
  return null;
}

function stored() {
  try {
    return localStorage.getItem(STORE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to start in.
 * @param {string|null} asked the page's `lang` parameter (an embed's attribute), if any
 */
export function startingLanguage(asked) {
  return (
    matchLanguage([
      asked ?? '',
      stored() ?? '',
      ...(navigator.languages ?? [navigator.language]),
    ]) ?? 'en'
  );
}

/** The language's own name ("Svenska"). @param {string} code */
export function languageName(code) {
  return LANGUAGES.find(([c]) => c === code)?.[1] ?? code;
}

/**
 * The language spoken, made once by the app (app.language): switches it and names the tab in it.
 */
export function createLanguageSwitch() {
  /** @type {Set<(lang: string) => void>} */
  const listeners = new Set();
  /** The language key the tab is named by: the game chosen or played (it outlives a switch). */
  let tabTitleKey = 'app.title';
  return {
    /**
     * Names the browser's tab by a language key (the game on screen), now and after each
     * switch.
     * @param {string} key
     */
    nameTab(key) {
      tabTitleKey = key;
      document.title = t(key);
    },
    /**
     * Speaks `code` from now on: downloads its language file if needed, relabels the page and
     * tells the listeners. A language file that cannot be downloaded leaves the language as it
     * was and rejects with a sentence to show the player.
     * @param {string} code
     * @param {{remember?: boolean}} [how] remember: keep the choice for next time
     */
    async use(code, how = {}) {
      let entries;
      try {
        entries = await loadLanguageFile(code);
      } catch (err) {
        throw new Error(t('lang.failed', { language: languageName(code) }), { cause: err });
      }
      if (how.remember) remember(code);
      if (code === currentLocale()) return;
      setLanguageFile(code, entries);
      document.documentElement.lang = code;
      document.title = t(tabTitleKey);
      applyText(document);
      listeners.forEach((fn) => fn(code));
    },
    /**
     * Calls fn(code) after each switch; returns the unsubscribe.
     * @param {(lang: string) => void} fn
     */
    onChange(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

/** Keeps the choice for the next visit. @param {string} code */
function remember(code) {
  try {
    localStorage.setItem(STORE_KEY, code);
  } catch {
    /* no storage: it lasts this visit */
  }
}
