"""Agent steps per second of a small numpy policy playing ``kohle.vector.VectorEnv``, stepped
synchronously (``step``) and asynchronously (EnvPool's ``send``/``recv``).

The policy: a two-layer perceptron (observation → 64 → the action space, ReLU, float32 weights
drawn once), its logits masked to the legal actions, the most likely one taken. The loops:

- ``sync``: ``obs, ..., info = env.step(policy(obs, info["action_mask"]))`` on all ``NUM_ENVS``
  games: Python computes while Rust waits, and the other way round;
- ``send/recv``: the same games in 2 groups (``batch_size=NUM_ENVS // 2``): ``recv()`` one group,
  compute its actions, ``send`` them; while Python computes one group's actions the other's
  games step on Rust threads without the GIL.

    python python/bench/send_recv.py [SECONDS] [NUM_ENVS] [THREADS] [GAME]

GAME is ``glueckauf`` (the default) or ``haspelknecht``, with 2 players, multi-agent. Prints one
JSON object per measurement, then a Markdown table. numpy's own threads are left as they are
(the policy's matrix products may use them).
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

import numpy as np
from numpy.typing import NDArray

from kohle.vector import VectorEnv


class Policy:
    """A fixed random two-layer perceptron over the observation, masked to the legal actions."""

    def __init__(self, obs_len: int, num_actions: int, hidden: int = 64) -> None:
        rng = np.random.default_rng(0)
        self.w1 = (rng.standard_normal((obs_len, hidden)) / np.sqrt(obs_len)).astype(np.float32)
        self.w2 = (rng.standard_normal((hidden, num_actions)) / np.sqrt(hidden)).astype(np.float32)

    def __call__(self, obs: NDArray[np.float32], mask: NDArray[np.bool_]) -> NDArray[np.int64]:
        h = np.maximum(np.log1p(np.abs(obs)) @ self.w1, 0.0)
        logits = h @ self.w2
        logits[~mask] = -np.inf
        actions: NDArray[np.int64] = logits.argmax(axis=1).astype(np.int64)
        return actions


def sync(game: str, seconds: float, num_envs: int, threads: int | None) -> dict[str, Any]:
    env = VectorEnv(game, 2, num_envs, seed=1, threads=threads)
    policy = Policy(env.obs_len, env.num_actions)
    obs, info = env.reset()
    steps, policy_time = 0, 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        t = time.perf_counter()
        actions = policy(obs, info["action_mask"])
        policy_time += time.perf_counter() - t
        obs, _, _, _, info = env.step(actions)
        steps += num_envs
    elapsed = time.perf_counter() - start
    return {"loop": "sync", "steps_per_second": steps / elapsed, "policy_share": policy_time / elapsed}


def send_recv(game: str, seconds: float, num_envs: int, threads: int | None) -> dict[str, Any]:
    env = VectorEnv(game, 2, num_envs, seed=1, threads=threads, batch_size=num_envs // 2)
    policy = Policy(env.obs_len, env.num_actions)
    env.async_reset()
    steps, policy_time = 0, 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        obs, _, _, _, info = env.recv()
        t = time.perf_counter()
        actions = policy(obs, info["action_mask"])
        policy_time += time.perf_counter() - t
        env.send(actions, info["env_id"])
        steps += env.batch_size
    elapsed = time.perf_counter() - start
    env.recv()
    env.recv()
    return {"loop": "send/recv", "steps_per_second": steps / elapsed, "policy_share": policy_time / elapsed}


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    num_envs = int(sys.argv[2]) if len(sys.argv) > 2 else 256
    threads = int(sys.argv[3]) if len(sys.argv) > 3 else None
    game = sys.argv[4] if len(sys.argv) > 4 else "glueckauf"
    print(json.dumps({"load_average": os.getloadavg(), "cpus": os.cpu_count(), "game": game, "num_envs": num_envs}))
    rows = []
    for run in (sync, send_recv, sync, send_recv):
        row = run(game, seconds, num_envs, threads)
        print(json.dumps(row))
        rows.append(row)
    print(json.dumps({"load_average": os.getloadavg()}))
    print("\n| loop | agent steps/s | share of the time in the policy |\n|---|---:|---:|")
    for row in rows:
        print(f"| {row['loop']} | {row['steps_per_second']:,.0f} | {row['policy_share']:.0%} |")


if __name__ == "__main__":
    main()
