// @ts-check
/**
 * "A new version is ready — Update": shown only between games, by the setup and end screens
 * that place it, and only while a new version is waiting (pwa.js). Mounting it also looks
 * for a new version now and then.
 */
import { t } from '../kit/text.js';
import { applyUpdate, checkForUpdate, onUpdateReady } from './pwa.js';
import { el, on } from '../kit/dom.js';

/** @returns {{node: HTMLElement, unbind: () => void}} */
export function updateNotice() {
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
  const unsubscribe = onUpdateReady((ready) => {
    node.hidden = !ready;
  });
  const unclick = on(button, 'click', () => {
    button.disabled = true;
    button.textContent = t('update.applying');
    applyUpdate();
  });
  checkForUpdate();
  return {
    node,
    unbind: () => {
      unsubscribe();
      unclick();
    },
  };
}
