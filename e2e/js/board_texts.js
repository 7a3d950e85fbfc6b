// What a reader sees of the board's texts (e2e/board_texts.py): the texts the canvas draws, with
// their size in CSS px, one whole frame at a time.

/**
 * An init script: wraps the 2D context's fillText so that every text drawn lands in
 * window.__boardTexts; render() clears the whole canvas first, which starts a new frame's list.
 */
export function recordBoardTexts() {
  const proto = CanvasRenderingContext2D.prototype;
  const { fillText, clearRect } = proto;
  window.__boardTexts = [];
  proto.clearRect = function (x, y, w, h) {
    if (x === 0 && y === 0 && w >= this.canvas.width && h >= this.canvas.height) {
      window.__boardTexts = [];
      window.__boardDrawnSize = [this.canvas.width, this.canvas.height];
    }
    return clearRect.call(this, x, y, w, h);
  };
  proto.fillText = function (text, x, y, maxWidth) {
    const size = /([\d.]+)px/.exec(this.font);
    // The scale along the text's own direction (San Juan's covered cards name themselves upwards).
    const m = this.getTransform();
    const scale = Math.hypot(m.a, m.b) / devicePixelRatio;
    window.__boardTexts.push({ text: String(text), px: size ? parseFloat(size[1]) * scale : 0 });
    return maxWidth === undefined
      ? fillText.call(this, text, x, y)
      : fillText.call(this, text, x, y, maxWidth);
  };
}

/**
 * The latest whole frame was drawn at the canvas's present size (board.js gives the canvas a CSS
 * size of whole device pixels, its backing store one device pixel each).
 * @returns {boolean}
 */
export function drawnAtPresentSize() {
  const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('[data-testid=board]'));
  const r = canvas.getBoundingClientRect();
  const d = devicePixelRatio;
  const drawn = window.__boardDrawnSize;
  return !!drawn && drawn[0] === Math.round(r.width * d) && drawn[1] === Math.round(r.height * d);
}

/**
 * The language switched as the page's language menu does; the redraw it schedules (board.js, on
 * the next animation frame) is the one drawn_texts then waits for. The language in use already:
 * no switch, no redraw, the board already drawn in it.
 * @param {string} lang
 */
export async function showIn(lang) {
  const before = document.documentElement.lang;
  await window.__prTest.useLanguage(lang);
  if (document.documentElement.lang !== before) window.__boardDrawnSize = null;
}

/** @returns {boolean} a whole frame was drawn since the last switch of language */
export function boardDrawn() {
  return !!window.__boardDrawnSize;
}

/** @returns {{ text: string, px: number }[]} the texts of the board's latest frame */
export function boardTexts() {
  return window.__boardTexts;
}
