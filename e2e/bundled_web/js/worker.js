postMessage('no UI here');
