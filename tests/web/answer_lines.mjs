// What the tests' Node scripts share (tests/web/*.mjs): they read one JSON message a line on
// stdin and write one JSON answer a line on stdout, worded in the language a message names.
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { tableFor, useCatalogs } from '../../web/js/games/index.js';
import { setLanguageFile } from '../../web/js/kit/text.js';

/**
 * Words what follows in web/i18n/<language>.json, as the page does.
 * @param {string} language
 */
export function useLanguage(language) {
  const file = new URL(`../../web/i18n/${language}.json`, import.meta.url);
  setLanguageFile(language, JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Answers each message on stdin with what `answer` returns, as one JSON line.
 * @param {(message: any) => unknown} answer
 */
export async function answerEachLine(answer) {
  const input = createInterface({ input: process.stdin });
  for await (const line of input) {
    if (line.trim()) console.log(JSON.stringify(answer(JSON.parse(line))));
  }
}

/**
 * Answers each message about a game ({game, language?, ...}) with what `answer` returns for it
 * and the game's table, in the message's language (English unless named). The first message,
 * {games: hello's games}, gives the games' catalogs and has no answer.
 * @param {(message: any, table: ReturnType<typeof tableFor>) => unknown} answer
 */
export async function answerEachGameMessage(answer) {
  const input = createInterface({ input: process.stdin });
  for await (const line of input) {
    if (!line.trim()) continue;
    const message = JSON.parse(line);
    if (message.games) {
      useCatalogs(message.games);
      continue;
    }
    useLanguage(message.language ?? 'en');
    console.log(JSON.stringify(answer(message, tableFor(message.game))));
  }
}
