// @ts-check
/**
 * The registry of the games the page plays: the one module that imports a game's folder
 * (tests/test_web_architecture.py). Each game is behind its table (kit/table.js), chosen by a
 * snapshot's `game`; main.js hands `tableFor` to the controller, which knows no game.
 */
import { puertoRicoTable } from './puerto-rico/table.js';
import { sanJuanTable } from './san-juan/table.js';
import { computeLayout, tallSheetHeight } from './puerto-rico/layout.js';
import { tableLookup } from '../kit/table.js';

/** The table of a game by its id (a snapshot's `game`); Puerto Rico's for a snapshot without one. */
export const tableFor = tableLookup(
  { 'puerto-rico': puertoRicoTable, 'san-juan': sanJuanTable },
  'puerto-rico',
);

/** Puerto Rico's pure layout, for the test hooks (window.__prTest: the e2e tests measure it). */
export const puertoRicoLayout = { computeLayout, tallSheetHeight };
