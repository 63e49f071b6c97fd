"""Fits a small value-and-policy network to `kohle selfplay` data (issue 25, part 3).

    python python/train/train_net.py DATA_DIR [DATA_DIR ...] --out net.safetensors --seed 1 \
        --epochs 20 --hidden 128,128 --value-scale 20 --threads 2 --curve curve.csv [--svg curve.svg]

The data and network formats are docs/learning.md's (`kohle-selfplay/1` in,
`kohle-net/1` out). An MLP with ReLU hidden layers and two heads on the last hidden layer:
policy logits over the game's action space (trained by the cross-entropy of the softmax over the
legal actions against the search's visit shares) and, per seat relative to the decider, the
residual (final score - evaluation) / value_scale (trained by its mean squared error).

Validation holds out whole games (a game's positions are correlated). Inputs are standardised by
the training split's mean and standard deviation; the exported file has that folded into
`layers.0`, so a reader needs nothing but the plain format. The epoch with the lowest validation
loss is the one exported. Runs on the CPU, deterministic for a seed and thread count.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt
import torch
from safetensors.numpy import save_file
from torch import nn

F32 = npt.NDArray[np.float32]

SELFPLAY_FORMAT = "kohle-selfplay/1"
NET_FORMAT = "kohle-net/1"
#: Stands in for -inf on illegal logits: finite, so a zero target times its log-probability is 0.
ILLEGAL_LOGIT = -1e9


class DataError(Exception):
    """Self-play data that is missing, malformed or inconsistent; its message says what and where."""


@dataclass
class SelfPlay:
    """The rows of one or more self-play directories, concatenated in the directories' order."""

    meta: list[dict[str, object]]
    obs: F32  # (N, L)
    policy: F32  # (N, A) visit shares
    legal: npt.NDArray[np.bool_]  # (N, A)
    evaluation: F32  # (N, P) relative seats
    score: F32  # (N, P) relative seats
    group: npt.NDArray[np.int64]  # (N,) game, numbered across all directories

    @property
    def game(self) -> str:
        return str(self.meta[0]["game"])

    @property
    def players(self) -> int:
        return int(str(self.meta[0]["players"]))

    @property
    def rows(self) -> int:
        return int(self.obs.shape[0])


def load_array(directory: Path, name: str, dtype: type[np.generic], ndim: int) -> npt.NDArray[np.generic]:
    path = directory / f"{name}.npy"
    if not path.is_file():
        raise DataError(f"{path}: missing")
    try:
        array: npt.NDArray[np.generic] = np.load(path, allow_pickle=False)
    except (ValueError, OSError) as e:
        raise DataError(f"{path}: not a readable .npy file ({e})") from None
    if array.dtype != np.dtype(dtype) or array.ndim != ndim:
        raise DataError(f"{path}: expected {np.dtype(dtype)} with {ndim} dimensions, found {array.dtype} {array.shape}")
    return array


