"""kohle: Glück Auf (Coal Baron) and Haspelknecht, exact to the rulebooks, at native speed.

OpenSpiel-shaped states::

    import kohle
    state = kohle.new_game("glueckauf", players=3, seed=7)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(seat, state.legal_actions(seat)[0])
    print(state.returns())

Submodules (imported on first use): ``kohle.pettingzoo`` (AEC and parallel environments),
``kohle.gym`` (Gymnasium single-agent environment against built-in bots) and
``kohle.cluster`` (tournaments split into Ray tasks), ``kohle.vector`` (many games per call,
numpy in and out), ``kohle.bounds`` (the observation tensors' finite bounds) and
``kohle.openspiel`` (both games registered with OpenSpiel). When Gymnasium is installed,
``import kohle`` registers ``kohle/GlueckAuf-v0`` and ``kohle/Haspelknecht-v0`` for
``gymnasium.make`` and ``gymnasium.make_vec``. See python/README.md.
"""

import importlib
import importlib.util
from types import ModuleType

from ._kohle import (
    Bot,
    State,
    bot,
    default_options,
    derive_seed,
    game_names,
    new_game,
    num_distinct_actions,
    observation_layout,
    replay,
    simulate,
    tournament,
    tournament_games,
    tournament_summary,
)

__all__ = [
    "Bot",
    "State",
    "bot",
    "default_options",
    "derive_seed",
    "game_names",
    "new_game",
    "num_distinct_actions",
    "observation_layout",
    "replay",
    "simulate",
    "tournament",
    "tournament_games",
    "tournament_summary",
]

_SUBMODULES = ("pettingzoo", "gym", "cluster", "vector", "openspiel", "bounds")


def _register_with_gymnasium() -> None:
    """Registers the Gymnasium ids (``kohle.gym.ENV_IDS``) if Gymnasium is installed."""
    if importlib.util.find_spec("gymnasium") is None:
        return
    importlib.import_module(f"{__name__}.gym").register()


_register_with_gymnasium()


def __getattr__(name: str) -> ModuleType:
    """Imports the submodules on first use (they need optional packages)."""
    if name in _SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
