"""A PettingZoo AEC environment of either game: ``kohle.pettingzoo.env("haspelknecht", players=3)``.

Agents are ``player_0`` .. ``player_{n-1}`` (the seats). The agent to act is the lowest seat to
move; during Haspelknecht's simultaneous planning the planning seats act one after another, each
seeing only its own plan. Observations are dicts ``{"observation": float32 tensor,
"action_mask": int8 mask}`` (see ``kohle.observation_layout``); actions are indices of the game's
fixed action space. Rewards come at the end: +1 to each winner (ties share the victory), -1 to
the others.
"""

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import _kohle


def env(game="haspelknecht", players=2, options=None, render_mode=None):
    """The AEC environment of ``game`` with ``players`` seats and rule ``options``."""
    return KohleEnv(game=game, players=players, options=options, render_mode=render_mode)


class KohleEnv(AECEnv):
    metadata = {"name": "kohle_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game="haspelknecht", players=2, options=None, render_mode=None):
        super().__init__()
        probe = _kohle.new_game(game, players=players, seed=0, options=options)
        self.game = probe.game
        self.players = players
        self.options = options
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        n_actions = probe.num_distinct_actions()
        (obs_len,) = probe.observation_shape()
        self._action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(-np.inf, np.inf, (obs_len,), np.float32),
                    "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.game_state = None

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = int(np.random.default_rng().integers(2**63))
        self.game_state = _kohle.new_game(self.game, players=self.players, seed=seed, options=self.options)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game_state.current_player()]

    def observe(self, agent):
        seat = self._seat[agent]
        return {
            "observation": self.game_state.observation_tensor(seat),
            "action_mask": self.game_state.legal_action_mask(seat),
        }

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0
        self.game_state.apply(self._seat[agent], int(action))
        self._clear_rewards()
        if self.game_state.is_terminal():
            ranks = self.game_state.ranks()
            for a in self.agents:
                self.rewards[a] = 1 if ranks[self._seat[a]] == 0 else -1
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[self.game_state.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.game_state is None:
            return None
        text = self.game_state.describe(None)
        if self.render_mode == "human":
            print(text)
        return text

    def close(self):
        pass
