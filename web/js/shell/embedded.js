// @ts-check
/**
 * The app inside another site's page (?embed=1, set by web/embed.js; docs/embed.md). It keeps no
 * save (the reader's own game in the app must not be overwritten by a rules page), starts what
 * the page asked for (a position, a rulebook scenario or a new game), in play or view-only mode,
 * tells the page the height it needs, and talks to it by postMessage: only with its parent window
 * and only with the origin the embed script declared in the URL.
 */
import { t } from '../kit/text.js';
import { refusalWithDetail } from './errors.js';
import { byId, el, on, showScreen } from '../kit/dom.js';
import { PROTOCOL, publicState, readEmbedParams, readHostMessage } from './embed-messages.js';
import { gameFacts, optionsFromParams, quickNewGame } from './new-game.js';
import { rulebookMove } from './puzzle.js';
import { foldNarrowEmbed } from './embed-fold.js';

/**
 * What main.js lends the embed once the engine is ready.
 * @typedef {{
 *   engine: {request: (type: string, payload: any) => Promise<any>},
 *   games: import('./engine-client.js').GameFacts[],
 *   scenarios: {id: string, players: number, seat: number}[],
 *   showGame: (extra: Partial<import('./game.js').GameOptions>) => import('./game.js').Game,
 *   modals: ReturnType<typeof import('./modal.js').createModals>,
 * }} EmbedContext
 */

/** Moves a view-only embed never makes (nothing on screen offers them either). */
const MOVES = new Set(['act', 'arrange', 'bot_step', 'undo', 'play_from']);

