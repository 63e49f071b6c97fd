//! What every person of a game must agree to: aborting it (before the first shift or year
//! ends; the game then has no result and is not rated) and a rematch (the same seats on a new
//! seed, once the game is over). A seat agrees with its token; bots never vote.

use crate::app::{App, GameEntry, Inner};
use crate::clock::now_ms;
use crate::db::{GameRow, MetaChange, WriteError};
use crate::error::ApiError;
use crate::meta::GameMeta;
use crate::token;
use crate::types::{Invite, RematchOut};
use engine::{Seat, SeatSet};
use present::Lang;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa::ToSchema;

/// The answer to accepting a rematch.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct RematchAnswer {
    pub rematch: RematchOut,
    /// This seat's link to the new game, once every person accepted (a new token each time
    /// it is asked for).
    pub invite: Option<Invite>,
}

impl App {
    /// The seat agrees to abort; when every person did, the game is aborted.
    pub async fn abort(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
        let app = self.clone();
        self.run(entry, move |entry, inner| {
            Box::pin(async move { app.abort_locked(entry, inner, seat, lang).await })
        })
        .await?
    }

    async fn abort_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
        if inner.finished {
            return Err(ApiError::game_over());
        }
        if inner.first_round_over() {
            return Err(ApiError::refused(
                "abort_too_late",
                "err-abort-too-late",
                lang,
            ));
        }
        let seats = inner.table.seats().to_vec();
        let mut meta = inner.meta.clone();
        if !meta.abort_votes.contains(&seat) {
            meta.abort_votes.push(seat);
            meta.abort_votes.sort_unstable();
        }
        let all = GameMeta::persons(&seats)
            .iter()
            .all(|s| meta.abort_votes.contains(s));
        let status = if all {
            let now = now_ms();
            meta.aborted = true;
            meta.add_line(inner.table.actions().len(), "srv-aborted", None, None, now);
            meta.retime(SeatSet::EMPTY, &seats, now, None);
            "aborted"
        } else {
            "open"
        };
        if meta == inner.meta {
            return Ok(());
        }
        self.store_meta(entry, inner, meta, status, None).await
    }

    /// The seat accepts a rematch; when every person did, the new game is created (the same
    /// game, options, seats, addresses, persons and time control; a new seed). Once it
    /// exists, the answer has the seat's link to it.
    pub async fn rematch(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        lang: Lang,
    ) -> Result<RematchAnswer, ApiError> {
        let app = self.clone();
        self.run(entry, move |entry, inner| {
            Box::pin(async move { app.rematch_locked(entry, inner, seat, lang).await })
        })
        .await?
    }

    async fn rematch_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        lang: Lang,
    ) -> Result<RematchAnswer, ApiError> {
        if !inner.finished || inner.meta.aborted {
            return Err(ApiError::refused(
                "rematch_refused",
                "err-rematch-not-over",
                lang,
            ));
        }
        let seats = inner.table.seats().to_vec();
        let mut meta = inner.meta.clone();
        if !meta.rematch_accepted.contains(&seat) {
            meta.rematch_accepted.push(seat);
            meta.rematch_accepted.sort_unstable();
        }
        let all = GameMeta::persons(&seats)
            .iter()
            .all(|s| meta.rematch_accepted.contains(s));
        if all && meta.rematch.is_none() {
            // The new game and the old game's change in one transaction.
            let Some((row, _)) = self
                .db
                .load_game(&entry.id)
                .await
                .map_err(crate::app::db_error)?
            else {
                return Err(ApiError::unknown_game(&entry.id));
            };
            let id = token::new_game_id();
            let mut new_meta = GameMeta::new(seats.len(), meta.clock);
            new_meta.on_timeout = meta.on_timeout;
            new_meta.timeout_bot = meta.timeout_bot.clone();
            new_meta.on_resign = meta.on_resign;
            new_meta.base = meta.base.clone();
            new_meta.langs = meta.langs.clone();
            new_meta.lang = meta.lang;
            new_meta.rematch_of = Some(entry.id.clone());
            let mut new_row = GameRow {
                id: id.clone(),
                seed: token::random_u64(),
                status: "open".into(),
                revision: 0,
                undo_bumps: serde_json::to_string(&vec![0u64; seats.len() + 1])
                    .map_err(ApiError::internal_from)?,
                meta: None,
                ..row
            };
            let new_write =
                crate::app::start_clocks(&new_row, &mut new_meta).map_err(ApiError::internal)?;
            new_row.meta = Some(new_write.json.clone());
            meta.rematch = Some(id.clone());
            let write = crate::app::Inner::meta_write(&meta);
            match self
                .db
                .create_rematch(
                    &entry.id,
                    inner.revision,
                    &MetaChange {
                        meta: &write,
                        status: if meta.aborted { "aborted" } else { "finished" },
                        final_scores: None,
                        fired: &[],
                        instance: &self.instance,
                    },
                    &new_row,
                    &new_write,
                )
                .await
            {
                Ok(()) => {
                    self.ops.notifier.changed(&entry.id);
                    inner.revision += 1;
                    inner.meta = meta;
                    self.changed(entry, inner);
                }
                Err(WriteError::Conflict) => {
                    self.reload_locked(entry, inner, true).await?;
                    return Err(ApiError::moved_on());
                }
                Err(WriteError::Db(e)) => return Err(crate::app::db_error(e)),
            }
        } else if meta != inner.meta {
            let status = "finished";
            let write = crate::app::Inner::meta_write(&meta);
            match self
                .db
                .change_finished_meta(&entry.id, inner.revision, &write, status)
                .await
            {
                Ok(()) => {
                    self.ops.notifier.changed(&entry.id);
                    inner.revision += 1;
                    inner.meta = meta;
                    self.changed(entry, inner);
                }
                Err(WriteError::Conflict) => {
                    self.reload_locked(entry, inner, true).await?;
                    return Err(ApiError::moved_on());
                }
                Err(WriteError::Db(e)) => return Err(crate::app::db_error(e)),
            }
        }
        let rematch = RematchOut {
            possible: true,
            accepted: inner.meta.rematch_accepted.clone(),
            game_id: inner.meta.rematch.clone(),
        };
        let base = inner.meta.base.clone();
        let name = seats[seat as usize].name.clone();
        let invite = match &rematch.game_id {
            Some(id) => {
                let t = self
                    .db
                    .add_token(id, seat)
                    .await
                    .map_err(crate::app::db_error)?;
                Some(Invite {
                    seat: Some(seat),
                    name,
                    link: format!("{base}/play/{id}#token={t}"),
                    token: t,
                })
            }
            None => None,
        };
        if let Some(id) = &rematch.game_id {
            // Load it (its bots and clocks start); the persons with addresses get its invite.
            let new = self.game(id).await?;
            self.invite_mail(&new, &GameMeta::persons(&seats)).await;
            let app = self.clone();
            self.run(&new, move |entry, inner| {
                Box::pin(async move { app.after_change_mail(entry, inner) })
            })
            .await?;
        }
        Ok(RematchAnswer { rematch, invite })
    }
}

