// @ts-check
// Times the coach as the page asks for it, over a 4-player game against medium bots: a hint at
// every decision of the player (hint in chunks of 120 ms until it comes; the player then plays
// its first choice), then the finished game's review (review in chunks of 250 ms). window.__coach
// resolves with {hints: [{ms, kind}], review: {ms, decisions}}, a hint's kind being its phase's
// name and, for a decision of several actions, "+".
import { Engine } from '../js/shell/engine-client.js';

const params = new URLSearchParams(location.search);
const game = params.get('game') ?? 'puerto-rico';
const seed = Number(params.get('seed') ?? 3);

async function run() {
  const engine = new Engine();
  await engine.start();
  let snap = await engine.request('new_game', {
    game,
    players: 4,
    seat: 0,
    seed,
    bots: [null, 'medium', 'medium', 'medium'],
  });
  const hints = [];
  while (!snap.scores) {
    if (!snap.your_turn) {
      snap = await engine.request('bot_step', {});
      continue;
    }
    const kind = snap.view.phase.name;
    const started = performance.now();
    let answer = await engine.request('hint', { think_ms: 120 });
    while (answer.thinking) answer = await engine.request('hint', { think_ms: 120 });
    hints.push({ ms: performance.now() - started, kind });
    const codes = answer.hint.choices[0].codes;
    snap = await engine.request(
      'act',
      codes.length === 1 ? { action: codes[0] } : { actions: codes },
    );
  }
  const started = performance.now();
  let answer = await engine.request('review', { think_ms: 250 });
  let decisions = 0;
  while (answer.thinking) {
    decisions = answer.thinking.total;
    answer = await engine.request('review', { think_ms: 250 });
  }
  const review = { ms: performance.now() - started, decisions };
  engine.terminate();
  return { hints, review };
}

/** @type {any} */ (window).__coach = run();
