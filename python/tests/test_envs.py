"""PettingZoo's own api_test, and the Gymnasium wrapper against built-in bots."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import kohle
import kohle.gym
import kohle.pettingzoo


@pytest.mark.parametrize("game, players", [("haspelknecht", 3), ("glueckauf", 2)])
def test_pettingzoo_api_test(game: str, players: int) -> None:
    api_test(kohle.pettingzoo.env(game, players=players), num_cycles=300)


def test_pettingzoo_plays_whole_games_with_masks() -> None:
    env = kohle.pettingzoo.env("haspelknecht", players=2)
    env.reset(seed=42)
    rng = np.random.default_rng(0)
    totals = {a: 0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    assert sorted(totals.values())[-1] == 1


def test_gymnasium_env_checker_and_a_game_against_greedy() -> None:
    check_env(kohle.gym.KohleEnv("glueckauf", players=2, seat=1, illegal_action="lose"), skip_render_check=True)
    env = kohle.gym.KohleEnv("glueckauf", players=2, seat=1, opponents="greedy")
    obs, info = env.reset(seed=3)
    rng = np.random.default_rng(1)
    done = False
    while not done:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, done, truncated, info = env.step(action)
        assert obs.shape == env.observation_space.shape
    assert reward in (1.0, -1.0)


def test_gymnasium_refuses_an_illegal_action_unless_told_to_lose() -> None:
    env = kohle.gym.KohleEnv("haspelknecht", players=2)
    _, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="cannot take"):
        env.step(illegal)
    env = kohle.gym.KohleEnv("haspelknecht", players=2, illegal_action="lose")
    env.reset(seed=1)
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)


def test_gymnasium_refuses_bad_opponents() -> None:
    with pytest.raises(ValueError):
        kohle.gym.KohleEnv("haspelknecht", players=3, opponents=["random"] * 3)
    with pytest.raises(ValueError):
        kohle.gym.KohleEnv("haspelknecht", players=2, opponents="cleverest")
