"""The engine's errors. Each message is written for a person: it says what was wrong and why."""


class PuertoRicoError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalActionError(PuertoRicoError):
    """An action that is not legal in this state, or that is not an action at all."""


class PositionError(PuertoRicoError):
    """A position document (from_json) that is malformed or impossible; names the bad field."""

    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}" if field else problem)
        self.field = field
        self.problem = problem