def load_dir(directory: Path) -> tuple[dict[str, object], dict[str, npt.NDArray[np.generic]]]:
    """One directory's meta.json and arrays, each checked against the format and the meta."""
    meta_path = directory / "meta.json"
    if not meta_path.is_file():
        raise DataError(f"{meta_path}: missing (is {directory} a `kohle selfplay` directory?)")
    try:
        meta = json.loads(meta_path.read_text())
    except (ValueError, OSError) as e:
        raise DataError(f"{meta_path}: not readable JSON ({e})") from None
    if not isinstance(meta, dict) or meta.get("format") != SELFPLAY_FORMAT:
        raise DataError(f"{meta_path}: not {SELFPLAY_FORMAT} data")
    for key in ("game", "players", "observation_len", "num_actions"):
        if key not in meta:
            raise DataError(f"{meta_path}: no {key!r}")
    arrays = {
        "obs": load_array(directory, "obs", np.float32, 2),
        "policy": load_array(directory, "policy", np.float32, 2),
        "legal": load_array(directory, "legal", np.uint8, 2),
        "evaluation": load_array(directory, "evaluation", np.float32, 2),
        "score": load_array(directory, "score", np.float32, 2),
        "game": load_array(directory, "game", np.uint32, 1),
    }
    rows, players = arrays["obs"].shape[0], int(meta["players"])
    columns = {"obs": int(meta["observation_len"]), "policy": int(meta["num_actions"]), "legal": int(meta["num_actions"])}
    columns |= {"evaluation": players, "score": players}
    for name, array in arrays.items():
        if array.shape[0] != rows:
            raise DataError(f"{directory}: {name}.npy has {array.shape[0]} rows, obs.npy {rows}")
        if name in columns and array.shape[1] != columns[name]:
            raise DataError(f"{directory}: {name}.npy has {array.shape[1]} columns, meta.json says {columns[name]}")
    if "positions" in meta and int(meta["positions"]) != rows:
        raise DataError(f"{directory}: meta.json says {meta['positions']} positions, the arrays have {rows} rows")
    if rows == 0:
        raise DataError(f"{directory}: no positions")
    legal = arrays["legal"].astype(bool)
    if not legal.any(axis=1).all():
        raise DataError(f"{directory}: a position has no legal action")
    policy = arrays["policy"]
    if (policy[~legal] != 0).any() or not np.allclose(policy.sum(axis=1), 1.0, atol=1e-3):
        raise DataError(f"{directory}: policy.npy is not a distribution over the legal actions in every row")
    return meta, arrays


def load_data(directories: Sequence[Path]) -> SelfPlay:
    """All directories' rows; they must hold the same game, player count and tensor sizes."""
    metas: list[dict[str, object]] = []
    parts: list[dict[str, npt.NDArray[np.generic]]] = []
    for directory in directories:
        if not directory.is_dir():
            raise DataError(f"{directory}: not a directory")
        meta, arrays = load_dir(directory)
        if metas:
            for key in ("game", "players", "observation_len", "num_actions"):
                if meta[key] != metas[0][key]:
                    raise DataError(
                        f"{directory} and {directories[0]} differ in {key}: {meta[key]!r} and {metas[0][key]!r}"
                    )
        metas.append(meta)
        parts.append(arrays)
    groups, offset = [], 0
    for arrays in parts:
        game = arrays["game"].astype(np.int64)
        groups.append(game + offset)
        offset += int(game.max()) + 1

    def cat(name: str) -> F32:
        return np.concatenate([p[name] for p in parts]).astype(np.float32, copy=False)

    return SelfPlay(
        meta=metas,
        obs=cat("obs"),
        policy=cat("policy"),
        legal=np.concatenate([p["legal"] for p in parts]).astype(bool),
        evaluation=cat("evaluation"),
        score=cat("score"),
        group=np.concatenate(groups),
    )


def split_by_game(
    group: npt.NDArray[np.int64], fraction: float, rng: np.random.Generator
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Row indices of the training and validation splits; a game's positions all go to one side."""
    games = np.unique(group)
    if len(games) < 2:
        raise DataError(f"the data holds {len(games)} game; a validation split needs at least 2")
    held = min(len(games) - 1, max(1, round(fraction * len(games))))
    validation = rng.permutation(games)[:held]
    is_val = np.isin(group, validation)
    return np.flatnonzero(~is_val), np.flatnonzero(is_val)


@dataclass
class Normaliser:
    """Per-feature standardisation (x - mean) / std, std floored so constant features stay finite."""

    mean: F32
    std: F32

    @staticmethod
    def fit(obs: F32, rows: npt.NDArray[np.int64], floor: float, chunk: int = 16384) -> Normaliser:
        """From the given rows, in chunks (two passes in float64, no copy of the whole split)."""
        parts = [rows[i : i + chunk] for i in range(0, len(rows), chunk)]
        mean = sum((obs[p].sum(axis=0, dtype=np.float64) for p in parts), np.zeros(obs.shape[1])) / len(rows)
        square = sum((((obs[p] - mean) ** 2).sum(axis=0) for p in parts), np.zeros(obs.shape[1])) / len(rows)
        std = np.maximum(np.sqrt(square), floor)
        return Normaliser(mean.astype(np.float32), std.astype(np.float32))

    def apply(self, obs: F32) -> F32:
        """A standardised copy."""
        return self.apply_in_place(obs.copy())

    def apply_in_place(self, obs: F32) -> F32:
        obs -= self.mean
        obs /= self.std
        return obs


class Net(nn.Module):
    """The format's network: ReLU hidden layers `layers.i`, heads `policy` and `value`."""

    def __init__(self, observation_len: int, hidden: Sequence[int], num_actions: int, players: int) -> None:
        super().__init__()
        sizes = [observation_len, *hidden]
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(sizes, sizes[1:]))
        self.policy = nn.Linear(sizes[-1], num_actions)
        self.value = nn.Linear(sizes[-1], players)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        for layer in self.layers:
            x = torch.relu(layer(x))
        return self.policy(x), self.value(x)


