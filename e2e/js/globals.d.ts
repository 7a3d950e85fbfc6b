// What the end-to-end tests' scripts (e2e/js) read and write on the page's window, beyond the
// DOM's globals. The page's test hooks (web/js/main.js sets window.__prTest) are typed loosely: the tests
// read their answers as data and assert on them in Python, where a wrong field fails the test.
interface Window {
  __prTest: any;
  /** axe-core, injected by e2e/axe.py (axe.js): the parts axe.js uses. */
  axe: {
    _audit: { rules: { id: string; enabled?: boolean; tags: string[] }[] };
    run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
  };
  /** Every text the turn line showed (bot_levels.js recordTurnTexts). */
  __turnTexts: string[];
  /** What is live on the page: its listeners, observed elements, intervals (listeners.js). */
  __liveCounts: () => {
    listeners: number;
    byType: Record<string, number>;
    observed: Record<string, number>;
    intervals: number;
  };
  /** Every successful answer a worker gave the page, as JSON (san_juan.js). */
  __fromWorker: string[];
  /** The texts of the board's latest frame (board_texts.js). */
  __boardTexts: { text: string; px: number }[];
  /** The canvas's size [width, height] when its latest whole frame began, or null. */
  __boardDrawnSize: number[] | null;
  /** The table as a document's facts before a move (table_document.js rememberFacts). */
  __factsBefore: Set<Element>;
  /** The game's snapshot shown before a file was opened (saves.js). */
  __shownBefore: unknown;
  /** Set on a document to tell whether a later look sees the same one (test_update.py). */
  __sameDocument: boolean;
  /** Every pr-* event of the page's embeds (embed.js listen). */
  __events: { el: string; name: string; detail: unknown }[];
  /** Resolves once two 'marker' messages came (embed.js awaitTwoMarkers). */
  __markers: Promise<unknown>;
  /** The latest pointerup's time stamp (benchmark.js recordPointerUps). */
  __pointerUpAt: number;
  /** When the engine answered each bot step that gave the player his turn (benchmark.js). */
  __turnAnswers: number[];
  /** Each request to the engine worker, its answer's arrival and took (benchmark.js). */
  __requests: {
    type: string;
    sent: number;
    received: number;
    taken: number; engine: number; worker: number }[];
  /** The bare loadPyodide page's start (e2e/bench_pages/bare.html). */
  __bare: Promise<{ readyAt: number }>;
  /** The engine's worker, kept by plain_host.js keepEngineWorker. */
  __engineWorker: Worker;
  /** The engine workers the page ended (watchdog.js countEndedEngines). */
  __enginesEnded: number;
  /** The engine's worker, when it was made and its messages, timed (watchdog.js). */
  __timed: { log: [number, unknown][]; worker: Worker | null; made: number };
}

/** One violation as axe.run() reports it: the fields axe.js reads. */
interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: (string | string[])[]; html: string; failureSummary?: string }[];
}
