// @ts-check
/**
 * The player's hands on the board of the game on screen (shell/game.js): hovering (the element
 * that takes a click, a tooltip), a long press on touch (what is under the finger, explained), a
 * click or tap (the legal action it takes, a menu where it takes several, the editor's pick),
 * the page's keys (Escape, H for a hint, any key to land the bots' flights); and, for tests,
 * where the targets and the elements are on the page.
 */
import { toCss } from '../kit/layout.js';
import { hitRects, hoverItem, pick, pickAmong, targetPoints } from '../kit/hit.js';
import { on } from '../kit/dom.js';

/** @typedef {import('../kit/snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('../kit/layout.js').Layout} Layout */
/** @typedef {import('../kit/layout.js').Item} Item */
/** @typedef {import('./board-view.js').BoardView} BoardView */
/** @typedef {import('./board-view.js').Scene} Scene */
/** @typedef {{x: number, y: number, w: number, h: number}} PageRect */
/**
 * A place on the page that takes a legal action (`code`) or an editor's pick (`target`).
 * @typedef {{
 *   code: number|null, x: number, y: number, label: string, region: string, menu: boolean,
 *   target?: string, hit: PageRect, regions: {region: string, menu: boolean, hit: PageRect}[],
 * }} PageTarget
 */
/**
 * What the input works with besides the board: the canvas, the tooltip, the dialogs, and what a
 * choice or the H key asks of the game.
 * @typedef {{
 *   canvas: HTMLCanvasElement,
 *   tooltip: ReturnType<typeof import('../kit/tooltip.js').createTooltip>,
 *   modals: ReturnType<typeof import('./modal.js').createModals>,
 *   choose: (entry: LegalEntry) => Promise<void>,
 *   askHint: () => Promise<void>,
 * }} InputParts
 */

const EXPLAIN_MS = 4000; // a long press's explanation stays this long

export class BoardInput {
  /** @param {BoardView} view @param {Scene} scene @param {InputParts} parts */
  constructor(view, scene, parts) {
    this.view = view;
    this.scene = scene;
    this.parts = parts;
    /** @type {{x: number, y: number}} the latest click or tap, in client coordinates */
    this.pointerAt = { x: 0, y: 0 };
    /** @type {Item|null} the board element whose click is being taken (null: the action list) */
    this.clickedItem = null;
    /** @type {number|undefined} */
    this.longPressTimer = undefined;
  }

  /**
   * The page's keys while the game is on screen, until `signal` aborts.
   * @param {AbortSignal} signal
   */
  bindKeys(signal) {
    const keydown = (/** @type {KeyboardEvent} */ ev) => {
      if (ev.key === 'Escape') this.parts.tooltip.hide();
      // Any key lands the bots' flights at once (not while typing).
      const typing =
        ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement;
      if (!typing && !['Shift', 'Control', 'Alt', 'Meta'].includes(ev.key)) this.view.skipMotion();
      // H: a hint at the decision on screen.
      const plain = !ev.ctrlKey && !ev.metaKey && !ev.altKey;
      if (!typing && plain && (ev.key === 'h' || ev.key === 'H') && !this.parts.modals.open) {
        ev.preventDefault();
        void this.parts.askHint();
      }
    };
    on(document, 'keydown', keydown, { signal });
  }

  /** @param {number} x @param {number} y @param {number} cx @param {number} cy */
  hoverAt(x, y, cx, cy) {
    const layout = this.view.layout();
    if (!layout) return;
    const hit = this.scene.editor().open()
      ? this.editorHit(layout, x, y)
      : pick(layout, this.view.targetMap(layout), x, y);
    const item = hoverItem(layout, x, y);
    const table = this.scene.table();
    this.view.setHover(hit ? hit.id : item && table.tippable(item.kind) ? item.id : null);
    this.parts.canvas.style.cursor = hit ? 'pointer' : 'default';
    const snap = this.scene.snap();
    const tip = item && snap ? table.tipFor(item, snap) : null;
    if (tip) this.parts.tooltip.show(tip, cx, cy);
    else this.parts.tooltip.hide();
  }

  /** The pointer has left the board. */
  leave() {
    this.view.setHover(null);
    this.parts.tooltip.hide();
  }

  /**
   * Long-press on touch: explain what is under the finger.
   * @param {number} x @param {number} y @param {number} cx @param {number} cy
   */
  explainAt(x, y, cx, cy) {
    const layout = this.view.layout();
    if (!layout) return;
    const item = hoverItem(layout, x, y);
    const snap = this.scene.snap();
    const tip = item && snap ? this.scene.table().tipFor(item, snap) : null;
    if (!tip) return;
    const tooltip = this.parts.tooltip;
    tooltip.show(tip, cx, cy, true);
    window.clearTimeout(this.longPressTimer);
    this.longPressTimer = window.setTimeout(() => tooltip.hide(), EXPLAIN_MS);
  }

