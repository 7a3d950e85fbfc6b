"""Reading San Juan's position format (docs/san-juan/position-format.md): strict validation with
errors that name the bad field, and a document a person can write by hand.

Only "players" is required. What is left out is derived, as a new game would have it: the
generator from "seed" (0 by default), every card not named shuffled with it (then the
trading-house tiles, if not given), then dealt where a position asks for cards without naming
them, in this order: by seat, each good given as true, the chapel given as a number, the hand
given as a number or left out (4 cards; in the start-hand variant's phase, as the variant deals
them); then the councillor's cards left out; the rest is the draw pile. So `{"players": [{}, {}],
"seed": 7}` is exactly `new_game(2, 7)`. Whatever is given is checked: no kind has more cards than
the game, a pile given in full makes the 110 cards add up, a violet building stands once in a
city, goods lie on production buildings, the roles were chosen in turn, the phase fits the roles
and the cards, and it leaves the player to act a decision to make.
"""

import json
from collections.abc import Iterable, Sequence
from typing import Final

from .. import rng
from ..errors import PositionError
from ..json_checks import MAX_EXACT, TooDeep, as_list, boolean, fail, obj, parse, whole
from ..json_checks import player_name as checked_name
from . import data, engine, rounds
from .common import reshuffle
from .position import FORMAT, VERSION
from .position_phase import PhaseReader, Where
from .position_phase import card as _card
from .position_phase import cards as _cards
from .start_hands import extra_cards
from .state import (
    GAME_OVER,
    NO_CARD,
    NO_SEAT,
    NO_TILE,
    START_HANDS,
    Player,
    State,
    blank_state,
)

_TOP_KEYS: Final = {
    "format",
    "version",
    "players",
    "governor",
    "start_hands",
    "roles",
    "library_used",
    "phase",
    "pile",
    "discards",
    "out",
    "trading_house",
    "rng",
    "seed",
}
_PLAYER_KEYS: Final = {"name", "hand", "buildings", "chapel"}
_DERIVED: Final = -2  # a good to be dealt from the cards no field names (neither a card kind
#   nor NO_CARD)
_TOP: Final = -2  # the trading-house tile turned up: the stack's top one, derived (neither a
#   tile nor NO_TILE)


def from_json(text: object) -> State:
    """A State from a position document (its JSON text or the dict); raises PositionError
    naming the first bad field."""
    if isinstance(text, (str, bytes)):
        try:
            doc = parse(text)
        except TooDeep as error:
            raise PositionError("", f"the position is not a position ({error})") from None
        except (ValueError, RecursionError) as error:
            raise PositionError("", f"the position is not valid JSON ({error})") from None
    else:
        doc = text
    return _Reader(doc).state()


def _seats(seats: Sequence[int]) -> str:
    """ "seat 0", "seats 0 and 1", "seats 0, 0 and 1", "no seat"."""
    if not seats:
        return "no seat"
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return f"seats {', '.join(str(seat) for seat in seats[:-1])} and {seats[-1]}"


