// @ts-check
/**
 * The mayor's arrangement editor in the side panel (the kit's decision panel, kit/decision.js):
 * colonists left to place, each target with -/+ buttons, Clear, Fill and Confirm. The board
 * offers the same edits by clicking circles.
 */
import { t, capital } from '../../kit/text.js';
import { on } from '../../kit/dom.js';
import { hideDecision, panelButton, showDecision, stepperRow } from '../../kit/decision.js';
import { remaining, complete, editable } from './arrange.js';
import { targetLabel } from './moves.js';

/** @typedef {import('./arrange.js').Arrangement} Arrangement */

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
      if (!a) {
        hideDecision(root);
        return;
      }
      const left = remaining(a);
      const rows = a.targets.map(({ target, circles }) => {
        const n = a.arr[target] ?? 0;
        const name = capital(targetLabel(target, circles));
        const { row, unbinders: bound } = stepperRow({
          key: target,
          name,
          count: `${n}/${circles}`,
          locked: !editable(a, target),
          data: { target },
          lessLabel: t('mayor.less', { target: name }),
          moreLabel: t('mayor.more', { target: name }),
          less: enabled && n > 0 ? () => handlers.onChange(target, -1) : null,
          more: enabled && n < circles && left > 0 ? () => handlers.onChange(target, 1) : null,
        });
        unbinders.push(...bound);
        return row;
      });
      const clear = panelButton({
        key: 'clear',
        testid: 'mayor-clear',
        disabled: !enabled,
        text: t('mayor.reset'),
      });
      const fill = panelButton({
        key: 'fill',
        testid: 'mayor-fill',
        disabled: !enabled || left === 0,
        text: t('mayor.fill'),
      });
      const confirm = panelButton({
        key: 'confirm',
        testid: 'mayor-confirm',
        look: 'primary',
        disabled: !enabled || !complete(a),
        text: t('mayor.confirm'),
      });
      unbinders.push(
        on(clear, 'click', handlers.onClear),
        on(fill, 'click', handlers.onFill),
        on(confirm, 'click', handlers.onConfirm),
      );
      showDecision(root, {
        status: left ? t('mayor.left', { n: left }) : t('mayor.allPlaced'),
        done: !left,
        statusId: 'mayor-left',
        hint: t('mayor.hint'),
        choices: rows,
        buttons: [clear, fill, confirm],
        confirm,
      });
    },
  };
}
