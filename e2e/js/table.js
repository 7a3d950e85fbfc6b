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
