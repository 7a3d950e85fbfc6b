// @ts-check
/**
 * The error screen of an engine that died or stopped answering (shell/engine-client.js's
 * watchdog): what happened in plain words, Try again (a new engine that resumes the saved game)
 * and Download my game. The saved game is the worker's (docs/saves.md), but a dead worker cannot
 * hand it over: the page reads it from IndexedDB itself, only when the player asks for it, as
 * stored after the last answer the engine gave.
 */
import { t } from '../kit/text.js';
import { readKeptSave } from './engine-client.js';
import { downloadGameFile } from './gamefile.js';
import { thrown } from './errors.js';

/**
 * @typedef {{title: string, message: string, detail?: string,
 *   rescue?: {label: string, run: () => Promise<boolean>}}} ErrorScreen
 */

/**
 * @param {unknown} caught the engine's `engine_stopped` error (or anything thrown)
 * @param {string | null} slot the save slot of the game in play (null: none, an embed)
 * @returns {ErrorScreen}
 */
export function crashScreen(caught, slot) {
  const err = thrown(caught);
  const what = t(err.hung ? 'error.hung' : 'error.crash');
  return {
    title: t('error.play.title'),
    message: slot ? `${what} ${t('error.kept')}` : what,
    detail: String(err.detail || err.message || '') || String(caught),
    rescue: slot ? { label: t('error.downloadGame'), run: () => downloadKept(slot) } : undefined,
  };
}

/**
 * Downloads the slot's save as it is stored. @param {string} slot
 * @returns {Promise<boolean>} false: there is none (or storage cannot be read)
 */
async function downloadKept(slot) {
  const text = await readKeptSave(slot);
  if (text === null) return false;
  downloadGameFile(text);
  return true;
}
