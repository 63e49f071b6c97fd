"""kohle.openspiel against open_spiel 2.0.2 from PyPI: loading, chance nodes at every draw,
random games, OpenSpiel's own MCTS and ISMCTS bots through evaluate_bots, serialization, the
game-type flags, and the C++ ISMCTS bot's crash on games written in Python."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import evaluate_bots, mcts

import kohle
import kohle.openspiel
from kohle.openspiel import ISMCTSBot

kohle.openspiel.register()


def settle(state: Any, rng: np.random.Generator) -> None:
    """Draws at the open chance nodes (by their probabilities) until a seat decides."""
    while state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes())
        state.apply_action(int(rng.choice(outcomes, p=probs)))


def play_random(game: Any, rng: np.random.Generator) -> tuple[Any, int]:
    """A random game to the end; the state and the number of chance nodes on the way."""
    state = game.new_initial_state()
    draws = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            assert abs(sum(probs) - 1.0) < 1e-9 and len(outcomes) > 1
            state.apply_action(int(rng.choice(outcomes, p=probs)))
            draws += 1
        elif state.is_simultaneous_node():
            joint = [
                int(rng.choice(state.legal_actions(p))) if state.legal_actions(p) else pyspiel.INVALID_ACTION
                for p in range(game.num_players())
            ]
            state.apply_actions(joint)
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state, draws


def test_load_game_with_players_and_rule_options() -> None:
    game = pyspiel.load_game("python_kohle_glueckauf(players=3)")
    assert game.num_players() == 3
    assert game.num_distinct_actions() == kohle.num_distinct_actions("glueckauf", 3)
    assert game.observation_tensor_shape() == [3403]
    assert game.max_chance_outcomes() == 96
    params = game.get_parameters()
    assert set(kohle.default_options("glueckauf")) | {"players", "seed"} == set(params)
    hk = pyspiel.load_game("python_kohle_haspelknecht(players=4,max_developments_per_player=-1,rent_payment_voluntary=True)")
    assert hk.get_parameters()["rent_payment_voluntary"] is True and hk.num_players() == 4
    assert hk.max_chance_outcomes() == 7
    with pytest.raises(Exception, match="no parameter|Unknown parameter"):
        pyspiel.load_game("python_kohle_glueckauf(nonsense=1)")
    with pytest.raises(Exception, match="2 to 4 players"):
        pyspiel.load_game("python_kohle_glueckauf(players=5)")


def test_game_type_flags_are_true_to_the_games() -> None:
    for name in ("python_kohle_glueckauf", "python_kohle_haspelknecht"):
        game = pyspiel.load_game(name)
        t = game.get_type()
        assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
        assert t.provides_information_state_string and t.provides_observation_tensor
        # No information state tensor, and asking for one says so (it used to give []).
        assert not t.provides_information_state_tensor
        state = game.new_initial_state()
        settle(state, np.random.default_rng(0))
        with pytest.raises(Exception, match="no information state tensor"):
            state.information_state_tensor(0)
    dyn = pyspiel.GameType.Dynamics
    assert pyspiel.load_game("python_kohle_glueckauf").get_type().dynamics == dyn.SEQUENTIAL
    assert pyspiel.load_game("python_kohle_haspelknecht").get_type().dynamics == dyn.SIMULTANEOUS
    seq = pyspiel.load_game("python_kohle_haspelknecht(planning_mode=sequential-in-turn-order)")
    assert seq.get_type().dynamics == dyn.SEQUENTIAL


@pytest.mark.parametrize(
    "name",
    [
        "python_kohle_glueckauf(players=2)",
        "python_kohle_glueckauf(players=4)",
        "python_kohle_haspelknecht(players=3)",
        "python_kohle_haspelknecht(players=2,planning_mode=sequential-in-turn-order)",
    ],
)
def test_random_games_to_the_end_and_serialization_round_trips(name: str) -> None:
    game = pyspiel.load_game(name)
    rng = np.random.default_rng(7)
    saw_simultaneous = False
    # The game starts with its setup's first draw (Glück Auf: the first player among the
    # seats; Haspelknecht: the first place of the turn order), never one giant deal.
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == game.num_players()
    final, draws = play_random(game, rng)
    assert draws > 50, "every draw of the game is a chance node"
    returns = final.returns()
    assert sorted(set(returns)) <= [-1.0, 1.0] and 1.0 in returns
    text = pyspiel.serialize_game_and_state(game, final)
    game2, again = pyspiel.deserialize_game_and_state(text)
    assert again.history() == final.history() and again.returns() == returns and str(again) == str(final)
    # Mid-game too.
    state = game.new_initial_state()
    for _ in range(40):
        settle(state, rng)
        if state.is_simultaneous_node():
            saw_simultaneous = True
            state.apply_actions(
                [state.legal_actions(p)[0] if state.legal_actions(p) else pyspiel.INVALID_ACTION for p in range(game.num_players())]
            )
        else:
            state.apply_action(state.legal_actions()[0])
    settle(state, rng)
    _, again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    for p in range(game.num_players()):
        assert again.information_state_string(p) == state.information_state_string(p)
        assert np.array_equal(np.array(again.observation_tensor(p)), np.array(state.observation_tensor(p)))
        assert np.array_equal(np.array(state.observation_tensor(p)), state.kohle_state.observation_tensor(p))
    if "haspelknecht(players=3)" in name:
        assert saw_simultaneous


def test_a_regular_tile_is_drawn_when_it_is_taken_not_before() -> None:
    """Glück Auf: taking a tile from a regular factory space refills it from the pile: a chance
    node over every tile nobody has seen, each equally likely. What a search of the true state
    can know of that tile is nothing."""
    game = pyspiel.load_game("python_kohle_glueckauf(players=2)")
    state = game.new_initial_state()
    rng = np.random.default_rng(3)
    settle(state, rng)
    while not any(state.action_to_string(state.current_player(), a).startswith("factory ") and "draw" not in state.action_to_string(state.current_player(), a) for a in state.legal_actions()):
        state.apply_action(state.legal_actions()[0])
        settle(state, rng)
    seat = state.current_player()
    take = next(a for a in state.legal_actions() if re.fullmatch(r"factory \d", state.action_to_string(seat, a)))
    view = state.kohle_state.view(None)
    state.apply_action(take)
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    n = len(outcomes)
    assert n > 30 and all(p == pytest.approx(1 / n) for _, p in outcomes)
    shown = {state.action_to_string(pyspiel.PlayerId.CHANCE, o) for o, _ in outcomes}
    assert all(s.startswith("tile ") for s in shown)
    # Two outcomes, two different tiles on the space afterwards.
    a, b = state.clone(), state.clone()
    a.apply_action(outcomes[0][0])
    b.apply_action(outcomes[-1][0])
    assert a.observation_string(0) != b.observation_string(0)
    assert view != a.kohle_state.view(None)
    # An outcome that is not possible is refused and changes nothing.
    with pytest.raises(Exception, match="not possible"):
        state.apply_action(95)
    assert state.is_chance_node() and state.chance_outcomes() == outcomes


def test_information_states_hide_what_a_seat_may_not_see() -> None:
    """During simultaneous planning, seat 0's information state and observation do not depend
    on what seat 1 planned (only on whether it has finished: `done` is shown, as at the table);
    seat 1's do. Resampling keeps each seat's information state."""
    game = pyspiel.load_game("python_kohle_haspelknecht(players=2)")
    start = game.new_initial_state()
    rng = np.random.default_rng(5)
    settle(start, rng)
    while not start.is_simultaneous_node():
        start.apply_action(start.legal_actions()[0])
        settle(start, rng)
    mine = start.legal_actions(0)[0]
    theirs = [a for a in start.legal_actions(1) if start.kohle_state.action_to_string(1, a) != "done"]
    assert len(theirs) > 1
    a, b = start.clone(), start.clone()
    a.apply_actions([mine, theirs[0]])
    b.apply_actions([mine, theirs[-1]])
    assert a.information_state_string(0) == b.information_state_string(0)
    assert a.observation_string(0) == b.observation_string(0)
    assert np.array_equal(np.array(a.observation_tensor(0)), np.array(b.observation_tensor(0)))
    assert a.information_state_string(1) != b.information_state_string(1)
    assert a.information_state_string(0) != start.information_state_string(0)  # its own step
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for p in range(2):
        resampled = a.resample_from_infostate(p, sampler)
        assert resampled.information_state_string(p) == a.information_state_string(p)
        assert np.array_equal(np.array(resampled.observation_tensor(p)), np.array(a.observation_tensor(p)))
        assert resampled.kohle_state.is_chance_mode(), "later draws stay chance nodes"


def test_a_top5_look_is_the_lookers_and_resampling_keeps_only_that() -> None:
    """Glück Auf's top-5 order space: the five cards drawn are chance nodes seen by the drawing
    seat only; another seat's information state records that a card was drawn, not which. A
    resampling for the other seat redraws the five cards; for the drawer it keeps them."""
    game = pyspiel.load_game("python_kohle_glueckauf(players=2)")
    state = game.new_initial_state()
    rng = np.random.default_rng(11)
    settle(state, rng)

    def draw_space(s: Any) -> int | None:
        return next((a for a in s.legal_actions() if s.action_to_string(s.current_player(), a) == "order draw"), None)

    while draw_space(state) is None:
        state.apply_action(int(rng.choice(state.legal_actions())))
        settle(state, rng)
    seat = state.current_player()
    other = 1 - seat
    hidden_before = [state.information_state_string(p).count("chance:hidden") for p in (seat, other)]
    state.apply_action(draw_space(state))
    seen = 0
    while state.is_chance_node():
        assert state.kohle_state.chance_visibility() == seat
        state.apply_action(state.chance_outcomes()[0][0])
        seen += 1
    assert seen == 5
    info = state.information_state_string(other)
    assert info.count("chance:hidden") == hidden_before[1] + 5
    assert state.information_state_string(seat).count("chance:hidden") == hidden_before[0]
    drawn = state.kohle_state.view(seat)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    mine = state.resample_from_infostate(seat, sampler)
    assert mine.kohle_state.view(seat) == drawn
    theirs = [state.resample_from_infostate(other, sampler) for _ in range(5)]
    assert all(t.information_state_string(other) == info for t in theirs)
    assert any(t.kohle_state.view(seat) != drawn for t in theirs), "the other seat does not know the five"
    # At a chance node there is nothing to resample yet: refused.
    with pytest.raises(Exception, match="chance event is open"):
        game.new_initial_state().kohle_state.resample(0, 1)


def test_evaluate_bots_with_openspiels_mcts_and_ismcts_on_both_games() -> None:
    rng = np.random.RandomState(3)
    game = pyspiel.load_game("python_kohle_glueckauf(players=2)")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [
        mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator, random_state=rng),
        ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4, random_state=rng),
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert sorted(set(returns)) <= [-1.0, 1.0] and 1.0 in returns
    # Haspelknecht: ISMCTS and MCTS where planning is sequential (a sequential game); MCTS on
    # the simultaneous game through OpenSpiel's turn-based transformation.
    seq = pyspiel.load_game("python_kohle_haspelknecht(players=2,planning_mode=sequential-in-turn-order)")
    bots = [
        ISMCTSBot(seq, evaluator, uct_c=2.0, max_simulations=3, random_state=rng),
        mcts.MCTSBot(seq, uct_c=2.0, max_simulations=3, evaluator=evaluator, random_state=rng),
    ]
    returns = evaluate_bots.evaluate_bots(seq.new_initial_state(), bots, rng)
    assert 1.0 in returns
    turn_based = pyspiel.convert_to_turn_based(pyspiel.load_game("python_kohle_haspelknecht(players=2)"))
    bots = [mcts.MCTSBot(turn_based, uct_c=2.0, max_simulations=3, evaluator=evaluator, random_state=rng), pyspiel.make_uniform_random_bot(1, 6)]
    returns = evaluate_bots.evaluate_bots(turn_based.new_initial_state(), bots, rng)
    assert 1.0 in returns
    # The simultaneous game itself, with bots that take joint actions.
    simultaneous = pyspiel.load_game("python_kohle_haspelknecht(players=3)")
    bots = [pyspiel.make_uniform_random_bot(p, 10 + p) for p in range(3)]
    returns = evaluate_bots.evaluate_bots(simultaneous.new_initial_state(), bots, rng)
    assert 1.0 in returns


_CPP_ISMCTS = """
import sys, numpy as np, pyspiel
import kohle.openspiel
from open_spiel.python import games  # noqa: F401  (registers python_kuhn_poker)
kohle.openspiel.register()
game = pyspiel.load_game(sys.argv[1])
bot = pyspiel.ISMCTSBot(0, pyspiel.RandomRolloutEvaluator(1, 0), 2.0, 4)
state = game.new_initial_state()
while state.is_chance_node():
    state.apply_action(state.chance_outcomes()[0][0])
