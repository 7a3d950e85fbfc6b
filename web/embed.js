// @ts-check
/**
 * <pr-game>: the Puerto Rico app, or one position of it, in any page (docs/embed.md).
 *
 *   <script type="module" src="(the app's folder)/embed.js"></script>
 *   <pr-game scenario="captain-4p" mode="view"></pr-game>
 *
 * Standalone: it imports nothing, and until the reader clicks its poster nothing else is
 * downloaded (the poster is HTML and CSS in the element's shadow DOM). The click creates an iframe
 * of the app (next to this script, or at `src`), which reports the height it needs; the element
 * takes that height. Element and app talk by postMessage, each accepting only the other's window
 * and origin and checking every field before use.
 *
 * The games' facts and the English words come from the manifest (below), which the build writes
 * into the copy of this file it ships: only the built site's embed.js runs.
 */

/**
 * @typedef {object} ManifestGame one game, as the poster needs it
 * @property {string} id as in the `game` attribute ("san-juan")
 * @property {number[]} players the player counts it plays
 * @property {string} position_format the "format" of its positions
 * @property {string[]} bot_levels weakest first
 * @property {string} default_bot_level the level of an opponent nobody chose
 * @property {string[]} scenarios its rulebook examples' ids
 * @property {Record<string, string>} keys its own word for a poster key, if it has one
 *   ("poster.kickerGame" -> "poster.san-juan.kickerGame")
 */
/**
 * What the poster knows before any download: from the engine's `hello` and `scenarios` and the
 * English language file (web/i18n/en.json), by build/embed_manifest.py.
 * @typedef {object} Manifest
 * @property {string} default_game the game of a position without "format"
 * @property {ManifestGame[]} games
 * @property {string[]} languages the app's languages, one language file each
 * @property {Record<string, string | Record<string, string>>} words the poster's, in English
 */

// The shipped file has the manifest in place of null: no second download before the poster, and
// nothing for a host page's CSP or a server's CORS to allow beyond embed.js itself.
const BUILT = /** @type {Manifest | null} */ (/* the manifest */ null);
if (!BUILT)
  throw new Error('<pr-game>: this is the unbuilt embed.js; use the site build/site.py writes.');
/** Read only (exported for the tests). */
export const MANIFEST = BUILT;

const PROTOCOL = 1; // every message carries prGame: PROTOCOL (docs/embed.md)
const MAX_POSITION = 200_000; // characters; a real position is about 5 000
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 20_000;
const MAX_ID = 64;
/** The app's folder by default: where this script was loaded from. */
const HERE = new URL('./', import.meta.url).href;
/** Attributes that, once the game runs, change what it shows (the others count at the start). */
const LIVE_ATTRIBUTES = [
  'position',
  'position-src',
  'scenario',
  'players',
  'bots',
  'seat',
  'expansion',
];
const ATTRIBUTES = ['game', ...LIVE_ATTRIBUTES, 'lang', 'mode', 'src', 'caption', 'description'];
const LIVE = new Set(LIVE_ATTRIBUTES);

