//! One live game in memory: its record, its state (replayed from the record), its log, and what
//! each viewer may be told. Type-erased ([`Table`]) so the server holds games of both kinds.

use crate::db::ActionRow;
use crate::error::ApiError;
use crate::types::{GameStatus, LegalAction, ScorePart, SeatOut, SeatScore};
use engine::record::parse_entry;
use engine::undo::Refusal;
use engine::{
    apply_logged, Game, GameLog, GameRecord, LogItem, ScoreLine, Seat, SeatInfo, SeatSet,
    Visibility,
};
use present::{Lang, ListNames};
use serde::ser::{SerializeSeq, Serializer};
use serde::Serialize;

/// Who is looking: a seat, or `None` for a spectator.
pub type Viewer = Option<Seat>;

/// The games the server knows, by [`Game::NAME`].
pub const GAMES: [&str; 2] = [
    <glueckauf::GlueckAuf as Game>::NAME,
    <haspelknecht::Haspelknecht as Game>::NAME,
];

/// Runs `$body` with `$G` bound to the game type named `$name`, or evaluates `$unknown`.
macro_rules! with_game {
    ($name:expr, $G:ident => $body:expr, _ => $unknown:expr) => {
        match $name {
            n if n == <glueckauf::GlueckAuf as engine::Game>::NAME => {
                type $G = glueckauf::GlueckAuf;
                $body
            }
            n if n == <haspelknecht::Haspelknecht as engine::Game>::NAME => {
                type $G = haspelknecht::Haspelknecht;
                $body
            }
            _ => $unknown,
        }
    };
}
pub(crate) use with_game;

/// A game's name as a metric label: one of [`GAMES`] (never text from a request).
pub fn game_label(name: &str) -> &'static str {
    GAMES
        .iter()
        .find(|g| **g == name)
        .copied()
        .unwrap_or("other")
}

/// What the server adds to a viewer's state message.
pub struct Header<'a> {
    pub game_id: &'a str,
    pub version: u64,
    pub status: GameStatus,
    /// The seats as they are played now (a person, a bot, a bot for a person).
    pub seats: &'a [SeatOut],
    /// The ranks to show, when the server decides them (seats that forfeited or resigned
    /// rank last; a game ended by a resignation); else the game's own once it is over.
    pub ranks: Option<&'a [u8]>,
    /// Lines the server adds to every viewer's log (a clock ran out, a seat was taken back,
    /// a resignation): public.
    pub lines: &'a [ServerLine],
    /// Fields of the state message beyond the game's (clocks, agreements), flattened in.
    pub extra: &'a serde_json::Map<String, serde_json::Value>,
    /// The game has ended (finished, ended by a resignation, aborted): nobody is to move and
    /// nothing is legal, whatever the game's state.
    pub over: bool,
    /// How it ended in words ([`present::ending::Ending::account`]): the log's last line, in
    /// place of the game's own announcement by score alone.
    pub ending: Option<&'a str>,
}

/// A line of the log that the server adds (not the game): shown to every viewer after the
/// game's lines of the first `at` actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerLine {
    pub at: usize,
    pub seat: Option<Seat>,
    pub key: &'static str,
    pub text: String,
}

/// An accepted undo: the actions from `from` on are replaced by `tail`; `table` is the game
/// after it; `removed_visible[v]` counts the log lines viewer `v` (seats, then spectators)
/// could see that are gone.
pub struct Undone {
    pub from: usize,
    pub tail: Vec<ActionRow>,
    pub table: Box<dyn Table>,
    pub removed_visible: Vec<u64>,
}

/// An action that may be stored.
pub struct Checked {
    pub notation: String,
    /// The final scores (JSON) when the action ends the game.
    pub final_scores: Option<String>,
    /// The seats that must decide after it (their clocks run).
    pub to_move_after: SeatSet,
}

/// A bot's decision, computed on a thread outside the async runtime: the notation chosen.
pub type BotJob = Box<dyn FnOnce() -> String + Send>;

