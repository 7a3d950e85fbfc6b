// @ts-check
/** The end screen: every player's score breakdown, the tie-break, the winner(s), New game, replay.
 * The breakdown's columns are the game's (its table's `endColumns`). */
import { t, list } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { updateNotice } from './update.js';
import { dialogKeys } from './dialog-keys.js';
import { scoreChart } from '../kit/chart.js';

/** @typedef {import('#bridge').ScoreRow} ScoreRow a player's score, with the game's fields */
/**
 * @typedef {{
 *   columns: {head: string, cls?: string, cell: (p: ScoreRow) => (string|Node)[]}[],
 *   tiebreakHint: string,
 *   seedKey?: string,
 *   buildings: (p: ScoreRow) => {name: string, vp: number}[],
 * }} EndColumns
 *   the game's breakdown between the player and the total, and what breaks a tie
 */

/**
 * A finished game's snapshot: its `scores` are there (the game's fields in each row, which its
 * columns read).
 * @typedef {import('../kit/snapshot.js').Snapshot} EndSnapshot
 */

/** @param {EndSnapshot} snap @returns {import('#bridge').Scores} */
function scoresOf(snap) {
  return /** @type {import('#bridge').Scores} */ (snap.scores);
}

/**
 * @param {HTMLElement} root
 * @param {EndSnapshot} snap
 * @param {EndColumns} how
 * @param {{onNewGame: () => void, onViewBoard: () => void, onReplay: () => void,
 *   review: HTMLElement|null, updates: import('./update.js').Pwa}} handlers `review`: the
 *   coach's review section (shell/review.js), none for a rulebook example; `updates`: the app's
 *   service worker, whose new version is offered
 * @returns {() => void} unbind
 */
