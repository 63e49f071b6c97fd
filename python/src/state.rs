//! A game in progress, shaped like OpenSpiel's states. Actions are integers of the game's fixed
//! action space ([`engine::ActionSpace`]) or notation; observations are the seat's view as a
//! tensor ([`engine::Observe`]). The state keeps its action list, so it can write the same JSON
//! record as the CLI, and rebuild any seat's log from it.

use crate::setup::{
    build_options, check_players, from_json, to_json, value_error, with_game, Kind,
};
use engine::chance::{Outcome, Pending};
use engine::observation::{observation_layout as layout_of, Observer};
use engine::record::{parse_entry, split_seat};
use engine::{ActionSpace, Chance, Game, GameRecord, Observe, Seat, Setup};
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use std::sync::OnceLock;

/// Everything the Python state needs of a game.
pub trait PyGame: Game + ActionSpace + Observe + Chance {}
impl<G: Game + ActionSpace + Observe + Chance> PyGame for G {}

/// One game: the state, the decisions taken so far (`None` after a resample, which has no
/// record), and a reused buffer of legal actions. In chance mode ([`engine::chance`]) the
/// draws are chance events: `pending` is the open one, and `steps` every decision and outcome
/// (the record of such a game: it has no seed that fixes its draws).
#[derive(Clone)]
pub struct Session<G: PyGame> {
    pub game: G,
    pub history: Option<Vec<(Seat, G::Action)>>,
    buf: Vec<G::Action>,
    /// The length of an observation (fixed per game and player count), found at the first.
    obs_len: OnceLock<usize>,
    pending: Option<Pending<G>>,
    /// In chance mode: `(seat, action index)` per decision and `(-1, outcome)` per chance
    /// outcome, in order (`None` after a resample).
    steps: Option<Vec<(i64, i64)>>,
}

/// OpenSpiel's id of the chance player.
const CHANCE: i64 = -1;

impl<G: PyGame> Session<G> {
    pub fn new(game: G) -> Self {
        Session {
            game,
            history: Some(Vec::new()),
            buf: Vec::with_capacity(64),
            obs_len: OnceLock::new(),
            pending: None,
            steps: None,
        }
    }

    /// A game in chance mode.
    pub fn new_chance(setup: &Setup<G::Options>) -> PyResult<Self> {
        let (game, pending) =
            engine::chance::start::<G>(setup).map_err(|e| value_error(e.to_string()))?;
        let mut s = Session::new(game);
        s.history = None;
        s.pending = pending;
        s.steps = Some(Vec::new());
        Ok(s)
    }

    /// Whether draws are chance events.
    fn chance_mode(&self) -> bool {
        self.game.draws().is_on()
    }

    /// Whether a seat decides now: not while a draw is open, not once the game is over.
    fn seats_to_move(&self) -> engine::SeatSet {
        if self.pending.is_some() {
            engine::SeatSet::EMPTY
        } else {
            self.game.to_move()
        }
    }

    fn is_over(&self) -> bool {
        self.pending.is_none() && self.game.is_over()
    }

    /// The open draw, or a ValueError.
    fn open_event(&self) -> PyResult<&engine::ChanceEvent> {
        self.pending.as_ref().map(|p| p.event()).ok_or_else(|| {
            value_error(if self.chance_mode() {
                "no chance event is open now: a seat decides (or the game is over)"
            } else {
                "this game draws from its seed: make it with chance=True for chance events"
            })
        })
    }

    /// Puts `outcome` in place for the open draw.
    fn apply_chance(&mut self, outcome: i64) -> PyResult<()> {
        let event = self.open_event()?;
        let possible = event.outcomes.len();
        let o = Outcome::try_from(outcome)
            .ok()
            .filter(|&o| event.weight(o) > 0)
            .ok_or_else(|| {
                value_error(format!(
                    "chance outcome {outcome} is not possible now ({possible} outcomes are: see chance_outcomes())"
                ))
            })?;
        engine::chance::resolve(&mut self.game, &mut self.pending, o)
            .map_err(|e| value_error(e.to_string()))?;
        if let Some(steps) = &mut self.steps {
            steps.push((CHANCE, outcome));
        }
        Ok(())
    }

