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
    /**
     * @param {Tip} tip @param {number} clientX @param {number} clientY
     * @param {boolean} [finger] a long-press: above the finger, where the hand does not cover it
     */
    show(tip, clientX, clientY, finger = false) {
      const k = `${tip.title}|${tip.body}|${(tip.facts ?? []).join('|')}`;
      if (k !== key) {
        key = k;
        const parts = [el('strong', { class: 'tip-title', text: tip.title })];
        if (tip.facts && tip.facts.length)
          parts.push(el('div', { class: 'tip-facts', text: tip.facts.join(' · ') }));
        if (tip.body) parts.push(el('p', { class: 'tip-body', text: tip.body }));
        root.replaceChildren(...parts);
      }
      root.hidden = false;
      const pad = finger ? 32 : 14;
      const w = root.offsetWidth;
      const h = root.offsetHeight;
      let x = finger ? clientX - w / 2 : clientX + pad;
      let y = finger ? clientY - h - pad : clientY + pad;
      if (!finger && x + w > window.innerWidth - 4) x = clientX - w - pad;
      if (finger ? y < 4 : y + h > window.innerHeight - 4)
        y = finger ? clientY + pad : clientY - h - pad;
      // Always whole inside the window.
      root.style.left = `${Math.max(4, Math.min(x, window.innerWidth - w - 4))}px`;
      root.style.top = `${Math.max(4, Math.min(y, window.innerHeight - h - 4))}px`;
    },
    hide() {
      root.hidden = true;
      key = '';
    },
  };
}
