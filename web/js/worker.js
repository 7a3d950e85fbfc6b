// @ts-check
/// <reference lib="webworker" />
/**
 * The engine's module Web Worker (docs/bridge.md): boots Pyodide and the pr_core wheel, then
 * answers the page's requests by calling `pr_core.bridge.handle` with JSON text.
 *
 * Start-up, as soon as the worker is loaded (docs/bridge.md, "Start-up"): no message starts it,
 * since a message from the page waits for the page's thread, busy with the UI's modules then.
 *   download  build-info.json (the files and their sizes), then the bytes of those files as
 *             they arrive, reported while the runtime and the engine start
 *   runtime   import pyodide.mjs and loadPyodide(), resumed from the memory image
 *             (js/shell/memory-image.js: unpacked on a thread of its own at the first visit, read
 *             from the copy kept unpacked at the next) when the site has one
 *   engine    from the memory image: the engine is already imported, the files it may still open
 *             are written back; without: loadPackage("pr-core") (falling back to the wheel's
 *             URL), import pr_core.bridge
 * then posts {kind: "ready", boot: "memory snapshot" | "plain"}; any failure posts
 * {kind: "fatal", step, message, detail}; a runtime that fails later (a trap) posts {kind: "died",
 * message, detail} and the worker ends. A memory image that is missing, fails to download, is
 * damaged or does not fit the runtime is logged (console.warn) and the start goes the plain way.
 * (The build and Pyodide call the memory image a memory snapshot: its file, build-info.json's
 * `memory_snapshot`, the `boot` reported, the words logged. Here a snapshot is the game's.)
 *
 * Only plain JSON-ready objects are posted. The one PyProxy kept (`handle`) lives as long as the
 * worker; every other proxy is destroyed at once.
 *
 * Saves (docs/saves.md): a snapshot's `save` (the whole game, hidden parts included) is written to
 * the current save slot and taken out before the page sees the snapshot; the response then says
 * whether the write was made (`saved`: false when the storage is full or blocked). Requests
 * answered here:
 *   save_slot {slot}   the slot to save to ("app"), or null: do not save (embeds)
 *   resume_saved       resumes the slot's game (error "no_save" if there is none)
 *   saved_file         the slot's save as it is stored, {save}: what a player downloads of a
 *                      saved game that cannot be resumed, before a new game replaces it;
 *                      {original: true}: the file an update brought up to date
 *                      (shell/original-save.js), kept until another game starts
 *
 * Its parts (docs/ui.md): shell/worker-basics.js (scope, posts, StartError),
 * shell/worker-downloads.js (the download step's progress), shell/worker-runtime.js (Pyodide and
 * the engine), shell/worker-start.js (the steps in order, from the memory image or plain),
 * shell/worker-requests.js (the answers and the saves).
 */
import { scope } from './shell/worker-basics.js';
import { answer, newWorkerState } from './shell/worker-requests.js';
import { start } from './shell/worker-start.js';
// Named here too, so that all parts are fetched at once, not one import level after another.
import './shell/worker-downloads.js';
import './shell/worker-runtime.js';
// The saves' modules, imported when a request first needs them (an embed keeps no save), are
// fetched and compiled while the runtime starts: a player's first request resumes his game.
void import('./shell/savestore.js').catch(() => {});
void import('./shell/original-save.js').catch(() => {});

/** The start, the save slot and the writes: one state, passed to the parts that use it. */
const state = newWorkerState();

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || typeof message !== 'object') {
    console.warn('engine worker: ignoring a message that is not an object', message);
  } else if (
    message.kind === 'request' &&
    (typeof message.id === 'number' || typeof message.id === 'string')
  ) {
    answer(message, state);
  } else {
    console.warn('engine worker: ignoring an unknown message', message);
  }
});

start(state).catch(() => {}); // failures are posted as fatal; requests see the rejection
