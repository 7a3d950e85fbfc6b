// What the San Juan tests watch of a game: what the engine's worker tells the page
// (e2e/test_san_juan.py), the position shown (e2e/test_san_juan_layout.py).

/**
 * An init script: keeps in window.__fromWorker the result of every successful answer the page
 * gets from a worker (as JSON text), for the check that none holds another player's hidden cards.
 */
export function recordWorkerAnswers() {
  window.__fromWorker = [];
  const Real = Worker;
  window.Worker = class extends Real {
    /**
     * @param {string | URL} url
     * @param {WorkerOptions} [options]
     */
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', (ev) => {
        const m = ev.data;
        if (m && m.kind === 'response' && m.ok) window.__fromWorker.push(JSON.stringify(m.result));
      });
    }
  };
}

/**
 * The position of e2e/test_san_juan_layout.py's crowded hand is shown: the player holds 12
 * cards, in the councillor's phase if `councillor`, else in another.
 * @param {boolean} councillor
 * @returns {boolean}
 */
export function crowdedHandShown(councillor) {
  const s = window.__prTest.snapshot();
  return (
    s && s.view.players[0].hand.length === 12 && (s.view.phase.name === 'councillor') === councillor
  );
}
