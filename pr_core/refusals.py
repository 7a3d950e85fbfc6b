"""The bridge's refusals of a request (docs/bridge.md), shared by the bridge and the games'
pages: the error and the checks every game's requests make."""

from collections.abc import Mapping
from typing import NoReturn

from .game import A, InPlay, S


class RequestError(Exception):
    """A refused request: `code` from docs/bridge.md and a message in plain words (English).
    A bad save also has `reason` and `params`, from which the UI words it in any language."""

    def __init__(
        self,
        code: str,
        message: str,
        reason: str | None = None,
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.params = params or {}


def refuse(message: str) -> NoReturn:
    """Refuses an action the rules do not allow, saying why."""
    raise RequestError("illegal_action", message)


def not_over(session: InPlay[S, A]) -> None:
    if session.game.is_terminal(session.state):
        raise RequestError("illegal_action", "The game is over.")


def your_turn(session: InPlay[S, A]) -> None:
    """Refuses a move of the human's when it is not the human's turn."""
    not_over(session)
    state = session.state
    if state.current_player != session.seat:
        assert state.current_player is not None  # the game is not over
        name = state.players[state.current_player].name
        raise RequestError("not_your_turn", f"It is {name}'s turn, not yours.")
