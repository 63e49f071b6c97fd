//! What the server keeps of a game beside its record: the time control and the clocks, who
//! plays each person's seat, the server's own log lines, and the agreements (abort, rematch).
//! Stored as JSON in `games.meta` and written in the same statement as the change that
//! changes it (an action, an undo, a timeout), under the game's revision.

use crate::clock::{clock_out, ClockOut, SeatClock, TimeControl};
use crate::control::{ranks_with_last, with_ranks, Control, OnResign, OnTimeout, DEFAULT_BOT};
use crate::db::{Finish, MetaWrite};
use crate::error::ApiError;
use crate::players::{check_email, check_lang, Player};
use crate::table::ServerLine;
use crate::types::CreateGame;
use crate::types::SeatOut;
use engine::Arg;
use engine::{Seat, SeatInfo, SeatSet};
use present::Lang;
use serde::{Deserialize, Serialize};

/// What one decision changes of the server's part of a game ([`GameMeta::after_decision`]).
pub struct Decided {
    /// The meta after it.
    pub meta: GameMeta,
    /// The meta as stored with the action (timed games; an untimed game's meta stays).
    pub write: Option<MetaWrite>,
    /// The game's end, when the decision ends it.
    pub finish: Option<Finish>,
}

/// Final scores (JSON) with the ranks of the game, the seats in `last` ranked last.
fn last_ranked_last(final_scores: &str, last: &[bool]) -> String {
    let ranks: Vec<u8> = serde_json::from_str::<serde_json::Value>(final_scores)
        .ok()
        .and_then(|v| {
            v.as_array().map(|a| {
                a.iter()
                    .map(|e| e["rank"].as_u64().unwrap_or(0) as u8)
                    .collect()
            })
        })
        .unwrap_or_default();
    with_ranks(final_scores, &ranks_with_last(&ranks, last))
}

/// A line the server added to the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// After the game's lines of this many actions.
    pub at: usize,
    /// Its catalogue key (`srv-…`).
    pub key: String,
    pub seat: Option<Seat>,
    /// The bot it names, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// When (milliseconds since 1970, UTC).
    pub ms: i64,
}

/// The catalogue keys of the server's log lines.
pub const LINE_KEYS: &[&str] = &[
    "srv-timeout-bot",
    "srv-timeout-forfeit",
    "srv-seat-back",
    "srv-resigned-bot",
    "srv-resigned-end",
    "srv-aborted",
];

/// The server's part of a game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameMeta {
    #[serde(default)]
    pub clock: TimeControl,
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// The bot that plays for a person whose time ran out (default: greedy).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout_bot: Option<String>,
    #[serde(default)]
    pub on_resign: OnResign,
    /// One per seat in timed games (bots' are never started); empty when untimed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clocks: Vec<SeatClock>,
    /// Who plays each seat (empty: every person plays their own).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub control: Vec<Control>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<Line>,
    /// The seats that agreed to abort.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abort_votes: Vec<Seat>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aborted: bool,
    /// The game ended before its end (a resignation with `"on_resign": "end"`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended_early: bool,
    /// The seats that accepted a rematch.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rematch_accepted: Vec<Seat>,
    /// The rematch, once every person accepted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
    /// The game this one is a rematch of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<String>,
    /// The base of links in e-mails (`https://host`), as the game was created.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub base: String,
    /// The language each seat's mail was given at creation (`seats[i].lang`; `None`: not
    /// chosen, so the person's profile decides, else [`GameMeta::lang`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub langs: Vec<Option<Lang>>,
    /// The creator's language (the creation request's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<Lang>,
}

impl GameMeta {
    /// A new game's part: clocks for every seat when timed.
    pub fn new(players: usize, clock: TimeControl) -> Self {
        GameMeta {
            clock,
            clocks: if clock.is_timed() {
                vec![SeatClock::new(&clock); players]
            } else {
                Vec::new()
            },
            ..GameMeta::default()
        }
    }

    /// Reads the stored JSON (`None`: a game from before clocks: untimed).
    pub fn parse(text: Option<&str>) -> Result<Self, String> {
        match text {
            None => Ok(GameMeta::default()),
            Some(t) => serde_json::from_str(t).map_err(|e| format!("meta: {e}")),
        }
    }

    /// The meta as stored with a change (its next deadline and warning in their own columns).
    pub fn write(&self) -> MetaWrite {
        MetaWrite {
            json: self.to_json(),
            deadline: self.deadline(),
            warn_at: self.warnings().iter().map(|w| w.0).min(),
        }
    }

