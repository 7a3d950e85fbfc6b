// @ts-check
/**
 * The new-game screen: the game (Puerto Rico or San Juan), 2-5 players (San Juan 2-4), the
 * player's seat and name, a bot level for each other seat (the game's levels), an optional
 * seed; Puerto Rico's hidden or visible VP chips and the base game or Expansion I with its
 * setup (the draft, all buildings, a random board); San Juan's start-hand variant. Produces the
 * `new_game` payload. Also opens a rulebook example (of the game chosen) or a game file instead.
 */
import { t, LANGUAGES, currentLocale } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { updateNotice } from './update.js';

/** @typedef {{id: string, name: string, description?: string}} BotLevel */
/**
 * The form's values: those remembered from the last game, or the form as it stands.
 * @typedef {{game?: string, players?: number, seat?: number, name?: string, botNames?: string[],
 *   botLevels?: string[], visible?: boolean, seed?: number|string|null,
 *   expansion?: string|null, startHands?: boolean}} SetupDraft
 */
/**
 * @typedef {{id: string, example: string, players: number, seat: number, steps: number,
 *   start: number, over: boolean, expansion?: boolean, game?: string}} ScenarioInfo
 */
/**
 * The `new_game` payload: the game and its own options only (the engine refuses another game's).
 * @typedef {{game?: string, players: number, seat: number, names: string[], bots: (string|null)[],
 *   seed: number|null, visible_vp?: boolean, expansion?: string|null, start_hands?: boolean}} NewGame
 */

/** The games, by the engine's id, with their player counts. */
export const GAMES = [
  { id: 'puerto-rico', players: [2, 3, 4, 5] },
  { id: 'san-juan', players: [2, 3, 4] },
];

/** The ways to play: the base game, or Expansion I with its buildings chosen by the rulebooks'
 * draft, all of them (the Swedish edition's variant, docs/rules/expansion-i.md#all-buildings) or a
 * random board. */
const EXPANSIONS = [null, 'draft', 'all', 'random'];

const STORE_KEY = 'pr.setup.v1';

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
 * @param {{levels: Record<string, BotLevel[]>, defaults?: Partial<{players: number, seed: number|null, game: string}>,
 *   onStart: (game: NewGame) => void, scenarios?: ScenarioInfo[],
 *   onScenario?: (id: string) => void, onOpenFile?: () => void,
 *   onExplainLevels?: (text: string) => void, onLanguage?: (code: string) => void,
 *   draft?: SetupDraft}} opts
 *   `draft`: the form as it was (redrawn in another language), in place of the remembered one.
 * @returns {{unbind: () => void, start: () => void, draft: () => SetupDraft}}
 */