/// A live game of any kind.
pub trait Table: Send + Sync {
    fn game_name(&self) -> &'static str;
    fn players(&self) -> usize;
    fn seats(&self) -> &[SeatInfo];
    /// The game's record: its setup, seats and actions (holds the seed: never for a client);
    /// made when asked (the table keeps the actions once).
    fn record(&self) -> GameRecord;
    /// The stored actions, in order.
    fn actions(&self) -> &Actions;
    fn to_move(&self) -> SeatSet;
    fn is_over(&self) -> bool;
    /// The number of log lines `viewer` may see.
    fn visible_count(&self, viewer: Viewer) -> u64;
    /// The action the last log line `viewer` may see belongs to (`None`: none yet).
    fn last_seen_action(&self, viewer: Viewer) -> Option<usize>;
    /// The texts, in `lang`, of the game's own announcements of its end by score alone
    /// ([`present::ending::GAME_OVER_EVENT_KEYS`]).
    fn game_over_texts(&self, lang: Lang) -> Vec<String>;
    /// What `viewer` may know, with texts in `lang`: a [`crate::types::StateMessage`] as JSON
    /// text, with `"type": "state"`.
    fn state_json(&mut self, header: &Header, viewer: Viewer, lang: Lang) -> String;
    /// The same in parts, its log from `from` on: what [`crate::delta`] needs, at a cost that
    /// does not grow with the log.
    fn parts(&mut self, header: &Header, viewer: Viewer, lang: Lang, from: LogFrom) -> Parts;
    /// Reads `text` as an action of `seat` and checks that it is legal now: its notation, and
    /// the final scores if it ends the game.
    fn check(&self, seat: Seat, text: &str, lang: Lang) -> Result<Checked, ApiError>;
    /// Applies an action that [`Table::check`] accepted (and the database stored).
    fn push(&mut self, seat: Seat, notation: &str) -> Result<(), String>;
    /// Undo of `seat`'s last decision, if the rule of undo allows it
    /// ([`engine::undo::take_back`]).
    fn undo(&self, seat: Seat, lang: Lang) -> Result<Undone, ApiError>;
    /// Final scores as stored with a finished game.
    fn final_scores(&self) -> serde_json::Value;
    /// The game's own ranks now (0 = first: score, then tie-break).
    fn ranks(&self) -> Vec<u8>;
    /// Every seat as it stands (name, score, the game's own rank) for its
    /// [`present::ending::Ending`].
    /// The seats as an ending tells them, named as the log names them in `lang`.
    fn seats_in(&self, lang: Lang) -> Vec<present::ending::SeatIn>;
    /// Whether the first shift (Glück Auf) or year (Haspelknecht) is over, as the public
    /// view shows it: after it a game may no longer be aborted.
    fn first_round_over(&self) -> bool;
    /// The decision of `bot` (a bot spec) for `seat`, to compute off the async runtime.
    fn bot_job(&self, seat: Seat, bot: &str) -> Option<BotJob>;
    /// Who sits on `seat` now (an admin handed it to a bot).
    fn set_seat(&mut self, seat: Seat, info: SeatInfo);
}

/// A new game's record (no actions): checks the game, player count, options and seats.
pub fn new_record(
    game: &str,
    players: u8,
    seed: u64,
    options: &serde_json::Map<String, serde_json::Value>,
    components: Option<&str>,
    seats: Vec<SeatInfo>,
) -> Result<GameRecord, String> {
    with_game!(game, G => new_record_of::<G>(players, seed, options, components, seats),
        _ => Err(format!("unknown game `{}` (known: {})", engine::quote(game), GAMES.join(", "))))
}

fn new_record_of<G: Game>(
    players: u8,
    seed: u64,
    options: &serde_json::Map<String, serde_json::Value>,
    components: Option<&str>,
    seats: Vec<SeatInfo>,
) -> Result<GameRecord, String> {
    if players < G::MIN_PLAYERS || players > G::MAX_PLAYERS {
        return Err(format!(
            "{} is for {} to {} players, not {players}",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS
        ));
    }
    let mut value = serde_json::to_value(G::Options::default()).map_err(|e| e.to_string())?;
    if !options.is_empty() {
        let Some(map) = value.as_object_mut() else {
            return Err(format!("{} has no rule options", G::NAME));
        };
        for (name, v) in options {
            if !map.contains_key(name) || name == "components" {
                let known: Vec<&str> = map
                    .keys()
                    .map(String::as_str)
                    .filter(|k| *k != "components")
                    .collect();
                return Err(format!(
                    "{} has no rule option `{}` (known: {})",
                    G::NAME,
                    engine::quote(name),
                    known.join(", ")
                ));
            }
            map.insert(name.clone(), v.clone());
        }
    }
    let mut opts: G::Options = serde_json::from_value(value)
        .map_err(|e| format!("invalid rule option for {}: {e}", G::NAME))?;
    if let Some(toml) = components {
        G::load_components(&mut opts, toml).map_err(|e| format!("component table: {e}"))?;
    }
    let setup = engine::Setup {
        players,
        seed,
        options: opts,
    };
    G::new_game(&setup).map_err(|e| e.to_string())?;
    let mut record = GameRecord::new::<G>(&setup);
    record.seats = seats;
    Ok(record)
}

/// The live game of a stored record and its actions.
pub fn load_table(record: GameRecord, actions: Vec<ActionRow>) -> Result<Box<dyn Table>, String> {
    let name = record.game.clone();
    with_game!(name.as_str(), G => Live::<G>::load(record, actions).map(|t| Box::new(t) as Box<dyn Table>),
        _ => Err(format!("unknown game `{}`", engine::quote(&name))))
}

