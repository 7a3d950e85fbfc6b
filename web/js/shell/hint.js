// @ts-check
/**
 * The coach's hint at the player's decision (docs/ui.md, "The coach"): the engine's strongest
 * bot searches the decision from the player's own view in the worker, a chunk at a time (a
 * progress bar and Cancel meanwhile; the page stays live), then its three best choices show in
 * the panel, each with the search's estimate, its reasons against the choice it is compared
 * with (reasons.js: only what holds on every sample of what he cannot see) and a button to play
 * it; the board marks them 1, 2, 3. A hint belongs to one snapshot: any new one clears it.
 */
import { t, currentLocale, percent } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { reasonsBlock } from './reasons.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/table.js').Table} Table */
/**
 * One choice of a hint (docs/bridge.md, "hint"): its actions (one, or a whole decision's), the
 * walks through it, its estimate (a chance to win, or a lead in VP; null: decided by rule) and
 * its standard error, the index of the choice it is compared with, whether the search can tell
 * them apart, its reasons, and the player's view and events after it on a few samples.
 * @typedef {{actions: import('#bridge').Action[], codes: number[], walks: number,
 *   estimate: number|null, noise?: number|null, versus?: number|null, equal?: boolean,
 *   reasons?: import('../kit/reasons.js').Reason[],
 *   after: import('#bridge').ChoiceAfter[]}} HintChoice
 * A hint: its choices, best first, and the decisions it was asked to `consider` beside them, in
 * the order asked (each a choice compared with the first, or null: the search could not weigh
 * it).
 * @typedef {{measure: 'chance'|'lead', walks: number, choices: HintChoice[],
 *   considered?: (HintChoice|null)[]}} HintResult
 */
/**
 * @typedef {{
 *   request: import('./turn-flow.js').EngineRequest,
 *   snap: () => Snapshot|null,
 *   table: () => Table,
 *   play: (codes: number[]) => void,
 *   changed: () => void,
 * }} HintHost
 */

const CHUNK_MS = 120; // the search reports its progress this often

/**
 * A choice's estimate in words: a chance to win; a lead against the hint's first choice (the
 * lead's level is the search's own yardstick, its differences are what it can tell); or that the
 * bot decides this by rule.
 * @param {HintResult} hint @param {number} i
 */
export function estimateText(hint, i) {
  const value = hint.choices[i].estimate;
  if (value === null) return t('hint.byRule');
  if (hint.measure === 'chance')
    return t('hint.chance', {
      percent: percent(value),
    });
  const first = hint.choices[0].estimate ?? value;
  if (i === 0) return t('hint.leadBest');
  const behind = Math.round(Math.max(0, first - value) * 10) / 10;
  const vp = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(behind);
  return t('hint.leadBehind', { vp, n: behind });
}

/** @param {HTMLElement} root the hint's place in the panel @param {HintHost} host */
export function createHint(root, host) {
  return new HintPanel(root, host);
}

