// The coach's figures and words in the page's own modules, run under Node for
// tests/test_web_coach.py: the charts' round grid values, the review's curve range, and how a
// hint's choices, the reader's move and the rulebook's are compared (shell/compare.js,
// shell/puzzle.js). Reads JSON lines on stdin, each {call, args, language?}: a
// function of the table below and its arguments; writes one line {result} for each.
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { setLanguageFile } from '../../web/js/kit/text.js';
import { niceTicks } from '../../web/js/kit/chart.js';
import { curveRange } from '../../web/js/shell/review.js';
import { allEqual, differenceText, standing, standingText } from '../../web/js/shell/compare.js';
import { matchingChoice, rulebookChoice } from '../../web/js/shell/puzzle.js';

/** @type {Record<string, (...args: any[]) => unknown>} */
const CALLS = {
  niceTicks,
  curveRange,
  allEqual,
  differenceText,
  standing,
  // The sentence for where `choice` stands against the hint's choice it is measured with.
  standingText: (whose, hint, choice) => {
    const where = standing(hint, choice);
    return where && standingText(whose, where, hint.measure);
  },
  matchingChoice,
  rulebookChoice: (hint, at, move) => {
    const choice = rulebookChoice(hint, at, move);
    return choice && choice.codes;
  },
};

const input = createInterface({ input: process.stdin });
for await (const line of input) {
  if (!line.trim()) continue;
  const { call, args, language = 'en' } = JSON.parse(line);
  const file = new URL(`../../web/i18n/${language}.json`, import.meta.url);
  setLanguageFile(language, JSON.parse(readFileSync(file, 'utf8')));
  console.log(JSON.stringify({ result: CALLS[call](...args) ?? null }));
}
