// @ts-check
/**
 * What happened, read out: the page's one polite live region (`#announcer`, a visually hidden
 * `role="status"`) tells a screen reader each step's events once, in the log's words, and the
 * player's own turn: what he must decide and how many choices he has. The player chooses how
 * much he hears (the Game menu's "Read out", remembered): every move as it is made, or only,
 * when his turn comes, what changed since his last one (the "since your turn" box's lines).
 *
 * A step is a paragraph added to the region (`aria-atomic="false"`, additions only): a screen
 * reader reads the new paragraph alone, and the region holds what was said since the player's
 * own last decision. A game shown again (a reload, an undo, the end of a step-through: the
 * engine's `full_log`) is not news, nor is a redraw or a change of language; in the
 * step-through the move shown is told instead, once.
 */
import { t, list } from '../kit/text.js';
import { el } from '../kit/dom.js';
import { sentence, sinceText, turnText, untold } from '../kit/announce.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/logbook.js').LogLine} LogLine */
/** @typedef {import('../kit/since.js').SinceRow} SinceRow */
/** @typedef {import('../kit/table.js').Table} Table */
/** @typedef {'every'|'since'} ReadOut how much is read out */
/**
 * What the announcer reads of the game on screen (shell/game.js).
 * @typedef {{
 *   log: {lines: () => LogLine[]}, since: {rows: () => SinceRow[]}, table: Table,
 *   els: {prompt: HTMLElement},
 *   replaying: {step: number, steps: number}|null,
 *   replayShown: import('../kit/snapshot.js').ReplayStep|null,
 * }} AnnouncedGame
 */

const READ_OUT_KEY = 'pr.readOut.v1';
/** @type {ReadOut[]} */
const READ_OUTS = ['every', 'since'];

/**
 * How much is read out, as the player chose it: every move unless he chose less.
 * @returns {ReadOut}
 */
export function readOut() {
  try {
    return localStorage.getItem(READ_OUT_KEY) === 'since' ? 'since' : 'every';
  } catch {
    return 'every'; // no storage
  }
}

/** The Game menu's item for it: "Read out: Every move". */
export function readOutItem() {
  return {
    label: `${t('announce.readOut')}: ${t(`announce.readOut.${readOut()}`)}`,
    value: 'readOut',
  };
}

/**
 * Asks the player how much is read out, and remembers his choice.
 * @param {ReturnType<typeof import('./modal.js').createModals>} modals
 * @param {{x: number, y: number}} at where the menu was
 */
export async function chooseReadOut(modals, at) {
  const options = READ_OUTS.map((value) => ({ label: t(`announce.readOut.${value}`), value }));
  const chosen = await modals.choose(t('announce.readOut'), options, at);
  if (!chosen) return;
  try {
    localStorage.setItem(READ_OUT_KEY, chosen);
  } catch {
    /* no storage: for this page only */
  }
}

/** @param {Snapshot} snap the winners, in the status line's words */
function winnersText(snap) {
  const scores = /** @type {import('#bridge').Scores} */ (snap.scores); // the game is over
  const names = scores.winners.map((w) => snap.view.players[w].name);
  return sentence(
    names.length === 1
      ? t('end.winner', { names: names[0] })
      : t('end.winners', { names: list(names) }),
  );
}

/** @param {Snapshot} snap one decision of the player's, told once however often it is drawn */
const turnKey = (snap) => `${snap.steps}|${snap.legal.map((e) => e.code).join(',')}`;

/**
 * @param {HTMLElement} root the live region (index.html's `#announcer`)
 * @param {AnnouncedGame} game
 */
export function createAnnouncer(root, game) {
  root.setAttribute('aria-atomic', 'false');
  root.setAttribute('aria-relevant', 'additions');
  root.replaceChildren();
  /** @type {string[]|null} the log's lines as last told (null: no game shown yet) */
  let told = null;
  /** @type {string|null} the player's decision last told */
  let turnTold = null;
  /** @type {string[]} what the bots did since the player's decision, not read out yet */
  let unsaid = [];
  let fresh = false; // the player has decided: the region starts again

  /** @param {string[]} sentences one paragraph, read as one */
  const say = (sentences) => {
    if (!sentences.length) return;
    if (fresh) root.replaceChildren();
    fresh = false;
    root.append(el('p', { text: sentences.join(' ') }));
  };
  const logLines = () => game.log.lines().map((line) => line.text);

  return {
    /**
     * A snapshot is on screen (its log lines added, its panels drawn): its news, and the
     * player's turn if it is his.
     * @param {Snapshot} snap @param {boolean} byBot a bot's step
     */
    shown(snap, byBot) {
      const lines = logLines();
      const first = told === null;
      const news = snap.full_log ? [] : untold(told ?? [], lines).map(sentence);
      told = lines;
      if (first && snap.full_log) {
        // A game reopened (a reload): told before.
        if (snap.your_turn) turnTold = turnKey(snap);
        return;
      }
      if (!byBot) {
        fresh = true;
        unsaid = [];
      }
      const every = readOut() === 'every';
      if (snap.scores) {
        if (!snap.full_log) say([...(every ? news : [...unsaid, ...news]), winnersText(snap)]);
        unsaid = [];
        return;
      }
      if (every) say(news);
      else if (byBot) unsaid.push(...news);
      if (!snap.your_turn || turnKey(snap) === turnTold) return;
      turnTold = turnKey(snap);
      const rows = !every && byBot ? game.since.rows() : [];
      if (rows.length) say([sinceText(rows)]);
      unsaid = [];
      say([turnText(game.els.prompt.textContent ?? '', snap.legal.length)]);
    },
    /** The step-through shows a move: where it is and what the move did. */
    stepShown() {
      const r = game.replaying;
      const shown = game.replayShown;
      if (!r || !shown) return;
      const lines = game.table.moveLines(shown.events, shown.view).map((line) => line.text);
      if (shown.scores) lines.push(t('replay.endScores'));
      const where =
        r.step === 0 ? t('replay.start') : t('replay.step', { step: r.step, steps: r.steps });
      fresh = true;
      say([where, ...lines].map(sentence));
    },
    /** The log was written again (another language): what it says now was told already. */
    hush() {
      if (told !== null) told = logLines();
    },
  };
}
