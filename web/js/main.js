// @ts-check
/**
 * Wiring: the screens (loading -> setup -> game -> end, and the error screen with Retry), the
 * engine's life cycle, URL parameters and the test hooks on window.__prTest (docs/ui.md).
 */
import { Engine } from './shell/engine-client.js';
import { takeEarlyEngine } from './early.js';
import { t, LANGUAGES, currentLocale } from './kit/text.js';
import { startingLanguage, useLanguage, onLanguageChange, languageName } from './shell/language.js';
import { refusalText, refusalWithDetail } from './shell/errors.js';
import { applyText, byId, on, showScreen, el } from './kit/dom.js';
import { createLoading } from './shell/loading.js';
import { renderError } from './shell/error.js';
import { crashScreen } from './shell/crash.js';
import { renderSetup } from './shell/setup.js';
import { createModals } from './shell/modal.js';
import { bindKeysHelp, showKeys } from './shell/keys-help.js';
import { downloadGameFile, pickGameFile } from './shell/gamefile.js';
import { Game } from './shell/game.js';
import { clippedTexts } from './kit/shapes.js';
import { tableFor, puertoRicoLayout, useCatalogs } from './games/index.js';
import { gameFacts, optionsFromParams, quickNewGame } from './shell/new-game.js';
import { isOutdated, registerServiceWorker } from './shell/pwa.js';
import { reloadIntoNewVersion } from './shell/version-switch.js';
import { createEmbed } from './shell/embedded.js';
import { createSaveWarning } from './shell/save-warning.js';
import { createTabLock } from './shell/tab-lock.js';
import { renderElsewhere } from './shell/elsewhere.js';
import { GUIDED, guidedGame } from './shell/guide.js';
import { guideOffered, offerGuidedGame } from './shell/guide-offer.js';
import { forgetGuideRecord, readGuideRecord, recordFits } from './shell/guide-record.js';
import * as savedGame from './shell/saved-game.js';
import * as tableText from './shell/table-text.js';
import { chooseReadOut, readOutItem } from './shell/announcer.js';

/** @type {any} */ (window).__prBooted = true;

const params = new URLSearchParams(location.search);
const INSTANT = params.get('instant') === '1';
const PACES = { slow: 1600, normal: 800, fast: 250 };
const PACE_KEY = 'pr.pace.v1';
// Inside another site's page (web/embed.js): no save slot, no setup, the host's game
// (shell/embedded.js).
const embed = params.get('embed') === '1' ? createEmbed(params) : null;

/** @type {Engine|null} */
let engine = null;
/** @type {ReturnType<typeof renderSetup>|null} the new-game form on screen */
let setupForm = null;
/** @type {Game|null} */
let game = null;
/** @type {(() => void)|null} */
let screenUnbind = null;
/** @type {(() => void)|null} */
let crashUnbind = null;
/** @type {(() => void) | null} stops telling whether the game is saved (a new engine's start) */
let saveUnbind = null;
/** @type {ReturnType<typeof createTabLock> | null} this tab's hold on the app's saved game */
let tabLock = null;
/**
 * The games as the engine's hello says them.
 * @type {import('./shell/engine-client.js').GameFacts[]}
 */
let games = [];
/** @type {import('./shell/setup.js').ScenarioInfo[]} */
let scenarioList = [];
const modals = createModals(byId('modal'));
bindKeysHelp(modals);
const SAVE_SLOT = 'app';

/** @type {() => void} */
let markReady = () => {};
/** @type {import('./early.js').StartProgress[]} the latest start's progress reports, in order */
let startProgress = [];
/** @type {Promise<void>} */
const ready = new Promise((resolve) => {
  markReady = resolve;
});

