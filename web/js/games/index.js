// @ts-check
/**
 * The registry of the games the page plays: the one module that imports a game's folder
 * (tests/test_web_architecture.py). Each game is behind its table (kit/table.js), chosen by a
 * snapshot's `game`; main.js hands `tableFor` to the controller, which knows no game. A game's
 * static facts are its catalog in the engine's `hello` (docs/bridge.md): `useCatalogs` hands
 * each game's to its folder before anything is drawn.
 */
import { puertoRicoTable } from './puerto-rico/table.js';
import { sanJuanTable } from './san-juan/table.js';
import { useCatalog as usePuertoRicoCatalog } from './puerto-rico/catalog.js';
import { useCatalog as useSanJuanCatalog } from './san-juan/catalog.js';
import { computeLayout, tallSheetHeight } from './puerto-rico/layout.js';
import { tableLookup } from '../kit/table.js';

/**
 * The table of a game by its id (a snapshot's `game`); Puerto Rico's for a snapshot without
 * one.
 */
export const tableFor = tableLookup(
  { 'puerto-rico': puertoRicoTable, 'san-juan': sanJuanTable },
  'puerto-rico',
);

/** What takes each game's catalog, by game id.
 * @type {Record<string, (catalog: unknown) => void>} */
const CATALOG_USERS = { 'puerto-rico': usePuertoRicoCatalog, 'san-juan': useSanJuanCatalog };

/**
 * Fills every game's tables from hello's `games` (each `{id, catalog, ...}`); call it once the
 * engine has answered hello, before any board is drawn. A game the page has no table for is
 * passed over. Throws an Error saying what is missing if hello lacks a game of this page or a
 * catalog lacks a fact its board needs (an engine of another version).
 * @param {{id: string, catalog?: unknown}[]} games
 */
export function useCatalogs(games) {
  if (!Array.isArray(games)) throw new Error("the engine's hello has no list of games");
  for (const [id, useCatalog] of Object.entries(CATALOG_USERS)) {
    const game = games.find((g) => g && g.id === id);
    if (!game) throw new Error(`the engine's hello does not list the game "${id}"`);
    useCatalog(game.catalog);
  }
}

/** Puerto Rico's pure layout, for the test hooks (window.__prTest: the e2e tests measure it). */
export const puertoRicoLayout = { computeLayout, tallSheetHeight };
