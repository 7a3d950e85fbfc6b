// @ts-check
/**
 * Every tab moves to a new version together (docs/ui.md, "PWA / offline"): once a newer version
 * has taken over the app (pwa.js), this page reloads into it as soon as it has no request in
 * flight. Until then sw.js keeps giving it its own version's files, so a bot's move or a hint
 * under way ends in the version it began in, and its result is saved before the reload; the
 * game then resumes from the save in the new version.
 */
import { onOutdated } from './pwa.js';

/** How often an outdated page looks whether its requests are done. */
const POLL_MS = 100;

let following = false;

/** (Once; later calls do nothing.) @param {() => boolean} isIdle no engine request in flight */
export function reloadIntoNewVersion(isIdle) {
  if (following) return;
  following = true;
  onOutdated(() => {
    const tryNow = () => {
      if (isIdle()) location.reload();
      else setTimeout(tryNow, POLL_MS);
    };
    tryNow();
  });
}
