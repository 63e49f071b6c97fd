//! The browser page: static files embedded in the binary (or read from `KOHLE_WEB_DIR` while
//! developing, so a changed file needs no rebuild), the catalogue texts the page shows, and
//! what the lobby needs to know about each game (players, rule options, rules help).

use crate::error::ApiError;
use crate::table::{with_game, GAMES};
use crate::types::ErrorBody;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use engine::Game;
use present::{catalog, DefaultNames, Lang};
use serde::Deserialize;
use serde_json::{json, Value};

include!(concat!(env!("OUT_DIR"), "/web_files.rs"));

/// The environment variable naming a directory to serve the page from instead of the binary.
pub const WEB_DIR_VAR: &str = "KOHLE_WEB_DIR";

/// The bots the lobby offers, weakest first (any spec `kohle serve` accepts works over the API).
pub const LOBBY_BOTS: [&str; 4] = ["random", "greedy", "ismcts:1s", "ismcts:3s"];

/// Only plain file names with a known kind are served (no paths).
fn content_type(name: &str) -> Option<&'static str> {
    let plain = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
        && !name.starts_with('.');
    if !plain {
        return None;
    }
    match name.rsplit_once('.')?.1 {
        "html" => Some("text/html; charset=utf-8"),
        "css" => Some("text/css; charset=utf-8"),
        "js" => Some("text/javascript; charset=utf-8"),
        "svg" => Some("image/svg+xml"),
        _ => None,
    }
}

/// `/web/replay.wasm`: the replay of a record file in the browser, when this server was built
/// with it (crates/server/build.rs).
async fn replay_wasm() -> Result<Response, ApiError> {
    let wasm = REPLAY_WASM.ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            "this server was built without replay.wasm (the wasm32-unknown-unknown target was missing)",
        )
    })?;
    let mut resp = ([(header::CONTENT_TYPE, "application/wasm")], wasm).into_response();
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Ok(resp)
}

async fn file(name: &str) -> Result<Response, ApiError> {
    if name == "replay.wasm" {
        return replay_wasm().await;
    }
    let missing = || {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("no file `{}` in the page", engine::quote(name)),
        )
    };
    let kind = content_type(name).ok_or_else(missing)?;
    let body = match std::env::var_os(WEB_DIR_VAR) {
        Some(dir) if !dir.is_empty() => {
            tokio::fs::read_to_string(std::path::Path::new(&dir).join(name))
                .await
                .map_err(|_| missing())?
        }
        _ => FILES
            .iter()
            .find(|(n, _)| *n == name)
            .ok_or_else(missing)?
            .1
            .to_string(),
    };
    let mut resp = ([(header::CONTENT_TYPE, kind)], body).into_response();
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if kind.starts_with("text/html") {
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' ws: wss:; \
                 style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; \
                 base-uri 'none'; frame-ancestors 'none'",
            ),
        );
    }
    Ok(resp)
}

/// The lobby (`/`) and the game page (`/play/{id}`): one page, `app.js` tells them apart.
pub async fn index() -> Result<Response, ApiError> {
    file("index.html").await
}

pub async fn play_page(Path(_id): Path<String>) -> Result<Response, ApiError> {
    file("index.html").await
}

/// `/favicon.ico`: the page's icon (`web/favicon.svg`, which `index.html` links to) for whoever
/// asks the old way.
pub async fn favicon() -> Result<Response, ApiError> {
    file("favicon.svg").await
}

/// A static file of the page: `/web/{file}`.
pub async fn static_file(Path(name): Path<String>) -> Result<Response, ApiError> {
    file(&name).await
}

fn lang_of(code: &str) -> Result<Lang, ApiError> {
    code.parse::<Lang>().map_err(ApiError::bad_request)
}

/// The message keys of a language's catalogues, in file order.
fn keys(lang: Lang) -> Vec<&'static str> {
    present::SOURCES
        .iter()
        .filter(|(code, _, _)| *code == lang.code())
        .flat_map(|(_, _, text)| text.lines())
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
        .filter(|k| !k.starts_with("cli-"))
        .collect()
}

/// The catalogue texts of a language for the page.
///
/// Every message of the catalogues (the command line's excepted), rendered by the server; a
/// message's arguments stay as `{$name}` for the page to fill in.
#[utoipa::path(get, path = "/api/i18n/{lang}", tag = "page",
    params(("lang" = String, Path, description = "`en`, `de`, `pl`, `es`, `hu` or `ru`")),
    responses(
        (status = 200, description = "`lang`, `languages` (code and own name) and `messages` (key to text)", body = Object),
        (status = 400, description = "unknown language", body = ErrorBody),
    ))]
pub async fn i18n(Path(code): Path<String>) -> Result<Response, ApiError> {
    let lang = lang_of(&code)?;
    let cat = catalog(lang);
    let messages: serde_json::Map<String, Value> = keys(lang)
        .into_iter()
        .map(|k| (k.to_string(), Value::String(cat.get(k))))
        .collect();
    let languages: Vec<Value> = Lang::ALL
        .iter()
        .map(|l| json!({ "code": l.code(), "name": l.native_name() }))
        .collect();
    let mut resp = Json(json!({
        "lang": lang.code(),
        "languages": languages,
        "messages": messages,
    }))
    .into_response();
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Ok(resp)
}

/// The language of `/api/info/{game}`.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// `en` (default), `de`, `pl`, `es`, `hu`, `ru`.
    pub lang: Option<String>,
}

/// What a new game of `game` may be: its name, player counts, rule options with their defaults
/// and descriptions, the bots the lobby offers, and the rules help (every component, space and
/// option) in words.
#[utoipa::path(get, path = "/api/info/{game}", tag = "page",
    params(("game" = String, Path, description = "`glueckauf` or `haspelknecht`"), LangQuery),
    responses(
        (status = 200, description = "the game's name, players, options, bots and rules help", body = Object),
        (status = 400, description = "unknown language", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
    ))]
pub async fn info(
    Path(game): Path<String>,
    q: Result<Query<LangQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let Query(q) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
    let lang = match &q.lang {
        None => Lang::En,
        Some(l) => lang_of(l)?,
    };
    with_game!(game.as_str(), G => Ok(Json(info_of::<G>(lang))),
        _ => Err(ApiError::new(StatusCode::NOT_FOUND, "unknown_game",
            format!("no game named `{}` (known: {})", engine::quote(&game), GAMES.join(", ")))))
}

fn info_of<G: Game>(lang: Lang) -> Value {
    let cat = catalog(lang);
    let names = DefaultNames(lang);
    let help = G::help();
    let defaults = serde_json::to_value(G::Options::default()).unwrap_or(Value::Null);
    let options: Vec<Value> = defaults
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(name, _)| name.as_str() != "components")
        .map(|(name, default)| {
            let text = help
                .iter()
                .find(|e| e.group == "help-group-options" && &e.id == name)
                .map(|e| cat.text(&e.text, &names));
            json!({ "name": name, "default": default, "text": text })
        })
        .collect();
    let help: Vec<Value> = help
        .iter()
        .map(|e| {
            json!({
                "group": e.group,
                "group_text": cat.get(e.group),
                "id": e.id,
                "name": cat.text(&e.name, &names),
                "text": cat.text(&e.text, &names),
            })
        })
        .collect();
    json!({
        "game": G::NAME,
        "name": cat.get(&format!("game-{}", G::NAME)),
        "min_players": G::MIN_PLAYERS,
        "max_players": G::MAX_PLAYERS,
        "options": options,
        "bots": LOBBY_BOTS,
        "help": help,
    })
}
