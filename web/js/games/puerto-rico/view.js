// @ts-check
/**
 * What the engine sends the page of a Puerto Rico game, declared once for this folder: the
 * player view (docs/position-format.md, "The player view", checked by
 * pr_core/puerto_rico/schema/player_view.schema.json), the actions and the facts the bridge adds
 * to the legal ones, the events (docs/engine.md), the scores, and the snapshot that carries them
 * (docs/bridge.md, "A snapshot"; the envelope is the kit's, kit/snapshot.js). Names of goods,
 * tiles, buildings and roles are the position format's, typed as strings: the catalog
 * (catalog.js) lists them, and no type here keeps a copy. Types only: nothing here runs.
 */

/** @typedef {import('../../kit/snapshot.js').Snapshot<PuertoRicoView>} Envelope */

/**
 * Counts by good (`{"corn": 2, "coffee": 1}`): the view writes all five, events and the legal
 * facts only those not 0.
 * @typedef {Record<string, number>} GoodCounts
 */

// --- the player view ---------------------------------------------------------------------------

/**
 * An island space: its tile (a plantation, `quarry` or Expansion I's `forest`) and whether a
 * colonist is on its circle (never on a forest).
 * @typedef {{tile: string, colonist: boolean}} IslandTile
 */

/**
 * A building of a city and the colonists on its circles.
 * @typedef {{building: string, colonists: number}} CityBuilding
 */

/**
 * A player as the viewer sees him. `vp_chips`: null for another player while VP chips are
 * hidden (the rulebook's way, until the game ends); `san_juan`: his colonists on no circle (the
 * page's colonist pool).
 * @typedef {{
 *   name: string,
 *   doubloons: number,
 *   vp_chips: number|null,
 *   island: IslandTile[],
 *   city: CityBuilding[],
 *   san_juan: number,
 *   goods: GoodCounts,
 * }} PuertoRicoPlayer
 */

/**
 * A role card of the round: the doubloons on it, and the seat that took it (null: still there).
 * @typedef {{role: string, doubloons: number, taken_by: number|null}} RoleCard
 */

/**
 * A cargo ship: its size, and its good (null: empty) and barrels.
 * @typedef {{capacity: number, good: string|null, count: number}} CargoShip
 */

/**
 * @typedef {'role_selection'|'settler'|'mayor'|'builder'|'craftsman'|'trader'|'captain'
 *   |'prospector'|'game_over'|'draft'|'game_end'} PhaseName
 */
/**
 * @typedef {'tile'|'hacienda'|'hospice'|'drawn'|'library'|'privilege'|'placing'|'build'
 *   |'university'|'black_market'|'church'|'loading'|'storing'|'small_wharf'|'union_hall'
 *   |'guests'} PhaseStep
 */

/**
 * Where the game stands and who decides. Besides `name`, a phase has only its own fields
 * (docs/position-format.md, "Phase"): the role phases `picker`, `actor`, `turn` and `step`; the
 * settler `drawn` (the plantation the hacienda drew); the mayor `hand`, `next_target` and
 * `library_second`; the builder `building` (the black market's); the craftsman `produced`,
 * `received` and `library_second`; the captain `passes`, `wharf_used`, `small_wharf_used`,
 * `captain_bonus_due`, `shipping` and `kept`; the draft and the game's end `actor`.
 * @typedef {{
 *   name: PhaseName,
 *   picker?: number,
 *   actor?: number,
 *   turn?: number,
 *   step?: PhaseStep,
 *   drawn?: string,
 *   hand?: number,
 *   next_target?: string|null,
 *   library_second?: boolean,
 *   building?: string,
 *   produced?: string[],
 *   received?: GoodCounts,
 *   passes?: number,
 *   wharf_used?: number[],
 *   small_wharf_used?: number[],
 *   captain_bonus_due?: boolean,
 *   shipping?: GoodCounts,
 *   kept?: GoodCounts,
 * }} Phase
 */

/**
 * Expansion I: how the board's violet buildings were chosen, those in the game in the order
 * placed (the draft's so far), and the forests left.
 * @typedef {{setup: 'draft'|'all'|'random'|'fixed', board: string[], forests: number}} Expansion
 */

/**
 * What the player `viewer` may see: the position format with every field written, but no
 * random generator. `expansion` only in a game with Expansion I (version 2).
 * @typedef {{
 *   format: 'puerto-rico-position',
 *   version: 1|2,
 *   players: PuertoRicoPlayer[],
 *   governor: number,
 *   visible_vp: boolean,
 *   roles: RoleCard[],
 *   phase: Phase,
 *   colonists: {supply: number, ship: number},
 *   vp_chips: number,
 *   goods_supply: GoodCounts,
 *   trading_house: string[],
 *   cargo_ships: CargoShip[],
 *   plantations: {face_up: string[], face_down: GoodCounts, discarded: GoodCounts},
 *   quarries: number,
 *   buildings: Record<string, number>,
 *   end_reasons: string[],
 *   expansion?: Expansion,
 *   viewer: number,
 * }} PuertoRicoView
 */

