//! The measurements of the judging (`docs/analysis.md`; run by `scripts/analysis-flags.sh` and
//! `scripts/analysis-calibration.sh`). Three studies, each printing one JSON line per game and
//! a summary line:
//!
//! - `flags GAME GAMES OPPONENT ITERATIONS DEEP SEED`: 2-player games between `greedy` and
//!   `OPPONENT` (seats alternating), each judged by the default judge with ITERATIONS a search
//!   under two seeds and checked `DEEP` times deeper ([`analysis::flags`]).
//! - `loss GAME GAMES BOT ITERATIONS SEED`: 2-player games between `BOT` and `greedy`, judged
//!   once: the mean loss of each.
//! - `calibration GAME GAMES ITERATIONS SEED`: held-out self-play positions (the judge's own
//!   network-guided search at ITERATIONS plays both seats; game seeds derived from SEED: the
//!   slopes of `analysis::judge::calibration_slope` were fitted on 1,000,000, the table of
//!   `docs/analysis.md` is of 2,000,000, and no training run used either), every 8th decision
//!   with a choice judged by an open search; the calibrated chance to win of the best move
//!   found against the share of first place the deciding seat got, by decile (and the raw
//!   predictions with their outcomes, for a new fit).
//!
//! Games are played and judged in parallel on all cores (`RAYON_NUM_THREADS`).

use analysis::decisions::{analyze_with, positions, DecisionReport};
use analysis::flags::{study, FlagStudy};
use analysis::judge::{default_bot, Judge};
use bots::{parse_bot_spec, Bot};
use engine::record::GameRecord;
use engine::{derive_seed, Game, SeatInfo, Setup};
use rayon::prelude::*;
use std::time::Instant;

fn play<G: Game>(seed: u64, specs: &[String]) -> GameRecord {
    let players = specs.len() as u8;
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let mut bots: Vec<Box<dyn Bot<G>>> = specs
        .iter()
        .enumerate()
        .map(|(s, spec)| {
            parse_bot_spec(spec)
                .and_then(|b| b.build::<G>(derive_seed(seed, 1 + s as u64), players))
                .unwrap_or_else(|e| panic!("{spec}: {e}"))
        })
        .collect();
    let mut game = G::new_game(&setup).unwrap_or_else(|e| panic!("{e}"));
    let mut rec = GameRecord::new::<G>(&setup);
    rec.seats = specs.iter().map(SeatInfo::bot).collect();
    let mut buf = Vec::new();
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut buf);
        let a = bots[seat as usize].choose(&game, seat, &buf);
        game.apply(seat, a).expect("a bot plays a legal action");
        rec.push(seat, a);
    }
    rec
}

fn judge_of(game: &str, iterations: u32) -> Judge {
    let spec = parse_bot_spec(&default_bot(game, 2)).expect("the default judge parses");
    Judge::of_spec(&spec)
        .expect("the default judge searches")
        .with_iterations(iterations)
}

fn lineup(g: u64, a: &str, b: &str) -> Vec<String> {
    if g.is_multiple_of(2) {
        vec![a.to_string(), b.to_string()]
    } else {
        vec![b.to_string(), a.to_string()]
    }
}

/// What a decision's verdict was made of: `[loss, loss_se, score_loss, score_se,
/// points_left, verdict, deeper]` (for a new choice of the verdict's rule without searching
/// again; `deeper`: judged by the second look).
fn row(d: &DecisionReport) -> serde_json::Value {
    serde_json::json!([
        d.loss,
        d.loss_se,
        d.score_loss,
        d.score_se,
        d.points_left,
        d.verdict,
        d.deeper
    ])
}

/// Each bot of a game's line-up with the sum of its losses (beyond the judge's noise, as its
/// summary counts them), their count, and the sum of the losses as estimated.
type Losses = Vec<(String, f64, usize, f64)>;

/// The losses of each bot of a game's line-up, from one report.
fn losses(rec: &GameRecord, report: &analysis::AnalysisReport) -> Losses {
    report
        .seats
        .iter()
        .map(|s| {
            let bot = rec.seats[s.seat as usize].bot.clone().unwrap_or_default();
            let estimated = report
                .decisions
                .iter()
                .filter(|d| d.seat == s.seat && d.taken_estimate.is_some())
                .map(|d| d.loss)
                .sum();
            (bot, s.mean_loss * s.judged as f64, s.judged, estimated)
        })
        .collect()
}

