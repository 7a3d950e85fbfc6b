// @ts-check
/**
 * The keyboard's help: every key the app answers, in a dialog opened from the Game menu or by
 * the `?` key (docs/ui.md, "Keyboard").
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';

/** The keys in the order the help lists them: `keys.<name>.keys` and `keys.<name>.does`. */
const KEYS = ['tab', 'arrows', 'enter', 'escape', 'hint', 'help', 'replay', 'any'];

/** @param {{show: (title: string, body: HTMLElement) => Promise<void>}} modals */
export function showKeys(modals) {
  const rows = KEYS.flatMap((name) => [
    el('dt', {}, [el('kbd', { text: t(`keys.${name}.keys`) })]),
    el('dd', { text: t(`keys.${name}.does`) }),
  ]);
  const body = el('div', { class: 'keys-help' }, [
    el('p', { text: t('keys.intro') }),
    el('dl', {}, rows),
  ]);
  return modals.show(t('keys.title'), body);
}

/**
 * The `?` key opens the help, wherever the page is (not while typing, nor over a dialog).
 * @param {{open: boolean, show: (title: string, body: HTMLElement) => Promise<void>}} modals
 * @returns {() => void} unbinds
 */
export function bindKeysHelp(modals) {
  return on(document, 'keydown', (ev) => {
    const typing = ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement;
    if (ev.key !== '?' || typing || ev.ctrlKey || ev.metaKey || ev.altKey || modals.open) return;
    ev.preventDefault();
    void showKeys(modals);
  });
}
