// @ts-check
/// <reference lib="webworker" />
// Imports pyodide.mjs and calls loadPyodide(): the least any Pyodide app must do.
const indexURL = new URL('../pyodide/', import.meta.url).href;
const { loadPyodide } = await import(new URL('pyodide.mjs', indexURL).href);
const py = await loadPyodide({ indexURL });
postMessage({ version: py.version });
