//! A seat's log in words: the decisions and events it may see (see `engine::event`), each told
//! once. A decision whose own events already say what it was (`Anna keeps order OT04` after
//! `take OT04`, [`Game::tells_decision`]) is not told again; any other decision is told in words
//! ([`Game::decision_message`]).

use crate::{Catalog, Names};
use engine::{Game, LogEntry, LogItem, Msg, Seat};

/// The message of one log entry: a decision in words or an event.
pub fn entry_message<G: Game>(entry: &LogEntry<G::Action, G::Event>) -> Msg {
    match &entry.item {
        LogItem::Decision { seat, action } => G::decision_message(*seat, *action),
        LogItem::Event { event } => G::event_message(event),
    }
}

/// Whether entry `i` of `entries` (what one reader sees, oldest first) is a decision that an
/// event the reader sees after it, before the next decision the reader sees, tells in words
/// ([`Game::tells_decision`]: the event names what the decision chose): a log in words leaves
/// it out. (The events of a decision may come after further decisions the reader does not see,
/// as a return of drawn cards after its hidden order.)
pub fn told<G: Game>(entries: &[&LogEntry<G::Action, G::Event>], i: usize) -> bool {
    let LogItem::Decision { seat, action } = entries[i].item else {
        return false;
    };
    entries[i + 1..]
        .iter()
        .map_while(|e| match &e.item {
            LogItem::Event { event } => Some(event),
            LogItem::Decision { .. } => None,
        })
        .any(|event| G::tells_decision(event, seat, action))
}

/// How many decisions a reader has seen among `entries` (what it sees): each decision once,
/// whether a line of its own or an event tells it. The one count of decisions every front end
/// shows: `kohle replay`, the replay page ("decisions taken"), the analysis.
pub fn decisions_seen<'a, A: 'a, E: 'a>(
    entries: impl IntoIterator<Item = &'a LogEntry<A, E>>,
) -> usize {
    entries
        .into_iter()
        .filter(|e| matches!(e.item, LogItem::Decision { .. }))
        .count()
}

/// The lines `viewer` (`None`: a spectator) may read, oldest first, each told once, with the
/// action index each belongs to.
pub fn lines<G: Game>(
    cat: &Catalog,
    log: &[LogEntry<G::Action, G::Event>],
    viewer: Option<Seat>,
    names: &dyn Names,
) -> Vec<(usize, String)> {
    let visible: Vec<_> = engine::visible_to(log, viewer).collect();
    (0..visible.len())
        .filter(|&i| !told::<G>(&visible, i))
        .map(|i| {
            (
                visible[i].index,
                cat.text(&entry_message::<G>(visible[i]), names),
            )
        })
        .collect()
}
