// @ts-check
/**
 * Small DOM helpers: element creation, event binding that returns its unbind, language-file
 * text.
 */
import { t } from './text.js';

/**
 * Creates an element (null, undefined and false children are skipped). attrs: attributes (class,
 * data-*, aria-*, type...), `text` for textContent.
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {(Node|string|null|undefined|false)[]} [children]
 * @returns {HTMLElement}
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') node.textContent = String(v);
    else if (k === 'class') node.className = String(v);
    else if (k === 'hidden') node.hidden = !!v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.append(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return node;
}

/**
 * Adds a listener; returns the function that removes it.
 * `any`: the event's type follows `type`, which a plain EventTarget does not map to one; each
 * caller names the event its handler takes (KeyboardEvent, PointerEvent...).
 * @param {EventTarget} target @param {string} type @param {(ev: any) => void} fn
 * @param {AddEventListenerOptions} [opts]
 * @returns {() => void}
 */
export function on(target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  return () => target.removeEventListener(type, fn, opts);
}

/**
 * Fills every [data-t] element under root with its text from the language file (and [data-t-label]
 * aria-labels, [data-t-title] titles).
 * @param {ParentNode} root
 */
export function applyText(root) {
  root.querySelectorAll('[data-t]').forEach((node) => {
    node.textContent = t(node.getAttribute('data-t') ?? '');
  });
  root.querySelectorAll('[data-t-label]').forEach((node) => {
    node.setAttribute('aria-label', t(node.getAttribute('data-t-label') ?? ''));
  });
  root.querySelectorAll('[data-t-title]').forEach((node) => {
    node.setAttribute('title', t(node.getAttribute('data-t-title') ?? ''));
  });
}

/** @param {string} id @returns {HTMLElement} */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node;
}

/** Shows one screen of the page and hides the others. @param {string} id */
export function showScreen(id) {
  document.querySelectorAll('[data-screen]').forEach((node) => {
    /** @type {HTMLElement} */ (node).hidden = node.id !== id;
  });
}
