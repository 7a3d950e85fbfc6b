// The game log's lines (web/js/kit/logbook.js with each game's table), run under Node for
// tests/test_web_log.py. Reads JSON lines on stdin: first {games: hello's games}, then one per
// game {game, language?, chunks: [{events, view}, ...], all: [event...]}: each answer's events
// as the page received them with the view after them, and the whole game's events as a saved
// game reopened gives them. Writes for each game {live, rebuilt}: the log's lines fed
// answer by answer, and fed the whole game at once (both without their first line, which says
// how the log began); and `decisions`, how many of the human's decisions it labelled, with
// `same_labels`, the labels that two options of one decision share (table.actionLabel); and of
// its `moves` ({step, events, view}: each move as the step-through shows it), how many there
// are, the steps whose caption (table.moveLines) is empty, and the lines of moves under way;
// `kinds`, the kinds of the whole game's events, and `told_kinds`, the kinds its log tells.
import { createLogBook } from '../../web/js/kit/logbook.js';
import { TOLD_KINDS as PUERTO_RICO_KINDS } from '../../web/js/games/puerto-rico/logtext.js';
import { TOLD_KINDS as SAN_JUAN_KINDS } from '../../web/js/games/san-juan/logtext.js';
import { answerEachGameMessage } from './answer_lines.mjs';

/** @type {Record<string, string[]>} */
const TOLD_KINDS = { 'puerto-rico': PUERTO_RICO_KINDS, 'san-juan': SAN_JUAN_KINDS };

const header = () => [{ text: '', kind: 'start', seat: null }];
/** @param {any} book */
const texts = (book) =>
  book
    .lines()
    .slice(1)
    .map((/** @type {any} */ line) => (line.dim ? `(${line.text})` : line.text));

await answerEachGameMessage((message, table) => {
  const live = createLogBook();
  live.start(header, table);
  for (const chunk of message.chunks) live.add(chunk.events, chunk.view);
  const rebuilt = createLogBook();
  rebuilt.start(header, table);
  rebuilt.add(message.all, message.chunks[message.chunks.length - 1].view);
  const sameLabels = [];
  for (const d of message.decisions ?? []) {
    const labels = d.legal.map((/** @type {any} */ e) => table.actionLabel(e, d.view, d.seat));
    const twice = labels.filter((label, i) => labels.indexOf(label) !== i);
    if (twice.length) sameLabels.push({ phase: d.view.phase.name, twice });
  }
  const uncaptioned = [];
  const underway = [];
  for (const move of message.moves ?? []) {
    const lines = table.moveLines(move.events, move.view);
    if (!lines.length) uncaptioned.push({ step: move.step, events: move.events });
    for (const line of lines) if (line.kind === 'underway') underway.push(line.text);
  }
  return {
    live: texts(live),
    rebuilt: texts(rebuilt),
    decisions: (message.decisions ?? []).length,
    same_labels: sameLabels,
    moves: (message.moves ?? []).length,
    uncaptioned,
    underway,
    kinds: [...new Set(message.all.map((/** @type {any} */ e) => e.type))].sort(),
    told_kinds: TOLD_KINDS[message.game],
  };
});
