// @ts-check
// Times the review of finished games as the page asks for it: each game of review-games.json (save
// documents written by e2e/review_benchmark.py) is resumed in the engine's worker, then reviewed
// in chunks of 250 ms. window.__review resolves with [{ms, decisions, announced}]: the decisions
// screened, and the engine's first estimate of the seconds the review would take.
import { Engine } from '../js/shell/engine-client.js';

async function run() {
  const saves = await (await fetch('review-games.json')).json();
  const engine = new Engine();
  await engine.start();
  const found = [];
  for (const save of saves) {
    await engine.request('resume', { save });
    const started = performance.now();
    let answer = await engine.request('review', { think_ms: 250 });
    let decisions = 0;
    let announced = null;
    while (answer.thinking) {
      if (answer.thinking.stage === 'screening') decisions = answer.thinking.total;
      if (announced === null && answer.thinking.left !== null)
        announced = answer.thinking.seconds + answer.thinking.left;
      answer = await engine.request('review', { think_ms: 250 });
    }
    found.push({ ms: performance.now() - started, decisions, announced });
  }
  engine.terminate();
  return found;
}

/** @type {any} */ (window).__review = run();
