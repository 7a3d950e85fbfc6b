// @ts-check
/**
 * The replay bar in the panel: which move is shown, what it did, controls to step through the
 * game (buttons, a slider, the arrow keys), "Play from here" and "Back to the game".
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';

/**
 * A step marked with a note (the review's decision: at the position where it was faced).
 * @typedef {{step: number, text: string}} ReplayMark
 * @typedef {{
 *   step: number, steps: number, lines: string[], title?: string, about?: string,
 *   mark?: ReplayMark, canPlay: boolean, canClose: boolean,
 * }} ReplayShown
 */

/**
 * @param {HTMLElement} root
 * @param {{go: (step: number) => Promise<void>, playHere: () => void, close: () => void}} handlers
 *   go settles once the engine has shown the move or refused it
 */
export function createReplayBar(root, handlers) {
  /** @type {ReplayShown|null} */
  let shown = null;
  /**
   * Controls named by a language-file key, named again on each show (the language may change).
   * @type {[HTMLElement, string][]}
   */
  const named = [];
  const button = (
    /** @type {string} */ id,
    /** @type {string} */ symbol,
    /** @type {string} */ key,
  ) => {
    const b = el('button', {
      type: 'button',
      class: 'btn icon',
      'data-testid': `replay-${id}`,
      text: symbol,
    });
    named.push([b, key]);
    return b;
  };
  const first = button('first', '|◀', 'replay.first');
  const prev = button('prev', '◀', 'replay.prev');
  const next = button('next', '▶', 'replay.next');
  const last = button('last', '▶|', 'replay.last');
  const slider = /** @type {HTMLInputElement} */ (
    el('input', {
      type: 'range',
      min: '0',
      max: '0',
      value: '0',
      class: 'replay-slider',
      'data-testid': 'replay-slider',
    })
  );
  // Not a live region: the announcer (announcer.js) tells the move shown with what it did.
  const where = el('div', { class: 'replay-step', 'data-testid': 'replay-step' });
  const title = el('h2', { class: 'replay-title', 'data-testid': 'replay-title' });
  const about = el('p', { class: 'replay-about', 'data-testid': 'replay-about' });
  const caption = el('ul', { class: 'replay-caption', 'data-testid': 'replay-caption' });
  const note = el('p', { class: 'replay-note', 'data-testid': 'replay-note' });
  const playHere = el('button', {
    type: 'button',
    class: 'btn primary',
    'data-testid': 'replay-play-here',
  });
  const close = el('button', { type: 'button', class: 'btn', 'data-testid': 'replay-close' });
  root.replaceChildren(
    title,
    about,
    el('div', { class: 'replay-controls' }, [first, prev, slider, next, last]),
    where,
    caption,
    note,
    el('div', { class: 'row end replay-foot' }, [close, playHere]),
  );
  root.hidden = true;

  /**
   * The move last asked for while the engine has not yet shown it: quick presses step on from
   * there, so two presses of ▶ move two moves, not the same one twice.
   * @type {number|null}
   */
  let aimed = null;
  const from = () => aimed ?? shown?.step ?? 0;
  /** The step buttons that lead somewhere from the move shown or last asked for. */
  const enableSteps = () => {
    const at = from();
    const steps = shown?.steps ?? 0;
    /** @type {HTMLButtonElement} */ (first).disabled = at === 0;
    /** @type {HTMLButtonElement} */ (prev).disabled = at === 0;
    /** @type {HTMLButtonElement} */ (next).disabled = at >= steps;
    /** @type {HTMLButtonElement} */ (last).disabled = at >= steps;
  };
  const go = (/** @type {number} */ step) => {
    if (shown && step >= 0 && step <= shown.steps && step !== from()) {
      aimed = step;
      enableSteps();
      void handlers.go(step).finally(() => {
        if (aimed !== step) return;
        aimed = null;
        enableSteps();
      });
    }
  };
  const unbinders = [
    on(first, 'click', () => go(0)),
    on(prev, 'click', () => go(from() - 1)),
    on(next, 'click', () => go(from() + 1)),
    on(last, 'click', () => shown && go(shown.steps)),
    on(slider, 'input', () => go(Number(slider.value))),
    on(playHere, 'click', () => handlers.playHere()),
    on(close, 'click', () => handlers.close()),
    on(document, 'keydown', (ev) => {
      if (
        !shown ||
        root.hidden ||
        ev.target instanceof HTMLInputElement ||
        ev.target instanceof HTMLSelectElement
      )
        return;
      // Escape goes back to the game, unless a dialog over the bar takes it.
      const dialog = [...document.querySelectorAll('[aria-modal="true"]')].some(
        (d) => d.getClientRects().length > 0,
      );
      if (ev.key === 'Escape' && !dialog && !close.hidden) {
        ev.preventDefault();
        handlers.close();
      }
      if (ev.key === 'ArrowLeft') {
        ev.preventDefault();
        go(from() - 1);
      }
      if (ev.key === 'ArrowRight') {
        ev.preventDefault();
        go(from() + 1);
      }
      if (ev.key === 'Home') {
        ev.preventDefault();
        go(0);
      }
      if (ev.key === 'End') {
        ev.preventDefault();
        go(shown.steps);
      }
    }),
  ];

  return {
    /** @param {ReplayShown|null} state null hides the bar */
    show(state) {
      shown = state;
      if (!state) aimed = null;
      root.hidden = !state;
      if (!state) return;
      for (const [b, key] of named) {
        b.setAttribute('aria-label', t(key));
        b.title = t(key);
      }
      slider.setAttribute('aria-label', t('replay.slider'));
      playHere.textContent = t('replay.playHere');
      close.textContent = t('replay.close');
      title.textContent = state.title ?? t('replay.title');
      about.textContent = state.about ?? '';
      about.hidden = !state.about;
      where.textContent =
        state.step === 0
          ? t('replay.start')
          : t('replay.step', { step: state.step, steps: state.steps });
      slider.max = String(state.steps);
      slider.value = String(state.step);
      slider.disabled = state.steps === 0;
      enableSteps();
      caption.replaceChildren(...state.lines.map((line) => el('li', { text: line })));
      note.textContent = state.mark?.step === state.step ? state.mark.text : '';
      note.hidden = !note.textContent;
      playHere.hidden = !state.canPlay;
      close.hidden = !state.canClose;
      // The bar just opened, or the step button used is off at the first or last move: the
      // keyboard's focus stays in the bar.
      const at = document.activeElement;
      if (!at || at === document.body || !at.isConnected || at.closest('[hidden]'))
        /** @type {HTMLElement} */ (
          [next, prev, slider].find((b) => !(/** @type {any} */ (b).disabled))
        )?.focus();
      else if (root.contains(at) && /** @type {any} */ (at).disabled) slider.focus();
    },
    get shown() {
      return shown;
    },
    unbind() {
      unbinders.forEach((u) => u());
    },
  };
}
