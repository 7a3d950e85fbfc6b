// @ts-check
/**
 * The embed's page and requests (shell/embedded.js): the header's controls it hides or turns into
 * Start over, the height it reports, a note where no game is on screen yet, the engine as a
 * view-only embed may use it, and the bots of a host's request per seat.
 */
import { t } from '../kit/text.js';
import { byId, el, on, showScreen } from '../kit/dom.js';

/** @typedef {{request: import('./turn-flow.js').ForwardedRequest}} Requester */

/** Moves a view-only embed never makes (nothing on screen offers them either). */
const MOVES = new Set(['act', 'arrange', 'bot_step', 'undo', 'play_from']);

/**
 * The engine as a view-only embed may use it: every move refused, every move stripped from the
 * snapshots.
 * @param {Requester} real @returns {Requester}
 */
export function viewOnlyEngine(real) {
  return {
    async request(type, payload) {
      if (MOVES.has(type))
        throw Object.assign(new Error(t('embed.viewOnly')), { code: 'illegal_action' });
      const result = await real.request(type, payload);
      return result &&
        typeof result === 'object' &&
        'legal' in result &&
        Array.isArray(result.legal)
        ? {
            ...result,
            legal: [],
            your_turn: false,
            bot_to_act: false,
            mayor: null,
            can_undo: false,
          }
        : result;
    },
  };
}

/**
 * Hides what makes no sense in someone else's page (the file menu, the new-game setup) and, in
 * view-only mode, everything that plays; in play mode "New game" becomes a restart of what the
 * page embedded. Returns that button (null in view-only mode).
 * @param {boolean} viewOnly @param {() => void} onRestart
 */
export function chrome(viewOnly, onRestart) {
  byId('more').hidden = true;
  byId('new-game').hidden = true;
  if (viewOnly) return null;
  const button = el('button', {
    type: 'button',
    class: 'btn subtle small',
    'data-testid': 'embed-restart',
    'data-t': 'embed.restart', // applyText relabels it when the language changes
    text: t('embed.restart'),
  });
  byId('new-game').after(button);
  on(button, 'click', onRestart);
  return button;
}

/**
 * Reports the page's height whenever it changes, once a screen other than the loading one is up
 * (meanwhile the embed keeps the height of its poster).
 * @param {(height: number) => void} report
 */
export function watchHeight(report) {
  let last = 0;
  const measure = () => {
    if (!byId('loading').hidden) return;
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0 && height !== last) {
      last = height;
      report(height);
    }
  };
  new ResizeObserver(measure).observe(document.body);
}

/**
 * A message in the embed where no game is on screen yet (a first position that does not load).
 * @param {string} title @param {string} message
 */
export function note(title, message) {
  let screen = document.getElementById('embed-note');
  if (!screen) {
    screen = el('section', {
      id: 'embed-note',
      class: 'screen embed-note',
      'data-screen': '',
      'data-testid': 'embed-note',
    });
    document.body.append(screen);
  }
  screen.replaceChildren(
    el('div', { class: 'card error-card', role: 'alert' }, [
      el('h1', { text: title }),
      el('p', { class: 'error-message', 'data-testid': 'embed-note-message', text: message }),
      el('p', { class: 'hint', text: t('embed.noteHint') }),
    ]),
  );
  showScreen('embed-note');
}

/**
 * Bot levels per seat, null at the reader's: `bots` name the other seats in order (the last
 * repeats).
 * @param {number} players @param {number} seat @param {string[]} bots
 */
export function seatLevels(players, seat, bots) {
  return Array.from({ length: players }, (_, s) =>
    s === seat ? null : bots[Math.min(s < seat ? s : s - 1, bots.length - 1)],
  );
}

/** @param {object|string} position */
export function playerCount(position) {
  let doc = position;
  if (typeof doc === 'string') {
    try {
      doc = JSON.parse(doc);
    } catch {
      return 0;
    } // the engine says what is wrong with it
  }
  const players = doc && /** @type {{players?: unknown}} */ (doc).players;
  return Array.isArray(players) ? players.length : 0;
}
