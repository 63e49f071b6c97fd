//! Time controls and the seats' clocks.
//!
//! A game's [`TimeControl`] is chosen when it is created and never changes. A seat's clock runs
//! while the seat has a decision to take (in a simultaneous phase every deciding seat's clock
//! runs) and a person plays it; bots, and persons whose seat a bot has taken over, have no
//! running clock. A *move* is one run of a seat's clock: the decisions it takes in a row, until
//! another seat must decide (a whole mining action is one move).
//!
//! - Fischer (real-time): each seat has `initial_seconds`; a move's time is taken off, and
//!   `increment_seconds` are added after a move the seat made (not when its run ended because
//!   another seat undid a decision).
//! - Turn-based: each move is due within `per_move_seconds`; what a move takes beyond that
//!   comes off the seat's reserve (`reserve_seconds` at the start). A seat runs out when a move
//!   takes longer than the limit and the reserve together.
//!
//! Clocks are kept as "milliseconds left as of when the clock last started or stopped" and the
//! moment it started: state messages carry these and the deadline, which only change when the
//! game changes, so a message is never sent again only because time passed (that would tell a
//! seat that another seat took a hidden decision).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The longest limit that makes sense: a year.
pub const MAX_SECONDS: u64 = 366 * 24 * 3600;

/// A game's time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeControl {
    /// No clocks (the default).
    #[default]
    Untimed,
    /// Real-time: `initial_seconds` per seat, `increment_seconds` added after each move.
    Fischer {
        initial_seconds: u64,
        increment_seconds: u64,
    },
    /// Turn-based: each move is due within `per_move_seconds`; overruns eat into the seat's
    /// `reserve_seconds`.
    Turn {
        per_move_seconds: u64,
        reserve_seconds: u64,
    },
}

/// A field of a time control that makes no sense, named as in the request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadField {
    pub field: String,
    pub message: String,
}

