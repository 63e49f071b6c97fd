//! `kohle`: Glück Auf and Haspelknecht on the command line.

// Printing in this crate never panics: `out` replaces std's `println!`, `print!` and
// `eprintln!` (which panic on a closed pipe) for every module declared after it.
#[macro_use]
mod out;

mod analyze;
mod balance;
mod games;
mod journal;
mod options;
mod play;
mod records;
mod selfplay;
mod simulate;
mod tournament;

use clap::{Parser, Subcommand};
use games::GameKind;
use std::path::PathBuf;
use std::process::ExitCode;

/// mimalloc rather than the system's allocator: with 10,000 live games on one server the
/// move latency's p99 fell from 12.0 to 6.5 ms (issue 40, docs/load.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "kohle",
    version,
    about = "Glück Auf and Haspelknecht, exact to the rulebooks"
)]
struct Cli {
    /// A corrected component table (TOML) for games whose component data is a reconstruction
    /// (Haspelknecht). See `kohle components`.
    #[arg(long, global = true, value_name = "FILE")]
    components: Option<PathBuf>,
    /// The language of what kohle writes for people: en, de, pl, es, hu, ru (default: from
    /// LC_ALL / LC_MESSAGES / LANG, else English). Notation stays as it is.
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<present::Lang>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a whole game in the terminal: against bots, or hotseat with friends.
    Play {
        #[arg(long, value_enum, required_unless_present = "resume")]
        game: Option<GameKind>,
        #[arg(long, default_value_t = 3)]
        players: u8,
        /// Per seat, comma-separated: `you` or a bot (`random`, `greedy`, `ismcts:1s`,
        /// `ismcts:2000`). Default: you on seat 0, bots on the other seats.
        #[arg(long)]
        seats: Option<String>,
        /// Seed of the game (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// Continue a saved game record.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["game", "seed", "options"])]
        resume: Option<PathBuf>,
        /// Where `s` saves the game (default: kohle-GAME-SEED.json, or the resumed file).
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
    },
    /// Replay a game record and print the final (or current) state and the score breakdown.
    Replay {
        file: PathBuf,
        /// Print as seen by this seat (default: a spectator, who sees only public information;
        /// once the game is over, everything, as its replay page and its analysis show it).
        #[arg(long)]
        seat: Option<u8>,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
    },
    /// List the legal actions, in notation with what each does, at the end of a (partial) game
    /// record. While several seats decide at once (Haspelknecht planning), name one with --seat.
    Legal {
        file: PathBuf,
        /// Only this seat's actions (required while several seats decide at once).
        #[arg(long)]
        seat: Option<u8>,
        #[arg(long)]
        json: bool,
    },
    /// Write a new game record (no actions yet) to FILE.
    New {
        #[arg(long, value_enum)]
        game: GameKind,
        #[arg(long, default_value_t = 2)]
        players: u8,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// A rule option, `NAME=VALUE` (repeatable). `kohle options --game G` lists them.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// Where to write the record.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Apply actions (in notation, `SEAT: ACTION` or just `ACTION`) to a game record. All or
    /// nothing: on an illegal action the file is left as it was.
    Apply {
        file: PathBuf,
        #[arg(required = true)]
        actions: Vec<String>,
    },
    /// Play many games between bots on all cores and summarise them.
    Simulate(simulate::SimulateArgs),
    /// Rotate bots through the seats over many games and measure them: win rates with 95%
    /// confidence intervals, scores, ranks, per-seat win rates and Elo.
    Tournament(tournament::TournamentArgs),
    /// Self-play data for learning: games of one searching bot in every seat; for every
    /// searched decision the decider's observation, the search's visit shares over the legal
    /// actions and the final result, as numpy files in a new directory.
    Selfplay(selfplay::SelfPlayArgs),
    /// A balance report for designers: many bot games; win rate and score by seat with 95%
    /// intervals and a test of "all seats equal", the effect of rule options, what the seats
    /// acquired and how the buyers fared, score distributions (table, --json, --html).
    Balance(balance::BalanceArgs),
    /// Judge every decision of a game record from the deciding seat's information only: the
    /// bot's chance to win and score margin of the move taken and of the best move it finds,
    /// and a verdict (table, --json, --html with a chart of each seat's chance to win).
    Analyze(analyze::AnalyzeArgs),
    /// List a game's rule options with their defaults and what each means.
    Options {
        #[arg(long, value_enum)]
        game: GameKind,
    },
    /// Rules help: every component, space, worker and rule option of a game, in words.
    Rules {
        #[arg(long, value_enum)]
        game: GameKind,
        /// Only entries whose name, id or group contains this text.
        topic: Option<String>,
        /// The help as JSON (message keys, arguments and texts).
        #[arg(long)]
        json: bool,
    },
    /// The JSON Schema of a game's view JSON (`replay --json`'s `view`).
    Schema {
        #[arg(long, value_enum)]
        game: GameKind,
    },
    /// Print a game's component table as TOML (for games whose data is a reconstruction).
    Components {
        #[arg(long, value_enum)]
        game: GameKind,
    },
    /// Serve games online: an HTTP and WebSocket API with seats for people and bots, stored in
    /// SQLite (default) or PostgreSQL. Stops gracefully on Ctrl-C or SIGTERM.
    Serve(server::ServeArgs),
    /// A server's database: migrate, backup, export, import, check, gc.
    Db {
        #[command(subcommand)]
        command: server::dbcmd::DbCommand,
    },
    /// Check a server: exit status 0 when URL answers 200 (a container's health check).
    Health {
        #[arg(default_value = "http://127.0.0.1:8080/readyz")]
        url: String,
    },
    /// A running server's admin API: list games, abort one, hand a seat to a bot.
    Admin(server::admincli::AdminArgs),
}

fn main() -> ExitCode {
    let cli = Cli::try_parse().unwrap_or_else(|e| {
        let e = quoted_clap_error(e);
        // `kohle serve --log-format json`: every line it writes is JSON, this one too.
        if e.use_stderr() && server::logging::json_requested(std::env::args_os()) {
            server::logging::json_error("invalid command line", e.render().to_string().trim());
            std::process::exit(2);
        }
        e.exit()
    });
    let result = run(cli);
    out::flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // Already written to the log as JSON (`kohle serve --log-format json`).
        Err(e) if e.is::<server::logging::Reported>() => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("kohle: error: {}", out::shorten_message(&format!("{e:#}")));
            ExitCode::FAILURE
        }
    }
}

