"""PPO with action masking on kohle's vector environment: learns to beat the random bot.

    python python/examples/ppo.py [--minutes 3] [--svg docs/ppo-glueckauf.svg] [--json out.json]

One seat of Glück Auf (2 players, the seat drawn per game) against ``opponents="random"``,
``num_envs`` games stepped together in Rust (``kohle.vector.VectorEnv``). The policy is a small
MLP on the seat's observation tensor; illegal actions get no probability (their logits are set
to the lowest float before the softmax, so they are never sampled and add nothing to the
entropy). The reward is the game's end: +1 for a win, -1 otherwise, plus a twentieth of the
victory-point margin over the opponent, which makes the sparse signal denser. Training stops
after ``--minutes`` or ``--iterations``; then the policy plays
``--eval-games`` fresh games against the random bot (sampling its actions as in training, and
once more always taking its most likely action), and the learning curve (the share of the
training games won, per iteration) is written as an SVG.

Everything runs on the CPU. Seeds make a run repeatable up to PyTorch's own thread scheduling.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
from numpy.typing import NDArray
from torch import nn
from torch.nn.utils.clip_grad import clip_grad_norm_

from kohle.vector import VectorEnv


def squash(obs: torch.Tensor) -> torch.Tensor:
    """Raw counts (money, points, cubes) on a log scale, so no input dominates."""
    squashed: torch.Tensor = torch.sign(obs) * torch.log1p(obs.abs())
    return squashed


class Policy(nn.Module):
    """A shared trunk (the observation is long: 2,566 numbers) with a policy and a value head."""

    def __init__(self, obs_len: int, num_actions: int, hidden: int = 128) -> None:
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(obs_len, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.actor = nn.Linear(hidden, num_actions)
        self.critic = nn.Linear(hidden, 1)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor) -> tuple[torch.distributions.Categorical, torch.Tensor]:
        """The masked action distribution and the value of each observation."""
        h = self.trunk(squash(obs))
        logits = self.actor(h)
        logits = torch.where(mask, logits, torch.finfo(logits.dtype).min)
        value: torch.Tensor = self.critic(h).squeeze(-1)
        return torch.distributions.Categorical(logits=logits), value

    def dist(self, obs: torch.Tensor, mask: torch.Tensor) -> torch.distributions.Categorical:
        """The masked action distribution alone."""
        d: torch.distributions.Categorical = self(obs, mask)[0]
        return d


@dataclass
class Curve:
    """Per iteration: seconds since the start, agent steps so far, training games won / played."""

    seconds: list[float] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)
    won: list[int] = field(default_factory=list)
    played: list[int] = field(default_factory=list)

    def win_rates(self, window: int = 5) -> list[float]:
        """The share won over the last ``window`` iterations (a steadier line than one)."""
        out = []
        for i in range(len(self.won)):
            w = sum(self.won[max(0, i - window + 1) : i + 1])
            p = sum(self.played[max(0, i - window + 1) : i + 1])
            out.append(w / p if p else 0.0)
        return out


def shaped_rewards(rewards: NDArray[np.float32], terminated: NDArray[np.bool_], info: dict[str, object], margin_weight: float) -> NDArray[np.float32]:
    """The win reward plus the agent's victory-point margin over the best other seat, weighted."""
    out = rewards.astype(np.float32).copy()
    if terminated.any():
        returns = np.asarray(info["final_returns"])
        seat = np.asarray(info["seat"])
        for i in np.flatnonzero(terminated):
            mine = returns[i, seat[i]]
            best_other = np.max(np.delete(returns[i], seat[i]))
            out[i] += margin_weight * float(mine - best_other)
    return out


def evaluate(policy: Policy, games: int, seed: int, greedy: bool = False, num_envs: int = 100) -> float:
    """The share of ``games`` new games against the random bot that the policy wins: sampling
    its actions as in training, or (``greedy``) always its most likely legal action."""
    env = VectorEnv("glueckauf", 2, num_envs, seed=seed, opponents="random", seat=None)
    obs, info = env.reset()
    won = played = 0
    torch.manual_seed(seed)
    with torch.no_grad():
        while played < games:
            d = policy.dist(torch.as_tensor(obs), torch.as_tensor(info["action_mask"]))
            actions = (d.probs.argmax(dim=1) if greedy else torch.multinomial(d.probs, 1).squeeze(1)).numpy()
            obs, rewards, terminated, _, info = env.step(actions)
            for i in np.flatnonzero(terminated)[: games - played]:
                won += int(rewards[i] > 0)
                played += 1
    return won / games


