//! What a request to a game carries: the token and language (`Access`), the game and seat they
//! open (`Authorized`), a JSON body; shared by the routes of `api` and of the modules for play
//! over days (seating, agreements, my_games), which `api`'s OpenAPI document lists in turn.

use crate::app::{App, GameEntry};
use crate::error::ApiError;
use crate::table::Viewer;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequestParts, Path, Query};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use present::Lang;
use serde::Deserialize;
use std::sync::Arc;
use utoipa::IntoParams;

/// The token and language of a request.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Access {
    /// The secret token of a seat or of the spectator link (or send `Authorization: Bearer`).
    pub token: Option<String>,
    /// The language of texts: `en` (default), `de`, `pl`, `es`, `hu`, `ru`.
    pub lang: Option<String>,
}

impl Access {
    /// The token (header first, then the query) and language.
    pub(crate) fn read(
        q: Result<Query<Access>, QueryRejection>,
        headers: &HeaderMap,
    ) -> Result<(Option<String>, Lang), ApiError> {
        let Query(q) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
        let lang = match &q.lang {
            None => Lang::En,
            Some(l) => l.parse::<Lang>().map_err(ApiError::bad_request)?,
        };
        let bearer = match headers.get(header::AUTHORIZATION) {
            None => None,
            Some(v) => {
                let v = v
                    .to_str()
                    .map_err(|_| ApiError::malformed("the Authorization header is not text"))?;
                let t = v.strip_prefix("Bearer ").ok_or_else(|| {
                    ApiError::malformed("the Authorization header must be `Bearer TOKEN`")
                })?;
                Some(t.trim().to_string())
            }
        };
        Ok((bearer.or(q.token), lang))
    }
}

/// The game, seat and language of a request to one game's routes: the game's id from the
/// path, the token from the `Authorization` header or the `token` query, checked against the
/// game, and the `lang` query. Every game route takes it first, so a bad query or header
/// (400) is reported before a missing or wrong token (401/403) or an unknown game (404).
pub struct Authorized {
    pub entry: Arc<GameEntry>,
    pub viewer: Viewer,
    pub lang: Lang,
}

impl FromRequestParts<Arc<App>> for Authorized {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, ApiError> {
        let Path(id) = Path::<String>::from_request_parts(parts, app)
            .await
            .map_err(|e| ApiError::malformed(e.body_text()))?;
        let q = Query::<Access>::from_request_parts(parts, app).await;
        let (token, lang) = Access::read(q, &parts.headers)?;
        let (entry, viewer) = app.authorize(&id, token.as_deref()).await?;
        Ok(Authorized {
            entry,
            viewer,
            lang,
        })
    }
}

/// A response that is JSON text already.
pub struct JsonText(pub String);

impl IntoResponse for JsonText {
    fn into_response(self) -> Response {
        ([(header::CONTENT_TYPE, "application/json")], self.0).into_response()
    }
}

/// A JSON body, or the error that says what is wrong with it (too large: 413).
pub(crate) fn json_body<T>(
    body: Result<Json<T>, JsonRejection>,
    limit: usize,
) -> Result<T, ApiError> {
    match body {
        Ok(Json(t)) => Ok(t),
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(too_large(limit)),
        Err(e) => Err(ApiError::malformed(e.body_text())),
    }
}

pub(crate) fn too_large(limit: usize) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "too_large",
        format!("the request is too large (at most {limit} bytes)"),
    )
}

/// The seat of a viewer that must hold one (a spectator may not act).
pub(crate) fn seat_of(viewer: Viewer) -> Result<u8, ApiError> {
    viewer.ok_or_else(ApiError::spectator)
}
