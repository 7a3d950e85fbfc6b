// @ts-check
/**
 * The new-game screen's values (shell/setup.js): as remembered from the last game (or the form
 * as it stood, redrawn in another language), each one the engine still accepts; the `new_game`
 * payload they make; and what is remembered for the next time (`localStorage` `pr.setup.v1`).
 */
import { t } from '../kit/text.js';
import { defaultLevel } from './new-game.js';

/** @typedef {import('./engine-client.js').BotLevel} BotLevel */
/** @typedef {import('./engine-client.js').GameFacts} GameFacts */
/** @typedef {import('./engine-client.js').OptionValue} OptionValue */
/** @typedef {import('./setup.js').SetupDraft} SetupDraft */
/** @typedef {import('./setup.js').NewGame} NewGame */
/**
 * The form's values as the player changes them. `options`: each game's options, by game id.
 * @typedef {{game: string, players: number, seat: number, name: string, botNames: string[],
 *   botLevels: string[], seed: number|string|null,
 *   options: Record<string, Record<string, OptionValue>>}} SetupState
 */
/**
 * The form's facts and values, shared by its sections: the engine's games, the chosen one's
 * facts and bot levels, the bots' default names, and `bind` to keep a listener's unbind.
 * @typedef {{state: SetupState, games: GameFacts[], gameOf: (id: string) => GameFacts,
 *   levelsOf: (id: string) => BotLevel[], defaultBots: string[],
 *   bind: (unbind: () => void) => void}} SetupContext
 */

/**
 * The form's values as stored (or a draft): read with care, since any JSON may be there.
 * @typedef {Record<string, unknown>} Remembered
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
 * The options remembered for each game: `options`, or the fields the form stored before.
 * @param {Remembered} saved @returns {Record<string, Record<string, OptionValue>>}
 */
function rememberedOptions(saved) {
  if (saved.options && typeof saved.options === 'object') {
    return /** @type {Record<string, Record<string, OptionValue>>} */ (saved.options);
  }
  /** @type {Record<string, Record<string, OptionValue>>} */
  const options = {};
  for (const [game, field, key] of STORED_BEFORE) {
    if (field in saved) (options[game] ??= {})[key] = /** @type {OptionValue} */ (saved[field]);
  }
  return options;
}

/** The form's values remembered from the last game ({} if none). @returns {Remembered} */
export function remembered() {
  try {
    /** @type {unknown} */
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
    return stored && typeof stored === 'object' ? /** @type {Remembered} */ (stored) : {};
  } catch {
    return {};
  }
}

/**
 * Each game's options as remembered if the engine still accepts that value, else its first
 * value (the rulebook's game).
 * @param {GameFacts[]} games @param {Remembered} saved
 */
function startingOptions(games, saved) {
  /** @type {Record<string, Record<string, OptionValue>>} */
  const options = {};
  const lastOptions = rememberedOptions(saved);
  for (const g of games) {
    options[g.id] = Object.fromEntries(
      Object.entries(g.options).map(([key, allowed]) => {
        const value = lastOptions[g.id]?.[key];
        return [key, allowed.includes(/** @type {OptionValue} */ (value)) ? value : allowed[0]];
      }),
    );
  }
  return options;
}

/**
 * The form's first values.
 * @param {GameFacts} first the game shown first @param {GameFacts[]} games
 * @param {Remembered} saved the values remembered, or the draft redrawn
 * @param {{defaults?: Partial<{players: number, seed: number|null, game: string}>,
 *   draft?: SetupDraft}} opts
 * @param {string[]} defaultBots
 * @returns {SetupState}
 */
export function initialState(first, games, saved, opts, defaultBots) {
  return {
    game: first.id,
    players: clamp(
      opts.defaults?.players ?? saved.players ?? 3,
      Math.min(...first.players),
      Math.max(...first.players),
    ),
    seat: Number(saved.seat ?? 0),
    name: String(saved.name ?? t('setup.defaultName')),
    botNames: Array.isArray(saved.botNames) ? saved.botNames : defaultBots,
    botLevels: Array.isArray(saved.botLevels) ? saved.botLevels : [],
    seed: opts.draft ? (opts.draft.seed ?? null) : (opts.defaults?.seed ?? null),
    options: startingOptions(games, saved),
  };
}

/**
 * The bot level of the `i`th bot: the one chosen if the chosen game has it, else its default.
 * @param {SetupContext} ctx @param {number} i
 */
export function botLevel(ctx, i) {
  const { state } = ctx;
  return ctx.levelsOf(state.game).some((l) => l.id === state.botLevels[i])
    ? state.botLevels[i]
    : defaultLevel(ctx.gameOf(state.game));
}

/**
 * The `new_game` payload of the form's values (names never empty), the seed typed in `seedText`.
 * @param {SetupContext} ctx @param {string} seedText @returns {NewGame}
 */
export function newGamePayload(ctx, seedText) {
  const { state, defaultBots } = ctx;
  const names = [];
  const bots = [];
  let bot = 0;
  for (let seat = 0; seat < state.players; seat++) {
    if (seat === state.seat) {
      names.push((state.name || t('setup.defaultName')).trim() || t('setup.defaultName'));
      bots.push(null);
    } else {
      const i = bot++;
      names.push(
        String(state.botNames[i] ?? defaultBots[i] ?? '').trim() ||
          t('setup.seat', { n: seat + 1 }),
      );
      bots.push(botLevel(ctx, i));
    }
  }
  const seed = /^\d{1,9}$/.test(seedText) ? Number(seedText) : null;
  return {
    game: state.game,
    players: state.players,
    seat: state.seat,
    names,
    bots,
    seed,
    ...state.options[state.game],
  };
}

/** Remembers the form's values for the next game. @param {SetupState} state */
export function rememberState(state) {
  try {
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({
        game: state.game,
        players: state.players,
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
}

/** @param {unknown} v a number, or what was stored as one @param {number} lo @param {number} hi */
export function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, Number(v) || lo));
}
