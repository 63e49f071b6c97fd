//! The engine of `kohle.vector`: many games of one kind stepped per call, in Rust.
//!
//! A [`VectorCore`] owns `num_envs` games and numpy buffers allocated once: observations, action
//! masks, rewards, flags, the seat deciding in each game, and the final observation and returns
//! of the games that just ended. `step` checks every action against the legal list it made for
//! that game (before any game moves, so a bad action leaves every game as it was), then steps
//! the games on rayon threads with the GIL released, writing each game's rows of the buffers in
//! place. A finished game starts its next episode by itself.
//!
//! Game `i`'s `k`-th episode has the seed `derive_seed(derive_seed(seed, i), k)`; its bots and
//! (when asked) the agent's seat follow from that seed too. Every game is stepped by itself, so
//! the results do not depend on the number of threads.
//!
//! Two shapes: multi-agent (no opponents: the caller decides for whichever seat is to move,
//! the lowest one during Haspelknecht's simultaneous planning, and rewards have one column per
//! seat) and single-agent (the other seats are played here by built-in bots; one reward column).

use crate::setup::{build_options, check_players, value_error, with_game, Kind};
use crate::state::PyGame;
use bots::BotSpec;
use engine::{derive_seed, Seat, Setup};
use numpy::{
    PyArray1, PyArray2, PyArray3, PyArrayMethods, PyReadonlyArray1, PyUntypedArrayMethods,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;
use std::sync::Mutex;

/// Reward of a seat at the end of a game: +1 for a win (shared or not), -1 otherwise (as the
/// PettingZoo and Gymnasium environments).
fn win_reward(rank: u8) -> f32 {
    if rank == 0 {
        1.0
    } else {
        -1.0
    }
}

/// What every game of a batch shares.
struct Config<G: PyGame> {
    setup: Setup<G::Options>,
    /// The bots of the other seats (single-agent), in seat order after the agent's; `None`:
    /// the caller decides for every seat.
    opponents: Option<Vec<BotSpec>>,
    /// The agent's seat (single-agent); `None`: drawn for every game from its seed.
    seat: Option<Seat>,
    observations: bool,
    obs_len: usize,
    num_actions: usize,
}

impl<G: PyGame> Config<G> {
    fn players(&self) -> usize {
        self.setup.players as usize
    }

    /// The seed of episode `episode` of game `index`.
    fn game_seed(&self, index: usize, episode: u64) -> u64 {
        derive_seed(derive_seed(self.setup.seed, index as u64), episode)
    }
}

/// One game of the batch, with everything its steps reuse.
struct Slot<G: PyGame> {
    index: usize,
    game: G,
    episode: u64,
    /// Whether the caller has decided in this episode (a reset without a seed then goes on to
    /// the next episode; an untouched one starts again as it was).
    moved: bool,
    /// The agent's seat (single-agent; 0 otherwise).
    agent: Seat,
    /// The seat the caller decides for now.
    seat: Seat,
    /// The legal actions of `seat` now, and their indices (what `step` accepts).
    legal: Vec<G::Action>,
    ids: Vec<u32>,
    /// The bots of the other seats (single-agent), indexed by seat.
    bots: Vec<Option<Box<dyn bots::Bot<G>>>>,
}

/// One game's rows of the buffers.
struct Rows<'a> {
    obs: &'a mut [f32],
    mask: &'a mut [bool],
    rewards: &'a mut [f32],
    terminated: &'a mut bool,
    to_move: &'a mut i64,
    seat: &'a mut i64,
    final_obs: &'a mut [f32],
    final_returns: &'a mut [f32],
}

impl<G: PyGame> Slot<G> {
    /// Game `index` at its first episode; `reset` then seats its bots and publishes it.
    fn new(cfg: &Config<G>, index: usize) -> Result<Self, String> {
        Ok(Slot {
            index,
            game: Self::start(cfg, index, 0)?,
            episode: 0,
            moved: false,
            agent: 0,
            seat: 0,
            legal: Vec::with_capacity(64),
            ids: Vec::with_capacity(64),
            bots: Vec::new(),
        })
    }