@dataclass
class Batch:
    """Tensors of a set of rows; `residual` is (score - evaluation) / value_scale."""

    obs: torch.Tensor
    policy: torch.Tensor
    legal: torch.Tensor
    residual: torch.Tensor

    def rows(self, index: torch.Tensor) -> Batch:
        return Batch(self.obs[index], self.policy[index], self.legal[index], self.residual[index])

    def __len__(self) -> int:
        return int(self.obs.shape[0])


@dataclass
class Sums:
    """Running sums of per-row losses, turned into means by `figures`."""

    rows: int = 0
    policy: float = 0.0
    value: float = 0.0  # squared residual error in value units, summed over seats
    baseline: float = 0.0  # squared residual (a zero prediction), value units
    top1: int = 0
    seats: int = 1

    def figures(self, value_scale: float) -> dict[str, float]:
        n = max(self.rows, 1)
        return {
            "policy_loss": self.policy / n,
            "value_loss": self.value / (n * self.seats),
            "value_rmse_vp": math.sqrt(self.value / (n * self.seats)) * value_scale,
            "baseline_rmse_vp": math.sqrt(self.baseline / (n * self.seats)) * value_scale,
            "top1": self.top1 / n,
        }


def losses(net: Net, batch: Batch, sums: Sums) -> tuple[torch.Tensor, torch.Tensor]:
    """Mean policy cross-entropy and value MSE of a batch; adds the batch's figures to `sums`."""
    logits, value = net(batch.obs)
    masked = logits.masked_fill(~batch.legal, ILLEGAL_LOGIT)
    row_ce = -(batch.policy * torch.log_softmax(masked, dim=1)).sum(dim=1)
    squared = (value - batch.residual) ** 2
    with torch.no_grad():
        chosen = masked.argmax(dim=1, keepdim=True)
        # Agreement with the most visited action; a tie for most visited counts either.
        agree = batch.policy.gather(1, chosen).squeeze(1) >= batch.policy.max(dim=1).values
        sums.rows += len(batch)
        sums.policy += float(row_ce.sum())
        sums.value += float(squared.sum())
        sums.baseline += float((batch.residual**2).sum())
        sums.top1 += int(agree.sum())
        sums.seats = int(value.shape[1])
    return row_ce.mean(), squared.mean()


@dataclass
class Options:
    hidden: list[int] = field(default_factory=lambda: [128, 128])
    epochs: int = 20
    batch_size: int = 256
    lr: float = 1e-3
    weight_decay: float = 0.0
    value_scale: float = 20.0
    value_weight: float = 1.0
    val_fraction: float = 0.1
    std_floor: float = 0.1
    seed: int = 0
    threads: int = 2


@dataclass
class Trained:
    net: Net  # holds the best epoch's weights, on standardised inputs
    normaliser: Normaliser
    curve: list[dict[str, float]]
    best_epoch: int
    seconds: float


