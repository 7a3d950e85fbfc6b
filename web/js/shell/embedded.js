// @ts-check
/**
 * The app inside another site's page (?embed=1, set by web/embed.js; docs/embed.md). It keeps no
 * save (the reader's own game in the app must not be overwritten by a rules page), starts what
 * the page asked for (a position, a rulebook scenario or a new game), in play or view-only mode,
 * tells the page the height it needs, and talks to it by postMessage: only with its parent window
 * and only with the origin the embed script declared in the URL. Its page's parts:
 * shell/embed-page.js.
 */
import { t } from '../kit/text.js';
import { refusalWithDetail, thrown } from './errors.js';
import { on } from '../kit/dom.js';
import { PROTOCOL, publicState, readEmbedParams, readHostMessage } from './embed-messages.js';
import { gameFacts, optionsFromParams, quickNewGame } from './new-game.js';
import { rulebookMove } from './puzzle.js';
import { foldNarrowEmbed } from './embed-fold.js';
import {
  chrome,
  note,
  playerCount,
  seatLevels,
  viewOnlyEngine,
  watchHeight,
} from './embed-page.js';

/**
 * What the app lends the embed once the engine is ready.
 * @typedef {{
 *   engine: Requester,
 *   games: import('./engine-client.js').GameFacts[],
 *   scenarios: {id: string, players: number, seat: number}[],
 *   showGame: (extra: Partial<import('./game.js').GameOptions>) => import('./game.js').Game,
 *   modals: ReturnType<typeof import('./modal.js').createModals>,
 * }} EmbedContext
 */

/** @typedef {import('./embed-page.js').Requester} Requester */
/** @typedef {import('./game.js').Game} Game */
/** @typedef {{type: string, payload: object, scenario: string|null}} Shown what is on screen */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */

/** @param {URLSearchParams} params */
export function createEmbed(params) {
  const embed = new Embed(params);
  return {
    /**
     * Once the engine answers: says so to the host and starts what the URL asked for.
     * @param {EmbedContext} context
     */
    start: (context) => embed.start(context),
    /**
     * The engine could not start or stopped: the error screen is up; the host hears why.
     * @param {{message: string}} error
     */
    failed: (error) => embed.failed(error),
  };
}

/** One embed, from the URL's parameters to the host's messages. */
class Embed {
  /** @param {URLSearchParams} params */
  constructor(params) {
    this.params = params;
    this.opts = readEmbedParams(params, (why) => this.warn(why));
    this.viewOnly = this.opts.mode === 'view';
    this.puzzle = this.opts.mode === 'puzzle'; // a position to solve (shell/puzzle.js), else play
    document.documentElement.classList.add('embed', this.viewOnly ? 'embed-view' : 'embed-play');
    foldNarrowEmbed();
    /** @type {EmbedContext|null} */
    this.ctx = null;
    /** @type {Requester|null} the engine as this mode may use it (set by start) */
    this.engine = null;
    /** @type {Game|null} */
    this.game = null;
    /** @type {Shown|null} what is on screen, for "Start over" */
    this.current = null;
    /** @type {string|number|undefined} the host request the next state answers */
    this.replyTo = undefined;
    this.skipShown = false;
    this.overSent = false;
    /** @type {(() => void)|null} resolves open()'s wait for its game on screen */
    this.onShownFirst = null;
    /** One thing at a time: the first game, then the host's messages in order, so that an
     * answer always describes the game the messages before it asked for. */
    this.work = Promise.resolve();
    this.restartButton = chrome(this.viewOnly, () => this.queue(() => this.restart(true)));
    on(window, 'message', (/** @type {MessageEvent} */ event) => this.receive(event));
    watchHeight((height) => this.post('height', { height }));
  }

  /** @param {string} why */
  warn(why) {
    console.warn(`Puerto Rico embed: ${why}`);
  }

  /** @param {() => Promise<void>|void} job */
  queue(job) {
    this.work = this.work.then(job).catch((err) => console.warn('Puerto Rico embed:', err));
  }

  /** @param {string} type @param {Record<string, unknown>} [fields] */
  post(type, fields = {}) {
    if (!this.opts.origin || window.parent === window) return;
    window.parent.postMessage({ prGame: PROTOCOL, type, ...fields }, this.opts.origin);
  }

