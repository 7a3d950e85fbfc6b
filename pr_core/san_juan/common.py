"""Card movements shared by the phases: drawing (with the discards reshuffled when the pile runs
out), discarding, hands kept in ascending order, the order of seats."""

from bisect import insort
from collections.abc import Iterable, Sequence

from .. import rng
from . import data
from .state import NO_CARD, Events, Player, State


def set_item(items: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    """A copy of tuple `items` with one item replaced."""
    return items[:index] + (value,) + items[index + 1 :]


def draw(s: State, count: int, ev: Events) -> tuple[int, ...]:
    """Takes `count` cards from the top of the pile, shuffling the discards into a new pile
    whenever it runs out (Dutch edition, docs/rules/san-juan.md#draw-pile: "Als de trekstapel op
    is, worden de kaarten van de aflegstapel geschud"). Returns the cards (fewer if both piles run
    dry)."""
    taken: list[int] = []
    while count > 0:
        if not s.pile:
            if not s.discards:
                break
            reshuffle(s, ev)
        take = min(count, len(s.pile))
        taken += s.pile[len(s.pile) - take :][::-1]
        s.pile = s.pile[: len(s.pile) - take]
        count -= take
    return tuple(taken)


def reshuffle(s: State, ev: Events) -> None:
    """The discard pile, shuffled, becomes the draw pile."""
    cards = list(s.discards)
    state = s.rng
    for i in range(len(cards) - 1, 0, -1):  # Fisher-Yates with the game's own generator
        state, j = rng.below(state, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    s.rng = state
    s.pile = tuple(cards)
    s.discards = ()
    ev.append({"type": "reshuffled", "cards": len(cards)})


def discard(s: State, cards: tuple[int, ...]) -> None:
    """Puts cards face down on the discard pile."""
    if cards:
        s.discards = tuple(sorted(s.discards + tuple(cards)))


def add_to_hand(p: Player, cards: Iterable[int]) -> None:
    """The player (already copied for this step) takes cards into his hand."""
    hand = list(p.hand)
    for card in cards:
        insort(hand, card)
    p.hand = tuple(hand)


def take_from_hand(p: Player, card: int) -> None:
    """The player (already copied for this step) gives up one card of a kind from his hand."""
    i = p.hand.index(card)
    p.hand = p.hand[:i] + p.hand[i + 1 :]


def discard_from_hand(s: State, seat: int, card: int, reason: str, ev: Events) -> None:
    """`seat` discards one card of a kind from his hand (the hand limit, the archive, the
    start-hand variant); the event's card is seen by him alone (position.events_for)."""
    take_from_hand(s.player(seat), card)
    discard(s, (card,))
    ev.append(
        {"type": "discarded", "player": seat, "card": data.CARD_NAMES[card], "reason": reason}
    )


def building_of(p: Player, good: int, holding: bool) -> int:
    """The index of the player's first production building of `good` that holds a good
    (`holding`) or is empty."""
    return next(
        i
        for i, (b, g) in enumerate(zip(p.buildings, p.goods))
        if data.GOOD_OF[b] == good and (g != NO_CARD) == holding
    )


def set_good(p: Player, index: int, card: int) -> None:
    """The player (already copied for this step) has `card` lie on building `index` as its
    good, or no good (NO_CARD)."""
    p.goods = p.goods[:index] + (card,) + p.goods[index + 1 :]


def draw_to_hand(s: State, seat: int, count: int, ev: Events, reason: str) -> tuple[int, ...]:
    """`seat` draws `count` cards into his hand; the event says why (its cards are seen by him
    alone: position.events_for)."""
    cards = draw(s, count, ev)
    add_to_hand(s.player(seat), cards)
    ev.append(
        {
            "type": "cards_drawn",
            "player": seat,
            "count": len(cards),
            "reason": reason,
            "cards": [data.CARD_NAMES[c] for c in cards],
        }
    )
    return cards


def seats_from(s: State, first: int) -> list[int]:
    """The seats in clockwise order, starting at `first`."""
    return [(first + i) % s.n for i in range(s.n)]


def picks(cards: Sequence[int], floor: int, count: int) -> list[int]:
    """The kinds open for the next of `count` picks from `cards` made in ascending order from
    `floor` (so that every set is picked in one way only): a kind is open if enough cards from
    it upwards remain to finish."""
    return [
        k for k in sorted(set(cards)) if k >= floor and sum(1 for c in cards if c >= k) >= count
    ]


def good_named_before(floor: int, good: int) -> str:
    """Why `good` is not an open pick after `floor` was named (goods are produced, sold or paid
    one at a time, in ascending order), in a player's words."""
    return (
        f"goods are named one at a time in the order {', '.join(data.GOOD_NAMES)}, "
        f"and {data.GOOD_NAMES[floor]} was named before {data.GOOD_NAMES[good]}"
    )


_PARTICIPLES = {"pay": "paid", "keep": "kept", "discard": "discarded", "tuck": "tucked"}


def why_not_picked(
    cards: Sequence[int], floor: int, count: int, card: int, where: str, verb: str
) -> str:
    """Why `card` is not an open pick (see picks), in a player's words: `verb` is what the
    picks do ("pay", "keep", "discard", "tuck")."""
    name = data.CARD_NAMES[card].replace("_", " ") if card in data.KINDS else repr(card)
    if card not in cards:
        return f"there is no {name} {where}"
    if card < floor:
        return (
            f"the cards to {verb} are named one at a time in the order of the card list, "
            f"and a {data.CARD_NAMES[floor].replace('_', ' ')} was named before this one"
        )
    return (
        f"{count} more cards must be {_PARTICIPLES[verb]}, named in the order of the card "
        f"list, and "
        f"only {sum(1 for c in cards if c >= card)} from the {name} on are {where}"
    )
