"""What the build writes for <pr-game> (web/embed.js, docs/embed.md), called by build/site.py:

    embed.js                 web/embed.js with its manifest written in: the games' facts from the
                             engine's `hello` and `scenarios` answers, the English words of the
                             poster from web/i18n/en.json
    i18n/poster-<lang>.js    the poster's words in each other language, from i18n/<lang>.json

The manifest goes into the script rather than beside it: the poster then costs one download, as
before, and a host page's CSP and the app server's CORS allow embed.js already. The other
languages stay separate modules, imported only by an element that speaks one.

    python build/embed_manifest.py     prints the manifest (JSON)
"""

from __future__ import annotations

import json
import pathlib
import re
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent
EMBED = "embed.js"
# What web/embed.js holds in the manifest's place, exactly once.
PLACEHOLDER = "/* the manifest */ null"
# The language files' keys the poster shows, in every language.
POSTER_KEYS = re.compile(r"poster\..+|level\.[a-z_]+|scenario\..+")


class ManifestError(Exception):
    pass


def engine() -> Any:
    """pr_core of this checkout, the one the wheel is built from; imported only when needed, once
    site.py runs under .venv's Python."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import pr_core.bridge
    import pr_core.games

    return pr_core


def ask(kind: str) -> Any:
    """The engine's answer to a request without payload, as the page's worker would get it."""
    bridge = engine().bridge
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": {}})))
    if not answer.get("ok"):
        raise ManifestError(f"the engine refused {kind!r}: {answer.get('error')}")
    return answer["result"]


def english(web: pathlib.Path) -> dict[str, Any]:
    words: dict[str, Any] = json.loads((web / "i18n" / "en.json").read_text(encoding="utf-8"))
    return words


def game_keys(game_id: str, default: str, words: dict[str, Any]) -> dict[str, str]:
    """A game's own word for each poster key that has one ({} for the default game's)."""
    if game_id == default:
        return {}
    # The language files keep a game's own poster words under its id:
    # "poster.san-juan.kickerGame" is San Juan's "poster.kickerGame".
    prefix = f"poster.{game_id}."
    keys = {"poster." + k.removeprefix(prefix): k for k in words if k.startswith(prefix)}
    orphans = sorted(k for k in keys if k not in words)
    if not keys or orphans:
        raise ManifestError(
            f"{game_id}'s poster words ({prefix}*) must each stand for a poster.* word: "
            f"{orphans or 'there are none'}"
        )
    return keys


def manifest(web: pathlib.Path) -> dict[str, Any]:
    """The manifest (web/embed.js's `Manifest`): only what the poster reads."""
    games = engine().games
    default = games.DEFAULT.id
    words = english(web)
    scenarios: dict[str, list[str]] = {}
    for s in ask("scenarios"):
        # The bridge names the game of a scenario only when it is not the default one.
        scenarios.setdefault(s.get("game", default), []).append(s["id"])
    return {
        "default_game": default,
        "games": [
            {
                "id": g["id"],
                "players": g["players"],
                "position_format": g["position_format"],
                "bot_levels": [level["id"] for level in g["bot_levels"]],
                "default_bot_level": g["default_bot_level"],
                "scenarios": scenarios.get(g["id"], []),
                "keys": game_keys(g["id"], default, words),
            }
            for g in ask("hello")["games"]
        ],
        "languages": sorted(p.stem for p in (web / "i18n").glob("*.json")),
        "words": {k: v for k, v in words.items() if POSTER_KEYS.fullmatch(k)},
    }


def embed_script(source: str, data: dict[str, Any]) -> bytes:
    """web/embed.js's text with `data` in the placeholder's place."""
    count = source.count(PLACEHOLDER)
    if count != 1:
        raise ManifestError(
            f"web/{EMBED} must hold {PLACEHOLDER!r} exactly once (where the manifest goes), "
            f"not {count} times"
        )
    # JSON is JavaScript. Compact: whatever the poster downloads, every reader of a page pays for.
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return source.replace(PLACEHOLDER, text).encode("utf-8")


def poster_words(ui: dict[str, pathlib.Path]) -> dict[str, bytes]:
    """i18n/poster-<lang>.js from each language file i18n/<lang>.json but en (in the manifest)."""
    out = {}
    for rel, path in ui.items():
        match = re.fullmatch(r"i18n/([a-z]{2,3})\.json", rel)
        if not match or match.group(1) == "en":
            continue
        language_file = json.loads(path.read_text(encoding="utf-8"))
        words = {k: v for k, v in language_file.items() if POSTER_KEYS.fullmatch(k)}
        # A module, not JSON: a host page's CSP lets it run the app's scripts, not fetch from it.
        out[f"i18n/poster-{match.group(1)}.js"] = (
            f"// Written by build/embed_manifest.py from {rel}: the words of <pr-game>'s poster.\n"
            f"export default {json.dumps(words, ensure_ascii=False, indent=1)};\n"
        ).encode()
    return out


def embed_files(web: pathlib.Path, ui: dict[str, pathlib.Path]) -> dict[str, bytes]:
    """Every file above, by its path in the site; none if web/ has no embed.js."""
    if EMBED not in ui:
        return {}
    script = embed_script(ui[EMBED].read_text(encoding="utf-8"), manifest(web))
    return {EMBED: script, **poster_words(ui)}


if __name__ == "__main__":
    print(json.dumps(manifest(ROOT / "web"), ensure_ascii=False, indent=1))
