// What e2e/test_board_drawing.py compares: the board's shadows drawn from kept blurred pictures
// (web/js/kit/soft-shadow.js) against the canvas's own shadowBlur, shape by shape.

/**
 * @typedef {{x: number, y: number, w: number, h: number, r: number, color: string,
 *   blur: number, offsetX?: number, offsetY?: number, lineWidth?: number, alpha?: number}} Shape
 * @typedef {{name: string, scale: number, ox: number, oy: number, shapes: Shape[]}} Scene
 * @typedef {(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number,
 *   r: number, shadow: object) => void} ShadowOf
 * @typedef {(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number,
 *   r: number) => void} RoundRect
 */

/**
 * Each scene drawn twice on the table's colour, with the canvas's shadows and with the kit's,
 * each shape then filled (or stroked) over its shadow as the board does: per scene the largest
 * difference of a pixel's channel (0..255), their mean, and how many pixels the shadows touch.
 * @param {Scene[]} scenes
 * @returns {Promise<Record<string, {most: number, mean: number, shaded: number}>>}
 */
export async function shadowsComparedWithTheCanvas(scenes) {
  const kit = '/__test__/kit/';
  /** @type {{roundRectShadow: ShadowOf}} */
  const { roundRectShadow } = await import(kit + 'soft-shadow.js');
  /** @type {{roundRect: RoundRect}} */
  const { roundRect } = await import(kit + 'shapes.js');
  const [w, h] = [420, 300];
  /** @param {Scene} scene @param {boolean} kept @param {boolean} withShadows */
  const draw = (scene, kept, withShadows) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    ctx.fillStyle = '#2a6070';
    ctx.fillRect(0, 0, w, h);
    ctx.setTransform(scene.scale, 0, 0, scene.scale, scene.ox, scene.oy);
    for (const s of scene.shapes) {
      const shadow = {
        color: s.color,
        blur: s.blur,
        offsetX: s.offsetX ?? 0,
        offsetY: s.offsetY ?? 0,
        lineWidth: s.lineWidth,
        covered: s.lineWidth === undefined,
      };
      ctx.save();
      ctx.globalAlpha = s.alpha ?? 1;
      if (withShadows && kept) roundRectShadow(ctx, s.x, s.y, s.w, s.h, s.r, shadow);
      else if (withShadows) {
        ctx.shadowColor = s.color;
        ctx.shadowBlur = s.blur;
        ctx.shadowOffsetX = shadow.offsetX;
        ctx.shadowOffsetY = shadow.offsetY;
      }
      roundRect(ctx, s.x, s.y, s.w, s.h, s.r);
      if (s.lineWidth === undefined) {
        ctx.fillStyle = '#f5ead2';
        ctx.fill();
      } else {
        ctx.lineWidth = s.lineWidth;
        ctx.strokeStyle = '#ffc828';
        ctx.stroke();
      }
      ctx.restore();
    }
    return ctx.getImageData(0, 0, w, h).data;
  };
  /** @type {Record<string, {most: number, mean: number, shaded: number}>} */
  const found = {};
  for (const scene of scenes) {
    const [own, kept, bare] = [
      draw(scene, false, true),
      draw(scene, true, true),
      draw(scene, false, false),
    ];
    let [most, sum, shaded] = [0, 0, 0];
    for (let i = 0; i < own.length; i++) {
      const d = Math.abs(own[i] - kept[i]);
      sum += d;
      if (d > most) most = d;
      if (i % 4 === 0 && own[i] !== bare[i]) shaded++;
    }
    found[scene.name] = { most, mean: sum / own.length, shaded };
  }
  return found;
}
