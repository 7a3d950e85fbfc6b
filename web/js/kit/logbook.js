// @ts-check
/**
 * The game log's lines, from the engine's events (no DOM: the page's log shows them, the tests
 * read them under Node). It keeps the events, not only their words, so that a change of language
 * rewrites the whole log in the new one, and so that one line may join events of several steps
 * (a bot's colonists placed one at a time, a forced pass told once per phase): the story is cut
 * into sections where the game's table says one starts (a role chosen), and the section under
 * way is read again, whole, as its events come. The live log is thus the same text as the log of
 * the same events read at once (a saved game reopened, the step-through).
 */
import { about } from './you.js';
import { t, capital } from './text.js';

/**
 * A line of the log: its sentence, dimmed (a step no one decided), whose it is (his colour's
 * dot) and what kind of event it tells.
 * @typedef {{text: string, dim?: boolean, seat?: number|null, kind: string}} LogLine
 */
/** @typedef {() => LogLine[]} LogSource lines in the current language, made afresh on each call */
/** @typedef {import('./snapshot.js').GameEvent} LogEvent */
/**
 * How a game's events become lines: `eventLines` reads a section's events from its start (the
 * view after them gives names and sizes); no line joins events across a `startsLogSection`.
 * @typedef {{
 *   eventLines: (events: LogEvent[], view: unknown) => LogLine[],
 *   startsLogSection: (event: LogEvent) => boolean,
 * }} LogWriter
 */

/**
 * The words of a move the log has none for yet (a decision still under way whose kind a game's
 * caption does not word): who is still deciding. None if no player acted in it.
 * @param {LogEvent[]} events one move's
 * @param {(seat: number) => {name: string, you?: boolean}|undefined} playerAt a seat's player
 * @returns {LogLine[]}
 */
export function stillDeciding(events, playerAt) {
  const seat = events.find((e) => e.type === 'action' && e.player != null)?.player;
  if (seat == null) return [];
  const player = playerAt(seat);
  const text = t(about('log.underway', player), { player: player ? player.name : '?' });
  return [{ text: capital(text), dim: true, seat, kind: 'underway' }];
}

/**
 * The log's first line for a game shown from its start (reopened, or in the step-through).
 * @param {{players: unknown[]}} view @returns {LogSource}
 */
export function fromStart(view) {
  return () => [
    { text: t('log.fromStart', { n: view.players.length }), kind: 'start', seat: null },
  ];
}

export function createLogBook() {
  /** @type {LogSource} */
  let header = () => [];
  /** @type {LogWriter|null} */
  let writer = null;
  /** @type {LogEvent[]} */
  let events = [];
  /** @type {unknown} the view after the last events: the game's writer reads it */
  let view = null;
  /** @type {number[]} where each section starts in `events` (the first at 0) */
  let sections = [0];
  /** @type {LogLine[]} the lines of the sections before the last (as last read) */
  let settled = [];

  /** @param {number} from @param {number} to */
  const read = (from, to) =>
    writer && to > from ? writer.eventLines(events.slice(from, to), view) : [];

  const book = {
    /**
     * A new story: its first lines, and how its events will be read.
     * @param {LogSource} first @param {LogWriter} how
     */
    start(first, how) {
      header = first;
      writer = how;
      events = [];
      view = null;
      sections = [0];
      settled = [];
    },
    /**
     * The story's next events, and the view after them.
     * @param {LogEvent[]} more @param {unknown} after
     */
    add(more, after) {
      view = after;
      if (!writer) return;
      const from = events.length;
      events.push(...more);
      for (let i = Math.max(from, sections[sections.length - 1] + 1); i < events.length; i++) {
        if (!writer.startsLogSection(events[i])) continue;
        settled.push(...read(sections[sections.length - 1], i));
        sections.push(i);
      }
    },
    /** Every line, the section under way read afresh. @returns {LogLine[]} */
    lines() {
      return [...header(), ...settled, ...read(sections[sections.length - 1], events.length)];
    },
    /** Reads the settled sections again (the language changed). */
    relabel() {
      settled = sections.slice(0, -1).flatMap((from, k) => read(from, sections[k + 1]));
    },
  };
  return book;
}
