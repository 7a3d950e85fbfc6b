// @ts-check
/**
 * What the engine sends the page of a San Juan game, declared once for this folder: the player
 * view (docs/san-juan/position-format.md, "Player views", checked by
 * pr_core/san_juan/schema/player_view.schema.json), the actions and the facts the bridge adds to
 * the legal ones, the events as the player may see them (docs/san-juan/engine.md), the scores,
 * and the snapshot that carries them (docs/bridge.md, "A snapshot"; the envelope is the kit's,
 * kit/snapshot.js). Cards, goods and roles are named as in the position format, typed as
 * strings: the catalog (catalog.js) lists them, and no type here keeps a copy. Types only:
 * nothing here runs.
 */

/** @typedef {import('../../kit/snapshot.js').Snapshot<SanJuanView>} Envelope */

// --- the player view ---------------------------------------------------------------------------

/**
 * A building of a city, and whether a good lies on it (face down: not even its owner sees the
 * card).
 * @typedef {{card: string, good: boolean}} CityBuilding
 */

/**
 * A player as the viewer sees him: his own hand and chapel's cards, another's as null; every
 * player's hand count; the count under his own chapel, another's only once the game is over
 * (null before: its owner need not tell).
 * @typedef {{
 *   name: string,
 *   hand: string[]|null,
 *   hand_size: number,
 *   buildings: CityBuilding[],
 *   chapel: string[]|null,
 *   chapel_size: number|null,
 * }} SanJuanPlayer
 */

/**
 * @typedef {'role_selection'|'round_start'|'start_hands'|'builder'|'producer'|'trader'
 *   |'councillor'|'prospector'|'game_over'} PhaseName
 */
/**
 * @typedef {'chapel'|'hand_limit'|'choose'|'black_market'|'pay'|'keep'|'discard'|'use'} PhaseStep
 */

/**
 * Where the game stands and who acts. Besides `name`, a phase has only its own fields
 * (docs/san-juan/position-format.md, "The phase"): every phase but the game's end its `actor`;
 * the role phases `picker` and `library` (the picker's library doubles the privilege);
 * `round_start` its `step` and `discard`, `start_hands` its `discard` (cards still to discard);
 * the builder its `step`, and once the building is chosen `building`, `over` (the index of the
 * building it goes over), `cost` (cards still due) and `goods_paid`; the producer `produced`,
 * the trader `sold` and `income`; the councillor its `step`, `drawn` (null to the others, with
 * `drawn_size`), `keep` and `discard`; the prospector `drawn` (a gold mine's 4 cards). `floor`:
 * the smallest card or good the actor may still name in a choice of several.
 * @typedef {{
 *   name: PhaseName,
 *   actor?: number,
 *   picker?: number,
 *   library?: boolean,
 *   step?: PhaseStep,
 *   discard?: number,
 *   building?: string,
 *   over?: number,
 *   cost?: number,
 *   goods_paid?: number,
 *   produced?: number,
 *   sold?: number,
 *   income?: number,
 *   drawn?: string[]|null,
 *   drawn_size?: number,
 *   keep?: number,
 *   floor?: string,
 * }} Phase
 */

/**
 * The trading house: its five tiles from the top of the stack (null: a tile nobody has seen),
 * how many have been seen, and the one turned up (only in the trader phase).
 * @typedef {{tiles: (number|null)[], seen: number, up: number|null}} TradingHouse
 */

/**
 * What the player `viewer` may see: the position format with the hidden cards as null and
 * their counts, and no random generator. `roles`: the seat that took each role this round.
 * @typedef {{
 *   format: 'san-juan-position',
 *   version: 1,
 *   players: SanJuanPlayer[],
 *   governor: number,
 *   start_hands: boolean,
 *   roles: Record<string, number>,
 *   library_used: number[],
 *   phase: Phase,
 *   pile: null,
 *   pile_size: number,
 *   discards: null,
 *   discards_size: number,
 *   out: string[],
 *   trading_house: TradingHouse,
 *   viewer: number,
 * }} SanJuanView
 */

// --- actions and the legal ones ----------------------------------------------------------------

