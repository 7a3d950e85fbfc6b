"""The UI's language files (web/i18n/<lang>.json): every language says everything English says,
with the same placeholders, and names the roles, buildings and goods as its rulebook does.

What each edition prints is recorded in tests/data/edition_terms.tsv: one row per name, with the
edition (Swedish, Icelandic, Norwegian, Spanish edition of Puerto Rico; Dutch edition of San Juan)
and where in it the name is printed, so that a reader can check a row against the book.

A missing key would show the player English in the middle of his language; a lost placeholder
would drop a number or a name from a sentence; a name the rulebook does not use would leave a
reader of that rulebook looking for a building that, for him, does not exist.
"""

import csv
import json
import pathlib
import re

import pytest

from pr_core.puerto_rico import data as pr_data
from pr_core.san_juan import data as sj_data

ROOT = pathlib.Path(__file__).resolve().parents[1]
LANGUAGE_FILES = ROOT / "web" / "i18n"
EDITION_TERMS = ROOT / "tests" / "data" / "edition_terms.tsv"
LANGUAGES = ("sv", "is", "nb", "es", "nl")
# The rulebook each language's words come from.
EDITION_OF = {
    "sv": "Swedish edition",
    "is": "Icelandic edition",
    "nb": "Norwegian edition",
    "es": "Spanish edition",
    "nl": "Dutch edition",
}
# Long compound words carry soft hyphens where the board may break them over two lines.
SOFT_HYPHEN = "\u00ad"
PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
# What every language names: the games' own catalogues.
ROLES = pr_data.ROLE_NAMES
BUILDINGS = tuple(pr_data.BUILDING_NAMES[b] for b in pr_data.BASE_BUILDINGS)
# Expansion I, "The New Buildings": only the Swedish and Spanish editions print its rules.
NEW_BUILDINGS = tuple(n for n in pr_data.BUILDING_NAMES if n not in BUILDINGS)
NO_EXPANSION_RULEBOOK = {f"building.{b}" for b in NEW_BUILDINGS}
GOODS = pr_data.GOOD_NAMES
# Names a rulebook does not print, with the reason; docs/i18n/<lang>.md gives their source.
NOT_IN_EDITION = {
    # San Juan (the Dutch edition) is the card game: no settler, mayor or captain, no corn, no
    # colonists, ships or plantations, so neither the buildings that serve them. Those are named
    # as in the Dutch edition of Puerto Rico; the small production buildings are San Juan's
    # "indigoververij" and "suikermolen" with "kleine".
    "nl": {
        "role.settler",
        "role.mayor",
        "role.captain",
        "good.corn.title",
        "building.small_indigo_plant",
        "building.small_sugar_mill",
        "building.hacienda",
        "building.construction_hut",
        "building.small_warehouse",
        "building.hospice",
        "building.office",
        "building.large_warehouse",
        "building.university",
        "building.harbor",
        "building.wharf",
        "building.residence",
        "building.fortress",
        "building.customs_house",
        # Printed only inside "tabaksfabriek", never as a word of its own.
        "building.factory",
    }
    # Expansion I: the Dutch edition is not its rulebook. San Juan's black market, trading post,
    # aqueduct, library and statue are the expansion's namesakes and keep San Juan's words
    # ("Zwarte markt", "Handelsstation", "Aquaduct", "Bibliotheek", "Standbeeld"); the other nine
    # are coined (docs/i18n/nl.md).
    | {
        f"building.{b}"
        for b in (
            "forest_house",
            "storehouse",
            "guest_house",
            "church",
            "small_wharf",
            "lighthouse",
            "specialty_factory",
            "union_hall",
            "cloister",
        )
    },
    # The Icelandic rulebook prints "Lítill" with these feminine nouns, a slip its own inflected
    # forms do not make ("litla indígóplöntuvinnslu"): is.json has the correct "Lítil".
    "is": {"building.small_indigo_plant", "building.small_sugar_mill"}
    # Expansion I: the Icelandic edition is the base game only; the names are coined
    # (docs/i18n/is.md).
    | NO_EXPANSION_RULEBOOK,
    # Expansion I: the Norwegian edition is the base game only; the names are coined
    # (docs/i18n/nb.md).
    "nb": NO_EXPANSION_RULEBOOK,
}


def language_file(lang):
    return json.loads((LANGUAGE_FILES / f"{lang}.json").read_text(encoding="utf-8"))


ENGLISH = language_file("en")


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
def test_a_language_file_has_every_key_english_has_and_no_other(lang):
    entries = language_file(lang)
    missing = [k for k in ENGLISH if k not in entries]
    extra = [k for k in entries if k not in ENGLISH]
    assert not missing, f"{lang}.json lacks {len(missing)} keys English has: {missing[:20]}"
    assert not extra, f"{lang}.json has keys English does not: {extra[:20]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_keeps_the_placeholders_of_the_english_one(lang):
    entries = language_file(lang)
    wrong = {
        k: (sorted(placeholders(entries[k])), sorted(placeholders(v)))
        for k, v in ENGLISH.items()
        if k in entries and placeholders(entries[k]) != placeholders(v)
    }
    assert not wrong, f"{lang}: placeholders differ (theirs, English's): {wrong}"


