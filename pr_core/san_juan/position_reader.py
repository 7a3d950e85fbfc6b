"""Reading San Juan's position format (docs/san-juan.md, "Positions"): strict validation with
errors that name the bad field, and a document a person can write by hand.

Only "players" is required. What is left out is derived, as a new game would have it: the
generator from "seed" (0 by default), every card not named shuffled with it, then dealt where a
position asks for cards without naming them (a good given as true, a chapel given as a number, a
hand left out: 4 cards), the rest the draw pile. Whatever is given is checked: no kind has more
cards than the game, a pile given in full makes the 110 cards add up, a violet building stands
once in a city, goods lie on production buildings, a city of 12 is seen only in the builder phase
that completed it or at the end, the phase fits the roles and the cards (those who decide before
the player to act have done so), and the player to act has something he may do.
"""

import json

from .. import rng
from ..errors import PositionError
from ..json_checks import as_list, boolean, fail, name, obj, whole
from . import builder, councillor, data, producer, rounds, trader
from .buildings import archive, black_market, prefecture, tower
from .common import reshuffle
from .engine import legal_actions
from .position import FORMAT, VERSION
from .state import (GAME_OVER, NO_CARD, NO_SEAT, NO_TILE, PHASE_NAMES, ROLE_SELECTION,
                    ROUND_START, START_HANDS, Player, blank_state)

_TOP_KEYS = {"format", "version", "players", "governor", "start_hands", "roles", "library_used",
             "phase", "pile", "discards", "out", "trading_house", "rng", "seed"}
_PLAYER_KEYS = {"name", "hand", "buildings", "chapel"}
_DERIVED = None      # a card to be dealt from the cards no field names


def from_json(text):
    """A State from a position document (its JSON text or the dict); raises PositionError
    naming the first bad field."""
    if isinstance(text, (str, bytes)):
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise PositionError("", f"the position is not valid JSON ({error})") from None
    else:
        doc = text
    return _Reader(doc).state()


def _card(value, path):
    return name(value, data.CARD_NAMES, path, "card")


def _cards(value, path):
    return [_card(v, f"{path}[{i}]") for i, v in enumerate(as_list(value, path))]


