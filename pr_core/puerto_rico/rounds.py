"""Role selection, the order of phases and the end of a round (docs/rules/puerto-rico.md#round,
docs/rules/puerto-rico.md#roles, docs/rules/puerto-rico.md#game-end)."""

from . import actions, data, game_end
from .actions import ARG, ROLE, Action
from .common import set_item
from .state import NO_SEAT, ROLE_SELECTION, Events, State

_ROLE_ACTIONS = tuple(actions.make(ROLE, card) for card in data.ROLE_CARDS)
_CARD_LABELS = data.ROLE_NAMES + ("second prospector",)


# memo: (cards in play, who took each) -> the cards still to choose; a game has few such pairs
# and every role choice reads one.
_OPEN: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[Action, ...]] = {}


def legal(s: State) -> tuple[Action, ...]:
    key = (s.cards, s.card_taken)
    found = _OPEN.get(key)
    if found is None:
        if len(_OPEN) >= 4096:
            _OPEN.clear()
        found = _OPEN[key] = tuple(
            [_ROLE_ACTIONS[card] for card, taken in zip(s.cards, s.card_taken) if taken == NO_SEAT]
        )
    return found


def apply(s: State, action: Action, ev: Events) -> None:
    card = action & ARG
    index = s.cards.index(card)
    seat = s.actor
    gold = s.card_gold[index]
    if gold:
        s.player(seat).doubloons += gold
        s.card_gold = set_item(s.card_gold, index, 0)
    s.card_taken = set_item(s.card_taken, index, seat)
    ev.append(
        {"type": "role_chosen", "player": seat, "role": data.CARD_NAMES[card], "doubloons": gold}
    )
    s.picker = seat
    s.turn = 0
    s.step = 0
    s.phase = data.CARD_ROLE[card]  # the engine begins the role's phase


def explain(s: State, action: Action) -> str:
    if action.kind != ROLE:
        return "it is time to choose a role"
    card = action.arg
    if card not in s.cards:
        return f"there is no {_card_label(card)} card in a {s.n}-player game"
    return f"the {_card_label(card)} was already chosen this round"


def _card_label(card: int) -> str:
    return _CARD_LABELS[card]


def finish_phase(s: State, ev: Events) -> None:
    """Called by a role's phase when it is over: next role choice, or the end of the round."""
    picks = len(s.card_taken) - s.card_taken.count(NO_SEAT)
    s.picker = NO_SEAT
    s.turn = 0
    s.step = 0
    if picks < data.SETUPS[s.n].picks_per_round:
        s.phase = ROLE_SELECTION
        s.actor = (s.governor + picks) % s.n
        return
    _end_round(s, ev)


def _end_round(s: State, ev: Events) -> None:
    gold = [g + 1 if taken == NO_SEAT else g for g, taken in zip(s.card_gold, s.card_taken)]
    s.card_gold = tuple(gold)
    s.card_taken = (NO_SEAT,) * len(s.cards)
    ev.append(
        {
            "type": "round_ended",
            "role_doubloons": {data.CARD_NAMES[c]: g for c, g in zip(s.cards, gold)},
        }
    )
    if s.end_reasons:
        game_end.begin(s, ev)
        return
    s.governor = (s.governor + 1) % s.n
    s.phase = ROLE_SELECTION
    s.actor = s.governor
    ev.append({"type": "new_governor", "player": s.governor})
