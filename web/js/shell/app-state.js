// @ts-check
/**
 * The app's state that outlives a call: one object, made once by the entry module (main.js) and
 * passed to the modules that drive the screens (shell/app.js and the app-*.js beside it). No
 * module keeps state of its own at its top level.
 */
import { createLanguageSwitch } from './language.js';
import { createPwa } from './pwa.js';
import { createTableText } from './table-text.js';

/** @typedef {import('./engine-client.js').Engine} Engine */
/** @typedef {{step: string, loaded: number, total: number}} StartProgress a start's report */
/** @typedef {import('./game.js').Game} Game */
/** @typedef {import('./game.js').GameOptions} GameOptions */
/** @typedef {ReturnType<typeof import('./modal.js').createModals>} Modals */
/** @typedef {ReturnType<typeof import('./embedded.js').createEmbed>} Embed */
/** @typedef {ReturnType<typeof import('./setup.js').renderSetup>} SetupForm */
/** @typedef {ReturnType<typeof import('./tab-lock.js').createTabLock>} TabLock */
/** @typedef {'load_game' | 'resume' | 'load_scenario'} OpenRequest a request that opens a game */

/**
 * What the entry module hands the app: the URL's parameters, the embed (inside another site's
 * page) or null, the dialogs, the registry's tables and catalogs (the shell imports no game), the
 * engine started with the page (early.js), and the URLs only the entry module may compute.
 * @typedef {{
 *   params: URLSearchParams,
 *   embed: Embed|null,
 *   modals: Modals,
 *   tables: GameOptions['tables'],
 *   useCatalogs: (games: import('./engine-client.js').GameFacts[]) => void,
 *   takeEarlyEngine: (onProgress: (progress: StartProgress) => void) =>
 *     {engine: Engine, started: ReturnType<Engine['start']>} | null,
 *   workerUrls: {serviceWorker: URL, runtimeCodeWorker: URL},
 * }} AppDeps
 */

/**
 * What a screen's module asks of the modules above it (shell/app.js wires them): so that the
 * screens know no module that knows them.
 * @typedef {{
 *   boot: () => Promise<void>,
 *   openGame: (type: OpenRequest, payload: Record<string, unknown>, failTitle: string) =>
 *     Promise<void>,
 *   importGame: () => Promise<void>,
 *   switchLanguage: (code: string) => Promise<void>,
 * }} AppActions
 */

/**
 * @typedef {AppDeps & {
 *   actions: AppActions,
 *   engine: Engine|null,
 *   game: Game|null,
 *   setupForm: SetupForm|null,
 *   screenUnbind: (() => void)|null,
 *   crashUnbind: (() => void)|null,
 *   saveUnbind: (() => void)|null,
 *   tabLock: TabLock|null,
 *   games: import('./engine-client.js').GameFacts[],
 *   scenarios: import('./setup.js').ScenarioInfo[],
 *   startProgress: StartProgress[],
 *   languageTrouble: Error|null,
 *   originalKept: boolean,
 *   tableText: ReturnType<typeof createTableText>,
 *   pwa: ReturnType<typeof createPwa>,
 *   language: ReturnType<typeof createLanguageSwitch>,
 *   firstScreenUp: boolean,
 *   ready: Promise<void>,
 *   markReady: () => void,
 * }} App
 * `setupForm`: the new-game form on screen; `screenUnbind`: unbinds the screen on show (setup,
 * error, elsewhere); `crashUnbind`, `saveUnbind`: stop listening to the engine of the last
 * start; `tabLock`: this tab's hold on the app's saved game; `games`, `scenarios`: the engine's
 * games as its hello says them and both games' examples; `startProgress`: the latest start's
 * progress reports, in order; `languageTrouble`: why the starting language's texts could not be
 * had, until it is said; `originalKept`: whether the slot keeps the original file of the save in
 * play (shell/saved-game.js: the Game menu offers it); `tableText`: the player's choice of the
 * table as text; `pwa`: the service worker and the versions (the screens offer an update);
 * `language`: the language spoken and the tab's name in it; `ready`: resolved once the first
 * screen is up (the test hook's).
 */

/** The save slot of the app's own game (an embed keeps none). */
export const SAVE_SLOT = 'app';

/**
 * @param {AppDeps} deps
 * @param {(app: () => App) => AppActions} actions the app's actions, given the app once made
 * @returns {App}
 */
export function createAppState(deps, actions) {
  /** @type {() => void} */
  let markReady = () => {};
  const ready = new Promise((resolve) => {
    markReady = () => resolve(undefined);
  });
  /** @type {App} */
  const app = {
    ...deps,
    actions: actions(() => app),
    engine: null,
    game: null,
    setupForm: null,
    screenUnbind: null,
    crashUnbind: null,
    saveUnbind: null,
    tabLock: null,
    games: [],
    scenarios: [],
    startProgress: [],
    languageTrouble: null,
    originalKept: false,
    tableText: createTableText(),
    pwa: createPwa(),
    language: createLanguageSwitch(),
    firstScreenUp: false,
    ready,
    markReady,
  };
  return app;
}
