// @ts-check
/**
 * Never a blank page: if the app's own modules did not load (a missing or broken file), this
 * separate little module shows the error screen: once the page has loaded if js/early.js did
 * not run, else when the UI it loads (main.js and its modules) fails to load.
 */
import { t } from './kit/text.js';

window.addEventListener('load', () => {
  setTimeout(() => {
    // The UI's loading, started by js/early.js; main.js marks it booted.
    const page = /** @type {Window & {__prUi?: Promise<unknown>, __prBooted?: boolean}} */ (window);
    const ui = page.__prUi;
    if (ui) ui.catch(showError);
    else if (!page.__prBooted) showError();
  }, 0);
});

/** The error screen, in words for a player, with Retry (a reload). */
function showError() {
  const screen = document.getElementById('error');
  if (!screen) return;
  document.querySelectorAll('[data-screen]').forEach((n) => {
    /** @type {HTMLElement} */ (n).hidden = n !== screen;
  });
  const card = document.createElement('div');
  card.className = 'card error-card';
  card.setAttribute('role', 'alert');
  const h = document.createElement('h1');
  h.textContent = t('error.title');
  const p = document.createElement('p');
  p.className = 'error-message';
  p.setAttribute('data-testid', 'error-message');
  p.textContent = t('error.download');
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'btn primary';
  b.setAttribute('data-testid', 'retry-button');
  b.textContent = t('error.retry');
  b.addEventListener('click', () => location.reload());
  card.append(h, p, b);
  screen.replaceChildren(card);
}
