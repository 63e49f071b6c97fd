"""Both games as OpenSpiel games: ``kohle.openspiel.register()``, then
``pyspiel.load_game("python_kohle_glueckauf(players=3)")``.

The games are registered with pyspiel as ``python_kohle_glueckauf`` and
``python_kohle_haspelknecht``. Their parameters are ``players``, ``seed`` (below) and every rule
option (``kohle.default_options(game)``) by its name; an option whose default is none
(``first_player``, ``max_developments_per_player``) takes -1 for none, and one whose value is a
structure (a Haspelknecht ``layout`` variant) takes it as JSON text.

How the games look to OpenSpiel:

- **Chance when the game draws.** Every random draw is a chance node at the moment the rules
  make it (``kohle.new_game(..., chance=True)``): Glück Auf's first player, each tile and order
  card drawn from the pile or deck (the setup's display and draft, refills, the top-5 spaces),
  Haspelknecht's turn order and each disc drawn from the bag. ``chance_outcomes()`` lists what
  is still possible with its probability: the unseen part of the pile (a block put back by a
  top-5 space is drawn without chance), the bag's discs by colour. No later draw is fixed before
  it happens, so a search over the true state (``MCTSBot``) does not know the future.
  ``seed`` only deals what is public from the start and no later draw (Haspelknecht's random
  layouts). A state's ``history()`` is its decisions and chance outcomes; it replays bit for bit
  (serialization).
- **Imperfect information.** ``information_state_string(p)`` is seat ``p``'s perfect recall: the
  decisions it saw (its own, the public ones; not another seat's hidden plan), the chance
  outcomes it saw (public draws; its own top-5 looks) and what it sees now (its view).
  ``observation_string(p)`` is its view as JSON and ``observation_tensor(p)`` the seat's
  observation tensor (``kohle.observation_layout``); neither holds what the seat may not see.
  There is no information state tensor (``provides_information_state_tensor`` is false and
  ``information_state_tensor`` raises). ``resample_from_infostate(p, sampler)`` draws anew only
  what ``p`` cannot see at that moment (``kohle.State.resample``: other seats' hidden draws and
  plans, the order of blocks put back by others); the unseen rest of a pile or the bag is no
  hidden information here, it is drawn at later chance nodes.
- **Simultaneous planning.** Haspelknecht with ``planning_mode=simultaneous`` (the default) is a
  simultaneous-move game for OpenSpiel: while several seats plan, ``current_player()`` is
  ``SIMULTANEOUS`` and a joint action takes one planning step for every seat still planning
  (a seat that has finished has no legal action). Everywhere else one seat decides. Algorithms
  for sequential games take ``pyspiel.convert_to_turn_based(game)``, or the option
  ``planning_mode`` with a sequential value.
- **Utility.** The returns are +1 for each winner (ties share the win) and -1 for the others, at
  the end of the game (``kohle_state.scores()`` gives the victory points).
- **Bots.** OpenSpiel's ``MCTSBot`` and its Python ``ISMCTSBot`` play both games; the latter
  through ``ISMCTSBot`` here, which adds the two calls ``evaluate_bots`` makes and 2.0.2's bot
  lacks. OpenSpiel's C++ ``pyspiel.ISMCTSBot`` cannot play any game written in Python (see the
  package README).

Action ids are the games' fixed action spaces (``kohle.num_distinct_actions``).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts

from . import _kohle

__all__ = ["ISMCTSBot", "KohleGame", "KohleState", "register", "short_name"]

# Generous bounds on the decisions of a game: random play takes about 175 (Glück Auf) and 125
# (Haspelknecht) with 2 players, 250 with 4 (`kohle.simulate`, 300 games each).
_MAX_GAME_LENGTH = {"glueckauf": 4000, "haspelknecht": 4000}
_LONG_NAMES = {"glueckauf": "kohle: Glück Auf (Coal Baron)", "haspelknecht": "kohle: Haspelknecht"}


def short_name(game: str) -> str:
    """The pyspiel name of a kohle game: ``python_kohle_glueckauf``."""
    return f"python_kohle_{game}"


def _parameters(game: str) -> dict[str, Any]:
    """The default parameters: players, seed, and every rule option (none as -1)."""
    params: dict[str, Any] = {"players": 2, "seed": 0}
    for name, value in _kohle.default_options(game).items():
        params[name] = -1 if value is None else value
    return params


def _options(game: str, params: dict[str, Any]) -> dict[str, Any]:
    """kohle's rule options from pyspiel parameters: -1 back to none, and JSON text (``{...}``)
    for a value that is not a number, flag or word (a Haspelknecht layout variant)."""
    out: dict[str, Any] = {}
    for name, default in _kohle.default_options(game).items():
        value = params[name]
        if default is None and value == -1:
            value = None
        elif isinstance(value, str) and value.lstrip().startswith("{"):
            value = json.loads(value)
        out[name] = value
    return out


def _simultaneous(game: str, options: dict[str, Any]) -> bool:
    return game == "haspelknecht" and options.get("planning_mode") == "simultaneous"


def _game_type(game: str, simultaneous: bool) -> pyspiel.GameType:
    dynamics = pyspiel.GameType.Dynamics
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=_LONG_NAMES[game],
        dynamics=dynamics.SIMULTANEOUS if simultaneous else dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=4,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=_parameters(game),
    )


@dataclass(frozen=True)
class _Setup:
    """A game's parameters, checked, and what follows from them."""

    game: str
    params: dict[str, Any]
    players: int
    seed: int
    options: dict[str, Any]
    simultaneous: bool
    num_actions: int
    max_chance_outcomes: int
    obs_len: int

    @staticmethod
    def of(game: str, params: dict[str, Any]) -> _Setup:
        """The set-up of ``game`` with ``params`` over the defaults; a bad parameter, player
        count or option is a ValueError saying which."""
        return _setup_of(game, json.dumps(params, sort_keys=True))


