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
        movers = info["to_move"].copy()
        for i, s in enumerate(states):
            s.apply(int(movers[i]), int(actions[i]))
        obs, rewards, terminated, truncated, info = env.step(actions)
        assert rewards.shape == (n,) and info["rewards"].shape == (n, players) and not truncated.any()
        for i, s in enumerate(states):
            assert terminated[i] == s.is_terminal()
            if terminated[i]:
                finished += 1
                ranks = s.ranks()
                assert list(info["rewards"][i]) == [1.0 if r == 0 else -1.0 for r in ranks]
                assert rewards[i] == info["rewards"][i, movers[i]]  # the seat that decided
                assert list(info["final_returns"][i]) == s.returns()
                assert info["_final_obs"][i] and info["_final_returns"][i]
                for seat in range(players):
                    assert np.array_equal(info["final_obs"][i, seat], s.observation_tensor(seat))
                episodes[i] += 1
                states[i] = kohle.new_game(game, players=players, seed=episode_seed(seed, i, episodes[i]), options=options)
            else:
                assert rewards[i] == 0 and not info["rewards"][i].any()
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


@pytest.mark.parametrize("game, players", [("glueckauf", 2), ("haspelknecht", 3)])
def test_next_step_autoreset_shows_the_end_then_starts_the_next_episode(game: str, players: int) -> None:
    """With autoreset_mode="next_step" a finished game shows its last observation (of the seat
    that decided), no legal action and nobody to move; the next step ignores its action and
    starts the next episode, as a new per-step state with the next seed."""
    n, seed = 4, 3
    env = VectorEnv(game, players, n, seed=seed, threads=2, autoreset_mode="next_step")
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
    obs, info = env.reset()
    states: list[kohle.State | None] = [kohle.new_game(game, players=players, seed=episode_seed(seed, i, 0)) for i in range(n)]
    episodes = [0] * n
    rng = np.random.default_rng(2)
    finished = 0
    for _ in range(1500):
        actions = random_actions(info["action_mask"], rng)
        movers = info["to_move"].copy()
        for i, s in enumerate(states):
            if s is None:  # waiting: the next episode starts, the action is ignored
                episodes[i] += 1
                states[i] = kohle.new_game(game, players=players, seed=episode_seed(seed, i, episodes[i]))
            else:
                s.apply(int(movers[i]), int(actions[i]))
        obs, rewards, terminated, truncated, info = env.step(actions)
        for i, s in enumerate(states):
            assert s is not None
            if terminated[i]:
                finished += 1
                assert s.is_terminal()
                assert np.array_equal(obs[i], s.observation_tensor(int(movers[i])))
                assert not info["action_mask"][i].any() and info["to_move"][i] == -1
                assert rewards[i] == (1.0 if s.ranks()[movers[i]] == 0 else -1.0)
                assert list(info["final_returns"][i]) == s.returns()
                states[i] = None
            else:
                seat = int(info["to_move"][i])
                assert seat == s.current_players()[0] and rewards[i] == 0
                assert np.array_equal(obs[i], s.observation_tensor(seat))
                assert np.array_equal(info["action_mask"][i], s.legal_action_mask(seat).astype(bool))
    assert finished >= 2


def test_gymnasium_vector_wrappers_work() -> None:
    """RecordEpisodeStatistics (both autoreset modes) counts every finished game with its
    length and the deciding seat's reward; NormalizeObservation takes the next_step mode."""
    from gymnasium.wrappers.vector import NormalizeObservation, RecordEpisodeStatistics

    for mode in ("same_step", "next_step"):
        env = RecordEpisodeStatistics(VectorEnv("glueckauf", 2, 8, seed=1, opponents="random", seat=None, autoreset_mode=mode))
        obs, info = env.reset(seed=1)
        rng = np.random.default_rng(0)
        lengths: list[int] = []
        steps = np.zeros(8, dtype=np.int64)
        waiting = np.zeros(8, dtype=bool)
        while len(lengths) < 10:
            obs, rewards, terminated, truncated, info = env.step(sample_legal(info["action_mask"], rng))
            steps[~waiting] += 1
            if terminated.any():
                assert set(info["episode"]["r"][terminated]) <= {1.0, -1.0}
                assert np.array_equal(info["episode"]["l"][terminated], steps[terminated])
                lengths += list(steps[terminated])
            # A game starts anew in the same step, or (next_step) the step after.
            steps[terminated | waiting] = 0
            waiting = terminated.copy() if mode == "next_step" else waiting
        assert len(env.return_queue) >= 10
    norm = NormalizeObservation(VectorEnv("haspelknecht", 2, 8, seed=1, autoreset_mode="next_step"))
    obs, info = norm.reset(seed=1)
    for _ in range(50):
        obs, _, _, _, info = norm.step(sample_legal(info["action_mask"], np.random.default_rng(0)))
    assert abs(float(obs.mean())) < 1.0 and np.isfinite(obs).all()
    with pytest.raises(ValueError, match="NEXT_STEP"):
        NormalizeObservation(VectorEnv("haspelknecht", 2, 8, seed=1))


