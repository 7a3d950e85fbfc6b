// @ts-check
/**
 * The mark of each kind of San Juan card that makes no good (a production building shows its
 * good instead): a small silhouette in one colour (the card's edge), of its own shape for every
 * violet building, monument and 6-cost building, readable from about 12 px to 30 px across.
 * `cardSymbol(ctx, name, x, y, r, color)` draws it centred on (x, y) within r of the centre.
 * Each drawing below works in units of r around the centre; a path filled 'evenodd' takes its
 * inner shapes out (a window, an arch, a drawer).
 */

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {(p: Pen) => void} Drawing */

/** Paths in units of r around the centre (x, y). */
class Pen {
  /** @param {Ctx} ctx @param {number} x @param {number} y @param {number} r */
  constructor(ctx, x, y, r) {
    this.ctx = ctx;
    this.x = x;
    this.y = y;
    this.r = r;
  }

  /** A closed polygon through the points [x, y, x, y, ...]. @param {number[]} pts */
  poly(pts) {
    const { ctx, x, y, r } = this;
    ctx.moveTo(x + pts[0] * r, y + pts[1] * r);
    for (let i = 2; i < pts.length; i += 2) ctx.lineTo(x + pts[i] * r, y + pts[i + 1] * r);
    ctx.closePath();
  }

  /** @param {number} x0 @param {number} y0 @param {number} w @param {number} h */
  rect(x0, y0, w, h) {
    this.poly([x0, y0, x0 + w, y0, x0 + w, y0 + h, x0, y0 + h]);
  }

  /**
   * A circle's arc from angle a0 to a1, closed along its chord.
   * @param {number} cx @param {number} cy @param {number} rr @param {number} [a0]
   * @param {number} [a1]
   */
  arc(cx, cy, rr, a0 = 0, a1 = Math.PI * 2) {
    const { ctx, x, y, r } = this;
    ctx.moveTo(x + cx * r + Math.cos(a0) * rr * r, y + cy * r + Math.sin(a0) * rr * r);
    ctx.arc(x + cx * r, y + cy * r, rr * r, a0, a1);
    ctx.closePath();
  }

  /**
   * An arch: a rectangle whose top is a half circle (a door, a window, an aqueduct's arch).
   * @param {number} cx @param {number} top @param {number} w @param {number} bottom
   */
  arch(cx, top, w, bottom) {
    const { ctx, x, y, r } = this;
    const half = w / 2;
    ctx.moveTo(x + (cx - half) * r, y + bottom * r);
    ctx.lineTo(x + (cx - half) * r, y + (top + half) * r);
    ctx.arc(x + cx * r, y + (top + half) * r, half * r, Math.PI, 0);
    ctx.lineTo(x + (cx + half) * r, y + bottom * r);
    ctx.closePath();
  }

  /**
   * Fills what `shapes` traces as one path.
   * @param {() => void} shapes @param {CanvasFillRule} [rule]
   */
  fill(shapes, rule = 'nonzero') {
    this.ctx.beginPath();
    shapes();
    this.ctx.fill(rule);
  }

  /**
   * Strokes a line through the points, `width` units of r wide with round ends.
   * @param {number[]} pts @param {number} width
   */
  line(pts, width) {
    const { ctx, x, y, r } = this;
    ctx.beginPath();
    ctx.moveTo(x + pts[0] * r, y + pts[1] * r);
    for (let i = 2; i < pts.length; i += 2) ctx.lineTo(x + pts[i] * r, y + pts[i + 1] * r);
    ctx.lineWidth = Math.max(0.8, width * r);
    ctx.lineCap = 'round';
    ctx.stroke();
  }
}

