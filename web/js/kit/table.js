// @ts-check
/**
 * The interface a game implements to be played on the page, its *table*: the game controller
 * (shell/game.js) asks it where things are, how to draw them, what a click means, how to word
 * actions and events, and how a decision of several picks is edited before it is sent. The
 * controller itself knows no game; each game's folder (games/<game>/table.js) has its table, and
 * the registry (games/index.js) picks one by a snapshot's `game` (docs/ui.md, "One controller,
 * a table per game").
 */

/** @typedef {import('./snapshot.js').Snapshot} Snapshot */
/** @typedef {import('./snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('./snapshot.js').GameEvent} GameEvent */

/**
 * A local editor of one decision of several picks (Puerto Rico's mayor arrangement, San Juan's
 * cards that pay, are kept or discarded): it owns the board's clicks while it is open, keeps
 * what the player has picked so far, and hands the controller the request to send once he
 * confirms. Nothing is sent without that confirmation. `S`: its game's snapshot.
 * @template [S=Snapshot]
 * @typedef {{
 *   open: () => boolean,
 *   sync: (snap: S) => void,
 *   regions: (layout: any) => string[],
 *   click: (item: any, layout: any, x: number, y: number) => void,
 *   targets: (layout: any) => {region: string, label: string, target: string}[],
 *   drawState: () => any,
 *   take: (entry: LegalEntry) => boolean,
 *   cancel: () => void,
 *   update: (enabled: boolean) => void,
 *   foldedLabel: () => string|undefined,
 *   prompt?: () => string|undefined,
 *   destroy: () => void,
 * }} Editor
 */
/**
 * What the editor may ask of the controller. `panels`: the side panel's places for an editor,
 * by the id of their element (index.html), each editor using its own. `S`: the game's snapshot.
 * @template [S=Snapshot]
 * @typedef {{
 *   snap: () => S|null,
 *   changed: () => void,
 *   send: (type: string, payload: any) => void,
 *   confirm: (question: string, yes: string) => Promise<boolean>,
 *   choose: (
 *     title: string,
 *     options: {label: string, value: any, code?: number}[],
 *     at: {x: number, y: number},
 *   ) => Promise<any>,
 *   panels: Record<string, HTMLElement>,
 *   pointer: () => {x: number, y: number},
 *   clicked: () => any,
 * }} EditorHost
 */
/**
 * @typedef {{
 *   id: string,
 *   computeLayout: (view: any, seat: number, width: number, height: number) => any,
 *   sheetAspect: (players: number) => string,
 *   render: (ctx: CanvasRenderingContext2D, layout: any, snap: Snapshot, ui: any) => void,
 *   actionRegions: (entry: LegalEntry, view: any, seat: number) => string[],
 *   choiceRegions: (snap: Snapshot, entries: LegalEntry[], after: {view: any}[]) => string[],
 *   guideNow: (snap: Snapshot) => string|null,
 *   actionLabel: (entry: LegalEntry, view: any, seat: number) => string,
 *   listOrder?: (legal: LegalEntry[]) => LegalEntry[],
 *   prompt: (snap: Snapshot) => string,
 *   confirmQuestion: (entry: LegalEntry, snap: Snapshot) => string|null,
 *   confirmLabel: (entry: LegalEntry, snap: Snapshot) => string,
 *   eventLines: (events: GameEvent[], view: any) => import('./logbook.js').LogLine[],
 *   moveLines: (events: GameEvent[], view: any) => import('./logbook.js').LogLine[],
 *   startsLogSection: (event: GameEvent) => boolean,
 *   touchedRegions: (events: GameEvent[], view: any) => string[],
 *   stepMoves: (events: GameEvent[], view: any) => import('./motion.js').Move[],
 *   playerChanges: import('./since.js').PlayerChanges,
 *   reasonText: (reason: import('./reasons.js').Reason, view: any, seat: number) => string|null,
 *   tipFor: (item: any, snap: Snapshot) => import('./tooltip.js').Tip|null,
 *   facts: (snap: Snapshot) => import('./table-doc.js').Facts,
 *   tippable: (kind: string) => boolean,
 *   phaseText: (view: any) => string,
 *   endScreen: (snap: Snapshot) => {
 *     columns: {head: string, cls?: string, cell: (p: any) => (string|Node)[]}[],
 *     tiebreakHint: string,
 *     seedKey?: string,
 *     buildings: (p: any) => {name: string, vp: number}[],
 *   },
 *   editor: (host: EditorHost) => Editor,
 * }} Table
 * `choiceRegions`: the board elements a hint's choice (one whole decision: its actions in order,
 * and the player's view after it on samples) is marked on: what the player clicks or gets.
 * `guideNow`: what matters in the player's decision at hand, in a sentence or two (the guided
 * game's "Now" line, shell/guide.js), or null.
 * `facts`: every fact the board shows of the snapshot's view, in words, for the table as a
 * document (kit/table-doc.js): the viewer first, then the others, then the shared parts.
 */

/**
 * A choice marked where each of its actions is taken: the marks of a game whose every action's
 * click is also what it gets.
 * @param {Table['actionRegions']} actionRegions
 * @returns {Table['choiceRegions']}
 */
export function regionsOfActions(actionRegions) {
  return (snap, entries) => entries.flatMap((entry) => actionRegions(entry, snap.view, snap.seat));
}

/**
 * The table of a game by a snapshot's `game`: `fallback`'s for a snapshot that names none (a
 * game saved before snapshots named their game) or a game this page does not play.
 * @param {Record<string, Table>} tables by game id @param {string} fallback a key of `tables`
 * @returns {(game: string|undefined|null) => Table}
 */
export function tableLookup(tables, fallback) {
  return (game) => tables[game ?? fallback] ?? tables[fallback];
}

/**
 * One editor made of several that are never open at once (Puerto Rico's mayor and keep): the
 * open one answers for the board and the panel, each keeps its own panel and state.
 * @template S
 * @param {((host: EditorHost<S>) => Editor<S>)[]} makers
 * @returns {(host: EditorHost<S>) => Editor<S>}
 */
export function editorOfEditors(makers) {
  return (host) => {
    const editors = makers.map((make) => make(host));
    const current = () => editors.find((e) => e.open());
    return {
      open: () => !!current(),
      sync: (snap) => editors.forEach((e) => e.sync(snap)),
      regions: (layout) => current()?.regions(layout) ?? [],
      click: (item, layout, x, y) => current()?.click(item, layout, x, y),
      targets: (layout) => current()?.targets(layout) ?? [],
      drawState: () => current()?.drawState() ?? null,
      take: (entry) => editors.some((e) => e.take(entry)),
      cancel: () => editors.forEach((e) => e.cancel()),
      update: (enabled) => editors.forEach((e) => e.update(enabled)),
      foldedLabel: () => current()?.foldedLabel(),
      prompt: () => current()?.prompt?.(),
      destroy: () => editors.forEach((e) => e.destroy()),
    };
  };
}
