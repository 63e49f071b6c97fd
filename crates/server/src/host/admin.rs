//! The admin API, for whoever runs the server: list games with filters, abort a game, hand a
//! seat to a bot. Enabled by `--admin-token-file FILE`: the server reads the token once and
//! keeps only its SHA-256; requests send it as `Authorization: Bearer TOKEN`. Without the option
//! every admin route answers 403 `admin_disabled`; with it, a missing token is 401 and a wrong
//! one 403, and nothing changes.
//!
//! `kohle admin` ([`crate::admincli`]) calls these routes.

use crate::app::{db_error, App, GameEntry, Inner};
use crate::clock::now_ms;
use crate::db::{with_pool, with_read_pool};
use crate::error::ApiError;
use crate::types::ErrorBody;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{header, StatusCode};
use axum::Json;
use engine::{Seat, SeatInfo, SeatSet};
use serde::{Deserialize, Serialize};
use sqlx::Row;
use std::sync::Arc;
use utoipa::{IntoParams, ToSchema};

/// The shortest admin token accepted (characters).
pub const MIN_TOKEN_LEN: usize = 16;

/// Reads the admin token file: the SHA-256 of its (trimmed) content.
pub fn read_token_file(path: &std::path::Path) -> anyhow::Result<String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| anyhow::anyhow!("cannot read the admin token file {}: {e}", path.display()))?;
    let token = text.trim();
    if token.chars().count() < MIN_TOKEN_LEN || token.chars().any(char::is_whitespace) {
        anyhow::bail!(
            "the admin token in {} must be one word of at least {MIN_TOKEN_LEN} characters \
             (e.g. `openssl rand -hex 32`)",
            path.display()
        );
    }
    Ok(crate::token::hash(token))
}

/// Equal strings, compared in time that does not depend on where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A request that carries the admin token.
pub struct Admin;

impl FromRequestParts<Arc<App>> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, ApiError> {
        let Some(want) = &app.ops.admin_hash else {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "admin_disabled",
                "the admin API is off: start the server with --admin-token-file FILE",
            ));
        };
        let Some(value) = parts.headers.get(header::AUTHORIZATION) else {
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "missing_token",
                "this needs the admin token: send `Authorization: Bearer TOKEN`",
            ));
        };
        let token = value
            .to_str()
            .ok()
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
            .unwrap_or("");
        if token.is_empty() || token.len() > 1024 || !same(&crate::token::hash(token), want) {
            let client = parts
                .extensions
                .get::<crate::client_addr::ClientAddr>()
                .map_or_else(|| "-".to_string(), |c| c.0.to_string());
            tracing::warn!(client = %client, "admin request refused: wrong token");
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "wrong_token",
                "that is not the admin token",
            ));
        }
        Ok(Admin)
    }
}

/// Filters of the game list.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct GameFilter {
    /// `open`, `finished` or `aborted`.
    pub status: Option<String>,
    /// `glueckauf` or `haspelknecht`.
    pub game: Option<String>,
    /// Only games created before this unix time (seconds): the next page after a list's last
    /// `created`.
    pub created_before: Option<i64>,
    /// At most this many (1 to 1000; default 100), newest first.
    pub limit: Option<i64>,
}

/// A game in the admin's list: no seed, no token.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema, PartialEq)]
pub struct AdminGame {
    pub game_id: String,
    pub game: String,
    pub players: u8,
    /// `open`, `finished` or `aborted`.
    pub status: String,
    /// Unix seconds.
    pub created: i64,
    /// When it finished or was aborted (unix seconds).
    pub finished: Option<i64>,
    /// Decisions stored.
    pub actions: i64,
    pub seats: Vec<crate::types::SeatOut>,
}

/// The answer of the game list.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct AdminGames {
    pub games: Vec<AdminGame>,
}

/// Lists stored games, newest first.
#[utoipa::path(get, path = "/api/admin/games", tag = "admin",
    params(GameFilter),
    security(("admin" = [])),
    responses(
        (status = 200, description = "the games", body = AdminGames),
        (status = 400, description = "a bad filter", body = ErrorBody),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token, or the admin API is off", body = ErrorBody),
    ))]
