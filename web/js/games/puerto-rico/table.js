// @ts-check
/**
 * Puerto Rico's table (kit/table.js): its board (layout.js, render.js), what its actions and
 * events are called (moves.js, logtext.js), the coach's reasons in words (reasons.js), its
 * tooltips (tips.js), its end screen's columns, and its one decision edited on the page before
 * it is sent, the mayor's arrangement (arrange.js, mayor.js).
 */
import { t, capital } from '../../kit/text.js';
import { computeLayout, tallSheetAspect } from './layout.js';
import { buildingCircles } from './layout-players.js';
import { render } from './render.js';
import {
  actionLabel,
  actionRegions,
  confirmQuestion,
  listOrder,
  promptKey,
  targetLabel,
} from './moves.js';
import { choiceRegions } from './marks.js';
import { guideNow } from './guide-now.js';
import { eventLines, touchedRegions } from './logtext.js';
import { moveLines } from './underway.js';
import { stepMoves } from './motion.js';
import { playerChanges } from './since.js';
import { reasonText } from './reasons.js';
import * as arrange from './arrange.js';
import { BUILDING, BUILDINGS, VIOLET } from './catalog.js';
import { tipFor } from './tips.js';
import { facts } from './facts.js';
import { createMayorPanel } from './mayor.js';
import { keepEditor } from './keep.js';
import { editorOfEditors } from '../../kit/table.js';
import { el } from '../../kit/dom.js';

/** @typedef {import('../../kit/table.js').Table} Table */
/** @typedef {import('./view.js').PuertoRicoSnapshot} PuertoRicoSnapshot */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoPlayer} PuertoRicoPlayer */
/** @typedef {import('./view.js').PuertoRicoEntry} PuertoRicoEntry */
/** @typedef {import('./view.js').PuertoRicoEvent} PuertoRicoEvent */
/** @typedef {import('./view.js').PuertoRicoScore} PuertoRicoScore */
/** @typedef {Extract<import('./view.js').PuertoRicoAction, {building: string}>} BuildingAction */
/** @typedef {import('../../kit/table.js').EditorHost<PuertoRicoSnapshot, Item>} EditorHost */
/**
 * @typedef {import('../../kit/table.js').Editor<PuertoRicoSnapshot, Layout, Item,
 *   UiState['mayor'], PuertoRicoEntry>} Editor
 */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./render.js').UiState} UiState */

/**
 * The kit's Table on Puerto Rico's types: where the kit hands a table the snapshot or events of
 * whichever game, this one gets Puerto Rico's (see puertoRicoTable). `ui` is the controller's:
 * the mayor's arrangement is its editor's state.
 * @typedef {import('../../kit/table.js').Table<PuertoRicoView, PuertoRicoSnapshot,
 *   PuertoRicoEntry, PuertoRicoEvent, Layout, Item,
 *   Omit<UiState, 'disabled'|'costs'|'mayor'> & {editor: UiState['mayor']}, PuertoRicoScore,
 *   UiState['mayor']>} PuertoRicoTable
 */

