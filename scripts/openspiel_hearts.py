"""OpenSpiel's `hearts` as the yardstick for kohle's speed (scripts/bench-vs-openspiel.sh).

Loops over random games, each for about SECONDS seconds on one core (the C++ loops: the best
of three runs):
- "cpp": whole games played inside OpenSpiel's C++ core (pyspiel.evaluate_bots with uniform
  random bots), so Python is not in the loop: the engine's own speed.
- "python": the per-step Python loop researchers write (legal_actions, random choice, apply_action),
  the figure the kohle Python package is compared with.
- "ismcts": OpenSpiel's C++ ISMCTS bot (pyspiel.ISMCTSBot, one random rollout to the end per
  simulation, 1,000 simulations per decision) at the start of a hand and after 32 decisions.
Prints one JSON object per line: {"loop": ..., "decisions_per_second": ...} or
{"loop": "ismcts", "at": ..., "iterations_per_second": ...}.
"""

import json
import random
import sys
import time

import pyspiel


def cpp_loop(game, seconds):
    games = 0
    # The bots are made once: making them per game would add Python work to every game.
    bots = [pyspiel.make_uniform_random_bot(p, 7 + p) for p in range(game.num_players())]
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            games += 1
            state = game.new_initial_state()
            # evaluate_bots plays chance nodes and bot moves inside the C++ core.
            pyspiel.evaluate_bots(state, bots, games)
    elapsed = time.perf_counter() - start
    # A hearts game has 52 card plays plus 12 passed cards unless the (random) pass direction is
    # "no pass": the mean number of decisions per game, measured over many random games.
    return games * decisions_per_game(game) / elapsed


def decisions_per_game(game, games=400):
    rng = random.Random(1)
    total = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choice(outcomes)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                total += 1
    return total / games


def python_loop(game, seconds):
    rng = random.Random(2)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choice(outcomes)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
    return decisions / (time.perf_counter() - start)


def advanced(game, decisions, seed):
    """A hearts state after the deal and `decisions` random decisions."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    done = 0
    while state.is_chance_node() or done < decisions:
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            done += 1
    return state


def ismcts_loop(game, decisions, seconds):
    sims = 1000
    total = 0
    k = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        k += 1
        state = advanced(game, decisions, k)
        evaluator = pyspiel.RandomRolloutEvaluator(1, k)
        bot = pyspiel.ISMCTSBot(k, evaluator, 2.0, sims, -1,
                                pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT, False, False)
        t = time.perf_counter()
        bot.step(state)
        total += time.perf_counter() - t
    return k * sims / total


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    game = pyspiel.load_game("hearts")
    # Best of three: the loop's speed swings with the machine's load, the best run is the
    # engine's speed.
    cpp = max(cpp_loop(game, seconds) for _ in range(3))
    print(json.dumps({"loop": "cpp", "game": "hearts", "decisions_per_second": round(cpp)}))
    print(json.dumps({"loop": "python", "game": "hearts", "decisions_per_second": round(python_loop(game, seconds))}))
    for at, k in [("start", 0), ("mid", 32)]:
        best = max(ismcts_loop(game, k, seconds) for _ in range(3))
        print(json.dumps({"loop": "ismcts", "game": "hearts", "at": at,
                          "iterations_per_second": round(best)}))


if __name__ == "__main__":
    main()
