//! Writes the record of a whole game between bots, e.g. to try `kohle analyze` on:
//! `cargo run --release -p analysis --example bot_game -- glueckauf 2 7 greedy game.json`.

use bots::{parse_bot_spec, Bot};
use engine::record::GameRecord;
use engine::{derive_seed, Game, SeatInfo, Setup};

fn record<G: Game>(players: u8, seed: u64, spec: &str) -> GameRecord {
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let bot_spec = parse_bot_spec(spec).unwrap_or_else(|e| panic!("{e}"));
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..players)
        .map(|s| bot_spec.build::<G>(derive_seed(seed, 1 + u64::from(s)), players))
        .collect::<Result<_, String>>()
        .unwrap_or_else(|e| panic!("{e}"));
    let mut game = G::new_game(&setup).unwrap_or_else(|e| panic!("{e}"));
    let mut rec = GameRecord::new::<G>(&setup);
    rec.seats = (0..players).map(|_| SeatInfo::bot(spec)).collect();
    let mut buf = Vec::new();
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut buf);
        let a = bots[seat as usize].choose(&game, seat, &buf);
        game.apply(seat, a).expect("a bot plays a legal action");
        rec.push(seat, a);
    }
    rec
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, players, seed, spec, out] = args.as_slice() else {
        eprintln!("usage: bot_game GAME PLAYERS SEED BOT OUT.json");
        std::process::exit(2);
    };
    let players: u8 = players.parse().expect("PLAYERS is a number");
    let seed: u64 = seed.parse().expect("SEED is a number");
    let rec = match game.as_str() {
        "glueckauf" => record::<glueckauf::GlueckAuf>(players, seed, spec),
        "haspelknecht" => record::<haspelknecht::Haspelknecht>(players, seed, spec),
        other => panic!("unknown game {other}"),
    };
    std::fs::write(out, rec.to_json() + "\n").expect("the record is written");
    println!("{} actions written to {out}", rec.actions.len());
}
