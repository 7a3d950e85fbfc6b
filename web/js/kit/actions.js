// @ts-check
/**
 * The keyboard action list: one HTML button per legal action (data-code = the action's code),
 * arrow keys move between them, Enter/Space take one. A long list scrolls; the pass is pinned
 * under it.
 */
import { t } from './text.js';
import { el, on } from './dom.js';

/** @typedef {import('./hit.js').LegalEntry} LegalEntry */

/**
 * The arrow keys, Home and End move the focus along the list's buttons (one of them in the tab
 * order: the focused one).
 * @param {HTMLElement} root @param {KeyboardEvent} ev
 */
function moveFocus(root, ev) {
  const buttons = /** @type {HTMLButtonElement[]} */ ([
    ...root.querySelectorAll('button[data-code]'),
  ]);
  const i = buttons.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
  if (i < 0) return;
  let next = -1;
  if (ev.key === 'ArrowDown' || ev.key === 'ArrowRight') next = (i + 1) % buttons.length;
  else if (ev.key === 'ArrowUp' || ev.key === 'ArrowLeft')
    next = (i - 1 + buttons.length) % buttons.length;
  else if (ev.key === 'Home') next = 0;
  else if (ev.key === 'End') next = buttons.length - 1;
  if (next >= 0) {
    ev.preventDefault();
    buttons.forEach((b, j) => b.setAttribute('tabindex', j === next ? '0' : '-1'));
    buttons[next].focus();
  }
}

/**
 * @param {HTMLElement} root the list container (data-testid="action-list")
 * @param {(entry: LegalEntry) => void} onChoose
 * @returns {{
 *   update: (
 *     items: {entry: LegalEntry, label: string, pass: boolean}[],
 *     enabled: boolean,
 *     folded?: string,
 *   ) => void,
 *   focusFirst: () => void,
 *   unbind: () => void,
 * }}
 */
export function createActionList(root, onChoose) {
  root.setAttribute('role', 'group');
  /** @type {Map<string, LegalEntry>} */
  let byCode = new Map();
  // the player works from the keyboard: focus the list when it is his turn again
  let keepFocus = false;
  const unbinders = [
    on(root, 'click', (ev) => {
      const btn = /** @type {HTMLElement|null} */ (
        ev.target instanceof Element ? ev.target.closest('button[data-code]') : null
      );
      if (!btn || btn.hasAttribute('disabled')) return;
      keepFocus =
        ev.detail === 0 || (document.activeElement === btn && btn.matches(':focus-visible'));
      const entry = byCode.get(btn.getAttribute('data-code') ?? '');
      if (entry) onChoose(entry);
    }),
    on(root, 'keydown', (ev) => moveFocus(root, ev)),
  ];
  return {
    update(items, enabled, folded) {
      root.setAttribute('aria-label', t('action.listLabel'));
      const hadFocus = root.contains(document.activeElement);
      const wasOpen = !!root.querySelector('details[open]');
      byCode = new Map(items.map((it) => [String(it.entry.code), it.entry]));
      const buttons = items.map((it, i) =>
        el('button', {
          type: 'button',
          class: `action${it.pass ? ' pass' : ''}`,
          'data-code': it.entry.code,
          'data-type': it.entry.action.type,
          tabindex: i === 0 ? '0' : '-1',
          disabled: !enabled,
          text: it.label,
        }),
      );
      if (folded && items.length) {
        const details = el('details', { class: 'folded' }, [
          el('summary', { text: folded }),
          ...buttons,
        ]);
        if (wasOpen) details.setAttribute('open', '');
        root.replaceChildren(details);
      } else {
        // The options scroll in their own box; the way to pass or decline stays in sight
        // under it, however long the list.
        const passes = buttons.filter((_, i) => items[i].pass);
        const options = buttons.filter((_, i) => !items[i].pass);
        root.replaceChildren(
          el('div', { class: 'options', 'data-testid': 'action-options' }, options),
          ...(passes.length ? [el('div', { class: 'pinned' }, passes)] : []),
        );
      }
      if (!items.length) root.append(el('p', { class: 'empty', text: t('action.none') }));
      if ((hadFocus || keepFocus) && enabled && items.length) {
        keepFocus = false;
        this.focusFirst();
      }
    },
    focusFirst() {
      const first = /** @type {HTMLElement|null} */ (root.querySelector('button[data-code]'));
      first?.focus();
    },
    unbind: () => unbinders.forEach((u) => u()),
  };
}
