"""Types of kohle's native module (built from python/src by maturin)."""

from typing import Any, final

import numpy as np
from numpy.typing import NDArray

__all__ = [
    "State",
    "Bot",
    "VectorCore",
    "new_game",
    "replay",
    "chance_replay",
    "game_names",
    "default_options",
    "num_distinct_actions",
    "observation_layout",
    "bot",
    "simulate",
    "tournament",
    "tournament_games",
    "tournament_summary",
    "derive_seed",
    "observation_bounds",
]

_Action = int | str
_Options = dict[str, Any]
_Record = dict[str, Any]

@final
class State:
    """A game in progress (``kohle.new_game``, ``kohle.replay``), shaped like OpenSpiel's states."""

    @property
    def game(self) -> str:
        """The game's name (``glueckauf``, ``haspelknecht``)."""
    def num_players(self) -> int:
        """The number of seats."""
    def num_distinct_actions(self) -> int:
        """The size of the fixed action space of this game and player count."""
    def current_players(self) -> list[int]:
        """The seats to decide now (several during Haspelknecht's simultaneous planning)."""
    def current_player(self) -> int:
        """The lowest seat to decide now, -1 (chance) at an open draw, or -4 (terminal) once over."""
    def is_terminal(self) -> bool:
        """Whether the game is over."""
    def is_chance_node(self) -> bool:
        """Whether a chance event is open (chance mode: ``new_game(..., chance=True)``)."""
    def is_chance_mode(self) -> bool:
        """Whether the game's draws are chance events."""
    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The open chance event's outcomes with their probabilities (empty when none is open)."""
    def chance_visibility(self) -> int | None:
        """Who sees the open chance event's outcome: None for every seat, else the one seat."""
    def apply_chance(self, outcome: int) -> None:
        """Puts ``outcome`` in place for the open chance event and goes on."""
    def chance_outcome_to_string(self, outcome: int) -> str:
        """The notation of a chance outcome."""
    def max_chance_outcomes(self) -> int:
        """The number of distinct chance outcome codes of this game."""
    def legal_actions(self, seat: int | None = None) -> list[int]:
        """The legal actions of ``seat`` (default: the first to move) as indices, ascending."""
    def legal_actions_notation(self, seat: int | None = None) -> list[str]:
        """The legal actions of ``seat`` in notation."""
    def legal_action_mask(self, seat: int | None = None) -> NDArray[np.int8]:
        """1 for every legal action index of ``seat``, else 0."""
    def action_to_string(self, seat: int, action: int) -> str:
        """The notation of action index ``action``."""
    def string_to_action(self, seat: int, text: str) -> int:
        """The index of the action written ``text``."""
    def apply(self, seat: int, action: _Action) -> None:
        """Takes ``action`` (index or notation) for ``seat``; illegal: ValueError, no change."""
    def undo(self, seat: int, lang: str = "en") -> dict[str, Any]:
        """Takes back ``seat``'s last decision by the server's rule of undo."""
    def apply_action(self, action: _Action) -> None:
        """OpenSpiel's ``apply_action``: ``action`` for the first seat to move."""
    def explain(self, seat: int, action: _Action, lang: str = "en") -> str:
        """What ``action`` would do for ``seat`` now, in words."""
    def clone(self) -> State:
        """An independent copy."""
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: Any) -> State: ...
    def __reduce__(self) -> tuple[Any, Any]: ...
    def returns(self) -> list[float]:
        """Final victory points per seat once over, zeros before."""
    def scores(self) -> list[int]:
        """Victory points per seat now."""
    def ranks(self) -> list[int]:
        """Rank of every seat (0 = first; ties share a rank)."""
    def score_breakdown(self, seat: int, lang: str = "en") -> list[dict[str, Any]]:
        """The score of ``seat`` by category."""
    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator), as the documented view JSON."""
    def view_json(self, seat: int | None = None) -> str:
        """``view(seat)`` as compact JSON text."""
    def decision_visibility(self, seat: int, action: _Action) -> int | None:
        """Who would see ``seat`` take ``action`` now: None for every seat, else that seat."""
    def log(self, seat: int | None = None, lang: str = "en") -> list[dict[str, Any]]:
        """The decisions and events ``seat`` may see, oldest first, with their text."""
    def observation_tensor(self, seat: int) -> NDArray[np.float32]:
        """What ``seat`` may see as a flat float32 tensor."""
    def observation_shape(self) -> tuple[int]:
        """The shape of ``observation_tensor``."""
    def resample(self, seat: int, seed: int) -> State:
        """A copy with everything ``seat`` cannot see drawn anew from ``seed``."""
    def to_record(self) -> _Record:
        """The game record (seed included) as a dict."""
    def to_record_json(self) -> str:
        """The game record as JSON text."""
    def describe(self, seat: int | None = None) -> str:
        """A text of the state as ``seat`` sees it."""

@final
class Bot:
    """A built-in bot (``kohle.bot("ismcts:1000")``) used as a policy."""

    @property
    def spec(self) -> str:
        """The bot's canonical spec."""
    def act(self, state: State, seat: int | None = None) -> int:
        """The action index the bot takes for ``seat`` (default: the first to move)."""
    def __call__(self, state: State, seat: int | None = None) -> int:
        """The same as ``act``."""

