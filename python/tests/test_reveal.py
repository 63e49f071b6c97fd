"""Issue 28: Glück Auf with `delivered_orders_public=False`. Each shift scoring reveals every
seat's delivered cards; the other seats know them from then on (view, observation, log,
resampling), cards delivered since stay a count, and the finished game shows everything."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from numpy.typing import NDArray

import kohle

# The issue's game (seed 803): seat 1 delivers OC05 and OC06 in shift 1.
ISSUE = [
    "1: draft OC05", "0: draft OC03", "1: draft OC06", "0: draft OT09", "1: draft OC02",
    "0: draft OR01", "0: bank", "1: mine 10", "1: lift grey", "1: load grey", "1: lift black",
    "1: load black", "1: lift surface", "1: fill OC05 grey", "1: fill OC06 black", "1: stop",
    "0: bank", "1: deliver carriage", "0: bank",
]
# Order card ids (observation bits): wheelbarrow 0-10, carriage 11-21, truck 22-32, train 33-43.
OC05, OC06 = 15, 16


def bank_until(state: kohle.State, done: Callable[[kohle.State], bool]) -> None:
    while not done(state):
        seat = state.current_player()
        state.apply(seat, "bank")


def segment(obs: NDArray[np.float32], layout: dict[str, dict[str, Any]], name: str) -> NDArray[np.float32]:
    s = layout[name]
    return obs[s["start"]:s["start"] + s["len"]]


def ids(cards: list[dict[str, Any]]) -> list[str]:
    return [c["id"] for c in cards]


def test_the_observation_sizes_are_the_documented_ones() -> None:
    for players, size in [(2, 2566), (3, 3403), (4, 4240)]:
        state = kohle.new_game("glueckauf", players=players, seed=1)
        assert state.observation_shape() == (size,)


def test_what_a_scoring_reveals_every_seat_knows_from_then_on() -> None:
    state = kohle.new_game(
        "glueckauf", players=2, seed=803,
        options={"first_player": 0, "delivered_orders_public": False},
    )
    for line in ISSUE:
        seat, notation = line.split(": ")
        state.apply(int(seat), notation)
    layout = {s["name"]: s for s in kohle.observation_layout("glueckauf", 2)}

    # Delivered, not yet scored: seat 0 knows a count only.
    other = state.view(0)["seats"][1]
    assert other["delivered"] is None and other["delivered_count"] == 2
    assert "revealed" not in other
    obs = state.observation_tensor(0)
    assert segment(obs, layout, "seat+1.delivered").sum() == 0
    assert segment(obs, layout, "seat+1.revealed").sum() == 0
    assert segment(obs, layout, "seat+1.delivered_count")[0] == 2
    assert not any("OC05" in l["text"] for l in state.log(0)[-6:])

    bank_until(state, lambda s: s.view()["shift"] == 2)
    # The scoring's reveal lines, in seat 0's log and the spectator's.
    for viewer in (0, None):
        reveals = [l for l in state.log(viewer) if l.get("event", {}).get("type") == "delivered_revealed"]
        assert [r["text"] for r in reveals] == [
            "Seat 0 has no delivered orders to reveal.",
            "Seat 1 reveals its 2 delivered orders: OC05 (horse carriage, 4 VP: 1 grey), "
            "OC06 (horse carriage, 5 VP: 1 black).",
        ]
    # Face down again, but known: the view lists them, the observation sets their bits.
    other = state.view(0)["seats"][1]
    assert other["delivered"] is None and ids(other["revealed"]) == ["OC05", "OC06"]
    obs = state.observation_tensor(0)
    revealed = segment(obs, layout, "seat+1.revealed")
    assert list(np.flatnonzero(revealed)) == [OC05, OC06]
    # Resampling seat 0's information set keeps them with seat 1.
    for seed in range(20):
        sample = state.resample(0, seed)
        assert {"OC05", "OC06"} <= set(ids(sample.view(1)["seats"][1]["delivered"]))
        np.testing.assert_array_equal(sample.observation_tensor(0), obs)

    # The end: every seat's delivered cards for every viewer.
    bank_until(state, lambda s: s.is_terminal())
    for viewer in (0, 1, None):
        seats = state.view(viewer)["seats"]
        assert ids(seats[1]["delivered"]) == ["OC05", "OC06"] and seats[0]["delivered"] == []
    obs = state.observation_tensor(0)
    assert list(np.flatnonzero(segment(obs, layout, "seat+1.delivered"))) == [OC05, OC06]


def test_with_public_delivered_orders_nothing_changes() -> None:
    state = kohle.new_game("glueckauf", players=2, seed=803, options={"first_player": 0})
    for line in ISSUE:
        seat, notation = line.split(": ")
        state.apply(int(seat), notation)
    assert ids(state.view(0)["seats"][1]["delivered"]) == ["OC05", "OC06"]
    bank_until(state, lambda s: s.is_terminal())
    assert not any(l.get("event", {}).get("type") == "delivered_revealed" for l in state.log(None))
    assert all("revealed" not in p for p in state.view(0)["seats"])
