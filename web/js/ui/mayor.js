// @ts-check
/**
 * The mayor's arrangement editor in the side panel: colonists left to place, each target with
 * -/+ buttons, Clear, Fill and Confirm. The board offers the same edits by clicking circles.
 */
import { t } from '../text.js';
import { el, on } from './dom.js';
import { remaining, complete, editable } from '../arrange.js';
import { targetLabel, capital } from '../moves.js';

/** @typedef {import('../arrange.js').Arrangement} Arrangement */

/**
 * @param {HTMLElement} root
 * @param {{onChange: (target: string, delta: number) => void, onClear: () => void,
 *   onFill: () => void, onConfirm: () => void}} handlers
 */
export function createMayorPanel(root, handlers) {
  /** @type {(() => void)[]} */
  let unbinders = [];
  return {
    /** @param {Arrangement|null} a @param {boolean} enabled */
    update(a, enabled) {
      unbinders.forEach((u) => u());
      unbinders = [];
      if (!a) { root.hidden = true; root.replaceChildren(); return; }
      root.hidden = false;
      const left = remaining(a);
      const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement)
        ? document.activeElement.getAttribute('data-focus-key') : null;
      const rows = a.targets.map(({ target, circles }) => {
        const n = a.arr[target] ?? 0;
        const name = capital(targetLabel(target, circles));
        const locked = !editable(a, target);
        const minus = el('button', { type: 'button', class: 'btn icon', 'data-focus-key': `-${target}`, 'aria-label': t('mayor.less', { target: name }), disabled: !enabled || locked || n === 0, text: '−' });
        const plus = el('button', { type: 'button', class: 'btn icon', 'data-focus-key': `+${target}`, 'aria-label': t('mayor.more', { target: name }), disabled: !enabled || locked || n >= circles || left === 0, text: '+' });
        unbinders.push(on(minus, 'click', () => handlers.onChange(target, -1)), on(plus, 'click', () => handlers.onChange(target, 1)));
        return el('li', { class: `mayor-row${locked ? ' locked' : ''}`, 'data-target': target }, [
          el('span', { class: 'mayor-name', text: name }),
          el('span', { class: 'mayor-count', text: `${n}/${circles}` }),
          minus, plus,
        ]);
      });
      const clear = el('button', { type: 'button', class: 'btn subtle', 'data-focus-key': 'clear', 'data-testid': 'mayor-clear', disabled: !enabled, text: t('mayor.reset') });
      const fill = el('button', { type: 'button', class: 'btn subtle', 'data-focus-key': 'fill', 'data-testid': 'mayor-fill', disabled: !enabled || left === 0, text: t('mayor.fill') });
      const confirm = el('button', { type: 'button', class: 'btn primary', 'data-focus-key': 'confirm', 'data-testid': 'mayor-confirm', disabled: !enabled || !complete(a), text: t('mayor.confirm') });
      unbinders.push(on(clear, 'click', handlers.onClear), on(fill, 'click', handlers.onFill), on(confirm, 'click', handlers.onConfirm));
      root.replaceChildren(
        el('div', { class: `mayor-left${left ? ' todo' : ' ok'}`, 'data-testid': 'mayor-left', text: left ? t('mayor.left', { n: left }) : t('mayor.allPlaced') }),
        el('p', { class: 'hint', text: t('mayor.hint') }),
        el('ul', { class: 'mayor-list' }, rows),
        el('div', { class: 'row mayor-buttons' }, [clear, fill, confirm]),
      );
      if (focused) {
        const again = /** @type {HTMLElement|null} */ (root.querySelector(`[data-focus-key="${CSS.escape(focused)}"]`));
        if (again && !again.hasAttribute('disabled')) again.focus();
        else confirm.hasAttribute('disabled') ? null : confirm.focus();
      }
    },
  };
}
