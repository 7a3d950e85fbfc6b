"""Reading the position format: strict validation with errors that name the bad field.

Fields may be left out of a hand-written position; each is then derived the way the physical
game would have it (supplies hold what is not in play, the round starts with no role taken...).
Everything that is given is checked, including that pieces add up to the game's totals.
"""

import json
import re
from typing import Any

from .. import rng
from ..errors import PositionError
from ..json_checks import MAX_EXACT, MAX_NUMBER, TooDeep, parse, player_name
from ..json_checks import as_list as _list
from ..json_checks import boolean as _bool
from ..json_checks import counts as _counts
from ..json_checks import fail as _fail
from ..json_checks import name as _name
from ..json_checks import obj as _obj
from ..json_checks import whole as _int
from . import data
from .common import draw_plantation
from .position import BASE_VERSION, FORMAT, VERSION
from .position_phase import check_decision, read_phase
from .state import GAME_OVER, NO_GOOD, NO_SEAT, Player, State, blank_state

_PLAYER_KEYS: set[str] = {"name", "doubloons", "vp_chips", "island", "city", "san_juan", "goods"}
_TOP_KEYS: set[str] = {
    "format",
    "version",
    "players",
    "governor",
    "visible_vp",
    "roles",
    "phase",
    "colonists",
    "vp_chips",
    "goods_supply",
    "trading_house",
    "cargo_ships",
    "plantations",
    "quarries",
    "buildings",
    "end_reasons",
    "rng",
    "seed",
    "viewer",
    "expansion",
}
_END_REASONS = ("city_full", "colonists", "vp_chips")
_HEX16 = re.compile(r"[0-9a-fA-F]{16}")


def from_json(text: object, most: int = MAX_NUMBER) -> State:
    """A State from position JSON (text or an already parsed dict). Raises PositionError.

    `most` bounds what play makes grow (doubloons, VP chips): a document from outside is held to
    the door's MAX_NUMBER; the engine's own views read back by bots and the coach may have grown
    past it in play (json_checks.MAX_PLAYED)."""
    if isinstance(text, (str, bytes, bytearray)):
        try:
            doc = parse(text)
        except TooDeep as error:
            raise PositionError("", f"the position is not a position ({error})") from None
        except ValueError as error:
            raise PositionError("", f"the position is not valid JSON ({error})") from None
        except RecursionError:
            raise PositionError("", "the position is nested too deeply to be a position") from None
    else:
        doc = text
    return _Reader(doc, most).state()


