// @ts-check
/**
 * The new-game screen's sections (shell/setup.js), each built on its own: the game, the player
 * count, the seat, the seed, the chosen game's options, the opponents' table, the rulebook's
 * examples and the language. Each returns its node and a `refresh` that shows the form's values
 * (`ctx.state`) again; a change the player makes goes into `ctx.state`.
 */
import { t, LANGUAGES, currentLocale } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { botLevel, clamp } from './setup-state.js';

/** @typedef {import('./setup-state.js').SetupContext} SetupContext */
/** @typedef {import('./engine-client.js').BotLevel} BotLevel */
/** @typedef {import('./engine-client.js').OptionValue} OptionValue */
/** @typedef {import('./setup.js').ScenarioInfo} ScenarioInfo */
/** @typedef {{node: HTMLElement, refresh: () => void}} Section */

/**
 * A text by its key, or `fallback` where the language files have none (a game they do not
 * know yet). @param {string} key @param {string} fallback
 */
export function textOr(key, fallback) {
  const text = t(key);
  return text === key ? fallback : text;
}

/**
 * A level's name (suffix '') or description ('.about') from the language file; the engine's
 * English words for a level the language file does not know yet.
 * @param {BotLevel} level @param {string} suffix
 */
export function levelText(level, suffix) {
  const key = `level.${level.id}${suffix}`;
  const text = t(key);
  if (text !== key) return text;
  return (suffix ? level.description : level.name) ?? '';
}

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

/**
 * Marks the selected button of a segmented choice.
 * @param {HTMLElement} group @param {(b: HTMLButtonElement) => boolean} selected
 */
function markSelected(group, selected) {
  group.querySelectorAll('button').forEach((b) => {
    const sel = selected(b);
    b.setAttribute('aria-checked', String(sel));
    b.classList.toggle('selected', sel);
  });
}

/**
 * A segmented choice: a radio group of buttons, one per choice, each marked with its value in
 * `data-<key>`; a click on one picks its value.
 * @template {string|number} V
 * @param {SetupContext} ctx
 * @param {{label: string, cls: string, key: string, testid?: string}} how the group's name, its
 *   class and the data attribute that holds a button's value
 * @param {{value: V, text: string}[]} choices @param {(value: V) => void} pick
 * @returns {HTMLElement}
 */
function segmented(ctx, how, choices, pick) {
  const group = el('div', {
    class: how.cls,
    role: 'radiogroup',
    'aria-label': how.label,
    'data-testid': how.testid,
  });
  for (const { value, text } of choices) {
    const b = el('button', {
      type: 'button',
      role: 'radio',
      class: 'seg',
      [`data-${how.key}`]: value,
      text,
    });
    ctx.bind(on(b, 'click', () => pick(value)));
    group.append(b);
  }
  return group;
}

/**
 * The game's choice, a button per game. @param {SetupContext} ctx @param {() => void} changed
 * @returns {Section}
 */
export function gameChoice(ctx, changed) {
  const { state } = ctx;
  const how = {
    label: t('setup.game'),
    cls: 'segmented games',
    key: 'game',
    testid: 'game-select',
  };
  const choices = ctx.games.map((g) => ({ value: g.id, text: textOr(`game.${g.id}`, g.title) }));
  const node = segmented(ctx, how, choices, (id) => {
    const g = ctx.gameOf(id);
    state.game = g.id;
    state.players = clamp(state.players, Math.min(...g.players), Math.max(...g.players));
    state.seat = Math.min(state.seat, state.players - 1);
    changed();
  });
  return { node, refresh: () => markSelected(node, (b) => b.dataset.game === state.game) };
}

/**
 * The player count's choice: every game's counts, those of the chosen game shown.
 * @param {SetupContext} ctx @param {() => void} changed @returns {Section}
 */
