// @ts-check
/** The status bar above the panel: phase, governor, whose turn (or who is thinking). */
import { t, list, percent } from '../kit/text.js';
import { el } from '../kit/dom.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */

/** @param {HTMLElement} root */
export function createStatus(root) {
  const phase = el('span', { class: 'phase', 'data-testid': 'phase' });
  // Not a live region: the announcer (announcer.js) tells the player's turn with its choices.
  const turn = el('span', { class: 'turn', 'data-testid': 'turn' });
  root.replaceChildren(
    el('div', { class: 'status-line' }, [phase]),
    el('div', { class: 'status-line' }, [turn]),
  );
  return {
    /**
     * @param {Snapshot} snap @param {string} phaseText the phase in words (the game's table's)
     * @param {string|null} thinking name of the bot thinking, or null
     * @param {number} [progress] how far its search is, 0..1 (a searching bot)
     */
    update(snap, phaseText, thinking, progress) {
      const view = snap.view;
      phase.textContent = phaseText;
      phase.setAttribute('data-phase', view.phase.name);
      /** @type {string} */
      let text;
      let cls = 'turn';
      if (snap.scores) {
        const names = snap.scores.winners.map((/** @type {number} */ w) => view.players[w].name);
        text =
          names.length === 1
            ? t('end.winner', { names: names[0] })
            : t('end.winners', { names: list(names) });
      } else if (snap.current_player === null || snap.current_player === undefined)
        text = t('status.gameOver');
      else if (snap.your_turn) {
        text = t('status.yourTurn');
        cls += ' you';
      } else if (thinking && progress !== undefined) {
        text = t('status.thinkingProgress', {
          name: thinking,
          percent: percent(progress),
        });
        cls += ' thinking';
      } else if (thinking) {
        text = t('status.thinking', { name: thinking });
        cls += ' thinking';
      } else text = t('status.turnOf', { name: view.players[snap.current_player].name });
      turn.textContent = text;
      turn.className = cls;
      if (snap.current_player !== null && snap.current_player !== undefined)
        turn.setAttribute('data-seat', String(snap.current_player));
    },
  };
}