/** @type {Record<string, Drawing>} */
const SYMBOLS = {
  // an anvil
  smithy: (p) =>
    p.fill(() =>
      p.poly([
        -1, -0.6, 0.9, -0.6, 0.9, -0.15, 0.35, -0.15, 0.25, 0.35, 0.75, 0.55, 0.75, 0.8, -0.75, 0.8,
        -0.75, 0.55, -0.25, 0.35, -0.35, -0.15, -0.55, -0.15,
      ]),
    ),
  // a pick
  gold_mine: (p) => {
    p.line([-0.75, 0.8, 0.4, -0.35], 0.26);
    const { ctx, x, y, r } = p;
    ctx.beginPath();
    ctx.moveTo(x - 0.15 * r, y - 0.95 * r);
    ctx.quadraticCurveTo(x + 0.85 * r, y - 0.85 * r, x + 0.95 * r, y + 0.15 * r);
    ctx.lineWidth = Math.max(1, 0.3 * r);
    ctx.lineCap = 'round';
    ctx.stroke();
  },
  // a filing cabinet of three drawers
  archive: (p) =>
    p.fill(() => {
      p.rect(-0.7, -0.95, 1.4, 1.9);
      for (let i = 0; i < 3; i++) {
        p.rect(-0.55, -0.82 + i * 0.58, 1.1, 0.46);
        p.rect(-0.22, -0.66 + i * 0.58, 0.44, 0.13);
      }
    }, 'evenodd'),
  // an alms bowl and a coin
  poor_house: (p) =>
    p.fill(() => {
      p.arc(0, -0.05, 0.95, 0, Math.PI);
      p.rect(-0.4, 0.88, 0.8, 0.12);
      p.arc(0, -0.55, 0.33);
    }),
  // a mask
  black_market: (p) => {
    const { ctx, x, y, r } = p;
    /** @param {number} px @param {number} py */
    const at = (px, py) => /** @type {[number, number]} */ ([x + px * r, y + py * r]);
    p.fill(() => {
      ctx.moveTo(...at(-1, -0.35));
      ctx.bezierCurveTo(...at(-0.6, -0.6), ...at(-0.2, -0.45), ...at(0, -0.35));
      ctx.bezierCurveTo(...at(0.2, -0.45), ...at(0.6, -0.6), ...at(1, -0.35));
      ctx.bezierCurveTo(...at(1, 0.2), ...at(0.8, 0.5), ...at(0.4, 0.5));
      ctx.bezierCurveTo(...at(0.15, 0.5), ...at(0.1, 0.2), ...at(0, 0.2));
      ctx.bezierCurveTo(...at(-0.1, 0.2), ...at(-0.15, 0.5), ...at(-0.4, 0.5));
      ctx.bezierCurveTo(...at(-0.8, 0.5), ...at(-1, 0.2), ...at(-1, -0.35));
      ctx.closePath();
      for (const cx of [-0.45, 0.45]) {
        ctx.moveTo(...at(cx + 0.24, -0.02));
        ctx.ellipse(x + cx * r, y - 0.02 * r, 0.24 * r, 0.15 * r, 0, 0, Math.PI * 2);
        ctx.closePath();
      }
    }, 'evenodd');
  },
  // a crate
  trading_post: (p) =>
    p.fill(() => {
      p.rect(-0.85, -0.85, 1.7, 1.7);
      p.rect(-0.62, -0.62, 1.24, 1.24);
      p.poly([-0.62, 0.38, 0.38, -0.62, 0.62, -0.62, 0.62, -0.38, -0.38, 0.62, -0.62, 0.62]);
    }, 'evenodd'),
  // a drop
  well: (p) => {
    const { ctx, x, y, r } = p;
    ctx.beginPath();
    ctx.moveTo(x, y - r);
    ctx.bezierCurveTo(
      x + 0.3 * r,
      y - 0.45 * r,
      x + 0.72 * r,
      y - 0.1 * r,
      x + 0.72 * r,
      y + 0.3 * r,
    );
    ctx.arc(x, y + 0.3 * r, 0.72 * r, 0, Math.PI);
    ctx.bezierCurveTo(x - 0.72 * r, y - 0.1 * r, x - 0.3 * r, y - 0.45 * r, x, y - r);
    ctx.closePath();
    ctx.fill();
  },
  // a stall: a scalloped awning on two posts over a counter
  market_stand: (p) =>
    p.fill(() => {
      p.rect(-1, -0.95, 2, 0.4);
      for (let i = 0; i < 4; i++) p.arc(-0.75 + i * 0.5, -0.56, 0.25, 0, Math.PI);
      p.rect(-0.85, -0.3, 0.16, 1.25);
      p.rect(0.69, -0.3, 0.16, 1.25);
      p.rect(-0.95, 0.2, 1.9, 0.32);
    }),
  // a tower crane: mast, jib and counter-jib with its weight, hook
  crane: (p) => {
    p.fill(() => {
      p.rect(-0.38, -0.5, 0.2, 1.33);
      p.poly([-0.38, -0.62, -0.28, -1, -0.18, -0.62]);
      p.rect(-0.98, -0.62, 1.93, 0.14);
      p.rect(-0.98, -0.48, 0.34, 0.3);
      p.rect(0.68, -0.48, 0.07, 0.72);
      p.rect(0.57, 0.24, 0.29, 0.2);
      p.rect(-0.7, 0.8, 0.84, 0.18);
    });
    p.line([-0.28, -0.95, -0.9, -0.62], 0.06);
    p.line([-0.28, -0.95, 0.9, -0.62], 0.06);
  },
  // a church with a cross
  chapel: (p) => {
    p.fill(() => {
      p.rect(-0.07, -1, 0.14, 0.45);
      p.rect(-0.26, -0.88, 0.52, 0.13);
    });
    p.fill(() => {
      p.poly([-0.7, 0.95, -0.7, 0, 0, -0.5, 0.7, 0, 0.7, 0.95]);
      p.arch(0, 0.3, 0.38, 0.95);
    }, 'evenodd');
  },
  // a tower with battlements and a window
  tower: (p) => {
    p.fill(() => {
      for (let i = 0; i < 3; i++) p.rect(-0.72 + i * 0.52, -1, 0.36, 0.3);
      p.rect(-0.72, -0.72, 1.44, 0.24);
    });
    p.fill(() => {
      p.rect(-0.55, -0.5, 1.1, 1.45);
      p.arch(0, -0.25, 0.3, 0.2);
    }, 'evenodd');
  },
  // a bridge of arches on two tiers
  aqueduct: (p) =>
    p.fill(() => {
      p.rect(-1, -0.75, 2, 1.65);
      for (let i = 0; i < 4; i++) p.arch(-0.75 + i * 0.5, -0.55, 0.28, -0.1);
      for (let i = 0; i < 3; i++) p.arch(-0.64 + i * 0.64, 0.1, 0.42, 0.9);
    }, 'evenodd'),
  // a hammer
  carpenter: (p) => {
    const { ctx, x, r } = p;
    const y = p.y + 0.1 * r;
    // (Smaller, so that it stays in its box once turned.)
    const q = new Pen(ctx, x, y, r * 0.8);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(-Math.PI / 6);
    ctx.translate(-x, -y);
    q.fill(() => {
      q.rect(-0.13, -0.45, 0.26, 1.45);
      q.poly([-0.85, -0.95, 0.45, -0.95, 0.85, -1.05, 0.85, -0.4, 0.45, -0.45, -0.85, -0.45]);
    });
    ctx.restore();
  },
  // a flag on a pole
  prefecture: (p) =>
    p.fill(() => {
      p.rect(-0.68, -1, 0.15, 1.85);
      p.rect(-0.9, 0.82, 0.6, 0.16);
      p.poly([-0.53, -0.95, 0.9, -0.95, 0.58, -0.58, 0.9, -0.2, -0.53, -0.2]);
    }),
  // a pair of scales
  market_hall: (p) => {
    p.fill(() => {
      p.rect(-0.07, -0.75, 0.14, 1.5);
      p.poly([-0.45, 0.98, 0.45, 0.98, 0.28, 0.75, -0.28, 0.75]);
      p.rect(-0.9, -0.72, 1.8, 0.12);
      p.arc(0, -0.85, 0.14);
      p.arc(-0.62, 0.05, 0.34, 0, Math.PI);
      p.arc(0.62, 0.05, 0.34, 0, Math.PI);
    });
    p.line([-0.96, 0.05, -0.62, -0.62, -0.28, 0.05], 0.07);
    p.line([0.28, 0.05, 0.62, -0.62, 0.96, 0.05], 0.07);
  },
  // stone blocks
  quarry: (p) =>
    p.fill(() => {
      p.rect(-0.95, 0.12, 0.88, 0.75);
      p.rect(0.07, 0.12, 0.88, 0.75);
      p.rect(-0.44, -0.75, 0.88, 0.75);
    }),
  // an open book
  library: (p) =>
    p.fill(() => {
      p.poly([-0.06, -0.55, -0.98, -0.78, -0.98, 0.62, -0.06, 0.85]);
      p.poly([0.06, -0.55, 0.98, -0.78, 0.98, 0.62, 0.06, 0.85]);
      for (let i = 0; i < 3; i++) {
        p.rect(-0.8, -0.4 + i * 0.35, 0.58, 0.08);
        p.rect(0.22, -0.4 + i * 0.35, 0.58, 0.08);
      }
    }, 'evenodd'),
  // a figure with a raised arm on a plinth
  statue: (p) =>
    p.fill(() => {
      p.arc(0, -0.66, 0.22);
      p.poly([-0.28, 0.32, 0.28, 0.32, 0.2, -0.38, -0.2, -0.38]);
      p.poly([0.14, -0.36, 0.5, -0.95, 0.64, -0.86, 0.28, -0.26]);
      p.rect(-0.7, 0.34, 1.4, 0.15);
      p.rect(-0.55, 0.49, 1.1, 0.5);
    }),
  // a column
  victory_column: (p) =>
    p.fill(() => {
      p.rect(-0.25, -0.7, 0.5, 1.4);
      p.rect(-0.55, 0.7, 1.1, 0.3);
      p.rect(-0.45, -0.95, 0.9, 0.25);
    }),
  // a sword
  hero: (p) =>
    p.fill(() => {
      p.poly([-0.18, 0.35, -0.18, -0.72, 0, -1, 0.18, -0.72, 0.18, 0.35]);
      p.rect(-0.5, 0.35, 1, 0.15);
      p.rect(-0.08, 0.5, 0.16, 0.33);
      p.arc(0, 0.88, 0.13);
    }),
  // a gear wheel
  guild_hall: (p) => {
    const { ctx, x, y, r } = p;
    p.fill(() => {
      const teeth = 8;
      for (let i = 0; i < teeth * 4; i++) {
        const a = ((i - 0.5) * Math.PI * 2) / (teeth * 4);
        const rr = i % 4 < 2 ? r : r * 0.74;
        if (i === 0) ctx.moveTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
        else ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
      }
      ctx.closePath();
      p.arc(0, 0, 0.32);
    }, 'evenodd');
  },
  // a temple front: pediment, columns, steps
  city_hall: (p) =>
    p.fill(() => {
      p.poly([-0.98, -0.45, 0, -1, 0.98, -0.45]);
      p.rect(-0.85, -0.38, 1.7, 0.14);
      for (let i = 0; i < 4; i++) p.rect(-0.75 + i * 0.42, -0.2, 0.24, 0.88);
      p.rect(-0.98, 0.72, 1.96, 0.24);
    }),
  // a triumphal arch: one great arch under an attic
  triumphal_arch: (p) => {
    p.fill(() => p.rect(-0.98, -0.95, 1.96, 0.28));
    p.fill(() => {
      p.rect(-0.85, -0.6, 1.7, 1.55);
      p.arch(0, -0.3, 0.76, 0.95);
    }, 'evenodd');
  },
  // a palace: a dome between two spired towers
  palace: (p) => {
    p.fill(() => {
      p.arc(0, -0.22, 0.46, Math.PI, 0);
      p.rect(-0.04, -0.92, 0.08, 0.26);
      for (const cx of [-0.8, 0.8]) {
        p.rect(cx - 0.17, -0.45, 0.34, 1.4);
        p.poly([cx - 0.17, -0.45, cx, -0.95, cx + 0.17, -0.45]);
      }
    });
    p.fill(() => {
      p.rect(-0.55, -0.2, 1.1, 1.15);
      p.arch(0, 0.35, 0.34, 0.95);
    }, 'evenodd');
  },
};

/** The kinds of card with a mark of their own (for tests). */
export const SYMBOL_NAMES = Object.keys(SYMBOLS);

/**
 * The mark of card kind `name` centred on (x, y), within r of it, in `color`; nothing for a
 * kind without one (a production building).
 * @param {Ctx} ctx @param {string} name @param {number} x @param {number} y @param {number} r
 * @param {string} color
 */
export function cardSymbol(ctx, name, x, y, r, color) {
  const draw = SYMBOLS[name];
  if (!draw) return;
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  draw(new Pen(ctx, x, y, r));
  ctx.restore();
}