/** @type {PuertoRicoTable} */
const table = {
  id: 'puerto-rico',
  computeLayout,
  sheetAspect: tallSheetAspect,
  render(ctx, layout, snap, ui) {
    /** @type {Map<string, number>} */
    const costs = new Map();
    /** @type {Set<string>} */
    const disabled = new Set();
    marketInfo(snap, costs, disabled);
    render(ctx, layout, snap.view, { ...ui, disabled, costs, mayor: ui.editor });
  },
  actionRegions,
  choiceRegions,
  guideNow,
  actionLabel,
  listOrder,
  prompt(snap) {
    const key = promptKey(snap);
    // The black market's prompt names the building and the doubloons to make up.
    const paying = snap.legal.find((e) => e.action.type === 'black_market' && e.short);
    if (key === 'prompt.blackMarket' && paying && paying.building)
      return t('prompt.blackMarket.for', {
        building: t(`building.${paying.building}.a`),
        short: t('n.doubloons', { n: paying.short ?? 0 }),
        n: paying.short ?? 0,
      });
    // Storing good by good asks about one good at a time: name it.
    const keeping = snap.legal.find((e) => e.action.type === 'keep');
    if (key === 'prompt.keep' && keeping && keeping.action.type === 'keep')
      return t('prompt.keep.good', { good: t(`good.${keeping.action.good}`) });
    return t(key);
  },
  confirmQuestion,
  confirmLabel: (entry, snap) =>
    entry.action.type === 'store' ? t('confirm.keep') : actionLabel(entry, snap.view, snap.seat),
  eventLines,
  moveLines,
  // A role chosen starts a new part of the log: no line joins events across it.
  startsLogSection: (event) => event.type === 'role_chosen',
  touchedRegions,
  stepMoves,
  playerChanges,
  reasonText,
  facts,
  tipFor(item, snap) {
    /** @type {Map<string, number>} */
    const costs = new Map();
    marketInfo(snap, costs, new Set());
    return tipFor(item, snap, costs);
  },
  tippable: (kind) => !['citySpace', 'playerGoods'].includes(kind),
  phaseText(view) {
    let phaseName = t(`phase.${view.phase.name}`);
    if (view.phase.name === 'captain' && view.phase.step === 'storing')
      phaseName = t('phase.captain.storing');
    // Role selection, the draft and the game's end are no role's phase.
    return ['game_over', 'role_selection', 'draft', 'game_end'].includes(view.phase.name)
      ? phaseName
      : t('status.phase', { phase: phaseName });
  },
  endScreen: (snap) => ({
    columns: endColumns(snap),
    tiebreakHint: t('end.tiebreakHint'),
    buildings: (/** @type {PuertoRicoScore} */ p) =>
      snap.view.players[p.player].city.map((c) => ({
        name: t(`building.${c.building}`),
        vp: BUILDING[c.building]?.vp ?? 0,
      })),
  }),
  editor: editorOfEditors([mayorEditor, keepEditor]),
};

/**
 * The table as the kit's Table, whose snapshots and events are those of whichever game: the
 * registry (games/index.js) hands this one only Puerto Rico's, by the snapshot's `game`. The one
 * place where the kit's types are narrowed to this game's.
 */
export const puertoRicoTable = /** @type {Table} */ (table);

/**
 * The end screen's columns between the player and the total: VP chips, buildings, one column
 * per large building someone owns.
 * @param {PuertoRicoSnapshot} snap
 */
function endColumns(snap) {
  // The end screen is a finished game's: its scores are there.
  const scores = /** @type {import('./view.js').PuertoRicoScores} */ (snap.scores);
  const bonusNames = BUILDINGS.map((b) => b.name).filter((name) =>
    scores.players.some((p) => name in (p.bonus_vp ?? {})),
  );
  return [
    { head: t('end.chips'), cell: (/** @type {PuertoRicoScore} */ p) => [String(p.vp_chips)] },
    {
      head: t('end.buildings'),
      cell: (/** @type {PuertoRicoScore} */ p) =>
        buildingsCell(snap.view.players[p.player], p.building_vp),
    },
    ...bonusNames.map((name) => ({
      head: t(`building.${name}`),
      cls: 'bonus',
      cell: (/** @type {PuertoRicoScore} */ p) =>
        bonusCell(snap.view.players[p.player], name, p.bonus_vp ?? {}),
    })),
  ];
}

/**
 * The buildings' VP, with Expansion I's statue named (its 8 VP are among them).
 * @param {PuertoRicoPlayer} player @param {number} vp
 */
function buildingsCell(player, vp) {
  const statue = player.city.some((c) => c.building === 'statue');
  if (!statue) return [String(vp)];
  return [
    String(vp),
    el('small', { class: 'score-note', text: ` ${t('end.statue', { n: BUILDING.statue.vp })}` }),
  ];
}

/**
 * A large building's bonus (or a dash); the cloister's with its sets of three island tiles.
 * @param {PuertoRicoPlayer} player @param {string} name @param {Record<string, number>} bonus
 */