/** @type {any} */ (window).__prTest = {
  ready,
  snapshot: () => (game ? game.snap : null),
  targets: () => (game ? game.targets() : []),
  idle: () => (game ? game.idle() : Promise.resolve()),
  regions: () => (game ? game.regions() : null),
  lastRedrawAt: () => (game ? game.lastRedrawAt : 0),
  /** The bots' flights: how many have flown since the page opened, and whether some fly now. */
  motion: () =>
    game ? { flown: game.motion.flown(), flying: game.motion.running(performance.now()) } : null,
  /** The elements marked as changed by the bots since the player's last decision. */
  changed: () => (game ? [...game.changed] : []),
  /** The hint's marks on the board: element id -> rank. */
  hintMarks: () => (game ? Object.fromEntries(game.hint.marks()) : {}),
  /** The hint shown for the decision on screen, as the engine gave it (null: none shown). */
  hint: () => (game && game.snap ? game.hint.resultFor(game.snap) : null),
  /** A puzzle's verdict on screen: the search's answer it shows and the reader's choice's rank. */
  puzzle: () => (game && game.puzzle ? game.puzzle.verdict() : null),
  /** "Since your turn": each player's changes since the player's last decision. */
  since: () => (game ? game.since.rows() : []),
  startup: () => (engine ? { ...engine.marks } : null),
  /** How the engine started: "memory snapshot" or "plain" (null before it is asked to). */
  boot: async () => (engine && engine.started ? (await engine.started).boot : null),
  startProgress: () => [...startProgress],
  clippedTexts: () => [...clippedTexts],
  // The page's own modules are inside its bundle (build/bundle.mjs): what a test computes with
  // them.
  useLanguage,
  computeLayout: puertoRicoLayout.computeLayout,
  tallSheetHeight: puertoRicoLayout.tallSheetHeight,
};

function pace() {
  const sel = /** @type {HTMLSelectElement} */ (byId('pace'));
  return PACES[/** @type {keyof PACES} */ (sel.value)] ?? PACES.normal;
}

/** The bot speed's choices, in the language in use. */
function paceOptions() {
  const sel = /** @type {HTMLSelectElement} */ (byId('pace'));
  const value = sel.value;
  sel.replaceChildren(
    ...Object.keys(PACES).map((k) => el('option', { value: k, text: t(`pace.${k}`) })),
  );
  if (value) sel.value = value;
}

function setupChrome() {
  document.title = t('app.title');
  applyText(document);
  paceOptions();
  const sel = /** @type {HTMLSelectElement} */ (byId('pace'));
  let stored = null;
  try {
    stored = localStorage.getItem(PACE_KEY);
  } catch {
    /* no storage */
  }
  const wanted = params.get('pace') ?? stored ?? 'normal';
  sel.value = wanted in PACES ? wanted : 'normal';
  on(sel, 'change', () => {
    try {
      localStorage.setItem(PACE_KEY, sel.value);
    } catch {
      /* no storage */
    }
  });
  on(byId('new-game'), 'click', async () => {
    if (game && game.snap && !game.snap.scores) {
      const ok = await modals.confirm(t('menu.newGameConfirm'), t('menu.newGame'));
      if (!ok) return;
    }
    showSetup();
  });
  if (!embed) tableText.show(byId('table-doc'), tableText.shown());
  on(byId('more'), 'click', () => {
    void gameMenu();
  });
}

