"""San Juan's game loop: legal actions, applying an action, the end of the game.

As in Puerto Rico (pr_core/puerto_rico/engine.py), a choice with exactly one legal option is
applied at once by `apply_action` (it still appears in the step's events, marked "forced"), so
callers only ever see real decisions.

Each phase is a module with `legal(state)`, `apply(state, action, events)`,
`explain(state, action)` and, for a role, `begin(state, events)`. The buildings' rules are in
buildings/, called by the phases.
"""

from ..errors import IllegalActionError
from . import (builder, councillor, producer, prospector, round_start, rounds, start_hands,
               trader)
from .actions import ALL, SHIFT, Action
from .state import GAME_OVER, ROLE_SELECTION, ROUND_START, START_HANDS

# Indexed by phase: the roles in data order, role selection, round start, start hands, game over.
PHASES = (builder, producer, trader, councillor, prospector, rounds, round_start, start_hands,
          None)


def legal_actions(state):
    """The actions open to `state.current_player`, by code (a pass has the lowest code: first);
    () at the end."""
    legal = state._legal
    if legal is None:
        legal = () if state.phase == GAME_OVER else PHASES[state.phase].legal(state)
        state._legal = legal
    return legal


def is_terminal(state):
    return state.phase == GAME_OVER


def apply_action(state, action):
    """The state after `action` (and any forced choices after it). Never changes `state`.

    Raises IllegalActionError, saying why, for an action that is not legal now.
    """
    if (type(action) is not Action and type(action) is not int) or \
            action not in legal_actions(state):
        raise IllegalActionError(why_illegal(state, action))
    s = state.clone()
    events = []
    _step(s, ALL[action], events, False)
    while s.phase != GAME_OVER:
        legal = PHASES[s.phase].legal(s)
        if len(legal) != 1:
            s._legal = legal
            break
        _step(s, legal[0], events, True)
    s.events = tuple(events)
    return s


def _step(s, action, events, forced):
    events.append({"type": "action", "player": s.actor, "action": action, "forced": forced})
    s._legal = None
    phase = s.phase
    PHASES[phase].apply(s, action, events)
    if phase == ROLE_SELECTION and s.phase not in (ROLE_SELECTION, ROUND_START, START_HANDS,
                                                   GAME_OVER):
        PHASES[s.phase].begin(s, events)   # a role was chosen


def step_events(state):
    """What happened in the step that made `state`, as JSON-ready dicts (docs/san-juan/engine.md,
    Events), hidden cards included: `events_for` gives them as a player may see them. Each
    decision appears as an "action" event (forced ones with "forced": true), followed by the
    events of its effects."""
    out = []
    for event in state.events:
        if event["type"] == "action":
            event = dict(event, action=event["action"].to_json())
        out.append({key: list(value) if isinstance(value, list) else
                    dict(value) if isinstance(value, dict) else value
                    for key, value in event.items()})
    return out


def why_illegal(state, action):
    """A sentence saying why `action` is not legal in `state`."""
    if state.phase == GAME_OVER:
        return "the game is over"
    if type(action) is not Action and type(action) is not int:
        return f"{action!r} is not an action (use Action.from_json or Action.from_code)"
    if action not in ALL:
        return f"{action!r} is not the code of any San Juan action"
    action = ALL[action]
    name = state.players[state.actor].name
    return f"{name} cannot {_infinitive(action)} now: {PHASES[state.phase].explain(state, action)}"


def _infinitive(action):
    # "builds a smithy" -> "build a smithy": the log phrase minus its third-person -s.
    verb, _, rest = str(action).partition(" ")
    if verb.endswith("ies"):
        verb = verb[:-3] + "y"
    elif verb.endswith(("shes", "ches", "sses")):
        verb = verb[:-2]
    elif verb.endswith("s"):
        verb = verb[:-1]
    return f"{verb} {rest}".strip()


__all__ = ["Action", "apply_action", "is_terminal", "legal_actions", "step_events",
           "why_illegal", "SHIFT"]
