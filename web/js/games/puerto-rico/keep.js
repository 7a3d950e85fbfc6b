// @ts-check
/**
 * The keep editor: at his storing turn, the owner of a warehouse or the storehouse sets how many
 * barrels of each good he keeps (−/+ in the side panel, "Keep the most" to start over) and sends
 * the whole set at once (the `keep` request, docs/bridge.md). The engine says which keeps are
 * possible: any keep within one of the snapshot's greatest keeps, of one barrel at least
 * (docs/rules/puerto-rico.md#storing); the counts it already settled cannot change.
 */
import { t, capital } from '../../kit/text.js';
import { boundButton, redrawnPanel, stepperRow } from '../../kit/decision.js';
import { GOODS, PRICE } from './catalog.js';

/** @typedef {import('./view.js').KeepChoice} KeepChoice */
/** @typedef {import('./view.js').PuertoRicoSnapshot} PuertoRicoSnapshot */
/** @typedef {import('./view.js').PuertoRicoEntry} PuertoRicoEntry */
/**
 * @typedef {import('../../kit/table.js').EditorHost<PuertoRicoSnapshot, import('./layout.js').Item>
 * } EditorHost
 */
/**
 * The mayor's drawing state: the keep editor draws nothing on the board.
 * @typedef {import('../../kit/table.js').Editor<PuertoRicoSnapshot, import('./layout.js').Layout,
 *   import('./layout.js').Item, import('./render.js').UiState['mayor'], PuertoRicoEntry>} Editor
 */
/** @typedef {{choice: KeepChoice, kept: Record<string, number>}} Keep */

/** @param {Record<string, number>} counts @param {string} good */
const of = (counts, good) => counts[good] ?? 0;

/** @param {Record<string, number>} counts */
function total(counts) {
  return GOODS.reduce((n, g) => n + of(counts, g), 0);
}

/**
 * Is this keep possible: the settled counts as they are, one barrel at least (if he has any),
 * and within one of the greatest keeps?
 * @param {KeepChoice} choice @param {Record<string, number>} kept
 */
export function possible(choice, kept) {
  if (Object.entries(choice.decided).some(([g, n]) => of(kept, g) !== n)) return false;
  if (total(choice.goods) > 0 && total(kept) === 0) return false;
  return choice.greatest.some((most) => GOODS.every((g) => of(kept, g) <= of(most, g)));
}

/**
 * The greatest keep worth the most at the trading house (the bots' choice too, in short).
 * @param {KeepChoice} choice
 */
export function most(choice) {
  const worth = (/** @type {Record<string, number>} */ k) =>
    GOODS.reduce((sum, g) => sum + of(k, g) * (1 + (PRICE[g] ?? 0)), 0);
  let best = choice.greatest[0] ?? choice.goods;
  for (const k of choice.greatest) if (worth(k) > worth(best)) best = k;
  return { ...best };
}

/**
 * One barrel more or fewer of a good, if the keep stays possible (one barrel fewer may need a
 * later good's count to grow first, so it is only refused when it would leave nothing).
 * @param {Keep} k @param {string} good @param {number} delta
 * @returns {Keep}
 */
export function change(k, good, delta) {
  const kept = { ...k.kept, [good]: of(k.kept, good) + delta };
  if (kept[good] < 0 || kept[good] > of(k.choice.goods, good)) return k;
  return possible(k.choice, kept) ? { choice: k.choice, kept } : k;
}

/**
 * The panel: each good he holds with its count and −/+, then "Keep the most" and Keep.
 * @param {HTMLElement} root
 * @param {{onChange: (good: string, delta: number) => void, onMost: () => void,
 *   onConfirm: () => void}} handlers
 */
function createKeepPanel(root, handlers) {
  return redrawnPanel(root, (/** @type {Keep} */ k, enabled, unbinders) => {
    const held = GOODS.filter((g) => of(k.choice.goods, g) > 0);
    const rows = held.map((good) => {
      const n = of(k.kept, good);
      const name = capital(t(`good.${good}`));
      return stepperRow(
        {
          key: good,
          name,
          count: `${n}/${of(k.choice.goods, good)}`,
          locked: good in k.choice.decided,
          data: { good },
          lessLabel: t('keep.less', { good: name }),
          moreLabel: t('keep.more', { good: name }),
          less: enabled && change(k, good, -1) !== k ? () => handlers.onChange(good, -1) : null,
          more: enabled && change(k, good, 1) !== k ? () => handlers.onChange(good, 1) : null,
        },
        unbinders,
      );
    });
    const best = boundButton(
      { key: 'most', testid: 'keep-most', disabled: !enabled, text: t('keep.most') },
      handlers.onMost,
      unbinders,
    );
    const confirm = boundButton(
      {
        key: 'confirm',
        testid: 'keep-confirm',
        look: 'primary',
        disabled: !enabled || !possible(k.choice, k.kept),
        text: t('keep.confirm'),
      },
      handlers.onConfirm,
      unbinders,
    );
    const returned = total(k.choice.goods) - total(k.kept);
    return {
      status: returned
        ? t('keep.returned', { n: returned, kept: total(k.kept) })
        : t('keep.everything'),
      done: !returned,
      statusId: 'keep-status',
      hint: t('keep.hint'),
      choices: rows,
      buttons: [best, confirm],
      confirm,
    };
  });
}

/**
 * The keep editor (kit/table.js, Editor): open during the human's storing turn with a warehouse
 * or storehouse (`keep` in the snapshot); the board's clicks stay the table's.
 * @param {EditorHost} host
 * @returns {Editor}
 */
export function keepEditor(host) {
  /** @type {Keep|null} */
  let keep = null;
  let enabled = false;
  const panel = createKeepPanel(host.panels.keep, {
    onChange: (good, delta) => edit((k) => change(k, good, delta)),
    onMost: () => edit((k) => ({ choice: k.choice, kept: most(k.choice) })),
    onConfirm: () => {
      if (keep && possible(keep.choice, keep.kept)) host.send('keep', { kept: { ...keep.kept } });
    },
  });
  /** @param {(k: Keep) => Keep} fn */
  function edit(fn) {
    if (!keep || !enabled) return;
    keep = fn(keep);
    host.changed();
  }
  return {
    open: () => !!keep,
    sync(snap) {
      const choice = snap.your_turn ? snap.keep : null;
      // The same turn keeps the player's edits; a new one starts from the most.
      const same = keep && choice && JSON.stringify(keep.choice) === JSON.stringify(choice);
      keep = choice ? (same && keep ? keep : { choice, kept: most(choice) }) : null;
    },
    regions: () => [],
    click() {},
    targets: () => [],
    drawState: () => null,
    take: () => false,
    cancel() {},
    update(on) {
      enabled = on;
      panel.update(keep, on);
    },
    foldedLabel: () => (keep ? t('keep.rawList') : undefined),
    prompt: () => (keep ? t('prompt.keep.set') : undefined),
    destroy() {
      panel.update(null, false);
    },
  };
}