class _Reader:
    def __init__(self, doc: object, most: int) -> None:
        self.doc = _obj(doc, "", _TOP_KEYS)
        self.most = most  # the bound of the numbers play makes grow

    def get(self, key: str, default: object = None) -> Any:
        """A top-level field of the document, unchecked."""
        return self.doc.get(key, default)

    def state(self) -> State:
        doc = self.doc
        if doc.get("format", FORMAT) != FORMAT:
            _fail("format", f"must be {json.dumps(FORMAT)}")
        expansion = "expansion" in doc
        version = doc.get("version", VERSION if expansion else BASE_VERSION)
        if version not in (BASE_VERSION, VERSION) or type(version) is not int:
            _fail(
                "version",
                f"this engine reads versions {BASE_VERSION} and {VERSION}, not "
                f"{json.dumps(version)}",
            )
        if expansion and version < VERSION:
            _fail("expansion", f"Expansion I needs version {VERSION} of the position format")
        players = _list(doc.get("players"), "players")
        if len(players) not in data.SETUPS:
            _fail("players", f"Puerto Rico is for 2 to 5 players, not {len(players)}")
        s = blank_state()
        s.n = n = len(players)
        self.setup = setup = data.SETUPS[n]
        self.hands = 0
        if expansion:
            self._expansion(s)
        self.in_game = self._in_game(s)
        s.players = tuple(self._player(p, i, s) for i, p in enumerate(players))
        phase_doc = doc.get("phase")
        default_governor = 0
        if (
            "roles" not in doc
            and isinstance(phase_doc, dict)
            and type(phase_doc.get("picker")) is int
            and 0 <= phase_doc["picker"] < n
        ):
            # Only the picker's role is known: he chose first, so he is the governor.
            default_governor = phase_doc["picker"]
        s.governor = _int(doc.get("governor", default_governor), "governor", 0, n - 1)
        s.visible_vp = _bool(doc.get("visible_vp", False), "visible_vp")
        if "rng" in doc and "seed" in doc:
            _fail("seed", "give either rng or seed, not both")
        if "rng" in doc:
            s.rng = self._rng(doc["rng"])
        else:
            s.rng = rng.seed_state(_int(doc.get("seed", 0), "seed", 0, MAX_EXACT))
        self._roles(s)
        self.hands = read_phase(self, s, self.get("phase", {"name": "role_selection"}))
        self._board(s, setup)
        self._plantations(s, setup)
        if expansion:
            self._forests(s)
        check_decision(s)
        return s

    # --- Expansion I: the board and the forests ----------------------------------------------
    def _expansion(self, s: State) -> None:
        doc = _obj(self.get("expansion"), "expansion", {"setup", "board", "forests"})
        s.expansion = True
        s.setup = data.EXPANSION_SETUPS[
            _name(
                doc.get("setup", "fixed"),
                data.EXPANSION_SETUPS,
                "expansion.setup",
                "way to set up the board",
            )
        ]
        every = s.setup == "all"
        default = {"draft": [], "all": [data.BUILDING_NAMES[b] for b in data.VIOLET_BUILDINGS]}
        board = _list(doc.get("board", default.get(s.setup)), "expansion.board")
        picked: list[int] = []
        for i, name in enumerate(board):
            path = f"expansion.board[{i}]"
            b = _name(name, data.BUILDING_NAMES, path, "building")
            if data.IS_PRODUCTION[b]:
                _fail(
                    path,
                    "production buildings are always in the game; the board lists the "
                    "violet buildings",
                )
            if b in picked:
                _fail(path, f"{name} is on the board twice")
            picked.append(b)
            cost = data.BUILDING_COST[b]
            if (
                not every
                and sum(data.BUILDING_COST[x] == cost for x in picked) > data.SPACES_BY_COST[cost]
            ):
                _fail(path, f"the board has {data.SPACES_BY_COST[cost]} space(s) costing {cost}")
        s.board = tuple(picked)
        full = len(data.VIOLET_BUILDINGS) if every else len(data.BOARD_SPACES)
        phase = self.get("phase")
        drafting = isinstance(phase, dict) and phase.get("name") == "draft"
        if drafting and s.setup != "draft":
            _fail("expansion.setup", 'the draft is under way, so the setup is "draft"')
        if not drafting and len(s.board) != full:
            what = (
                "every violet building"
                if every
                else f"{len(data.BOARD_SPACES)} buildings, one per space"
            )
            _fail("expansion.board", f"holds {what} once the draft is over; it has {len(s.board)}")
        if drafting and len(s.board) >= full:
            _fail("expansion.board", "the board is full, so the draft is over")

    def _in_game(self, s: State) -> set[int]:
        """The building ids a player may own in this game."""
        if not s.expansion:
            return set(data.BASE_BUILDINGS)
        return set(data.PRODUCTION_BUILDINGS) | set(s.board)

    def _copies(self, s: State) -> tuple[int, ...]:
        if not s.expansion:
            return self.setup.building_copies
        return tuple(
            c if b in self.in_game else 0 for b, c in enumerate(data.EXPANSION_COPIES[s.n])
        )

    def _forests(self, s: State) -> None:
        planted = sum(p.island.count(data.FOREST) for p in s.players)
        given = _obj(self.get("expansion"), "expansion").get("forests")
        s.forests = self._remainder(given, data.FORESTS - planted, "expansion.forests", "forests")

    # --- players ------------------------------------------------------------------------------
    def _player(self, value: object, seat: int, s: State) -> Player:
        path = f"players[{seat}]"
        doc = _obj(value, path, _PLAYER_KEYS)
        name = player_name(doc.get("name", f"Player {seat + 1}"), f"{path}.name")
        doubloons = _int(doc.get("doubloons", 0), f"{path}.doubloons", 0, self.most)
        p = Player(name, doubloons, (), (0,) * 6)
        p.vp = _int(doc.get("vp_chips", 0), f"{path}.vp_chips", 0, self.most)
        island = _list(doc.get("island", []), f"{path}.island", data.ISLAND_SPACES)
        tiles: list[int] = []
        occupied = [0] * 7
        names = data.ISLAND_TILE_NAMES if s.expansion else data.TILE_NAMES
        for i, tile in enumerate(island):
            tile_path = f"{path}.island[{i}]"
            _obj(tile, tile_path, {"tile", "colonist"})
            if tile.get("tile") == "forest" and not s.expansion:
                _fail(f"{tile_path}.tile", 'forests belong to Expansion I (add "expansion")')
            kind = _name(tile.get("tile"), names, f"{tile_path}.tile", "tile")
            tiles.append(kind)
            colonist = _bool(tile.get("colonist", False), f"{tile_path}.colonist")
            if colonist and kind == data.FOREST:
                _fail(f"{tile_path}.colonist", "a forest has no circle for a colonist")
            occupied[kind] += colonist
        p.island, p.occupied = tuple(tiles), tuple(occupied[:6])
        city = _list(doc.get("city", []), f"{path}.city", data.CITY_SPACES)
        workers = list(p.workers)
        built: list[int] = []
        for i, entry in enumerate(city):
            entry_path = f"{path}.city[{i}]"
            _obj(entry, entry_path, {"building", "colonists"})
            b = _name(
                entry.get("building"), data.BUILDING_NAMES, f"{entry_path}.building", "building"
            )
            if b not in self.in_game:
                where = (
                    "on this game's board (expansion.board)"
                    if s.expansion
                    else 'in the base game (it belongs to Expansion I: add "expansion")'
                )
                _fail(f"{entry_path}.building", f"{data.BUILDING_NAMES[b]} is not {where}")
            if workers[b] >= 0:
                _fail(
                    entry_path,
                    f"{data.BUILDING_NAMES[b]} appears twice; nobody may own two of a kind",
                )
            workers[b] = _int(
                entry.get("colonists", 0), f"{entry_path}.colonists", 0, data.BUILDING_CIRCLES[b]
            )
            built.append(b)
        p.city, p.workers = tuple(built), tuple(workers)
        if p.city_spaces_used() > data.CITY_SPACES:
            _fail(
                f"{path}.city",
                f"the buildings need {p.city_spaces_used()} city spaces; "
                f"there are {data.CITY_SPACES}",
            )
        p.waiting_colonists = _int(doc.get("san_juan", 0), f"{path}.san_juan")
        p.goods = _counts(doc.get("goods", {}), f"{path}.goods", data.GOOD_NAMES)
        return p

    def _rng(self, value: object) -> int:
        if not isinstance(value, str) or not _HEX16.fullmatch(value):
            _fail("rng", "must be 16 hexadecimal digits")
        return int(value, 16)

    # --- roles and phase ----------------------------------------------------------------------
    def _roles(self, s: State) -> None:
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
        cards: list[int] = []
        gold: list[int] = []
        taken: list[int] = []
        for i, card in enumerate(roles):
            path = f"roles[{i}]"
            _obj(card, path, {"role", "doubloons", "taken_by"})
            cards.append(_name(card.get("role"), data.CARD_NAMES, f"{path}.role", "role card"))
            gold.append(_int(card.get("doubloons", 0), f"{path}.doubloons", 0, self.most))
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

    # --- the board ----------------------------------------------------------------------------
    def _board(self, s: State, setup: data.Setup) -> None:
        n = s.n
        on_boards = sum(p.colonists() for p in s.players) + self.hands
        total = setup.colonist_supply + setup.colonist_ship
        colonists = _obj(self.get("colonists", {}), "colonists", {"supply", "ship"})
        left = total - on_boards
        if left < 0:
            _fail(
                "players", f"the players hold {on_boards} colonists; a {n}-player game has {total}"
            )
        from . import mayor

        placing = s.phase == data.MAYOR and s.step == mayor.STEP_PLACING
        default_ship = 0 if placing else min(setup.colonist_ship, left)
        s.colonist_ship = _int(colonists.get("ship", default_ship), "colonists.ship")
        if placing and s.colonist_ship:
            _fail(
                "colonists.ship",
                "the colonist ship is empty while colonists are placed "
                "(it was handed out and is refilled at the end)",
            )
        s.colonist_supply = self._remainder(
            colonists.get("supply"), left - s.colonist_ship, "colonists.supply", "colonists"
        )
        given = sum(p.vp for p in s.players)
        s.vp_supply = _int(self.get("vp_chips", max(0, setup.vp_chips - given)), "vp_chips")
        if s.vp_supply + given != setup.vp_chips and (s.vp_supply or given < setup.vp_chips):
            _fail(
                "vp_chips",
                f"should be {max(0, setup.vp_chips - given)}: a {n}-player game "
                f"has {setup.vp_chips} VP chips and players hold {given}",
            )
        house = _list(self.get("trading_house", []), "trading_house", 4)
        s.house = tuple(
            _name(g, data.GOOD_NAMES, f"trading_house[{i}]", "good") for i, g in enumerate(house)
        )
        self._ships(s, setup)
        in_play = [sum(p.goods[g] for p in s.players) + s.house.count(g) for g in data.GOODS]
        for good, load in zip(s.ship_good, s.ship_load):
            if load:
                in_play[good] += load
        if "goods_supply" in self.doc:
            s.goods_supply = _counts(self.get("goods_supply"), "goods_supply", data.GOOD_NAMES)
            for g in data.GOODS:
                if s.goods_supply[g] + in_play[g] != setup.goods[g]:
                    _fail(
                        f"goods_supply.{data.GOOD_NAMES[g]}",
                        f"should be {setup.goods[g] - in_play[g]}: a {n}-player game has "
                        f"{setup.goods[g]} {data.GOOD_NAMES[g]} and {in_play[g]} are in play",
                    )
        else:
            for g in data.GOODS:
                if in_play[g] > setup.goods[g]:
                    _fail(
                        "goods_supply",
                        f"{in_play[g]} {data.GOOD_NAMES[g]} are in play; a "
                        f"{n}-player game has {setup.goods[g]}",
                    )
            s.goods_supply = tuple(setup.goods[g] - in_play[g] for g in data.GOODS)
        owned = [sum(1 for p in s.players if p.owns(b)) for b in data.BUILDINGS]
        copies = self._copies(s)
        supply = self.get("buildings")
        if supply is None:
            unowned = [copies[b] - owned[b] for b in data.BUILDINGS]
            for b in data.BUILDINGS:
                if unowned[b] < 0:
                    _fail(
                        "players",
                        f"{owned[b]} players own a {data.BUILDING_NAMES[b]}; a "
                        f"{n}-player game has {copies[b]}",
                    )
            s.building_supply = tuple(unowned)
        else:
            names = tuple(
                data.BUILDING_NAMES[b] if b in self.in_game else None for b in data.BUILDINGS
            )
            _obj(supply, "buildings", {x for x in names if x})
            s.building_supply = tuple(
                0 if names[b] is None else _int(supply.get(names[b], 0), f"buildings.{names[b]}")
                for b in data.BUILDINGS
            )
            for b in data.BUILDINGS:
                if s.building_supply[b] + owned[b] != copies[b]:
                    _fail(
                        f"buildings.{data.BUILDING_NAMES[b]}",
                        f"should be {copies[b] - owned[b]}: a {n}-player game "
                        f"has {copies[b]} and players own {owned[b]}",
                    )
        quarries = sum(p.island.count(data.QUARRY) for p in s.players)
        s.quarries = self._remainder(
            self.get("quarries"), setup.quarries - quarries, "quarries", "quarries"
        )
        # Two end conditions show on the board; the third (a short colonist supply) does not.
        shown: set[str] = set()
        if any(p.city_spaces_used() >= data.CITY_SPACES for p in s.players):
            shown.add("city_full")
        if s.vp_supply == 0:
            shown.add("vp_chips")
        if "end_reasons" in self.doc:
            reasons = _list(self.get("end_reasons"), "end_reasons", 3)
            given_reasons = {
                _END_REASONS[_name(r, _END_REASONS, f"end_reasons[{i}]", "end reason")]
                for i, r in enumerate(reasons)
            }
            missing = sorted(shown - given_reasons)
            if missing:
                _fail("end_reasons", f"must include {missing[0]!r}: the board shows it")
            shown |= given_reasons
        s.end_reasons = tuple(sorted(shown))
        if s.phase == GAME_OVER and not s.end_reasons:
            _fail("end_reasons", "a finished game ended for at least one reason")

    def _remainder(self, given: object, derived: int, path: str, what: str) -> int:
        """A supply count: derived as what is not in play, or checked against that."""
        if derived < 0:
            _fail(path, f"more {what} are in play than the game has")
        if given is None:
            return derived
        if _int(given, path) != derived:
            _fail(path, f"should be {derived}: the rest of the game's {what} are in play")
        return derived  # the count given, checked

    def _ships(self, s: State, setup: data.Setup) -> None:
        ships = self.get("cargo_ships")
        if ships is None:
            s.ship_capacity = setup.ship_capacities
            s.ship_good = (NO_GOOD,) * len(s.ship_capacity)
            s.ship_load = (0,) * len(s.ship_capacity)
            return
        _list(ships, "cargo_ships")
        if len(ships) != len(setup.ship_capacities):
            _fail("cargo_ships", f"a {s.n}-player game has {len(setup.ship_capacities)} ships")
        goods: list[int] = []
        loads: list[int] = []
        for i, (ship, capacity) in enumerate(zip(ships, setup.ship_capacities)):
            path = f"cargo_ships[{i}]"
            _obj(ship, path, {"capacity", "good", "count"})
            if ship.get("capacity", capacity) != capacity:
                _fail(
                    f"{path}.capacity",
                    f"must be {capacity} (ships are listed smallest first: "
                    f"{', '.join(map(str, setup.ship_capacities))})",
                )
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

    def _plantations(self, s: State, setup: data.Setup) -> None:
        doc = _obj(
            self.get("plantations", {}), "plantations", {"face_up", "face_down", "discarded"}
        )
        face_up = _list(doc.get("face_up", []), "plantations.face_up", s.n + 1)
        s.face_up = tuple(
            _name(t, data.GOOD_NAMES, f"plantations.face_up[{i}]", "plantation")
            for i, t in enumerate(face_up)
        )
        s.discards = _counts(doc.get("discarded", {}), "plantations.discarded", data.GOOD_NAMES)
        in_play = [
            sum(p.island.count(k) for p in s.players)
            + s.face_up.count(k)
            + s.discards[k]
            + (s.drawn == k)
            for k in data.GOODS
        ]
        derived = tuple(setup.plantations[k] - in_play[k] for k in data.GOODS)
        for k in data.GOODS:
            if derived[k] < 0:
                _fail(
                    "plantations",
                    f"{in_play[k]} {data.GOOD_NAMES[k]} plantations are in play; "
                    f"a {s.n}-player game has {setup.plantations[k]}",
                )
        if "face_down" in doc:
            s.face_down = _counts(doc["face_down"], "plantations.face_down", data.GOOD_NAMES)
            if s.face_down != derived:
                _fail(
                    "plantations.face_down",
                    f"should be {dict(zip(data.GOOD_NAMES, derived))}: the rest of the tiles",
                )
        else:
            s.face_down = derived
            if "face_up" not in doc and s.phase != GAME_OVER:
                # As at the table: players + 1 plantations lie face up.
                s.face_up = tuple(
                    k for k in (draw_plantation(s, []) for _ in range(s.n + 1)) if k is not None
                )
