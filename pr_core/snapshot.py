"""What the page shows of the game in play, for any game: the human's view, the legal actions
with the facts a player weighs, the events just applied, the scores, the game's own fields
(its page module) and the save (docs/bridge.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import A, Game, S
    from .json_checks import JSON
    from .record import Record
    from .session import Session


def snapshot(session: Session[S, A], events: list[JSON], full_log: bool = False) -> JSON:
    """What the page shows: the human's view, whose turn, the legal actions with their facts,
    the events just applied (every event since the start with `full_log`), the scores at the
    end, the game's own fields (the mayor's placing…), and the save to keep."""
    game = session.game
    state = session.state
    record = session.record
    seat = session.seat
    over = game.is_terminal(state)
    current = state.current_player
    your_turn = current == seat
    result: JSON = {
        "game": game.id,
        "view": game.player_view(state, seat),
        "seat": seat,
        "current_player": current,
        "your_turn": your_turn,
        "bot_to_act": not over and not your_turn,
        "legal": game.page.legal_entries(state) if your_turn else [],
        "events": events,
        "scores": game.final_scores(state) if over else None,
        "score_history": score_history(game, record) if over else None,
        "bot_levels": list(session.levels),
    }
    result.update(game.page.extras(state, seat))
    result.update(
        {
            "seed": session.game_seed if over else None,
            "full_log": full_log,
            "steps": len(record),
            "can_undo": record.last_decision() is not None,
            "played_in": session.played_in,
            "scenario": session.scenario,
            # the coach's (pr_core/coach/): the moves at which a hint was taken, the review
            "hints": list(session.hints),
            "review": session.current_review() if over else None,
            # The whole state, hidden parts included: web/js/worker.js keeps it and takes it out of
            # the snapshot before the page sees it.
            "save": session.save_text(),
        }
    )
    if session.scenario_step is not None:
        assert session.scenario is not None  # a rulebook move is shown in a scenario only
        result["scenario_steps"] = {
            "steps": len(record),
            "at": session.scenario_step,
            "start": game.scenarios.ALL[session.scenario].start,
        }
    return result


def events_seen(game: Game[S, A], state: S, seat: int) -> list[JSON]:
    """The events of the step that made `state`, as `seat` may see them."""
    return game.events_for(game.step_events(state), seat)


def all_events(record: Record[S, A], seat: int, steps: int | None = None) -> list[JSON]:
    """Every event of the game so far (or of its first `steps` moves), in order, as `seat` may
    see them: the page rebuilds its log from them."""
    game = record.game
    return [
        event
        for state in record.states[1 : None if steps is None else steps + 1]
        for event in events_seen(game, state, seat)
    ]


def score_history(game: Game[S, A], record: Record[S, A]) -> list[list[int]]:
    """Each player's total as the scoring would count it had the game ended there, at the start,
    at each new governor (a round) and at the end: the curve of the end screen's chart. Only a
    finished game's: the VP chips hidden during the game are public by then. A game without a
    governor has the start and the end only."""
    states = record.states
    rounds = [
        s
        for before, s in zip(states, states[1:])
        if getattr(s, "governor", None) != getattr(before, "governor", None)
    ]
    return [
        [row["total"] for row in game.final_scores(s)["players"]]
        for s in [states[0], *rounds, states[-1]]
    ]