def test_every_sentence_naming_a_player_speaks_to_you_in_its_you_form():
    """The player the page shows as "You" (the guided first game) is told of in the second
    person: every sentence with a {player} has its `.you` form, which names nobody ("You take a
    quarry", never "You takes"). The other languages follow by the test above. (A sentence made
    in two persons from the start, `<stem>.other` beside `<stem>.you`, as the coach's reasons
    are, has its form already.)"""
    naming = [k for k, v in ENGLISH.items() if "player" in placeholders(v)]
    assert len(naming) > 50  # the logs' sentences

    def you_form(key):
        stem = key.removesuffix(".other")
        return f"{stem}.you" if stem != key and f"{stem}.you" in ENGLISH else f"{key}.you"

    for key in naming:
        assert you_form(key) in ENGLISH, f"{key} has no .you form"
        assert "player" not in placeholders(ENGLISH[you_form(key)]), key
    for lang in ("en",) + LANGUAGES:
        entries = language_file(lang)
        said = [entries[you_form(k)] for k in naming]
        forms = [f for e in said for f in (e.values() if isinstance(e, dict) else [e])]
        pronoun = entries["setup.you"].lower()
        # Each form speaks to him: his pronoun, or "your" and its kin, in it.
        silent = [f for f in forms if not re.search(YOU_WORDS[lang], f, re.IGNORECASE)]
        assert not silent, f"{lang} ({pronoun}): {silent[:5]}"


