"""The UI's message catalogs (web/i18n/<lang>.json): every language says everything English says,
with the same placeholders, and names the roles, buildings and goods as its rulebook does.

A missing key would show the player English in the middle of his language; a lost placeholder
would drop a number or a name from a sentence; a name the rulebook does not use would leave a
reader of that rulebook looking for a building that, for him, does not exist.
"""
import json
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
CATALOGS = ROOT / "web" / "i18n"
SEEDS = ROOT.parent / "shared" / "seeds"
LANGUAGES = ("sv", "is", "nb", "es", "nl")
# The rulebook each language's words come from (../shared/seeds/README.md).
SEED_OF = {"sv": "000_0dbbb79dad07bcc6.txt", "is": "001_bcf739f2099eb3f4.txt",
           "nb": "002_274464fd4487cccb.txt", "es": "003_47c99aec326fe71b.txt",
           "nl": "004_4dc8a4132d2022a6.txt"}
# Long compound words carry soft hyphens where the board may break them over two lines.
SOFT_HYPHEN = "\u00ad"
PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")
BUILDINGS = ("small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill",
             "tobacco_storage", "coffee_roaster", "small_market", "hacienda",
             "construction_hut", "small_warehouse", "hospice", "office", "large_market",
             "large_warehouse", "factory", "university", "harbor", "wharf", "guild_hall",
             "residence", "fortress", "customs_house", "city_hall")
# Expansion I, "The New Buildings": only the Swedish and Spanish seeds print its rules.
NEW_BUILDINGS = ("aqueduct", "forest_house", "black_market", "storehouse", "guest_house",
                 "trading_post", "church", "small_wharf", "lighthouse", "specialty_factory",
                 "library", "union_hall", "statue", "cloister")
NO_EXPANSION_RULEBOOK = {f"building.{b}" for b in NEW_BUILDINGS}
GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
# Names a rulebook does not print, with the reason; docs/i18n/<lang>.md gives their source.
NOT_IN_SEED = {
    # San Juan (the Dutch seed) is the card game: no settler, mayor or captain, no corn, no
    # colonists, ships or plantations, so neither the buildings that serve them. Those are named
    # as in the Dutch edition of Puerto Rico; the small production buildings are San Juan's
    # "indigoververij" and "suikermolen" with "kleine".
    "nl": {"role.settler", "role.mayor", "role.captain", "good.corn.title",
           "building.small_indigo_plant", "building.small_sugar_mill", "building.hacienda",
           "building.construction_hut", "building.small_warehouse", "building.hospice",
           "building.office", "building.large_warehouse", "building.university",
           "building.harbor", "building.wharf", "building.residence", "building.fortress",
           "building.customs_house"}
    # Expansion I: the seed is not its rulebook. San Juan's black market, trading post,
    # aqueduct, library and statue are the expansion's namesakes and keep San Juan's words
    # ("Zwarte markt", "Handelsstation", "Aquaduct", "Bibliotheek", "Standbeeld"); the other nine
    # are coined (docs/i18n/nl.md).
    | {f"building.{b}" for b in ("forest_house", "storehouse", "guest_house", "church",
                                 "small_wharf", "lighthouse", "specialty_factory", "union_hall",
                                 "cloister")},
    # The Icelandic rulebook prints "Lítill" with these feminine nouns, a slip its own inflected
    # forms do not make ("litla indígóplöntuvinnslu"): the catalog has the correct "Lítil".
    "is": {"building.small_indigo_plant", "building.small_sugar_mill"}
    # Expansion I: the Icelandic seed is the base game only; the names are coined
    # (docs/i18n/is.md).
    | NO_EXPANSION_RULEBOOK,
    # Expansion I: the Norwegian seed is the base game only; the names are coined
    # (docs/i18n/nb.md).
    "nb": NO_EXPANSION_RULEBOOK,
}


def catalog(lang):
    return json.loads((CATALOGS / f"{lang}.json").read_text(encoding="utf-8"))


ENGLISH = catalog("en")


def placeholders(entry):
    forms = entry.values() if isinstance(entry, dict) else [entry]
    return {name for form in forms for name in re.findall(r"\{(\w+)\}", form)}