    pub fn seat(&self, seat: i64) -> PyResult<Seat> {
        let n = self.game.players();
        if (0..n as i64).contains(&seat) {
            Ok(seat as Seat)
        } else {
            Err(value_error(format!(
                "seat {seat} does not exist in a {n}-player game (seats are 0..{})",
                n - 1
            )))
        }
    }

    /// The seat of `seat`, or the first seat to move.
    fn seat_or_current(&self, seat: Option<i64>) -> PyResult<Seat> {
        match seat {
            Some(s) => self.seat(s),
            None => self.seats_to_move().first().ok_or_else(|| {
                value_error(if self.pending.is_some() {
                    "a chance event is open: no seat decides now"
                } else {
                    "the game is over: name a seat"
                })
            }),
        }
    }

    fn action_of(&self, index: i64) -> PyResult<G::Action> {
        usize::try_from(index)
            .ok()
            .and_then(G::action_from_index)
            .ok_or_else(|| {
                value_error(format!(
                    "action {index} is not in {}'s action space (0..{})",
                    G::NAME,
                    G::num_distinct_actions(self.game.players() as u8)
                ))
            })
    }

    fn index_of(action: G::Action) -> PyResult<usize> {
        G::action_index(action).ok_or_else(|| {
            value_error(format!(
                "the action `{action}` has no index in {}'s action space",
                G::NAME
            ))
        })
    }

    fn parse(&self, text: &str) -> PyResult<G::Action> {
        self.game
            .parse_action(text)
            .map_err(|e| value_error(e.to_string()))
    }

    fn action_arg(&self, action: &ActionArg) -> PyResult<G::Action> {
        match action {
            ActionArg::Index(i) => self.action_of(*i),
            ActionArg::Text(t) => self.parse(t),
        }
    }

    fn legal(&mut self, seat: Seat) -> &[G::Action] {
        self.game.legal_actions(seat, &mut self.buf);
        if self.pending.is_some() {
            self.buf.clear();
        }
        &self.buf
    }

    fn apply(&mut self, seat: Seat, action: G::Action) -> PyResult<()> {
        let cat = present::catalog(present::Lang::En);
        if self.chance_mode() {
            let index = Self::index_of(action)?;
            engine::chance::decide(&mut self.game, &mut self.pending, seat, action).map_err(
                |e| {
                    value_error(format!(
                        "seat {seat} cannot take `{action}`: {}",
                        cat.rule_error(G::NAME, &e)
                    ))
                },
            )?;
            if let Some(steps) = &mut self.steps {
                steps.push((i64::from(seat), index as i64));
            }
            return Ok(());
        }
        self.game.apply(seat, action).map_err(|e| {
            value_error(format!(
                "seat {seat} cannot take `{action}`: {}",
                cat.rule_error(G::NAME, &e)
            ))
        })?;
        if let Some(h) = &mut self.history {
            h.push((seat, action));
        }
        Ok(())
    }

    fn record(&self) -> PyResult<GameRecord> {
        let history = self.history.as_ref().ok_or_else(|| {
            value_error(if self.chance_mode() {
                "a game in chance mode has no record: its draws were chosen, no seed fixes them"
            } else {
                "a resampled state has no record (it is one guess at the hidden information)"
            })
        })?;
        let mut record = GameRecord::new::<G>(self.game.setup());
        for (seat, action) in history {
            record.push(*seat, action);
        }
        Ok(record)
    }

    /// Takes back `seat`'s last decision by the engine's rule of undo
    /// ([`engine::undo::take_back`], the server's rule): its record index and the decision, or
    /// a ValueError with the reason in `lang` (the server's text). Refused, nothing changes.
    fn undo(&mut self, seat: Seat, lang: present::Lang) -> PyResult<(usize, G::Action)> {
        let record = self.record()?;
        let (_, log) =
            engine::replay_logged::<G>(&record).map_err(|e| value_error(e.to_string()))?;
        let undone = engine::undo::take_back::<G>(&record, &log, seat)
            .map_err(|why| value_error(present::catalog(lang).get(why.key())))?;
        let mut game = undone.game;
        // A session records no events (its log is rebuilt from the record when asked).
        game.events_mut().set_recording(false);
        self.game = game;
        if let Some(h) = &mut self.history {
            h.remove(undone.index);
        }
        Ok((undone.index, undone.action))
    }

