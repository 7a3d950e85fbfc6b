// @ts-check
/**
 * The parts of the game on screen (shell/game.js), each given what it may ask of the others:
 * the requests and the bots' pacing (shell/turn-flow.js), the board as drawn
 * (shell/board-view.js) and the player's hands on it (shell/board-input.js), the panels
 * (shell/game-panels.js), the player's decisions (shell/decisions.js), the step-through
 * (shell/step-through.js) and the table's editor.
 */
import { TurnFlow } from './turn-flow.js';
import { BoardView } from './board-view.js';
import { BoardInput } from './board-input.js';
import { GamePanels } from './game-panels.js';
import { StepThrough } from './step-through.js';
import { Decisions } from './decisions.js';

/** @typedef {import('./game.js').Game} Game */
/** @typedef {import('./board-view.js').Scene} Scene */

/**
 * What the board and the panels show, asked afresh at each use.
 * @param {Game} game
 * @returns {Scene}
 */
export function createScene(game) {
  return {
    snap: () => game.snap,
    table: () => game.table,
    editor: () => game.editor,
    busy: () => game.busy,
    replaying: () => !!game.steps.replaying,
    hintMarks: () => game.hint.marks(),
  };
}

/**
 * The board's canvas, the board as drawn and the player's hands on it.
 * @param {Game} game @param {Scene} scene
 */
export function createBoard(game, scene) {
  const els = game.els;
  const { delay, instant } = game.opts;
  const pace = { delay, instant, destroyed: () => game.destroyed };
  const view = new BoardView(els.canvas, scene, pace, {
    onActivate: (x, y, ev) => {
      void input.activate(x, y, ev.clientX, ev.clientY);
    },
    onHover: (x, y, cx, cy) => input.hoverAt(x, y, cx, cy),
    onLeave: () => input.leave(),
    onLongPress: (x, y, cx, cy) => input.explainAt(x, y, cx, cy),
  });
  const input = new BoardInput(view, scene, {
    canvas: els.canvas,
    tooltip: game.tooltip,
    modals: game.modals,
    choose: (entry) => game.choose(entry),
    askHint: () => game.askHint(),
  });
  return { board: view.board, view, input };
}

/** The requests and the bots' pacing (shell/turn-flow.js). @param {Game} game */
export function createFlow(game) {
  return new TurnFlow({
    engine: game.engine,
    snap: () => game.snap,
    replaying: () => !!game.steps.replaying,
    held: () => !!game.puzzle?.holding(),
    destroyed: () => game.destroyed,
    delay: game.opts.delay,
    instant: game.opts.instant,
    landsAt: () => game.view.motion.endsAt(),
    apply: (snap, byBot) => game.apply(snap, byBot),
    thinking: (progress) => game.panels.refreshStatus(progress),
    toast: (message) => game.panels.toast(message),
    onFatal: game.opts.onFatal,
  });
}

/**
 * The panels beside the board (shell/game-panels.js).
 * @param {Game} game @param {Scene} scene
 */
export function createPanels(game, scene) {
  return new GamePanels(
    game.els,
    scene,
    {
      held: () => !!game.puzzle?.holding(),
      log: game.log,
      dialogOpen: () => game.modals.open,
      review: () => game.review.node(),
      choose: (entry) => void game.choose(entry),
      onNewGame: () => game.opts.onNewGame(),
      onReplay: () => void game.openReplay(0),
      updates: game.opts.updates,
    },
    game.life.signal,
  );
}

/**
 * The player's decisions (shell/decisions.js).
 * @param {Game} game @param {Scene} scene
 */
export function createDecisions(game, scene) {
  return new Decisions(scene, {
    setBusy: (busy) => {
      game.busy = busy;
    },
    modals: game.modals,
    tooltip: game.tooltip,
    puzzle: () => game.puzzle,
    request: (type, payload) => game.request(type, payload),
    forward: (type, payload) => game.request(type, payload),
    stopBots: () => game.flow.stopBots(),
    apply: (snap) => game.apply(snap),
    refresh: () => game.refreshPanels(),
    redraw: () => game.board.redraw(),
    hint: () => game.hint.start(),
    decided: (type, payload, before, after) => game.guide.decided(type, payload, before, after),
    newsRead: () => game.view.changed.clear(),
  });
}

/** Stepping through the game (shell/step-through.js). @param {Game} game */
export function createStepThrough(game) {
  return new StepThrough(game.els.replay, {
    request: (type, payload) => game.request(type, payload),
    stopBots: () => game.flow.stopBots(),
    snap: () => game.snap,
    busy: () => game.busy,
    setBusy: (busy) => {
      game.busy = busy;
    },
    table: () => game.table,
    confirm: (question, yes) => game.modals.confirm(question, yes),
    leave: () => {
      game.tooltip.hide();
      game.panels.hideEnd();
    },
    nameYou: (shown) => game.nameYou(shown),
    showStep: (snap, shown) => game.showStep(snap, shown),
    apply: (snap) => game.apply(snap),
  });
}

/**
 * What the table's editor may ask of the game on screen.
 * @param {Game} game
 * @returns {import('../kit/table.js').EditorHost}
 */
export function editorHost(game) {
  return {
    snap: () => game.snap,
    changed: () => {
      game.refreshPanels();
      game.board.redraw();
    },
    send: (type, payload) => {
      // an editor's decision is a request's payload: an object
      void game.send(type, /** @type {object} */ (payload));
    },
    confirm: (question, yes) => game.modals.confirm(question, yes),
    choose: (title, options, at) => game.modals.choose(title, options, at),
    panels: game.els.panels,
    pointer: () => game.input.pointerAt,
    clicked: () => game.input.clickedItem,
  };
}
