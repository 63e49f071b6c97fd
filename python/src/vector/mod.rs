//! The engine of `kohle.vector`: many games of one kind stepped per call, in Rust.
//!
//! A [`VectorCore`] owns `num_envs` games ([`slot`]) in groups of `batch_size` consecutive games
//! ([`group`]; one group unless asked), and numpy buffers allocated once: observations, action
//! masks, rewards, flags, the seat deciding in each game, and the final observation and returns
//! of the games that just ended.
//!
//! - `step` checks every action against the legal list it made for that game (before any game
//!   moves, so a bad action leaves every game as it was), then steps the games on rayon threads
//!   with the GIL released, writing each game's rows of the buffers in place.
//! - `send` (EnvPool's asynchronous API) checks the actions of one group the same way and
//!   returns at once: the group is stepped on the pool's threads in the background, straight
//!   into the group's own numpy buffers (`batch_size` rows, with the games' indices in
//!   `env_id`), while Python goes on (computing the next actions of another group). `recv`
//!   waits for the oldest group sent (with the GIL released) and hands out its buffers. Python
//!   must not touch a group's buffers between its `send` and its `recv` (EnvPool's contract);
//!   the background step holds raw pointers to them (see [`Raw`]).
//!
//! Two shapes: multi-agent (no opponents: the caller decides for whichever seat is to move,
//! the lowest one during Haspelknecht's simultaneous planning) and single-agent (the other
//! seats are played here by built-in bots). `rewards` is the reward of the seat the step was
//! for (the single-learner view); `seat_rewards` has every seat's.

mod group;
mod slot;

use crate::setup::{build_options, check_players, value_error, with_game, Kind};
use crate::state::PyGame;
use bots::BotSpec;
use engine::{Seat, Setup};
use group::{Group, Out, Work};
use numpy::{
    PyArray1, PyArray2, PyArray3, PyArrayMethods, PyReadonlyArray1, PyUntypedArrayMethods,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use slot::{Autoreset, Config};
use std::collections::{HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};

/// The sizes of one game's rows.
#[derive(Clone, Copy)]
struct Dims {
    /// The numbers of one observation in the buffers (0 with observations off).
    obs_len: usize,
    num_actions: usize,
    players: usize,
    /// Observations per final observation: every seat's (multi-agent) or the agent's.
    final_rows: usize,
}

/// The numpy buffers of some games, allocated once.
struct Buffers {
    obs: Py<PyArray2<f32>>,
    mask: Py<PyArray2<bool>>,
    rewards: Py<PyArray1<f32>>,
    seat_rewards: Py<PyArray2<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    to_move: Py<PyArray1<i64>>,
    seat: Py<PyArray1<i64>>,
    final_obs: Py<PyArray3<f32>>,
    final_returns: Py<PyArray2<f32>>,
    /// Every game's legal action indices, one game after another (room for every action of
    /// every game), and where each game's list starts (one offset more than games).
    legal: Py<PyArray1<i32>>,
    offsets: Py<PyArray1<i64>>,
    /// The index of the game of every row.
    env_id: Py<PyArray1<i64>>,
}

impl Buffers {
    /// Buffers of `rows` games from game `first` on.
    fn new(py: Python<'_>, first: usize, rows: usize, d: Dims) -> Buffers {
        Buffers {
            obs: PyArray2::zeros(py, [rows, d.obs_len], false).unbind(),
            mask: PyArray2::zeros(py, [rows, d.num_actions], false).unbind(),
            rewards: PyArray1::zeros(py, rows, false).unbind(),
            seat_rewards: PyArray2::zeros(py, [rows, d.players], false).unbind(),
            terminated: PyArray1::zeros(py, rows, false).unbind(),
            truncated: PyArray1::zeros(py, rows, false).unbind(),
            to_move: PyArray1::zeros(py, rows, false).unbind(),
            seat: PyArray1::zeros(py, rows, false).unbind(),
            final_obs: PyArray3::zeros(py, [rows, d.final_rows, d.obs_len], false).unbind(),
            final_returns: PyArray2::zeros(py, [rows, d.players], false).unbind(),
            legal: PyArray1::zeros(py, rows * d.num_actions, false).unbind(),
            offsets: PyArray1::zeros(py, rows + 1, false).unbind(),
            env_id: PyArray1::from_vec(py, (first as i64..(first + rows) as i64).collect())
                .unbind(),
        }
    }

    fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("obs", self.obs.bind(py))?;
        d.set_item("action_mask", self.mask.bind(py))?;
        d.set_item("rewards", self.rewards.bind(py))?;
        d.set_item("seat_rewards", self.seat_rewards.bind(py))?;
        d.set_item("terminated", self.terminated.bind(py))?;
        d.set_item("truncated", self.truncated.bind(py))?;
        d.set_item("to_move", self.to_move.bind(py))?;
        d.set_item("seat", self.seat.bind(py))?;
        d.set_item("final_obs", self.final_obs.bind(py))?;
        d.set_item("final_returns", self.final_returns.bind(py))?;
        d.set_item("legal_actions", self.legal.bind(py))?;
        d.set_item("legal_offsets", self.offsets.bind(py))?;
        d.set_item("env_id", self.env_id.bind(py))?;
        Ok(d)
    }
}

