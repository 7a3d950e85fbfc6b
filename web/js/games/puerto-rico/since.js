// @ts-check
/**
 * Puerto Rico's words for "since your turn" (kit/since.js): what changed for one player between
 * two views, and the roles he chose meanwhile. Only what the viewer's views show: another
 * player's VP chips stay unsaid while they are hidden.
 */
import { t } from '../../kit/text.js';
import { GOODS } from './catalog.js';

/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoEvent} PuertoRicoEvent */
/** @typedef {import('./view.js').PuertoRicoPlayer} Player */

/** "+x" or "−x" of a change by `d` (never 0). @param {number} d @param {string} what */
const signed = (d, what) => t(d > 0 ? 'since.more' : 'since.less', { what });

/** @param {string[]} names @returns {Map<string, number>} */
function tally(names) {
  const out = new Map();
  for (const name of names) out.set(name, (out.get(name) ?? 0) + 1);
  return out;
}

/** A player's colonists: on his tiles, in his buildings and in his San Juan. @param {Player} p */
function colonistsOf(p) {
  return (
    p.island.filter((x) => x.colonist).length +
    p.city.reduce((sum, b) => sum + b.colonists, 0) +
    p.san_juan
  );
}

/**
 * The player's roles chosen, buildings built, tiles taken and the colonists, doubloons, VP
 * chips and goods he gained or lost, in that order.
 * @param {PuertoRicoView} before @param {PuertoRicoView} after
 * @param {PuertoRicoEvent[]} events between them @param {number} seat
 * @returns {string[]}
 */
export function playerChanges(before, after, events, seat) {
  const was = before.players[seat];
  const now = after.players[seat];
  /** @type {string[]} */
  const words = [];
  for (const e of events)
    if (e.type === 'role_chosen' && e.player === seat) words.push(t(`role.${e.role}`));
  const built = new Set(was.city.map((b) => b.building));
  for (const b of now.city)
    if (!built.has(b.building)) words.push(signed(1, t(`building.${b.building}`)));
  const had = tally(was.island.map((x) => x.tile));
  for (const [tile, n] of tally(now.island.map((x) => x.tile))) {
    const d = n - (had.get(tile) ?? 0);
    if (d === 1) words.push(signed(1, t(`tile.${tile}`)));
    else if (d > 1) words.push(signed(1, t('since.count', { n: d, what: t(`tile.${tile}.pl`) })));
  }
  // While a player places his colonists, those in his hand are in no view: no count then.
  const placing = (/** @type {PuertoRicoView} */ v) =>
    v.phase.name === 'mayor' && v.phase.actor === seat;
  const colonists = placing(before) || placing(after) ? 0 : colonistsOf(now) - colonistsOf(was);
  if (colonists) words.push(signed(colonists, t('n.colonists', { n: Math.abs(colonists) })));
  const doubloons = now.doubloons - was.doubloons;
  if (doubloons) words.push(signed(doubloons, t('n.doubloons', { n: Math.abs(doubloons) })));
  if (now.vp_chips !== null && was.vp_chips !== null && now.vp_chips !== was.vp_chips) {
    const d = now.vp_chips - was.vp_chips;
    words.push(signed(d, t('n.vp', { n: Math.abs(d) })));
  }
  for (const good of GOODS) {
    const d = now.goods[good] - was.goods[good];
    if (d) words.push(signed(d, t('goods.count', { n: Math.abs(d), good: t(`good.${good}`) })));
  }
  return words;
}