/** The hint's panel: the search's progress, then the choices; the board's marks. */
class HintPanel {
  /** @param {HTMLElement} root @param {HintHost} host */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    this.run = 0; // bumped by every cancel and clear: a search under way stops asking
    /** @type {{snap: Snapshot, hint: HintResult}|null} */
    this.shown = null;
    /** @type {Map<string, number>} board element id -> rank (1..3) */
    this.rankMarks = new Map();
    /** @type {(() => void)[]} */
    this.unbinders = [];
  }

  unbind() {
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
    this.root.removeAttribute('aria-busy');
  }

  hide() {
    this.unbind();
    this.root.hidden = true;
    this.root.replaceChildren();
    if (this.rankMarks.size) {
      this.rankMarks = new Map();
      this.host.changed();
    }
  }

  /** @param {number} progress */
  showProgress(progress) {
    const root = this.root;
    this.unbind();
    // A live region: its progress, redrawn every few tenths of a second, is not read out each time.
    root.setAttribute('aria-busy', 'true');
    root.hidden = false;
    const cancel = el('button', {
      type: 'button',
      class: 'btn subtle small',
      'data-testid': 'hint-cancel',
      text: t('hint.cancel'),
    });
    root.replaceChildren(
      el('div', { class: 'coach-head' }, [
        el('strong', { text: t('hint.thinking', { percent: percent(progress) }) }),
        cancel,
      ]),
      el('progress', {
        class: 'coach-progress',
        'data-testid': 'hint-progress',
        max: '1',
        value: String(progress),
      }),
    );
    this.unbinders.push(on(cancel, 'click', () => this.cancel()));
  }

  /** The label of a choice: its actions' labels. @param {Snapshot} snap @param {HintChoice} c */
  choiceLabel(snap, c) {
    const table = this.host.table();
    return c.codes
      .map((code, i) => {
        const entry = snap.legal.find((e) => e.code === code) ?? { code, action: c.actions[i] };
        return table.actionLabel(entry, snap.view, snap.seat);
      })
      .join(' · ');
  }

  /**
   * One choice's item, its board regions marked with its rank.
   * @param {Snapshot} snap @param {HintResult} hint @param {number} i
   */
  choiceItem(snap, hint, i) {
    const c = hint.choices[i];
    const table = this.host.table();
    // Marked on what the player clicks or gets (a mayor's arrangement: where colonists go).
    const entries = c.codes.map(
      (code, k) => snap.legal.find((e) => e.code === code) ?? { code, action: c.actions[k] },
    );
    for (const id of table.choiceRegions(snap, entries, c.after))
      if (!this.rankMarks.has(id)) this.rankMarks.set(id, i + 1);
    const play = el('button', {
      type: 'button',
      class: 'btn small',
      'data-testid': `hint-play-${i + 1}`,
      text: t('hint.play'),
    });
    this.unbinders.push(on(play, 'click', () => this.host.play(c.codes)));
    return el('li', { class: 'coach-choice', 'data-testid': `hint-choice-${i + 1}` }, [
      el('span', { class: 'coach-rank', 'aria-hidden': 'true', text: String(i + 1) }),
      el('div', { class: 'coach-body' }, [
        el('div', { class: 'coach-label', text: this.choiceLabel(snap, c) }),
        el('div', { class: 'coach-estimate', text: estimateText(hint, i) }),
      ]),
      play,
      reasonsBlock(c, {
        table,
        view: snap.view,
        seat: snap.seat,
        against: c.versus === null || c.versus === undefined ? null : c.versus + 1,
        testid: `hint-reasons-${i + 1}`,
      }),
    ]);
  }

  /** @param {Snapshot} snap @param {HintResult} hint */
  showHint(snap, hint) {
    this.unbind();
    this.root.hidden = false;
    this.rankMarks = new Map();
    const items = hint.choices.map((_, i) => this.choiceItem(snap, hint, i));
    const close = el('button', {
      type: 'button',
      class: 'btn subtle small',
      'data-testid': 'hint-close',
      'aria-label': t('hint.close'),
      text: '×',
    });
    this.root.replaceChildren(
      el('div', { class: 'coach-head' }, [el('strong', { text: t('hint.title') }), close]),
      el('ol', { class: 'coach-choices', 'data-testid': 'hint-choices' }, items),
      el('p', { class: 'hint', text: t('hint.about', { walks: hint.walks }) }),
    );
    this.unbinders.push(on(close, 'click', () => this.clear()));
    this.host.changed();
  }

  /** Asks the engine for a hint at the decision on screen (nothing if it is not his turn). */
  async start() {
    const host = this.host;
    const snap = host.snap();
    if (!snap || !snap.your_turn || snap.scores) return;
    if (this.shown && this.shown.snap === snap) return;
    const id = ++this.run;
    this.showProgress(0);
    let answer = await host.request('hint', { think_ms: CHUNK_MS });
    while (answer && 'thinking' in answer && id === this.run) {
      this.showProgress(answer.thinking.progress);
      answer = await host.request('hint', { think_ms: CHUNK_MS });
    }
    if (id !== this.run) return;
    if (!answer || !('hint' in answer) || host.snap() !== snap) {
      this.hide();
      return;
    }
    snap.hints = answer.hints;
    this.shown = { snap, hint: answer.hint };
    this.showHint(snap, answer.hint);
  }

  /** Stops the search under way (the engine keeps what it found for this decision). */
  cancel() {
    this.run++;
    this.hide();
  }

  /** A new snapshot: the hint was for the last one. @param {Snapshot|null} snap */
  sync(snap) {
    if (this.shown && this.shown.snap === snap) return;
    if (this.shown || !this.root.hidden) this.cancel();
    this.shown = null;
  }

  /** The hint again, in the language now in use. */
  relabel() {
    if (this.shown) this.showHint(this.shown.snap, this.shown.hint);
  }

  clear() {
    this.shown = null;
    this.cancel();
  }

  /** The hint shown for `snap`, if it is. @param {Snapshot} snap */
  resultFor(snap) {
    return this.shown && this.shown.snap === snap ? this.shown.hint : null;
  }

  /** @returns {Map<string, number>} the board's marks: element id -> rank */
  marks() {
    return this.rankMarks;
  }

  busy() {
    return !this.root.hidden && !this.shown;
  }
}
