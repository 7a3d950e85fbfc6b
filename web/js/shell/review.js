// @ts-check
/**
 * The review of a finished game, on the end screen (docs/ui.md, "The coach"): one button has the
 * engine search every decision of the player again (in the worker, a chunk at a time: a progress
 * bar, the time left, Stop), then shows his estimate over the game and his three costliest
 * decisions, each with what he played, what the search preferred, the estimated difference and
 * the position (opened in the step-through). The engine keeps the review with the game, so it is
 * never worked out twice. Every figure is said to be the bot's estimate.
 */
import { t, currentLocale, percent } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { curveChart } from '../kit/curve.js';
import { niceTicks } from '../kit/chart.js';
import { reasonsBlock } from './reasons.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/table.js').Table} Table */
/** @typedef {import('../kit/snapshot.js').LegalEntry} LegalEntry */
/**
 * A decision reviewed (docs/bridge.md, "review"): the move it began at (`step`: the moves made
 * before it, so it is move step + 1 to the player), what was played and
 * what the search preferred (entries: the first with its facts), the estimates and the loss,
 * and (a decision searched again as the hint searches it) why the preferred is better.
 * @typedef {import('#bridge').ReviewDecision} ReviewedDecision
 * @typedef {import('#bridge').Review} GameReview
 */
/**
 * @typedef {{
 *   request: import('./turn-flow.js').EngineRequest,
 *   snap: () => Snapshot|null,
 *   table: () => Table,
 *   openAt: (step: number, mark: import('./replay.js').ReplayMark) => void,
 * }} ReviewHost
 */

const CHUNK_MS = 250;