    /// The observation of `seat`, written straight from the state
    /// ([`engine::Observe::observe_into`]; equal to the one from the seat's view).
    fn observation(&self, seat: Seat) -> Vec<f32> {
        let len = *self.obs_len.get_or_init(|| {
            let mut o = Observer::new();
            self.game.observe(0, &mut o);
            o.values().len()
        });
        let mut values = vec![0.0; len];
        self.game.observe_into(seat, &mut values);
        values
    }

    fn returns(&self) -> Vec<f64> {
        let n = self.game.players() as Seat;
        if self.is_over() {
            (0..n).map(|s| f64::from(self.game.score(s))).collect()
        } else {
            vec![0.0; n as usize]
        }
    }
}

/// Either game. Both variants are kept inline (a few KB at most): a `State` is one value, and
/// `clone` copies it without another allocation.
#[derive(Clone)]
#[allow(clippy::large_enum_variant)]
pub enum AnyGame {
    Glueckauf(Session<GlueckAuf>),
    Haspelknecht(Session<Haspelknecht>),
}

/// Runs `$body` with `$s` bound to the session of either game.
macro_rules! session {
    ($any:expr, $s:ident => $body:expr) => {
        match $any {
            AnyGame::Glueckauf($s) => $body,
            AnyGame::Haspelknecht($s) => $body,
        }
    };
}

/// An action from Python: its index or its notation.
#[derive(FromPyObject)]
pub enum ActionArg {
    Index(i64),
    Text(String),
}

/// A game in progress (`kohle.new_game`, `kohle.replay`).
#[pyclass(module = "kohle")]
#[derive(Clone)]
pub struct State {
    pub inner: AnyGame,
}

fn seats_list(set: engine::SeatSet) -> Vec<u32> {
    set.iter().map(u32::from).collect()
}