fn flags<G: Game>(games: u64, opponent: &str, iterations: u32, deep: u32, seed: u64) {
    let judge = judge_of(G::NAME, iterations);
    let started = Instant::now();
    let results: Vec<(FlagStudy, Losses)> = (0..games)
        .into_par_iter()
        .map(|g| {
            let t = Instant::now();
            let rec = play::<G>(derive_seed(seed, g), &lineup(g, "greedy", opponent));
            let ps = positions::<G>(&rec).expect("a bot game replays");
            let seeds = (derive_seed(seed, 1000 + g), derive_seed(seed, 2000 + g));
            let (s, reports) =
                study(2, &ps, &judge, iterations, seeds, deep, 10).unwrap_or_else(|e| panic!("{e}"));
            let l = losses(&rec, &reports.first);
            let deeper: std::collections::HashMap<usize, &DecisionReport> =
                reports.deeper.iter().map(|(i, d)| (*i, d)).collect();
            let rows: Vec<serde_json::Value> = reports
                .first
                .decisions
                .iter()
                .zip(&reports.second.decisions)
                .enumerate()
                .filter(|(_, (a, _))| a.taken_estimate.is_some())
                .map(|(i, (a, b))| {
                    serde_json::json!({"index": a.index, "seat": a.seat, "taken": a.taken,
                        "first": row(a), "second": row(b), "deeper": deeper.get(&i).map(|d| row(d))})
                })
                .collect();
            println!(
                "{}",
                serde_json::json!({"game": g, "seconds": t.elapsed().as_secs_f64(), "study": s, "losses": l, "seats": rec.seats, "decisions": rows})
            );
            (s, l)
        })
        .collect();
    let mut total = FlagStudy::default();
    for (s, _) in &results {
        total.add(s);
    }
    println!(
        "{}",
        serde_json::json!({
            "summary": "flags", "game": G::NAME, "opponent": opponent, "iterations": iterations,
            "deep": deep, "seconds": started.elapsed().as_secs_f64(), "study": total,
            "agreement": total.agreement(), "confirmed": total.confirmed_share(),
            "good_lost": total.good_lost_share(), "mean_loss": mean_losses(&results),
        })
    );
}

fn mean_losses<T>(results: &[(T, Losses)]) -> serde_json::Value {
    let mut by: std::collections::BTreeMap<String, (f64, usize, f64)> = Default::default();
    for (_, l) in results {
        for (bot, sum, n, estimated) in l {
            let e = by.entry(bot.clone()).or_default();
            e.0 += sum;
            e.1 += n;
            e.2 += estimated;
        }
    }
    by.into_iter()
        .map(|(bot, (sum, n, estimated))| {
            let n = n.max(1) as f64;
            (
                bot,
                serde_json::json!({"beyond_noise": sum / n, "estimated": estimated / n}),
            )
        })
        .collect::<serde_json::Map<_, _>>()
        .into()
}

