"""What the page shows of the game in play: the human's view, the legal actions with the facts
a player weighs, the events just applied, the scores, the mayor's placing (docs/bridge.md)."""

from . import builder, captain, data, mayor, scenarios, trader
from .actions import (BUILD, BUILDING_TARGET, LOAD, ROLE, SELL, SMALL_WHARF, STORE, TRADING_POST,
                      WHARF, target_name)
from .common import good_counts
from .engine import legal_actions, step_events
from .position import player_view
from .scoring import final_scores
from .state import GAME_OVER


def snapshot(session, events, full_log=False):
    """What the page shows: the human's view, whose turn, the legal actions with their facts,
    the events just applied (every event since the start with `full_log`), the scores at the
    end, the mayor's placing, and the save to keep."""
    state = session.state
    record = session.record
    seat = session.seat
    over = state.phase == GAME_OVER
    current = state.current_player
    your_turn = current == seat
    result = {
        "view": player_view(state, seat),
        "seat": seat,
        "current_player": current,
        "your_turn": your_turn,
        "bot_to_act": not over and not your_turn,
        "legal": legal_entries(state) if your_turn else [],
        "events": events,
        "scores": final_scores(state) if over else None,
        "bot_levels": list(session.levels),
        "mayor": mayorplacing(state) if your_turn and placing(state, seat) else None,
        "seed": session.game_seed if over else None,
        "full_log": full_log,
        "steps": len(record),
        "can_undo": record.last_decision() is not None,
        "scenario": session.scenario,
        # The whole state, hidden parts included: web/js/worker.js keeps it and takes it out of
        # the snapshot before the page sees it.
        "save": session.save_text(),
    }
    if session.scenario_step is not None:
        result["scenario_steps"] = {"steps": len(record), "at": session.scenario_step,
                                    "start": scenarios.ALL[session.scenario].start}
    return result


def legal_entries(state):
    """Every legal action: code, JSON form and the facts a player weighs. No words: the page
    names actions in the player's language."""
    seat = state.current_player
    p = state.players[seat]
    entries = []
    for action in legal_actions(state):
        kind, arg = action >> 10, action & 1023
        entry = {"code": int(action), "action": action.to_json()}
        if kind == BUILD:
            entry["cost"] = builder.cost(state, seat, arg)
            if state.expansion:  # the price's breakdown, and what the black market must make up
                entry["discounts"] = builder.discounts(state, seat, arg)
                short = entry["cost"] - p.doubloons
                if short > 0:
                    entry["black_market"] = short
        elif kind == TRADING_POST:
            entry["price"] = trader.post_price(state, seat, arg)
        elif kind == SMALL_WHARF:
            entry["count"] = arg & 15
        elif kind == SELL:
            entry["price"] = trader.price(state, seat, arg)
        elif kind == LOAD:
            ship, good = arg >> 3, arg & 7
            entry["count"] = min(p.goods[good],
                                 state.ship_capacity[ship] - state.ship_load[ship])
        elif kind == WHARF:
            entry["count"] = p.goods[arg]
        elif kind == STORE:
            kept = captain.kept_goods(p.goods, action)
            entry["kept"] = good_counts(kept)
            entry["lost"] = good_counts(tuple(a - b for a, b in zip(p.goods, kept)))
        elif kind == ROLE:
            entry["doubloons"] = state.card_gold[state.cards.index(arg)]
        entries.append(entry)
    return entries


def placing(state, seat):
    """Is it the human's turn to place colonists in the mayor phase?"""
    return (state.phase == data.MAYOR and state.step == mayor.STEP_PLACING
            and state.actor == seat)


def placed_on(p, target):
    """Colonists on a mayor target (a tile kind or BUILDING_TARGET + building)."""
    if target < BUILDING_TARGET:
        return p.occupied[target]
    return max(0, p.workers[target - BUILDING_TARGET])


def mayorplacing(state):
    """The human's placing turn: colonists in hand and every target with its circles."""
    p = state.players[state.actor]
    return {"hand": state.hand,
            "targets": [{"target": target_name(t), "circles": c, "placed": placed_on(p, t),
                         "open": t >= state.cursor}
                        for t, c in mayor.targets(p)]}


CATALOG = {
    "buildings": [{"building": data.BUILDING_NAMES[b], "cost": data.BUILDING_COST[b],
                   "vp": data.BUILDING_VP[b], "circles": data.BUILDING_CIRCLES[b],
                   "column": data.BUILDING_COLUMN[b], "spaces": data.BUILDING_SPACES[b],
                   "good": None if data.BUILDING_GOOD[b] is None
                   else data.GOOD_NAMES[data.BUILDING_GOOD[b]],
                   "expansion": b in data.NEW_BUILDINGS}
                  for b in data.BUILDINGS],
    "goods": [{"good": data.GOOD_NAMES[g], "price": data.GOOD_PRICE[g]} for g in data.GOODS],
}


def all_events(record, steps=None):
    """Every event of the game so far (or of its first `steps` moves), in order: the page
    rebuilds its log from them."""
    return [event for state in record.states[1:None if steps is None else steps + 1]
            for event in step_events(state)]