#[pymethods]
impl State {
    /// The game's name (`glueckauf`, `haspelknecht`).
    #[getter]
    fn game(&self) -> &'static str {
        session!(&self.inner, s => s.game_name())
    }

    /// The number of seats.
    fn num_players(&self) -> usize {
        session!(&self.inner, s => s.game.players())
    }

    /// The size of the fixed action space of this game and player count.
    fn num_distinct_actions(&self) -> usize {
        session!(&self.inner, s => s.num_actions())
    }

    /// The seats to decide now (several during Haspelknecht's simultaneous planning; empty once
    /// the game is over).
    fn current_players(&self) -> Vec<u32> {
        session!(&self.inner, s => seats_list(s.seats_to_move()))
    }

    /// The lowest seat to decide now, -1 (OpenSpiel's chance id) while a chance event is open,
    /// or -4 (OpenSpiel's terminal id) once the game is over.
    fn current_player(&self) -> i64 {
        session!(&self.inner, s => if s.pending.is_some() {
            CHANCE
        } else {
            s.game.to_move().first().map_or(-4, i64::from)
        })
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        session!(&self.inner, s => s.is_over())
    }

    /// Whether a chance event is open (only in chance mode: `new_game(..., chance=True)`).
    fn is_chance_node(&self) -> bool {
        session!(&self.inner, s => s.pending.is_some())
    }

    /// Whether the game's draws are chance events (`new_game(..., chance=True)`).
    fn is_chance_mode(&self) -> bool {
        session!(&self.inner, s => s.chance_mode())
    }

    /// The open chance event's outcomes with their probabilities, `[(outcome, p), ...]`
    /// (empty when none is open): what is still in the pile, deck or bag, as the rules draw.
    fn chance_outcomes(&self) -> Vec<(u32, f64)> {
        session!(&self.inner, s => s.pending.as_ref().map_or_else(Vec::new, |p| {
            p.event().probabilities().into_iter().map(|(o, q)| (u32::from(o), q)).collect()
        }))
    }

    /// Who sees the open chance event's outcome: None for every seat, else the one seat (a
    /// top-5 draw). A ValueError when none is open.
    fn chance_visibility(&self) -> PyResult<Option<u32>> {
        session!(&self.inner, s => Ok(match s.open_event()?.visibility {
            engine::Visibility::Public => None,
            engine::Visibility::Seat(v) => Some(u32::from(v)),
        }))
    }

    /// Puts `outcome` in place for the open chance event and goes on (to the next draw or the
    /// next decision). A ValueError when none is open or the outcome is not possible; the
    /// state is then unchanged.
    fn apply_chance(&mut self, outcome: i64) -> PyResult<()> {
        session!(&mut self.inner, s => s.apply_chance(outcome))
    }

    /// The notation of a chance outcome (`tile 23`, `order OC10`, `disc black`, ...).
    fn chance_outcome_to_string(&self, outcome: i64) -> PyResult<String> {
        session!(&self.inner, s => s.outcome_text(outcome))
    }

    /// The number of distinct chance outcome codes of this game.
    fn max_chance_outcomes(&self) -> usize {
        session!(&self.inner, s => s.max_outcomes())
    }

    /// The legal actions of `seat` (default: the first seat to move) as indices, ascending.
    /// Empty for a seat not to move.
    #[pyo3(signature = (seat=None))]
    fn legal_actions<'py>(
        &mut self,
        py: Python<'py>,
        seat: Option<i64>,
    ) -> PyResult<Bound<'py, PyList>> {
        session!(&mut self.inner, s => {
            if s.seats_to_move().is_empty() && seat.is_none() {
                return Ok(PyList::empty(py));
            }
            let seat = s.seat_or_current(seat)?;
            PyList::new(py, s.legal_indices(seat)?)
        })
    }

    /// The legal actions of `seat` in notation (in the engine's order).
    #[pyo3(signature = (seat=None))]
    fn legal_actions_notation(&mut self, seat: Option<i64>) -> PyResult<Vec<String>> {
        session!(&mut self.inner, s => {
            if s.seats_to_move().is_empty() && seat.is_none() {
                return Ok(Vec::new());
            }
            let seat = s.seat_or_current(seat)?;
            Ok(s.legal(seat).iter().map(|a| a.to_string()).collect())
        })
    }

    /// 1 for every legal action index of `seat`, else 0 (numpy int8, length
    /// `num_distinct_actions()`).
    #[pyo3(signature = (seat=None))]
    fn legal_action_mask<'py>(
        &mut self,
        py: Python<'py>,
        seat: Option<i64>,
    ) -> PyResult<Bound<'py, PyArray1<i8>>> {
        session!(&mut self.inner, s => {
            let mut mask = vec![0i8; s.num_actions()];
            if !(s.seats_to_move().is_empty() && seat.is_none()) {
                let seat = s.seat_or_current(seat)?;
                for i in s.legal_indices(seat)? {
                    mask[i] = 1;
                }
            }
            Ok(PyArray1::from_vec(py, mask))
        })
    }

    /// The notation of action `action` (an index).
    fn action_to_string(&self, seat: i64, action: i64) -> PyResult<String> {
        session!(&self.inner, s => {
            s.seat(seat)?;
            Ok(s.action_of(action)?.to_string())
        })
    }

    /// The index of the action written `text` in notation.
    fn string_to_action(&self, seat: i64, text: &str) -> PyResult<usize> {
        session!(&self.inner, s => {
            s.seat(seat)?;
            s.index(s.parse(text)?)
        })
    }

    /// Takes `action` (an index or notation) for `seat`. An illegal action is a ValueError
    /// saying why; the state is then unchanged.
    fn apply(&mut self, seat: i64, action: ActionArg) -> PyResult<()> {
        session!(&mut self.inner, s => {
            let seat = s.seat(seat)?;
            let a = s.action_arg(&action)?;
            s.apply(seat, a)
        })
    }

    /// Takes back `seat`'s last decision, by the rule the server applies: only the seat's own
    /// decision, and not after anything the seat could see happened since (another seat's
    /// decision, an event), not after its turn passed to another seat, not when the decision
    /// drew or revealed something. Later hidden decisions of other seats (simultaneous plans)
    /// stay. Returns what was undone: `{"index": its position in the record, "action": its
    /// index, "notation": its notation}`. A refusal is a ValueError saying why (in `lang`); the
    /// state is then unchanged.
    #[pyo3(signature = (seat, lang="en"))]
    fn undo<'py>(
        &mut self,
        py: Python<'py>,
        seat: i64,
        lang: &str,
    ) -> PyResult<Bound<'py, PyDict>> {
        let l = crate::setup::lang(lang)?;
        session!(&mut self.inner, s => {
            let seat = s.seat(seat)?;
            let (index, action) = s.undo(seat, l)?;
            let out = PyDict::new(py);
            out.set_item("index", index)?;
            out.set_item("action", s.index(action)?)?;
            out.set_item("notation", action.to_string())?;
            Ok(out)
        })
    }

    /// OpenSpiel's `apply_action`: `action` for the first seat to move, or the outcome of the
    /// open chance event.
    fn apply_action(&mut self, action: ActionArg) -> PyResult<()> {
        session!(&mut self.inner, s => {
            if s.pending.is_some() {
                return match action {
                    ActionArg::Index(o) => s.apply_chance(o),
                    ActionArg::Text(t) => Err(value_error(format!(
                        "a chance event is open: its outcome is a number, not `{}`",
                        engine::quote(&t)
                    ))),
                };
            }
            let seat = s.seat_or_current(None)?;
            let a = s.action_arg(&action)?;
            s.apply(seat, a)
        })
    }

    /// What `action` would do for `seat` now, in words.
    #[pyo3(signature = (seat, action, lang="en"))]
    fn explain(&self, seat: i64, action: ActionArg, lang: &str) -> PyResult<String> {
        let l = crate::setup::lang(lang)?;
        session!(&self.inner, s => {
            let seat = s.seat(seat)?;
            let a = s.action_arg(&action)?;
            let msg = s.game.explain(seat, a);
            Ok(present::catalog(l).text(&msg, &present::DefaultNames(l)))
        })
    }

    /// An independent copy (also `copy.copy` and `copy.deepcopy`).
    fn clone(&self) -> State {
        Clone::clone(self)
    }

    fn __copy__(&self) -> State {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        Clone::clone(self)
    }

    /// Pickles as its record (`kohle.replay(record_json)`), e.g. to send a state to a Ray task
    /// or another process; in chance mode as its setup and steps (`kohle._kohle.chance_replay`).
    /// A resampled state cannot be pickled (it has no record).
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let chance_steps =
            session!(&self.inner, s => s.chance_mode().then(|| s.chance_args()).transpose())?;
        if let Some((game, players, seed, options, steps)) = chance_steps {
            let f = py.import("kohle._kohle")?.getattr("chance_replay")?;
            let args = (game, players, seed, options, steps)
                .into_pyobject(py)?
                .into_any();
            return Ok((f, args));
        }
        let replay = py.import("kohle")?.getattr("replay")?;
        Ok((
            replay,
            (self.to_record_json()?,).into_pyobject(py)?.into_any(),
        ))
    }

    /// Final victory points per seat once the game is over, zeros before (as OpenSpiel's
    /// `returns`).
    fn returns(&self) -> Vec<f64> {
        session!(&self.inner, s => s.returns())
    }

    /// Victory points per seat now.
    fn scores(&self) -> Vec<i32> {
        session!(&self.inner, s => (0..s.game.players() as Seat).map(|p| s.game.score(p)).collect())
    }

    /// Rank of every seat (0 = first; ties share a rank) by score, then tie-break.
    fn ranks(&self) -> Vec<u32> {
        session!(&self.inner, s => engine::ranks(&s.game).into_iter().map(u32::from).collect())
    }

    /// The score of `seat` by category: `[{"category", "label", "points", "parts": [...]}]`
    /// the points add up to the score.
    #[pyo3(signature = (seat, lang="en"))]
    fn score_breakdown<'py>(
        &self,
        py: Python<'py>,
        seat: i64,
        lang: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let cat = present::catalog(crate::setup::lang(lang)?);
        session!(&self.inner, s => {
            let seat = s.seat(seat)?;
            let lines = s.game.score_breakdown(seat);
            from_json(py, &lines.iter().map(|l| line_json(cat, l)).collect::<Vec<_>>())
        })
    }

    /// What `seat` may see (None: a spectator), as the documented view JSON (`kohle schema`).
    #[pyo3(signature = (seat=None))]
    fn view<'py>(&self, py: Python<'py>, seat: Option<i64>) -> PyResult<Bound<'py, PyAny>> {
        session!(&self.inner, s => {
            let viewer = seat.map(|x| s.seat(x)).transpose()?;
            from_json(py, &s.game.view(viewer))
        })
    }

    /// The decisions and events `seat` may see (None: a spectator), oldest first, each with
    /// its text in `lang`.
    #[pyo3(signature = (seat=None, lang="en"))]
    fn log<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
        lang: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let l = crate::setup::lang(lang)?;
        session!(&self.inner, s => {
            let viewer = seat.map(|x| s.seat(x)).transpose()?;
            let entries = s.log_json(viewer, l)?;
            from_json(py, &entries)
        })
    }

    /// What `seat` may see as a flat float32 tensor of fixed length (see
    /// `kohle.observation_layout`).
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        seat: i64,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        session!(&self.inner, s => {
            let seat = s.seat(seat)?;
            Ok(PyArray1::from_vec(py, s.observation(seat)))
        })
    }

    /// The shape of `observation_tensor` (one dimension).
    fn observation_shape(&self) -> (usize,) {
        session!(&self.inner, s => (s.observation(0).len(),))
    }

    /// A copy in which everything `seat` cannot see (piles, the bag, other seats' hidden plans
    /// and draws, the random generator) is drawn anew from `seed`, consistently with what
    /// `seat` sees. Such a state has no record and no log.
    fn resample(&self, seat: i64, seed: u64) -> PyResult<State> {
        session!(&self.inner, s => {
            let seat = s.seat(seat)?;
            if s.pending.is_some() {
                return Err(value_error(
                    "a chance event is open: resample at a decision (the open draw is no hidden information yet)",
                ));
            }
            let mut rng = engine::rng::rng_from_seed(seed);
            let mut copy = s.clone();
            copy.game = s.game.determinize(seat, &mut rng);
            copy.history = None;
            copy.steps = None;
            Ok(State { inner: wrap(copy) })
        })
    }

    /// The game record (the same JSON as the CLI's record files) as a dict. It is the whole
    /// game, seed included: whoever has it can rebuild every hidden pile.
    fn to_record<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        session!(&self.inner, s => from_json(py, &s.record()?))
    }

    /// The record as JSON text (as `kohle new` writes it).
    fn to_record_json(&self) -> PyResult<String> {
        session!(&self.inner, s => Ok(s.record()?.to_json()))
    }

    /// `view(seat)` as compact JSON text (keys in the view's order): a cheap key of what the
    /// seat sees, e.g. for OpenSpiel's observation strings.
    #[pyo3(signature = (seat=None))]
    fn view_json(&self, seat: Option<i64>) -> PyResult<String> {
        session!(&self.inner, s => {
            let viewer = seat.map(|x| s.seat(x)).transpose()?;
            serde_json::to_string(&s.game.view(viewer)).map_err(|e| value_error(e.to_string()))
        })
    }

    /// Who would see `seat` take `action` now: None for every seat (public), else the one seat
    /// that may (a hidden decision, e.g. a simultaneous plan, seen by its own seat only).
    fn decision_visibility(&self, seat: i64, action: ActionArg) -> PyResult<Option<u32>> {
        session!(&self.inner, s => {
            let seat = s.seat(seat)?;
            let a = s.action_arg(&action)?;
            Ok(match s.game.decision_visibility(seat, a) {
                engine::Visibility::Public => None,
                engine::Visibility::Seat(v) => Some(u32::from(v)),
            })
        })
    }

    /// A text of the state as `seat` sees it (None: a spectator).
    #[pyo3(signature = (seat=None))]
    fn describe(&self, seat: Option<i64>) -> PyResult<String> {
        session!(&self.inner, s => {
            let viewer = seat.map(|x| s.seat(x)).transpose()?;
            Ok(s.game.describe(viewer))
        })
    }

    fn __repr__(&self) -> String {
        session!(&self.inner, s => format!(
            "<kohle.State {} players={} decisions={} {}>",
            s.game_name(),
            s.game.players(),
            s.history.as_ref().map(|h| h.len()).or(s.steps.as_ref().map(|st| st.iter().filter(|x| x.0 != CHANCE).count())).map_or("?".to_string(), |n| n.to_string()),
            if s.is_over() { "over" } else if s.pending.is_some() { "chance" } else { "running" }
        ))
    }
}