fn contiguous(e: impl std::fmt::Display) -> PyErr {
    value_error(format!("a buffer is not contiguous: {e}"))
}

/// Where one numpy buffer's numbers lie (address and length), for a background step.
#[derive(Clone, Copy)]
struct Span(usize, usize);

impl Span {
    fn of<T: numpy::Element, D: numpy::ndarray::Dimension>(
        py: Python<'_>,
        a: &Py<numpy::PyArray<T, D>>,
    ) -> PyResult<Span> {
        // SAFETY: only the address and length are kept; nothing is read or written here.
        let s = unsafe { a.bind(py).as_slice_mut() }.map_err(contiguous)?;
        Ok(Span(s.as_mut_ptr() as usize, s.len()))
    }

    /// # Safety
    /// The buffer is alive, holds `T`, and nothing else reads or writes it while the slice
    /// lives.
    unsafe fn slice<'a, T>(self) -> &'a mut [T] {
        std::slice::from_raw_parts_mut(self.0 as *mut T, self.1)
    }
}

/// A group's numpy buffers as raw spans, taken once: the arrays are allocated once, owned by
/// the [`VectorCore`] (which waits for its background steps before it goes) and never resized
/// (numpy refuses to resize an array another object refers to), so the spans stay valid. A
/// background step writes them without the GIL; `send` and `recv` order that against Python
/// (a channel: the step happens after `send` returns and before `recv` hands the buffers out),
/// and Python must leave them alone in between (EnvPool's contract, documented).
#[derive(Clone, Copy)]
struct Raw {
    obs: Span,
    mask: Span,
    rewards: Span,
    seat_rewards: Span,
    terminated: Span,
    to_move: Span,
    seat: Span,
    final_obs: Span,
    final_returns: Span,
    legal: Span,
    offsets: Span,
}

impl Raw {
    fn of(py: Python<'_>, b: &Buffers) -> PyResult<Raw> {
        Ok(Raw {
            obs: Span::of(py, &b.obs)?,
            mask: Span::of(py, &b.mask)?,
            rewards: Span::of(py, &b.rewards)?,
            seat_rewards: Span::of(py, &b.seat_rewards)?,
            terminated: Span::of(py, &b.terminated)?,
            to_move: Span::of(py, &b.to_move)?,
            seat: Span::of(py, &b.seat)?,
            final_obs: Span::of(py, &b.final_obs)?,
            final_returns: Span::of(py, &b.final_returns)?,
            legal: Span::of(py, &b.legal)?,
            offsets: Span::of(py, &b.offsets)?,
        })
    }

    /// The rows, and the legal lists and their offsets.
    ///
    /// # Safety
    /// As [`Span::slice`], for every buffer of the group.
    unsafe fn out<'a>(self) -> (Out<'a>, &'a mut [i32], &'a mut [i64]) {
        let out = Out {
            obs: self.obs.slice(),
            mask: self.mask.slice(),
            reward: self.rewards.slice(),
            seat_rewards: self.seat_rewards.slice(),
            terminated: self.terminated.slice(),
            to_move: self.to_move.slice(),
            seat: self.seat.slice(),
            final_obs: self.final_obs.slice(),
            final_returns: self.final_returns.slice(),
        };
        (out, self.legal.slice(), self.offsets.slice())
    }
}

