//! Logs: `tracing` throughout, written to standard error as text or JSON lines
//! (`--log-format`), filtered by `RUST_LOG` (default `info,sqlx=warn`).
//!
//! Every HTTP request gets one line when it is answered: the client's address
//! ([`crate::client_addr`]), method, route template (never the path or query, which may hold a
//! token), status, latency and request id. The id is the request's `x-request-id` when it is a
//! plain short word, else a new one, and the answer echoes it.
//!
//! With JSON every line the process writes is JSON: the address line on standard output
//! ([`announce`]), an error that stops it ([`Reported`]), a command line that does not parse
//! ([`json_error`]) and a panic (the hook [`init`] installs).
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

/// Installs the process's log subscriber (once; later calls do nothing). With JSON, a panic is
/// logged as a JSON line too (instead of the default hook's text).
pub fn init(format: LogFormat) {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(|| StderrLines)
        .log_internal_errors(false);
    let installed = match format {
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
    if installed.is_ok() && format == LogFormat::Json {
        std::panic::set_hook(Box::new(|info| {
            let payload = info.payload();
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let at = info
                .location()
                .map_or_else(String::new, |l| format!("{}:{}", l.file(), l.line()));
            tracing::error!(panic = %what, location = %at, "panic");
        }));
    }
}

/// Standard error as the log's writer. A line that cannot be written is dropped and counted
/// (`kohle_log_lines_dropped_total`), never a panic: tracing's own fallback on a failed write is
/// an `eprintln!`, which panics when standard error fails too, and standard error can be a full
/// pipe that another process sharing it made non-blocking (the request being logged then
/// failed, its connection cut). A full pipe is waited for up to [`LOG_WAIT`] (a slow reader
/// slows the server, as a blocking pipe would); once a line was dropped, the next lines are
/// tried once each, without waiting, until one is written again. A line of up to 4 KB is
/// written whole or not at all (a pipe's writes of up to `PIPE_BUF` bytes are atomic).
struct StderrLines;

/// How long a log line waits for a full, non-blocking standard error.
const LOG_WAIT: std::time::Duration = std::time::Duration::from_secs(1);

/// Whether the last line was dropped (the next ones do not wait).
static DROPPING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

impl std::io::Write for StderrLines {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    fn write_all(&mut self, line: &[u8]) -> std::io::Result<()> {
        use std::io::ErrorKind;
        use std::sync::atomic::Ordering;
        let mut err = std::io::stderr().lock();
        let waited_since = std::time::Instant::now();
        let mut rest = line;
        while !rest.is_empty() {
            let begun = rest.len() < line.len();
            match err.write(rest) {
                Ok(n) if n > 0 => rest = &rest[n..],
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e)
                    if e.kind() == ErrorKind::WouldBlock
                        && (begun || !DROPPING.load(Ordering::Relaxed))
                        && waited_since.elapsed() < LOG_WAIT =>
                {
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
                _ => {
                    DROPPING.store(true, Ordering::Relaxed);
                    metrics::counter!("kohle_log_lines_dropped_total").increment(1);
                    return Ok(());
                }
            }
        }
        DROPPING.store(false, Ordering::Relaxed);
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A JSON log subscriber writing to `writer`, in the shape of [`init`]'s (for the few lines
/// written outside it: the address on standard output, an error before logging starts).
fn json_lines<W>(writer: W) -> impl tracing::Subscriber
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    tracing_subscriber::fmt()
        .with_writer(writer)
        .json()
        .flatten_event(true)
        .with_current_span(false)
        .with_span_list(false)
        .finish()
}

/// Tells on standard output where the server listens: `kohle serve: listening on URL` (text),
/// or one JSON line `{"message": "listening", "url": ..., "metrics_url": ...}` with the log's
/// timestamp and level; so that with `--log-format json` every line of both streams is JSON.
pub fn announce(format: LogFormat, url: &str, metrics_url: Option<&str>) {
    use std::io::Write;
    match format {
        LogFormat::Text => {
            println!("kohle serve: listening on {url}");
            if let Some(m) = metrics_url {
                println!("kohle serve: metrics on {m}");
            }
        }
        LogFormat::Json => {
            tracing::subscriber::with_default(json_lines(std::io::stdout), || {
                tracing::info!(url, metrics_url = metrics_url.unwrap_or("-"), "listening");
            });
        }
    }
    let _ = std::io::stdout().flush();
}

/// An error that was already written to the log as a JSON line: the binary exits with status 1
/// and writes nothing more.
#[derive(Debug)]
pub struct Reported;

impl std::fmt::Display for Reported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the error was logged")
    }
}

impl std::error::Error for Reported {}

/// Writes `error` to standard error as one JSON log line (level ERROR, `message` `what`).
pub fn json_error(what: &str, error: &str) {
    tracing::subscriber::with_default(json_lines(std::io::stderr), || {
        tracing::error!(error, "{what}");
    });
}

/// Whether a command line asks for JSON logs (`--log-format json` or `--log-format=json`):
/// read before the command line is parsed, so that a command line that does not parse is
/// reported in JSON too.
pub fn json_requested<I, S>(args: I) -> bool
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.as_ref().to_string_lossy().into_owned())
        .collect();
    args.iter().any(|a| a == "--log-format=json")
        || args
            .windows(2)
            .any(|w| w[0] == "--log-format" && w[1] == "json")
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
pub fn acceptable_id(v: &HeaderValue) -> bool {
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

/// The `method` label of a request: a standard method, else `other` (a client may send any
/// token as its method, and each would be a new series).
pub fn method_label(m: &axum::http::Method) -> &'static str {
    use axum::http::Method;
    [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::OPTIONS,
        Method::CONNECT,
        Method::TRACE,
    ]
    .iter()
    .find(|k| *k == m)
    .map_or("other", |k| k.as_str())
}

/// The span of one request (tower-http's trace layer): its client's address (see
/// [`crate::client_addr`]), method, route template and id.
pub fn request_span<B>(req: &axum::http::Request<B>) -> Span {
    let id = req
        .headers()
        .get(&X_REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let client = req
        .extensions()
        .get::<crate::client_addr::ClientAddr>()
        .map_or_else(|| "-".to_string(), |c| c.0.to_string());
    tracing::info_span!(
        "request",
        client = %client,
        method = %method_label(req.method()),
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
    let method = method_label(req.method());
    let route = route_of(&req);
    let start = Instant::now();
    let resp = next.run(req).await;
    let status = resp.status().as_u16().to_string();
    metrics::counter!("kohle_http_requests_total",
        "method" => method, "route" => route.clone(), "status" => status)
    .increment(1);
    metrics::histogram!("kohle_http_request_duration_seconds", "method" => method, "route" => route)
        .record(start.elapsed().as_secs_f64());
    resp
}
