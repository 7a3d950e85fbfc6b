"""The third game's contract entry (tests/contract/game_contracts.py, `Contract`): what the
contract suite needs to know that its Game does not say."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Sequence

from pr_core.json_checks import JSON

from .rules import CARDS, COPIES, END_REASON, GAME_OVER, KEEP, State, final_scores


def twin(doc: JSON, seat: int, rnd: random.Random) -> JSON:
    """A position that differs from `doc` only in what `seat` cannot see: the other players'
    cards (until the game is over) and the pile's dealt anew among them, and another generator
    state."""
    doc = copy.deepcopy(doc)
    over = doc["phase"]["name"] == "game_over"
    hands = [p["hand"] for i, p in enumerate(doc["players"]) if i != seat and not over]
    cards = doc["pile"] + [card for hand in hands for card in hand]
    rnd.shuffle(cards)
    for hand in hands:
        hand[:] = [cards.pop() for _ in hand]
    doc["pile"] = sorted(cards)
    doc["rng"] = f"{rnd.getrandbits(64):016x}"
    return doc


def check(start: State, state: State) -> None:
    """Every card is somewhere, once; a player holds one card, two while he chooses."""
    cards = state.pile + state.discards + tuple(c for p in state.players for c in p.hand)
    assert Counter(cards) == Counter(dict.fromkeys(CARDS, COPIES)), "cards not conserved"
    assert list(state.pile) == sorted(state.pile)
    for seat, p in enumerate(state.players):
        assert len(p.hand) == (2 if state.phase == KEEP and seat == state.actor else 1)
    assert 0 <= state.stands <= state.n and (state.stands == state.n) == (state.phase == GAME_OVER)


def finished(kind: object, finals: Sequence[State]) -> None:
    for state in finals:
        assert final_scores(state)["end_reasons"] == [END_REASON]
