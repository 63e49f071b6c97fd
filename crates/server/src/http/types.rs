//! What the API sends and receives (documented in the OpenAPI document).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Whether a game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    Open,
    Finished,
    /// Ended before it was over, with no result: every person agreed to stop before the first
    /// shift (year) ended, or the server's admin ended it.
    Aborted,
}

/// Everything one seat (or a spectator) may know about a game, complete every time: clients
/// never need an earlier message to understand this one. Sent with `"type": "state"` (over
/// HTTP too), as the `state` case of a `ServerMessage`.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct StateMessage {
    pub game_id: String,
    /// `glueckauf` or `haspelknecht`.
    pub game: String,
    /// The seat this message is for; `null` for a spectator.
    pub seat: Option<u8>,
    /// Grows with every change of this viewer's log (an action it may see, an undo of one). It
    /// never counts decisions hidden from this viewer.
    pub version: u64,
    pub status: GameStatus,
    /// The language of the texts (`en`, `de`, `pl`, `es`, `hu`, `ru`).
    pub lang: String,
    pub seats: Vec<SeatOut>,
    /// The seats that must decide now (several during simultaneous planning).
    pub to_move: Vec<u8>,
    /// Whether this seat must decide now.
    pub your_turn: bool,
    /// What this seat may see (an allow-list built by the game; its JSON Schema is served at
    /// `/api/schema/{game}`). Never the full state, the seed, the bag or the piles.
    #[schema(value_type = Object)]
    pub view: serde_json::Value,
    /// This seat's legal actions with what each does, when it must decide; else empty.
    pub legal: Vec<LegalAction>,
    /// The decisions and events this viewer may see, oldest first.
    pub log: Vec<LogLine>,
    /// Scores by seat with their breakdown (final once the game is over).
    pub scores: Vec<SeatScore>,
    /// The game's time control.
    pub clock: crate::clock::TimeControl,
    /// What happens when a seat's time runs out.
    pub on_timeout: crate::control::OnTimeout,
    /// What happens when a seat resigns.
    pub on_resign: crate::control::OnResign,
    /// Every seat's clock (seconds left, running, deadline), seat 0 first.
    pub clocks: Vec<crate::clock::ClockOut>,
    /// Agreeing to abort the game (every person must, before the first shift or year ends).
    pub abort: AbortOut,
    /// Agreeing to a rematch once the game is over (every person must).
    pub rematch: RematchOut,
    /// How the game ended, in the message's language (`null` while it runs): the one account
    /// that the banner, the log's last line, the game-over mail and My games tell.
    pub ending: Option<EndingOut>,
    /// Over the WebSocket: the state is not whole yet; deltas of the same version follow with
    /// its other parts (a first state too large for one message comes in pieces, its view and
    /// legal actions here as `{}` and `[]`). Draw it after the message without `more`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub more: bool,
}

/// How a game ended ([`present::ending::EndingWords`]).
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct EndingOut {
    pub how: EndingHow,
    /// Who won, or why nobody did (an aborted game: that it has no result).
    pub headline: String,
    /// The headline and every seat's line in one paragraph (the log's last line).
    pub account: String,
    /// Best place first (seat order when aborted).
    pub seats: Vec<SeatEndingOut>,
}

/// How the game as a whole ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndingHow {
    /// Played to its end (bots may have finished some seats' games).
    Finished,
    /// Ended at once when a seat resigned (`"on_resign": "end"`).
    EndedByResignation,
    AbortedByAgreement,
    AbortedByAdmin,
}

/// Why a seat ended where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndingReason {
    Won,
    Placed,
    /// Last whatever its score.
    Resigned,
    /// Its time ran out and a bot finished its game: the place of its score.
    OutOfTime,
    /// Its time ran out in a game where that forfeits: last whatever its score.
    Forfeited,
    AbortedByAgreement,
    AbortedByAdmin,
}

/// One seat's account.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct SeatEndingOut {
    pub seat: u8,
    pub name: String,
    pub score: i32,
    /// 1 = first; `null` when the game was aborted.
    pub place: Option<u8>,
    pub reason: EndingReason,
    /// Another seat has the same place.
    pub shared: bool,
    /// The result with its reason, without the name ("place 2 of 2 with 128 VP …").
    pub result: String,
    /// `PLACE. NAME: RESULT`.
    pub line: String,
}

