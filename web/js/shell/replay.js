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
 * @typedef {{go: (step: number) => Promise<void>, playHere: () => void, close: () => void}}
 *   ReplayHandlers go settles once the engine has shown the move or refused it
 */

/** @param {HTMLElement} root @param {ReplayHandlers} handlers */
export function createReplayBar(root, handlers) {
  return new ReplayBar(root, handlers);
}

/**
 * The bar's parts. `named`: controls named by a language-file key, named again on each show
 * (the language may change).
 */
function replayParts() {
  /** @type {[HTMLElement, string][]} */
  const named = [];
  /** @param {string} id @param {string} symbol @param {string} key */
  const button = (id, symbol, key) => {
    const b = /** @type {HTMLButtonElement} */ (
      el('button', {
        type: 'button',
        class: 'btn icon',
        'data-testid': `replay-${id}`,
        text: symbol,
      })
    );
    named.push([b, key]);
    return b;
  };
  return {
    named,
    first: button('first', '|◀', 'replay.first'),
    prev: button('prev', '◀', 'replay.prev'),
    next: button('next', '▶', 'replay.next'),
    last: button('last', '▶|', 'replay.last'),
    slider: /** @type {HTMLInputElement} */ (
      el('input', {
        type: 'range',
        min: '0',
        max: '0',
        value: '0',
        class: 'replay-slider',
        'data-testid': 'replay-slider',
      })
    ),
    // Not a live region: the announcer (announcer.js) tells the move shown with what it did.
    where: el('div', { class: 'replay-step', 'data-testid': 'replay-step' }),
    title: el('h2', { class: 'replay-title', 'data-testid': 'replay-title' }),
    about: el('p', { class: 'replay-about', 'data-testid': 'replay-about' }),
    caption: el('ul', { class: 'replay-caption', 'data-testid': 'replay-caption' }),
    note: el('p', { class: 'replay-note', 'data-testid': 'replay-note' }),
    playHere: el('button', {
      type: 'button',
      class: 'btn primary',
      'data-testid': 'replay-play-here',
    }),
    close: el('button', { type: 'button', class: 'btn', 'data-testid': 'replay-close' }),
  };
}

/** The replay bar: the move shown and the controls that step to another. */
class ReplayBar {
  /** @param {HTMLElement} root @param {ReplayHandlers} handlers */
  constructor(root, handlers) {
    this.root = root;
    this.handlers = handlers;
    /** @type {ReplayShown|null} */
    this.state = null;
    /**
     * The move last asked for while the engine has not yet shown it: quick presses step on from
     * there, so two presses of ▶ move two moves, not the same one twice.
     * @type {number|null}
     */
    this.aimed = null;
    const p = replayParts();
    this.parts = p;
    root.replaceChildren(
      p.title,
      p.about,
      el('div', { class: 'replay-controls' }, [p.first, p.prev, p.slider, p.next, p.last]),
      p.where,
      p.caption,
      p.note,
      el('div', { class: 'row end replay-foot' }, [p.close, p.playHere]),
    );
    root.hidden = true;
    this.unbinders = [
      on(p.first, 'click', () => this.go(0)),
      on(p.prev, 'click', () => this.go(this.from() - 1)),
      on(p.next, 'click', () => this.go(this.from() + 1)),
      on(p.last, 'click', () => this.state && this.go(this.state.steps)),
      on(p.slider, 'input', () => this.go(Number(p.slider.value))),
      on(p.playHere, 'click', () => handlers.playHere()),
      on(p.close, 'click', () => handlers.close()),
      on(document, 'keydown', (ev) => this.key(ev)),
    ];
  }

  get shown() {
    return this.state;
  }

  unbind() {
    this.unbinders.forEach((u) => u());
  }

  /** The move shown, or the one last asked for. */
  from() {
    return this.aimed ?? this.state?.step ?? 0;
  }

  /** The step buttons that lead somewhere from the move shown or last asked for. */
  enableSteps() {
    const at = this.from();
    const steps = this.state?.steps ?? 0;
    const { first, prev, next, last } = this.parts;
    first.disabled = at === 0;
    prev.disabled = at === 0;
    next.disabled = at >= steps;
    last.disabled = at >= steps;
  }

  /** @param {number} step */
  go(step) {
    const state = this.state;
    if (state && step >= 0 && step <= state.steps && step !== this.from()) {
      this.aimed = step;
      this.enableSteps();
      void this.handlers.go(step).finally(() => {
        if (this.aimed !== step) return;
        this.aimed = null;
        this.enableSteps();
      });
    }
  }

  /** The arrow keys, Home and End step; Escape goes back to the game. @param {KeyboardEvent} ev */
  key(ev) {
    const state = this.state;
    if (
      !state ||
      this.root.hidden ||
      ev.target instanceof HTMLInputElement ||
      ev.target instanceof HTMLSelectElement
    )
      return;
    // Escape goes back to the game, unless a dialog over the bar takes it.
    const dialog = [...document.querySelectorAll('[aria-modal="true"]')].some(
      (d) => d.getClientRects().length > 0,
    );
    if (ev.key === 'Escape' && !dialog && !this.parts.close.hidden) {
      ev.preventDefault();
      this.handlers.close();
    }
    /** @type {Record<string, number>} */
    const targets = {
      ArrowLeft: this.from() - 1,
      ArrowRight: this.from() + 1,
      Home: 0,
      End: state.steps,
    };
    if (Object.hasOwn(targets, ev.key)) {
      ev.preventDefault();
      this.go(targets[ev.key]);
    }
  }

  /** @param {ReplayShown|null} state null hides the bar */
  show(state) {
    this.state = state;
    if (!state) this.aimed = null;
    this.root.hidden = !state;
    if (!state) return;
    const p = this.parts;
    for (const [b, key] of p.named) {
      b.setAttribute('aria-label', t(key));
      b.title = t(key);
    }
    p.slider.setAttribute('aria-label', t('replay.slider'));
    p.playHere.textContent = t('replay.playHere');
    p.close.textContent = t('replay.close');
    p.title.textContent = state.title ?? t('replay.title');
    p.about.textContent = state.about ?? '';
    p.about.hidden = !state.about;
    p.where.textContent =
      state.step === 0
        ? t('replay.start')
        : t('replay.step', { step: state.step, steps: state.steps });
    p.slider.max = String(state.steps);
    p.slider.value = String(state.step);
    p.slider.disabled = state.steps === 0;
    this.enableSteps();
    p.caption.replaceChildren(...state.lines.map((line) => el('li', { text: line })));
    p.note.textContent = state.mark?.step === state.step ? state.mark.text : '';
    p.note.hidden = !p.note.textContent;
    p.playHere.hidden = !state.canPlay;
    p.close.hidden = !state.canClose;
    this.keepFocus();
  }

  /**
   * The bar just opened, or the step button used is off at the first or last move: the
   * keyboard's focus stays in the bar.
   */
  keepFocus() {
    const { next, prev, slider } = this.parts;
    const at = document.activeElement;
    if (!at || at === document.body || !at.isConnected || at.closest('[hidden]'))
      [next, prev, slider].find((b) => !b.disabled)?.focus();
    else if (this.root.contains(at) && /** @type {HTMLButtonElement} */ (at).disabled) {
      slider.focus();
    }
  }
}
