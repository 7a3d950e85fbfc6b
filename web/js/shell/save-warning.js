// @ts-check
/**
 * "Your game is not being saved" (index.html's #save-warning): shown in the panel from the
 * first write the browser refuses (storage full or blocked) until a later one is made, with a
 * way to download the game meanwhile. The game goes on either way (docs/saves.md).
 */
import { on } from '../kit/dom.js';

/**
 * @param {HTMLElement} root the panel's bar, its texts in the page (data-t)
 * @param {() => unknown} download saves the game in play to a file
 * @returns {{update: (saved: boolean) => void, unbind: () => void}}
 */
export function createSaveWarning(root, download) {
  const button = root.querySelector('button');
  const unbind = button ? on(button, 'click', () => void download()) : () => {};
  return {
    /** @param {boolean} saved whether the latest write was made */
    update(saved) {
      root.hidden = saved;
      // Where the warning sits over the panel (portrait), the panel makes room for its height.
      if (!saved)
        root.parentElement?.style.setProperty('--save-warning-room', `${root.offsetHeight + 8}px`);
    },
    unbind,
  };
}
