//! My games: a person's games on one page (whose turn, time left, the last move; finished
//! games with results), their profile, sign-in links by e-mail, and the seats they add with an
//! invite. The routes of issue 21 (clocks, seats, agreements, persons, ratings, mail) are
//! gathered in [`routes`].

use crate::app::{db_error, message, App};
use crate::clock::ClockOut;
use crate::error::ApiError;
use crate::players::{self, check_name, AttachError, KeyOut, Player, PlayerOut, PlayerRequest};
use crate::players::{check_email, check_lang};
use crate::request::{json_body, seat_of, Access, Authorized};
use crate::types::GameStatus;
use crate::{agreements, mail, ratings, seating, web};
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use present::Lang;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use utoipa::ToSchema;

/// The routes of issue 21.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/me", get(web::index))
        .route("/leaderboard", get(web::index))
        .route("/mail/stop", get(web::index))
        .route("/api/games/{id}/take-back", post(seating::post_take_back))
        .route("/api/games/{id}/resign", post(seating::post_resign))
        .route("/api/games/{id}/abort", post(agreements::post_abort))
        .route("/api/games/{id}/rematch", post(agreements::post_rematch))
        .route("/api/games/{id}/attach", post(attach))
        .route("/api/games/{id}/email", put(put_email))
        .route("/api/players", post(create_player))
        .route("/api/me", get(get_me).patch(patch_me))
        .route("/api/players/sign-in-link", post(sign_in_link))
        .route("/api/players/sign-in", post(sign_in))
        .route("/api/leaderboard", get(ratings::leaderboard))
        .route("/api/mail/stop", post(mail::post_stop))
}

/// The player key (`Authorization: Bearer KEY`) and language (`?lang=`) of a request.
fn key_and_lang(
    q: Result<Query<Access>, QueryRejection>,
    headers: &HeaderMap,
) -> Result<(Option<String>, Lang), ApiError> {
    Access::read(q, headers)
}

/// Creates a person: the answer has their player key (shown once; the browser keeps it).
#[utoipa::path(post, path = "/api/players", tag = "persons", request_body = PlayerRequest,
    responses(
        (status = 201, description = "the person and their key", body = KeyOut),
        (status = 400, description = "a field makes no sense (named in the message)", body = crate::types::ErrorBody),
    ))]
pub async fn create_player(
    State(app): State<Arc<App>>,
    body: Result<Json<PlayerRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<KeyOut>), ApiError> {
    let req = json_body(body, app.limits.body_bytes)?;
    let name = check_name("name", req.name.as_deref().unwrap_or(""))?;
    let p = players::read_request(
        &req,
        Player {
            id: String::new(),
            name,
            email: None,
            lang: Lang::En,
        },
    )?;
    let (player, key) = players::create(&app.db, &p.name, p.email.as_deref(), p.lang)
        .await
        .map_err(db_error)?;
    Ok((
        StatusCode::CREATED,
        Json(KeyOut {
            key,
            player: PlayerOut::from(&player),
        }),
    ))
}

/// One of a person's games.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct MyGame {
    pub game_id: String,
    /// `glueckauf` or `haspelknecht`.
    pub game: String,
    /// The person's seat.
    pub seat: u8,
    pub status: GameStatus,
    /// The names of the seats, seat 0 first.
    pub names: Vec<String>,
    pub your_turn: bool,
    /// Whose turn it is (names).
    pub to_move: Vec<String>,
    /// The person's clock while the game runs (`null` once it has ended).
    pub clock: Option<ClockOut>,
    /// The last decision the person may see, in words.
    pub last_move: Option<String>,
    /// When the last decision or event the person may see was taken (UTC, RFC 3339; the game's
    /// creation before any).
    pub last_move_at: Option<String>,
    /// Once over: the person's place (1 = first) and score.
    pub place: Option<u8>,
    pub score: Option<i32>,
    /// Once ended: the person's result with its reason, as every surface tells it
    /// ([`present::ending::Ending::result`]): "place 2 of 2 with 128 VP: resigned, …", or
    /// that the game was aborted.
    pub result: Option<String>,
    /// The page of the game (the player key opens the seat).
    pub link: String,
}

