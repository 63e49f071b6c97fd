//! Undo for one person playing against bots: back to that person's previous decision, never past
//! hidden information that was revealed since (a random draw, a reveal of a hidden card).
//!
//! Undo replays the record prefix. Whether anything was revealed is found out by replaying: the
//! state at the undo point is re-sampled many times in everything the person cannot see
//! ([`Game::determinize`], which also re-seeds the game's own RNG), the undone decisions are
//! replayed on every sample, and the person's view after every step is compared with the view
//! the person actually saw. If some sample shows the person something else (or refuses a
//! decision), the undone stretch revealed hidden information and undo is refused.

use engine::record::{parse_entry, replay_prefix};
use engine::rng::{derive_seed, rng_from_seed};
use engine::{Game, GameRecord, Seat};

/// Re-samples tried per undo. A reveal shows up unless every sample draws the same thing.
const SAMPLES: u64 = 24;

/// Why undo was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The person has not decided yet.
    NothingToUndo,
    /// Hidden information was revealed (or drawn) since the person's last decision.
    Revealed,
    /// The record does not replay (it cannot happen with a record the app built).
    BadRecord,
}

impl Refusal {
    /// The catalogue key of the reason.
    pub fn key(self) -> &'static str {
        match self {
            Refusal::NothingToUndo => "ui-undo-nothing",
            Refusal::Revealed => "ui-undo-revealed",
            Refusal::BadRecord => "ui-undo-bad-record",
        }
    }
}

/// The record index to go back to (the person's previous decision) and the state there, or why
/// undo is refused. `seats[i]` is the seat of record action `i`; `game` is the current state.
pub fn undo_point<G: Game>(
    game: &G,
    record: &GameRecord,
    seats: &[Seat],
    person: Seat,
) -> Result<(usize, G), Refusal> {
    let n = record.actions.len();
    let Some(index) = (0..n).rev().find(|&i| seats[i] == person) else {
        return Err(Refusal::NothingToUndo);
    };
    let start: G = replay_prefix(record, index).map_err(|_| Refusal::BadRecord)?;
    // The views the person saw after every undone decision.
    let mut seen = Vec::with_capacity(n - index);
    let mut real = start.clone();
    for text in &record.actions[index..] {
        step(&mut real, text).ok_or(Refusal::BadRecord)?;
        seen.push(real.view(Some(person)));
    }
    debug_assert!(seen.last() == Some(&game.view(Some(person))));
    for sample in 0..SAMPLES {
        let mut rng = rng_from_seed(derive_seed(0x756e_646f, sample));
        let mut world = start.determinize(person, &mut rng);
        for (text, view) in record.actions[index..].iter().zip(&seen) {
            if step(&mut world, text).is_none() || world.view(Some(person)) != *view {
                return Err(Refusal::Revealed);
            }
        }
    }
    Ok((index, start))
}

fn step<G: Game>(game: &mut G, text: &str) -> Option<()> {
    let entry = parse_entry(game, text).ok()?;
    game.apply(entry.seat, entry.action).ok()
}
