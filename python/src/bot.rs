//! The built-in bots as policies: `kohle.bot("ismcts:1000").act(state)`.

use crate::setup::value_error;
use crate::state::{AnyGame, State};
use bots::BotSpec;
use engine::Game;
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use pyo3::prelude::*;
use std::sync::Mutex;

/// A bot (`random`, `greedy`, `ismcts:2000`, `ismcts:500ms`, ... as in the CLI). It decides
/// from what its seat may see (searching bots determinize); the GIL is released while it thinks.
#[pyclass(module = "kohle")]
pub struct Bot {
    spec: BotSpec,
    seed: u64,
    glueckauf: Mutex<Option<Box<dyn bots::Bot<GlueckAuf>>>>,
    haspelknecht: Mutex<Option<Box<dyn bots::Bot<Haspelknecht>>>>,
}

fn choose<G: Game + engine::ActionSpace>(
    py: Python<'_>,
    slot: &Mutex<Option<Box<dyn bots::Bot<G>>>>,
    spec: &BotSpec,
    seed: u64,
    game: &G,
    seat: engine::Seat,
) -> PyResult<usize> {
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    if legal.is_empty() {
        return Err(value_error(format!(
            "seat {seat} has no decision to take now"
        )));
    }
    let game = game.clone();
    let players = game.players() as u8;
    let action = py.detach(|| {
        let mut bot = slot.lock().unwrap_or_else(|e| e.into_inner());
        if bot.is_none() {
            *bot = Some(spec.build::<G>(seed, players)?);
        }
        let bot = bot.as_mut().expect("built above");
        Ok::<_, String>(bot.choose(&game, seat, &legal))
    });
    let action = action.map_err(value_error)?;
    G::action_index(action)
        .ok_or_else(|| value_error(format!("the bot chose `{action}`, which has no index")))
}

#[pymethods]
impl Bot {
    /// The bot's canonical spec.
    #[getter]
    fn spec(&self) -> String {
        self.spec.to_string()
    }

    /// The action index the bot takes for `seat` (default: the first seat to move) in `state`.
    #[pyo3(signature = (state, seat=None))]
    fn act(&self, py: Python<'_>, state: &State, seat: Option<i64>) -> PyResult<usize> {
        macro_rules! go {
            ($s:expr, $slot:expr) => {{
                let seat = match seat {
                    Some(x) => $s.seat(x)?,
                    None => $s
                        .game
                        .to_move()
                        .first()
                        .ok_or_else(|| value_error("the game is over"))?,
                };
                choose(py, $slot, &self.spec, self.seed, &$s.game, seat)
            }};
        }
        match &state.inner {
            AnyGame::Glueckauf(s) => go!(s, &self.glueckauf),
            AnyGame::Haspelknecht(s) => go!(s, &self.haspelknecht),
        }
    }

    /// The same as `act`: a bot is a policy `bot(state) -> action`.
    #[pyo3(signature = (state, seat=None))]
    fn __call__(&self, py: Python<'_>, state: &State, seat: Option<i64>) -> PyResult<usize> {
        self.act(py, state, seat)
    }

    fn __repr__(&self) -> String {
        format!("kohle.bot({:?})", self.spec.to_string())
    }
}

/// A bot from its spec (`random`, `greedy`, `greedy:8`, `ismcts`, `ismcts:1000`, `ismcts:200ms`,
/// `ismcts:2000:c=0.2`), seeded. A bad spec is a ValueError saying what is allowed.
#[pyfunction]
#[pyo3(signature = (spec, seed=0))]
pub fn bot(spec: &str, seed: u64) -> PyResult<Bot> {
    let spec = bots::parse_bot_spec(spec).map_err(value_error)?;
    Ok(Bot {
        spec,
        seed,
        glueckauf: Mutex::new(None),
        haspelknecht: Mutex::new(None),
    })
}
