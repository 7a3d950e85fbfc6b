// @ts-check
/** The bots' pace: the header's select (slow, normal, fast), remembered in `localStorage`. */
import { t } from '../kit/text.js';
import { byId, el, on } from '../kit/dom.js';

/** Milliseconds between two bot moves, by pace. */
const PACES = { slow: 1600, normal: 800, fast: 250 };
const PACE_KEY = 'pr.pace.v1';

function paceSelect() {
  return /** @type {HTMLSelectElement} */ (byId('pace'));
}

/** The delay between two bot moves at the pace chosen. */
export function pace() {
  return PACES[/** @type {keyof PACES} */ (paceSelect().value)] ?? PACES.normal;
}

/** The bot speed's choices, in the language in use. */
export function paceOptions() {
  const sel = paceSelect();
  const value = sel.value;
  sel.replaceChildren(
    ...Object.keys(PACES).map((k) => el('option', { value: k, text: t(`pace.${k}`) })),
  );
  if (value) sel.value = value;
}

/**
 * Fills the pace's select and sets it: the URL's `pace`, else the one remembered, else normal.
 * @param {string|null} asked
 */
export function bindPace(asked) {
  paceOptions();
  const sel = paceSelect();
  let stored = null;
  try {
    stored = localStorage.getItem(PACE_KEY);
  } catch {
    /* no storage */
  }
  const wanted = asked ?? stored ?? 'normal';
  sel.value = wanted in PACES ? wanted : 'normal';
  on(sel, 'change', () => {
    try {
      localStorage.setItem(PACE_KEY, sel.value);
    } catch {
      /* no storage */
    }
  });
}
