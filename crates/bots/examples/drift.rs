//! Evaluation drift: the mean change of `evaluate(mover)`, of `evaluate(other)` and of the
//! mover's relative value per decision, by phase, in 2-player greedy self-play. A consistent
//! evaluation (what ISMCTS needs at its leaves) drifts by about zero; the tempo constants in
//! both games' `evaluate.rs` were set from this table.
//!
//! ```text
//! cargo run --release -p bots --example drift -- GAMES        # Glück Auf
//! cargo run --release -p bots --example drift -- GAMES hk     # Haspelknecht
//! ```
use bots::greedy::relative_value;
use bots::{Bot, GreedyBot};
use engine::{Game, Setup};
use glueckauf::{GlueckAuf, Phase};
use std::collections::BTreeMap;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(50);
    if std::env::args().nth(2).as_deref() == Some("hk") {
        return drift::<haspelknecht::Haspelknecht>(games, &|g| {
            let p = format!("{:?}", g.phase);
            let p = p.split(['(', ' ']).next().unwrap().to_string();
            format!("{p} y{} s{}", g.year, g.season)
        });
    }
    drift::<GlueckAuf>(games, &|game| match game.phase {
        Phase::Mining { .. } | Phase::Double { .. } => "mining".to_string(),
        Phase::Turn => format!("turn s{}", game.shift),
        p => format!("{p:?}")
            .split([' ', '{'])
            .next()
            .unwrap()
            .to_string(),
    });
}

fn drift<G: Game>(games: u64, label: &dyn Fn(&G) -> String) {
    let mut acc: BTreeMap<String, (f64, f64, f64, u64)> = BTreeMap::new();
    let mut legal = Vec::new();
    for g in 0..games {
        let mut game = G::new_game(&Setup {
            players: 2,
            seed: g,
            options: Default::default(),
        })
        .unwrap();
        let mut bots = [GreedyBot::new(g * 2), GreedyBot::new(g * 2 + 1)];
        while !game.is_over() {
            let seat = game.to_move().first().unwrap();
            game.legal_actions(seat, &mut legal);
            let a = bots[seat as usize].choose(&game, seat, &legal);
            let key = label(&game);
            let (e0, r0, o0) = (
                game.evaluate(seat),
                relative_value(&game, seat),
                game.evaluate(1 - seat),
            );
            game.apply(seat, a).unwrap();
            let (e1, r1, o1) = (
                game.evaluate(seat),
                relative_value(&game, seat),
                game.evaluate(1 - seat),
            );
            let x = acc.entry(key).or_default();
            x.0 += (e1 - e0) as f64;
            x.1 += (r1 - r0) as f64;
            x.2 += (o1 - o0) as f64;
            x.3 += 1;
        }
    }
    for (k, (e, r, o, n)) in acc {
        println!(
            "{k:<14} n {n:7}  d eval(mover) {:+.3}  d eval(other) {:+.3}  d rel {:+.3}",
            e / n as f64,
            o / n as f64,
            r / n as f64
        );
    }
}
