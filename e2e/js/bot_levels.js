// What e2e/test_bot_levels.py watches of the turn line while a strong bot thinks.

/**
 * Records in window.__turnTexts every text the turn line shows from now on, as it changes (the
 * strong bot's progress is brief).
 */
export function recordTurnTexts() {
  window.__turnTexts = [];
  const turn = /** @type {Element} */ (document.querySelector('[data-testid=turn]'));
  new MutationObserver(() => window.__turnTexts.push(turn.textContent ?? '')).observe(turn, {
    childList: true,
    characterData: true,
    subtree: true,
  });
}
