// @ts-check
/**
 * The screens the app moves between: the new-game screen, a game (new, guided or resumed), the
 * error screen (Retry starts a fresh engine) and the crash screen. Each takes the app's state
 * (shell/app-state.js); what lies above them (a start, opening a file) it asks `app.actions`.
 */
import { t } from '../kit/text.js';
import { byId, showScreen } from '../kit/dom.js';
import { renderError } from './error.js';
import { crashScreen } from './crash.js';
import { renderSetup } from './setup.js';
import { Game } from './game.js';
import { guidedGame } from './guide.js';
import { guideOffered, offerGuidedGame } from './guide-offer.js';
import { forgetGuideRecord, readGuideRecord, recordFits } from './guide-record.js';
import * as savedGame from './saved-game.js';
import { pace } from './app-pace.js';
import { SAVE_SLOT } from './app-state.js';

/** @typedef {import('./app-state.js').App} App */
/** @typedef {import('./engine-client.js').Engine} Engine */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */

/** The game on screen, if any, is gone. @param {App} app */
export function endGame(app) {
  if (app.game) {
    app.game.destroy();
    app.game = null;
  }
}

/**
 * The game screen with a new Game on it (the engine's game is shown by the caller).
 * @param {App} app
 * @param {Partial<import('./game.js').GameOptions>} [extra] options of the embed's games
 */
export function showGame(app, extra = {}) {
  app.screenUnbind?.();
  app.screenUnbind = null;
  endGame(app);
  showScreen('game');
  app.game = new Game({
    engine: /** @type {Engine} */ (app.engine),
    tables: app.tables,
    modals: app.modals,
    elements: gameElements(),
    delay: pace,
    instant: app.params.get('instant') === '1',
    onFatal: (err) => showCrash(app, err),
    onNewGame: () => showSetup(app),
    nameTab: app.language.nameTab,
    updates: app.pwa,
    ...extra,
  });
  return app.game;
}

/** The page's parts the game screen draws in. */
function gameElements() {
  return {
    canvas: /** @type {HTMLCanvasElement} */ (byId('board')),
    status: byId('status'),
    prompt: byId('prompt'),
    actions: byId('actions'),
    log: byId('log'),
    since: byId('since'),
    announcer: byId('announcer'),
    hint: byId('hint'),
    puzzle: byId('puzzle'),
    guide: byId('guide'),
    tooltip: byId('tooltip'),
    modal: byId('modal'),
    end: byId('end'),
    toast: byId('toast'),
    scoresButton: byId('show-scores'),
    replay: byId('replay'),
    undoButton: /** @type {HTMLButtonElement} */ (byId('undo')),
    panels: { mayor: byId('mayor'), keep: byId('keep'), picks: byId('picks') },
    tableDoc: byId('table-doc'),
  };
}

/**
 * Shows a resumed game; one whose moves this version no longer plays opens at its position,
 * and the player is told what went with them. The app's saved game (`saved`) comes back guided
 * if it was a guided one (shell/guide-record.js).
 * @param {App} app @param {Snapshot} snap @param {boolean} [saved]
 */
export function showResumed(app, snap, saved = false) {
  const shown = showGame(app);
  const record = saved ? readGuideRecord() : null;
  if (record && recordFits(record, snap)) shown.guide.resume(record);
  shown.show(snap);
  app.originalKept = savedGame.keepsOriginal(snap);
  if (snap.history_lost && app.engine) {
    void savedGame.tellHistoryLost(app.modals, app.engine, snap);
  }
}

/**
 * A new game with the new-game screen's payload.
 * @param {App} app @param {import('./setup.js').NewGame} payload
 * @returns {Promise<void>} once the game is shown
 */
export function startGame(app, payload) {
  forgetGuideRecord(); // a new game ends the guidance
  app.originalKept = false; // the worker drops it with the old game
  // Sent first: the engine makes the game while the game screen is built.
  const sent = /** @type {Engine} */ (app.engine).request('new_game', payload);
  sent.catch(() => {}); // the game reports a refusal or a failure
  return showGame(app).newGame(payload, sent);
}

/**
 * A guided first game of `id` (shell/guide.js); the offer on the setup screen is not made again.
 * @param {App} app @param {string} id @returns {Promise<void>} once the game is shown
 */
export function startGuided(app, id) {
  guideOffered();
  app.originalKept = false; // the worker drops it with the old game
  const payload = guidedGame(id);
  const sent = /** @type {Engine} */ (app.engine).request('new_game', payload);
  sent.catch(() => {}); // the game reports a refusal or a failure
  const shown = showGame(app);
  shown.guide.start(payload);
  return shown.newGame(payload, sent);
}

/**
 * The new-game screen, its defaults from the URL (`players`, `game`, `seed`).
 * @param {App} app
 * @param {import('./setup.js').SetupDraft} [draft] the form as it was, when redrawn
 */
export function showSetup(app, draft) {
  endGame(app);
  app.screenUnbind?.();
  showScreen('setup');
  const setup = renderSetup(byId('setup'), {
    games: app.games,
    nameTab: app.language.nameTab,
    updates: app.pwa,
    defaults: setupDefaults(app),
    onStart: (g) => {
      void startGame(app, g);
    },
    scenarios: app.scenarios,
    onScenario: (id) => {
      void app.actions.openGame('load_scenario', { id }, t('scenarios.title'));
    },
    onOpenFile: () => {
      void app.actions.importGame();
    },
    onExplainLevels: (text) => {
      void app.modals.notice(t('setup.aboutLevels'), text);
    },
    onLanguage: (code) => {
      void app.actions.switchLanguage(code);
    },
    draft,
  });
  app.setupForm = setup;
  if (!app.embed)
    offerGuidedGame(byId('setup'), (id) => {
      void startGuided(app, id);
    });
  app.screenUnbind = () => {
    setup.unbind();
    app.setupForm = null;
  };
}

/** The new-game form's defaults the URL asks for. @param {App} app */
function setupDefaults(app) {
  const seedParam = app.params.get('seed');
  const players = app.params.get('players');
  const asked = app.games.find((g) => g.id === app.params.get('game'));
  return {
    ...(players && /^\d$/.test(players) ? { players: Number(players) } : {}),
    ...(asked ? { game: asked.id } : {}),
    ...(seedParam && /^\d+$/.test(seedParam) ? { seed: Number(seedParam) } : {}),
  };
}

/**
 * The error screen; Retry starts a fresh engine.
 * @param {App} app @param {import('./crash.js').ErrorScreen} error
 */
export function showError(app, error) {
  app.embed?.failed(error);
  endGame(app);
  app.screenUnbind?.();
  showScreen('error');
  app.screenUnbind = renderError(byId('error'), error, () => {
    void app.actions.boot();
  });
}

/**
 * The engine stopped (or stopped answering): Retry resumes the saved game.
 * @param {App} app @param {unknown} err
 */
export function showCrash(app, err) {
  showError(app, crashScreen(err, app.embed ? null : SAVE_SLOT));
}