    fn start(cfg: &Config<G>, index: usize, episode: u64) -> Result<G, String> {
        let mut setup = cfg.setup.clone();
        setup.seed = cfg.game_seed(index, episode);
        let mut game = G::new_game(&setup).map_err(|e| e.to_string())?;
        // Nobody reads the events of these games.
        game.events_mut().set_recording(false);
        Ok(game)
    }

    /// Starts episode `episode`: a new game, the agent's seat and the bots from its seed, the
    /// bots' first decisions.
    fn restart(&mut self, cfg: &Config<G>, episode: u64) -> Result<(), String> {
        let seed = cfg.game_seed(self.index, episode);
        self.game = Self::start(cfg, self.index, episode)?;
        self.episode = episode;
        self.moved = false;
        if let Some(specs) = &cfg.opponents {
            let players = cfg.players();
            self.agent = match cfg.seat {
                Some(s) => s,
                None => (derive_seed(seed, 0) % players as u64) as Seat,
            };
            self.bots.clear();
            let mut others = specs.iter();
            for s in 0..players as Seat {
                self.bots.push(if s == self.agent {
                    None
                } else {
                    let spec = others.next().expect("one bot per other seat");
                    Some(spec.build::<G>(derive_seed(seed, 1 + u64::from(s)), players as u8)?)
                });
            }
            self.opponents_play()?;
        }
        Ok(())
    }

    /// The bots decide until the agent is to move or the game is over.
    fn opponents_play(&mut self) -> Result<(), String> {
        loop {
            let to_move = self.game.to_move();
            if to_move.is_empty() || to_move.contains(self.agent) {
                return Ok(());
            }
            let seat = to_move.first().expect("a seat is to move");
            self.game.legal_actions(seat, &mut self.legal);
            if self.legal.is_empty() {
                return Err(format!(
                    "game {}: seat {seat} has no legal action",
                    self.index
                ));
            }
            let bot = self.bots[seat as usize]
                .as_mut()
                .expect("every other seat has a bot");
            let action = bot.choose(&self.game, seat, &self.legal);
            self.game
                .apply_legal(seat, action)
                .map_err(|e| format!("game {}: a bot's action was refused: {e}", self.index))?;
        }
    }

    /// The seat the caller decides for now.
    fn deciding(&self, cfg: &Config<G>) -> Seat {
        if cfg.opponents.is_some() {
            self.agent
        } else {
            self.game
                .to_move()
                .first()
                .expect("a running game has a seat to move")
        }
    }

    /// Lists the legal actions of the deciding seat and writes its rows.
    fn publish(&mut self, cfg: &Config<G>, rows: &mut Rows<'_>) -> Result<(), String> {
        self.seat = self.deciding(cfg);
        self.game.legal_actions(self.seat, &mut self.legal);
        self.ids.clear();
        rows.mask.fill(false);
        for &a in &self.legal {
            let i = G::action_index(a)
                .ok_or_else(|| format!("game {}: `{a}` has no action index", self.index))?;
            rows.mask[i] = true;
            self.ids.push(i as u32);
        }
        // Ascending, as `State.legal_actions` lists them.
        self.ids.sort_unstable();
        if self.ids.is_empty() {
            return Err(format!(
                "game {}: seat {} has no legal action",
                self.index, self.seat
            ));
        }
        *rows.to_move = i64::from(self.seat);
        *rows.seat = i64::from(self.agent);
        if cfg.observations {
            self.observe(self.seat, rows.obs);
        }
        Ok(())
    }

    /// Writes the observation of `seat` into its row, straight from the game's state
    /// ([`engine::Observe::observe_into`]: no view, no allocation). Every row is as long as the
    /// observation of this game and player count, which is fixed (the games' tests hold it).
    fn observe(&self, seat: Seat, out: &mut [f32]) {
        self.game.observe_into(seat, out);
    }

