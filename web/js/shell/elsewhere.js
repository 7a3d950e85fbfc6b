// @ts-check
/**
 * The screen of a tab whose game is open in another tab (tab-lock.js): Play here takes it. No
 * game is under way here, so a new version waiting is offered here too (update.js).
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { updateNotice } from './update.js';

/**
 * @param {HTMLElement} root @param {() => void} onPlayHere
 * @param {import('./update.js').Pwa} pwa the app's, which offers a new version
 * @returns {() => void} unbind
 */
export function renderElsewhere(root, onPlayHere, pwa) {
  const here = /** @type {HTMLButtonElement} */ (
    el('button', {
      type: 'button',
      class: 'btn primary',
      'data-testid': 'play-here',
      text: t('tabs.playHere'),
    })
  );
  const update = updateNotice(pwa);
  root.replaceChildren(
    el('div', { class: 'card error-card', role: 'alert' }, [
      el('h1', { text: t('tabs.elsewhereTitle') }),
      el('p', { 'data-testid': 'elsewhere-message', text: t('tabs.elsewhere') }),
      el('div', { class: 'row end' }, [update.node, here]),
    ]),
  );
  here.focus();
  const unclick = on(here, 'click', () => {
    here.disabled = true;
    onPlayHere();
  });
  return () => {
    unclick();
    update.unbind();
  };
}