impl std::fmt::Display for BadField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}`: {}", self.field, self.message)
    }
}

fn bad(field: &str, message: impl Into<String>) -> BadField {
    BadField {
        field: field.to_string(),
        message: message.into(),
    }
}

/// A number of seconds from `min` to a year, read from field `name` of `obj`.
fn seconds(
    obj: &serde_json::Map<String, serde_json::Value>,
    prefix: &str,
    name: &str,
    min: u64,
) -> Result<u64, BadField> {
    let field = format!("{prefix}.{name}");
    let v = obj
        .get(name)
        .ok_or_else(|| bad(&field, "missing (a number of seconds)"))?;
    let range = format!("a whole number of seconds from {min} to {MAX_SECONDS} (a year)");
    let n = v
        .as_u64()
        .ok_or_else(|| bad(&field, format!("{v} is not {range}")))?;
    if n < min || n > MAX_SECONDS {
        return Err(bad(&field, format!("{n} is not {range}")));
    }
    Ok(n)
}

impl TimeControl {
    /// Reads a time control from the request's JSON (`prefix` names it in errors, e.g.
    /// `clock`): refuses an unknown kind, unknown fields, and limits that are negative, zero
    /// where zero makes no sense (a move's limit, the initial time) or beyond a year. An
    /// increment or a reserve of zero is allowed: sudden death, and no reserve.
    pub fn parse(v: &serde_json::Value, prefix: &str) -> Result<TimeControl, BadField> {
        let obj = v.as_object().ok_or_else(|| {
            bad(
                prefix,
                "must be an object such as {\"kind\": \"untimed\"}, {\"kind\": \"fischer\", \
                 \"initial_seconds\": 900, \"increment_seconds\": 20} or {\"kind\": \"turn\", \
                 \"per_move_seconds\": 86400, \"reserve_seconds\": 259200}",
            )
        })?;
        let kind_field = format!("{prefix}.kind");
        let kind = obj
            .get("kind")
            .and_then(|k| k.as_str())
            .ok_or_else(|| bad(&kind_field, "missing (untimed, fischer or turn)"))?;
        let fields: &[&str] = match kind {
            "untimed" => &[],
            "fischer" => &["initial_seconds", "increment_seconds"],
            "turn" => &["per_move_seconds", "reserve_seconds"],
            other => {
                return Err(bad(
                    &kind_field,
                    format!(
                        "unknown kind `{}` (known: untimed, fischer, turn)",
                        engine::quote(other)
                    ),
                ))
            }
        };
        if let Some(extra) = obj
            .keys()
            .find(|k| *k != "kind" && !fields.contains(&k.as_str()))
        {
            return Err(bad(
                &format!("{prefix}.{extra}"),
                format!("not a field of a `{kind}` clock"),
            ));
        }
        Ok(match kind {
            "fischer" => TimeControl::Fischer {
                initial_seconds: seconds(obj, prefix, "initial_seconds", 1)?,
                increment_seconds: seconds(obj, prefix, "increment_seconds", 0)?,
            },
            "turn" => TimeControl::Turn {
                per_move_seconds: seconds(obj, prefix, "per_move_seconds", 1)?,
                reserve_seconds: seconds(obj, prefix, "reserve_seconds", 0)?,
            },
            _ => TimeControl::Untimed,
        })
    }

    pub fn is_timed(&self) -> bool {
        !matches!(self, TimeControl::Untimed)
    }

    pub fn is_turn_based(&self) -> bool {
        matches!(self, TimeControl::Turn { .. })
    }

    /// What a seat has at the start (and when it takes its seat back): milliseconds.
    pub fn initial_ms(&self) -> i64 {
        match *self {
            TimeControl::Untimed => 0,
            TimeControl::Fischer {
                initial_seconds, ..
            } => initial_seconds as i64 * 1000,
            TimeControl::Turn {
                reserve_seconds, ..
            } => reserve_seconds as i64 * 1000,
        }
    }

    /// The per-move limit of a turn-based game, milliseconds.
    pub fn per_move_ms(&self) -> Option<i64> {
        match *self {
            TimeControl::Turn {
                per_move_seconds, ..
            } => Some(per_move_seconds as i64 * 1000),
            _ => None,
        }
    }
}

/// One seat's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClock {
    /// Fischer: the time left; turn-based: the reserve left. Milliseconds, as of `since` when
    /// the clock runs.
    pub left_ms: i64,
    /// When the clock started running (milliseconds since 1970, UTC), if it runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<i64>,
    /// Whether the seat decided during this run.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moved: bool,
}

impl SeatClock {
    pub fn new(control: &TimeControl) -> Self {
        SeatClock {
            left_ms: control.initial_ms(),
            since: None,
            moved: false,
        }
    }

    /// When this clock runs out, if it runs.
    pub fn deadline(&self, control: &TimeControl) -> Option<i64> {
        let since = self.since?;
        match *control {
            TimeControl::Untimed => None,
            TimeControl::Fischer { .. } => Some(since + self.left_ms),
            TimeControl::Turn { .. } => Some(since + control.per_move_ms()? + self.left_ms),
        }
    }

    /// When the move's limit is due (turn-based; before the reserve is used).
    pub fn move_due(&self, control: &TimeControl) -> Option<i64> {
        Some(self.since? + control.per_move_ms()?)
    }

    /// When a turn-based seat is told that its time runs low: a quarter of a move's limit
    /// before it runs out.
    pub fn warn_at(&self, control: &TimeControl) -> Option<i64> {
        Some(self.deadline(control)? - control.per_move_ms()? / 4)
    }

    /// Starts the clock at `now` (nothing when it runs).
    pub fn start(&mut self, now: i64) {
        if self.since.is_none() {
            self.since = Some(now);
            self.moved = false;
        }
    }

    /// Stops the clock at `now`: the move's time is taken off (Fischer: and the increment
    /// added when the seat moved; turn-based: only what went beyond the move's limit).
    pub fn stop(&mut self, control: &TimeControl, now: i64) {
        let Some(since) = self.since.take() else {
            return;
        };
        let used = (now - since).max(0);
        match *control {
            TimeControl::Untimed => {}
            TimeControl::Fischer {
                increment_seconds, ..
            } => {
                self.left_ms = (self.left_ms - used).max(0);
                if self.moved && self.left_ms > 0 {
                    self.left_ms += increment_seconds as i64 * 1000;
                }
            }
            TimeControl::Turn { .. } => {
                let over = (used - control.per_move_ms().unwrap_or(0)).max(0);
                self.left_ms = (self.left_ms - over).max(0);
            }
        }
        self.moved = false;
    }

    /// The clock ran out: stopped at zero.
    pub fn run_out(&mut self) {
        self.since = None;
        self.left_ms = 0;
        self.moved = false;
    }
}

/// A seat's clock in a state message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ClockOut {
    pub seat: u8,
    /// Seconds left (Fischer: the seat's time; turn-based: the time of this move, limit and
    /// reserve together, while it runs, else the reserve) as of the last change of the game;
    /// `null` for a seat without a clock (untimed games, bots, a seat a bot took over). A
    /// running clock counts down to `deadline`.
    pub seconds_left: Option<f64>,
    /// Whether the clock runs now.
    pub running: bool,
    /// When a running clock runs out: a UTC timestamp (RFC 3339).
    pub deadline: Option<String>,
    /// Turn-based games: the reserve left (seconds), untouched while the move is within its
    /// limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserve_seconds: Option<f64>,
    /// Turn-based games: when the running move's limit is due (UTC, RFC 3339); later the
    /// reserve is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_due: Option<String>,
}

/// Milliseconds since 1970 (UTC) now.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A moment as an RFC 3339 UTC timestamp (milliseconds).
pub fn rfc3339(ms: i64) -> String {
    use time::format_description::well_known::Rfc3339;
    time::OffsetDateTime::from_unix_timestamp_nanos(ms as i128 * 1_000_000)
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_default()
}

/// Reads an RFC 3339 timestamp back (tests and clients): milliseconds since 1970.
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    use time::format_description::well_known::Rfc3339;
    let t = time::OffsetDateTime::parse(text, &Rfc3339).ok()?;
    Some((t.unix_timestamp_nanos() / 1_000_000) as i64)
}

/// The clock of `seat` for a state message.
pub fn clock_out(control: &TimeControl, seat: u8, clock: Option<&SeatClock>) -> ClockOut {
    let none = ClockOut {
        seat,
        seconds_left: None,
        running: false,
        deadline: None,
        reserve_seconds: None,
        move_due: None,
    };
    let Some(c) = clock.filter(|_| control.is_timed()) else {
        return none;
    };
    let secs = |ms: i64| ms as f64 / 1000.0;
    let deadline = c.deadline(control);
    let turn = control.is_turn_based();
    ClockOut {
        seat,
        seconds_left: Some(match (deadline, c.since) {
            (Some(d), Some(s)) => secs(d - s),
            _ => secs(c.left_ms),
        }),
        running: c.since.is_some(),
        deadline: deadline.map(rfc3339),
        reserve_seconds: turn.then(|| secs(c.left_ms)),
        move_due: c.move_due(control).map(rfc3339),
    }
}
