"""San Juan's actions: small immutable values with a stable integer code, a JSON form and a
log-line `str` (like Puerto Rico's, pr_core/puerto_rico/actions.py).

Cards of a kind are alike, so actions name kinds, never a particular card; a good is named by
the production building it lies on (its price depends on that, the card itself stays face down).
A choice of several cards (paying, keeping, discarding) or goods is made one pick at a time, in
ascending order (state.floor), so each set is chosen in exactly one way.

Integer code layout (stable; new kinds and arguments are only ever added)::

    code = kind << SHIFT | arg          (SHIFT = 12: kind = code >> SHIFT, arg = code & ARG)

    kind  name            arg
    ----  --------------  ---------------------------------------------------------------
       0  pass            decision declined: 0 build (builds nothing), 1 produce (no more),
                          2 sell (no more), 3 tuck (nothing under the chapel), 4 black_market
                          (no more goods as payment), 5 gold_mine (leaves the gold mine unused:
                          no cards turned up)
       1  role            role (0 builder, 1 producer, 2 trader, 3 councillor, 4 prospector)
                          | 8: keep the library for the round's other role (2 players)
                          (role_parts reads it; ROLE_MASK, SAVE_LIBRARY)
       2  build           card kind (data.CARDS) from the hand
       3  build_over      card | old << 5 | good << 10: with the crane, over one's building of
                          kind `old`, one with a good on it if `good` is 1 (build_over_parts
                          reads it; CARD_MASK, OLD_SHIFT, GOOD_SHIFT)
       4  pay             card kind: one card of the building's price
       5  black_market    good: pay with one good from a production building of that good
       6  produce         good: a card from the pile onto an empty building of that good
       7  sell            good: the good on a building of that good
       8  keep            card kind: keep a card of those drawn (councillor, gold mine)
       9  discard         card kind: discard a card from the hand (hand limit, archive, the
                          start-hand variant)
      10  tuck            card kind: put a card of the hand under the chapel
      11  gold_mine       card kind: keep this one of the gold mine's 4 cards (turned up for
                          all to see, so the choice is seen too)
      12  use             card kind of a violet building whose use is optional and asked:
                          only the gold mine (USABLE): turn up its 4 cards

Outside this module an action's parts are read with `Action.kind` and `Action.arg`,
`role_parts` and `build_over_parts`; hot loops, where a call would cost, use the constants
below (`SHIFT`, `ARG`, ...) so that the layout is named in this one place.
"""

from typing import Final

from ..action_base import BaseAction, lookup, register
from ..action_codec import ActionCodec, ActionJSON, Kind, Part, flag, named
from ..errors import IllegalActionError
from ..wording import article, human
from . import data

(
    PASS,
    ROLE,
    BUILD,
    BUILD_OVER,
    PAY,
    BLACK_MARKET,
    PRODUCE,
    SELL,
    KEEP,
    DISCARD,
    TUCK,
    GOLD_MINE,
    USE,
) = range(13)
KIND_NAMES = (
    "pass",
    "role",
    "build",
    "build_over",
    "pay",
    "black_market",
    "produce",
    "sell",
    "keep",
    "discard",
    "tuck",
    "gold_mine",
    "use",
)
SHIFT: Final = 12  # bits of the argument: code = kind << SHIFT | arg
ARG: Final = (1 << SHIFT) - 1  # mask of the argument: arg = code & ARG
CARD_MASK: Final = 31  # build_over: the card built (and, shifted, the kind built over)
OLD_SHIFT: Final = 5  # build_over: where the kind built over starts
GOOD_SHIFT: Final = 10  # build_over: the bit "with its good"
ROLE_MASK: Final = 7  # role: the role (SAVE_LIBRARY is the bit above it)

PASS_DECISIONS = ("build", "produce", "sell", "tuck", "black_market", "gold_mine")
(PASS_BUILD, PASS_PRODUCE, PASS_SELL, PASS_TUCK, PASS_BLACK_MARKET, PASS_GOLD_MINE) = range(
    len(PASS_DECISIONS)
)
_PASS_PHRASES = (
    "builds nothing",
    "produces no more",
    "sells no more",
    "tucks nothing under the chapel",
    "pays with no more goods",
    "leaves the gold mine unused",
)
# The violet buildings whose use the engine asks (USE): only where declining can matter
# (docs/san-juan/rules-decisions.md, "Who decides what").
USABLE: Final = (data.GOLD_MINE,)

SAVE_LIBRARY: Final = 8  # role: the library is kept for the round's other role


def role_parts(arg: int) -> tuple[int, bool]:
    """A role action's argument as (role, keeping the library for later)."""
    return arg & ROLE_MASK, bool(arg & SAVE_LIBRARY)


def build_over_parts(arg: int) -> tuple[int, int, bool]:
    """A build_over action's argument as (card built, kind of the building it goes over, whether
    that building has a good on it)."""
    return arg & CARD_MASK, arg >> OLD_SHIFT & CARD_MASK, bool(arg >> GOOD_SHIFT)


def _card(kind: int) -> str:
    return article(human(data.CARD_NAMES[kind]))