/// A game in memory. Kept small (issue 40: thousands of live games 200 decisions in on one
/// server): the actions once (the record without them), the log's events, a few bytes a line;
/// the texts of the log are written when a message needs them, not kept.
struct Live<G: Game> {
    /// The record without its actions ([`Table::record`] adds them).
    record: GameRecord,
    actions: Actions,
    /// The state after the actions, with event recording on.
    game: G,
    log: GameLog<G>,
    /// Which events of the log tell which decisions in words.
    tells: Tells,
    buf: Vec<G::Action>,
    /// Which game in memory this is ([`LogMark`]).
    epoch: u64,
    /// The first shift (year) was seen over: it stays so (an undo makes a new table), and the
    /// public view it is read from need not be built again for every message (issue 40).
    round_over: std::sync::atomic::AtomicBool,
}

/// The decisions that events of the log say in words ([`Game::tells_decision`]): (the event's
/// line, the decision's line), in the order of the events' lines. Such a decision is `told` for
/// whoever sees the event right after it (no decision it sees between them). Everything else a
/// line of a viewer's log needs (action, text, visibility, place) is read from the log's entry
/// when it is written. Few events tell a decision: a list of pairs, not one per line.
#[derive(Default)]
struct Tells(Vec<(u32, u32)>);

impl Tells {
    /// Adds the pairs of `log[from..]` (the lines before `from` are done already).
    fn extend<G: Game>(&mut self, log: &[engine::LogEntry<G::Action, G::Event>], from: usize) {
        for k in from..log.len() {
            if let LogItem::Event { event } = &log[k].item {
                for j in told_by::<G>(log, k, event) {
                    room(&mut self.0, 1);
                    self.0.push((k as u32, j));
                }
            }
        }
    }

    /// Whether the event on line `event` tells the decision on line `decision`.
    fn tells(&self, event: usize, decision: usize) -> bool {
        let start = self.0.partition_point(|&(e, _)| (e as usize) < event);
        self.0[start..]
            .iter()
            .take_while(|&&(e, _)| e as usize == event)
            .any(|&(_, d)| d as usize == decision)
    }
}

/// Makes room in `v` for `n` more items, a little at a time: a vector that doubles keeps up to
/// half its memory unused, and thousands of games in memory each keep their log (issue 40).
fn room<T>(v: &mut Vec<T>, n: usize) {
    if v.capacity() - v.len() < n {
        v.reserve_exact(n.max(v.len() / 16).max(8));
    }
}

fn is_decision<A, E>(e: &engine::LogEntry<A, E>) -> bool {
    matches!(e.item, LogItem::Decision { .. })
}

/// Whether the game's log entry is one of its own announcements of its end by score alone.
fn announces_end<G: Game>(e: &engine::LogEntry<G::Action, G::Event>) -> bool {
    !is_decision(e)
        && present::ending::GAME_OVER_EVENT_KEYS.contains(&present::log::entry_message::<G>(e).key)
}

/// The earlier decisions of `log` that `event` (line `k`) says in words: back to the last public
/// decision, which every reader sees and which ends every reader's look back.
fn told_by<G: Game>(
    log: &[engine::LogEntry<G::Action, G::Event>],
    k: usize,
    event: &G::Event,
) -> Vec<u32> {
    let mut out = Vec::new();
    for j in (0..k).rev() {
        if let LogItem::Decision { seat, action } = log[j].item {
            if G::tells_decision(event, seat, action) {
                out.push(j as u32);
            }
            if log[j].visibility == Visibility::Public {
                break;
            }
        }
    }
    out
}

/// A viewer's log, written from the game's log (each line's action and text made as it is
/// written).
struct LogOut<'a, G: Game> {
    tells: &'a Tells,
    log: &'a [engine::LogEntry<G::Action, G::Event>],
    cat: &'a present::Catalog,
    names: &'a ListNames,
    server: &'a [ServerLine],
    viewer: Viewer,
    /// The account of how the game ended: the last line, the game's own announcement left out.
    ending: Option<&'a str>,
}

#[derive(Serialize)]
struct LineOut<'a> {
    turn: u32,
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    seat: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<String>,
    key: &'static str,
    text: std::borrow::Cow<'a, str>,
    /// A decision that a later line of its own (visible to this viewer) tells in words.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    told: bool,
}

/// A point in the writing of a viewer's log: the next game line and server line to look at,
/// the turn count so far and the lines written before it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Cursor {
    line: usize,
    server: usize,
    turn: u32,
    last: Option<usize>,
    out: usize,
}

/// The lines of a viewer's log from a [`Cursor`] on.
struct LogTail<'a> {
    lines: Vec<LineOut<'a>>,
    /// Per line, what it adds up to in the version number (visible game lines and server
    /// lines count one each; the account of the ending counts nothing): for `?since=`.
    counted: Vec<u64>,
    /// Where the last decision this viewer sees begins: the lines before it never change
    /// (a later event may still tell that decision, `told`, so it is written again).
    mark: Cursor,
}

