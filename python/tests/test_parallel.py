"""kohle.pettingzoo.parallel_env: PettingZoo's parallel_api_test, Haspelknecht's planning as
simultaneous steps, what agents not to move send, and bad actions."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import parallel_api_test

import kohle
import kohle.pettingzoo


@pytest.mark.parametrize("game, players", [("haspelknecht", 3), ("haspelknecht", 2), ("glueckauf", 2)])
def test_parallel_api_test(game: str, players: int) -> None:
    parallel_api_test(kohle.pettingzoo.parallel_env(game, players=players), num_cycles=400)


def play(env: kohle.pettingzoo.KohleParallelEnv, seed: int, rng: np.random.Generator) -> tuple[int, dict[str, float]]:
    """Plays a whole game with random legal actions; returns the most agents that moved in one
    step and the rewards of the last step."""
    obs, infos = env.reset(seed=seed)
    most = 0
    while env.agents:
        movers = [a for a in env.agents if infos[a]["to_move"]]
        for a in env.agents:
            assert obs[a]["action_mask"].any() == (a in movers)
        most = max(most, len(movers))
        # Agents not to move send anything: here an action their mask does not allow, or None.
        actions: dict[str, int | None] = {a: None for a in env.agents}
        for a in movers:
            actions[a] = int(rng.choice(np.flatnonzero(obs[a]["action_mask"])))
        obs, rewards, terminations, truncations, infos = env.step(actions)
    assert all(terminations.values()) and not any(truncations.values())
    return most, rewards


def test_haspelknecht_planning_is_one_simultaneous_step_per_planning_seat() -> None:
    env = kohle.pettingzoo.parallel_env("haspelknecht", players=3)
    most, rewards = play(env, 5, np.random.default_rng(0))
    assert most == 3
    assert sorted(rewards.values())[-1] == 1.0 and set(rewards.values()) <= {1.0, -1.0}
    env = kohle.pettingzoo.parallel_env("haspelknecht", players=2, options={"planning_mode": "sequential-in-turn-order"})
    most, _ = play(env, 5, np.random.default_rng(0))
    assert most == 1


def test_the_parallel_game_is_the_state_it_stands_for() -> None:
    """Each step applies the movers' actions in seat order: the same as applying them to a state."""
    env = kohle.pettingzoo.parallel_env("haspelknecht", players=3)
    obs, infos = env.reset(seed=9)
    state = kohle.new_game("haspelknecht", players=3, seed=9)
    rng = np.random.default_rng(3)
    for _ in range(200):
        if not env.agents:
            break
        actions = {a: int(rng.choice(np.flatnonzero(obs[a]["action_mask"]))) for a in env.agents if infos[a]["to_move"]}
        for a in sorted(actions, key=lambda a: int(a.split("_")[1])):
            state.apply(int(a.split("_")[1]), actions[a])
        obs, _, _, _, infos = env.step(actions)
        for seat, a in enumerate(env.possible_agents):
            assert np.array_equal(obs[a]["observation"], state.observation_tensor(seat))


def test_a_plan_stays_hidden_from_the_other_seats() -> None:
    """Two games that differ only in what seat 1 planned look the same to seats 0 and 2."""
    a = kohle.pettingzoo.parallel_env("haspelknecht", players=3)
    b = kohle.pettingzoo.parallel_env("haspelknecht", players=3)
    obs, infos = a.reset(seed=4)
    b.reset(seed=4)
    rng = np.random.default_rng(1)
    while not all(infos[x]["to_move"] for x in a.agents):  # to the first planning step
        actions = {x: int(rng.choice(np.flatnonzero(obs[x]["action_mask"]))) for x in a.agents if infos[x]["to_move"]}
        obs, _, _, _, infos = a.step(actions)
        b.step(actions)
    state = a.game_state
    assert state is not None
    # Two planning steps of seat 1 (not `done`: whether a seat still plans is public).
    legal = [int(x) for x in np.flatnonzero(obs["player_1"]["action_mask"]) if state.action_to_string(1, int(x)) != "done"]
    assert len(legal) >= 2
    common = {x: int(np.flatnonzero(obs[x]["action_mask"])[0]) for x in ("player_0", "player_2")}
    obs_a, *_ = a.step({**common, "player_1": legal[0]})
    obs_b, *_ = b.step({**common, "player_1": legal[1]})
    assert not np.array_equal(obs_a["player_1"]["observation"], obs_b["player_1"]["observation"])
    for x in ("player_0", "player_2"):
        assert np.array_equal(obs_a[x]["observation"], obs_b[x]["observation"])


def test_a_bad_action_moves_no_seat() -> None:
    env = kohle.pettingzoo.parallel_env("haspelknecht", players=2)
    obs, infos = env.reset(seed=2)
    rng = np.random.default_rng(0)
    while not all(infos[x]["to_move"] for x in env.agents):
        actions = {x: int(rng.choice(np.flatnonzero(obs[x]["action_mask"]))) for x in env.agents if infos[x]["to_move"]}
        obs, _, _, _, infos = env.step(actions)
    before = {x: obs[x]["observation"].copy() for x in env.agents}
    good = int(np.flatnonzero(obs["player_0"]["action_mask"])[0])
    bad = int(np.flatnonzero(obs["player_1"]["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="player_1: action .* is not legal now"):
        env.step({"player_0": good, "player_1": bad})
    with pytest.raises(ValueError, match="player_1 is to move: give its action"):
        env.step({"player_0": good})
    state = env.game_state
    assert state is not None
    for seat, x in enumerate(env.agents):
        assert np.array_equal(state.observation_tensor(seat), before[x])
    with pytest.raises(RuntimeError, match="reset"):
        kohle.pettingzoo.parallel_env("glueckauf").step({})
