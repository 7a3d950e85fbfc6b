// @ts-check
/** The game log: an HTML list (role="log") of sentences built from the engine's events. */
import { el } from './dom.js';

/** @typedef {import('../logtext.js').LogLine} LogLine */

/** @param {HTMLElement} root the <ol role="log"> */
export function createLog(root) {
  root.setAttribute('role', 'log');
  root.setAttribute('aria-live', 'polite');
  return {
    clear() { root.replaceChildren(); },
    /** @param {LogLine[]} lines */
    append(lines) {
      if (!lines.length) return;
      const atBottom = root.scrollHeight - root.scrollTop - root.clientHeight < 40;
      for (const line of lines) {
        const cls = ['line', `ev-${line.kind}`];
        if (line.dim) cls.push('dim');
        root.append(el('li', { class: cls.join(' ') }, [
          line.seat !== null && line.seat !== undefined ? el('span', { class: `seat-dot seat-${line.seat}`, 'aria-hidden': 'true' }) : null,
          el('span', { text: line.text }),
        ]));
      }
      if (atBottom || lines.length) root.scrollTop = root.scrollHeight;
    },
  };
}