  /** @param {Layout} layout @param {number} x @param {number} y */
  editorHit(layout, x, y) {
    const it = pickAmong(layout, this.view.editorRegions(layout), x, y);
    return it ? { id: it.id, item: it } : null;
  }

  /**
   * A click or tap on the board.
   * @param {number} x @param {number} y @param {number} cx @param {number} cy
   */
  async activate(x, y, cx, cy) {
    this.pointerAt = { x: cx, y: cy };
    const layout = this.view.layout();
    const snap = this.scene.snap();
    const { modals, tooltip } = this.parts;
    if (!layout || !snap || modals.open) return;
    // A click lands the bots' moves in flight (and still takes what it hits).
    this.view.skipMotion();
    const editor = this.scene.editor();
    if (editor.open()) {
      const hit = this.editorHit(layout, x, y);
      if (hit) {
        tooltip.hide();
        editor.click(hit.item, layout, x, y);
      }
      return;
    }
    const hit = pick(layout, this.view.targetMap(layout), x, y);
    if (!hit) return;
    tooltip.hide();
    const item = layout.byId.get(hit.id) ?? null;
    /** @type {LegalEntry|null} */
    let entry = hit.entries[0];
    if (hit.entries.length > 1) {
      const table = this.scene.table();
      const options = hit.entries.map((e) => ({
        label: table.actionLabel(e, snap.view, snap.seat),
        value: e,
        code: e.code,
      }));
      entry = await modals.choose(table.prompt(snap), options, { x: cx, y: cy });
    }
    if (!entry) return;
    this.clickedItem = item;
    try {
      await this.parts.choose(entry);
    } finally {
      this.clickedItem = null;
    }
  }

  /**
   * Canvas hit regions of the current legal actions (and of the editor's picks), in page CSS
   * pixels: a point to click, the hit rectangle around it, and every region that takes the action.
   * @returns {PageTarget[]}
   */
  targets() {
    const snap = this.scene.snap();
    const layout = this.view.layout();
    if (!snap || !layout) return [];
    const page = this.toPage();
    const table = this.scene.table();
    /** @type {PageTarget[]} */
    const out = targetPoints(layout, this.view.targetMap(layout)).map((p) => {
      const entry = snap.legal.find((e) => e.code === p.code);
      return {
        code: p.code,
        ...page.point(p),
        label: entry ? table.actionLabel(entry, snap.view, snap.seat) : '',
        region: p.region,
        menu: p.menu,
        hit: page.rect(p.hit),
        regions: p.regions.map((r) => ({ ...r, hit: page.rect(r.hit) })),
      };
    });
    return out.concat(this.editorTargets(layout));
  }

  /** The editor's picks as targets (none while it is closed or a request is under way). */
  editorTargets(/** @type {Layout} */ layout) {
    const editor = this.scene.editor();
    if (!editor.open() || this.scene.busy()) return [];
    const page = this.toPage();
    const picks = editor.targets(layout);
    const hits = hitRects(
      layout,
      picks.map((x) => x.region),
    );
    /** @type {PageTarget[]} */
    const out = [];
    for (const { region, target, label } of picks) {
      const it = layout.byId.get(region);
      const box = hits.get(region);
      if (!it || !box) continue;
      const r = toCss(layout, it);
      const hit = page.rect(toCss(layout, box));
      const centre = page.point({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
      const regions = [{ region, menu: false, hit }];
      out.push({ code: null, ...centre, label, region, menu: false, target, hit, regions });
    }
    return out;
  }

  /** From the canvas's CSS pixels to the page's. */
  toPage() {
    const rect = this.parts.canvas.getBoundingClientRect();
    return {
      /** @param {{x: number, y: number}} p */
      point: (p) => ({ x: rect.left + p.x, y: rect.top + p.y }),
      /** @param {PageRect} r @returns {PageRect} */
      rect: (r) => ({ x: rect.left + r.x, y: rect.top + r.y, w: r.w, h: r.h }),
    };
  }

  /**
   * Every board element's rectangle in page CSS pixels (for tests: what is on the board and
   * where), with the canvas's CSS size and backing-store size.
   */
  regions() {
    const layout = this.view.layout();
    if (!layout) return null;
    const c = this.parts.canvas;
    const rect = c.getBoundingClientRect();
    const items = layout.items.map((/** @type {Item & {large?: boolean}} */ it) => {
      const r = toCss(layout, it);
      const at = { x: rect.left + r.x, y: rect.top + r.y, w: r.w, h: r.h };
      return { id: it.id, kind: it.kind, seat: it.seat ?? null, large: !!it.large, ...at };
    });
    const canvas = { x: rect.left, y: rect.top, w: rect.width, h: rect.height };
    return { canvas: { ...canvas, pixelW: c.width, pixelH: c.height }, items };
  }
}
