//! Who plays a person's seat: the person, or a bot after the person ran out of time or
//! resigned. What happens when time runs out (`on_timeout`) and when a seat resigns
//! (`on_resign`) is chosen per game.
//!
//! A seat taken over after a timeout (`"on_timeout": "bot"`) is played by the bot until the
//! person takes it back with their invite. A seat that forfeited (`"on_timeout": "forfeit"`)
//! or resigned is played by the bot to the end (or, with `"on_resign": "end"`, the game ends
//! at once) and ranks last.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The bot that plays for a person when none is named: the game's greedy bot.
pub const DEFAULT_BOT: &str = "greedy";

/// What happens when a seat's time runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OnTimeout {
    /// A bot takes the seat's decisions until the person takes the seat back (the default).
    #[default]
    Bot,
    /// A bot finishes the seat's game and the seat ranks last.
    Forfeit,
}

/// What happens when a seat resigns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OnResign {
    /// A bot finishes the seat's game (the default); the seat ranks last.
    #[default]
    Bot,
    /// The game ends at once; the seat ranks last, the others by their scores.
    End,
}

/// Who plays a person's seat.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Control {
    /// The person.
    #[default]
    Person,
    /// A bot, since the person's time ran out; the person may take the seat back.
    TakenOver { bot: String },
    /// A bot to the end: the person's time ran out in a game where that forfeits.
    Forfeited { bot: String },
    /// The person resigned; a bot plays to the end (none when the game ended).
    Resigned { bot: Option<String> },
}

impl Control {
    /// The bot that plays the seat, if one does.
    pub fn bot(&self) -> Option<&str> {
        match self {
            Control::Person => None,
            Control::TakenOver { bot } | Control::Forfeited { bot } => Some(bot),
            Control::Resigned { bot } => bot.as_deref(),
        }
    }

    /// Whether the seat ranks last whatever its score.
    pub fn ranks_last(&self) -> bool {
        matches!(self, Control::Forfeited { .. } | Control::Resigned { .. })
    }

    /// How a state message names it (`null` for the person).
    pub fn status(&self) -> Option<SeatStatus> {
        match self {
            Control::Person => None,
            Control::TakenOver { .. } => Some(SeatStatus::TakenOver),
            Control::Forfeited { .. } => Some(SeatStatus::Forfeited),
            Control::Resigned { .. } => Some(SeatStatus::Resigned),
        }
    }
}

/// Why a bot plays a person's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeatStatus {
    /// The person's time ran out; they may take the seat back with their invite.
    TakenOver,
    /// The person's time ran out and the game forfeits: last place.
    Forfeited,
    /// The person resigned: last place.
    Resigned,
}

/// Ranks (0 = first) with the seats in `last` after all others: each group keeps the order
/// of `ranks` (the game's own: score, then tie-break).
pub fn ranks_with_last(ranks: &[u8], last: &[bool]) -> Vec<u8> {
    let key = |s: usize| (last.get(s).copied().unwrap_or(false), ranks[s]);
    (0..ranks.len())
        .map(|s| (0..ranks.len()).filter(|&o| key(o) < key(s)).count() as u8)
        .collect()
}

/// Final scores as stored (JSON, per seat with `rank`), ranks set from `ranks`.
pub fn with_ranks(final_scores: &str, ranks: &[u8]) -> String {
    let Ok(mut v) = serde_json::from_str::<serde_json::Value>(final_scores) else {
        return final_scores.to_string();
    };
    if let Some(list) = v.as_array_mut() {
        for (s, entry) in list.iter_mut().enumerate() {
            if let (Some(obj), Some(r)) = (entry.as_object_mut(), ranks.get(s)) {
                obj.insert("rank".into(), serde_json::json!(r));
            }
        }
    }
    v.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_that_forfeit_or_resign_rank_last() {
        // Seat 0 won on points but resigned; seats 1 and 2 tie.
        assert_eq!(
            ranks_with_last(&[0, 1, 1, 3], &[true, false, false, false]),
            vec![3, 0, 0, 2]
        );
        assert_eq!(ranks_with_last(&[1, 0], &[false, true]), vec![0, 1]);
        assert_eq!(ranks_with_last(&[0, 1], &[true, true]), vec![0, 1]);
        let v: serde_json::Value = serde_json::from_str(&with_ranks(
            r#"[{"seat":0,"rank":0},{"seat":1,"rank":1}]"#,
            &[1, 0],
        ))
        .unwrap();
        assert_eq!(
            v,
            serde_json::json!([{"seat": 0, "rank": 1}, {"seat": 1, "rank": 0}])
        );
    }
}

use crate::app::{App, GameEntry, Inner};
use crate::clock::{now_ms, SeatClock};
use crate::db::{MetaChange, WriteError};
use crate::error::ApiError;
use engine::{Seat, SeatSet};
use present::Lang;
use std::sync::Arc;

