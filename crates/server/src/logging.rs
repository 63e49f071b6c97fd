//! Logs: `tracing` throughout, written to standard error as text or JSON lines
//! (`--log-format`), filtered by `RUST_LOG` (default `info,sqlx=warn`).
//!
//! Every HTTP request gets one line when it is answered: method, route template (never the path
//! or query, which may hold a token), status, latency and request id. The id is the request's
//! `x-request-id` when it is a plain short word, else a new one, and the answer echoes it.
//!
//! What is never logged: tokens, e-mail addresses, seeds, actions (a decision may be hidden from
//! other seats) and the texts of errors sent to clients (they may quote a seat's own hidden
//! decision). A test plays games and searches the whole log for each of them.

use axum::extract::{MatchedPath, Request};
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use std::time::{Duration, Instant};
use tower_http::request_id::{MakeRequestId, RequestId};
use tracing::Span;

/// How logs are written.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// One line of text per event.
    #[default]
    Text,
    /// One JSON object per line (for log collectors).
    Json,
}

/// The filter when `RUST_LOG` is not set.
pub const DEFAULT_FILTER: &str = "info,sqlx=warn";

/// Installs the process's log subscriber (once; later calls do nothing).
pub fn init(format: LogFormat) {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal())
            .try_init(),
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}

/// The request-id header.
pub static X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Makes request ids: 16 random hex digits.
#[derive(Clone, Copy, Debug, Default)]
pub struct MakeId;

impl MakeRequestId for MakeId {
    fn make_request_id<B>(&mut self, _: &axum::http::Request<B>) -> Option<RequestId> {
        HeaderValue::from_str(&crate::token::new_game_id())
            .ok()
            .map(RequestId::new)
    }
}

/// Whether a client's request id may be kept (and logged): 1 to 64 letters, digits, `-`, `_`,
/// `.`; anything else is replaced, so a log line cannot be forged or flooded through it.
fn acceptable_id(v: &HeaderValue) -> bool {
    let b = v.as_bytes();
    !b.is_empty()
        && b.len() <= 64
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.'))
}

/// Drops an unacceptable incoming `x-request-id` (a new one is made instead).
pub async fn clean_request_id(mut req: Request, next: Next) -> Response {
    if req
        .headers()
        .get(&X_REQUEST_ID)
        .is_some_and(|v| !acceptable_id(v))
    {
        req.headers_mut().remove(&X_REQUEST_ID);
    }
    next.run(req).await
}

/// The route template of a request (`/api/games/{id}`), or `unmatched`.
pub fn route_of<B>(req: &axum::http::Request<B>) -> String {
    req.extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_string(), |m| m.as_str().to_string())
}

/// The span of one request (tower-http's trace layer): its method, route template and id.
pub fn request_span<B>(req: &axum::http::Request<B>) -> Span {
    let id = req
        .headers()
        .get(&X_REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    tracing::info_span!(
        "request",
        method = %req.method(),
        route = %route_of(req),
        request_id = %id,
    )
}

/// The line of an answered request, in its span.
pub fn on_response(resp: &Response, latency: Duration, _span: &Span) {
    tracing::info!(
        status = resp.status().as_u16(),
        latency_ms = latency.as_secs_f64() * 1000.0,
        "request"
    );
}

/// Records the request metrics: count by method, route template and status, and latency.
pub async fn record_metrics(req: Request, next: Next) -> Response {
    let method = req.method().as_str().to_owned();
    let route = route_of(&req);
    let start = Instant::now();
    let resp = next.run(req).await;
    let status = resp.status().as_u16().to_string();
    metrics::counter!("kohle_http_requests_total",
        "method" => method.clone(), "route" => route.clone(), "status" => status)
    .increment(1);
    metrics::histogram!("kohle_http_request_duration_seconds", "method" => method, "route" => route)
        .record(start.elapsed().as_secs_f64());
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_ids_are_plain_and_short() {
        assert!(acceptable_id(&HeaderValue::from_static("abc-123_x.y")));
        assert!(!acceptable_id(&HeaderValue::from_static("")));
        assert!(!acceptable_id(&HeaderValue::from_static("a b")));
        assert!(!acceptable_id(&HeaderValue::from_static("x\"}{")));
        assert!(!acceptable_id(
            &HeaderValue::from_str(&"a".repeat(65)).unwrap()
        ));
    }
}
