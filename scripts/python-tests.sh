#!/usr/bin/env bash
# The Python package's tests (issues 13, 23, 25): makes a virtualenv under target/, installs maturin,
# numpy, pettingzoo, gymnasium, ray, pytest, mypy, open_spiel 2.0.2, torch (PyPI's wheel runs
# on the CPU; PyTorch's own CPU index is used when it can be reached) and safetensors (the
# network files of python/train), builds and installs the
# package from python/ (with the `checked` profile, sharing the workspace's build), and runs
# pytest on python/tests.
#   scripts/python-tests.sh [PYTEST ARGS...]
# Run by `cargo test` (python/tests/pytest.rs); exits non-zero when a test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
venv="${KOHLE_PY_VENV:-$root/target/python-venv}"
python="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
stamp="$venv/.kohle-deps"
deps="maturin>=1.9,<2 numpy pettingzoo>=1.24 gymnasium>=1.1 ray>=2.9 pytest mypy open_spiel==2.0.2 torch safetensors"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$deps" ]; then
  index=()
  # PyTorch's CPU-only wheels are a tenth of PyPI's (which bring CUDA's libraries); take them
  # when that index answers.
  if curl -fsS --max-time 5 -o /dev/null https://download.pytorch.org/whl/cpu/torch/ 2>/dev/null; then
    index=(--extra-index-url https://download.pytorch.org/whl/cpu)
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check "${index[@]}" $deps
  echo "$deps" > "$stamp"
fi
# Build the extension into the virtualenv (`maturin develop` = `pip install -e ./python`).
VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" \
  "$venv/bin/maturin" develop --quiet --profile "${KOHLE_PROFILE:-checked}" --manifest-path python/Cargo.toml >&2
cd python
"$venv/bin/python" -m pytest -q -p no:cacheprovider tests "$@"