export function renderSetup(root, opts) {
  const saved = opts.draft ?? remembered();
  const gameOf = (/** @type {any} */ id) => GAMES.find((g) => g.id === id) ?? GAMES[0];
  /** The chosen game's bot levels. */
  const levelsOf = (/** @type {string} */ game) => {
    const list = opts.levels[game] ?? [];
    return list.length ? list : [{ id: 'random', name: t('level.random') }];
  };
  const defaultBots = t('setup.botNames').split(',');
  const game = gameOf(opts.defaults?.game ?? saved.game).id;
  const state = {
    game,
    players: clamp(opts.defaults?.players ?? saved.players ?? 3, 2, game === 'san-juan' ? 4 : 5),
    seat: Number(saved.seat ?? 0),
    name: String(saved.name ?? t('setup.defaultName')),
    botNames: Array.isArray(saved.botNames) ? saved.botNames : defaultBots,
    /** @type {string[]} */
    botLevels: Array.isArray(saved.botLevels) ? saved.botLevels : [],
    visible: !!saved.visible,
    seed: opts.draft ? opts.draft.seed : (opts.defaults?.seed ?? null),
    /** @type {string|null} */
    expansion: EXPANSIONS.includes(saved.expansion) ? saved.expansion : null,
    startHands: !!saved.startHands,
  };
  /** @type {(() => void)[]} */
  const unbinders = [];

  const gameGroup = el('div', {
    class: 'segmented games',
    role: 'radiogroup',
    'aria-label': t('setup.game'),
    'data-testid': 'game-select',
  });
  for (const g of GAMES) {
    const b = el('button', {
      type: 'button',
      role: 'radio',
      class: 'seg',
      'data-game': g.id,
      text: t(`game.${g.id}`),
    });
    unbinders.push(
      on(b, 'click', () => {
        state.game = g.id;
        state.players = Math.min(state.players, Math.max(...g.players));
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
  for (let n = 2; n <= 5; n++) {
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
  const vpGroup = el('div', {
    class: 'segmented',
    role: 'radiogroup',
    'aria-label': t('setup.vp'),
  });
  [
    [false, 'setup.vpHidden'],
    [true, 'setup.vpVisible'],
  ].forEach(([value, key]) => {
    const b = el('button', {
      type: 'button',
      role: 'radio',
      class: 'seg',
      'data-vp': String(value),
      text: t(String(key)),
    });
    unbinders.push(
      on(b, 'click', () => {
        state.visible = !!value;
        refresh();
      }),
    );
    vpGroup.append(b);
  });
  const startHandsSelect = /** @type {HTMLSelectElement} */ (
    el('select', { id: 'setup-start-hands', 'data-testid': 'start-hands-select' }, [
      el('option', { value: '', text: t('sj.setup.startHands.no') }),
      el('option', { value: 'yes', text: t('sj.setup.startHands.yes') }),
    ])
  );
  startHandsSelect.value = state.startHands ? 'yes' : '';
  unbinders.push(
    on(startHandsSelect, 'change', () => {
      state.startHands = startHandsSelect.value === 'yes';
    }),
  );
  const expansionSelect = /** @type {HTMLSelectElement} */ (
    el(
      'select',
      { id: 'setup-expansion', 'data-testid': 'expansion-select' },
      EXPANSIONS.map((how) =>
        el('option', { value: how ?? '', text: t(`setup.expansion.${how ?? 'none'}`) }),
      ),
    )
  );
  expansionSelect.value = state.expansion ?? '';
  unbinders.push(
    on(expansionSelect, 'change', () => {
      state.expansion = expansionSelect.value || null;
    }),
  );
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
  /** The chosen game's examples (Puerto Rico's base game first, then Expansion I's under their own heading). */
  const fillScenarios = () => {
    const scenarios = allScenarios.filter((s) => (s.game ?? 'puerto-rico') === state.game);
    const newOnes = scenarios.filter((s) => s.expansion);
    scenarioSelect.replaceChildren(
      ...[
        ...scenarios.filter((s) => !s.expansion).map(option),
        newOnes.length
          ? el('optgroup', { label: t('setup.expansion') }, newOnes.map(option))
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

  root.replaceChildren(
    el('div', { class: 'card setup-card' }, [
      el('div', { class: 'setup-head' }, [
        el('div', { class: 'logo small', 'aria-hidden': 'true' }),
        el('div', {}, [
          el('h1', { text: t('app.title') }),
          el('p', { class: 'subtitle', text: t('app.subtitle') }),
        ]),
        opts.onLanguage
          ? el('label', { class: 'language-pick' }, [
              el('span', { class: 'label', text: t('lang.label') }),
              language,
            ])
          : null,
      ]),
      el('h2', { text: t('setup.title') }),
      el('div', { class: 'field game-field' }, [
        el('span', { class: 'label', text: t('setup.game') }),
        gameGroup,
      ]),
      el('div', { class: 'form-grid' }, [
        el('div', { class: 'field' }, [
          el('span', { class: 'label', text: t('setup.players') }),
          playersGroup,
        ]),
        el('div', { class: 'field pr-only' }, [
          el('span', { class: 'label', text: t('setup.vp') }),
          vpGroup,
        ]),
        el('div', { class: 'field sj-only' }, [
          el('label', { class: 'label', for: 'setup-start-hands', text: t('sj.setup.startHands') }),
          startHandsSelect,
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
        el('div', { class: 'field expansion pr-only' }, [
          el('label', { class: 'label', for: 'setup-expansion', text: t('setup.expansion') }),
          expansionSelect,
        ]),
      ]),
      el('div', { class: 'field' }, [
        el('span', { class: 'label', text: t('setup.opponents') }),
        table,
      ]),
      allScenarios.length
        ? el('div', { class: 'field scenarios' }, [
            el('label', { class: 'label', for: 'setup-scenario', text: t('scenarios.title') }),
            el('div', { class: 'row' }, [scenarioSelect, openScenario]),
          ])
        : null,
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
        : levels[0].id;
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
    const sj = state.game === 'san-juan';
    root.querySelectorAll('.pr-only').forEach((node) => {
      /** @type {HTMLElement} */ (node).hidden = sj;
    });
    root.querySelectorAll('.sj-only').forEach((node) => {
      /** @type {HTMLElement} */ (node).hidden = !sj;
    });
    seedHint.textContent = t(sj ? 'sj.setup.seedHint' : 'setup.seedHint');
    fillScenarios();
    vpGroup.querySelectorAll('button').forEach((b) => {
      const sel = b.getAttribute('data-vp') === String(state.visible);
      b.setAttribute('aria-checked', String(sel));
      b.classList.toggle('selected', sel);
    });
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
          levels.some((l) => l.id === state.botLevels[i]) ? state.botLevels[i] : levels[0].id,
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
          visible: state.visible,
          expansion: state.expansion,
          startHands: state.startHands,
        }),
      );
    } catch {
      /* storage may be unavailable */
    }
    const common = { game: state.game, players: n, seat: state.seat, names, bots, seed };
    opts.onStart(
      state.game === 'san-juan'
        ? { ...common, start_hands: state.startHands }
        : { ...common, visible_vp: state.visible, expansion: state.expansion },
    );
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
      seed: seedInput.value.trim() || null,
    }),
  };
}

/** @param {number} v @param {number} lo @param {number} hi */
function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, Number(v) || lo));
}

/**
 * A level's name (suffix '') or description ('.about') from the catalog; the engine's English
 * words for a level the catalog does not know yet.
 * @param {BotLevel} level @param {string} suffix
 */
function levelText(level, suffix) {
  const key = `level.${level.id}${suffix}`;
  const text = t(key);
  if (text !== key) return text;
  return (suffix ? level.description : level.name) ?? '';
}
