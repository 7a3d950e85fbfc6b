// @ts-check
/**
 * Modal questions: a confirmation (Yes / Back), a chooser listing several actions that one
 * board element takes (or a menu's entries), and a notice with OK. Both resolve a Promise;
 * Escape or a click outside cancels.
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';

/** @param {HTMLElement} layer the overlay element (hidden when idle) */
export function createModals(layer) {
  /** @type {null | ((v: any) => void)} */
  let pending = null;
  /** @type {(() => void)[]} */
  let unbinders = [];
  /** @type {Element|null} */
  let returnFocus = null;
  // An embed's page is as tall as its content (the host's page scrolls it): a dialog centred on
  // it could open out of the reader's sight, so there it opens where he last pressed.
  /** @type {{x: number, y: number}|null} */
  let pressedAt = null;
  document.addEventListener(
    'pointerdown',
    (ev) => {
      pressedAt = { x: ev.clientX, y: ev.clientY };
    },
    { capture: true, passive: true },
  );
  const embedded = () => document.documentElement.classList.contains('embed');

  function close(/** @type {any} */ value) {
    unbinders.forEach((u) => u());
    unbinders = [];
    layer.hidden = true;
    layer.replaceChildren();
    const done = pending;
    pending = null;
    if (returnFocus instanceof HTMLElement && document.contains(returnFocus)) returnFocus.focus();
    done?.(value);
  }

  /**
   * @param {HTMLElement} box @param {any} cancelValue
   * @param {{x: number, y: number}|null} at
   */
  function open(box, cancelValue, at) {
    if (pending) close(cancelValue);
    if (!at && embedded()) at = pressedAt;
    returnFocus = document.activeElement;
    layer.replaceChildren(box);
    layer.hidden = false;
    layer.classList.toggle('anchored', !!at);
    if (at) {
      const w = box.offsetWidth;
      const h = box.offsetHeight;
      box.style.left = `${Math.max(8, Math.min(at.x - w / 2, window.innerWidth - w - 8))}px`;
      box.style.top = `${Math.max(8, Math.min(at.y + 12, window.innerHeight - h - 8))}px`;
    }
    unbinders.push(
      on(layer, 'pointerdown', (ev) => {
        if (ev.target === layer) close(cancelValue);
      }),
      on(document, 'keydown', (ev) => {
        if (ev.key === 'Escape') {
          ev.preventDefault();
          close(cancelValue);
        }
        if (ev.key === 'Tab') {
          const focusable = /** @type {HTMLElement[]} */ ([...box.querySelectorAll('button')]);
          const i = focusable.indexOf(/** @type {any} */ (document.activeElement));
          ev.preventDefault();
          focusable[(i + (ev.shiftKey ? -1 : 1) + focusable.length) % focusable.length]?.focus();
        }
        if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
          const focusable = /** @type {HTMLElement[]} */ ([...box.querySelectorAll('button')]);
          const i = focusable.indexOf(/** @type {any} */ (document.activeElement));
          ev.preventDefault();
          focusable[
            (i + (ev.key === 'ArrowUp' ? -1 : 1) + focusable.length) % focusable.length
          ]?.focus();
        }
      }),
    );
    return new Promise((resolve) => {
      pending = resolve;
    });
  }

  return {
    get open() {
      return !!pending;
    },
    /** @param {string} question @param {string} [yesLabel] @returns {Promise<boolean>} */
    confirm(question, yesLabel) {
      const yes = el('button', {
        type: 'button',
        class: 'btn primary',
        'data-testid': 'confirm-button',
        text: yesLabel ?? t('confirm.yes'),
      });
      const no = el('button', {
        type: 'button',
        class: 'btn',
        'data-testid': 'cancel-button',
        text: t('confirm.no'),
      });
      const box = el(
        'div',
        {
          class: 'dialog',
          role: 'alertdialog',
          'aria-modal': 'true',
          'aria-labelledby': 'dlg-q',
          'data-testid': 'confirm-dialog',
        },
        [
          el('h2', { text: t('confirm.title') }),
          el('p', { id: 'dlg-q', text: question }),
          el('div', { class: 'row end' }, [no, yes]),
        ],
      );
      const result = open(box, false, null);
      unbinders.push(
        on(yes, 'click', () => close(true)),
        on(no, 'click', () => close(false)),
      );
      yes.focus();
      return result;
    },
    /**
     * @template T
     * @param {string} title
     * @param {{label: string, value: T, code?: number, lang?: string}[]} options
     * @param {{x: number, y: number}} at client coordinates
     * @returns {Promise<T|null>}
     */
    choose(title, options, at) {
      const buttons = options.map((o) =>
        el('button', {
          type: 'button',
          class: 'btn choice',
          'data-code': o.code ?? '',
          lang: o.lang,
          text: o.label,
        }),
      );
      const cancel = el('button', {
        type: 'button',
        class: 'btn subtle',
        text: t('action.cancel'),
      });
      const box = el(
        'div',
        {
          class: 'dialog chooser',
          role: 'dialog',
          'aria-modal': 'true',
          'aria-label': title,
          'data-testid': 'chooser',
        },
        [
          el('h2', { text: title }),
          el('div', { class: 'choices' }, buttons),
          el('div', { class: 'row end' }, [cancel]),
        ],
      );
      const result = open(box, null, at);
      buttons.forEach((b, i) => unbinders.push(on(b, 'click', () => close(options[i].value))));
      unbinders.push(on(cancel, 'click', () => close(null)));
      buttons[0]?.focus();
      return result;
    },
    /**
     * A message with an OK button, and maybe a button for something to do about it first (which
     * leaves the message open).
     * @param {string} title @param {string} message
     * @param {{label: string, run: () => unknown}} [action]
     * @returns {Promise<void>}
     */
    notice(title, message, action) {
      const okButton = el('button', {
        type: 'button',
        class: 'btn primary',
        'data-testid': 'notice-ok',
        text: t('confirm.ok'),
      });
      const actionButton = action
        ? el('button', {
            type: 'button',
            class: 'btn',
            'data-testid': 'notice-action',
            text: action.label,
          })
        : null;
      const box = el(
        'div',
        {
          class: 'dialog',
          role: 'alertdialog',
          'aria-modal': 'true',
          'aria-labelledby': 'dlg-t',
          'data-testid': 'notice-dialog',
        },
        [
          el('h2', { id: 'dlg-t', text: title }),
          el('p', { class: 'notice-text', 'data-testid': 'notice-text', text: message }),
          el('div', { class: 'row end' }, actionButton ? [actionButton, okButton] : [okButton]),
        ],
      );
      const result = open(box, undefined, null);
      unbinders.push(on(okButton, 'click', () => close(undefined)));
      if (actionButton && action)
        unbinders.push(on(actionButton, 'click', () => void action.run()));
      okButton.focus();
      return result;
    },
    /**
     * Something to read (a list, a table) under a title, with OK.
     * @param {string} title @param {HTMLElement} body @returns {Promise<void>}
     */
    show(title, body) {
      const okButton = el('button', {
        type: 'button',
        class: 'btn primary',
        text: t('confirm.ok'),
      });
      const box = el(
        'div',
        { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'dlg-s' },
        [el('h2', { id: 'dlg-s', text: title }), body, el('div', { class: 'row end' }, [okButton])],
      );
      const result = open(box, undefined, null);
      unbinders.push(on(okButton, 'click', () => close(undefined)));
      okButton.focus();
      return result;
    },
    cancel() {
      if (pending) close(null);
    },
  };
}
