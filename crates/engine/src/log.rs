//! A game's log: its decisions and events in order, collected by playing or replaying it with
//! event recording on (the data recorded is [`crate::event`]'s).

use crate::event::{LogEntry, LogItem};
use crate::record::{parse_entry, GameRecord, RecordError};
use crate::{Game, RuleError, Seat};

/// The log entries of a game.
pub type GameLog<G> = Vec<LogEntry<<G as Game>::Action, <G as Game>::Event>>;

/// Applies `action` of `seat` with event recording on, appending the decision and the events it
/// caused to `log` (as action number `index`). On error nothing is appended and the state is
/// unchanged.
pub fn apply_logged<G: Game>(
    game: &mut G,
    seat: Seat,
    action: G::Action,
    index: usize,
    log: &mut GameLog<G>,
) -> Result<(), RuleError> {
    game.events_mut().set_recording(true);
    let _ = game.events_mut().take();
    let visibility = game.decision_visibility(seat, action);
    game.apply(seat, action)?;
    log.push(LogEntry {
        index,
        visibility,
        item: LogItem::Decision { seat, action },
    });
    log.extend(game.events_mut().take().into_iter().map(|e| LogEntry {
        index,
        visibility: e.visibility,
        item: LogItem::Event { event: e.event },
    }));
    Ok(())
}

/// Replays a record with events on: the final state (still recording) and the whole log.
pub fn replay_logged<G: Game>(record: &GameRecord) -> Result<(G, GameLog<G>), RecordError> {
    let setup = record.setup::<G>()?;
    let mut game = G::new_game(&setup).map_err(|e| RecordError::Setup(e.0))?;
    let mut log = Vec::new();
    for (index, text) in record.actions.iter().enumerate() {
        let fail = |reason: String| RecordError::action(index, text, reason);
        let entry = parse_entry(&game, text).map_err(fail)?;
        apply_logged(&mut game, entry.seat, entry.action, index, &mut log)
            .map_err(|e| fail(e.to_string()))?;
    }
    Ok((game, log))
}

/// The entries of `log` that `viewer` (`None`: a spectator) may see.
pub fn visible_to<A, E>(
    log: &[LogEntry<A, E>],
    viewer: Option<Seat>,
) -> impl Iterator<Item = &LogEntry<A, E>> {
    log.iter().filter(move |e| e.visibility.allows(viewer))
}
