// @ts-check
/** Game files: saving the game to a file the player keeps, and reading one back. */
import { t } from '../kit/text.js';
import { el } from '../kit/dom.js';

// A whole game's file is about 20 kB. The engine reads any text up to this many characters (its
// MAX_TEXT, pr_core/bridge.py; a byte is at most one character), however escaping grows it.
const MAX_BYTES = 1_000_000;

/** Offers `text` as a download. @param {string} text */
export function downloadGameFile(text) {
  const now = new Date();
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const date = `${day}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = /** @type {HTMLAnchorElement} */ (
    el('a', { href: url, download: t('save.fileName', { date }), hidden: '' })
  );
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; a later revoke only frees memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Asks the player for a game file; resolves with its text, or null if none was chosen.
 * Rejects with an Error whose message is for the player (too large, unreadable).
 * @returns {Promise<string|null>}
 */
export function pickGameFile() {
  return new Promise((resolve, reject) => {
    const input = /** @type {HTMLInputElement} */ (
      el('input', {
        type: 'file',
        accept: '.json,application/json',
        hidden: '',
        'data-testid': 'game-file-input',
      })
    );
    document.body.append(input);
    input.addEventListener('change', async () => {
      const file = input.files && input.files[0];
      input.remove();
      if (!file) {
        resolve(null);
        return;
      }
      if (file.size > MAX_BYTES) {
        reject(new Error(t('menu.fileTooBig')));
        return;
      }
      try {
        resolve(await file.text());
      } catch {
        reject(new Error(t('menu.fileUnreadable')));
      }
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve(null);
    });
    input.click();
  });
}
