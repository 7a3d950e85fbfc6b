"""The game's only source of chance: a PCG32 generator whose whole state is one integer.

Written out rather than taken from `random` so that the same seed gives the same numbers in every
Python (CPython 3.11+, Pyodide) and the state fits in the position format.
"""

from collections.abc import Sequence
from typing import Final, TypeVar

T = TypeVar("T")

_MASK64: Final = (1 << 64) - 1
_MULT: Final = 6364136223846793005
_INC: Final = 1442695040888963407  # fixed odd stream selector


def seed_state(seed: int) -> int:
    """The generator state for a seed (any integer), spread by splitmix64 so nearby seeds differ."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


def next_u32(state: int) -> tuple[int, int]:
    """Advance once: returns (new state, 32 random bits)."""
    new_state = (state * _MULT + _INC) & _MASK64
    xorshifted = (((state >> 18) ^ state) >> 27) & 0xFFFFFFFF
    # Rotated right by the top 5 bits: the 32 bits, doubled side by side, shifted right.
    return new_state, ((xorshifted << 32 | xorshifted) >> (state >> 59)) & 0xFFFFFFFF


def below(state: int, n: int) -> tuple[int, int]:
    """Returns (new state, a uniform integer in [0, n)) for 0 < n < 2**32, without modulo bias."""
    limit = (1 << 32) - (1 << 32) % n
    while True:
        # next_u32, written out here: every random choice of a game or a bot comes through here
        old, state = state, (state * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        value = ((xorshifted << 32 | xorshifted) >> (old >> 59)) & 0xFFFFFFFF
        if value < limit:
            return state, value % n


class Random:
    """A mutable PCG32 wrapper for code outside the game state (bots, simulations)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        self.state, value = below(self.state, n)
        return value

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def bits64(self) -> int:
        """64 random bits (e.g. a fresh generator state for a sampled position)."""
        self.state, high = next_u32(self.state)
        self.state, low = next_u32(self.state)
        return high << 32 | low

    def random(self) -> float:
        """A float in [0, 1), with 32 random bits."""
        self.state, value = next_u32(self.state)
        return value / 4294967296.0