/// `n` games' rows off the front of `out` (which holds `total` games): those and the rest.
fn split_out<'a>(out: Out<'a>, n: usize, total: usize) -> (Out<'a>, Out<'a>) {
    fn cut<T>(s: &mut [T], n: usize, total: usize) -> (&mut [T], &mut [T]) {
        let per = s.len().checked_div(total).unwrap_or(0);
        s.split_at_mut(per * n)
    }
    let (obs, obs2) = cut(out.obs, n, total);
    let (mask, mask2) = cut(out.mask, n, total);
    let (reward, reward2) = cut(out.reward, n, total);
    let (seat_rewards, seat_rewards2) = cut(out.seat_rewards, n, total);
    let (terminated, terminated2) = cut(out.terminated, n, total);
    let (to_move, to_move2) = cut(out.to_move, n, total);
    let (seat, seat2) = cut(out.seat, n, total);
    let (final_obs, final_obs2) = cut(out.final_obs, n, total);
    let (final_returns, final_returns2) = cut(out.final_returns, n, total);
    (
        Out {
            obs,
            mask,
            reward,
            seat_rewards,
            terminated,
            to_move,
            seat,
            final_obs,
            final_returns,
        },
        Out {
            obs: obs2,
            mask: mask2,
            reward: reward2,
            seat_rewards: seat_rewards2,
            terminated: terminated2,
            to_move: to_move2,
            seat: seat2,
            final_obs: final_obs2,
            final_returns: final_returns2,
        },
    )
}

/// The games of one kind, their groups and their threads.
struct Batch<G: PyGame> {
    cfg: Arc<Config<G>>,
    groups: Vec<Arc<Mutex<Group<G>>>>,
    pool: Arc<rayon::ThreadPool>,
}

impl<G: PyGame> Batch<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
}

#[allow(clippy::large_enum_variant)]
enum AnyBatch {
    Glueckauf(Batch<glueckauf::GlueckAuf>),
    Haspelknecht(Batch<haspelknecht::Haspelknecht>),
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

/// A lock that is never waited for while holding the GIL (the holder may need it): taken
/// while another call uses it is an error.
fn try_lock<T>(m: &Mutex<T>) -> PyResult<MutexGuard<'_, T>> {
    match m.try_lock() {
        Ok(g) => Ok(g),
        Err(TryLockError::Poisoned(e)) => Ok(e.into_inner()),
        Err(TryLockError::WouldBlock) => Err(value_error(
            "these games are in use by another call (a step from another thread, or a group sent and not received)",
        )),
    }
}

/// `step` or `reset` of every game: checks every group's actions, then runs the groups one
/// after another (each on all threads, the GIL released), writing the numpy buffers.
fn run_all<G: PyGame>(
    py: Python<'_>,
    b: &Batch<G>,
    buffers: &Buffers,
    actions: Option<&[i64]>,
    reseed: Option<u64>,
) -> PyResult<()> {
    let mut guards = b
        .groups
        .iter()
        .map(|g| try_lock(g.as_ref()))
        .collect::<PyResult<Vec<_>>>()?;
    if let Some(actions) = actions {
        for g in guards.iter_mut() {
            let n = g.slots.len();
            let first = g.first;
            g.check(&b.cfg, &actions[first..first + n])
                .map_err(value_error)?;
        }
    }
    let work = match actions {
        Some(_) => Work::Step,
        None => Work::Reset(reseed),
    };
    let mut obs = buffers.obs.bind(py).readwrite();
    let mut mask = buffers.mask.bind(py).readwrite();
    let mut rewards = buffers.rewards.bind(py).readwrite();
    let mut seat_rewards = buffers.seat_rewards.bind(py).readwrite();
    let mut terminated = buffers.terminated.bind(py).readwrite();
    let mut to_move = buffers.to_move.bind(py).readwrite();
    let mut seat = buffers.seat.bind(py).readwrite();
    let mut final_obs = buffers.final_obs.bind(py).readwrite();
    let mut final_returns = buffers.final_returns.bind(py).readwrite();
    let mut out = Out {
        obs: obs.as_slice_mut().map_err(contiguous)?,
        mask: mask.as_slice_mut().map_err(contiguous)?,
        reward: rewards.as_slice_mut().map_err(contiguous)?,
        seat_rewards: seat_rewards.as_slice_mut().map_err(contiguous)?,
        terminated: terminated.as_slice_mut().map_err(contiguous)?,
        to_move: to_move.as_slice_mut().map_err(contiguous)?,
        seat: seat.as_slice_mut().map_err(contiguous)?,
        final_obs: final_obs.as_slice_mut().map_err(contiguous)?,
        final_returns: final_returns.as_slice_mut().map_err(contiguous)?,
    };
    let mut groups: Vec<&mut Group<G>> = guards.iter_mut().map(|g| &mut **g).collect();
    let (cfg, pool) = (&*b.cfg, &*b.pool);
    let result: Result<(), String> = py.detach(|| {
        let mut total: usize = groups.iter().map(|g| g.slots.len()).sum();
        for g in groups.iter_mut() {
            let n = g.slots.len();
            let (rows, rest) = split_out(out, n, total);
            g.run(cfg, pool, work, rows)?;
            out = rest;
            total -= n;
        }
        Ok(())
    });
    result.map_err(value_error)?;
    let mut legal = buffers.legal.bind(py).readwrite();
    let mut offsets = buffers.offsets.bind(py).readwrite();
    let legal = legal.as_slice_mut().map_err(contiguous)?;
    let offsets = offsets.as_slice_mut().map_err(contiguous)?;
    let mut at = 0;
    for g in &guards {
        let first = g.first;
        at = g.write_legal(legal, &mut offsets[first..first + g.slots.len() + 1], at);
    }
    Ok(())
}

