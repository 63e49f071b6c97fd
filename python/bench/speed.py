"""kohle's Python API beside OpenSpiel's, measured in one run (issue 13).

Random playouts stepped from Python, one decision per loop (legal actions as ints, a random
choice, apply by int), for both kohle games, and OpenSpiel's `hearts` through its Python API
(the same loop as scripts/openspiel_hearts.py); then the batched native `kohle.simulate`
(random bots, one thread). Prints one JSON object per line and a Markdown table.
    python python/bench/speed.py [SECONDS]      (needs open_spiel: pip install open_spiel)
"""

import json
from typing import Any
import random
import sys
import time

import kohle


def kohle_loop(game: str, players: int, seconds: float) -> float:
    rng = random.Random(2)
    decisions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = kohle.new_game(game, players=players, seed=games)
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            decisions += 1
        games += 1
    return decisions / (time.perf_counter() - start)


def hearts_loop(seconds: float) -> float:
    import pyspiel

    game = pyspiel.load_game("hearts")
    rng = random.Random(2)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
    return decisions / (time.perf_counter() - start)


def native(game: str, players: int, seconds: float) -> float:
    games = 200
    while True:
        s = kohle.simulate(game, players=players, games=games, seed=1, threads=1)
        if s["seconds"] >= seconds or games >= 10**6:
            return float(s["decisions"]) / float(s["seconds"])
        games = int(games * max(2.0, 1.2 * seconds / max(s["seconds"], 1e-3)))


def main() -> None:
    rows: list[dict[str, Any]]
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    rows = []
    hearts = hearts_loop(seconds)
    rows.append({"loop": "python", "game": "hearts (OpenSpiel 2.0.2)", "players": 4, "decisions_per_second": round(hearts)})
    for game in ("glueckauf", "haspelknecht"):
        for players in (2, 4):
            rows.append({"loop": "python", "game": game, "players": players, "decisions_per_second": round(kohle_loop(game, players, seconds))})
    for game in ("glueckauf", "haspelknecht"):
        rows.append({"loop": "native simulate", "game": game, "players": 2, "decisions_per_second": round(native(game, 2, seconds))})
    for r in rows:
        print(json.dumps(r))
    print()
    print("| loop | game | players | decisions/s | ratio to hearts (Python loop) |")
    print("|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['loop']} | {r['game']} | {r['players']} | {r['decisions_per_second']:,} | {r['decisions_per_second'] / hearts:.1f}x |")


if __name__ == "__main__":
    main()