/// Where agreeing to abort stands.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
pub struct AbortOut {
    /// Whether the game may still be aborted (open, and the first shift or year not over).
    pub possible: bool,
    /// The seats that agreed.
    pub agreed: Vec<u8>,
}

/// Where agreeing to a rematch stands.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
pub struct RematchOut {
    /// Whether a rematch may be agreed (the game is over).
    pub possible: bool,
    /// The seats that accepted.
    pub accepted: Vec<u8>,
    /// The new game once every person accepted (`POST /api/games/{id}/rematch` gives the
    /// seat its link).
    pub game_id: Option<String>,
}

/// A seat at the table.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
pub struct SeatOut {
    pub seat: u8,
    pub name: String,
    /// The bot spec when a bot plays this seat.
    pub bot: Option<String>,
    /// Why a bot plays this person's seat, if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<crate::control::SeatStatus>,
    /// The bot that plays this person's seat, if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_by: Option<String>,
}

/// One legal action.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct LegalAction {
    /// The notation to send back.
    pub action: String,
    /// What it does and costs now.
    pub text: String,
    /// Why a client should ask before sending it (it throws something away), if it should.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirm: Option<String>,
}

/// One line of the log.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct LogLine {
    /// Lines caused by the same decision share a number (counted over what this viewer sees).
    pub turn: u32,
    /// `decision` or `event`.
    pub kind: String,
    /// The deciding seat (decisions only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    /// The decision in notation (decisions only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// The catalogue key of the line's message (`log-decision`, or the event's kind).
    pub key: String,
    /// The line in words.
    pub text: String,
    /// A decision whose own events (later lines of the same turn) say in words what it was: a
    /// log in words leaves it out, so that nothing is told twice. Absent when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub told: bool,
}

/// A seat's score.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct SeatScore {
    pub seat: u8,
    pub score: i32,
    pub breakdown: Vec<ScorePart>,
    /// The tie-break, in the order its parts are compared.
    pub tiebreak: Vec<ScorePart>,
    /// Final rank (0 = first) once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<u8>,
}

/// One line of a score breakdown.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct ScorePart {
    /// A catalogue key (or a plain name).
    pub category: String,
    /// The category in words.
    pub text: String,
    pub points: i32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schema(no_recursion)]
    pub parts: Vec<ScorePart>,
}

/// A seat of a new game: a person with a display name, or a bot.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatRequest {
    /// A person's display name (1 to 40 characters).
    #[serde(default)]
    pub name: Option<String>,
    /// A bot spec (`random`, `greedy`, `ismcts:1s`, `ismcts:2000`) instead of a person.
    #[serde(default)]
    pub bot: Option<String>,
    /// A person's e-mail address: the invite goes there, and (turn-based games) "your turn",
    /// "time running low" and "game over". Never shown to anybody.
    #[serde(default)]
    pub email: Option<String>,
    /// The language of the person's e-mails (`en`, `de`, `pl`, `es`, `hu`, `ru`). When left
    /// out: the language of the profile of the person who takes the seat into their games,
    /// else the creator's (the request's `?lang=`).
    #[serde(default)]
    pub lang: Option<String>,
    /// This seat is the creator's own: it is added to their games (send the creator's player
    /// key as `Authorization: Bearer KEY`).
    #[serde(default)]
    pub me: bool,
}

/// A new game.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    /// `glueckauf` or `haspelknecht`.
    pub game: String,
    /// The number of players; default: the number of seats.
    #[serde(default)]
    pub players: Option<u8>,
    /// Rule options by name (see `kohle options`); unnamed options keep their defaults.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// A corrected component table (TOML) for games whose data is a reconstruction.
    #[serde(default)]
    pub components: Option<String>,
    /// One entry per seat, seat 0 first.
    pub seats: Vec<SeatRequest>,
    /// The time control: `{"kind": "untimed"}` (the default), `{"kind": "fischer",
    /// "initial_seconds": 900, "increment_seconds": 20}` or `{"kind": "turn",
    /// "per_move_seconds": 86400, "reserve_seconds": 259200}` (limits: 1 s to a year; an
    /// increment or reserve may be 0).
    #[serde(default)]
    #[schema(value_type = Option<crate::clock::TimeControl>)]
    pub clock: Option<serde_json::Value>,
    /// When a seat's time runs out: `"bot"` (default; a bot plays until the person takes the
    /// seat back) or `"forfeit"` (a bot plays to the end, the seat ranks last).
    #[serde(default)]
    #[schema(value_type = Option<crate::control::OnTimeout>)]
    pub on_timeout: Option<serde_json::Value>,
    /// The bot that plays for a person whose time ran out (default `greedy`).
    #[serde(default)]
    pub timeout_bot: Option<String>,
    /// When a seat resigns: `"bot"` (default; a bot finishes its game) or `"end"` (the game
    /// ends). Either way the seat ranks last.
    #[serde(default)]
    #[schema(value_type = Option<crate::control::OnResign>)]
    pub on_resign: Option<serde_json::Value>,
}

