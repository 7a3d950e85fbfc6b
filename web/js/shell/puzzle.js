// @ts-check
/**
 * A position to solve (an embed's `mode="puzzle"`, docs/embed.md; docs/coach.md): the panel asks
 * the reader for his decision; once he has made it (as in a game: on the board or in the panel),
 * the engine's strongest bot searches the same position from his view (progress shown), his
 * decision is played, and the verdict stands in a region of its own while the game's panel waits
 * hidden (the board takes no move): whether his move is the bot's choice or as good as it, the
 * bot's three best with their estimates (or that they are all about equal) and, where the
 * position is a rulebook example, the rulebook's own move, a line a sentence, with how the search
 * rates it against its first choice (compare.js). The bots wait until he plays on; Try again
 * takes his decision back.
 */
import { t, percent } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { estimateText } from './hint.js';
import { allEqual, sameCodes, standing, standingText } from './compare.js';
import { reasonsBlock } from './reasons.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/table.js').Table} Table */
/** @typedef {import('./hint.js').HintResult} HintResult */
/** @typedef {import('./hint.js').HintChoice} HintChoice */
/** @typedef {import('#bridge').Action} Action */
/** @typedef {import('#bridge').GameEvent} GameEvent */
/** @typedef {import('#bridge').PlayerView} PlayerView */
/** @typedef {import('#bridge').ActPayload} ActPayload */
/** @typedef {import('#bridge').ActionGiven} ActionGiven */
/**
 * The rulebook's move at the reader's decision, where the position is one of its examples: its
 * whole decision (his moves from there while he goes on with actions of the same kind: the
 * small wharf's barrels), their events (worded by the game's table) and the view after them,
 * their actions (JSON forms, as `act` and the hint's `consider` take them), and the example's
 * explanation.
 * @typedef {{events: GameEvent[], view: PlayerView, actions: Action[], about: string}} RulebookMove
 */
/**
 * @typedef {{
 *   request: import('./turn-flow.js').EngineRequest,
 *   snap: () => Snapshot|null,
 *   table: () => Table,
 *   decide: (type: string, payload: object) => Promise<Snapshot|null>,
 *   undo: () => Promise<void>,
 *   playOn: () => void,
 *   busy: (on: boolean) => void,
 * }} PuzzleHost
 * `busy`: the game takes no decision from the board or its panel (from the search until he
 * plays on or tries again: the verdict is not a turn of the game).
 */

const CHUNK_MS = 120;

/**
 * The codes of a decision sent as `act` (one action, or several: codes or JSON forms), sorted;
 * null for a game's own request (the mayor's arrangement, a keep).
 * @param {string} type @param {object} payload @returns {number[]|null}
 */
export function actCodes(type, payload) {
  if (type !== 'act') return null;
  const act = /** @type {ActPayload} */ (payload);
  const list = act.actions ?? [act.action];
  return list.every((/** @type {unknown} */ c) => typeof c === 'number')
    ? [...list].sort((a, b) => a - b)
    : null;
}

/**
 * Which of the hint's choices the reader's decision is (0-based), or -1: the same actions (a
 * single action: the first of the choice's whole decision), or for a decision sent whole by a
 * game's own request (no codes: the mayor's arrangement, a keep) the same board of his own
 * afterwards (a random draw cannot follow a decision there).
 * @param {HintResult} hint @param {number[]|null} codes @param {PlayerView} after his view after it
 * @param {number} seat
 */
export function matchingChoice(hint, codes, after, seat) {
  const own = JSON.stringify(after.players[seat]);
  return hint.choices.findIndex((c) =>
    codes
      ? sameCodes(c.codes, codes) || (codes.length === 1 && c.codes[0] === codes[0])
      : c.after.some((a) => JSON.stringify(a.view.players[seat]) === own),
  );
}

/**
 * A rulebook example's move at the reader's decision (its scenario_steps' `start`), and the
 * game at that decision: the moves from there are read (`replay`), then forgotten (`play_from`).
 * @param {import('./turn-flow.js').ForwardedRequest} request the engine's
 * @param {{steps: number, start: number}} steps @param {number} seat the reader's
 * @param {string} about the example's explanation
 * @returns {Promise<{move: RulebookMove|null, snap: Snapshot}>} snap: the game at his decision
 */