/**
 * An action's JSON form, by `type` (docs/san-juan/engine.md, "Decisions and actions"); a good is
 * named by its production building's good.
 * @typedef {{type: 'pass', decision: string}
 *   | {type: 'role', role: string, save_library?: true}
 *   | {type: 'build'|'pay'|'keep'|'discard'|'tuck'|'gold_mine', card: string}
 *   | {type: 'build_over', card: string, over: string, good: boolean}
 *   | {type: 'black_market'|'produce'|'sell', good: string}
 *   | {type: 'use', building: string}} SanJuanAction
 */

/**
 * A legal action (the kit's LegalEntry) with the facts the bridge adds to San Juan's
 * (docs/bridge.md; pr_core/san_juan/page.py, legal_entries): a `build` or `build_over` its
 * `cost` (cards, before a black market's goods), its `discounts` (cards off by reason: builder,
 * smithy, quarry, crane) and, with a black market that may pay, `black_market` (the goods it
 * may take, one entry per good, in ascending order); a `sell` its `price` (cards).
 * @typedef {{
 *   code: number,
 *   action: SanJuanAction,
 *   cost?: number,
 *   discounts?: Record<string, number>,
 *   black_market?: string[],
 *   price?: number,
 * }} SanJuanEntry
 */

// --- events --------------------------------------------------------------------------------------

/**
 * What one step did, as the player may see it, by `type` (docs/san-juan/engine.md, "Events").
 * `player` is the seat whose event it is (a reshuffle has none); `reason` says why cards were
 * drawn or discarded, or that the game stalled. Another player's `card` and `cards` are left
 * out where they went face down or into a hand, and his paying, keeping or discarding shows only
 * the action's type; of his chapel decision only that it was made (`{type: 'chapel'}`, no
 * `tucked` event: the count under his chapel is his secret).
 * @typedef {{player?: number, reason?: string} & (
 *   | {type: 'action', player: number, forced: boolean,
 *       action: SanJuanAction | {type: 'pay'|'keep'|'discard'|'chapel'}}
 *   | {type: 'role_chosen', player: number, role: string, library: boolean}
 *   | {type: 'built', player: number, card: string, cards_paid: number, goods_paid: number,
 *       over?: string, good_lost?: boolean}
 *   | {type: 'built_nothing'|'governor', player: number}
 *   | {type: 'good_paid'|'produced', player: number, good: string}
 *   | {type: 'tile_turned', player: number, tile: number, prices: Record<string, number>}
 *   | {type: 'sold', player: number, good: string, price: number}
 *   | {type: 'cards_drawn', player: number, count: number, reason: string, cards?: string[]}
 *   | {type: 'kept'|'tucked', player: number, card?: string}
 *   | {type: 'discarded_drawn', player: number, count: number}
 *   | {type: 'discarded', player: number, card?: string, reason: string}
 *   | {type: 'gold_mine', player: number, cards: string[], lucky: boolean}
 *   | {type: 'gold_mine_kept', player: number, card: string}
 *   | {type: 'reshuffled', cards: number}
 *   | {type: 'game_over', reason?: 'stalled'}
 * )} SanJuanEvent
 */

// --- the snapshot ------------------------------------------------------------------------------

/**
 * One player's final score (pr_core/san_juan/scoring.py), with his seat and rank: the buildings'
 * VP, the chapel's, the 6-cost buildings' bonuses by card, and the cards and goods that break
 * ties.
 * @typedef {{
 *   player: number,
 *   rank: number,
 *   building_vp: number,
 *   chapel_vp: number,
 *   bonus_vp: Record<string, number>,
 *   total: number,
 *   tiebreak: number,
 * }} SanJuanScore
 */
/**
 * The scores once the game is over: the players by seat, the winners' seats, why it ended.
 * @typedef {{players: SanJuanScore[], winners: number[], end_reasons: string[]}} SanJuanScores
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
 * A snapshot of a San Juan game: the kit's envelope with this game's view, legal entries,
 * events and scores, and its own field `allowance` (in the human's turn of the producer or
 * trader phase, the goods he may still produce or sell, which the view does not say; else null).
 * @typedef {Without<Envelope, 'legal'|'events'|'scores'> & {
 *   legal: SanJuanEntry[],
 *   events: SanJuanEvent[],
 *   scores: SanJuanScores|null,
 *   allowance: number|null,
 * }} SanJuanSnapshot
 */

export {};