/** @param {number} v @param {'chance'|'lead'} measure a figure of the review, in words */
function figure(v, measure) {
  if (measure === 'chance') return percent(v);
  return t('review.vp', {
    vp: new Intl.NumberFormat(currentLocale(), {
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(v),
    n: Math.abs(Math.round(v * 10) / 10), // the number shown chooses the plural form
  });
}

/** @param {number} loss @param {'chance'|'lead'} measure a loss in words */
function lossText(loss, measure) {
  if (measure === 'chance') return t('review.lossChance', { n: Math.round(loss * 100) });
  return t('review.lossLead', {
    vp: new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(loss),
    n: Math.round(loss * 10) / 10,
  });
}

/**
 * The curve's value range and grid: a chance from 0 to 100 %; a lead around its values and 0,
 * on round numbers of VP.
 * @param {number[]} values @param {'chance'|'lead'} measure
 */
export function curveRange(values, measure) {
  if (measure === 'chance') return { low: 0, high: 1, grid: [0, 0.25, 0.5, 0.75, 1] };
  const grid = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  return { low: grid[0], high: grid[grid.length - 1], grid };
}

/** @param {ReviewHost} host */
export function createReview(host) {
  return new ReviewPanel(host);
}

/**
 * The engine's progress (docs/bridge.md, "review"): the pass under way and its decisions.
 * @typedef {{stage?: 'screening'|'checking', done: number, total: number, seconds: number,
 *   left?: number|null}} ReviewProgress
 */

/** The review's section: the offer, the engine's progress, then the review. */
class ReviewPanel {
  /** @param {ReviewHost} host */
  constructor(host) {
    this.host = host;
    this.root = el('section', { class: 'coach review', 'data-testid': 'review' });
    this.run = 0;
    /** @type {ReviewProgress|null} */
    this.progress = null;
    /** @type {GameReview|null} */
    this.review = null;
    /** @type {Map<number, import('#bridge').PlayerView>} the view before each costly decision */
    this.views = new Map();
    /** @type {(() => void)[]} */
    this.unbinders = [];
  }

  /** @param {HTMLElement} button @param {() => void} fn */
  bind(button, fn) {
    this.unbinders.push(on(button, 'click', fn));
  }

  render() {
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
    const snap = this.host.snap();
    const done = this.review ?? (snap && snap.review) ?? null;
    const title = el('h2', { text: t('review.title') });
    if (done) {
      this.root.replaceChildren(title, ...this.resultNodes(done));
      return;
    }
    if (this.progress) {
      this.root.replaceChildren(title, ...this.progressNodes(this.progress));
      return;
    }
    const start = el('button', {
      type: 'button',
      class: 'btn',
      'data-testid': 'review-start',
      text: t('review.start'),
    });
    this.bind(start, () => {
      void this.start();
    });
    this.root.replaceChildren(title, el('p', { class: 'hint', text: t('review.offer') }), start);
  }

  /** The engine's progress, with Stop. @param {ReviewProgress} p @returns {Node[]} */
  progressNodes(p) {
    const stop = el('button', {
      type: 'button',
      class: 'btn subtle small',
      'data-testid': 'review-stop',
      text: t('review.stop'),
    });
    this.bind(stop, () => this.stop());
    // The engine's estimate of the time left, once it can tell the pace.
    const left = typeof p.left === 'number' ? Math.ceil(p.left) : null;
    const counts = { done: p.done, total: p.total, seconds: left ?? 0, n: left ?? 0 };
    return [
      el('p', {
        'data-testid': 'review-progress-text',
        text:
          p.stage === 'checking'
            ? t('review.checking', counts)
            : left === null
              ? t('review.starting', { total: p.total })
              : t('review.progress', counts),
      }),
      el('div', { class: 'coach-head' }, [
        el('progress', {
          class: 'coach-progress',
          'data-testid': 'review-progress',
          max: String(Math.max(1, p.total)),
          value: String(p.done),
        }),
        stop,
      ]),
    ];
  }

  /** @param {GameReview} r @returns {Node[]} */
  resultNodes(r) {
    const decisions = r.decisions.filter((d) => d.estimate !== null);
    const values = decisions.map((d) => /** @type {number} */ (d.estimate));
    const marked = r.costliest.map((step) => decisions.findIndex((d) => d.step === step));
    const range = curveRange(values, r.measure);
    const items = r.costliest.map((step, i) => this.costlyItem(r, step, i));
    const agreed = r.decisions.filter((d) => d.same).length;
    const asGood = r.decisions.filter((d) => d.equal).length;
    return [
      el('p', {
        class: 'hint',
        text: t(r.measure === 'chance' ? 'review.aboutChance' : 'review.aboutLead', {
          walks: r.walks,
        }),
      }),
      el('figure', { class: 'score-figure' }, [
        curveChart(values, {
          ...range,
          format: (v) => figure(v, r.measure),
          marked,
          title: t(r.measure === 'chance' ? 'review.curveChance' : 'review.curveLead'),
          axis: t('review.axis'),
        }),
      ]),
      el('p', {
        'data-testid': 'review-agreed',
        text: asGood
          ? t('review.agreedEqual', { same: agreed, total: r.decisions.length, n: asGood })
          : t('review.agreed', { same: agreed, total: r.decisions.length }),
      }),
      items.length
        ? el('ol', { class: 'coach-choices', 'data-testid': 'review-costliest' }, items)
        : el('p', { text: t('review.noLoss') }),
    ];
  }

  /**
   * One of the costliest decisions: what was played, what the bot preferred, the loss, Open.
   * @param {GameReview} r @param {number} step @param {number} i
   */
  costlyItem(r, step, i) {
    const d = r.decisions.find((x) => x.step === step);
    if (!d) return null;
    const snap = this.host.snap();
    const table = this.host.table();
    const view = this.views.get(step) ?? snap?.view;
    // The moves played and preferred are legal entries (the schema says only objects).
    const label = (/** @type {unknown[]} */ entries) =>
      entries
        .map((e) => table.actionLabel(/** @type {LegalEntry} */ (e), view, snap?.seat ?? 0))
        .join(' · ');
    const open = el('button', {
      type: 'button',
      class: 'btn small',
      'data-testid': `review-open-${i + 1}`,
      text: t('review.open'),
    });
    // The step-through opens where he faced the decision: after move `step`, before his.
    this.bind(open, () =>
      this.host.openAt(step, { step, text: t('replay.reviewed', { n: step + 1 }) }),
    );
    return el('li', { class: 'coach-choice', 'data-testid': `review-costly-${i + 1}` }, [
      el('span', { class: 'coach-rank', 'aria-hidden': 'true', text: String(i + 1) }),
      el('div', { class: 'coach-body' }, [
        el('div', { class: 'coach-label', text: t('review.move', { n: step + 1 }) }),
        el('div', { text: t('review.played', { what: label(d.played) }) }),
        el('div', { text: t('review.preferred', { what: label(d.best) }) }),
        el('div', { class: 'coach-estimate', text: lossText(d.loss ?? 0, r.measure) }),
      ]),
      open,
      reasonsBlock(
        { reasons: d.reasons, equal: d.equal },
        {
          table,
          view,
          seat: snap?.seat ?? 0,
          against: 'played',
          testid: `review-reasons-${i + 1}`,
        },
      ),
    ]);
  }

  /** The words of the costly decisions need the views they were made in. @param {GameReview} r */
  async fetchViews(r) {
    for (const step of r.costliest) {
      if (this.views.has(step)) continue;
      const shown = await this.host.request('replay', { step });
      if (shown) this.views.set(step, shown.view);
    }
    this.render();
  }

  /** The section for the end screen (the same element each time, drawn afresh). */
  node() {
    this.render();
    const snap = this.host.snap();
    const done = this.review ?? (snap && snap.review);
    if (done && done.costliest.some((/** @type {number} */ s) => !this.views.has(s)))
      void this.fetchViews(done);
    return this.root;
  }

  async start() {
    const host = this.host;
    const id = ++this.run;
    this.progress = { done: 0, total: 0, seconds: 0 };
    this.render();
    let answer = await host.request('review', { think_ms: CHUNK_MS });
    while (answer && 'thinking' in answer && id === this.run) {
      this.progress = answer.thinking;
      this.render();
      answer = await host.request('review', { think_ms: CHUNK_MS });
    }
    if (id !== this.run) return;
    this.progress = null;
    if (answer && 'review' in answer) {
      const review = answer.review;
      this.review = review;
      const snap = host.snap();
      if (snap) snap.review = answer.review; // as the engine's next snapshot will have it
      await this.fetchViews(review);
    } else this.render();
  }

  stop() {
    this.run++;
    this.progress = null;
    this.render();
  }

  /** Another game is shown: its review is its own. */
  reset() {
    this.run++;
    this.progress = null;
    this.review = null;
    this.views.clear();
  }

  running() {
    return this.progress !== null;
  }
}