fn line_json(cat: &present::Catalog, l: &engine::ScoreLine) -> serde_json::Value {
    let mut v = serde_json::json!({
        "category": l.category,
        "points": l.points,
        "label": if cat.has(&l.category) { cat.get(&l.category) } else { l.category.clone() },
    });
    if !l.parts.is_empty() {
        v["parts"] = l.parts.iter().map(|p| line_json(cat, p)).collect();
    }
    v
}

impl<G: PyGame> Session<G> {
    fn game_name(&self) -> &'static str {
        G::NAME
    }

    fn max_outcomes(&self) -> usize {
        G::max_chance_outcomes(self.game.players() as u8)
    }

    fn outcome_text(&self, outcome: i64) -> PyResult<String> {
        Outcome::try_from(outcome)
            .ok()
            .and_then(G::outcome_notation)
            .ok_or_else(|| {
                value_error(format!(
                    "{outcome} is not a chance outcome of {} (0..{})",
                    G::NAME,
                    self.max_outcomes()
                ))
            })
    }

    /// What `chance_replay` takes to make this chance-mode game again.
    #[allow(clippy::type_complexity)]
    fn chance_args(&self) -> PyResult<(&'static str, u8, u64, String, Vec<(i64, i64)>)> {
        let steps = self.steps.clone().ok_or_else(|| {
            value_error(
                "a resampled state cannot be pickled (it is one guess at the hidden information)",
            )
        })?;
        let setup = self.game.setup();
        let options =
            serde_json::to_string(&setup.options).map_err(|e| value_error(e.to_string()))?;
        Ok((G::NAME, setup.players, setup.seed, options, steps))
    }

    fn num_actions(&self) -> usize {
        G::num_distinct_actions(self.game.players() as u8)
    }

    fn index(&self, action: G::Action) -> PyResult<usize> {
        Self::index_of(action)
    }

    /// The legal actions of `seat` as indices, ascending.
    fn legal_indices(&mut self, seat: Seat) -> PyResult<Vec<usize>> {
        self.legal(seat);
        let mut ids = Vec::with_capacity(self.buf.len());
        for &a in &self.buf {
            ids.push(Self::index_of(a)?);
        }
        ids.sort_unstable();
        Ok(ids)
    }

    /// The log `viewer` may see, rebuilt by replaying the record with events on.
    fn log_json(
        &self,
        viewer: Option<Seat>,
        lang: present::Lang,
    ) -> PyResult<Vec<serde_json::Value>> {
        let record = self.record()?;
        let (_, log) =
            engine::replay_logged::<G>(&record).map_err(|e| value_error(e.to_string()))?;
        let cat = present::catalog(lang);
        let names = present::DefaultNames(lang);
        let visible: Vec<_> = engine::visible_to(&log, viewer).collect();
        // Turns count what this viewer sees, never the record index (whose gaps would count
        // other seats' hidden decisions), as in the server's state message.
        let mut turn = 0u32;
        let mut last = None;
        Ok(visible
            .iter()
            .enumerate()
            .map(|(i, e)| {
                if last != Some(e.index) {
                    last = Some(e.index);
                    turn += 1;
                }
                let mut v = serde_json::to_value(e).expect("log entries serialize");
                v["turn"] = turn.into();
                v["text"] = cat
                    .text(&present::log::entry_message::<G>(e), &names)
                    .into();
                if present::log::told::<G>(&visible, i) {
                    v["told"] = true.into();
                }
                v
            })
            .collect())
    }
}