impl<'b, G: Game> LogOut<'b, G> {
    /// The lines from `from` on (the whole log from [`Cursor::default`]).
    /// The cursor at the last decision among the first `had` counted lines ([`LogFrom::Counted`]),
    /// found as [`LogOut::from`] walks, without writing a line.
    fn cursor_at(&self, had: u64) -> Cursor {
        let mut at = Cursor::default();
        let (mut turn, mut last, mut si, mut count, mut out) = (0u32, None, 0usize, 0u64, 0usize);
        for (i, entry) in self.log.iter().enumerate() {
            let here = Cursor {
                line: i,
                server: si,
                turn,
                last,
                out,
            };
            while self.server.get(si).is_some_and(|sl| sl.at <= entry.index) {
                si += 1;
                turn += 1;
                last = None;
                count += 1;
                out += 1;
            }
            if !entry.visibility.allows(self.viewer) {
                continue;
            }
            count += 1;
            if count > had {
                break;
            }
            // (The message is built only for a game that ended: its key is all that is read.)
            if self.ending.is_some()
                && present::ending::GAME_OVER_EVENT_KEYS
                    .contains(&present::log::entry_message::<G>(entry).key)
            {
                continue;
            }
            if last != Some(entry.index) {
                last = Some(entry.index);
                turn += 1;
            }
            if is_decision(entry) {
                at = here;
            }
            out += 1;
        }
        at
    }

    fn from(&self, from: Cursor) -> LogTail<'b> {
        let mut lines = Vec::new();
        let mut counted = Vec::new();
        let Cursor {
            mut turn,
            mut last,
            server: mut si,
            ..
        } = from;
        let mut count = 0u64;
        let mut mark = from;
        let server_line = |turn: u32, l: &'b ServerLine| LineOut {
            turn,
            kind: "event",
            seat: l.seat,
            action: None,
            key: l.key,
            text: std::borrow::Cow::Borrowed(l.text.as_str()),
            told: false,
        };
        for i in from.line..self.log.len() {
            let entry = &self.log[i];
            let decision = is_decision(entry);
            let visible = entry.visibility.allows(self.viewer);
            if visible && decision {
                mark = Cursor {
                    line: i,
                    server: si,
                    turn,
                    last,
                    out: from.out + lines.len(),
                };
            }
            while let Some(sl) = self.server.get(si).filter(|sl| sl.at <= entry.index) {
                si += 1;
                turn += 1;
                last = None;
                count += 1;
                lines.push(server_line(turn, sl));
                counted.push(count);
            }
            if !visible {
                continue;
            }
            count += 1;
            let message = present::log::entry_message::<G>(entry);
            if self.ending.is_some() && present::ending::GAME_OVER_EVENT_KEYS.contains(&message.key)
            {
                continue;
            }
            // A decision told by an event this viewer sees before the next decision it sees
            // (as `present::log::told`).
            let told = decision
                && self.log[i + 1..]
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| m.visibility.allows(self.viewer))
                    .take_while(|(_, m)| !is_decision(m))
                    .any(|(k, _)| self.tells.tells(i + 1 + k, i));
            // Turns count what this viewer sees, never the record index (which would count
            // other seats' hidden decisions).
            if last != Some(entry.index) {
                last = Some(entry.index);
                turn += 1;
            }
            let (seat, action) = match &entry.item {
                LogItem::Decision { seat, action } => (Some(*seat), Some(action.to_string())),
                LogItem::Event { .. } => (None, None),
            };
            lines.push(LineOut {
                turn,
                kind: if decision { "decision" } else { "event" },
                seat,
                action,
                key: message.key,
                text: std::borrow::Cow::Owned(self.cat.text(&message, self.names)),
                told,
            });
            counted.push(count);
        }
        for sl in &self.server[si.min(self.server.len())..] {
            turn += 1;
            count += 1;
            lines.push(server_line(turn, sl));
            counted.push(count);
        }
        if let Some(text) = self.ending {
            lines.push(LineOut {
                turn: turn + 1,
                kind: "event",
                seat: None,
                action: None,
                key: "end-account",
                text: std::borrow::Cow::Borrowed(text),
                told: false,
            });
            counted.push(u64::MAX);
        }
        LogTail {
            lines,
            counted,
            mark,
        }
    }
}

impl<G: Game> Serialize for LogOut<'_, G> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let tail = self.from(Cursor::default());
        let mut seq = s.serialize_seq(Some(tail.lines.len()))?;
        for l in &tail.lines {
            seq.serialize_element(l)?;
        }
        seq.end()
    }
}

/// Where a state message's log starts ([`Table::parts`]).
#[derive(Clone, Copy, Debug)]
pub enum LogFrom<'a> {
    /// The whole log.
    Start,
    /// Where it stood when it was last sent (from the start when the mark no longer fits).
    Mark(&'a LogMark),
    /// The last decision among the first `n` lines that count in the viewer's version number:
    /// for a client that has them (`?since=`; the lines before that decision cannot change).
    Counted(u64),
}

