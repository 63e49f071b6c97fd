"""`state.undo(seat)`: the engine's rule of undo, the same as the server's."""

import random
from typing import Any

import pytest

import kohle
from random_games import GAMES

NOTHING = "you have no decision to undo"
SEEN = "something happened after your last decision"
TURN = "your turn has passed to another seat"
REVEAL = "your last decision drew or revealed something"


def test_nothing_to_undo_at_the_start_in_every_language() -> None:
    state = kohle.new_game("glueckauf", players=2, seed=3)
    with pytest.raises(ValueError, match=NOTHING):
        state.undo(0)
    with pytest.raises(ValueError, match="keine Entscheidung"):
        state.undo(0, lang="de")
    with pytest.raises(ValueError, match="does not exist"):
        state.undo(5)
    with pytest.raises(ValueError, match="unknown language"):
        state.undo(0, lang="xx")


@pytest.mark.parametrize("game", GAMES)
def test_undo_along_random_games_gives_back_the_state_before_or_says_why(game: str) -> None:
    """After every decision its seat tries to take it back on a copy: accepted, the copy is the
    state before that decision (record, views, legal actions); refused, a known reason and the
    copy is unchanged. Another seat may only take back a hidden decision that this one did not
    show it (simultaneous plans)."""
    reasons = {NOTHING: 0, SEEN: 0, TURN: 0, REVEAL: 0}
    accepted = 0
    for g in range(6):
        players = 2 + g % 2
        rng = random.Random(40 + g)
        state = kohle.new_game(game, players=players, seed=40 + g)
        for _ in range(150):
            if state.is_terminal():
                break
            seat = rng.choice(state.current_players())
            action = rng.choice(state.legal_actions(seat))
            before = state.clone()
            state.apply(seat, action)
            for who in range(players):
                trial = state.clone()
                try:
                    undone = trial.undo(who)
                except ValueError as e:
                    assert trial.to_record() == state.to_record()
                    known = [r for r in reasons if r in str(e)]
                    assert len(known) == 1, str(e)
                    reasons[known[0]] += 1
                    continue
                if who != seat:
                    # Another seat's own hidden decision, not seen by `seat` (simultaneous plans).
                    assert trial.to_record()["actions"] != state.to_record()["actions"]
                    continue
                accepted += 1
                assert undone == {
                    "index": len(before.to_record()["actions"]),
                    "action": action,
                    "notation": state.action_to_string(seat, action),
                }
                assert trial.to_record() == before.to_record()
                for viewer in [None] + list(range(players)):
                    assert trial.view(viewer) == before.view(viewer)
                assert trial.current_players() == before.current_players()
                assert trial.legal_actions(seat) == before.legal_actions(seat)
                assert trial.log(seat) == before.log(seat)
    assert accepted > 10, (accepted, reasons)
    assert reasons[SEEN] > 10 and reasons[TURN] > 10 and reasons[NOTHING] > 0, reasons
    if game == "glueckauf":
        # Drawing from the top-5 spaces and the like.
        assert reasons[REVEAL] > 0, reasons


def test_a_hidden_plan_is_taken_back_and_the_other_plan_stays() -> None:
    """Haspelknecht's simultaneous planning: seat 0 decides (hidden), then seat 1 (hidden);
    seat 0 takes its decision back and seat 1's stays, as on the server."""
    rng = random.Random(4)
    state = kohle.new_game("haspelknecht", players=2, seed=4)
    while len(state.current_players()) < 2:
        seat = state.current_player()
        state.apply(seat, rng.choice(state.legal_actions(seat)))

    def pick(seat: int) -> str:
        # Not `done`, so the seat stays in planning.
        return rng.choice([a for a in state.legal_actions_notation(seat) if a != "done"])

    a0, a1 = pick(0), pick(1)
    state.apply(0, a0)
    state.apply(1, a1)
    def seen_by_1() -> Any:
        # The log's `index` is the record position, which the undo shifts.
        return state.view(1), [{k: v for k, v in e.items() if k != "index"} for e in state.log(1)]

    seen = seen_by_1()
    before = state.to_record()["actions"]
    undone = state.undo(0)
    assert undone["notation"] == a0 and undone["index"] == len(before) - 2
    after = state.to_record()["actions"]
    assert after == before[:-2] + before[-1:]
    assert after[-1] == f"1: {a1}"
    assert seen_by_1() == seen
    # Seat 1's own decision may be taken back too; then seat 0 has nothing left of this plan.
    assert state.undo(1)["notation"] == a1
    assert state.current_players() == [0, 1]
    assert kohle.replay(state.to_record()).view(None) == state.view(None)


def test_a_resampled_state_cannot_undo() -> None:
    state = kohle.new_game("glueckauf", players=2, seed=5)
    seat = state.current_player()
    state.apply(seat, state.legal_actions(seat)[0])
    with pytest.raises(ValueError, match="no record"):
        state.resample(0, 1).undo(seat)
