// @ts-check
/**
 * A new game asked for without the new-game screen (`?autostart=1`, an embed's new game): its
 * `new_game` payload from what `hello` declares of the game (docs/bridge.md) and from the URL,
 * each value checked against what the engine accepts. It knows no game.
 */
import { t } from '../kit/text.js';

/** @typedef {import('./engine-client.js').GameFacts} GameFacts */
/** @typedef {import('./engine-client.js').OptionValue} OptionValue */
/** @typedef {import('./setup.js').NewGame} NewGame */

/** The players of a game when nobody says how many (a game everyone knows: 3 players). */
const USUAL_PLAYERS = 3;

/**
 * A game's facts by its id; the first game's (Puerto Rico) for an id `hello` does not name.
 * @param {GameFacts[]} games @param {string|null|undefined} id
 */
export function gameFacts(games, id) {
  return games.find((g) => g.id === id) ?? games[0];
}

/**
 * The player count asked for, within what the game allows.
 * @param {GameFacts} facts @param {number|null} asked
 */
function playersAllowed(facts, asked) {
  const n = asked ?? USUAL_PLAYERS;
  return Math.min(Math.max(...facts.players), Math.max(Math.min(...facts.players), n));
}

/**
 * The game's options named in the URL (`?expansion=draft`, `?visible_vp=1`), each one of its
 * allowed values; a value the engine would refuse is left out with a warning.
 * @param {GameFacts} facts @param {URLSearchParams} params @param {(why: string) => void} warn
 * @returns {Record<string, OptionValue>}
 */
export function optionsFromParams(facts, params, warn) {
  /** @type {Record<string, OptionValue>} */
  const options = {};
  for (const [key, allowed] of Object.entries(facts.options)) {
    const text = params.get(key);
    if (text === null) continue;
    const value = allowed.find((v) => paramText(v).includes(text));
    if (value === undefined)
      warn(`the ${key} parameter ${JSON.stringify(text.slice(0, 80))} is not valid`);
    else options[key] = value;
  }
  return options;
}

/** How a URL may write an option's value. @param {OptionValue} value @returns {string[]} */
function paramText(value) {
  if (value === true) return ['1', 'true', 'yes'];
  if (value === false) return ['0', 'false', 'no', ''];
  if (value === null) return ['', 'none'];
  return [value];
}

/**
 * The payload of a new game with the reader in seat 0, default names and the bots' levels
 * (`levels` name the other seats in order, the last repeats; the game's first level if empty).
 * @param {GameFacts} facts
 * @param {{players: number|null, levels: string[], options: Record<string, OptionValue>,
 *   seed?: number|null}} asked
 * @returns {NewGame}
 */
export function quickNewGame(facts, asked) {
  const n = playersAllowed(facts, asked.players);
  const names = [t('setup.defaultName'), ...t('setup.botNames').split(',')].slice(0, n);
  const levels = asked.levels.length ? asked.levels : [defaultLevel(facts)];
  return {
    game: facts.id,
    players: n,
    seat: 0,
    names,
    bots: names.map((_, s) => (s === 0 ? null : levels[Math.min(s - 1, levels.length - 1)])),
    seed: asked.seed ?? null,
    ...asked.options,
  };
}

/**
 * The level of an opponent nobody chose: the engine's (Medium), else the game's weakest.
 * @param {GameFacts} facts @returns {string}
 */
export function defaultLevel(facts) {
  const wanted = facts.default_bot_level;
  if (wanted && facts.bot_levels.some((l) => l.id === wanted)) return wanted;
  return facts.bot_levels[0]?.id ?? 'random';
}
