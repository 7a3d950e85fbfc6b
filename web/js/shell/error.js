// @ts-check
/** The error screen: what went wrong in plain words, technical details folded, and Retry. */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';

/**
 * @param {HTMLElement} root
 * @param {{title: string, message: string, detail?: string}} error
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
  root.replaceChildren(
    el('div', { class: 'card error-card', role: 'alert' }, [
      el('div', { class: 'error-icon', 'aria-hidden': 'true', text: '!' }),
      el('h1', { text: error.title }),
      el('p', { class: 'error-message', 'data-testid': 'error-message', text: error.message }),
      error.detail
        ? el('details', { class: 'error-detail' }, [
            el('summary', { text: t('error.details') }),
            el('pre', { text: error.detail }),
          ])
        : null,
      el('div', { class: 'row end' }, [retry]),
    ]),
  );
  retry.focus();
  return on(retry, 'click', () => onRetry());
}
