// @ts-check
/**
 * Games in and out of the app: a game file saved, a game file or a position file opened in place
 * of the game in play, a game the engine makes from a request (a rulebook example, a file).
 */
import { t } from '../kit/text.js';
import { refusalText, refusalWithDetail } from './errors.js';
import { downloadGameFile, pickGameFile } from './gamefile.js';
import { forgetGuideRecord } from './guide-record.js';
import * as savedGame from './saved-game.js';
import { showCrash, showGame, showResumed } from './app-screens.js';

/** @typedef {import('./app-state.js').App} App */
/** @typedef {import('./app-state.js').OpenRequest} OpenRequest */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */

/** The game in play, downloaded as a game file. @param {App} app */
export async function exportGame(app) {
  if (!app.engine) return;
  try {
    const { save } = await app.engine.request('export', {});
    downloadGameFile(save);
  } catch (err) {
    await app.modals.notice(t('menu.export'), refusalText(err));
  }
}

/** Opens a game file in place of the game in play; a bad file changes nothing. @param {App} app */
export async function importGame(app) {
  if (!app.engine) return;
  if (!(await mayReplaceGame(app))) return;
  let text;
  try {
    text = await pickGameFile();
  } catch (err) {
    await app.modals.notice(t('menu.openTitle'), /** @type {Error} */ (err).message);
    return;
  }
  if (text === null) return;
  // A position file (docs/position-format.md) opens as a game from that position.
  let doc = null;
  try {
    doc = JSON.parse(text);
  } catch {
    /* the engine says what is wrong with it */
  }
  const isPosition =
    doc &&
    typeof doc === 'object' &&
    !Array.isArray(doc) &&
    doc.format !== 'pr-core-save' &&
    'players' in doc;
  // Sent without the file's spaces and line breaks: a valid file laid out generously must not
  // exceed what one request to the engine may hold.
  const sent = doc === null ? text : JSON.stringify(doc);
  if (isPosition) await openGame(app, 'load_game', { position: sent }, t('menu.openTitle'));
  else await openGame(app, 'resume', { save: sent }, t('menu.openTitle'));
}

/**
 * Whether a file may replace the game in play: asked if it is not over.
 * @param {App} app @returns {Promise<boolean>}
 */
async function mayReplaceGame(app) {
  const game = app.game;
  // While the player steps through a game, it is the live game that a file would replace.
  const live = game && (game.replaying ? game.live : game.snap);
  if (live && !live.scores && (!game?.replaying || savedGame.worthAsking(live))) {
    return app.modals.confirm(t('menu.importConfirm'), t('menu.import'));
  }
  return true;
}

/**
 * Asks the engine for a game (resume, load_scenario) and shows it; a refusal is told in a
 * notice and leaves everything as it was.
 * @param {App} app @param {OpenRequest} type
 * @param {Record<string, unknown>} payload
 * @param {string} failTitle
 */
export async function openGame(app, type, payload, failTitle) {
  if (!app.engine) return;
  let snap;
  try {
    // all three answer with a game's snapshot
    snap = /** @type {Snapshot} */ (await app.engine.request(type, payload));
  } catch (err) {
    const e = /** @type {{code?: string}|null} */ (err);
    if (e && e.code === 'engine_stopped') {
      showCrash(app, e);
      return;
    }
    await app.modals.notice(failTitle, refusalWithDetail(e));
    return;
  }
  forgetGuideRecord(); // the saved game is no longer the guided one
  app.originalKept = savedGame.keepsOriginal(snap); // the worker kept or dropped it
  if (type === 'resume') showResumed(app, snap);
  else showGame(app).show(snap);
}
