"""Invariants every reachable state keeps: conservation and no negative counts, with Expansion I
too (forests, guests, the board's buildings)."""

from pr_core.puerto_rico import data


def colonists_in_play(s):
    return s.colonist_supply + s.colonist_ship + s.hand + sum(p.colonists() for p in s.players)


def goods_in_play(s):
    totals = list(s.goods_supply)
    for p in s.players:
        for g, have in enumerate(p.goods):
            totals[g] += have
    for good, load in zip(s.ship_good, s.ship_load):
        if load:
            totals[good] += load
    for good in s.house:
        totals[good] += 1
    return tuple(totals)


def plantations_in_play(s):
    totals = [a + b for a, b in zip(s.face_down, s.discards)]
    for tile in s.face_up:
        totals[tile] += 1
    if s.drawn >= 0:  # drawn with the hacienda, waiting for the forest house's choice
        totals[s.drawn] += 1
    for p in s.players:
        for tile in p.island:
            if tile < 5:
                totals[tile] += 1
    return tuple(totals)


def check(s, initial_colonists):
    setup = data.SETUPS[s.n]
    assert colonists_in_play(s) == initial_colonists, "colonists not conserved"
    assert goods_in_play(s) == setup.goods, "goods not conserved"
    assert plantations_in_play(s) == setup.plantations, "plantations not conserved"
    assert s.quarries + sum(p.island.count(data.QUARRY) for p in s.players) == setup.quarries
    copies = setup.building_copies
    if s.expansion:
        in_game = set(data.PRODUCTION_BUILDINGS) | set(s.board)
        copies = [c if b in in_game else 0 for b, c in enumerate(data.EXPANSION_COPIES[s.n])]
        assert len(set(s.board)) == len(s.board), "a building twice on the board"
        planted = sum(p.island.count(data.FOREST) for p in s.players)
        assert s.forests >= 0 and s.forests + planted == data.FORESTS, "forests not conserved"
    else:
        assert not any(p.island.count(data.FOREST) for p in s.players)
    # A player owns building b where workers[b] >= 0 (the buildings are numbered 0, 1, 2...):
    # counted player by player, a check this suite makes at a million states.
    owners = [0] * len(data.BUILDINGS)
    for p in s.players:
        for b, workers in enumerate(p.workers):
            if workers >= 0:
                owners[b] += 1
    for b in data.BUILDINGS:
        assert s.building_supply[b] + owners[b] == copies[b], "buildings"
    chips_given = sum(p.vp for p in s.players)
    if s.vp_supply > 0:
        assert chips_given + s.vp_supply == setup.vp_chips, "VP chips not conserved"
    else:
        assert chips_given >= setup.vp_chips
    for p in s.players:
        assert p.doubloons >= 0 and p.vp >= 0 and p.waiting_colonists >= 0
        assert min(p.goods) >= 0
        assert len(p.island) <= data.ISLAND_SPACES
        assert p.city_spaces_used() <= data.CITY_SPACES
        assert sorted(p.city) == [b for b, workers in enumerate(p.workers) if workers >= 0]
        for kind in data.TILE_KINDS:
            assert 0 <= p.occupied[kind] <= p.island.count(kind)
        assert p.guests() <= data.BUILDING_CIRCLES[data.GUEST_HOUSE]
        for b in p.city:
            assert 0 <= p.workers[b] <= data.BUILDING_CIRCLES[b]
    assert min(s.goods_supply) >= 0 and s.colonist_supply >= 0 and s.colonist_ship >= 0
    assert len(s.house) <= 4
    for good, load, cap in zip(s.ship_good, s.ship_load, s.ship_capacity):
        assert 0 <= load <= cap and (load == 0) == (good == -1)
    carried = [g for g in s.ship_good if g != -1]
    assert len(carried) == len(set(carried)), "one good on two ships"
