// @ts-check
/**
 * A group of buttons as one stop of the Tab key (a roving tab stop): the button last used, else
 * the preferred one, else the first enabled, takes Tab; the arrow keys, Home and End move inside
 * the group. Left and Right go to the previous and next button; Up and Down to the row above or
 * below (a row is the button's `li`), to the button at the same place in it where there is one.
 * Disabled buttons are passed over.
 */

/** @type {WeakSet<HTMLElement>} groups whose keys are bound (a group is drawn again often) */
const bound = new WeakSet();

/** @param {HTMLElement} group */
function enabledButtons(group) {
  return /** @type {HTMLButtonElement[]} */ ([...group.querySelectorAll('button')]).filter(
    (b) => !b.disabled && !b.closest('[hidden]'),
  );
}

/**
 * Makes `group` one tab stop; call it again after the group's buttons are drawn again.
 * @param {HTMLElement} group
 * @param {HTMLElement|null} [preferred] the button that takes Tab unless another has the focus
 */
export function rovingGroup(group, preferred) {
  const buttons = enabledButtons(group);
  const focused = buttons.find((b) => b === document.activeElement);
  const stop =
    focused ??
    (preferred && buttons.includes(/** @type {HTMLButtonElement} */ (preferred))
      ? preferred
      : null);
  const current = stop ?? buttons[0];
  for (const b of group.querySelectorAll('button')) {
    b.setAttribute('tabindex', b === current ? '0' : '-1');
  }
  if (bound.has(group)) return;
  bound.add(group);
  group.addEventListener('keydown', (ev) => {
    const items = enabledButtons(group);
    const at = items.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    if (at < 0 || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const next = target(items, at, ev.key);
    if (!next) return;
    ev.preventDefault();
    for (const b of group.querySelectorAll('button')) {
      b.setAttribute('tabindex', b === next ? '0' : '-1');
    }
    next.focus();
  });
}

/**
 * The button a key moves to from `items[at]`, or null for a key that does not move.
 * @param {HTMLButtonElement[]} items @param {number} at @param {string} key
 * @returns {HTMLButtonElement|null}
 */
function target(items, at, key) {
  const n = items.length;
  if (key === 'Home') return items[0];
  if (key === 'End') return items[n - 1];
  if (key === 'ArrowRight') return items[(at + 1) % n];
  if (key === 'ArrowLeft') return items[(at - 1 + n) % n];
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  const row = items[at].closest('li');
  const rows = [...new Set(items.map((b) => b.closest('li')))];
  if (!row || rows.length < 2) return items[(at + (key === 'ArrowDown' ? 1 : n - 1)) % n];
  const r = rows.indexOf(row);
  const nextRow = rows[(r + (key === 'ArrowDown' ? 1 : rows.length - 1)) % rows.length];
  const place = [...row.querySelectorAll('button')].indexOf(items[at]);
  const inRow = items.filter((b) => b.closest('li') === nextRow);
  const same = inRow.find((b) => [...(nextRow?.querySelectorAll('button') ?? [])][place] === b);
  return same ?? inRow[0] ?? null;
}