/// Where a viewer's log stood when it was last sent (see [`Table::parts`]): the next message
/// writes its lines from there on only. A mark of another game in memory (after an undo or a
/// reload), viewer, language or ending, or one that server lines added since would move, is
/// not used: the log is written from its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogMark {
    epoch: u64,
    viewer: Viewer,
    lang: Lang,
    ending: bool,
    /// The server lines then, and a hash of their texts.
    server_lines: usize,
    server_hash: u64,
    at: Cursor,
}

impl LogMark {
    /// The position in the viewer's log from which the lines may still change.
    pub fn position(&self) -> usize {
        self.at.out
    }
}

/// A viewer's state message in parts, for [`crate::delta`].
pub struct Parts {
    /// The state message but its log (and version), as text with where its parts lie.
    pub state: crate::state_text::StateText,
    /// The log from its line `log_start` on.
    pub log_start: usize,
    pub log: Vec<serde_json::Value>,
    /// Per line of `log`, the version number it adds up to (`u64::MAX`: the ending's account).
    pub counted: Vec<u64>,
    /// Where the log stands now: give it to the next call.
    pub mark: LogMark,
}

fn hash_of(x: impl std::hash::Hash) -> u64 {
    use std::hash::BuildHasher;
    std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default()
        .hash_one(x)
}

/// Tells each [`Live`] apart from the others in this process (see [`LogMark`]).
static EPOCHS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// The state message (field for field a [`crate::types::StateMessage`]).
#[derive(Serialize)]
#[serde(bound = "V: Serialize")]
struct StateOut<'a, V: Serialize, G: Game> {
    #[serde(flatten)]
    head: Head<'a>,
    view: V,
    log: LogOut<'a, G>,
}

/// The fields of the state message beyond its view and log.
#[derive(Serialize)]
struct Head<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    game_id: &'a str,
    game: &'static str,
    seat: Option<Seat>,
    version: u64,
    status: GameStatus,
    lang: &'static str,
    seats: &'a [SeatOut],
    to_move: Vec<Seat>,
    your_turn: bool,
    legal: Vec<LegalAction>,
    scores: Vec<SeatScore>,
    #[serde(flatten)]
    extra: &'a serde_json::Map<String, serde_json::Value>,
}

impl<G: Game> Live<G> {
    fn load(mut record: GameRecord, actions: Vec<ActionRow>) -> Result<Self, String> {
        let actions = Actions::of_rows(&actions);
        record.actions = actions.record();
        let (game, log) = engine::replay_logged::<G>(&record).map_err(|e| e.to_string())?;
        Self::from_replay(record, actions, game, log)
    }

    /// The record with its actions.
    fn full_record(&self) -> GameRecord {
        GameRecord {
            actions: self.actions.record(),
            ..self.record.clone()
        }
    }

    /// The live game of a record (its actions as `actions` rows) already replayed with events.
    fn from_replay(
        record: GameRecord,
        actions: Actions,
        game: G,
        log: GameLog<G>,
    ) -> Result<Self, String> {
        if record.seats.len() != game.players() {
            return Err(format!(
                "the game has {} players but {} seats",
                game.players(),
                record.seats.len()
            ));
        }
        let mut log = log;
        log.shrink_to_fit();
        let mut tells = Tells::default();
        tells.extend::<G>(&log, 0);
        tells.0.shrink_to_fit();
        let record = GameRecord {
            actions: Vec::new(),
            ..record
        };
        Ok(Live {
            record,
            actions,
            game,
            log,
            tells,
            buf: Vec::new(),
            epoch: EPOCHS.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            round_over: std::sync::atomic::AtomicBool::new(false),
        })
    }

    fn names(&self, lang: Lang) -> ListNames {
        ListNames::of_seats(lang, &self.record.seats)
    }

    fn score_part(cat: &present::Catalog, line: &ScoreLine) -> ScorePart {
        let text = if cat.has(&line.category) {
            cat.get(&line.category)
        } else {
            line.category.clone()
        };
        ScorePart {
            category: line.category.clone(),
            text,
            points: line.points,
            parts: line
                .parts
                .iter()
                .map(|p| Self::score_part(cat, p))
                .collect(),
        }
    }

    fn scores(&self, lang: Lang, ranks: Option<&[u8]>) -> Vec<SeatScore> {
        let cat = present::catalog(lang);
        let ranks = ranks
            .map(<[u8]>::to_vec)
            .or_else(|| self.game.is_over().then(|| engine::ranks(&self.game)));
        (0..self.game.players() as Seat)
            .map(|s| SeatScore {
                seat: s,
                score: self.game.score(s),
                breakdown: self
                    .game
                    .score_breakdown(s)
                    .iter()
                    .map(|l| Self::score_part(cat, l))
                    .collect(),
                tiebreak: self
                    .game
                    .tiebreak_parts(s)
                    .iter()
                    .map(|l| Self::score_part(cat, l))
                    .collect(),
                rank: ranks.as_ref().and_then(|r| r.get(s as usize).copied()),
            })
            .collect()
    }

