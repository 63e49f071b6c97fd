//! The HTTP API (documented by the OpenAPI document at `/api/openapi.json`) and the routes of
//! the page ([`crate::web`]).

use crate::app::App;
use crate::client_addr::ClientAddr;
use crate::error::ApiError;
use crate::logging;
use crate::request::{json_body, seat_of, too_large, Access, Authorized, JsonText};
use crate::table::{with_game, GAMES};
use crate::types::*;
use crate::web;
use crate::ws;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Path, Query, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use std::sync::Arc;
use tower_http::request_id::{PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

/// Creates a game.
///
/// Returns one invite (a secret token and a link) per person seat and a spectator link. Bot
/// seats start playing at once when they are to move.
#[utoipa::path(post, path = "/api/games", tag = "games", request_body = CreateGame,
    responses(
        (status = 201, description = "the game was created", body = Created),
        (status = 400, description = "bad request (unknown game, options, seats)", body = ErrorBody),
        (status = 413, description = "body too large", body = ErrorBody),
        (status = 429, description = "too many requests", body = ErrorBody),
    ))]
pub async fn create_game(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    q: Result<Query<Access>, QueryRejection>,
    body: Result<Json<CreateGame>, JsonRejection>,
) -> Result<(StatusCode, Json<Created>), ApiError> {
    let (key, lang) = Access::read(q, &headers)?;
    let req = json_body(body, app.limits.body_bytes)?;
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    // The creator's player key, when a seat is their own (`"me": true`).
    let creator = match key {
        Some(k) if req.seats.iter().any(|s| s.me) => Some(app.player(Some(&k)).await?),
        _ => None,
    };
    let created = app.create(req, host, creator.as_ref(), lang).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

/// The state of a game for the token's seat (or a spectator).
#[utoipa::path(get, path = "/api/games/{id}", tag = "games",
    params(("id" = String, Path, description = "the game's id"), Access, Since),
    security(("token" = [])),
    responses(
        (status = 200, description = "what this seat may know (with `since`: a `DeltaMessage` from that version, or the full state)", body = StateMessage),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
    ))]
pub async fn get_state(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
    q: Result<Query<Since>, QueryRejection>,
) -> Result<JsonText, ApiError> {
    let Query(Since { since }) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
    if let Some(since) = since {
        let (bumps, parts) = app
            .run(&entry, move |entry, inner| {
                Box::pin(async move {
                    let bumps = crate::app::bumps_of(inner, viewer);
                    let parts = crate::app::message_parts(
                        &entry.id,
                        inner,
                        viewer,
                        lang,
                        crate::table::LogFrom::Start,
                    );
                    (bumps, parts)
                })
            })
            .await?;
        if let Some(text) = crate::delta::since(parts, since, bumps) {
            return Ok(JsonText(text));
        }
    }
    Ok(JsonText(app.state(&entry, viewer, lang).await))
}

/// `?since=VERSION` of a state request.
#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Since {
    /// A version of this viewer's state that the client has: the answer is then a
    /// `DeltaMessage` from it (`"type": "delta"`), or the full state when the server cannot make
    /// one from that version (one this viewer never had, or from before an undo).
    pub since: Option<u64>,
}

/// `?deltas=false` and `?since=VERSION` of a WebSocket request (deltas are the default).
#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Deltas {
    /// After the first full state, send what changed (`DeltaMessage`s; the default) or, with
    /// `false`, every state whole.
    pub deltas: Option<bool>,
    /// A version of this viewer's state that the client has (it comes back after a lost
    /// connection): with deltas, the first message is then a `DeltaMessage` from it (`seq` 0,
    /// the state without its log whole in `state`, followed by the log from the client's last
    /// decision), or the full state when the server cannot make one from that version.
    pub since: Option<u64>,
}

/// Takes an action of the token's seat (in notation). It is stored before the answer (the new
/// state) is sent and before anyone else is told.
#[utoipa::path(post, path = "/api/games/{id}/actions", tag = "games", request_body = ActionRequest,
    params(("id" = String, Path, description = "the game's id"), Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "stored; the new state", body = StateMessage),
        (status = 400, description = "malformed request", body = ErrorBody),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token, or a spectator's", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
        (status = 409, description = "not this seat's turn, game over, or the game moved on", body = ErrorBody),
        (status = 422, description = "not a legal action now (the reason in words)", body = ErrorBody),
    ))]
