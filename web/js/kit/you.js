// @ts-check
/**
 * The player shown as "You" (the guided first game, docs/coach.md): his seat's name in a view
 * from the engine is read from the language file, in the language in use, and sentences that
 * name him take their second-person form (a key's `.you` sibling: "You take a quarry").
 */
import { t } from './text.js';

/**
 * Makes seat `seat` of `holder.players` (a view, or Puerto Rico's scores) "You": its name read
 * from the language file whenever it is read, the player marked `you`.
 * @param {{players?: object[]}|null|undefined} holder @param {number} seat
 */
export function nameAsYou(holder, seat) {
  const player = /** @type {{you?: boolean} | undefined} */ (holder?.players?.[seat]);
  if (!player || player.you) return;
  Object.defineProperty(player, 'name', {
    get: () => t('setup.you'),
    enumerable: true,
    configurable: true,
  });
  Object.defineProperty(player, 'you', { value: true });
}

/**
 * The key of a sentence about `player`: its second-person form if he is "You".
 * @param {string} key @param {{name: string, you?: boolean}|null|undefined} player
 */
export function about(key, player) {
  return player && player.you ? `${key}.you` : key;
}
