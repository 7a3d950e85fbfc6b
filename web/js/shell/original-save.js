// @ts-check
/**
 * The original file of a save that an update brought up to date (docs/saves.md, "An old save's
 * original file"). Opening an earlier engine's save whose moves no longer replay rewrites it in
 * this version's format, its history gone; its text as it was is kept beside the save (the
 * slot's key with ".original": no slot has a dot) so that the player can still download it,
 * until he starts another game in that slot. Run in the engine's worker, like savestore.js.
 */
import { deleteSave, readSave, writeSave } from './savestore.js';

/** The requests that put another game in the slot (resume_saved resumes the same one). */
const STARTS = new Set(['new_game', 'load_game', 'load_scenario', 'resume']);

/** @param {string} slot */
const key = (slot) => `${slot}.original`;

/**
 * Before a request's save is written: keeps the text the game was opened from when the engine
 * says its history was lost to the update, forgets the one kept when another game starts, and
 * says in the answer whether the slot has an original file (`original`).
 * @param {string} slot @param {string} type the request
 * @param {string|null} opened the save text the game was opened from (resume, resume_saved)
 * @param {{ok?: boolean, result?: {save?: unknown, history_lost?: unknown, original?: boolean}}
 *   | null} response the engine's answer, its save still in it (the fields read here)
 */
export async function followOriginal(slot, type, opened, response) {
  const result = response && response.ok ? response.result : null;
  if (!result || typeof result.save !== 'string') return;
  if (result.history_lost && opened !== null) {
    result.original = await writeSave(key(slot), opened);
  } else if (STARTS.has(type)) {
    await deleteSave(key(slot));
  } else if (type === 'resume_saved') {
    result.original = (await readSave(key(slot))) !== null;
  }
}

/** @param {string} slot @returns {Promise<string | null>} the original file kept, if any */
export function readOriginal(slot) {
  return readSave(key(slot));
}
