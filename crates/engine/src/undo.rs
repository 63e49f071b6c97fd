//! Undo: taking a decision back is a rule of the game contract, so every front end (the server,
//! the terminal, Python) asks the same rule here and gets the same answers.
//!
//! The rule (DESIGN.md "Undo", after Board Game Arena): a seat undoes its own decisions, one at a
//! time, back to the start of its turn (or plan), never across another seat's decision, a reveal
//! or a random draw. [`take_back`] is the whole rule, for a table of several people;
//! [`rewind`] is what is left of it for one person against bots, whose later decisions go back
//! with the person's.
//!
//! Whether decisions revealed anything is found out by replaying them: the state before them is
//! re-sampled many times in everything the seat cannot see ([`Game::determinize`], which also
//! re-seeds the game's own RNG), the decisions are replayed on every sample, and the seat's view
//! after every step is compared with the view it actually saw. If some sample shows it something
//! else (or refuses a decision), the decisions drew or revealed hidden information.
//!
//! Every test looks only at what the seat may see, so a refusal tells it nothing about other
//! seats' hidden decisions.

use crate::event::{LogItem, Visibility};
use crate::log::{replay_logged, GameLog};
use crate::record::{parse_entry, replay_prefix, GameRecord};
use crate::rng::{derive_seed, rng_from_seed};
use crate::{Game, Seat};

/// Re-samples tried per check. A reveal shows up unless every sample draws the same thing.
const SAMPLES: u64 = 24;

/// Why undo is refused. Each reason has a message-catalogue key ([`Refusal::key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The seat has not decided yet.
    NothingToUndo,
    /// Something the seat could see happened after its last decision (another seat's decision,
    /// an event).
    SeenSince,
    /// The decision was public and the turn has passed to another seat.
    TurnPassed,
    /// The decision drew or revealed something (the terminal: something was drawn or revealed
    /// since the person's previous decision).
    Revealed,
    /// Later decisions of other seats (hidden from this one) do not replay without it.
    LaterDecisions,
    /// The record does not replay (it cannot happen with a record a front end built).
    BadRecord,
}

impl Refusal {
    /// Every reason (the catalogue tests check that each has a text in every language).
    pub const ALL: [Refusal; 6] = [
        Refusal::NothingToUndo,
        Refusal::SeenSince,
        Refusal::TurnPassed,
        Refusal::Revealed,
        Refusal::LaterDecisions,
        Refusal::BadRecord,
    ];

    /// The message-catalogue key of the reason.
    pub fn key(self) -> &'static str {
        match self {
            Refusal::NothingToUndo => "undo-nothing",
            Refusal::SeenSince => "undo-seen-since",
            Refusal::TurnPassed => "undo-turn-passed",
            Refusal::Revealed => "undo-revealed",
            Refusal::LaterDecisions => "undo-later-decisions",
            Refusal::BadRecord => "undo-bad-record",
        }
    }
}

/// An accepted [`take_back`].
#[derive(Clone, Debug)]
pub struct Undone<G: Game> {
    /// The record index of the decision taken back.
    pub index: usize,
    /// The decision taken back.
    pub action: G::Action,
    /// The record without it (the later decisions of other seats kept).
    pub record: GameRecord,
    /// The state after `record`, recording events, and its log.
    pub game: G,
    pub log: GameLog<G>,
}

/// `seat` takes back its last decision, if the rule of undo allows it:
/// 1. nothing `seat` could see happened after it (another seat's decision, an event);
/// 2. if the decision was public, `seat` is still the only one to move (its turn has not passed);
/// 3. the decision drew or revealed nothing (see the module documentation).
///
/// Later decisions of other seats hidden from `seat` (simultaneous plans) stay: they never
/// depended on its decision ([`Refusal::LaterDecisions`] if they do not replay without it).
/// `log` is the log of `record` as [`replay_logged`] builds it.
pub fn take_back<G: Game>(
    record: &GameRecord,
    log: &GameLog<G>,
    seat: Seat,
) -> Result<Undone<G>, Refusal> {
    let index = log
        .iter()
        .rev()
        .find_map(|e| match e.item {
            LogItem::Decision { seat: s, .. } if s == seat => Some(e.index),
            _ => None,
        })
        .ok_or(Refusal::NothingToUndo)?;
    if log
        .iter()
        .any(|e| e.index > index && e.visibility.allows(Some(seat)))
    {
        return Err(Refusal::SeenSince);
    }
    let public = log.iter().any(|e| {
        e.index == index
            && matches!(e.item, LogItem::Decision { .. })
            && e.visibility == Visibility::Public
    });
    let start: G = replay_prefix(record, index).map_err(|_| Refusal::BadRecord)?;
    let decision = &record.actions[index..=index];
    let mut after = start.clone();
    let action = step(&mut after, &decision[0]).ok_or(Refusal::BadRecord)?;
    if public && after.to_move().iter().any(|s| s != seat) {
        return Err(Refusal::TurnPassed);
    }
    if !resamples_agree(&start, decision, seat, &[after.view(Some(seat))]) {
        return Err(Refusal::Revealed);
    }
    let mut rest = record.clone();
    rest.actions.remove(index);
    let (game, log) = replay_logged::<G>(&rest).map_err(|_| Refusal::LaterDecisions)?;
    Ok(Undone {
        index,
        action,
        record: rest,
        game,
        log,
    })
}

/// One person against bots: the record index to go back to (the person's previous decision)
/// and the state there, or why not. The bots' decisions since go back too, so only a draw or a
/// reveal since that decision refuses it ([`Refusal::Revealed`]). `seats[i]` is the seat of
/// record action `i`; `game` is the state after the record.
pub fn rewind<G: Game>(
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
    let since = &record.actions[index..];
    let seen = seen_views(&start, since, person)?;
    debug_assert!(seen.last() == Some(&game.view(Some(person))));
    if !resamples_agree(&start, since, person, &seen) {
        return Err(Refusal::Revealed);
    }
    Ok((index, start))
}

/// The views `seat` saw after each of `actions`, applied from `start`.
fn seen_views<G: Game>(start: &G, actions: &[String], seat: Seat) -> Result<Vec<G::View>, Refusal> {
    let mut real = start.clone();
    actions
        .iter()
        .map(|text| {
            step(&mut real, text).ok_or(Refusal::BadRecord)?;
            Ok(real.view(Some(seat)))
        })
        .collect()
}

/// Whether `actions`, replayed on re-samplings of `start` in everything `seat` cannot see,
/// always show `seat` the views it saw (`seen`): then they drew and revealed nothing.
fn resamples_agree<G: Game>(start: &G, actions: &[String], seat: Seat, seen: &[G::View]) -> bool {
    (0..SAMPLES).all(|sample| {
        let mut rng = rng_from_seed(derive_seed(0x756e_646f, sample));
        let mut world = start.determinize(seat, &mut rng);
        actions
            .iter()
            .zip(seen)
            .all(|(text, view)| step(&mut world, text).is_some() && world.view(Some(seat)) == *view)
    })
}

/// Applies a record entry; the action, or `None` if it cannot be read or is refused.
fn step<G: Game>(game: &mut G, text: &str) -> Option<G::Action> {
    let entry = parse_entry(game, text).ok()?;
    game.apply(entry.seat, entry.action).ok()?;
    Some(entry.action)
}
