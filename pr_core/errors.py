"""The engine's errors, shared by every game. Each message is written for a person: it says what
was wrong and why."""


class GameError(ValueError):
    """Base of every error a game raises on bad input."""


# The name the base had when the package played one game; existing callers catch it.
PuertoRicoError = GameError


class IllegalActionError(GameError):
    """An action that is not legal in this state, or that is not an action at all."""


class PositionError(GameError):
    """A position document (from_json) that is malformed or impossible; names the bad field."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}" if field else problem)
        self.field = field
        self.problem = problem
