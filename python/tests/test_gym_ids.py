"""The Gymnasium ids registered by ``import kohle``: gymnasium.make and make_vec, the environment
checker, and observations inside the observation space's finite bounds."""

from __future__ import annotations

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import kohle
import kohle.gym
import kohle.vector


@pytest.mark.parametrize("env_id, game", [("kohle/GlueckAuf-v0", "glueckauf"), ("kohle/Haspelknecht-v0", "haspelknecht")])
def test_make_builds_the_single_agent_environment(env_id: str, game: str) -> None:
    assert env_id in gymnasium.registry
    env = gymnasium.make(env_id, players=3, opponents="greedy", seat=2)
    base = env.unwrapped
    assert isinstance(base, kohle.gym.KohleEnv)
    assert (base.game, base.players, base.seat) == (game, 3, 2)
    space = base.observation_space
    assert isinstance(space, gymnasium.spaces.Box) and np.isfinite(space.low).all() and np.isfinite(space.high).all()
    # Gymnasium's passive checker (part of make) warns of an observation outside the space.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        obs, info = env.reset(seed=1)
        rng = np.random.default_rng(0)
        for _ in range(60):
            assert base.observation_space.contains(obs)
            obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            if terminated:
                obs, info = env.reset()


@pytest.mark.parametrize("env_id", ["kohle/GlueckAuf-v0", "kohle/Haspelknecht-v0"])
def test_the_registered_environments_pass_the_checker(env_id: str) -> None:
    check_env(gymnasium.make(env_id, illegal_action="lose").unwrapped, skip_render_check=True)


def test_make_takes_rule_options_and_refuses_bad_arguments() -> None:
    env = gymnasium.make("kohle/Haspelknecht-v0", options={"planning_mode": "sequential-in-turn-order"})
    assert env.unwrapped.options == {"planning_mode": "sequential-in-turn-order"}  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="no rule option"):
        gymnasium.make("kohle/GlueckAuf-v0", options={"nonsense": 1})
    with pytest.raises(ValueError, match="2 to 4 players"):
        gymnasium.make("kohle/GlueckAuf-v0", players=7)


def test_make_vec_builds_the_native_vector_environment() -> None:
    envs = gymnasium.make_vec("kohle/GlueckAuf-v0", num_envs=4, players=2, opponents="random", seed=3)
    base = envs.unwrapped
    assert isinstance(base, kohle.vector.VectorEnv) and base.single_agent and base.num_envs == 4
    obs, info = envs.reset(seed=3)
    assert obs.shape == (4, 2566)
    obs, rewards, terminated, truncated, info = envs.step(kohle.vector.sample_legal(info["action_mask"], np.random.default_rng(0)))
    assert rewards.shape == (4,)


def test_registering_again_is_harmless() -> None:
    kohle.gym.register()
    assert set(kohle.gym.ENV_IDS) <= set(gymnasium.registry)
