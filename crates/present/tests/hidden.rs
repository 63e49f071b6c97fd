//! No seat's output, in any language, carries the seed or another seat's private log entries:
//! many random games of both games, every seat and a spectator, the view JSON, the log as JSON
//! and as text in all six languages. (What each game keeps hidden — a top-5 draw, a plan — is
//! checked on the events' data in the games' own tests; a text is made only of its message's
//! arguments and seat names, so no language can say more than the data.)

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, visible_to, Game, GameLog, Seat, Setup, Visibility};
use present::{catalog, log::entry_message, DefaultNames, Lang};

/// Seeds with many digits, so that finding them in a text is no accident.
fn seed(i: u64) -> u64 {
    0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i + 1) | (1 << 62)
}

/// Everything `viewer` is told: the view JSON, the log JSON and the log texts in every language.
fn outputs<G: Game>(game: &G, log: &GameLog<G>, viewer: Option<Seat>) -> Vec<String> {
    let mut out = vec![serde_json::to_string(&game.view(viewer)).unwrap()];
    let visible: Vec<_> = visible_to(log, viewer).collect();
    out.push(serde_json::to_string(&visible).unwrap());
    for lang in Lang::ALL {
        let cat = catalog(lang);
        for e in &visible {
            out.push(cat.text(&entry_message::<G>(e), &DefaultNames(lang)));
        }
    }
    out
}

fn check<G: Game>(games: u64) {
    let mut buf = Vec::new();
    for i in 0..games {
        let s = seed(i);
        let players = 2 + (i % 3) as u8;
        let mut game = G::new_game(&Setup {
            players,
            seed: s,
            options: G::Options::default(),
        })
        .unwrap();
        let mut log = Vec::new();
        let mut rng = rng_from_seed(i);
        let mut index = 0;
        let secrets = [s.to_string(), format!("{s:x}"), format!("{s:X}")];
        while let Some(seat) = game
            .to_move()
            .iter()
            .nth(index % game.to_move().len().max(1))
        {
            game.legal_actions(seat, &mut buf);
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            apply_logged(&mut game, seat, a, index, &mut log).unwrap();
            index += 1;
            if index % 25 != 0 && !game.is_over() {
                continue;
            }
            for viewer in (0..players).map(Some).chain([None]) {
                let told = outputs(&game, &log, viewer);
                for text in &told {
                    for secret in &secrets {
                        assert!(
                            !text.contains(secret.as_str()),
                            "{}: seed in {viewer:?}'s output: {text}",
                            G::NAME
                        );
                    }
                }
                // Another seat's private entries never reach this viewer.
                assert!(visible_to(&log, viewer).all(|e| match e.visibility {
                    Visibility::Public => true,
                    Visibility::Seat(x) => Some(x) == viewer,
                }));
            }
        }
    }
}

#[test]
fn glueckauf_outputs_keep_the_seed_and_private_entries() {
    check::<glueckauf::GlueckAuf>(30);
}

#[test]
fn haspelknecht_outputs_keep_the_seed_and_private_entries() {
    check::<haspelknecht::Haspelknecht>(30);
}
