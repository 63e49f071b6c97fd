//! Looking back at a game: its record, step by step, as one reader may see it (the replay page
//! of `kohle serve`, and a record file opened in the browser).
//!
//! A replay has a step for every line of the reader's log (each decision and each event it may
//! read, a decision that its own event already tells counting once), after step 0, the setup.
//! The board of a step is the game after the whole decision that line belongs to: a decision
//! and the events it causes happen at once, so the board never stands between them.
//!
//! Who sees what ([`Sight`]): while a game runs, a seat sees what it saw while playing (its own
//! view and log) and a spectator only what is public; once it has ended, everyone sees
//! everything: every seat's view (the page switches between them), every line of the log
//! (plans, draws) and the face-down piles ([`Game::piles`]).

use crate::{catalog, Lang, ListNames, Names};
use engine::{replay_logged, Game, GameLog, GameRecord, LogItem, RecordError, Seat};
use serde::Serialize;

/// Who looks back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sight {
    /// A seat: what it saw while playing.
    Seat(Seat),
    /// A spectator: only what is public.
    Spectator,
    /// Everything: for a game that has ended (finished, or ended by the server: aborted, a
    /// resignation), which only the caller knows; or for the holder of a record file, which
    /// holds the seed and so every pile anyway.
    Everything,
}

impl Sight {
    /// Whose log lines this sight reads (`engine::visible_to`'s viewer), or every line.
    fn log_viewer(self) -> Option<Option<Seat>> {
        match self {
            Sight::Seat(s) => Some(Some(s)),
            Sight::Spectator => Some(None),
            Sight::Everything => None,
        }
    }
}

/// One line of the log at a step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReplayLine {
    /// The step this line is (1-based: step 0 is the setup).
    pub step: usize,
    /// The decision (0-based, as in the record) the line belongs to.
    pub action: usize,
    /// `decision` or `event`.
    pub kind: &'static str,
    /// The seat that decided (decisions only).
    pub seat: Option<Seat>,
    pub text: String,
}

/// A face-down pile, named in the reader's language, top first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PileOut {
    pub name: String,
    pub items: Vec<String>,
}

/// One step of a replay as its reader sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Frame {
    pub game: &'static str,
    pub players: u8,
    /// The seats' names (the record's, or "Seat 0", ...).
    pub names: Vec<String>,
    /// This step: 0 (the setup) ..= `steps`.
    pub step: usize,
    pub steps: usize,
    /// The record's decisions taken at this step (the board is the game after them). Not sent:
    /// a seat would learn from it how many hidden decisions the others took.
    #[serde(skip)]
    pub actions: usize,
    /// The decisions this reader has seen up to this step, each once
    /// ([`crate::log::decisions_seen`]): what "decisions taken" shows, counted as `kohle replay`
    /// and the analysis count them.
    pub decisions: usize,
    /// The step of each decision's first line, in order: where "previous/next decision" jump.
    pub decision_steps: Vec<usize>,
    /// Whether the whole record ends the game.
    pub finished: bool,
    /// Whether everything is shown ([`Sight::Everything`]).
    pub everything: bool,
    /// Whose view `view` is (`None`: the public one).
    pub seat: Option<Seat>,
    /// The seats to move at this step.
    pub to_move: Vec<Seat>,
    /// The game's view ([`Game::View`]) for `seat` at this step.
    pub view: serde_json::Value,
    /// The log up to this step.
    pub log: Vec<ReplayLine>,
    /// Every seat's score at this step (only when everything is shown).
    pub scores: Option<Vec<i32>>,
    /// The face-down piles at this step (only when everything is shown).
    pub piles: Vec<PileOut>,
}

/// Why a step cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("unknown game `{0}`: this replay knows glueckauf and haspelknecht")]
    UnknownGame(String),
    #[error("seat {seat} does not exist: the game has {players} seats")]
    NoSuchSeat { seat: u8, players: u8 },
    #[error("a seat's sight shows only that seat's view")]
    OtherSeat,
}

