"""Finite bounds of the observation tensors: ``low <= observation_tensor(seat) <= high`` for
every state and seat of a game with that player count and rule options.

Derived in Rust (python/src/bounds) from the games' component tables and rules: counts of
components (tiles, cards, cubes, discs, workers, markers) by the components in the box; money and
victory points by the rules (the most a placement pays, the cards' and the shift clock's points,
the end scoring); what the rules leave unlimited (Haspelknecht's goods, thaler, debt and pit
water) by the engine's 8-bit counters. See python/README.md, "Observation bounds".
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from . import _kohle

if TYPE_CHECKING:
    from gymnasium import spaces

__all__ = ["observation_bounds", "observation_box"]


@lru_cache(maxsize=64)
def _bounds(game: str, players: int, options_json: str) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
    options = json.loads(options_json)
    low, high = _kohle.observation_bounds(game, players, options)
    low.flags.writeable = False
    high.flags.writeable = False
    return low, high


def observation_bounds(
    game: str, players: int = 2, options: dict[str, Any] | None = None
) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
    """``(low, high)``: float32 arrays as long as the observation tensor of ``game`` with
    ``players`` seats and rule ``options`` (read-only, shared)."""
    return _bounds(game, players, json.dumps(options, sort_keys=True) if options else "null")


def observation_box(game: str, players: int = 2, options: dict[str, Any] | None = None) -> spaces.Box[np.float32]:
    """The observation tensor's space: a float32 ``gymnasium.spaces.Box`` with the finite
    bounds of ``observation_bounds`` (needs Gymnasium; ``observation_bounds`` does not)."""
    from gymnasium import spaces

    low, high = observation_bounds(game, players, options)
    return spaces.Box(low, high, low.shape, np.float32)
