//! Golden hashes of whole bot games (greedy and ISMCTS on both games): every action chosen and
//! the final scores, hashed with FNV-1a. A speed change to a game or to the bots that keeps
//! their decisions leaves these hashes as they are; a change of the search's play changes them
//! (and must then be measured for strength, see STRENGTH.md).
//!
//! `KOHLE_GOLDEN_PRINT=1` prints the hashes instead of failing on a difference.

use bots::{parse_bot_spec, Bot};
use engine::{Game, Setup};

fn fnv(h: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *h ^= b as u64;
        *h = h.wrapping_mul(0x0100_0000_01b3);
    }
}

fn bot_games<G: Game>(players: u8, specs: &[&str], seeds: std::ops::Range<u64>) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    let mut legal = Vec::new();
    for seed in seeds {
        let mut g = G::new_game(&Setup {
            players,
            seed,
            options: G::Options::default(),
        })
        .unwrap();
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..players as usize)
            .map(|s| {
                parse_bot_spec(specs[(s + seed as usize) % specs.len()])
                    .unwrap()
                    .build(seed * 10 + s as u64, players)
                    .unwrap()
            })
            .collect();
        while let Some(seat) = g.to_move().first() {
            g.legal_actions(seat, &mut legal);
            let a = bots[seat as usize].choose(&g, seat, &legal);
            fnv(&mut h, format!("{seat}:{a};").as_bytes());
            g.apply(seat, a).unwrap();
        }
        for s in 0..players {
            fnv(&mut h, &g.score(s).to_le_bytes());
        }
    }
    h
}

fn check(what: &str, got: u64, want: u64) {
    if std::env::var_os("KOHLE_GOLDEN_PRINT").is_some() {
        eprintln!("{what}: {got:#018x}");
        return;
    }
    assert_eq!(got, want, "{what}: the bots' games changed");
}

#[test]
fn golden_greedy_games() {
    check(
        "glueckauf greedy",
        bot_games::<glueckauf::GlueckAuf>(3, &["greedy", "random"], 0..3),
        0x1e3a5d36ee019c80,
    );
    check(
        "haspelknecht greedy",
        bot_games::<haspelknecht::Haspelknecht>(3, &["greedy", "random"], 0..3),
        0x0edf5c7f3467da51,
    );
}

#[test]
fn golden_haspelknecht_ismcts_games() {
    check(
        "haspelknecht ismcts",
        bot_games::<haspelknecht::Haspelknecht>(2, &["ismcts:100", "greedy"], 0..2),
        0xb1656f0372158195,
    );
    check(
        "haspelknecht ismcts 3p",
        bot_games::<haspelknecht::Haspelknecht>(3, &["ismcts:60", "random"], 0..1),
        0x66e0f0945d1dbb07,
    );
}

#[test]
fn golden_glueckauf_ismcts_games() {
    check(
        "glueckauf ismcts",
        bot_games::<glueckauf::GlueckAuf>(2, &["ismcts:100", "greedy"], 0..2),
        0xae84d9822c462102,
    );
}
