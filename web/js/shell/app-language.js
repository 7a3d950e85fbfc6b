// @ts-check
/**
 * The app's language: the starting one waited for (a while), another chosen from the menu or the
 * new-game screen, every screen redrawn in it, and a language file that cannot be had said once
 * the first screen is up.
 */
import { t } from '../kit/text.js';
import { byId } from '../kit/dom.js';
import { startingLanguage } from './language.js';
import { paceOptions } from './app-pace.js';
import { showSetup } from './app-screens.js';

/** @typedef {import('./app-state.js').App} App */

// The language file first (a small file, and the engine is already downloading: early.js). If it
// takes too long, the app starts in English and switches when it comes.
const LANGUAGE_FILE_WAIT_MS = 5000;

/**
 * Loads the starting language (the URL's `lang`, else the remembered or the browser's); resolves
 * when it is in use or after a while. If it cannot be had, the player is told once the first
 * screen is up.
 * @param {App} app @returns {Promise<void>}
 */
export async function startLanguage(app) {
  const asked = startingLanguage(app.params.get('lang'));
  const startingWords = app.language.use(asked).catch((err) => {
    console.warn(`Puerto Rico speaks English: ${err.message}`);
    app.languageTrouble = err;
    if (app.firstScreenUp) void tellLanguageTrouble(app);
  });
  await Promise.race([
    startingWords,
    new Promise((resolve) => {
      setTimeout(resolve, LANGUAGE_FILE_WAIT_MS);
    }),
  ]);
}

/**
 * Says (once, in English: its texts are what failed) that the player's language is missing.
 * @param {App} app
 */
export async function tellLanguageTrouble(app) {
  app.firstScreenUp = true;
  const err = app.languageTrouble;
  if (!err) return;
  app.languageTrouble = null;
  await app.modals.notice(t('lang.label'), err.message);
}

/**
 * Speaks another language from now on (remembered, except inside another site's page, whose
 * `lang` decides there); a language file that cannot be downloaded is said and changes nothing.
 * @param {App} app @param {string} code
 */
export async function switchLanguage(app, code) {
  try {
    await app.language.use(code, { remember: !app.embed });
  } catch (err) {
    await app.modals.notice(t('lang.label'), /** @type {Error} */ (err).message);
  }
}

/**
 * Every screen redraws in the new language; the game keeps its state and its log.
 * @param {App} app
 */
export function relabelOnLanguageChange(app) {
  app.language.onChange(() => {
    paceOptions();
    app.game?.relabel();
    if (app.setupForm && !byId('setup').hidden) showSetup(app, app.setupForm.draft());
  });
}