# The log phrases of the kinds whose argument is a card kind ({} its name with an article) or a
# good ({} its name).
_CARD_PHRASES: Final = {
    BUILD: "builds {}",
    PAY: "pays with {}",
    KEEP: "keeps {}",
    DISCARD: "discards {}",
    TUCK: "tucks {} under the chapel",
    GOLD_MINE: "keeps {} from the gold mine",
}
_GOOD_PHRASES: Final = {
    PRODUCE: "produces {}",
    SELL: "sells {}",
}


class Action(BaseAction):
    """One decision. `kind` and `arg` decode the code; see the module docstring."""

    __slots__ = ()
    SHIFT = SHIFT

    def __str__(self) -> str:
        kind, arg = self.kind, self.arg
        if kind == PASS:
            return _PASS_PHRASES[arg]
        if kind == ROLE:
            role, save = role_parts(arg)
            phrase = f"chooses the {data.ROLE_NAMES[role]}"
            return phrase + (", keeping the library for later" if save else "")
        if kind == BUILD_OVER:
            card, old, good = build_over_parts(arg)
            return (
                f"builds {_card(card)} over {article(human(data.CARD_NAMES[old]))}"
                f"{' with its good' if good else ''}"
            )
        if kind in _CARD_PHRASES:
            return _CARD_PHRASES[kind].format(_card(arg))
        if kind in _GOOD_PHRASES:
            return _GOOD_PHRASES[kind].format(data.GOOD_NAMES[arg])
        if kind == BLACK_MARKET:
            return f"pays with {article(data.GOOD_NAMES[arg] + ' good')}"
        return f"uses the {human(data.CARD_NAMES[arg])}"

    def public_json(self) -> ActionJSON:
        """The JSON form as the other players see it: which card was paid, kept or discarded
        stays hidden (those cards go face down), and a chapel decision is {"type": "chapel"}:
        whether a card went under it is hidden too (position.events_for)."""
        kind = self.kind
        if kind == TUCK or (kind == PASS and self.arg == PASS_TUCK):
            return {"type": "chapel"}
        if kind in (PAY, KEEP, DISCARD):
            return {"type": KIND_NAMES[kind]}
        return self.to_json()


def _build_all() -> dict[int, Action]:
    cards, goods = data.KINDS, data.GOODS
    codes = [PASS << SHIFT | d for d in range(len(PASS_DECISIONS))]
    codes += [ROLE << SHIFT | r | save for r in data.ROLES for save in (0, SAVE_LIBRARY)]
    codes += [
        kind << SHIFT | c for kind in (BUILD, PAY, KEEP, DISCARD, TUCK, GOLD_MINE) for c in cards
    ]
    codes += [
        BUILD_OVER << SHIFT | c | old << OLD_SHIFT | good << GOOD_SHIFT
        for c in cards
        for old in cards
        for good in (0, 1)
        if old != c and (not good or old in data.PRODUCTION)
    ]
    codes += [kind << SHIFT | g for kind in (BLACK_MARKET, PRODUCE, SELL) for g in goods]
    codes += [USE << SHIFT | b for b in USABLE]
    return register(Action, codes)


ALL = _build_all()  # every action by code


def make(kind: int, arg: int = 0) -> Action:
    """The shared instance of an action."""
    return ALL[kind << SHIFT | arg]


def build_over(card: int, old: int, good: bool) -> Action:
    """The shared instance of building `card` over one's building of kind `old` (with a good on
    it if `good`)."""
    return ALL[BUILD_OVER << SHIFT | card | old << OLD_SHIFT | int(good) << GOOD_SHIFT]


# --- the JSON form ---------------------------------------------------------------------------
def _check_build_over(arg: int) -> None:
    card, old, good = build_over_parts(arg)
    if old == card:
        raise IllegalActionError("a building cannot be built over one of its own kind")
    if good and old not in data.PRODUCTION:
        raise IllegalActionError(f"a {human(data.CARD_NAMES[old])} holds no goods")


def _read_usable(value: object) -> int:
    building = lookup(data.CARD_NAMES, value, "building")
    if building not in USABLE:
        raise IllegalActionError(
            f"a {human(data.CARD_NAMES[building])} is never asked about: only a gold mine's "
            "use is a choice"
        )
    return building


_CARD = Kind((named("card", data.CARD_NAMES, "card"),))
_GOOD = Kind((named("good", data.GOOD_NAMES, "good"),))
CODEC = ActionCodec(
    Action,
    KIND_NAMES,
    (
        Kind((named("decision", PASS_DECISIONS, "decision to pass on"),)),  # pass
        Kind(  # role
            (
                named("role", data.ROLE_NAMES, "role", mask=ROLE_MASK),
                flag("save_library", SAVE_LIBRARY.bit_length() - 1, default=False, omit=False),
            )
        ),
        _CARD,  # build
        Kind(  # build_over
            (
                named("card", data.CARD_NAMES, "card", mask=CARD_MASK),
                named("over", data.CARD_NAMES, "building to build over", OLD_SHIFT, CARD_MASK),
                flag("good", GOOD_SHIFT, default=False),
            ),
            _check_build_over,
        ),
        _CARD,  # pay
        _GOOD,  # black_market
        _GOOD,  # produce
        _GOOD,  # sell
        _CARD,  # keep
        _CARD,  # discard
        _CARD,  # tuck
        _CARD,  # gold_mine
        Kind((Part("building", lambda b: data.CARD_NAMES[b], _read_usable),)),  # use
    ),
)
