// @ts-check
/**
 * The tables' theme follows the player's settings: forced colours (Windows high contrast), which
 * a canvas ignores, draw it black on white; `prefers-contrast: more` with darker ink and
 * outlines (kit/theme.js setTheme). The page's own colours follow the same media queries in
 * web/css/app.css.
 */
import { setTheme } from './theme.js';

const FORCED = '(forced-colors: active)';
const MORE = '(prefers-contrast: more)';

/** The theme the settings ask for now. @returns {import('./theme.js').ThemeName} */
export function wantedTheme() {
  if (window.matchMedia(FORCED).matches) return 'forced';
  return window.matchMedia(MORE).matches ? 'more' : 'normal';
}

/**
 * Sets the theme the settings ask for, and again whenever they change, calling `changed` then
 * (to redraw). Returns the function that stops watching.
 * @param {() => void} changed
 */
export function followContrast(changed) {
  setTheme(wantedTheme());
  const queries = [FORCED, MORE].map((q) => window.matchMedia(q));
  const update = () => {
    setTheme(wantedTheme());
    changed();
  };
  for (const q of queries) q.addEventListener('change', update);
  return () => {
    for (const q of queries) q.removeEventListener('change', update);
  };
}