    /// Takes `action` (checked legal) for the deciding seat; the bots answer; a finished game
    /// writes its rewards, final observation and returns, and starts its next episode.
    fn step(&mut self, cfg: &Config<G>, action: u32, rows: &mut Rows<'_>) -> Result<(), String> {
        let a = G::action_from_index(action as usize).expect("a checked action has an index");
        self.game
            .apply_legal(self.seat, a)
            .map_err(|e| format!("game {}: `{a}` was refused: {e}", self.index))?;
        self.moved = true;
        if cfg.opponents.is_some() {
            self.opponents_play()?;
        }
        rows.rewards.fill(0.0);
        *rows.terminated = self.game.is_over();
        if self.game.is_over() {
            let ranks = engine::ranks(&self.game);
            let players = cfg.players();
            if cfg.opponents.is_some() {
                rows.rewards[0] = win_reward(ranks[self.agent as usize]);
                if cfg.observations {
                    self.observe(self.agent, rows.final_obs);
                }
            } else {
                for (r, &rank) in rows.rewards.iter_mut().zip(&ranks) {
                    *r = win_reward(rank);
                }
                if cfg.observations {
                    for s in 0..players {
                        let len = cfg.obs_len;
                        self.observe(s as Seat, &mut rows.final_obs[s * len..(s + 1) * len]);
                    }
                }
            }
            for (s, r) in rows.final_returns.iter_mut().enumerate() {
                *r = self.game.score(s as Seat) as f32;
            }
            self.restart(cfg, self.episode + 1)?;
        }
        self.publish(cfg, rows)
    }
}

/// The numpy buffers, allocated once.
struct Buffers {
    obs: Py<PyArray2<f32>>,
    mask: Py<PyArray2<bool>>,
    rewards: Py<PyArray2<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    to_move: Py<PyArray1<i64>>,
    seat: Py<PyArray1<i64>>,
    final_obs: Py<PyArray3<f32>>,
    final_returns: Py<PyArray2<f32>>,
    /// Every game's legal action indices, one game after another (room for every action of
    /// every game), and where each game's list starts (`num_envs + 1` offsets).
    legal: Py<PyArray1<i32>>,
    offsets: Py<PyArray1<i64>>,
}

/// A batch of one game.
struct Batch<G: PyGame> {
    cfg: Config<G>,
    slots: Vec<Slot<G>>,
    /// Scratch rows for the observations when they are off (the numpy buffer is then empty).
    no_obs: Vec<f32>,
    pool: rayon::ThreadPool,
}

#[allow(clippy::large_enum_variant)]
enum AnyBatch {
    Glueckauf(Batch<glueckauf::GlueckAuf>),
    Haspelknecht(Batch<haspelknecht::Haspelknecht>),
}

impl<G: PyGame> Batch<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
}

/// A batch of either game.
trait IntoAny {
    fn into_any(self) -> AnyBatch;
}

impl IntoAny for Batch<glueckauf::GlueckAuf> {
    fn into_any(self) -> AnyBatch {
        AnyBatch::Glueckauf(self)
    }
}

impl IntoAny for Batch<haspelknecht::Haspelknecht> {
    fn into_any(self) -> AnyBatch {
        AnyBatch::Haspelknecht(self)
    }
}

/// Runs `$body` with `$b` bound to the batch of either game.
macro_rules! batch {
    ($any:expr, $b:ident => $body:expr) => {
        match $any {
            AnyBatch::Glueckauf($b) => $body,
            AnyBatch::Haspelknecht($b) => $body,
        }
    };
}

