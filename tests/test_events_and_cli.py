"""The events a UI builds its log from, and the command-line tools."""

import json
import pathlib
import re
import subprocess
import sys

import pr_core as pr

DOCS = pathlib.Path(__file__).parent.parent / "docs" / "engine.md"


def documented_events():
    """{type: set of field names} from the events table in docs/engine.md."""
    table = {}
    for line in DOCS.read_text().splitlines():
        match = re.match(r"\| `(\w+)` \| (.*?) \| .* \|$", line)
        if match and match.group(1) not in table:
            fields = set(re.findall(r"`(\w+)`", match.group(2)))
            table[match.group(1)] = fields
    return table


def all_step_events(players, seeds):
    for seed in seeds:
        state = pr.new_game(players, seed)
        from pr_core.rng import Random

        chooser = Random(seed)
        while not pr.is_terminal(state):
            state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
            yield from pr.step_events(state)


def test_every_event_is_documented_with_its_fields():
    table = documented_events()
    seen = set()
    for players in (2, 3, 4, 5):
        for event in all_step_events(players, range(25)):
            kind = event["type"]
            assert kind in table, f"event {kind!r} is not in docs/engine.md"
            fields = set(event) - {"type"}
            documented = table[kind]
            # A field documented as "`tile` or `target`" may be either.
            assert fields <= documented, f"{kind}: undocumented fields {fields - documented}"
            seen.add(kind)
    assert {"role_chosen", "built", "shipped", "sold", "produced", "game_over"} <= seen


def test_events_are_json_and_actions_in_them_read_back():
    for event in all_step_events(4, range(3)):
        json.dumps(event)
        if event["type"] == "action":
            assert pr.Action.from_json(event["action"]).to_json() == event["action"]


def test_forced_choices_appear_in_the_events():
    forced = [e for e in all_step_events(3, range(5)) if e["type"] == "action" and e["forced"]]
    assert forced, "random games always contain choices with a single option"
    assert all(isinstance(e["player"], int) for e in forced)


def simulate(*args, check=True):
    """`python -m pr_core simulate` with these arguments, its output captured."""
    command = [sys.executable, "-m", "pr_core", "simulate", *args]
    return subprocess.run(command, capture_output=True, text=True, check=check)


def test_simulate_prints_lengths_scores_end_conditions_and_throughput():
    out = simulate("--players", "3", "--games", "20", "--seed", "5").stdout
    assert "20 random 3-player games of Puerto Rico from seed 5" in out
    for label in ("decisions/game", "winning score", "score spread", "end conditions", "games/s"):
        assert label in out


def test_simulate_plays_the_expansion_when_asked():
    out = simulate("--players", "4", "--games", "10", "--seed", "2", "--expansion", "draft").stdout
    assert "10 random 4-player games of Puerto Rico (expansion draft) from seed 2" in out
    for label in ("forests/game", "new buildings", "games/s"):
        assert label in out


def test_simulate_rejects_a_bad_player_count_in_words():
    result = simulate("--players", "6", check=False)
    assert result.returncode != 0
    assert "invalid choice" in result.stderr and "Traceback" not in result.stderr
