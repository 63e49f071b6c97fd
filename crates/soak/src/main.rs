//! `kohle-soak`: random games of Glück Auf and Haspelknecht, as many as asked, each with a
//! random player count (2–4) and a random combination of every rule option, played by uniformly
//! random legal actions, with the engine contract's invariants checked along the way:
//!
//! - every seat to move has a legal action; every legal action's notation reads back as itself
//!   and `apply` accepts it (on a clone); a seat that is not to move is refused;
//! - scores are the sums of their breakdowns; every seat's view and the spectator's view
//!   serialize to JSON; a determinization shows the deciding seat exactly its own view;
//! - at the end, the game's record (as JSON, read back) replays to the very same state;
//! - nothing panics, and every game ends.
//!
//! It stops at the first failure and exits non-zero, naming the game's seed; `--one SEED`
//! plays that game again (the seed alone decides game, players, options and actions).
//!
//! ```sh
//! cargo run --profile checked -p soak -- --games 1000000
//! ```
//! The `soak` profile is `release` with overflow checks and debug assertions on.

#[cfg(test)]
mod golden;

use clap::Parser;
use engine::record::GameRecord;
use engine::rng::{below, rng_from_seed};
use engine::{derive_seed, replay, Game, Rng, Seat, Setup};
use rand_core::RngCore;
use rayon::prelude::*;
use std::panic::AssertUnwindSafe;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "kohle-soak",
    about = "Random games of both games, invariants checked"
)]
struct Args {
    /// Games to play (half of each game unless `--game` is given).
    #[arg(long, default_value_t = 10_000)]
    games: u64,
    /// Seed of the whole run; game i gets its own seed derived from it.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Only this game (`glueckauf` or `haspelknecht`).
    #[arg(long)]
    game: Option<String>,
    /// Play only the game with this seed (as printed by a failure) and report.
    #[arg(long, value_name = "SEED")]
    one: Option<u64>,
    /// Worker threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
}

/// What one game did.
#[derive(Default)]
struct Stats {
    decisions: u64,
    haspelknecht: bool,
}

/// Which game a game seed plays (unless `--game` fixes it).
fn is_haspelknecht(seed: u64, only: Option<&str>) -> bool {
    match only {
        Some(g) => g == "haspelknecht",
        None => seed & 1 == 1,
    }
}

fn glueckauf_options(rng: &mut Rng, players: u8) -> glueckauf::Options {
    let mut coin = || below(rng, 2) == 1;
    // Every field, listed without `..Default::default()`: a new option fails to compile here
    // until the soak test varies it too.
    let options = glueckauf::Options {
        prev_first_keeps_on_tie: coin(),
        unlimited_coal: coin(),
        delivered_orders_public: coin(),
        optional_substitution: coin(),
        allow_split_double_fill: coin(),
        first_player: None,
    };
    glueckauf::Options {
        first_player: (below(rng, 2) == 1).then(|| below(rng, players as u32) as u8),
        ..options
    }
}

fn haspelknecht_options(rng: &mut Rng, players: u8) -> haspelknecht::Options {
    use haspelknecht::options::*;
    fn pick<T: Copy>(rng: &mut Rng, values: &[T]) -> T {
        values[below(rng, values.len() as u32) as usize]
    }
    let table = haspelknecht::Components::default();
    let variants: Vec<String> = table
        .layouts
        .iter()
        .filter(|l| l.players.contains(&players))
        .map(|l| l.name.clone())
        .collect();
    let layout = match below(rng, 3) {
        0 => LayoutChoice::FirstGame,
        1 => LayoutChoice::Random,
        _ => LayoutChoice::Variant {
            name: variants[below(rng, variants.len() as u32) as usize].clone(),
            tiles: vec![],
        },
    };
    let b = |rng: &mut Rng| below(rng, 2) == 1;
    haspelknecht::Options {
        planning_mode: pick(
            rng,
            &[
                PlanningMode::Simultaneous,
                PlanningMode::SequentialInTurnOrder,
            ],
        ),
        synergy_requires_effect: b(rng),
        coal_digger_requires_accessible_coal: b(rng),
        coal_digger_mode: pick(
            rng,
            &[CoalDiggerMode::PlayerChoice, CoalDiggerMode::Automatic],
        ),
        hewer_ignores_wood: b(rng),
        rent_payment_voluntary: b(rng),
        charcoal_kiln: pick(
            rng,
            &[
                CharcoalKiln::OncePerActionPhaseFromNextPhase,
                CharcoalKiln::AnyTimeUnlimited,
            ],
        ),
        improved_farmhand_gets_summer_bonus: b(rng),
        own_workers_remove_shaft_water: b(rng),
        over_six_same_colour: pick(
            rng,
            &[OverSix::TakeSixOrFive, OverSix::TakeAll, OverSix::CapFive],
        ),
        second_take_may_take_fewer: b(rng),
        tile33_ignores_water: b(rng),
        oil_lamp_any_time_in_action_phase: b(rng),
        mine_cart_coal_before_exhaustion: b(rng),
        hired_workers_follow_live_state: b(rng),
        tunnel_wood_before_exhaustion: b(rng),
        water_mill_multiple_pairs: b(rng),
        adjacency: pick(
            rng,
            &[Adjacency::AnyTouchingTile, Adjacency::OnlyPreviousRow],
        ),
        max_developments_per_player: match below(rng, 3) {
            0 => Some(below(rng, 9) as u8),
            _ => None,
        },
        acquisition_allows_surplus_tokens: b(rng),
        coal_sacks_fresh_coal: b(rng),
        wood_vp_in_building_slots: b(rng),
        layout,
        start_with_buildings: b(rng),
        start_with_improved_farmhand: b(rng),
        // The built-in table, sometimes stored explicitly (as a loaded table is).
        components: b(rng).then_some(table),
    }
}

