// @ts-check
/**
 * The new-game screen, built from what the engine's `hello` declares (docs/bridge.md): the game,
 * its player counts, the player's seat and name, one of the game's bot levels for each other
 * seat, an optional seed and each of the game's own options (Puerto Rico's VP chips and
 * Expansion I's setups, San Juan's start-hand variant) with the values the engine accepts.
 * Produces the `new_game` payload. Also opens a rulebook example (of the game chosen) or a game
 * file instead. It knows no game: an option's words are `option.<key>` and
 * `option.<key>.<value>` in the language files. Its values: shell/setup-state.js; its sections:
 * shell/setup-sections.js.
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { updateNotice } from './update.js';
import { initialState, newGamePayload, remembered, rememberState } from './setup-state.js';
import {
  gameChoice,
  languagePick,
  levelText,
  opponentsTable,
  optionFields,
  playersChoice,
  scenarioField,
  seatField,
  seedField,
  textOr,
} from './setup-sections.js';

/** @typedef {import('./engine-client.js').BotLevel} BotLevel */
/** @typedef {import('./engine-client.js').GameFacts} GameFacts */
/** @typedef {import('./engine-client.js').OptionValue} OptionValue */
/**
 * The form's values: those remembered from the last game, or the form as it stands. `options`:
 * each game's options as last chosen, by game id.
 * @typedef {{game?: string, players?: number, seat?: number, name?: string, botNames?: string[],
 *   botLevels?: string[], seed?: number|string|null,
 *   options?: Record<string, Record<string, OptionValue>>}} SetupDraft
 */
/**
 * @typedef {{id: string, example: string, players: number, seat: number, steps: number,
 *   start: number, over: boolean, expansion?: boolean, game?: string}} ScenarioInfo
 */
/**
 * The `new_game` payload: the game and its own options only (the engine refuses another game's).
 * @typedef {{game?: string, players: number, seat: number, names: string[], bots: (string|null)[],
 *   seed: number|null, [option: string]: unknown}} NewGame
 */

/**
 * @typedef {{games: GameFacts[], nameTab: (key: string) => void,
 *   updates: import('./update.js').Pwa,
 *   defaults?: Partial<{players: number, seed: number|null, game: string}>,
 *   onStart: (game: NewGame) => void, scenarios?: ScenarioInfo[],
 *   onScenario?: (id: string) => void, onOpenFile?: () => void,
 *   onExplainLevels?: (text: string) => void, onLanguage?: (code: string) => void,
 *   draft?: SetupDraft}} SetupOptions
 *   `nameTab`: names the browser's tab (shell/language.js); `updates`: the app's service worker.
 *   `draft`: the form as it was (redrawn in another language), in place of the remembered one.
 */

/**
 * The form's facts and values, shared by its sections.
 * @param {SetupOptions} opts @param {(() => void)[]} unbinders
 * @returns {import('./setup-state.js').SetupContext}
 */
function setupContext(opts, unbinders) {
  const saved = opts.draft ?? remembered();
  const games = opts.games;
  // an id, or whatever was remembered as one
  const gameOf = (/** @type {unknown} */ id) => games.find((g) => g.id === id) ?? games[0];
  const defaultBots = t('setup.botNames').split(',');
  const first = gameOf(opts.defaults?.game ?? saved.game);
  return {
    state: initialState(first, games, saved, opts, defaultBots),
    games,
    gameOf,
    levelsOf: (game) => gameOf(game).bot_levels,
    defaultBots,
    bind: (unbind) => {
      unbinders.push(unbind);
    },
  };
}

/**
 * @param {HTMLElement} root @param {SetupOptions} opts
 * @returns {{unbind: () => void, start: () => void, draft: () => SetupDraft}}
 */