pub async fn post_action(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
    body: Result<Json<ActionRequest>, JsonRejection>,
) -> Result<JsonText, ApiError> {
    let seat = seat_of(viewer)?;
    let req = json_body(body, app.limits.body_bytes)?;
    if req.action.len() > 200 {
        return Err(ApiError::illegal(format!(
            "cannot read action `{}`: too long",
            engine::quote(&req.action)
        )));
    }
    app.act(
        &entry,
        seat,
        &req.action,
        lang,
        crate::metrics::MovePath::Http,
        req.version,
    )
    .await?;
    Ok(JsonText(app.state(&entry, viewer, lang).await))
}

/// Undoes the token's seat's last decision: only its own, back to the start of its turn (or
/// plan), never across another seat's decision, a reveal or a random draw.
#[utoipa::path(post, path = "/api/games/{id}/undo", tag = "games",
    params(("id" = String, Path, description = "the game's id"), Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "undone; the new state", body = StateMessage),
        (status = 409, description = "undo refused (the reason in words)", body = ErrorBody),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
    ))]
pub async fn post_undo(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
) -> Result<JsonText, ApiError> {
    let seat = seat_of(viewer)?;
    app.undo(&entry, seat, lang).await?;
    Ok(JsonText(app.state(&entry, viewer, lang).await))
}

/// Live play over WebSocket.
///
/// On connect the client receives `{"type": "state", ...}` (a `StateMessage`), after every
/// change a `DeltaMessage` (`{"type": "delta", ...}`: what changed, applied to the state it has;
/// one that does not follow it asks for the full state again), or with `?deltas=false` the
/// whole state again. It may send `{"type": "action", "action": "NOTATION"}`,
/// `{"type": "undo"}` or `{"type": "state"}`. Errors about its own messages come back as
/// `{"type": "error", "code": ..., "message": ...}` to it only.
#[utoipa::path(get, path = "/api/games/{id}/ws", tag = "games",
    params(("id" = String, Path, description = "the game's id"), Access, Deltas),
    security(("token" = [])),
    responses(
        (status = 101, description = "switching to WebSocket; messages are `ServerMessage`s, the client sends `ClientMessage`s"),
        (status = 400, description = "not a WebSocket request", body = ErrorBody),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
        (status = 429, description = "too many connections from this address", body = ErrorBody),
    ))]
pub async fn websocket(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
    Extension(ClientAddr(client)): Extension<ClientAddr>,
    q: Result<Query<Deltas>, QueryRejection>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let Query(Deltas { deltas, since }) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
    let upgrade = upgrade.map_err(|e| ApiError::bad_request(e.body_text()))?;
    let guard = app
        .open_connection(client)
        .ok_or_else(|| ApiError::too_many_connections(app.limits.connections_per_ip))?;
    let max = app.limits.ws_message_bytes;
    Ok(upgrade
        // Clients send small messages: a small read buffer (tungstenite zeroes it per read).
        .read_buffer_size(4096)
        .max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| {
            ws::session(
                app,
                entry,
                viewer,
                lang,
                socket,
                guard,
                ws::Asked {
                    deltas: deltas.unwrap_or(true),
                    since,
                },
            )
        }))
}

/// The JSON Schema of a game's `view`.
#[utoipa::path(get, path = "/api/schema/{game}", tag = "games",
    params(("game" = String, Path, description = "`glueckauf` or `haspelknecht`")),
    responses(
        (status = 200, description = "the JSON Schema of the view", body = Object),
        (status = 404, description = "no such game", body = ErrorBody),
    ))]
pub async fn view_schema(Path(game): Path<String>) -> Result<Json<serde_json::Value>, ApiError> {
    with_game!(game.as_str(), G => Ok(Json(engine::view_schema::<G>())),
        _ => Err(ApiError::new(StatusCode::NOT_FOUND, "unknown_game",
            format!("no game named `{}` (known: {})", engine::quote(&game), GAMES.join(", ")))))
}

struct Security;

