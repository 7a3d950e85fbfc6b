// @ts-check
/**
 * The new-game screen, built from what the engine's `hello` declares (docs/bridge.md): the game,
 * its player counts, the player's seat and name, one of the game's bot levels for each other
 * seat, an optional seed and each of the game's own options (Puerto Rico's VP chips and
 * Expansion I's setups, San Juan's start-hand variant) with the values the engine accepts.
 * Produces the `new_game` payload. Also opens a rulebook example (of the game chosen) or a game
 * file instead. It knows no game: an option's words are `option.<key>` and
 * `option.<key>.<value>` in the language files.
 */
import { nameTab } from './language.js';
import { defaultLevel } from './new-game.js';
import { t, LANGUAGES, currentLocale } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { updateNotice } from './update.js';

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

const STORE_KEY = 'pr.setup.v1';
/** The option keys the form stored before it was built from `hello`: read once, then stored as
 * `options`. */
const STORED_BEFORE = /** @type {const} */ ([
  ['puerto-rico', 'visible', 'visible_vp'],
  ['puerto-rico', 'expansion', 'expansion'],
  ['san-juan', 'startHands', 'start_hands'],
]);

/**
 * An option's value as a <select> holds it: the rulebook's default (false, null) is '', true is
 * 'yes', a word is itself.
 * @param {OptionValue} value
 */
function optionField(value) {
  if (value === null || value === false) return '';
  return value === true ? 'yes' : String(value);
}

/**
 * The words for an option's value: `option.<key>.none|no|yes|<value>`.
 * @param {OptionValue} value
 */