export function renderSetup(root, opts) {
  /** @type {(() => void)[]} */
  const unbinders = [];
  const ctx = setupContext(opts, unbinders);
  const { state } = ctx;
  const games = gameChoice(ctx, () => refresh());
  const players = playersChoice(ctx, () => refresh());
  const opponents = opponentsTable(ctx);
  const seat = seatField(ctx, () => opponents.refresh());
  const seed = seedField(ctx);
  // The form's grid: the fields every game has, then the chosen game's options, rebuilt when
  // the game changes (refresh).
  const formGrid = el('div', { class: 'form-grid' }, [players.node, seat.node, seed.node]);
  const fillOptions = optionFields(ctx, formGrid);
  const scenarios = scenarioField(ctx, opts.scenarios ?? [], opts.onScenario);
  const head = setupHead(ctx, opts);
  const start = el('button', {
    type: 'button',
    class: 'btn primary big',
    'data-testid': 'start-button',
    text: t('setup.start'),
  });
  const title = el('h2', { text: t('setup.title') });
  root.replaceChildren(
    el('div', { class: 'card setup-card' }, [
      head.node,
      el('div', { class: 'setup-body' }, [
        title,
        el('div', { class: 'field game-field' }, [
          el('span', { class: 'label', text: t('setup.game') }),
          games.node,
        ]),
        formGrid,
        el('div', { class: 'field opponents-field' }, [
          el('span', { class: 'label', text: t('setup.opponents') }),
          opponents.node,
        ]),
        scenarios ? scenarios.node : null,
      ]),
      setupFoot(ctx, opts, start),
    ]),
  );

  function refresh() {
    title.textContent = t('setup.titleGame', { game: gameName(ctx) });
    head.refresh();
    for (const section of [games, players, seed]) section.refresh();
    fillOptions();
    scenarios?.refresh();
    seat.refresh();
    opponents.refresh();
  }

  function submit() {
    const payload = newGamePayload(ctx, seed.input.value.trim());
    rememberState(state);
    opts.onStart(payload);
  }
  unbinders.push(on(start, 'click', submit));
  refresh();
  start.focus();
  return {
    unbind: () => unbinders.forEach((u) => u()),
    start: submit,
    draft: () => ({
      ...state,
      botNames: [...state.botNames],
      botLevels: [...state.botLevels],
      options: structuredClone(state.options),
      seed: seed.input.value.trim() || null,
    }),
  };
}

/** The chosen game's name. @param {import('./setup-state.js').SetupContext} ctx */
function gameName(ctx) {
  return textOr(`game.${ctx.state.game}`, ctx.gameOf(ctx.state.game).title);
}

/**
 * The card's head: the logo, the game chosen (named as the tab is) and the language's choice.
 * @param {import('./setup-state.js').SetupContext} ctx @param {SetupOptions} opts
 */
function setupHead(ctx, opts) {
  // The head names the game chosen, as the tab does.
  const heading = el('h1', { id: 'setup-app-title', text: t('app.title') });
  const subtitle = el('p', { class: 'subtitle', text: t('app.subtitle') });
  const node = el('div', { class: 'setup-head' }, [
    el('div', { class: 'logo small', 'aria-hidden': 'true' }),
    el('div', {}, [heading, subtitle]),
    opts.onLanguage ? languagePick(ctx, opts.onLanguage) : null,
  ]);
  const refresh = () => {
    const game = ctx.state.game;
    heading.textContent = gameName(ctx);
    subtitle.textContent = textOr(`app.subtitle.${game}`, t('app.subtitle'));
    opts.nameTab(`game.${game}`);
  };
  return { node, refresh };
}

/**
 * The card's foot, in sight below the form that scrolls: the levels' descriptions, the update's
 * notice, Open a file, Start.
 * @param {import('./setup-state.js').SetupContext} ctx @param {SetupOptions} opts
 * @param {HTMLElement} start
 */
function setupFoot(ctx, opts, start) {
  // The levels' descriptions, by tap or click (an option's title shows only on hover).
  const levelsHelp = el('button', {
    type: 'button',
    class: 'btn subtle levels-help',
    'data-testid': 'levels-help',
    text: t('setup.aboutLevels'),
  });
  ctx.bind(
    on(levelsHelp, 'click', () =>
      opts.onExplainLevels?.(
        ctx
          .levelsOf(ctx.state.game)
          .map((l) => `${levelText(l, '')}: ${levelText(l, '.about')}`)
          .join('\n'),
      ),
    ),
  );
  const openFile = el('button', {
    type: 'button',
    class: 'btn',
    'data-testid': 'open-file-button',
    text: t('menu.import'),
  });
  if (opts.onOpenFile) ctx.bind(on(openFile, 'click', opts.onOpenFile));
  const update = updateNotice(opts.updates);
  ctx.bind(update.unbind);
  return el('div', { class: 'row end setup-foot' }, [
    opts.onExplainLevels ? levelsHelp : null,
    update.node,
    opts.onOpenFile ? openFile : null,
    start,
  ]);
}