/// A person's profile and games.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct MyGames {
    pub player: PlayerOut,
    /// Newest first: open games, then finished ones.
    pub games: Vec<MyGame>,
}

/// One game of a person from its state message for their seat.
fn my_game(id: &str, seat: u8, msg: &Value) -> Option<MyGame> {
    let over = msg["status"] != "open";
    let names: Vec<String> = msg["seats"]
        .as_array()?
        .iter()
        .map(|s| s["name"].as_str().unwrap_or_default().to_string())
        .collect();
    let status: GameStatus = serde_json::from_value(msg["status"].clone()).ok()?;
    let score = msg["scores"]
        .as_array()
        .and_then(|a| a.iter().find(|s| s["seat"] == seat));
    let finished = status == GameStatus::Finished;
    Some(MyGame {
        game_id: id.to_string(),
        game: msg["game"].as_str()?.to_string(),
        seat,
        status,
        your_turn: msg["your_turn"].as_bool().unwrap_or(false),
        to_move: msg["to_move"]
            .as_array()?
            .iter()
            .filter_map(|s| names.get(s.as_u64()? as usize).cloned())
            .collect(),
        clock: if over {
            None
        } else {
            Some(serde_json::from_value(msg["clocks"][seat as usize].clone()).ok()?)
        },
        last_move: msg["log"]
            .as_array()?
            .iter()
            .rev()
            .find(|l| l["kind"] == "decision")
            .and_then(|l| l["text"].as_str())
            .map(str::to_string),
        place: score
            .filter(|_| finished)
            .and_then(|s| s["rank"].as_u64())
            .map(|r| r as u8 + 1),
        score: score
            .filter(|_| finished)
            .and_then(|s| s["score"].as_i64())
            .map(|s| s as i32),
        last_move_at: None,
        result: msg["ending"]["seats"]
            .as_array()
            .and_then(|a| a.iter().find(|s| s["seat"] == seat))
            .and_then(|s| s["result"].as_str())
            .map(str::to_string),
        link: format!("/play/{id}"),
        names,
    })
}

/// When game `id`'s action `index` was stored (unix seconds), else when the game was created.
async fn moment(db: &crate::db::Db, id: &str, index: Option<usize>) -> sqlx::Result<Option<i64>> {
    use crate::db::with_read_pool;
    use sqlx::Row;
    with_read_pool!(db, p => {
        let r = match index {
            Some(i) => sqlx::query("SELECT created FROM actions WHERE game_id = $1 AND idx = $2")
                .bind(id)
                .bind(i as i64)
                .fetch_optional(p)
                .await?,
            None => sqlx::query("SELECT created FROM games WHERE id = $1")
                .bind(id)
                .fetch_optional(p)
                .await?,
        };
        match r {
            Some(r) => Ok(Some(r.try_get::<i64, _>("created")?)),
            None => Ok(None),
        }
    })
}

/// The person's profile and games (the player key's person only).
#[utoipa::path(get, path = "/api/me", tag = "persons", params(Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "the profile and the games", body = MyGames),
        (status = 401, description = "no player key", body = crate::types::ErrorBody),
        (status = 403, description = "unknown player key", body = crate::types::ErrorBody),
    ))]
pub async fn get_me(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    q: Result<Query<Access>, QueryRejection>,
) -> Result<Json<MyGames>, ApiError> {
    let (key, lang) = key_and_lang(q, &headers)?;
    let player = app.player(key.as_deref()).await?;
    let mut games = Vec::new();
    for (id, seat) in players::seats_of(&app.db, &player.id)
        .await
        .map_err(db_error)?
    {
        let Ok(entry) = app.game(&id).await else {
            continue;
        };
        let (text, seen) = {
            let mut inner = entry.inner.lock().await;
            let seen = inner.table.last_seen_action(Some(seat));
            (message(&id, &mut inner, Some(seat), lang), seen)
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        if let Some(mut g) = my_game(&id, seat, &v) {
            // The moment of the last line the seat may see: never when another seat took a
            // decision hidden from it.
            g.last_move_at = moment(&app.db, &id, seen)
                .await
                .map_err(db_error)?
                .map(|secs| crate::clock::rfc3339(secs * 1000));
            games.push(g);
        }
    }
    // Open games first (yours to move first), then the rest; newest first within.
    games.sort_by_key(|g| (g.status != GameStatus::Open, !g.your_turn));
    Ok(Json(MyGames {
        player: PlayerOut::from(&player),
        games,
    }))
}

/// Changes the person's name, address (`""` removes it) or language.
#[utoipa::path(patch, path = "/api/me", tag = "persons", params(Access), request_body = PlayerRequest,
    security(("token" = [])),
    responses(
        (status = 200, description = "the profile", body = PlayerOut),
        (status = 400, description = "a field makes no sense", body = crate::types::ErrorBody),
        (status = 401, description = "no player key", body = crate::types::ErrorBody),
    ))]
