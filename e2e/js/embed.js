// What e2e/test_embed.py does on an embedding page (<pr-game> elements) and in the app's frame;
// test_san_juan.py's embeds are placed by replaceWithEmbeds.

/**
 * @typedef {HTMLElement & { shadowRoot: ShadowRoot }} Embed
 * @typedef {{ el: string, name: string, detail: unknown }} EmbedEvent
 */

/**
 * The embed element `id` of the page.
 * @param {string} id
 * @returns {Embed}
 */
function embed(id) {
  return /** @type {Embed} */ (document.getElementById(id));
}

/**
 * The window of the app inside embed `id` (its iframe lives in the element's shadow DOM).
 * @param {string} id
 * @returns {Window}
 */
function appWindow(id) {
  const frame = /** @type {HTMLIFrameElement} */ (embed(id).shadowRoot.querySelector('iframe'));
  return /** @type {Window} */ (frame.contentWindow);
}

/** Records every pr-* event of the page's embeds in window.__events. */
export function listen() {
  window.__events = [];
  for (const el of document.querySelectorAll('pr-game')) {
    for (const name of ['pr-ready', 'pr-state', 'pr-gameover', 'pr-error']) {
      el.addEventListener(name, (e) =>
        window.__events.push({ el: el.id, name, detail: /** @type {CustomEvent} */ (e).detail }),
      );
    }
  }
}

/**
 * The poster's words in embed.js's MANIFEST against the English language file: how many
 * scenarios it names, the keys whose words differ and the poster's or scenarios' keys it lacks.
 * @returns {Promise<{ scenarios: number, differ: string[], missing: string[] }>}
 */
export async function posterWords() {
  const embedJs = '/embed.js';
  const { MANIFEST } = await import(embedJs);
  /** @type {Record<string, unknown>} */
  const en = await (await fetch('/i18n/en.json')).json();
  /** @type {Record<string, unknown>} */
  const words = MANIFEST.words;
  const keys = Object.keys(words);
  return {
    scenarios: keys.filter((k) => k.startsWith('scenario.')).length,
    differ: keys.filter((k) => JSON.stringify(words[k]) !== JSON.stringify(en[k])),
    missing: Object.keys(en).filter((k) => /^(poster\.|scenario\.)/.test(k) && !(k in words)),
  };
}

/**
 * One poster per rulebook example, and per game a new game at its most players, one with a
 * player count it does not play, and a position in its format (with a `game` that names no game),
 * each read as [kicker, title, about]; and the manifest (embed.js from `app`, the app's URL).
 * @param {string} app
 * @returns {Promise<{ manifest: unknown, posters: string[][] }>}
 */
export async function allPosters(app) {
  const { MANIFEST } = await import(app + 'embed.js');
  const wrap = /** @type {HTMLElement} */ (document.getElementById('wrap'));
  /** @param {object} attrs its attributes' names and values */
  const read = (attrs) => {
    const el = /** @type {Embed} */ (document.createElement('pr-game'));
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    wrap.append(el);
    /** @param {string} cls */
    const text = (cls) => {
      const part = /** @type {Element} */ (el.shadowRoot.querySelector(`.${cls}`));
      return part.textContent;
    };
    return [text('kicker'), text('title'), text('about')];
  };
  /** @type {{ id: string, players: number[], scenarios: string[], position_format: string }[]} */
  const games = MANIFEST.games;
  const posters = games.flatMap((g) => [
    ...g.scenarios.map((s) => ({ scenario: s, mode: 'view' })),
    { game: g.id, players: String(Math.max(...g.players)), bots: 'medium' },
    { game: g.id, players: String(Math.max(...g.players) + 1) },
    {
      game: 'nowhere',
      position: JSON.stringify({ format: g.position_format, players: [{ name: 'Ana' }, {}] }),
    },
  ]);
  return { manifest: MANIFEST, posters: posters.map(read) };
}