function optionWord(value) {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

/** A text by its key, or `fallback` where the language files have none (a game they do not
 * know yet). @param {string} key @param {string} fallback */
function textOr(key, fallback) {
  const text = t(key);
  return text === key ? fallback : text;
}

/**
 * The options remembered for each game: `options`, or the fields the form stored before.
 * @param {any} saved @returns {Record<string, Record<string, OptionValue>>}
 */
function rememberedOptions(saved) {
  if (saved.options && typeof saved.options === 'object') return saved.options;
  /** @type {Record<string, Record<string, OptionValue>>} */
  const options = {};
  for (const [game, field, key] of STORED_BEFORE) {
    if (field in saved) (options[game] ??= {})[key] = saved[field];
  }
  return options;
}

/** @returns {any} */
function remembered() {
  try {
    return JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') ?? {};
  } catch {
    return {};
  }
}

/**
 * @param {HTMLElement} root
 * @param {{games: GameFacts[],
 *   defaults?: Partial<{players: number, seed: number|null, game: string}>,
 *   onStart: (game: NewGame) => void, scenarios?: ScenarioInfo[],
 *   onScenario?: (id: string) => void, onOpenFile?: () => void,
 *   onExplainLevels?: (text: string) => void, onLanguage?: (code: string) => void,
 *   draft?: SetupDraft}} opts
 *   `draft`: the form as it was (redrawn in another language), in place of the remembered one.
 * @returns {{unbind: () => void, start: () => void, draft: () => SetupDraft}}
 */
export function renderSetup(root, opts) {
  const saved = opts.draft ?? remembered();
  const games = opts.games;
  const gameOf = (/** @type {any} */ id) => games.find((g) => g.id === id) ?? games[0];
  /** The chosen game's bot levels. */
  const levelsOf = (/** @type {string} */ game) => gameOf(game).bot_levels;
  const defaultBots = t('setup.botNames').split(',');
  const first = gameOf(opts.defaults?.game ?? saved.game);
  /** @type {Record<string, Record<string, OptionValue>>} */
  const options = {};
  const lastOptions = rememberedOptions(saved);
  for (const g of games) {
    // Each option as remembered if the engine still accepts that value, else its first value
    // (the rulebook's game).
    options[g.id] = Object.fromEntries(
      Object.entries(g.options).map(([key, allowed]) => {
        const value = lastOptions[g.id]?.[key];
        return [key, allowed.includes(/** @type {OptionValue} */ (value)) ? value : allowed[0]];
      }),
    );
  }
  const state = {
    game: first.id,
    players: clamp(
      opts.defaults?.players ?? saved.players ?? 3,
      Math.min(...first.players),
      Math.max(...first.players),
    ),
    seat: Number(saved.seat ?? 0),
    name: String(saved.name ?? t('setup.defaultName')),
    botNames: Array.isArray(saved.botNames) ? saved.botNames : defaultBots,
    /** @type {string[]} */
    botLevels: Array.isArray(saved.botLevels) ? saved.botLevels : [],
    seed: opts.draft ? opts.draft.seed : (opts.defaults?.seed ?? null),
    options,
  };
  /** @type {(() => void)[]} */
  const unbinders = [];

  const gameGroup = el('div', {
    class: 'segmented games',
    role: 'radiogroup',
    'aria-label': t('setup.game'),
    'data-testid': 'game-select',
  });
  for (const g of games) {
    const b = el('button', {
      type: 'button',
      role: 'radio',
      class: 'seg',
      'data-game': g.id,
      text: textOr(`game.${g.id}`, g.title),
    });
    unbinders.push(
      on(b, 'click', () => {
        state.game = g.id;
        state.players = clamp(state.players, Math.min(...g.players), Math.max(...g.players));
        state.seat = Math.min(state.seat, state.players - 1);
        refresh();
      }),
    );
    gameGroup.append(b);
  }
  const playersGroup = el('div', {
    class: 'segmented',
    role: 'radiogroup',
    'aria-label': t('setup.players'),
  });
  const counts = [...new Set(games.flatMap((g) => g.players))].sort((a, b) => a - b);
  for (const n of counts) {
    const b = el('button', {
      type: 'button',
      role: 'radio',
      class: 'seg',
      'data-players': n,
      text: String(n),
    });
    unbinders.push(
      on(b, 'click', () => {
        state.players = n;
        state.seat = Math.min(state.seat, n - 1);
        refresh();
      }),
    );
    playersGroup.append(b);
  }
  // The form's grid: the fields every game has, then the chosen game's options, rebuilt when
  // the game changes (refresh).
  const formGrid = el('div', { class: 'form-grid' });
  function fillOptions() {
    const chosen = state.options[state.game];
    formGrid.querySelectorAll('.field.option').forEach((node) => node.remove());
    formGrid.append(
      ...Object.entries(gameOf(state.game).options).map(([key, allowed]) => {
        const id = `setup-option-${key}`;
        const select = /** @type {HTMLSelectElement} */ (
          el(
            'select',
            { id, 'data-testid': `${key.replaceAll('_', '-')}-select`, 'data-option': key },
            allowed.map((value) =>
              el('option', {
                value: optionField(value),
                text: textOr(`option.${key}.${optionWord(value)}`, String(value)),
              }),
            ),
          )
        );
        select.value = optionField(chosen[key]);
        unbinders.push(
          on(select, 'change', () => {
            chosen[key] = allowed.find((v) => optionField(v) === select.value) ?? allowed[0];
          }),
        );
        // A choice among more than two ways to play takes the row: its words are long.
        return el('div', { class: allowed.length > 2 ? 'field option wide' : 'field option' }, [
          el('label', { class: 'label', for: id, text: textOr(`option.${key}`, key) }),
          select,
        ]);
      }),
    );
  }
  const seatSelect = /** @type {HTMLSelectElement} */ (
    el('select', { id: 'setup-seat', 'data-testid': 'seat-select' })
  );
  unbinders.push(
    on(seatSelect, 'change', () => {
      state.seat = Number(seatSelect.value);
      refreshTable();
    }),
  );
  const seedInput = /** @type {HTMLInputElement} */ (
    el('input', {
      type: 'text',
      inputmode: 'numeric',
      pattern: '[0-9]*',
      id: 'setup-seed',
      maxlength: '10',
      'data-testid': 'seed-input',
      value: state.seed ?? '',
    })
  );
  const table = el('div', { class: 'opponents' });
  const start = el('button', {
    type: 'button',
    class: 'btn primary big',
    'data-testid': 'start-button',
    text: t('setup.start'),
  });
  // The levels' descriptions, by tap or click (an option's title shows only on hover).
  const levelsHelp = el('button', {
    type: 'button',
    class: 'btn subtle levels-help',
    'data-testid': 'levels-help',
    text: t('setup.aboutLevels'),
  });
  unbinders.push(
    on(levelsHelp, 'click', () =>
      opts.onExplainLevels?.(
        levelsOf(state.game)
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
  if (opts.onOpenFile) unbinders.push(on(openFile, 'click', opts.onOpenFile));
  const allScenarios = opts.scenarios ?? [];
  /** @param {ScenarioInfo} s */
  const option = (s) =>
    el('option', {
      value: s.id,
      text: `${t(`scenario.${s.id}`)} (${t('scenarios.players', { n: s.players })})`,
    });
  const scenarioSelect = /** @type {HTMLSelectElement} */ (
    el('select', { id: 'setup-scenario', 'data-testid': 'scenario-select' })
  );
  /**
   * The chosen game's examples (Puerto Rico's base game first, then Expansion I's under their own
   * heading).
   */
  const fillScenarios = () => {
    const scenarios = allScenarios.filter((s) => (s.game ?? games[0].id) === state.game);
    const newOnes = scenarios.filter((s) => s.expansion);
    scenarioSelect.replaceChildren(
      ...[
        ...scenarios.filter((s) => !s.expansion).map(option),
        newOnes.length
          ? el('optgroup', { label: t('option.expansion') }, newOnes.map(option))
          : null,
      ].filter((x) => x !== null),
    );
  };
  const openScenario = el('button', {
    type: 'button',
    class: 'btn',
    'data-testid': 'scenario-open',
    text: t('scenarios.open'),
  });
  unbinders.push(
    on(openScenario, 'click', () => {
      if (scenarioSelect.value) opts.onScenario?.(scenarioSelect.value);
    }),
  );

  const language = /** @type {HTMLSelectElement} */ (
    el(
      'select',
      { id: 'setup-language', 'data-testid': 'language-select' },
      LANGUAGES.map(([code, name]) => el('option', { value: code, lang: code, text: name })),
    )
  );
  language.value = currentLocale();
  unbinders.push(on(language, 'change', () => opts.onLanguage?.(language.value)));

  const update = updateNotice();
  unbinders.push(update.unbind);
  const seedHint = el('span', { class: 'hint' });

  formGrid.append(
    el('div', { class: 'field' }, [
      el('span', { class: 'label', text: t('setup.players') }),
      playersGroup,
    ]),
    el('div', { class: 'field' }, [
      el('label', { class: 'label', for: 'setup-seat', text: t('setup.yourSeat') }),
      seatSelect,
      el('span', { class: 'hint', text: t('setup.seatHint') }),
    ]),
    el('div', { class: 'field seed' }, [
      el('label', { class: 'label', for: 'setup-seed', text: t('setup.seed') }),
      seedInput,
      seedHint,
    ]),
  );

  // The card's head and its buttons stay in sight; the form between them scrolls if it must.
  const title = el('h2', { text: t('setup.title') });
  // The head names the game chosen, as the tab does.
  const heading = el('h1', { id: 'setup-app-title', text: t('app.title') });
  const subtitle = el('p', { class: 'subtitle', text: t('app.subtitle') });
  root.replaceChildren(
    el('div', { class: 'card setup-card' }, [
      el('div', { class: 'setup-head' }, [
        el('div', { class: 'logo small', 'aria-hidden': 'true' }),
        el('div', {}, [heading, subtitle]),
        opts.onLanguage
          ? el('label', { class: 'language-pick' }, [
              el('span', { class: 'label', text: t('lang.label') }),
              language,
            ])
          : null,
      ]),
      el('div', { class: 'setup-body' }, [
        title,
        el('div', { class: 'field game-field' }, [
          el('span', { class: 'label', text: t('setup.game') }),
          gameGroup,
        ]),
        formGrid,
        el('div', { class: 'field opponents-field' }, [
          el('span', { class: 'label', text: t('setup.opponents') }),
          table,
        ]),
        allScenarios.length
          ? el('div', { class: 'field scenarios' }, [
              el('label', { class: 'label', for: 'setup-scenario', text: t('scenarios.title') }),
              el('div', { class: 'row' }, [scenarioSelect, openScenario]),
            ])
          : null,
      ]),
      el('div', { class: 'row end setup-foot' }, [
        opts.onExplainLevels ? levelsHelp : null,
        update.node,
        opts.onOpenFile ? openFile : null,
        start,
      ]),
    ]),
  );

  function refreshTable() {
    table.replaceChildren();
    let bot = 0;
    for (let seat = 0; seat < state.players; seat++) {
      if (seat === state.seat) {
        const nameInput = /** @type {HTMLInputElement} */ (
          el('input', {
            type: 'text',
            maxlength: '16',
            autocomplete: 'nickname',
            value: state.name,
            'aria-label': t('setup.yourName'),
            'data-testid': 'player-name',
          })
        );
        unbinders.push(
          on(nameInput, 'input', () => {
            state.name = nameInput.value;
          }),
        );
        table.append(
          el('div', { class: 'opp-row you' }, [
            el('span', { class: `seat-dot seat-${seat}`, 'aria-hidden': 'true' }),
            el('span', { class: 'opp-seat', text: t('setup.seat', { n: seat + 1 }) }),
            nameInput,
            el('span', { class: 'opp-you', text: t('setup.you') }),
          ]),
        );
        continue;
      }
      const i = bot++;
      const nameField = /** @type {HTMLInputElement} */ (
        el('input', {
          type: 'text',
          maxlength: '16',
          value: state.botNames[i] ?? defaultBots[i] ?? t('setup.seat', { n: seat + 1 }),
          'aria-label': `${t('setup.seat', { n: seat + 1 })} ${t('setup.botName')}`,
          'data-testid': `bot-name-${seat}`,
        })
      );
      unbinders.push(
        on(nameField, 'input', () => {
          state.botNames[i] = nameField.value;
        }),
      );
      const levels = levelsOf(state.game);
      const levelSelect = /** @type {HTMLSelectElement} */ (
        el(
          'select',
          {
            'aria-label': `${t('setup.seat', { n: seat + 1 })} ${t('setup.botLevel')}`,
            'data-testid': `bot-level-${seat}`,
          },
          levels.map((l) =>
            el('option', { value: l.id, text: levelText(l, ''), title: levelText(l, '.about') }),
          ),
        )
      );
      levelSelect.value = levels.some((l) => l.id === state.botLevels[i])
        ? state.botLevels[i]
        : defaultLevel(gameOf(state.game));
      state.botLevels[i] = levelSelect.value;
      unbinders.push(
        on(levelSelect, 'change', () => {
          state.botLevels[i] = levelSelect.value;
        }),
      );
      table.append(
        el('div', { class: 'opp-row' }, [
          el('span', { class: `seat-dot seat-${seat}`, 'aria-hidden': 'true' }),
          el('span', { class: 'opp-seat', text: t('setup.seat', { n: seat + 1 }) }),
          nameField,
          levelSelect,
        ]),
      );
    }
  }

  function refresh() {
    const counts = gameOf(state.game).players;
    const game = textOr(`game.${state.game}`, gameOf(state.game).title);
    title.textContent = t('setup.titleGame', { game });
    heading.textContent = game;
    subtitle.textContent = textOr(`app.subtitle.${state.game}`, t('app.subtitle'));
    nameTab(`game.${state.game}`);
    gameGroup.querySelectorAll('button').forEach((b) => {
      const sel = b.getAttribute('data-game') === state.game;
      b.setAttribute('aria-checked', String(sel));
      b.classList.toggle('selected', sel);
    });
    playersGroup.querySelectorAll('button').forEach((b) => {
      const n = Number(b.getAttribute('data-players'));
      const sel = n === state.players;
      b.setAttribute('aria-checked', String(sel));
      b.classList.toggle('selected', sel);
      b.hidden = !counts.includes(n);
    });
    seedHint.textContent = textOr(`setup.seedHint.${state.game}`, '');
    fillOptions();
    fillScenarios();
    seatSelect.replaceChildren(
      ...Array.from({ length: state.players }, (_, s) =>
        el('option', { value: s, text: t('setup.seat', { n: s + 1 }) }),
      ),
    );
    seatSelect.value = String(state.seat);
    refreshTable();
  }

  function submit() {
    const n = state.players;
    const names = [];
    const bots = [];
    let bot = 0;
    for (let seat = 0; seat < n; seat++) {
      if (seat === state.seat) {
        names.push((state.name || t('setup.defaultName')).trim() || t('setup.defaultName'));
        bots.push(null);
      } else {
        const i = bot++;
        names.push(
          String(state.botNames[i] ?? defaultBots[i] ?? '').trim() ||
            t('setup.seat', { n: seat + 1 }),
        );
        const levels = levelsOf(state.game);
        bots.push(
          levels.some((l) => l.id === state.botLevels[i])
            ? state.botLevels[i]
            : defaultLevel(gameOf(state.game)),
        );
      }
    }
    const seedText = seedInput.value.trim();
    const seed = /^\d{1,9}$/.test(seedText) ? Number(seedText) : null;
    try {
      localStorage.setItem(
        STORE_KEY,
        JSON.stringify({
          game: state.game,
          players: n,
          seat: state.seat,
          name: state.name,
          botNames: state.botNames,
          botLevels: state.botLevels,
          options: state.options,
        }),
      );
    } catch {
      /* storage may be unavailable */
    }
    opts.onStart({
      game: state.game,
      players: n,
      seat: state.seat,
      names,
      bots,
      seed,
      ...state.options[state.game],
    });
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
      seed: seedInput.value.trim() || null,
    }),
  };
}

/** @param {number} v @param {number} lo @param {number} hi */
function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, Number(v) || lo));
}

/**
 * A level's name (suffix '') or description ('.about') from the language file; the engine's
 * English words for a level the language file does not know yet.
 * @param {BotLevel} level @param {string} suffix
 */
function levelText(level, suffix) {
  const key = `level.${level.id}${suffix}`;
  const text = t(key);
  if (text !== key) return text;
  return (suffix ? level.description : level.name) ?? '';
}
