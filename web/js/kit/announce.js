// @ts-check
/**
 * What a screen reader is told of a game, in words (no DOM; the shell's announcer says them):
 * the log's lines not yet told, each once; the player's turn with its number of choices; the
 * "since your turn" rows as one summary. Every sentence is the log's or the language file's.
 */
import { t, list } from './text.js';

/** @typedef {import('./since.js').SinceRow} SinceRow */

/** A line as a sentence read on its own: a full stop unless it has its own. @param {string} s */
export function sentence(s) {
  const text = s.trim();
  return /[.!?…:;]$/.test(text) ? text : `${text}.`;
}

/**
 * The lines of `now` not told yet: after the start `told` and `now` share, those that `told`
 * did not hold there already (a line the log reads again is not news).
 * @param {string[]} told the log's lines as last told @param {string[]} now the log's lines now
 * @returns {string[]}
 */
export function untold(told, now) {
  let same = 0;
  while (same < told.length && same < now.length && told[same] === now[same]) same++;
  const before = told.slice(same);
  /** @type {string[]} */
  const news = [];
  for (const line of now.slice(same)) {
    const k = before.indexOf(line);
    if (k >= 0) before.splice(k, 1);
    else news.push(line);
  }
  return news;
}

/**
 * The player's turn: what he must decide (the prompt on screen) and how many choices he has.
 * @param {string} prompt @param {number} choices
 */
export function turnText(prompt, choices) {
  return t('announce.turn', { decision: sentence(prompt), n: choices });
}

/**
 * "Since your turn" as one summary: every player's line, as the box over the log shows them.
 * @param {SinceRow[]} rows @returns {string}
 */
export function sinceText(rows) {
  const said = rows.map((row) =>
    t('announce.sinceRow', { name: row.name, changes: list(row.words) }),
  );
  return t('announce.since', { rows: said.join(' ') });
}
