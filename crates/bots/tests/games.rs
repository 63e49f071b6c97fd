//! The bots on the real games: they finish games at every player count, and their decisions
//! depend only on the deciding seat's view (no peeking), checked by deciding on two states with
//! equal views but different hidden contents.

use bots::{parse_bot_spec, run_tournament, Bot, TournamentConfig};
use engine::rng::{below, rng_from_seed};
use engine::{Game, Setup};

fn advanced<G: Game>(players: u8, seed: u64, steps: usize) -> G {
    let mut g = G::new_game(&Setup {
        players,
        seed,
        options: G::Options::default(),
    })
    .unwrap();
    let mut r = rng_from_seed(seed ^ 0xabc);
    let mut buf = Vec::new();
    for _ in 0..steps {
        let Some(seat) = g.to_move().first() else {
            break;
        };
        g.legal_actions(seat, &mut buf);
        let a = buf[below(&mut r, buf.len() as u32) as usize];
        g.apply(seat, a).unwrap();
    }
    g
}

fn no_peeking<G: Game>() {
    let mut checked = 0;
    for players in G::MIN_PLAYERS..=G::MAX_PLAYERS {
        for seed in 0..4u64 {
            let real: G = advanced(players, seed, 10 + 17 * seed as usize);
            // Every seat to move (several during simultaneous decisions).
            for seat in real.to_move().iter() {
                let other = real.determinize(seat, &mut rng_from_seed(77 + seed));
                assert_eq!(real.view(Some(seat)), other.view(Some(seat)));
                let mut legal = Vec::new();
                real.legal_actions(seat, &mut legal);
                let mut legal_other = Vec::new();
                other.legal_actions(seat, &mut legal_other);
                assert_eq!(
                    legal, legal_other,
                    "legal actions depend on hidden information"
                );
                for spec in ["ismcts:150", "greedy"] {
                    let spec = parse_bot_spec(spec).unwrap();
                    let mut a: Box<dyn Bot<G>> = spec.build(seed, players).unwrap();
                    let mut b: Box<dyn Bot<G>> = spec.build(seed, players).unwrap();
                    assert_eq!(
                        a.choose(&real, seat, &legal),
                        b.choose(&other, seat, &legal),
                        "{}: {spec} decided differently on equal views ({players}p, seed {seed})",
                        G::NAME
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 12);
}

fn bots_finish_games<G: Game>() {
    for players in G::MIN_PLAYERS..=G::MAX_PLAYERS {
        let config = TournamentConfig {
            players,
            games: players as usize,
            seed: 3,
            options: G::Options::default(),
            bots: ["ismcts:30", "greedy:1", "random"]
                .iter()
                .map(|b| parse_bot_spec(b).unwrap())
                .collect(),
        };
        let t = run_tournament::<G>(&config, &|_, _| {}).unwrap();
        assert_eq!(t.failed_games, 0, "{:?}", t.results);
        assert!(t.results.iter().all(|r| r.decisions > 20));
    }
}

#[test]
fn glueckauf_bots_do_not_peek() {
    no_peeking::<glueckauf::GlueckAuf>();
}

#[test]
fn haspelknecht_bots_do_not_peek() {
    no_peeking::<haspelknecht::Haspelknecht>();
}

#[test]
fn glueckauf_bots_finish_games() {
    bots_finish_games::<glueckauf::GlueckAuf>();
}

#[test]
fn haspelknecht_bots_finish_games() {
    bots_finish_games::<haspelknecht::Haspelknecht>();
}

/// Issue 28: with Glück Auf's hidden delivered orders, a seat's information set holds the
/// cards the last shift scoring revealed and only a count of those delivered since. Positions
/// (from random games that deliver whenever they can) where an opponent has both: the bots
/// decide alike on the real state and on a determinization of it (equal views), their
/// determinizations keep the revealed cards, and bots finish such games.
#[test]
fn glueckauf_bots_know_what_a_scoring_revealed_and_no_more() {
    use glueckauf::{GlueckAuf, Options};
    let options = Options {
        delivered_orders_public: false,
        ..Options::default()
    };
    let mut checked = 0;
    let mut buf = Vec::new();
    for seed in 0..400u64 {
        if checked == 10 {
            break;
        }
        let players = 2 + (seed % 3) as u8;
        let mut g = GlueckAuf::new_game(&Setup {
            players,
            seed,
            options: options.clone(),
        })
        .unwrap();
        let mut r = rng_from_seed(seed ^ 0x28);
        while let Some(seat) = g.to_move().first() {
            let mixed = (0..players).any(|o| {
                let d = g.players[o as usize].delivered;
                o != seat && g.revealed_of(o) != 0 && d != g.revealed_of(o)
            });
            if mixed && g.phase == glueckauf::Phase::Turn {
                let other = g.determinize(seat, &mut rng_from_seed(seed));
                assert_eq!(g.view(Some(seat)), other.view(Some(seat)));
                for o in (0..players).filter(|&o| o != seat) {
                    let kept = g.revealed_of(o);
                    assert_eq!(other.players[o as usize].delivered & kept, kept);
                }
                g.legal_actions(seat, &mut buf);
                for spec in ["ismcts:150", "greedy"] {
                    let spec = parse_bot_spec(spec).unwrap();
                    let mut a: Box<dyn Bot<GlueckAuf>> = spec.build(seed, players).unwrap();
                    let mut b: Box<dyn Bot<GlueckAuf>> = spec.build(seed, players).unwrap();
                    assert_eq!(
                        a.choose(&g, seat, &buf),
                        b.choose(&other, seat, &buf),
                        "{spec} decided differently on equal views (seed {seed})"
                    );
                }
                checked += 1;
                break;
            }
            g.legal_actions(seat, &mut buf);
            let deliver = buf
                .iter()
                .copied()
                .find(|a| a.to_string().starts_with("deliver"));
            let a = match deliver {
                Some(d) if below(&mut r, 2) == 0 => d,
                _ => buf[below(&mut r, buf.len() as u32) as usize],
            };
            g.apply(seat, a).unwrap();
        }
    }
    assert!(checked >= 5, "{checked} positions");
    let config = TournamentConfig {
        players: 3,
        games: 3,
        seed: 28,
        options,
        bots: ["ismcts:30", "greedy:1", "random"]
            .iter()
            .map(|b| parse_bot_spec(b).unwrap())
            .collect(),
    };
    let t = run_tournament::<GlueckAuf>(&config, &|_, _| {}).unwrap();
    assert_eq!(t.failed_games, 0, "{:?}", t.results);
}
