// @ts-check
/**
 * The app's saved game on start-up: resumed, or the new-game screen with a save that cannot be
 * resumed offered for download; the game a link asks for (?autostart=1); and "open in another
 * tab" while another tab plays it (docs/saves.md).
 */
import { t } from '../kit/text.js';
import { byId, showScreen } from '../kit/dom.js';
import { refusalWithDetail } from './errors.js';
import { renderElsewhere } from './elsewhere.js';
import { gameFacts, optionsFromParams, quickNewGame } from './new-game.js';
import * as savedGame from './saved-game.js';
import { endGame, showResumed, showSetup, startGame } from './app-screens.js';
import { SAVE_SLOT } from './app-state.js';

/** @typedef {import('./app-state.js').App} App */
/** @typedef {import('./engine-client.js').Engine} Engine */

/**
 * The saved game resumed, or the new-game screen; ready once either is up.
 * @param {App} app @param {Engine} mine the engine of this start
 */
export async function openSavedGame(app, mine) {
  const badSave = await resumeSaved(app, mine);
  if (app.engine !== mine) return;
  // Ready once the first screen is up (the resumed game with its state, or the new-game
  // screen), not when the player has read why a save could not be resumed.
  app.markReady();
  if (badSave) await tellBadSave(app, mine, badSave);
}

/**
 * Why the saved game could not be resumed, with a way to keep it before a new game replaces it.
 * @param {App} app @param {Engine} mine @param {unknown} badSave the engine's refusal
 */
function tellBadSave(app, mine, badSave) {
  return app.modals.notice(
    t('save.badTitle'),
    t('save.badText', { message: refusalWithDetail(badSave) }),
    { label: t('save.download'), run: () => savedGame.downloadStored(app.modals, mine) },
  );
}

/**
 * Another tab took the game: this one stops saving it (every write done first) and says so.
 * @param {App} app
 */
export async function gameTakenElsewhere(app) {
  const mine = app.engine;
  app.modals.cancel();
  showElsewhere(app);
  try {
    await mine?.request('save_slot', { slot: null });
  } catch {
    /* a stopped engine saves nothing */
  }
}

/**
 * "This game is open in another tab", until this tab has it: when the player asks for it (Play
 * here) or the other tab closes. Then the game resumes as the other tab left it.
 * @param {App} app
 */
export function showElsewhere(app) {
  endGame(app);
  app.screenUnbind?.();
  showScreen('elsewhere');
  app.screenUnbind = renderElsewhere(byId('elsewhere'), () => app.tabLock?.askHolder(), app.pwa);
  const mine = app.engine;
  void app.tabLock?.wait().then(async (held) => {
    if (!held || app.engine !== mine || !mine || byId('elsewhere').hidden) return;
    try {
      await mine.request('save_slot', { slot: SAVE_SLOT });
    } catch {
      return; // the engine stopped: its crash handler shows why
    }
    await openSavedGame(app, mine);
  });
}

/**
 * The game a link asks for (?autostart=1). A saved game the player has played in (the engine's
 * `played_in`: decided in, before an update too, or a rulebook example) and not finished is
 * shown first and replaced only if he says so; one that cannot be resumed is offered for
 * download first (docs/saves.md).
 * @param {App} app @param {Engine} mine
 */
export async function autostart(app, mine) {
  const wanted = linkedGame(app);
  /** @type {import('../kit/snapshot.js').Snapshot | null} */
  let saved = null;
  /** @type {unknown} */
  let badSave = null;
  try {
    saved = await mine.request('resume_saved', {});
  } catch (err) {
    const e = /** @type {{code?: string}|null} */ (err);
    if (e && e.code === 'bad_save') badSave = e;
  }
  if (app.engine !== mine) return;
  if (savedGame.worthAsking(saved)) {
    showResumed(app, saved, true);
    app.markReady();
    if (!(await app.modals.confirm(t('menu.autostartConfirm'), t('menu.newGame')))) return;
  } else if (badSave) {
    showSetup(app);
    app.markReady();
    await tellBadSave(app, mine, badSave);
  }
  if (app.engine !== mine) return;
  await startGame(app, wanted);
  app.markReady();
}

/** The new game the link's parameters ask for. @param {App} app */
function linkedGame(app) {
  const params = app.params;
  const facts = gameFacts(app.games, params.get('game'));
  const players = params.get('players');
  const seedParam = params.get('seed');
  const bot = params.get('bot');
  return quickNewGame(facts, {
    players: players && /^\d$/.test(players) ? Number(players) : null,
    levels: bot ? [bot] : [],
    options: optionsFromParams(facts, params, (why) => console.warn(`autostart: ${why}`)),
    seed: seedParam && /^\d+$/.test(seedParam) ? Number(seedParam) : null,
  });
}

/**
 * Resumes the saved game, if there is one; else the setup screen.
 * @param {App} app @param {Engine} mine
 * @returns {Promise<unknown>} the refusal of a save that could not be resumed, or null
 */
async function resumeSaved(app, mine) {
  let snap;
  try {
    snap = await mine.request('resume_saved', {});
  } catch (err) {
    const e = /** @type {{code?: string}|null} */ (err);
    if (app.engine !== mine) return null;
    showSetup(app);
    return e && e.code === 'bad_save' ? e : null;
  }
  if (app.engine === mine) showResumed(app, snap, true);
  return null;
}
