// @ts-check
/**
 * The guided first game (docs/coach.md, "The guided first game"): a new game with a fixed deal
 * and gentle bots, where the panel explains each phase the first time it comes (what it does)
 * and, at each of the player's decisions, what matters now (the table's `guideNow`); the coach's
 * hint opens by itself, its first choice the suggested move (marked 1 on the board). The player
 * may follow it or go his own way: a decision other than the suggestion ends the guidance and the
 * game goes on as any game. The guided start ends once its first rounds are played and every
 * phase has been explained (after a few more at most); a phase that first comes after it is still
 * explained. Where it stands is kept with the saved game (guide-record.js): a reload comes back
 * guided as it was.
 */
import { t, has } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { actCodes, matchingChoice } from './puzzle.js';
import { keepGuideRecord } from './guide-record.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('./hint.js').HintResult} HintResult */
/** @typedef {import('./guide-record.js').GuideRecord} GuideRecord */
/**
 * @typedef {{
 *   hint: () => Promise<void>,
 *   hintFor: (snap: Snapshot) => HintResult|null,
 *   now: (snap: Snapshot) => string|null,
 *   changed: () => void,
 * }} GuideHost
 */

/**
 * The guided start's deal of each game (its players, seed and the bots' level) and the phases it
 * explains before it ends.
 */
export const GUIDED = {
  'puerto-rico': {
    players: 3,
    seed: 2024,
    bots: 'beginner',
    phases: ['role_selection', 'settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'],
  },
  'san-juan': {
    players: 2,
    seed: 7,
    bots: 'beginner',
    phases: ['role_selection', 'builder', 'producer', 'trader', 'councillor', 'prospector'],
  },
};
// Rounds guided (a new governor starts a round): at least the first few, and on until every
// phase has been explained, at most a few more.
const ROUNDS = { least: 3, most: 6 };

/**
 * The new_game request of a game's guided start: the player "You", the bots by the language's
 * names (as the new-game screen names them).
 * @param {string} game a key of GUIDED
 */
export function guidedGame(game) {
  const deal = GUIDED[/** @type {keyof GUIDED} */ (game)];
  const bots = t('setup.botNames').split(',');
  return {
    game,
    players: deal.players,
    seat: 0,
    names: [t('setup.you'), ...bots.slice(0, deal.players - 1)],
    seed: deal.seed,
    bots: [null, ...Array(deal.players - 1).fill(deal.bots)],
  };
}

/** @param {HTMLElement} root the guide's place in the panel @param {GuideHost} host */
export function createGuide(root, host) {
  return new GuidePanel(root, host);
}

/** The explanation of the phase on show. @param {GuideRecord} r */
function phaseText(r) {
  return el('p', { class: 'guide-phase', 'data-testid': 'guide-phase' }, [
    t(`guide.${r.game}.${r.phase}`),
  ]);
}

/**
 * A phase explained when it first comes, his decision or not; shown until he has decided in
 * another phase. True if what is shown changed.
 * @param {GuideRecord} r @param {Snapshot} snap
 */
function explain(r, snap) {
  const phase = snap.view.phase.name;
  if (!r.explained.includes(phase) && has(`guide.${r.game}.${phase}`)) {
    r.explained.push(phase);
    r.phase = phase;
    r.decided = false;
    return true;
  }
  if (snap.your_turn && r.phase && r.phase !== phase && r.decided) {
    r.phase = null;
    return true;
  }
  return false;
}

/** Every phase of the game explained? @param {GuideRecord} r */
function allExplained(r) {
  return GUIDED[/** @type {keyof GUIDED} */ (r.game)].phases.every((p) => r.explained.includes(p));
}

