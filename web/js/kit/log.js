// @ts-check
/**
 * The game log: an HTML list (role="log") of sentences built from the engine's events. It keeps
 * how each line was made, not only its words, so that a change of language rewrites the whole
 * log in the new one.
 */
import { el } from './dom.js';

/**
 * A line of the log: its sentence, dimmed (a step no one decided), whose it is (his colour's
 * dot) and what kind of event it tells.
 * @typedef {{text: string, dim?: boolean, seat?: number|null, kind: string}} LogLine
 */
/** @typedef {() => LogLine[]} LogSource lines in the current language, made afresh on each call */

/** @param {HTMLElement} root the <ol role="log"> */
export function createLog(root) {
  root.setAttribute('role', 'log');
  root.setAttribute('aria-live', 'polite');
  /** @type {LogSource[]} */
  let sources = [];

  /** @param {LogLine[]} lines */
  function show(lines) {
    if (!lines.length) return;
    for (const line of lines) {
      const cls = ['line', `ev-${line.kind}`];
      if (line.dim) cls.push('dim');
      root.append(
        el('li', { class: cls.join(' ') }, [
          line.seat !== null && line.seat !== undefined
            ? el('span', { class: `seat-dot seat-${line.seat}`, 'aria-hidden': 'true' })
            : null,
          el('span', { text: line.text }),
        ]),
      );
    }
    root.scrollTop = root.scrollHeight;
  }

  const log = {
    clear() {
      sources = [];
      root.replaceChildren();
    },
    /** Shows exactly these lines. @param {LogSource[]} all */
    set(all) {
      log.clear();
      all.forEach((s) => log.append(s));
    },
    /** @param {LogSource} source */
    append(source) {
      sources.push(source);
      show(source());
    },
    /** Writes every line again, in the language now in use. */
    relabel() {
      const top = root.scrollTop;
      const atEnd = root.scrollTop + root.clientHeight >= root.scrollHeight - 4;
      root.replaceChildren();
      show(sources.flatMap((s) => s()));
      if (!atEnd) root.scrollTop = top;
    },
  };
  return log;
}