    fn visible(&self, viewer: Viewer) -> u64 {
        engine::visible_to(&self.log, viewer).count() as u64
    }

    /// The fields of `viewer`'s state message beyond its view and log.
    fn head<'a>(&mut self, header: &Header<'a>, viewer: Viewer, lang: Lang) -> Head<'a> {
        let cat = present::catalog(lang);
        let names = self.names(lang);
        let to_move = if header.over {
            SeatSet::EMPTY
        } else {
            self.game.to_move()
        };
        let mut legal = Vec::new();
        if let Some(seat) = viewer.filter(|s| to_move.contains(*s)) {
            self.game.legal_actions(seat, &mut self.buf);
            legal = self
                .buf
                .iter()
                .map(|&a| LegalAction {
                    action: a.to_string(),
                    text: cat.text(&self.game.explain(seat, a), &names),
                    confirm: self
                        .game
                        .confirmation(seat, a)
                        .map(|m| cat.text(&m, &names)),
                })
                .collect();
        }
        Head {
            kind: "state",
            game_id: header.game_id,
            game: G::NAME,
            seat: viewer,
            version: header.version,
            status: header.status,
            lang: lang.code(),
            seats: header.seats,
            to_move: to_move.iter().collect(),
            your_turn: viewer.is_some_and(|s| to_move.contains(s)),
            legal,
            scores: self.scores(lang, header.ranks),
            extra: header.extra,
        }
    }
}

