//! Finite bounds of the observation tensors: for every number of a game's tensor (with a player
//! count and rule options), the least and greatest value it can take, derived from the games'
//! component counts and rules (or, for what the rules leave unlimited, from the engine's
//! counters). Gymnasium's and PettingZoo's observation spaces are boxes with these bounds.
//!
//! Every segment of the layout (`engine::observation::observation_layout`) is matched by its
//! name with the numbers taken out (`seat+1.level2.coal` → `seat.level.coal`); a segment
//! without a rule here is an error, so a new segment cannot go unbounded.

mod glueckauf;
mod haspelknecht;

use crate::setup::{build_options, check_players, value_error, Kind};
use engine::observation::observation_layout;
use engine::{Game, Setup};
use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The least and greatest value of one number.
pub type Range = (f32, f32);

/// 0 or 1: flags, one-hot categories and bit sets.
pub const FLAG: Range = (0.0, 1.0);

/// `0..=hi`.
pub fn upto(hi: impl Into<f64>) -> Range {
    (0.0, hi.into() as f32)
}

/// A segment's name without its numbers (`seat+1.level2.coal` → `seat.level.coal`).
fn generic(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_ascii_digit() && *c != '+')
        .collect()
}

/// The number right after `prefix` in `name` (`scoring12.counts`, `scoring` → 12).
pub fn number_after(name: &str, prefix: &str) -> Option<usize> {
    let rest = &name[name.find(prefix)? + prefix.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The bounds of every number of the layout of `game` (seat 0's: the layout is the same for
/// every seat), from `bound(generic name, full name, index in the segment)`.
fn layout_bounds<G: engine::Observe>(
    game: &G,
    bound: impl Fn(&str, &str, usize) -> Option<Range>,
) -> Result<(Vec<f32>, Vec<f32>), String> {
    let mut low = Vec::new();
    let mut high = Vec::new();
    for seg in observation_layout(game, 0) {
        let name = generic(&seg.name);
        for k in 0..seg.len {
            let (lo, hi) = bound(&name, &seg.name, k).ok_or_else(|| {
                format!(
                    "no bound is known for segment `{}` of {}'s observation",
                    seg.name,
                    G::NAME
                )
            })?;
            low.push(lo);
            high.push(hi);
        }
    }
    Ok((low, high))
}

fn probe<G: Game>(
    py: Python<'_>,
    players: i64,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<G> {
    let setup = Setup {
        players: check_players::<G>(players)?,
        seed: 0,
        options: build_options::<G>(py, options)?,
    };
    G::new_game(&setup).map_err(|e| value_error(e.to_string()))
}

/// Two float32 arrays: the least and the greatest values.
type LowHigh<'py> = (Bound<'py, PyArray1<f32>>, Bound<'py, PyArray1<f32>>);

/// The least and greatest value of every number of `game`'s observation tensor with `players`
/// seats and rule `options`: two float32 arrays as long as the tensor (`low <= obs <= high` in
/// every state, for every seat). How each is derived: python/README.md, "Observation bounds".
#[pyfunction]
#[pyo3(signature = (game, players=2, options=None))]
pub fn observation_bounds<'py>(
    py: Python<'py>,
    game: &str,
    players: i64,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<LowHigh<'py>> {
    let (low, high) = match Kind::from_name(game)? {
        Kind::Glueckauf => {
            let g = probe::<::glueckauf::GlueckAuf>(py, players, options)?;
            let ctx = glueckauf::Ctx::new(&g);
            layout_bounds(&g, |name, full, k| ctx.bound(name, full, k))
        }
        Kind::Haspelknecht => {
            let g = probe::<::haspelknecht::Haspelknecht>(py, players, options)?;
            let ctx = haspelknecht::Ctx::new(&g);
            layout_bounds(&g, |name, full, k| ctx.bound(name, full, k))
        }
    }
    .map_err(value_error)?;
    Ok((PyArray1::from_vec(py, low), PyArray1::from_vec(py, high)))
}
