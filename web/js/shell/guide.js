// @ts-check
/**
 * The guided first game (docs/coach.md, "The guided first game"): a new game with a fixed deal
 * and gentle bots, where the panel explains each phase the first time the player has a decision
 * in it and the coach's hint opens by itself at each of his decisions, its first choice the
 * suggested move (marked 1 on the board) with what it changes and why the search likes it. The
 * player may follow it or go his own way: a decision other than the suggestion ends the guidance
 * and the game goes on as any game. The guided start ends after its first rounds.
 */
import { t, has } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { actCodes, matchingChoice } from './puzzle.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('./hint.js').HintResult} HintResult */
/**
 * @typedef {{
 *   hint: () => Promise<void>,
 *   hintFor: (snap: Snapshot) => HintResult|null,
 *   changed: () => void,
 * }} GuideHost
 */

/** The guided start's deal of each game: its players, seed and the bots' level. */
export const GUIDED = {
  'puerto-rico': { players: 3, seed: 2024, bots: 'beginner' },
  'san-juan': { players: 2, seed: 7, bots: 'beginner' },
};
const ROUNDS = 3; // rounds guided (a new governor starts a round)

/**
 * The new_game request of a game's guided start.
 * @param {string} game a key of GUIDED
 */
export function guidedGame(game) {
  const deal = GUIDED[/** @type {keyof GUIDED} */ (game)];
  return {
    game,
    players: deal.players,
    seat: 0,
    seed: deal.seed,
    bots: [null, ...Array(deal.players - 1).fill(deal.bots)],
  };
}

/** @param {HTMLElement} root the guide's place in the panel @param {GuideHost} host */
export function createGuide(root, host) {
  /** @type {string|null} the game guided (its last words stay until another game) */
  let game = null;
  let guiding = false; // the guidance lasts
  /** @type {'intro'|'guiding'|'done'|'stopped'} */
  let stage = 'intro';
  /** @type {Set<string>} the phases explained so far */
  const explained = new Set();
  /** @type {string|null} the phase explained at this decision */
  let phaseShown = null;
  /** @type {number|null} */
  let governor = null;
  let rounds = 0;
  /** @type {Snapshot|null} */
  let current = null;
  /** @type {(() => void)[]} */
  let unbinders = [];

  const close = () => {
    const b = el('button', {
      type: 'button',
      class: 'btn subtle small',
      'data-testid': 'guide-close',
      'aria-label': t('hint.close'),
      text: '×',
    });
    unbinders.push(
      on(b, 'click', () => {
        root.hidden = true;
        host.changed();
      }),
    );
    return b;
  };

  const render = () => {
    unbinders.forEach((u) => u());
    unbinders = [];
    if (!game) {
      root.hidden = true;
      return;
    }
    root.hidden = false;
    const head = (/** @type {string} */ text, /** @type {string} */ testid) =>
      el('div', { class: 'coach-head' }, [el('strong', { 'data-testid': testid, text }), close()]);
    if (stage === 'done' || stage === 'stopped') {
      root.replaceChildren(
        head(t(`guide.${stage}.title`), `guide-${stage}`),
        el('p', { text: t(`guide.${stage}`) }),
      );
      return;
    }
    const snap = current;
    const nodes = [head(t('guide.title'), 'guide-title')];
    if (stage === 'intro') nodes.push(el('p', { text: t(`guide.${game}.intro`) }));
    if (snap && snap.your_turn && phaseShown)
      nodes.push(el('p', { 'data-testid': 'guide-phase', text: t(phaseShown) }));
    if (snap && snap.your_turn) {
      const hint = host.hintFor(snap);
      nodes.push(
        el('p', {
          class: 'coach-label',
          'data-testid': 'guide-suggestion',
          text: hint ? t('guide.suggested') : t('guide.thinking'),
        }),
      );
    } else nodes.push(el('p', { class: 'hint', text: t('guide.watch') }));
    root.replaceChildren(...nodes);
  };

  /** @param {'done'|'stopped'} how */
  const finish = (how) => {
    stage = how;
    guiding = false;
    render();
  };

  return {
    /** Guides the game about to be shown. @param {string} id the game's id */
    start(id) {
      game = id;
      guiding = true;
      stage = 'intro';
      explained.clear();
      phaseShown = null;
      governor = null;
      rounds = 0;
      current = null;
      render();
    },
    /** Guiding? */
    active: () => guiding,
    /**
     * A snapshot on screen: a new round counted, a new phase explained, the hint opened at his
     * decision.
     * @param {Snapshot} snap
     */
    sync(snap) {
      if (!guiding || snap.replay) return;
      current = snap;
      const view = snap.view;
      if (governor !== null && view.governor !== governor) rounds++;
      governor = view.governor;
      if (snap.scores || rounds >= ROUNDS) {
        finish('done');
        return;
      }
      phaseShown = null;
      if (snap.your_turn) {
        const phase = view.phase.name;
        const key = `guide.${game}.${phase}`;
        if (!explained.has(phase) && has(key)) phaseShown = key;
        explained.add(phase);
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
      if (!guiding) return;
      if (stage === 'intro') stage = 'guiding';
      const hint = host.hintFor(before);
      if (!hint) return; // decided before the suggestion came: nothing to compare
      if (matchingChoice(hint, actCodes(type, payload), after.view, before.seat) !== 0)
        finish('stopped');
    },
    /** The panel again, in the language now in use. */
    relabel() {
      if (!root.hidden) render();
    },
    /** Another game is shown: no guidance. */
    stop() {
      game = null;
      guiding = false;
      root.hidden = true;
    },
  };
}