impl<G: Game> Table for Live<G> {
    fn game_name(&self) -> &'static str {
        G::NAME
    }

    fn players(&self) -> usize {
        self.game.players()
    }

    fn seats(&self) -> &[SeatInfo] {
        &self.record.seats
    }

    fn record(&self) -> GameRecord {
        self.full_record()
    }

    fn actions(&self) -> &Actions {
        &self.actions
    }

    fn to_move(&self) -> SeatSet {
        self.game.to_move()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn visible_count(&self, viewer: Viewer) -> u64 {
        self.visible(viewer)
    }

    fn game_over_texts(&self, lang: Lang) -> Vec<String> {
        let cat = present::catalog(lang);
        let names = self.names(lang);
        self.log
            .iter()
            .filter(|e| announces_end::<G>(e))
            .map(|e| cat.text(&present::log::entry_message::<G>(e), &names))
            .collect()
    }

    fn last_seen_action(&self, viewer: Viewer) -> Option<usize> {
        self.log
            .iter()
            .rev()
            .find(|e| e.visibility.allows(viewer))
            .map(|e| e.index)
    }

    fn state_json(&mut self, header: &Header, viewer: Viewer, lang: Lang) -> String {
        let head = self.head(header, viewer, lang);
        let names = self.names(lang);
        let out = StateOut {
            head,
            view: self.game.view(viewer),
            log: LogOut::<G> {
                tells: &self.tells,
                log: &self.log,
                cat: present::catalog(lang),
                names: &names,
                server: header.lines,
                viewer,
                ending: header.ending,
            },
        };
        serde_json::to_string(&out).unwrap_or_else(|e| {
            tracing::error!(error = %e, "a state does not serialize");
            String::from(
                "{\"type\":\"error\",\"code\":\"internal\",\"message\":\"the state cannot be written\"}",
            )
        })
    }

    fn parts(&mut self, header: &Header, viewer: Viewer, lang: Lang, from: LogFrom) -> Parts {
        let head = self.head(header, viewer, lang);
        // Each field written straight to its text (no `serde_json::Value` on the way).
        let mut fields = crate::state_text::members::members(&head).unwrap_or_default();
        fields.retain(|(k, _)| k != "version");
        let view = self.game.view(viewer);
        let view = crate::state_text::members::members(&view)
            .ok_or_else(|| serde_json::to_string(&view).unwrap_or_else(|_| "null".into()));
        let state = crate::state_text::StateText::new(head.version, fields, view);
        let server_hash = hash_of(header.lines.iter().map(|l| &l.text).collect::<Vec<_>>());
        let names = self.names(lang);
        let log = LogOut::<G> {
            tells: &self.tells,
            log: &self.log,
            cat: present::catalog(lang),
            names: &names,
            server: header.lines,
            viewer,
            ending: header.ending,
        };
        let fits = |m: &&LogMark| {
            m.epoch == self.epoch
                && m.viewer == viewer
                && m.lang == lang
                // The game's own announcements of its end, left out once the server tells
                // the ending, come after the last decision (or the log is written again).
                && (m.ending == header.ending.is_some()
                    || !self.log[..m.at.line.min(self.log.len())]
                        .iter()
                        .any(|e| announces_end::<G>(e)))
                && m.at.line <= self.log.len()
                && m.server_lines <= header.lines.len()
                && m.server_hash
                    == hash_of(
                        header.lines[..m.server_lines]
                            .iter()
                            .map(|l| &l.text)
                            .collect::<Vec<_>>(),
                    )
                // A server line added since goes after the lines before the mark.
                && header.lines[m.server_lines..].iter().all(|sl| {
                    m.at.line == 0 || sl.at > self.log[m.at.line - 1].index
                })
        };
        let from = match from {
            LogFrom::Start => Cursor::default(),
            LogFrom::Mark(m) => Some(m).filter(fits).map_or(Cursor::default(), |m| m.at),
            LogFrom::Counted(n) => log.cursor_at(n),
        };
        let tail = log.from(from);
        Parts {
            state,
            log_start: from.out,
            log: tail
                .lines
                .iter()
                .map(|l| serde_json::to_value(l).unwrap_or_default())
                .collect(),
            counted: tail.counted,
            mark: LogMark {
                epoch: self.epoch,
                viewer,
                lang,
                ending: header.ending.is_some(),
                server_lines: header.lines.len(),
                server_hash,
                at: tail.mark,
            },
        }
    }

    fn check(&self, seat: Seat, text: &str, lang: Lang) -> Result<Checked, ApiError> {
        let cat = present::catalog(lang);
        if self.game.is_over() {
            return Err(ApiError::game_over());
        }
        if !self.game.to_move().contains(seat) {
            return Err(ApiError::not_your_turn(
                cat.rule_error(G::NAME, &engine::RuleError::NotYourTurn(seat)),
            ));
        }
        let action = self
            .game
            .parse_action(text.trim())
            .map_err(|e| ApiError::illegal(e.to_string()))?;
        let mut probe = self.game.clone();
        probe.events_mut().set_recording(false);
        probe
            .apply(seat, action)
            .map_err(|e| ApiError::illegal(cat.rule_error(G::NAME, &e)))?;
        Ok(Checked {
            notation: action.to_string(),
            final_scores: probe
                .is_over()
                .then(|| final_scores_of(&probe, &self.record.seats).to_string()),
            to_move_after: probe.to_move(),
        })
    }

    fn push(&mut self, seat: Seat, notation: &str) -> Result<(), String> {
        let index = self.actions.len();
        let entry = parse_entry(&self.game, &format!("{seat}: {notation}"))?;
        let before = self.log.len();
        // A decision adds a few lines (a Glück Auf round's end some 20).
        room(&mut self.log, 32);
        apply_logged(
            &mut self.game,
            entry.seat,
            entry.action,
            index,
            &mut self.log,
        )
        .map_err(|e| e.to_string())?;
        self.tells.extend::<G>(&self.log, before);
        self.actions.push(seat, notation);
        Ok(())
    }

    fn undo(&self, seat: Seat, lang: Lang) -> Result<Undone, ApiError> {
        let undone = engine::undo::take_back::<G>(&self.full_record(), &self.log, seat)
            .map_err(|why| undo_refused(why, lang))?;
        let plan = undone.index;
        let mut kept = self.actions.rows(..plan);
        kept.extend(self.actions.rows(plan + 1..));
        let table = Live::<G>::from_replay(
            undone.record,
            Actions::of_rows(&kept),
            undone.game,
            undone.log,
        )
        .map_err(ApiError::internal)?;
        let removed_visible = (0..=self.game.players())
            .map(|v| {
                let viewer = (v < self.game.players()).then_some(v as Seat);
                // Undo only removes lines (a later seat's lines stay the same).
                self.visible(viewer).saturating_sub(table.visible(viewer))
            })
            .collect();
        Ok(Undone {
            from: plan,
            tail: kept[plan..].to_vec(),
            table: Box::new(table),
            removed_visible,
        })
    }

    fn final_scores(&self) -> serde_json::Value {
        final_scores_of(&self.game, &self.record.seats)
    }

    fn ranks(&self) -> Vec<u8> {
        engine::ranks(&self.game)
    }

    fn seats_in(&self, lang: Lang) -> Vec<present::ending::SeatIn> {
        // The log's names ("Seat 2 (random)"), not the record's bare ones ("random").
        let names = present::ListNames::of_seats(lang, &self.record.seats).1;
        present::ending::Ending::seats_of(&self.game, &names, lang)
    }

    fn first_round_over(&self) -> bool {
        use std::sync::atomic::Ordering::Relaxed;
        if self.round_over.load(Relaxed) || self.game.is_over() {
            return true;
        }
        // The round as the public view names it: Glück Auf's `shift`, Haspelknecht's `year`.
        let view = serde_json::to_value(self.game.view(None)).unwrap_or_default();
        let over = ["shift", "year"]
            .iter()
            .filter_map(|k| view.get(*k).and_then(|v| v.as_u64()))
            .any(|round| round > 1);
        self.round_over.store(over, Relaxed);
        over
    }

    fn set_seat(&mut self, seat: Seat, info: SeatInfo) {
        if let Some(s) = self.record.seats.get_mut(seat as usize) {
            *s = info;
        }
    }

    fn bot_job(&self, seat: Seat, bot: &str) -> Option<BotJob> {
        let spec = bots::parse_bot_spec(bot).ok()?;
        if !self.game.to_move().contains(seat) {
            return None;
        }
        let mut game = self.game.clone();
        game.events_mut().set_recording(false);
        // The bot's own randomness comes from the OS, not from the game's seed.
        let seed = crate::token::random_u64();
        let players = self.game.players() as u8;
        let mut bot = match spec.build::<G>(seed, players) {
            Ok(bot) => bot,
            Err(why) => {
                // Specs are checked when a seat is given to a bot; a network file removed
                // since then ends up here.
                tracing::warn!(bot, %why, "the bot cannot be built");
                return None;
            }
        };
        Some(Box::new(move || {
            let mut legal = Vec::new();
            game.legal_actions(seat, &mut legal);
            match legal.len() {
                0 => String::new(),
                _ => bot.choose(&game, seat, &legal).to_string(),
            }
        }))
    }
}

