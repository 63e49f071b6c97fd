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
//! | `kohle_games_in_memory` | gauge: the same, set as games load and leave memory (idle for `--unload-after`) | |
//! | `kohle_heap_bytes` | gauge: bytes the allocator handed out and not yet got back (`kohle-serve` only; compare with the resident memory) | |
//! | `kohle_games_created_total`, `kohle_games_finished_total` | counter | `game` |
//! | `kohle_games_aborted_total` | counter | |
//! | `kohle_decisions_applied_total` | counter | `game`, `by`: person, bot |
//! | `kohle_move_duration_seconds` | histogram: a move received (or a bot's choice made, a clock run out) until stored and applied | `path`: http, websocket, bot, timeout |
//! | `kohle_http_requests_total` | counter | `method` (the standard ones, else `other`), `route` (the template, or `unmatched`), `status` |
//! | `kohle_http_request_duration_seconds` | histogram | `method`, `route` |
//! | `kohle_websocket_connections` | gauge: open now | |
//! | `kohle_websocket_connections_total` | counter: opened | |
//! | `kohle_bot_thinking_seconds` | histogram | `game` |
//! | `kohle_db_query_duration_seconds` | histogram | `op` |
//! | `kohle_db_errors_total` | counter | `op` |
//! | `kohle_log_lines_dropped_total` | counter: log lines standard error did not take (closed, or full for a second) | |
//!
//! Play over days adds `kohle_timeouts_fired_total`, `kohle_emails_sent_total` and
//! `kohle_emails_failed_total` through the same facade.
//!
//! Labels are bounded: every value comes from a fixed list (a game's name, a [`DbOp`], a
//! [`MovePath`], a standard HTTP method, a route template), never from what a client sends.
//! The counters whose label values are all known are exported at 0 from the start
//! ([`install`]), so that `rate()` and `increase()` see their first increment.

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::future::Future;
use std::sync::OnceLock;
use std::time::Instant;

/// Every metric this server defines (the table above, and those of play over days).
pub const NAMES: &[&str] = &[
    "kohle_build_info",
    "kohle_games",
    "kohle_games_loaded",
    "kohle_games_in_memory",
    "kohle_heap_bytes",
    "kohle_games_created_total",
    "kohle_games_finished_total",
    "kohle_games_aborted_total",
    "kohle_decisions_applied_total",
    "kohle_move_duration_seconds",
    "kohle_http_requests_total",
    "kohle_http_request_duration_seconds",
    "kohle_websocket_connections",
    "kohle_websocket_connections_total",
    "kohle_bot_thinking_seconds",
    "kohle_db_query_duration_seconds",
    "kohle_db_errors_total",
    "kohle_log_lines_dropped_total",
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
            zeros();
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
    describe_gauge!(
        "kohle_games_in_memory",
        "Games in this server's memory (idle games leave it after --unload-after)."
    );
    describe_gauge!(
        "kohle_heap_bytes",
        "Bytes the allocator handed out and not yet got back (kohle-serve only)."
    );
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
        "kohle_log_lines_dropped_total",
        "Log lines dropped: standard error was closed, or full for a second."
    );
    describe_counter!(
        "kohle_decisions_applied_total",
        "Decisions stored and applied, by game and by person or bot."
    );
    describe_histogram!(
        "kohle_move_duration_seconds",
        Unit::Seconds,
        "Time from a move received (over HTTP or WebSocket), a bot's choice made or a clock run \
         out until it is stored and applied, by path."
    );
    describe_counter!(
        "kohle_timeouts_fired_total",
        "Clocks that ran out (the seat handed to a bot or forfeited)."
    );
    describe_counter!("kohle_emails_sent_total", "Mails the mail server took.");
    describe_counter!(
        "kohle_emails_failed_total",
        "Mail attempts the mail server refused or that failed (each is retried)."
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

/// A database operation, the `op` label of `kohle_db_query_duration_seconds` and
/// `kohle_db_errors_total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbOp {
    LoadGame,
    FindToken,
    CreateGame,
    AppendAction,
    RewriteTail,
    CountGames,
    AdminList,
    SeatToBot,
    Notify,
}

