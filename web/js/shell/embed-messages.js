// @ts-check
/**
 * The embed's side of the postMessage API (docs/embed.md), kept pure: the URL parameters the
 * embed script sets, the host's messages checked field by field, and the public state sent back.
 * Nothing here trusts its input: a wrong field is a reason to ignore the message, never a throw.
 */

/** Every message carries `prGame: PROTOCOL`; anything without it is somebody else's. */
export const PROTOCOL = 1;
/** Characters of a position (a real one is about 5 000). */
export const MAX_POSITION = 200_000;
const MAX_ID = 64;
const MAX_BOTS = 4;
const LEVEL = /^[a-z][a-z0-9_-]{0,23}$/;
const SCENARIO = /^[a-z0-9][a-z0-9-]{0,63}$/;
const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,4}$/;

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */

/**
 * @typedef {{
 *   mode: 'play'|'view'|'puzzle', origin: string|null, lang: string|null, scenario: string|null,
 *   players: number|null, bots: string[], awaitPosition: boolean,
 *   game: string|null,
 * }} EmbedOptions
 */

/**
 * What the embed was asked for by its URL (?embed=1&origin=…&mode=view&scenario=…). A bad value
 * is dropped with a warning, so that a typo in an attribute still shows a game.
 * @param {URLSearchParams} params @param {(why: string) => void} warn
 * @returns {EmbedOptions}
 */
export function readEmbedParams(params, warn) {
  /** @param {string} name @param {RegExp|((v: string) => boolean)} ok */
  const get = (name, ok) => {
    const value = params.get(name);
    if (value === null || value === '') return null;
    if (typeof ok === 'function' ? ok(value) : ok.test(value)) return value;
    warn(`the ${name} parameter ${JSON.stringify(value.slice(0, 80))} is not valid; it is ignored`);
    return null;
  };
  const mode = get('mode', /^(play|view|puzzle)$/);
  const players = get('players', /^[2-5]$/);
  // Which games there are, and their options, the engine says (shell/new-game.js).
  const game = get('game', /^[a-z][a-z0-9-]{0,39}$/);
  const bots = get(
    'bots',
    (v) => v.length <= 120 && v.split(',').every((b) => LEVEL.test(b.trim())),
  );
  return {
    mode: mode === 'view' || mode === 'puzzle' ? mode : 'play',
    origin: get('origin', isOrigin),
    lang: get('lang', (v) => v.length <= 35 && LANG.test(v)),
    scenario: get('scenario', SCENARIO),
    players: players === null ? null : Number(players),
    game,
    bots:
      bots === null
        ? []
        : bots
            .split(',')
            .map((b) => b.trim())
            .slice(0, MAX_BOTS),
    awaitPosition: params.get('position') === 'host',
  };
}