impl Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "token",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
        components.add_security_scheme(
            "admin",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "kohle serve",
        description = "Glück Auf and Haspelknecht on a server: create a game, then act and \
            watch with the secret token of a seat (or the spectator link), over HTTP or \
            WebSocket. Clients receive views, legal actions with explanations, logs and \
            scores, never the state or the seed."
    ),
    paths(create_game, get_state, post_action, post_undo, websocket, view_schema, web::i18n, web::info,
        crate::seating::post_take_back, crate::seating::post_resign, crate::agreements::post_abort,
        crate::agreements::post_rematch, crate::my_games::create_player, crate::my_games::get_me,
        crate::my_games::patch_me, crate::my_games::sign_in_link, crate::my_games::sign_in,
        crate::my_games::attach, crate::my_games::put_email, crate::ratings::leaderboard,
        crate::mail::post_stop, crate::replay::get_replay, crate::analysis::post_analysis,
        crate::analysis::get_analysis,
        crate::health::healthz, crate::health::readyz,
        crate::admin::list_games, crate::admin::abort_game, crate::admin::seat_to_bot),
    components(schemas(ClientMessage, ServerMessage, crate::delta::DeltaMessage)),
    modifiers(&Security)
)]
pub struct ApiDoc;

async fn openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}

async fn not_found() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        "no such endpoint (see /api/openapi.json)",
    )
}

/// Per-address request rate (the client's address: see [`crate::client_addr`]), and errors of
/// the body limit as JSON.
async fn guard(
    State(app): State<Arc<App>>,
    Extension(ClientAddr(client)): Extension<ClientAddr>,
    req: Request,
    next: Next,
) -> Response {
    // Probes and scrapes come often from one address: never rate-limited.
    let probe = matches!(req.uri().path(), "/healthz" | "/readyz" | "/metrics");
    if !probe && !app.allow_request(client) {
        return ApiError::too_many_requests(format!(
            "too many requests from your address (at most {} per second)",
            app.limits.requests_per_second
        ))
        .into_response();
    }
    let resp = next.run(req).await;
    let json = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if resp.status() == StatusCode::PAYLOAD_TOO_LARGE && !json {
        return too_large(app.limits.body_bytes).into_response();
    }
    resp
}

/// The routes of the server.
pub fn router(app: Arc<App>) -> Router {
    let limit = app.limits.body_bytes;
    let mut routes = Router::new();
    if !app.ops.metrics_elsewhere {
        routes = routes.route("/metrics", get(crate::exporter::metrics_route));
    }
    routes
        .route("/", get(web::index))
        .route("/play/{id}", get(web::play_page))
        .route("/web/{file}", get(web::static_file))
        .route("/favicon.ico", get(web::favicon))
        .route("/api/i18n/{lang}", get(web::i18n))
        .route("/api/info/{game}", get(web::info))
        .route("/api/openapi.json", get(openapi))
        .route("/api/games", post(create_game))
        .route("/api/games/{id}", get(get_state))
        .route("/api/games/{id}/actions", post(post_action))
        .route("/api/games/{id}/undo", post(post_undo))
        .route("/api/games/{id}/ws", get(websocket))
        .route(
            "/api/games/{id}/analysis",
            get(crate::analysis::get_analysis).post(crate::analysis::post_analysis),
        )
        .route("/api/schema/{game}", get(view_schema))
        .route("/api/admin/games", get(crate::admin::list_games))
        .route(
            "/api/admin/games/{id}/abort",
            post(crate::admin::abort_game),
        )
        .route(
            "/api/admin/games/{id}/seats/{seat}/bot",
            post(crate::admin::seat_to_bot),
        )
        .route("/healthz", get(crate::health::healthz))
        .route("/readyz", get(crate::health::readyz))
        .merge(crate::my_games::routes())
        .merge(crate::replay::routes())
        .fallback(not_found)
        .layer(tower_http::limit::RequestBodyLimitLayer::new(limit))
        .layer(axum::middleware::from_fn_with_state(app.clone(), guard))
        .layer(axum::middleware::from_fn(logging::record_metrics))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(logging::request_span)
                .on_request(())
                .on_response(logging::on_response)
                .on_body_chunk(())
                .on_eos(())
                .on_failure(()),
        )
        .layer(axum::middleware::from_fn_with_state(
            app.ops.proxies.clone(),
            crate::client_addr::resolve,
        ))
        .layer(PropagateRequestIdLayer::new(logging::X_REQUEST_ID.clone()))
        .layer(SetRequestIdLayer::new(
            logging::X_REQUEST_ID.clone(),
            logging::MakeId,
        ))
        .layer(axum::middleware::from_fn(logging::clean_request_id))
        .with_state(app)
}
