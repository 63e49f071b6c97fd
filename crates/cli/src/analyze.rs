//! `kohle analyze`: every decision of a game record judged by the strongest search (by default
//! the ISMCTS guided by the shipped network, `ismcts:1000:net`) from the deciding seat's
//! information only (the work is in the `analysis` crate; the rules in `docs/analysis.md`).

use crate::games::{with_game, GameKind};
use crate::out::path as shown;
use crate::records::read_record;
use analysis::decisions::{AnalysisReport, Verdict};
use analysis::judge::{default_bot, Judge};
use anyhow::{anyhow, bail};
use engine::Game;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct AnalyzeArgs {
    /// The game record (a finished game or a part of one).
    pub file: PathBuf,
    /// Only this seat's decisions (default: every seat's).
    #[arg(long)]
    pub seat: Option<u8>,
    /// The judging bot: `ismcts` with a budget per search, guided by a network or not
    /// (`ismcts:2000:net`, `ismcts:2000`, `ismcts:1s`). Default: `ismcts:1000:net` where a
    /// network is shipped for the game and player count, else `ismcts:1000`. An iteration
    /// budget gives the same analysis on every run; a time budget does not.
    #[arg(long)]
    pub bot: Option<String>,
    /// The seed of the searches.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Print the analysis as JSON (instead of the table).
    #[arg(long)]
    pub json: bool,
    /// Write the analysis as one self-contained HTML page with an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// The players' names for `--html`, seat 0 first, comma-separated (default: the record's).
    #[arg(long, value_delimiter = ',', value_name = "NAME,...")]
    pub names: Option<Vec<String>>,
    /// The language of `--html` (the command's `--lang`).
    #[arg(skip)]
    pub lang: Option<present::Lang>,
}

fn run<G: Game>(args: &AnalyzeArgs, record: &engine::GameRecord) -> anyhow::Result<()> {
    let bot = args
        .bot
        .clone()
        .unwrap_or_else(|| default_bot(G::NAME, record.players));
    let spec = bots::parse_bot_spec(&bot).map_err(|e| anyhow!("--bot: {e}"))?;
    let Some(judge) = Judge::of_spec(&spec) else {
        bail!(
            "--bot {spec}: the analysis needs the estimates of a search; give an ismcts bot (`ismcts:2000:net`, `ismcts:2000`, `ismcts:1s`)"
        )
    };
    if let Some(seat) = args.seat {
        if seat >= record.players {
            bail!(
                "--seat {seat}: the game has seats 0 to {}",
                record.players.saturating_sub(1)
            );
        }
    }
    crate::options::check_output("--html", args.html.as_deref())?;
    if let Some(names) = args
        .names
        .as_ref()
        .filter(|n| n.len() != record.players as usize)
    {
        bail!(
            "--names: {} names for {} seats",
            names.len(),
            record.players
        );
    }
    judge
        .check::<G>(record.players)
        .map_err(|e| anyhow!("--bot {bot}: {e}"))?;
    let positions =
        analysis::positions::<G>(record).map_err(|e| anyhow!("{}: {e}", shown(&args.file)))?;
    let count = positions
        .iter()
        .filter(|p| args.seat.is_none_or(|s| s == p.seat))
        .count();
    let pool = crate::options::thread_pool(args.threads)?;
    let bar = ProgressBar::new(count as u64);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} decisions (eta {eta})",
        )
        .expect("valid template"),
    );
    let progress = || bar.inc(1);
    let report = pool
        .install(|| {
            analysis::analyze_with::<G>(
                record.players,
                &positions,
                args.seat,
                &judge,
                args.seed,
                &bot,
                &progress,
            )
        })
        .map_err(|e| anyhow!("--bot {bot}: {e}"));
    bar.finish_and_clear();
    let report = report?;
    if let Some(path) = &args.html {
        // Whole or not at all (a temporary file renamed over the target).
        let lang = args.lang.unwrap_or(present::Lang::En);
        let page = analysis::html::analysis_page_of(record, &report, lang, args.names.as_deref())
            .map_err(|e| anyhow!("{}: {e}", shown(&args.file)))?;
        safefile::replace(path, page.as_bytes())
            .map_err(|e| anyhow!("--html: cannot write {}: {e}", shown(path)))?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print_table(&report);
    }
    Ok(())
}

fn print_table(r: &AnalysisReport) {
    println!(
        "{} — {} players, judged by {} from each seat's own information",
        r.game, r.players, r.bot
    );
    println!(
        "  {:>4} {:>4}  {:<28} {:>7} {:>7}  {:<28} {:>7}  verdict",
        "#", "seat", "move taken", "win", "margin", "best found", "win"
    );
    for d in &r.decisions {
        let Some(t) = d.taken_estimate else {
            continue;
        };
        let b = d.best_estimate.unwrap_or(t);
        let verdict = match d.verdict {
            Verdict::Good => "good".to_string(),
            v => format!("{} (-{:.1}%)", v.word(), 100.0 * d.loss),
        };
        println!(
            "  {:>4} {:>4}  {:<28} {:>6.1}% {:>+7.1}  {:<28} {:>6.1}%  {verdict}",
            d.index,
            d.seat,
            d.taken,
            100.0 * t.win,
            t.margin,
            d.best,
            100.0 * b.win
        );
    }
    println!();
    for s in &r.seats {
        println!(
            "  seat {}: {} decisions ({} with a choice): {} good, {} inaccuracies, {} mistakes, {} blunders; mean loss {:.1}%, accuracy {:.0}",
            s.seat, s.decisions, s.judged, s.good, s.inaccuracies, s.mistakes, s.blunders, 100.0 * s.mean_loss, s.accuracy
        );
    }
    println!(
        "  (verdicts by the loss in chance to win less two standard errors: inaccuracy from {:.0}%, mistake from {:.0}%, blunder from {:.0}%; a quarter of the points still to be made thrown away, 5 to 10 VP, is at least a mistake; docs/analysis.md)",
        100.0 * r.thresholds.inaccuracy,
        100.0 * r.thresholds.mistake,
        100.0 * r.thresholds.blunder
    );
}

pub fn analyze_cmd(args: &AnalyzeArgs) -> anyhow::Result<()> {
    let record = read_record(&args.file)?;
    let kind =
        GameKind::from_name(&record.game).map_err(|e| anyhow!("{}: {e}", shown(&args.file)))?;
    with_game!(kind, G => run::<G>(args, &record))
}