@final
class VectorCore:
    """The Rust side of ``kohle.vector.VectorEnv``: games and buffers written in place."""

    def __new__(
        cls,
        game: str,
        players: int,
        num_envs: int,
        seed: int = 0,
        options: _Options | None = None,
        opponents: str | list[str] | None = None,
        observations: bool = True,
        threads: int | None = None,
        seat: int | None = ...,  # 0
        batch_size: int | None = None,
        autoreset_mode: str = "same_step",
    ) -> VectorCore: ...
    def reset(self, seed: int | None = None) -> None:
        """New episodes in every game (with ``seed``: seeds start again from it)."""
    def step(self, actions: NDArray[np.int64]) -> None:
        """One action per game for its deciding seat; writes the buffers."""
    def async_reset(self, seed: int | None = None) -> None:
        """New episodes in every group, in the background."""
    def send(self, actions: NDArray[np.int64], env_id: NDArray[np.int64] | None = None) -> None:
        """Steps one group in the background with ``actions``; returns at once."""
    def recv(self) -> int:
        """Waits for the oldest group sent; returns its index."""
    def buffers(self) -> dict[str, NDArray[Any]]:
        """The numpy buffers written by ``reset`` and ``step``."""
    def group_buffers(self, group: int) -> dict[str, NDArray[Any]]:
        """The buffers of group ``group`` (``batch_size`` rows), written by its steps."""
    @property
    def num_envs(self) -> int:
        """The number of games."""
    @property
    def batch_size(self) -> int:
        """The games per group of ``send``/``recv``."""
    @property
    def players(self) -> int:
        """The number of seats per game."""
    @property
    def num_actions(self) -> int:
        """The size of the action space."""
    @property
    def obs_len(self) -> int:
        """The length of one observation (0 with observations off)."""
    @property
    def single_agent(self) -> bool:
        """Whether the other seats are played by bots."""
    @property
    def game(self) -> str:
        """The game's name."""

def new_game(
    game: str, players: int = 2, seed: int = 0, options: _Options | None = None, chance: bool = False
) -> State:
    """A new game; with ``chance=True`` every draw is a chance event."""

def chance_replay(game: str, players: int, seed: int, options: str, steps: list[tuple[int, int]]) -> State:
    """A game in chance mode again from its setup and steps (how such a state unpickles)."""

def replay(record: _Record | str) -> State:
    """The state after a game record (dict or JSON text)."""

def game_names() -> list[str]:
    """The names of the games."""

def default_options(game: str) -> _Options:
    """The rule options of a game with their defaults."""

def num_distinct_actions(game: str, players: int = 2) -> int:
    """The size of a game's action space with ``players`` players."""

def observation_layout(game: str, players: int = 2) -> list[dict[str, Any]]:
    """The layout of a game's observation tensor: name, start and length of every segment."""

def bot(spec: str, seed: int = 0) -> Bot:
    """A bot from its spec, seeded."""

def derive_seed(seed: int, index: int) -> int:
    """The seed of stream ``index`` of a run seeded ``seed``."""

def observation_bounds(
    game: str, players: int = 2, options: _Options | None = None
) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
    """The least and greatest value of every number of the observation tensor."""

def simulate(
    game: str,
    players: int = 2,
    games: int = 1000,
    seed: int = 0,
    bots: str | list[str] | None = None,
    options: _Options | None = None,
    threads: int | None = None,
) -> dict[str, Any]:
    """Plays ``games`` games between bots; ``kohle simulate --json``'s summary."""

def tournament(
    game: str,
    bots: str | list[str],
    players: int = 2,
    games: int = 100,
    seed: int = 0,
    options: _Options | None = None,
    threads: int | None = None,
) -> dict[str, Any]:
    """A tournament as ``kohle tournament --json``, with the per-game ``results``."""

def tournament_games(
    game: str,
    bots: str | list[str],
    start: int,
    end: int,
    players: int = 2,
    games: int = 100,
    seed: int = 0,
    options: _Options | None = None,
    threads: int | None = None,
) -> list[dict[str, Any]]:
    """Games ``start..end`` of a tournament: their results."""

def tournament_summary(
    game: str,
    bots: str | list[str],
    results: list[dict[str, Any]],
    players: int = 2,
    games: int = 100,
    seed: int = 0,
    options: _Options | None = None,
) -> dict[str, Any]:
    """The tournament's result from the results of all its games."""

