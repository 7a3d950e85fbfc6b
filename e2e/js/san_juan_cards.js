// What e2e/test_san_juan_cards.py draws of San Juan's card marks (web/js/games/san-juan/
// symbols.js, served to the page by the test at /__test__/symbols.js).

/**
 * @typedef {{ SYMBOL_NAMES: string[], cardSymbol: (ctx: CanvasRenderingContext2D, name: string,
 *   x: number, y: number, r: number, color: string) => void }} Symbols
 */

/**
 * Each mark of `names` drawn alone, black on a transparent canvas of 32x32 px (r = 12), read back
 * as the pixels it covers (1: alpha at least 128); and all of them at three sizes (12, 18 and
 * 26 px across) on their cards' colours, on a canvas [data-testid=marks] that replaces the page's
 * content, for a person to look at. With the names symbols.js has marks for.
 * @param {string[]} names
 * @returns {Promise<{ names: string[], marks: Record<string, number[]> }>}
 */
export async function drawMarks(names) {
  const symbols = '/__test__/symbols.js';
  const { cardSymbol, SYMBOL_NAMES } = /** @type {Symbols} */ (await import(symbols));
  /** @type {Record<string, number[]>} */
  const marks = {};
  for (const name of names) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 32;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    cardSymbol(ctx, name, 16, 16, 12, '#000');
    const alpha = ctx.getImageData(0, 0, 32, 32).data.filter((_, i) => i % 4 === 3);
    marks[name] = Array.from(alpha, (a) => (a >= 128 ? 1 : 0));
  }
  const sheet = document.createElement('canvas');
  sheet.width = 8 * 124;
  sheet.height = 3 * 44;
  sheet.dataset.testid = 'marks';
  const ctx = /** @type {CanvasRenderingContext2D} */ (sheet.getContext('2d'));
  names.forEach((name, i) => {
    const [x, y] = [(i % 8) * 124, Math.floor(i / 8) * 44];
    const kind = i >= 20 ? 2 : i >= 17 ? 1 : 0;
    ctx.fillStyle = ['#e3d5f1', '#e2dbe9', '#d2bde9'][kind];
    ctx.fillRect(x, y, 122, 42);
    const edge = ['#8363ac', '#6d5e82', '#6c4a98'][kind];
    for (const [r, dx] of [
      [6, 20],
      [9, 50],
      [13, 92],
    ])
      cardSymbol(ctx, name, x + dx, y + 21, r, edge);
  });
  document.body.replaceChildren(sheet);
  return { names: SYMBOL_NAMES, marks };
}
