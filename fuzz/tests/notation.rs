//! Fuzz targets: the action notation of both games, in positions reached by random legal play.
//! Short run: `cargo test -p kohle-fuzz --test fuzz notation::`; long run: see `fuzz/src/lib.rs`.

use bolero::check;
use bolero::generator::TypeGenerator;
use engine::{Game, Seat, Setup};
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use kohle_fuzz::{options_from_bits, Text};
use std::time::Duration;

const SHORT: Duration = Duration::from_secs(3);

#[derive(Clone, Debug, TypeGenerator)]
struct Input {
    players: u8,
    seed: u64,
    option_bits: u64,
    /// Legal picks that lead to the position.
    picks: Vec<u16>,
    texts: Vec<Text>,
    raw: String,
}

#[test]
fn glueckauf_notation() {
    check!()
        .with_type::<Input>()
        .with_test_time(SHORT)
        .for_each(run::<GlueckAuf>);
}

#[test]
fn haspelknecht_notation() {
    check!()
        .with_type::<Input>()
        .with_test_time(SHORT)
        .for_each(run::<Haspelknecht>);
}

/// In any reached position: every legal action's notation reads back as itself and is
/// accepted; any text either fails to read with a short error, or reads as an action whose
/// notation reads back as itself, and which `apply` accepts only if `legal_actions` lists it.
fn run<G: Game>(input: &Input) {
    let setup = Setup {
        players: 2 + input.players % 3,
        seed: input.seed,
        options: options_from_bits::<G>(input.option_bits),
    };
    let mut game = G::new_game(&setup).expect("a valid setup");
    let mut buf = Vec::new();
    for &pick in &input.picks {
        let Some(seat) = game
            .to_move()
            .iter()
            .nth(pick as usize % 4 % game.to_move().len().max(1))
        else {
            break;
        };
        game.legal_actions(seat, &mut buf);
        let a = buf[pick as usize % buf.len()];
        game.apply(seat, a).expect("a legal action is accepted");
    }
    let mut legal: Vec<Vec<G::Action>> = Vec::new();
    for seat in 0..game.players() as Seat {
        game.legal_actions(seat, &mut buf);
        for &a in &buf {
            let text = a.to_string();
            assert_eq!(
                game.parse_action(&text).ok(),
                Some(a),
                "`{text}` reads back"
            );
            let mut next = game.clone();
            assert!(next.apply(seat, a).is_ok(), "legal `{text}` is accepted");
        }
        legal.push(buf.clone());
    }
    let texts = input
        .texts
        .iter()
        .map(Text::render)
        .chain([input.raw.clone(), input.raw.repeat(50)]);
    for text in texts {
        match game.parse_action(&text) {
            Ok(a) => {
                let again = a.to_string();
                assert_eq!(
                    game.parse_action(&again).ok(),
                    Some(a),
                    "`{again}` reads back"
                );
                for seat in 0..game.players() as Seat {
                    let mut next = game.clone();
                    if next.apply(seat, a).is_ok() {
                        assert!(
                            legal[seat as usize].contains(&a),
                            "seat {seat}: `{again}` was accepted but is not listed as legal"
                        );
                    }
                }
            }
            Err(e) => {
                let message = e.to_string();
                let chars = message.chars().count();
                assert!(
                    chars <= 300,
                    "a parse error quotes its input short ({chars} characters): {message}"
                );
            }
        }
    }
}
