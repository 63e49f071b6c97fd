#!/usr/bin/env bash
# The Python package's tests (issues 13, 23, 25), in two environments:
# - the package (python/tests): a virtualenv target/python-venv with maturin, numpy, pettingzoo,
#   gymnasium, ray, pytest, mypy and open_spiel 2.0.2;
# - the training side (python/train/tests: train_net.py, the learning loop, examples/ppo.py):
#   PyTorch on the CPU in target/train-venv (scripts/train-env.sh: Debian's python3-torch, as
#   PyPI's torch brings 6 GB of CUDA libraries).
# Builds the package from python/ (with the `checked` profile, sharing the workspace's build; its
# module is abi3, so the one build serves both) and runs pytest in each.
#   scripts/python-tests.sh [PYTEST ARGS...]
#   scripts/python-tests.sh --prepare    # only the two environments (pip, apt), no build, no test
# Run by `cargo test` (crates/cli/tests/cli/bindings.rs); exits non-zero when a test fails.
# .ci/run runs --prepare beside the suite's build, so that the test itself only builds and runs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
venv="${KOHLE_PY_VENV:-$root/target/python-venv}"
python="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
stamp="$venv/.kohle-deps"
deps="maturin>=1.9,<2 numpy pettingzoo>=1.24 gymnasium>=1.1 ray>=2.9 pytest mypy open_spiel==2.0.2"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$deps" ]; then
  "$venv/bin/pip" install --quiet --disable-pip-version-check --no-cache-dir $deps
  echo "$deps" > "$stamp"
fi
if [ "${1:-}" = --prepare ]; then
  scripts/train-env.sh >/dev/null
  exit 0
fi
# Build the extension into the package's environment (`maturin develop` = `pip install -e ./python`).
VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" \
  "$venv/bin/maturin" develop --quiet --profile "${KOHLE_PROFILE:-checked}" --manifest-path python/Cargo.toml >&2
# pytest in python/; with arguments that select no test of this directory (exit 5), not a failure.
run_pytest() {
  local python=$1 dir=$2
  shift 2
  local rc=0
  (cd python && "$python" -m pytest -q -p no:cacheprovider "$dir" "$@") || rc=$?
  if [ "$rc" = 5 ] && [ "$#" -gt 0 ]; then
    rc=0
  fi
  return "$rc"
}
failed=0
run_pytest "$venv/bin/python" tests "$@" || failed=1
train_python=$(scripts/train-env.sh)
run_pytest "$train_python" train/tests "$@" || failed=1
exit "$failed"
