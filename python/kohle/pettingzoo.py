"""PettingZoo environments of either game: the AEC environment
``kohle.pettingzoo.env("haspelknecht", players=3)`` and the parallel one
``kohle.pettingzoo.parallel_env("haspelknecht", players=3)``.

Agents are ``player_0`` .. ``player_{n-1}`` (the seats). Observations are dicts
``{"observation": float32 tensor, "action_mask": int8 mask}`` (see ``kohle.observation_layout``;
the tensor's finite bounds are ``kohle.bounds.observation_bounds``); actions are indices of the
game's fixed action space. Rewards come at the end: +1 to each winner (ties share the victory),
-1 to the others.

AEC: the agent to act is the lowest seat to move; during Haspelknecht's simultaneous planning the
planning seats act one after another, each seeing only its own plan.

Parallel: every step takes one action from each seat that is to move now
(``state.current_players()``): during Haspelknecht's simultaneous planning (the default
``planning_mode``) every seat still planning takes one planning step in the same step; at every
other moment one seat moves. An agent that is not to move has an all-zero ``action_mask`` and
``info["to_move"] == False``; whatever it sends (any action, ``None``, or nothing) is ignored
(``Discrete.sample(mask)`` gives it 0). The actions of the seats to move are checked first, and
applied in seat order only if every one is legal; else ``ValueError`` and the game is as it was.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from . import _kohle
from .bounds import observation_box


def env(
    game: str = "haspelknecht", players: int = 2, options: dict[str, Any] | None = None, render_mode: str | None = None
) -> KohleEnv:
    """The AEC environment of ``game`` with ``players`` seats and rule ``options``."""
    return KohleEnv(game=game, players=players, options=options, render_mode=render_mode)


class _Spaces:
    """What both environments share: the game's state and every agent's spaces."""

    game_state: _kohle.State | None
    _observation_spaces: dict[str, spaces.Dict]
    _action_spaces: dict[str, spaces.Discrete]

    def _state(self) -> _kohle.State:
        if self.game_state is None:
            raise RuntimeError("call reset() first")
        return self.game_state

    def observation_space(self, agent: str) -> spaces.Dict:
        """``{"observation": float32 tensor, "action_mask": int8 mask}`` of ``agent``."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Discrete:
        """The game's fixed action space."""
        return self._action_spaces[agent]


