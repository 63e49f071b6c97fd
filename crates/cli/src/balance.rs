//! `kohle balance`: a balance report for designers (the work is in the `analysis` crate).

use crate::games::{with_game, GameKind};
use crate::options::build_options;
use crate::out::path as shown;
use crate::simulate::seat_specs;
use analysis::balance::{BalanceConfig, BalanceReport};
use analysis::Acquisitions;
use anyhow::anyhow;
use engine::Game;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct BalanceArgs {
    #[arg(long, value_enum)]
    pub game: GameKind,
    #[arg(long, default_value_t = 3)]
    pub players: u8,
    /// Games per rule set (the default rules and each option).
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The bot of each seat, comma-separated, or one for every seat.
    #[arg(long, default_value = "greedy")]
    pub bots: String,
    /// A rule option to compare with the default rules, `NAME=VALUE` (repeatable): each runs
    /// the same games with only that option changed.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Compare every yes/no rule option, flipped, with the default rules.
    #[arg(long)]
    pub each_option: bool,
    /// Write the report as one self-contained HTML page with SVG charts.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Print the report as JSON (instead of the table).
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: all cores). The report does not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
    /// The global `--components FILE` (filled in by `main`).
    #[arg(skip)]
    pub components: Option<PathBuf>,
}

/// The variants: each `--option` alone, then (with `--each-option`) every yes/no option
/// flipped.
fn variants<G: Game>(args: &BalanceArgs) -> anyhow::Result<Vec<(String, G::Options)>> {
    let mut names: Vec<String> = args.options.clone();
    if args.each_option {
        let defaults = serde_json::to_value(G::Options::default())?;
        if let Some(map) = defaults.as_object() {
            for (name, value) in map {
                if let Some(b) = value.as_bool() {
                    let pair = format!("{name}={}", !b);
                    if !names.contains(&pair) {
                        names.push(pair);
                    }
                }
            }
        }
    }
    names
        .into_iter()
        .map(|pair| {
            let options =
                build_options::<G>(std::slice::from_ref(&pair), args.components.as_deref())?;
            Ok((pair.trim().to_string(), options))
        })
        .collect()
}

fn run<G: Acquisitions>(args: &BalanceArgs) -> anyhow::Result<()> {
    crate::options::check_players_and_games::<G>(args.players, args.games)?;
    let options = build_options::<G>(&[], args.components.as_deref())?;
    let variants = variants::<G>(args)?;
    let specs = seat_specs(&args.bots, args.players)?;
    let bots = specs
        .iter()
        .map(|s| bots::parse_bot_spec(s).map_err(|e| anyhow!("--bots: {e}")))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let config = BalanceConfig {
        players: args.players,
        games: args.games,
        seed: args.seed,
        bots,
        options,
        variants,
    };
    analysis::balance::validate::<G>(&config).map_err(|e| anyhow!("{e}"))?;
    crate::options::check_output("--html", args.html.as_deref())?;
    let pool = crate::options::thread_pool(args.threads)?;
    let total = args.games * (1 + config.variants.len() as u64);
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games ({per_sec}, eta {eta})",
        )
        .expect("valid template"),
    );
    let progress = || bar.inc(1);
    let mut report = pool
        .install(|| analysis::balance::balance::<G>(&config, &progress))
        .map_err(|e| anyhow!("{e}"))?;
    bar.finish_and_clear();
    // The bots as written on the command line.
    for (seat, spec) in report.default.seats.iter_mut().zip(&specs) {
        seat.bot = spec.clone();
    }
    report.bots = specs;
    if let Some(path) = &args.html {
        // Whole or not at all (a temporary file renamed over the target).
        safefile::replace(path, analysis::html::balance_page(&report).as_bytes())
            .map_err(|e| anyhow!("--html: cannot write {}: {e}", shown(path)))?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print_table(&report);
    }
    Ok(())
}

fn print_table(r: &BalanceReport) {
    println!(
        "{} — {} players, {} games per rule set, seed {}, bots {} ({:.1} s, {:.0} games/s on {} threads)",
        r.game,
        r.players,
        r.games,
        r.seed,
        r.bots.join(","),
        r.timing.seconds,
        r.timing.games_per_second,
        r.timing.threads
    );
    let d = &r.default;
    println!();
    println!(
        "  {:<5} {:<10} {:>26} {:>26} {:>7}",
        "seat", "bot", "win rate (95% CI)", "mean score (95% CI)", "median"
    );
    for s in &d.seats {
        println!(
            "  {:<5} {:<10} {:>26} {:>26} {:>7}",
            s.seat,
            s.bot,
            format!(
                "{:.1}% ({:.1}–{:.1})",
                100.0 * s.win_rate.value,
                100.0 * s.win_rate.low,
                100.0 * s.win_rate.high
            ),
            format!(
                "{:.2} ({:.2}–{:.2})",
                s.mean_score.value, s.mean_score.low, s.mean_score.high
            ),
            s.score.median
        );
    }
    println!(
        "  all seats equal: chi-square {:.2}, {} df, p = {}",
        d.all_seats_equal.statistic,
        d.all_seats_equal.degrees_of_freedom,
        analysis::html::p_value(d.all_seats_equal.p_value)
    );
    let mut kinds: Vec<&str> = d.items.iter().map(|i| i.kind).collect();
    kinds.dedup();
    for kind in kinds {
        println!();
        println!(
            "  {kind} (whole game): per game, purchase rate, buyer win rate (base {:.1}%)",
            100.0 * d.base_win_rate
        );
        for i in d
            .items
            .iter()
            .filter(|i| i.kind == kind && i.period.is_none())
        {
            println!(
                "    {:<12} {:>7.3} {:>7.1}% {:>7.1}% ({:.1}–{:.1})",
                i.item,
                i.per_game,
                100.0 * i.purchase_rate.value,
                100.0 * i.buyer_win_rate.value,
                100.0 * i.buyer_win_rate.low,
                100.0 * i.buyer_win_rate.high
            );
        }
    }
    for e in &r.option_effects {
        println!();
        println!(
            "  {}: mean score (all seats) {:+.2} ({:+.2} to {:+.2}), decisions/game {:+.1}",
            e.option,
            e.all_seats_score_change.value,
            e.all_seats_score_change.low,
            e.all_seats_score_change.high,
            e.decisions_per_game_change
        );
        for (s, w) in e.win_rate_change.iter().enumerate() {
            println!(
                "    seat {s}: win rate {:+.1} points ({:+.1} to {:+.1})",
                100.0 * w.value,
                100.0 * w.low,
                100.0 * w.high
            );
        }
    }
    println!("  (a shared victory counts as a win for every winner; --json for everything)");
}

pub fn balance_cmd(args: &BalanceArgs) -> anyhow::Result<()> {
    with_game!(args.game, G => run::<G>(args))
}
