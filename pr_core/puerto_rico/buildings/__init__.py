"""What each violet building does: its whole effect in one module, called by the phases at named
moments ("when the builder pays", "after a load", "at the end of the game").

The static facts (cost, VP, circles, column, copies) are rows of data.py; a building's module holds
its rules and nothing else, each reviewable against its section of the rules digests
(docs/rules/puerto-rico.md#buildings, docs/rules/expansion-i.md#buildings). A building works only
while occupied (`Player.active`), except where its module says otherwise; the statue has no circle
and no rule beyond its 8 VP (see university.py and church.py for how they treat it).

    building            module                 read by (moment)
    ------------------  ---------------------  -------------------------------------------------
    small market        small_market.py        trader: the price of a sale to the house
    large market        large_market.py        trader: the price of a sale to the house
    hacienda            hacienda.py            settler: before the tile, an extra face-down tile
    construction hut    construction_hut.py    settler: a quarry instead of a plantation
    small warehouse     small_warehouse.py     captain, storing: goods kinds kept whole
    large warehouse     large_warehouse.py     captain, storing: goods kinds kept whole
    hospice             hospice.py             settler: a colonist on the new tile
    office              office.py              trader: selling a kind the house holds
    factory             factory.py             craftsman: doubloons for kinds produced
    university          university.py          builder: a colonist on the new building
    harbor              harbor.py              captain: VP per load
    wharf               wharf.py               captain: a turn's load to the supply
    guild hall, residence, fortress, customs house, city hall, cloister
                        <name>.py              game end: bonus VP (scoring.py)
    aqueduct            aqueduct.py            craftsman: an extra indigo or sugar
    forest house        forest_house.py        settler: a forest instead of a plantation;
                                               builder: forests' discount (occupied or not)
    black market        black_market.py        builder: paying with a colonist, good, VP chip
    storehouse          storehouse.py          captain, storing: 3 more barrels
    guest house         guest_house.py         mayor: guests; any phase: a guest moves on
    trading post        trading_post.py        trader: a sale to one's own post
    church              church.py              builder: VP for building
    small wharf         small_wharf.py         captain: any barrels to the supply
    lighthouse          lighthouse.py          captain: doubloons per load, and the captain's
    specialty factory   specialty_factory.py   craftsman: doubloons for the most of one kind
    library             library.py             every role: the picker's privilege doubled
    union hall          union_hall.py          captain, before loading: VP per pair of barrels
"""
