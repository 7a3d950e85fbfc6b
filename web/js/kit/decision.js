// @ts-check
/**
 * The decision panel's widgets: a decision of several picks edited in the side panel before it
 * is sent (Puerto Rico's mayor, San Juan's cards and goods) shows what is still to decide, a
 * hint, its choices and a row of buttons, and keeps the keyboard's focus on the same control
 * when it is drawn again. The game's editor says what goes in them (kit/table.js, Editor).
 * Styles: `.decision` and its parts in css/app.css.
 */
import { el, on } from './dom.js';
import { rovingGroup } from './roving.js';

/**
 * A button of the panel, found again after a redraw by its `key`.
 * @param {{key: string, text: string, disabled: boolean, testid?: string,
 *   look?: 'subtle'|'primary'|'icon', label?: string}} b
 */
export function panelButton(b) {
  return el('button', {
    type: 'button',
    class: `btn ${b.look ?? 'subtle'}`,
    'data-focus-key': b.key,
    'aria-label': b.label,
    'data-testid': b.testid,
    disabled: b.disabled,
    text: b.text,
  });
}

/**
 * A button of the panel (panelButton) that calls `fn` when clicked; its unbinding goes to
 * `unbinders`, called before the panel is drawn again.
 * @param {Parameters<typeof panelButton>[0]} b @param {() => void} fn
 * @param {(() => void)[]} unbinders
 */
export function boundButton(b, fn, unbinders) {
  const button = panelButton(b);
  unbinders.push(on(button, 'click', fn));
  return button;
}

/**
 * A row of a decision's list that counts something up and down: its name, "count/most", − and +
 * (each with its own label, off where `less`/`more` is null or the row is locked). Returns the
 * row; the unbinding of its buttons goes to `unbinders`. `data`: the row's data attributes
 * (`data-target`...).
 * @param {{key: string, name: string, count: string, locked: boolean, data: Record<string, string>,
 *   lessLabel: string, moreLabel: string, less: (() => void)|null, more: (() => void)|null}} s
 * @param {(() => void)[]} unbinders
 * @returns {HTMLElement}
 */
export function stepperRow(s, unbinders) {
  const minus = panelButton({
    key: `-${s.key}`,
    look: 'icon',
    label: s.lessLabel,
    disabled: s.locked || !s.less,
    text: '−',
  });
  const plus = panelButton({
    key: `+${s.key}`,
    look: 'icon',
    label: s.moreLabel,
    disabled: s.locked || !s.more,
    text: '+',
  });
  /** @type {Record<string, string>} */
  const attrs = { class: `stepper-row${s.locked ? ' locked' : ''}` };
  for (const [name, value] of Object.entries(s.data)) attrs[`data-${name}`] = value;
  const row = el('li', attrs, [
    el('span', { class: 'stepper-name', text: s.name }),
    el('span', { class: 'stepper-count', text: s.count }),
    minus,
    plus,
  ]);
  if (s.less) unbinders.push(on(minus, 'click', s.less));
  if (s.more) unbinders.push(on(plus, 'click', s.more));
  return row;
}

/**
 * A decision panel drawn anew at each update: the listeners of its last drawing unbound first,
 * hidden while there is nothing to decide (null). `draw` gives what showDecision shows, the
 * unbinding of its listeners pushed to `unbinders`.
 * @template T
 * @param {HTMLElement} root
 * @param {(value: T, enabled: boolean, unbinders: (() => void)[]) => Decision} draw
 * @returns {{update: (value: T|null, enabled: boolean) => void}}
 */
export function redrawnPanel(root, draw) {
  /** @type {(() => void)[]} */
  let unbinders = [];
  return {
    update(value, enabled) {
      unbinders.forEach((u) => u());
      unbinders = [];
      if (value) showDecision(root, draw(value, enabled, unbinders));
      else hideDecision(root);
    },
  };
}

/**
 * What a decision's panel shows. `status`: what is left to decide (`done`: nothing), `statusId`
 * its data-testid; `choices`: the list's items (`toggles`: buttons in a row that wraps, not rows)
 * @typedef {{status: string, done: boolean, statusId: string, hint: string,
 *   choices: HTMLElement[], toggles?: boolean, buttons: HTMLElement[], confirm: HTMLElement}}
 *   Decision
 */

/**
 * Shows a decision in its panel, in place of what it showed, the focus kept on the control that
 * had it (else on `confirm`, if that is enabled).
 * @param {HTMLElement} root the panel @param {Decision} d
 */
export function showDecision(root, d) {
  root.hidden = false;
  const focused =
    document.activeElement instanceof HTMLElement && root.contains(document.activeElement)
      ? document.activeElement.getAttribute('data-focus-key')
      : null;
  // One group, named by what is left to decide: the choices one tab stop, the buttons another.
  const statusId = `${root.id}-status`;
  const hintId = `${root.id}-hint`;
  root.setAttribute('role', 'group');
  root.setAttribute('aria-labelledby', statusId);
  root.setAttribute('aria-describedby', hintId);
  const list = el(
    'ul',
    { class: d.toggles ? 'decision-list toggle-list' : 'decision-list' },
    d.choices,
  );
  const row = el('div', { class: 'row decision-buttons' }, d.buttons);
  root.replaceChildren(
    el('div', {
      id: statusId,
      class: `decision-status${d.done ? ' ok' : ' todo'}`,
      'data-testid': d.statusId,
      text: d.status,
    }),
    el('p', { id: hintId, class: 'hint', text: d.hint }),
    list,
    row,
  );
  if (focused) {
    const again = /** @type {HTMLElement|null} */ (
      root.querySelector(`[data-focus-key="${CSS.escape(focused)}"]`)
    );
    // A control now off leaves the focus on Confirm if that may be pressed, else on its row's
    // other button (a + off once its row is full: the −).
    const sibling = /** @type {HTMLElement|null} */ (
      again?.closest('li')?.querySelector('button:not([disabled])') ?? null
    );
    if (again && !again.hasAttribute('disabled')) again.focus();
    else if (!d.confirm.hasAttribute('disabled')) d.confirm.focus();
    else if (sibling) sibling.focus();
    else /** @type {HTMLElement|null} */ (list.querySelector('button:not([disabled])'))?.focus();
  }
  rovingGroup(list);
  rovingGroup(row, d.confirm);
}

/** Empties the panel and hides it. @param {HTMLElement} root */
export function hideDecision(root) {
  root.hidden = true;
  root.replaceChildren();
}
