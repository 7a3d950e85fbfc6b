// @ts-check
/** The end screen: every player's score breakdown, the tie-break, the winner(s), New game, replay. */
import { BUILDING, BUILDINGS } from '../data.js';
import { t, list } from '../text.js';
import { el, on } from './dom.js';
import { updateNotice } from './update.js';

/**
 * @param {HTMLElement} root
 * @param {any} snap a snapshot with `scores`
 * @param {{onNewGame: () => void, onViewBoard: () => void, onReplay: () => void}} handlers
 * @returns {() => void} unbind
 */
export function renderEnd(root, snap, handlers) {
  const scores = snap.scores;
  const rows = [...scores.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const bonusNames = BUILDINGS.map((b) => b.name)
    .filter((name) => scores.players.some((/** @type {any} */ p) => name in (p.bonus_vp ?? {})));
  const winners = scores.winners.map((/** @type {number} */ s) => scores.players[s].name);
  let headline;
  if (scores.winners.length === 1 && scores.winners[0] === snap.seat) headline = t('end.youWin');
  else if (scores.winners.length === 1) headline = t('end.winner', { names: winners[0] });
  else headline = t('end.winners', { names: list(winners) });
  const reasons = (scores.end_reasons ?? []).map((/** @type {string} */ r) => t(`end.reason.${r}`));

  const head = el('tr', {}, [
    el('th', { scope: 'col', text: t('end.rank') }),
    el('th', { scope: 'col', class: 'name', text: t('end.player') }),
    el('th', { scope: 'col', text: t('end.chips') }),
    el('th', { scope: 'col', text: t('end.buildings') }),
    ...bonusNames.map((name) => el('th', { scope: 'col', class: 'bonus', text: t(`building.${name}`) })),
    el('th', { scope: 'col', class: 'total', text: t('end.total') }),
    el('th', { scope: 'col', title: t('end.tiebreakHint'), text: t('end.tiebreak') }),
  ]);
  const body = rows.map((p) => el('tr', { class: `${scores.winners.includes(p.player) ? 'winner' : ''}${p.player === snap.seat ? ' you' : ''}`, 'data-seat': p.player }, [
    el('td', { class: 'rank', text: scores.winners.includes(p.player) ? `★ ${p.rank}` : String(p.rank) }),
    el('th', { scope: 'row', class: 'name' }, [el('span', { class: `seat-dot seat-${p.player}`, 'aria-hidden': 'true' }), p.name]),
    el('td', { text: String(p.vp_chips) }),
    buildingsCell(snap.view.players[p.player], p.building_vp),
    ...bonusNames.map((name) => bonusCell(snap.view.players[p.player], name, p.bonus_vp ?? {})),
    el('td', { class: 'total', text: String(p.total) }),
    el('td', { text: String(p.tiebreak) }),
  ]));
  const newGame = el('button', { type: 'button', class: 'btn primary big', 'data-testid': 'new-game-button', text: t('end.newGame') });
  const viewBoard = el('button', { type: 'button', class: 'btn', 'data-testid': 'view-board-button', text: t('end.viewBoard') });
  const replay = snap.steps ? el('button', { type: 'button', class: 'btn', 'data-testid': 'replay-button', text: t('menu.replay') }) : null;
  // A rulebook example's final scoring: the example is the headline, not who "won" it.
  const example = snap.scenario ? { title: t(`scenario.${snap.scenario}`), about: t(`scenario.${snap.scenario}.about`) } : null;
  const update = updateNotice();
  root.replaceChildren(el('div', { class: 'card end-card', role: 'dialog', 'aria-labelledby': 'end-title' }, [
    el('p', { class: 'end-kicker', text: example ? t('scenarios.title') : t('end.title') }),
    el('h1', { id: 'end-title', text: example ? example.title : headline }),
    example ? el('p', { class: 'subtitle', 'data-testid': 'end-example', text: example.about }) : null,
    reasons.length && !example ? el('p', { class: 'subtitle', text: t('end.reasons', { reasons: list(reasons) }) }) : null,
    el('div', { class: 'table-wrap' }, [
      el('table', { class: 'scores', 'data-testid': 'score-table' }, [el('thead', {}, [head]), el('tbody', {}, body)]),
    ]),
    el('p', { class: 'hint', text: `${t('end.tiebreak')}: ${t('end.tiebreakHint')}` }),
    snap.seed !== null && snap.seed !== undefined ? el('p', { class: 'hint', 'data-testid': 'end-seed', text: t('end.seed', { seed: String(snap.seed) }) }) : null,
    el('div', { class: 'row end' }, [update.node, viewBoard, replay, newGame]),
  ]));
  newGame.focus();
  const u1 = on(newGame, 'click', handlers.onNewGame);
  const u2 = on(viewBoard, 'click', handlers.onViewBoard);
  const u3 = replay ? on(replay, 'click', handlers.onReplay) : () => {};
  return () => { u1(); u2(); u3(); update.unbind(); };
}

/**
 * The buildings' VP, with Expansion I's statue named (its 8 VP are among them).
 * @param {any} player @param {number} vp
 */
function buildingsCell(player, vp) {
  const statue = player.city.some((/** @type {any} */ c) => c.building === 'statue');
  if (!statue) return el('td', { text: String(vp) });
  return el('td', {}, [String(vp), el('small', { class: 'score-note', text: ` ${t('end.statue', { n: BUILDING.statue.vp })}` })]);
}

/**
 * A large building's bonus (or a dash); the cloister's with its sets of three island tiles.
 * @param {any} player @param {string} name @param {Record<string, number>} bonus
 */
function bonusCell(player, name, bonus) {
  if (!(name in bonus)) return el('td', { class: 'bonus', text: t('end.noBonus') });
  if (name !== 'cloister') return el('td', { class: 'bonus', text: String(bonus[name]) });
  /** @type {Record<string, number>} */
  const counts = {};
  for (const tile of player.island) counts[tile.tile] = (counts[tile.tile] ?? 0) + 1;
  const sets = Object.values(counts).reduce((a, n) => a + Math.floor(n / 3), 0);
  return el('td', { class: 'bonus' }, [String(bonus[name]), el('small', { class: 'score-note', text: ` ${t('end.sets', { n: sets })}` })]);
}
