"""A Gymnasium single-agent environment: one seat against built-in bots.

``kohle.gym.KohleEnv("glueckauf", players=2, seat=0, opponents="greedy")``: the agent plays
``seat``; the other seats are played by bots (one spec for all, or one per other seat). The
observation is the seat's float32 tensor (see ``kohle.observation_layout``; its finite bounds:
``kohle.bounds``); the legal actions are ``info["action_mask"]`` and ``env.action_masks()`` (as
MaskablePPO reads them). The reward is +1 for a win (shared or not) and -1 otherwise, at the end
of the game. An illegal action raises ValueError, or with ``illegal_action="lose"`` ends the
episode with reward -1 (for agents and checkers that do not read the mask).

Registered with Gymnasium on ``import kohle`` (when Gymnasium is installed)::

    env = gymnasium.make("kohle/GlueckAuf-v0", players=3, opponents="greedy")
    envs = gymnasium.make_vec("kohle/Haspelknecht-v0", num_envs=64, players=2)  # kohle.vector.VectorEnv

``gymnasium.make`` takes ``KohleEnv``'s keyword arguments (the game is the id's);
``gymnasium.make_vec`` builds the native ``kohle.vector.VectorEnv`` of the same single-agent
shape (``opponents="random"``, ``seat=0`` unless given) and takes its keyword arguments.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from . import _kohle
from .bounds import observation_box

ENV_IDS = {"kohle/GlueckAuf-v0": "glueckauf", "kohle/Haspelknecht-v0": "haspelknecht"}
"""The Gymnasium ids and their games."""


def register() -> None:
    """Registers ``ENV_IDS`` with Gymnasium (done by ``import kohle``; again is harmless)."""
    for env_id, game in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                env_id,
                entry_point="kohle.gym:KohleEnv",
                vector_entry_point="kohle.gym:make_vector",
                kwargs={"game": game},
            )


def make_vector(
    num_envs: int,
    game: str = "glueckauf",
    players: int = 2,
    opponents: str | list[str] | None = "random",
    seat: int | None = 0,
    **kwargs: Any,
) -> Any:
    """``gymnasium.make_vec``'s entry point: ``kohle.vector.VectorEnv(game, players, num_envs,
    opponents=opponents, seat=seat, **kwargs)`` (single-agent against ``opponents`` unless
    ``opponents=None``)."""
    from .vector import VectorEnv

    return VectorEnv(game, players, num_envs, opponents=opponents, seat=seat, **kwargs)


class KohleEnv(gymnasium.Env[NDArray[np.float32], np.int64]):
    """One seat of a game against built-in bots (see the module's documentation)."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        game: str = "glueckauf",
        players: int = 2,
        seat: int = 0,
        opponents: str | list[str | _kohle.Bot] = "random",
        options: dict[str, Any] | None = None,
        render_mode: str | None = None,
        illegal_action: str = "raise",
    ) -> None:
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action must be 'raise' or 'lose', not {illegal_action!r}")
        self.illegal_action = illegal_action
        probe = _kohle.new_game(game, players=players, seed=0, options=options)
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} does not exist in a {players}-player game")
        others = players - 1
        specs: list[str | _kohle.Bot] = (
            [s.strip() for s in opponents.split(",") if s.strip()] if isinstance(opponents, str) else list(opponents)
        )
        if len(specs) == 1:
            specs = specs * others
        if len(specs) != others:
            raise ValueError(f"{len(specs)} opponents for {others} other seats: give one, or one per seat")
        for spec in specs:
            if not isinstance(spec, _kohle.Bot):
                _kohle.bot(spec)  # a bad spec fails here
        self.game = probe.game
        self.players = players
        self.seat = seat
        self.options = options
        self.opponent_specs = specs
        self.render_mode = render_mode
        self.action_space = spaces.Discrete(probe.num_distinct_actions())
        self.observation_space = observation_box(game, players, options)
        self.state: _kohle.State | None = None
        self._bots: dict[int, _kohle.Bot] = {}

    def _game(self) -> _kohle.State:
        if self.state is None:
            raise RuntimeError("call reset() first")
        return self.state

    def _opponents_play(self) -> None:
        state = self._game()
        while not state.is_terminal():
            movers = [s for s in state.current_players() if s != self.seat]
            if not movers:
                return
            s = movers[0]
            state.apply(s, self._bots[s].act(state, s))

    def _obs(self) -> tuple[NDArray[np.float32], dict[str, Any]]:
        return self._game().observation_tensor(self.seat), {"action_mask": self.action_masks()}

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of the agent's seat now (as MaskablePPO reads them)."""
        return self._game().legal_action_mask(self.seat).astype(bool)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[NDArray[np.float32], dict[str, Any]]:
        """A new game (its seed drawn from the environment's generator); the bots play until
        the agent's seat is to move."""
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**63))
        self.state = _kohle.new_game(self.game, players=self.players, seed=game_seed, options=self.options)
        others = [s for s in range(self.players) if s != self.seat]
        self._bots = {}
        for k, (s, spec) in enumerate(zip(others, self.opponent_specs)):
            self._bots[s] = spec if isinstance(spec, _kohle.Bot) else _kohle.bot(spec, seed=game_seed + 1 + k)
        self._opponents_play()
        return self._obs()

    def step(self, action: np.int64 | int) -> tuple[NDArray[np.float32], float, bool, bool, dict[str, Any]]:
        """Takes ``action`` for the agent's seat; the bots answer; +1 / -1 at the end."""
        state = self._game()
        if self.illegal_action == "lose" and int(action) not in state.legal_actions(self.seat):
            obs, info = self._obs()
            info["illegal_action"] = True
            return obs, -1.0, True, False, info
        state.apply(self.seat, int(action))
        self._opponents_play()
        obs, info = self._obs()
        terminated = state.is_terminal()
        reward = 0.0
        if terminated:
            reward = 1.0 if state.ranks()[self.seat] == 0 else -1.0
            info["returns"] = state.returns()
        return obs, reward, terminated, False, info

    def render(self) -> str:
        """The board as the agent's seat sees it, as text (printed too in ``human`` mode)."""
        text = self.state.describe(self.seat) if self.state is not None else ""
        if self.render_mode == "human":
            print(text)
        return text
