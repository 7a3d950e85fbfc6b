// What e2e/benchmark.py times in the page: start-up, a click to its redraw, the last bot move to
// the player's turn shown, a change of language. Only through window.__prTest and init scripts,
// so that a baseline's site is measured alike.

/**
 * performance.now() once the app shows the player's turn, its board drawn.
 * @returns {Promise<number>}
 */
export function appReadyAt() {
  return new Promise((resolve) => {
    const check = () => {
      const t = window.__prTest;
      const snap = t && t.snapshot();
      if (snap && snap.your_turn && t.lastRedrawAt() > 0) resolve(t.lastRedrawAt());
      else setTimeout(check, 5);
    };
    check();
  });
}

/**
 * The bare loadPyodide page's (e2e/bench_pages) time of being ready.
 * @returns {Promise<number>}
 */
export function bareReadyAt() {
  return window.__bare.then((r) => r.readyAt);
}

/**
 * `ready` (appReadyAt or bareReadyAt) within `ms` milliseconds, else an error: evaluate() has no
 * timeout of its own, and a page that never gets ready fails the run instead.
 * @param {['appReadyAt' | 'bareReadyAt', number]} args
 * @returns {Promise<number>}
 */
export function readyWithin([ready, ms]) {
  const readyAt = { appReadyAt, bareReadyAt }[ready];
  return Promise.race([
    readyAt(),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`not ready in ${ms} ms`)), ms)),
  ]);
}

/**
 * performance.now() once a service worker controls the page with its precache done (active);
 * null if the page registers none within 2 s of being ready.
 * @returns {Promise<number | null>}
 */
export async function offlineReadyAt() {
  const sw = navigator.serviceWorker;
  for (let i = 0; i < 40 && !(sw && (await sw.getRegistration())); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!sw || !(await sw.getRegistration())) return null;
  await sw.ready;
  if (!sw.controller) {
    await new Promise((r) => sw.addEventListener('controllerchange', r, { once: true }));
  }
  return performance.now();
}

/** Notes the time of every pointerup in window.__pointerUpAt (for redrawAfter). */
export function recordPointerUps() {
  document.addEventListener(
    'pointerup',
    (ev) => {
      window.__pointerUpAt = ev.timeStamp;
    },
    true,
  );
}

/**
 * The time from the last pointerup to the first frame drawn after `since` (a lastRedrawAt()).
 * @param {number} since
 * @returns {Promise<number>}
 */