/// What `step` runs on every game: `Some(actions)` steps, `None` starts new episodes (reset).
fn run<G: PyGame>(
    py: Python<'_>,
    batch: &mut Batch<G>,
    buffers: &Buffers,
    actions: Option<&[u32]>,
    reseed: Option<u64>,
) -> PyResult<()> {
    let mut obs = buffers.obs.bind(py).readwrite();
    let mut mask = buffers.mask.bind(py).readwrite();
    let mut rewards = buffers.rewards.bind(py).readwrite();
    let mut terminated = buffers.terminated.bind(py).readwrite();
    let mut to_move = buffers.to_move.bind(py).readwrite();
    let mut seat = buffers.seat.bind(py).readwrite();
    let mut final_obs = buffers.final_obs.bind(py).readwrite();
    let mut final_returns = buffers.final_returns.bind(py).readwrite();
    let contiguous = |e| value_error(format!("a buffer is not contiguous: {e}"));
    let obs = obs.as_slice_mut().map_err(contiguous)?;
    let mask = mask.as_slice_mut().map_err(contiguous)?;
    let rewards = rewards.as_slice_mut().map_err(contiguous)?;
    let terminated = terminated.as_slice_mut().map_err(contiguous)?;
    let to_move = to_move.as_slice_mut().map_err(contiguous)?;
    let seat = seat.as_slice_mut().map_err(contiguous)?;
    let final_obs = final_obs.as_slice_mut().map_err(contiguous)?;
    let final_returns = final_returns.as_slice_mut().map_err(contiguous)?;
    let Batch {
        cfg,
        slots,
        no_obs,
        pool,
    } = batch;
    let cfg = &*cfg;
    let n = slots.len();
    let players = cfg.players();
    let (obs, final_obs, obs_len, final_len) = if cfg.observations {
        let final_len = final_obs.len() / n;
        (obs, final_obs, cfg.obs_len, final_len)
    } else {
        let (a, b) = no_obs.split_at_mut(n);
        (a, b, 1, 1)
    };
    let reward_len = rewards.len() / n;
    let actions_at = |i: usize| actions.map(|a| a[i]);
    let result: Result<(), String> = py.detach(|| {
        pool.install(|| {
            (
                slots.par_iter_mut(),
                obs.par_chunks_mut(obs_len),
                mask.par_chunks_mut(cfg.num_actions),
                rewards.par_chunks_mut(reward_len),
                terminated.par_iter_mut(),
                to_move.par_iter_mut(),
                seat.par_iter_mut(),
                final_obs.par_chunks_mut(final_len),
                final_returns.par_chunks_mut(players),
            )
                .into_par_iter()
                .with_min_len(8)
                .try_for_each(
                    |(slot, obs, mask, rewards, terminated, to_move, seat, fo, fr)| {
                        let mut rows = Rows {
                            obs,
                            mask,
                            rewards,
                            terminated,
                            to_move,
                            seat,
                            final_obs: fo,
                            final_returns: fr,
                        };
                        match actions_at(slot.index) {
                            Some(a) => slot.step(cfg, a, &mut rows),
                            None => {
                                rows.rewards.fill(0.0);
                                *rows.terminated = false;
                                let episode = match reseed {
                                    Some(_) => 0,
                                    None => slot.episode + u64::from(slot.moved),
                                };
                                slot.restart(cfg, episode)?;
                                slot.publish(cfg, &mut rows)
                            }
                        }
                    },
                )
        })
    });
    result.map_err(value_error)?;
    // The legal lists, one game after another (a copy of a few numbers per game).
    let mut legal = buffers.legal.bind(py).readwrite();
    let mut offsets = buffers.offsets.bind(py).readwrite();
    let legal = legal.as_slice_mut().map_err(contiguous)?;
    let offsets = offsets.as_slice_mut().map_err(contiguous)?;
    let mut at = 0usize;
    offsets[0] = 0;
    for (slot, end) in slots.iter().zip(offsets[1..].iter_mut()) {
        for (dst, &id) in legal[at..at + slot.ids.len()].iter_mut().zip(&slot.ids) {
            *dst = id as i32;
        }
        at += slot.ids.len();
        *end = at as i64;
    }
    Ok(())
}

/// Checks every game's action against its legal list before any game moves: the first bad one
/// is an error naming its game, and no game has moved.
fn check_actions<G: PyGame>(batch: &Batch<G>, actions: &[i64], out: &mut Vec<u32>) -> PyResult<()> {
    out.clear();
    for (slot, &a) in batch.slots.iter().zip(actions) {
        let ok = u32::try_from(a).ok().filter(|a| slot.ids.contains(a));
        match ok {
            Some(a) => out.push(a),
            None => {
                let what = usize::try_from(a)
                    .ok()
                    .and_then(G::action_from_index)
                    .map_or_else(
                        || {
                            format!(
                                "is not in {}'s action space (0..{})",
                                G::NAME,
                                batch.cfg.num_actions
                            )
                        },
                        |x| format!("(`{x}`) is not legal now"),
                    );
                return Err(value_error(format!(
                    "game {}: action {a} {what} for seat {} (see info[\"action_mask\"][{}]); no game has moved",
                    slot.index, slot.seat, slot.index
                )));
            }
        }
    }
    Ok(())
}

