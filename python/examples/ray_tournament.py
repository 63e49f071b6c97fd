"""A kohle tournament split into Ray tasks, checked against the single-process run.

    python python/examples/ray_tournament.py [--address auto] [--games 200] [--tasks 8]
"""

import argparse
import time

import ray

import kohle
import kohle.cluster


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--address", default=None, help="a Ray cluster (default: start Ray locally)")
    p.add_argument("--game", default="glueckauf")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--bots", default="greedy,random,ismcts:200")
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--tasks", type=int, default=4)
    a = p.parse_args()
    ray.init(address=a.address, include_dashboard=False)
    args = dict(players=a.players, games=a.games, seed=a.seed)
    start = time.perf_counter()
    result = kohle.cluster.tournament(a.game, a.bots, tasks=a.tasks, **args)
    print(f"Ray, {a.tasks} tasks: {time.perf_counter() - start:.1f} s")
    for b in result["bots"]:
        print(f"  {b['name']:<14} win rate {b['win_rate']:.3f}  mean score {b['mean_score']:.1f}  Elo {b['elo']:.0f}")
    start = time.perf_counter()
    local = kohle.tournament(a.game, a.bots, **args)
    print(f"one process: {time.perf_counter() - start:.1f} s; same result: {local == result}")
    ray.shutdown()


if __name__ == "__main__":
    main()
