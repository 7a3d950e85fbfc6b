// @ts-check
/**
 * The mayor's arrangement while the player edits it: colonists per target, within each
 * target's circles and the colonists to place. Pure functions returning new arrangements; the
 * engine checks the final one (`arrange` request, docs/bridge.md).
 *
 * `mayor` in a snapshot gives `hand` (colonists still to place) and each target's `circles`,
 * `placed` (already on it this turn) and `open` (false once passed by single placing actions:
 * its count is then fixed). The arrangement covers every target; `hand` here is all colonists
 * of the turn: the snapshot's hand plus those already placed.
 */

/** @typedef {import('./view.js').MayorTarget} MayorTarget */
/** @typedef {{hand: number, targets: MayorTarget[], arr: Record<string, number>}} Arrangement */

/** @param {Arrangement} a */
export function placed(a) {
  return Object.values(a.arr).reduce((s, n) => s + n, 0);
}

/** @param {Arrangement} a */
export function remaining(a) {
  return a.hand - placed(a);
}

/** @param {Arrangement} a @param {string} target */
function find(a, target) {
  return a.targets.find((x) => x.target === target);
}

/** @param {Arrangement} a @param {string} target */
export function circlesOf(a, target) {
  const t = find(a, target);
  return t ? t.circles : 0;
}

/** True if the target's count may still change. @param {Arrangement} a @param {string} target */
export function editable(a, target) {
  const t = find(a, target);
  return !!t && t.open !== false;
}

/**
 * A starting arrangement: targets already passed keep their colonists; open ones get what the
 * player had before, as far as it fits; the rest stays in hand.
 * @param {import('./view.js').MayorPlacing} mayor the snapshot's
 * @param {Record<string, number>} previous
 * @returns {Arrangement}
 */
export function initial(mayor, previous) {
  /** @type {Record<string, number>} */
  const arr = {};
  let fixed = 0;
  for (const t of mayor.targets) fixed += t.placed ?? 0;
  const hand = mayor.hand + fixed;
  let left = mayor.hand;
  for (const t of mayor.targets) {
    const already = t.placed ?? 0;
    if (t.open === false) {
      arr[t.target] = already;
      continue;
    }
    const want = Math.max(already, Math.min(t.circles, previous[t.target] ?? 0));
    const add = Math.max(0, Math.min(want - already, left));
    arr[t.target] = already + add;
    left -= add;
  }
  return { hand, targets: mayor.targets, arr };
}

/** @param {Arrangement} a @param {string} target @param {number} delta @returns {Arrangement} */
export function change(a, target, delta) {
  if (!(target in a.arr) || !editable(a, target)) return a;
  const now = a.arr[target];
  const next = Math.max(0, Math.min(circlesOf(a, target), now + Math.min(delta, remaining(a))));
  if (next === now) return a;
  return { ...a, arr: { ...a.arr, [target]: next } };
}

/**
 * A tap on a target (not on one of its circles): adds colonists one at a time until it is full
 * or none is left to place, then takes them off one at a time down to none, and round again, so
 * that taps alone reach every count. `down` is the way the last tap on it went.
 * @param {Arrangement} a @param {string} target @param {boolean} down
 * @returns {{a: Arrangement, down: boolean}}
 */
export function cycle(a, target, down) {
  if (!(target in a.arr) || !editable(a, target)) return { a, down };
  const canAdd = remaining(a) > 0 && a.arr[target] < circlesOf(a, target);
  const takeOff = a.arr[target] > 0 && (down || !canAdd);
  return { a: change(a, target, takeOff ? -1 : 1), down: takeOff };
}

/**
 * Places the colonists still in hand on the first free circles, in placing order.
 * @param {Arrangement} a
 */
export function fill(a) {
  const arr = { ...a.arr };
  let left = remaining(a);
  for (const t of a.targets) {
    if (t.open === false) continue;
    const add = Math.min(left, t.circles - arr[t.target]);
    arr[t.target] += add;
    left -= add;
  }
  return { ...a, arr };
}

/**
 * Takes every colonist back into hand (targets already passed keep theirs).
 * @param {Arrangement} a
 */
export function clear(a) {
  return {
    ...a,
    arr: Object.fromEntries(
      a.targets.map((t) => [t.target, t.open === false ? a.arr[t.target] : 0]),
    ),
  };
}

/** Ready to send: every colonist is on a circle. @param {Arrangement} a */
export function complete(a) {
  return remaining(a) === 0;
}

/**
 * The colonists a player has on each target in a view (to start the next arrangement from).
 * @param {import('./view.js').PuertoRicoPlayer} player a player of the view
 * @returns {Record<string, number>}
 */
export function fromView(player) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const tile of player.island) if (tile.colonist) out[tile.tile] = (out[tile.tile] ?? 0) + 1;
  for (const b of player.city) if (b.colonists) out[b.building] = b.colonists;
  return out;
}