export function redrawAfter(since) {
  return new Promise((resolve) => {
    const check = () => {
      const at = window.__prTest.lastRedrawAt();
      if (at > since) resolve(at - window.__pointerUpAt);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * An init script: notes every request the page sends its engine worker and when its answer came
 * back, with the worker's own account of its time (the response's `took`), in
 * window.__requests (the page's own code is not changed for it).
 */
export function probeRequests() {
  /** @type {{type: string, sent: number, received: number, taken: number, engine: number,
   *   worker: number}[]} */
  const requests = [];
  window.__requests = requests;
  /** @type {Map<unknown, (typeof requests)[number]>} */
  const open = new Map();
  const post = Worker.prototype.postMessage;
  /** @type {WeakSet<Worker>} */
  const probed = new WeakSet();
  /**
   * @this {Worker}
   * @param {any} message the page's own, whatever it posts
   * @param {...any} rest
   */
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.kind === 'request') {
      const entry = {
        type: String(message.type),
        sent: performance.now(),
        received: 0,
        taken: 0,
        engine: 0,
        worker: 0,
      };
      open.set(message.id, entry);
      requests.push(entry);
    }
    if (!probed.has(this)) {
      probed.add(this);
      this.addEventListener('message', (event) => {
        const m = event.data;
        const entry = m && m.kind === 'response' ? open.get(m.id) : undefined;
        if (!entry) return;
        open.delete(m.id);
        entry.received = performance.now();
        entry.engine = (m.took && m.took.engine) || 0;
        entry.taken = m.took && m.took.at ? m.took.at - performance.timeOrigin : entry.sent;
        entry.worker = (m.took && m.took.worker) || 0;
      });
    }
    return post.call(this, message, ...rest);
  };
}

/**
 * redrawAfter, with where the time went (probeRequests must be installed): the engine's calls,
 * the rest of the worker's answers, the messages' way between the threads, and the page (its
 * input handling before the first request, its drawing after the last answer).
 * @param {number} since
 * @returns {Promise<{ms: number, engine: number, worker: number, messages: number, page: number}>}
 */
export async function redrawAfterClick(since) {
  const ms = await redrawAfter(since);
  const clicked = window.__pointerUpAt;
  const drawn = clicked + ms;
  const answered = window.__requests.filter(
    (r) => r.sent >= clicked && r.received > 0 && r.received <= drawn,
  );
  let engine = 0;
  let worker = 0;
  let messages = 0;
  for (const r of answered) {
    engine += r.engine;
    worker += r.worker - r.engine;
    messages += r.received - r.sent - r.worker;
  }
  return { ms, engine, worker, messages, page: ms - engine - worker - messages };
}

/**
 * An init script: notes in window.__turnAnswers when the engine answered each bot step that gave
 * the player his turn (the page's own code is not changed for it).
 */
export function probeTurnAnswers() {
  window.__turnAnswers = [];
  /** @type {Map<unknown, unknown>} */
  const types = new Map();
  const post = Worker.prototype.postMessage;
  /** @type {WeakSet<Worker>} */
  const probed = new WeakSet();
  /**
   * @this {Worker}
   * @param {any} message the page's own, whatever it posts
   * @param {...any} rest
   */
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.kind === 'request') types.set(message.id, message.type);
    if (!probed.has(this)) {
      probed.add(this);
      this.addEventListener('message', (event) => {
        const m = event.data;
        if (!m || m.kind !== 'response' || types.get(m.id) !== 'bot_step') return;
        const result = typeof m.result === 'string' ? JSON.parse(m.result) : m.result;
        if (result && result.your_turn) window.__turnAnswers.push(performance.now());
      });
    }
    return post.call(this, message, ...rest);
  };
}

/**
 * The latest bot step's answer that gave the player his turn (probeTurnAnswers): to its first
 * frame drawn, and to the last flight landed (0 where the page has no flights).
 * @returns {Promise<{ shown: number, landed: number }>}
 */
export function turnShown() {
  const t = window.__prTest;
  return new Promise((resolve) => {
    const check = () => {
      const answered = window.__turnAnswers[window.__turnAnswers.length - 1];
      const drawn = t.lastRedrawAt();
      const flying = t.motion ? t.motion().flying : false;
      if (answered !== undefined && drawn >= answered && !flying)
        resolve({ shown: drawn - answered, landed: performance.now() - answered });
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * One switch of language in the middle of the game: the language file (downloaded the first
 * time), the whole log rewritten, the panel and the board redrawn; timed to the frame after it.
 * @param {string} code
 * @returns {Promise<{ ms: number, lines: number }>}
 */
export async function switchLanguage(code) {
  const { useLanguage } = window.__prTest;
  const t0 = performance.now();
  await useLanguage(code);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const lines = document.querySelectorAll('[data-testid=game-log] li').length;
  return { ms: performance.now() - t0, lines };
}

/**
 * Plays the game on screen to its end the way a player would, through the page's own buttons: a
 * random legal action of the action list each turn (seeded), a confirmation answered Yes.
 * @param {number} seed
 * @returns {Promise<number>} the player's decisions
 */
export async function playToEnd(seed) {
  const t = window.__prTest;
  let state = seed >>> 0 || 1;
  const below = (/** @type {number} */ n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0; // a small LCG: only a seeded spread
    return state % n;
  };
  let decisions = 0;
  for (;;) {
    await t.idle();
    const snap = t.snapshot();
    if (snap.scores) return decisions;
    if (!snap.your_turn) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    const entry = snap.legal[below(snap.legal.length)];
    const button = /** @type {HTMLElement | null} */ (
      document.querySelector(`[data-testid=action-list] button[data-code='${entry.code}']`)
    );
    if (!button) throw new Error(`no button for the legal action ${JSON.stringify(entry)}`);
    const steps = snap.steps;
    button.click();
    const confirm = /** @type {HTMLElement | null} */ (
      document.querySelector('[data-testid=confirm-button]')
    );
    if (confirm) confirm.click();
    decisions++;
    while (t.snapshot().steps === steps) await new Promise((r) => setTimeout(r, 2));
  }
}