def test_english_entries_are_text_or_plural_forms():
    for key, entry in ENGLISH.items():
        if isinstance(entry, dict):
            assert set(entry) <= PLURAL_CATEGORIES and "other" in entry, key
            assert "n" in placeholders(entry), f"{key} has plural forms but no {{n}} to choose by"
        else:
            assert isinstance(entry, str) and entry.strip() == entry and entry, key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_catalog_has_every_key_english_has_and_no_other(lang):
    entries = catalog(lang)
    missing = [k for k in ENGLISH if k not in entries]
    extra = [k for k in entries if k not in ENGLISH]
    assert not missing, f"{lang}.json lacks {len(missing)} keys English has: {missing[:20]}"
    assert not extra, f"{lang}.json has keys English does not: {extra[:20]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_keeps_the_placeholders_of_the_english_one(lang):
    entries = catalog(lang)
    wrong = {k: (sorted(placeholders(entries[k])), sorted(placeholders(v)))
             for k, v in ENGLISH.items() if k in entries
             and placeholders(entries[k]) != placeholders(v)}
    assert not wrong, f"{lang}: placeholders differ (theirs, English's): {wrong}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entries_are_translated_text_or_plural_forms(lang):
    for key, entry in catalog(lang).items():
        if isinstance(entry, dict):
            assert set(entry) <= PLURAL_CATEGORIES and "other" in entry, f"{lang} {key}"
            assert all(isinstance(f, str) and f.strip() for f in entry.values()), f"{lang} {key}"
        else:
            assert isinstance(entry, str) and entry.strip() == entry and entry, f"{lang} {key}"
        if isinstance(ENGLISH[key], dict):
            assert isinstance(entry, dict), f"{lang} {key}: English has plural forms, this not"


def seed_text(lang):
    text = (SEEDS / SEED_OF[lang]).read_text(encoding="utf-8").lower()
    # The Norwegian seed runs words together; compare it without spaces.
    return re.sub(r"\s+", "" if lang == "nb" else " ", text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_roles_buildings_and_goods_are_named_as_in_that_languages_rulebook(lang):
    if not SEEDS.is_dir():
        pytest.fail(f"the seed rulebooks are not at {SEEDS}")
    entries = catalog(lang)
    seed = seed_text(lang)
    keys = ([f"role.{r}" for r in ROLES] + [f"building.{b}" for b in BUILDINGS + NEW_BUILDINGS]
            + [f"good.{g}.title" for g in GOODS])
    absent = []
    for key in keys:
        if key in NOT_IN_SEED.get(lang, set()):
            continue
        name = entries[key].lower().replace(SOFT_HYPHEN, "")
        name = re.sub(r"\s+", "" if lang == "nb" else " ", name)
        if name not in seed:
            absent.append(f"{key}={entries[key]!r}")
    assert not absent, f"{lang}: not in its rulebook ({SEED_OF[lang]}): {absent}"


# San Juan (the card game): its 29 cards, 5 roles and 5 goods. The Dutch seed is San Juan's own
# rulebook, so Dutch names them as it prints them; the other languages' names are sourced in
# their notes (docs/i18n/<lang>.md, "San Juan").
SJ_CARDS = ("indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter",
            "smithy", "gold_mine", "archive", "poor_house", "black_market", "trading_post", "well",
            "market_stand", "crane", "chapel", "tower", "aqueduct", "carpenter", "prefecture",
            "market_hall", "quarry", "library", "statue", "victory_column", "hero", "guild_hall",
            "city_hall", "triumphal_arch", "palace")
SJ_ROLES = ("builder", "producer", "trader", "councillor", "prospector")
SJ_GOODS = ("indigo", "sugar", "tobacco", "coffee", "silver")


def test_san_juans_cards_roles_and_goods_are_named_as_in_the_dutch_rulebook():
    """Seed 004 verbatim. Its OCR garbles some of them in places ("aguaduct", line 302;
    "tahaksfahriek", 595; "ildehal", 798); each is printed whole elsewhere in the seed, which
    is the spelling used (docs/i18n/nl.md, "San Juan")."""
    if not SEEDS.is_dir():
        pytest.fail(f"the seed rulebooks are not at {SEEDS}")
    entries = catalog("nl")
    seed = seed_text("nl")
    keys = ([f"sj.card.{c}" for c in SJ_CARDS] + [f"sj.role.{r}" for r in SJ_ROLES]
            + [f"sj.good.{g}" for g in SJ_GOODS])
    absent = [f"{k}={entries[k]!r}" for k in keys
              if re.sub(r"\s+", " ", entries[k].lower().replace(SOFT_HYPHEN, "")) not in seed]
    assert not absent, f"nl: San Juan's names not in seed 004: {absent}"


@pytest.mark.parametrize("lang", ("en",) + LANGUAGES)
def test_every_san_juan_card_and_role_has_its_words(lang):
    entries = catalog(lang)
    for card in SJ_CARDS:
        for suffix in ("", ".a", ".short", ".tip"):
            assert entries.get(f"sj.card.{card}{suffix}"), f"{lang}: sj.card.{card}{suffix}"
    for role in SJ_ROLES:
        for suffix in ("", ".lc", ".short", ".tip"):
            assert entries.get(f"sj.role.{role}{suffix}"), f"{lang}: sj.role.{role}{suffix}"