export async function rulebookMove(request, steps, seat, about) {
  /** @type {{events: GameEvent[], view: PlayerView, action: Action|null}[]} */
  const moves = [];
  for (let step = steps.start + 1; step <= steps.steps; step++) {
    const shown = /** @type {import('#bridge').ReplayStep} */ (await request('replay', { step }));
    const acted = shown.events.find((e) => e.type === 'action');
    // an `action` event carries the action's JSON form
    const action = acted ? /** @type {Action} */ (acted.action) : null;
    const same = acted && acted.player === seat && action?.type === moves[0]?.action?.type;
    if (moves.length && !same) break;
    moves.push({ events: shown.events, view: shown.view, action });
  }
  const snap = /** @type {Snapshot} */ (await request('play_from', { step: steps.start }));
  if (!moves.length || !moves[0].action) return { move: null, snap };
  return {
    move: {
      events: moves.flatMap((m) => m.events),
      view: moves[moves.length - 1].view,
      actions: moves.flatMap((m) => (m.action ? [m.action] : [])),
      about,
    },
    snap,
  };
}

/**
 * The rulebook's decision among the hint's: the one asked to be considered (`considered[at]`),
 * else the search's own choice of the same actions; null if the hint has neither (then the
 * search says nothing of it).
 * @param {HintResult} hint @param {number} at its index in `consider`, or -1
 * @param {RulebookMove} move
 * @returns {import('./hint.js').HintChoice|null}
 */
export function rulebookChoice(hint, at, move) {
  if (at >= 0 && hint.considered && hint.considered[at]) return hint.considered[at] ?? null;
  const forms = (/** @type {Action[]} */ actions) => actions.map((a) => JSON.stringify(a)).sort();
  const theirs = JSON.stringify(forms(move.actions));
  return hint.choices.find((c) => JSON.stringify(forms(c.actions)) === theirs) ?? null;
}

/** @param {HTMLElement} root the puzzle's place in the panel @param {PuzzleHost} host */
export function createPuzzle(root, host) {
  return new PuzzlePanel(root, host);
}

/**
 * The verdict: the search's answer, the positions before and after his move, his move in words,
 * which of the search's choices it is (-1: none), and his and the rulebook's decisions as the
 * search rates them (null: it cannot say).
 * @typedef {{hint: HintResult, before: Snapshot, after: Snapshot, mine: string, rank: number,
 *   yours: HintChoice|null, theirs: HintChoice|null}} Verdict
 */

/** The verdict's headline: right, as good, ranked, or another move. @param {Verdict} v */
function headline(v) {
  const asGood = v.rank !== 0 && v.yours && standing(v.hint, v.yours)?.standing === 'equal';
  if (v.rank === 0) return t('puzzle.right');
  if (asGood) return t('puzzle.asGood');
  if (v.rank > 0) return t('puzzle.ranked', { rank: v.rank + 1 });
  return t('puzzle.other');
}