/// Wraps a session of either game.
pub trait Wrap {
    fn wrap(self) -> AnyGame;
}

impl Wrap for Session<GlueckAuf> {
    fn wrap(self) -> AnyGame {
        AnyGame::Glueckauf(self)
    }
}

impl Wrap for Session<Haspelknecht> {
    fn wrap(self) -> AnyGame {
        AnyGame::Haspelknecht(self)
    }
}

fn wrap<S: Wrap>(s: S) -> AnyGame {
    s.wrap()
}

/// A new game: `kohle.new_game("glueckauf", players=3, seed=7, options={...})`. With
/// `chance=True` every draw is a chance event (`is_chance_node`, `chance_outcomes`,
/// `apply_chance`) instead of coming from the seed; the seed then only deals what is public
/// from the start and no later draw (Haspelknecht's random layouts).
#[pyfunction]
#[pyo3(signature = (game, players=2, seed=0, options=None, chance=false))]
pub fn new_game(
    py: Python<'_>,
    game: &str,
    players: i64,
    seed: u64,
    options: Option<&Bound<'_, PyDict>>,
    chance: bool,
) -> PyResult<State> {
    with_game!(Kind::from_name(game)?, G => {
        let setup = Setup {
            players: check_players::<G>(players)?,
            seed,
            options: build_options::<G>(py, options)?,
        };
        if chance {
            return Ok(State { inner: wrap(Session::<G>::new_chance(&setup)?) });
        }
        let g = G::new_game(&setup).map_err(|e| value_error(e.to_string()))?;
        Ok(State { inner: wrap(Session::new(g)) })
    })
}

