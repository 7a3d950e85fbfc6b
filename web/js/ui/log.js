// @ts-check
/** The game log: an HTML list (role="log") of sentences built from the engine's events. */
import { el } from './dom.js';

/** @typedef {import('../logtext.js').LogLine} LogLine */

/** @param {HTMLElement} root the <ol role="log"> */
export function createLog(root) {
  root.setAttribute('role', 'log');
  root.setAttribute('aria-live', 'polite');
  const log = {
    clear() { root.replaceChildren(); },
    /** Shows exactly these lines. @param {LogLine[]} all */
    set(all) { log.clear(); log.append(all); },
    /** @param {LogLine[]} more */
    append(more) {
      if (!more.length) return;
      for (const line of more) {
        const cls = ['line', `ev-${line.kind}`];
        if (line.dim) cls.push('dim');
        root.append(el('li', { class: cls.join(' ') }, [
          line.seat !== null && line.seat !== undefined ? el('span', { class: `seat-dot seat-${line.seat}`, 'aria-hidden': 'true' }) : null,
          el('span', { text: line.text }),
        ]));
      }
      root.scrollTop = root.scrollHeight;
    },
  };
  return log;
}
