"""Random games for the tests: positions along a game played by random choices, and its end."""

from collections.abc import Iterator
import random

import pytest

import kohle

GAMES = ["glueckauf", "haspelknecht"]


def random_positions(game: str, players: int, seed: int, every: int = 1) -> Iterator[tuple[kohle.State, int | None]]:
    """Yields (state, seat) along a random game, every `every` decisions, and the final state."""
    rng = random.Random(seed)
    state = kohle.new_game(game, players=players, seed=seed)
    step = 0
    while not state.is_terminal():
        seat = rng.choice(state.current_players())
        if step % every == 0:
            yield state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    yield state, None


def play_random(game: str, players: int, seed: int) -> kohle.State:
    for state, seat in random_positions(game, players, seed):
        if seat is None:
            return state
    raise AssertionError("random_positions ends with the final state")
