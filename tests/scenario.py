"""Helpers for the scenario tests (tests/test_rules_*.py).

A scenario starts from a hand-written position (the JSON position format, most fields left out)
and plays actions written in their JSON form, so a test reads like the game:

    state = start({"players": [...], "phase": {"name": "role_selection"}})
    state = play(state, {"type": "role", "role": "captain"},
                        {"type": "load", "ship": 0, "good": "corn"})
    assert goods(state, ANA) == {"corn": 1}

Everything read back goes through the public API (`to_json`, `legal_actions`, `step_events`,
`final_scores`), i.e. what a player sees on the table.
"""

import json

import pr_core as pr
from pr_core.scenario_files import move

ANA, BO, CY, DI, ED = range(5)
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


# --- building positions -------------------------------------------------------------------------
def start(doc):
    """The state of a hand-written position (a dict in the position format)."""
    return pr.from_json(doc)


def tiles(kind, count=1, colonist=False):
    """`count` island tiles of one kind, all occupied or all empty."""
    return [{"tile": kind, "colonist": colonist} for _ in range(count)]


def manned(kind, count=1):
    """`count` occupied island tiles of one kind."""
    return tiles(kind, count, colonist=True)


def building(name, colonists=1):
    return {"building": name, "colonists": colonists}


def taken_roles(**taken):
    """A 3-player round's role cards in the rulebook's order, each role named in `taken` taken by
    that seat (role=seat), the others still to choose."""
    return [
        {"role": name, "taken_by": taken[name]} if name in taken else {"role": name}
        for name in ("settler", "mayor", "builder", "craftsman", "trader", "captain")
    ]


def players(*docs):
    """Player dicts named Ana, Bo, Cy... in seat order (a given "name" wins)."""
    return [dict({"name": NAMES[seat]}, **doc) for seat, doc in enumerate(docs)]


# --- playing ------------------------------------------------------------------------------------
def action(doc):
    return pr.Action.from_json(doc)


def play(state, *docs):
    """Applies each action (JSON form) in turn; returns the last state."""
    for doc in docs:
        state = pr.apply_action(state, action(doc))
    return state


def offered(state):
    """The legal actions, in their JSON form."""
    return [a.to_json() for a in pr.legal_actions(state)]


def is_offered(state, doc):
    return action(doc) in pr.legal_actions(state)


def events(state, kind=None):
    """The events of the step that made `state`, optionally only those of one type."""
    found = pr.step_events(state)
    return [e for e in found if kind is None or e["type"] == kind]


def forced_actions(state):
    """The actions applied automatically in the last step (JSON form, with the player)."""
    return [(e["player"], e["action"]) for e in events(state, "action") if e["forced"]]


def chosen_actions(state):
    return [(e["player"], e["action"]) for e in events(state, "action") if not e["forced"]]


# --- reading the table --------------------------------------------------------------------------
def view(state):
    """The whole position as the JSON document a person reads."""
    return json.loads(pr.to_json(state))


def player(state, seat):
    return view(state)["players"][seat]


def doubloons(state, seat):
    return player(state, seat)["doubloons"]


def vp(state, seat):
    return player(state, seat)["vp_chips"]


def goods(state, seat):
    """The player's barrels, zero counts left out."""
    return {g: n for g, n in player(state, seat)["goods"].items() if n}


def island(state, seat):
    """{tile kind: number of tiles} on the player's island."""
    counts = {}
    for tile in player(state, seat)["island"]:
        counts[tile["tile"]] = counts.get(tile["tile"], 0) + 1
    return counts


def occupied_tiles(state, seat):
    """{tile kind: occupied tiles of that kind}, zero counts left out."""
    counts = {}
    for tile in player(state, seat)["island"]:
        if tile["colonist"]:
            counts[tile["tile"]] = counts.get(tile["tile"], 0) + 1
    return counts


def city(state, seat):
    """{building: colonists on it} for the player's buildings."""
    return {b["building"]: b["colonists"] for b in player(state, seat)["city"]}


def san_juan(state, seat):
    return player(state, seat)["san_juan"]


def colonists(state):
    """{"supply": n, "ship": n}."""
    return view(state)["colonists"]


def ships(state):
    """[(good or None, count)] for the cargo ships, smallest first."""
    return [(s["good"], s["count"]) for s in view(state)["cargo_ships"]]


def supply(state, good):
    return view(state)["goods_supply"][good]


def face_up(state):
    return sorted(view(state)["plantations"]["face_up"])


def phase(state):
    return view(state)["phase"]["name"]


def role_doubloons(state):
    return {r["role"]: r["doubloons"] for r in view(state)["roles"]}


# --- setting supplies in a hand-written position ------------------------------------------------
# The position format checks that pieces add up to the game's totals, so a supply smaller than
# "everything not in play" needs the rest put somewhere: these helpers put it with a bystander.
def _derived(doc):
    return view(start(doc))


