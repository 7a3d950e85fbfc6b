// @ts-check
/**
 * The error screen: what went wrong in plain words, technical details folded, Retry and, for
 * an engine that stopped mid-game, Download my game (shell/crash.js).
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';

/**
 * @param {HTMLElement} root
 * @param {import('./crash.js').ErrorScreen} error
 * @param {() => void} onRetry
 * @returns {() => void} unbind
 */
export function renderError(root, error, onRetry) {
  const retry = el('button', {
    type: 'button',
    class: 'btn primary',
    'data-testid': 'retry-button',
    text: t('error.retry'),
  });
  const rescue = error.rescue
    ? el('button', {
        type: 'button',
        class: 'btn',
        'data-testid': 'download-game-button',
        text: error.rescue.label,
      })
    : null;
  const none = el('p', { class: 'error-message', 'data-testid': 'download-none', hidden: '' });
  root.replaceChildren(
    el('div', { class: 'card error-card', role: 'alert' }, [
      el('div', { class: 'error-icon', 'aria-hidden': 'true', text: '!' }),
      el('h1', { text: error.title }),
      el('p', { class: 'error-message', 'data-testid': 'error-message', text: error.message }),
      none,
      error.detail
        ? el('details', { class: 'error-detail' }, [
            el('summary', { text: t('error.details') }),
            el('pre', { text: error.detail }),
          ])
        : null,
      el('div', { class: 'row end' }, [rescue, retry]),
    ]),
  );
  retry.focus();
  const unbindRetry = on(retry, 'click', () => onRetry());
  const run = error.rescue?.run;
  const unbindRescue =
    rescue && run
      ? on(rescue, 'click', async () => {
          if (await run()) return;
          none.textContent = t('save.downloadNone');
          none.hidden = false;
        })
      : () => {};
  return () => {
    unbindRetry();
    unbindRescue();
  };
}