/// Step `step` (the last one when `None` or past the end) of `record` for `sight`, with the
/// view of `seat` (`None`: the public view; a seat's sight may only ask its own), in `lang`.
pub fn frame(
    record: &GameRecord,
    sight: Sight,
    seat: Option<Seat>,
    step: Option<usize>,
    lang: Lang,
) -> Result<Frame, ReplayError> {
    match record.game.as_str() {
        n if n == <glueckauf::GlueckAuf as Game>::NAME => {
            frame_of::<glueckauf::GlueckAuf>(record, sight, seat, step, lang)
        }
        n if n == <haspelknecht::Haspelknecht as Game>::NAME => {
            frame_of::<haspelknecht::Haspelknecht>(record, sight, seat, step, lang)
        }
        other => Err(ReplayError::UnknownGame(engine::quote(other))),
    }
}

/// The entries of `log` up to `last` (an index into it) that `sight` sees.
fn seen_until<G: Game>(
    log: &GameLog<G>,
    sight: Sight,
    last: usize,
) -> impl Iterator<Item = &engine::LogEntry<G::Action, G::Event>> {
    log[..=last].iter().filter(move |e| {
        sight
            .log_viewer()
            .is_none_or(|viewer| e.visibility.allows(viewer))
    })
}

/// The lines `sight` reads, each told once: indexes into `log`.
fn readable<G: Game>(log: &GameLog<G>, sight: Sight) -> Vec<usize> {
    let seen: Vec<usize> = (0..log.len())
        .filter(|&i| {
            sight
                .log_viewer()
                .is_none_or(|viewer| log[i].visibility.allows(viewer))
        })
        .collect();
    let entries: Vec<_> = seen.iter().map(|&i| &log[i]).collect();
    (0..seen.len())
        .filter(|&k| !crate::log::told::<G>(&entries, k))
        .map(|k| seen[k])
        .collect()
}

fn frame_of<G: Game>(
    record: &GameRecord,
    sight: Sight,
    seat: Option<Seat>,
    step: Option<usize>,
    lang: Lang,
) -> Result<Frame, ReplayError> {
    let (end, log) = replay_logged::<G>(record)?;
    let players = record.players;
    if let Some(s) = seat.filter(|&s| s >= players) {
        return Err(ReplayError::NoSuchSeat { seat: s, players });
    }
    match sight {
        Sight::Seat(own) if seat != Some(own) => return Err(ReplayError::OtherSeat),
        Sight::Seat(own) if own >= players => {
            return Err(ReplayError::NoSuchSeat { seat: own, players })
        }
        Sight::Spectator if seat.is_some() => return Err(ReplayError::OtherSeat),
        _ => {}
    }
    let lines = readable::<G>(&log, sight);
    let steps = lines.len();
    let step = step.unwrap_or(steps).min(steps);
    let actions = if step == 0 {
        0
    } else {
        log[lines[step - 1]].index + 1
    };
    let mut decision_steps = Vec::new();
    let mut last = None;
    for (k, &i) in lines.iter().enumerate() {
        if last != Some(log[i].index) {
            decision_steps.push(k + 1);
            last = Some(log[i].index);
        }
    }
    let decisions = match step {
        0 => 0,
        _ => crate::log::decisions_seen(seen_until::<G>(&log, sight, lines[step - 1])),
    };
    let game: G = engine::record::replay_prefix(record, actions)?;
    let cat = catalog(lang);
    let names = ListNames::of_seats(lang, &record.seats);
    let log_out = lines[..step]
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let entry = &log[i];
            let (kind, decider) = match &entry.item {
                LogItem::Decision { seat, .. } => ("decision", Some(*seat)),
                LogItem::Event { .. } => ("event", None),
            };
            ReplayLine {
                step: k + 1,
                action: entry.index,
                kind,
                seat: decider,
                text: cat.text(&crate::log::entry_message::<G>(entry), &names),
            }
        })
        .collect();
    let everything = sight == Sight::Everything;
    Ok(Frame {
        game: G::NAME,
        players,
        names: (0..players).map(|s| names.seat_name(s)).collect(),
        step,
        steps,
        actions,
        decisions,
        decision_steps,
        finished: end.is_over(),
        everything,
        seat,
        to_move: game.to_move().iter().collect(),
        view: serde_json::to_value(game.view(seat)).unwrap_or_default(),
        log: log_out,
        scores: everything.then(|| (0..players).map(|s| game.score(s)).collect()),
        piles: if everything {
            game.piles()
                .into_iter()
                .map(|p| PileOut {
                    name: cat.get(p.key),
                    items: p.items,
                })
                .collect()
        } else {
            Vec::new()
        },
    })
}