  /** @param {EmbedContext} context */
  start(context) {
    this.ctx = context;
    // The engine as this mode may use it: view-only strips every move from the snapshots.
    this.engine = this.viewOnly ? viewOnlyEngine(context.engine) : context.engine;
    const opts = this.opts;
    const facts = gameFacts(context.games, opts.game);
    if (opts.game !== null && facts.id !== opts.game)
      this.warn(`there is no game ${opts.game}; it plays ${facts.id}`);
    opts.game = facts.id;
    const known = new Set(facts.bot_levels.map((l) => l.id));
    const unknown = opts.bots.filter((b) => !known.has(b));
    if (unknown.length)
      console.warn(
        `Puerto Rico embed: unknown bot levels ${unknown.join(', ')}; ` +
          `the levels are ${[...known].join(', ')}`,
      );
    const bots = opts.bots.filter((b) => known.has(b));
    // Queued before "ready" goes out: whatever the host sends then comes after this game.
    const scenario = opts.scenario;
    if (scenario)
      this.queue(() => this.open('load_scenario', this.scenarioPayload(scenario, bots), scenario));
    else if (!opts.awaitPosition)
      this.queue(() => this.open('new_game', this.newGamePayload(opts.players, bots), null));
    // (awaiting a position: the page sends it as soon as it hears "ready")
    this.post('ready', {
      mode: opts.mode,
      scenarios: context.scenarios.map((s) => s.id),
      levels: [...known],
    });
  }

  /** @param {{message: string}} error */
  failed(error) {
    this.post('error', { code: 'engine', message: error.message });
    this.onShownFirst?.(); // nothing more will come on screen: let the queue go on
    this.onShownFirst = null;
  }

  /** @param {MessageEvent} event */
  receive(event) {
    const origin = this.opts.origin;
    if (event.source !== window.parent) {
      if (readHostMessage(event.data))
        console.warn(
          'Puerto Rico embed: ignored a message from a window other than the embedding page',
        );
      return;
    }
    if (event.origin !== origin) {
      if (readHostMessage(event.data))
        console.warn(
          `Puerto Rico embed: ignored a message from ${event.origin}: ` +
            `only ${origin ?? 'an origin declared by the embed script'} may send them`,
        );
      return;
    }
    const read = readHostMessage(event.data);
    if (!read) return;
    if ('problem' in read) {
      console.warn(`Puerto Rico embed: ignored a message: ${read.problem}`);
      return;
    }
    if (!this.ctx) {
      console.warn('Puerto Rico embed: ignored a message sent before "ready"');
      return;
    }
    this.queue(() => this.answer(read.message));
  }

  /** @param {import('./embed-messages.js').HostMessage} msg */
  async answer(msg) {
    const id = msg.id;
    if (msg.type === 'get_state') {
      this.post('state', {
        reason: 'request',
        ...(id === undefined ? {} : { id }),
        state: this.stateNow(),
      });
    } else if (msg.type === 'load_position') {
      const payload = this.positionPayload(msg.position, msg.seat ?? null, msg.bots ?? []);
      await this.open('load_game', payload, null, id);
    } else if (msg.type === 'open_scenario') {
      const payload = this.scenarioPayload(msg.scenario, msg.bots ?? []);
      await this.open('load_scenario', payload, msg.scenario, id);
    } else if (msg.type === 'new_game') {
      const payload = this.newGamePayload(msg.players ?? null, msg.bots ?? []);
      await this.open('new_game', payload, null, id);
    }
  }

  stateNow() {
    const game = this.game;
    if (!game || !game.snap) return null;
    return publicState(game.snap, {
      mode: this.opts.mode,
      scenario: this.current ? this.current.scenario : null,
      replay: game.replaying,
    });
  }

  /** After every snapshot or replay step the reader sees. @param {Snapshot} snap */
  shown(snap) {
    if (this.skipShown) {
      this.skipShown = false;
      return;
    } // a scenario's last move: its first move follows at once
    this.post('state', {
      reason: 'change',
      ...(this.replyTo === undefined ? {} : { id: this.replyTo }),
      state: this.stateNow(),
    });
    this.replyTo = undefined;
    this.onShownFirst?.();
    this.onShownFirst = null;
    if (snap.scores && this.game && !this.game.replaying && !this.overSent) {
      this.overSent = true;
      this.post('game_over', { scores: snap.scores });
    }
  }

