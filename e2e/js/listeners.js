// What e2e/test_listeners.py counts of the page: its live event listeners, observed elements and
// running intervals, from before the page's own scripts run.

/**
 * An init script: wraps addEventListener and removeEventListener (an AbortSignal's abort removes
 * too), the observers' observe, unobserve and disconnect, and setInterval and clearInterval;
 * window.__liveCounts() then says what is live.
 */
export function countLive() {
  // target -> listener -> its "type|capture" keys; an element's count only while it is in the
  // document (a removed element's listeners go with it).
  /** @type {Map<EventTarget, Map<EventListenerOrEventListenerObject, Set<string>>>} */
  const live = new Map();
  /**
   * @param {string} type
   * @param {boolean | EventListenerOptions | undefined} options
   */
  const key = (type, options) =>
    `${type}|${typeof options === 'boolean' ? options : !!(options && options.capture)}`;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  /** @param {EventTarget} target */
  const attached = (target) => !(target instanceof Node) || target.isConnected;
  /**
   * @param {EventTarget} target
   * @param {EventListenerOrEventListenerObject} listener
   * @param {string} k
   */
  function forget(target, listener, k) {
    const keys = live.get(target)?.get(listener);
    if (keys) keys.delete(k);
  }
  /**
   * @this {EventTarget}
   * @param {string} type
   * @param {EventListenerOrEventListenerObject | null} listener
   * @param {boolean | AddEventListenerOptions} [options]
   */
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
  /**
   * @this {EventTarget}
   * @param {string} type
   * @param {EventListenerOrEventListenerObject | null} listener
   * @param {boolean | EventListenerOptions} [options]
   */
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    remove.call(this, type, listener, options);
    if (listener) forget(this, listener, key(type, options));
  };
  /** @type {{ kind: string, targets: Set<Node> }[]} */
  const observers = [];
  // The three observers' classes differ in their callbacks and options, alike in what is wrapped.
  const classes = /** @type {Record<string, any>} */ (/** @type {unknown} */ (window));
  for (const name of ['ResizeObserver', 'MutationObserver', 'IntersectionObserver']) {
    const Real = classes[name];
    if (typeof Real !== 'function') continue;
    classes[name] = class extends Real {
      /** @param {unknown[]} args */
      constructor(...args) {
        super(...args);
        /** @type {Set<Node>} */
        this.targets = new Set();
        this.kind = name;
        observers.push(this);
      }
      /**
       * @param {Node} target
       * @param {unknown[]} rest
       */
      observe(target, ...rest) {
        super.observe(target, ...rest);
        this.targets.add(target);
      }
      /** @param {Node} target */
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
  /** @type {Set<number>} */
  const intervals = new Set();
  const setEvery = window.setInterval;
  const clearEvery = window.clearInterval;
  /** @type {typeof setInterval} */
  window.setInterval = (handler, timeout, ...rest) => {
    const id = setEvery.call(window, handler, timeout, ...rest);
    intervals.add(id);
    return id;
  };
  /** @type {typeof clearInterval} */
  window.clearInterval = (id) => {
    if (id !== undefined) intervals.delete(id);
    return clearEvery.call(window, id);
  };
  window.__liveCounts = () => {
    /** @type {Record<string, number>} */
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
    /** @type {Record<string, number>} */
    const observed = {};
    for (const o of observers)
      observed[o.kind] = (observed[o.kind] || 0) + [...o.targets].filter(attached).length;
    return { listeners, byType, observed, intervals: intervals.size };
  };
}
