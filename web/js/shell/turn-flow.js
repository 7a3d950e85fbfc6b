// @ts-check
/**
 * The turns of the game on screen as they reach the engine (shell/game.js): every request,
 * counted so that tests can wait for the page to be idle, its refusals told in a toast and the
 * game shown again as the engine holds it, its failures handed on; and the bots' steps, one at a
 * time after the pace's pause and the last step's flights, a searching bot's progress shown
 * between its chunks of thought. A bot's step still under way when the game in play is replaced
 * (undo, play from here, another game) is dropped.
 */
import { refusalText, thrown } from './errors.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('./engine-client.js').RequestType} RequestType */
/**
 * A request by a name known only when it runs (the engine as the flow is lent it, a decision
 * passed on): its answer is whatever that request's is.
 * @typedef {(type: string, payload: object) => Promise<unknown>} ForwardedRequest
 */
/**
 * A request typed by its name as Engine.request is (shell/engine-client.js), through the flow:
 * null when it was refused (told in a toast) or the game is gone.
 * @typedef {<K extends RequestType>(type: K,
 *   payload: import('#bridge').BridgeRequests[K]['payload']) =>
 *   Promise<import('./engine-client.js').Result<K> | null>} EngineRequest
 */
/**
 * What the turn flow works with: the engine, the game on screen (`snap`, whether the player
 * steps through it, whether a puzzle holds the bots, whether it is gone), the pace (`delay`,
 * `instant`, `landsAt`: when the last step's flights land), and what it tells the screen.
 * @typedef {{
 *   engine: {request: ForwardedRequest},
 *   snap: () => Snapshot|null,
 *   replaying: () => boolean,
 *   held: () => boolean,
 *   destroyed: () => boolean,
 *   delay: () => number,
 *   instant: boolean,
 *   landsAt: () => number,
 *   apply: (snap: Snapshot, byBot: boolean) => void,
 *   thinking: (progress?: number) => void,
 *   toast: (message: string) => void,
 *   onFatal: (error: unknown) => void,
 * }} TurnFlowParts
 */

// Refusals the engine answers with the game unchanged: told in a toast, never the error screen.
const REFUSALS = new Set([
  'illegal_action',
  'not_your_turn',
  'bad_request',
  'no_game',
  'nothing_to_undo',
  'bad_position',
  'bad_save',
]);
const THINK_CHUNK_MS = 100; // a searching bot reports its progress this often
const LANDED_MS = 150; // the pause after a step's last flight has landed

export class TurnFlow {
  /** @param {TurnFlowParts} parts */
  constructor(parts) {
    this.parts = parts;
    this.pending = 0;
    /** @type {number|undefined} */
    this.botTimer = undefined;
    /** @type {(() => void)[]} */
    this.idleWaiters = [];
    /** Bumped whenever the game in play is replaced: a bot's step under way for it is dropped. */
    this.epoch = 0;
  }

  /**
   * One request, counted for idle(); engine failures go to onFatal, refusals to a toast.
   * @template {RequestType} K
   * @overload
   * @param {K} type @param {import('#bridge').BridgeRequests[K]['payload']} payload
   * @param {Promise<unknown>} [sent] the same request, already sent
   * @returns {Promise<import('./engine-client.js').Result<K> | null>}
   */
  /**
   * A request passed on by a name known only when it runs: its answer is unknown here.
   * @overload
   * @param {string} type @param {object} payload @param {Promise<unknown>} [sent]
   * @returns {Promise<unknown>}
   */
  /**
   * @param {string} type @param {object} payload @param {Promise<unknown>} [sent]
   * @returns {Promise<unknown>}
   */
  async request(type, payload, sent) {
    const parts = this.parts;
    this.pending++;
    try {
      return await (sent ?? parts.engine.request(type, payload));
    } catch (caught) {
      if (parts.destroyed()) return null;
      const code = thrown(caught).code;
      if (typeof code === 'string' && REFUSALS.has(code)) {
        parts.toast(refusalText(caught));
        if (type !== 'snapshot') {
          const fresh = await this.request('snapshot', {});
          if (fresh) parts.apply({ ...fresh, events: [] }, false);
        }
        return null;
      }
      parts.onFatal(caught);
      return null;
    } finally {
      this.pending--;
      // After the caller has applied the answer (which may schedule a bot step): not before.
      window.setTimeout(() => this.checkIdle(), 0);
    }
  }

  /** The bots' next step, after the pace's pause and once the last step's flights have landed. */
  scheduleBot() {
    const parts = this.parts;
    if (this.botTimer !== undefined || parts.destroyed() || parts.replaying()) return;
    if (parts.held()) return; // until the reader plays on
    const landing = parts.landsAt() - performance.now();
    const delay = parts.instant ? 0 : Math.max(parts.delay(), landing + LANDED_MS);
    const epoch = this.epoch;
    parts.thinking();
    this.botTimer = window.setTimeout(async () => {
      // A searching bot thinks in chunks; between them the page shows how far it is.
      let snap = await this.request('bot_step', { think_ms: THINK_CHUNK_MS });
      while (snap && 'thinking' in snap && !parts.destroyed() && epoch === this.epoch) {
        parts.thinking(snap.thinking.progress);
        snap = await this.request('bot_step', { think_ms: THINK_CHUNK_MS });
      }
      // the game was replaced meanwhile; its owner resumes the bots
      if (epoch !== this.epoch) return;
      this.botTimer = undefined;
      if (snap && !('thinking' in snap)) parts.apply(snap, true);
      else this.checkIdle();
    }, delay);
  }

  /** Stops the bots (their step under way is dropped) before the game in play is replaced. */
  stopBots() {
    this.epoch++;
    window.clearTimeout(this.botTimer);
    this.botTimer = undefined;
  }

  /** Nothing under way: no request, no bot step scheduled or due. */
  isIdle() {
    const parts = this.parts;
    const snap = parts.snap();
    const botDue = !!snap && snap.bot_to_act && !snap.scores && !parts.replaying() && !parts.held();
    return this.pending === 0 && this.botTimer === undefined && !botDue;
  }

  /** Tells those waiting for idle() that it is, if it is. */
  checkIdle() {
    if (this.isIdle()) this.release();
  }

  /** @returns {Promise<void>} once the page is idle (tests wait for it) */
  idle() {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Tells every waiter, idle or not (the game is gone). */
  release() {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }

  /** The game is gone: no bot step after it. */
  stop() {
    window.clearTimeout(this.botTimer);
    this.botTimer = undefined;
    this.release();
  }
}