fn loss<G: Game>(games: u64, bot: &str, iterations: u32, seed: u64) {
    let judge = judge_of(G::NAME, iterations);
    let started = Instant::now();
    let results: Vec<((), Losses)> = (0..games)
        .into_par_iter()
        .map(|g| {
            let rec = play::<G>(derive_seed(seed, g), &lineup(g, bot, "greedy"));
            let ps = positions::<G>(&rec).expect("a bot game replays");
            let report = analyze_with(
                2,
                &ps,
                None,
                &judge,
                derive_seed(seed, 1000 + g),
                "",
                &|| {},
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let l = losses(&rec, &report);
            let rows: Vec<serde_json::Value> = report
                .decisions
                .iter()
                .filter(|d| d.taken_estimate.is_some())
                .map(|d| serde_json::json!({"index": d.index, "seat": d.seat, "judged": row(d)}))
                .collect();
            println!(
                "{}",
                serde_json::json!({"game": g, "losses": l, "seats": rec.seats, "decisions": rows})
            );
            ((), l)
        })
        .collect();
    println!(
        "{}",
        serde_json::json!({"summary": "loss", "game": G::NAME, "bot": bot, "games": games,
            "iterations": iterations, "seconds": started.elapsed().as_secs_f64(),
            "mean_loss": mean_losses(&results)})
    );
}

fn calibration<G: Game>(games: u64, iterations: u32, seed: u64) {
    let judge = judge_of(G::NAME, iterations);
    let player = format!("ismcts:{iterations}:net");
    let started = Instant::now();
    // (predicted, won) of every judged position.
    let points: Vec<(f64, f64, f64)> = (0..games)
        .into_par_iter()
        .flat_map_iter(|g| {
            let rec = play::<G>(derive_seed(seed, g), &[player.clone(), player.clone()]);
            let ps = positions::<G>(&rec).expect("a bot game replays");
            let mut end = G::new_game(&rec.setup::<G>().expect("setup")).expect("game");
            for p in &ps {
                end.apply(p.seat, p.taken).expect("replays");
            }
            let share = |seat: engine::Seat| {
                let mine = (end.score(seat), end.tiebreak(seat));
                let others: Vec<_> = (0..2u8)
                    .filter(|&o| o != seat)
                    .map(|o| (end.score(o), end.tiebreak(o)))
                    .collect();
                if others.iter().any(|o| *o > mine) {
                    0.0
                } else {
                    1.0 / (1 + others.iter().filter(|o| **o == mine).count()) as f64
                }
            };
            let mut buf = Vec::new();
            let mut out = Vec::new();
            let mut k = 0usize;
            for p in &ps {
                p.state.legal_actions(p.seat, &mut buf);
                if buf.len() < 2 {
                    continue;
                }
                k += 1;
                if !k.is_multiple_of(8) {
                    continue;
                }
                let stats = judge
                    .search(
                        derive_seed(seed, 7 + p.index as u64),
                        &p.state,
                        p.seat,
                        &buf,
                        None,
                    )
                    .unwrap_or_else(|e| panic!("{e}"));
                let best = stats
                    .iter()
                    .max_by(|x, y| x.visits.cmp(&y.visits).then(x.reward.total_cmp(&y.reward)))
                    .expect("two legal moves");
                let slope = analysis::judge::calibration_slope(G::NAME, 2);
                let raw = f64::from(best.win);
                out.push((
                    raw,
                    analysis::judge::calibrated(raw, slope).0,
                    share(p.seat),
                ));
            }
            eprintln!("calibration: game {g} done, {} positions", out.len());
            out
        })
        .collect();
    let mut deciles = vec![(0usize, 0.0f64, 0.0f64); 10];
    for (_, p, w) in &points {
        let d = ((p * 10.0) as usize).min(9);
        deciles[d].0 += 1;
        deciles[d].1 += p;
        deciles[d].2 += w;
    }
    let rows: Vec<serde_json::Value> = deciles
        .iter()
        .enumerate()
        .map(|(d, (n, p, w))| {
            let (mean_p, won) = if *n == 0 {
                (0.0, 0.0)
            } else {
                (p / *n as f64, w / *n as f64)
            };
            let (lo, hi) = bots::stats::wilson(*w, *n as f64, bots::stats::Z95);
            serde_json::json!({"decile": format!("{}–{}%", d * 10, d * 10 + 10), "positions": n,
                "predicted": mean_p, "won": won, "won_low": lo, "won_high": hi})
        })
        .collect();
    let n = points.len().max(1) as f64;
    let brier = points.iter().map(|(_, p, w)| (p - w).powi(2)).sum::<f64>() / n;
    let brier_raw = points.iter().map(|(r, _, w)| (r - w).powi(2)).sum::<f64>() / n;
    let raw: Vec<(f64, f64)> = points.iter().map(|(r, _, w)| (*r, *w)).collect();
    println!(
        "{}",
        serde_json::json!({"summary": "calibration", "game": G::NAME, "games": games,
            "iterations": iterations, "positions": points.len(), "brier": brier, "brier_raw": brier_raw, "points_raw": raw,
            "seconds": started.elapsed().as_secs_f64(), "deciles": rows})
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: judge_study flags GAME GAMES OPPONENT ITERATIONS DEEP SEED | loss GAME GAMES BOT ITERATIONS SEED | calibration GAME GAMES ITERATIONS SEED";
    let num = |i: usize| -> u64 {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("{usage}"))
    };
    let game = args.get(1).cloned().unwrap_or_default();
    macro_rules! run {
        ($f:ident ( $($a:expr),* )) => {
            match game.as_str() {
                "glueckauf" => $f::<glueckauf::GlueckAuf>($($a),*),
                "haspelknecht" => $f::<haspelknecht::Haspelknecht>($($a),*),
                _ => panic!("{usage}"),
            }
        };
    }
    match args.first().map(String::as_str) {
        Some("flags") => run!(flags(
            num(2),
            &args[3],
            num(4) as u32,
            num(5) as u32,
            num(6)
        )),
        Some("loss") => run!(loss(num(2), &args[3], num(4) as u32, num(5))),
        Some("calibration") => run!(calibration(num(2), num(3) as u32, num(4))),
        _ => panic!("{usage}"),
    }
}
