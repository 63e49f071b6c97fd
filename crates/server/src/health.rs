//! Health for whoever runs the server (a container runtime, systemd, a load balancer):
//! `GET /healthz` says the process is alive and serving; `GET /readyz` says it should be sent
//! players: the database answers, and it is not draining. After SIGTERM the server drains
//! (`--drain-seconds`): `/readyz` answers 503 while everything else still works, so a load
//! balancer sends new players to another server before this one stops.

use crate::app::App;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use utoipa::ToSchema;

/// How long `/readyz` waits for the database.
const DB_TIMEOUT: Duration = Duration::from_secs(2);

/// The server's operational state.
#[derive(Debug, Default)]
pub struct Ops {
    /// Set on SIGTERM: the server is about to stop.
    pub draining: AtomicBool,
    /// The SHA-256 of the admin token, if one was configured (see [`crate::admin`]).
    pub admin_hash: Option<String>,
    /// `/metrics` is served on its own address (`--metrics-addr`), not beside the API.
    pub metrics_elsewhere: bool,
    /// Tells the other servers on PostgreSQL which games changed.
    pub notifier: crate::notify::Notifier,
    /// When the drain ends (set with `draining`): WebSockets close before it, spread out.
    pub drain_until: tokio::sync::watch::Sender<Option<tokio::time::Instant>>,
}

impl Ops {
    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::Relaxed)
    }

    /// SIGTERM: not ready from now on; the drain lasts `period`.
    pub fn begin_drain(&self, period: Duration) {
        self.draining.store(true, Ordering::Relaxed);
        self.drain_until
            .send_replace(Some(tokio::time::Instant::now() + period));
    }

    /// Resolves when a WebSocket should close because the server drains: at a random point in
    /// the first four fifths of what is left of the drain, so that thousands of clients
    /// reconnect to the other servers a few at a time, not all at once when this one stops.
    /// Never resolves while the server is not draining.
    pub async fn ws_closing_time(&self) {
        use std::hash::{BuildHasher, Hasher};
        let mut drain = self.drain_until.subscribe();
        let until = loop {
            if let Some(until) = *drain.borrow_and_update() {
                break until;
            }
            if drain.changed().await.is_err() {
                std::future::pending::<()>().await;
            }
        };
        // A random fraction in [0, 0.8): `RandomState` is seeded at random for each instance.
        let random = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish();
        let fraction = (random >> 11) as f64 / (1u64 << 53) as f64 * 0.8;
        let left = until.saturating_duration_since(tokio::time::Instant::now());
        tokio::time::sleep(left.mul_f64(fraction)).await;
    }
}

/// The answer of `/healthz` and `/readyz`.
#[derive(Debug, Serialize, serde::Deserialize, ToSchema)]
pub struct Health {
    /// `ok`, `draining` or `database_unavailable`.
    pub status: String,
}

fn answer(code: StatusCode, status: &str) -> (StatusCode, Json<Health>) {
    (
        code,
        Json(Health {
            status: status.to_string(),
        }),
    )
}

/// The process is alive and answers HTTP.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, description = "alive", body = Health)))]
pub async fn healthz() -> (StatusCode, Json<Health>) {
    answer(StatusCode::OK, "ok")
}

/// The server may take players: its database answers (within 2 s) and it is not draining.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses(
        (status = 200, description = "ready", body = Health),
        (status = 503, description = "draining after SIGTERM, or the database does not answer", body = Health),
    ))]
pub async fn readyz(State(app): State<Arc<App>>) -> (StatusCode, Json<Health>) {
    if app.ops.is_draining() {
        return answer(StatusCode::SERVICE_UNAVAILABLE, "draining");
    }
    match tokio::time::timeout(DB_TIMEOUT, app.db.ping()).await {
        Ok(Ok(())) => answer(StatusCode::OK, "ok"),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "readiness: the database does not answer");
            answer(StatusCode::SERVICE_UNAVAILABLE, "database_unavailable")
        }
        Err(_) => {
            tracing::warn!("readiness: the database did not answer within 2 s");
            answer(StatusCode::SERVICE_UNAVAILABLE, "database_unavailable")
        }
    }
}
