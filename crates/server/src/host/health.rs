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
use std::sync::Arc;
use std::time::Duration;
use utoipa::ToSchema;

/// How long `/readyz` waits for the database.
const DB_TIMEOUT: Duration = Duration::from_secs(2);

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