/// The Rust side of `kohle.vector.VectorEnv` (see its documentation): the games and the buffers
/// that `reset` and `step` write in place.
#[pyclass(module = "kohle._kohle")]
pub struct VectorCore {
    batch: Mutex<AnyBatch>,
    buffers: Buffers,
    /// Reused for the checked actions of a step.
    checked: Mutex<Vec<u32>>,
    num_envs: usize,
    players: usize,
    num_actions: usize,
    obs_len: usize,
    single_agent: bool,
    game: &'static str,
}

#[allow(clippy::too_many_arguments)]
fn new_batch<G: PyGame>(
    py: Python<'_>,
    players: i64,
    num_envs: usize,
    seed: u64,
    options: Option<&Bound<'_, PyDict>>,
    opponents: Option<Vec<BotSpec>>,
    seat: Option<i64>,
    observations: bool,
    threads: Option<usize>,
) -> PyResult<Batch<G>> {
    let players = check_players::<G>(players)?;
    let setup = Setup {
        players,
        seed,
        options: build_options::<G>(py, options)?,
    };
    let probe = G::new_game(&setup).map_err(|e| value_error(e.to_string()))?;
    let obs_len = engine::observation::observation(&probe, 0).len();
    let seat = match seat {
        None => None,
        Some(s) if (0..i64::from(players)).contains(&s) => Some(s as Seat),
        Some(s) => {
            return Err(value_error(format!(
                "seat {s} does not exist in a {players}-player game (seats are 0..{}, or None: drawn per game)",
                players - 1
            )))
        }
    };
    let cfg = Config {
        setup,
        opponents,
        seat,
        observations,
        obs_len,
        num_actions: <G as engine::ActionSpace>::num_distinct_actions(players),
    };
    let slots = (0..num_envs)
        .map(|i| Slot::new(&cfg, i))
        .collect::<Result<Vec<_>, _>>()
        .map_err(value_error)?;
    Ok(Batch {
        cfg,
        slots,
        no_obs: vec![0.0; 2 * num_envs],
        pool: crate::batch::pool(threads)?,
    })
}

/// Bot specs of the other seats: one spec for all, or one per other seat.
fn opponent_specs(value: &Bound<'_, PyAny>, others: usize) -> PyResult<Vec<BotSpec>> {
    let texts: Vec<String> = match value.extract::<String>() {
        Ok(text) => text
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect(),
        Err(_) => value
            .extract()
            .map_err(|_| value_error("opponents must be a bot spec, a list of them, or None"))?,
    };
    let mut specs = texts
        .iter()
        .map(|t| bots::parse_bot_spec(t).map_err(value_error))
        .collect::<PyResult<Vec<_>>>()?;
    if specs.len() == 1 {
        specs = vec![specs[0].clone(); others];
    }
    if specs.len() != others {
        return Err(value_error(format!(
            "{} opponents for {others} other seats: give one bot spec, or one per other seat",
            specs.len()
        )));
    }
    Ok(specs)
}