class KohleEnv(_Spaces, AECEnv):  # type: ignore[misc]
    """Every seat of a game as a PettingZoo agent (see the module's documentation)."""

    metadata = {"name": "kohle_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(
        self,
        game: str = "haspelknecht",
        players: int = 2,
        options: dict[str, Any] | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        probe = _kohle.new_game(game, players=players, seed=0, options=options)
        self.game = probe.game
        self.players = players
        self.options = options
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        n_actions = probe.num_distinct_actions()
        self._action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": observation_box(game, players, options),
                    "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.game_state: _kohle.State | None = None

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game (``seed``: its seed; None draws one)."""
        if seed is None:
            seed = int(np.random.default_rng().integers(2**63))
        self.game_state = _kohle.new_game(self.game, players=self.players, seed=seed, options=self.options)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game_state.current_player()]

    def observe(self, agent: str) -> dict[str, Any]:
        """What ``agent``'s seat sees and may do now."""
        seat = self._seat[agent]
        state = self._state()
        return {
            "observation": state.observation_tensor(seat),
            "action_mask": state.legal_action_mask(seat),
        }

    def step(self, action: int | None) -> None:
        """Takes ``action`` for the selected agent (None once it is done)."""
        state = self._state()
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0
        if action is None:
            raise ValueError(f"{agent} is still playing: give an action")
        state.apply(self._seat[agent], int(action))
        self._clear_rewards()
        if state.is_terminal():
            ranks = state.ranks()
            for a in self.agents:
                self.rewards[a] = 1 if ranks[self._seat[a]] == 0 else -1
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[state.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The board as a spectator sees it, as text (printed too in ``human`` mode)."""
        if self.game_state is None:
            return None
        text = self.game_state.describe(None)
        if self.render_mode == "human":
            print(text)
        return text

    def close(self) -> None:
        """Nothing to release."""


def parallel_env(
    game: str = "haspelknecht", players: int = 2, options: dict[str, Any] | None = None, render_mode: str | None = None
) -> KohleParallelEnv:
    """The parallel environment of ``game`` with ``players`` seats and rule ``options``."""
    return KohleParallelEnv(game=game, players=players, options=options, render_mode=render_mode)


class KohleParallelEnv(_Spaces, ParallelEnv):  # type: ignore[misc]
    """Every seat of a game as a PettingZoo agent, all seats to move stepping at once (see the
    module's documentation)."""

    metadata = {"name": "kohle_parallel_v0", "render_modes": ["ansi", "human"], "is_parallelizable": True}

    def __init__(
        self,
        game: str = "haspelknecht",
        players: int = 2,
        options: dict[str, Any] | None = None,
        render_mode: str | None = None,
    ) -> None:
        aec = KohleEnv(game=game, players=players, options=options, render_mode=render_mode)
        self.game = aec.game
        self.players = players
        self.options = options
        self.render_mode = render_mode
        self.possible_agents = aec.possible_agents
        self.agents: list[str] = []
        self._seat = aec._seat
        self._action_spaces = aec._action_spaces
        self._observation_spaces = aec._observation_spaces
        self._no_moves = np.zeros(aec._action_spaces[self.possible_agents[0]].n, dtype=np.int8)
        self.game_state: _kohle.State | None = None

    def _observe(self) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
        state = self._state()
        movers = set(state.current_players())
        obs: dict[str, dict[str, Any]] = {}
        infos: dict[str, dict[str, Any]] = {}
        for agent in self.agents:
            seat = self._seat[agent]
            to_move = seat in movers
            mask = state.legal_action_mask(seat) if to_move else self._no_moves.copy()
            obs[agent] = {"observation": state.observation_tensor(seat), "action_mask": mask}
            infos[agent] = {"to_move": to_move}
        return obs, infos

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
        """A new game (``seed``: its seed; None draws one). ``options`` is not read: the rule
        options are the constructor's. Returns every agent's observation and info."""
        if seed is None:
            seed = int(np.random.default_rng().integers(2**63))
        self.game_state = _kohle.new_game(self.game, players=self.players, seed=seed, options=self.options)
        self.agents = self.possible_agents[:]
        return self._observe()

    def step(self, actions: dict[str, Any]) -> tuple[
        dict[str, dict[str, Any]],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        """One action from every agent to move (the others' are ignored); returns observations,
        rewards, terminations, truncations and infos of the agents that were live."""
        state = self._state()
        if not self.agents:
            raise ValueError("the game is over: call reset()")
        movers = state.current_players()
        chosen: list[tuple[int, int]] = []
        for seat in movers:
            agent = self.possible_agents[seat]
            action = actions.get(agent)
            if action is None:
                raise ValueError(f"{agent} is to move: give its action")
            a = int(action)
            if a not in state.legal_actions(seat):
                raise ValueError(
                    f"{agent}: action {a} is not legal now (see its observation's action_mask); no seat has moved"
                )
            chosen.append((seat, a))
        after = state.clone() if len(chosen) > 1 else state
        for seat, a in chosen:
            after.apply(seat, a)
        self.game_state = after
        rewards = {a: 0.0 for a in self.agents}
        over = after.is_terminal()
        if over:
            ranks = after.ranks()
            rewards = {a: 1.0 if ranks[self._seat[a]] == 0 else -1.0 for a in self.agents}
        terminations = {a: over for a in self.agents}
        truncations = {a: False for a in self.agents}
        obs, infos = self._observe()
        if over:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return obs, rewards, terminations, truncations, infos

    def render(self) -> str | None:
        """The board as a spectator sees it, as text (printed too in ``human`` mode)."""
        if self.game_state is None:
            return None
        text = self.game_state.describe(None)
        if self.render_mode == "human":
            print(text)
        return text

    def close(self) -> None:
        """Nothing to release."""
