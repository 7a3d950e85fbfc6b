// @ts-check
/**
 * The app's saved game as the page sees it (docs/saves.md): whether a game is worth asking
 * about before another replaces it, the notice of a game an update brought up to date, and the
 * downloads of what storage keeps (a save that cannot be resumed, an old save's original file).
 */
import { t } from '../kit/text.js';
import { downloadGameFile } from './gamefile.js';

/** @typedef {import('./engine-client.js').Engine} Engine */
/** @typedef {ReturnType<typeof import('./modal.js').createModals>} Modals */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */

/**
 * Whether replacing this game without asking would take something of the player's: it is not
 * over and the engine says he has played in it (`played_in`: a decision of his, one made before
 * an update lost its moves, or a rulebook example he opened).
 * @param {Snapshot|null} snap @returns {snap is Snapshot} (true: there is one)
 */
export function worthAsking(snap) {
  return !!snap && !snap.scores && !!snap.played_in;
}

/**
 * Whether the slot keeps the original file of the game an answer opened (shell/original-save.js):
 * a game opened from a file or storage has one only where the update lost its history. The app
 * keeps the answer (app.originalKept); another game started drops it.
 * @param {Snapshot|null} snap
 */
export function keepsOriginal(snap) {
  return !!(snap && snap.original);
}

/**
 * Says that a resumed game goes on without its earlier moves, with the original file to
 * download where storage keeps it.
 * @param {Modals} modals @param {Engine} engine @param {Snapshot} snap one with `history_lost`
 */
export function tellHistoryLost(modals, engine, snap) {
  return modals.notice(
    t('save.historyLostTitle'),
    t('save.historyLost', { made_by: String(snap.history_lost?.made_by) }),
    snap.original
      ? { label: t('save.downloadOriginal'), run: () => downloadStored(modals, engine, true) }
      : undefined,
  );
}

/**
 * Downloads the stored save as it is (one that cannot be resumed), or the original file of one
 * an update brought up to date (`original`).
 * @param {Modals} modals @param {Engine} engine @param {boolean} [original]
 */
export async function downloadStored(modals, engine, original = false) {
  try {
    const { save } = await engine.request('saved_file', original ? { original: true } : {});
    downloadGameFile(save);
  } catch {
    const title = t(original ? 'save.downloadOriginal' : 'save.download');
    await modals.notice(title, t('save.downloadNone'));
  }
}
