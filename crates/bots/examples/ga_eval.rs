//! A trial evaluation for Glück Auf, for its engineer to take over into `Game::evaluate`:
//! greedy with it against random and against the greedy of the game's own `evaluate`.
//! `cargo run --release -p bots --example ga_eval -- GAMES` (weights by environment:
//! MONEY, SHIFT, BASE), or `-- trace` to print one game.
//!
//! Measured (200 games, 2 players): the game's own evaluate makes greedy win ~15% against
//! random (it values unfilled orders at 0.3×VP, so greedy hoards order cards and rarely mines);
//! this trial evaluation ~62-66%. One-step greedy stays weak in Glück Auf because the value of
//! money, tiles and carts lies several turns ahead.
#![allow(clippy::needless_range_loop)]

use bots::{Bot, GreedyBot, RandomBot};
use engine::{derive_seed, ranks, Game, Seat, Setup};
use glueckauf::data::ORDERS;
use glueckauf::{GlueckAuf, Phase};

fn w(name: &str, default: f32) -> f32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Banked VP + end adjustments + discounted shift majorities as they stand + pending orders by
/// progress + loose and cart cubes that fit open cells + money as purchasing power.
pub fn eval(g: &GlueckAuf, seat: Seat) -> f32 {
    if g.phase == Phase::Over {
        return g.score(seat) as f32;
    }
    let s = seat as usize;
    let p = &g.players[s];
    let mut v = (p.vp_orders + p.vp_shifts) as f32 + g.final_score(seat).total() as f32;
    v -= (p.money / 5) as f32;
    v += p.money as f32 * w("MONEY", 0.3);
    let gains = g.shift_gains();
    v += w("SHIFT", 0.6) * (0..12).map(|e| gains[e][s] as f32).sum::<f32>();
    let mut need = [0u8; 4];
    let mut m = p.pending;
    while m != 0 {
        let c = m.trailing_zeros() as usize;
        m &= m - 1;
        let o = ORDERS[c];
        let f = g.fills[c];
        let cells = o.num_cells() as f32;
        let done = f.filled.iter().sum::<u8>() as f32 / cells;
        v += o.vp as f32
            * (w("BASE", 0.12) + 0.7 * done * done + if done >= 1.0 { 0.1 } else { 0.0 });
        for k in 0..4 {
            need[k] += o.cells[k] - f.filled[k];
        }
    }
    let loose = p.loose_cubes();
    for k in 0..4 {
        let on_carts: u8 = (0..4).map(|l| p.cart_cubes[l][k]).sum();
        let l = loose[k].min(need[k]);
        let c = on_carts.min(need[k] - l);
        v += 0.9 * l as f32 + 0.45 * c as f32;
    }
    v
}

struct Custom(GreedyBot);
impl Bot<GlueckAuf> for Custom {
    fn name(&self) -> String {
        "greedy-trial".into()
    }
    fn choose(
        &mut self,
        game: &GlueckAuf,
        seat: Seat,
        legal: &[glueckauf::Action],
    ) -> glueckauf::Action {
        self.0.choose_with(game, seat, legal, &eval)
    }
}

fn trace() {
    let mut g = GlueckAuf::new_game(&Setup {
        players: 2,
        seed: 5,
        options: Default::default(),
    })
    .unwrap();
    let mut bots: Vec<Box<dyn Bot<GlueckAuf>>> = vec![
        Box::new(Custom(GreedyBot::new(1))),
        Box::new(RandomBot::new(2)),
    ];
    let mut buf = Vec::new();
    while let Some(seat) = g.to_move().first() {
        g.legal_actions(seat, &mut buf);
        let a = bots[seat as usize].choose(&g, seat, &buf);
        if seat == 0 {
            println!("{a}   eval {:.1} score {}", eval(&g, 0), g.score(0));
        }
        g.apply(seat, a).unwrap();
    }
    println!("final {} {}", g.score(0), g.score(1));
    println!("{}", g.describe(None));
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("trace") {
        return trace();
    }
    let games: u64 = std::env::args().nth(1).map_or(200, |s| s.parse().unwrap());
    for opponent in ["random", "greedy"] {
        let (mut wins, mut score, mut opp) = (0.0, 0.0, 0.0);
        for k in 0..games {
            let seed = derive_seed(9, k);
            let mut g = GlueckAuf::new_game(&Setup {
                players: 2,
                seed,
                options: Default::default(),
            })
            .unwrap();
            let me = (k % 2) as usize;
            let mut bots: Vec<Box<dyn Bot<GlueckAuf>>> = Vec::new();
            for s in 0..2 {
                if s == me {
                    bots.push(Box::new(Custom(GreedyBot::new(seed + 1))));
                } else if opponent == "random" {
                    bots.push(Box::new(RandomBot::new(seed + 2)));
                } else {
                    bots.push(Box::new(GreedyBot::new(seed + 2)));
                }
            }
            bots::play_out(&mut g, &mut bots, &mut Vec::new());
            let r = ranks(&g);
            if r[me] == 0 {
                wins += if r[1 - me] == 0 { 0.5 } else { 1.0 };
            }
            score += g.score(me as Seat) as f64;
            opp += g.score(1 - me as Seat) as f64;
        }
        let n = games as f64;
        println!(
            "trial greedy vs {opponent}: win {:.1}%  score {:.1} vs {:.1}",
            100.0 * wins / n,
            score / n,
            opp / n
        );
    }
}