@functools.lru_cache(maxsize=64)
def _setup_of(game: str, params_json: str) -> _Setup:
    """``_Setup.of``, once per game and parameters (states ask for it at every resample)."""
    params: dict[str, Any] = json.loads(params_json)
    full = _parameters(game)
    for name, value in params.items():
        if name not in full:
            raise ValueError(f"{short_name(game)} has no parameter `{name}` (known: {sorted(full)})")
        full[name] = value
    options = _options(game, full)
    probe = _kohle.new_game(game, players=int(full["players"]), seed=0, options=options)
    return _Setup(
        game=game,
        params=full,
        players=int(full["players"]),
        seed=int(full["seed"]),
        options=options,
        simultaneous=_simultaneous(game, options),
        num_actions=probe.num_distinct_actions(),
        max_chance_outcomes=probe.max_chance_outcomes(),
        obs_len=probe.observation_shape()[0],
    )


class KohleGame(pyspiel.Game):  # type: ignore[misc]
    """A kohle game for OpenSpiel (made by ``pyspiel.load_game`` once registered)."""

    kohle_game: str = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        setup = _Setup.of(self.kohle_game, params or {})
        info = pyspiel.GameInfo(
            num_distinct_actions=setup.num_actions,
            max_chance_outcomes=setup.max_chance_outcomes,
            num_players=setup.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=_MAX_GAME_LENGTH[self.kohle_game],
        )
        super().__init__(_game_type(self.kohle_game, setup.simultaneous), info, setup.params)
        self.setup = setup

    def __repr__(self) -> str:
        # Not pyspiel's: that one would read the C++ game, which a refused set-up never made.
        return f"<kohle.openspiel game {short_name(self.kohle_game)}>"

    def new_initial_state(self) -> KohleState:
        """The state before the setup's draws (a chance node)."""
        return KohleState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> KohleObserver:
        """Observations (the seat's view and tensor) or, with perfect recall, information states."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        setup = _Setup.of(self.kohle_game, self.get_parameters())
        return KohleObserver(0 if perfect_recall else setup.obs_len, perfect_recall)


class KohleState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: a ``kohle.State`` in chance mode (``kohle_state``)."""

    def __init__(self, game: KohleGame) -> None:
        super().__init__(game)
        # From the parameters, not the game object's Python attributes: OpenSpiel may hand a
        # state a game it made itself (deserialization).
        self._game = _Setup.of(game.get_type().short_name.removeprefix("python_kohle_"), game.get_parameters())
        setup = self._game
        self.kohle_state: _kohle.State = _kohle.new_game(
            setup.game, players=setup.players, seed=setup.seed, options=setup.options, chance=True
        )
        # What each seat saw of the decisions and chance outcomes so far ("seat:notation",
        # "chance:notation").
        self._seen: list[list[str]] = [[] for _ in range(self._game.players)]

    def current_player(self) -> int:
        """CHANCE at a draw, TERMINAL at the end, SIMULTANEOUS while several seats plan, else
        the seat to decide."""
        if self.kohle_state.is_chance_node():
            return int(pyspiel.PlayerId.CHANCE)
        movers = self.kohle_state.current_players()
        if not movers:
            return int(pyspiel.PlayerId.TERMINAL)
        if len(movers) > 1 and self._game.simultaneous:
            return int(pyspiel.PlayerId.SIMULTANEOUS)
        return int(movers[0])

    def _legal_actions(self, player: int) -> list[int]:
        """The seat's legal actions, ascending (empty for a seat not to move)."""
        if self.kohle_state.is_terminal() or self.kohle_state.is_chance_node():
            return []
        return list(self.kohle_state.legal_actions(player))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The open draw's outcomes with their probabilities (empty at a decision)."""
        return [(int(o), float(p)) for o, p in self.kohle_state.chance_outcomes()]

    def _take(self, seat: int, action: int) -> None:
        state = self.kohle_state
        visible = state.decision_visibility(seat, action)
        seen = f"{seat}:{state.action_to_string(seat, action)}"
        state.apply(seat, action)
        # A hidden decision leaves no trace for the others, not even that it happened.
        for p, log in enumerate(self._seen):
            if visible is None or visible == p:
                log.append(seen)

    def _draw(self, outcome: int) -> None:
        state = self.kohle_state
        visible = state.chance_visibility()
        seen = f"chance:{state.chance_outcome_to_string(outcome)}"
        state.apply_chance(outcome)
        # A top-5 look is the looking seat's; the others see that it drew, not what.
        for p, log in enumerate(self._seen):
            log.append(seen if visible is None or visible == p else "chance:hidden")

    def _apply_action(self, action: int) -> None:
        """The open draw's outcome (at a chance node) or the decision of the seat to move."""
        if self.kohle_state.is_chance_node():
            self._draw(action)
            return
        self._take(self.current_player(), action)

    def _apply_actions(self, actions: list[int]) -> None:
        """One planning step per seat still planning (the others pass ``INVALID_ACTION``)."""
        state = self.kohle_state
        movers = state.current_players()
        if len(actions) != self._game.players:
            raise ValueError(f"a joint action has one action per seat ({self._game.players}), not {len(actions)}")
        # Every action is checked before any is taken: a bad one changes nothing. (The planning
        # seats decide independently, so one's step leaves the others' choices as they were.)
        for seat, action in enumerate(actions):
            if seat in movers and action not in state.legal_actions(seat):
                shown = state.action_to_string(seat, action) if 0 <= action < self._game.num_actions else "outside the space"
                raise ValueError(f"seat {seat} cannot take action {action} ({shown}) now")
            if seat not in movers and action != pyspiel.INVALID_ACTION:
                raise ValueError(f"seat {seat} is not planning now; it passes {pyspiel.INVALID_ACTION}, not {action}")
        for seat, action in enumerate(actions):
            if seat in movers:
                self._take(seat, action)

    def _action_to_string(self, player: int, action: int) -> str:
        """A chance outcome's or a decision's notation."""
        if player == pyspiel.PlayerId.CHANCE:
            return str(self.kohle_state.chance_outcome_to_string(action))
        return str(self.kohle_state.action_to_string(player, action))

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return bool(self.kohle_state.is_terminal())

    def returns(self) -> list[float]:
        """+1 for each winner, -1 for the others, at the end; zeros before."""
        if not self.is_terminal():
            return [0.0] * self._game.players
        return [1.0 if r == 0 else -1.0 for r in self.kohle_state.ranks()]

    def information_state_string(self, player: int | None = None) -> str:
        """What seat ``player`` (default: the one to move) knows: the decisions and chance
        outcomes it saw, and its view now."""
        p = self.current_player() if player is None else player
        if not 0 <= p < self._game.players:
            raise ValueError(f"seat {p} does not exist in a {self._game.players}-player game")
        return f"seat {p}\n" + "\n".join(self._seen[p]) + "\n" + self.kohle_state.view_json(p)

    def observation_string(self, player: int | None = None) -> str:
        """Seat ``player``'s view as JSON."""
        p = self.current_player() if player is None else player
        if not 0 <= p < self._game.players:
            raise ValueError(f"seat {p} does not exist in a {self._game.players}-player game")
        return str(self.kohle_state.view_json(p))

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> KohleState:
        """A state that seat ``player_id`` cannot tell from this one: what it cannot see now
        drawn anew (a seed from ``probability_sampler``); later draws stay chance nodes."""
        out = KohleState(self.get_game())
        seed = int(probability_sampler() * 2**53)
        out.kohle_state = self.kohle_state.resample(player_id, seed)
        out._seen = [list(s) for s in self._seen]
        return out

    def __str__(self) -> str:
        """The board as a spectator sees it."""
        return str(self.kohle_state.describe(None))


