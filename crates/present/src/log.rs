//! A seat's log in words: the decisions and events it may see (see `engine::event`).

use crate::{Catalog, Names};
use engine::{Game, LogEntry, LogItem, Msg, Seat};

/// The message of one log entry: a decision (`Anna: factory 3`) or an event.
pub fn entry_message<G: Game>(entry: &LogEntry<G::Action, G::Event>) -> Msg {
    match &entry.item {
        LogItem::Decision { seat, action } => Msg::new("log-decision")
            .seat("seat", *seat)
            .text("action", action.to_string()),
        LogItem::Event { event } => G::event_message(event),
    }
}

/// The lines `viewer` (`None`: a spectator) may read, oldest first, with the action index each
/// belongs to.
pub fn lines<G: Game>(
    cat: &Catalog,
    log: &[LogEntry<G::Action, G::Event>],
    viewer: Option<Seat>,
    names: &dyn Names,
) -> Vec<(usize, String)> {
    engine::visible_to(log, viewer)
        .map(|e| (e.index, cat.text(&entry_message::<G>(e), names)))
        .collect()
}
