"""Packaging: the abi3 wheel that maturin builds installs with pip in a fresh virtualenv with no
Rust toolchain on PATH and plays there; the sdist holds everything a build from it needs.

The wheel is built with the suite's profile (``KOHLE_PROFILE``, default ``checked``: release
optimisation plus checks) to share the suite's build; ``maturin build --release`` makes the same
wheel with the release profile (README). Installing from the sdist compiles the whole workspace
(minutes on two cores), so the suite checks its contents; the README gives the command and the
time it took.
"""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys
import tarfile
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = pathlib.Path(sys.executable).parent


def maturin(*args: str, cwd: pathlib.Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "VIRTUAL_ENV": str(BIN.parent)}
    return subprocess.run([str(BIN / "maturin"), *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=900)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    out = tmp_path_factory.mktemp("wheel")
    profile = os.environ.get("KOHLE_PROFILE", "checked")
    built = maturin("build", "--profile", profile, "--manifest-path", "python/Cargo.toml", "--out", str(out))
    assert built.returncode == 0, built.stderr
    (path,) = out.glob("*.whl")
    return path


def test_the_wheel_is_abi3_and_carries_types_and_modules(wheel: pathlib.Path) -> None:
    assert "-cp311-abi3-" in wheel.name, wheel.name
    names = zipfile.ZipFile(wheel).namelist()
    for member in ("_kohle.abi3.so", "_kohle.pyi", "py.typed", "vector.py", "openspiel.py", "gym.py"):
        assert f"kohle/{member}" in names, (member, names)


def test_the_wheel_installs_and_plays_without_rust(wheel: pathlib.Path, tmp_path: pathlib.Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    # Nothing of Rust reachable: only the virtualenv and the system's directories on PATH.
    path = f"{venv / 'bin'}:/usr/local/bin:/usr/bin:/bin"
    assert shutil.which("cargo", path=path) is None and shutil.which("rustc", path=path) is None
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CARGO", "RUSTUP", "VIRTUAL_ENV", "PYTHON"))}
    env["PATH"] = path
    pip = subprocess.run(
        [str(venv / "bin" / "pip"), "install", "--quiet", "--disable-pip-version-check", f"{wheel}[gymnasium]"],
        capture_output=True, text=True, env=env, timeout=600,
    )  # fmt: skip
    assert pip.returncode == 0, pip.stderr
    script = (
        "import numpy as np, kohle, kohle.vector\n"
        "s = kohle.new_game('haspelknecht', players=3, seed=4)\n"
        "while not s.is_terminal():\n"
        "    p = s.current_player(); s.apply(p, s.legal_actions(p)[0])\n"
        "env = kohle.vector.VectorEnv('glueckauf', 2, 4, seed=1)\n"
        "obs, info = env.reset()\n"
        "obs, r, t, _, info = env.step(kohle.vector.sample_legal(info['action_mask'], np.random.default_rng(0)))\n"
        "print(kohle.__file__, s.is_terminal() and len(s.ranks()) == 3, obs.shape)\n"
    )
    run = subprocess.run([str(venv / "bin" / "python"), "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    where, played, shape = run.stdout.split(" ", 2)
    assert where.startswith(str(venv)) and played == "True" and shape.strip() == "(4, 2566)"


def test_the_sdist_holds_the_workspace_it_builds_from(tmp_path: pathlib.Path) -> None:
    built = maturin("sdist", "--manifest-path", "python/Cargo.toml", "--out", str(tmp_path))
    assert built.returncode == 0, built.stderr
    (sdist,) = tmp_path.glob("kohle-*.tar.gz")
    names = {n.split("/", 1)[1] for n in tarfile.open(sdist).getnames() if "/" in n}
    for needed in (
        "pyproject.toml", "Cargo.toml", "Cargo.lock", "python/Cargo.toml", "python/src/vector/mod.rs", "python/src/bounds/mod.rs",
        "kohle/_kohle.pyi", "kohle/py.typed", "crates/engine/src/lib.rs", "crates/glueckauf/src/lib.rs",
        "crates/haspelknecht/src/lib.rs", "crates/bots/src/lib.rs", "crates/present/src/lib.rs", "crates/present/locales/en/common.ftl",
    ):  # fmt: skip
        assert needed in names, (needed, sorted(names)[:40])