    /// What `seat`'s decision changes here, at `now`: the clocks retimed for the seats that
    /// decide next (`to_move_after`; nobody once `final_scores` says the game ended) and the
    /// game's end with the seats that forfeited or resigned ranked last.
    pub fn after_decision(
        &self,
        seats: &[SeatInfo],
        seat: Seat,
        to_move_after: SeatSet,
        final_scores: Option<String>,
        now: i64,
    ) -> Decided {
        let mut meta = self.clone();
        let write = meta.clock.is_timed().then(|| {
            let next = if final_scores.is_some() {
                SeatSet::EMPTY
            } else {
                to_move_after
            };
            meta.retime(next, seats, now, Some(seat));
            meta.write()
        });
        let last = meta.last(seats.len());
        let finish = final_scores.map(|final_scores| Finish {
            final_scores: if last.contains(&true) {
                last_ranked_last(&final_scores, &last)
            } else {
                final_scores
            },
        });
        Decided {
            meta,
            write,
            finish,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The language a seat's mail was given at creation, if one was chosen.
    pub fn seat_lang(&self, seat: Seat) -> Option<Lang> {
        self.langs.get(seat as usize).copied().flatten()
    }

    pub fn control(&self, seat: Seat) -> Control {
        self.control.get(seat as usize).cloned().unwrap_or_default()
    }

    pub fn set_control(&mut self, seat: Seat, players: usize, c: Control) {
        if self.control.len() < players {
            self.control.resize(players, Control::Person);
        }
        self.control[seat as usize] = c;
        if self.control.iter().all(|c| *c == Control::Person) {
            self.control.clear();
        }
    }

    /// Whether a bot plays `seat` now ([`GameMeta::bot_of`] without naming it).
    pub fn bot_plays(&self, seat: Seat, seats: &[SeatInfo]) -> bool {
        seats.get(seat as usize).is_some_and(|s| s.bot.is_some())
            || self.control(seat).bot().is_some()
    }

    /// The bot that plays `seat` now: a bot seat's own, or one playing for the person.
    pub fn bot_of(&self, seat: Seat, seats: &[SeatInfo]) -> Option<String> {
        match seats.get(seat as usize).and_then(|s| s.bot.clone()) {
            Some(b) => Some(b),
            None => self.control(seat).bot().map(str::to_string),
        }
    }

    /// The bot that takes over a seat whose time ran out.
    pub fn takeover_bot(&self) -> String {
        self.timeout_bot
            .clone()
            .unwrap_or_else(|| DEFAULT_BOT.to_string())
    }

    /// Whether a person plays `seat` themselves now.
    pub fn person_plays(&self, seat: Seat, seats: &[SeatInfo]) -> bool {
        seats.get(seat as usize).is_some_and(|s| s.bot.is_none())
            && self.control(seat).bot().is_none()
    }

    /// The person seats (bot seats excluded; a person's seat played by a bot included).
    pub fn persons(seats: &[SeatInfo]) -> Vec<Seat> {
        (0..seats.len() as Seat)
            .filter(|&s| seats[s as usize].bot.is_none())
            .collect()
    }

    /// Runs the clocks of the persons who must decide now and stops the others, at `now`;
    /// `mover` took the decision that led here (its run counts as a move).
    pub fn retime(&mut self, to_move: SeatSet, seats: &[SeatInfo], now: i64, mover: Option<Seat>) {
        if !self.clock.is_timed() {
            return;
        }
        let clock = self.clock;
        for s in 0..self.clocks.len() {
            let seat = s as Seat;
            let runs = to_move.contains(seat) && self.person_plays(seat, seats);
            let c = &mut self.clocks[s];
            if mover == Some(seat) && c.since.is_some() {
                c.moved = true;
            }
            if runs {
                c.start(now);
            } else {
                c.stop(&clock, now);
            }
        }
    }

    /// The earliest moment a running clock runs out.
    pub fn deadline(&self) -> Option<i64> {
        self.clocks
            .iter()
            .filter_map(|c| c.deadline(&self.clock))
            .min()
    }

    /// The seats whose clocks ran out by `now`.
    pub fn run_out(&self, now: i64) -> Vec<Seat> {
        self.clocks
            .iter()
            .enumerate()
            .filter(|(_, c)| c.deadline(&self.clock).is_some_and(|d| d <= now))
            .map(|(s, _)| s as Seat)
            .collect()
    }

    /// The earliest "time running low" moment of a running clock (turn-based games), with
    /// the run it belongs to: `(when, seat, since)`.
    pub fn warnings(&self) -> Vec<(i64, Seat, i64)> {
        self.clocks
            .iter()
            .enumerate()
            .filter_map(|(s, c)| Some((c.warn_at(&self.clock)?, s as Seat, c.since?)))
            .collect()
    }

    /// The seats that rank last whatever their score.
    pub fn last(&self, players: usize) -> Vec<bool> {
        (0..players as Seat)
            .map(|s| self.control(s).ranks_last())
            .collect()
    }

    pub fn add_line(
        &mut self,
        at: usize,
        key: &'static str,
        seat: Option<Seat>,
        bot: Option<String>,
        ms: i64,
    ) {
        self.lines.push(Line {
            at,
            key: key.to_string(),
            seat,
            bot,
            ms,
        });
    }

    /// The server's log lines in words.
    pub fn server_lines(&self, seats: &[SeatInfo], lang: Lang) -> Vec<ServerLine> {
        let cat = present::catalog(lang);
        self.lines
            .iter()
            .map(|l| {
                let key = LINE_KEYS
                    .iter()
                    .copied()
                    .find(|k| *k == l.key)
                    .unwrap_or("srv-aborted");
                let name = l
                    .seat
                    .and_then(|s| seats.get(s as usize))
                    .map(|s| s.name.clone())
                    .unwrap_or_default();
                let text = cat.get_args(
                    key,
                    &[
                        ("name", Arg::Text(name)),
                        ("bot", Arg::Text(l.bot.clone().unwrap_or_default())),
                    ],
                );
                ServerLine {
                    at: l.at,
                    seat: l.seat,
                    key,
                    text,
                }
            })
            .collect()
    }

    /// The seats as they are played now.
    pub fn seat_outs(&self, seats: &[SeatInfo]) -> Vec<SeatOut> {
        seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let c = self.control(i as Seat);
                SeatOut {
                    seat: i as u8,
                    name: s.name.clone(),
                    bot: s.bot.clone(),
                    status: c.status(),
                    played_by: c.bot().map(str::to_string),
                }
            })
            .collect()
    }

