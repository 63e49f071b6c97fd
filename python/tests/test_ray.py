"""A tournament split into Ray tasks (a local Ray) equals the single-process run."""

from collections.abc import Iterator

from typing import Any

import pytest

import kohle

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def test_ray_tournament_equals_the_local_run(local_ray: None) -> None:
    import kohle.cluster

    args: dict[str, Any] = dict(players=3, games=9, seed=17)
    bots = ["greedy", "random", "ismcts:30"]
    local = kohle.tournament("glueckauf", bots, **args)
    distributed = kohle.cluster.tournament("glueckauf", bots, tasks=3, **args)
    assert distributed == local


def test_ranges_cover_the_games() -> None:
    import kohle.cluster

    assert kohle.cluster.ranges(10, 3) == [(0, 4), (4, 7), (7, 10)]
    assert kohle.cluster.ranges(2, 5) == [(0, 1), (1, 2)]