/// What a background step of a group reports: the group and how it went.
type Done = (usize, Result<(), String>);

/// Starts `work` on group `g` on the pool's threads, writing its buffers `raw`; its report
/// goes to `tx`.
fn spawn<G: PyGame + 'static>(b: &Batch<G>, g: usize, work: Work, raw: Raw, tx: Sender<Done>) {
    let group = Arc::clone(&b.groups[g]);
    let cfg = Arc::clone(&b.cfg);
    let pool = Arc::clone(&b.pool);
    b.pool.spawn(move || {
        let result = std::panic::catch_unwind(AssertUnwindSafe(|| {
            let mut guard = group.lock().unwrap_or_else(|e| e.into_inner());
            // SAFETY: see `Raw`: the group's buffers are alive until this step is received,
            // and only this step touches them until then.
            let (out, legal, offsets) = unsafe { raw.out() };
            guard.run(&cfg, &pool, work, out)?;
            guard.write_legal(legal, offsets, 0);
            Ok(())
        }))
        .unwrap_or_else(|_| Err(format!("the background step of games {g} panicked")));
        // The receiver is gone only once the VectorCore is, which waits for this report.
        let _ = tx.send((g, result));
    });
}

/// The groups sent and not yet received, oldest first, and the reports of those done.
struct InFlight {
    pending: VecDeque<usize>,
    done: HashMap<usize, Result<(), String>>,
    tx: Sender<Done>,
    rx: Receiver<Done>,
    /// The group of the last `recv` (what `send` without `env_id` is for).
    last: Option<usize>,
}