/** @param {URLSearchParams} params */
export function createEmbed(params) {
  const warn = (/** @type {string} */ why) => console.warn(`Puerto Rico embed: ${why}`);
  const opts = readEmbedParams(params, warn);
  const viewOnly = opts.mode === 'view';
  const puzzle = opts.mode === 'puzzle'; // a position to solve (shell/puzzle.js), else as play
  document.documentElement.classList.add('embed', viewOnly ? 'embed-view' : 'embed-play');
  foldNarrowEmbed();

  /** @type {EmbedContext|null} */
  let ctx = null;
  /** @type {import('./game.js').Game|null} */
  let game = null;
  /**
   * What is on screen, for "Start over".
   * @type {{type: string, payload: any, scenario: string|null}|null}
   */
  let current = null;
  /** @type {string|number|undefined} the host request the next state answers */
  let replyTo;
  let skipShown = false;
  let overSent = false;
  /** @type {(() => void)|null} resolves open()'s wait for its game on screen */
  let onShownFirst = null;
  /** One thing at a time: the first game, then the host's messages in order, so that an answer
   * always describes the game the messages before it asked for. */
  let work = Promise.resolve();
  /** @param {() => Promise<void>|void} job */
  const queue = (job) => {
    work = work.then(job).catch((err) => console.warn('Puerto Rico embed:', err));
  };

  /** @param {string} type @param {Record<string, unknown>} [fields] */
  const post = (type, fields = {}) => {
    if (!opts.origin || window.parent === window) return;
    window.parent.postMessage({ prGame: PROTOCOL, type, ...fields }, opts.origin);
  };

  const restartButton = chrome(viewOnly, () => queue(() => restart(true)));
  on(window, 'message', (/** @type {MessageEvent} */ event) => receive(event));
  watchHeight((height) => post('height', { height }));

  /** The engine as this mode may use it: view-only strips every move from the snapshots. */
  function engine() {
    const real = /** @type {EmbedContext} */ (ctx).engine;
    if (!viewOnly) return real;
    return {
      /** @param {string} type @param {any} payload */
      async request(type, payload) {
        if (MOVES.has(type))
          throw Object.assign(new Error(t('embed.viewOnly')), { code: 'illegal_action' });
        const result = await real.request(type, payload);
        return result && Array.isArray(result.legal)
          ? {
              ...result,
              legal: [],
              your_turn: false,
              bot_to_act: false,
              mayor: null,
              can_undo: false,
            }
          : result;
      },
    };
  }

  /** @param {MessageEvent} event */
  function receive(event) {
    if (event.source !== window.parent) {
      if (readHostMessage(event.data))
        console.warn(
          'Puerto Rico embed: ignored a message from a window other than the embedding page',
        );
      return;
    }
    if (event.origin !== opts.origin) {
      if (readHostMessage(event.data))
        console.warn(
          `Puerto Rico embed: ignored a message from ${event.origin}: ` +
            `only ${opts.origin ?? 'an origin declared by the embed script'} may send them`,
        );
      return;
    }
    const read = readHostMessage(event.data);
    if (!read) return;
    if ('problem' in read) {
      console.warn(`Puerto Rico embed: ignored a message: ${read.problem}`);
      return;
    }
    if (!ctx) {
      console.warn('Puerto Rico embed: ignored a message sent before "ready"');
      return;
    }
    queue(() => answer(read.message));
  }

  /** @param {import('./embed-messages.js').HostMessage} msg */
  async function answer(msg) {
    const id = msg.id;
    if (msg.type === 'get_state') {
      post('state', { reason: 'request', ...(id === undefined ? {} : { id }), state: stateNow() });
    } else if (msg.type === 'load_position') {
      await open(
        'load_game',
        positionPayload(msg.position, msg.seat ?? null, msg.bots ?? []),
        null,
        id,
      );
    } else if (msg.type === 'open_scenario') {
      await open('load_scenario', scenarioPayload(msg.scenario, msg.bots ?? []), msg.scenario, id);
    } else if (msg.type === 'new_game') {
      await open('new_game', newGamePayload(msg.players ?? null, msg.bots ?? []), null, id);
    }
  }

  function stateNow() {
    if (!game || !game.snap) return null;
    return publicState(game.snap, {
      mode: opts.mode,
      scenario: current ? current.scenario : null,
      replay: game.replaying,
    });
  }

  /** After every snapshot or replay step the reader sees. @param {any} snap */
  function shown(snap) {
    if (skipShown) {
      skipShown = false;
      return;
    } // a scenario's last move: its first move follows at once
    post('state', {
      reason: 'change',
      ...(replyTo === undefined ? {} : { id: replyTo }),
      state: stateNow(),
    });
    replyTo = undefined;
    onShownFirst?.();
    onShownFirst = null;
    if (snap.scores && game && !game.replaying && !overSent) {
      overSent = true;
      post('game_over', { scores: snap.scores });
    }
  }

  /**
   * Asks the engine for a game and shows it; a refusal leaves the game on screen as it was and is
   * told to the host and, in plain words, to the reader.
   * @param {string} type @param {any} payload @param {string|null} scenario
   * @param {string|number} [id]
   */
  async function open(type, payload, scenario, id) {
    if (!ctx) return;
    let snap;
    /** @type {import('./puzzle.js').RulebookMove|null} */
    let rulebook = null;
    try {
      snap = await engine().request(type, payload);
      const steps = snap.scenario_steps;
      if (puzzle && steps && scenario) {
        // The reader solves the example's decision: the rulebook's move there is its answer.
        const about = t(`scenario.${scenario}.about`);
        const request = (/** @type {string} */ type, /** @type {any} */ payload) =>
          engine().request(type, payload);
        ({ move: rulebook, snap } = await rulebookMove(request, steps, snap.seat, about));
      }
    } catch (caught) {
      const err = /** @type {any} */ (caught);
      // main.js shows the error screen and calls failed()
      if (err && err.code === 'engine_stopped') return;
      refused(err, id);
      return;
    }
    current = { type, payload, scenario };
    overSent = false;
    replyTo = id;
    skipShown = !!(snap.scenario_steps && snap.scenario_steps.steps > 0);
    const onScreen = new Promise((resolve) => {
      onShownFirst = () => resolve(undefined);
    });
    game = ctx.showGame({
      engine: engine(),
      onShown: shown,
      onNewGame: () => queue(() => restart(false)),
      puzzle,
    });
    if (restartButton)
      restartButton.textContent = t(type === 'new_game' ? 'menu.newGame' : 'embed.restart');
    game.show(snap);
    if (rulebook) game.puzzle?.setRulebook(rulebook);
    await onScreen; // a scenario's first move comes from one more request
  }

  /** @param {any} err @param {string|number} [id] */
  function refused(err, id) {
    const code = err && typeof err.code === 'string' ? err.code : 'internal';
    const message = err && err.message ? String(err.message) : String(err);
    post('error', { code, message, ...(id === undefined ? {} : { id }) });
    const title = t(code === 'bad_position' ? 'embed.badPosition' : 'embed.refused');
    const words = refusalWithDetail(err);
    if (game && ctx) void ctx.modals.notice(title, words);
    else note(title, words);
  }

  /** Starts again what is on screen (a new game gets a new deal). @param {boolean} ask */
  async function restart(ask) {
    if (!current || !ctx) return;
    if (ask && game && game.snap && !game.snap.scores) {
      const ok = await ctx.modals.confirm(
        t('embed.restartConfirm'),
        restartButton ? (restartButton.textContent ?? '') : '',
      );
      if (!ok) return;
    }
    await open(current.type, current.payload, current.scenario);
  }

  /** @param {string} id @param {string[]} bots */
  function scenarioPayload(id, bots) {
    const info = ctx ? ctx.scenarios.find((s) => s.id === id) : undefined;
    return info && bots.length ? { id, bots: seatLevels(info.players, info.seat, bots) } : { id };
  }

  /** @param {object|string} position @param {number|null} seat @param {string[]} bots */
  function positionPayload(position, seat, bots) {
    const players = playerCount(position);
    /** @type {Record<string, unknown>} */
    const payload = { position };
    if (seat !== null) payload.seat = seat;
    if (players && bots.length) payload.bots = seatLevels(players, seat ?? 0, bots);
    return payload;
  }

  /** @param {number|null} players @param {string[]} bots */
  function newGamePayload(players, bots) {
    const facts = gameFacts(ctx?.games ?? [], opts.game);
    return quickNewGame(facts, {
      players: players ?? (bots.length ? bots.length + 1 : null),
      levels: bots,
      options: optionsFromParams(facts, params, warn),
    });
  }

  return {
    /**
     * Once the engine answers: says so to the host and starts what the URL asked for.
     * @param {EmbedContext} context
     */
    start(context) {
      ctx = context;
      const facts = gameFacts(context.games, opts.game);
      if (opts.game !== null && facts.id !== opts.game)
        warn(`there is no game ${opts.game}; it plays ${facts.id}`);
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
      if (opts.scenario)
        queue(() =>
          open('load_scenario', scenarioPayload(opts.scenario ?? '', bots), opts.scenario),
        );
      else if (!opts.awaitPosition)
        queue(() => open('new_game', newGamePayload(opts.players, bots), null));
      // (awaiting a position: the page sends it as soon as it hears "ready")
      post('ready', {
        mode: opts.mode,
        scenarios: context.scenarios.map((s) => s.id),
        levels: [...known],
      });
    },
    /**
     * The engine could not start or stopped: the error screen is up; the host hears why.
     * @param {{message: string}} error
     */
    failed(error) {
      post('error', { code: 'engine', message: error.message });
      onShownFirst?.(); // nothing more will come on screen: let the queue go on
      onShownFirst = null;
    },
  };
}

