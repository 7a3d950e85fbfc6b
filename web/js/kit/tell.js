// @ts-check
/**
 * A section of a game's log told in sentences, the frame both games' logtext.js share: each
 * event goes to the game's teller of its kind, with what a sentence needs (the acting player's
 * name, `say` in his person, `push` a line of his); an event of a kind the game does not tell
 * makes no line. And the table elements a step touched, each game naming them.
 */
import { t, capital } from './text.js';
import { about } from './you.js';

/** @typedef {import('./logbook.js').LogLine} LogLine */
/** @typedef {{type: string, player?: number, reason?: string}} ToldEvent */
/** @typedef {{players: {name: string, you?: boolean}[]}} NamedView */

/**
 * What every teller gets, beside the game's own memory of the section.
 * @template {ToldEvent} E @template {NamedView} V
 * @typedef {object} Telling
 * @property {V} view
 * @property {(seat: number) => string} name
 * @property {string} player the acting player's name ('' for none)
 * @property {(key: string, params: Record<string, string|number>) => string} say
 * @property {(text: string, dim?: boolean) => void} push
 * @property {() => E[]} run the event and those of its kind (and reason) by its player right
 *   after it, consumed: the section goes on after them
 * @property {LogLine[]} out
 */

/**
 * The events of `E` of kind `K` (a kind an event type shares with others among them).
 * @template {ToldEvent} E @template {string} K
 * @typedef {E extends unknown ? (K extends E['type'] ? E : never) : never} OfKind
 */
/**
 * A game's tellers: for each kind of event it tells, what pushes its lines, given the telling `C`.
 * @template {ToldEvent} E @template C
 * @typedef {{[K in E['type']]?: (e: OfKind<E, K>, c: C) => void}} Tellers
 */

/**
 * The lines of a section of events. `memory` lasts the section (what was told already).
 * @template {ToldEvent} E @template {NamedView} V @template {object} M
 * @param {E[]} events @param {V} view the view after them (names) @param {M} memory
 * @param {Tellers<E, Telling<E, V> & M>} tellers
 * @returns {LogLine[]}
 */
export function tellSection(events, view, memory, tellers) {
  /** @type {LogLine[]} */
  const out = [];
  const name = (/** @type {number} */ seat) => (view.players[seat] ? view.players[seat].name : '?');
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const player = e.player !== undefined ? name(e.player) : '';
    // A sentence about the player shown as "You" speaks to him (kit/you.js).
    const say = (/** @type {string} */ key, /** @type {Record<string, string|number>} */ params) =>
      t(about(key, e.player !== undefined ? view.players[e.player] : null), params);
    const push = (/** @type {string} */ text, dim = false) =>
      out.push({ text: capital(text), dim, seat: e.player ?? null, kind: e.type });
    // Several events of one kind in a row by one player make one line ("produces indigo and
    // coffee"): the events of the run are of `e`'s type.
    const run = () => {
      const same = [e];
      while (
        i + 1 < events.length &&
        events[i + 1].type === e.type &&
        events[i + 1].player === e.player &&
        events[i + 1].reason === e.reason
      )
        same.push(events[++i]);
      return same;
    };
    const telling = { view, name, player, say, push, run, out, ...memory };
    const tell = /** @type {((e: E, c: Telling<E, V> & M) => void) | undefined} */ (
      tellers[/** @type {E['type']} */ (e.type)]
    );
    tell?.(e, telling);
  }
  return out;
}

/**
 * A game's touches: for each kind of event that touches table elements, their ids, given the
 * acting player's id prefix (`p<seat>`, '' for none) and the view after the step.
 * @template {ToldEvent} E @template V
 * @typedef {{[K in E['type']]?: (e: OfKind<E, K>, p: string, view: V) => string[]}} Touches
 */

/**
 * The ids of the table elements a step's `events` touched (each kind's by `touches`), for a
 * short highlight.
 * @template {ToldEvent} E @template V
 * @param {E[]} events @param {V} view the view after them @param {Touches<E, V>} touches
 * @returns {string[]}
 */
export function touchedBy(events, view, touches) {
  const ids = new Set();
  for (const e of events) {
    const touched = /** @type {((e: E, p: string, view: V) => string[]) | undefined} */ (
      touches[/** @type {E['type']} */ (e.type)]
    );
    const p = e.player !== undefined ? `p${e.player}` : '';
    for (const id of touched?.(e, p, view) ?? []) ids.add(id);
  }
  return [...ids];
}