/// The state after a game record (a dict as `State.to_record` gives, or its JSON text, as the
/// CLI writes). A malformed record or an illegal action is a ValueError naming the action.
#[pyfunction]
pub fn replay(py: Python<'_>, record: &Bound<'_, PyAny>) -> PyResult<State> {
    let record: GameRecord = match record.extract::<String>() {
        Ok(text) => GameRecord::from_json(&text).map_err(|e| value_error(e.to_string()))?,
        Err(_) => serde_json::from_value(to_json(py, record)?)
            .map_err(|e| value_error(format!("not a valid game record: {e}")))?,
    };
    with_game!(Kind::from_name(&record.game)?, G => {
        let setup = record.setup::<G>().map_err(|e| value_error(e.to_string()))?;
        let g = G::new_game(&setup).map_err(|e| value_error(format!("the record's setup is invalid: {e}")))?;
        let mut s = Session::new(g);
        for (index, text) in record.actions.iter().enumerate() {
            let fail = |reason: String| value_error(engine::RecordError::action(index, text, reason).to_string());
            split_seat(text).map_err(fail)?;
            let entry = parse_entry(&s.game, text).map_err(fail)?;
            s.game.apply(entry.seat, entry.action).map_err(|e| fail(e.to_string()))?;
            s.history.as_mut().expect("a new session has a history").push((entry.seat, entry.action));
        }
        Ok(State { inner: wrap(s) })
    })
}

