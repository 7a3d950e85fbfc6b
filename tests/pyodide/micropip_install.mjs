#!/usr/bin/env node
// pr_core installed with micropip into a stock Pyodide under Node, as a site that runs its own
// Pyodide would (docs/embed.md), then one random game played; prints the game's final scores as
// JSON on stdout.
//
//   node tests/pyodide/micropip_install.mjs PR_CORE.whl MICROPIP.whl PACKAGING.whl PLAYERS SEED
//
// micropip itself comes from the hash-pinned wheels (requirements/pyodide.txt), loaded with
// pyodide.loadPackage; pr_core's wheel goes into Pyodide's file system and micropip installs it
// from there ("emfs:"). Nothing is fetched from the network.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PYODIDE_DIR = path.resolve(HERE, '..', '..', 'build', 'node_modules', 'pyodide');

const [wheel, micropip, packaging, players, seed] = process.argv.slice(2);
if (!wheel || !micropip || !packaging || !players || !seed) {
  process.stderr.write(
    'usage: node micropip_install.mjs PR_CORE.whl MICROPIP.whl PACKAGING.whl PLAYERS SEED\n',
  );
  process.exit(2);
}
const { loadPyodide } = await import(path.join(PYODIDE_DIR, 'pyodide.mjs'));
const pyodide = await loadPyodide({
  indexURL: PYODIDE_DIR + path.sep,
  stdout: (s) => process.stderr.write(s + '\n'),
});
await pyodide.loadPackage([path.resolve(micropip), path.resolve(packaging)], {
  checkIntegrity: false,
});
const target = `/tmp/${path.basename(wheel)}`;
pyodide.FS.writeFile(target, fs.readFileSync(wheel));
const out = await pyodide.runPythonAsync(`
import json
import micropip
await micropip.install("emfs:${target}")
import pr_core as pr
from pr_core.rng import Random
state = pr.new_game(${Number(players)}, ${Number(seed)})
chooser = Random(${Number(seed)})
while not pr.is_terminal(state):
    state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
json.dumps({"installed_from": pr.__file__, "scores": pr.final_scores(state)}, sort_keys=True)
`);
process.stdout.write(out + '\n');
