// @ts-check
/**
 * Where the guided first game is in its guidance (shell/guide.js), kept in this browser's
 * `localStorage` (`pr.guide.v1`) beside the saved game it belongs to (docs/coach.md, "The guided
 * first game"): a reload, or the app opened again, resumes the saved game guided as it was. One
 * record, of the app's one saved game: a new game, a rulebook example or a game file forgets it
 * (main.js), and a saved game it does not fit (another game or table) ignores it. Embeds
 * never read or write it. Without storage the guidance lasts as long as the page.
 */

const KEY = 'pr.guide.v1';
const STAGES = ['intro', 'guiding', 'done', 'stopped'];

/**
 * The game guided (its id, its players' names and the player's seat: what tells it from another
 * saved game, whose seed stays hidden while it is played) and how far its guidance is: its stage;
 * the phases explained; the rounds played and the governor of the last one seen; the phase whose
 * explanation the panel shows, and whether the player has decided since it was shown.
 * @typedef {{
 *   game: string, names: string[], seat: number,
 *   stage: 'intro'|'guiding'|'done'|'stopped', explained: string[], rounds: number,
 *   governor: number|null, phase: string|null, decided: boolean,
 * }} GuideRecord
 */

/** @param {GuideRecord} record */
export function keepGuideRecord(record) {
  try {
    localStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    /* no storage: the guidance lasts as long as the page */
  }
}

export function forgetGuideRecord() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* no storage */
  }
}

/**
 * The record, if there is one of this shape (a damaged one is none).
 * @returns {GuideRecord|null}
 */
export function readGuideRecord() {
  let value;
  try {
    value = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const ok =
    typeof value.game === 'string' &&
    Array.isArray(value.names) &&
    value.names.every((/** @type {unknown} */ n) => typeof n === 'string') &&
    Number.isInteger(value.seat) &&
    STAGES.includes(value.stage) &&
    Array.isArray(value.explained) &&
    value.explained.every((/** @type {unknown} */ p) => typeof p === 'string') &&
    Number.isInteger(value.rounds) &&
    (value.governor === null || Number.isInteger(value.governor)) &&
    (value.phase === null || typeof value.phase === 'string') &&
    typeof value.decided === 'boolean';
  return ok ? /** @type {GuideRecord} */ (value) : null;
}

/**
 * Is `record` of the game in this snapshot (as the engine sends it): the same game, players'
 * names and seat?
 * @param {GuideRecord} record @param {import('../kit/snapshot.js').Snapshot} snap
 */
export function recordFits(record, snap) {
  const names = snap.view.players.map((/** @type {{name: string}} */ p) => p.name);
  return (
    record.game === snap.game &&
    record.seat === snap.seat &&
    JSON.stringify(record.names) === JSON.stringify(names)
  );
}
