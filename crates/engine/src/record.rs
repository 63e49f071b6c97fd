//! Game records: a game is stored as its setup and its action list, and replays.
//!
//! ```json
//! { "game": "glueckauf", "version": 1, "players": 2, "seed": 7,
//!   "options": { ... }, "actions": ["1: draft OT05", "0: draft OC10", "..."] }
//! ```
//! Each action is `SEAT: NOTATION`. The seat may be left out (`draft OT05`) when exactly one
//! seat is to move.

use crate::{Game, Seat, Setup};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The save file, the replay file and the unit of storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub game: String,
    pub version: u32,
    pub players: u8,
    pub seed: u64,
    #[serde(default)]
    pub options: serde_json::Value,
    /// Who sits where: a person's name, or a bot (its spec). Empty when not recorded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatInfo>,
    #[serde(default)]
    pub actions: Vec<String>,
}

/// One seat of a record: a person (a name) or a bot (a name and its spec, `ismcts:1s`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
}

impl SeatInfo {
    pub fn person(name: impl Into<String>) -> Self {
        SeatInfo {
            name: name.into(),
            bot: None,
        }
    }

    pub fn bot(spec: impl Into<String>) -> Self {
        let spec = spec.into();
        SeatInfo {
            name: spec.clone(),
            bot: Some(spec),
        }
    }
}

/// What went wrong reading or replaying a record. Messages name the place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("not a valid game record: {0}")]
    Malformed(String),
    #[error("the record is for game `{found}`, expected `{expected}`")]
    WrongGame { expected: String, found: String },
    #[error("the record has version {found}; this kohle reads version {expected}")]
    WrongVersion { expected: u32, found: u32 },
    #[error("the record's options are invalid: {0}")]
    Options(String),
    #[error("the record's setup is invalid: {0}")]
    Setup(String),
    #[error("action {index} (`{text}`): {reason}")]
    Action {
        index: usize,
        text: String,
        reason: String,
    },
}

/// One parsed entry of a record's action list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordedAction<A> {
    pub seat: Seat,
    pub action: A,
}

impl<A: fmt::Display> fmt::Display for RecordedAction<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.seat, self.action)
    }
}

impl RecordError {
    /// Action `index` failed; its text is quoted by at most a short prefix.
    pub fn action(index: usize, text: &str, reason: String) -> Self {
        RecordError::Action {
            index,
            text: crate::quote(text),
            reason,
        }
    }
}

impl GameRecord {
    /// An empty record for a setup.
    pub fn new<G: Game>(setup: &Setup<G::Options>) -> Self {
        GameRecord {
            game: G::NAME.to_string(),
            version: G::VERSION,
            players: setup.players,
            seed: setup.seed,
            options: serde_json::to_value(&setup.options).expect("options serialize"),
            seats: Vec::new(),
            actions: Vec::new(),
        }
    }

    pub fn push<A: fmt::Display>(&mut self, seat: Seat, action: A) {
        self.actions.push(format!("{seat}: {action}"));
    }

    /// Reads a record, or a line of `kohle db export`: a record with the server's part
    /// (`server`: its id, status, times, ...), which a record's reader leaves out. One format,
    /// read the same by `kohle replay`/`analyze`/`apply`, the replay page and the server.
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        let strict = match serde_json::from_str(text) {
            Ok(record) => return Ok(record),
            Err(e) => e,
        };
        match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Object(mut o)) if o.contains_key("server") => {
                o.remove("server");
                serde_json::from_value(serde_json::Value::Object(o))
                    .map_err(|e| RecordError::Malformed(e.to_string()))
            }
            _ => Err(RecordError::Malformed(strict.to_string())),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("record serializes")
    }

    /// The setup this record describes.
    pub fn setup<G: Game>(&self) -> Result<Setup<G::Options>, RecordError> {
        if self.game != G::NAME {
            return Err(RecordError::WrongGame {
                expected: G::NAME.to_string(),
                found: self.game.clone(),
            });
        }
        if self.version != G::VERSION {
            return Err(RecordError::WrongVersion {
                expected: G::VERSION,
                found: self.version,
            });
        }
        let options = if self.options.is_null() {
            G::Options::default()
        } else {
            serde_json::from_value(self.options.clone())
                .map_err(|e| RecordError::Options(e.to_string()))?
        };
        Ok(Setup {
            players: self.players,
            seed: self.seed,
            options,
        })
    }
}