/** The game's menu: step through it, save it to a file, open a file instead. */
async function gameMenu() {
  if (!game || !engine) return;
  const r = byId('more').getBoundingClientRect();
  const at = { x: r.left + r.width / 2, y: r.bottom };
  const choice = await modals.choose(
    t('menu.moreTitle'),
    [
      ...(game.snap && game.snap.your_turn && !game.replaying
        ? [{ label: t('menu.hint'), value: 'hint' }]
        : []),
      { label: t('menu.replay'), value: 'replay' },
      { label: t('menu.keys'), value: 'keys' },
      { label: t('menu.guided'), value: 'guided' },
      { label: t('menu.export'), value: 'export' },
      ...(savedGame.hasOriginal()
        ? [{ label: t('save.downloadOriginal'), value: 'original' }]
        : []),
      { label: t('menu.import'), value: 'import' },
      ...(embed ? [] : [tableText.choice()]),
      readOutItem(),
      { label: `${t('lang.label')}: ${languageName(currentLocale())}`, value: 'language' },
    ],
    at,
  );
  if (choice === 'hint') void game?.askHint();
  if (choice === 'replay') void game?.openReplay(0);
  if (choice === 'keys') await showKeys(modals);
  if (choice === 'guided') {
    const which = await modals.choose(
      t('menu.guided'),
      Object.keys(GUIDED).map((id) => ({ label: t(`game.${id}`), value: id })),
      at,
    );
    if (!which) return;
    if (game && game.snap && !game.snap.scores) {
      const ok = await modals.confirm(t('menu.newGameConfirm'), t('menu.guided'));
      if (!ok) return;
    }
    await startGuided(which);
  }
  if (choice === 'export') await exportGame();
  if (choice === 'original') await savedGame.downloadStored(modals, engine, true);
  if (choice === 'import') await importGame();
  if (choice === 'table-text') tableText.toggle(byId('table-doc'));
  if (choice === 'readOut') await chooseReadOut(modals, at);
  if (choice === 'language') {
    const code = await modals.choose(
      t('lang.label'),
      LANGUAGES.map(([value, label]) => ({ label, value, lang: value })),
      at,
    );
    if (code) await switchLanguage(code);
  }
}

/**
 * Speaks another language from now on (remembered, except inside another site's page, whose
 * `lang` decides there); a language file that cannot be downloaded is said and changes nothing.
 * @param {string} code
 */
async function switchLanguage(code) {
  try {
    await useLanguage(code, { remember: !embed });
  } catch (err) {
    await modals.notice(t('lang.label'), /** @type {Error} */ (err).message);
  }
}

// Every screen redraws in the new language; the game keeps its state and its log.
onLanguageChange(() => {
  paceOptions();
  game?.relabel();
  if (setupForm && !byId('setup').hidden) showSetup(setupForm.draft());
});

async function exportGame() {
  if (!engine) return;
  try {
    const { save } = await engine.request('export', {});
    downloadGameFile(save);
  } catch (err) {
    await modals.notice(t('menu.export'), refusalText(err));
  }
}