export function playersChoice(ctx, changed) {
  const { state } = ctx;
  const counts = [...new Set(ctx.games.flatMap((g) => g.players))].sort((a, b) => a - b);
  const how = { label: t('setup.players'), cls: 'segmented', key: 'players' };
  const choices = counts.map((n) => ({ value: n, text: String(n) }));
  const group = segmented(ctx, how, choices, (n) => {
    state.players = n;
    state.seat = Math.min(state.seat, n - 1);
    changed();
  });
  const refresh = () => {
    const shown = ctx.gameOf(state.game).players;
    markSelected(group, (b) => Number(b.dataset.players) === state.players);
    group.querySelectorAll('button').forEach((b) => {
      b.hidden = !shown.includes(Number(b.dataset.players));
    });
  };
  const node = el('div', { class: 'field' }, [
    el('span', { class: 'label', text: t('setup.players') }),
    group,
  ]);
  return { node, refresh };
}

/**
 * The player's seat. @param {SetupContext} ctx @param {() => void} changed @returns {Section}
 */
export function seatField(ctx, changed) {
  const { state } = ctx;
  const select = /** @type {HTMLSelectElement} */ (
    el('select', { id: 'setup-seat', 'data-testid': 'seat-select' })
  );
  ctx.bind(
    on(select, 'change', () => {
      state.seat = Number(select.value);
      changed();
    }),
  );
  const refresh = () => {
    select.replaceChildren(
      ...Array.from({ length: state.players }, (_, s) =>
        el('option', { value: s, text: t('setup.seat', { n: s + 1 }) }),
      ),
    );
    select.value = String(state.seat);
  };
  const node = el('div', { class: 'field' }, [
    el('label', { class: 'label', for: 'setup-seat', text: t('setup.yourSeat') }),
    select,
    el('span', { class: 'hint', text: t('setup.seatHint') }),
  ]);
  return { node, refresh };
}

/**
 * The seed, and what it does in the chosen game. @param {SetupContext} ctx
 * @returns {Section & {input: HTMLInputElement}}
 */
export function seedField(ctx) {
  const input = /** @type {HTMLInputElement} */ (
    el('input', {
      type: 'text',
      inputmode: 'numeric',
      pattern: '[0-9]*',
      id: 'setup-seed',
      maxlength: '10',
      'data-testid': 'seed-input',
      value: ctx.state.seed ?? '',
    })
  );
  const hint = el('span', { class: 'hint' });
  const node = el('div', { class: 'field seed' }, [
    el('label', { class: 'label', for: 'setup-seed', text: t('setup.seed') }),
    input,
    hint,
  ]);
  const refresh = () => {
    hint.textContent = textOr(`setup.seedHint.${ctx.state.game}`, '');
  };
  return { node, refresh, input };
}

/**
 * The chosen game's options, a select each, rebuilt at the end of `grid` when the game changes.
 * @param {SetupContext} ctx @param {HTMLElement} grid
 */