/// Plays one game of `G` from `seed` with every check; `Err` says what failed.
fn soak_game<G: Game>(
    seed: u64,
    options: impl FnOnce(&mut Rng, u8) -> G::Options,
) -> Result<Stats, String> {
    let mut rng = rng_from_seed(seed);
    let players = 2 + below(&mut rng, 3) as u8;
    let setup = Setup {
        players,
        seed: rng.next_u64(),
        options: options(&mut rng, players),
    };
    let describe = || {
        format!(
            "{} players, options {}",
            players,
            serde_json::to_string(&setup.options).unwrap_or_default()
        )
    };
    let mut game =
        G::new_game(&setup).map_err(|e| format!("{}: setup refused: {e}", describe()))?;
    let mut record = GameRecord::new::<G>(&setup);
    let mut buf = Vec::new();
    let mut other = Vec::new();
    let mut decisions = 0u64;
    let fail =
        |decisions: u64, what: String| format!("decision {decisions}: {what} ({})", describe());
    loop {
        let to_move: Vec<Seat> = game.to_move().iter().collect();
        if to_move.is_empty() {
            break;
        }
        if decisions > 100_000 {
            return Err(fail(decisions, "the game does not end".into()));
        }
        // Every seat to move: legal actions that read back and are accepted.
        for &seat in &to_move {
            game.legal_actions(seat, &mut buf);
            if buf.is_empty() {
                return Err(fail(
                    decisions,
                    format!("seat {seat} is to move but has no action"),
                ));
            }
            for &a in &buf {
                let text = a.to_string();
                match game.parse_action(&text) {
                    Ok(b) if b == a => {}
                    other => {
                        return Err(fail(decisions, format!("`{text}` reads back as {other:?}")))
                    }
                }
                let mut next = game.clone();
                if let Err(e) = next.apply(seat, a) {
                    return Err(fail(
                        decisions,
                        format!("seat {seat}: legal `{a}` refused: {e}"),
                    ));
                }
            }
        }
        let seat = to_move[below(&mut rng, to_move.len() as u32) as usize];
        game.legal_actions(seat, &mut buf);
        // A seat that is not to move is refused (and the state stays as it was).
        if let Some(idle) = (0..players).find(|s| !to_move.contains(s)) {
            game.legal_actions(idle, &mut other);
            if !other.is_empty() {
                return Err(fail(
                    decisions,
                    format!("seat {idle} is not to move but has actions"),
                ));
            }
            let mut next = game.clone();
            if next.apply(idle, buf[0]).is_ok() {
                return Err(fail(decisions, format!("seat {idle} may act out of turn")));
            }
        }
        // Every few decisions: scores, views, determinization.
        if below(&mut rng, 8) == 0 {
            check_state(&game).map_err(|e| fail(decisions, e))?;
            let mut det_rng = rng_from_seed(rng.next_u64());
            let det = game.determinize(seat, &mut det_rng);
            if det.view(Some(seat)) != game.view(Some(seat)) {
                return Err(fail(
                    decisions,
                    format!("a determinization shows seat {seat} another view"),
                ));
            }
        }
        let a = buf[below(&mut rng, buf.len() as u32) as usize];
        game.apply(seat, a)
            .map_err(|e| fail(decisions, format!("legal `{a}` refused: {e}")))?;
        record.push(seat, a);
        decisions += 1;
    }
    check_state(&game).map_err(|e| fail(decisions, e))?;
    // The record, written and read back, replays to the same state.
    let read = GameRecord::from_json(&record.to_json())
        .map_err(|e| fail(decisions, format!("the record does not read back: {e}")))?;
    let replayed: G = replay(&read).map_err(|e| fail(decisions, format!("replay: {e}")))?;
    if format!("{replayed:?}") != format!("{game:?}") {
        return Err(fail(
            decisions,
            "the replayed state differs from the played one".into(),
        ));
    }
    Ok(Stats {
        decisions,
        haspelknecht: false,
    })
}

/// Scores are the sums of their breakdowns; views serialize.
fn check_state<G: Game>(game: &G) -> Result<(), String> {
    for s in 0..game.players() as Seat {
        let sum: i32 = game.score_breakdown(s).iter().map(|l| l.points).sum();
        if sum != game.score(s) {
            return Err(format!(
                "seat {s}: score {} but its breakdown adds up to {sum}",
                game.score(s)
            ));
        }
        serde_json::to_string(&game.view(Some(s)))
            .map_err(|e| format!("seat {s}'s view does not serialize: {e}"))?;
    }
    serde_json::to_string(&game.view(None))
        .map_err(|e| format!("the spectator's view does not serialize: {e}"))?;
    Ok(())
}

