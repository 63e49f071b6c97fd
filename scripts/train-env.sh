#!/usr/bin/env bash
# The training side's Python (issue 25): PyTorch on the CPU, for python/train/train_net.py and
# python/examples/ppo.py, and the tests in python/train/tests.
#
# Why not PyPI's torch: on Linux it depends on CUDA's libraries (6 GB installed, which filled the
# CI machine's disk), and PyTorch's own CPU-only index is not reachable from every machine.
# Debian's python3-torch (1.13, CPU only, 0.6 GB with what it needs) is, so this environment is
# Debian's Python with its system packages (torch, numpy 1.24) plus safetensors, gymnasium (for
# kohle.vector), pytest and mypy from PyPI, in target/train-venv. The package's own tests keep
# their environment (scripts/python-tests.sh: target/python-venv, numpy 2, no torch).
# The kohle package is the one `maturin develop` builds into python/kohle (scripts/python-tests.sh
# does): its native module is abi3, so a kohle.pth naming python/ makes it importable here too.
#
#   scripts/train-env.sh        # makes target/train-venv if needed; prints its python
#
# KOHLE_TRAIN_VENV names another directory; TRAIN_PYTHON another interpreter that imports torch
# (then nothing is installed with apt-get).
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${KOHLE_TRAIN_VENV:-$(pwd)/target/train-venv}"
python="${TRAIN_PYTHON:-/usr/bin/python3}"

if ! "$python" -c "import torch, ensurepip" 2>/dev/null; then
  if [ -n "${TRAIN_PYTHON:-}" ]; then
    echo "error: TRAIN_PYTHON=$python cannot import torch (or has no venv support)" >&2
    exit 1
  fi
  if ! command -v apt-get > /dev/null; then
    echo "error: $python has no torch and there is no apt-get to install Debian's python3-torch;" \
      "set TRAIN_PYTHON to a Python 3.11+ that imports torch" >&2
    exit 1
  fi
  sudo=()
  if [ "$(id -u)" != 0 ]; then
    sudo=(sudo)
  fi
  echo "installing Debian's python3-torch (CPU only) with apt-get ..." >&2
  "${sudo[@]}" bash "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" python3-torch python3-venv
fi

stamp="$venv/.kohle-deps"
deps="safetensors gymnasium>=1.1 pytest mypy"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv --system-site-packages "$venv"
fi
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$deps" ]; then
  # --no-cache-dir: nothing kept beside the environment (the disk is the limit here).
  "$venv/bin/pip" install --quiet --disable-pip-version-check --no-cache-dir $deps >&2
  echo "$deps" > "$stamp"
fi
site=$("$venv/bin/python" -c "import sysconfig; print(sysconfig.get_path('purelib'))")
echo "$(pwd)/python" > "$site/kohle.pth"
echo "$venv/bin/python"
