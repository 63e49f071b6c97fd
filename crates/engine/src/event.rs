//! Events: what happened, beyond the decision itself (DESIGN.md, "the presentation layer").
//!
//! `apply` records every automatic step of the rules (scoring, reveals, refills, ...) as a typed
//! event with a [`Visibility`] into the state's [`EventLog`]. The log is off by default: a
//! playout or a search never pays for it (one branch on `None` per event site). A front end turns
//! it on ([`crate::Game::events_mut`]) and collects a game's [`LogEntry`]s with
//! [`crate::log::apply_logged`]; a seat's log is the entries [`Visibility::allows`] it to see.
//!
//! This module is the data the rules record, below the contract; playing a game with the log on
//! is [`crate::log`], above it.

use crate::Seat;
use serde::Serialize;

/// Who may see a decision or an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Every seat and spectators.
    Public,
    /// Only this seat.
    Seat(Seat),
}

impl Visibility {
    /// May `viewer` (`None`: a spectator) see it?
    pub fn allows(self, viewer: Option<Seat>) -> bool {
        match self {
            Visibility::Public => true,
            Visibility::Seat(s) => viewer == Some(s),
        }
    }
}

/// An event with its visibility.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Logged<E> {
    pub visibility: Visibility,
    pub event: E,
}

/// The events recorded by `apply`, or nothing when recording is off (the default).
///
/// One pointer wide. Not part of the game: two states that differ only in their logs are equal, and a clone of a
/// state that records copies the log (bots work on states with recording off).
// The box is the point: `Option<Box<Vec>>` is one pointer in every game state, a `Vec` three.
#[allow(clippy::box_collection)]
#[derive(Clone, Debug)]
pub struct EventLog<E>(Option<Box<Vec<Logged<E>>>>);

impl<E> Default for EventLog<E> {
    fn default() -> Self {
        EventLog(None)
    }
}

impl<E> PartialEq for EventLog<E> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<E> EventLog<E> {
    /// Starts (or stops, dropping what was recorded) recording.
    pub fn set_recording(&mut self, on: bool) {
        match (on, &self.0) {
            (true, None) => self.0 = Some(Box::default()),
            (false, _) => self.0 = None,
            _ => {}
        }
    }

    pub fn is_recording(&self) -> bool {
        self.0.is_some()
    }

    /// Records an event; `make` runs only when recording.
    #[inline(always)]
    pub fn push(&mut self, visibility: Visibility, make: impl FnOnce() -> E) {
        if let Some(log) = &mut self.0 {
            log.push(Logged {
                visibility,
                event: make(),
            });
        }
    }

    /// Records a public event.
    #[inline(always)]
    pub fn public(&mut self, make: impl FnOnce() -> E) {
        self.push(Visibility::Public, make)
    }

    /// The events recorded so far (none when off).
    pub fn len(&self) -> usize {
        self.0.as_ref().map_or(0, |log| log.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Drops the events after the first `len` (undoes a refused `apply`).
    pub fn truncate(&mut self, len: usize) {
        if let Some(log) = &mut self.0 {
            log.truncate(len);
        }
    }

    /// Takes the recorded events, leaving recording on (or off) as it was.
    pub fn take(&mut self) -> Vec<Logged<E>> {
        self.0
            .as_deref_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

/// One line of a game's log: a decision or an event, with the index of the action it belongs to.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound(serialize = "A: std::fmt::Display, E: Serialize"))]
pub struct LogEntry<A, E> {
    /// The index of the record action that caused it (0-based). Not serialized: in a seat's log
    /// the gaps between indices would tell how many hidden decisions the others took.
    #[serde(skip_serializing)]
    pub index: usize,
    pub visibility: Visibility,
    #[serde(flatten)]
    pub item: LogItem<A, E>,
}

/// A decision (in notation) or an event.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(bound(serialize = "A: std::fmt::Display, E: Serialize"))]
pub enum LogItem<A, E> {
    Decision {
        seat: Seat,
        #[serde(serialize_with = "crate::event::display")]
        action: A,
    },
    Event {
        event: E,
    },
}

pub(crate) fn display<A: std::fmt::Display, S: serde::Serializer>(
    a: &A,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_str(a)
}

/// What a game's event says to a reader: its message, whether it is a milestone. The game's
/// event type implements it where it puts its events in words; the [`crate::Game`] contract
/// asks it (which decision an event tells is [`crate::Game::tells_decision`]: it needs the
/// decision).
pub trait EventWords {
    /// The message a player reads (a catalogue key and the facts).
    fn message(&self) -> crate::Msg;

    /// Whether a front end shows it as it happens, beyond the log (a scoring, a winter, the end
    /// of the game).
    fn is_milestone(&self) -> bool {
        false
    }
}

/// The event type of a game that records none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum NoEvent {}

impl EventWords for NoEvent {
    fn message(&self) -> crate::Msg {
        match *self {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A log entry's JSON carries no record index: a seat would learn from the gaps how many
    /// hidden decisions the others took.
    #[test]
    fn log_entries_serialize_without_their_index() {
        let entry: LogEntry<u8, NoEvent> = LogEntry {
            index: 17,
            visibility: Visibility::Public,
            item: LogItem::Decision { seat: 1, action: 3 },
        };
        let json = serde_json::to_value(&entry).unwrap();
        assert!(json.get("index").is_none(), "{json}");
        assert_eq!(json["type"], "decision");
        assert_eq!(json["action"], "3");
    }
}
