// @ts-check
/**
 * The page model the UI draws: the engine's snapshot (docs/bridge.md, "A snapshot"), declared
 * once for the controller (shell/game.js), the tables (kit/table.js) and every game's drawing.
 * The envelope is the same for every game; `View` is the game's player view (its position
 * format as the player may see it), which each game's folder declares for itself.
 * Types only: nothing here runs.
 */

/**
 * One legal action of the player's: its code (what `act` takes), its JSON form, and facts the
 * engine adds where they help the page (a building's `cost`, a role's `doubloons`...).
 * `action` is the game's own action form, which its folder reads.
 * @typedef {{code: number, action: any, [fact: string]: unknown}} LegalEntry
 */

/**
 * One event of a step, as the player may see it (the game's own kinds).
 * @typedef {{type: string, [field: string]: unknown}} GameEvent
 */

/**
 * A scenario's steps while the reader steps through the rulebook's moves.
 * @typedef {{steps: number, at: number, start: number}} ScenarioSteps
 */

/**
 * The engine's answer to a request that shows a game, with each game's own fields (Puerto
 * Rico's `mayor`, San Juan's `allowance`). `hints`: the moves at which the player took a hint;
 * `review`: the finished game's review, once made (shell/review.js). `replay`: set by the page
 * on a step of the game shown while the player steps through it.
 * @template [View=any]
 * @typedef {{
 *   game: string,
 *   view: View,
 *   seat: number,
 *   current_player: number|null,
 *   your_turn: boolean,
 *   bot_to_act: boolean,
 *   legal: LegalEntry[],
 *   events: GameEvent[],
 *   scores: any,
 *   score_history?: number[][]|null,
 *   bot_levels: (string|null)[],
 *   seed: number|null,
 *   full_log: boolean,
 *   steps: number,
 *   can_undo: boolean,
 *   played_in?: boolean,
 *   scenario: string|null,
 *   scenario_steps?: ScenarioSteps,
 *   hints?: number[],
 *   review?: any,
 *   replay?: boolean,
 *   [field: string]: unknown,
 * }} Snapshot
 */

/**
 * The answer to `replay`: the game after its first `step` moves.
 * @template [View=any]
 * @typedef {{
 *   step: number, steps: number, view: View, seat: number, current_player: number|null,
 *   events: GameEvent[], events_so_far: GameEvent[], scores: any,
 * }} ReplayStep
 */

export {};
