// What e2e/test_expansion_layout.py measures of the board's canvas.

/**
 * The mean brightness and the mean brightness of the darkest 5 % (the ink), 0-255, of the board
 * canvas's pixels inside `r` (page CSS px, less an 8 px margin: the ring is not the ink).
 * @param {{ x: number, y: number, w: number, h: number }} r
 * @returns {{ brightness: number, ink: number }}
 */
export function inkStats(r) {
  const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('canvas'));
  const box = canvas.getBoundingClientRect();
  const k = canvas.width / box.width;
  const x = Math.round((r.x - box.left + 8) * k);
  const y = Math.round((r.y - box.top + 8) * k);
  const w = Math.round((r.w - 16) * k);
  const h = Math.round((r.h - 16) * k);
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const px = context.getImageData(x, y, w, h).data;
  const lum = [];
  for (let i = 0; i < px.length; i += 4) lum.push((px[i] + px[i + 1] + px[i + 2]) / 3);
  lum.sort((a, b) => a - b);
  const dark = lum.slice(0, Math.max(1, Math.floor(lum.length / 20)));
  /** @param {number[]} xs */
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { brightness: mean(lum), ink: mean(dark) };
}
