// The app's page as every end-to-end test waits for it (e2e/conftest.py, e2e/layout_checks.py).

/**
 * The engine is ready: window.__prTest.ready's value if it can be passed out of the page, else
 * true; rejects after `ms` milliseconds.
 * @param {number} ms
 * @returns {Promise<unknown>}
 */
export function engineReady(ms) {
  return Promise.race([
    window.__prTest.ready.then((/** @type {unknown} */ v) => {
      try {
        return JSON.parse(JSON.stringify(v ?? true));
      } catch {
        return true;
      }
    }),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`window.__prTest.ready did not resolve in ${ms} ms`)), ms),
    ),
  ]);
}

/**
 * The viewport is `w` x `h` (null: either) and the board has taken its place's present size (in
 * whole device pixels), and so was drawn at it: board.js sizes the canvas only on the window's
 * resize event or its ResizeObserver, a frame or more after the viewport changed.
 * @param {[number | null, number | null]} size
 * @returns {boolean}
 */
export function boardFits([w, h]) {
  if ((w !== null && innerWidth !== w) || (h !== null && innerHeight !== h)) return false;
  const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('[data-testid=board]'));
  const box = /** @type {HTMLElement} */ (canvas.parentElement).getBoundingClientRect();
  const d = devicePixelRatio;
  return (
    canvas.width === Math.max(1, Math.floor(box.width * d)) &&
    canvas.height === Math.max(1, Math.floor(box.height * d))
  );
}

/**
 * The app as an embed, in an iframe (#narrow) `w` x `h` CSS px on a page of its own origin, with
 * the app's URL `query`: the page's body replaced by it.
 * @param {[number, number, string]} embed
 */
export function openNarrowEmbed([w, h, query]) {
  const frame = document.createElement('iframe');
  frame.id = 'narrow';
  frame.title = 'a narrow embed';
  frame.src = `/?embed=1&origin=${encodeURIComponent(location.origin)}&${query}`;
  Object.assign(frame.style, { width: `${w}px`, height: `${h}px`, border: '0', display: 'block' });
  document.body.replaceChildren(frame);
}

/**
 * The narrow embed (#narrow, openNarrowEmbed) told to load `message.position`, as its host page
 * does, with `message.bots` where given.
 * @param {{ position: unknown, bots?: string[] }} message
 */
export function loadInNarrowEmbed(message) {
  const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('narrow'));
  const window = /** @type {Window} */ (frame.contentWindow);
  window.postMessage({ prGame: 1, type: 'load_position', ...message }, location.origin);
}

/**
 * The page switched to `lang` as its language menu does (the game kept, every screen redrawn in
 * it before this resolves): one page checked in several languages without starting it again.
 * @param {string} lang
 * @returns {Promise<string>} the document's language then
 */
export async function speak(lang) {
  await window.__prTest.useLanguage(lang);
  return document.documentElement.lang;
}
