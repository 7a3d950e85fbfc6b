// The coach's reasons in words (each game's table's reasonText, web/js/games/<game>/reasons.js),
// run under Node for tests/test_web_reasons.py. Reads JSON lines on stdin: first {games: hello's
// games}, then one per batch {game, language, cases: [{view, seat, reasons: [Reason...]}]}.
// Writes for each batch {lines: [[text or null, ...] per case]}: each reason as the page words
// it for the reader in `seat`, null where the page leaves it out.
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { tableFor, useCatalogs } from '../../web/js/games/index.js';
import { setLanguageFile } from '../../web/js/kit/text.js';

const input = createInterface({ input: process.stdin });
for await (const line of input) {
  if (!line.trim()) continue;
  const message = JSON.parse(line);
  if (message.games) {
    useCatalogs(message.games);
    continue;
  }
  const lang = message.language;
  const file = new URL(`../../web/i18n/${lang}.json`, import.meta.url);
  setLanguageFile(lang, JSON.parse(readFileSync(file, 'utf8')));
  const table = tableFor(message.game);
  const lines = message.cases.map((/** @type {any} */ c) =>
    c.reasons.map((/** @type {any} */ r) => table.reasonText(r, c.view, c.seat)),
  );
  console.log(JSON.stringify({ lines }));
}