#[pymethods]
impl VectorCore {
    #[new]
    #[pyo3(signature = (game, players, num_envs, seed=0, options=None, opponents=None, observations=true, threads=None, seat=Some(0)))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        game: &str,
        players: i64,
        num_envs: i64,
        seed: u64,
        options: Option<&Bound<'_, PyDict>>,
        opponents: Option<&Bound<'_, PyAny>>,
        observations: bool,
        threads: Option<usize>,
        seat: Option<i64>,
    ) -> PyResult<Self> {
        let kind = Kind::from_name(game)?;
        let num_envs = usize::try_from(num_envs)
            .ok()
            .filter(|&n| (1..=1 << 20).contains(&n))
            .ok_or_else(|| value_error(format!("num_envs={num_envs}: 1 to 1,048,576 games")))?;
        let others = usize::try_from(players).unwrap_or(0).saturating_sub(1);
        let specs = opponents.map(|o| opponent_specs(o, others)).transpose()?;
        let single_agent = specs.is_some();
        let batch = with_game!(kind, G => {
            new_batch::<G>(py, players, num_envs, seed, options, specs, seat, observations, threads)?.into_any()
        });
        let (players, num_actions, obs_len, game) = batch!(&batch, b => (
            b.cfg.players(), b.cfg.num_actions, b.cfg.obs_len, b.name()
        ));
        let shown_obs = if observations { obs_len } else { 0 };
        let reward_cols = if single_agent { 1 } else { players };
        let final_rows = if single_agent { 1 } else { players };
        let buffers = Buffers {
            obs: PyArray2::zeros(py, [num_envs, shown_obs], false).unbind(),
            mask: PyArray2::zeros(py, [num_envs, num_actions], false).unbind(),
            rewards: PyArray2::zeros(py, [num_envs, reward_cols], false).unbind(),
            terminated: PyArray1::zeros(py, num_envs, false).unbind(),
            truncated: PyArray1::zeros(py, num_envs, false).unbind(),
            to_move: PyArray1::zeros(py, num_envs, false).unbind(),
            seat: PyArray1::zeros(py, num_envs, false).unbind(),
            final_obs: PyArray3::zeros(py, [num_envs, final_rows, shown_obs], false).unbind(),
            final_returns: PyArray2::zeros(py, [num_envs, players], false).unbind(),
            legal: PyArray1::zeros(py, num_envs * num_actions, false).unbind(),
            offsets: PyArray1::zeros(py, num_envs + 1, false).unbind(),
        };
        let core = VectorCore {
            batch: Mutex::new(batch),
            buffers,
            checked: Mutex::new(Vec::with_capacity(num_envs)),
            num_envs,
            players,
            num_actions,
            obs_len: shown_obs,
            single_agent,
            game,
        };
        core.reset(py, Some(seed))?;
        Ok(core)
    }

    /// Starts a new episode in every game: with `seed`, game `i`'s episode `k` has the seed
    /// `derive_seed(derive_seed(seed, i), k)` from `k = 0`; without, every game that has moved
    /// goes on to its next episode (one that has not starts again as it was).
    #[pyo3(signature = (seed=None))]
    fn reset(&self, py: Python<'_>, seed: Option<u64>) -> PyResult<()> {
        let mut batch = self.batch.lock().unwrap_or_else(|e| e.into_inner());
        batch!(&mut *batch, b => {
            if let Some(s) = seed {
                b.cfg.setup.seed = s;
            }
            run(py, b, &self.buffers, None, seed)
        })
    }

    /// Takes `actions[i]` in game `i` for its deciding seat (a numpy int64 array of shape
    /// `(num_envs,)`), and writes the buffers. An action outside a game's legal list is a
    /// ValueError naming the game; then no game has moved.
    fn step(&self, py: Python<'_>, actions: PyReadonlyArray1<'_, i64>) -> PyResult<()> {
        if actions.len() != self.num_envs {
            return Err(value_error(format!(
                "actions must have shape ({},), not ({},)",
                self.num_envs,
                actions.len()
            )));
        }
        let actions = actions.as_slice().map_err(|e| value_error(e.to_string()))?;
        let mut batch = self.batch.lock().unwrap_or_else(|e| e.into_inner());
        let mut checked = self.checked.lock().unwrap_or_else(|e| e.into_inner());
        batch!(&mut *batch, b => {
            check_actions(b, actions, &mut checked)?;
            run(py, b, &self.buffers, Some(&checked), None)
        })
    }

    /// The buffers, written in place by `reset` and `step`: a dict of numpy arrays.
    fn buffers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        let b = &self.buffers;
        d.set_item("obs", b.obs.bind(py))?;
        d.set_item("action_mask", b.mask.bind(py))?;
        d.set_item("rewards", b.rewards.bind(py))?;
        d.set_item("terminated", b.terminated.bind(py))?;
        d.set_item("truncated", b.truncated.bind(py))?;
        d.set_item("to_move", b.to_move.bind(py))?;
        d.set_item("seat", b.seat.bind(py))?;
        d.set_item("final_obs", b.final_obs.bind(py))?;
        d.set_item("final_returns", b.final_returns.bind(py))?;
        d.set_item("legal_actions", b.legal.bind(py))?;
        d.set_item("legal_offsets", b.offsets.bind(py))?;
        Ok(d)
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.num_envs
    }

    #[getter]
    fn players(&self) -> usize {
        self.players
    }

    #[getter]
    fn num_actions(&self) -> usize {
        self.num_actions
    }

    /// The length of one observation (0 with observations off).
    #[getter]
    fn obs_len(&self) -> usize {
        self.obs_len
    }

    #[getter]
    fn single_agent(&self) -> bool {
        self.single_agent
    }

    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }
}
