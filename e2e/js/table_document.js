// The table as a document's elements across moves (e2e/test_table_document.py).

/** The document's facts (list items) now: remembered for factsKept(). */
export function rememberFacts() {
  window.__factsBefore = new Set(document.querySelectorAll('[data-testid=table-doc] li'));
}

/**
 * How many of the document's facts now are elements rememberFacts() saw, of how many now and
 * how many then.
 * @returns {{kept: number, now: number, then: number}}
 */
export function factsKept() {
  const then = window.__factsBefore ?? new Set();
  const now = [...document.querySelectorAll('[data-testid=table-doc] li')];
  return { kept: now.filter((li) => then.has(li)).length, now: now.length, then: then.size };
}
