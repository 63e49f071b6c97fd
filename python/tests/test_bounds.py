"""The observation tensors' finite bounds (kohle.bounds): every segment has one, and every
observation of random and greedy play, for every player count and the options that change what
can happen, lies within them."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import pytest

import kohle
from kohle.bounds import observation_bounds, observation_box
from kohle.vector import VectorEnv, sample_legal

CASES: list[tuple[str, int, dict[str, Any] | None, str | None]] = [
    ("glueckauf", 2, None, None),
    ("glueckauf", 3, {"unlimited_coal": True, "delivered_orders_public": False}, None),
    ("glueckauf", 4, {"optional_substitution": True, "allow_split_double_fill": True}, None),
    ("glueckauf", 2, None, "greedy"),
    ("haspelknecht", 2, None, None),
    ("haspelknecht", 3, {"charcoal_kiln": "any-time-unlimited", "layout": "random"}, None),
    ("haspelknecht", 4, {"start_with_buildings": True, "planning_mode": "sequential-in-turn-order"}, None),
    ("haspelknecht", 3, None, "greedy"),
]


@pytest.mark.parametrize("game, players, options, opponents", CASES)
def test_every_observation_lies_within_the_bounds(
    game: str, players: int, options: dict[str, Any] | None, opponents: str | None
) -> None:
    low, high = observation_bounds(game, players, options)
    (length,) = kohle.new_game(game, players=players, options=options).observation_shape()
    assert low.shape == high.shape == (length,) and low.dtype == np.float32
    assert np.isfinite(low).all() and np.isfinite(high).all() and (low <= high).all()
    # Greedy opponents think at every step: fewer games, as many finished.
    num_envs, steps = (4, 250) if opponents else (24, 700)
    env = VectorEnv(game, players, num_envs, seed=7, options=options, opponents=opponents, seat=None if opponents else 0)
    obs, info = env.reset()
    rng = np.random.default_rng(1)
    games = 0
    for _ in range(steps):
        assert ((obs >= low) & (obs <= high)).all(), segment_out_of_bounds(game, players, obs, low, high)
        obs, _, terminated, _, info = env.step(sample_legal(info["action_mask"], rng))
        if terminated.any():
            games += int(terminated.sum())
            final = info["final_obs"][terminated]
            assert ((final >= low) & (final <= high)).all(), segment_out_of_bounds(game, players, final.reshape(-1, length), low, high)
    assert games >= 1


def segment_out_of_bounds(game: str, players: int, obs: Any, low: Any, high: Any) -> str:
    bad = np.flatnonzero(((obs < low) | (obs > high)).any(axis=0))
    names = [s for s in kohle.observation_layout(game, players) if any(s["start"] <= i < s["start"] + s["len"] for i in bad)]
    return f"out of bounds: {names[:5]}, values {obs[:, bad].max(axis=0)[:5]}, bounds {high[bad][:5]}"


def test_bounds_follow_the_components_and_the_options() -> None:
    layout = {s["name"]: s for s in kohle.observation_layout("glueckauf", 2)}
    low, high = observation_bounds("glueckauf", 2)
    supply = layout["supply"]
    assert list(high[supply["start"] : supply["start"] + 4]) == [16] * 4
    money = layout["seat+0.money"]["start"]
    assert high[money] == 10 + 3 * 18 * 6  # starting marks, 3 shifts of 18 placements at 6 marks
    _, unlimited = observation_bounds("glueckauf", 2, {"unlimited_coal": True})
    assert list(unlimited[supply["start"] : supply["start"] + 4]) == [200] * 4
    storage = layout["seat+0.storage"]["start"]
    assert high[storage] == 16 and unlimited[storage] == 19  # 16 cubes, or the 19 carts of a colour
    layout = {s["name"]: s for s in kohle.observation_layout("haspelknecht", 2)}
    low, high = observation_bounds("haspelknecht", 2)
    bag = layout["bag"]["start"]
    assert list(high[bag : bag + 3]) == [7, 7, 4]  # the 2-player discs: black, brown, yellow
    assert high[layout["seat+1.tunnel_mined_wood"]["start"]] == 11
    assert low[layout["seat+0.vp"]["start"]] < 0


def test_spaces_use_the_bounds() -> None:
    box = observation_box("haspelknecht", 3)
    low, high = observation_bounds("haspelknecht", 3)
    assert np.array_equal(box.low, low) and np.array_equal(box.high, high)
    import kohle.pettingzoo

    env = kohle.pettingzoo.parallel_env("haspelknecht", players=3)
    space = env.observation_space("player_0")["observation"]
    assert isinstance(space, gymnasium.spaces.Box) and np.array_equal(space.high, high)
    vec = VectorEnv("haspelknecht", 3, 2)
    space = vec.single_observation_space
    assert isinstance(space, gymnasium.spaces.Box) and np.array_equal(space.high, high)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        observation_bounds("chess")
    with pytest.raises(ValueError, match="2 to 4 players"):
        observation_bounds("glueckauf", 5)