print("stepping", flush=True)
bot.step(state)
print("stepped", flush=True)
"""


@pytest.mark.parametrize("name", ["python_kuhn_poker", "python_kohle_glueckauf"])
def test_cpp_ismcts_bot_crashes_on_every_python_game(name: str) -> None:
    """open_spiel 2.0.2's C++ `pyspiel.ISMCTSBot` dies (SIGSEGV) at its first step on any game
    written in Python, OpenSpiel's own `python_kuhn_poker` as well: its `step` binding releases
    the GIL and the search calls back into Python (`InformationStateString` → the game's
    `make_py_observer`). When this test fails, OpenSpiel has fixed it (see python/README.md)."""
    run = subprocess.run([sys.executable, "-c", _CPP_ISMCTS, name], capture_output=True, text=True, timeout=120)
    assert "stepping" in run.stdout
    assert run.returncode == -signal.SIGSEGV, (run.returncode, run.stdout, run.stderr[-2000:])


def test_bad_actions_are_refused_and_change_nothing() -> None:
    game = pyspiel.load_game("python_kohle_glueckauf(players=2)")
    state = game.new_initial_state()
    with pytest.raises(Exception, match="not a chance outcome"):
        state.apply_action(70000)
    with pytest.raises(Exception, match="not possible"):
        state.apply_action(0)  # a tile: the first draw is the first player
    settle(state, np.random.default_rng(1))
    before = state.information_state_string(0)
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(Exception):
        state.apply_action(illegal)
    assert state.information_state_string(0) == before
    # A joint action with one bad part takes none of them.
    hk = pyspiel.load_game("python_kohle_haspelknecht(players=2)")
    sim = hk.new_initial_state()
    rng = np.random.default_rng(2)
    settle(sim, rng)
    while not sim.is_simultaneous_node():
        sim.apply_action(sim.legal_actions()[0])
        settle(sim, rng)
    before = [sim.information_state_string(p) for p in range(2)]
    bad = next(a for a in range(hk.num_distinct_actions()) if a not in sim.legal_actions(1))
    with pytest.raises(Exception, match="seat 1 cannot take"):
        sim.apply_actions([sim.legal_actions(0)[0], bad])
    assert [sim.information_state_string(p) for p in range(2)] == before


def test_the_readme_quick_start_runs() -> None:
    """python/README.md's OpenSpiel quick start, as written."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    section = readme.split("## OpenSpiel quick start", 1)[1].split("\n## ", 1)[0]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    namespace: dict[str, Any] = {}
    exec(compile(code, "README.md (OpenSpiel quick start)", "exec"), namespace)
    assert namespace["returns"] and 1.0 in namespace["returns"]


