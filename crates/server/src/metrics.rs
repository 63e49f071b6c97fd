//! Prometheus metrics at `GET /metrics` (or on `--metrics-addr`), recorded through the `metrics`
//! facade: any module records with `metrics::counter!`, `histogram!` or `gauge!` and the
//! exporter renders them in Prometheus' text format. Histograms share one set of buckets, in
//! seconds.
//!
//! The names (documented in the README and used by `deploy/grafana-dashboard.json`):
//!
//! | metric | kind | labels |
//! |---|---|---|
//! | `kohle_build_info` | gauge (1) | `version` |
//! | `kohle_games` | gauge, from the database at each scrape | `state`: open, finished, aborted |
//! | `kohle_games_loaded` | gauge: games in this server's memory | |
//! | `kohle_games_created_total`, `kohle_games_finished_total` | counter | `game` |
//! | `kohle_games_aborted_total` | counter | |
//! | `kohle_decisions_applied_total` | counter | `game`, `by`: person, bot |
//! | `kohle_http_requests_total` | counter | `method`, `route` (the template), `status` |
//! | `kohle_http_request_duration_seconds` | histogram | `method`, `route` |
//! | `kohle_websocket_connections` | gauge: open now | |
//! | `kohle_websocket_connections_total` | counter: opened | |
//! | `kohle_bot_thinking_seconds` | histogram | `game` |
//! | `kohle_db_query_duration_seconds` | histogram | `op` |
//! | `kohle_db_errors_total` | counter | `op` |
//!
//! Play over days adds `kohle_timeouts_fired_total`, `kohle_emails_sent_total` and
//! `kohle_emails_failed_total` through the same facade.

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::future::Future;
use std::sync::OnceLock;
use std::time::Instant;

/// Every metric this server defines (the table above).
pub const NAMES: &[&str] = &[
    "kohle_build_info",
    "kohle_games",
    "kohle_games_loaded",
    "kohle_games_created_total",
    "kohle_games_finished_total",
    "kohle_games_aborted_total",
    "kohle_decisions_applied_total",
    "kohle_http_requests_total",
    "kohle_http_request_duration_seconds",
    "kohle_websocket_connections",
    "kohle_websocket_connections_total",
    "kohle_bot_thinking_seconds",
    "kohle_db_query_duration_seconds",
    "kohle_db_errors_total",
];

/// The metrics of play over days (recorded there through the same facade).
pub const LATER_NAMES: &[&str] = &[
    "kohle_timeouts_fired_total",
    "kohle_emails_sent_total",
    "kohle_emails_failed_total",
];

/// Histogram buckets, in seconds: 0.5 ms to 30 s.
const BUCKETS: [f64; 16] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0,
    30.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the process's recorder (once; a process may run several servers, as the tests do).
/// `None` if another recorder was installed first.
pub fn install() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let handle = PrometheusBuilder::new()
                .set_buckets(&BUCKETS)
                .ok()?
                .install_recorder()
                .ok()?;
            describe();
            metrics::gauge!("kohle_build_info", "version" => env!("CARGO_PKG_VERSION")).set(1.0);
            // The handle's upkeep (draining histograms) is done on each render.
            Some(handle)
        })
        .as_ref()
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_gauge!(
        "kohle_build_info",
        "The running kohle: its version in a label; always 1."
    );
    describe_gauge!("kohle_games", "Games stored in the database, by state.");
    describe_gauge!("kohle_games_loaded", "Games in this server's memory.");
    describe_counter!("kohle_games_created_total", "Games created on this server.");
    describe_counter!(
        "kohle_games_finished_total",
        "Games finished on this server."
    );
    describe_counter!(
        "kohle_games_aborted_total",
        "Games aborted by an admin on this server."
    );
    describe_counter!(
        "kohle_decisions_applied_total",
        "Decisions stored and applied, by game and by person or bot."
    );
    describe_counter!(
        "kohle_http_requests_total",
        "HTTP requests answered, by method, route template and status."
    );
    describe_histogram!(
        "kohle_http_request_duration_seconds",
        Unit::Seconds,
        "Time to answer an HTTP request, by method and route template."
    );
    describe_gauge!(
        "kohle_websocket_connections",
        "WebSocket connections open now."
    );
    describe_counter!(
        "kohle_websocket_connections_total",
        "WebSocket connections opened."
    );
    describe_histogram!(
        "kohle_bot_thinking_seconds",
        Unit::Seconds,
        "Time a bot took to decide, by game."
    );
    describe_histogram!(
        "kohle_db_query_duration_seconds",
        Unit::Seconds,
        "Time of a database operation, by operation."
    );
    describe_counter!(
        "kohle_db_errors_total",
        "Database operations that failed, by operation."
    );
}

/// Runs a database operation, recording its time (and its failure) under `op`.
pub async fn timed<T, E>(op: &'static str, f: impl Future<Output = Result<T, E>>) -> Result<T, E> {
    let start = Instant::now();
    let r = f.await;
    metrics::histogram!("kohle_db_query_duration_seconds", "op" => op)
        .record(start.elapsed().as_secs_f64());
    if r.is_err() {
        metrics::counter!("kohle_db_errors_total", "op" => op).increment(1);
    }
    r
}
