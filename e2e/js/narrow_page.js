// The app's page in a narrow embed, as painted, in the app's page px (e2e/test_embed.py,
// e2e/test_decision_panel.py): where its parts are and how tall it is.

/**
 * @typedef {{ top: number, bottom: number } | null} Box
 */

/** Until the next frame is painted: the board's box is fitted before the frame is. */
async function painted() {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/**
 * The element `sel`'s top and bottom in the page (whole px with `round`); null where it is
 * missing or not shown (checkVisibility: not a button folded away in a closed <details>).
 * @param {string} sel
 * @param {boolean} [round]
 * @returns {Box}
 */
function pageBox(sel, round = false) {
  const e = document.querySelector(sel);
  if (!e || !e.checkVisibility()) return null;
  const r = e.getBoundingClientRect();
  const px = round ? Math.round : (/** @type {number} */ v) => v;
  return { top: px(r.top + scrollY), bottom: px(r.bottom + scrollY) };
}

/** The page's height in whole px. */
function pageHeight() {
  return Math.ceil(document.body.getBoundingClientRect().height);
}

/**
 * The page's height, the board's box and the log (null where folded away), in whole px.
 * @returns {Promise<{ page: number, board: Box, log: Box, newest: Box }>}
 */
export async function boardAndLog() {
  await painted();
  return {
    page: pageHeight(),
    board: pageBox('[data-testid=board-box]', true),
    log: pageBox('[data-testid=game-log]', true),
    newest: pageBox('[data-testid=game-log] li:last-child', true),
  };
}

/**
 * Where the decision is: the prompt, the end of the decision (the pinned pass, the last option
 * or the editor's buttons), the board and the page's height.
 * @returns {Promise<{ prompt: Box, end: number, board: Box, page: number }>}
 */
export async function decisionParts() {
  await painted();
  const ends = [
    '[data-testid=action-list] button.pass',
    '[data-testid=action-list]',
    '[data-testid=mayor-panel]',
    '[data-testid=pick-panel]',
  ]
    .map((sel) => pageBox(sel))
    .filter((box) => box !== null);
  return {
    prompt: pageBox('[data-testid=prompt]'),
    end: Math.max(...ends.map((r) => r.bottom)),
    board: pageBox('[data-testid=board]'),
    page: pageHeight(),
  };
}
