// @ts-check
/// <reference lib="webworker" />
/**
 * The engine worker's answers to the page's requests (js/worker.js; docs/bridge.md): each passed
 * to the bridge as JSON text once the engine has started, and the saves a snapshot carries written
 * to the current save slot (docs/saves.md) before the page sees it.
 */
import { StartError, describe, post, scope } from './worker-basics.js';
import { start } from './worker-start.js';

/** @typedef {import('./worker-basics.js').Handle} Handle */
/**
 * The bridge's answer as the worker reads it (docs/bridge.md; its schema types it for the page):
 * a result's save, and what an update's resume says of the game's history.
 * @typedef {{ok: boolean, error?: unknown, result?: {save?: unknown, history_lost?: unknown,
 *   original?: boolean, [field: string]: unknown}}} Answer
 */

/**
 * What the worker keeps from one request to the next (created once, by js/worker.js): its start
 * (worker-start.js), the slot snapshots' saves go to (null: nowhere), and the writes in order (an
 * answer waits for its own).
 * @typedef {import('./worker-start.js').Boot & {saveSlot: string | null, saving: Promise<void>}}
 *   WorkerState
 */

/** @returns {WorkerState} a worker's state before any request */
export function newWorkerState() {
  return { booting: null, saveSlot: null, saving: Promise.resolve() };
}

const SLOT = /^[a-z0-9-]{1,40}$/;

/**
 * Answers one request; requests sent during start-up wait for it, in order.
 * @param {{id: number | string, type: unknown, payload: unknown}} message
 * @param {WorkerState} state
 */
export async function answer(message, state) {
  const received = performance.now();
  const timing = { engine: 0 };
  const response = await reply(message, state, timing);
  // Where an answer's time went, for the benchmark's click -> redraw (e2e/benchmark.py): when
  // the worker took the request up (on the clock both threads share), the engine's call and the
  // whole answer in this worker (its JSON, the save's write).
  const took = {
    at: performance.timeOrigin + received,
    engine: timing.engine,
    worker: performance.now() - received,
  };
  post({ kind: 'response', id: message.id, ...response, took });
}

/**
 * @param {{type: unknown, payload: unknown}} message @param {WorkerState} state
 * @param {{engine: number}} timing where the engine's time (ms) is added
 * @returns {Promise<Record<string, unknown>>} {ok: true, result} or {ok: false, error}
 */
async function reply(message, state, timing) {
  let text;
  try {
    text = JSON.stringify({ type: message.type, payload: message.payload ?? {} });
  } catch (error) {
    return {
      ok: false,
      error: {
        code: 'bad_request',
        message: 'The request could not be written as JSON.',
        detail: describe(error),
      },
    };
  }
  try {
    const handle = await start(state);
    if (message.type === 'save_slot') return setSlot(state, message.payload);
    if (message.type === 'resume_saved') return await resumeSaved(state, handle, timing);
    if (message.type === 'saved_file') return await savedFile(state, message.payload);
    const opened =
      message.type === 'resume'
        ? /** @type {{save?: unknown} | null} */ (message.payload)?.save
        : null;
    return await keepSave(state, String(message.type), call(handle, text, timing), opened);
  } catch (error) {
    const stopped = error instanceof StartError;
    // The runtime failed (a trap, out of memory) and cannot be used again: the page is told at
    // once (it starts a new engine); its request is never answered. Anything else (storage, a
    // module) is an answer like any other.
    if (error instanceof RuntimeFailed) die(error.cause);
    return {
      ok: false,
      error: {
        code: 'internal',
        message: stopped
          ? `The game engine is not running: ${error.message}`
          : 'Something went wrong inside the game engine. Please reload the page.',
        detail: stopped ? error.detail : describe(error),
      },
    };
  }
}

/**
 * The bridge threw or answered what is not JSON: it answers every Python exception itself, so
 * the runtime itself failed.
 */
class RuntimeFailed extends Error {}

/**
 * The bridge's answer to a request's JSON text, parsed.
 * @param {Handle} handle @param {string} text @param {{engine: number}} timing
 * @returns {Answer}
 */
function call(handle, text, timing) {
  const started = performance.now();
  try {
    return JSON.parse(handle(text)); // the bridge always answers JSON text
  } catch (error) {
    throw new RuntimeFailed('the runtime failed', { cause: error });
  } finally {
    timing.engine += performance.now() - started;
  }
}

/**
 * Ends this worker after its runtime failed; the page hears "died" first.
 * @param {unknown} error
 */
function die(error) {
  post({ kind: 'died', message: 'The game engine stopped working.', detail: describe(error) });
  scope.close();
}

/** @param {WorkerState} state @param {unknown} payload */
function setSlot(state, payload) {
  const slot =
    payload && typeof payload === 'object'
      ? /** @type {{slot?: unknown}} */ (payload).slot
      : undefined;
  if (slot !== null && !(typeof slot === 'string' && SLOT.test(slot))) {
    return {
      ok: false,
      error: {
        code: 'bad_request',
        message: 'A save slot is a short name of lower-case letters, digits and dashes, or null.',
      },
    };
  }
  state.saveSlot = slot;
  return { ok: true, result: { slot } };
}

/** @param {WorkerState} state @param {Handle} handle @param {{engine: number}} timing */
async function resumeSaved(state, handle, timing) {
  const slot = state.saveSlot;
  const text = slot ? await (await import('./savestore.js')).readSave(slot) : null;
  if (text === null)
    return { ok: false, error: { code: 'no_save', message: 'There is no saved game.' } };
  return keepSave(
    state,
    'resume_saved',
    call(handle, JSON.stringify({ type: 'resume', payload: { save: text } }), timing),
    text,
  );
}

/**
 * The slot's save text, untouched (the engine need not be able to read it), or its original.
 * @param {WorkerState} state @param {unknown} payload the page's: `{original?: boolean}`
 */
async function savedFile(state, payload) {
  const original =
    !!payload &&
    typeof payload === 'object' &&
    !!(/** @type {{original?: unknown}} */ (payload).original);
  const slot = state.saveSlot;
  const text = !slot
    ? null
    : original
      ? await (await import('./original-save.js')).readOriginal(slot)
      : await (await import('./savestore.js')).readSave(slot);
  if (text === null)
    return { ok: false, error: { code: 'no_save', message: 'There is no saved game.' } };
  return { ok: true, result: { save: text } };
}

/**
 * Writes a snapshot's save to the slot (before answering: what the page shows is saved) and
 * takes it out of the answer; only "export" hands the save to the page, on the player's request.
 * @param {WorkerState} state @param {string} type @param {Answer} response
 * @param {unknown} [opened] the save text a resume opened: kept as the original file if the
 *   update lost its history (shell/original-save.js)
 */
async function keepSave(state, type, response, opened = null) {
  const result = response && response.ok ? response.result : null;
  if (type === 'export' || !result || typeof result.save !== 'string') return response;
  if (state.saveSlot) {
    const { followOriginal } = await import('./original-save.js');
    await followOriginal(
      state.saveSlot,
      type,
      typeof opened === 'string' ? opened : null,
      response,
    );
  }
  const text = result.save;
  delete result.save;
  // A game resumed from the slot as it was: the slot already holds it (a write would cost a
  // durable transaction on the way to the board).
  if (state.saveSlot && type === 'resume_saved' && text === opened)
    return { ...response, saved: true };
  if (state.saveSlot) {
    const slot = state.saveSlot;
    const store = await import('./savestore.js');
    const written = state.saving.then(() => store.writeSave(slot, text));
    state.saving = written.then(() => undefined);
    return { ...response, saved: await written };
  }
  return response;
}
