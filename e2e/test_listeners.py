"""No listener left behind (docs/ui.md, "A game's life"): a game's parts (log, board, tooltips,
keyboard, panels, the coach) go with it. Over five games started one after another from the
new-game screen, each played a few decisions with a hint shown, the page's live event listeners
(every target: elements, document, window, media queries, channels), its observed elements
(ResizeObserver, MutationObserver, IntersectionObserver) and its running intervals are the same
after the fifth game as after the first. An init script counts them: it wraps addEventListener
and removeEventListener (an AbortSignal's abort removes too), the observers' observe, unobserve
and disconnect, and setInterval and clearInterval."""

from __future__ import annotations

from conftest import wait_ready
from pages import PuertoRico, SanJuan

COUNTING = """(() => {
  // target -> listener -> its "type|capture" keys; an element's count only while it is in the
  // document (a removed element's listeners go with it).
  const live = new Map();
  const key = (type, options) =>
    `${type}|${typeof options === 'boolean' ? options : !!(options && options.capture)}`;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const attached = (target) => !(target instanceof Node) || target.isConnected;
  function forget(target, listener, k) {
    const keys = live.get(target)?.get(listener);
    if (keys) keys.delete(k);
  }
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    add.call(this, type, listener, options);
    const signal = options && typeof options === 'object' ? options.signal : null;
    if (!listener || (signal && signal.aborted)) return;
    let mine = live.get(this);
    if (!mine) live.set(this, (mine = new Map()));
    let keys = mine.get(listener);
    if (!keys) mine.set(listener, (keys = new Set()));
    const k = key(type, options);
    keys.add(k);
    if (signal) add.call(signal, 'abort', () => forget(this, listener, k));
    if (options && typeof options === 'object' && options.once)
      add.call(this, type, () => forget(this, listener, k), { once: true });
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    remove.call(this, type, listener, options);
    forget(this, listener, key(type, options));
  };
  const observers = [];
  for (const name of ['ResizeObserver', 'MutationObserver', 'IntersectionObserver']) {
    const Real = window[name];
    if (typeof Real !== 'function') continue;
    window[name] = class extends Real {
      constructor(...args) {
        super(...args);
        this.targets = new Set();
        this.kind = name;
        observers.push(this);
      }
      observe(target, ...rest) {
        super.observe(target, ...rest);
        this.targets.add(target);
      }
      unobserve(target) {
        super.unobserve(target);
        this.targets.delete(target);
      }
      disconnect() {
        super.disconnect();
        this.targets.clear();
      }
    };
  }
  const intervals = new Set();
  const setEvery = window.setInterval;
  const clearEvery = window.clearInterval;
  window.setInterval = function (...args) {
    const id = setEvery.apply(this, args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = function (id) {
    intervals.delete(id);
    return clearEvery.call(this, id);
  };
  window.__liveCounts = () => {
    const byType = {};
    let listeners = 0;
    for (const [target, mine] of live) {
      if (!attached(target)) continue;
      for (const keys of mine.values())
        for (const k of keys) {
          const type = k.split('|')[0];
          byType[type] = (byType[type] || 0) + 1;
          listeners++;
        }
    }
    const observed = {};
    for (const o of observers)
      observed[o.kind] = (observed[o.kind] || 0) + [...o.targets].filter(attached).length;
    return { listeners, byType, observed, intervals: intervals.size };
  };
})();"""


def counts(page) -> dict:
    return page.evaluate("() => window.__liveCounts()")


def test_five_games_leave_as_many_listeners_observers_and_intervals_as_one(page, server):
    page.add_init_script(COUNTING)
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    seen = []
    for game in range(5):
        table = (PuertoRico if game % 2 == 0 else SanJuan)(page, seed=game)
        if game:
            page.locator("[data-testid=menu-new-game]").click()
            confirm = page.locator("[data-testid=confirm-button]")
            confirm.click()
        table.start(3, seed=str(100 + game))
        table.play_turns(3)
        # The hint asked for and shown, a tooltip shown and hidden: parts with listeners of
        # their own.
        table.wait_for_turn()
        page.keyboard.press("h")
        page.wait_for_function("() => window.__prTest.hint() !== null")
        box = page.locator("[data-testid=board]").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.move(0, 0)
        table.settle()
        seen.append(counts(page))
    print("live after each game:", *seen, sep="\n  ")
    first, fifth = seen[0], seen[4]
    for part in ("listeners", "observed", "intervals"):
        assert fifth[part] == first[part], f"{part}: after game 1 {first}, after game 5 {fifth}"