/** The guide's panel and where the guidance stands. */
class GuidePanel {
  /** @param {HTMLElement} root @param {GuideHost} host */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    /** @type {GuideRecord|null} the guidance of the game shown (none: not a guided game) */
    this.record = null;
    this.introOpen = false; // the game's introduction unfolded
    this.closed = false; // the panel put away until the next decision (for good once it ended)
    /** @type {Snapshot|null} */
    this.current = null;
    /** @type {(() => void)[]} */
    this.unbinders = [];
  }

  /** Guiding? */
  active() {
    const record = this.record;
    return !!record && (record.stage === 'intro' || record.stage === 'guiding');
  }

  /** Is the game shown a guided one (its guidance under way or over)? */
  guided() {
    return !!this.record;
  }

  keep() {
    if (this.record) keepGuideRecord(this.record);
  }

  /** @param {string} testid @param {string} label @param {string} text @param {() => void} fn */
  button(testid, label, text, fn) {
    const b = el('button', {
      type: 'button',
      class: 'btn subtle small',
      'data-testid': testid,
      'aria-label': label,
      text,
    });
    this.unbinders.push(on(b, 'click', fn));
    return b;
  }

  /**
   * The head: the title, the introduction's toggle (while guiding) and the close button.
   * @param {string} text @param {string} testid
   */
  head(text, testid) {
    const tools = [];
    if (this.active()) {
      const about = this.button('guide-about', t('guide.about'), '?', () => {
        this.introOpen = !this.introOpen;
        this.render();
        this.host.changed();
      });
      about.setAttribute('aria-expanded', String(this.introOpen));
      about.setAttribute('title', t('guide.about'));
      tools.push(about);
    }
    tools.push(
      this.button('guide-close', t('hint.close'), '×', () => {
        this.closed = true;
        this.render();
        this.host.changed();
      }),
    );
    return el('div', { class: 'coach-head' }, [
      el('strong', { 'data-testid': testid, text }),
      el('span', { class: 'guide-tools' }, tools),
    ]);
  }

  render() {
    const { root, record } = this;
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
    if (!record || this.closed) {
      root.hidden = true;
      root.replaceChildren();
      return;
    }
    root.hidden = false;
    if (!this.active()) {
      root.replaceChildren(
        this.head(t(`guide.${record.stage}.title`), `guide-${record.stage}`),
        el('p', { text: t(`guide.${record.stage}`) }),
        record.phase ? phaseText(record) : '',
      );
      return;
    }
    const nodes = [this.head(t('guide.title'), 'guide-title')];
    if (this.introOpen)
      nodes.push(el('p', { 'data-testid': 'guide-intro', text: t(`guide.${record.game}.intro`) }));
    if (record.phase) nodes.push(phaseText(record));
    const snap = this.current;
    if (snap && snap.your_turn) nodes.push(...this.decisionNodes(record, snap));
    else nodes.push(el('p', { class: 'hint', text: t('guide.watch') }));
    root.replaceChildren(...nodes);
  }

  /**
   * At his decision: what matters now, and what the hint below is.
   * @param {GuideRecord} record @param {Snapshot} snap @returns {HTMLElement[]}
   */
  decisionNodes(record, snap) {
    const nodes = [];
    const now = this.host.now(snap);
    if (now)
      nodes.push(
        el('p', { class: 'guide-now', 'data-testid': 'guide-now' }, [
          el('strong', { text: t('guide.nowLabel') }),
          ` ${now}`,
        ]),
      );
    // What the hint below is, at his first decision; later it speaks for itself.
    const shown = !!this.host.hintFor(snap);
    if (!shown || record.stage === 'intro')
      nodes.push(
        el('p', {
          class: 'hint',
          'data-testid': 'guide-suggestion',
          text: t(shown ? 'guide.suggested' : 'guide.thinking'),
        }),
      );
    return nodes;
  }

  /** @param {'done'|'stopped'} how */
  finish(how) {
    if (!this.record) return;
    this.record.stage = how;
    this.record.phase = null;
    this.closed = false;
    this.keep();
    this.render();
  }

  /**
   * Guides a new game from its start.
   * @param {{game: string, names: string[]}} game its new_game request (guidedGame)
   */
  start(game) {
    this.record = {
      game: game.game,
      names: [...game.names],
      seat: 0,
      stage: 'intro',
      explained: [],
      rounds: 0,
      governor: null,
      phase: null,
      decided: false,
    };
    this.introOpen = true;
    this.closed = false;
    this.current = null;
    this.keep();
    this.render();
  }

  /**
   * Guides a resumed game as its record says it was.
   * @param {GuideRecord} kept
   */
  resume(kept) {
    this.record = { ...kept, explained: [...kept.explained] };
    this.introOpen = this.record.stage === 'intro';
    this.closed = false;
    this.current = null;
    this.render();
  }

  /**
   * A snapshot on screen: a new round counted, a new phase explained, the hint opened at his
   * decision.
   * @param {Snapshot} snap
   */
  sync(snap) {
    const r = this.record;
    if (!r || snap.replay) return;
    this.current = snap;
    if (r.stage === 'done') {
      // On his own now; a phase that had not come yet is still explained when it comes.
      if (explain(r, snap)) {
        this.closed = this.closed && !r.phase;
        this.keep();
        this.render();
      }
      return;
    }
    if (!this.active()) return;
    const view = snap.view;
    if (r.governor !== null && view.governor !== r.governor) r.rounds++;
    r.governor = view.governor;
    if (snap.scores || r.rounds >= ROUNDS.most || (r.rounds >= ROUNDS.least && allExplained(r))) {
      this.finish('done');
      return;
    }
    explain(r, snap);
    this.keep();
    if (snap.your_turn) {
      this.closed = false;
      this.render();
      void this.host.hint().then(() => {
        if (this.current === snap) this.render();
      });
      return;
    }
    this.render();
  }

  /**
   * His decision, made in `before` and shown in `after`: the suggestion followed, or the
   * guidance ends.
   * @param {string} type @param {object} payload @param {Snapshot} before @param {Snapshot} after
   */
  decided(type, payload, before, after) {
    const record = this.record;
    if (record && record.stage === 'done') {
      record.decided = true;
      this.keep();
    }
    if (!record || !this.active()) return;
    if (record.stage === 'intro') {
      record.stage = 'guiding';
      this.introOpen = false;
    }
    record.decided = true;
    this.keep();
    const hint = this.host.hintFor(before);
    if (!hint) return; // decided before the suggestion came: nothing to compare
    if (matchingChoice(hint, actCodes(type, payload), after.view, before.seat) !== 0)
      this.finish('stopped');
  }

  /** The panel again, in the language now in use. */
  relabel() {
    if (!this.root.hidden) this.render();
  }

  /** Another game is shown: no guidance (its record stays with the saved game). */
  stop() {
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
    this.record = null;
    this.current = null;
    this.root.hidden = true;
  }
}