const CSS = `
:host { display: block; max-width: 100%; color: #3b2a17;
  font: 15px/1.45 "Segoe UI", "Helvetica Neue", "Liberation Sans", "DejaVu Sans", Arial,
    sans-serif; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.poster { display: flex; align-items: center; justify-content: center; min-height: 300px;
  padding: 20px 14px; border-radius: 12px;
  background: radial-gradient(circle at 30% 20%, rgba(255, 255, 255, 0.10), transparent 55%),
    linear-gradient(180deg, #1f5663, #123640); }
.card { max-width: 34em; padding: 18px 22px; text-align: center; background: #f5ead2;
  border: 1px solid #b99b67; border-radius: 12px; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35); }
.goods { display: flex; justify-content: center; gap: 9px; margin-bottom: 8px; }
.goods i { display: block; width: 14px; height: 14px; }
.corn { background: #f2c230; border: 1.5px solid #8f6b00; border-radius: 50%; }
.indigo { background: #3451b2; border: 1.5px solid #1b2c66; border-radius: 2px; }
.sugar { background: #fbfbf6; border: 1.5px solid #6f6f6f; transform: rotate(45deg) scale(0.82); }
.tobacco { background: #c98a45; clip-path: polygon(50% 0, 100% 100%, 0 100%); }
.coffee { background: #4b2e1f;
  clip-path: polygon(25% 0, 75% 0, 100% 50%, 75% 100%, 25% 100%, 0 50%); }
.kicker { margin: 0; font-size: 11.5px; font-weight: 700; letter-spacing: 0.1em;
  text-transform: uppercase; color: #7a6244; }
.title { margin: 4px 0 6px;
  font: 700 1.3em/1.2 Georgia, "DejaVu Serif", "Times New Roman", serif; }
.about { margin: 0 0 14px; color: #5a4630; }
.go { min-height: 44px; min-width: 8em; padding: 8px 22px; border-radius: 8px;
  border: 1px solid #96401c; background: #c0572b; color: #fff; font: inherit; font-weight: 700;
  cursor: pointer; }
.go::before { content: "▶"; margin-right: 0.5em; font-size: 0.85em; }
.go:hover:not([disabled]) { background: #d0632f; }
.go:focus-visible, .frame:focus-visible { outline: 3px solid #ffc928; outline-offset: 2px; }
.go[disabled] { opacity: 0.75; cursor: progress; }
.hint { margin: 10px 0 0; font-size: 12.5px; color: #7a6244; }
.note { margin: 10px 0 0; padding: 8px 10px; border-radius: 8px; background: #fde2d6;
  color: #7a2a0c; font-weight: 600; text-align: left; }
.frame { display: block; width: 100%; border: 0; border-radius: 12px; background: #123640; }
@media (max-width: 420px) {
  .poster { padding: 12px 8px; }
  .card { padding: 14px 14px; }
}
`;

/** @type {CSSStyleSheet|null} one sheet shared by every element */
let sheet = null;

/**
 * The poster's stylesheet in the shadow root: constructed, so a strict style-src allows it.
 * @param {ShadowRoot} root
 */
function adoptStyles(root) {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }
}

/**
 * A refusal, the app's or the element's own: `code` and a plain-words `message` (docs/embed.md).
 */
export class EmbedError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = 'EmbedError';
    this.code = code;
  }
}

/** The element's words in one language (English filling any gap), with its plurals and lists. */
class Words {
  /** @param {string} lang @param {Record<string, unknown>} entries */
  constructor(lang, entries) {
    this.lang = lang;
    this.entries = entries;
    this.plurals = new Intl.PluralRules(lang);
    this.lists = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  }

  /** @param {string} key @param {Record<string, string|number>} [params] @returns {string} */
  say(key, params = {}) {
    /** @type {unknown} */
    let entry = this.entries[key] ?? MANIFEST.words[key];
    if (isPlainObject(entry))
      entry = entry[this.plurals.select(Number(params.n ?? 0))] ?? entry.other;
    if (typeof entry !== 'string') return key;
    return entry.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  }

  /** @param {string} key */
  has(key) {
    return key in this.entries || key in MANIFEST.words;
  }

  /** "a, b and c". @param {string[]} items */
  list(items) {
    return this.lists.format(items);
  }
}

const ENGLISH = new Words('en', MANIFEST.words);
// The app's languages, and the same reading of a language tag as the app's (js/language.js).
const LANGUAGES = new Set(MANIFEST.languages);
const LANGUAGE_ALIASES = /** @type {Record<string, string>} */ ({ no: 'nb', nn: 'nb' });
/** @type {Map<string, Promise<Words>>} */
const wordsByLanguage = new Map();

