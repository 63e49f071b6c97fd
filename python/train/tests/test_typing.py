"""The training side is typed: mypy --strict (python/pyproject.toml's settings) passes on
train/ (the script and these tests) and examples/ppo.py, with the PyTorch of this environment."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

PYTHON_DIR = pathlib.Path(__file__).resolve().parents[2]
CACHE = PYTHON_DIR.parent / "target" / "mypy-cache-train"


def test_mypy_strict_passes_on_the_training_side() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", "pyproject.toml", "--cache-dir", str(CACHE), "train", "examples/ppo.py"],
        cwd=PYTHON_DIR, capture_output=True, text=True, env={**os.environ, "MYPY_FORCE_COLOR": "0"},
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Success" in out.stdout