impl DbOp {
    pub const ALL: [DbOp; 9] = [
        DbOp::LoadGame,
        DbOp::FindToken,
        DbOp::CreateGame,
        DbOp::AppendAction,
        DbOp::RewriteTail,
        DbOp::CountGames,
        DbOp::AdminList,
        DbOp::SeatToBot,
        DbOp::Notify,
    ];

    pub fn label(self) -> &'static str {
        match self {
            DbOp::LoadGame => "load_game",
            DbOp::FindToken => "find_token",
            DbOp::CreateGame => "create_game",
            DbOp::AppendAction => "append_action",
            DbOp::RewriteTail => "rewrite_tail",
            DbOp::CountGames => "count_games",
            DbOp::AdminList => "admin_list",
            DbOp::SeatToBot => "seat_to_bot",
            DbOp::Notify => "notify",
        }
    }
}

/// How a move reached the server, the `path` label of `kohle_move_duration_seconds`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovePath {
    /// `POST /api/games/{id}/actions`.
    Http,
    /// An `action` message on the game's WebSocket (the page's way).
    Websocket,
    /// A bot's decision (timed from its choice, not its thinking: see
    /// `kohle_bot_thinking_seconds`).
    Bot,
    /// A clock that ran out: the seat handed to a bot or forfeited.
    Timeout,
}

impl MovePath {
    pub const ALL: [MovePath; 4] = [
        MovePath::Http,
        MovePath::Websocket,
        MovePath::Bot,
        MovePath::Timeout,
    ];

    pub fn label(self) -> &'static str {
        match self {
            MovePath::Http => "http",
            MovePath::Websocket => "websocket",
            MovePath::Bot => "bot",
            MovePath::Timeout => "timeout",
        }
    }
}

/// A move that came by `path` at `since` is stored and applied now.
/// Sets `kohle_games_in_memory` (a game loaded or left memory).
pub fn games_in_memory(n: usize) {
    metrics::gauge!("kohle_games_in_memory").set(n as f64);
}

pub fn move_done(path: MovePath, since: Instant) {
    metrics::histogram!("kohle_move_duration_seconds", "path" => path.label())
        .record(since.elapsed().as_secs_f64());
}

/// The values of the `by` label of `kohle_decisions_applied_total`.
pub const DECIDERS: [&str; 2] = ["person", "bot"];

/// Registers every counter whose label values are all known, at 0.
fn zeros() {
    for game in crate::table::GAMES {
        metrics::counter!("kohle_games_created_total", "game" => game).absolute(0);
        metrics::counter!("kohle_games_finished_total", "game" => game).absolute(0);
        for by in DECIDERS {
            metrics::counter!("kohle_decisions_applied_total", "game" => game, "by" => by)
                .absolute(0);
        }
    }
    for op in DbOp::ALL {
        metrics::counter!("kohle_db_errors_total", "op" => op.label()).absolute(0);
    }
    for name in [
        "kohle_games_aborted_total",
        "kohle_websocket_connections_total",
        "kohle_timeouts_fired_total",
        "kohle_emails_sent_total",
        "kohle_emails_failed_total",
        "kohle_log_lines_dropped_total",
    ] {
        metrics::counter!(name).absolute(0);
    }
}

/// Runs a database operation, recording its time (and its failure) under `op`.
pub async fn timed<T, E>(op: DbOp, f: impl Future<Output = Result<T, E>>) -> Result<T, E> {
    let start = Instant::now();
    let r = f.await;
    metrics::histogram!("kohle_db_query_duration_seconds", "op" => op.label())
        .record(start.elapsed().as_secs_f64());
    if r.is_err() {
        metrics::counter!("kohle_db_errors_total", "op" => op.label()).increment(1);
    }
    r
}
