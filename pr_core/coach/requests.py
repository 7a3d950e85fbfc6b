"""The bridge's coach requests (docs/bridge.md): `hint` and `review`, each searched in chunks of
`think_ms`, answering `{"thinking": ...}` until it is done. Both read the game in play through
its session and keep what they found there (the hints used, the review: saved with the game)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from ..errors import IllegalActionError
from ..refusals import RequestError, your_turn
from ..session import bot_seed
from .hints import Hint
from .review import Review

if TYPE_CHECKING:
    from ..json_checks import JSON
    from ..session import Session
    from .parts import Coach

DEFAULT_THINK_MS: Final = 250


def coach_of(session: Session[Any, Any]) -> Coach:
    coach = session.game.coach
    if coach is None:
        raise RequestError("bad_request", f"{session.game.title} has no coach.")
    return coach


def hint(
    session: Session[Any, Any], think_ms: int | None, consider: Sequence[Sequence[int | JSON]] = ()
) -> JSON:
    """The hint at the human's decision: thinking, or the hint (the hint then counts as used).
    `consider`: whole decisions (action codes or objects) to weigh beside the search's own."""
    your_turn(session)
    coach = coach_of(session)
    seat = session.seat
    plans = tuple(_plan(session, actions) for actions in consider)
    hinted = session.hint
    if hinted is None or hinted.state is not session.state or hinted.consider != plans:
        hinted = session.hint = Hint(
            session.game, coach, session.state, seat, session.bot_rng(seat), plans
        )
    if not hinted.think((think_ms or DEFAULT_THINK_MS) / 1000):
        return {"thinking": {"progress": hinted.progress()}}
    step = len(session.record)
    if step not in session.hints:
        session.hints.append(step)
    result = hinted.result(session.game, coach, seat, bot_seed(session.seed, seat) + step)
    return {"hint": result, "hints": list(session.hints), "save": session.save_text()}


def _plan(session: Session[Any, Any], actions: Sequence[int | JSON]) -> tuple[Any, ...]:
    """A decision's actions from their codes or objects: the player's own, one after another,
    each legal in turn from here (a search plays them as they are). As in `act`, an action the
    engine applied itself in between (the only option left) may be listed: it is passed over."""
    game = session.game
    state = session.state
    plan: list[Any] = []
    forced: list[Any] = []
    for raw in actions:
        try:
            if isinstance(raw, int):
                action = game.action_from_code(raw)
            else:
                action = game.action_from_json(raw)
        except IllegalActionError as error:
            raise RequestError("bad_request", f"a decision to weigh is not one: {error}") from None
        if forced and forced[0] == action:
            forced.pop(0)
            continue
        if game.is_terminal(state) or state.current_player != session.seat:
            raise RequestError("illegal_action", "A decision to weigh goes on past your turn.")
        try:
            state = game.apply_action(state, action)
        except IllegalActionError:
            raise RequestError("illegal_action", "A decision to weigh is not legal here.") from None
        plan.append(action)
        forced = [
            e["action"]
            for e in state.events
            if e["type"] == "action" and e["forced"] and e["player"] == session.seat
        ]
    return tuple(plan)


def review(session: Session[Any, Any], think_ms: int | None) -> JSON:
    """The finished game's review: thinking (decisions done, of how many, seconds spent), or the
    review (kept with the game)."""
    game = session.game
    if not game.is_terminal(session.state):
        raise RequestError("illegal_action", "Only a finished game can be reviewed.")
    coach = coach_of(session)
    done = session.current_review()
    if done is not None:
        return {"review": done}
    run = session.review_run
    if run is None or run.record is not session.record or run.steps != len(session.record):
        run = session.review_run = Review(
            game, coach, session.record, session.seat, bot_seed(session.seed, session.seat)
        )
    if not run.run((think_ms or DEFAULT_THINK_MS) / 1000):
        return {"thinking": run.progress()}
    session.review = run.result()
    session.review_run = None
    return {"review": session.review, "save": session.save_text()}