function bonusCell(player, name, bonus) {
  if (!(name in bonus)) return [t('end.noBonus')];
  if (name !== 'cloister') return [String(bonus[name])];
  /** @type {Record<string, number>} */
  const counts = {};
  for (const tile of player.island) counts[tile.tile] = (counts[tile.tile] ?? 0) + 1;
  const sets = Object.values(counts).reduce((a, n) => a + Math.floor(n / 3), 0);
  return [
    String(bonus[name]),
    el('small', { class: 'score-note', text: ` ${t('end.sets', { n: sets })}` }),
  ];
}

/**
 * Building costs for the player (from the legal build actions) and buildings to grey out:
 * during his build turn, everything he cannot build; otherwise what costs more than he has.
 * @param {PuertoRicoSnapshot} snap @param {Map<string, number>} costs
 * @param {Set<string>} disabled
 */
function marketInfo(snap, costs, disabled) {
  const me = snap.view.players[snap.seat];
  if (snap.view.phase.name === 'draft') {
    // the candidates the player may not pick (now): the draft's every legal action is a pick
    const picks = new Set(
      snap.your_turn
        ? snap.legal.map((e) => /** @type {BuildingAction} */ (e.action).building)
        : [],
    );
    for (const name of VIOLET) if (!picks.has(name)) disabled.add(`candidate:${name}`);
    return;
  }
  const builds = snap.your_turn
    ? snap.legal.filter(
        /** @returns {e is PuertoRicoEntry & {action: BuildingAction}} */
        (e) => e.action.type === 'build',
      )
    : [];
  if (builds.length || (snap.your_turn && snap.view.phase.name === 'builder')) {
    for (const e of builds) if (e.cost !== undefined) costs.set(e.action.building, e.cost);
    for (const name of Object.keys(BUILDING)) {
      if (!builds.some((e) => e.action.building === name)) disabled.add(`market:${name}`);
    }
    return;
  }
  const owned = new Set(me.city.map((c) => c.building));
  for (const [name, b] of Object.entries(BUILDING)) {
    if (owned.has(name) || b.cost > me.doubloons + discountHint(me, b.column))
      disabled.add(`market:${name}`);
  }
}

/**
 * The most that occupied quarries (at most the building's column) and forests (1 for every 2)
 * could take off a building (a display hint for greying out the market outside the builder
 * phase).
 * @param {PuertoRicoPlayer} player @param {number} column
 */
function discountHint(player, column) {
  const quarries = player.island.filter((x) => x.tile === 'quarry' && x.colonist).length;
  const forests = player.island.filter((x) => x.tile === 'forest').length;
  return Math.min(quarries, column) + Math.floor(forests / 2);
}

/**
 * The player's own island tiles and buildings that take colonists in an arrangement.
 * @param {Layout} layout @param {number} seat @param {Record<string, number>} arr
 * @returns {string[]}
 */
function arrangeRegions(layout, seat, arr) {
  const ids = [];
  for (const it of layout.items) {
    if (it.seat !== seat) continue;
    if (it.kind === 'island' && it.tile && it.tile in arr) ids.push(it.id);
    if (it.kind === 'city' && /** @type {string} */ (it.building) in arr) ids.push(it.id);
  }
  return ids;
}

/**
 * What a click on one of the mayor's regions (the player's island space or building) does to
 * the arrangement.
 * @param {arrange.Arrangement} a @param {Item} item @param {PuertoRicoSnapshot} snap
 * @param {Layout} layout @param {number} x @param {number} y
 * @param {Map<string, boolean>} tapsDown per building: the player's last tap on it took a
 *   colonist off (updated for this tap)
 * @returns {(a: arrange.Arrangement) => arrange.Arrangement}
 */