/// A game's actions in memory, as stored (seat and notation, the text as it was sent): their
/// notations one after the other in one text, and where each ends. Kept so rather than as a
/// row each (a text of its own per action: some 200 blocks a game late in it, 10 KB of the
/// server's 44 KB a game; issue 40).
#[derive(Clone, Debug, Default)]
pub struct Actions {
    text: String,
    ends: Vec<u32>,
    seats: Vec<Seat>,
}

impl Actions {
    pub fn of_rows(rows: &[ActionRow]) -> Actions {
        let mut out = Actions::default();
        out.text
            .reserve_exact(rows.iter().map(|r| r.notation.len()).sum());
        out.ends.reserve_exact(rows.len());
        out.seats.reserve_exact(rows.len());
        for r in rows {
            out.push(r.seat, &r.notation);
        }
        out
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Action `i`: its seat and notation.
    pub fn get(&self, i: usize) -> (Seat, &str) {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        (self.seats[i], &self.text[start..self.ends[i] as usize])
    }

    /// The actions of `range` as rows.
    pub fn rows(&self, range: impl std::ops::RangeBounds<usize>) -> Vec<ActionRow> {
        let start = match range.start_bound() {
            std::ops::Bound::Included(&i) => i,
            std::ops::Bound::Excluded(&i) => i + 1,
            std::ops::Bound::Unbounded => 0,
        };
        let end = match range.end_bound() {
            std::ops::Bound::Included(&i) => i + 1,
            std::ops::Bound::Excluded(&i) => i,
            std::ops::Bound::Unbounded => self.len(),
        };
        (start..end.min(self.len()))
            .map(|i| {
                let (seat, notation) = self.get(i);
                ActionRow {
                    seat,
                    notation: notation.to_string(),
                }
            })
            .collect()
    }

    fn push(&mut self, seat: Seat, notation: &str) {
        if self.text.capacity() - self.text.len() < notation.len() {
            self.text
                .reserve_exact(notation.len().max(self.text.len() / 16).max(64));
        }
        self.text.push_str(notation);
        room(&mut self.ends, 1);
        self.ends.push(self.text.len() as u32);
        room(&mut self.seats, 1);
        self.seats.push(seat);
    }

    /// A record's actions (`SEAT: NOTATION`).
    fn record(&self) -> Vec<String> {
        (0..self.len())
            .map(|i| {
                let (seat, notation) = self.get(i);
                format!("{seat}: {notation}")
            })
            .collect()
    }
}

/// The final scores of a game as stored: per seat its name, score, tie-break, rank, breakdown.
fn final_scores_of<G: Game>(game: &G, seats: &[SeatInfo]) -> serde_json::Value {
    let ranks = engine::ranks(game);
    serde_json::Value::Array(
        (0..game.players() as Seat)
            .map(|s| {
                serde_json::json!({
                    "seat": s,
                    "name": seats.get(s as usize).map(|i| i.name.clone()),
                    "score": game.score(s),
                    "tiebreak": game.tiebreak(s),
                    "rank": ranks[s as usize],
                    "breakdown": game.score_breakdown(s),
                })
            })
            .collect(),
    )
}

/// Why undo is refused, in the reader's language: the engine's rule of undo
/// ([`engine::undo::take_back`]) gives the reason, the catalogue its text.
fn undo_refused(why: Refusal, lang: Lang) -> ApiError {
    let text = present::catalog(lang).get(why.key());
    match why {
        Refusal::BadRecord => ApiError::internal(text),
        _ => ApiError::undo_refused(text),
    }
}

/// The seats of a record for the API.
pub fn seat_outs(seats: &[SeatInfo]) -> Vec<SeatOut> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatOut {
            seat: i as u8,
            name: s.name.clone(),
            bot: s.bot.clone(),
            status: None,
            played_by: None,
        })
        .collect()
}
