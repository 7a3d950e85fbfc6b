"""Golden playthroughs: whole games recorded step by step, replayed to catch any change in
behaviour.

Each `game-<players>p-seed<seed>.jsonl` (Puerto Rico) or `san-juan-<players>p-seed<seed>.jsonl`
file in this directory is one game, played by a seeded chooser
(`pr_core.rng.Random(seed).choice(legal_actions(state))`) from the game's `new_game(players, seed,
**options)`. The format is described in README.md next to this file.

    python tests/golden/replay.py               # replay every file, compare, exit 1 on a difference
    python tests/golden/replay.py --print       # replay every file, print what it would contain
    python tests/golden/replay.py --regenerate  # play the GAMES below again and rewrite the files

File names may follow to restrict a run to some files. Replaying reads the actions from the file
(not from the chooser), so a file stays meaningful even if the chooser changes; the replayed lines
must then equal the stored ones byte for byte.

Only the standard library and pr_core are used: the same script runs under CPython and, through
tests/pyodide/run_python.mjs, inside Pyodide, and must print the same bytes in both.
"""

import hashlib
import json
import os
import sys

import pr_core as pr
from pr_core import games
from pr_core.rng import Random

USAGE = "usage: python tests/golden/replay.py [--regenerate | --print] [FILE.jsonl ...]"
FORMAT = "pr-golden/1"
CHOOSER = "pr_core.rng.Random(seed).choice(legal_actions(state))"
HERE = os.path.dirname(os.path.abspath(__file__))

# The recorded games: (players, seed, options passed to new_game), two per player count. The seeds
# were picked, when the files were last regenerated, for variety (different ways the game ends,
# the wharf, shared wins); the options cover both VP visibilities and custom, non-ASCII names.
GAMES = [
    (2, 15, {}),
    (2, 23, {"visible_vp": True}),
    (3, 3, {"names": ["Ana", "Bo", "Cy"]}),
    (3, 16, {"visible_vp": True}),
    (4, 34, {}),
    (4, 37, {"visible_vp": True}),
    (5, 14, {}),
    (5, 57, {"visible_vp": True, "names": ["Zo\u00eb", "\u00dcmit", "Ana", "Bo", "Cy"]}),
    # Expansion I: every setup, and between them every new kind of action and event (the draft,
    # forests, guests, the black market, trading post, small wharf, storehouse, library...).
    (2, 109, {"expansion": "draft"}),
    (3, 7, {"expansion": "draft"}),
    (3, 59, {"expansion": "random", "visible_vp": True}),
    (4, 18, {"expansion": "all"}),
    (4, 108, {"expansion": "draft"}),
    (5, 16, {"expansion": "all", "visible_vp": True}),
    (5, 20, {"expansion": "all"}),
    # San Juan: each player count, the start-hand variant, custom names; between them every
    # kind of action and event (the crane, the black market, the gold mine, the chapel, the
    # library's choice in 2 players...).
    (2, 4, {}, "san-juan"),
    (2, 12, {"start_hands": True}, "san-juan"),
    (3, 5, {"names": ["Ana", "Bo", "Zo\u00eb"]}, "san-juan"),
    (3, 8, {"start_hands": True}, "san-juan"),
    (4, 6, {}, "san-juan"),
    (4, 9, {"start_hands": True}, "san-juan"),
]
DEFAULT_GAME = games.DEFAULT.id


def entries():
    """GAMES as (players, seed, options, game id)."""
    return [(g[0], g[1], g[2], g[3] if len(g) > 3 else DEFAULT_GAME) for g in GAMES]


# Every seat's view is stored in full at step 0, every FULL_VIEWS_EVERY steps and at the last
# step; at the other steps only a sha256 per seat (see README.md). Every step in full would make a
# 5-player file 10+ MB; with 10 the largest file is about 1 MB.
FULL_VIEWS_EVERY = 10
MAX_STEPS = 3000  # a random game takes 200-550 decisions; more means the engine loops