class _Reader:
    def __init__(self, doc):
        self.doc = obj(doc, "", _TOP_KEYS)
        self.named = [0] * len(data.CARDS)   # cards the document names, by kind
        self.wanted = []                     # (setter, count): cards to deal, in order

    def state(self):
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
        s.players = tuple(self._player(p, i) for i, p in enumerate(players))
        s.governor = whole(doc.get("governor", 0), "governor", 0, s.n - 1)
        s.start_hands = boolean(doc.get("start_hands", False), "start_hands")
        self._roles()
        for key in ("discards", "out"):
            cards = _cards(doc.get(key, []), key)
            self._count(cards, key)
            setattr(s, key, tuple(sorted(cards)))
        self._trading_house()
        self._phase()
        self._deal()
        self._check_pile()
        self._check_cities()
        self._check_end()
        s.actor = s.actor if s.phase != GAME_OVER else 0
        if s.phase != GAME_OVER and not legal_actions(s):
            fail("phase", f"seat {s.actor} has nothing he may do there: no game comes to this "
                          f"position")
        return s

    # --- cards ---------------------------------------------------------------------------------
    def _count(self, cards, path):
        for card in cards:
            self.named[card] += 1
            if self.named[card] > data.COPIES[card]:
                fail(path, f"names more {data.CARD_NAMES[card]} cards than the game's "
                           f"{data.COPIES[card]}")

    def _generator(self):
        doc = self.doc
        if "rng" in doc and "seed" in doc:
            fail("seed", "give the generator's state (\"rng\") or a seed, not both")
        if "rng" in doc:
            value = doc["rng"]
            if not isinstance(value, str) or len(value) != 16 or \
                    any(c not in "0123456789abcdef" for c in value):
                fail("rng", "must be the generator's state: 16 lowercase hex digits")
            self.s.rng = int(value, 16)
        else:
            seed = doc.get("seed", 0)
            if type(seed) is not int:
                fail("seed", f"must be a whole number, not {json.dumps(seed)}")
            self.s.rng = rng.seed_state(seed)

    def _player(self, doc, i):
        path = f"players[{i}]"
        obj(doc, path, _PLAYER_KEYS)
        player_name = doc.get("name", f"Player {i + 1}")
        if not isinstance(player_name, str) or not player_name.strip():
            fail(f"{path}.name", "must be a non-empty name")
        p = Player(player_name.strip(), (), (), ())
        buildings, goods = [], []
        for j, entry in enumerate(as_list(doc.get("buildings", ["indigo_plant"]),
                                          f"{path}.buildings")):
            where = f"{path}.buildings[{j}]"
            if isinstance(entry, str):
                entry = {"card": entry}
            obj(entry, where, {"card", "good"})
            if "card" not in entry:
                fail(f"{where}.card", "is missing: every building is a card")
            card = _card(entry["card"], f"{where}.card")
            if card in data.VIOLET and card in buildings:
                fail(where, f"a second {data.CARD_NAMES[card]}: each violet building once per "
                            f"player")
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
        chapel = doc.get("chapel", [])
        if type(chapel) is int:
            whole(chapel, f"{path}.chapel", 0, data.TOTAL_CARDS)
            self.wanted.append((("chapel", i), chapel))
        else:
            p.chapel = tuple(sorted(_cards(chapel, f"{path}.chapel")))
            self._count(p.chapel, f"{path}.chapel")
        # (cards may lie under a chapel built over with the crane: they stay, and count)
        if "hand" in doc:
            p.hand = tuple(sorted(_cards(doc["hand"], f"{path}.hand")))
            self._count(p.hand, f"{path}.hand")
        else:
            self.wanted.append((("hand", i), data.START_HAND))
        return p

    def _deal(self):
        """Deals the cards asked for without names from the cards no field names, shuffled with
        the generator; the rest are the draw pile unless "pile" names it."""
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
        unnamed = list(shuffled.pile)
        for where, count in self.wanted:
            if count > len(unnamed):
                fail(_path(where), f"asks for {count} cards, but only {len(unnamed)} are left "
                                   f"after the cards the position names")
            cards, unnamed = unnamed[len(unnamed) - count:], unnamed[:len(unnamed) - count]
            self._place(where, cards)
        if pile_given:
            if unnamed:
                missing = sorted(set(data.CARD_NAMES[c] for c in unnamed))
                fail("pile", f"the cards do not add up to the game's {data.TOTAL_CARDS}: "
                             f"{len(unnamed)} are nowhere ({', '.join(missing)}); leave "
                             f"\"pile\" out to make it of the cards not named")
            s.pile = tuple(pile)
        else:
            s.pile = tuple(unnamed)

    def _place(self, where, cards):
        s = self.s
        p = s.players[where[1]]
        if where[0] == "hand":
            p.hand = tuple(sorted(p.hand + tuple(cards)))
        elif where[0] == "chapel":
            p.chapel = tuple(sorted(p.chapel + tuple(cards)))
        else:
            j = where[2]
            p.goods = p.goods[:j] + (cards[0],) + p.goods[j + 1:]

    def _check_pile(self):
        total = (sum(len(p.hand) + len(p.buildings) + len(p.chapel) + p.goods_count()
                     for p in self.s.players)
                 + len(self.s.pile) + len(self.s.discards) + len(self.s.out) + len(self.s.drawn)
                 + (self.s.building != NO_CARD))
        if total != data.TOTAL_CARDS:   # a reader's own error, never the document's
            raise AssertionError(f"the position holds {total} cards")

    def _check_cities(self):
        """No city passes 12 buildings; a 12th ends the game right after its builder phase (seed
        004, lines 441-443), so a complete city is seen only in that phase, built by a player who
        has had his turn, or at the end."""
        s = self.s
        for seat, p in enumerate(s.players):
            if len(p.buildings) < data.CITY_SIZE or s.phase == GAME_OVER:
                if len(p.buildings) > data.CITY_SIZE:
                    fail(f"players[{seat}].buildings", f"{len(p.buildings)} buildings: the game "
                                                       f"ends with a city of {data.CITY_SIZE}")
                continue
            if len(p.buildings) > data.CITY_SIZE or s.phase != data.BUILDER or \
                    (seat - s.picker) % s.n >= s.turn:
                fail(f"players[{seat}].buildings",
                     f"{len(p.buildings)} buildings: the game ends right after the builder phase "
                     f"in which a city reaches {data.CITY_SIZE}")

    def _check_end(self):
        s = self.s
        if s.phase == GAME_OVER and not any(len(p.buildings) >= data.CITY_SIZE
                                            for p in s.players) and not rounds.stalled(s):
            fail("phase.name", f"the game ends after a builder phase in which a player has "
                               f"built his {data.CITY_SIZE}th building (or when no card can "
                               f"come into play again); neither has happened")

    # --- the table ------------------------------------------------------------------------------
    def _roles(self):
        s, doc = self.s, self.doc
        roles = obj(doc.get("roles", {}), "roles", set(data.ROLE_NAMES))
        taken = [NO_SEAT] * len(data.ROLES)
        for role_name, seat in roles.items():
            taken[data.ROLE_NAMES.index(role_name)] = whole(seat, f"roles.{role_name}", 0,
                                                            s.n - 1)
        s.roles = tuple(taken)
        s.picks = sum(1 for seat in taken if seat != NO_SEAT)
        if s.picks > rounds.picks_per_round(s):
            fail("roles", f"{s.picks} roles are taken, but {rounds.picks_per_round(s)} are "
                          f"chosen a round in a {s.n}-player game")
        for picks in range(s.picks):
            if rounds.chooser(s, picks) not in taken:
                fail("roles", f"seat {rounds.chooser(s, picks)} chooses a role of this round "
                              f"before the roles taken, but has none")
        used = as_list(doc.get("library_used", []), "library_used")
        for k, seat in enumerate(used):
            whole(seat, f"library_used[{k}]", 0, s.n - 1)
            if s.n != 2:
                fail("library_used", "the library's once a round is for 2 players only")
            # (a library used this round may have been built over since)
            s.library_used |= 1 << seat

    def _trading_house(self):
        s = self.s
        if "trading_house" not in self.doc:
            order = list(range(len(data.TILES)))
            for i in range(len(order) - 1, 0, -1):
                s.rng, j = rng.below(s.rng, i + 1)
                order[i], order[j] = order[j], order[i]
            s.tiles = tuple(order)
            return
        doc = obj(self.doc["trading_house"], "trading_house", {"tiles", "seen", "up"})
        tiles = as_list(doc.get("tiles"), "trading_house.tiles")
        for i, tile in enumerate(tiles):
            whole(tile, f"trading_house.tiles[{i}]", 0, len(data.TILES) - 1)
        if sorted(tiles) != list(range(len(data.TILES))):
            fail("trading_house.tiles", "must hold each of the 5 tiles (0-4) once, top first")
        s.tiles = tuple(tiles)
        s.tiles_seen = whole(doc.get("seen", 0), "trading_house.seen", 0, len(data.TILES))
        up = doc.get("up")
        if up is not None:
            whole(up, "trading_house.up", 0, len(data.TILES) - 1)
            if up != tiles[0]:
                fail("trading_house.up", "the tile turned up is the stack's top one")
            if s.tiles_seen == 0:
                fail("trading_house.seen", "a tile is turned up, so at least 1 has been seen")
            s.tile = up

    # --- the phase ------------------------------------------------------------------------------
    def _phase(self):
        s = self.s
        default = {"name": "role_selection"}
        doc = obj(self.doc.get("phase", default), "phase")
        phase = name(doc.get("name"), PHASE_NAMES, "phase.name", "phase")
        keys = _PHASE_KEYS[PHASE_NAMES[phase]]
        obj(doc, "phase", keys | {"name"})
        s.phase = phase
        if s.tile != NO_TILE and phase != data.TRADER:
            fail("trading_house.up", "a tile is turned up only in the trader phase")
        if phase == GAME_OVER:
            return   # checked once every card is dealt (_check_end)
        if phase == ROLE_SELECTION:
            if s.picks == rounds.picks_per_round(s):
                fail("roles", "every role of the round is taken: the round is over")
            s.actor = whole(doc.get("actor", rounds.chooser(s, s.picks)), "phase.actor", 0,
                            s.n - 1)
            if s.actor != rounds.chooser(s, s.picks):
                fail("phase.actor", f"seat {rounds.chooser(s, s.picks)} chooses the next role")
            return
        s.actor = whole(doc.get("actor"), "phase.actor", 0, s.n - 1)
        if phase in (ROUND_START, START_HANDS):
            self._round_start(doc, phase)
            return
        picker = whole(doc.get("picker"), "phase.picker", 0, s.n - 1)
        if s.roles[phase] != picker:
            fail("phase.picker", f"the {data.ROLE_NAMES[phase]} is not seat {picker}'s in "
                                 f"\"roles\"")
        s.picker = picker
        s.turn = (s.actor - picker) % s.n
        s.doubled = boolean(doc.get("library", False), "phase.library")
        if s.doubled and data.LIBRARY not in s.players[picker].buildings:
            fail("phase.library", f"seat {picker} has no library to double with")
        if s.doubled and s.n == 2 and not s.library_used >> picker & 1:
            fail("library_used", f"seat {picker}'s library doubles this phase, so it is used "
                                 f"this round")
        _ROLE_READERS[phase](self, doc)

    def _floor(self, doc, cards):
        if "floor" not in doc:
            return 0
        if cards:
            return _card(doc["floor"], "phase.floor")
        return name(doc["floor"], data.GOOD_NAMES, "phase.floor", "good")

    def _round_start(self, doc, phase):
        s = self.s
        p = s.players[s.actor]
        if phase == ROUND_START:
            if s.picks:
                fail("roles", "roles are taken only after the start of the round")
            s.step = name(doc.get("step", "chapel"), rounds.STEP_NAMES, "phase.step", "step")
        if phase == ROUND_START and s.step == rounds.STEP_CHAPEL:
            if data.CHAPEL not in p.buildings or not p.hand:
                fail("phase.actor", f"seat {s.actor} has no chapel and cards to tuck")
        else:
            limit = tower.hand_limit(p) if phase == ROUND_START else data.START_HAND
            over = len(p.hand) - limit
            s.keep = whole(doc.get("discard", over), "phase.discard", 1)
            if s.keep > over:
                fail("phase.discard", f"seat {s.actor} holds {len(p.hand)} cards and keeps "
                                      f"{limit}: {max(0, over)} to discard, not {s.keep}")
            s.floor = self._floor(doc, cards=True)
        s.turn = (s.actor - s.governor) % s.n
        if phase == START_HANDS or s.step == rounds.STEP_HAND_LIMIT:
            for turn in range(s.turn):      # those before him have discarded already
                seat = (s.governor + turn) % s.n
                before = s.players[seat]
                keeps = tower.hand_limit(before) if phase == ROUND_START else data.START_HAND
                if len(before.hand) > keeps:
                    fail(f"players[{seat}].hand", f"seat {seat} discards before seat {s.actor} "
                                                  f"and would still hold {len(before.hand)} "
                                                  f"cards, more than {keeps}")

    def _builder(self, doc):
        s = self.s
        p = s.players[s.actor]
        s.step = name(doc.get("step", "choose"), builder.STEP_NAMES, "phase.step", "step")
        if s.step == builder.STEP_CHOOSE:
            for key in ("building", "over", "cost", "goods_paid", "floor"):
                if key in doc:
                    fail(f"phase.{key}", "the building is not chosen yet (step \"choose\")")
            return
        if "building" not in doc:
            fail("phase.building", "is missing: the card being built")
        s.building = _card(doc["building"], "phase.building")
        self._count([s.building], "phase.building")
        if "over" in doc:
            s.over = whole(doc["over"], "phase.over", 0, len(p.buildings) - 1)
            old = p.buildings[s.over]
            if data.CRANE not in p.buildings or old in (data.CRANE, s.building):
                fail("phase.over", f"a {data.CARD_NAMES[s.building]} cannot go over the "
                                   f"{data.CARD_NAMES[old]} there")
        s.cost = whole(doc.get("cost", builder.price(s, s.actor, s.building, s.over)),
                       "phase.cost", 0 if s.step == builder.STEP_BLACK_MARKET else 1)
        most = black_market.MAX_GOODS - (s.step == builder.STEP_BLACK_MARKET)
        s.used = whole(doc.get("goods_paid", 0), "phase.goods_paid", 0, most)
        if s.step == builder.STEP_BLACK_MARKET and not (black_market.usable(p, s.over) and
                                                        black_market.goods(p, s.over)):
            fail("phase.step", f"seat {s.actor} has no black market and goods to pay with")
        s.floor = self._floor(doc, cards=s.step == builder.STEP_PAY)

    def _goods_phase(self, doc):
        s = self.s
        field = "produced" if s.phase == data.PRODUCER else "sold"
        s.used = whole(doc.get(field, 0), f"phase.{field}", 0)
        if s.phase == data.TRADER:
            if s.tile == NO_TILE:
                fail("trading_house.up", "the trader phase has a tile turned up")
            s.income = whole(doc.get("income", 0), "phase.income", 0,
                             s.used * max(max(tile) for tile in data.TILES))
            allowance = trader.allowance(s, s.actor)
        else:
            allowance = producer.allowance(s, s.actor)
        if s.used >= allowance:
            fail(f"phase.{field}", f"seat {s.actor} may make {allowance} at most and would be "
                                   f"done")
        s.floor = self._floor(doc, cards=False)

    def _councillor(self, doc):
        s = self.s
        s.step = name(doc.get("step", "keep"), councillor.STEP_NAMES, "phase.step", "step")
        p = s.players[s.actor]
        if archive.owns(p) and s.step == councillor.STEP_KEEP:
            fail("phase.step", f"seat {s.actor} has an archive: he takes the cards drawn into "
                               f"his hand and discards (step \"discard\")")
        if not archive.owns(p) and s.step == councillor.STEP_DISCARD:
            fail("phase.step", f"seat {s.actor} has no archive: he keeps from the cards drawn "
                               f"(step \"keep\")")
        if s.step == councillor.STEP_KEEP:
            s.drawn = tuple(sorted(_cards(doc.get("drawn", []), "phase.drawn")))
            self._count(s.drawn, "phase.drawn")
            s.keep = whole(doc.get("keep", 1), "phase.keep", 1,
                           max(1, min(len(s.drawn), prefecture.keep(p))))
        else:
            s.keep = whole(doc.get("discard", 1), "phase.discard", 1,
                           max(1, len(s.players[s.actor].hand)))
        s.floor = self._floor(doc, cards=True)

    def _prospector(self, doc):
        s = self.s
        s.drawn = tuple(sorted(_cards(doc.get("drawn", []), "phase.drawn")))
        self._count(s.drawn, "phase.drawn")
        if len(s.drawn) != data.GOLD_MINE_DRAW or \
                len(set(data.COST[c] for c in s.drawn)) != data.GOLD_MINE_DRAW:
            fail("phase.drawn", "the prospector phase waits only for a gold mine's 4 cards of "
                                "4 different costs")
        if data.GOLD_MINE not in s.players[s.actor].buildings:
            fail("phase.actor", f"seat {s.actor} has no gold mine")
        s.keep = 1


_ROLE_READERS = {data.BUILDER: _Reader._builder, data.PRODUCER: _Reader._goods_phase,
                 data.TRADER: _Reader._goods_phase, data.COUNCILLOR: _Reader._councillor,
                 data.PROSPECTOR: _Reader._prospector}
_ROLE_KEYS = {"actor", "picker", "library"}
_PHASE_KEYS = {
    "role_selection": {"actor"},
    "round_start": {"actor", "step", "discard", "floor"},
    "start_hands": {"actor", "discard", "floor"},
    "builder": _ROLE_KEYS | {"step", "building", "over", "cost", "goods_paid", "floor"},
    "producer": _ROLE_KEYS | {"produced", "floor"},
    "trader": _ROLE_KEYS | {"sold", "income", "floor"},
    "councillor": _ROLE_KEYS | {"step", "drawn", "keep", "discard", "floor"},
    "prospector": _ROLE_KEYS | {"drawn"},
    "game_over": set(),
}


def _path(where):
    if where[0] == "good":
        return f"players[{where[1]}].buildings[{where[2]}].good"
    return f"players[{where[1]}].{where[0]}"
