// @ts-check
/**
 * The mayor's arrangement editor in the side panel (the kit's decision panel, kit/decision.js):
 * colonists left to place, each target with -/+ buttons, Clear, Fill and Confirm. The board
 * offers the same edits by clicking circles.
 */
import { t, capital } from '../../kit/text.js';
import { boundButton, redrawnPanel, stepperRow } from '../../kit/decision.js';
import { remaining, complete, editable } from './arrange.js';
import { targetLabel } from './moves.js';

/** @typedef {import('./arrange.js').Arrangement} Arrangement */

/**
 * @param {HTMLElement} root
 * @param {{onChange: (target: string, delta: number) => void, onClear: () => void,
 *   onFill: () => void, onConfirm: () => void}} handlers
 */
export function createMayorPanel(root, handlers) {
  return redrawnPanel(root, (/** @type {Arrangement} */ a, enabled, unbinders) => {
    const left = remaining(a);
    const rows = a.targets.map(({ target, circles }) => {
      const n = a.arr[target] ?? 0;
      const name = capital(targetLabel(target, circles));
      return stepperRow(
        {
          key: target,
          name,
          count: `${n}/${circles}`,
          locked: !editable(a, target),
          data: { target },
          lessLabel: t('mayor.less', { target: name }),
          moreLabel: t('mayor.more', { target: name }),
          less: enabled && n > 0 ? () => handlers.onChange(target, -1) : null,
          more: enabled && n < circles && left > 0 ? () => handlers.onChange(target, 1) : null,
        },
        unbinders,
      );
    });
    const clear = boundButton(
      { key: 'clear', testid: 'mayor-clear', disabled: !enabled, text: t('mayor.reset') },
      handlers.onClear,
      unbinders,
    );
    const fill = boundButton(
      {
        key: 'fill',
        testid: 'mayor-fill',
        disabled: !enabled || left === 0,
        text: t('mayor.fill'),
      },
      handlers.onFill,
      unbinders,
    );
    const confirm = boundButton(
      {
        key: 'confirm',
        testid: 'mayor-confirm',
        look: 'primary',
        disabled: !enabled || !complete(a),
        text: t('mayor.confirm'),
      },
      handlers.onConfirm,
      unbinders,
    );
    return {
      status: left ? t('mayor.left', { n: left }) : t('mayor.allPlaced'),
      done: !left,
      statusId: 'mayor-left',
      hint: t('mayor.hint'),
      choices: rows,
      buttons: [clear, fill, confirm],
      confirm,
    };
  });
}
