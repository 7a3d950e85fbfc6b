// What an old tab records of an update as it happens (e2e/test_update.py), kept in its session
// across its reload.

/** @param {string} key @param {unknown} value */
function keep(key, value) {
  sessionStorage.setItem(key, JSON.stringify(value));
}

/** @param {string} testid @returns {boolean} */
function shown(testid) {
  return !!document.querySelector(`[data-testid=${testid}]`);
}

/**
 * Records what the tab has when the new version takes control ('atSwitch': a hint searching or
 * answered, which version its document and its fetches are, the new worker's VERSION answer)
 * and when it leaves ('leftWith'); marks the document (window.__sameDocument).
 */
export function recordTheSwitch() {
  window.__sameDocument = true;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    async () => {
      const at = {
        searching: shown('hint-progress'),
        answered: shown('hint-choices'),
        at: performance.now(),
      };
      keep('atSwitch', at);
      // What the old page gets now that the new version controls the app.
      const texts = await (await fetch('i18n/en.json')).text();
      const worker = await (await fetch('js/worker.js')).text();
      const editions = {
        document: document.head.innerHTML.includes('edition 2') ? 2 : 1,
        fetched_texts: texts.includes('new edition') ? 2 : 1,
        fetched_worker: worker.includes('edition = 2') ? 2 : 1,
      };
      const sw = navigator.serviceWorker;
      const asked = new Promise((r) => sw.addEventListener('message', (e) => r(e.data)));
      /** @type {ServiceWorker} */ (sw.controller).postMessage({ type: 'VERSION' });
      keep('atSwitch', { ...at, editions, sw: await asked, checked: performance.now() });
    },
    { once: true },
  );
  addEventListener('pagehide', () =>
    keep('leftWith', { answered: shown('hint-choices'), at: performance.now() }),
  );
}

/** Marks the session ('oldShowedGame') if the old page ever shows the game. */
export function recordTheGameShown() {
  const game = /** @type {HTMLElement} */ (document.getElementById('game'));
  new MutationObserver(() => {
    if (!game.hidden) sessionStorage.setItem('oldShowedGame', 'yes');
  }).observe(game, { attributes: true });
}