/**
 * Hides what makes no sense in someone else's page (the file menu, the new-game setup) and, in
 * view-only mode, everything that plays; in play mode "New game" becomes a restart of what the
 * page embedded. Returns that button (null in view-only mode).
 * @param {boolean} viewOnly @param {() => void} onRestart
 */
function chrome(viewOnly, onRestart) {
  byId('more').hidden = true;
  byId('new-game').hidden = true;
  if (viewOnly) return null;
  const button = el('button', {
    type: 'button',
    class: 'btn subtle small',
    'data-testid': 'embed-restart',
    text: t('embed.restart'),
  });
  byId('new-game').after(button);
  on(button, 'click', onRestart);
  return button;
}

/**
 * Reports the page's height whenever it changes, once a screen other than the loading one is up
 * (meanwhile the embed keeps the height of its poster).
 * @param {(height: number) => void} report
 */
function watchHeight(report) {
  let last = 0;
  const measure = () => {
    if (!byId('loading').hidden) return;
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0 && height !== last) {
      last = height;
      report(height);
    }
  };
  new ResizeObserver(measure).observe(document.body);
}

/**
 * A message in the embed where no game is on screen yet (a first position that does not load).
 * @param {string} title @param {string} message
 */
function note(title, message) {
  let screen = document.getElementById('embed-note');
  if (!screen) {
    screen = el('section', {
      id: 'embed-note',
      class: 'screen embed-note',
      'data-screen': '',
      'data-testid': 'embed-note',
    });
    document.body.append(screen);
  }
  screen.replaceChildren(
    el('div', { class: 'card error-card', role: 'alert' }, [
      el('h1', { text: title }),
      el('p', { class: 'error-message', 'data-testid': 'embed-note-message', text: message }),
      el('p', { class: 'hint', text: t('embed.noteHint') }),
    ]),
  );
  showScreen('embed-note');
}

/**
 * Bot levels per seat, null at the reader's: `bots` name the other seats in order (the last
 * repeats).
 * @param {number} players @param {number} seat @param {string[]} bots
 */
function seatLevels(players, seat, bots) {
  return Array.from({ length: players }, (_, s) =>
    s === seat ? null : bots[Math.min(s < seat ? s : s - 1, bots.length - 1)],
  );
}

/** @param {object|string} position */
function playerCount(position) {
  let doc = position;
  if (typeof doc === 'string') {
    try {
      doc = JSON.parse(doc);
    } catch {
      return 0;
    } // the engine says what is wrong with it
  }
  const players = doc && /** @type {any} */ (doc).players;
  return Array.isArray(players) ? players.length : 0;
}