impl App {
    /// Stores a change of the game's meta (and status): on success the game takes it and
    /// everybody is told; when another writer was first, the game is read again and the
    /// client told to look again.
    pub(crate) async fn store_meta(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        meta: crate::meta::GameMeta,
        status: &str,
        final_scores: Option<&str>,
    ) -> Result<(), ApiError> {
        let write = Inner::meta_write(&meta);
        let change = MetaChange {
            meta: &write,
            status,
            final_scores,
            fired: &[],
            instance: &self.instance,
        };
        match self
            .db
            .change_meta(
                &entry.id,
                inner.revision,
                &change,
                &self.notify_payload(&entry.id),
            )
            .await
        {
            Ok(()) => {
                inner.revision += 1;
                inner.meta = meta;
                inner.finished = status != "open";
                self.changed(entry, inner);
                Ok(())
            }
            Err(WriteError::Conflict) => {
                self.reload_locked(entry, inner).await?;
                Err(ApiError::moved_on())
            }
            Err(WriteError::Db(e)) => {
                let err = crate::app::db_error(e);
                let _ = self.reload_locked(entry, inner).await;
                Err(err)
            }
        }
    }

    /// The person takes their seat back from the bot that plays it since their time ran out;
    /// their clock restarts under the game's control (the initial time, or a full reserve).
    pub async fn take_back(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
        let mut inner = entry.inner.lock().await;
        if inner.finished {
            return Err(ApiError::game_over());
        }
        match inner.meta.control(seat) {
            Control::TakenOver { .. } => {}
            Control::Person => {
                return Err(ApiError::refused(
                    "not_taken_over",
                    "err-not-taken-over",
                    lang,
                ))
            }
            _ => return Err(ApiError::refused("seat_left", "err-seat-left", lang)),
        }
        let now = now_ms();
        let seats = inner.table.seats().to_vec();
        let mut meta = inner.meta.clone();
        meta.set_control(seat, seats.len(), Control::Person);
        if let Some(c) = meta.clocks.get_mut(seat as usize) {
            *c = SeatClock::new(&meta.clock);
        }
        meta.add_line(
            inner.table.actions().len(),
            "srv-seat-back",
            Some(seat),
            None,
            now,
        );
        meta.retime(inner.table.to_move(), &seats, now, None);
        self.store_meta(entry, &mut inner, meta, "open", None).await
    }

    /// The seat resigns: it ranks last; a bot finishes its game, or (`"on_resign": "end"`) the
    /// game ends now.
    pub async fn resign(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
        let mut inner = entry.inner.lock().await;
        if inner.finished {
            return Err(ApiError::game_over());
        }
        if inner.meta.control(seat).ranks_last() {
            return Err(ApiError::refused("seat_left", "err-seat-left", lang));
        }
        let now = now_ms();
        let seats = inner.table.seats().to_vec();
        let players = seats.len();
        let mut meta = inner.meta.clone();
        let at = inner.table.actions().len();
        match meta.on_resign {
            OnResign::Bot => {
                let bot = meta.takeover_bot();
                meta.set_control(
                    seat,
                    players,
                    Control::Resigned {
                        bot: Some(bot.clone()),
                    },
                );
                meta.add_line(at, "srv-resigned-bot", Some(seat), Some(bot), now);
                meta.retime(inner.table.to_move(), &seats, now, None);
                self.store_meta(entry, &mut inner, meta, "open", None).await
            }
            OnResign::End => {
                meta.set_control(seat, players, Control::Resigned { bot: None });
                meta.add_line(at, "srv-resigned-end", Some(seat), None, now);
                meta.ended_early = true;
                meta.retime(SeatSet::EMPTY, &seats, now, None);
                let ranks = ranks_with_last(&inner.table.ranks(), &meta.last(players));
                let scores = with_ranks(&inner.table.final_scores().to_string(), &ranks);
                self.store_meta(entry, &mut inner, meta, "finished", Some(&scores))
                    .await
            }
        }
    }
}

use crate::api::{seat_of, Access, Authorized, JsonText};
use axum::extract::State;

/// Takes the token's seat back from the bot that plays it since the seat's time ran out; the
/// seat's clock restarts under the game's time control.
#[utoipa::path(post, path = "/api/games/{id}/take-back", tag = "games",
    params(("id" = String, Path, description = "the game's id"), Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "the seat is the person's again; the new state", body = crate::types::StateMessage),
        (status = 409, description = "no bot plays the seat for the person (`not_taken_over`), it resigned or forfeited (`seat_left`), the game is over", body = crate::types::ErrorBody),
        (status = 401, description = "no token", body = crate::types::ErrorBody),
        (status = 403, description = "wrong token", body = crate::types::ErrorBody),
    ))]
pub async fn post_take_back(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
) -> Result<JsonText, ApiError> {
    app.take_back(&entry, seat_of(viewer)?, lang).await?;
    Ok(JsonText(app.state(&entry, viewer, lang).await))
}

/// Resigns the token's seat: it ranks last; a bot finishes its game or, when the game says
/// so (`"on_resign": "end"`), the game ends now.
#[utoipa::path(post, path = "/api/games/{id}/resign", tag = "games",
    params(("id" = String, Path, description = "the game's id"), Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "resigned; the new state", body = crate::types::StateMessage),
        (status = 409, description = "resigned or forfeited already (`seat_left`), or the game is over", body = crate::types::ErrorBody),
        (status = 401, description = "no token", body = crate::types::ErrorBody),
        (status = 403, description = "wrong token", body = crate::types::ErrorBody),
    ))]
pub async fn post_resign(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
) -> Result<JsonText, ApiError> {
    app.resign(&entry, seat_of(viewer)?, lang).await?;
    Ok(JsonText(app.state(&entry, viewer, lang).await))
}
