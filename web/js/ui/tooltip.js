// @ts-check
/** The tooltip: a real HTML element (role="tooltip") placed next to the pointer. */
import { el } from './dom.js';

/** @typedef {{title: string, body?: string, facts?: string[]}} Tip */

/** @param {HTMLElement} root */
export function createTooltip(root) {
  root.setAttribute('role', 'tooltip');
  root.hidden = true;
  let key = '';
  return {
    /** @param {Tip} tip @param {number} clientX @param {number} clientY */
    show(tip, clientX, clientY) {
      const k = `${tip.title}|${tip.body}|${(tip.facts ?? []).join('|')}`;
      if (k !== key) {
        key = k;
        const parts = [el('strong', { class: 'tip-title', text: tip.title })];
        if (tip.facts && tip.facts.length) parts.push(el('div', { class: 'tip-facts', text: tip.facts.join(' · ') }));
        if (tip.body) parts.push(el('p', { class: 'tip-body', text: tip.body }));
        root.replaceChildren(...parts);
      }
      root.hidden = false;
      const pad = 14;
      const w = root.offsetWidth;
      const h = root.offsetHeight;
      let x = clientX + pad;
      let y = clientY + pad;
      if (x + w > window.innerWidth - 4) x = clientX - w - pad;
      if (y + h > window.innerHeight - 4) y = clientY - h - pad;
      root.style.left = `${Math.max(4, x)}px`;
      root.style.top = `${Math.max(4, y)}px`;
    },
    hide() { root.hidden = true; key = ''; },
  };
}