/// One game from its seed, panics caught.
fn run_one(seed: u64, only: Option<&str>) -> Result<Stats, String> {
    let hk = is_haspelknecht(seed, only);
    run_one_with(seed, |seed| {
        if hk {
            soak_game::<haspelknecht::Haspelknecht>(seed, haspelknecht_options)
        } else {
            soak_game::<glueckauf::GlueckAuf>(seed, glueckauf_options)
        }
    })
    .map(|stats| Stats {
        haspelknecht: hk,
        ..stats
    })
    .map_err(|e| {
        let name = if hk { "haspelknecht" } else { "glueckauf" };
        format!("{name}, {e}")
    })
}

/// Runs `game(seed)`, turning a panic into an error; errors name the seed.
fn run_one_with(
    seed: u64,
    game: impl FnOnce(u64) -> Result<Stats, String>,
) -> Result<Stats, String> {
    let result = std::panic::catch_unwind(AssertUnwindSafe(|| game(seed)));
    match result {
        Ok(Ok(stats)) => Ok(stats),
        Ok(Err(e)) => Err(format!("game seed {seed}: {e}")),
        Err(panic) => {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic".into());
            Err(format!("game seed {seed}: panicked: {message}"))
        }
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(g) = &args.game {
        if g != "glueckauf" && g != "haspelknecht" {
            eprintln!("kohle-soak: --game {g}: expected glueckauf or haspelknecht");
            return ExitCode::FAILURE;
        }
    }
    let only = args.game.as_deref();
    if let Some(seed) = args.one {
        return match run_one(seed, only) {
            Ok(s) => {
                println!(
                    "game seed {seed}: {} decisions, every check held",
                    s.decisions
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("FAILED: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
    {
        Ok(p) => p,
        Err(e) => {
            eprintln!("kohle-soak: {e}");
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let done = AtomicU64::new(0);
    let decisions = AtomicU64::new(0);
    let hk_games = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let last_report = Mutex::new(Instant::now());
    pool.install(|| {
        (0..args.games).into_par_iter().for_each(|i| {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let seed = derive_seed(args.seed, i);
            match run_one(seed, only) {
                Ok(s) => {
                    decisions.fetch_add(s.decisions, Ordering::Relaxed);
                    hk_games.fetch_add(u64::from(s.haspelknecht), Ordering::Relaxed);
                    let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if let Ok(mut last) = last_report.try_lock() {
                        if last.elapsed() >= Duration::from_secs(30) {
                            *last = Instant::now();
                            let secs = start.elapsed().as_secs_f64();
                            eprintln!(
                                "{n} games in {secs:.0} s ({:.0} games/s), all checks held",
                                n as f64 / secs
                            );
                        }
                    }
                }
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    let mut f = failure.lock().unwrap_or_else(|p| p.into_inner());
                    if f.is_none() {
                        *f = Some(e);
                    }
                }
            }
        })
    });
    let secs = start.elapsed().as_secs_f64();
    let n = done.load(Ordering::Relaxed);
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        eprintln!("FAILED after {n} good games: {e}");
        let seed = e
            .split("game seed ")
            .nth(1)
            .and_then(|s| s.split(':').next())
            .unwrap_or("SEED");
        let game = only.map(|g| format!(" --game {g}")).unwrap_or_default();
        eprintln!("reproduce: cargo run --profile checked -p soak -- --one {seed}{game}");
        return ExitCode::FAILURE;
    }
    let hk = hk_games.load(Ordering::Relaxed);
    println!(
        "{n} games ({} Glück Auf, {hk} Haspelknecht), {} decisions in {secs:.1} s: {:.0} games/s, every check held",
        n - hk,
        decisions.load(Ordering::Relaxed),
        n as f64 / secs
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few games of each: the checks run and hold (the long run is `kohle-soak --games N`).
    #[test]
    fn a_few_games_of_each_pass_every_check() {
        for i in 0..12 {
            let seed = derive_seed(99, i);
            let stats = run_one(seed, None).unwrap_or_else(|e| panic!("{e}"));
            assert!(stats.decisions > 50);
            assert_eq!(stats.haspelknecht, is_haspelknecht(seed, None));
        }
    }

    /// A failure inside a game is caught and names the game's seed.
    #[test]
    fn a_panic_is_reported_with_the_seed() {
        let result = std::panic::catch_unwind(|| {
            soak_game::<glueckauf::GlueckAuf>(5, |_, _| panic!("broken options"))
        });
        assert!(result.is_err(), "soak_game itself does not catch");
        let e = match run_one_with(77, |_seed| panic!("boom")) {
            Err(e) => e,
            Ok(_) => panic!("a panic is a failure"),
        };
        assert!(e.contains("game seed 77") && e.contains("boom"), "{e}");
    }
}
