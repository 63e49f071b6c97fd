//! `GET /metrics` (beside the API, or alone on `--metrics-addr`): the recorded metrics in
//! Prometheus' text format, with the gauges read when scraped (games by state from the
//! database, games in memory, open WebSockets).

use crate::app::App;
use crate::db::{with_read_pool, Db};
use crate::metrics::{install, timed};
use sqlx::Row;
use std::sync::Arc;
use std::time::Duration;

/// The number of stored games by state.
async fn games_by_state(db: &Db) -> sqlx::Result<Vec<(String, i64)>> {
    with_read_pool!(db, p => {
        let rows = sqlx::query("SELECT status, COUNT(*) AS n FROM games GROUP BY status")
            .fetch_all(p)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get::<String, _>("status")?, r.try_get::<i64, _>("n")?)))
            .collect()
    })
}

/// The metrics in Prometheus' text format, with the gauges read now.
pub async fn render(app: &Arc<App>) -> String {
    let Some(handle) = install() else {
        return String::from("# another metrics recorder is installed in this process\n");
    };
    match tokio::time::timeout(
        Duration::from_secs(2),
        timed(crate::metrics::DbOp::CountGames, games_by_state(&app.db)),
    )
    .await
    {
        Ok(Ok(counts)) => {
            for state in ["open", "finished", "aborted"] {
                let n = counts.iter().find(|(s, _)| s == state).map_or(0, |c| c.1);
                metrics::gauge!("kohle_games", "state" => state).set(n as f64);
            }
        }
        Ok(Err(e)) => tracing::warn!(error = %e, "metrics: cannot count the games"),
        Err(_) => tracing::warn!("metrics: counting the games took over 2 s"),
    }
    metrics::gauge!("kohle_games_loaded").set(app.loaded_count() as f64);
    if let Some(bytes) = crate::heap::in_use() {
        metrics::gauge!("kohle_heap_bytes").set(bytes as f64);
    }
    crate::metrics::games_in_memory(app.loaded_count());
    metrics::gauge!("kohle_websocket_connections").set(app.open_connections() as f64);
    handle.run_upkeep();
    handle.render()
}

/// `GET /metrics`.
pub async fn metrics_route(
    axum::extract::State(app): axum::extract::State<Arc<App>>,
) -> impl axum::response::IntoResponse {
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        render(&app).await,
    )
}

/// The router of `--metrics-addr`: `/metrics` only.
pub fn router(app: Arc<App>) -> axum::Router {
    axum::Router::new()
        .route("/metrics", axum::routing::get(metrics_route))
        .with_state(app)
}
