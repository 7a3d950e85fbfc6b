// @ts-check
/**
 * San Juan's pick editor (kit/table.js, Editor): the decision of several picks being edited
 * (picks.js, its drafts), toggled on the table or by the panel's buttons, suggested, confirmed
 * and sent as one `act`; and its panel.
 */
import { t } from '../../kit/text.js';
import { el, on } from '../../kit/dom.js';
import { boundButton, redrawnPanel } from '../../kit/decision.js';
import { aCard, cards } from './moves.js';
import { buildDraft, cheapest, complete, draftActions, draftFor } from './picks.js';

/** @typedef {import('./view.js').SanJuanSnapshot} SanJuanSnapshot */
/** @typedef {import('./view.js').SanJuanEntry} SanJuanEntry */
/** @typedef {import('./picks.js').Draft} Draft */
/** @typedef {import('./picks.js').BuildEntry} BuildEntry */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./render.js').UiState['editor']} DrawState */
/**
 * What the panel's controls do.
 * @typedef {{toggle: (id: string) => void, suggest: () => void, cancel: () => void,
 *   confirm: () => void}} PickActions
 */
/** @typedef {import('../../kit/table.js').EditorHost<SanJuanSnapshot>} Host */
/** The draft being edited, and whether the player may edit it now. */
/** @typedef {{draft: Draft|null, enabled: boolean}} PickState */

/**
 * The editor (kit/table.js, Editor) and its panel.
 * @param {import('../../kit/table.js').EditorHost<SanJuanSnapshot, Item>} host
 * @returns {import('../../kit/table.js').Editor<SanJuanSnapshot, Layout, Item, DrawState,
 *   SanJuanEntry>}
 */
export function picksEditor(host) {
  /** @type {PickState} */
  const state = { draft: null, enabled: false };
  const actions = pickActions(state, host);
  const shown = redrawnPanel(host.panels.picks, (/** @type {Draft} */ d, enabled, unbinders) =>
    picksShown(d, enabled, actions, unbinders),
  );

  /** The panel: what is asked, the picks so far, every option as a toggle, the buttons. */
  function panel() {
    shown.update(state.draft, state.enabled);
  }

  return {
    open: () => !!state.draft,
    sync(snap) {
      state.draft = draftFor(snap);
    },
    regions: () => (state.draft ? state.draft.options.map((o) => o.id) : []),
    /** @param {import('./layout.js').Item} item one of `regions` */
    click(item) {
      actions.toggle(item.id);
    },
    targets: () =>
      state.draft
        ? state.draft.options.map((o) => ({
            region: o.id,
            target: o.card ?? o.good ?? '',
            label: o.label,
          }))
        : [],
    drawState: () =>
      state.draft
        ? { selected: state.draft.selected, building: state.draft.building ?? null }
        : null,
    /** @param {SanJuanEntry} entry */
    take(entry) {
      const type = entry.action.type;
      if ((type !== 'build' && type !== 'build_over') || !entry.cost) return false;
      const snap = host.snap();
      if (!snap) return false;
      const clicked = host.clicked();
      state.draft = buildDraft(
        snap,
        /** @type {BuildEntry} */ (entry), // a build, as checked
        clicked && clicked.kind === 'hand' ? /** @type {number} */ (clicked.index) : -1,
      );
      return true;
    },
    cancel() {
      state.draft = null;
    },
    update(on) {
      state.enabled = on;
      panel();
    },
    foldedLabel: () => (state.draft ? t('sj.pick.rawList') : undefined),
    prompt: () =>
      state.draft && state.draft.mode === 'build'
        ? t('sj.prompt.pay', { n: cards(state.draft.max) })
        : undefined,
    destroy() {
      state.draft = null;
      shown.update(null, false);
    },
  };
}

/**
 * What the panel's controls do to the editor's draft.
 * @param {PickState} state @param {Host} host
 * @returns {PickActions}
 */
function pickActions(state, host) {
  return {
    toggle: (id) => togglePick(state, host, id),
    suggest: () => {
      if (state.draft && state.enabled) {
        state.draft.selected = cheapest(state.draft.options, state.draft.max);
        host.changed();
      }
    },
    cancel: () => {
      state.draft = null;
      host.changed();
    },
    confirm: () => {
      void confirmPicks(state, host);
    },
  };
}

/**
 * Selects or unselects an option (a card or a good) of the open draft.
 * @param {PickState} state @param {Host} host @param {string} id
 */