@pytest.mark.parametrize("opponents", [None, "greedy"])
def test_send_and_recv_give_what_step_gives(opponents: str | None) -> None:
    """EnvPool's asynchronous loop over 3 groups of 4 games gives every game the same
    observations, masks, legal lists, rewards and flags as stepping all 12 together."""
    n, bs = 12, 4
    kw: dict[str, Any] = {"opponents": opponents, "seat": None} if opponents else {}
    sync = VectorEnv("haspelknecht", 2, n, seed=5, copy=True, **kw)
    pool = VectorEnv("haspelknecht", 2, n, seed=5, batch_size=bs, threads=2, **kw)
    assert pool.batch_size == bs
    obs, info = sync.reset()
    rewards, terminated = np.zeros(n, np.float32), np.zeros(n, bool)
    pool.async_reset()
    rng = np.random.default_rng(8)
    ended = 0
    # Greedy opponents think at every step: fewer steps (the bots answer on the pool's threads).
    for _ in range(60 if opponents else 250):
        actions = random_actions(info["action_mask"], rng)
        for g in range(n // bs):
            r_obs, r_rew, r_term, _, r_info = pool.recv()
            ids = r_info["env_id"].copy()
            assert list(ids) == list(range(g * bs, (g + 1) * bs))  # in the order they were sent
            assert np.array_equal(r_obs, obs[ids]) and np.array_equal(r_info["action_mask"], info["action_mask"][ids])
            assert np.array_equal(r_info["to_move"], info["to_move"][ids])
            assert np.array_equal(r_rew, rewards[ids]) and np.array_equal(r_term, terminated[ids])
            for k, i in enumerate(ids):
                lo, hi = r_info["legal_offsets"][k], r_info["legal_offsets"][k + 1]
                s_lo, s_hi = info["legal_offsets"][i], info["legal_offsets"][i + 1]
                assert list(r_info["legal_actions"][lo:hi]) == list(info["legal_actions"][s_lo:s_hi])
            pool.send(actions[ids], ids)
        obs, rewards, terminated, _, info = sync.step(actions)
        ended += int(terminated.sum())
    assert ended >= 1 or opponents
    for _ in range(n // bs):
        pool.recv()


def test_send_and_recv_refuse_what_is_out_of_order() -> None:
    env = VectorEnv("glueckauf", 2, 8, seed=1, batch_size=4)
    with pytest.raises(ValueError, match="nothing was sent"):
        env.recv()
    with pytest.raises(ValueError, match="nothing was received yet"):
        env.send(np.zeros(4, dtype=np.int64))
    env.async_reset()
    with pytest.raises(ValueError, match="sent and not received"):
        env.step(np.zeros(8, dtype=np.int64))
    with pytest.raises(ValueError, match="sent and not received"):
        env.async_reset()
    obs, _, _, _, info = env.recv()
    with pytest.raises(ValueError, match="env_id must be the games of one group"):
        env.send(np.zeros(4, dtype=np.int64), np.array([1, 2, 3, 4]))
    with pytest.raises(ValueError, match=r"sent and not received yet"):
        env.send(sample_legal(info["action_mask"], np.random.default_rng(0)), np.arange(4, 8))
    bad = sample_legal(info["action_mask"], np.random.default_rng(0))
    bad[2] = int(np.flatnonzero(~info["action_mask"][2])[0])
    with pytest.raises(ValueError, match="game 2: action .* not legal"):
        env.send(bad, info["env_id"])
    with pytest.raises(ValueError, match=r"shape \(4,\)"):
        env.send(bad[:3])
    env.send(sample_legal(info["action_mask"], np.random.default_rng(0)))  # the group received last
    env.recv()
    env.recv()
    with pytest.raises(ValueError, match="batch_size=3: a divisor of num_envs=8"):
        VectorEnv("glueckauf", 2, 8, batch_size=3)
    with pytest.raises(ValueError, match="autoreset_mode"):
        VectorEnv("glueckauf", 2, 8, autoreset_mode="sometimes")


def test_a_dropped_env_waits_for_its_groups_and_kept_arrays_stay_valid() -> None:
    """Dropping a VectorEnv with groups still stepping waits for them (they write its buffers);
    arrays taken from it stay readable numpy arrays afterwards."""
    import gc

    env = VectorEnv("glueckauf", 2, 64, seed=2, batch_size=16, threads=2)
    env.async_reset()
    obs, _, _, _, info = env.recv()
    kept = obs
    env.send(sample_legal(info["action_mask"], np.random.default_rng(0)), info["env_id"])
    del env, obs, info
    gc.collect()
    assert kept.shape == (16, 2566) and np.isfinite(kept).all()