def test_kohle_state_in_chance_mode() -> None:
    """`kohle.new_game(..., chance=True)` without OpenSpiel: chance nodes, refusals that change
    nothing, pickling by steps; a game from its seed has no chance nodes."""
    import pickle

    state = kohle.new_game("haspelknecht", players=3, chance=True)
    assert state.is_chance_mode() and state.is_chance_node()
    assert state.current_player() == -1 and state.current_players() == [] and state.legal_actions() == []
    assert not state.is_terminal() and state.max_chance_outcomes() == 7
    assert [state.chance_outcome_to_string(o) for o, _ in state.chance_outcomes()] == [  # ascending
        "seat 0 next in turn order",
        "seat 1 next in turn order",
        "seat 2 next in turn order",
    ]
    assert state.chance_visibility() is None
    with pytest.raises(ValueError, match="chance event is open"):
        state.apply(0, 0)
    with pytest.raises(ValueError, match="not possible"):
        state.apply_chance(0)  # a disc: the turn order comes first
    rng = np.random.default_rng(4)
    for _ in range(30):
        while state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_chance(int(rng.choice(outcomes, p=probs)))
        state.apply(state.current_player(), int(rng.choice(state.legal_actions())))
    again = pickle.loads(pickle.dumps(state))
    assert again.is_chance_node() == state.is_chance_node()
    assert [again.view_json(p) for p in range(3)] == [state.view_json(p) for p in range(3)]
    assert again.chance_outcomes() == state.chance_outcomes()
    with pytest.raises(ValueError, match="no record"):
        state.to_record()
    with pytest.raises(ValueError, match=r"step 0 \(-1, 0\)"):
        kohle._kohle.chance_replay("haspelknecht", 3, 0, "{}", [(-1, 0)])
    seeded = kohle.new_game("glueckauf", players=2, seed=3)
    assert not seeded.is_chance_mode() and not seeded.is_chance_node() and seeded.chance_outcomes() == []
    with pytest.raises(ValueError, match="chance=True"):
        seeded.apply_chance(0)