def colonist_supply(doc, supply, ship, holder):
    """Leaves `supply` colonists in the supply and `ship` on the colonist ship; every other
    colonist not on a board waits in the San Juan of player `holder`."""
    left = sum(_derived(doc)["colonists"].values())
    rest = left - supply - ship
    assert rest >= 0, "more colonists asked for than the game has left"
    doc["players"][holder]["san_juan"] = doc["players"][holder].get("san_juan", 0) + rest
    doc["colonists"] = {"supply": supply, "ship": ship}
    return doc


def goods_supply(doc, holder, **supply):
    """Leaves the given numbers of barrels in the supply; the rest of those goods are held by
    player `holder`."""
    derived = _derived(doc)["goods_supply"]
    held = doc["players"][holder].setdefault("goods", {})
    for good, count in supply.items():
        rest = derived[good] - count
        assert rest >= 0, f"more {good} asked for than the supply can have"
        held[good] = held.get(good, 0) + rest
    return doc


def face_down_stacks(doc, **face_down):
    """Leaves exactly these plantations in the face-down stacks; every other plantation not in
    play lies on the discard pile. The position must name its face-up plantations."""
    assert "face_up" in doc.get("plantations", {}), "give the face-up plantations"
    derived = _derived(doc)["plantations"]["face_down"]
    discarded = dict(doc["plantations"].get("discarded", {}))
    for kind, count in derived.items():
        assert count >= face_down.get(kind, 0), f"not enough {kind} plantations left"
        discarded[kind] = discarded.get(kind, 0) + count - face_down.get(kind, 0)
    doc["plantations"]["discarded"] = discarded
    return doc


# --- the mayor's placing, independent of how the engine asks for it ---------------------------
def arrangement(state, seat):
    """Where the player's colonists are: {tile kind or building: colonists, "san_juan": n},
    zero counts left out."""
    found = dict(occupied_tiles(state, seat))
    found.update({b: n for b, n in city(state, seat).items() if n})
    if san_juan(state, seat):
        found["san_juan"] = san_juan(state, seat)
    return found


def placements(state):
    """Every arrangement the player placing colonists now can end his mayor turn with, each with
    the state after it: {frozenset(arrangement.items()): state}. Explores every sequence of
    legal actions until his turn is over."""
    seat = state.current_player
    assert phase(state) == "mayor" and view(state)["phase"]["step"] == "placing"
    found = {}

    def walk(s):
        if phase(s) != "mayor" or s.current_player != seat:
            found.setdefault(frozenset(arrangement(s, seat).items()), s)
            return
        for a in pr.legal_actions(s):
            walk(pr.apply_action(s, a))

    walk(state)
    return found


def possible_arrangements(state):
    return sorted((dict(key) for key in placements(state)), key=lambda d: sorted(d.items()))


def arrange(state, **wanted):
    """The state after the placing player puts his colonists as `wanted` (names as keys)."""
    options = placements(state)
    key = frozenset(wanted.items())
    assert key in options, f"{wanted} is not a legal arrangement; legal: {list(map(dict, options))}"
    return options[key]


# --- the base game's actions in their JSON form (Expansion I's own: expansion_scenario.py) ---
role = move("role", "role")
SETTLER, MAYOR, BUILDER = role("settler"), role("mayor"), role("builder")
CRAFTSMAN, TRADER, CAPTAIN = role("craftsman"), role("trader"), role("captain")
PROSPECTOR = role("prospector")

take = move("plant", "tile")
build = move("build", "building")
sell = move("sell", "good")
load = move("load", "ship", "good")
wharf = move("wharf", "good")
keep = move("keep", "good", "count")


def store(single, warehouse=()):
    return {"type": "store", "warehouse": list(warehouse), "single": single}


extra_good = move("extra_good", "good")
place = move("place", "target", "count")
decline = move("pass", "decision")


DRAW = {"type": "hacienda"}
TAKE_COLONIST = {"type": "extra_colonist"}  # the mayor's, the hospice's, the university's
NO_TILE = decline("plant")
NO_DRAW = decline("hacienda")
NO_COLONIST = decline("colonist")
NO_BUILD = decline("build")
NO_SALE = decline("sell")
NO_LOAD = decline("load")
NO_EXTRA_GOOD = decline("extra_good")


def game(*docs, **top):
    """A base-game position: the players (Ana, Bo, Cy... in seat order) and any other
    top-level fields of the position format."""
    return {"players": players(*docs), **top}


# --- reading what happened ---------------------------------------------------------------------
def same(found, expected):
    """The same action JSON forms, in any order."""
    return sorted(map(json.dumps, found)) == sorted(map(json.dumps, expected))


def only_event(state, kind, **fields):
    """The one event of `kind` in the last step (with these field values, if given)."""
    found = [e for e in events(state, kind) if all(e.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, f"expected one {kind} event with {fields}, found {found}"
    return found[0]


def no_event(state, kind, **fields):
    found = [e for e in events(state, kind) if all(e.get(k) == v for k, v in fields.items())]
    assert not found, f"expected no {kind} event with {fields}, found {found}"


def of_type(found, kind):
    """The offered actions of one type."""
    return [a for a in found if a["type"] == kind]
