"""The OpenSpiel-shaped API on both games."""

import json
from typing import Any, Callable
import random

import numpy as np
import pytest

import kohle
from random_games import GAMES, play_random, random_positions


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_random_game_to_its_end(game: str, players: int) -> None:
    state = kohle.new_game(game, players=players, seed=11)
    n = state.num_distinct_actions()
    assert n == kohle.num_distinct_actions(game, players)
    assert state.num_players() == players
    assert state.returns() == [0.0] * players
    rng = random.Random(1)
    while not state.is_terminal():
        seats = state.current_players()
        assert seats and state.current_player() == seats[0]
        seat = seats[0]
        legal = state.legal_actions(seat)
        assert legal == sorted(legal) and all(0 <= a < n for a in legal)
        mask = state.legal_action_mask(seat)
        assert mask.shape == (n,) and mask.dtype == np.int8
        assert set(np.flatnonzero(mask)) == set(legal)
        state.apply(seat, rng.choice(legal))
    assert state.current_players() == [] and state.current_player() == -4
    assert state.legal_actions() == []
    scores = state.scores()
    assert state.returns() == [float(s) for s in scores]
    for seat in range(players):
        lines = state.score_breakdown(seat)
        assert sum(l["points"] for l in lines) == scores[seat]
        assert all("label" in l for l in lines)
    assert min(state.ranks()) == 0


@pytest.mark.parametrize("game", GAMES)
def test_notation_and_indices_are_a_bijection_over_thousands_of_positions(game: str) -> None:
    positions = 0
    for g in range(8):
        players = 2 + g % 3
        for state, seat in random_positions(game, players, seed=100 + g):
            if seat is None:
                break
            legal = state.legal_actions(seat)
            texts = [state.action_to_string(seat, a) for a in legal]
            assert sorted(texts) == sorted(state.legal_actions_notation(seat))
            for a, t in zip(legal, texts):
                assert state.string_to_action(seat, t) == a
            positions += 1
    assert positions >= 1000


@pytest.mark.parametrize("game", GAMES)
def test_every_index_of_the_space_names_one_action(game: str) -> None:
    state = kohle.new_game(game, players=2, seed=0)
    for a in range(state.num_distinct_actions()):
        assert state.string_to_action(0, state.action_to_string(0, a)) == a


def test_apply_takes_notation_too_and_clone_is_independent() -> None:
    state = kohle.new_game("glueckauf", players=2, seed=7, options={"first_player": 0})
    copy = state.clone()
    assert state.current_player() == 1
    state.apply(1, "draft OC10")
    assert copy.to_record()["actions"] == []
    assert state.to_record()["actions"] == ["1: draft OC10"]
    state.apply_action(state.string_to_action(0, "draft OW10"))
    assert state.to_record()["actions"][-1] == "0: draft OW10"


def test_several_seats_plan_at_once_in_haspelknecht() -> None:
    rng = random.Random(3)
    state = kohle.new_game("haspelknecht", players=3, seed=5)
    while len(state.current_players()) < 2:
        seat = state.current_player()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seats = state.current_players()
    last = seats[-1]
    state.apply(last, state.legal_actions(last)[0])  # the highest planning seat first
    assert seats[0] in state.current_players()
    # What seat 0 sees of the other seats' plans: only that they are planning.
    view = state.view(0)
    assert all(p["plan"] is None for p in view["players"] if p["seat"] != 0)
    # Seat 0's log does not hold seat `last`'s planning decision.
    hidden = [e for e in state.log(last) if e["type"] == "decision" and e["visibility"] != "public"]
    assert hidden and all(e not in state.log(0) for e in hidden)


@pytest.mark.parametrize("game", GAMES)
def test_the_observation_never_changes_when_only_hidden_information_does(game: str) -> None:
    checked = 0
    for g in range(4):
        players = 2 + g % 3
        for state, seat in random_positions(game, players, seed=200 + g, every=5):
            if seat is None:
                break
            for s in range(players):
                obs = state.observation_tensor(s)
                assert obs.dtype == np.float32 and obs.shape == state.observation_shape()
                for k in range(3):
                    other = state.resample(s, seed=1000 * g + k)
                    np.testing.assert_array_equal(other.observation_tensor(s), obs)
                    assert other.view(s) == state.view(s)
                checked += 1
    assert checked > 200


@pytest.mark.parametrize("game", GAMES)
def test_observation_layout_covers_the_tensor(game: str) -> None:
    for players in (2, 3, 4):
        layout = kohle.observation_layout(game, players)
        state = kohle.new_game(game, players=players)
        assert sum(s["len"] for s in layout) == state.observation_shape()[0]
        assert [s["start"] for s in layout] == list(np.cumsum([0] + [s["len"] for s in layout])[:-1])


@pytest.mark.parametrize("game", GAMES)
def test_no_seed_in_views_and_logs(game: str) -> None:
    state = play_random(game, 2, seed=987654321)
    for seat in (0, 1, None):
        assert "987654321" not in json.dumps(state.view(seat))
        assert "987654321" not in json.dumps(state.log(seat))
    assert state.to_record()["seed"] == 987654321  # the record is the whole game


