"""Many games per call, stepped in Rust, numpy in and out (Gymnasium's vector API, and EnvPool's
asynchronous ``send``/``recv``).

``kohle.vector.VectorEnv(game, players, num_envs, seed=0, options=None, opponents=None,
observations=True, threads=None, *, seat=0, copy=False, autoreset_mode="same_step",
batch_size=None)`` keeps ``num_envs`` games of one kind. ``reset()`` returns ``(obs, info)`` and
``step(actions)`` returns ``(obs, rewards, terminated, truncated, info)``:

- ``actions``: integers of shape ``(num_envs,)``, one action index per game, for the seat that
  decides in it (``info["to_move"]``);
- ``obs``: float32 ``(num_envs, obs_len)``, the deciding seat's observation tensor (shape
  ``(num_envs, 0)`` with ``observations=False``), within ``single_observation_space``'s finite
  bounds (``kohle.bounds``);
- ``info["action_mask"]``: bool ``(num_envs, num_actions)``, the legal actions of that seat;
  the same as lists, one game after another: ``info["legal_actions"]`` (int32, ascending per
  game), game ``i``'s from ``info["legal_offsets"][i]`` to ``info["legal_offsets"][i + 1]``;
- ``rewards``: float32 ``(num_envs,)``: +1 for a (shared) win and -1 otherwise when a game ends,
  else 0, for the seat the step's action was for. Single-agent (``opponents`` a bot spec such
  as ``"random"``, ``"greedy"`` or ``"ismcts:200"``, or one per other seat): the agent's seat
  (``seat``; ``None`` draws it per game), the other seats played natively by the bots.
  Multi-agent (``opponents=None``, the caller plays every seat): the seat that decided (a
  single learner playing every seat); every seat's reward is ``info["rewards"]``,
  ``(num_envs, players)``.

Autoreset (``autoreset_mode``): with ``"same_step"`` (Gymnasium's ``SAME_STEP``, the default) a
finished game starts its next episode in the same step: ``obs`` and the mask are then the new
game's, ``info["final_obs"]`` holds the last observation and ``info["final_returns"]`` the
victory points of every seat, each with its ``info["_final_obs"]`` / ``info["_final_returns"]``
mask of the games that ended. With ``"next_step"`` (``NEXT_STEP``, which Gymnasium's observation
wrappers such as ``NormalizeObservation`` need) the step that ends a game returns its last
observation (of the seat that decided; single-agent: the agent's), an all-false mask and
``to_move`` -1; the next step ignores that game's action and starts its next episode (reward 0,
not terminated). ``info["final_obs"]`` (multi-agent: every seat's, ``(num_envs, players,
obs_len)``) and ``info["final_returns"]`` are given in both modes. Episode ``k`` of game ``i`` is
seeded ``kohle.derive_seed(kohle.derive_seed(seed, i), k)``, so results do not depend on
``threads`` (nor on ``batch_size``).

Asynchronous (EnvPool's API): ``batch_size`` (a divisor of ``num_envs``) splits the games into
groups of ``batch_size`` consecutive games. ``async_reset()`` starts every group; ``recv()``
waits for the oldest group sent and returns its ``(obs, rewards, terminated, truncated, info)``
(``batch_size`` rows, ``info["env_id"]`` the games' indices); ``send(actions, env_id)`` checks
that group's actions and returns at once, the games stepping on Rust threads without the GIL
while Python computes the next group's actions. Groups come back in the order they were sent.
Each group has its own buffers, which its background steps write directly: leave a group's
arrays alone between its ``send`` and its ``recv`` (copy what you keep before sending).

The arrays are buffers allocated once and written in place by every ``reset``, ``step`` and
``recv`` (no Python object per game): copy what you keep, or pass ``copy=True``. An action
outside a game's mask, a wrong shape or dtype is a ``ValueError`` (naming the game) and no game
moves.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from numpy.typing import NDArray

from . import _kohle
from ._kohle import VectorCore
from .bounds import observation_bounds

__all__ = ["SingleEnv", "VectorEnv", "sample_legal", "sample_from_lists"]


Obs = NDArray[np.float32]
Actions = NDArray[np.int64]
Step = tuple[Obs, NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]


def _as_actions(actions: Any, num_envs: int) -> NDArray[np.int64]:
    """``actions`` as a contiguous int64 array of shape ``(num_envs,)``, or a ValueError."""
    a = np.asarray(actions)
    if a.shape != (num_envs,):
        raise ValueError(f"actions must have shape ({num_envs},), one action index per game, not {a.shape}")
    if a.dtype.kind not in "iu":
        raise ValueError(f"actions must be integers (action indices), not dtype {a.dtype}")
    return np.ascontiguousarray(a, dtype=np.int64)


def sample_legal(mask: NDArray[np.bool_], rng: np.random.Generator) -> NDArray[np.int64]:
    """One uniformly random legal action per row of ``mask`` (bool ``(n, num_actions)``, as
    ``info["action_mask"]``), drawn with ``rng``, in numpy: the legal positions of the whole
    buffer in one pass, each row's range of them found by binary search. A row with no legal
    action (a finished game waiting for its reset, ``autoreset_mode="next_step"``) gets 0,
    which the environment ignores."""
    n, width = mask.shape
    legal = np.flatnonzero(mask)
    row_starts = np.arange(n + 1, dtype=np.int64) * width
    bounds = np.searchsorted(legal, row_starts)
    counts = np.diff(bounds)
    actions = np.zeros(n, dtype=np.int64)
    some = counts > 0
    pick = bounds[:-1][some] + (rng.random((n,))[some] * counts[some]).astype(np.int64)
    actions[some] = legal[pick] - row_starts[:-1][some]
    return actions


def sample_from_lists(legal: NDArray[np.int32], offsets: NDArray[np.int64], rng: np.random.Generator) -> NDArray[np.int64]:
    """One uniformly random legal action per game from the legal lists
    (``info["legal_actions"]``, ``info["legal_offsets"]``), drawn with ``rng``: the same
    distribution as ``sample_legal`` on the mask, without reading the whole mask (a game with no
    legal action gets 0, as there)."""
    counts = np.diff(offsets)
    actions = np.zeros(len(counts), dtype=np.int64)
    some = counts > 0
    pick = offsets[:-1][some] + (rng.random((len(counts),))[some] * counts[some]).astype(np.int64)
    actions[some] = legal[pick]
    return actions


AUTORESET_MODES = {"same_step": AutoresetMode.SAME_STEP, "next_step": AutoresetMode.NEXT_STEP}


class _Views:
    """The numpy buffers of one set of rows (every game's, or the receive buffers)."""

    def __init__(self, buffers: dict[str, NDArray[Any]], single_agent: bool) -> None:
        self.obs: Obs = buffers["obs"]
        self.mask: NDArray[np.bool_] = buffers["action_mask"]
        self.rewards: NDArray[np.float32] = buffers["rewards"]
        self.seat_rewards: NDArray[np.float32] = buffers["seat_rewards"]
        self.terminated: NDArray[np.bool_] = buffers["terminated"]
        self.truncated: NDArray[np.bool_] = buffers["truncated"]
        self.to_move: NDArray[np.int64] = buffers["to_move"]
        self.seat: NDArray[np.int64] = buffers["seat"]
        final_obs: Obs = buffers["final_obs"]
        self.final_obs: Obs = final_obs[:, 0, :] if single_agent else final_obs
        self.final_returns: NDArray[np.float32] = buffers["final_returns"]
        self.legal: NDArray[np.int32] = buffers["legal_actions"]
        self.offsets: NDArray[np.int64] = buffers["legal_offsets"]
        self.env_id: NDArray[np.int64] = buffers["env_id"]


class VectorEnv(gymnasium.vector.VectorEnv[Obs, Actions, NDArray[Any]]):
    """``num_envs`` games of ``game`` stepped together in Rust (see the module's documentation)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        game: str,
        players: int,
        num_envs: int,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        opponents: str | list[str] | None = None,
        observations: bool = True,
        threads: int | None = None,
        *,
        seat: int | None = 0,
        copy: bool = False,
        autoreset_mode: str | AutoresetMode = "same_step",
        batch_size: int | None = None,
    ) -> None:
        mode = autoreset_mode.value if isinstance(autoreset_mode, AutoresetMode) else autoreset_mode
        if mode not in AUTORESET_MODES:
            raise ValueError(f"autoreset_mode must be 'same_step' or 'next_step', not {autoreset_mode!r}")
        self._core = VectorCore(
            game,
            players,
            num_envs,
            seed=seed,
            options=options,
            opponents=opponents,
            observations=observations,
            threads=threads,
            seat=seat,
            batch_size=batch_size,
            autoreset_mode=mode,
        )
        self.metadata = {"autoreset_mode": AUTORESET_MODES[mode]}
        self.game: str = self._core.game
        self.players: int = players
        self.num_envs = num_envs
        self.batch_size: int = self._core.batch_size
        self.single_agent: bool = self._core.single_agent
        self.observations = observations
        self.copy = copy
        self._all = _Views(self._core.buffers(), self.single_agent)
        self._groups = [_Views(self._core.group_buffers(g), self.single_agent) for g in range(num_envs // self.batch_size)]
        self.num_actions: int = self._core.num_actions
        self.obs_len: int = self._core.obs_len
        obs_len = self.obs_len
        if observations:
            low, high = observation_bounds(self.game, players, options)
        else:
            low, high = np.zeros(0, np.float32), np.zeros(0, np.float32)
        self.single_observation_space = spaces.Box(low, high, (obs_len,), np.float32)
        self.observation_space = spaces.Box(
            np.broadcast_to(low, (num_envs, obs_len)), np.broadcast_to(high, (num_envs, obs_len)), (num_envs, obs_len), np.float32
        )
        self.single_action_space = spaces.Discrete(self.num_actions)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, self.num_actions, dtype=np.int64))

    def _out(self, array: NDArray[Any]) -> NDArray[Any]:
        return array.copy() if self.copy else array

    def _info(self, v: _Views, env_id: bool = False) -> dict[str, Any]:
        info: dict[str, Any] = {
            "action_mask": self._out(v.mask),
            "to_move": self._out(v.to_move),
            "legal_actions": self._out(v.legal[: v.offsets[-1]]),
            "legal_offsets": self._out(v.offsets),
            "rewards": self._out(v.seat_rewards),
        }
        if env_id:
            info["env_id"] = self._out(v.env_id)
        if self.single_agent:
            info["seat"] = self._out(v.seat)
        if v.terminated.any():
            ended = v.terminated.copy()
            if self.observations:
                info["final_obs"] = self._out(v.final_obs)
                info["_final_obs"] = ended
            info["final_returns"] = self._out(v.final_returns)
            info["_final_returns"] = ended
        return info

    def _result(self, v: _Views, env_id: bool = False) -> Step:
        return (
            self._out(v.obs),
            self._out(v.rewards),
            self._out(v.terminated),
            self._out(v.truncated),
            self._info(v, env_id),
        )

    @staticmethod
    def _check_seed(seed: Any) -> None:
        if seed is not None and not (isinstance(seed, (int, np.integer)) and 0 <= seed < 2**64):
            raise ValueError(f"seed must be an integer in 0..2**64, not {seed!r}")

    def reset(
        self,
        *,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[Obs, dict[str, Any]]:
        """New games everywhere: with ``seed``, every game's seeds start again from it; without,
        every game goes on to its next episode. Returns ``(obs, info)``."""
        if options:
            raise ValueError("reset takes no options (rule options are given to the constructor)")
        self._check_seed(seed)
        super().reset(seed=seed)
        self._core.reset(None if seed is None else int(seed))
        return self._out(self._all.obs), self._info(self._all)

    def step(self, actions: Actions) -> Step:
        """One action per game for its deciding seat; see the module's documentation."""
        self._core.step(_as_actions(actions, self.num_envs))
        return self._result(self._all)

    def async_reset(self, seed: int | None = None) -> None:
        """Starts new episodes in every group in the background (``seed`` as in ``reset``);
        ``recv()`` then returns the groups one after another."""
        self._check_seed(seed)
        self._core.async_reset(None if seed is None else int(seed))

    def send(self, actions: Actions, env_id: NDArray[np.int64] | None = None) -> None:
        """Steps the games ``env_id`` (one group, as ``recv`` gave it; ``None``: the last
        received) with ``actions`` (``(batch_size,)``) in the background and returns at once.
        A bad action is a ``ValueError`` naming the game, and then that group has not moved."""
        ids = None if env_id is None else np.ascontiguousarray(env_id, dtype=np.int64)
        self._core.send(_as_actions(actions, self.batch_size), ids)

    def recv(self) -> Step:
        """Waits for the oldest group sent (the GIL released) and returns its
        ``(obs, rewards, terminated, truncated, info)``, ``batch_size`` rows, with
        ``info["env_id"]`` the games' indices."""
        return self._result(self._groups[self._core.recv()], env_id=True)

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of every game's deciding seat, as ``info["action_mask"]``."""
        return self._out(self._all.mask)

    def __repr__(self) -> str:
        shape = "single-agent" if self.single_agent else "multi-agent"
        return f"kohle.vector.VectorEnv({self.game!r}, players={self.players}, num_envs={self.num_envs}, {shape})"


class SingleEnv(gymnasium.Env[Obs, np.int64]):
    """One game of a single-agent ``VectorEnv`` as a ``gymnasium.Env``: the same engine, for
    code (and checkers) that take one environment. ``illegal_action="lose"`` ends the episode
    with reward -1 on an action outside the mask, for agents that do not read it; by default
    such an action is a ValueError."""

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(
        self,
        game: str = "glueckauf",
        players: int = 2,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        opponents: str | list[str] = "random",
        *,
        seat: int | None = 0,
        observations: bool = True,
        illegal_action: str = "raise",
    ) -> None:
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action must be 'raise' or 'lose', not {illegal_action!r}")
        self.illegal_action = illegal_action
        self.vector = VectorEnv(
            game, players, 1, seed=seed, options=options, opponents=opponents,
            observations=observations, threads=1, seat=seat,
        )  # fmt: skip
        self.observation_space = self.vector.single_observation_space
        self.action_space = self.vector.single_action_space

    def _info(self, info: dict[str, Any]) -> dict[str, Any]:
        return {"action_mask": info["action_mask"][0].copy(), "seat": int(info["seat"][0])}

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions now (as MaskablePPO reads them)."""
        mask: NDArray[np.bool_] = self.vector.action_masks()[0].copy()
        return mask

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        """A new game: with ``seed`` the seeds start again from it."""
        super().reset(seed=seed)
        obs, info = self.vector.reset(seed=seed, options=options)
        return obs[0].copy(), self._info(info)

    def step(self, action: Any) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        """Takes ``action``; the bots answer; at the end the reward is +1 for a win, else -1."""
        a = int(action)
        if self.illegal_action == "lose" and not (0 <= a < self.vector.num_actions and self.action_masks()[a]):
            info = self._info({"action_mask": self.vector.action_masks(), "seat": self.vector._all.seat})
            info["illegal_action"] = True
            return self.vector._all.obs[0].copy(), -1.0, True, False, info
        obs, rewards, terminated, truncated, info = self.vector.step(np.array([a], dtype=np.int64))
        out = self._info(info)
        done = bool(terminated[0])
        if done:
            out["final_returns"] = info["final_returns"][0].copy()
            last = info["final_obs"][0].copy() if self.vector.observations else obs[0].copy()
            return last, float(rewards[0]), True, False, out
        return obs[0].copy(), float(rewards[0]), False, bool(truncated[0]), out

