// The page's San Juan decisions of several picks (web/js/games/san-juan/picks.js), run under Node
// for tests/san_juan/test_sj_web_picks.py: reads snapshots (JSON lines) on stdin, writes for each
// the `act` payload's "actions" the page would send for a choice a player could make. The first
// line is San Juan's catalog from the engine's hello, which the page's tables are filled from.
import { createInterface } from 'node:readline';
import { useCatalog } from '../../../web/js/games/san-juan/catalog.js';
import { buildDraft, draftActions, draftFor } from '../../../web/js/games/san-juan/picks.js';

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const { snap, choice, catalog } = JSON.parse(line);
  if (catalog) {
    useCatalog(catalog);
    continue;
  }
  const builds = snap.legal.filter(
    (e) => (e.action.type === 'build' || e.action.type === 'build_over') && e.cost,
  );
  let d;
  if (builds.length) {
    // A build with a black market's goods when there is one (its pass is the subtle part).
    const withGoods = builds.filter((e) => e.black_market);
    const entry = (withGoods.length ? withGoods : builds)[
      choice % (withGoods.length || builds.length)
    ];
    d = buildDraft(snap, entry, -1);
    if (withGoods.length && choice % 2) {
      // Pay with goods first: as many as allowed, then cards.
      const goods = d.options.filter((o) => o.good !== undefined).slice(0, Math.min(2, d.max));
      const cards = d.options.filter((o) => o.card !== undefined);
      d.selected = new Set([...goods, ...cards].slice(0, d.max).map((o) => o.id));
    }
  } else {
    d = draftFor(snap);
    if (!d) {
      console.log('null');
      continue;
    }
    // Between the fewest and the most the decision allows, by the choice.
    const want = d.min + (choice % (d.max - d.min + 1));
    if (!(d.mode === 'pay' && d.selected.size === want)) {
      const ids = d.options.map((o) => o.id);
      const start = choice % Math.max(1, ids.length);
      d.selected = new Set([...ids.slice(start), ...ids.slice(0, start)].slice(0, want));
    }
  }
  console.log(JSON.stringify(draftActions(d)));
}
