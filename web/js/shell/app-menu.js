// @ts-check
/**
 * The header's controls: the bots' pace, New game, and the Game menu (hint, step through,
 * keys, a guided game, save to a file or open one, the table as text, read out, language).
 */
import { t, LANGUAGES, currentLocale } from '../kit/text.js';
import { applyText, byId, on } from '../kit/dom.js';
import { languageName } from './language.js';
import { showKeys } from './keys-help.js';
import { GUIDED } from './guide.js';
import { chooseReadOut, readOutItem } from './announcer.js';
import * as savedGame from './saved-game.js';
import { show as showTableText } from './table-text.js';
import { bindPace } from './app-pace.js';
import { showSetup, startGuided } from './app-screens.js';
import { exportGame, importGame } from './app-files.js';
import { switchLanguage } from './app-language.js';

/** @typedef {import('./app-state.js').App} App */
/** @typedef {{x: number, y: number}} Point */

/** The page's title and words, and the header's controls bound. @param {App} app */
export function setupChrome(app) {
  document.title = t('app.title');
  applyText(document);
  bindPace(app.params.get('pace'));
  on(byId('new-game'), 'click', async () => {
    if (!(await mayLeaveGame(app, t('menu.newGame')))) return;
    showSetup(app);
  });
  if (!app.embed) showTableText(byId('table-doc'), app.tableText.shown());
  on(byId('more'), 'click', () => {
    void gameMenu(app);
  });
}

/**
 * Whether the game on screen may be left for another: asked if it is not over.
 * @param {App} app @param {string} yesLabel @returns {Promise<boolean>}
 */
async function mayLeaveGame(app, yesLabel) {
  const game = app.game;
  if (game && game.snap && !game.snap.scores) {
    return app.modals.confirm(t('menu.newGameConfirm'), yesLabel);
  }
  return true;
}

/**
 * The Game menu's items, those that apply now.
 * @param {App} app @returns {{label: string, value: string}[]}
 */
function menuItems(app) {
  const game = app.game;
  return [
    ...(game && game.snap && game.snap.your_turn && !game.replaying
      ? [{ label: t('menu.hint'), value: 'hint' }]
      : []),
    { label: t('menu.replay'), value: 'replay' },
    { label: t('menu.keys'), value: 'keys' },
    { label: t('menu.guided'), value: 'guided' },
    { label: t('menu.export'), value: 'export' },
    ...(app.originalKept ? [{ label: t('save.downloadOriginal'), value: 'original' }] : []),
    { label: t('menu.import'), value: 'import' },
    ...(app.embed ? [] : [app.tableText.choice()]),
    readOutItem(),
    { label: `${t('lang.label')}: ${languageName(currentLocale())}`, value: 'language' },
  ];
}

/** The game's menu: step through it, save it to a file, open a file instead. @param {App} app */
async function gameMenu(app) {
  if (!app.game || !app.engine) return;
  const r = byId('more').getBoundingClientRect();
  const at = { x: r.left + r.width / 2, y: r.bottom };
  const choice = await app.modals.choose(t('menu.moreTitle'), menuItems(app), at);
  if (choice === 'hint') void app.game?.askHint();
  if (choice === 'replay') void app.game?.openReplay(0);
  if (choice === 'keys') await showKeys(app.modals);
  if (choice === 'guided') await chooseGuided(app, at);
  if (choice === 'export') await exportGame(app);
  if (choice === 'original' && app.engine) {
    await savedGame.downloadStored(app.modals, app.engine, true);
  }
  if (choice === 'import') await importGame(app);
  if (choice === 'table-text') app.tableText.toggle(byId('table-doc'));
  if (choice === 'readOut') await chooseReadOut(app.modals, at);
  if (choice === 'language') {
    const code = await app.modals.choose(
      t('lang.label'),
      LANGUAGES.map(([value, label]) => ({ label, value, lang: value })),
      at,
    );
    if (code) await switchLanguage(app, code);
  }
}

/**
 * The guided game's menu: which game; then one in place of the game on screen.
 * @param {App} app @param {Point} at where the menu opens
 */
async function chooseGuided(app, at) {
  const which = await app.modals.choose(
    t('menu.guided'),
    Object.keys(GUIDED).map((id) => ({ label: t(`game.${id}`), value: id })),
    at,
  );
  if (!which) return;
  if (!(await mayLeaveGame(app, t('menu.guided')))) return;
  await startGuided(app, which);
}
