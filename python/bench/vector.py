"""Agent steps per second: kohle.vector beside the per-step loop and OpenSpiel's Python loop.

Every loop does the same work per agent step: read the deciding seat's observation (a numpy
float32 array; skipped with observations off) and its legal actions, pick a random legal action,
step. The loops:

- ``per-step``: one ``kohle.State``, ``observation_tensor(seat)``, ``legal_action_mask(seat)``,
  a uniform pick among the mask's legal indices, ``apply``;
- ``vector``: ``kohle.vector.VectorEnv`` with ``num_envs`` games (multi-agent), the picks made
  in numpy for all games at once, by ``kohle.vector.sample_legal`` from ``info["action_mask"]``
  (mask) or by ``sample_from_lists`` from ``info["legal_actions"]`` (legal lists), then one
  ``step`` for all games;
- ``openspiel``: OpenSpiel's Python API on ``python_kohle_glueckauf`` (``kohle.openspiel``) and
  on its own ``hearts`` (a C++ game), ``observation_tensor()`` (hearts: its
  ``information_state_tensor()``, it has no other), ``legal_actions_mask()``, a
  uniform pick, ``apply_action`` (chance nodes sampled, not counted).

    python python/bench/vector.py [SECONDS] [NUM_ENVS] [THREADS] [GAME]

GAME is ``glueckauf`` (the default) or ``haspelknecht``, with 2 players.

Prints one JSON object per measurement, then a Markdown table. Steps per second depend on the
load of the machine (the script prints the load average before and after); the CPU time per
step (all the process's threads) much less, so the table also gives the rate that CPU cost
allows on idle cores (all of them for the batched loop, one for the one-thread loops).
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

import numpy as np

import kohle
from kohle.vector import VectorEnv, sample_from_lists, sample_legal


def per_step(game: str, players: int, seconds: float, observations: bool) -> dict[str, float]:
    rng = np.random.default_rng(2)
    steps = games = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        state = kohle.new_game(game, players=players, seed=games)
        while not state.is_terminal():
            seat = state.current_player()
            if observations:
                state.observation_tensor(seat)
            legal = np.flatnonzero(state.legal_action_mask(seat))
            state.apply(seat, int(legal[rng.integers(len(legal))]))
            steps += 1
        games += 1
    return {"steps_per_second": steps / (time.perf_counter() - start), "cpu_seconds_per_step": (time.process_time() - cpu) / steps}


def vector(
    game: str, players: int, seconds: float, observations: bool, num_envs: int, threads: int | None, lists: bool
) -> dict[str, float]:
    env = VectorEnv(game, players, num_envs, seed=1, observations=observations, threads=threads)
    obs, info = env.reset()
    rng = np.random.default_rng(2)
    steps = 0
    picking = 0.0
    checksum = 0.0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        t = time.perf_counter()
        if lists:
            actions = sample_from_lists(info["legal_actions"], info["legal_offsets"], rng)
        else:
            actions = sample_legal(info["action_mask"], rng)
        picking += time.perf_counter() - t
        obs, _, _, _, info = env.step(actions)
        checksum += float(obs[0, 0]) if observations else 0.0  # the observation is read
        steps += num_envs
    wall = time.perf_counter() - start
    return {
        "steps_per_second": steps / wall,
        "cpu_seconds_per_step": (time.process_time() - cpu) / steps,
        "picking_share": picking / wall,
    }


def openspiel(name: str, seconds: float, observations: bool) -> dict[str, float]:
    import pyspiel

    import kohle.openspiel

    kohle.openspiel.register()
    game = pyspiel.load_game(name)
    # hearts has no observation tensor: its information-state tensor stands in.
    has_observation = game.get_type().provides_observation_tensor
    rng = np.random.default_rng(2)
    steps = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(int(rng.choice(outcomes, p=probs)))
                continue
            if state.is_simultaneous_node():
                # Haspelknecht's planning: every seat still planning decides, one agent step each.
                joint = []
                for p in range(game.num_players()):
                    legal = np.flatnonzero(state.legal_actions_mask(p))
                    if len(legal) == 0:
                        joint.append(pyspiel.INVALID_ACTION)
                        continue
                    if observations:
                        state.observation_tensor(p)
                    joint.append(int(legal[rng.integers(len(legal))]))
                    steps += 1
                state.apply_actions(joint)
                continue
            if observations:
                state.observation_tensor() if has_observation else state.information_state_tensor()
            legal = np.flatnonzero(state.legal_actions_mask())
            state.apply_action(int(legal[rng.integers(len(legal))]))
            steps += 1
    return {"steps_per_second": steps / (time.perf_counter() - start), "cpu_seconds_per_step": (time.process_time() - cpu) / steps}


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    num_envs = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
    threads = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
    game = sys.argv[4] if len(sys.argv) > 4 else "glueckauf"
    load_before = os.getloadavg()[0]
    rows: list[dict[str, Any]] = []
    for observations in (True, False):
        rows.append({"loop": "per-step", "game": f"{game} 2p", "observations": observations,
                     **per_step(game, 2, seconds, observations)})  # fmt: skip
        for lists in (False, True):
            v = vector(game, 2, seconds, observations, num_envs, threads, lists)
            how = "legal lists" if lists else "mask"
            rows.append({"loop": f"vector ({how}), num_envs={num_envs}", "game": f"{game} 2p", "observations": observations, **v})
        rows.append({"loop": "openspiel python", "game": f"python_kohle_{game}", "observations": observations,
                     **openspiel(f"python_kohle_{game}(players=2)", seconds, observations)})  # fmt: skip
        rows.append({"loop": "openspiel python", "game": "hearts (C++)", "observations": observations,
                     **openspiel("hearts", seconds, observations)})  # fmt: skip
    load_after = os.getloadavg()[0]
    for r in rows:
        print(json.dumps(r))
    print(f"\nload average (1 min): {load_before:.1f} before, {load_after:.1f} after; {os.cpu_count()} cores\n")
    # CPU time per step counts every thread of the process, whatever else runs on the machine:
    # `cores / cpu_per_step` is what the loop would reach with the cores to itself.
    cores = os.cpu_count() or 1
    print(f"| loop | game | observations | agent steps/s | vs per-step | CPU µs per step | steps/s that CPU cost allows on idle cores ({cores} batched, 1 per-step) |")
    print("|---|---|---|---|---|---|---|")
    base = {r["observations"]: r["steps_per_second"] for r in rows if r["loop"] == "per-step"}
    for r in rows:
        ratio = r["steps_per_second"] / base[r["observations"]]
        cpu = r["cpu_seconds_per_step"]
        # A one-thread loop uses one core however many there are.
        usable = cores if r["loop"].startswith("vector") else 1
        print(
            f"| {r['loop']} | {r['game']} | {'on' if r['observations'] else 'off'} | {r['steps_per_second']:,.0f} | {ratio:.1f}x"
            f" | {cpu * 1e6:.2f} | {usable / cpu:,.0f} |"
        )


if __name__ == "__main__":
    main()
