"""A Gymnasium single-agent environment: one seat against built-in bots.

``kohle.gym.KohleEnv("glueckauf", players=2, seat=0, opponents="greedy")``: the agent plays
``seat``; the other seats are played by bots (one spec for all, or one per other seat). The
observation is the seat's float32 tensor (see ``kohle.observation_layout``); the legal actions
are ``info["action_mask"]`` and ``env.action_masks()`` (as MaskablePPO reads them). The reward is
+1 for a win (shared or not) and -1 otherwise, at the end of the game. An illegal action raises
ValueError, or with ``illegal_action="lose"`` ends the episode with reward -1 (for agents and
checkers that do not read the mask).
"""

import gymnasium
import numpy as np
from gymnasium import spaces

from . import _kohle


class KohleEnv(gymnasium.Env):
    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        game="glueckauf",
        players=2,
        seat=0,
        opponents="random",
        options=None,
        render_mode=None,
        illegal_action="raise",
    ):
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action must be 'raise' or 'lose', not {illegal_action!r}")
        self.illegal_action = illegal_action
        probe = _kohle.new_game(game, players=players, seed=0, options=options)
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} does not exist in a {players}-player game")
        others = players - 1
        if isinstance(opponents, str):
            opponents = [s.strip() for s in opponents.split(",") if s.strip()]
        if len(opponents) == 1:
            opponents = opponents * others
        if len(opponents) != others:
            raise ValueError(f"{len(opponents)} opponents for {others} other seats: give one, or one per seat")
        for spec in opponents:
            if not isinstance(spec, _kohle.Bot):
                _kohle.bot(spec)  # a bad spec fails here
        self.game = probe.game
        self.players = players
        self.seat = seat
        self.options = options
        self.opponent_specs = list(opponents)
        self.render_mode = render_mode
        self.action_space = spaces.Discrete(probe.num_distinct_actions())
        self.observation_space = spaces.Box(-np.inf, np.inf, probe.observation_shape(), np.float32)
        self.state = None
        self._bots = {}

    def _opponents_play(self):
        while not self.state.is_terminal():
            movers = [s for s in self.state.current_players() if s != self.seat]
            if not movers:
                return
            s = movers[0]
            self.state.apply(s, self._bots[s].act(self.state, s))

    def _obs(self):
        return self.state.observation_tensor(self.seat), {"action_mask": self.action_masks()}

    def action_masks(self):
        return self.state.legal_action_mask(self.seat).astype(bool)

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**63))
        self.state = _kohle.new_game(self.game, players=self.players, seed=game_seed, options=self.options)
        others = [s for s in range(self.players) if s != self.seat]
        self._bots = {}
        for k, (s, spec) in enumerate(zip(others, self.opponent_specs)):
            self._bots[s] = spec if isinstance(spec, _kohle.Bot) else _kohle.bot(spec, seed=game_seed + 1 + k)
        self._opponents_play()
        return self._obs()

    def step(self, action):
        if self.illegal_action == "lose" and int(action) not in self.state.legal_actions(self.seat):
            obs, info = self._obs()
            info["illegal_action"] = True
            return obs, -1.0, True, False, info
        self.state.apply(self.seat, int(action))
        self._opponents_play()
        obs, info = self._obs()
        terminated = self.state.is_terminal()
        reward = 0.0
        if terminated:
            reward = 1.0 if self.state.ranks()[self.seat] == 0 else -1.0
            info["returns"] = self.state.returns()
        return obs, reward, terminated, False, info

    def render(self):
        text = self.state.describe(self.seat) if self.state is not None else ""
        if self.render_mode == "human":
            print(text)
        return text
