// The placeholder UI's worker (e2e/bundled_web) naming a type of a bundled module in comments
// only: test_site.py builds it, then appends a real import and expects the build to refuse it.
/** @param {ReturnType<typeof import('./ui/view.js').view>} v */
// import { view } from './ui/view.js';
export const describe = (v) => `${v} and a '//' that is not a comment`;
