"""Records round-trip between Python and the command line (the same JSON)."""

import json
from pathlib import Path
import subprocess

import kohle
from random_games import play_random


def run(kohle_bin: str, *args: str, cwd: Path) -> str:
    out = subprocess.run([kohle_bin, *args], cwd=cwd, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_a_python_record_replays_in_the_cli(kohle_bin: str, tmp_path: Path) -> None:
    for game in ("glueckauf", "haspelknecht"):
        state = play_random(game, 3, seed=8)
        path = tmp_path / f"{game}.json"
        path.write_text(state.to_record_json())
        out = json.loads(run(kohle_bin, "replay", str(path), "--json", cwd=tmp_path))
        assert out["over"] and [s["total"] for s in out["scores"]] == state.scores()
        assert out["view"] == state.view(None)


def test_a_cli_record_replays_in_python(kohle_bin: str, tmp_path: Path) -> None:
    run(kohle_bin, "new", "--game", "glueckauf", "--players", "2", "--seed", "7", "-o", "g.json", cwd=tmp_path)
    run(kohle_bin, "apply", "g.json", "draft OC10", "0: draft OW10", cwd=tmp_path)
    text = (tmp_path / "g.json").read_text()
    state = kohle.replay(text)
    assert state.to_record()["actions"] == ["1: draft OC10", "0: draft OW10"]
    # ... and back: Python continues the game, the CLI reads the result.
    seat = state.current_player()
    state.apply(seat, state.legal_actions(seat)[0])
    (tmp_path / "g.json").write_text(state.to_record_json())
    legal = json.loads(run(kohle_bin, "legal", "g.json", "--json", cwd=tmp_path))
    assert legal


def test_a_component_table_from_the_cli_is_an_option(kohle_bin: str, tmp_path: Path) -> None:
    table = run(kohle_bin, "components", "--game", "haspelknecht", cwd=tmp_path)
    state = kohle.new_game("haspelknecht", players=2, seed=3, options={"components": table})
    assert state.to_record()["options"]["components"]
    seat = state.current_player()
    state.apply(seat, state.legal_actions(seat)[0])
    assert kohle.replay(state.to_record()).to_record() == state.to_record()