class KohleObserver:
    """OpenSpiel's observer: ``tensor`` (the seat's observation tensor; empty for information
    states) and ``string_from`` (the view, or the information state)."""

    def __init__(self, size: int, perfect_recall: bool) -> None:
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}
        self.perfect_recall = perfect_recall

    def set_from(self, state: KohleState, player: int) -> None:
        """Writes seat ``player``'s observation tensor of ``state``; there is no information
        state tensor (a ValueError)."""
        if self.perfect_recall:
            raise ValueError(
                "kohle games have no information state tensor (provides_information_state_tensor is false): "
                "use information_state_string, or observation_tensor (the seat's view now)"
            )
        self.tensor[:] = state.kohle_state.observation_tensor(player)

    def string_from(self, state: KohleState, player: int) -> str:
        """Seat ``player``'s view (or information state) of ``state``."""
        if self.perfect_recall:
            return state.information_state_string(player)
        return state.observation_string(player)


class ISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's Python ISMCTS bot, with the two calls ``evaluate_bots`` makes of every bot
    (open_spiel 2.0.2's bot lacks them: "RestartAt(state) not implemented"). It keeps nothing
    between decisions (each search starts anew from ``resample_from_infostate``), so both are
    no-ops. Sequential games only: Haspelknecht with a sequential ``planning_mode``."""

    def restart_at(self, state: Any) -> None:
        """Nothing to forget: every decision searches anew."""

    def inform_action(self, state: Any, player: int, action: int) -> None:
        """Nothing to follow: every decision searches anew."""


class GlueckAufGame(KohleGame):
    """``python_kohle_glueckauf``."""

    kohle_game = "glueckauf"


class HaspelknechtGame(KohleGame):
    """``python_kohle_haspelknecht``."""

    kohle_game = "haspelknecht"


_registered = False


def register() -> None:
    """Registers both games with pyspiel (once; later calls do nothing)."""
    global _registered
    if _registered:
        return
    pyspiel.register_game(_game_type("glueckauf", False), GlueckAufGame)
    pyspiel.register_game(_game_type("haspelknecht", True), HaspelknechtGame)
    _registered = True
