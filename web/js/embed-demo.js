// @ts-check
/**
 * The embedding demo's own script: lists what the three embeds tell the page (their pr-* events),
 * the way a rules site would follow a game. Only the embed script's documented events are used.
 */

const list = /** @type {HTMLOListElement} */ (document.getElementById('events'));
const MAX_LINES = 60;

/** @param {Element} embed @param {string} text */
function line(embed, text) {
  const heading = embed.closest('section')?.querySelector('h2')?.textContent ?? embed.id;
  const item = document.createElement('li');
  item.textContent = `${heading}: ${text}`;
  list.append(item);
  while (list.children.length > MAX_LINES) list.firstElementChild?.remove();
  list.scrollTop = list.scrollHeight;
}

/** @param {import('./shell/embed-messages.js').PublicState | null} state */
function describe(state) {
  if (!state) return 'no game yet';
  const where = state.replaying
    ? `move ${state.step} of ${state.steps}`
    : `${state.steps} moves played`;
  const turn =
    state.current_player === null ? 'game over' : `${state.players[state.current_player]} to play`;
  return `${state.phase.replace('_', ' ')}, ${where}, ${turn}`;
}

for (const embed of document.querySelectorAll('pr-game')) {
  embed.addEventListener('pr-ready', () => line(embed, 'ready'));
  embed.addEventListener('pr-state', (ev) =>
    line(embed, describe(/** @type {CustomEvent} */ (ev).detail.state)),
  );
  embed.addEventListener('pr-gameover', (ev) => {
    /** @type {import('#bridge').Scores} */
    const scores = /** @type {CustomEvent} */ (ev).detail.scores;
    const totals = scores.players.map((p) => `${p.name} ${p.total}`);
    line(embed, `game over: ${totals.join(', ')}`);
  });
  embed.addEventListener('pr-error', (ev) =>
    line(embed, `error: ${/** @type {CustomEvent} */ (ev).detail.message}`),
  );
}
