//! `simulate` and `tournament` as in the CLI (the same code: `bots::simulate`,
//! `bots::tournament`), run with the GIL released, returning plain Python data. A tournament
//! can also be played as ranges of its games (`tournament_games`) and summarised from all their
//! results (`tournament_summary`): the same result as one run, whoever played which range.

use crate::setup::{
    build_options, check_players, from_json, to_json, value_error, with_game, Kind,
};
use bots::tournament::{run_game_range, summarize, GameResult, TournamentConfig};
use bots::BotSpec;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// Bot specs from a string (`"random,greedy"`) or a list of strings.
fn specs(value: &Bound<'_, PyAny>) -> PyResult<Vec<BotSpec>> {
    let texts: Vec<String> = match value.extract::<String>() {
        Ok(text) => split_specs(&text),
        Err(_) => value
            .extract()
            .map_err(|_| value_error("bots must be a string or a list of strings"))?,
    };
    if texts.is_empty() {
        return Err(value_error("name at least one bot"));
    }
    texts
        .iter()
        .map(|t| bots::parse_bot_spec(t).map_err(value_error))
        .collect()
}

/// `ismcts:2000:depth=20` stays one bot; commas separate bots.
fn split_specs(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

pub(crate) fn pool(threads: Option<usize>) -> PyResult<rayon::ThreadPool> {
    let n = threads.unwrap_or(0);
    if n > 1024 {
        return Err(value_error(format!(
            "threads={n}: at most 1024 (0 or None: one per core)"
        )));
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build()
        .map_err(|e| value_error(format!("cannot start {n} worker threads: {e}")))
}

/// Plays `games` games between bots (one spec for every seat, or one per seat) on all cores
/// (or `threads`; `bots` defaults to `random`), game `i` with seed `derive_seed(seed, i)`: `kohle simulate --json`'s
/// summary as a dict.
#[pyfunction]
#[pyo3(signature = (game, players=2, games=1000, seed=0, bots=None, options=None, threads=None))]
#[allow(clippy::too_many_arguments)]
pub fn simulate<'py>(
    py: Python<'py>,
    game: &str,
    players: i64,
    games: u64,
    seed: u64,
    bots: Option<Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyDict>>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    with_game!(Kind::from_name(game)?, G => {
        let players = check_players::<G>(players)?;
        let mut specs = match &bots {
            Some(b) => specs(b)?,
            None => vec![BotSpec::Random],
        };
        if specs.len() == 1 {
            specs = vec![specs[0].clone(); players as usize];
        }
        let config = bots::simulate::SimulateConfig {
            players,
            games,
            seed,
            options: build_options::<G>(py, options)?,
            bots: specs,
        };
        bots::simulate::validate::<G>(&config).map_err(value_error)?;
        let pool = pool(threads)?;
        let summary = py
            .detach(|| pool.install(|| bots::simulate::simulate::<G>(&config, &|| ())))
            .map_err(value_error)?;
        from_json(py, &summary)
    })
}

fn config<G: engine::Game>(
    py: Python<'_>,
    players: i64,
    games: usize,
    seed: u64,
    bots: &Bound<'_, PyAny>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<TournamentConfig<G::Options>> {
    if games == 0 {
        return Err(value_error("games must be at least 1"));
    }
    Ok(TournamentConfig {
        players: check_players::<G>(players)?,
        games,
        seed,
        options: build_options::<G>(py, options)?,
        bots: specs(bots)?,
    })
}

fn tournament_json(t: &bots::Tournament) -> serde_json::Value {
    let mut v = serde_json::to_value(t).expect("a tournament serializes");
    v["results"] = serde_json::to_value(&t.results).expect("results serialize");
    v
}

/// A tournament as `kohle tournament --json` (bots rotated through the seats, game `k` with
/// seed `derive_seed(seed, k)`), with the per-game `results` too.
#[pyfunction]
#[pyo3(signature = (game, bots, players=2, games=100, seed=0, options=None, threads=None))]
#[allow(clippy::too_many_arguments)]
pub fn tournament<'py>(
    py: Python<'py>,
    game: &str,
    bots: Bound<'py, PyAny>,
    players: i64,
    games: usize,
    seed: u64,
    options: Option<&Bound<'py, PyDict>>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    with_game!(Kind::from_name(game)?, G => {
        let config = config::<G>(py, players, games, seed, &bots, options)?;
        let pool = pool(threads)?;
        let t = py
            .detach(|| {
                pool.install(|| {
                    let results = run_game_range::<G>(&config, 0..config.games, &|_, _| ())?;
                    summarize::<G>(&config, results)
                })
            })
            .map_err(value_error)?;
        from_json(py, &tournament_json(&t))
    })
}

/// Games `start..end` of a tournament (the same arguments as `tournament`): a list of per-game
/// results, for `tournament_summary`.
#[pyfunction]
#[pyo3(signature = (game, bots, start, end, players=2, games=100, seed=0, options=None, threads=None))]
#[allow(clippy::too_many_arguments)]
pub fn tournament_games<'py>(
    py: Python<'py>,
    game: &str,
    bots: Bound<'py, PyAny>,
    start: usize,
    end: usize,
    players: i64,
    games: usize,
    seed: u64,
    options: Option<&Bound<'py, PyDict>>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    with_game!(Kind::from_name(game)?, G => {
        let config = config::<G>(py, players, games, seed, &bots, options)?;
        let pool = pool(threads)?;
        let results = py
            .detach(|| pool.install(|| run_game_range::<G>(&config, start..end, &|_, _| ())))
            .map_err(value_error)?;
        from_json(py, &results)
    })
}

/// The tournament's result from the results of all its games (from `tournament_games` over
/// ranges that cover `0..games`, in any order): equal to `tournament(...)` with the same
/// arguments.
#[pyfunction]
#[pyo3(signature = (game, bots, results, players=2, games=100, seed=0, options=None))]
#[allow(clippy::too_many_arguments)]
pub fn tournament_summary<'py>(
    py: Python<'py>,
    game: &str,
    bots: Bound<'py, PyAny>,
    results: Bound<'py, PyAny>,
    players: i64,
    games: usize,
    seed: u64,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    with_game!(Kind::from_name(game)?, G => {
        let config = config::<G>(py, players, games, seed, &bots, options)?;
        let results: Vec<GameResult> = serde_json::from_value(to_json(py, &results)?)
            .map_err(|e| value_error(format!("not a list of game results: {e}")))?;
        let t = summarize::<G>(&config, results).map_err(value_error)?;
        from_json(py, &tournament_json(&t))
    })
}
