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

/** @type {string | null} where snapshots' saves go; null: nowhere */
let saveSlot = null;
/** @type {Promise<void>} the writes in order; an answer waits for its own */
let saving = Promise.resolve();
const SLOT = /^[a-z0-9-]{1,40}$/;

/**
 * Answers one request; requests sent during start-up wait for it, in order.
 * @param {{id: number | string, type: unknown, payload: unknown}} message
 */
export async function answer(message) {
  post({ kind: 'response', id: message.id, ...(await reply(message)) });
}

/**
 * @param {{type: unknown, payload: unknown}} message
 * @returns {Promise<Record<string, unknown>>} {ok: true, result} or {ok: false, error}
 */
async function reply(message) {
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
    const handle = await start();
    if (message.type === 'save_slot') return setSlot(message.payload);
    if (message.type === 'resume_saved') return await resumeSaved(handle);
    if (message.type === 'saved_file') return await savedFile(message.payload);
    const opened =
      message.type === 'resume'
        ? /** @type {{save?: unknown} | null} */ (message.payload)?.save
        : null;
    return await keepSave(String(message.type), call(handle, text), opened);
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
 * @param {Handle} handle @param {string} text
 * @returns {Answer}
 */
function call(handle, text) {
  try {
    return JSON.parse(handle(text)); // the bridge always answers JSON text
  } catch (error) {
    throw new RuntimeFailed('the runtime failed', { cause: error });
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

/** @param {unknown} payload */
function setSlot(payload) {
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
  saveSlot = slot;
  return { ok: true, result: { slot } };
}

/** @param {Handle} handle */
async function resumeSaved(handle) {
  const text = saveSlot ? await (await import('./savestore.js')).readSave(saveSlot) : null;
  if (text === null)
    return { ok: false, error: { code: 'no_save', message: 'There is no saved game.' } };
  return keepSave(
    'resume_saved',
    call(handle, JSON.stringify({ type: 'resume', payload: { save: text } })),
    text,
  );
}

/**
 * The slot's save text, untouched (the engine need not be able to read it), or its original.
 * `any`: the page's payload, read by truthiness; typed as `unknown` when this module's state is
 * split (issue 44: its code is being restructured, and this edit keeps to JSDoc lines).
 * @param {any} payload
 */
async function savedFile(payload) {
  const original = !!(payload && payload.original);
  const text = !saveSlot
    ? null
    : original
      ? await (await import('./original-save.js')).readOriginal(saveSlot)
      : await (await import('./savestore.js')).readSave(saveSlot);
  if (text === null)
    return { ok: false, error: { code: 'no_save', message: 'There is no saved game.' } };
  return { ok: true, result: { save: text } };
}

/**
 * Writes a snapshot's save to the slot (before answering: what the page shows is saved) and
 * takes it out of the answer; only "export" hands the save to the page, on the player's request.
 * @param {string} type @param {Answer} response @param {unknown} [opened] the save text a resume
 *   opened: kept as the original file if the update lost its history (shell/original-save.js)
 */
async function keepSave(type, response, opened = null) {
  const result = response && response.ok ? response.result : null;
  if (type === 'export' || !result || typeof result.save !== 'string') return response;
  if (saveSlot) {
    const { followOriginal } = await import('./original-save.js');
    await followOriginal(saveSlot, type, typeof opened === 'string' ? opened : null, response);
  }
  const text = result.save;
  delete result.save;
  if (saveSlot) {
    const slot = saveSlot;
    const store = await import('./savestore.js');
    const written = saving.then(() => store.writeSave(slot, text));
    saving = written.then(() => undefined);
    return { ...response, saved: await written };
  }
  return response;
}