def file_name(players, seed, options=None, game_id=DEFAULT_GAME):
    options = options or {}
    if game_id != DEFAULT_GAME:
        suffix = "-start-hands" if options.get("start_hands") else ""
        return f"{game_id}-{players}p-seed{seed}{suffix}.jsonl"
    expansion = options.get("expansion")
    suffix = f"-expansion-{expansion}" if expansion else ""
    return f"game-{players}p-seed{seed}{suffix}.jsonl"


def dumps(obj):
    """One line of a golden file: compact JSON, ASCII only, keys in the engine's order."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=True)


def view_hash(view):
    """sha256 of a view's canonical JSON (sorted keys, compact, ASCII)."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _views(game, state, line, full):
    views = [game.player_view(state, seat) for seat in range(state.n)]
    line["views_sha256"] = [view_hash(v) for v in views]
    if full:
        line["views"] = views


def play(
    players, seed, options, actions=None, full_views_every=FULL_VIEWS_EVERY, game_id=DEFAULT_GAME
):
    """Yields the lines (as dicts) of the game's golden file.

    actions: the action codes to play (a stored file's); None, or when they run out before the
    game ends, the seeded chooser decides. The chooser is consulted at every step either way, so
    stored actions that match it keep it in step. A stored action that is not legal ends the
    game's lines with an "error" line.
    """
    yield header(players, seed, options, full_views_every, game_id)
    game = games.get(game_id)
    state = game.new_game(players, seed, **options)
    chooser = Random(seed)
    line = {"step": 0}
    _views(game, state, line, True)
    yield line
    step = 0
    while not game.is_terminal(state):
        step += 1
        if step > MAX_STEPS:
            yield {"step": step, "error": f"the game did not end within {MAX_STEPS} steps"}
            return
        legal = game.legal_actions(state)
        pick = chooser.choice(legal)
        action = actions[step - 1] if actions is not None and step <= len(actions) else pick
        line = {
            "step": step,
            "player": state.current_player,
            "legal": [int(a) for a in legal],
            "action": int(action),
        }
        try:
            action = game.action_from_code(action)
            line["action_json"] = action.to_json()
            state = game.apply_action(state, action)
        except pr.GameError as e:
            line["error"] = str(e)
            yield line
            return
        line["events"] = game.step_events(state)
        _views(game, state, line, step % full_views_every == 0 or game.is_terminal(state))
        yield line
    yield {"steps": step, "final_scores": game.final_scores(state)}


def generate(
    players, seed, options, actions=None, full_views_every=FULL_VIEWS_EVERY, game_id=DEFAULT_GAME
):
    """The text of a golden file (lines ending in newlines)."""
    return [
        dumps(line) + "\n"
        for line in play(players, seed, options, actions, full_views_every, game_id)
    ]


def read_lines(path):
    with open(path, encoding="ascii", newline="") as f:
        return f.read().splitlines(keepends=True)


def replay(path):
    """Replays a stored file's game from its header and actions; returns the lines it should
    hold."""
    lines = read_lines(path)
    header = json.loads(lines[0])
    actions = []
    for text in lines[1:]:
        line = json.loads(text)
        if "action" in line:
            actions.append(line["action"])
    return generate(
        header["players"],
        header["seed"],
        header["options"],
        actions,
        header.get("full_views_every", FULL_VIEWS_EVERY),
        header.get("game", DEFAULT_GAME),
    )


# --- comparing ------------------------------------------------------------------------------
def _show(value, limit=160):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _first_diff(a, b, path=""):
    """(path, stored, replayed) of the first difference between two JSON values, or None."""
    if type(a) is not type(b):
        return path or "(line)", a, b
    if isinstance(a, dict):
        for key in list(a) + [k for k in b if k not in a]:
            sub = f"{path}.{key}" if path else key
            if key not in b:
                return sub, a[key], "<missing>"
            if key not in a:
                return sub, "<missing>", b[key]
            found = _first_diff(a[key], b[key], sub)
            if found:
                return found
        if list(a) != list(b):
            return (path or "(line)") + " (key order)", list(a), list(b)
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = _first_diff(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path} (length)", len(a), len(b)
        return None
    if a != b:
        return path or "(line)", a, b
    return None


