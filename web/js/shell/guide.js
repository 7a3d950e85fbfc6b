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
  /** @type {GuideRecord|null} the guidance of the game shown (none: not a guided game) */
  let record = null;
  let introOpen = false; // the game's introduction unfolded
  let closed = false; // the panel put away until the next decision (for good once it ended)
  /** @type {Snapshot|null} */
  let current = null;
  /** @type {(() => void)[]} */
  let unbinders = [];

  const guiding = () => !!record && (record.stage === 'intro' || record.stage === 'guiding');
  const keep = () => {
    if (record) keepGuideRecord(record);
  };

  /** @param {string} testid @param {string} label @param {string} text @param {() => void} fn */
  const button = (testid, label, text, fn) => {
    const b = el('button', {
      type: 'button',
      class: 'btn subtle small',
      'data-testid': testid,
      'aria-label': label,
      text,
    });
    unbinders.push(on(b, 'click', fn));
    return b;
  };

  /** The head: the title, the introduction's toggle (while guiding) and the close button. */
  const head = (/** @type {string} */ text, /** @type {string} */ testid) => {
    const tools = [];
    if (guiding()) {
      const about = button('guide-about', t('guide.about'), '?', () => {
        introOpen = !introOpen;
        render();
        host.changed();
      });
      about.setAttribute('aria-expanded', String(introOpen));
      about.setAttribute('title', t('guide.about'));
      tools.push(about);
    }
    tools.push(
      button('guide-close', t('hint.close'), '×', () => {
        closed = true;
        render();
        host.changed();
      }),
    );
    return el('div', { class: 'coach-head' }, [
      el('strong', { 'data-testid': testid, text }),
      el('span', { class: 'guide-tools' }, tools),
    ]);
  };

  /** The explanation of the phase on show. @param {GuideRecord} r */
  const phaseText = (r) =>
    el('p', { class: 'guide-phase', 'data-testid': 'guide-phase' }, [
      t(`guide.${r.game}.${r.phase}`),
    ]);

  /**
   * A phase explained when it first comes, his decision or not; shown until he has decided in
   * another phase. True if what is shown changed.
   * @param {GuideRecord} r @param {Snapshot} snap
   */
  const explain = (r, snap) => {
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
  };

  const render = () => {
    unbinders.forEach((u) => u());
    unbinders = [];
    if (!record || closed) {
      root.hidden = true;
      root.replaceChildren();
      return;
    }
    root.hidden = false;
    if (!guiding()) {
      root.replaceChildren(
        head(t(`guide.${record.stage}.title`), `guide-${record.stage}`),
        el('p', { text: t(`guide.${record.stage}`) }),
        record.phase ? phaseText(record) : '',
      );
      return;
    }
    const snap = current;
    const game = record.game;
    const nodes = [head(t('guide.title'), 'guide-title')];
    if (introOpen)
      nodes.push(el('p', { 'data-testid': 'guide-intro', text: t(`guide.${game}.intro`) }));
    if (record.phase) nodes.push(phaseText(record));
    if (snap && snap.your_turn) {
      const now = host.now(snap);
      if (now)
        nodes.push(
          el('p', { class: 'guide-now', 'data-testid': 'guide-now' }, [
            el('strong', { text: t('guide.nowLabel') }),
            ` ${now}`,
          ]),
        );
      // What the hint below is, at his first decision; later it speaks for itself.
      const shown = !!host.hintFor(snap);
      if (!shown || record.stage === 'intro')
        nodes.push(
          el('p', {
            class: 'hint',
            'data-testid': 'guide-suggestion',
            text: t(shown ? 'guide.suggested' : 'guide.thinking'),
          }),
        );
    } else nodes.push(el('p', { class: 'hint', text: t('guide.watch') }));
    root.replaceChildren(...nodes);
  };

  /** @param {'done'|'stopped'} how */
  const finish = (how) => {
    if (!record) return;
    record.stage = how;
    record.phase = null;
    closed = false;
    keep();
    render();
  };

  /** Every phase of the game explained? @param {GuideRecord} r */
  const allExplained = (r) =>
    GUIDED[/** @type {keyof GUIDED} */ (r.game)].phases.every((p) => r.explained.includes(p));

  return {
    /**
     * Guides a new game from its start.
     * @param {{game: string, names: string[]}} game its new_game request (guidedGame)
     */
    start(game) {
      record = {
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
      introOpen = true;
      closed = false;
      current = null;
      keep();
      render();
    },
    /**
     * Guides a resumed game as its record says it was.
     * @param {GuideRecord} kept
     */
    resume(kept) {
      record = { ...kept, explained: [...kept.explained] };
      introOpen = record.stage === 'intro';
      closed = false;
      current = null;
      render();
    },
    /** Guiding? */
    active: guiding,
    /** Is the game shown a guided one (its guidance under way or over)? */
    guided: () => !!record,
    /**
     * A snapshot on screen: a new round counted, a new phase explained, the hint opened at his
     * decision.
     * @param {Snapshot} snap
     */
    sync(snap) {
      if (!record || snap.replay) return;
      current = snap;
      const r = record;
      if (r.stage === 'done') {
        // On his own now; a phase that had not come yet is still explained when it comes.
        if (explain(r, snap)) {
          closed = closed && !r.phase;
          keep();
          render();
        }
        return;
      }
      if (!guiding()) return;
      const view = snap.view;
      if (r.governor !== null && view.governor !== r.governor) r.rounds++;
      r.governor = view.governor;
      if (snap.scores || r.rounds >= ROUNDS.most || (r.rounds >= ROUNDS.least && allExplained(r))) {
        finish('done');
        return;
      }
      explain(r, snap);
      keep();
      if (snap.your_turn) {
        closed = false;
        render();
        void host.hint().then(() => {
          if (current === snap) render();
        });
        return;
      }
      render();
    },
    /**
     * His decision, made in `before` and shown in `after`: the suggestion followed, or the
     * guidance ends.
     * @param {string} type @param {any} payload @param {Snapshot} before @param {Snapshot} after
     */
    decided(type, payload, before, after) {
      if (record && record.stage === 'done') {
        record.decided = true;
        keep();
      }
      if (!record || !guiding()) return;
      if (record.stage === 'intro') {
        record.stage = 'guiding';
        introOpen = false;
      }
      record.decided = true;
      keep();
      const hint = host.hintFor(before);
      if (!hint) return; // decided before the suggestion came: nothing to compare
      if (matchingChoice(hint, actCodes(type, payload), after.view, before.seat) !== 0)
        finish('stopped');
    },
    /** The panel again, in the language now in use. */
    relabel() {
      if (!root.hidden) render();
    },
    /** Another game is shown: no guidance (its record stays with the saved game). */
    stop() {
      unbinders.forEach((u) => u());
      unbinders = [];
      record = null;
      current = null;
      root.hidden = true;
    },
  };
}
