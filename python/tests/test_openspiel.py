"""kohle.openspiel against open_spiel 2.0.2 from PyPI: loading, random games, OpenSpiel's own
MCTS and ISMCTS bots through evaluate_bots, serialization, and the game-type flags."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts

import kohle
import kohle.openspiel

kohle.openspiel.register()


class ISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's Python ISMCTS bot, which keeps no state between its decisions but lacks the
    two calls `evaluate_bots` makes of every bot (2.0.2 raises 'not implemented')."""

    def restart_at(self, state: Any) -> None:
        pass

    def inform_action(self, state: Any, player: int, action: int) -> None:
        pass


def play_random(game: Any, rng: np.random.Generator) -> Any:
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        elif state.is_simultaneous_node():
            joint = [
                int(rng.choice(state.legal_actions(p))) if state.legal_actions(p) else pyspiel.INVALID_ACTION
                for p in range(game.num_players())
            ]
            state.apply_actions(joint)
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def test_load_game_with_players_and_rule_options() -> None:
    game = pyspiel.load_game("python_kohle_glueckauf(players=3)")
    assert game.num_players() == 3
    assert game.num_distinct_actions() == kohle.num_distinct_actions("glueckauf", 3)
    assert game.observation_tensor_shape() == [3403]
    params = game.get_parameters()
    assert set(kohle.default_options("glueckauf")) | {"players", "seed", "seeds"} == set(params)
    hk = pyspiel.load_game("python_kohle_haspelknecht(players=4,max_developments_per_player=-1,rent_payment_voluntary=True)")
    assert hk.get_parameters()["rent_payment_voluntary"] is True and hk.num_players() == 4
    with pytest.raises(Exception, match="no parameter|Unknown parameter"):
        pyspiel.load_game("python_kohle_glueckauf(nonsense=1)")
    with pytest.raises(Exception, match="2 to 4 players"):
        pyspiel.load_game("python_kohle_glueckauf(players=5)")


def test_game_type_flags_are_true_to_the_games() -> None:
    for name in ("python_kohle_glueckauf", "python_kohle_haspelknecht"):
        t = pyspiel.load_game(name).get_type()
        assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
        assert t.provides_information_state_string and t.provides_observation_tensor
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
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 65536
    final = play_random(game, rng)
    returns = final.returns()
    assert sorted(set(returns)) <= [-1.0, 1.0] and 1.0 in returns
    text = pyspiel.serialize_game_and_state(game, final)
    game2, again = pyspiel.deserialize_game_and_state(text)
    assert again.history() == final.history() and again.returns() == returns and str(again) == str(final)
    # Mid-game too, and the state equals kohle's own game with the dealt seed.
    state = game.new_initial_state()
    deal = 1234
    state.apply_action(deal)
    for _ in range(40):
        if state.is_simultaneous_node():
            saw_simultaneous = True
            state.apply_actions(
                [state.legal_actions(p)[0] if state.legal_actions(p) else pyspiel.INVALID_ACTION for p in range(game.num_players())]
            )
        else:
            state.apply_action(state.legal_actions()[0])
    _, again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    for p in range(game.num_players()):
        assert again.information_state_string(p) == state.information_state_string(p)
        assert np.array_equal(np.array(again.observation_tensor(p)), np.array(state.observation_tensor(p)))
        assert np.array_equal(np.array(state.observation_tensor(p)), state.kohle_state.observation_tensor(p))
    assert state.kohle_state.to_record()["seed"] == kohle.derive_seed(0, deal)
    if "haspelknecht(players=3)" in name:
        assert saw_simultaneous


def test_information_states_hide_what_a_seat_may_not_see() -> None:
    """During simultaneous planning, seat 0's information state and observation do not depend
    on what seat 1 planned (only on whether it has finished: `done` is shown, as at the table);
    seat 1's do. Resampling keeps each seat's information state."""
    game = pyspiel.load_game("python_kohle_haspelknecht(players=2)")
    start = game.new_initial_state()
    start.apply_action(5)
    while not start.is_simultaneous_node():
        start.apply_action(start.legal_actions()[0])
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


def test_evaluate_bots_with_openspiels_mcts_and_ismcts() -> None:
    rng = np.random.RandomState(3)
    game = pyspiel.load_game("python_kohle_glueckauf(players=2)")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [
        mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator, random_state=rng),
        ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4, random_state=rng),
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert sorted(set(returns)) <= [-1.0, 1.0] and 1.0 in returns
    # Haspelknecht: ISMCTS where planning is sequential (a sequential game); MCTS on the
    # simultaneous game through OpenSpiel's turn-based transformation.
    seq = pyspiel.load_game("python_kohle_haspelknecht(players=2,planning_mode=sequential-in-turn-order)")
    bots = [ISMCTSBot(seq, evaluator, uct_c=2.0, max_simulations=3, random_state=rng), pyspiel.make_uniform_random_bot(1, 5)]
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


def test_bad_actions_are_refused_and_change_nothing() -> None:
    game = pyspiel.load_game("python_kohle_glueckauf(players=2)")
    state = game.new_initial_state()
    with pytest.raises(Exception, match="deal"):
        state.apply_action(70000)
    state.apply_action(3)
    before = state.information_state_string(0)
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(Exception):
        state.apply_action(illegal)
    assert state.information_state_string(0) == before
    # A joint action with one bad part takes none of them.
    hk = pyspiel.load_game("python_kohle_haspelknecht(players=2)")
    sim = hk.new_initial_state()
    sim.apply_action(5)
    while not sim.is_simultaneous_node():
        sim.apply_action(sim.legal_actions()[0])
    before = [sim.information_state_string(p) for p in range(2)]
    bad = next(a for a in range(hk.num_distinct_actions()) if a not in sim.legal_actions(1))
    with pytest.raises(Exception, match="seat 1 cannot take"):
        sim.apply_actions([sim.legal_actions(0)[0], bad])
    assert [sim.information_state_string(p) for p in range(2)] == before
