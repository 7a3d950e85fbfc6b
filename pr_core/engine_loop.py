"""The game loop every game's engine shares (docs/architecture.md).

Legal actions are cached on the state (`state._legal`); `apply_action` works on a copy, applies
the action, then every following choice that has exactly one option (it still appears in the
step's events, marked "forced"), so callers only ever see real decisions; the events of a step
come out as JSON-ready copies; a refused action is explained in a player's words. `advance` is
the same step done to a state in place, for the one caller that keeps no earlier state (random
self-play, pr_core/simulate.py): no copy of the state at each decision.

A game's engine builds one `Loop` from its own parts (its phase machinery stays its own):

    action_type   its Action class (an int subclass with to_json and a log-phrase str)
    actions       every action by code (action.ALL)
    legal         (state) -> the legal actions, uncached
    step          (state, action, events) -> applies one action to the copy being built
    over          (state) -> is the game over?
    explain       (state, action) -> why this action is not legal now (a clause)

Both games build those parts from phase modules (`Phase`, and `Role` for a role's phase): the
module of the phase being resolved gives `legal`, `step` (its `apply`) and `explain`.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from .action_base import BaseAction
from .errors import IllegalActionError
from .json_checks import JSON, JSONValue
from .state_base import BaseState

S = TypeVar("S", bound="BaseState[Any, Any]")  # a game's State
A = TypeVar("A", bound=BaseAction)  # a game's Action
S_contra = TypeVar("S_contra", contravariant=True)


class Phase(Protocol[S_contra, A]):
    """A phase of a game's rules: a module (a role's, the round's, the draft's...) with the
    legal actions while it is being resolved, applying one of them and explaining a refusal.
    `events` is the list of the step being made; a phase appends its events to it."""

    def legal(self, state: S_contra, /) -> tuple[A, ...]: ...

    def apply(self, state: S_contra, action: A, events: list[JSON], /) -> None: ...

    def explain(self, state: S_contra, action: A, /) -> str: ...


class Role(Phase[S_contra, A], Protocol[S_contra, A]):
    """The phase of a role: also begins (its privilege, its first actor) when the role is
    chosen."""

    def begin(self, state: S_contra, events: list[JSON], /) -> None: ...


@dataclass(frozen=True, kw_only=True)
class Loop(Generic[S, A]):
    """One game's loop over its State `S` and Action `A`, built from the parts listed above."""

    action_type: type[A]
    actions: Mapping[int, A]
    legal: Callable[[S], tuple[A, ...]]
    step: Callable[[S, A, list[JSON]], None]
    over: Callable[[S], bool]
    explain: Callable[[S, A], str]

    def legal_actions(self, state: S) -> tuple[A, ...]:
        """The actions open to the player to act, in the game's stable order; () at the end."""
        legal = state._legal
        if legal is None:
            legal = () if self.over(state) else self.legal(state)
            state._legal = legal
        return legal

    def apply_action(self, state: S, action: int) -> S:
        """The state after `action` (and any forced choices after it). Never changes `state`.

        Raises IllegalActionError, saying why, for an action that is not legal now.
        """
        legal = state._legal
        if legal is None:
            legal = self.legal_actions(state)
        if (
            type(action) is not self.action_type and type(action) is not int
        ) or action not in legal:
            raise IllegalActionError(self.why_illegal(state, action))
        s = state.clone()
        self.advance(s, self.actions[action])
        return s

    def advance(self, s: S, action: A) -> None:
        """Applies a legal `action` to `s` itself, then every following choice that has a
        single option: what apply_action does to its copy. Only for a state that nobody else
        holds (apply_action's copy; random self-play's one state, pr_core/simulate.py), and
        unchecked: `action` must be one of legal_actions(s)."""
        events: list[JSON] = []
        step, legal_of, over = self.step, self.legal, self.over
        forced = False
        while True:
            events.append({"type": "action", "player": s.actor, "action": action, "forced": forced})
            s._legal = None
            step(s, action, events)
            if over(s):
                break
            legal = legal_of(s)
            if len(legal) != 1:
                s._legal = legal
                break
            action, forced = legal[0], True
        s.events = tuple(events)

    @staticmethod
    def step_events(state: "BaseState[Any, Any]") -> list[JSON]:
        """What happened in the step that made `state`, as JSON-ready dicts: each decision as an
        "action" event (forced ones with "forced": true), followed by the events of its
        effects."""
        out: list[JSON] = []
        for event in state.events:
            if event["type"] == "action":
                event = dict(event, action=event["action"].to_json())
            out.append({key: _copy(item) for key, item in event.items()})
        return out

    def why_illegal(self, state: S, action: int) -> str:
        """A sentence saying why `action` is not legal in `state`."""
        if self.over(state):
            return "the game is over"
        if type(action) is not self.action_type and type(action) is not int:
            return f"{action!r} is not an action (use Action.from_json or Action.from_code)"
        if action not in self.actions:
            return f"{action!r} is not the code of any action"
        action = self.actions[action]
        name = state.players[state.actor].name
        return f"{name} cannot {infinitive(action)} now: {self.explain(state, action)}"


def infinitive(action: object) -> str:
    """ "builds a harbor" -> "build a harbor": the log phrase minus its third-person -s."""
    verb, _, rest = str(action).partition(" ")
    if verb.endswith("ies"):
        verb = verb[:-3] + "y"
    elif verb.endswith(("shes", "ches", "sses")):
        verb = verb[:-2]
    elif verb.endswith("s"):
        verb = verb[:-1]
    return f"{verb} {rest}".strip()


def _copy(value: JSONValue) -> JSONValue:
    """A deep copy of JSON-like data, so callers cannot change a state's events."""
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value
