//! kohle for Python: the `kohle._kohle` extension module (the Python package `kohle` wraps it).
//!
//! - [`state`]: a game in progress, shaped like OpenSpiel's states (integer actions from the
//!   games' fixed action spaces, observation tensors, records).
//! - [`bot`]: the built-in bots as policies.
//! - [`batch`]: `simulate` and `tournament` (also by ranges of games, for Ray), run with the
//!   GIL released.
//! - [`vector`]: many games stepped per call into numpy buffers (`kohle.vector`).
//! - [`bounds`]: the observation tensors' finite bounds.
//! - [`setup`]: games by name, rule options from Python dicts, errors as Python exceptions.

mod batch;
mod bot;
mod bounds;
mod setup;
mod state;
mod vector;

use pyo3::prelude::*;

#[pymodule]
fn _kohle(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<state::State>()?;
    m.add_class::<bot::Bot>()?;
    m.add_class::<vector::VectorCore>()?;
    m.add_function(wrap_pyfunction!(state::new_game, m)?)?;
    m.add_function(wrap_pyfunction!(state::replay, m)?)?;
    m.add_function(wrap_pyfunction!(state::chance_replay, m)?)?;
    m.add_function(wrap_pyfunction!(setup::game_names, m)?)?;
    m.add_function(wrap_pyfunction!(setup::default_options, m)?)?;
    m.add_function(wrap_pyfunction!(state::num_distinct_actions, m)?)?;
    m.add_function(wrap_pyfunction!(state::observation_layout, m)?)?;
    m.add_function(wrap_pyfunction!(bot::bot, m)?)?;
    m.add_function(wrap_pyfunction!(batch::simulate, m)?)?;
    m.add_function(wrap_pyfunction!(batch::tournament, m)?)?;
    m.add_function(wrap_pyfunction!(batch::tournament_games, m)?)?;
    m.add_function(wrap_pyfunction!(batch::tournament_summary, m)?)?;
    m.add_function(wrap_pyfunction!(bounds::observation_bounds, m)?)?;
    m.add_function(wrap_pyfunction!(derive_seed, m)?)?;
    Ok(())
}

/// The seed of stream `index` of a run seeded `seed` (SplitMix64): how `simulate`, `tournament`
/// and `kohle.vector` seed their games.
#[pyfunction]
fn derive_seed(seed: u64, index: u64) -> u64 {
    engine::derive_seed(seed, index)
}