@pytest.mark.parametrize("game", GAMES)
def test_records_round_trip_and_replay(game: str) -> None:
    state = play_random(game, 3, seed=21)
    record = state.to_record()
    again = kohle.replay(record)
    assert again.to_record() == record
    assert again.view(1) == state.view(1)
    assert again.scores() == state.scores()
    assert kohle.replay(state.to_record_json()).scores() == state.scores()
    log = state.log(0, lang="de")
    assert log and all(isinstance(e["text"], str) and e["text"] for e in log)


def test_a_resampled_state_has_no_record() -> None:
    state = kohle.new_game("glueckauf", players=2, seed=1)
    with pytest.raises(ValueError, match="resampled"):
        state.resample(0, 3).to_record()


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: kohle.new_game("monopoly"), "unknown game"),
        (lambda: kohle.new_game("glueckauf", players=5), "2 to 4 players"),
        (lambda: kohle.new_game("glueckauf", options={"no_such_rule": True}), "no rule option"),
        (lambda: kohle.new_game("glueckauf", options={"unlimited_coal": "maybe"}), "invalid rule option"),
        (lambda: kohle.new_game("glueckauf").apply(5, 0), "seat 5 does not exist"),
        (lambda: kohle.new_game("glueckauf").apply(-1, 0), "seat -1 does not exist"),
        (lambda: kohle.new_game("glueckauf").apply(0, 10**6), "not in glueckauf's action space"),
        (lambda: kohle.new_game("glueckauf").apply(0, "fly to the moon"), "cannot read action"),
        (lambda: kohle.new_game("haspelknecht").string_to_action(0, "take 9 black 1"), "pool"),
        (lambda: kohle.replay({"game": "glueckauf"}), "not a valid game record"),
        (lambda: kohle.replay("{not json"), "not a valid game record"),
        (lambda: kohle.replay({"game": "glueckauf", "version": 1, "players": 2, "seed": 1, "actions": ["0: bank"]}), "action 0"),
        (lambda: kohle.bot("ismcts:lots"), "ismcts"),
        (lambda: kohle.simulate("glueckauf", games=0), "at least 1"),
        (lambda: kohle.tournament("glueckauf", ["random"], games=4, options={"x": 1}), "no rule option"),
        (lambda: kohle.new_game("glueckauf").log(0, lang="xx"), "unknown language"),
    ],
)
def test_bad_input_is_a_value_error_saying_what_was_wrong(call: Callable[[], object], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        call()


def test_an_illegal_action_says_why_and_changes_nothing() -> None:
    state = kohle.new_game("glueckauf", players=2, seed=7, options={"first_player": 0})
    before = state.to_record()
    with pytest.raises(ValueError, match="seat 0 cannot take `bank`"):
        state.apply(0, "bank")
    assert state.to_record() == before


def test_bots_are_policies() -> None:
    state = kohle.new_game("haspelknecht", players=2, seed=4)
    bots = [kohle.bot("ismcts:50", seed=1), kohle.bot("greedy", seed=2)]
    assert bots[0].spec == "ismcts:50"
    while not state.is_terminal():
        seat = state.current_player()
        action = bots[seat](state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)


def test_simulate_is_reproducible_whatever_the_threads() -> None:
    a = kohle.simulate("glueckauf", players=3, games=40, seed=5, bots="random,greedy,random", threads=1)
    b = kohle.simulate("glueckauf", players=3, games=40, seed=5, bots=["random", "greedy", "random"], threads=2)
    for d in (a, b):
        for timing in ("seconds", "games_per_second", "threads"):
            d.pop(timing)
    assert a == b
    assert a["games"] == 40 and sum(a["wins_by_seat"]) >= 40


def test_a_tournament_in_ranges_is_the_tournament() -> None:
    args: dict[str, Any] = dict(players=2, games=12, seed=3)
    whole = kohle.tournament("haspelknecht", "greedy,random", **args)
    assert len(whole["results"]) == 12 and whole["bots"][0]["name"] == "greedy"
    parts = kohle.tournament_games("haspelknecht", "greedy,random", 5, 12, **args)
    parts += kohle.tournament_games("haspelknecht", "greedy,random", 0, 5, **args)
    assert kohle.tournament_summary("haspelknecht", "greedy,random", parts, **args) == whole
    with pytest.raises(ValueError, match="exactly once"):
        kohle.tournament_summary("haspelknecht", "greedy,random", parts[:3], **args)


def test_a_state_pickles_as_its_record() -> None:
    import copy
    import pickle

    state = play_random("haspelknecht", 2, seed=31)
    again = pickle.loads(pickle.dumps(state))
    assert again.to_record() == state.to_record() and again.view(0) == state.view(0)
    assert copy.deepcopy(state).scores() == state.scores()
    with pytest.raises(ValueError, match="resampled"):
        pickle.dumps(state.resample(0, 1))


def test_a_corrected_component_table_is_an_option() -> None:
    default = kohle.new_game("haspelknecht", players=2, seed=1)
    with pytest.raises(ValueError, match="component table"):
        kohle.new_game("haspelknecht", options={"components": "this is not toml ="})
    with pytest.raises(ValueError, match="no rule option"):
        kohle.new_game("glueckauf", options={"components": "x"})
    assert default.to_record()["options"].get("components") is None
