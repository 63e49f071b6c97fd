//! Strength measurements (expensive: run in release).
//!
//! ```text
//! cargo run --release -p bots --example strength -- GAME PLAYERS GAMES BOT BOT... \
//!     [--seed N] [--csv FILE] [--plot FILE.svg|FILE.png] [--json]
//! ```
//! GAME is `glueckauf`, `haspelknecht`, `prizes` or `prizes-sim` (the test game Prizes, in its
//! simultaneous mode). Prints one line
//! per bot: games, win rate with 95% CI, mean score ± sd, mean rank, Elo.

use bots::{bot_names, parse_bot_spec, run_tournament, write_csv, Tournament, TournamentConfig};
use engine::Game;
use std::time::Instant;
use testgame::{Prizes, PrizesOptions};

fn run<G: Game>(
    players: u8,
    games: usize,
    seed: u64,
    options: G::Options,
    specs: &[String],
) -> Tournament {
    let config = TournamentConfig {
        players,
        games,
        seed,
        options,
        bots: specs
            .iter()
            .map(|s| parse_bot_spec(s).unwrap_or_else(|e| panic!("{e}")))
            .collect(),
    };
    let step = (games / 20).max(1);
    run_tournament::<G>(&config, &|done, total| {
        if done % step == 0 || done == total {
            eprint!("\r{done}/{total} games");
        }
    })
    .unwrap_or_else(|e| panic!("{e}"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positional = Vec::new();
    let (mut seed, mut csv, mut plot, mut json) = (1u64, None, None, false);
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--seed" => seed = it.next().expect("--seed N").parse().expect("seed"),
            "--csv" => csv = it.next(),
            "--plot" => plot = it.next(),
            "--json" => json = true,
            _ => positional.push(a),
        }
    }
    if positional.len() < 4 {
        eprintln!("usage: strength GAME PLAYERS GAMES BOT BOT... [--seed N] [--csv F] [--plot F] [--json]");
        std::process::exit(2);
    }
    let game = positional[0].clone();
    let players: u8 = positional[1].parse().expect("PLAYERS");
    let games: usize = positional[2].parse().expect("GAMES");
    let specs = positional[3..].to_vec();
    let start = Instant::now();
    let t = match game.as_str() {
        "glueckauf" => {
            run::<glueckauf::GlueckAuf>(players, games, seed, Default::default(), &specs)
        }
        "haspelknecht" => {
            run::<haspelknecht::Haspelknecht>(players, games, seed, Default::default(), &specs)
        }
        "prizes" => run::<Prizes>(players, games, seed, PrizesOptions::default(), &specs),
        "prizes-sim" => run::<Prizes>(
            players,
            games,
            seed,
            PrizesOptions { simultaneous: true },
            &specs,
        ),
        other => panic!("unknown game {other}"),
    };
    eprintln!();
    let secs = start.elapsed().as_secs_f64();
    if json {
        println!("{}", serde_json::to_string_pretty(&t).unwrap());
    }
    print!("{t}");
    println!("  ({} failed games, {secs:.1} s)", t.failed_games);
    for s in &t.seats {
        println!(
            "  seat {}: win {:>5.1}%  score {:>6.1}",
            s.seat,
            100.0 * s.win_rate,
            s.mean_score
        );
    }
    let names = bot_names(
        &specs
            .iter()
            .map(|s| parse_bot_spec(s).unwrap())
            .collect::<Vec<_>>(),
    );
    if let Some(path) = csv {
        let file = std::fs::File::create(&path).expect("csv file");
        write_csv(std::io::BufWriter::new(file), &names, &t.results).expect("csv");
    }
    if let Some(path) = plot {
        let title = format!("{}, {} players, {} games", t.game, t.players, t.games);
        bots::plot::plot_scores(std::path::Path::new(&path), &title, &names, &t.results)
            .expect("plot");
    }
}