CURVE_COLUMNS = [
    "epoch",
    "train_policy_loss",
    "train_value_loss",
    "train_value_rmse_vp",
    "train_baseline_rmse_vp",
    "train_top1",
    "val_policy_loss",
    "val_value_loss",
    "val_value_rmse_vp",
    "val_baseline_rmse_vp",
    "val_top1",
    "seconds",
]


def make_deterministic(seed: int, threads: int) -> None:
    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    torch.use_deterministic_algorithms(True)


def evaluate(net: Net, batch: Batch, batch_size: int) -> Sums:
    sums = Sums()
    net.eval()
    with torch.no_grad():
        for start in range(0, len(batch), batch_size * 8):
            losses(net, batch.rows(torch.arange(start, min(start + batch_size * 8, len(batch)))), sums)
    return sums


def train(data: SelfPlay, options: Options, log: bool = True) -> Trained:
    """Fits the network; the returned one has the epoch of lowest validation loss."""
    make_deterministic(options.seed, options.threads)
    rng = np.random.default_rng(options.seed)
    train_rows, val_rows = split_by_game(data.group, options.val_fraction, rng)
    normaliser = Normaliser.fit(data.obs, train_rows, options.std_floor)
    residual = (data.score - data.evaluation) / np.float32(options.value_scale)

    def batch_of(rows: npt.NDArray[np.int64]) -> Batch:
        return Batch(
            torch.from_numpy(normaliser.apply_in_place(data.obs[rows])),
            torch.from_numpy(data.policy[rows]),
            torch.from_numpy(data.legal[rows]),
            torch.from_numpy(residual[rows]),
        )

    train_set, val_set = batch_of(train_rows), batch_of(val_rows)
    net = Net(data.obs.shape[1], options.hidden, data.policy.shape[1], data.score.shape[1])
    optimiser = torch.optim.Adam(net.parameters(), lr=options.lr, weight_decay=options.weight_decay)
    if log:
        games = len(np.unique(data.group))
        held = len(np.unique(data.group[val_rows]))
        print(
            f"{data.game}, {data.players} players: {data.rows} positions of {games} games; "
            f"training on {len(train_rows)}, validating on {len(val_rows)} ({held} games)",
            flush=True,
        )
        shares = val_set.policy[val_set.policy > 0]
        entropy = float(-(shares * shares.log()).sum()) / len(val_set)
        print(f"validation visit shares' entropy (the policy loss's floor): {entropy:.4f}", flush=True)
    curve: list[dict[str, float]] = []
    best: tuple[float, int, dict[str, torch.Tensor]] | None = None
    start = time.perf_counter()
    for epoch in range(1, options.epochs + 1):
        net.train()
        sums = Sums()
        order = torch.from_numpy(rng.permutation(len(train_set)))
        for first in range(0, len(train_set), options.batch_size):
            policy_loss, value_loss = losses(net, train_set.rows(order[first : first + options.batch_size]), sums)
            optimiser.zero_grad()
            # policy + value_weight × value; (torch.add and torch.autograd.backward are typed
            # alike in PyTorch 1.13 and 2.x, the operators and Tensor.backward are not)
            torch.autograd.backward(torch.add(policy_loss, value_loss, alpha=options.value_weight))
            optimiser.step()
        row = {"epoch": float(epoch)}
        row |= {f"train_{k}": v for k, v in sums.figures(options.value_scale).items()}
        row |= {f"val_{k}": v for k, v in evaluate(net, val_set, options.batch_size).figures(options.value_scale).items()}
        row["seconds"] = time.perf_counter() - start
        curve.append(row)
        val_loss = row["val_policy_loss"] + options.value_weight * row["val_value_loss"]
        if best is None or val_loss < best[0]:
            best = (val_loss, epoch, {k: v.clone() for k, v in net.state_dict().items()})
        if log:
            print(
                f"epoch {epoch}: policy {row['train_policy_loss']:.4f} / {row['val_policy_loss']:.4f}, "
                f"value {row['train_value_loss']:.4f} / {row['val_value_loss']:.4f} "
                f"(validation RMSE {row['val_value_rmse_vp']:.2f} VP, zero residual {row['val_baseline_rmse_vp']:.2f} VP), "
                f"top-1 {row['val_top1']:.3f}  [{row['seconds']:.1f} s]",
                flush=True,
            )
    assert best is not None, "at least one epoch"
    net.load_state_dict(best[2])
    net.eval()
    return Trained(net, normaliser, curve, best[1], time.perf_counter() - start)