/** An http(s) origin exactly as `location.origin` writes it. @param {string} value */
export function isOrigin(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * @typedef {{type: 'get_state', id?: string|number}
 *   | {
 *       type: 'load_position',
 *       id?: string|number,
 *       position: object|string,
 *       seat?: number,
 *       bots?: string[],
 *     }
 *   | {type: 'open_scenario', id?: string|number, scenario: string, bots?: string[]}
 *   | {type: 'new_game', id?: string|number, players?: number, bots?: string[]}} HostMessage
 */

/** Each type's fields besides prGame and type, with their checks. */
/** @type {Record<string, Record<string, (v: unknown) => string|null>>} */
const FIELDS = {
  get_state: { id: checkId },
  load_position: {
    id: checkId,
    position: checkPosition,
    seat: (v) => whole(v, 0, 4),
    bots: checkBots,
  },
  open_scenario: {
    id: checkId,
    scenario: (v) =>
      typeof v === 'string' && SCENARIO.test(v) ? null : 'a scenario id such as "captain-4p"',
    bots: checkBots,
  },
  new_game: { id: checkId, players: (v) => whole(v, 2, 5), bots: checkBots },
};
const REQUIRED = { load_position: ['position'], open_scenario: ['scenario'] };

/**
 * A host message checked: {message} if it is one of ours and well formed, {problem} (why it is
 * ignored) if it is ours but not, null if it is not ours at all (other scripts post too).
 * @param {unknown} data
 * @returns {{message: HostMessage} | {problem: string} | null}
 */
export function readHostMessage(data) {
  if (!isPlainObject(data) || data.prGame === undefined) return null;
  const msg = /** @type {Record<string, unknown>} */ (data);
  if (msg.prGame !== PROTOCOL) return { problem: `prGame must be ${PROTOCOL}` };
  const type = msg.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    const given = JSON.stringify(String(type).slice(0, 40));
    return { problem: `unknown type ${given}; the types are ${Object.keys(FIELDS).join(', ')}` };
  }
  const fields = FIELDS[type];
  for (const [key, value] of Object.entries(msg)) {
    if (key === 'prGame' || key === 'type') continue;
    if (!Object.hasOwn(fields, key))
      return { problem: `${type} has no field ${JSON.stringify(key.slice(0, 40))}` };
    const wrong = fields[key](value);
    if (wrong) return { problem: `${type}.${key} must be ${wrong}` };
  }
  for (const key of /** @type {Record<string, string[]>} */ (REQUIRED)[type] ?? []) {
    if (!(key in msg)) return { problem: `${type} needs ${key}` };
  }
  return { message: /** @type {HostMessage} */ (/** @type {unknown} */ (msg)) };
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isPlainObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v */
function checkId(v) {
  if (typeof v === 'string' && v.length <= MAX_ID) return null;
  if (Number.isSafeInteger(v)) return null;
  return `a string of at most ${MAX_ID} characters or a whole number`;
}

/** @param {unknown} v @param {number} low @param {number} high */
function whole(v, low, high) {
  return Number.isInteger(v) &&
    /** @type {number} */ (v) >= low &&
    /** @type {number} */ (v) <= high
    ? null
    : `a whole number from ${low} to ${high}`;
}

/** @param {unknown} v */
function checkBots(v) {
  return Array.isArray(v) &&
    v.length <= MAX_BOTS &&
    v.every((b) => typeof b === 'string' && LEVEL.test(b))
    ? null
    : `a list of at most ${MAX_BOTS} bot level ids`;
}

/**
 * A position document (object) or its JSON text, not too long; the engine checks the rest.
 * @param {unknown} v
 */
function checkPosition(v) {
  const problem = `a position (an object or its JSON text) of at most ${MAX_POSITION} characters`;
  if (typeof v === 'string') return v.length <= MAX_POSITION ? null : problem;
  if (!isPlainObject(v)) return problem;
  try {
    return JSON.stringify(v).length <= MAX_POSITION ? null : problem;
  } catch {
    return problem; // a cycle, or a BigInt
  }
}

/** @typedef {ReturnType<typeof publicState>} PublicState what the embed tells its host */

/**
 * What the host may know of the game on screen: exactly what the player's view shows (the
 * engine's player view hides the rest), never the save or the seed.
 * @param {Snapshot} snap the snapshot shown (a replay step while stepping through)
 * @param {{mode: string, scenario: string|null, replay: {step: number, steps: number}|null}} how
 */
export function publicState(snap, how) {
  const view = snap.view;
  return {
    mode: how.mode,
    scenario: how.scenario,
    seat: snap.seat,
    players: view.players.map((/** @type {{name: string}} */ p) => p.name),
    phase: view.phase.name,
    current_player: snap.current_player ?? null,
    your_turn: !!snap.your_turn,
    over: !!snap.scores,
    step: how.replay ? how.replay.step : snap.steps,
    steps: snap.steps,
    replaying: !!how.replay,
    view,
    scores: snap.scores ?? null,
  };
}
