// The coach's figures and words in the page's own modules, run under Node for
// tests/test_web_coach.py: the charts' round grid values, the review's curve range, and how a
// hint's choices, the reader's move and the rulebook's are compared (shell/compare.js,
// shell/puzzle.js). Reads JSON lines on stdin, each {call, args, language?}: a
// function of the table below and its arguments; writes one line {result} for each.
import { niceTicks } from '../../web/js/kit/chart.js';
import { curveRange } from '../../web/js/shell/review.js';
import { allEqual, differenceText, standing, standingText } from '../../web/js/shell/compare.js';
import { matchingChoice, rulebookChoice } from '../../web/js/shell/puzzle.js';
import { answerEachLine, useLanguage } from './answer_lines.mjs';

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

await answerEachLine(({ call, args, language = 'en' }) => {
  useLanguage(language);
  return { result: CALLS[call](...args) ?? null };
});
