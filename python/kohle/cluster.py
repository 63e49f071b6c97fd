"""Tournaments beyond one machine: split into Ray tasks, merged into the single-process result.

``kohle.cluster.tournament("glueckauf", ["greedy", "random"], games=400, seed=1, tasks=8)``
plays games ``[a, b)`` of the tournament in each Ray task (each game with its seed derived from
``seed`` and its index, so it does not matter which task plays it) and summarises all results
with ``kohle.tournament_summary``: the result equals ``kohle.tournament(...)`` with the same
arguments. Call ``ray.init(address=...)`` first to use a cluster; otherwise Ray starts locally.
"""

from __future__ import annotations

from typing import Any

import ray

from . import _kohle


@ray.remote
def _play_range(
    game: str,
    bots: list[str],
    start: int,
    end: int,
    players: int,
    games: int,
    seed: int,
    options: dict[str, Any] | None,
    threads: int,
) -> list[dict[str, Any]]:
    from kohle import _kohle as k

    return k.tournament_games(
        game, bots, start, end, players=players, games=games, seed=seed, options=options, threads=threads
    )


def ranges(games: int, tasks: int) -> list[tuple[int, int]]:
    """``tasks`` contiguous ranges ``(start, end)`` covering ``0..games`` (none empty)."""
    tasks = max(1, min(tasks, games))
    step, extra = divmod(games, tasks)
    out, start = [], 0
    for i in range(tasks):
        end = start + step + (1 if i < extra else 0)
        out.append((start, end))
        start = end
    return out


def tournament(
    game: str,
    bots: str | list[str],
    players: int = 2,
    games: int = 100,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    tasks: int = 4,
    threads_per_task: int = 1,
) -> dict[str, Any]:
    """``kohle.tournament`` with its games played by ``tasks`` Ray tasks."""
    if isinstance(bots, str):
        bots = [b.strip() for b in bots.split(",") if b.strip()]
    # Fail here, not in a worker, on a bad game, bot or option.
    _kohle.tournament_games(game, bots, 0, 0, players=players, games=games, seed=seed, options=options)
    refs = [
        _play_range.options(num_cpus=threads_per_task).remote(
            game, bots, start, end, players, games, seed, options, threads_per_task
        )
        for start, end in ranges(games, tasks)
    ]
    results = [r for part in ray.get(refs) for r in part]
    return _kohle.tournament_summary(game, bots, results, players=players, games=games, seed=seed, options=options)
