// The page e2e/test_fixtures.py serves to show the `page` fixture's guards at work: it runs
// misbehave as its own inline script.

/** What the page's worker does wrong: an error on its console, a request off the machine's host. */
function workerMisbehaves() {
  console.error('worker boom');
  fetch('http://localhost:9/from-worker').catch(() => {});
}

/**
 * Everything the guards must see, done once: an error on the console, an uncaught error and a
 * request to another host, by the page and (the error and the request) by a worker of its own.
 */
export function misbehave() {
  console.error('page boom');
  setTimeout(() => {
    throw new Error('uncaught boom');
  });
  fetch('http://127.0.0.2:9/from-page').catch(() => {});
  const code = `(${workerMisbehaves})();`;
  new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
}
