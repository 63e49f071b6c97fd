"""kohle.vector: many games per call, checked against the per-step states they must equal."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from numpy.typing import NDArray

import kohle
from kohle.vector import SingleEnv, VectorEnv, sample_from_lists, sample_legal


def episode_seed(seed: int, index: int, episode: int) -> int:
    return kohle.derive_seed(kohle.derive_seed(seed, index), episode)


def random_actions(mask: NDArray[np.bool_], rng: np.random.Generator) -> NDArray[np.int64]:
    return sample_legal(mask, rng)


def test_sampling_from_the_lists_is_sampling_from_the_mask() -> None:
    env = VectorEnv("haspelknecht", 3, 16, seed=8, observations=False)
    _, info = env.reset()
    for step in range(50):
        a = sample_from_lists(info["legal_actions"], info["legal_offsets"], np.random.default_rng(step))
        assert info["action_mask"][np.arange(16), a].all()
        _, _, _, _, info = env.step(a)
    counts = np.zeros(3)
    mask = np.zeros((1, 10), dtype=bool)
    mask[0, [2, 5, 7]] = True
    rng = np.random.default_rng(0)
    for _ in range(3000):
        a = sample_from_lists(np.array([2, 5, 7], dtype=np.int32), np.array([0, 3]), rng)
        counts[[2, 5, 7].index(int(a[0]))] += 1
    assert np.allclose(counts / 3000, 1 / 3, atol=0.04)


def test_sample_legal_picks_uniformly_among_legal_actions() -> None:
    rng = np.random.default_rng(3)
    mask = np.zeros((3, 10), dtype=bool)
    mask[0, [1, 4, 9]] = True
    mask[1, 0] = True
    mask[2, :] = True
    counts = np.zeros((3, 10))
    for _ in range(3000):
        a = sample_legal(mask, rng)
        assert mask[np.arange(3), a].all()
        counts[np.arange(3), a] += 1
    assert counts[1, 0] == 3000
    assert np.allclose(counts[0, [1, 4, 9]] / 3000, 1 / 3, atol=0.04)
    assert np.allclose(counts[2] / 3000, 0.1, atol=0.025)


@pytest.mark.parametrize(
    "game, players, options",
    [("glueckauf", 2, None), ("glueckauf", 3, None), ("haspelknecht", 3, {"planning_mode": "simultaneous"})],
)
def test_every_game_is_the_per_step_state_it_stands_for(game: str, players: int, options: dict[str, Any] | None) -> None:
    """Each game of the batch equals a `kohle.new_game` with its derived seed, fed the same
    actions: observations, masks, the seat to move, rewards and final returns; a finished game
    goes on with its next episode's seed."""
    n, seed = 6, 11
    env = VectorEnv(game, players, n, seed=seed, options=options, threads=2)
    obs, info = env.reset()
    states = [kohle.new_game(game, players=players, seed=episode_seed(seed, i, 0), options=options) for i in range(n)]
    episodes = [0] * n
    rng = np.random.default_rng(5)
    finished = 0
    for _ in range(1500):
        for i, s in enumerate(states):
            seat = info["to_move"][i]
            assert seat == s.current_players()[0]
            assert np.array_equal(info["action_mask"][i], s.legal_action_mask(int(seat)).astype(bool))
            assert np.array_equal(obs[i], s.observation_tensor(int(seat)))
            start, end = info["legal_offsets"][i], info["legal_offsets"][i + 1]
            assert list(info["legal_actions"][start:end]) == s.legal_actions(int(seat))
        actions = random_actions(info["action_mask"], rng)
        for i, s in enumerate(states):
            s.apply(int(info["to_move"][i]), int(actions[i]))
        obs, rewards, terminated, truncated, info = env.step(actions)
        assert rewards.shape == (n, players) and not truncated.any()
        for i, s in enumerate(states):
            assert terminated[i] == s.is_terminal()
            if terminated[i]:
                finished += 1
                ranks = s.ranks()
                assert list(rewards[i]) == [1.0 if r == 0 else -1.0 for r in ranks]
                assert list(info["final_returns"][i]) == s.returns()
                assert info["_final_obs"][i] and info["_final_returns"][i]
                for seat in range(players):
                    assert np.array_equal(info["final_obs"][i, seat], s.observation_tensor(seat))
                episodes[i] += 1
                states[i] = kohle.new_game(game, players=players, seed=episode_seed(seed, i, episodes[i]), options=options)
            else:
                assert not rewards[i].any()
    assert finished >= 2


def test_haspelknecht_simultaneous_planning_is_offered_one_seat_at_a_time() -> None:
    env = VectorEnv("haspelknecht", 3, 4, seed=2, options={"planning_mode": "simultaneous"})
    _, info = env.reset()
    rng = np.random.default_rng(1)
    seen_later_seats = False
    for _ in range(400):
        obs, _, _, _, info = env.step(random_actions(info["action_mask"], rng))
        seen_later_seats |= bool((info["to_move"] > 0).any())
    assert seen_later_seats


def run(threads: int, steps: int = 300, observations: bool = True) -> list[Any]:
    env = VectorEnv("haspelknecht", 2, 16, seed=9, threads=threads, observations=observations, copy=True)
    obs, info = env.reset()
    rng = np.random.default_rng(4)
    out: list[Any] = [obs, info["action_mask"]]
    for _ in range(steps):
        obs, rewards, terminated, _, info = env.step(random_actions(info["action_mask"], rng))
        out += [obs, rewards, terminated, info["action_mask"], info["to_move"], info.get("final_returns")]
    return out