/** The puzzle's panel: the question, the search's progress, then the verdict. */
class PuzzlePanel {
  /** @param {HTMLElement} root @param {PuzzleHost} host */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    /** @type {'asking'|'thinking'|'answered'|'done'} 'done': he plays on, as in any game */
    this.stage = 'asking';
    /** @type {RulebookMove|null} */
    this.rulebook = null;
    /** @type {Verdict|null} */
    this.shownVerdict = null;
    this.progress = 0;
    /** @type {(() => void)[]} */
    this.unbinders = [];
  }

  /** @param {string} testid @param {string} text @param {() => void} fn */
  button(testid, text, fn) {
    const b = el('button', { type: 'button', class: 'btn small', 'data-testid': testid, text });
    this.unbinders.push(on(b, 'click', fn));
    return b;
  }

  /**
   * How the search rates a decision against its first choice, in a sentence (if it can), and
   * why: its reasons against that choice, unless the list of choices shows them already.
   * @param {'yours'|'rulebook'} whose @param {Verdict} v @param {HintChoice|null} choice
   */
  rated(whose, v, choice) {
    const where = choice && standing(v.hint, choice);
    if (!choice || !where || (whose === 'yours' && where.standing === 'same')) return [];
    const listed = v.hint.choices.some((c) => sameCodes(c.codes, choice.codes));
    const why =
      where.standing === 'same' || where.standing === 'begins' || listed
        ? null
        : // (The sentence says whether they are about equal: the block need not.)
          reasonsBlock(
            { ...choice, equal: false },
            {
              table: this.host.table(),
              view: v.before.view,
              seat: v.before.seat,
              against: where.versus + 1,
              testid: `puzzle-${whose}-reasons`,
            },
          );
    return [
      el('p', {
        class: 'coach-estimate',
        'data-testid': `puzzle-${whose}-rated`,
        text: standingText(whose, where, v.hint.measure),
      }),
      ...(why ? [why] : []),
    ];
  }

  /** The rulebook's move, each of its lines a sentence of a list, and how the search rates it. */
  rulebookNodes() {
    const rulebook = this.rulebook;
    if (!rulebook) return [];
    const v = this.shownVerdict;
    const lines = this.host.table().moveLines(rulebook.events, rulebook.view);
    return [
      el('p', { class: 'coach-label', text: t('puzzle.rulebook') }),
      el(
        'ul',
        { class: 'puzzle-rulebook', 'data-testid': 'puzzle-rulebook' },
        lines.map((line) => el('li', { text: t('puzzle.sentence', { line: line.text }) })),
      ),
      ...(v ? this.rated('rulebook', v, v.theirs) : []),
      el('p', { class: 'hint', text: rulebook.about }),
    ];
  }

  render() {
    const root = this.root;
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
    root.hidden = false;
    const stage = this.stage;
    // Judging: the game's own panel (the prompt, the actions, an editor) waits out of sight.
    root.classList.toggle('judging', stage === 'thinking' || stage === 'answered');
    if (stage === 'asking') {
      root.replaceChildren(
        el('div', { class: 'coach-head' }, [el('strong', { text: t('puzzle.title') })]),
        el('p', { 'data-testid': 'puzzle-question', text: t('puzzle.ask') }),
      );
    } else if (stage === 'thinking' || !this.shownVerdict) {
      root.replaceChildren(
        el('div', { class: 'coach-head' }, [
          el('strong', { text: t('hint.thinking', { percent: percent(this.progress) }) }),
        ]),
        el('progress', { class: 'coach-progress', max: '1', value: String(this.progress) }),
      );
    } else root.replaceChildren(...this.verdictNodes(this.shownVerdict));
  }

  /** @param {Verdict} v @returns {Node[]} */
  verdictNodes(v) {
    const equal = allEqual(v.hint);
    const choices = v.hint.choices.map((c, i) => this.choiceItem(v, i, equal));
    return [
      el('div', { class: 'coach-head' }, [
        el('strong', { 'data-testid': 'puzzle-verdict', text: headline(v) }),
      ]),
      el('p', { text: t('puzzle.yours', { what: v.mine }) }),
      ...this.rated('yours', v, v.yours),
      el('p', {
        class: 'hint',
        'data-testid': 'puzzle-choices-about',
        text: t(equal ? 'puzzle.allEqual' : 'puzzle.bots'),
      }),
      el(equal ? 'ul' : 'ol', { class: 'coach-choices', 'data-testid': 'puzzle-choices' }, choices),
      ...this.rulebookNodes(),
      el('p', { class: 'hint', text: t('hint.about', { walks: v.hint.walks }) }),
      el('div', { class: 'row decision-buttons' }, [
        this.button('puzzle-retry', t('puzzle.retry'), () => {
          void this.retry();
        }),
        this.button('puzzle-play-on', t('puzzle.playOn'), () => this.playOn()),
      ]),
    ];
  }

  /**
   * One of the search's choices, with its estimate and why.
   * @param {Verdict} v @param {number} i @param {boolean} equal all about equal
   */
  choiceItem(v, i, equal) {
    const c = v.hint.choices[i];
    const table = this.host.table();
    const label = c.codes
      .map((code, k) => {
        const entry = v.before.legal.find((e) => e.code === code) ?? {
          code,
          action: c.actions[k],
        };
        return table.actionLabel(entry, v.before.view, v.before.seat);
      })
      .join(' · ');
    return el('li', { class: 'coach-choice', 'data-testid': `puzzle-choice-${i + 1}` }, [
      // All about equal: a bullet, not a rank, which would tell more than the search knows.
      equal
        ? el('span', { class: 'coach-bullet', 'aria-hidden': 'true', text: '•' })
        : el('span', { class: 'coach-rank', 'aria-hidden': 'true', text: String(i + 1) }),
      el('div', { class: 'coach-body' }, [
        el('div', { class: 'coach-label', text: label }),
        el('div', { class: 'coach-estimate', text: estimateText(v.hint, i) }),
      ]),
      // Why, as under the hint's choices (all about equal: only what each brings).
      reasonsBlock(c, {
        table,
        view: v.before.view,
        seat: v.before.seat,
        against: equal || c.versus === null || c.versus === undefined ? null : c.versus + 1,
        testid: `puzzle-reasons-${i + 1}`,
      }),
    ]);
  }

  /** Waiting for the reader's decision? (Then his decision goes through `solve`.) */
  waiting() {
    return this.stage === 'asking';
  }

  /** Holds the bots (until he plays on)? */
  holding() {
    return this.stage !== 'done';
  }

  /** The verdict shown (for the test hooks): the search's answer and his choice's rank. */
  verdict() {
    const v = this.shownVerdict;
    return this.stage === 'answered' && v ? { hint: v.hint, rank: v.rank } : null;
  }

  /**
   * The rulebook's move here, where the position is one of its examples.
   * @param {RulebookMove|null} move
   */
  setRulebook(move) {
    this.rulebook = move;
    if (this.stage !== 'done') this.render();
  }

  /** Shown again (a new position, the language changed). */
  show() {
    if (this.stage !== 'done') this.render();
  }

  /**
   * The reader's decision: the bot's search first (from the position he decides in, weighing
   * the rulebook's move and his too), then his decision is played, then the verdict. The game
   * takes no other decision meanwhile.
   * @param {string} type @param {object} payload
   */
  async solve(type, payload) {
    const host = this.host;
    const before = host.snap();
    if (!before || this.stage !== 'asking') return;
    this.stage = 'thinking';
    this.progress = 0;
    host.busy(true);
    this.render();
    const rulebook = this.rulebook;
    // The search weighs the rulebook's decision and his beside its own (as `act` takes them).
    /** @type {ActionGiven[][]} */
    const consider = [];
    const act = /** @type {ActPayload} */ (payload); // read only when `type` is 'act'
    const theirsAt = rulebook ? consider.push(rulebook.actions) - 1 : -1;
    const yoursAt =
      type === 'act'
        ? consider.push(act.actions ?? [/** @type {ActionGiven} */ (act.action)]) - 1
        : -1;
    const answer = await this.search(consider);
    const entry = type === 'act' ? before.legal.find((e) => e.code === act.action) : null;
    const words = entry
      ? host.table().actionLabel(entry, before.view, before.seat)
      : t('puzzle.yourDecision');
    const after = answer && 'hint' in answer ? await host.decide(type, payload) : null;
    if (!answer || !('hint' in answer) || !after) {
      this.stage = 'asking';
      host.busy(false);
      this.render();
      return;
    }
    /** @type {HintResult} */
    const hint = answer.hint;
    const rank = matchingChoice(hint, actCodes(type, payload), after.view, before.seat);
    this.shownVerdict = {
      hint,
      before,
      after,
      mine: words,
      rank,
      yours: rank >= 0 ? hint.choices[rank] : (hint.considered?.[yoursAt] ?? null),
      theirs: rulebook ? rulebookChoice(hint, theirsAt, rulebook) : null,
    };
    this.stage = 'answered';
    this.render();
  }

  /**
   * The search's answer at the position on screen, its progress shown meanwhile.
   * @param {ActionGiven[][]} consider the decisions to weigh beside its own
   */
  async search(consider) {
    const ask = consider.length ? { think_ms: CHUNK_MS, consider } : { think_ms: CHUNK_MS };
    let answer = await this.host.request('hint', ask);
    while (answer && 'thinking' in answer) {
      this.progress = answer.thinking.progress;
      this.render();
      answer = await this.host.request('hint', ask);
    }
    return answer;
  }

  /** Takes his decision back, to try another. */
  async retry() {
    this.stage = 'asking';
    this.shownVerdict = null;
    await this.host.undo();
    this.host.busy(false);
    this.render();
  }

  /** The game goes on as any game (the bots move). */
  playOn() {
    const root = this.root;
    this.stage = 'done';
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
    root.hidden = true;
    root.classList.remove('judging');
    root.replaceChildren();
    this.host.busy(false);
    this.host.playOn();
  }
}