class _Reader(PhaseReader):
    named: list[int]  # cards the document names, by kind
    tiles_given: bool  # the document gives the trading-house stack
    up: int  # the tile turned up: a tile, NO_TILE, or _TOP (the stack's top, derived in _tiles)

    def __init__(self, doc: object) -> None:
        self.doc = obj(doc, "", _TOP_KEYS)
        self.named = [0] * len(data.CARDS)
        self.wanted = []  # (where, count): cards to deal, in order; a count
        #   None is a hand left out (_hand_size)

    def state(self) -> State:
        doc = self.doc
        if doc.get("format", FORMAT) != FORMAT:
            fail("format", f"must be {json.dumps(FORMAT)}")
        if doc.get("version", VERSION) != VERSION:
            fail("version", f"must be {VERSION}, the version this engine reads")
        s = self.s = blank_state()
        self._generator()
        players = as_list(doc.get("players"), "players")
        if len(players) not in data.PLAYERS:
            fail("players", f"San Juan is for 2 to 4 players, not {len(players)}")
        s.n = len(players)
        self._phase_name()
        s.players = tuple(self._player(p, i) for i, p in enumerate(players))
        s.governor = whole(doc.get("governor", 0), "governor", 0, s.n - 1)
        s.start_hands = boolean(doc.get("start_hands", s.phase == START_HANDS), "start_hands")
        self._roles()
        for key in ("discards", "out"):
            cards = _cards(doc.get(key, []), key)
            self._count(cards, key)
            setattr(s, key, tuple(sorted(cards)))
        self._trading_house()
        self._phase()
        self._deal()
        self._phase_after_deal()
        self._check_pile()
        self._check_cities()
        self._check_end()
        self._check_decision()
        s.actor = s.actor if s.phase != GAME_OVER else 0
        return s

    # --- cards ---------------------------------------------------------------------------------
    def _count(self, cards: Iterable[int], path: str) -> None:
        for card in cards:
            self.named[card] += 1
            if self.named[card] > data.COPIES[card]:
                fail(
                    path,
                    f"names more {data.CARD_NAMES[card]} cards than the game's {data.COPIES[card]}",
                )

    def _generator(self) -> None:
        doc = self.doc
        if "rng" in doc and "seed" in doc:
            fail("seed", 'give the generator\'s state ("rng") or a seed, not both')
        if "rng" in doc:
            value = doc["rng"]
            if (
                not isinstance(value, str)
                or len(value) != 16
                or any(c not in "0123456789abcdef" for c in value)
            ):
                fail("rng", "must be the generator's state: 16 lowercase hex digits")
            self.s.rng = int(value, 16)
        else:
            self.s.rng = rng.seed_state(whole(doc.get("seed", 0), "seed", 0, MAX_EXACT))

    def _player(self, value: object, i: int) -> Player:
        path = f"players[{i}]"
        doc = obj(value, path, _PLAYER_KEYS)
        player_name = checked_name(doc.get("name", f"Player {i + 1}"), f"{path}.name")
        p = Player(player_name.strip(), (), (), ())
        buildings: list[int] = []
        goods: list[int] = []
        for j, entry in enumerate(
            as_list(doc.get("buildings", ["indigo_plant"]), f"{path}.buildings", data.CITY_SIZE)
        ):
            where = f"{path}.buildings[{j}]"
            if isinstance(entry, str):
                entry = {"card": entry}
            obj(entry, where, {"card", "good"})
            if "card" not in entry:
                fail(f"{where}.card", "is missing: every building is a card")
            card = _card(entry["card"], f"{where}.card")
            if card in data.VIOLET and card in buildings:
                fail(
                    where, f"a second {data.CARD_NAMES[card]}: each violet building once per player"
                )
            buildings.append(card)
            good = entry.get("good", False)
            if good is False or good is None:
                goods.append(NO_CARD)
                continue
            if card not in data.PRODUCTION:
                fail(f"{where}.good", f"a {data.CARD_NAMES[card]} holds no goods")
            if good is True:
                goods.append(_DERIVED)
                self.wanted.append((("good", i, j), 1))
            else:
                good = _card(good, f"{where}.good")
                goods.append(good)
                self._count([good], f"{where}.good")
        self._count(buildings, f"{path}.buildings")
        p.buildings, p.goods = tuple(buildings), tuple(goods)
        chapel_cards = doc.get("chapel", [])
        if type(chapel_cards) is int:
            whole(chapel_cards, f"{path}.chapel", 0, data.TOTAL_CARDS)
            self.wanted.append((("chapel", i, 0), chapel_cards))
        else:
            p.chapel = tuple(sorted(_cards(chapel_cards, f"{path}.chapel")))
            self._count(p.chapel, f"{path}.chapel")
        # (cards may lie under a chapel built over with the crane: they stay, and count)
        hand = doc.get("hand")
        if type(hand) is int:
            whole(hand, f"{path}.hand", 0, data.TOTAL_CARDS)
            self.wanted.append((("hand", i, 0), hand))
        elif "hand" in doc:
            p.hand = tuple(sorted(_cards(hand, f"{path}.hand")))
            self._count(p.hand, f"{path}.hand")
        else:
            self.wanted.append((("hand", i, 0), None))
        return p

    def _hand_size(self, seat: int) -> int:
        """The cards of a hand left out: 4, or in the start-hand variant's phase as many as the
        variant deals to a player who has not yet chosen (the actor and those after him)."""
        s = self.s
        if s.phase == START_HANDS:
            position = (seat - s.governor) % s.n
            if position >= (s.actor - s.governor) % s.n:
                return data.START_HAND + extra_cards(position)
        return data.START_HAND

    def _deal(self) -> None:
        """Shuffles the cards no field names with the generator (then the trading-house tiles if
        they are not given), deals the cards asked for without names from the top, and makes the
        rest the draw pile unless "pile" names it."""
        s = self.s
        pile_given = "pile" in self.doc
        if pile_given:
            pile = _cards(self.doc["pile"], "pile")
            self._count(pile, "pile")
        rest = [k for k in data.KINDS for _ in range(data.COPIES[k] - self.named[k])]
        shuffled = blank_state()
        shuffled.rng, shuffled.discards = s.rng, tuple(rest)
        reshuffle(shuffled, [])
        s.rng = shuffled.rng
        self._tiles()
        unnamed = list(shuffled.pile)
        for where, count in self.wanted:
            if count is None:
                count = self._hand_size(where[1])
            if count > len(unnamed):
                fail(
                    _path(where),
                    f"asks for {count} cards, but only {len(unnamed)} are left "
                    f"after the cards the position names",
                )
            cards, unnamed = unnamed[len(unnamed) - count :], unnamed[: len(unnamed) - count]
            self._place(where, cards)
        if pile_given:
            if unnamed:
                missing = sorted({data.CARD_NAMES[c] for c in unnamed})
                fail(
                    "pile",
                    f"the cards do not add up to the game's {data.TOTAL_CARDS}: "
                    f"{len(unnamed)} are nowhere ({', '.join(missing)}); leave "
                    f'"pile" out to make it of the cards not named',
                )
            s.pile = tuple(pile)
        else:
            s.pile = tuple(unnamed)

    def _place(self, where: Where, cards: Sequence[int]) -> None:
        s = self.s
        if where[0] == "drawn":
            s.drawn = tuple(sorted(cards))
            return
        p = s.players[where[1]]
        if where[0] == "hand":
            p.hand = tuple(sorted(p.hand + tuple(cards)))
        elif where[0] == "chapel":
            p.chapel = tuple(sorted(p.chapel + tuple(cards)))
        else:
            j = where[2]
            p.goods = p.goods[:j] + (cards[0],) + p.goods[j + 1 :]

    def _check_pile(self) -> None:
        total = (
            sum(
                len(p.hand) + len(p.buildings) + len(p.chapel) + p.goods_count()
                for p in self.s.players
            )
            + len(self.s.pile)
            + len(self.s.discards)
            + len(self.s.out)
            + len(self.s.drawn)
            + (self.s.building != NO_CARD)
        )
        if total != data.TOTAL_CARDS:  # a reader's own error, never the document's
            raise AssertionError(f"the position holds {total} cards")

    def _check_cities(self) -> None:
        """A city of 12 ends the game after the builder phase in which it was completed: outside
        that phase (and the end) no city has 12 buildings, and in it only a player who has
        already had his turn has one."""
        s = self.s
        for seat, p in enumerate(s.players):
            if len(p.buildings) < data.CITY_SIZE or s.phase == GAME_OVER:
                continue
            if s.phase != data.BUILDER or (seat - s.picker) % s.n >= s.turn:
                fail(
                    f"players[{seat}].buildings",
                    f"a city of {data.CITY_SIZE} buildings ends the game after the builder "
                    f"phase in which it was completed (phase game_over); seat {seat} cannot "
                    f"have completed it before this point of the game",
                )

    def _check_end(self) -> None:
        s = self.s
        if (
            s.phase == GAME_OVER
            and not any(len(p.buildings) >= data.CITY_SIZE for p in s.players)
            and not rounds.stalled(s)
        ):
            fail(
                "phase.name",
                f"the game ends after a builder phase in which a player has "
                f"built his {data.CITY_SIZE}th building (or when no card can "
                f"come into play again); neither has happened",
            )

    def _check_decision(self) -> None:
        """The engine stops only where the player to act has something to do."""
        s = self.s
        if s.phase != GAME_OVER and not engine.legal_actions(s):
            fail(
                "phase",
                f"seat {s.actor} could do nothing here (no legal action): the cards "
                f"the phase asks him to choose from, pay or discard are not there",
            )

    # --- the table ------------------------------------------------------------------------------
    def _roles(self) -> None:
        s, doc = self.s, self.doc
        roles = obj(doc.get("roles", {}), "roles", set(data.ROLE_NAMES))
        taken = [NO_SEAT] * len(data.ROLES)
        for role_name, seat in roles.items():
            taken[data.ROLE_NAMES.index(role_name)] = whole(seat, f"roles.{role_name}", 0, s.n - 1)
        s.roles = tuple(taken)
        s.picks = sum(1 for seat in taken if seat != NO_SEAT)
        if s.picks > rounds.picks_per_round(s):
            fail(
                "roles",
                f"{s.picks} roles are taken, but {rounds.picks_per_round(s)} are "
                f"chosen a round in a {s.n}-player game",
            )
        choosers = sorted(rounds.chooser(s, k) for k in range(s.picks))
        takers = sorted(seat for seat in taken if seat != NO_SEAT)
        if takers != choosers:
            fail(
                "roles",
                f"roles are chosen in turn from the governor (seat {s.governor}"
                f"{', who chooses twice with 2 players' if s.n == 2 else ''}), so "
                f"{'the role taken is' if s.picks == 1 else f'the {s.picks} taken are'}"
                f" {_seats(choosers)}'s, not {_seats(takers)}'s",
            )
        used = as_list(doc.get("library_used", []), "library_used")
        for k, seat in enumerate(used):
            whole(seat, f"library_used[{k}]", 0, s.n - 1)
            if s.n != 2:
                fail("library_used", "the library's once a round is for 2 players only")
            if s.library_used >> seat & 1:
                fail(f"library_used[{k}]", f"seat {seat} is listed twice")
            if seat not in s.roles:
                fail(
                    f"library_used[{k}]",
                    f"seat {seat} has taken no role this round, so his "
                    f"library has doubled no privilege",
                )
            # (a library used this round may have been built over since)
            s.library_used |= 1 << seat

    def _trading_house(self) -> None:
        """Reads the trading house as given; what is left out is derived in _tiles."""
        s = self.s
        doc = obj(self.doc.get("trading_house", {}), "trading_house", {"tiles", "seen", "up"})
        self.tiles_given = "tiles" in doc
        if self.tiles_given:
            tiles = as_list(doc["tiles"], "trading_house.tiles")
            for i, tile in enumerate(tiles):
                whole(tile, f"trading_house.tiles[{i}]", 0, len(data.TILES) - 1)
            if sorted(tiles) != list(range(len(data.TILES))):
                fail("trading_house.tiles", "must hold each of the 5 tiles (0-4) once, top first")
            s.tiles = tuple(tiles)
        up = doc.get("up")
        if up is not None:
            whole(up, "trading_house.up", 0, len(data.TILES) - 1)
            if s.phase != data.TRADER:
                fail("trading_house.up", "a tile is turned up only in the trader phase")
            if self.tiles_given and up != s.tiles[0]:
                fail(
                    "trading_house.up",
                    "the tile turned up is the stack's top one (trading_house.tiles[0])",
                )
        elif s.phase == data.TRADER:
            if "up" in doc:
                fail(
                    "trading_house.up",
                    "the trader phase has a tile turned up: name it, or "
                    'leave "up" out for the stack\'s top one',
                )
            up = _TOP  # derived once the stack is known (_tiles)
        else:
            up = NO_TILE
        self.up = up
        s.tiles_seen = whole(
            doc.get("seen", 0 if up == NO_TILE else 1), "trading_house.seen", 0, len(data.TILES)
        )
        if up != NO_TILE and s.tiles_seen == 0:
            fail("trading_house.seen", "a tile is turned up, so at least 1 has been seen")

    def _tiles(self) -> None:
        """The stack left out is shuffled with the generator, as a new game does (after the
        cards), with the tile given as turned up on top."""
        s = self.s
        if not self.tiles_given:
            order = list(range(len(data.TILES)))
            for i in range(len(order) - 1, 0, -1):
                s.rng, j = rng.below(s.rng, i + 1)
                order[i], order[j] = order[j], order[i]
            if self.up not in (_TOP, NO_TILE):
                order.remove(self.up)
                order.insert(0, self.up)
            s.tiles = tuple(order)
        s.tile = s.tiles[0] if self.up == _TOP else self.up


def _path(where: Where) -> str:
    if where[0] == "good":
        return f"players[{where[1]}].buildings[{where[2]}].good"
    if where[0] == "drawn":
        return "phase.drawn"
    return f"players[{where[1]}].{where[0]}"