/// Splits `"2: mine 8"` into seat 2 and `"mine 8"`. Without a prefix the seat is `None`.
pub fn split_seat(entry: &str) -> Result<(Option<Seat>, &str), String> {
    if let Some((head, rest)) = entry.split_once(':') {
        let head = head.trim();
        if !head.is_empty() && head.chars().all(|c| c.is_ascii_digit()) {
            let seat: Seat = head
                .parse()
                .map_err(|_| format!("`{}` is not a seat number", crate::quote(head)))?;
            return Ok((Some(seat), rest.trim()));
        }
    }
    Ok((None, entry.trim()))
}

/// Parses one record entry against the current state.
pub fn parse_entry<G: Game>(game: &G, entry: &str) -> Result<RecordedAction<G::Action>, String> {
    let (seat, text) = split_seat(entry)?;
    let to_move = game.to_move();
    let seat = match seat {
        Some(s) => s,
        None => match (to_move.len(), to_move.first()) {
            (1, Some(s)) => s,
            (0, _) => return Err("the game is over".to_string()),
            _ => return Err("several seats are to move: write `SEAT: ACTION`".to_string()),
        },
    };
    if seat as usize >= game.players() {
        return Err(format!(
            "seat {seat} does not exist in a {}-player game",
            game.players()
        ));
    }
    let action = game.parse_action(text).map_err(|e| e.to_string())?;
    Ok(RecordedAction { seat, action })
}

/// Replays a record and returns the state after its last action. Fails on the first action
/// that cannot be read or is illegal, naming its index (0-based) and the reason.
pub fn replay<G: Game>(record: &GameRecord) -> Result<G, RecordError> {
    replay_prefix(record, record.actions.len())
}

/// Replays the first `count` actions of a record.
pub fn replay_prefix<G: Game>(record: &GameRecord, count: usize) -> Result<G, RecordError> {
    let setup = record.setup::<G>()?;
    let mut game = G::new_game(&setup).map_err(|e| RecordError::Setup(e.0))?;
    for (index, text) in record.actions.iter().take(count).enumerate() {
        let fail = |reason: String| RecordError::action(index, text, reason);
        let entry = parse_entry(&game, text).map_err(fail)?;
        game.apply(entry.seat, entry.action)
            .map_err(|e| fail(e.to_string()))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_seat_prefix() {
        assert_eq!(split_seat("2: mine 8").unwrap(), (Some(2), "mine 8"));
        assert_eq!(split_seat("mine 8").unwrap(), (None, "mine 8"));
        assert_eq!(split_seat(" 0 :bank").unwrap(), (Some(0), "bank"));
    }

    #[test]
    fn a_huge_seat_number_is_quoted_short() {
        let err = split_seat(&format!("{}: bank", "7".repeat(100_000))).unwrap_err();
        assert!(err.len() < 100, "{err}");
    }

    #[test]
    fn parse_errors_quote_long_words_of_the_reason_short() {
        let word = "w".repeat(100_000);
        let e = crate::ParseError::new(&word, format!("unknown action `{word}`"));
        assert!(e.to_string().len() < 200, "{e}");
        let e = crate::ParseError::new("x", "a short reason stays as it is");
        assert_eq!(e.reason, "a short reason stays as it is");
    }

    #[test]
    fn malformed_json_is_an_error() {
        let err = GameRecord::from_json("{\"game\": 3}").unwrap_err();
        assert!(matches!(err, RecordError::Malformed(_)));
    }

    /// A line of `kohle db export` is the record plus the server's part: read as the record.
    /// Any other unknown field is still refused, and a bad record with a server part names
    /// what is wrong with the record.
    #[test]
    fn an_export_line_reads_as_its_record() {
        let record = r#"{"game":"g","version":1,"players":2,"seed":5,"actions":["0: x"]}"#;
        let line = r#"{"game":"g","version":1,"players":2,"seed":5,"actions":["0: x"],
            "server":{"id":"abc","status":"finished","revision":3}}"#;
        assert_eq!(
            GameRecord::from_json(line).unwrap(),
            GameRecord::from_json(record).unwrap()
        );
        let other = r#"{"game":"g","version":1,"players":2,"seed":5,"servr":{}}"#;
        let e = GameRecord::from_json(other).unwrap_err().to_string();
        assert!(e.contains("unknown field `servr`"), "{e}");
        let bad = r#"{"game":"g","version":1,"players":"two","seed":5,"server":{}}"#;
        let e = GameRecord::from_json(bad).unwrap_err().to_string();
        assert!(e.contains("invalid type") && !e.contains("server"), "{e}");
    }
}
