// @ts-check
/**
 * "A new version is ready — Update": shown only between games, by the setup and end screens
 * that place it, and only while a new version is waiting (pwa.js). Mounting it also looks
 * for a new version now and then.
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';

/** @typedef {ReturnType<typeof import('./pwa.js').createPwa>} Pwa */

/** @param {Pwa} pwa the app's (app.pwa) @returns {{node: HTMLElement, unbind: () => void}} */
export function updateNotice(pwa) {
  const button = /** @type {HTMLButtonElement} */ (
    el('button', {
      type: 'button',
      class: 'btn',
      'data-testid': 'update-button',
      text: t('update.button'),
    })
  );
  const node = el(
    'div',
    { class: 'update-notice', role: 'status', 'data-testid': 'update-notice', hidden: true },
    [el('span', { text: t('update.ready') }), button],
  );
  const unsubscribe = pwa.onUpdateReady((ready) => {
    node.hidden = !ready;
  });
  const unclick = on(button, 'click', () => {
    button.disabled = true;
    button.textContent = t('update.applying');
    pwa.applyUpdate();
  });
  pwa.checkForUpdate();
  return {
    node,
    unbind: () => {
      unsubscribe();
      unclick();
    },
  };
}