/// The Rust side of `kohle.vector.VectorEnv` (see its documentation): the games and the buffers
/// that `reset`, `step` and `recv` write in place.
#[pyclass(module = "kohle._kohle")]
pub struct VectorCore {
    batch: AnyBatch,
    buffers: Buffers,
    /// Every group's own buffers (`batch_size` rows), written by its background steps.
    groups: Vec<(Buffers, Raw)>,
    inflight: Mutex<InFlight>,
    num_envs: usize,
    batch_size: usize,
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
    batch_size: usize,
    seed: u64,
    options: Option<&Bound<'_, PyDict>>,
    opponents: Option<Vec<BotSpec>>,
    seat: Option<i64>,
    observations: bool,
    threads: Option<usize>,
    autoreset: Autoreset,
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
        autoreset,
    };
    let groups = (0..num_envs / batch_size)
        .map(|g| {
            Group::new(&cfg, seed, g * batch_size, batch_size).map(|g| Arc::new(Mutex::new(g)))
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(value_error)?;
    Ok(Batch {
        cfg: Arc::new(cfg),
        groups,
        pool: Arc::new(crate::batch::pool(threads)?),
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

impl VectorCore {
    fn check_idle(inflight: &InFlight, what: &str) -> PyResult<()> {
        if inflight.pending.is_empty() {
            Ok(())
        } else {
            Err(value_error(format!(
                "{what}: {} group(s) sent and not received; recv() them first",
                inflight.pending.len()
            )))
        }
    }

    /// The group whose games are `env_id` (exactly a group's indices, as `recv` gave them).
    fn group_of(&self, env_id: &[i64]) -> PyResult<usize> {
        let bs = self.batch_size as i64;
        let first = env_id.first().copied().unwrap_or(-1);
        let ok = env_id.len() == self.batch_size
            && first >= 0
            && first % bs == 0
            && first < self.num_envs as i64
            && env_id
                .iter()
                .enumerate()
                .all(|(k, &i)| i == first + k as i64);
        if ok {
            Ok((first / bs) as usize)
        } else {
            Err(value_error(format!(
                "env_id must be the games of one group, as recv() gave them ({} consecutive indices from a multiple of {}), not {env_id:?}",
                self.batch_size, self.batch_size
            )))
        }
    }
}

#[pymethods]
impl VectorCore {
    #[new]
    #[pyo3(signature = (game, players, num_envs, seed=0, options=None, opponents=None, observations=true, threads=None, seat=Some(0), batch_size=None, autoreset_mode="same_step"))]
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
        batch_size: Option<i64>,
        autoreset_mode: &str,
    ) -> PyResult<Self> {
        let kind = Kind::from_name(game)?;
        let num_envs = usize::try_from(num_envs)
            .ok()
            .filter(|&n| (1..=1 << 20).contains(&n))
            .ok_or_else(|| value_error(format!("num_envs={num_envs}: 1 to 1,048,576 games")))?;
        let batch_size = match batch_size {
            None => num_envs,
            Some(b) => usize::try_from(b)
                .ok()
                .filter(|&b| b >= 1 && num_envs % b == 0)
                .ok_or_else(|| {
                    value_error(format!(
                        "batch_size={b}: a divisor of num_envs={num_envs} (the games are stepped in groups of batch_size)"
                    ))
                })?,
        };
        let autoreset = match autoreset_mode {
            "same_step" => Autoreset::SameStep,
            "next_step" => Autoreset::NextStep,
            other => {
                return Err(value_error(format!(
                    "autoreset_mode `{}`: same_step or next_step",
                    engine::quote(other)
                )))
            }
        };
        let others = usize::try_from(players).unwrap_or(0).saturating_sub(1);
        let specs = opponents.map(|o| opponent_specs(o, others)).transpose()?;
        let single_agent = specs.is_some();
        let batch = with_game!(kind, G => {
            new_batch::<G>(py, players, num_envs, batch_size, seed, options, specs, seat, observations, threads, autoreset)?.into_any()
        });
        let (players, num_actions, obs_len, game) = batch!(&batch, b => (
            b.cfg.players(), b.cfg.num_actions, b.cfg.obs_len, b.name()
        ));
        let dims = Dims {
            obs_len: if observations { obs_len } else { 0 },
            num_actions,
            players,
            final_rows: if single_agent { 1 } else { players },
        };
        let groups = (0..num_envs / batch_size)
            .map(|g| {
                let b = Buffers::new(py, g * batch_size, batch_size, dims);
                Raw::of(py, &b).map(|raw| (b, raw))
            })
            .collect::<PyResult<Vec<_>>>()?;
        let (tx, rx) = channel();
        let core = VectorCore {
            batch,
            buffers: Buffers::new(py, 0, num_envs, dims),
            groups,
            inflight: Mutex::new(InFlight {
                pending: VecDeque::new(),
                done: HashMap::new(),
                tx,
                rx,
                last: None,
            }),
            num_envs,
            batch_size,
            players,
            num_actions,
            obs_len: dims.obs_len,
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
        Self::check_idle(&*try_lock(&self.inflight)?, "reset")?;
        batch!(&self.batch, b => run_all(py, b, &self.buffers, None, seed))
    }

    /// Takes `actions[i]` in game `i` for its deciding seat (a numpy int64 array of shape
    /// `(num_envs,)`), and writes the buffers. An action outside a game's legal list is a
    /// ValueError naming the game; then no game has moved.
    fn step(&self, py: Python<'_>, actions: PyReadonlyArray1<'_, i64>) -> PyResult<()> {
        Self::check_idle(&*try_lock(&self.inflight)?, "step")?;
        if actions.len() != self.num_envs {
            return Err(value_error(format!(
                "actions must have shape ({},), not ({},)",
                self.num_envs,
                actions.len()
            )));
        }
        let actions = actions.as_slice().map_err(|e| value_error(e.to_string()))?;
        batch!(&self.batch, b => run_all(py, b, &self.buffers, Some(actions), None))
    }

    /// Starts new episodes in every group in the background (`seed` as in `reset`); `recv`
    /// then gives the groups one after another.
    #[pyo3(signature = (seed=None))]
    fn async_reset(&self, seed: Option<u64>) -> PyResult<()> {
        let mut inflight = try_lock(&self.inflight)?;
        Self::check_idle(&inflight, "async_reset")?;
        batch!(&self.batch, b => {
            for g in 0..b.groups.len() {
                spawn(b, g, Work::Reset(seed), self.groups[g].1, inflight.tx.clone());
                inflight.pending.push_back(g);
            }
        });
        Ok(())
    }

    /// Takes `actions` (int64, `(batch_size,)`) in the games `env_id` (one group's indices as
    /// `recv` gave them; `None`: the group of the last `recv`) and returns at once: the group
    /// is stepped in the background. A bad action is a ValueError naming the game, and then
    /// the group has not moved and is not sent.
    #[pyo3(signature = (actions, env_id=None))]
    fn send(
        &self,
        actions: PyReadonlyArray1<'_, i64>,
        env_id: Option<PyReadonlyArray1<'_, i64>>,
    ) -> PyResult<()> {
        let mut inflight = try_lock(&self.inflight)?;
        let g = match &env_id {
            Some(ids) => self.group_of(ids.as_slice().map_err(|e| value_error(e.to_string()))?)?,
            None => inflight.last.ok_or_else(|| {
                value_error(
                    "send(actions) without env_id follows a recv(): nothing was received yet",
                )
            })?,
        };
        if inflight.pending.contains(&g) {
            return Err(value_error(format!(
                "games {}..{} were sent and not received yet: recv() them first",
                g * self.batch_size,
                (g + 1) * self.batch_size
            )));
        }
        if actions.len() != self.batch_size {
            return Err(value_error(format!(
                "actions must have shape ({},), one per game of the group, not ({},)",
                self.batch_size,
                actions.len()
            )));
        }
        let actions = actions.as_slice().map_err(|e| value_error(e.to_string()))?;
        batch!(&self.batch, b => {
            try_lock(b.groups[g].as_ref())?.check(&b.cfg, actions).map_err(value_error)?;
            spawn(b, g, Work::Step, self.groups[g].1, inflight.tx.clone());
        });
        inflight.pending.push_back(g);
        Ok(())
    }

    /// Waits (the GIL released) for the oldest group sent and returns its index (its buffers:
    /// `group_buffers`).
    fn recv(&self, py: Python<'_>) -> PyResult<usize> {
        let mut guard = try_lock(&self.inflight)?;
        let inflight = &mut *guard;
        let g = *inflight.pending.front().ok_or_else(|| {
            value_error("recv(): nothing was sent (call async_reset() or send() first)")
        })?;
        let result = loop {
            if let Some(r) = inflight.done.remove(&g) {
                break r;
            }
            // `&mut`: a receiver may move to another thread, not be shared.
            let rx = &mut inflight.rx;
            let (h, r) = py
                .detach(move || rx.recv())
                .map_err(|_| value_error("the background steps stopped"))?;
            inflight.done.insert(h, r);
        };
        inflight.pending.pop_front();
        result.map_err(value_error)?;
        inflight.last = Some(g);
        Ok(g)
    }

    /// The buffers, written in place by `reset` and `step`: a dict of numpy arrays.
    fn buffers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        self.buffers.dict(py)
    }

    /// The buffers of group `group` (`batch_size` rows), written by its background steps.
    fn group_buffers<'py>(&self, py: Python<'py>, group: usize) -> PyResult<Bound<'py, PyDict>> {
        let (b, _) = self.groups.get(group).ok_or_else(|| {
            value_error(format!("no group {group}: there are {}", self.groups.len()))
        })?;
        b.dict(py)
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.num_envs
    }

    #[getter]
    fn batch_size(&self) -> usize {
        self.batch_size
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

impl Drop for VectorCore {
    /// Waits for the background steps still running: they write this core's buffers.
    fn drop(&mut self) {
        let inflight = self.inflight.get_mut().unwrap_or_else(|e| e.into_inner());
        let running = inflight.pending.len() - inflight.done.len();
        for _ in 0..running {
            if inflight.rx.recv().is_err() {
                break;
            }
        }
    }
}