def test_results_do_not_depend_on_the_thread_count() -> None:
    for a, b in zip(run(1), run(2)):
        assert (a is None and b is None) or np.array_equal(a, b)


def test_observations_off_gives_masks_only() -> None:
    env = VectorEnv("glueckauf", 2, 8, seed=1, observations=False)
    obs, info = env.reset()
    assert obs.shape == (8, 0) and obs.dtype == np.float32
    assert info["action_mask"].shape == (8, 813) and info["action_mask"].dtype == np.bool_
    ref = VectorEnv("glueckauf", 2, 8, seed=1)
    _, ref_info = ref.reset()
    assert np.array_equal(info["action_mask"], ref_info["action_mask"])


def test_a_bad_action_names_its_game_and_moves_no_game() -> None:
    env = VectorEnv("glueckauf", 2, 5, seed=3, copy=True)
    obs, info = env.reset()
    rng = np.random.default_rng(0)
    actions = random_actions(info["action_mask"], rng)
    bad = actions.copy()
    bad[3] = int(np.flatnonzero(~info["action_mask"][3])[0])
    with pytest.raises(ValueError, match=r"game 3: action \d+ .*not legal"):
        env.step(bad)
    out_of_space = actions.copy()
    out_of_space[2] = 813
    with pytest.raises(ValueError, match="game 2: action 813 is not in glueckauf's action space"):
        env.step(out_of_space)
    with pytest.raises(ValueError, match=r"shape \(5,\)"):
        env.step(actions[:4])
    with pytest.raises(ValueError, match="integers"):
        env.step(actions.astype(np.float64))
    negative = actions.copy()
    negative[0] = -1
    with pytest.raises(ValueError, match="game 0: action -1"):
        env.step(negative)
    # Nothing moved: the same step now gives what a fresh batch gives.
    fresh = VectorEnv("glueckauf", 2, 5, seed=3, copy=True)
    fresh.reset()
    a = env.step(actions)
    b = fresh.step(actions)
    assert all(np.array_equal(x, y) for x, y in zip(a[:4], b[:4]))
    assert np.array_equal(a[4]["action_mask"], b[4]["action_mask"])


def test_bad_arguments_are_refused_with_what_was_wrong() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        VectorEnv("chess", 2, 4)
    with pytest.raises(ValueError, match="2 to 4 players"):
        VectorEnv("glueckauf", 5, 4)
    with pytest.raises(ValueError, match="num_envs"):
        VectorEnv("glueckauf", 2, 0)
    with pytest.raises(ValueError, match="no rule option"):
        VectorEnv("glueckauf", 2, 4, options={"nonsense": 1})
    with pytest.raises(ValueError, match="opponents"):
        VectorEnv("glueckauf", 3, 4, opponents=["random"] * 3)
    with pytest.raises(ValueError):
        VectorEnv("glueckauf", 2, 4, opponents="cleverest")
    with pytest.raises(ValueError, match="seat 2 does not exist"):
        VectorEnv("glueckauf", 2, 4, opponents="random", seat=2)
    with pytest.raises(ValueError, match="no options"):
        VectorEnv("glueckauf", 2, 4).reset(options={"x": 1})


def test_single_agent_against_bots_is_a_gymnasium_vector_env() -> None:
    env = VectorEnv("glueckauf", 2, 8, seed=4, opponents="greedy", seat=None)
    assert isinstance(env, gymnasium.vector.VectorEnv)
    obs, info = env.reset(seed=4)
    assert obs.shape == (8, 2566) and env.observation_space.shape == (8, 2566)
    assert set(np.unique(info["seat"])) <= {0, 1}
    assert np.array_equal(info["to_move"], info["seat"])
    rng = np.random.default_rng(2)
    results: list[float] = []
    while len(results) < 12:
        obs, rewards, terminated, _, info = env.step(random_actions(info["action_mask"], rng))
        assert rewards.shape == (8,)
        assert np.array_equal(info["to_move"], info["seat"])
        results += list(rewards[terminated])
        if terminated.any():
            assert info["final_obs"].shape == (8, 2566)
    assert set(results) <= {1.0, -1.0}
    # Random play loses to greedy most of the time.
    assert results.count(-1.0) > results.count(1.0)


def test_reset_with_a_seed_starts_the_same_games_again() -> None:
    env = VectorEnv("glueckauf", 2, 3, seed=0, copy=True)
    first, _ = env.reset(seed=77)
    env.step(random_actions(env.action_masks(), np.random.default_rng(0)))
    again, _ = env.reset(seed=77)
    assert np.array_equal(first, again)
    untouched, _ = env.reset()  # no game moved since: the same games
    assert np.array_equal(first, untouched)
    env.step(random_actions(env.action_masks(), np.random.default_rng(0)))
    other, _ = env.reset()  # the next episode of every game
    assert not np.array_equal(first, other)


def test_the_single_environment_passes_gymnasiums_checker() -> None:
    check_env(SingleEnv("glueckauf", 2, opponents="random", illegal_action="lose"), skip_render_check=True)
    env = SingleEnv("haspelknecht", 2, opponents="greedy", seat=1)
    obs, info = env.reset(seed=3)
    rng = np.random.default_rng(1)
    done = False
    while not done:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, done, _, info = env.step(action)
        assert obs.shape == env.observation_space.shape
    assert reward in (1.0, -1.0) and len(info["final_returns"]) == 2
