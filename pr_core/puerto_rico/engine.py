"""The public game loop: legal actions, applying an action, the end of the game.

A choice with exactly one legal option is applied at once by `apply_action` (it still appears
in the step's events, marked "forced"), so callers only ever see real decisions.

Each phase is a module with `legal(state)`, `apply(state, action, events)`,
`explain(state, action)` and, for a role, `begin(state, events)`; the roles' modules and the
draft also say which circles their rules read for a guest's move (`guest_targets`), and may react
to one (`after_guest`). The buildings' rules are in buildings/, called by the phases.
"""

from . import (builder, captain, craftsman, draft, game_end, mayor, prospector, rounds, settler,
               trader)
from .actions import ALL, GUEST, PASS, Action
from .buildings import guest_house
from .common import STEP_GUESTS
from ..errors import IllegalActionError
from .state import GAME_OVER, PHASE_NAMES, ROLE_SELECTION

# Indexed by phase: the roles in data order, role selection, game over (none), draft, game end.
PHASES = (settler, mayor, builder, craftsman, trader, captain, prospector, rounds, None, draft,
          game_end)
_GUEST_TARGETS = tuple(getattr(m, "guest_targets", None) for m in PHASES)
_AFTER_GUEST = tuple(getattr(m, "after_guest", None) for m in PHASES)


def legal_actions(state):
    """The actions open to `state.current_player`: by code, except that declining (a pass)
    comes last; () at the end."""
    legal = state._legal
    if legal is None:
        legal = () if state.phase == GAME_OVER else _legal(state)
        state._legal = legal
    return legal


def _legal(s):
    legal = PHASES[s.phase].legal(s)
    if s.expansion and s.step != STEP_GUESTS and s.players[s.actor].guests():
        targets = _GUEST_TARGETS[s.phase]
        moves = guest_house.moves(s, s.actor, targets(s, s.actor)) if targets else ()
        if moves:
            passes = tuple(a for a in legal if a >> 10 == PASS)
            legal = tuple(sorted(a for a in legal + moves if a >> 10 != PASS)) + passes
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
        legal = _legal(s)
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
    if action >> 10 == GUEST:
        target = action & 1023
        guest_house.move(s, s.actor, target, events)
        after = _AFTER_GUEST[phase]
        if after:
            after(s, target, events)
        return
    PHASES[phase].apply(s, action, events)
    if phase == ROLE_SELECTION and s.phase != ROLE_SELECTION:  # a role was chosen
        PHASES[s.phase].begin(s, events)


def step_events(state):
    """What happened in the step that made `state`, as JSON-ready dicts (docs/engine.md, Events).

    Each decision appears as an "action" event (forced ones with "forced": true), followed by
    the events of its effects.
    """
    out = []
    for event in state.events:
        if event["type"] == "action":
            event = dict(event, action=event["action"].to_json())
        out.append(_copy(event))
    return out


def _copy(value):
    """A deep copy of JSON-like data, so callers cannot change a state's events."""
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value


def why_illegal(state, action):
    """A sentence saying why `action` is not legal in `state`."""
    if state.phase == GAME_OVER:
        return "the game is over"
    if type(action) is not Action and type(action) is not int:
        return f"{action!r} is not an action (use Action.from_json or Action.from_code)"
    if action not in ALL:
        return f"{action!r} is not the code of any action"
    action = ALL[action]
    name = state.players[state.actor].name
    if action >> 10 == GUEST and state.step != STEP_GUESTS:
        reason = guest_house.explain(state, action)
    else:
        reason = PHASES[state.phase].explain(state, action)
    return f"{name} cannot {_infinitive(action)} now: {reason}"


def _infinitive(action):
    # "builds a harbor" -> "build a harbor": the log phrase minus its third-person -s.
    verb, _, rest = str(action).partition(" ")
    if verb.endswith("ies"):
        verb = verb[:-3] + "y"
    elif verb.endswith(("shes", "ches")):
        verb = verb[:-2]
    elif verb.endswith("s"):
        verb = verb[:-1]
    return f"{verb} {rest}".strip()


__all__ = ["Action", "apply_action", "is_terminal", "legal_actions", "step_events",
           "why_illegal", "PHASE_NAMES"]
