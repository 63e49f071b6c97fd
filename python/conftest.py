"""Fixtures of both test directories: python/tests (the package) and python/train/tests (the
training side, run in the PyTorch environment of scripts/train-env.sh)."""

import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def kohle_bin() -> str:
    """The `kohle` command line (built by `cargo test`/`cargo build`; KOHLE_BIN names it)."""
    candidates = [os.environ.get("KOHLE_BIN")] + [str(ROOT / "target" / p / "kohle") for p in ("checked", "release", "debug")]
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    pytest.fail("the kohle binary was not found: build it (cargo build --profile checked -p kohle) or set KOHLE_BIN")