def folded_tensors(trained: Trained) -> dict[str, npt.NDArray[np.float32]]:
    """The format's tensors, the standardisation folded into layers.0:
    W (x - m) / s + b = (W / s) x + (b - (W / s) m)."""
    tensors = {k: v.detach().numpy().astype(np.float64) for k, v in trained.net.state_dict().items()}
    norm = trained.normaliser
    weight = tensors["layers.0.weight"] / norm.std.astype(np.float64)[None, :]
    tensors["layers.0.weight"] = weight
    tensors["layers.0.bias"] = tensors["layers.0.bias"] - weight @ norm.mean.astype(np.float64)
    return {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in tensors.items()}


def export(path: Path, trained: Trained, data: SelfPlay, options: Options) -> None:
    meta = data.meta[0] if len(data.meta) == 1 else data.meta
    metadata = {
        "format": NET_FORMAT,
        "game": data.game,
        "players": str(data.players),
        "observation_len": str(data.obs.shape[1]),
        "num_actions": str(data.policy.shape[1]),
        "value": "residual",
        "value_scale": f"{options.value_scale:g}",
        "trained_on": json.dumps(meta, sort_keys=True),
        "seed": str(options.seed),
        "epochs": str(options.epochs),
        "best_epoch": str(trained.best_epoch),
    }
    save_file(folded_tensors(trained), str(path), metadata=metadata)


def write_curve_csv(path: Path, curve: list[dict[str, float]]) -> None:
    lines = [",".join(CURVE_COLUMNS)]
    for row in curve:
        lines.append(",".join(str(int(row[c])) if c == "epoch" else f"{row[c]:.6g}" for c in CURVE_COLUMNS))
    path.write_text("\n".join(lines) + "\n")