pub async fn patch_me(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    q: Result<Query<Access>, QueryRejection>,
    body: Result<Json<PlayerRequest>, JsonRejection>,
) -> Result<Json<PlayerOut>, ApiError> {
    let (key, _) = key_and_lang(q, &headers)?;
    let player = app.player(key.as_deref()).await?;
    let req = json_body(body, app.limits.body_bytes)?;
    let p = players::read_request(&req, player)?;
    players::update(&app.db, &p).await.map_err(db_error)?;
    Ok(Json(PlayerOut::from(&p)))
}

/// An address to send a sign-in link to.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignInLinkRequest {
    pub email: String,
}

/// A sign-in link to use.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignInRequest {
    /// The token of the link (after `#signin=`).
    pub token: String,
}

/// Sends a sign-in link to the persons with this address (the answer is the same whether or
/// not anybody has it).
#[utoipa::path(post, path = "/api/players/sign-in-link", tag = "persons", request_body = SignInLinkRequest,
    responses(
        (status = 202, description = "if a person has this address, a link is on its way", body = Object),
        (status = 400, description = "not an address", body = crate::types::ErrorBody),
        (status = 409, description = "this server sends no e-mail (`mail_off`)", body = crate::types::ErrorBody),
    ))]
pub async fn sign_in_link(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Result<Json<SignInLinkRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let req = json_body(body, app.limits.body_bytes)?;
    let email = check_email("email", &req.email)?;
    if app.mail.is_none() {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "mail_off",
            "this server sends no e-mail (it runs without --smtp)",
        ));
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let base = app.link_base(host);
    app.sign_in_mail(&email, &base).await.map_err(db_error)?;
    Ok((
        StatusCode::ACCEPTED,
        Json(serde_json::json!({ "queued": true })),
    ))
}

/// Uses a sign-in link: a new player key for its person (this device).
#[utoipa::path(post, path = "/api/players/sign-in", tag = "persons", request_body = SignInRequest,
    responses(
        (status = 200, description = "a new key for the person", body = KeyOut),
        (status = 403, description = "the link is unknown, used or expired (`wrong_link`)", body = crate::types::ErrorBody),
    ))]
pub async fn sign_in(
    State(app): State<Arc<App>>,
    body: Result<Json<SignInRequest>, JsonRejection>,
) -> Result<Json<KeyOut>, ApiError> {
    let req = json_body(body, app.limits.body_bytes)?;
    let wrong = || {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "wrong_link",
            "this sign-in link is unknown, used or expired: ask for a new one",
        )
    };
    let id = players::use_sign_in(&app.db, req.token.trim())
        .await
        .map_err(db_error)?
        .ok_or_else(wrong)?;
    let player = players::by_id(&app.db, &id)
        .await
        .map_err(db_error)?
        .ok_or_else(wrong)?;
    let key = players::add_key(&app.db, &id).await.map_err(db_error)?;
    Ok(Json(KeyOut {
        key,
        player: PlayerOut::from(&player),
    }))
}

/// A player key, to add a seat to its person's games.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AttachRequest {
    pub key: String,
}

/// A seat added to a person's games.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Attached {
    pub game_id: String,
    pub seat: u8,
}