/**
 * A raw get_state message to embed #g's app from `appOrigin`, without the element: the app's raw
 * answer, from its own window and origin.
 * @param {string} appOrigin
 * @returns {Promise<unknown>}
 */
export function rawGetState(appOrigin) {
  const app = appWindow('g');
  return new Promise((resolve) => {
    addEventListener('message', (e) => {
      if (e.source === app && e.origin === appOrigin && e.data.id === 'raw-1') resolve(e.data);
    });
    app.postMessage({ prGame: 1, type: 'get_state', id: 'raw-1' }, appOrigin);
  });
}

/**
 * Posts `msgs` to embed #g's app (origin `app`), then a get_state of `id`: the state the element
 * tells for it, once every message before it was handled.
 * @param {[unknown[], string, string]} args
 * @returns {Promise<unknown>}
 */
export function runAndWait([msgs, app, id]) {
  return new Promise((resolve) => {
    embed('g').addEventListener('pr-state', (e) => {
      const detail = /** @type {CustomEvent} */ (e).detail;
      if (detail.id === id) resolve(detail);
    });
    const frame = appWindow('g');
    for (const m of msgs) frame.postMessage(m, app);
    frame.postMessage({ prGame: 1, type: 'get_state', id }, app);
  });
}

/**
 * From another frame: `m` posted to every frame of the parent page, to origin `app`.
 * @param {[unknown, string]} args
 */
export function postToEveryFrame([m, app]) {
  for (let i = 0; i < parent.length; i++) parent.frames[i].postMessage(m, app);
}

/** window.__markers resolves once two 'marker' messages have come to the page. */
export function awaitTwoMarkers() {
  window.__markers = new Promise((resolve) => {
    let n = 0;
    addEventListener('message', (e) => {
      if (e.data === 'marker' && ++n === 2) resolve(undefined);
    });
  });
}

/** From a frame that is not the embed's: a height, a state and a marker to the parent page. */
export function postStrangersMessages() {
  parent.postMessage({ prGame: 1, type: 'height', height: 50 }, '*');
  parent.postMessage({ prGame: 1, type: 'state', reason: 'change', state: null }, '*');
  parent.postMessage('marker', '*');
}

/**
 * Embed #g's loadPosition of a position with an unknown field: its refusal's code and message
 * (null if it was taken).
 * @returns {Promise<{ code: string, message: string } | null>}
 */
export function refusedPosition() {
  const el = /** @type {Embed & { loadPosition: (p: unknown) => Promise<unknown> }} */ (embed('g'));
  return el.loadPosition({ players: [{}, {}], bogus: 1 }).then(
    () => null,
    (/** @type {{ code: string, message: string }} */ e) => ({ code: e.code, message: e.message }),
  );
}

/**
 * At least `count` `name` events of embed `el` were recorded (listen).
 * @param {[string, string, number]} args
 * @returns {boolean}
 */
export function eventsHeard([el, name, count]) {
  return window.__events.filter((e) => e.el === el && e.name === name).length >= count;
}

/**
 * In the app's frame: the frame is exactly as tall as the app's page (the element took its
 * height), give or take a pixel.
 * @returns {boolean}
 */
export function frameFitsPage() {
  const page = Math.ceil(document.body.getBoundingClientRect().height);
  return Boolean(window.__prTest) && Math.abs(innerHeight - page) <= 1;
}

/**
 * In the app's frame: the board's size [width, height] in CSS px.
 * @returns {[number, number]}
 */
export function boardSize() {
  const board = /** @type {Element} */ (document.querySelector('[data-testid=board]'));
  const r = board.getBoundingClientRect();
  return [r.width, r.height];
}

/**
 * The page's content replaced by one embed per [id, attributes] of `embeds`, each 820 px wide.
 * @param {[string, Record<string, string>][]} embeds
 */
export function replaceWithEmbeds(embeds) {
  document.body.replaceChildren();
  for (const [id, attrs] of embeds) {
    const el = document.createElement('pr-game');
    el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.style.display = 'block';
    el.style.width = '820px';
    document.body.append(el);
  }
}
