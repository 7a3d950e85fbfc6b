// @ts-check
/**
 * The coach's panels of one game on screen (docs/coach.md): the hint at the player's decision,
 * the finished game's review, the guided first game and an embed's position to solve, each wired
 * to the game controller (shell/game.js) that shows them.
 */
import { createHint } from './hint.js';
import { createReview } from './review.js';
import { createPuzzle } from './puzzle.js';
import { createGuide } from './guide.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */

/**
 * @param {import('./game.js').Game} game
 * @param {import('./game.js').GameElements} els
 * @param {boolean} puzzle the position is one to solve (an embed's puzzle mode)
 */
export function createCoach(game, els, puzzle) {
  /** The coach: the hint at the player's decision, the finished game's review. */
  const hint = createHint(els.hint, {
    request: (type, payload) => game.request(type, payload),
    snap: () => (game.replaying ? null : game.snap),
    table: () => game.table,
    play: (codes) => {
      void game.send('act', codes.length === 1 ? { action: codes[0] } : { actions: codes });
    },
    changed: () => {
      game.refreshPanels();
      game.board.redraw();
    },
  });
  const review = createReview({
    request: (type, payload) => game.request(type, payload),
    snap: () => game.live ?? game.snap,
    table: () => game.table,
    openAt: (step, mark) => {
      void game.openReplay(step, { mark });
    },
  });
  /** The guided first game: the phases explained, the hint at each decision (shell/guide.js). */
  const guide = createGuide(els.guide, {
    hint: () => game.askHint(),
    hintFor: (snap) => hint.resultFor(snap),
    now: (snap) => game.table.guideNow(snap),
    changed: () => game.refreshPanels(),
  });
  /** A position to solve (an embed's puzzle mode): its panel, and the bots held meanwhile. */
  const position = puzzle
    ? createPuzzle(els.puzzle, {
        request: (type, payload) => game.request(type, payload),
        snap: () => game.snap,
        table: () => game.table,
        decide: async (type, payload) => {
          // A decision's answer is the game after it (a snapshot), whichever request made it.
          const snap = /** @type {Snapshot|null} */ (await game.request(type, payload));
          if (snap) game.apply(snap);
          return snap;
        },
        undo: async () => {
          const snap = await game.request('undo', {});
          if (snap) game.apply(snap);
        },
        playOn: () => {
          if (game.snap && game.snap.bot_to_act) game.scheduleBot();
          game.refreshPanels();
        },
        busy: (busy) => {
          game.busy = busy;
          game.refreshPanels();
        },
      })
    : null;
  return { hint, review, guide, puzzle: position };
}
