// What the page object of a game's table (e2e/pages/table.py) reads off the page itself.

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
