// axe-core run on the page by e2e/axe.py (axe.min.js injected first, as window.axe).

/**
 * @typedef {{ id: string, impact: string, help: string, helpUrl: string, default: boolean,
 *   nodes: { target: string[], html: string, summary: string }[] }} Violation
 */

/**
 * axe.run()'s violations of the document. Its own rule set is every rule but those axe-core
 * leaves off unless asked (deprecated ones, the AAA contrast and link rules, target-size, and the
 * ones tagged experimental); with `everyRule` those run too, each violation saying whether a
 * plain axe.run() reports it (`default`).
 * @param {boolean} everyRule
 * @returns {Promise<Violation[]>}
 */
export async function axeViolations(everyRule) {
  const rules = window.axe._audit.rules;
  const byDefault = new Set(
    rules.filter((r) => r.enabled !== false && !r.tags.includes('experimental')).map((r) => r.id),
  );
  /** @type {{ resultTypes: string[], rules?: Record<string, { enabled: boolean }> }} */
  const options = { resultTypes: ['violations'] };
  if (everyRule) options.rules = Object.fromEntries(rules.map((r) => [r.id, { enabled: true }]));
  const results = await window.axe.run(document, options);
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    helpUrl: v.helpUrl,
    default: byDefault.has(v.id),
    nodes: v.nodes.map((n) => ({
      target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)),
      html: n.html.slice(0, 200),
      summary: n.failureSummary || '',
    })),
  }));
}