def curve_svg(curve: list[dict[str, float]], title: str) -> str:
    """Three small line charts against the epoch: policy loss, value RMSE in VP (with the
    zero-residual baseline) and validation top-1 agreement; training dashed, validation solid."""
    panels = [
        ("policy cross-entropy", [("train_policy_loss", "#1f5fa8", True), ("val_policy_loss", "#1f5fa8", False)]),
        (
            "value RMSE (VP)",
            [
                ("train_value_rmse_vp", "#b5472b", True),
                ("val_value_rmse_vp", "#b5472b", False),
                ("val_baseline_rmse_vp", "#888", False),
            ],
        ),
        ("top-1 agreement", [("train_top1", "#2b8a3e", True), ("val_top1", "#2b8a3e", False)]),
    ]
    pw, ph, left, top, gap = 300, 220, 48, 40, 24
    w, h = len(panels) * (pw + gap) + left, ph + top + 64
    epochs = [row["epoch"] for row in curve]
    last = max(max(epochs, default=1.0), 2.0)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="11">',
        f'<rect width="{w}" height="{h}" fill="white"/>',
        f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="14">{title}</text>',
    ]
    for i, (label, series) in enumerate(panels):
        x0 = left + i * (pw + gap)
        values = [row[key] for key, _, _ in series for row in curve]
        low, high = min(values, default=0.0), max(values, default=1.0)
        low, high = (low - 0.5, high + 0.5) if high - low < 1e-9 else (low, high)

        def x(e: float, x0: float = x0) -> float:
            return x0 + pw * (e - 1) / (last - 1)

        def y(v: float, low: float = low, high: float = high) -> float:
            return top + ph * (1 - (v - low) / (high - low))

        parts.append(f'<rect x="{x0}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#ccc"/>')
        parts.append(f'<text x="{x0 + pw / 2}" y="{top - 6}" text-anchor="middle">{label}</text>')
        for v in (low, (low + high) / 2, high):
            parts.append(f'<text x="{x0 - 4}" y="{y(v) + 4:.1f}" text-anchor="end">{v:.3g}</text>')
        parts.append(f'<text x="{x0}" y="{top + ph + 14}" text-anchor="middle">1</text>')
        parts.append(f'<text x="{x0 + pw}" y="{top + ph + 14}" text-anchor="middle">{last:g}</text>')
        for key, colour, dashed in series:
            points = " ".join(f"{x(row['epoch']):.1f},{y(row[key]):.1f}" for row in curve)
            dash = ' stroke-dasharray="5,4"' if dashed else ""
            parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2"{dash} points="{points}"><title>{key}</title></polyline>')
    parts.append(
        f'<text x="{w / 2}" y="{h - 24}" text-anchor="middle">epoch — dashed: training (mean over the epoch), '
        "solid: validation (held-out games), grey: zero residual (the evaluation alone)</text>"
    )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("data", nargs="+", type=Path, help="`kohle selfplay` output directories (same game and players)")
    p.add_argument("--out", type=Path, required=True, help="the network file to write (safetensors)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--hidden", default="128,128", help="hidden layer sizes, comma-separated")
    p.add_argument("--value-scale", type=float, default=20.0, help="VP per unit of the value head")
    p.add_argument("--value-weight", type=float, default=1.0, help="weight of the value loss beside the policy loss")
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--weight-decay", type=float, default=0.0)
    p.add_argument("--val-fraction", type=float, default=0.1, help="share of the games held out for validation")
    p.add_argument(
        "--std-floor",
        type=float,
        default=0.1,
        help="lowest standard deviation an input is divided by (features rare or constant in the training split "
        "would otherwise be blown up where they do occur)",
    )
    p.add_argument("--threads", type=int, default=1, help="PyTorch threads (more only on an otherwise idle machine: two threads on a busy 2-core machine made an epoch 30× slower)")
    p.add_argument("--curve", type=Path, required=True, help="per-epoch figures as CSV")
    p.add_argument("--svg", type=Path, help="the curves as an SVG chart")
    args = p.parse_args(argv)
    try:
        args.hidden = [int(s) for s in args.hidden.split(",")]
    except ValueError:
        p.error(f"--hidden: expected sizes like 128,128, found {args.hidden!r}")
    if not args.hidden or min(args.hidden) < 1:
        p.error("--hidden: sizes must be positive")
    for name in ("epochs", "batch_size", "threads"):
        if getattr(args, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
    if not 0 < args.val_fraction < 1:
        p.error("--val-fraction must be between 0 and 1")
    if args.value_scale <= 0 or args.std_floor <= 0:
        p.error("--value-scale and --std-floor must be positive")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    options = Options(
        hidden=args.hidden,
        epochs=args.epochs,
        batch_size=args.batch_size,
        lr=args.lr,
        weight_decay=args.weight_decay,
        value_scale=args.value_scale,
        value_weight=args.value_weight,
        val_fraction=args.val_fraction,
        std_floor=args.std_floor,
        seed=args.seed,
        threads=args.threads,
    )
    try:
        data = load_data(args.data)
        trained = train(data, options)
    except DataError as e:
        print(f"train_net: error: {e}", file=sys.stderr)
        return 2
    export(args.out, trained, data, options)
    write_curve_csv(args.curve, trained.curve)
    if args.svg:
        title = f"{data.game}, {data.players} players: {data.rows} positions, hidden {args.hidden}, seed {args.seed}"
        args.svg.write_text(curve_svg(trained.curve, title))
    best = trained.curve[trained.best_epoch - 1]
    print(
        f"wrote {args.out}: epoch {trained.best_epoch} of {options.epochs} (lowest validation loss: policy "
        f"{best['val_policy_loss']:.4f}, value RMSE {best['val_value_rmse_vp']:.2f} VP against "
        f"{best['val_baseline_rmse_vp']:.2f} VP for the evaluation alone, top-1 {best['val_top1']:.3f}); "
        f"{trained.seconds:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
