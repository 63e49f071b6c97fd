"""Agent steps per second of a small numpy policy playing ``kohle.vector.VectorEnv``, stepped
synchronously (``step``) and asynchronously (EnvPool's ``send``/``recv``).

The policy: the observation scaled by its bounds (``kohle.bounds``), a two-layer perceptron
(observation → HIDDEN (32) → the action space, ReLU, float32 weights drawn once), its logits masked to
the legal actions, the most likely one taken. numpy's BLAS runs on one thread
(``OPENBLAS_NUM_THREADS=1`` unless set): on the 2-core machine its own threads fought the games'
(a matrix product took 10x longer under load). The loops:

- ``sync``: ``obs, ..., info = env.step(policy(obs, info["action_mask"]))`` on all ``NUM_ENVS``
  games: Python computes while Rust waits, and the other way round;
- ``send/recv``: the same games in 2 groups (``batch_size=NUM_ENVS // 2``): ``recv()`` one group,
  compute its actions, ``send`` them; while Python computes one group's actions the other's
  games step on Rust threads without the GIL.

    python python/bench/send_recv.py [SECONDS] [NUM_ENVS] [THREADS] [GAME] [HIDDEN]

GAME is ``glueckauf`` (the default) or ``haspelknecht``, with 2 players, multi-agent. Prints one
JSON object per measurement (with the CPU time of all the process's threads per agent step),
then a Markdown table. Overlap gains only where a core would otherwise idle: on a machine whose
cores are all busy the two loops do the same work in about the same time.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from numpy.typing import NDArray

from kohle.bounds import observation_bounds  # noqa: E402
from kohle.vector import VectorEnv  # noqa: E402


class Policy:
    """A fixed random two-layer perceptron over the observation scaled by its bounds, masked to
    the legal actions."""

    def __init__(self, game: str, num_actions: int, hidden: int = 32) -> None:
        low, high = observation_bounds(game, 2)
        self.scale = (1.0 / np.maximum(high - low, 1.0)).astype(np.float32)
        rng = np.random.default_rng(0)
        self.w1 = (rng.standard_normal((len(low), hidden)) / np.sqrt(len(low))).astype(np.float32)
        self.w2 = (rng.standard_normal((hidden, num_actions)) / np.sqrt(hidden)).astype(np.float32)

    def __call__(self, obs: NDArray[np.float32], mask: NDArray[np.bool_]) -> NDArray[np.int64]:
        h = np.maximum((obs * self.scale) @ self.w1, 0.0)
        logits = h @ self.w2
        logits[~mask] = -np.inf
        actions: NDArray[np.int64] = logits.argmax(axis=1).astype(np.int64)
        return actions


def sync(game: str, seconds: float, num_envs: int, threads: int | None, hidden: int) -> dict[str, Any]:
    env = VectorEnv(game, 2, num_envs, seed=1, threads=threads)
    policy = Policy(game, env.num_actions, hidden)
    obs, info = env.reset()
    steps, policy_time = 0, 0.0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        t = time.perf_counter()
        actions = policy(obs, info["action_mask"])
        policy_time += time.perf_counter() - t
        obs, _, _, _, info = env.step(actions)
        steps += num_envs
    elapsed = time.perf_counter() - start
    return {
        "loop": "sync",
        "steps_per_second": steps / elapsed,
        "policy_share": policy_time / elapsed,
        "cpu_us_per_step": 1e6 * (time.process_time() - cpu) / steps,
    }


def send_recv(game: str, seconds: float, num_envs: int, threads: int | None, hidden: int) -> dict[str, Any]:
    env = VectorEnv(game, 2, num_envs, seed=1, threads=threads, batch_size=num_envs // 2)
    policy = Policy(game, env.num_actions, hidden)
    env.async_reset()
    steps, policy_time = 0, 0.0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        obs, _, _, _, info = env.recv()
        t = time.perf_counter()
        actions = policy(obs, info["action_mask"])
        policy_time += time.perf_counter() - t
        env.send(actions, info["env_id"])
        steps += env.batch_size
    elapsed = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu
    env.recv()
    env.recv()
    return {
        "loop": "send/recv",
        "steps_per_second": steps / elapsed,
        "policy_share": policy_time / elapsed,
        "cpu_us_per_step": 1e6 * cpu_seconds / steps,
    }


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    num_envs = int(sys.argv[2]) if len(sys.argv) > 2 else 256
    threads = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
    game = sys.argv[4] if len(sys.argv) > 4 else "glueckauf"
    hidden = int(sys.argv[5]) if len(sys.argv) > 5 else 32
    print(json.dumps({"load_average": os.getloadavg(), "cpus": os.cpu_count(), "game": game, "num_envs": num_envs, "threads": threads, "hidden": hidden}))
    rows = []
    for run in (sync, send_recv, sync, send_recv):
        row = run(game, seconds, num_envs, threads, hidden)
        print(json.dumps(row))
        rows.append(row)
    print(json.dumps({"load_average": os.getloadavg()}))
    print("\n| loop | agent steps/s | time in the policy | CPU µs per agent step |\n|---|---:|---:|---:|")
    for row in rows:
        print(f"| {row['loop']} | {row['steps_per_second']:,.0f} | {row['policy_share']:.0%} | {row['cpu_us_per_step']:.2f} |")


if __name__ == "__main__":
    main()