export function renderEnd(root, snap, how, handlers) {
  const scores = scoresOf(snap);
  const rows = [...scores.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  // A player's name: the scores' own (Puerto Rico's), else the view's (San Juan's scores name
  // seats).
  const nameOf = (/** @type {number} */ seat) =>
    scores.players[seat].name ?? snap.view.players[seat].name;
  const buttons = endButtons(!!snap.steps);
  const update = updateNotice(handlers.updates);
  root.replaceChildren(
    el(
      'div',
      {
        class: 'card end-card',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'end-title',
      },
      [
        ...endHead(snap, nameOf),
        el('div', { class: 'table-wrap' }, [scoreTable(snap, rows, nameOf, how)]),
        el('p', { class: 'hint', text: `${t('end.tiebreak')}: ${how.tiebreakHint}` }),
        breakdown(rows, nameOf, how.buildings),
        snap.hints && snap.hints.length
          ? el('p', {
              class: 'hint',
              'data-testid': 'end-hints',
              text: t('end.hints', { n: snap.hints.length }),
            })
          : null,
        handlers.review,
        chartFigure(snap, nameOf),
        snap.seed !== null && snap.seed !== undefined
          ? el('p', {
              class: 'hint',
              'data-testid': 'end-seed',
              text: t(how.seedKey ?? 'end.seed', { seed: String(snap.seed) }),
            })
          : null,
        el('div', { class: 'row end' }, [
          update.node,
          buttons.viewBoard,
          buttons.replay,
          buttons.newGame,
        ]),
      ],
    ),
  );
  buttons.newGame.focus();
  const unbinders = [
    on(buttons.newGame, 'click', handlers.onNewGame),
    on(buttons.viewBoard, 'click', handlers.onViewBoard),
    buttons.replay ? on(buttons.replay, 'click', handlers.onReplay) : () => {},
    dialogKeys(root, handlers.onViewBoard),
    update.unbind,
  ];
  return () => unbinders.forEach((u) => u());
}

/**
 * The card's head: who won (or the rulebook example scored) and why the game ended.
 * @param {EndSnapshot} snap @param {(seat: number) => string} nameOf
 * @returns {(HTMLElement|null)[]}
 */
function endHead(snap, nameOf) {
  const scores = scoresOf(snap);
  const winners = scores.winners.map(nameOf);
  let headline;
  if (scores.winners.length === 1 && scores.winners[0] === snap.seat) headline = t('end.youWin');
  else if (scores.winners.length === 1) headline = t('end.winner', { names: winners[0] });
  else headline = t('end.winners', { names: list(winners) });
  const reasons = (scores.end_reasons ?? []).map((/** @type {string} */ r) => t(`end.reason.${r}`));
  // A rulebook example's final scoring: the example is the headline, not who "won" it.
  const example = snap.scenario
    ? { title: t(`scenario.${snap.scenario}`), about: t(`scenario.${snap.scenario}.about`) }
    : null;
  return [
    el('p', { class: 'end-kicker', text: example ? t('scenarios.title') : t('end.title') }),
    el('h1', { id: 'end-title', text: example ? example.title : headline }),
    example
      ? el('p', { class: 'subtitle', 'data-testid': 'end-example', text: example.about })
      : null,
    reasons.length && !example
      ? el('p', { class: 'subtitle', text: t('end.reasons', { reasons: list(reasons) }) })
      : null,
  ];
}

/**
 * The scores: a row per player in rank order, the game's columns between name and total.
 * @param {EndSnapshot} snap @param {ScoreRow[]} rows @param {(seat: number) => string} nameOf
 * @param {EndColumns} how
 */
function scoreTable(snap, rows, nameOf, how) {
  const { columns, tiebreakHint } = how;
  const winners = scoresOf(snap).winners;
  const head = el('tr', {}, [
    el('th', { scope: 'col', text: t('end.rank') }),
    el('th', { scope: 'col', class: 'name', text: t('end.player') }),
    ...columns.map((c) => el('th', { scope: 'col', class: c.cls, text: c.head })),
    el('th', { scope: 'col', class: 'total', text: t('end.total') }),
    el('th', { scope: 'col', title: tiebreakHint, text: t('end.tiebreak') }),
  ]);
  const body = rows.map((p) =>
    el(
      'tr',
      {
        class:
          (winners.includes(p.player) ? 'winner' : '') + (p.player === snap.seat ? ' you' : ''),
        'data-seat': p.player,
      },
      [
        el('td', {
          class: 'rank',
          text: winners.includes(p.player) ? `★ ${p.rank}` : String(p.rank),
        }),
        el('th', { scope: 'row', class: 'name' }, [
          el('span', { class: `seat-dot seat-${p.player}`, 'aria-hidden': 'true' }),
          nameOf(p.player),
        ]),
        ...columns.map((c) => el('td', { class: c.cls }, c.cell(p))),
        el('td', { class: 'total', text: String(p.total) }),
        el('td', { text: String(p.tiebreak) }),
      ],
    ),
  );
  return el('table', { class: 'scores', 'data-testid': 'score-table' }, [
    el('thead', {}, [head]),
    el('tbody', {}, body),
  ]);
}

/**
 * The card's buttons: New game, View the board, and Replay where the game has steps.
 * @param {boolean} hasSteps
 */
function endButtons(hasSteps) {
  return {
    newGame: el('button', {
      type: 'button',
      class: 'btn primary big',
      'data-testid': 'new-game-button',
      text: t('end.newGame'),
    }),
    viewBoard: el('button', {
      type: 'button',
      class: 'btn',
      'data-testid': 'view-board-button',
      text: t('end.viewBoard'),
    }),
    replay: hasSteps
      ? el('button', {
          type: 'button',
          class: 'btn',
          'data-testid': 'replay-button',
          text: t('menu.replay'),
        })
      : null,
  };
}

/**
 * Each player's score over the rounds, where there was more than one.
 * @param {EndSnapshot} snap @param {(seat: number) => string} nameOf
 */
function chartFigure(snap, nameOf) {
  if (!(snap.score_history && snap.score_history.length > 1)) return null;
  return el('figure', { class: 'score-figure' }, [
    scoreChart(
      snap.score_history,
      snap.view.players.map((/** @type {number} */ _, /** @type {number} */ s) => nameOf(s)),
      snap.seat,
      { title: t('end.chart'), round: t('end.chartRounds') },
    ),
    el('figcaption', { class: 'hint', text: t('end.chartAbout') }),
  ]);
}

/**
 * Every player's buildings with their VP, highest first ("Harbor 3 · Indigo plant 2"): what the
 * Buildings column adds up.
 * @param {ScoreRow[]} rows the players in rank order @param {(seat: number) => string} nameOf
 * @param {(p: ScoreRow) => {name: string, vp: number}[]} buildingsOf
 */
function breakdown(rows, nameOf, buildingsOf) {
  return el('details', { class: 'breakdown', 'data-testid': 'score-breakdown' }, [
    el('summary', { text: t('end.breakdown') }),
    el(
      'ul',
      {},
      rows.map((p) =>
        el('li', {}, [
          el('span', { class: `seat-dot seat-${p.player}`, 'aria-hidden': 'true' }),
          el('strong', { text: `${nameOf(p.player)}: ` }),
          buildingsOf(p)
            .sort((a, b) => b.vp - a.vp || a.name.localeCompare(b.name))
            .map((b) => `${b.name} ${b.vp}`)
            .join(' · ') || t('end.noBuildings'),
        ]),
      ),
    ),
  ]);
}
