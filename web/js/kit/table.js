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

/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./logbook.js').LogLine} LogLine */

/**
 * A local editor of one decision of several picks (Puerto Rico's mayor arrangement, San Juan's
 * cards that pay, are kept or discarded): it owns the board's clicks while it is open, keeps
 * what the player has picked so far, and hands the controller the request to send once he
 * confirms. Nothing is sent without that confirmation. `S`: its game's snapshot; `L` and `I`:
 * its game's layout and board item; `D`: what it hands the board to draw (its picks so far);
 * `N`: its game's legal entry.
 * @template [S=Snapshot]
 * @template [L=Layout]
 * @template [I=Item]
 * @template [D=unknown]
 * @template [N=LegalEntry]
 * @typedef {{
 *   open: () => boolean,
 *   sync: (snap: S) => void,
 *   regions: (layout: L) => string[],
 *   click: (item: I, layout: L, x: number, y: number) => void,
 *   targets: (layout: L) => {region: string, label: string, target: string}[],
 *   drawState: () => D|null,
 *   take: (entry: N) => boolean,
 *   cancel: () => void,
 *   update: (enabled: boolean) => void,
 *   foldedLabel: () => string|undefined,
 *   prompt?: () => string|undefined,
 *   destroy: () => void,
 * }} Editor
 */
/**
 * What the editor may ask of the controller. `panels`: the side panel's places for an editor,
 * by the id of their element (index.html), each editor using its own. `S`: the game's snapshot;
 * `I`: its board item (`clicked`: the one the player's last click was on, if any).
 * @template [S=Snapshot]
 * @template [I=Item]
 * @typedef {{
 *   snap: () => S|null,
 *   changed: () => void,
 *   send: (type: string, payload: unknown) => void,
 *   confirm: (question: string, yes: string) => Promise<boolean>,
 *   choose: <T>(
 *     title: string,
 *     options: {label: string, value: T, code?: number}[],
 *     at: {x: number, y: number},
 *   ) => Promise<T|null>,
 *   panels: Record<string, HTMLElement>,
 *   pointer: () => {x: number, y: number},
 *   clicked: () => I|null,
 * }} EditorHost
 */
/**
 * A game's table. Each game's table.js instantiates it with its own types (its view `V`,
 * snapshot `S`, legal entry `N`, event `E`, layout `L`, board item `I`, the controller's
 * drawing state `U` as it reads it, a score row `P`, its editor's drawing state `D`); the
 * controller, which knows no game, holds every table as the defaults (`unknown` where it only
 * passes a value from one of the table's functions to another).
 * @template [V=unknown]
 * @template [S=Snapshot]
 * @template [N=LegalEntry]
 * @template [E=GameEvent]
 * @template [L=Layout]
 * @template [I=Item]
 * @template [U=unknown]
 * @template [P=unknown]
 * @template [D=unknown]
 * @typedef {{
 *   id: string,
 *   computeLayout: (view: V, seat: number, width: number, height: number) => L,
 *   sheetAspect: (players: number) => string,
 *   render: (ctx: CanvasRenderingContext2D, layout: L, snap: S, ui: U) => void,
 *   actionRegions: (entry: N, view: V, seat: number) => string[],
 *   choiceRegions: (snap: S, entries: N[], after: {view: V}[]) => string[],
 *   guideNow: (snap: S) => string|null,
 *   actionLabel: (entry: N, view: V, seat: number) => string,
 *   listOrder?: (legal: N[]) => N[],
 *   prompt: (snap: S) => string,
 *   confirmQuestion: (entry: N, snap: S) => string|null,
 *   confirmLabel: (entry: N, snap: S) => string,
 *   eventLines: (events: E[], view: V) => LogLine[],
 *   moveLines: (events: E[], view: V) => LogLine[],
 *   startsLogSection: (event: E) => boolean,
 *   touchedRegions: (events: E[], view: V) => string[],
 *   stepMoves: (events: E[], view: V) => import('./motion.js').Move[],
 *   playerChanges: import('./since.js').PlayerChanges<V, E>,
 *   reasonText: (reason: import('./reasons.js').Reason, view: V, seat: number) => string|null,
 *   tipFor: (item: I, snap: S) => import('./tooltip.js').Tip|null,
 *   facts: (snap: S) => import('./table-doc.js').Facts,
 *   tippable: (kind: string) => boolean,
 *   phaseText: (view: V) => string,
 *   endScreen: (snap: S) => EndScreen<P>,
 *   editor: (host: EditorHost<S, I>) => Editor<S, L, I, D, N>,
 * }} Table
 * `choiceRegions`: the board elements a hint's choice (one whole decision: its actions in order,
 * and the player's view after it on samples) is marked on: what the player clicks or gets.
 * `guideNow`: what matters in the player's decision at hand, in a sentence or two (the guided
 * game's "Now" line, shell/guide.js), or null.
 * `facts`: every fact the board shows of the snapshot's view, in words, for the table as a
 * document (kit/table-doc.js): the viewer first, then the others, then the shared parts.
 */

/**
 * The end screen's table of scores: its columns, each a cell of every player's score row `P`.
 * @template [P=unknown]
 * @typedef {{
 *   columns: {head: string, cls?: string, cell: (p: P) => (string|Node)[]}[],
 *   tiebreakHint: string,
 *   seedKey?: string,
 *   buildings: (p: P) => {name: string, vp: number}[],
 * }} EndScreen
 */

/**
 * A choice marked where each of its actions is taken: the marks of a game whose every action's
 * click is also what it gets.
 * @template V @template N
 * @param {(entry: N, view: V, seat: number) => string[]} actionRegions
 * @returns {(snap: {view: V, seat: number}, entries: N[]) => string[]}
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
 * @template S @template L @template I @template D @template N
 * @param {((host: EditorHost<S, I>) => Editor<S, L, I, D, N>)[]} makers
 * @returns {(host: EditorHost<S, I>) => Editor<S, L, I, D, N>}
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
