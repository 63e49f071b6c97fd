"""The examples run: the PPO example for two short iterations (its full run is in the README)."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ET

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def test_ppo_example_runs_a_few_iterations_and_draws_its_curve(tmp_path: pathlib.Path) -> None:
    svg, figures = tmp_path / "curve.svg", tmp_path / "figures.json"
    out = subprocess.run(
        [
            sys.executable, str(EXAMPLES / "ppo.py"), "--iterations", "2", "--num-envs", "8", "--rollout", "16",
            "--eval-games", "6", "--svg", str(svg), "--json", str(figures),
        ],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert "iteration 2: 256 agent steps" in out.stdout
    result = json.loads(figures.read_text())
    assert result["iterations"] == 2 and result["agent_steps"] == 2 * 8 * 16
    assert 0.0 <= result["eval_win_rate"] <= 1.0 and result["eval_games"] == 6
    assert result["curve"]["steps"] == [128, 256]
    root = ET.fromstring(svg.read_text())
    assert root.tag.endswith("svg")
    line = next(e for e in root.iter() if e.tag.endswith("polyline"))
    assert len(line.attrib["points"].split()) == 2
