"""The whole learning loop as a researcher runs it: `kohle selfplay` writes numpy files,
python/train/train_net.py fits a network to them, and the network guides a bot by its spec
(`ismcts:N:net=FILE`) from Python and from the command line. A wrong network file is a clear
ValueError."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import kohle

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
from train import train_net  # noqa: E402


def test_selfplay_train_and_play(tmp_path: pathlib.Path, kohle_bin: str) -> None:
    data = tmp_path / "hk2"
    subprocess.run(
        [kohle_bin, "selfplay", "--game", "haspelknecht", "--games", "6", "--bot", "ismcts:40", "--seed", "3", "--out", str(data)],
        check=True,
        capture_output=True,
    )
    meta = json.loads((data / "meta.json").read_text())
    obs = np.load(data / "obs.npy")
    policy = np.load(data / "policy.npy")
    legal = np.load(data / "legal.npy")
    assert obs.shape == (meta["positions"], meta["observation_len"]) and obs.dtype == np.float32
    assert policy.shape == legal.shape == (meta["positions"], meta["num_actions"])
    np.testing.assert_allclose(policy.sum(axis=1), 1.0, rtol=1e-5)
    assert (policy[legal == 0] == 0).all()

    net = tmp_path / "hk2.safetensors"
    code = train_net.main(
        [str(data), "--out", str(net), "--seed", "1", "--epochs", "2", "--hidden", "32,32", "--threads", "1", "--curve", str(tmp_path / "curve.csv")]
    )
    assert code == 0 and net.stat().st_size > 0

    # From Python: the learned bot acts on a state with a legal action.
    bot = kohle.bot(f"ismcts:60:net={net}", seed=2)
    state = kohle.new_game("haspelknecht", players=2, seed=5)
    for _ in range(5):
        action = bot.act(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    # The command line: a tournament against the plain search.
    out = subprocess.run(
        [kohle_bin, "tournament", "--game", "haspelknecht", "--games", "2", "--bots", f"ismcts:40:net={net},ismcts:40", "--json"],
        check=True,
        capture_output=True,
        text=True,
    )
    summary = json.loads(out.stdout)
    assert summary["failed_games"] == 0

    # The network is for 2 players: a 3-player game refuses it, saying why.
    three = kohle.new_game("haspelknecht", players=3, seed=5)
    with pytest.raises(ValueError, match="players"):
        kohle.bot(f"ismcts:60:net={net}").act(three)
    with pytest.raises(ValueError, match="missing"):
        kohle.bot(f"ismcts:60:net={tmp_path / 'none.safetensors'}").act(state)