/** Opens a game file in place of the game in play; a bad file changes nothing. */
async function importGame() {
  if (!engine) return;
  // While the player steps through a game, it is the live game that a file would replace.
  const live = game && (game.replaying ? game.live : game.snap);
  if (live && !live.scores && (!game?.replaying || savedGame.worthAsking(live))) {
    const ok = await modals.confirm(t('menu.importConfirm'), t('menu.import'));
    if (!ok) return;
  }
  let text;
  try {
    text = await pickGameFile();
  } catch (err) {
    await modals.notice(t('menu.openTitle'), /** @type {any} */ (err).message);
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
  if (isPosition) await openGame('load_game', { position: sent }, t('menu.openTitle'));
  else await openGame('resume', { save: sent }, t('menu.openTitle'));
}

/**
 * Asks the engine for a game (resume, load_scenario) and shows it; a refusal is told in a
 * notice and leaves everything as it was.
 * @param {'load_game' | 'resume' | 'load_scenario'} type @param {any} payload
 * @param {string} failTitle
 */
async function openGame(type, payload, failTitle) {
  if (!engine) return;
  let snap;
  try {
    snap = await engine.request(type, payload);
  } catch (err) {
    const e = /** @type {any} */ (err);
    if (e && e.code === 'engine_stopped') {
      showCrash(e);
      return;
    }
    await modals.notice(failTitle, refusalWithDetail(e));
    return;
  }
  forgetGuideRecord(); // the saved game is no longer the guided one
  savedGame.noteOriginal(snap); // the worker kept or dropped the original file
  if (type === 'resume') showResumed(snap);
  else showGame().show(snap);
}

/** @type {Error|null} why the starting language's texts could not be had, until it is said */
let languageTrouble = null;
let firstScreenUp = false;

/** Says (once, in English: its texts are what failed) that the player's language is missing. */
async function tellLanguageTrouble() {
  firstScreenUp = true;
  const err = languageTrouble;
  if (!err) return;
  languageTrouble = null;
  await modals.notice(t('lang.label'), err.message);
}

/** Boots a fresh engine and shows its progress; on failure the error screen. */
async function boot() {
  endGame();
  crashUnbind?.();
  crashUnbind = null;
  engine?.terminate();
  showScreen('loading');
  const loading = createLoading(byId('loading'));
  startProgress = [];
  /** @param {import('./early.js').StartProgress} p */
  const shown = (p) => {
    startProgress.push(p);
    loading.update(p);
  };
  const early = takeEarlyEngine(shown);
  const mine = early ? early.engine : new Engine();
  engine = mine;
  try {
    await (early ? early.started : mine.start(shown));
  } catch (err) {
    if (engine !== mine) return;
    showError(startErrorText(err));
    return;
  }
  if (engine !== mine) return;
  loading.finish();
  const saveWarning = createSaveWarning(byId('save-warning'), exportGame);
  saveUnbind?.();
  const unlisten = mine.onSave((saved) => {
    if (engine === mine) saveWarning.update(saved);
  });
  saveUnbind = () => {
    unlisten();
    saveWarning.unbind();
    saveWarning.update(true);
  };
  crashUnbind = mine.onCrash((err) => {
    if (engine === mine) showCrash(err);
  });
  if (!embed) tabLock ??= createTabLock(gameTakenElsewhere, isOutdated);
  // The saved game is this tab's only while no other tab plays it.
  const owns = tabLock ? await tabLock.claim() : false;
  if (engine !== mine) return;
  try {
    // Sent together: the worker answers in order, without waiting for the page in between.
    const [hello, allScenarios] = await Promise.all([
      mine.request('hello', {}),
      mine.request('scenarios', {}),
      mine.request('save_slot', { slot: owns ? SAVE_SLOT : null }),
    ]);
    // The games, their options and levels, and the tables the boards draw: the engine's word.
    useCatalogs(hello.games);
    games = hello.games;
    // Both games' examples: San Juan's name their game.
    scenarioList = allScenarios;
  } catch (err) {
    if (engine !== mine) return;
    const e = /** @type {any} */ (err);
    showError({
      title: t('error.title'),
      message: t('error.engine'),
      detail: (e && (e.detail || e.message)) || String(err),
    });
    return;
  }
  if (embed) {
    markReady();
    // No service worker: a rules page's reader did not ask to keep the whole app offline.
    embed.start({ engine: mine, games, scenarios: scenarioList, showGame, modals });
    void tellLanguageTrouble();
    return;
  }
  // After the engine's own downloads: the precache then revalidates them (304s) instead of
  // competing with them for the network and the two cores.
  void registerServiceWorker({
    serviceWorker: new URL('../sw.js', import.meta.url),
    runtimeCodeWorker: new URL('./runtime-code-worker.js', import.meta.url),
  });
  reloadIntoNewVersion(() => !engine || engine.pending.size === 0);
  if (!owns) {
    showElsewhere();
    markReady();
  } else if (params.get('autostart') === '1') {
    await autostart(mine);
  } else {
    await openSavedGame(mine);
  }
  void tellLanguageTrouble();
}

/** @param {Engine} mine */
async function openSavedGame(mine) {
  const badSave = await resumeSaved(mine);
  if (engine !== mine) return;
  // Ready once the first screen is up (the resumed game with its state, or the new-game
  // screen), not when the player has read why a save could not be resumed.
  markReady();
  if (badSave) await tellBadSave(mine, badSave);
}

/**
 * Why the saved game could not be resumed, with a way to keep it before a new game replaces it.
 * @param {Engine} mine @param {any} badSave the engine's refusal
 */
function tellBadSave(mine, badSave) {
  return modals.notice(
    t('save.badTitle'),
    t('save.badText', { message: refusalWithDetail(badSave) }),
    { label: t('save.download'), run: () => savedGame.downloadStored(modals, mine) },
  );
}

/** Another tab took the game: this one stops saving it (every write done first) and says so. */
async function gameTakenElsewhere() {
  const mine = engine;
  modals.cancel();
  showElsewhere();
  try {
    await mine?.request('save_slot', { slot: null });
  } catch {
    /* a stopped engine saves nothing */
  }
}

/**
 * "This game is open in another tab", until this tab has it: when the player asks for it (Play
 * here) or the other tab closes. Then the game resumes as the other tab left it.
 */
function showElsewhere() {
  endGame();
  screenUnbind?.();
  showScreen('elsewhere');
  screenUnbind = renderElsewhere(byId('elsewhere'), () => tabLock?.askHolder());
  const mine = engine;
  void tabLock?.wait().then(async (held) => {
    if (!held || engine !== mine || !mine || byId('elsewhere').hidden) return;
    try {
      await mine.request('save_slot', { slot: SAVE_SLOT });
    } catch {
      return; // the engine stopped: its crash handler shows why
    }
    await openSavedGame(mine);
  });
}

/**
 * The game a link asks for (?autostart=1). A saved game the player has played in (the engine's
 * `played_in`: decided in, before an update too, or a rulebook example) and not finished is
 * shown first and replaced only if he says so; one that cannot be resumed is offered for
 * download first (docs/saves.md).
 * @param {Engine} mine
 */
async function autostart(mine) {
  const facts = gameFacts(games, params.get('game'));
  const players = params.get('players');
  const seedParam = params.get('seed');
  const bot = params.get('bot');
  const wanted = quickNewGame(facts, {
    players: players && /^\d$/.test(players) ? Number(players) : null,
    levels: bot ? [bot] : [],
    options: optionsFromParams(facts, params, (why) => console.warn(`autostart: ${why}`)),
    seed: seedParam && /^\d+$/.test(seedParam) ? Number(seedParam) : null,
  });
  /** @type {any} */
  let saved = null;
  /** @type {any} */
  let badSave = null;
  try {
    saved = await mine.request('resume_saved', {});
  } catch (err) {
    const e = /** @type {any} */ (err);
    if (e && e.code === 'bad_save') badSave = e;
  }
  if (engine !== mine) return;
  if (savedGame.worthAsking(saved)) {
    showResumed(saved, true);
    markReady();
    if (!(await modals.confirm(t('menu.autostartConfirm'), t('menu.newGame')))) return;
  } else if (badSave) {
    showSetup();
    markReady();
    await tellBadSave(mine, badSave);
  }
  if (engine !== mine) return;
  await startGame(wanted);
  markReady();
}

/**
 * Resumes the saved game, if there is one; else the setup screen.
 * @param {Engine} mine
 * @returns {Promise<any>} the refusal of a save that could not be resumed, or null
 */
async function resumeSaved(mine) {
  let snap;
  try {
    snap = await mine.request('resume_saved', {});
  } catch (err) {
    const e = /** @type {any} */ (err);
    if (engine !== mine) return null;
    showSetup();
    return e && e.code === 'bad_save' ? e : null;
  }
  if (engine === mine) showResumed(snap, true);
  return null;
}

/**
 * Shows a resumed game; one whose moves this version no longer plays opens at its position,
 * and the player is told what went with them. The app's saved game (`saved`) comes back guided
 * if it was a guided one (shell/guide-record.js).
 * @param {any} snap @param {boolean} [saved]
 */
function showResumed(snap, saved = false) {
  const shown = showGame();
  const record = saved ? readGuideRecord() : null;
  if (record && recordFits(record, snap)) shown.guide.resume(record);
  shown.show(snap);
  savedGame.noteOriginal(snap);
  if (snap.history_lost && engine) void savedGame.tellHistoryLost(modals, engine, snap);
}

/** @param {any} err */
function startErrorText(err) {
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

/** The engine stopped (or stopped answering): Retry resumes the saved game. @param {any} err */
function showCrash(err) {
  showError(crashScreen(err, embed ? null : SAVE_SLOT));
}

/** @param {import('./shell/crash.js').ErrorScreen} error */
function showError(error) {
  embed?.failed(error);
  endGame();
  screenUnbind?.();
  showScreen('error');
  screenUnbind = renderError(byId('error'), error, () => {
    void boot();
  });
}

/** @param {import('./shell/setup.js').SetupDraft} [draft] the form as it was, when redrawn */
function showSetup(draft) {
  endGame();
  screenUnbind?.();
  showScreen('setup');
  const seedParam = params.get('seed');
  const players = params.get('players');
  const asked = games.find((g) => g.id === params.get('game'));
  const setup = renderSetup(byId('setup'), {
    games,
    defaults: {
      ...(players && /^\d$/.test(players) ? { players: Number(players) } : {}),
      ...(asked ? { game: asked.id } : {}),
      ...(seedParam && /^\d+$/.test(seedParam) ? { seed: Number(seedParam) } : {}),
    },
    onStart: (g) => {
      void startGame(g);
    },
    scenarios: scenarioList,
    onScenario: (id) => {
      void openGame('load_scenario', { id }, t('scenarios.title'));
    },
    onOpenFile: () => {
      void importGame();
    },
    onExplainLevels: (text) => {
      void modals.notice(t('setup.aboutLevels'), text);
    },
    onLanguage: (code) => {
      void switchLanguage(code);
    },
    draft,
  });
  setupForm = setup;
  if (!embed)
    offerGuidedGame(byId('setup'), (id) => {
      void startGuided(id);
    });
  screenUnbind = () => {
    setup.unbind();
    setupForm = null;
  };
}

/**
 * A guided first game of `id` (shell/guide.js); the offer on the setup screen is not made again.
 * @param {string} id @returns {Promise<void>} once the game is shown
 */
function startGuided(id) {
  guideOffered();
  savedGame.forgetOriginal();
  const payload = guidedGame(id);
  const sent = /** @type {Engine} */ (engine).request('new_game', payload);
  sent.catch(() => {}); // the game reports a refusal or a failure
  const shown = showGame();
  shown.guide.start(payload);
  return shown.newGame(payload, sent);
}

/**
 * @param {import('./shell/setup.js').NewGame} payload
 * @returns {Promise<void>} once the game is shown
 */
function startGame(payload) {
  forgetGuideRecord(); // a new game ends the guidance
  savedGame.forgetOriginal();
  // Sent first: the engine makes the game while the game screen is built.
  const sent = /** @type {Engine} */ (engine).request('new_game', payload);
  sent.catch(() => {}); // the game reports a refusal or a failure
  return showGame().newGame(payload, sent);
}

/**
 * The game screen with a new Game on it (the engine's game is shown by the caller).
 * @param {Partial<import('./shell/game.js').GameOptions>} [extra] options of the embed's games
 */
function showGame(extra = {}) {
  screenUnbind?.();
  screenUnbind = null;
  endGame();
  showScreen('game');
  game = new Game({
    engine: /** @type {Engine} */ (engine),
    tables: tableFor,
    modals,
    elements: {
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
    },
    delay: pace,
    instant: INSTANT,
    onFatal: showCrash,
    onNewGame: () => showSetup(),
    ...extra,
  });
  return game;
}

function endGame() {
  if (game) {
    game.destroy();
    game = null;
  }
}

// The language file first (a small file, and the engine is already downloading: early.js). If it
// takes too long, the app starts in English and switches when it comes; if it cannot be had, the
// player is told once the first screen is up.
const LANGUAGE_FILE_WAIT_MS = 5000;
const startingWords = useLanguage(startingLanguage(params.get('lang'))).catch((err) => {
  console.warn(`Puerto Rico speaks English: ${err.message}`);
  languageTrouble = err;
  if (firstScreenUp) void tellLanguageTrouble();
});
await Promise.race([
  startingWords,
  new Promise((resolve) => {
    setTimeout(resolve, LANGUAGE_FILE_WAIT_MS);
  }),
]);
setupChrome();
void boot();
