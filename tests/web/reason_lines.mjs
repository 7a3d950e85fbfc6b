// The coach's reasons in words (each game's table's reasonText, web/js/games/<game>/reasons.js),
// run under Node for tests/test_web_reasons.py. Reads JSON lines on stdin: first {games: hello's
// games}, then one per batch {game, language, cases: [{view, seat, reasons: [Reason...]}]}.
// Writes for each batch {lines: [[text or null, ...] per case]}: each reason as the page words
// it for the reader in `seat`, null where the page leaves it out.
import { answerEachGameMessage } from './answer_lines.mjs';

await answerEachGameMessage((message, table) => ({
  lines: message.cases.map((/** @type {any} */ c) =>
    c.reasons.map((/** @type {any} */ r) => table.reasonText(r, c.view, c.seat)),
  ),
}));
