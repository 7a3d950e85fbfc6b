"""A bot's picture of the game: a State built from its player's view, with the hidden cards
guessed (determinisation).

What a player sees (position.player_view): his own hand and chapel, every building on the table,
the cards out of the game, the cards he is choosing from, the card being built, the trading-house
tiles turned up so far; of the rest only sizes, except the other chapels', which are not told. The
cards he cannot see are the 110 less those, and a sample deals them at random into the hidden
places, each of the size the view gives: the other hands, every good (face down, even to its
owner), the draw pile, the discards (and the cards another player is choosing from). What is left
lies under the other chapels: the sizes of all the rest are public, so their total is what every
card counted leaves; it is split at random among the other players with a chapel (all the others
if none has one: a chapel built over keeps its cards). The tiles not yet turned up are shuffled
into the stack's unknown places, and the generator (the discards' future reshuffles) is fresh.
Nothing hidden is ever read: a sample is built from the view alone.

`resample` deals the same hidden places again (every search iteration does), the other chapels'
total split afresh: the viewer is the player to act in the search's root state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from ...bots.base import View
from .. import data
from ..position import known_tiles
from ..position_reader import from_json
from ..state import NO_CARD, Player, State

if TYPE_CHECKING:
    from ...rng import Random

T = TypeVar("T")


def unseen_cards(view: View) -> list[int]:
    """The cards the viewer cannot see, by kind, as a list (ascending)."""
    left = list(data.COPIES)
    seen = []
    for entry in view["players"]:
        seen += [b["card"] for b in entry["buildings"]]
        seen += entry["hand"] or []
        seen += entry["chapel"] or []
    seen += view["out"]
    phase = view["phase"]
    seen += phase.get("drawn") or []
    if "building" in phase:
        seen.append(phase["building"])
    for name in seen:
        left[data.CARD_INDEX[name]] -= 1
    if min(left) < 0:
        raise ValueError("the view shows more cards of a kind than the game has")
    return [k for k in data.KINDS for _ in range(left[k])]


def state_from_view(view: View, rng: Random) -> State:
    """A State consistent with `view` (position.player_view), the hidden cards dealt at random
    with `rng` (pr_core.rng.Random)."""
    cards = unseen_cards(view)
    shuffle(cards, rng)
    deal = _Dealer(cards)
    position = {
        key: value
        for key, value in view.items()
        if key not in ("viewer", "pile_size", "discards_size")
    }
    players = []
    for entry in view["players"]:
        player = {
            "name": entry["name"],
            "hand": entry["hand"] if entry["hand"] is not None else deal.names(entry["hand_size"]),
            "buildings": [
                dict(b, good=deal.names(1)[0]) if b["good"] else {"card": b["card"]}
                for b in entry["buildings"]
            ],
        }
        if entry["chapel"] is not None or entry["chapel_size"] is not None:
            player["chapel"] = entry["chapel"] or deal.names(entry["chapel_size"])
        players.append(player)
    position["players"] = players
    phase = dict(view["phase"])
    if "drawn_size" in phase:
        phase["drawn"] = deal.names(phase.pop("drawn_size"))
    position["phase"] = phase
    position["discards"] = deal.names(view["discards_size"])
    position["pile"] = deal.names(view["pile_size"])
    untold = [i for i, player in enumerate(players) if "chapel" not in player]
    cities = [[b["card"] for b in p["buildings"]] for p in view["players"]]
    holders = chapel_holders(["chapel" in city for city in cities], untold)
    sizes = split(len(deal.cards), holders, len(players), rng)
    for i in untold:
        players[i]["chapel"] = deal.names(sizes[i])
    house = dict(view["trading_house"])
    house["tiles"] = _tiles(house["tiles"], rng)
    position["trading_house"] = house
    position["rng"] = f"{rng.bits64():016x}"
    state = from_json(position)
    seat = view["viewer"]
    if state.current_player is not None and state.current_player != seat:
        raise ValueError(f"the view is seat {seat}'s, but seat {state.current_player} is to act")
    return state


def chapel_holders(has_chapel: Sequence[bool], untold: Sequence[int]) -> list[int]:
    """Of the seats whose chapel's count is untold, those who may hold its cards: the ones with a
    chapel in their city (`has_chapel`, by seat), or all of them if none has (a chapel built over
    keeps its cards)."""
    return [seat for seat in untold if has_chapel[seat]] or list(untold)


def split(total: int, holders: Sequence[int], seats: int, rng: Random) -> list[int]:
    """`total` cards under the chapels of `holders`, each card under one of them at random:
    how many each seat gets (0 for the others)."""
    sizes = [0] * seats
    if total and not holders:
        raise ValueError("the view leaves cards for chapels nobody could hold")
    for _ in range(total):
        sizes[holders[rng.below(len(holders))]] += 1
    return sizes


class _Dealer:
    def __init__(self, cards: list[int]) -> None:
        self.cards = cards

    def names(self, count: int) -> list[str]:
        taken, self.cards = self.cards[:count], self.cards[count:]
        if len(taken) != count:
            raise ValueError("the view's hidden places hold more cards than are unseen")
        return [data.CARD_NAMES[k] for k in taken]


def _tiles(known: Sequence[int | None], rng: Random) -> list[int]:
    """The stack with its unknown places (None) filled by the tiles not turned up, shuffled."""
    missing = [t for t in range(len(data.TILES)) if t not in known]
    shuffle(missing, rng)
    it = iter(missing)
    return [t if t is not None else next(it) for t in known]


def resample(state: State, rng: Random) -> State:
    """The same position with the cards its player to act cannot see dealt again at random (the
    same hidden places, the same sizes), the unseen tiles shuffled again, a fresh generator."""
    viewer = state.actor
    s = state.clone()
    players = s.players
    hidden: list[int] = []
    for seat, p in enumerate(players):
        if seat != viewer:
            hidden += p.hand
            hidden += p.chapel
        hidden += [g for g in p.goods if g != NO_CARD]
    others = [seat for seat in range(s.n) if seat != viewer]
    holders = chapel_holders([data.CHAPEL in p.buildings for p in players], others)
    chapels = split(sum(len(players[seat].chapel) for seat in others), holders, s.n, rng)
    hidden += s.pile
    hidden += s.discards
    foreign_drawn = bool(s.drawn) and s.phase == data.COUNCILLOR and s.actor != viewer
    if foreign_drawn:
        hidden += s.drawn
    shuffle(hidden, rng)
    at = 0
    new_players = []
    for seat, p in enumerate(players):
        q = Player.__new__(Player)
        q.__dict__ = p.__dict__.copy()
        if seat != viewer:
            k = len(p.hand)
            q.hand = tuple(sorted(hidden[at : at + k]))
            at += k
            k = chapels[seat]
            if k or p.chapel:
                q.chapel = tuple(sorted(hidden[at : at + k]))
                at += k
        if any(g != NO_CARD for g in p.goods):
            goods = list(p.goods)
            for i, g in enumerate(goods):
                if g != NO_CARD:
                    goods[i] = hidden[at]
                    at += 1
            q.goods = tuple(goods)
        new_players.append(q)
    s.players = tuple(new_players)
    if foreign_drawn:
        k = len(s.drawn)
        s.drawn = tuple(sorted(hidden[at : at + k]))
        at += k
    k = len(s.discards)
    s.discards = tuple(sorted(hidden[at : at + k]))
    at += k
    s.pile = tuple(hidden[at:])
    known = known_tiles(s)
    if None in known:
        s.tiles = tuple(_tiles(known, rng))
    s.rng = rng.bits64()
    return s


def shuffle(items: list[T], rng: Random) -> None:
    """Shuffles the list in place, seeded by `rng` (pr_core.rng.Random): a private
    `random.Random` seeded with 64 of its bits (never the global generator), whose shuffle is
    the same in every CPython 3.11+ and in Pyodide, and four times as fast as drawing each swap
    from the PCG32 in Python."""
    random.Random(rng.bits64()).shuffle(items)