// --- actions and the legal ones ----------------------------------------------------------------

/**
 * An action's JSON form, by `type` (docs/engine.md, "Actions"). A mayor `target` is a tile kind
 * or a building; a forest's `discard` a face-up plantation or `drawn`; the black market's
 * `colonist` a tile kind, a building or `san_juan`.
 * @typedef {{type: 'pass', decision: string}
 *   | {type: 'role', role: string}
 *   | {type: 'plant', tile: string}
 *   | {type: 'hacienda'|'extra_colonist'}
 *   | {type: 'place'|'leave_empty', target: string, count: number}
 *   | {type: 'build'|'draft'|'take_vp', building: string}
 *   | {type: 'extra_good'|'sell'|'wharf'|'trading_post', good: string}
 *   | {type: 'load', ship: number, good: string}
 *   | {type: 'store', warehouse: string[], single: string|null}
 *   | {type: 'forest', discard: string}
 *   | {type: 'guest', target: string}
 *   | {type: 'black_market', colonist: string|null, good: string|null, vp_chip: boolean}
 *   | {type: 'small_wharf'|'keep', good: string, count: number}} PuertoRicoAction
 */

/**
 * A legal action (the kit's LegalEntry) with the facts the bridge adds to Puerto Rico's
 * (docs/bridge.md; pr_core/puerto_rico/page.py, legal_entries): a `build` its `cost`, with
 * Expansion I its `discounts` (doubloons off by reason: builder, quarries, forests) and, when he
 * is short, `black_market` (the doubloons it must make up); a `sell` or `trading_post` its
 * `price`; a `load`, `wharf` or `small_wharf` the barrels that would go (`count`) and the `vp` it
 * scores (a small wharf's, and its pass's: if the shipment ends there); a `black_market` the
 * `building` bought and the doubloons it is `short`; a `store` the goods `kept` and `lost`; a
 * `role` the `doubloons` on its card; a `take_vp` and its pass (`vp`) the `building` (church or
 * union hall) and the `vp` it pays.
 * @typedef {{
 *   code: number,
 *   action: PuertoRicoAction,
 *   cost?: number,
 *   discounts?: Record<string, number>,
 *   black_market?: number,
 *   price?: number,
 *   count?: number,
 *   vp?: number,
 *   building?: string,
 *   short?: number,
 *   kept?: GoodCounts,
 *   lost?: GoodCounts,
 *   doubloons?: number,
 * }} PuertoRicoEntry
 */

// --- events --------------------------------------------------------------------------------------

