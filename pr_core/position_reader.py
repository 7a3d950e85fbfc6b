"""Reading the position format: strict validation with errors that name the bad field.

Fields may be left out of a hand-written position; each is then derived the way the physical
game would have it (supplies hold what is not in play, the round starts with no role taken...).
Everything that is given is checked, including that pieces add up to the game's totals.
"""

import json
import re
from collections import Counter

from . import actions, data, rng
from .common import draw_plantation, has_spare_colonist
from .errors import PositionError
from .position import BUILDER_STEPS, FORMAT, SETTLER_STEPS, VERSION, placing_order
from .state import GAME_OVER, NO_GOOD, NO_SEAT, PHASE_NAMES, ROLE_SELECTION, Player, blank_state

_PLAYER_KEYS = {"name", "doubloons", "vp_chips", "island", "city", "san_juan", "goods"}
_TOP_KEYS = {"format", "version", "players", "governor", "visible_vp", "roles", "phase",
             "colonists", "vp_chips", "goods_supply", "trading_house", "cargo_ships",
             "plantations", "quarries", "buildings", "end_reasons", "rng", "seed", "viewer"}
_END_REASONS = ("city_full", "colonists", "vp_chips")
_HEX16 = re.compile(r"[0-9a-fA-F]{16}")
# Phase fields each phase stops with (besides "name"); others are refused.
_PHASE_FIELDS = {
    "role_selection": set(), "game_over": set(),
    "settler": {"picker", "actor", "turn", "step"},
    "mayor": {"picker", "actor", "turn", "step", "hand", "next_target"},
    "builder": {"picker", "actor", "turn", "step"},
    "craftsman": {"picker", "actor", "produced"},
    "trader": {"picker", "actor", "turn"},
    "captain": {"picker", "actor", "turn", "step", "passes", "wharf_used", "captain_bonus_due"},
}


def from_json(text):
    """A State from position JSON (text or an already parsed dict). Raises PositionError."""
    if isinstance(text, (str, bytes, bytearray)):
        try:
            doc = json.loads(text)
        except ValueError as error:
            raise PositionError("", f"the position is not valid JSON ({error})") from None
        except RecursionError:
            raise PositionError("", "the position is nested too deeply to be a position") from None
    else:
        doc = text
    return _Reader(doc).state()


# --- small typed getters ------------------------------------------------------------------------
def _fail(path, problem):
    raise PositionError(path, problem)


def _obj(value, path, keys=None):
    if not isinstance(value, dict):
        _fail(path, f"must be an object, not {type(value).__name__}")
    if keys is not None:
        unknown = sorted(set(value) - keys)
        if unknown:
            _fail(f"{path}.{unknown[0]}" if path else unknown[0],
                  f"unknown field (expected one of: {', '.join(sorted(keys))})")
    return value


def _list(value, path, most=None):
    if not isinstance(value, list):
        _fail(path, f"must be a list, not {type(value).__name__}")
    if most is not None and len(value) > most:
        _fail(path, f"has {len(value)} entries; at most {most} are possible")
    return value


def _int(value, path, low=0, high=None):
    if type(value) is not int or value < low or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"of at least {low}"
        _fail(path, f"must be a whole number {bounds}, not {json.dumps(value)}")
    return value


def _bool(value, path):
    if type(value) is not bool:
        _fail(path, f"must be true or false, not {json.dumps(value)}")
    return value


def _name(value, names, path, what):
    if not isinstance(value, str) or value not in names:
        article = "an" if what[0] in "aeiou" else "a"
        _fail(path, f"{json.dumps(value)} is not {article} {what} (one of: {', '.join(names)})")
    return names.index(value)


def _counts(value, path, names=data.GOOD_NAMES):
    """A {name: count} object, missing names counting 0."""
    _obj(value, path, set(names))
    return tuple(_int(value.get(name, 0), f"{path}.{name}") for name in names)


