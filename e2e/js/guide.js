// What e2e/test_guide.py measures of the panel the guide, the hint, a decision's editor and the
// log share.

/**
 * @typedef {{ top: number, bottom: number, scroll: number, client: number } | null} Part
 */

/**
 * Where the panel's parts are and whether each shows all it holds (null: not shown): the guide,
 * the hint and its first Play it, the log and the height of one of its lines, and the editor
 * `editor` (a selector, or null for none) with its confirming button; and the window's height.
 * @param {string | null} editor
 * @returns {{ height: number, guide: Part, hint: Part, play: Part, log: Part, line: number,
 *   editor: Part, confirm: Part }}
 */
export function panelMeasures(editor) {
  /**
   * @param {string} sel
   * @returns {Part}
   */
  const box = (sel) => {
    const e = document.querySelector(sel);
    if (!e) return null;
    const r = e.getBoundingClientRect();
    if (!r.height || getComputedStyle(e).display === 'none') return null;
    return { top: r.top, bottom: r.bottom, scroll: e.scrollHeight, client: e.clientHeight };
  };
  // One line of the log: its text and the padding around it (kit/log.js, .log .line).
  const item = document.querySelector('[data-testid=game-log] li');
  const line = item ? parseFloat(getComputedStyle(item).fontSize) * 1.2 + 4 : 0;
  return {
    height: innerHeight,
    guide: box('[data-testid=guide-panel]'),
    hint: box('[data-testid=hint-panel]'),
    play: box('[data-testid=hint-play-1]'),
    log: box('[data-testid=game-log]'),
    line,
    editor: editor ? box(editor) : null,
    confirm: editor ? box(`${editor} .decision-buttons .btn.primary`) : null,
  };
}