  /**
   * Asks the engine for a game and shows it; a refusal leaves the game on screen as it was and is
   * told to the host and, in plain words, to the reader.
   * @param {string} type @param {object} payload @param {string|null} scenario
   * @param {string|number} [id]
   */
  async open(type, payload, scenario, id) {
    const ctx = this.ctx;
    if (!ctx) return;
    let asked;
    try {
      asked = await this.ask(type, payload, scenario);
    } catch (caught) {
      // the app shows the error screen and calls failed()
      if (thrown(caught).code === 'engine_stopped') return;
      this.refused(caught, id);
      return;
    }
    const { snap, rulebook } = asked;
    this.current = { type, payload, scenario };
    this.overSent = false;
    this.replyTo = id;
    this.skipShown = !!(snap.scenario_steps && snap.scenario_steps.steps > 0);
    const onScreen = new Promise((resolve) => {
      this.onShownFirst = () => resolve(undefined);
    });
    const game = ctx.showGame({
      engine: /** @type {Requester} */ (this.engine),
      onShown: (shown) => this.shown(shown),
      onNewGame: () => this.queue(() => this.restart(false)),
      puzzle: this.puzzle,
    });
    this.game = game;
    if (this.restartButton) {
      const label = type === 'new_game' ? 'menu.newGame' : 'embed.restart';
      this.restartButton.dataset.t = label; // applyText relabels it when the language changes
      this.restartButton.textContent = t(label);
    }
    game.show(snap);
    if (rulebook) game.puzzle?.setRulebook(rulebook);
    await onScreen; // a scenario's first move comes from one more request
  }

  /**
   * The engine's answer to a request for a game; for a puzzle of a rulebook example, at the
   * example's decision, with the rulebook's move there (its answer).
   * @param {string} type @param {object} payload @param {string|null} scenario
   * @returns {Promise<{snap: Snapshot, rulebook: import('./puzzle.js').RulebookMove|null}>}
   */
  async ask(type, payload, scenario) {
    const engine = /** @type {Requester} */ (this.engine);
    // every request the embed opens a game with answers a snapshot
    const snap = /** @type {Snapshot} */ (await engine.request(type, payload));
    const steps = snap.scenario_steps;
    if (!(this.puzzle && steps && scenario)) return { snap, rulebook: null };
    // The reader solves the example's decision: the rulebook's move there is its answer.
    const about = t(`scenario.${scenario}.about`);
    const request = (/** @type {string} */ type, /** @type {object} */ payload) =>
      engine.request(type, payload);
    const solved = await rulebookMove(request, steps, snap.seat, about);
    return { snap: solved.snap, rulebook: solved.move };
  }

  /** @param {unknown} caught @param {string|number} [id] */
  refused(caught, id) {
    const err = thrown(caught);
    const code = typeof err.code === 'string' ? err.code : 'internal';
    const message = err.message ? String(err.message) : String(caught);
    this.post('error', { code, message, ...(id === undefined ? {} : { id }) });
    const title = t(code === 'bad_position' ? 'embed.badPosition' : 'embed.refused');
    const words = refusalWithDetail(caught);
    if (this.game && this.ctx) void this.ctx.modals.notice(title, words);
    else note(title, words);
  }

  /** Starts again what is on screen (a new game gets a new deal). @param {boolean} ask */
  async restart(ask) {
    const current = this.current;
    if (!current || !this.ctx) return;
    const game = this.game;
    if (ask && game && game.snap && !game.snap.scores) {
      const ok = await this.ctx.modals.confirm(
        t('embed.restartConfirm'),
        this.restartButton ? (this.restartButton.textContent ?? '') : '',
      );
      if (!ok) return;
    }
    await this.open(current.type, current.payload, current.scenario);
  }

  /** @param {string} id @param {string[]} bots */
  scenarioPayload(id, bots) {
    const info = this.ctx ? this.ctx.scenarios.find((s) => s.id === id) : undefined;
    return info && bots.length ? { id, bots: seatLevels(info.players, info.seat, bots) } : { id };
  }

  /** @param {object|string} position @param {number|null} seat @param {string[]} bots */
  positionPayload(position, seat, bots) {
    const players = playerCount(position);
    /** @type {Record<string, unknown>} */
    const payload = { position };
    if (seat !== null) payload.seat = seat;
    if (players && bots.length) payload.bots = seatLevels(players, seat ?? 0, bots);
    return payload;
  }

  /** @param {number|null} players @param {string[]} bots */
  newGamePayload(players, bots) {
    const facts = gameFacts(this.ctx?.games ?? [], this.opts.game);
    return quickNewGame(facts, {
      players: players ?? (bots.length ? bots.length + 1 : null),
      levels: bots,
      options: optionsFromParams(facts, this.params, (why) => this.warn(why)),
    });
  }
}
