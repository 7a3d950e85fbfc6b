"""What a reader sees of the board's texts: every text the canvas draws, with its size in CSS px.

`TEXT_PROBE` is an init script (context.add_init_script) that wraps the 2D context's fillText;
render() clears the whole canvas first, which starts a new frame's list. `drawn_texts(frame)`
waits until the board has been drawn at its current size and returns that frame's texts.
"""

from __future__ import annotations

TEXT_PROBE = """(() => {
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
  proto.fillText = function (text, x, y, ...rest) {
    const size = /([\\d.]+)px/.exec(this.font);
    // The scale along the text's own direction (San Juan's covered cards name themselves upwards).
    const m = this.getTransform();
    const scale = Math.hypot(m.a, m.b) / devicePixelRatio;
    window.__boardTexts.push({ text: String(text), px: size ? parseFloat(size[1]) * scale : 0 });
    return fillText.call(this, text, x, y, ...rest);
  };
})()"""


def probed_page(context):
    """A new page of `context` whose drawn texts TEXT_PROBE records, and the list its console
    errors and uncaught errors go to: (page, errors)."""
    context.add_init_script(TEXT_PROBE)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page, errors


# The latest whole frame was drawn at the canvas's present size (board.js gives the canvas a CSS
# size of whole device pixels, its backing store one device pixel each).
_DRAWN_AT_PRESENT_SIZE = """() => {
  const canvas = document.querySelector('[data-testid=board]');
  const r = canvas.getBoundingClientRect();
  const d = devicePixelRatio;
  const drawn = window.__boardDrawnSize;
  return !!drawn && drawn[0] === Math.round(r.width * d) && drawn[1] === Math.round(r.height * d);
}"""


# The language switched as the page's language menu does; the redraw it schedules (board.js, on
# the next animation frame) is the one drawn_texts then waits for. The language in use already:
# no switch, no redraw, the board already drawn in it.
_SHOW_IN = """async (lang) => {
  const before = document.documentElement.lang;
  await window.__prTest.useLanguage(lang);
  if (document.documentElement.lang !== before) window.__boardDrawnSize = null;
}"""


def show_in(frame, lang: str) -> None:
    """The page (or embed) switched to `lang`, its board redrawn in it: one game checked in
    several languages, where the words change and the game does not."""
    frame.evaluate(_SHOW_IN, lang)
    frame.wait_for_function("() => !!window.__boardDrawnSize")


def drawn_texts(frame) -> list[dict]:
    """The texts of the board's latest frame, drawn at its present size: [{text, px}]."""
    frame.wait_for_function(_DRAWN_AT_PRESENT_SIZE)
    return frame.evaluate("() => window.__boardTexts")