function tapEdit(a, item, snap, layout, x, y, tapsDown) {
  if (item.kind === 'island') {
    const island = snap.view.players[snap.seat].island;
    // A space of the island in `regions` has a tile, a target of the arrangement.
    const tile = /** @type {string} */ (item.tile);
    const index = /** @type {number} */ (item.index);
    let rank = 0;
    for (let i = 0; i <= index; i++) if (island[i] && island[i].tile === tile) rank++;
    const filled = rank <= (a.arr[tile] ?? 0);
    return (m) => arrange.change(m, tile, filled ? -1 : 1);
  }
  const name = /** @type {string} */ (item.building); // a building of the city
  const circles = buildingCircles(item, BUILDING[name].circles);
  const p = { x: (x - layout.ox) / layout.scale, y: (y - layout.oy) / layout.scale };
  const hitCircle = circles.findIndex((c) => Math.hypot(c.x - p.x, c.y - p.y) <= c.r + 3);
  if (hitCircle >= 0) {
    const filled = hitCircle < (a.arr[name] ?? 0);
    return (m) => arrange.change(m, name, filled ? -1 : 1);
  }
  const { a: next, down } = arrange.cycle(a, name, tapsDown.get(name) ?? false);
  tapsDown.set(name, down);
  return () => next;
}

/**
 * The mayor's editor: during the player's placing turn (`mayor` in the snapshot) his island and
 * city take colonists by clicks, the panel by −/+, and Confirm sends the whole arrangement.
 * @param {EditorHost} host
 * @returns {Editor}
 */
function mayorEditor(host) {
  /** @type {arrange.Arrangement|null} */
  let mayor = null;
  /** @type {Map<string, boolean>} per building: the player's last tap on it took a colonist off */
  const tapsDown = new Map();
  /** @type {Record<string, number>} the player's last arrangement seen on the board */
  let lastArrangement = {};
  let enabled = false;
  const panel = createMayorPanel(host.panels.mayor, {
    onChange: (target, delta) => edit((a) => arrange.change(a, target, delta)),
    onClear: () => edit(arrange.clear),
    onFill: () => edit(arrange.fill),
    onConfirm: () => {
      if (mayor && arrange.complete(mayor)) host.send('arrange', { arrangement: { ...mayor.arr } });
    },
  });
  /** @param {(a: arrange.Arrangement) => arrange.Arrangement} fn */
  function edit(fn) {
    if (!mayor || !enabled) return;
    mayor = fn(mayor);
    host.changed();
  }
  /**
   * Own island tiles and buildings that take colonists in the arrangement.
   * @param {Layout} layout
   */
  function regions(layout) {
    const snap = host.snap();
    return mayor && snap ? arrangeRegions(layout, snap.seat, mayor.arr) : [];
  }
  return {
    open: () => !!mayor,
    sync(snap) {
      if (snap.your_turn && snap.mayor) {
        if (!mayor) tapsDown.clear();
        const prev = mayor ? mayor.arr : lastArrangement;
        mayor = arrange.initial(snap.mayor, prev);
      } else {
        mayor = null;
        const seen = arrange.fromView(snap.view.players[snap.seat]);
        if (Object.keys(seen).length) lastArrangement = seen;
      }
    },
    regions,
    /**
     * Adds or removes a colonist where the player clicked.
     * @param {Item} item one of `regions` @param {Layout} layout
     * @param {number} x @param {number} y
     */
    click(item, layout, x, y) {
      const snap = host.snap();
      if (!mayor || !snap) return;
      edit(tapEdit(mayor, item, snap, layout, x, y, tapsDown));
    },
    /** @param {Layout} layout */
    targets(layout) {
      return regions(layout).map((id) => {
        const it = /** @type {Item} */ (layout.byId.get(id)); // one of its regions
        const target = String(it.kind === 'island' ? it.tile : it.building);
        return { region: id, target, label: capital(targetLabel(target, 1)) };
      });
    },
    drawState: () => (mayor ? { arr: mayor.arr, hand: mayor.hand } : null),
    take: () => false,
    cancel() {},
    update(on) {
      enabled = on;
      panel.update(mayor, on);
    },
    foldedLabel: () => (mayor ? t('mayor.rawList') : undefined),
    destroy() {
      panel.update(null, false);
    },
  };
}
