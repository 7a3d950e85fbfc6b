"""English wording for log phrases and error messages (the UI has its own language files)."""


def human(name: str) -> str:
    """A position-format name as words: "coffee_roaster" -> "coffee roaster"."""
    return name.replace("_", " ")


def article(words: str) -> str:
    """ "a harbor", "an office", "a university" (by sound, not by letter)."""
    vowel_sound = words[0] in "aeio" or (words[0] == "u" and not words.startswith("uni"))
    return ("an " if vowel_sound else "a ") + words


def plural(count: int, noun: str) -> str:
    """ "1 doubloon", "2 doubloons"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
