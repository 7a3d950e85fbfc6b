// @ts-check
/**
 * Where a hint's choice (one whole decision, shell/hint.js) is marked on Puerto Rico's board:
 * on what the player clicks or gets. Most actions are marked where their click is
 * (moves.js actionRegions); a mayor's arrangement on the targets that receive colonists, never
 * on one it leaves empty; a storing choice on the goods it keeps, never on one it gives back.
 */
import { actionRegions } from './moves.js';

/** @typedef {import('./view.js').PuertoRicoSnapshot} PuertoRicoSnapshot */
/** @typedef {import('./view.js').PuertoRicoEntry} PuertoRicoEntry */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoPlayer} PuertoRicoPlayer */

/**
 * The board elements a choice is marked on.
 * @param {PuertoRicoSnapshot} snap the position hinted
 * @param {PuertoRicoEntry[]} entries the choice's actions, in order
 * @param {{view: PuertoRicoView}[]} after the player's view after the choice, on samples
 * @returns {string[]}
 */
export function choiceRegions(snap, entries, after) {
  const seat = snap.seat;
  const p = `p${seat}`;
  if (entries.some((e) => e.action.type === 'place' || e.action.type === 'leave_empty')) {
    // The whole arrangement is the player's own: every sample has it (the first will do).
    const arranged = after[0]?.view.players[seat];
    return arranged ? manned(arranged, p) : entries.flatMap((e) => placedOn(e, snap));
  }
  return entries.flatMap((e) => {
    const a = e.action;
    if (a.type === 'keep') return a.count > 0 ? [`${p}:good:${a.good}`] : [];
    if (a.type === 'store') {
      const kept = [...a.warehouse, ...(a.single ? [a.single] : [])];
      if (kept.length) return kept.map((g) => `${p}:good:${g}`);
    }
    return actionRegions(e, snap.view, seat);
  });
}

/**
 * The player's island spaces and buildings with colonists on them.
 * @param {PuertoRicoPlayer} player @param {string} p the seat's id prefix
 */
function manned(player, p) {
  return [
    ...player.island.flatMap((x, i) => (x.colonist ? [`${p}:island:${i}`] : [])),
    ...player.city.flatMap((c) => (c.colonists > 0 ? [`${p}:city:${c.building}`] : [])),
  ];
}

/**
 * Without a sample of the arrangement (none played): the targets an action fills at least in
 * part (a `leave_empty` of every circle fills none).
 * @param {PuertoRicoEntry} entry @param {PuertoRicoSnapshot} snap
 */
function placedOn(entry, snap) {
  const a = entry.action;
  const fills =
    (a.type === 'place' && a.count > 0) ||
    (a.type === 'leave_empty' &&
      (snap.mayor?.targets.find((x) => x.target === a.target)?.circles ?? 0) > a.count);
  return fills ? actionRegions(entry, snap.view, snap.seat) : [];
}