/// Adds the token's seat to the games of the person whose key is in the body: the key then
/// opens the seat too (the invite keeps working).
#[utoipa::path(post, path = "/api/games/{id}/attach", tag = "persons",
    params(("id" = String, Path, description = "the game's id"), Access), request_body = AttachRequest,
    security(("token" = [])),
    responses(
        (status = 200, description = "the seat is in the person's games", body = Attached),
        (status = 403, description = "wrong token or player key", body = crate::types::ErrorBody),
        (status = 409, description = "another person took the seat, or the person has another seat in this game (`seat_taken`)", body = crate::types::ErrorBody),
    ))]
pub async fn attach(
    State(app): State<Arc<App>>,
    Authorized { entry, viewer, .. }: Authorized,
    body: Result<Json<AttachRequest>, JsonRejection>,
) -> Result<Json<Attached>, ApiError> {
    let seat = seat_of(viewer)?;
    let req = json_body(body, app.limits.body_bytes)?;
    let player = app.player(Some(&req.key)).await?;
    match players::attach(&app.db, &entry.id, seat, &player.id).await {
        Ok(()) => Ok(Json(Attached {
            game_id: entry.id.clone(),
            seat,
        })),
        Err(AttachError::Taken) => Err(ApiError::new(
            StatusCode::CONFLICT,
            "seat_taken",
            "another person took this seat into their games",
        )),
        Err(AttachError::OtherSeat) => Err(ApiError::new(
            StatusCode::CONFLICT,
            "seat_taken",
            "you have another seat in this game",
        )),
        Err(AttachError::Db(e)) => Err(db_error(e)),
    }
}

/// A seat's own address for mail.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmailRequest {
    /// The address; `null` or `""` removes it.
    #[serde(default)]
    pub email: Option<String>,
    /// The language of the mail (default: the request's `?lang=`).
    #[serde(default)]
    pub lang: Option<String>,
}

/// Sets the address where the token's seat gets its mail ("your turn", "time running low",
/// "game over"). Only this seat ever sees it.
#[utoipa::path(put, path = "/api/games/{id}/email", tag = "persons",
    params(("id" = String, Path, description = "the game's id"), Access), request_body = EmailRequest,
    security(("token" = [])),
    responses(
        (status = 200, description = "stored", body = EmailRequest),
        (status = 400, description = "not an address or language", body = crate::types::ErrorBody),
        (status = 403, description = "wrong token", body = crate::types::ErrorBody),
    ))]
pub async fn put_email(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
    body: Result<Json<EmailRequest>, JsonRejection>,
) -> Result<Json<EmailRequest>, ApiError> {
    let seat = seat_of(viewer)?;
    let req = json_body(body, app.limits.body_bytes)?;
    let lang = check_lang("lang", req.lang.as_deref(), lang)?;
    let email = match req.email.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(e) => Some(check_email("email", e)?),
    };
    players::set_contact(
        &app.db,
        &entry.id,
        seat,
        email.as_deref().map(|e| (e, lang)),
    )
    .await
    .map_err(db_error)?;
    Ok(Json(EmailRequest {
        email,
        lang: Some(lang.code().to_string()),
    }))
}

impl App {
    /// The person of a player key, or an error for the client.
    pub async fn player(&self, key: Option<&str>) -> Result<Player, ApiError> {
        let key = key.filter(|k| !k.is_empty()).ok_or_else(|| {
            ApiError::new(
                axum::http::StatusCode::UNAUTHORIZED,
                "missing_key",
                "this needs your player key: send `Authorization: Bearer KEY`",
            )
        })?;
        players::by_key(&self.db, key)
            .await
            .map_err(crate::app::db_error)?
            .ok_or_else(|| {
                ApiError::new(
                    axum::http::StatusCode::FORBIDDEN,
                    "wrong_key",
                    "this player key is not known here",
                )
            })
    }

    /// The seat a player key opens in game `id`, if its person took one.
    pub async fn seat_of_key(&self, id: &str, key: &str) -> Result<Option<engine::Seat>, ApiError> {
        let Some(p) = players::by_key(&self.db, key)
            .await
            .map_err(crate::app::db_error)?
        else {
            return Ok(None);
        };
        players::seat_in(&self.db, id, &p.id)
            .await
            .map_err(crate::app::db_error)
    }
}