/** The app's language for a tag ("sv-SE" -> "sv"), or null. @param {string|null} tag */
function appLanguage(tag) {
  const primary = String(tag ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  const code = LANGUAGE_ALIASES[primary] ?? primary;
  return LANGUAGES.has(code) ? code : null;
}

/**
 * The words for a language: the poster's part of its language file (i18n/poster-<lang>.js, by
 * build/embed_manifest.py), from beside this script, once. English if it cannot be had.
 * @param {string} code @returns {Promise<Words>}
 */
function wordsFor(code) {
  if (code === 'en') return Promise.resolve(ENGLISH);
  let words = wordsByLanguage.get(code);
  if (!words) {
    // A module, not JSON: the host page's CSP lets it run the app's scripts, not fetch from it.
    words = import(new URL(`i18n/poster-${code}.js`, HERE).href)
      .then((module) => {
        if (!isPlainObject(module.default)) throw new Error('not the words of a language file');
        return new Words(code, module.default);
      })
      .catch((err) => {
        wordsByLanguage.delete(code);
        console.warn(
          `<pr-game> shows English: the ${code} words could not be had (${err.message}).`,
        );
        return ENGLISH;
      });
    wordsByLanguage.set(code, words);
  }
  return words;
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isPlainObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v */
function isId(v) {
  return (typeof v === 'string' && v.length <= MAX_ID) || Number.isSafeInteger(v);
}

/** @param {unknown} v @param {number} max */
function isText(v, max) {
  return typeof v === 'string' && v.length <= max;
}

/** @param {unknown} v */
function isTextList(v) {
  return Array.isArray(v) && v.length <= 100 && v.every((s) => isText(s, 64));
}

/** Each message type from the app, with a check per field (`?` marks optional ones). */
/** @type {Record<string, Record<string, (v: unknown) => boolean>>} */
const FROM_APP = {
  ready: {
    mode: (v) => v === 'play' || v === 'view' || v === 'puzzle',
    scenarios: isTextList,
    levels: isTextList,
  },
  height: { height: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 100_000 },
  state: {
    reason: (v) => v === 'change' || v === 'request',
    'id?': isId,
    state: (v) => v === null || isPlainObject(v),
  },
  game_over: { scores: isPlainObject },
  error: { code: (v) => isText(v, 64), message: (v) => isText(v, 2000), 'id?': isId },
};

/**
 * A message from the app, checked: null (with the reason logged) unless every field is right.
 * @param {unknown} data @returns {Record<string, any>|null}
 */
function readAppMessage(data) {
  if (!isPlainObject(data) || data.prGame !== PROTOCOL) return warn('a message without prGame: 1');
  const fields =
    typeof data.type === 'string' && Object.hasOwn(FROM_APP, data.type)
      ? FROM_APP[data.type]
      : null;
  if (!fields)
    return warn(`a message of unknown type ${JSON.stringify(String(data.type).slice(0, 40))}`);
  for (const [key, value] of Object.entries(data)) {
    if (key === 'prGame' || key === 'type') continue;
    const check = fields[key] ?? fields[`${key}?`];
    if (!check)
      return warn(
        `a ${data.type} message with an unknown field ${JSON.stringify(key.slice(0, 40))}`,
      );
    if (!check(value)) return warn(`a ${data.type} message whose ${key} is not valid`);
  }
  for (const key of Object.keys(fields)) {
    if (!key.endsWith('?') && !(key in data)) return warn(`a ${data.type} message without ${key}`);
  }
  return data;
}

/** @param {string} why @returns {null} */
function warn(why) {
  console.warn(`<pr-game> ignored ${why}.`);
  return null;
}

/**
 * The position at `src`, fetched by this page (the app never contacts another origin).
 * @param {string} src @param {Words} words @returns {Promise<string>}
 */
async function fetchPosition(src, words) {
  const url = new URL(src, document.baseURI);
  let response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new EmbedError(
      'position_unavailable',
      words.say('poster.fetchFailed', { url: url.href, why: words.say('poster.fetchNetwork') }),
    );
  }
  if (!response.ok)
    throw new EmbedError(
      'position_unavailable',
      words.say('poster.fetchFailed', {
        url: url.href,
        why: words.say('poster.fetchStatus', { status: response.status }),
      }),
    );
  const text = await response.text();
  if (text.length > MAX_POSITION)
    throw new EmbedError(
      'position_unavailable',
      words.say('poster.tooLong', { max: MAX_POSITION }),
    );
  return text;
}

/**
 * A position as text or object, if it is one that may be sent.
 * @param {unknown} position @param {Words} words
 */
function checkPosition(position, words) {
  /** @type {number} */
  let size;
  if (typeof position === 'string') size = position.length;
  else if (isPlainObject(position)) {
    try {
      size = JSON.stringify(position).length;
    } catch {
      throw new EmbedError('bad_position', words.say('poster.badPosition'));
    }
  } else throw new EmbedError('bad_position', words.say('poster.badPosition'));
  if (size > MAX_POSITION)
    throw new EmbedError('bad_position', words.say('poster.tooLong', { max: MAX_POSITION }));
  return position;
}

/** A position written in the page, read as JSON; null if it does not read. @param {string} text */
function readPosition(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The players of a position written in the page, for the poster ('' if none).
 * @param {unknown} doc @param {Words} words
 */
function describePosition(doc, words) {
  const players = isPlainObject(doc) && Array.isArray(doc.players) ? doc.players : null;
  if (!players || !players.length) return '';
  const names = players.map((p, i) =>
    isPlainObject(p) && typeof p.name === 'string' && p.name.trim()
      ? p.name.trim().slice(0, 40)
      : words.say('poster.playerN', { n: i + 1 }),
  );
  return words.say('poster.positionAbout', { n: names.length, names: words.list(names) });
}

/** @param {string|null} id */
function gameById(id) {
  return MANIFEST.games.find((g) => g.id === id);
}

const DEFAULT_GAME = /** @type {ManifestGame} */ (gameById(MANIFEST.default_game));
// The app's own choice for a new game that names neither players nor bots (js/shell/embedded.js).
const DEFAULT_PLAYERS = 3;

/** @param {string|null} value @returns {string[]} */
function botList(value) {
  return (value ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean)
    .slice(0, 4);
}

export class PrGame extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root);
    /** @type {HTMLIFrameElement|null} */
    this.frame = null;
    this.appOrigin = '';
    this.ready = false;
    /** @type {Record<string, unknown>[]} messages waiting for the app's "ready" */
    this.queue = [];
    /** @type {Record<string, unknown>|null} what the app loads on each "ready" (a position) */
    this.initial = null;
    /** @type {Map<string, {resolve: (v: any) => void, reject: (e: Error) => void}>} */
    this.pending = new Map();
    this.nextId = 1;
    /** @type {Promise<void>|null} */
    this.starting = null;
    /** @type {(() => void)|null} */
    this.markReady = null;
    this.liveQueued = false;
    this.onMessage = (/** @type {MessageEvent} */ event) => this.receive(event);
    /** @type {Words} the poster's words, in the element's language once they are here */
    this.words = ENGLISH;

    const el = (/** @type {string} */ tag, /** @type {string} */ cls) => {
      const node = document.createElement(tag);
      node.className = cls;
      return node;
    };
    this.poster = el('div', 'poster');
    this.poster.setAttribute('part', 'poster');
    const card = el('div', 'card');
    const goods = el('div', 'goods');
    goods.setAttribute('aria-hidden', 'true');
    goods.append(...['corn', 'indigo', 'sugar', 'tobacco', 'coffee'].map((g) => el('i', g)));
    this.kicker = el('p', 'kicker');
    // A heading (under the host's own, whose section holds the element), not a bold <p>.
    this.heading = el('h3', 'title');
    this.about = el('p', 'about');
    this.button = /** @type {HTMLButtonElement} */ (el('button', 'go'));
    this.button.type = 'button';
    this.button.setAttribute('part', 'button');
    this.hint = el('p', 'hint');
    this.note = el('p', 'note');
    this.note.setAttribute('role', 'alert');
    this.note.hidden = true;
    card.append(goods, this.kicker, this.heading, this.about, this.button, this.hint);
    this.poster.append(card);
    root.append(this.poster, this.note);
    this.button.addEventListener('click', () => {
      this.start().catch(() => {
        /* told in the note */
      });
    });
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    if (!this.frame) {
      this.renderPoster();
      this.loadWords();
    }
  }

  /**
   * The language asked for: the element's `lang`, else the page's around it; null if that is not
   * one of the app's.
   */
  language() {
    return appLanguage(this.closest('[lang]')?.getAttribute('lang') ?? null);
  }

  /** The poster's language: the one asked for, else the browser's, else English. */
  posterLanguage() {
    return this.language() ?? (navigator.languages ?? []).map(appLanguage).find(Boolean) ?? 'en';
  }

  /** Puts the poster in its language (English meanwhile, and if that cannot be had). */
  loadWords() {
    const code = this.posterLanguage();
    if (code === this.words.lang) return;
    void wordsFor(code).then((words) => {
      if (this.posterLanguage() !== code) return; // the language changed meanwhile
      this.words = words;
      if (!this.frame) this.renderPoster();
    });
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  /** @param {string} name @param {string|null} before @param {string|null} after */
  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    if (!this.frame) {
      this.renderPoster();
      if (name === 'lang') this.loadWords();
      return;
    }
    if (LIVE.has(name) && !this.liveQueued) {
      // Several attributes set together make one change.
      this.liveQueued = true;
      queueMicrotask(() => {
        this.liveQueued = false;
        void this.reopen();
      });
    }
  }

  get mode() {
    const mode = this.getAttribute('mode');
    return mode === 'view' || mode === 'puzzle' ? mode : 'play';
  }

  /**
   * The game the poster is about, as the app will read the attributes: an inline position's by
   * its "format" (none: the default game's), a rulebook example's own, else the `game` attribute
   * (also the best guess for a position-src, which is not fetched before the click).
   * @param {unknown} doc the inline position, read (undefined: there is none)
   */
  posterGame(doc) {
    const named = gameById(this.getAttribute('game')) ?? DEFAULT_GAME;
    const scenario = this.getAttribute('scenario') ?? '';
    if (this.hasAttribute('position-src')) return named;
    if (doc !== undefined) {
      if (!isPlainObject(doc)) return named;
      if (!('format' in doc)) return DEFAULT_GAME;
      return MANIFEST.games.find((g) => g.position_format === doc.format) ?? named;
    }
    return MANIFEST.games.find((g) => g.scenarios.includes(scenario)) ?? named;
  }

  /**
   * The poster's words: the scenario's, the position's or the new game's (caption/description
   * override).
   */
  posterText() {
    const scenario = this.getAttribute('scenario');
    const position = this.getAttribute('position');
    const words = this.words;
    const byPosition = this.hasAttribute('position-src') || position !== null;
    const doc = position !== null ? readPosition(position) : undefined;
    const game = this.posterGame(doc);
    const key = (/** @type {string} */ k) => game.keys[k] ?? k;
    let kicker = words.say(key('poster.kickerGame'));
    let title = words.say(key('poster.newGameTitle'));
    /** @type {string} */
    let about;
    if (byPosition) {
      title = words.say(key('poster.positionTitle'));
      about = doc !== undefined ? describePosition(doc, words) : '';
    } else if (scenario) {
      kicker = words.say(key('poster.kickerExample'));
      const known = game.scenarios.includes(scenario);
      title = known ? words.say(`scenario.${scenario}`) : words.say('poster.examplePlay');
      about = known ? words.say(`scenario.${scenario}.about`) : '';
    } else {
      const bots = botList(this.getAttribute('bots'));
      const wanted = Number(this.getAttribute('players'));
      const most = Math.max(...game.players);
      const fallback = bots.length ? Math.min(most, bots.length + 1) : DEFAULT_PLAYERS;
      const players = game.players.includes(wanted) ? wanted : fallback;
      const levels = bots.length ? bots : [game.default_bot_level];
      const names = [
        ...new Set(
          Array.from({ length: players - 1 }, (_, i) => levels[Math.min(i, levels.length - 1)]),
        ),
      ].map((id) => (words.has(`level.${id}`) ? words.say(`level.${id}`) : id));
      about = words.say('poster.newGameAbout', { n: players - 1, levels: words.list(names) });
    }
    return {
      kicker,
      title: this.getAttribute('caption') ?? title,
      about: this.getAttribute('description') ?? about,
    };
  }

  renderPoster() {
    const { kicker, title, about } = this.posterText();
    const view = this.mode === 'view';
    const puzzle = this.mode === 'puzzle';
    this.kicker.textContent = kicker;
    this.heading.textContent = title;
    this.about.textContent = about;
    this.about.hidden = !about;
    const words = this.words;
    this.poster.lang = words.lang;
    // The words of the mode: show, solve or play.
    const [button, label, hint] = view
      ? ['poster.show', 'poster.showLabel', 'poster.hintView']
      : puzzle
        ? ['poster.solve', 'poster.solveLabel', 'poster.hintPuzzle']
        : ['poster.play', 'poster.playLabel', 'poster.hintPlay'];
    if (!this.starting) this.button.textContent = words.say(button);
    this.button.setAttribute('aria-label', words.say(label, { title }));
    this.hint.textContent = words.say(hint);
  }

  /**
   * Replaces the poster by the game (what a click on it does). Resolves once the app is ready;
   * rejects if the position could not be had (the poster stays, saying why).
   * @returns {Promise<void>}
   */
  start() {
    if (!this.starting) {
      this.starting = this.launch().catch((err) => {
        this.starting = null;
        this.button.disabled = false;
        this.renderPoster();
        this.tell(
          err instanceof EmbedError ? err.code : 'internal',
          err instanceof Error ? err.message : String(err),
        );
        throw err;
      });
    }
    return this.starting;
  }

  async launch() {
    const hadFocus = this.shadowRoot?.activeElement === this.button; // (a disabled button loses it)
    this.button.disabled = true;
    this.button.textContent = this.words.say('poster.starting');
    this.note.hidden = true;
    const url = this.appUrl();
    const position = await this.positionFromAttributes();
    this.initial = position === null ? null : this.positionMessage(position);
    if (position !== null) url.searchParams.set('position', 'host');
    const ready = new Promise((resolve) => {
      this.markReady = () => resolve(undefined);
    });

    const frame = document.createElement('iframe');
    const { title } = this.posterText();
    frame.className = 'frame';
    frame.title = this.words.say(this.mode === 'view' ? 'poster.frameView' : 'poster.frameTitle', {
      title,
    });
    // Another origin's app needs no more than scripts and its own origin (no popups, no
    // navigating this page); on the page's own origin a sandbox would mean nothing.
    if (url.origin !== location.origin)
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
    const posterHeight = this.poster.getBoundingClientRect().height;
    frame.style.height = `${Math.round(Math.max(MIN_HEIGHT, posterHeight))}px`;
    frame.src = url.href;
    this.appOrigin = url.origin;
    this.frame = frame;
    this.poster.replaceWith(frame);
    if (hadFocus) frame.focus();
    await ready;
  }

  /** The iframe's address: the app with what the attributes ask for. */
  appUrl() {
    const src = this.getAttribute('src') || HERE;
    let url;
    try {
      url = new URL(src, document.baseURI);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new EmbedError('bad_src', this.words.say('poster.badSrc', { src }));
    if (!url.pathname.endsWith('/') && !/\.html?$/.test(url.pathname)) url.pathname += '/';
    url.search = '';
    url.hash = '';
    const q = url.searchParams;
    q.set('embed', '1');
    // The only origin the app will listen to and talk to (a file:// page has none: no API).
    if (/^https?:$/.test(location.protocol)) q.set('origin', location.origin);
    q.set('mode', this.mode);
    const lang = this.language();
    if (lang) q.set('lang', lang);
    for (const name of ['game', 'scenario', 'players', 'bots', 'expansion']) {
      const value = this.getAttribute(name);
      if (value && value.trim()) q.set(name, value.trim().slice(0, 120));
    }
    return url;
  }

  /** The position-src (fetched here) or position attribute's text; null if neither. */
  async positionFromAttributes() {
    const src = this.getAttribute('position-src');
    if (src) return fetchPosition(src, this.words);
    const inline = this.getAttribute('position');
    return inline === null ? null : checkPosition(inline, this.words);
  }

  /** @param {unknown} position @param {{seat?: number, bots?: string[]}} [options] */
  positionMessage(position, options = {}) {
    /** @type {Record<string, unknown>} */
    const msg = { type: 'load_position', position };
    const seat =
      options.seat ?? (this.hasAttribute('seat') ? Number(this.getAttribute('seat')) : undefined);
    if (seat !== undefined && Number.isInteger(seat)) msg.seat = seat;
    const bots = options.bots ?? botList(this.getAttribute('bots'));
    if (bots.length) msg.bots = bots;
    return msg;
  }

  /** After a change of the live attributes: what they now ask for, in place of the game shown. */
  async reopen() {
    let position;
    try {
      position = await this.positionFromAttributes();
    } catch (err) {
      this.tell(
        err instanceof EmbedError ? err.code : 'internal',
        err instanceof Error ? err.message : String(err),
      );
      return;
    }
    this.note.hidden = true;
    const scenario = this.getAttribute('scenario');
    try {
      if (position !== null) {
        this.initial = this.positionMessage(position);
        await this.request(this.initial);
      } else if (scenario) await this.openScenario(scenario);
      else await this.newGame();
    } catch {
      /* the app has said why: a pr-error event, and its words in the embed */
    }
  }

  // --- the API for the page (docs/embed.md) ---------------------------------------------------

  /**
   * Shows a position in place of the game. Resolves with the new state; rejects with an
   * EmbedError giving the reason in plain words (the game on screen stays).
   * @param {object|string} position @param {{seat?: number, bots?: string[]}} [options]
   */
  async loadPosition(position, options = {}) {
    const msg = this.positionMessage(checkPosition(position, this.words), options);
    await this.start();
    return this.request(msg);
  }

  /** Opens a rulebook scenario. @param {string} id @param {{bots?: string[]}} [options] */
  async openScenario(id, options = {}) {
    await this.start();
    return this.request({
      type: 'open_scenario',
      scenario: id,
      ...(options.bots ? { bots: options.bots } : {}),
    });
  }

  /**
   * Starts a new game (players and bots default to the attributes').
   * @param {{players?: number, bots?: string[]}} [options]
   */
  async newGame(options = {}) {
    await this.start();
    /** @type {Record<string, unknown>} */
    const msg = { type: 'new_game' };
    const players =
      options.players ??
      (this.hasAttribute('players') ? Number(this.getAttribute('players')) : undefined);
    if (players !== undefined) msg.players = players;
    const bots = options.bots ?? botList(this.getAttribute('bots'));
    if (bots.length) msg.bots = bots;
    return this.request(msg);
  }

  /** What the reader sees now (public information only), or null before a game. */
  async getState() {
    await this.start();
    return this.request({ type: 'get_state' });
  }

  // --- messages ---------------------------------------------------------------------------------

  /** @param {Record<string, unknown>} msg @returns {Promise<any>} */
  request(msg) {
    const id = `e${this.nextId++}`;
    const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.send({ ...msg, id });
    return answer;
  }

  /** @param {Record<string, unknown>} msg */
  send(msg) {
    if (!this.ready || !this.frame || !this.frame.contentWindow) {
      this.queue.push(msg);
      return;
    }
    this.frame.contentWindow.postMessage({ prGame: PROTOCOL, ...msg }, this.appOrigin);
  }

  /** @param {MessageEvent} event */
  receive(event) {
    // Other frames of the page post too: only this element's iframe, from the app's origin.
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    if (event.origin !== this.appOrigin) {
      warn(`a message from ${event.origin}, not the game's origin ${this.appOrigin}`);
      return;
    }
    const msg = readAppMessage(event.data);
    if (!msg) return;
    if (msg.type === 'ready') {
      const first = !this.ready;
      this.ready = true;
      // After a restart inside the app (Retry) its game is gone: the position goes again.
      if (this.initial) this.send(this.initial);
      if (first) this.queue.splice(0).forEach((m) => this.send(m));
      this.markReady?.();
      this.emit('pr-ready', { mode: msg.mode, scenarios: msg.scenarios, levels: msg.levels });
    } else if (msg.type === 'height') {
      const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, msg.height));
      this.frame.style.height = `${Math.round(height)}px`;
    } else if (msg.type === 'state') {
      this.settle(msg.id, (p) => p.resolve(msg.state));
      this.emit('pr-state', {
        reason: msg.reason,
        state: msg.state,
        ...(msg.id === undefined ? {} : { id: msg.id }),
      });
    } else if (msg.type === 'game_over') {
      this.emit('pr-gameover', { scores: msg.scores });
    } else if (msg.type === 'error') {
      const error = new EmbedError(msg.code, msg.message);
      if (msg.id === undefined && msg.code === 'engine')
        this.pending.forEach((p) => p.reject(error));
      if (msg.id === undefined && msg.code === 'engine') this.pending.clear();
      this.settle(msg.id, (p) => p.reject(error));
      this.emit('pr-error', {
        code: msg.code,
        message: msg.message,
        ...(msg.id === undefined ? {} : { id: msg.id }),
      });
    }
  }

  /**
   * @param {unknown} id
   * @param {(p: {resolve: (v: any) => void, reject: (e: Error) => void}) => void} how
   */
  settle(id, how) {
    if (typeof id !== 'string') return;
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    how(waiting);
  }

  /**
   * A problem of the element's own (a position it could not fetch): said on the page and to it.
   * @param {string} code @param {string} message
   */
  tell(code, message) {
    this.note.textContent = message;
    this.note.hidden = false;
    this.emit('pr-error', { code, message });
  }

  /** @param {string} name @param {Record<string, unknown>} detail */
  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('pr-game')) customElements.define('pr-game', PrGame);
