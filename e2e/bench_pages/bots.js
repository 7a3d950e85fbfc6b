// @ts-check
// Times every bot decision as the page makes them: bot_step in chunks of think_ms until a
// snapshot comes (a searching bot), or one bot_step (the others). The human seat (0) takes its
// first legal action. window.__bots resolves with {level: {times: [ms, ...], kinds: [...]}}, the
// kind of each decision being its phase's name.
import { Engine } from '../js/shell/engine-client.js';

const params = new URLSearchParams(location.search);
const level = params.get('level') ?? 'strong';
const game = params.get('game') ?? 'puerto-rico';
const decisions = Number(params.get('decisions') ?? 40);
const thinkMs = 100;

async function run() {
  const engine = new Engine();
  await engine.start();
  let snap;
  try {
    snap = await engine.request('new_game', {
      game,
      players: 4,
      seat: 0,
      seed: 3,
      bots: [null, level, level, level],
    });
  } catch {
    engine.terminate();
    return {}; // the game has no such level (yet)
  }
  const times = [];
  const kinds = [];
  while (!snap.scores && times.length < decisions) {
    if (snap.your_turn) {
      // San Juan's decisions are sent whole, as the page does; its first legal action is one.
      snap = await engine.request('act', { action: snap.legal[0].code });
      continue;
    }
    kinds.push(snap.view.phase.name);
    const started = performance.now();
    let answer = await engine.request('bot_step', { think_ms: thinkMs });
    while (answer.thinking) answer = await engine.request('bot_step', { think_ms: thinkMs });
    times.push(performance.now() - started);
    snap = answer;
  }
  engine.terminate();
  return { [level]: { times, kinds } };
}

/** @type {any} */ (window).__bots = run();
