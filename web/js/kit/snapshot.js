// @ts-check
/**
 * The page model the UI draws: the engine's snapshot (docs/bridge.md, "A snapshot"), declared
 * once for the controller (shell/game.js), the tables (kit/table.js) and every game's drawing.
 * The envelope is the same for every game; `View` is the game's player view (its position
 * format as the player may see it), which each game's folder declares for itself.
 * Types only: nothing here runs.
 */

/** @typedef {import('#bridge').Snapshot} BridgeSnapshot */
/** @typedef {'score_history' | 'played_in' | 'hints' | 'review'} PageLeavesOut */

/**
 * One legal action of the player's: its code (what `act` takes), its JSON form, and facts the
 * engine adds where they help the page (a building's `cost`, a role's `doubloons`...).
 * `action` is the game's own action form (its `type` and its own fields), which its folder
 * narrows to its own entries (games/<game>/view.js, the Table's `N`).
 * @typedef {import('#bridge').LegalEntry} LegalEntry
 */

/**
 * One event of a step, as the player may see it (the game's own kinds).
 * @typedef {import('#bridge').GameEvent} GameEvent
 */

/**
 * A scenario's steps while the reader steps through the rulebook's moves.
 * @typedef {import('#bridge').ScenarioSteps} ScenarioSteps
 */

/**
 * The engine's answer to a request that shows a game (the bridge's schema: build/bridge_types.mjs
 * makes the types), without its `save` (the worker keeps it), with each game's own fields
 * (Puerto Rico's `mayor`, San Juan's `allowance`), which its folder reads. `hints`: the moves
 * at which the player took a hint; `review`: the finished game's review, once made
 * (shell/review.js). `replay`: set by the page on a step of the game shown while the player
 * steps through it.
 * `View`: the game's player view, which its folder declares (games/<game>/view.js); `any` for
 * the shell, which reads views of every game. The fields of the engine's that the page's own
 * snapshot of a replayed step leaves out (shell/game.js) are optional.
 * @template [View=any]
 * @typedef {Omit<BridgeSnapshot, 'view' | 'save' | 'legal' | PageLeavesOut> &
 *   Partial<Pick<BridgeSnapshot, PageLeavesOut>> & {
 *   legal: LegalEntry[],
 *   view: View,
 *   replay?: boolean,
 *   [field: string]: unknown,
 * }} Snapshot
 */

/**
 * The answer to `replay`: the game after its first `step` moves.
 * @template [View=any]
 * @typedef {Omit<import('#bridge').ReplayStep, 'view' | 'save'> & {view: View}} ReplayStep
 */

export {};
