// @ts-check
/**
 * A position to solve (an embed's `mode="puzzle"`, docs/embed.md; docs/coach.md): the panel asks
 * the reader for his decision; once he has made it (as in a game: on the board or in the panel),
 * the engine's strongest bot searches the same position from his view (progress shown), his
 * decision is played, and the panel says whether it is the bot's choice, shows the bot's three
 * best with their estimates and, where the position is a rulebook example, the rulebook's own
 * move and its explanation. The bots wait until he plays on; Try again takes his decision back.
 */
import { t, percent } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { estimateText } from './hint.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/table.js').Table} Table */
/** @typedef {import('./hint.js').HintResult} HintResult */
/**
 * The rulebook's move at the reader's decision, where the position is one of its examples: its
 * events (worded by the game's table) and the example's explanation.
 * @typedef {{events: any[], view: any, about: string}} RulebookMove
 */
/**
 * @typedef {{
 *   request: (type: string, payload: any) => Promise<any>,
 *   snap: () => Snapshot|null,
 *   table: () => Table,
 *   decide: (type: string, payload: any) => Promise<Snapshot|null>,
 *   undo: () => Promise<void>,
 *   playOn: () => void,
 *   busy: (on: boolean) => void,
 * }} PuzzleHost
 */

const CHUNK_MS = 120;

/**
 * The codes of a decision sent as `act` (one action, or several: codes or JSON forms), sorted;
 * null for a game's own request (the mayor's arrangement, a keep).
 * @param {string} type @param {any} payload @returns {number[]|null}
 */
export function actCodes(type, payload) {
  if (type !== 'act') return null;
  const list = payload.actions ?? [payload.action];
  return list.every((/** @type {unknown} */ c) => typeof c === 'number')
    ? [...list].sort((a, b) => a - b)
    : null;
}

/**
 * Which of the hint's choices the reader's decision is (0-based), or -1: the same actions, or
 * the same board of his own afterwards (what a decision sent whole by a game's own request
 * leaves; a random draw cannot follow a decision there).
 * @param {HintResult} hint @param {number[]|null} codes @param {any} after his view after it
 * @param {number} seat
 */
export function matchingChoice(hint, codes, after, seat) {
  const own = JSON.stringify(after.players[seat]);
  return hint.choices.findIndex((c) => {
    const theirs = [...c.codes].sort((a, b) => a - b);
    if (codes && theirs.length === codes.length && theirs.every((x, i) => x === codes[i]))
      return true;
    return c.after.some((a) => JSON.stringify(a.view.players[seat]) === own);
  });
}