pub async fn list_games(
    _: Admin,
    State(app): State<Arc<App>>,
    q: Result<Query<GameFilter>, QueryRejection>,
) -> Result<Json<AdminGames>, ApiError> {
    let Query(f) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
    if let Some(s) = &f.status {
        if !["open", "finished", "aborted"].contains(&s.as_str()) {
            return Err(ApiError::bad_request(format!(
                "status `{}`: open, finished or aborted",
                engine::quote(s)
            )));
        }
    }
    if let Some(g) = &f.game {
        if !crate::table::GAMES.contains(&g.as_str()) {
            return Err(ApiError::bad_request(format!(
                "game `{}`: {}",
                engine::quote(g),
                crate::table::GAMES.join(" or ")
            )));
        }
    }
    let limit = f.limit.unwrap_or(100);
    if !(1..=1000).contains(&limit) {
        return Err(ApiError::bad_request("limit: 1 to 1000"));
    }
    let games = crate::metrics::timed(
        crate::metrics::DbOp::AdminList,
        query_games(&app, &f, limit, None),
    )
    .await
    .map_err(|e| {
        tracing::error!(error = %e, "admin: listing games failed");
        ApiError::internal("the database failed; try again")
    })?;
    Ok(Json(AdminGames { games }))
}

async fn query_games(
    app: &App,
    f: &GameFilter,
    limit: i64,
    id: Option<&str>,
) -> anyhow::Result<Vec<AdminGame>> {
    // Each filter is either applied or `$n IS NULL`: one statement, no text built from input.
    let sql = "SELECT g.id, g.game, g.players, g.status, g.created, g.finished, g.seats, \
               (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS n \
               FROM games g WHERE ($1 IS NULL OR g.status = $1) AND ($2 IS NULL OR g.game = $2) \
               AND ($3 IS NULL OR g.created < $3) AND ($5 IS NULL OR g.id = $5) \
               ORDER BY g.created DESC, g.id LIMIT $4";
    with_read_pool!(&app.db, p => {
        let rows = sqlx::query(sql)
            .bind(f.status.as_deref())
            .bind(f.game.as_deref())
            .bind(f.created_before)
            .bind(limit)
            .bind(id)
            .fetch_all(p)
            .await?;
        let mut games = Vec::with_capacity(rows.len());
        for r in rows {
            let seats: Vec<engine::SeatInfo> =
                serde_json::from_str(&r.try_get::<String, _>("seats")?)?;
            games.push(AdminGame {
                game_id: r.try_get("id")?,
                game: r.try_get("game")?,
                players: u8::try_from(r.try_get::<i64, _>("players")?)?,
                status: r.try_get("status")?,
                created: r.try_get("created")?,
                finished: r.try_get("finished")?,
                actions: r.try_get("n")?,
                seats: crate::table::seat_outs(&seats),
            });
        }
        Ok(games)
    })
}

/// Aborts an open game: nobody can act in it any more; its players see `"status": "aborted"`.
#[utoipa::path(post, path = "/api/admin/games/{id}/abort", tag = "admin",
    params(("id" = String, Path, description = "the game's id")),
    security(("admin" = [])),
    responses(
        (status = 200, description = "aborted; the game as listed", body = AdminGame),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token, or the admin API is off", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
        (status = 409, description = "the game is not open", body = ErrorBody),
    ))]
pub async fn abort_game(
    _: Admin,
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Json<AdminGame>, ApiError> {
    let entry = app.game(&id).await?;
    app.admin_abort(&entry).await?;
    listed(&app, &id).await
}

/// Who takes a seat over.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatToBot {
    /// A bot spec: `random`, `greedy`, `ismcts:1s`, ...
    pub bot: String,
}

/// Hands a seat to a bot (e.g. when its player left): the bot plays it from now on. The seat's
/// invite link keeps showing the game.
#[utoipa::path(post, path = "/api/admin/games/{id}/seats/{seat}/bot", tag = "admin",
    request_body = SeatToBot,
    params(("id" = String, Path, description = "the game's id"),
           ("seat" = u8, Path, description = "the seat (0 first)")),
    security(("admin" = [])),
    responses(
        (status = 200, description = "handed over; the game as listed", body = AdminGame),
        (status = 400, description = "no such seat, or a bad bot spec", body = ErrorBody),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token, or the admin API is off", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
        (status = 409, description = "the game is not open", body = ErrorBody),
    ))]
pub async fn seat_to_bot(
    _: Admin,
    State(app): State<Arc<App>>,
    Path((id, seat)): Path<(String, u8)>,
    body: Result<Json<SeatToBot>, JsonRejection>,
) -> Result<Json<AdminGame>, ApiError> {
    let Json(req) = body.map_err(|e| ApiError::malformed(e.body_text()))?;
    let spec = req.bot.trim();
    let entry = app.game(&id).await?;
    let (game, players) = app
        .run(&entry, |_, inner| {
            Box::pin(async move { (inner.table.game_name(), inner.table.players() as u8) })
        })
        .await?;
    bots::parse_served_bot_spec(spec, Some(game), Some(players))
        .map_err(|e| ApiError::bad_request(format!("bot: {e}")))?;
    app.seat_to_bot(&entry, seat, spec).await?;
    listed(&app, &id).await
}