function togglePick(state, host, id) {
  if (!state.draft || !state.enabled) return;
  const d = state.draft;
  if (d.selected.has(id)) d.selected.delete(id);
  else if (d.max === 1) d.selected = new Set([id]);
  else if (d.selected.size < d.max) d.selected.add(id);
  host.changed();
}

/**
 * Sends the draft's picks, after asking when the player picked none of the goods he could.
 * @param {PickState} state @param {Host} host
 */
async function confirmPicks(state, host) {
  if (!state.draft || !state.enabled || !complete(state.draft)) return;
  const d = state.draft;
  if (!d.selected.size && (d.mode === 'produce' || d.mode === 'sell') && d.options.length) {
    const ok = await host.confirm(t(`sj.confirm.none.${d.mode}`), t(`sj.pick.none.${d.mode}`));
    if (!ok || state.draft !== d) return;
  }
  host.send('act', { actions: draftActions(d) });
}

/**
 * The panel of draft `d`: what is asked, the picks so far, every option as a toggle, Suggest,
 * Cancel, Confirm.
 * @param {Draft} d @param {boolean} enabled @param {PickActions} act
 * @param {(() => void)[]} unbinders where the unbinding of its buttons goes
 * @returns {import('../../kit/decision.js').Decision}
 */
function picksShown(d, enabled, act, unbinders) {
  const n = d.selected.size;
  const need =
    d.min === d.max ? t('sj.pick.count', { n, of: d.max }) : t('sj.pick.upTo', { n, of: d.max });
  const title =
    d.mode === 'build'
      ? t('sj.pick.title.build', { building: aCard(d.entry.action.card), n: cards(d.max) })
      : t(`sj.pick.title.${d.mode}`, {
          n: d.mode === 'produce' || d.mode === 'sell' ? d.max : cards(d.max),
        });
  const rows = d.options.map((o) => {
    const on = d.selected.has(o.id);
    const b = el('button', {
      type: 'button',
      class: `btn toggle${on ? ' on' : ''}`,
      'aria-pressed': String(on),
      'data-focus-key': o.id,
      'data-pick': o.id,
      disabled: !enabled || (!on && d.selected.size >= d.max && d.max !== 1),
      text: o.label,
    });
    unbinders.push(on_(b, () => act.toggle(o.id)));
    return el('li', {}, [b]);
  });
  const { buttons, ok } = pickButtons(d, enabled, act, unbinders);
  return {
    status: `${title} ${need}`,
    done: complete(d),
    statusId: 'pick-count',
    hint: t('sj.pick.hint'),
    choices: rows,
    toggles: true,
    buttons,
    confirm: ok,
  };
}

/**
 * The panel's buttons: Suggest (where the draft has one), Cancel (a build's), Confirm.
 * @param {Draft} d @param {boolean} enabled @param {PickActions} act
 * @param {(() => void)[]} unbinders where their unbinding goes
 */
function pickButtons(d, enabled, act, unbinders) {
  const off = !enabled;
  /** @type {[string, string, () => void][]} the buttons shown only for some drafts */
  const optional = [];
  if (d.suggest) optional.push(['suggest', t('sj.pick.suggest'), act.suggest]);
  if (d.mode === 'build') optional.push(['cancel', t('action.cancel'), act.cancel]);
  const buttons = optional.map(([key, text, fn]) =>
    boundButton({ key, testid: `pick-${key}`, disabled: off, text }, fn, unbinders),
  );
  const ok = boundButton(
    {
      key: 'confirm',
      testid: 'pick-confirm',
      look: 'primary',
      disabled: off || !complete(d),
      text: confirmText(d),
    },
    act.confirm,
    unbinders,
  );
  buttons.push(ok);
  return { buttons, ok };
}

/** @param {Draft} d */
function confirmText(d) {
  if (d.mode === 'build') return t('sj.pick.confirm.build');
  // Nothing picked: the button ends the decision with nothing done.
  if ((d.mode === 'produce' || d.mode === 'sell') && !d.selected.size)
    return t(`sj.pick.none.${d.mode}`);
  if (d.mode === 'tuck' && !d.selected.size) return t('sj.action.pass.tuck');
  return t(`sj.pick.confirm.${d.mode}`);
}

/** @param {HTMLElement} b @param {() => void} fn */
function on_(b, fn) {
  return on(b, 'click', fn);
}