def _where(index, text):
    try:
        line = json.loads(text)
    except ValueError:
        line = {}
    if "step" in line:
        return f"line {index + 1} (step {line['step']})"
    if "final_scores" in line:
        return f"line {index + 1} (final scores)"
    if "format" in line:
        return f"line {index + 1} (header)"
    return f"line {index + 1}"


def _pair(x, y, labels):
    width = max(len(label) for label in labels) + 1
    return (
        f"  {(labels[0] + ':').ljust(width)} {_show(x)}\n"
        f"  {(labels[1] + ':').ljust(width)} {_show(y)}"
    )


def _line_diff(index, stored, replayed, labels=("stored", "replayed")):
    where = _where(index, stored)
    try:
        a, b = json.loads(stored), json.loads(replayed)
    except ValueError as e:
        return f"{where}: not JSON ({e})", None
    found = _first_diff(a, b)
    if found is None:
        return f"{where}: same values, different text:\n{_pair(stored, replayed, labels)}", None
    field, x, y = found
    return f"{where}, field {field}:\n{_pair(x, y, labels)}", field


def _action_name(code, game_id=DEFAULT_GAME):
    try:
        return f"{code} {dumps(games.get(game_id).action_from_code(code).to_json())}"
    except pr.GameError:
        return f"{code} (no such action)"


def _legal_diff(stored, replayed, labels, game_id=DEFAULT_GAME):
    """The legal actions only one side offers, decoded."""
    try:
        a, b = json.loads(stored).get("legal", []), json.loads(replayed).get("legal", [])
    except (ValueError, AttributeError):
        return ""
    out = []
    for label, mine, other in ((labels[0], a, b), (labels[1], b, a)):
        only = [_action_name(c, game_id) for c in mine if c not in other]
        if only:
            out.append(f"  legal only in {label}: {', '.join(only)}")
    return "\n".join(out) or "  (same legal actions, in a different order)"


def _game_of(lines):
    """The game a file's lines are of, from its header."""
    try:
        return json.loads(lines[0]).get("game", DEFAULT_GAME)
    except (ValueError, IndexError, AttributeError):
        return DEFAULT_GAME


REGENERATE_HINT = "Run `python tests/golden/replay.py --regenerate` if the change is intended."


def compare_lines(
    stored, replayed, name="golden file", labels=("stored", "replayed"), hint=REGENERATE_HINT
):
    """None if equal, else a readable message naming the first differing step and field.

    stored, replayed: lists of lines; labels: what to call the two sides in the message; hint: a
    last line to add (or None).
    """
    if stored == replayed:
        return None
    for index, (a, b) in enumerate(zip(stored, replayed)):
        if a == b:
            continue
        message, field = _line_diff(index, a, b, labels)
        out = [f"{name}: first difference at {message}"]
        if field and field.startswith("legal"):
            out.append(_legal_diff(a, b, labels, _game_of(stored)))
        if field and field.startswith("views_sha256"):
            # Only hashes here; show the first difference in the next stored full views.
            for later in range(index, min(len(stored), len(replayed))):
                x, y = stored[later], replayed[later]
                if x == y:
                    continue
                try:
                    vx, vy = json.loads(x).get("views"), json.loads(y).get("views")
                except (ValueError, AttributeError):
                    break
                if vx is not None and vy is not None and vx != vy:
                    found = _first_diff(vx, vy, "views")
                    if found:
                        out.append(
                            f"(at that step only a sha256 of each seat's view is kept; "
                            f"the next full views that differ are at {_where(later, x)}, "
                            f"field {found[0]}:\n{_pair(found[1], found[2], labels)})"
                        )
                        break
        if hint:
            out.append(hint)
        return "\n".join(out)
    return (
        f"{name}: {labels[0]} has {len(stored)} lines, {labels[1]} {len(replayed)}; they "
        f"agree up to line {min(len(stored), len(replayed))}." + (f"\n{hint}" if hint else "")
    )


