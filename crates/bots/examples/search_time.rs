//! Time per decision of ISMCTS settings over whole 2-player games against greedy, to compare
//! settings at equal time (`crates/bots/STRENGTH.md`).
//!
//! ```sh
//! cargo run --release -p bots --example search_time -- GAME GAMES SPEC...
//! # e.g. glueckauf 6 ismcts:2000 ismcts:4000:cont=4
//! ```
//! For each SPEC: GAMES games against `greedy` (seeds 0.., seats alternating); prints the mean
//! time per searched decision (decisions with more than one legal action) and its iterations.

use bots::{parse_bot_spec, Bot};
use engine::{Game, Setup};
use std::time::{Duration, Instant};

fn run<G: Game>(games: u64, spec: &str) {
    let ours = parse_bot_spec(spec).unwrap_or_else(|e| panic!("{e}"));
    let greedy = parse_bot_spec("greedy").expect("greedy");
    let (mut time, mut decisions) = (Duration::ZERO, 0u64);
    let mut buf = Vec::new();
    for g in 0..games {
        let mut game = G::new_game(&Setup {
            players: 2,
            seed: 1000 + g,
            options: G::Options::default(),
        })
        .expect("a valid setup");
        let me = (g % 2) as u8;
        let mut bots: Vec<Box<dyn Bot<G>>> = vec![
            ours.build(g, 2).unwrap_or_else(|e| panic!("{e}")),
            greedy.build(g + 500, 2).expect("greedy"),
        ];
        if me == 1 {
            bots.swap(0, 1);
        }
        while let Some(seat) = game.to_move().first() {
            game.legal_actions(seat, &mut buf);
            let t = Instant::now();
            let action = bots[seat as usize].choose(&game, seat, &buf);
            if seat == me && buf.len() > 1 {
                time += t.elapsed();
                decisions += 1;
            }
            game.apply_legal(seat, action).expect("legal");
        }
    }
    println!(
        "{} {spec}: {decisions} searched decisions, {:.2} ms each",
        G::NAME,
        time.as_secs_f64() * 1e3 / decisions.max(1) as f64
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: search_time GAME GAMES SPEC...");
        std::process::exit(2);
    }
    let games: u64 = args[1].parse().expect("GAMES");
    for spec in &args[2..] {
        match args[0].as_str() {
            "glueckauf" => run::<glueckauf::GlueckAuf>(games, spec),
            "haspelknecht" => run::<haspelknecht::Haspelknecht>(games, spec),
            other => panic!("unknown game {other}"),
        }
    }
}