/** @param {HTMLElement} root the puzzle's place in the panel @param {PuzzleHost} host */
export function createPuzzle(root, host) {
  /** @type {'asking'|'thinking'|'answered'|'done'} 'done': he plays on, as in any game */
  let stage = 'asking';
  /** @type {RulebookMove|null} */
  let rulebook = null;
  /**
   * @type {{hint: HintResult, before: Snapshot, after: Snapshot, mine: string, rank: number}|null}
   */
  let verdict = null;
  let progress = 0;
  /** @type {(() => void)[]} */
  let unbinders = [];

  /** @param {string} testid @param {string} text @param {() => void} fn */
  const button = (testid, text, fn) => {
    const b = el('button', { type: 'button', class: 'btn small', 'data-testid': testid, text });
    unbinders.push(on(b, 'click', fn));
    return b;
  };

  const rulebookNodes = () => {
    if (!rulebook) return [];
    const lines = host
      .table()
      .eventLines(rulebook.events, rulebook.view)
      .map((line) => line.text);
    return [
      el('p', {
        class: 'coach-label',
        'data-testid': 'puzzle-rulebook',
        text: t('puzzle.rulebook', { move: lines.join(' ') }),
      }),
      el('p', { class: 'hint', text: rulebook.about }),
    ];
  };

  const render = () => {
    unbinders.forEach((u) => u());
    unbinders = [];
    root.hidden = false;
    if (stage === 'asking') {
      root.replaceChildren(
        el('div', { class: 'coach-head' }, [el('strong', { text: t('puzzle.title') })]),
        el('p', { 'data-testid': 'puzzle-question', text: t('puzzle.ask') }),
      );
      return;
    }
    if (stage === 'thinking' || !verdict) {
      const shown = percent(progress);
      root.replaceChildren(
        el('div', { class: 'coach-head' }, [
          el('strong', { text: t('hint.thinking', { percent: shown }) }),
        ]),
        el('progress', { class: 'coach-progress', max: '1', value: String(progress) }),
      );
      return;
    }
    const v = verdict;
    const table = host.table();
    const headline =
      v.rank === 0
        ? t('puzzle.right')
        : v.rank > 0
          ? t('puzzle.ranked', { rank: v.rank + 1 })
          : t('puzzle.other');
    const choices = v.hint.choices.map((c, i) =>
      el('li', { class: 'coach-choice', 'data-testid': `puzzle-choice-${i + 1}` }, [
        el('span', { class: 'coach-rank', 'aria-hidden': 'true', text: String(i + 1) }),
        el('div', { class: 'coach-body' }, [
          el('div', {
            class: 'coach-label',
            text: c.codes
              .map((code, k) => {
                const entry = v.before.legal.find((e) => e.code === code) ?? {
                  code,
                  action: c.actions[k],
                };
                return table.actionLabel(entry, v.before.view, v.before.seat);
              })
              .join(' · '),
          }),
          el('div', { class: 'coach-estimate', text: estimateText(v.hint, i) }),
        ]),
      ]),
    );
    root.replaceChildren(
      el('div', { class: 'coach-head' }, [
        el('strong', { 'data-testid': 'puzzle-verdict', text: headline }),
      ]),
      el('p', { text: t('puzzle.yours', { what: v.mine }) }),
      el('p', { class: 'hint', text: t('puzzle.bots') }),
      el('ol', { class: 'coach-choices', 'data-testid': 'puzzle-choices' }, choices),
      ...rulebookNodes(),
      el('p', { class: 'hint', text: t('hint.about', { walks: v.hint.walks }) }),
      el('div', { class: 'row decision-buttons' }, [
        button('puzzle-retry', t('puzzle.retry'), () => {
          void box.retry();
        }),
        button('puzzle-play-on', t('puzzle.playOn'), () => box.playOn()),
      ]),
    );
  };

  const box = {
    /** Waiting for the reader's decision? (Then his decision goes through `solve`.) */
    waiting: () => stage === 'asking',
    /** Holds the bots (until he plays on)? */
    holding: () => stage !== 'done',
    /**
     * The rulebook's move here, where the position is one of its examples.
     * @param {RulebookMove|null} move
     */
    setRulebook(move) {
      rulebook = move;
      if (stage !== 'done') render();
    },
    /** Shown again (a new position, the language changed). */
    show() {
      if (stage !== 'done') render();
    },
    /**
     * The reader's decision: the bot's search first (from the position he decides in), then his
     * decision is played, then the verdict.
     * @param {string} type @param {any} payload
     */
    async solve(type, payload) {
      const before = host.snap();
      if (!before || stage !== 'asking') return;
      stage = 'thinking';
      progress = 0;
      host.busy(true);
      render();
      let answer = await host.request('hint', { think_ms: CHUNK_MS });
      while (answer && answer.thinking) {
        progress = answer.thinking.progress;
        render();
        answer = await host.request('hint', { think_ms: CHUNK_MS });
      }
      host.busy(false);
      if (!answer || !answer.hint) {
        stage = 'asking';
        render();
        return;
      }
      const entry = type === 'act' ? before.legal.find((e) => e.code === payload.action) : null;
      const mine = entry
        ? host.table().actionLabel(entry, before.view, before.seat)
        : t('puzzle.yourDecision');
      const after = await host.decide(type, payload);
      if (!after) {
        stage = 'asking';
        render();
        return;
      }
      const rank = matchingChoice(answer.hint, actCodes(type, payload), after.view, before.seat);
      verdict = { hint: answer.hint, before, after, mine, rank };
      stage = 'answered';
      render();
    },
    /** Takes his decision back, to try another. */
    async retry() {
      stage = 'asking';
      verdict = null;
      await host.undo();
      render();
    },
    /** The game goes on as any game (the bots move). */
    playOn() {
      stage = 'done';
      unbinders.forEach((u) => u());
      unbinders = [];
      root.hidden = true;
      root.replaceChildren();
      host.playOn();
    },
  };
  return box;
}