def golden_files(names=()):
    """Paths of the stored golden files (all, or the ones named), sorted by name."""
    if names:
        return [
            n if os.path.sep in n or os.path.exists(n) else os.path.join(HERE, n) for n in names
        ]
    prefixes = tuple(f"{g}-" for g in games.GAMES if g != DEFAULT_GAME) + ("game-",)
    return sorted(
        os.path.join(HERE, n)
        for n in os.listdir(HERE)
        if n.startswith(prefixes) and n.endswith(".jsonl")
    )


def check(path):
    """None if the stored file replays exactly, else a readable message."""
    return compare_lines(read_lines(path), replay(path), os.path.basename(path))


def header(players, seed, options, full_views_every=FULL_VIEWS_EVERY, game_id=DEFAULT_GAME):
    """The first line of a golden file ("game" only for a game other than Puerto Rico, whose
    files were written before there were two)."""
    line = {
        "format": FORMAT,
        "players": players,
        "seed": seed,
        "options": options,
        "chooser": CHOOSER,
        "full_views_every": full_views_every,
    }
    if game_id != DEFAULT_GAME:
        line["game"] = game_id
    return line


def check_game_list():
    """None if the stored files are exactly the GAMES, with the headers they would be written
    with; else a message."""
    want = {
        file_name(p, s, o, g): dumps(header(p, s, o, FULL_VIEWS_EVERY, g)) + "\n"
        for p, s, o, g in entries()
    }
    have = {os.path.basename(path): path for path in golden_files()}
    fix = "; run `python tests/golden/replay.py --regenerate`"
    if sorted(want) != sorted(have):
        return f"golden files {sorted(have)} do not match GAMES in replay.py {sorted(want)}{fix}"
    for name, path in sorted(have.items()):
        first = read_lines(path)[:1]
        if first != [want[name]]:
            message, _ = _line_diff(0, first[0] if first else "{}", want[name])
            return f"{name}: header does not match GAMES in replay.py: {message}{fix}"
    return None


def regenerate():
    """Plays GAMES again with the chooser and rewrites the files; removes files not in GAMES."""
    keep = set()
    written = []
    for players, seed, options, game_id in entries():
        name = file_name(players, seed, options, game_id)
        keep.add(name)
        path = os.path.join(HERE, name)
        with open(path, "w", encoding="ascii", newline="") as f:
            f.writelines(generate(players, seed, options, game_id=game_id))
        written.append(path)
    for path in golden_files():
        if os.path.basename(path) not in keep:
            os.remove(path)
    return written


def environment():
    """Facts about the interpreter, to show where a run happened (Pyodide or CPython)."""
    return {
        "platform": sys.platform,
        "version": list(sys.version_info[:3]),
        "implementation": sys.implementation.name,
        "maxsize": sys.maxsize,
        "hash_width": sys.hash_info.width,
        "pr_core": pr.__version__,
        "pr_core_file": pr.__file__,
    }


def main(argv=None):
    args = list(sys.argv[1:] if argv is None else argv)
    mode = "check"
    for flag in ("--regenerate", "--print"):
        if flag in args:
            args.remove(flag)
            if mode != "check":
                sys.exit("use either --regenerate or --print")
            mode = flag[2:]
    if any(a.startswith("-") for a in args):
        sys.exit(USAGE)
    sys.stderr.write("replay-env " + json.dumps(environment(), sort_keys=True) + "\n")
    if mode == "regenerate":
        if args:
            sys.exit("--regenerate rewrites every file from GAMES; it takes no file names")
        for path in regenerate():
            print(f"wrote {os.path.relpath(path)} ({os.path.getsize(path)} bytes)")
        return 0
    paths = golden_files(args)
    if not paths:
        sys.exit(f"no golden files in {HERE}; run with --regenerate")
    if mode == "print":
        out = sys.stdout
        for path in paths:
            out.writelines(replay(path))
        out.flush()
        return 0
    failed = 0
    problem = None if args else check_game_list()
    if problem:
        print(problem)
        failed += 1
    for path in paths:
        message = check(path)
        if message:
            failed += 1
            print(message)
        else:
            print(f"{os.path.basename(path)}: ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
