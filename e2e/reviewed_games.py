"""Finished games, played and reviewed by the engine in the test's process (a random player against
medium bots, so that his lead falls far below zero): each game's file before the review and after
it, made once in the whole run and shared by the tests of the end screen and of axe-core. Medium
bots leave the random player as far behind as the Expert did (San Juan: 10 VP to their 32-40) and
play the game in a second, where two Experts took 52 s; the review is the Expert's either way."""

from __future__ import annotations

from pathlib import Path

from conftest import made_once
from decisions import play_random, reviewed_save, save_text

# Long names, as the new-game screen takes them (16 characters): the chart's name labels.
NAMES = ["Þórdís Kolbrún", "Bartholomäus Ode", "Guðmundur Jóhann", "Anna", "Wilhelmina Vos"]
BOTS = {
    "puerto-rico": ["medium", "medium", "medium", "medium"],
    "san-juan": ["medium", "medium", "medium"],
}


def play_and_review(game: str, folder: Path) -> None:
    """The game's finished game's file before the review (`over.json`) and after it
    (`reviewed.json`) in `folder`."""
    bots = BOTS[game]
    players = len(bots) + 1
    snap = play_random(
        {"game": game, "players": players, "seed": 7, "names": NAMES[:players],
         "bots": [None, *bots]},
        7,
    )  # fmt: skip
    (folder / "over.json").write_text(save_text(snap["save"]))
    (folder / "reviewed.json").write_text(reviewed_save())


class Finished:
    """Per game, on first use: its finished game's file before the review ("over") and after
    it ("reviewed"), played and reviewed once in the whole run (each game by the first xdist
    worker that needs it)."""

    def __init__(self, tmp_path_factory):
        self.tmp_path_factory = tmp_path_factory

    def __getitem__(self, game: str) -> dict[str, Path]:
        folder = made_once(
            self.tmp_path_factory, f"end-screen-{game}", lambda f: play_and_review(game, f)
        )
        return {"over": folder / "over.json", "reviewed": folder / "reviewed.json"}
