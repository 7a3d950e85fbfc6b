// @ts-check
/**
 * The engine's life cycle: a fresh engine started with its progress on the loading screen (the
 * first start takes the one early.js started with the page), its saves and its crash watched, its
 * games asked for, then the first screen (docs/ui.md). Retry on the error screen comes back here.
 */
import { t } from '../kit/text.js';
import { byId, showScreen } from '../kit/dom.js';
import { Engine } from './engine-client.js';
import { createLoading } from './loading.js';
import { createSaveWarning } from './save-warning.js';
import { createTabLock } from './tab-lock.js';
import { endGame, showCrash, showError, showGame } from './app-screens.js';
import { autostart, gameTakenElsewhere, openSavedGame, showElsewhere } from './app-resume.js';
import { exportGame } from './app-files.js';
import { tellLanguageTrouble } from './app-language.js';
import { SAVE_SLOT } from './app-state.js';

/** @typedef {import('./app-state.js').App} App */

/** Boots a fresh engine and shows its progress; on failure the error screen. @param {App} app */
export async function boot(app) {
  endGame(app);
  app.crashUnbind?.();
  app.crashUnbind = null;
  app.engine?.terminate();
  const mine = await startEngine(app);
  if (!mine) return;
  watchEngine(app, mine);
  if (!app.embed) app.tabLock ??= createTabLock(() => gameTakenElsewhere(app), app.pwa.isOutdated);
  // The saved game is this tab's only while no other tab plays it.
  const owns = app.tabLock ? await app.tabLock.claim() : false;
  if (app.engine !== mine) return;
  if (!(await askGames(app, mine, owns))) return;
  if (app.embed) {
    app.markReady();
    // No service worker: a rules page's reader did not ask to keep the whole app offline.
    app.embed.start({
      engine: mine,
      games: app.games,
      scenarios: app.scenarios,
      showGame: (extra) => showGame(app, extra),
      modals: app.modals,
    });
    void tellLanguageTrouble(app);
    return;
  }
  // After the engine's own downloads: the precache then revalidates them (304s) instead of
  // competing with them for the network and the two cores.
  void app.pwa.register(app.workerUrls);
  app.pwa.reloadWhenIdle(() => !app.engine || app.engine.pending.size === 0);
  if (!owns) {
    showElsewhere(app);
    app.markReady();
  } else if (app.params.get('autostart') === '1') {
    await autostart(app, mine);
  } else {
    await openSavedGame(app, mine);
  }
  void tellLanguageTrouble(app);
}

/**
 * The loading screen while an engine starts: the app's engine once it has, else null (it failed,
 * and the error screen says why, or a newer start replaced it).
 * @param {App} app @returns {Promise<Engine|null>}
 */
async function startEngine(app) {
  showScreen('loading');
  const loading = createLoading(byId('loading'));
  /** @type {import('./app-state.js').StartProgress[]} */
  const progress = [];
  app.startProgress = progress;
  /** @param {import('./app-state.js').StartProgress} p */
  const shown = (p) => {
    progress.push(p);
    loading.update(p);
  };
  const early = app.takeEarlyEngine(shown);
  const mine = early ? early.engine : new Engine();
  app.engine = mine;
  try {
    await (early ? early.started : mine.start(shown));
  } catch (err) {
    if (app.engine === mine) showError(app, startErrorText(err));
    return null;
  }
  if (app.engine !== mine) return null;
  loading.finish();
  return mine;
}

/**
 * Tells whether the game is saved and shows the crash screen if the engine stops, for as long
 * as `mine` is the app's engine.
 * @param {App} app @param {Engine} mine
 */
function watchEngine(app, mine) {
  const saveWarning = createSaveWarning(byId('save-warning'), () => exportGame(app));
  app.saveUnbind?.();
  const unlisten = mine.onSave((saved) => {
    if (app.engine === mine) saveWarning.update(saved);
  });
  app.saveUnbind = () => {
    unlisten();
    saveWarning.unbind();
    saveWarning.update(true);
  };
  app.crashUnbind = mine.onCrash((err) => {
    if (app.engine === mine) showCrash(app, err);
  });
}

/**
 * The engine's games and examples, with the save slot set; false (the error screen up, or a
 * newer start under way) if the engine did not answer.
 * @param {App} app @param {Engine} mine @param {boolean} owns whether this tab keeps the save
 * @returns {Promise<boolean>}
 */
async function askGames(app, mine, owns) {
  try {
    // Sent together: the worker answers in order, without waiting for the page in between.
    const [hello, allScenarios] = await Promise.all([
      mine.request('hello', {}),
      mine.request('scenarios', {}),
      mine.request('save_slot', { slot: owns ? SAVE_SLOT : null }),
    ]);
    // The games, their options and levels, and the tables the boards draw: the engine's word.
    app.useCatalogs(hello.games);
    app.games = hello.games;
    // Both games' examples: San Juan's name their game.
    app.scenarios = allScenarios;
    return true;
  } catch (err) {
    if (app.engine !== mine) return false;
    const e = /** @type {{detail?: string, message?: string}|null} */ (err);
    showError(app, {
      title: t('error.title'),
      message: t('error.engine'),
      detail: (e && (e.detail || e.message)) || String(err),
    });
    return false;
  }
}

/**
 * The error screen's words for an engine that could not start.
 * @param {unknown} thrown an EngineStartError (or anything thrown)
 */
function startErrorText(thrown) {
  const err = /** @type {{step?: string, message?: string, detail?: string}|null} */ (thrown);
  const step = err && err.step;
  const key =
    step === 'download' || step === 'runtime' || step === 'engine'
      ? `error.${step}`
      : 'error.unknown';
  return {
    title: t('error.title'),
    message: t(key),
    detail: [err && err.message, err && err.detail].filter(Boolean).join('\n'),
  };
}