/// The size of a game's action space with `players` players.
#[pyfunction]
#[pyo3(signature = (game, players=2))]
pub fn num_distinct_actions(game: &str, players: i64) -> PyResult<usize> {
    with_game!(Kind::from_name(game)?, G => {
        Ok(<G as ActionSpace>::num_distinct_actions(check_players::<G>(players)?))
    })
}

/// The layout of a game's observation tensor: `[{"name", "start", "len"}, ...]`.
#[pyfunction]
#[pyo3(signature = (game, players=2))]
pub fn observation_layout<'py>(
    py: Python<'py>,
    game: &str,
    players: i64,
) -> PyResult<Bound<'py, PyAny>> {
    with_game!(Kind::from_name(game)?, G => {
        let setup = Setup { players: check_players::<G>(players)?, seed: 0, options: Default::default() };
        let g = G::new_game(&setup).map_err(|e| value_error(e.to_string()))?;
        from_json(py, &layout_of(&g, 0))
    })
}

/// A game in chance mode again from its setup (options as JSON) and steps (`(seat, action)`
/// per decision, `(-1, outcome)` per chance outcome): how such a state unpickles. A bad step
/// is a ValueError naming it.
#[pyfunction]
pub fn chance_replay(
    game: &str,
    players: i64,
    seed: u64,
    options: &str,
    steps: Vec<(i64, i64)>,
) -> PyResult<State> {
    with_game!(Kind::from_name(game)?, G => {
        let options: <G as Game>::Options = serde_json::from_str(options)
            .map_err(|e| value_error(format!("the options are not {}'s: {e}", G::NAME)))?;
        let setup = Setup { players: check_players::<G>(players)?, seed, options };
        let mut s = Session::<G>::new_chance(&setup)?;
        for (i, &(seat, value)) in steps.iter().enumerate() {
            let fail = |e: PyErr| value_error(format!("step {i} ({seat}, {value}): {e}"));
            if seat == CHANCE {
                s.apply_chance(value).map_err(fail)?;
            } else {
                let seat = s.seat(seat).map_err(fail)?;
                let a = s.action_of(value).map_err(fail)?;
                s.apply(seat, a).map_err(fail)?;
            }
        }
        Ok(State { inner: wrap(s) })
    })
}