export function optionFields(ctx, grid) {
  const { state } = ctx;
  return () => {
    const chosen = state.options[state.game];
    grid.querySelectorAll('.field.option').forEach((node) => node.remove());
    grid.append(
      ...Object.entries(ctx.gameOf(state.game).options).map(([key, allowed]) => {
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
        ctx.bind(
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
  };
}

/**
 * The rulebook's examples of the chosen game, with Open (Puerto Rico's base game first, then
 * Expansion I's under their own heading); null if the engine has none.
 * @param {SetupContext} ctx @param {ScenarioInfo[]} all @param {(id: string) => void} [onOpen]
 * @returns {Section|null}
 */
export function scenarioField(ctx, all, onOpen) {
  if (!all.length) return null;
  /** @param {ScenarioInfo} s */
  const option = (s) =>
    el('option', {
      value: s.id,
      text: `${t(`scenario.${s.id}`)} (${t('scenarios.players', { n: s.players })})`,
    });
  const select = /** @type {HTMLSelectElement} */ (
    el('select', { id: 'setup-scenario', 'data-testid': 'scenario-select' })
  );
  const refresh = () => {
    const scenarios = all.filter((s) => (s.game ?? ctx.games[0].id) === ctx.state.game);
    const newOnes = scenarios.filter((s) => s.expansion);
    select.replaceChildren(
      ...[
        ...scenarios.filter((s) => !s.expansion).map(option),
        newOnes.length
          ? el('optgroup', { label: t('option.expansion') }, newOnes.map(option))
          : null,
      ].filter((x) => x !== null),
    );
  };
  const open = el('button', {
    type: 'button',
    class: 'btn',
    'data-testid': 'scenario-open',
    text: t('scenarios.open'),
  });
  ctx.bind(
    on(open, 'click', () => {
      if (select.value) onOpen?.(select.value);
    }),
  );
  const node = el('div', { class: 'field scenarios' }, [
    el('label', { class: 'label', for: 'setup-scenario', text: t('scenarios.title') }),
    el('div', { class: 'row' }, [select, open]),
  ]);
  return { node, refresh };
}

/**
 * The language's choice in the card's head. @param {SetupContext} ctx
 * @param {(code: string) => void} onLanguage
 */
export function languagePick(ctx, onLanguage) {
  const select = /** @type {HTMLSelectElement} */ (
    el(
      'select',
      { id: 'setup-language', 'data-testid': 'language-select' },
      LANGUAGES.map(([code, name]) => el('option', { value: code, lang: code, text: name })),
    )
  );
  select.value = currentLocale();
  ctx.bind(on(select, 'change', () => onLanguage(select.value)));
  return el('label', { class: 'language-pick' }, [
    el('span', { class: 'label', text: t('lang.label') }),
    select,
  ]);
}

/** The opponents' table: the player's name, each bot's name and level. @param {SetupContext} ctx
 * @returns {Section} */
export function opponentsTable(ctx) {
  const node = el('div', { class: 'opponents' });
  const refresh = () => {
    node.replaceChildren();
    let bot = 0;
    for (let seat = 0; seat < ctx.state.players; seat++) {
      node.append(seat === ctx.state.seat ? playerRow(ctx, seat) : botRow(ctx, seat, bot++));
    }
  };
  return { node, refresh };
}

/** The player's row: his name. @param {SetupContext} ctx @param {number} seat */
function playerRow(ctx, seat) {
  const nameInput = /** @type {HTMLInputElement} */ (
    el('input', {
      type: 'text',
      maxlength: '16',
      autocomplete: 'nickname',
      value: ctx.state.name,
      'aria-label': t('setup.yourName'),
      'data-testid': 'player-name',
    })
  );
  ctx.bind(
    on(nameInput, 'input', () => {
      ctx.state.name = nameInput.value;
    }),
  );
  return el('div', { class: 'opp-row you' }, [
    el('span', { class: `seat-dot seat-${seat}`, 'aria-hidden': 'true' }),
    el('span', { class: 'opp-seat', text: t('setup.seat', { n: seat + 1 }) }),
    nameInput,
    el('span', { class: 'opp-you', text: t('setup.you') }),
  ]);
}

/**
 * A bot's row: its name and level. @param {SetupContext} ctx @param {number} seat
 * @param {number} i which bot (0 the first seat that is not the player's)
 */
function botRow(ctx, seat, i) {
  const { state } = ctx;
  const seatName = t('setup.seat', { n: seat + 1 });
  const nameField = /** @type {HTMLInputElement} */ (
    el('input', {
      type: 'text',
      maxlength: '16',
      value: state.botNames[i] ?? ctx.defaultBots[i] ?? seatName,
      'aria-label': `${seatName} ${t('setup.botName')}`,
      'data-testid': `bot-name-${seat}`,
    })
  );
  ctx.bind(
    on(nameField, 'input', () => {
      state.botNames[i] = nameField.value;
    }),
  );
  const levelSelect = /** @type {HTMLSelectElement} */ (
    el(
      'select',
      { 'aria-label': `${seatName} ${t('setup.botLevel')}`, 'data-testid': `bot-level-${seat}` },
      ctx
        .levelsOf(state.game)
        .map((l) =>
          el('option', { value: l.id, text: levelText(l, ''), title: levelText(l, '.about') }),
        ),
    )
  );
  levelSelect.value = botLevel(ctx, i);
  state.botLevels[i] = levelSelect.value;
  ctx.bind(
    on(levelSelect, 'change', () => {
      state.botLevels[i] = levelSelect.value;
    }),
  );
  return el('div', { class: 'opp-row' }, [
    el('span', { class: `seat-dot seat-${seat}`, 'aria-hidden': 'true' }),
    el('span', { class: 'opp-seat', text: seatName }),
    nameField,
    levelSelect,
  ]);
}
