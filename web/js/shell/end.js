// @ts-check
/** The end screen: every player's score breakdown, the tie-break, the winner(s), New game, replay.
 * The breakdown's columns are the game's (its table's `endColumns`). */
import { t, list } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { updateNotice } from './update.js';
import { dialogKeys } from './dialog-keys.js';
import { scoreChart } from '../kit/chart.js';

/**
 * @param {HTMLElement} root
 * @param {any} snap a snapshot with `scores`
 * @param {{
 *   columns: {head: string, cls?: string, cell: (p: any) => (string|Node)[]}[],
 *   tiebreakHint: string,
 *   seedKey?: string,
 *   buildings: (p: any) => {name: string, vp: number}[],
 * }} how
 *   the game's breakdown between the player and the total, and what breaks a tie
 * @param {{onNewGame: () => void, onViewBoard: () => void, onReplay: () => void,
 *   review: HTMLElement|null}} handlers `review`: the coach's review section (shell/review.js),
 *   none for a rulebook example
 * @returns {() => void} unbind
 */
export function renderEnd(root, snap, how, handlers) {
  const { columns, tiebreakHint } = how;
  const scores = snap.scores;
  const rows = [...scores.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  // A player's name: the scores' own (Puerto Rico's), else the view's (San Juan's scores name
  // seats).
  const nameOf = (/** @type {number} */ seat) =>
    scores.players[seat].name ?? snap.view.players[seat].name;
  const winners = scores.winners.map(nameOf);
  let headline;
  if (scores.winners.length === 1 && scores.winners[0] === snap.seat) headline = t('end.youWin');
  else if (scores.winners.length === 1) headline = t('end.winner', { names: winners[0] });
  else headline = t('end.winners', { names: list(winners) });
  const reasons = (scores.end_reasons ?? []).map((/** @type {string} */ r) => t(`end.reason.${r}`));

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
          (scores.winners.includes(p.player) ? 'winner' : '') +
          (p.player === snap.seat ? ' you' : ''),
        'data-seat': p.player,
      },
      [
        el('td', {
          class: 'rank',
          text: scores.winners.includes(p.player) ? `★ ${p.rank}` : String(p.rank),
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
  const newGame = el('button', {
    type: 'button',
    class: 'btn primary big',
    'data-testid': 'new-game-button',
    text: t('end.newGame'),
  });
  const viewBoard = el('button', {
    type: 'button',
    class: 'btn',
    'data-testid': 'view-board-button',
    text: t('end.viewBoard'),
  });
  const replay = snap.steps
    ? el('button', {
        type: 'button',
        class: 'btn',
        'data-testid': 'replay-button',
        text: t('menu.replay'),
      })
    : null;
  // A rulebook example's final scoring: the example is the headline, not who "won" it.
  const example = snap.scenario
    ? { title: t(`scenario.${snap.scenario}`), about: t(`scenario.${snap.scenario}.about`) }
    : null;
  const update = updateNotice();
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
        el('p', { class: 'end-kicker', text: example ? t('scenarios.title') : t('end.title') }),
        el('h1', { id: 'end-title', text: example ? example.title : headline }),
        example
          ? el('p', { class: 'subtitle', 'data-testid': 'end-example', text: example.about })
          : null,
        reasons.length && !example
          ? el('p', { class: 'subtitle', text: t('end.reasons', { reasons: list(reasons) }) })
          : null,
        el('div', { class: 'table-wrap' }, [
          el('table', { class: 'scores', 'data-testid': 'score-table' }, [
            el('thead', {}, [head]),
            el('tbody', {}, body),
          ]),
        ]),
        el('p', { class: 'hint', text: `${t('end.tiebreak')}: ${tiebreakHint}` }),
        breakdown(rows, nameOf, how.buildings),
        snap.hints && snap.hints.length
          ? el('p', {
              class: 'hint',
              'data-testid': 'end-hints',
              text: t('end.hints', { n: snap.hints.length }),
            })
          : null,
        handlers.review,
        snap.score_history && snap.score_history.length > 1
          ? el('figure', { class: 'score-figure' }, [
              scoreChart(
                snap.score_history,
                snap.view.players.map((/** @type {number} */ _, /** @type {number} */ s) =>
                  nameOf(s),
                ),
                snap.seat,
                { title: t('end.chart'), round: t('end.chartRounds') },
              ),
              el('figcaption', { class: 'hint', text: t('end.chartAbout') }),
            ])
          : null,
        snap.seed !== null && snap.seed !== undefined
          ? el('p', {
              class: 'hint',
              'data-testid': 'end-seed',
              text: t(how.seedKey ?? 'end.seed', { seed: String(snap.seed) }),
            })
          : null,
        el('div', { class: 'row end' }, [update.node, viewBoard, replay, newGame]),
      ],
    ),
  );
  newGame.focus();
  const u1 = on(newGame, 'click', handlers.onNewGame);
  const u2 = on(viewBoard, 'click', handlers.onViewBoard);
  const u3 = replay ? on(replay, 'click', handlers.onReplay) : () => {};
  const u4 = dialogKeys(root, handlers.onViewBoard);
  return () => {
    u1();
    u2();
    u3();
    u4();
    update.unbind();
  };
}

/**
 * Every player's buildings with their VP, highest first ("Harbor 3 · Indigo plant 2"): what the
 * Buildings column adds up.
 * @param {any[]} rows the players in rank order @param {(seat: number) => string} nameOf
 * @param {(p: any) => {name: string, vp: number}[]} buildingsOf
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