/// A secret link: whoever has it acts for the seat (or watches, for the spectator link).
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Invite {
    /// The seat; `null` for the spectator link.
    pub seat: Option<u8>,
    pub name: String,
    /// The secret token (send it as `Authorization: Bearer TOKEN` or `?token=TOKEN`). The
    /// server keeps only its hash: it cannot be shown again.
    pub token: String,
    /// The page for this seat (the token is in the fragment, which browsers do not send).
    pub link: String,
}

/// A created game.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Created {
    pub game_id: String,
    /// One invite per person seat.
    pub invites: Vec<Invite>,
    pub spectator: Invite,
    pub seats: Vec<SeatOut>,
}

/// An action to take, in notation.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    /// For example `mine 8`, `deliver truck`, `done`.
    pub action: String,
    /// The `version` of the state the action was decided on: when the seat's state has
    /// changed since (another server's copy was behind, a clock ran out, the other seat moved),
    /// the action is refused with `game_moved_on` and nothing is stored. Absent: taken on the
    /// state as it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u64>,
}

/// An error, for the client that caused it only.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct ErrorBody {
    /// A stable code: `malformed`, `unknown_game`, `missing_token`, `wrong_token`,
    /// `illegal_action`, `not_your_turn`, `game_over`, `undo_refused`, `game_moved_on`,
    /// `too_large`, `too_many_requests`, `too_many_connections`, `bad_request`, `internal`;
    /// about clocks and seats: `out_of_time`, `taken_over` (take the seat back first),
    /// `not_taken_over`, `seat_left` (it resigned or forfeited), `abort_too_late`,
    /// `rematch_refused`, `seat_taken` (another person's); persons: `missing_key`,
    /// `wrong_key`, `mail_off` (the server sends no e-mail).
    pub code: String,
    /// What was wrong, in words.
    pub message: String,
}

/// What a WebSocket client sends.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Take an action (the seat's token decides the seat). `version`: the version of the state
    /// it was decided on (refused with `game_moved_on` when the state moved on since); `id`: any
    /// number, answered with `{"type": "done", "id": ..}` once the action is stored.
    Action {
        action: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        version: Option<u64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
    },
    /// Undo this seat's last decision.
    Undo,
    /// Send the state again.
    State,
    /// Take this seat back from the bot that plays it since the seat's time ran out.
    TakeBack,
    /// Resign: the seat ranks last; a bot finishes its game (or the game ends, by option).
    Resign,
    /// Agree to abort the game (every person must, before the first shift or year ends).
    Abort,
}

/// What changed in a viewer's state message since the message it follows (`"type": "delta"`).
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct DeltaMessage {
    /// The version of the state this applies to.
    pub since: u64,
    /// The version after it.
    pub version: u64,
    /// Over the WebSocket: one more than the previous message's (a full state is 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seq: Option<u64>,
    /// Keep this many lines of the log, then append `log` (absent: the log is unchanged).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_from: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<Vec<LogLine>>,
    /// The changes of the rest of the state (its view, legal actions, clocks, scores, ...;
    /// not its log or version) as RFC 6902 operations (`add`, `remove`, `replace`): a part
    /// that changed all over is replaced whole, the view too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<Object>>)]
    pub patch: Option<serde_json::Value>,
    /// Over HTTP (`?since=`): the state without its log, whole, in place of `patch`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub state: Option<serde_json::Value>,
    /// More pieces of the same state follow (see [`StateMessage::more`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub more: bool,
}

/// What a WebSocket client receives: the state (on connect and after every change) or an error
/// about the client's own last message.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    State(Box<StateMessage>),
    /// What changed, after the first state ([`crate::delta`]; not with `?deltas=false`).
    Delta(Box<DeltaMessage>),
    Error(ErrorBody),
    /// The action sent with this `id` is stored; `version` is the seat's version with it (the
    /// state or delta that shows it follows). Sent only to an action that carried an `id`.
    Done {
        id: u64,
        version: u64,
    },
}
