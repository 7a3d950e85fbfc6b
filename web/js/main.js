// @ts-check
/**
 * The entry module, the composition root: the app (shell/app.js) made once with what only an
 * entry module may hand it (the games' registry, the engine early.js started, the service
 * worker's URLs), the test hooks on window.__prTest, and the start (docs/ui.md).
 */
import { takeEarlyEngine } from './early.js';
import { byId } from './kit/dom.js';
import { createModals } from './shell/modal.js';
import { bindKeysHelp } from './shell/keys-help.js';
import { tableFor, puertoRicoLayout, useCatalogs } from './games/index.js';
import { createEmbed } from './shell/embedded.js';
import { createApp, startApp, testHooks } from './shell/app.js';

/** The page's marks for the watchdog and the tests (docs/ui.md, "Test hooks"). */
const page = /** @type {Window & {__prBooted?: boolean, __prTest?: object}} */ (window);
page.__prBooted = true;

const params = new URLSearchParams(location.search);
const modals = createModals(byId('modal'));
bindKeysHelp(modals);
const app = createApp({
  params,
  // Inside another site's page (web/embed.js): no save slot, no setup, the host's game
  // (shell/embedded.js).
  embed: params.get('embed') === '1' ? createEmbed(params) : null,
  modals,
  tables: tableFor,
  useCatalogs,
  takeEarlyEngine,
  workerUrls: {
    serviceWorker: new URL('../sw.js', import.meta.url),
    runtimeCodeWorker: new URL('./runtime-code-worker.js', import.meta.url),
  },
});
page.__prTest = testHooks(app, {
  // The page's own modules are inside its bundle (build/bundle.mjs): what a test computes with
  // them.
  computeLayout: puertoRicoLayout.computeLayout,
  tallSheetHeight: puertoRicoLayout.tallSheetHeight,
});
await startApp(app);
