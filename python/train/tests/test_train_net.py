"""python/train/train_net.py on a small synthetic self-play directory with a learnable signal:
the losses fall, the file is the format's (tensors, shapes, metadata), the folded input
normalisation computes what the trained model computes, a seed reproduces the file byte for
byte, and bad data is a clear error rather than a traceback."""

from __future__ import annotations

import csv
import json
import pathlib
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import numpy as np
import numpy.typing as npt
import pytest
import torch
from safetensors import safe_open
from safetensors.numpy import load_file

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
from train import train_net  # noqa: E402

L, A, P = 10, 6, 2


def write_selfplay(directory: pathlib.Path, seed: int, games: int = 60, per_game: int = 15, game: str = "haspelknecht") -> None:
    """A self-play directory in the format whose policy and value depend on the observation:
    the visit shares are a softmax of a fixed linear function of the standardised observation
    over the legal actions, the residual score - evaluation a fixed squashed linear function.
    Features have different scales and offsets, and one is constant (the std floor's case)."""
    rng = np.random.default_rng(seed)
    truth = np.random.default_rng(1234)  # the same function in every directory
    w_policy, w_value = truth.normal(size=(L, A)), truth.normal(size=(L, P)) / np.sqrt(L)
    scale, offset = 10.0 ** truth.integers(-1, 2, size=L), truth.normal(size=L) * 5
    n = games * per_game
    z = rng.normal(size=(n, L))
    z[:, -1] = 0.0
    obs = (z * scale + offset).astype(np.float32)
    legal = rng.random((n, A)) < 0.6
    legal[np.arange(n), rng.integers(0, A, n)] = True
    legal[np.arange(n), rng.integers(0, A, n)] = True
    logits = np.where(legal, 2.0 * z @ w_policy, -np.inf)
    policy = np.exp(logits - logits.max(axis=1, keepdims=True))
    policy /= policy.sum(axis=1, keepdims=True)
    evaluation = rng.normal(30, 8, size=(n, P))
    score = evaluation + 15 * np.tanh(z @ w_value) + rng.normal(0, 1, size=(n, P))
    arrays = {
        "obs": obs,
        "policy": policy.astype(np.float32),
        "legal": legal.astype(np.uint8),
        "evaluation": evaluation.astype(np.float32),
        "score": score.astype(np.float32),
        "win": (score[:, 0] > score[:, 1]).astype(np.float32),
        "game": np.repeat(np.arange(games, dtype=np.uint32), per_game),
        "seat": (np.arange(n) % P).astype(np.uint8),
    }
    directory.mkdir(parents=True)
    for name, array in arrays.items():
        np.save(directory / f"{name}.npy", array)
    meta = {
        "format": "kohle-selfplay/1", "game": game, "players": P, "games": games, "seed": seed,
        "bot": "ismcts:100", "positions": n, "observation_len": L, "num_actions": A,
    }  # fmt: skip
    (directory / "meta.json").write_text(json.dumps(meta))


@pytest.fixture(autouse=True)
def torch_settings_restored() -> Iterator[None]:
    """The script sets PyTorch's global threads and deterministic mode; other tests keep theirs."""
    threads, deterministic = torch.get_num_threads(), torch.are_deterministic_algorithms_enabled()
    yield
    torch.set_num_threads(threads)
    torch.use_deterministic_algorithms(deterministic)


def run(tmp_path: pathlib.Path, data: list[pathlib.Path], name: str, *extra: str) -> tuple[int, pathlib.Path, pathlib.Path]:
    out, curve = tmp_path / f"{name}.safetensors", tmp_path / f"{name}.csv"
    args = [str(d) for d in data] + ["--out", str(out), "--curve", str(curve), "--hidden", "32,16", "--threads", "1"]
    return train_net.main(args + list(extra)), out, curve


