//! Fuzz targets: game records, from bytes and from generated games, through parsing and replay.
//! Short run: `cargo test -p kohle-fuzz --test fuzz record::`; long run: see `fuzz/src/lib.rs`.

use bolero::check;
use bolero::generator::TypeGenerator;
use engine::record::GameRecord;
use engine::{replay, Game, RecordError, Setup};
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use kohle_fuzz::{check_state, options_from_bits, play_steps, record_json, Step};
use std::time::Duration;

/// A short run per target in the test suite.
const SHORT: Duration = Duration::from_secs(3);

#[derive(Clone, Debug, TypeGenerator)]
struct Input {
    haspelknecht: bool,
    players: u8,
    seed: u64,
    option_bits: u64,
    steps: Vec<Step>,
    /// Byte edits of the record's JSON: (position, byte); the byte's value modulo 3 chooses
    /// replace, insert or remove.
    edits: Vec<(u16, u8)>,
}

/// A generated game written as a record replays to the same state, or fails at exactly the
/// first line that is not a legal action; an edited record never panics.
#[test]
fn record_replay() {
    check!()
        .with_type::<Input>()
        .with_test_time(SHORT)
        .for_each(|input| {
            if input.haspelknecht {
                run::<Haspelknecht>(input)
            } else {
                run::<GlueckAuf>(input)
            }
        });
}

fn run<G: Game>(input: &Input) {
    // Mostly valid player counts, sometimes any.
    let players = if input.players >= 240 {
        input.players % 8
    } else {
        2 + input.players % 3
    };
    let setup = Setup {
        players,
        seed: input.seed,
        options: options_from_bits::<G>(input.option_bits),
    };
    let json = match G::new_game(&setup) {
        Ok(game) => {
            let played = play_steps(game, &input.steps);
            let json = record_json::<G>(&setup, &played.lines);
            let record = GameRecord::from_json(&json).expect("a written record reads back");
            match (replay::<G>(&record), played.first_bad) {
                (Ok(state), None) => {
                    assert_eq!(
                        format!("{state:?}"),
                        format!("{:?}", played.game),
                        "replay gives the state that was played"
                    );
                    check_state(&state);
                }
                (Err(RecordError::Action { index, reason, .. }), Some(bad)) => {
                    assert_eq!(index, bad, "replay stops at the first bad line: {reason}");
                }
                (result, bad) => panic!(
                    "replay gave {:?}, first bad line {bad:?}",
                    result.map(|_| "a state")
                ),
            }
            json
        }
        Err(_) => {
            let json = record_json::<G>(&setup, &[]);
            let record = GameRecord::from_json(&json).unwrap();
            assert!(matches!(replay::<G>(&record), Err(RecordError::Setup(_))));
            json
        }
    };
    let mut bytes = json.into_bytes();
    for &(pos, b) in &input.edits {
        let i = pos as usize % (bytes.len() + 1);
        match b % 3 {
            0 if i < bytes.len() => bytes[i] = b,
            1 => bytes.insert(i, b),
            _ if i < bytes.len() => {
                bytes.remove(i);
            }
            _ => {}
        }
    }
    if let Ok(text) = String::from_utf8(bytes) {
        if let Ok(record) = GameRecord::from_json(&text) {
            if let Ok(state) = replay::<G>(&record) {
                check_state(&state);
            }
        }
    }
}

/// Any bytes as a record: read, replayed as either game; never a panic.
#[test]
fn record_bytes() {
    check!().with_test_time(SHORT).for_each(|bytes: &[u8]| {
        if let Ok(text) = std::str::from_utf8(bytes) {
            if let Ok(record) = GameRecord::from_json(text) {
                if let Ok(state) = replay::<GlueckAuf>(&record) {
                    check_state(&state);
                }
                if let Ok(state) = replay::<Haspelknecht>(&record) {
                    check_state(&state);
                }
            }
        }
    });
}