# The second person's words in each language: its pronoun in any case, the possessives.
YOU_WORDS = {
    "en": r"\byour?\b",
    "sv": r"\b(du|dig|din|ditt|dina)\b",
    "nb": r"\b(du|deg|din|ditt|dine)\b",
    "nl": r"\b(je|jij|jou|jouw)\b",
    "is": r"(?<!\w)(þú|þig|þér|þín|þinn|þitt|þínar?)(?!\w)",
    # (Spanish drops the pronoun: the sentence opens on the verb's second person, in -s.)
    "es": r"^(no |te )?\w+s\b|(?<!\w)(tú|tu|tus|te|ti|eres)(?!\w)",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entries_are_translated_text_or_plural_forms(lang):
    for key, entry in language_file(lang).items():
        if isinstance(entry, dict):
            assert set(entry) <= PLURAL_CATEGORIES and "other" in entry, f"{lang} {key}"
            assert all(isinstance(f, str) and f.strip() for f in entry.values()), f"{lang} {key}"
        else:
            assert isinstance(entry, str) and entry.strip() == entry and entry, f"{lang} {key}"
        if isinstance(ENGLISH[key], dict):
            assert isinstance(entry, dict), f"{lang} {key}: English has plural forms, this not"


def normalised(name, lang):
    """A name as compared with what an edition prints: soft hyphens and case set aside. The
    Norwegian edition's text runs words together, so Norwegian names compare without spaces."""
    name = name.replace(SOFT_HYPHEN, "").casefold()
    return re.sub(r"\s+", "" if lang == "nb" else " ", name).strip()


def edition_terms():
    with EDITION_TERMS.open(encoding="utf-8", newline="") as table:
        return list(csv.DictReader(table, delimiter="\t", quoting=csv.QUOTE_NONE))


def named_keys(lang):
    """The language-file keys whose words must be the edition's own: roles, buildings and goods, and
    for Dutch San Juan's cards, roles and goods; less what the edition does not print."""
    keys = (
        [f"role.{r}" for r in ROLES]
        + [f"building.{b}" for b in BUILDINGS + NEW_BUILDINGS]
        + [f"good.{g}.title" for g in GOODS]
    )
    if lang == "nl":
        keys += (
            [f"sj.card.{c}" for c in SJ_CARDS]
            + [f"sj.role.{r}" for r in SJ_ROLES]
            + [f"sj.good.{g}" for g in SJ_GOODS]
        )
    return [k for k in keys if k not in NOT_IN_EDITION.get(lang, set())]


def test_the_table_of_edition_terms_is_well_formed():
    rows = edition_terms()
    assert rows, f"{EDITION_TERMS} is empty"
    seen = set()
    for row in rows:
        where = f"{EDITION_TERMS.name}: {row}"
        assert row["language"] in EDITION_OF, where
        assert row["edition"] == EDITION_OF[row["language"]], where
        assert row["term"].strip() and row["where printed"].strip(), where
        assert (row["language"], row["key"]) not in seen, f"twice: {where}"
        seen.add((row["language"], row["key"]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_name_the_language_file_takes_from_its_edition_is_in_the_table(lang):
    listed = {row["key"] for row in edition_terms() if row["language"] == lang}
    missing = [k for k in named_keys(lang) if k not in listed]
    unexpected = sorted(listed - set(named_keys(lang)))
    assert not missing, f"{lang}: no row in {EDITION_TERMS.name} for {missing}"
    assert not unexpected, f"{lang}: rows for names the edition does not print: {unexpected}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_roles_buildings_and_goods_are_named_as_in_that_languages_rulebook(lang):
    entries = language_file(lang)
    wrong = [
        f"{row['key']}: language file {entries[row['key']]!r}, {row['edition']} "
        f"{row['term']!r} ({row['where printed']})"
        for row in edition_terms()
        if row["language"] == lang
        and normalised(entries[row["key"]], lang) != normalised(row["term"], lang)
    ]
    assert not wrong, f"{lang}: named otherwise than its rulebook prints: {wrong}"


# San Juan (the card game): its 29 cards, 5 roles and 5 goods. The Dutch edition is San Juan's
# own rulebook, so Dutch names them as it prints them (OCR slips aside: docs/i18n/nl.md); the
# other languages' names are sourced in their notes (docs/i18n/<lang>.md, "San Juan").
SJ_CARDS = sj_data.CARD_NAMES
SJ_ROLES = sj_data.ROLE_NAMES
SJ_GOODS = sj_data.GOOD_NAMES


@pytest.mark.parametrize("lang", ("en",) + LANGUAGES)
def test_every_san_juan_card_and_role_has_its_words(lang):
    entries = language_file(lang)
    for card in SJ_CARDS:
        for suffix in ("", ".a", ".short", ".tip"):
            assert entries.get(f"sj.card.{card}{suffix}"), f"{lang}: sj.card.{card}{suffix}"
    for role in SJ_ROLES:
        for suffix in ("", ".lc", ".short", ".tip"):
            assert entries.get(f"sj.role.{role}{suffix}"), f"{lang}: sj.role.{role}{suffix}"


# A word: letters, and the soft hyphens and hyphens of a compound.
WORD = r"[^\W\d_][\w\u00ad-]*"
# Counts that are never one, so that their plain text is always right: a game has 2 to 5
# players, a cargo ship holds 4 to 8 barrels, the councillor draws 2 cards at least.
NEVER_ONE = {"log.newGame", "log.newGame.you", "log.fromStart", "board.cargoShip.tip"}
NEVER_ONE |= {"guide.now.sj.councillor"}
# Placeholders that name a thing, never a count ("Hur många tunnor {good}").
NAMES = {"good", "player", "building", "role", "tile", "target", "name", "card", "ship", "what"}


def inflected_words(entries):
    """What a language changes with a count, as its own plural forms show it: the word just
    after (or before) a placeholder that differs between the one and the other form ("{n}
    doubloon", "{n} doubloons"; "queda {n}", "quedan {n}"), as the other form has it."""
    after, before = set(), set()
    for entry in entries.values():
        if not (isinstance(entry, dict) and "one" in entry and "other" in entry):
            continue
        for name in placeholders(entry) - NAMES:
            for found, pattern in (
                (after, rf"\{{{name}\}}\s+({WORD})"),
                (before, rf"({WORD})\s+\{{{name}\}}"),
            ):
                one, other = (re.search(pattern, entry[form]) for form in ("one", "other"))
                if one and other and one.group(1).casefold() != other.group(1).casefold():
                    found.add(other.group(1).casefold())
    return after, before


@pytest.mark.parametrize("lang", ("en",) + LANGUAGES)
def test_a_count_in_plain_text_stands_by_no_word_its_language_inflects_by_number(lang):
    """A count in plain text beside a word the language inflects by number ("1 barrels left",
    "te faltan 1 doblón", "quedan 1") is wrong for one of the numbers: the entry needs plural
    forms (chosen by the `n` its code passes). The language's own plural forms say which words
    change; a count that is never one is let be (NEVER_ONE)."""
    entries = language_file(lang)
    after, before = inflected_words(entries)
    assert len(after) >= 8, sorted(after)  # doubloons, colonists, barrels, cards...
    wrong = []
    for key, entry in entries.items():
        if isinstance(entry, dict) or key in NEVER_ONE:
            continue
        for name in placeholders(entry) - NAMES:
            beside = re.findall(rf"\{{{name}\}}\s+({WORD})", entry)
            ahead = re.findall(rf"({WORD})\s+\{{{name}\}}", entry)
            if {w.casefold() for w in beside} & after or {w.casefold() for w in ahead} & before:
                wrong.append(f"{key}: {entry}")
    assert not wrong, f"{lang}: a count by a word that changes with it, in plain text: {wrong}"