use crate::request::{seat_of, Access, Authorized, JsonText};
use axum::extract::State;
use axum::Json;

/// The token's seat agrees to abort the game. Once every person agreed (before the first
/// shift or year ends), the game is aborted: no result, no rating.
#[utoipa::path(post, path = "/api/games/{id}/abort", tag = "games",
    params(("id" = String, Path, description = "the game's id"), Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "agreed; the new state (`status` is `aborted` once every person agreed)", body = crate::types::StateMessage),
        (status = 409, description = "too late (`abort_too_late`) or the game is over", body = crate::types::ErrorBody),
        (status = 401, description = "no token", body = crate::types::ErrorBody),
        (status = 403, description = "wrong token", body = crate::types::ErrorBody),
    ))]
pub async fn post_abort(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
) -> Result<JsonText, ApiError> {
    app.abort(&entry, seat_of(viewer)?, lang).await?;
    Ok(JsonText(app.state(&entry, viewer, lang).await))
}

/// The token's seat accepts a rematch of a finished game. Once every person accepted, the new
/// game exists and each answer has the seat's link to it.
#[utoipa::path(post, path = "/api/games/{id}/rematch", tag = "games",
    params(("id" = String, Path, description = "the game's id"), Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "accepted; where the rematch stands, and this seat's invite once it exists", body = RematchAnswer),
        (status = 409, description = "the game is not over (`rematch_refused`)", body = crate::types::ErrorBody),
        (status = 401, description = "no token", body = crate::types::ErrorBody),
        (status = 403, description = "wrong token", body = crate::types::ErrorBody),
    ))]
pub async fn post_rematch(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
) -> Result<Json<RematchAnswer>, ApiError> {
    Ok(Json(app.rematch(&entry, seat_of(viewer)?, lang).await?))
}