class _Reader:
    def __init__(self, doc):
        self.doc = _obj(doc, "", _TOP_KEYS)

    def get(self, key, default=None):
        return self.doc.get(key, default)

    def state(self):
        doc = self.doc
        if doc.get("format", FORMAT) != FORMAT:
            _fail("format", f"must be {json.dumps(FORMAT)}")
        if doc.get("version", VERSION) != VERSION:
            _fail("version", f"this engine reads version {VERSION}, not "
                             f"{json.dumps(doc.get('version'))}")
        players = _list(doc.get("players"), "players")
        if len(players) not in data.SETUPS:
            _fail("players", f"Puerto Rico is for 2 to 5 players, not {len(players)}")
        s = blank_state()
        s.n = n = len(players)
        self.setup = setup = data.SETUPS[n]
        self.hands = 0
        s.players = tuple(self._player(p, i) for i, p in enumerate(players))
        phase_doc = doc.get("phase")
        default_governor = 0
        if "roles" not in doc and isinstance(phase_doc, dict) and \
                type(phase_doc.get("picker")) is int and 0 <= phase_doc["picker"] < n:
            # Only the picker's role is known: he chose first, so he is the governor.
            default_governor = phase_doc["picker"]
        s.governor = _int(doc.get("governor", default_governor), "governor", 0, n - 1)
        s.visible_vp = _bool(doc.get("visible_vp", False), "visible_vp")
        if "rng" in doc and "seed" in doc:
            _fail("seed", "give either rng or seed, not both")
        if "rng" in doc:
            s.rng = self._rng(doc["rng"])
        else:
            s.rng = rng.seed_state(_int(doc.get("seed", 0), "seed"))
        self._roles(s)
        self._phase(s)
        self._board(s, setup)
        self._plantations(s, setup)
        self._check_decision(s)
        return s

    # --- players ------------------------------------------------------------------------------
    def _player(self, doc, seat):
        path = f"players[{seat}]"
        _obj(doc, path, _PLAYER_KEYS)
        name = doc.get("name", f"Player {seat + 1}")
        if not isinstance(name, str) or not name.strip():
            _fail(f"{path}.name", "must be a non-empty text")
        p = Player(name, _int(doc.get("doubloons", 0), f"{path}.doubloons"), (), (0,) * 6)
        p.vp = _int(doc.get("vp_chips", 0), f"{path}.vp_chips")
        island = _list(doc.get("island", []), f"{path}.island", data.ISLAND_SPACES)
        tiles, occupied = [], [0] * 6
        for i, tile in enumerate(island):
            tile_path = f"{path}.island[{i}]"
            _obj(tile, tile_path, {"tile", "colonist"})
            kind = _name(tile.get("tile"), data.TILE_NAMES, f"{tile_path}.tile", "tile")
            tiles.append(kind)
            occupied[kind] += _bool(tile.get("colonist", False), f"{tile_path}.colonist")
        p.island, p.occupied = tuple(tiles), tuple(occupied)
        city = _list(doc.get("city", []), f"{path}.city", data.CITY_SPACES)
        workers = list(p.workers)
        built = []
        for i, entry in enumerate(city):
            entry_path = f"{path}.city[{i}]"
            _obj(entry, entry_path, {"building", "colonists"})
            b = _name(entry.get("building"), data.BUILDING_NAMES, f"{entry_path}.building",
                      "building")
            if workers[b] >= 0:
                _fail(entry_path, f"{data.BUILDING_NAMES[b]} appears twice; nobody may own "
                                  f"two of a kind")
            workers[b] = _int(entry.get("colonists", 0), f"{entry_path}.colonists", 0,
                              data.BUILDING_CIRCLES[b])
            built.append(b)
        p.city, p.workers = tuple(built), tuple(workers)
        if p.city_spaces_used() > data.CITY_SPACES:
            _fail(f"{path}.city", f"the buildings need {p.city_spaces_used()} city spaces; "
                                  f"there are {data.CITY_SPACES}")
        p.san_juan = _int(doc.get("san_juan", 0), f"{path}.san_juan")
        p.goods = _counts(doc.get("goods", {}), f"{path}.goods")
        return p

    def _rng(self, value):
        if not isinstance(value, str) or not _HEX16.fullmatch(value):
            _fail("rng", "must be 16 hexadecimal digits")
        return int(value, 16)

    # --- roles and phase ----------------------------------------------------------------------
    def _roles(self, s):
        setup = self.setup
        roles = self.get("roles")
        if roles is None:
            s.cards = setup.role_cards
            s.card_gold = (0,) * len(s.cards)
            s.card_taken = (NO_SEAT,) * len(s.cards)
            return
        _list(roles, "roles")
        names = [data.CARD_NAMES[c] for c in setup.role_cards]
        if len(roles) != len(names):
            _fail("roles", f"a {s.n}-player game has the cards {', '.join(names)}")
        cards, gold, taken = [], [], []
        for i, card in enumerate(roles):
            path = f"roles[{i}]"
            _obj(card, path, {"role", "doubloons", "taken_by"})
            cards.append(_name(card.get("role"), data.CARD_NAMES, f"{path}.role", "role card"))
            gold.append(_int(card.get("doubloons", 0), f"{path}.doubloons"))
            seat = card.get("taken_by")
            taken.append(NO_SEAT if seat is None else _int(seat, f"{path}.taken_by", 0, s.n - 1))
        if sorted(cards) != sorted(setup.role_cards):
            _fail("roles", f"a {s.n}-player game has the cards {', '.join(names)}")
        order = sorted(range(len(cards)), key=cards.__getitem__)
        s.cards = tuple(cards[i] for i in order)
        s.card_gold = tuple(gold[i] for i in order)
        s.card_taken = tuple(taken[i] for i in order)
        picks = [t for t in s.card_taken if t != NO_SEAT]
        if len(picks) > setup.picks_per_round:
            _fail("roles", f"{len(picks)} roles are taken; a round has {setup.picks_per_round}")
        if s.n > 2 and len(set(picks)) != len(picks):
            _fail("roles", "a player takes only one role a round")

    def _phase(self, s):
        from . import builder, captain, mayor, settler
        doc = _obj(self.get("phase", {"name": "role_selection"}), "phase",
                   {"name", "picker", "actor", "turn", "step", "hand", "next_target", "produced",
                    "passes", "wharf_used", "captain_bonus_due"})
        phase = _name(doc.get("name"), PHASE_NAMES, "phase.name", "phase")
        if phase == data.PROSPECTOR:
            _fail("phase.name", "the prospector phase has no decisions to stop at")
        s.phase = phase
        extra = sorted(set(doc) - {"name"} - _PHASE_FIELDS[PHASE_NAMES[phase]])
        if extra:
            _fail(f"phase.{extra[0]}", f"is not used in the {PHASE_NAMES[phase]} phase")
        picks = sum(1 for t in s.card_taken if t != NO_SEAT)
        if phase == GAME_OVER:
            s.actor = NO_SEAT
            return
        if phase == ROLE_SELECTION:
            self._check_round_order(s, None)
            if picks >= self.setup.picks_per_round:
                _fail("roles", "every role of the round is taken, so it is not time to choose")
            s.actor = (s.governor + picks) % s.n
            return
        s.picker = _int(doc.get("picker"), "phase.picker", 0, s.n - 1)
        if self.get("roles") is None:  # the picker holds the card of this phase
            index = [data.CARD_ROLE[c] for c in s.cards].index(phase)
            s.card_taken = s.card_taken[:index] + (s.picker,) + s.card_taken[index + 1:]
        elif not any(data.CARD_ROLE[c] == phase and t == s.picker
                     for c, t in zip(s.cards, s.card_taken)):
            _fail("phase.picker", f"player {s.picker} has not taken the {PHASE_NAMES[phase]} "
                                  f"card (roles)")
        self._check_round_order(s, s.picker)
        loading = phase == data.CAPTAIN and doc.get("step", "loading") == "loading"
        if "turn" not in doc and "actor" in doc and not loading:
            # A hand-written position may name whose turn it is instead of counting turns.
            s.turn = (_int(doc["actor"], "phase.actor", 0, s.n - 1) - s.picker) % s.n
        else:
            s.turn = _int(doc.get("turn", 0), "phase.turn", 0, s.n - 1)
        s.actor = (s.picker + s.turn) % s.n
        actor = s.players[s.actor]
        if phase == data.SETTLER:
            s.step = SETTLER_STEPS.index(self._step(doc, SETTLER_STEPS, "tile"))
            if s.step == settler.STEP_HACIENDA and not actor.active(data.HACIENDA):
                _fail("phase.step", "only an occupied hacienda offers the hacienda draw")
            if s.step == settler.STEP_HOSPICE:
                if not actor.active(data.HOSPICE) or not actor.island:
                    _fail("phase.step", "the hospice step needs an occupied hospice and a tile "
                                        "just placed (the last on the island)")
        elif phase == data.BUILDER:
            s.step = BUILDER_STEPS.index(self._step(doc, BUILDER_STEPS, "build"))
            if s.step == builder.STEP_UNIVERSITY:
                if not actor.active(data.UNIVERSITY) or not actor.city or \
                        actor.workers[actor.city[-1]] != 0:
                    _fail("phase.step", "the university step needs an occupied university and an "
                                        "empty building just built (the last in the city)")
        elif phase == data.MAYOR:
            self._mayor(s, doc, mayor)
        elif phase == data.CRAFTSMAN:
            produced = _list(doc.get("produced", []), "phase.produced", 5)
            s.produced = tuple(sorted(set(
                _name(g, data.GOOD_NAMES, f"phase.produced[{i}]", "good")
                for i, g in enumerate(produced))))
            s.actor = s.picker
        elif phase == data.CAPTAIN:
            step = self._step(doc, ("loading", "storing"), "loading")
            s.step = captain.STEP_LOADING if step == "loading" else captain.STEP_STORING
            if s.step == captain.STEP_LOADING:
                s.actor = _int(doc.get("actor", s.picker), "phase.actor", 0, s.n - 1)
                s.turn = 0
            s.passes = _int(doc.get("passes", 0), "phase.passes", 0, s.n - 1)
            for i, seat in enumerate(_list(doc.get("wharf_used", []), "phase.wharf_used")):
                s.wharf_used |= 1 << _int(seat, f"phase.wharf_used[{i}]", 0, s.n - 1)
            s.bonus_due = _bool(doc.get("captain_bonus_due", True), "phase.captain_bonus_due")
        if "actor" in doc and _int(doc["actor"], "phase.actor", 0, s.n - 1) != s.actor:
            _fail("phase.actor", f"it is player {s.actor}'s turn by the picker and turn given")

    def _check_round_order(self, s, picker):
        """Roles are chosen in turn from the governor: the takers must be the first players in
        that order (in 2-player games the two alternate), and a phase's picker the latest."""
        taken = [t for t in s.card_taken if t != NO_SEAT]
        order = [(s.governor + i) % s.n for i in range(len(taken))]
        if Counter(taken) != Counter(order):
            _fail("roles", f"with player {s.governor} as governor, the {len(taken)} roles taken "
                           f"this round were chosen by players {', '.join(map(str, order))} "
                           f"in that order; taken_by says {', '.join(map(str, sorted(taken)))}")
        if picker is not None and picker != order[-1]:
            _fail("phase.picker", f"the role being played was chosen last this round, by player "
                                  f"{order[-1]} (governor {s.governor}, {len(taken)} roles "
                                  f"taken); give the roles chosen before it in roles[].taken_by")

    def _step(self, doc, names, default):
        step = doc.get("step", default)
        if step not in names:
            _fail("phase.step", f"must be one of: {', '.join(names)}")
        return step

    def _mayor(self, s, doc, mayor):
        step = self._step(doc, ("privilege", "placing"), "privilege")
        if step == "privilege":
            s.step = mayor.STEP_PRIVILEGE
            if s.turn:
                _fail("phase.turn", "the mayor's privilege comes before any placing turn")
            return
        s.step = mayor.STEP_PLACING
        s.hand = _int(doc.get("hand"), "phase.hand", 1)
        self.hands = s.hand
        target = doc.get("next_target")
        order = placing_order()
        names = [actions.target_name(t) for t in order]
        s.cursor = 0 if target is None else order[
            _name(target, names, "phase.next_target", "tile kind or building")]
        actor = s.players[s.actor]
        placed = [t for t, _ in mayor.targets(actor, s.cursor)
                  if (actor.occupied[t] if t < actions.BUILDING_TARGET
                      else actor.workers[t - actions.BUILDING_TARGET])]
        if placed or actor.san_juan:
            where = actions.target_name(placed[0]) if placed else "san_juan"
            _fail(f"players[{s.actor}]", f"while placing, the colonists not yet placed are in "
                                         f"phase.hand; {where} (at or after next_target) must "
                                         f"hold none")
        circles = sum(c for t, c in mayor.targets(actor) if t >= s.cursor)
        if s.hand >= circles:
            _fail("phase.hand", f"{s.hand} colonists in hand would fill all {circles} open "
                                f"circles, so there is nothing left to decide")

    # --- the board ----------------------------------------------------------------------------
    def _board(self, s, setup):
        n = s.n
        on_boards = sum(p.colonists() for p in s.players) + self.hands
        total = setup.colonist_supply + setup.colonist_ship
        colonists = _obj(self.get("colonists", {}), "colonists", {"supply", "ship"})
        left = total - on_boards
        if left < 0:
            _fail("players", f"the players hold {on_boards} colonists; a {n}-player game has "
                             f"{total}")
        from . import mayor
        placing = s.phase == data.MAYOR and s.step == mayor.STEP_PLACING
        default_ship = 0 if placing else min(setup.colonist_ship, left)
        s.colonist_ship = _int(colonists.get("ship", default_ship), "colonists.ship")
        if placing and s.colonist_ship:
            _fail("colonists.ship", "the colonist ship is empty while colonists are placed "
                                    "(it was handed out and is refilled at the end)")
        s.colonist_supply = self._remainder(colonists.get("supply"), left - s.colonist_ship,
                                            "colonists.supply", "colonists")
        given = sum(p.vp for p in s.players)
        s.vp_supply = _int(self.get("vp_chips", max(0, setup.vp_chips - given)), "vp_chips")
        if s.vp_supply + given != setup.vp_chips and (s.vp_supply or given < setup.vp_chips):
            _fail("vp_chips", f"should be {max(0, setup.vp_chips - given)}: a {n}-player game "
                              f"has {setup.vp_chips} VP chips and players hold {given}")
        house = _list(self.get("trading_house", []), "trading_house", 4)
        s.house = tuple(_name(g, data.GOOD_NAMES, f"trading_house[{i}]", "good")
                        for i, g in enumerate(house))
        self._ships(s, setup)
        in_play = [sum(p.goods[g] for p in s.players) + s.house.count(g) for g in data.GOODS]
        for good, load in zip(s.ship_good, s.ship_load):
            if load:
                in_play[good] += load
        if "goods_supply" in self.doc:
            s.goods_supply = _counts(self.get("goods_supply"), "goods_supply")
            for g in data.GOODS:
                if s.goods_supply[g] + in_play[g] != setup.goods[g]:
                    _fail(f"goods_supply.{data.GOOD_NAMES[g]}",
                          f"should be {setup.goods[g] - in_play[g]}: a {n}-player game has "
                          f"{setup.goods[g]} {data.GOOD_NAMES[g]} and {in_play[g]} are in play")
        else:
            for g in data.GOODS:
                if in_play[g] > setup.goods[g]:
                    _fail("goods_supply", f"{in_play[g]} {data.GOOD_NAMES[g]} are in play; a "
                                          f"{n}-player game has {setup.goods[g]}")
            s.goods_supply = tuple(setup.goods[g] - in_play[g] for g in data.GOODS)
        owned = [sum(1 for p in s.players if p.owns(b)) for b in data.BUILDINGS]
        supply = self.get("buildings")
        if supply is None:
            left = [setup.building_copies[b] - owned[b] for b in data.BUILDINGS]
            for b in data.BUILDINGS:
                if left[b] < 0:
                    _fail("players", f"{owned[b]} players own a {data.BUILDING_NAMES[b]}; a "
                                     f"{n}-player game has {setup.building_copies[b]}")
            s.building_supply = tuple(left)
        else:
            s.building_supply = _counts(supply, "buildings", data.BUILDING_NAMES)
            for b in data.BUILDINGS:
                if s.building_supply[b] + owned[b] != setup.building_copies[b]:
                    _fail(f"buildings.{data.BUILDING_NAMES[b]}",
                          f"should be {setup.building_copies[b] - owned[b]}: a {n}-player game "
                          f"has {setup.building_copies[b]} and players own {owned[b]}")
        quarries = sum(p.island.count(data.QUARRY) for p in s.players)
        s.quarries = self._remainder(self.get("quarries"), setup.quarries - quarries, "quarries",
                                     "quarries")
        # Two end conditions show on the board; the third (a short colonist supply) does not.
        shown = set()
        if any(p.city_spaces_used() >= data.CITY_SPACES for p in s.players):
            shown.add("city_full")
        if s.vp_supply == 0:
            shown.add("vp_chips")
        if "end_reasons" in self.doc:
            reasons = _list(self.get("end_reasons"), "end_reasons", 3)
            given_reasons = {_END_REASONS[_name(r, _END_REASONS, f"end_reasons[{i}]",
                                                "end reason")] for i, r in enumerate(reasons)}
            missing = sorted(shown - given_reasons)
            if missing:
                _fail("end_reasons", f"must include {missing[0]!r}: the board shows it")
            shown |= given_reasons
        s.end_reasons = tuple(sorted(shown))
        if s.phase == GAME_OVER and not s.end_reasons:
            _fail("end_reasons", "a finished game ended for at least one reason")

    def _check_decision(self, s):
        """The position must stop at a real decision of the phase it names."""
        from . import builder, craftsman, mayor, settler
        actor = s.players[s.actor] if s.phase not in (GAME_OVER, ROLE_SELECTION) else None
        spare = has_spare_colonist(s)
        if s.phase == data.SETTLER and s.step == settler.STEP_HACIENDA:
            if len(actor.island) >= data.ISLAND_SPACES:
                _fail("phase.step", "the hacienda draw needs a free island space")
            if not (any(s.face_down) or any(s.discards)):
                _fail("phase.step", "the hacienda draw needs a face-down or discarded plantation")
        if s.phase == data.SETTLER and s.step == settler.STEP_HOSPICE:
            kind = actor.island[-1]
            if actor.occupied[kind] >= actor.island.count(kind):
                _fail("phase.step", "the hospice step needs the new tile (the last on the "
                                    "island) without a colonist")
            if not spare:
                _fail("phase.step", "no colonist is left in the supply or on the ship to add")
        if s.phase == data.BUILDER and s.step == builder.STEP_UNIVERSITY and not spare:
            _fail("phase.step", "no colonist is left in the supply or on the ship to add")
        if s.phase == data.MAYOR and s.step == mayor.STEP_PRIVILEGE and not s.colonist_supply:
            _fail("phase.step", "the mayor's extra colonist comes from the supply, which is "
                                "empty; with none left the phase starts at placing")
        if s.phase == data.CRAFTSMAN and len(craftsman.legal(s)) < 2:
            _fail("phase.produced", "the craftsman must have produced a good that is still in "
                                    "the supply, or there is no extra barrel to decide on")

    def _remainder(self, given, derived, path, what):
        """A supply count: derived as what is not in play, or checked against that."""
        if derived < 0:
            _fail(path, f"more {what} are in play than the game has")
        if given is None:
            return derived
        if _int(given, path) != derived:
            _fail(path, f"should be {derived}: the rest of the game's {what} are in play")
        return given

    def _ships(self, s, setup):
        ships = self.get("cargo_ships")
        if ships is None:
            s.ship_capacity = setup.ship_capacities
            s.ship_good = (NO_GOOD,) * len(s.ship_capacity)
            s.ship_load = (0,) * len(s.ship_capacity)
            return
        _list(ships, "cargo_ships")
        if len(ships) != len(setup.ship_capacities):
            _fail("cargo_ships", f"a {s.n}-player game has {len(setup.ship_capacities)} ships")
        goods, loads = [], []
        for i, (ship, capacity) in enumerate(zip(ships, setup.ship_capacities)):
            path = f"cargo_ships[{i}]"
            _obj(ship, path, {"capacity", "good", "count"})
            if ship.get("capacity", capacity) != capacity:
                _fail(f"{path}.capacity", f"must be {capacity} (ships are listed smallest first: "
                                          f"{', '.join(map(str, setup.ship_capacities))})")
            count = _int(ship.get("count", 0), f"{path}.count", 0, capacity)
            good = ship.get("good")
            if good is None:
                if count:
                    _fail(f"{path}.good", "a ship with barrels must say which good")
                goods.append(NO_GOOD)
            else:
                goods.append(_name(good, data.GOOD_NAMES, f"{path}.good", "good"))
                if not count:
                    _fail(f"{path}.count", "a ship with a good carries at least one barrel")
                if goods[-1] in goods[:-1]:
                    _fail(f"{path}.good", f"{good} is already on another ship")
            loads.append(count)
        s.ship_capacity = setup.ship_capacities
        s.ship_good, s.ship_load = tuple(goods), tuple(loads)

    def _plantations(self, s, setup):
        doc = _obj(self.get("plantations", {}), "plantations",
                   {"face_up", "face_down", "discarded"})
        face_up = _list(doc.get("face_up", []), "plantations.face_up", s.n + 1)
        s.face_up = tuple(_name(t, data.GOOD_NAMES, f"plantations.face_up[{i}]", "plantation")
                          for i, t in enumerate(face_up))
        s.discards = _counts(doc.get("discarded", {}), "plantations.discarded")
        in_play = [sum(p.island.count(k) for p in s.players) + s.face_up.count(k) + s.discards[k]
                   for k in data.GOODS]
        derived = tuple(setup.plantations[k] - in_play[k] for k in data.GOODS)
        for k in data.GOODS:
            if derived[k] < 0:
                _fail("plantations", f"{in_play[k]} {data.GOOD_NAMES[k]} plantations are in play; "
                                     f"a {s.n}-player game has {setup.plantations[k]}")
        if "face_down" in doc:
            s.face_down = _counts(doc["face_down"], "plantations.face_down")
            if s.face_down != derived:
                _fail("plantations.face_down",
                      f"should be {dict(zip(data.GOOD_NAMES, derived))}: the rest of the tiles")
        else:
            s.face_down = derived
            if "face_up" not in doc and s.phase != GAME_OVER:
                # As at the table: players + 1 plantations lie face up.
                s.face_up = tuple(k for k in (draw_plantation(s, []) for _ in range(s.n + 1))
                                  if k is not None)
