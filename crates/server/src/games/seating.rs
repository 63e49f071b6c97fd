//! Taking seats over, taking them back, resigning: the changes of who plays a person's seat
//! (`crate::control`), stored with the game.

use crate::app::{App, GameEntry, Inner};
use crate::clock::{now_ms, SeatClock};
use crate::control::{ranks_with_last, with_ranks, Control, OnResign};
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
            .change_meta(&entry.id, inner.revision, &change)
            .await
        {
            Ok(()) => {
                self.ops.notifier.changed(&entry.id);
                inner.revision += 1;
                inner.meta = meta;
                inner.finished = status != "open";
                self.changed(entry, inner);
                Ok(())
            }
            Err(WriteError::Conflict) => {
                self.reload_locked(entry, inner, true).await?;
                Err(ApiError::moved_on())
            }
            Err(WriteError::Db(e)) => {
                let err = crate::app::db_error(e);
                let _ = self.reload_locked(entry, inner, false).await;
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
        let app = self.clone();
        self.run(entry, move |entry, inner| {
            Box::pin(async move { app.take_back_locked(entry, inner, seat, lang).await })
        })
        .await?
    }

    async fn take_back_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
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
        self.store_meta(entry, inner, meta, "open", None).await
    }

    /// The seat resigns: it ranks last; a bot finishes its game, or (`"on_resign": "end"`) the
    /// game ends now.
    pub async fn resign(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
        let app = self.clone();
        self.run(entry, move |entry, inner| {
            Box::pin(async move { app.resign_locked(entry, inner, seat, lang).await })
        })
        .await?
    }

    async fn resign_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
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
                self.store_meta(entry, inner, meta, "open", None).await
            }
            OnResign::End => {
                meta.set_control(seat, players, Control::Resigned { bot: None });
                meta.add_line(at, "srv-resigned-end", Some(seat), None, now);
                meta.ended_early = true;
                meta.retime(SeatSet::EMPTY, &seats, now, None);
                let ranks = ranks_with_last(&inner.table.ranks(), &meta.last(players));
                let scores = with_ranks(&inner.table.final_scores().to_string(), &ranks);
                self.store_meta(entry, inner, meta, "finished", Some(&scores))
                    .await
            }
        }
    }
}

use crate::request::{seat_of, Access, Authorized, JsonText};
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