async fn listed(app: &App, id: &str) -> Result<Json<AdminGame>, ApiError> {
    query_games(app, &GameFilter::default(), 1, Some(id))
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "admin: reading a game failed");
            ApiError::internal("the database failed; try again")
        })?
        .pop()
        .map(Json)
        .ok_or_else(|| ApiError::unknown_game(id))
}

/// Stores a game's new seats (bumping its revision): whether it was open at `revision`.
pub async fn store_seats(app: &App, id: &str, revision: i64, seats: &str) -> sqlx::Result<bool> {
    let n = with_pool!(&app.db, p => {
        sqlx::query(
            "UPDATE games SET seats = $2, revision = revision + 1 \
             WHERE id = $1 AND status = 'open' AND revision = $3",
        )
        .bind(id)
        .bind(seats)
        .bind(revision)
        .execute(p)
        .await?
        .rows_affected()
    });
    if n == 1 {
        app.ops.notifier.changed(id);
    }
    Ok(n == 1)
}

impl App {
    /// Aborts an open game (the admin API): stored as an abort of its persons would be (no
    /// result, no rating, clocks stopped), then everybody is told.
    pub async fn admin_abort(self: &Arc<Self>, entry: &Arc<GameEntry>) -> Result<(), ApiError> {
        let app = self.clone();
        self.run(entry, move |entry, inner| {
            Box::pin(async move { app.admin_abort_owned(entry, inner).await })
        })
        .await?
    }

    /// [`App::admin_abort`] in the game's owner.
    async fn admin_abort_owned(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
    ) -> Result<(), ApiError> {
        if inner.finished {
            return Err(ApiError::new(
                axum::http::StatusCode::CONFLICT,
                "game_over",
                "the game is not open (finished or aborted already)",
            ));
        }
        let seats = inner.table.seats().to_vec();
        let now = now_ms();
        let mut meta = inner.meta.clone();
        meta.aborted = true;
        meta.add_line(
            inner.table.actions().len(),
            "srv-aborted-admin",
            None,
            None,
            now,
        );
        meta.retime(SeatSet::EMPTY, &seats, now, None);
        self.store_meta(entry, inner, meta, "aborted", None).await?;
        metrics::counter!("kohle_games_aborted_total").increment(1);
        tracing::info!(game_id = %entry.id, "game aborted by the admin");
        Ok(())
    }

    /// Hands `seat` to the bot `spec` (the admin API): stored, then the bot plays it.
    pub async fn seat_to_bot(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        spec: &str,
    ) -> Result<(), ApiError> {
        let app = self.clone();
        let spec = spec.to_string();
        self.run(entry, move |entry, inner| {
            Box::pin(async move { app.seat_to_bot_owned(entry, inner, seat, &spec).await })
        })
        .await?
    }

    /// [`App::seat_to_bot`] in the game's owner.
    async fn seat_to_bot_owned(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        spec: &str,
    ) -> Result<(), ApiError> {
        if inner.finished {
            return Err(ApiError::new(
                axum::http::StatusCode::CONFLICT,
                "game_over",
                "the game is not open (finished or aborted already)",
            ));
        }
        let players = inner.table.players();
        if seat as usize >= players {
            return Err(ApiError::bad_request(format!(
                "the game has seats 0 to {}",
                players - 1
            )));
        }
        let mut seats = inner.table.seats().to_vec();
        seats[seat as usize] = SeatInfo::bot(spec);
        let text = serde_json::to_string(&seats).map_err(ApiError::internal_from)?;
        let stored = crate::metrics::timed(
            crate::metrics::DbOp::SeatToBot,
            store_seats(self, &entry.id, inner.revision, &text),
        )
        .await
        .map_err(db_error)?;
        if !stored {
            self.reload_locked(entry, inner, false).await?;
            return Err(ApiError::moved_on());
        }
        inner.revision += 1;
        inner.table.set_seat(seat, SeatInfo::bot(spec));
        tracing::info!(game_id = %entry.id, seat, bot = spec, "seat handed to a bot by the admin");
        entry.changed.send_modify(|v| *v += 1);
        self.schedule_bots(entry, inner);
        Ok(())
    }
}