/**
 * What one step did, by `type` (docs/engine.md, "Events"). `player` is the seat whose event it
 * is; the table's own events (a round's end, the colonist ship refilled...) have none.
 * `colonist_added`: the hospice's names its `tile`, the university's its `target`; `san_juan`:
 * the colonist went to the colonist pool. `hacienda_draw`: `placed` false while the forest house
 * may plant a forest instead. `shipped`: a wharf's has no ship.
 * @typedef {{player?: number} & (
 *   | {type: 'action', player: number, action: PuertoRicoAction, forced: boolean}
 *   | {type: 'role_chosen', player: number, role: string, doubloons: number}
 *   | {type: 'hacienda_draw', player: number, tile: string, placed?: boolean}
 *   | {type: 'tile_taken'|'hacienda_tile_placed', player: number, tile: string}
 *   | {type: 'colonist_added', player: number, building: string, tile?: string,
 *       target?: string, source: string, san_juan?: boolean}
 *   | {type: 'plantations_reshuffled', count: number}
 *   | {type: 'plantations_turned_up', discarded: string[], tiles: string[]}
 *   | {type: 'extra_colonist'|'new_governor', player: number}
 *   | {type: 'colonists_handed_out', received: number[]}
 *   | {type: 'colonists_placed', player: number, target: string, count: number}
 *   | {type: 'colonists_arranged', player: number, san_juan: number}
 *   | {type: 'colonist_ship_refilled', count: number}
 *   | {type: 'colonist_ship_not_refilled', needed: number, supply: number}
 *   | {type: 'end_triggered', reason: string}
 *   | {type: 'built', player: number, building: string, cost: number}
 *   | {type: 'produced', player: number, goods: GoodCounts, factory_doubloons: number}
 *   | {type: 'extra_good', player: number, good: string}
 *   | {type: 'sold'|'sold_to_trading_post', player: number, good: string, price: number}
 *   | {type: 'trading_house_emptied', goods: string[]}
 *   | ({type: 'shipped', player: number, good: string, count: number, vp: number,
 *       captain_bonus: boolean, harbor_bonus: boolean}
 *       & ({ship: number, wharf: false} | {ship: null, wharf: true}))
 *   | {type: 'stored', player: number, kept: GoodCounts, lost: GoodCounts}
 *   | {type: 'wharves_declined', player: number, wharves: string[]}
 *   | {type: 'ship_unloaded', ship: number, good: string, count: number}
 *   | {type: 'prospected'|'specialty_factory'|'lighthouse', player: number, doubloons: number}
 *   | {type: 'round_ended', role_doubloons: Record<string, number>}
 *   | {type: 'game_over', reasons: string[]}
 *   | {type: 'building_drafted', player: number, building: string, copies: number}
 *   | {type: 'draft_ended', removed: string[]}
 *   | {type: 'forest_planted', player: number, discarded: string, drawn: boolean}
 *   | {type: 'guest_moved', player: number, target: string}
 *   | {type: 'privilege_doubled', player: number, role: string}
 *   | {type: 'black_market', player: number, building: string, colonist: string|null,
 *       good: string|null, vp_chip: boolean}
 *   | {type: 'church', player: number, building: string, vp: number}
 *   | {type: 'aqueduct', player: number, goods: GoodCounts}
 *   | {type: 'union_hall', player: number, vp: number}
 *   | {type: 'vp_declined', player: number, building: string, vp: number}
 *   | {type: 'small_wharf_shipped', player: number, goods: GoodCounts, vp: number,
 *       captain_bonus: boolean, harbor_bonus: boolean}
 * )} PuertoRicoEvent
 */

// --- the snapshot ------------------------------------------------------------------------------

/**
 * One player's final score (pr_core/puerto_rico/scoring.py), with his seat and rank: VP chips,
 * buildings' VP, the large buildings' bonuses by building, and the doubloons and goods that
 * break ties.
 * @typedef {{
 *   player: number,
 *   rank: number,
 *   name: string,
 *   vp_chips: number,
 *   building_vp: number,
 *   bonus_vp: Record<string, number>,
 *   total: number,
 *   tiebreak: number,
 * }} PuertoRicoScore
 */
/**
 * The scores once the game is over: the players by seat, the winners' seats, why it ended.
 * @typedef {{players: PuertoRicoScore[], winners: number[], end_reasons: string[]}}
 *   PuertoRicoScores
 */

/**
 * A mayor target of the human's placing turn: its circles, the colonists placed on it this turn,
 * and `open` (false once passed by single placing actions: its count is then fixed).
 * @typedef {{target: string, circles: number, placed: number, open: boolean}} MayorTarget
 */
/**
 * The human's placing turn (the snapshot's `mayor`): colonists still in hand, and his targets in
 * placing order (tile kinds, then buildings with circles).
 * @typedef {{hand: number, targets: MayorTarget[]}} MayorPlacing
 */
/**
 * The human's storing turn with a warehouse or storehouse (the snapshot's `keep`): his barrels,
 * the counts already settled (from corn on), and every greatest keep those allow; any keep
 * within one of them, of one barrel at least, is his to choose.
 * @typedef {{goods: Record<string, number>, decided: Record<string, number>,
 *   greatest: Record<string, number>[]}} KeepChoice
 */

/**
 * `T`'s declared fields but `K`. TypeScript's Omit would drop every declared field of a type
 * with an index signature (the kit's Snapshot has one), and an intersection would not narrow
 * the kit's loose types: this keeps the envelope while the game declares its own parts.
 * @template T
 * @template {PropertyKey} K
 * @typedef {{[P in keyof T as string extends P ? never : P extends K ? never : P]: T[P]}}
 *   Without
 */

/**
 * A snapshot of a Puerto Rico game: the kit's envelope with this game's view, legal entries,
 * events and scores, and its own fields `mayor` (the human's placing turn, else null) and `keep`
 * (his storing turn with a warehouse or storehouse, else null).
 * @typedef {Without<Envelope, 'legal'|'events'|'scores'> & {
 *   legal: PuertoRicoEntry[],
 *   events: PuertoRicoEvent[],
 *   scores: PuertoRicoScores|null,
 *   mayor: MayorPlacing|null,
 *   keep: KeepChoice|null,
 * }} PuertoRicoSnapshot
 */

export {};
