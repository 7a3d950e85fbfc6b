// @ts-check
/**
 * The app around a game, wired: its state (shell/app-state.js) with the actions the screens ask
 * for, the header's controls, the language's redraws, and the start. main.js, the entry module,
 * makes it once with what only it may import (the registry, early.js's engine, URLs).
 */
import { clippedTexts } from '../kit/shapes.js';
import { createAppState } from './app-state.js';
import { boot } from './app-boot.js';
import { importGame, openGame } from './app-files.js';
import { relabelOnLanguageChange, startLanguage, switchLanguage } from './app-language.js';
import { setupChrome } from './app-menu.js';

/** @typedef {import('./app-state.js').App} App */

/**
 * The app, not started yet (startApp), every screen redrawn when the language changes.
 * @param {import('./app-state.js').AppDeps} deps @returns {App}
 */
export function createApp(deps) {
  const app = createAppState(deps, (self) => ({
    boot: () => boot(self()),
    openGame: (type, payload, failTitle) => openGame(self(), type, payload, failTitle),
    importGame: () => importGame(self()),
    switchLanguage: (code) => switchLanguage(self(), code),
  }));
  relabelOnLanguageChange(app);
  return app;
}

/**
 * Starts the app: its language file first (or waited for a while), the header bound, then the
 * engine booted (not waited for).
 * @param {App} app
 */
export async function startApp(app) {
  await startLanguage(app);
  setupChrome(app);
  void boot(app);
}

/**
 * The test hooks (window.__prTest, e2e/): what the page shows, read from the app's state.
 * `extra`: what a test computes with the page's own modules (inside its bundle).
 * @param {App} app @param {Record<string, unknown>} extra
 */
export function testHooks(app, extra) {
  return {
    ready: app.ready,
    snapshot: () => (app.game ? app.game.snap : null),
    targets: () => (app.game ? app.game.targets() : []),
    idle: () => (app.game ? app.game.idle() : Promise.resolve()),
    regions: () => (app.game ? app.game.regions() : null),
    lastRedrawAt: () => (app.game ? app.game.lastRedrawAt : 0),
    /** The bots' flights: how many have flown since the page opened, and whether some fly now. */
    motion: () =>
      app.game
        ? { flown: app.game.motion.flown(), flying: app.game.motion.running(performance.now()) }
        : null,
    /** The elements marked as changed by the bots since the player's last decision. */
    changed: () => (app.game ? [...app.game.changed] : []),
    /** The hint's marks on the board: element id -> rank. */
    hintMarks: () => (app.game ? Object.fromEntries(app.game.hint.marks()) : {}),
    /** The hint shown for the decision on screen, as the engine gave it (null: none shown). */
    hint: () => (app.game && app.game.snap ? app.game.hint.resultFor(app.game.snap) : null),
    /** A puzzle's verdict on screen: the search's answer it shows and the reader's choice's
     * rank. */
    puzzle: () => (app.game && app.game.puzzle ? app.game.puzzle.verdict() : null),
    /** "Since your turn": each player's changes since the player's last decision. */
    since: () => (app.game ? app.game.since.rows() : []),
    startup: () => (app.engine ? { ...app.engine.marks } : null),
    /** How the engine started: "memory snapshot" or "plain" (null before it is asked to). */
    boot: async () => (app.engine && app.engine.started ? (await app.engine.started).boot : null),
    startProgress: () => [...app.startProgress],
    clippedTexts: () => [...clippedTexts],
    useLanguage: app.language.use,
    ...extra,
  };
}