def test_training_learns_and_writes_the_format(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = [tmp_path / "a", tmp_path / "b"]
    write_selfplay(data[0], seed=1)
    write_selfplay(data[1], seed=2)
    svg = tmp_path / "curve.svg"
    started = time.perf_counter()
    code, out, curve_path = run(tmp_path, data, "net", "--epochs", "25", "--batch-size", "64", "--seed", "3", "--svg", str(svg))
    seconds = time.perf_counter() - started
    assert code == 0, capsys.readouterr().err
    print(f"25 epochs on 1,800 synthetic positions: {seconds:.1f} s")

    curve = [{k: float(v) for k, v in row.items()} for row in csv.DictReader(curve_path.open())]
    assert [row["epoch"] for row in curve] == list(range(1, 26))
    first, best = curve[0], min(curve, key=lambda r: r["val_policy_loss"] + r["val_value_loss"])
    for split in ("train", "val"):
        assert curve[-1][f"{split}_policy_loss"] < 0.8 * first[f"{split}_policy_loss"]
        assert curve[-1][f"{split}_value_loss"] < 0.5 * first[f"{split}_value_loss"]
    # The residual is learned well beyond the evaluation alone, and the policy picks the
    # search's favourite far more often than chance among about four legal actions.
    assert best["val_value_rmse_vp"] < 0.5 * best["val_baseline_rmse_vp"]
    assert best["val_top1"] > 0.6 and best["val_top1"] > first["val_top1"]
    # The validation split is whole games: 10% of 120 games of 15 positions.
    assert "training on 1620, validating on 180 (12 games)" in capsys.readouterr().out

    tensors = load_file(str(out))
    shapes = {k: tuple(v.shape) for k, v in tensors.items()}
    assert shapes == {
        "layers.0.weight": (32, L), "layers.0.bias": (32,), "layers.1.weight": (16, 32), "layers.1.bias": (16,),
        "policy.weight": (A, 16), "policy.bias": (A,), "value.weight": (P, 16), "value.bias": (P,),
    }  # fmt: skip
    assert all(v.dtype == np.float32 and np.isfinite(v).all() for v in tensors.values())
    with safe_open(str(out), framework="numpy") as f:
        meta = f.metadata()
    assert {k: meta[k] for k in ("format", "game", "players", "observation_len", "num_actions", "value", "value_scale")} == {
        "format": "kohle-net/1", "game": "haspelknecht", "players": "2", "observation_len": str(L),
        "num_actions": str(A), "value": "residual", "value_scale": "20",
    }  # fmt: skip
    assert meta["seed"] == "3" and meta["epochs"] == "25" and meta["best_epoch"] == str(int(best["epoch"]))
    assert [m["seed"] for m in json.loads(meta["trained_on"])] == [1, 2]
    assert ET.fromstring(svg.read_text()).tag.endswith("svg")


Array = npt.NDArray[np.float32]


def forward(tensors: dict[str, Array], x: Array) -> tuple[Array, Array]:
    """The plain format's network, as a reader of the file computes it."""
    i = 0
    while f"layers.{i}.weight" in tensors:
        x = np.maximum(x @ tensors[f"layers.{i}.weight"].T + tensors[f"layers.{i}.bias"], 0)
        i += 1
    return x @ tensors["policy.weight"].T + tensors["policy.bias"], x @ tensors["value.weight"].T + tensors["value.bias"]


def test_the_folded_normalisation_computes_what_the_trained_model_does(tmp_path: pathlib.Path) -> None:
    write_selfplay(tmp_path / "d", seed=5)
    data = train_net.load_data([tmp_path / "d"])
    options = train_net.Options(hidden=[24, 24], epochs=3, seed=1, threads=1)
    trained = train_net.train(data, options, log=False)
    with torch.no_grad():
        logits, value = trained.net(torch.from_numpy(trained.normaliser.apply(data.obs)))
    assert trained.normaliser.std.min() == pytest.approx(options.std_floor)  # the constant feature: floored
    some = np.arange(0, data.rows, 3)
    chunked = train_net.Normaliser.fit(data.obs, some, 1e-2, chunk=7)
    np.testing.assert_allclose(chunked.mean, data.obs[some].mean(axis=0), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(chunked.std, np.maximum(data.obs[some].std(axis=0), 1e-2), rtol=1e-5)
    folded = train_net.folded_tensors(trained)
    assert not np.allclose(folded["layers.0.weight"], trained.net.state_dict()["layers.0.weight"].numpy())
    f_logits, f_value = forward({k: v.astype(np.float64) for k, v in folded.items()}, data.obs.astype(np.float64))
    np.testing.assert_allclose(f_logits, logits.numpy(), rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(f_value, value.numpy(), rtol=1e-4, atol=1e-4)


def test_a_seed_reproduces_the_file(tmp_path: pathlib.Path) -> None:
    write_selfplay(tmp_path / "d", seed=6, games=20)
    nets = []
    for name, seed in [("x", "4"), ("y", "4"), ("z", "5")]:
        out = run(tmp_path, [tmp_path / "d"], name, "--epochs", "2", "--seed", seed)[1]
        with safe_open(str(out), framework="numpy") as f:
            nets.append((f.metadata(), {k: f.get_tensor(k).tobytes() for k in f.keys()}))
    assert nets[0] == nets[1]  # (the header's key order is not fixed, so not the bytes)
    assert nets[0][1] != nets[2][1]


def test_bad_data_is_a_clear_error(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    def error(*dirs: pathlib.Path) -> str:
        code, out, _ = run(tmp_path, list(dirs), "bad")
        assert code == 2 and not out.exists()
        return capsys.readouterr().err

    write_selfplay(tmp_path / "good", seed=1)
    write_selfplay(tmp_path / "other", seed=2, game="glueckauf")
    assert "differ in game: 'glueckauf' and 'haspelknecht'" in error(tmp_path / "good", tmp_path / "other")
    write_selfplay(tmp_path / "missing", seed=3)
    (tmp_path / "missing" / "legal.npy").unlink()
    assert "legal.npy: missing" in error(tmp_path / "missing")
    write_selfplay(tmp_path / "short", seed=4)
    np.save(tmp_path / "short" / "score.npy", np.zeros((5, P), dtype=np.float32))
    assert "score.npy has 5 rows, obs.npy 900" in error(tmp_path / "short")
    assert "not a directory" in error(tmp_path / "nowhere")
    assert "meta.json: missing" in error(tmp_path)