    /// The clocks of a state message: one per seat.
    pub fn clock_outs(&self, players: usize) -> Vec<ClockOut> {
        (0..players)
            .map(|s| clock_out(&self.clock, s as u8, self.clocks.get(s)))
            .collect()
    }
}

/// What a new game's request says beyond the game: its meta, the seats' e-mail addresses
/// (seat, address, language) and the seat the creator takes (seat, person).
#[derive(Clone, Debug)]
pub struct CreateParts {
    pub meta: GameMeta,
    /// (seat, address, the seat's language if the request chose one).
    pub contacts: Vec<(Seat, String, Option<Lang>)>,
    pub attach: Vec<(Seat, String)>,
}

/// Reads a new game's time control, `on_timeout`, `timeout_bot`, `on_resign`, the seats'
/// addresses and the creator's own seat (`"me": true`, with the creator's player key).
pub fn read_create(
    req: &CreateGame,
    players: usize,
    creator: Option<&Player>,
    lang: Lang,
) -> Result<CreateParts, ApiError> {
    let clock = match &req.clock {
        None | Some(serde_json::Value::Null) => TimeControl::Untimed,
        Some(v) => {
            TimeControl::parse(v, "clock").map_err(|e| ApiError::bad_request(e.to_string()))?
        }
    };
    let mut meta = GameMeta::new(players, clock);
    if let Some(v) = &req.on_timeout {
        meta.on_timeout = serde_json::from_value(v.clone()).map_err(|_| {
            ApiError::bad_request(format!("`on_timeout`: {v} is not \"bot\" or \"forfeit\""))
        })?;
    }
    if let Some(v) = &req.on_resign {
        meta.on_resign = serde_json::from_value(v.clone()).map_err(|_| {
            ApiError::bad_request(format!("`on_resign`: {v} is not \"bot\" or \"end\""))
        })?;
    }
    if let Some(b) = &req.timeout_bot {
        bots::parse_served_bot_spec(b, Some(&req.game), Some(players as u8))
            .map_err(|e| ApiError::bad_request(format!("`timeout_bot`: {e}")))?;
        meta.timeout_bot = Some(b.trim().to_string());
    }
    let mut contacts = Vec::new();
    let mut attach = Vec::new();
    for (i, s) in req.seats.iter().enumerate() {
        let seat = i as Seat;
        if s.bot.is_some() && (s.email.is_some() || s.me) {
            return Err(ApiError::bad_request(format!(
                "`seats[{i}]`: a bot has no e-mail address and is nobody's own seat"
            )));
        }
        let seat_lang = match s.lang.as_deref() {
            None | Some("") => None,
            Some(code) => Some(check_lang(&format!("seats[{i}].lang"), Some(code), lang)?),
        };
        if let Some(e) = &s.email {
            contacts.push((
                seat,
                check_email(&format!("seats[{i}].email"), e)?,
                seat_lang,
            ));
        }
        if s.me {
            let Some(p) = creator else {
                return Err(ApiError::bad_request(format!(
                    "`seats[{i}].me`: send your player key (`Authorization: Bearer KEY`) to take a seat as yourself"
                )));
            };
            if !attach.is_empty() {
                return Err(ApiError::bad_request(format!(
                    "`seats[{i}].me`: you can take one seat of a game"
                )));
            }
            attach.push((seat, p.id.clone()));
        }
    }
    meta.lang = Some(lang);
    meta.langs = req
        .seats
        .iter()
        .map(|s| s.lang.as_deref().and_then(|c| c.parse().ok()))
        .collect();
    if meta.langs.iter().all(Option::is_none) {
        meta.langs.clear();
    }
    Ok(CreateParts {
        meta,
        contacts,
        attach,
    })
}