/// A command-line error whose quoted arguments (an unknown flag, a bad value) are cut to a
/// short prefix, so that a huge argument is not echoed back whole.
fn quoted_clap_error(mut e: clap::Error) -> clap::Error {
    use clap::error::ContextValue;
    let quoted: Vec<_> = e
        .context()
        .filter_map(|(kind, value)| match value {
            ContextValue::String(s) => Some((kind, ContextValue::String(engine::quote(s)))),
            ContextValue::Strings(v) => Some((
                kind,
                ContextValue::Strings(v.iter().map(|s| engine::quote(s)).collect()),
            )),
            _ => None,
        })
        .collect();
    for (kind, value) in quoted {
        e.insert(kind, value);
    }
    e
}

fn run(cli: Cli) -> anyhow::Result<()> {
    let components = cli.components.as_deref();
    let lang = cli.lang.unwrap_or_else(present::Lang::from_env);
    match cli.command {
        Command::Play {
            game,
            players,
            seats,
            seed,
            options,
            resume,
            save,
        } => play::play_cmd(play::PlayArgs {
            game,
            players,
            seats,
            seed,
            options,
            resume,
            save,
            components: components.map(|p| p.to_path_buf()),
            lang,
        }),
        Command::Replay { file, seat, json } => {
            records::replay_cmd(&file, seat, json, components, lang)
        }
        Command::Legal { file, seat, json } => {
            records::legal_cmd(&file, seat, json, components, lang)
        }
        Command::New {
            game,
            players,
            seed,
            options,
            output,
        } => records::new_cmd(game, players, seed, &options, components, &output),
        Command::Apply { file, actions } => records::apply_cmd(&file, &actions, components),
        Command::Simulate(mut args) => {
            args.components = components.map(|p| p.to_path_buf());
            simulate::simulate_cmd(&args)
        }
        Command::Tournament(mut args) => {
            args.components = components.map(|p| p.to_path_buf());
            tournament::tournament_cmd(&args)
        }
        Command::Selfplay(mut args) => {
            args.components = components.map(|p| p.to_path_buf());
            selfplay::selfplay_cmd(&args)
        }
        Command::Balance(mut args) => {
            args.components = components.map(|p| p.to_path_buf());
            balance::balance_cmd(&args)
        }
        Command::Analyze(mut args) => {
            records::no_components_for_records(components)?;
            args.lang = Some(lang);
            analyze::analyze_cmd(&args)
        }
        Command::Options { game } => options::options_cmd(game, lang),
        Command::Rules { game, topic, json } => {
            options::rules_cmd(game, topic.as_deref(), json, lang)
        }
        Command::Schema { game } => options::schema_cmd(game),
        Command::Components { game } => options::components_cmd(game),
        Command::Serve(args) => server::serve_blocking(args),
        Command::Db { command } => server::dbcmd::run(command),
        Command::Admin(args) => server::admincli::run(args),
        Command::Health { url } => server::health_check(&url),
    }
}
