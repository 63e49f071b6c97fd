//! How a game on the server ended ([`present::ending`]): the game's scores and ranks with what
//! the server knows beyond them (who resigned, forfeited or ran out of time, whether every
//! person agreed to abort or the admin did). Every surface of the server takes its account
//! from [`Inner::ending`]: the state message (`ending`, the banner), the log's last line, the
//! ranks of the scores, the game-over mail, My games, the ratings and the replay.

use crate::app::Inner;
use crate::control::Control;
use crate::error::ApiError;
use crate::meta::GameMeta;
use axum::http::StatusCode;
use present::ending::{Ending, Left, SeatIn};
use present::Lang;

/// The server's log line that says the admin aborted a game.
pub const ABORTED_BY_ADMIN: &str = "srv-aborted-admin";

/// What the server knows of a seat beyond its score.
pub fn left_of(meta: &GameMeta, seat: engine::Seat) -> Left {
    match meta.control(seat) {
        Control::Person => Left::Played,
        Control::TakenOver { bot } => Left::OutOfTime { bot },
        Control::Forfeited { bot } => Left::Forfeited { bot },
        Control::Resigned { bot } => Left::Resigned { bot },
    }
}

/// The account of a game that has ended, from its seats as they stand and its meta; `None`
/// while it runs.
pub fn ending_of(mut seats: Vec<SeatIn>, meta: &GameMeta, over: bool) -> Option<Ending> {
    if meta.aborted {
        let by_admin = meta.lines.iter().any(|l| l.key == ABORTED_BY_ADMIN);
        return Some(Ending::aborted(&seats, by_admin));
    }
    if !over {
        return None;
    }
    for (s, seat) in seats.iter_mut().enumerate() {
        seat.left = left_of(meta, s as engine::Seat);
    }
    let ended_by = meta
        .ended_early
        .then(|| {
            (0..seats.len() as engine::Seat)
                .find(|&s| matches!(meta.control(s), Control::Resigned { bot: None }))
        })
        .flatten();
    Some(Ending::finished(&seats, ended_by))
}

impl Inner {
    /// Whether the game has ended: finished by its rules, ended by a resignation, aborted.
    pub fn is_over(&self) -> bool {
        self.finished || self.meta.aborted || self.table.is_over()
    }

    /// How the game ended (`None` while it runs).
    pub fn ending(&self, lang: Lang) -> Option<Ending> {
        ending_of(self.table.seats_in(lang), &self.meta, self.is_over())
    }

    /// The refusal of anything asked of a game that has ended: 409 `game_over`, saying how it
    /// ended.
    pub fn over_error(&self, lang: Lang) -> ApiError {
        let how = self
            .ending(lang)
            .map(|e| e.headline(lang))
            .unwrap_or_else(|| present::catalog(lang).get("err-game-over"));
        ApiError::new(
            StatusCode::CONFLICT,
            "game_over",
            format!("{} {how}", present::catalog(lang).get("err-game-over")),
        )
    }
}
