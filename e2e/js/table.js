// What a game's table shows, read off the page itself, and when it has settled: by its page
// object (e2e/pages/table.py) and by the tests of its log (e2e/test_game_log.py) and its
// since-your-turn box (e2e/test_since_your_turn.py).

/**
 * Once the page is idle (the bots have played, the engine has answered every request): the
 * snapshot if `snapshot`, else null; rejects if it is not idle within `ms` milliseconds.
 * @param {[number, boolean]} args
 * @returns {Promise<unknown>}
 */
export function settled([ms, snapshot]) {
  /** @type {number | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = window.setTimeout(() => reject(new Error(`the page was not idle after ${ms} ms`)), ms);
  });
  return Promise.race([window.__prTest.idle(), late]).then(() => {
    window.clearTimeout(timer);
    return snapshot ? window.__prTest.snapshot() : null;
  });
}

/**
 * Why the game log's newest line is out of the player's sight, or null if he sees it.
 * @returns {string | null}
 */
export function newestLogLineHidden() {
  const log = document.querySelector('[data-testid=game-log]');
  const line = /** @type {HTMLElement | null} */ (log && log.lastElementChild);
  if (!log || !line) return 'the log is empty';
  const box = log.getBoundingClientRect(),
    at = line.getBoundingClientRect();
  if (!box.height) return 'the log is not shown';
  if (at.top < box.top - 1 || at.bottom > box.bottom + 1)
    return (
      `the newest line (${at.top}-${at.bottom}) is scrolled out of the log's ` +
      `box (${box.top}-${box.bottom}): ${line.innerText}`
    );
  if (at.bottom > innerHeight + 1 || at.top < -1)
    return (
      `the newest line is off the screen (${at.top}-${at.bottom}, window ` + `${innerHeight} high)`
    );
  return null;
}

/**
 * What answer_dialogs finds open: the chooser's options (their codes) if it is shown, and whether
 * the confirmation's button is; shown as Playwright's is_visible() says (a box, not hidden).
 * @returns {{ choices: string[], confirm: boolean }}
 */
export function dialogsShown() {
  /** @param {Element | null} e */
  const shown = (e) => {
    if (!e) return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  };
  const options = /** @type {HTMLElement[]} */ ([
    ...document.querySelectorAll('[data-testid=chooser] button.choice'),
  ]);
  return {
    choices: options.length && shown(options[0]) ? options.map((o) => o.dataset.code ?? '') : [],
    confirm: shown(document.querySelector('[data-testid=confirm-button]')),
  };
}

/**
 * Whether the game log is scrolled to its end (within 4 px), as it is when it follows the game.
 * @returns {boolean}
 */
export function logAtItsEnd() {
  const log = /** @type {HTMLElement} */ (document.querySelector('[data-testid=game-log]'));
  return log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
}

/**
 * The since-your-turn box's lines whose first line is not in its sight as it opens (scrolled to
 * its top): each line's text and the box's height.
 * @returns {string[]}
 */
export function unseenSinceYourTurnRows() {
  const box = /** @type {HTMLElement} */ (document.querySelector('[data-testid=since-your-turn]'));
  box.scrollTop = 0;
  const inner = box.getBoundingClientRect();
  const bottom = inner.top + box.clientTop + box.clientHeight;
  return [.../** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll('li'))]
    .filter((li) => {
      const r = li.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(li).lineHeight);
      return r.top + line > bottom + 0.5;
    })
    .map((li) => `${li.innerText} (box ${Math.round(inner.height)} px)`);
}