def curve_svg(curve: Curve, title: str) -> str:
    """The learning curve as a small self-contained SVG: share of training games won against
    agent steps, with the 80% line."""
    w, h, left, right, top, bottom = 640, 360, 56, 16, 36, 44
    rates = curve.win_rates()
    max_steps = max(curve.steps[-1] if curve.steps else 1, 1)
    def x(s: float) -> float:
        return left + (w - left - right) * s / max_steps
    def y(r: float) -> float:
        return top + (h - top - bottom) * (1 - r)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">',
        f'<rect width="{w}" height="{h}" fill="white"/>',
        f'<text x="{w / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>',
    ]
    for r in (0.0, 0.2, 0.4, 0.6, 0.8, 1.0):
        parts.append(f'<line x1="{left}" x2="{w - right}" y1="{y(r):.1f}" y2="{y(r):.1f}" stroke="{"#c33" if r == 0.8 else "#ddd"}"/>')
        parts.append(f'<text x="{left - 6}" y="{y(r) + 4:.1f}" text-anchor="end">{int(r * 100)}%</text>')
    magnitude = 10 ** max(0, int(math.log10(max_steps)))
    step = magnitude if max_steps / magnitude >= 4 else magnitude // 2 or 1
    for s in range(0, max_steps + 1, step):
        parts.append(f'<text x="{x(s):.1f}" y="{h - bottom + 16}" text-anchor="middle">{s / 1e6:g} M</text>')
    parts.append(f'<text x="{(left + w - right) / 2}" y="{h - 8}" text-anchor="middle">agent steps (training games won, moving average of 5 iterations)</text>')
    points = " ".join(f"{x(s):.1f},{y(r):.1f}" for s, r in zip(curve.steps, rates))
    parts.append(f'<polyline fill="none" stroke="#1f5fa8" stroke-width="2" points="{points}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def train(args: argparse.Namespace) -> dict[str, object]:
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.torch_threads)
    env = VectorEnv("glueckauf", 2, args.num_envs, seed=args.seed, opponents="random", seat=None)
    obs_len = env.single_observation_space.shape[0]  # type: ignore[index]
    n, t_len = args.num_envs, args.rollout
    policy = Policy(obs_len, env.num_actions)
    optimizer = torch.optim.Adam(policy.parameters(), lr=args.lr, eps=1e-5)
    buf_obs = torch.zeros((t_len, n, obs_len))
    buf_mask = torch.zeros((t_len, n, env.num_actions), dtype=torch.bool)
    buf_act = torch.zeros((t_len, n), dtype=torch.long)
    buf_logp = torch.zeros((t_len, n))
    buf_val = torch.zeros((t_len, n))
    buf_rew = torch.zeros((t_len, n))
    buf_done = torch.zeros((t_len, n))
    obs, info = env.reset()
    curve = Curve()
    start = time.perf_counter()
    steps = 0
    iteration = 0
    while iteration < args.iterations and time.perf_counter() - start < args.minutes * 60:
        iteration += 1
        won = played = 0
        for t in range(t_len):
            o = torch.as_tensor(obs).clone()
            m = torch.as_tensor(info["action_mask"]).clone()
            with torch.no_grad():
                d, v = policy(o, m)
                a = d.sample()
                buf_logp[t] = d.log_prob(a)
                buf_val[t] = v
            buf_obs[t], buf_mask[t], buf_act[t] = o, m, a
            obs, rewards, terminated, _, info = env.step(a.numpy())
            buf_rew[t] = torch.as_tensor(shaped_rewards(rewards, terminated, info, args.margin_weight))
            buf_done[t] = torch.as_tensor(terminated.astype(np.float32))
            won += int((rewards[terminated] > 0).sum())
            played += int(terminated.sum())
        steps += t_len * n
        # Generalised advantage estimation; a finished game's value does not carry over.
        with torch.no_grad():
            next_val = policy(torch.as_tensor(obs), torch.as_tensor(info["action_mask"]))[1]
        adv = torch.zeros((t_len, n))
        last = torch.zeros(n)
        for t in reversed(range(t_len)):
            nv = next_val if t == t_len - 1 else buf_val[t + 1]
            alive = 1.0 - buf_done[t]
            delta = buf_rew[t] + args.gamma * nv * alive - buf_val[t]
            last = delta + args.gamma * args.lam * alive * last
            adv[t] = last
        ret = adv + buf_val
        b_obs, b_mask = buf_obs.reshape(-1, obs_len), buf_mask.reshape(-1, env.num_actions)
        b_act, b_logp, b_adv, b_ret = buf_act.reshape(-1), buf_logp.reshape(-1), adv.reshape(-1), ret.reshape(-1)
        for _ in range(args.epochs):
            order = torch.randperm(t_len * n)
            for k in range(0, t_len * n, args.minibatch):
                idx = order[k : k + args.minibatch]
                d, v = policy(b_obs[idx], b_mask[idx])
                ratio = torch.exp(d.log_prob(b_act[idx]) - b_logp[idx])
                a_n = (b_adv[idx] - b_adv[idx].mean()) / (b_adv[idx].std() + 1e-8)
                pg = -torch.min(ratio * a_n, torch.clamp(ratio, 1 - args.clip, 1 + args.clip) * a_n).mean()
                v_loss = 0.5 * ((v - b_ret[idx]) ** 2).mean()
                entropy = d.entropy().mean()
                loss = pg + args.vf_coef * v_loss - args.ent_coef * entropy
                optimizer.zero_grad()
                loss.backward()
                clip_grad_norm_(policy.parameters(), 0.5)
                optimizer.step()
        elapsed = time.perf_counter() - start
        curve.seconds.append(round(elapsed, 1))
        curve.steps.append(steps)
        curve.won.append(won)
        curve.played.append(played)
        rate = curve.win_rates()[-1]
        print(f"iteration {iteration}: {steps:,} agent steps, {elapsed:.0f} s, {played} games, won {rate:.0%} (last 5 iterations)", flush=True)
    train_seconds = time.perf_counter() - start
    eval_rate = evaluate(policy, args.eval_games, seed=args.seed + 1_000_003)
    greedy_rate = evaluate(policy, args.eval_games, seed=args.seed + 1_000_003, greedy=True)
    print(
        f"after {train_seconds:.0f} s of training: won {eval_rate:.1%} of {args.eval_games} new games against the random bot"
        f" ({greedy_rate:.1%} always taking the most likely action)",
        flush=True,
    )
    if args.save:
        torch.save(policy.state_dict(), args.save)
    result: dict[str, object] = {
        "iterations": iteration,
        "agent_steps": steps,
        "train_seconds": round(train_seconds, 1),
        "eval_games": args.eval_games,
        "eval_win_rate": eval_rate,
        "eval_win_rate_greedy": greedy_rate,
        "curve": {"seconds": curve.seconds, "steps": curve.steps, "won": curve.won, "played": curve.played},
    }
    if args.svg:
        title = f"PPO vs the random bot, Glück Auf 2p: {eval_rate:.0%} of {args.eval_games} games won after {train_seconds / 60:.1f} min"
        Path(args.svg).write_text(curve_svg(curve, title))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n")
    return result


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--minutes", type=float, default=3.0, help="training time at most (longer runs evaluated worse: python/README.md)")
    p.add_argument("--iterations", type=int, default=10**9, help="training iterations at most")
    p.add_argument("--num-envs", type=int, default=64)
    p.add_argument("--rollout", type=int, default=64, help="steps per game per iteration")
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--minibatch", type=int, default=512)
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--gamma", type=float, default=0.995)
    p.add_argument("--lam", type=float, default=0.95)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--margin-weight", type=float, default=0.05)
    p.add_argument("--eval-games", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--torch-threads", type=int, default=1, help="PyTorch threads (1: no spinning threads beside the environment's)")
    p.add_argument("--svg", default="", help="write the learning curve here")
    p.add_argument("--json", default="", help="write the figures here")
    p.add_argument("--save", default="", help="write the trained policy's weights here (torch.save)")
    return p.parse_args(argv)


if __name__ == "__main__":
    train(parse())
