//! `/healthz` and `/readyz`: alive; ready while the database answers; 503 while it does not
//! (PostgreSQL refusing connections) and while draining after SIGTERM.

use crate::common::*;
use std::time::{Duration, Instant};

async fn probe(base: &str, path: &str) -> (u16, serde_json::Value) {
    let r = http().get(format!("{base}{path}")).send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draining_after_sigterm_is_not_ready_but_still_serves() {
    let path = temp_db("drain");
    let mut proc = Proc::start(path.to_str().unwrap(), &["--drain-seconds", "3"]);
    let base = proc.base();
    assert_eq!(
        probe(&base, "/healthz").await,
        (200, serde_json::json!({"status": "ok"}))
    );
    assert_eq!(
        probe(&base, "/readyz").await,
        (200, serde_json::json!({"status": "ok"}))
    );
    let two = create_two_seats(&base, "glueckauf").await;
    proc.sigterm();
    let t = Instant::now();
    // Draining: not ready, but alive, and games are still served.
    let mut seen = false;
    while t.elapsed() < Duration::from_millis(2500) {
        let (status, body) = probe(&base, "/readyz").await;
        if status == 503 {
            assert_eq!(body["status"], "draining");
            seen = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(seen, "/readyz did not answer 503 while draining");
    assert_eq!(probe(&base, "/healthz").await.0, 200);
    let (status, _) = get_state(&base, &two.id, &two.tokens[0]).await;
    assert_eq!(status, 200, "still serving while draining");
    // Then it stops by itself, cleanly.
    loop {
        if let Some(code) = proc.child.try_wait().unwrap() {
            assert!(code.success(), "exit status {code}");
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "the server did not stop"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        t.elapsed() >= Duration::from_millis(2500),
        "it drained for --drain-seconds"
    );
    let _ = std::fs::remove_file(&path);
}

/// While draining, every WebSocket is closed (1001) at its own moment before the drain ends,
/// not all at once when the server stops: thousands of clients then reconnect to the other
/// servers a few at a time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_close_spread_over_the_drain() {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let path = temp_db("drain-ws");
    let mut proc = Proc::start(path.to_str().unwrap(), &["--drain-seconds", "4"]);
    let two = create_two_seats(&proc.base(), "glueckauf").await;
    let mut sockets = Vec::new();
    for i in 0..12 {
        let mut ws = ws_connect(&proc.addr, &two.id, &two.tokens[i % 2]).await;
        assert!(ws_next(&mut ws, 5).await.is_some(), "the first state");
        sockets.push(ws);
    }
    proc.sigterm();
    let t = Instant::now();
    // Every socket is read at once, so that each close is timed when it comes (read one after
    // another, the closes that came while an earlier socket was awaited would all be timed at
    // that socket's).
    let closes = sockets.iter_mut().map(|ws| async move {
        let code = loop {
            match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
                Ok(Some(Ok(Message::Close(Some(frame))))) => break Some(u16::from(frame.code)),
                Ok(Some(Ok(_))) => continue,
                _ => break None,
            }
        };
        (code, t.elapsed())
    });
    let mut closed_at = Vec::new();
    for (code, at) in futures_util::future::join_all(closes).await {
        assert_eq!(code, Some(1001), "closed as going away");
        closed_at.push(at);
    }
    // All before the drain's last fifth (4 s * 0.8, and some slack for a loaded machine), while
    // the server still runs; and not all at the same moment.
    let last = *closed_at.iter().max().unwrap();
    let first = *closed_at.iter().min().unwrap();
    assert!(last < Duration::from_millis(3600), "{closed_at:?}");
    assert!(
        proc.child.try_wait().unwrap().is_none(),
        "closed before the server stopped"
    );
    assert!(last - first > Duration::from_millis(200), "{closed_at:?}");
    let _ = std::fs::remove_file(&path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn not_ready_while_the_database_does_not_answer() {
    use sqlx::Connection;
    let url = fresh_pg_database("ready").await;
    let name = url.rsplit('/').next().unwrap().to_string();
    let proc = Proc::start(&url, &[]);
    let base = proc.base();
    assert_eq!(probe(&base, "/readyz").await.0, 200);
    // The database stops taking connections, and the server's are cut.
    let mut admin = sqlx::PgConnection::connect(&postgres_url()).await.unwrap();
    let exec = |sql: String| sql;
    for sql in [
        exec(format!("ALTER DATABASE {name} ALLOW_CONNECTIONS false")),
        exec(format!(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
        )),
    ] {
        sqlx::Executor::execute(&mut admin, sql.as_str())
            .await
            .unwrap();
    }
    let t = Instant::now();
    let mut body = serde_json::Value::Null;
    let mut status = 0;
    while t.elapsed() < Duration::from_secs(10) {
        (status, body) = probe(&base, "/readyz").await;
        if status == 503 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["status"], "database_unavailable");
    assert_eq!(probe(&base, "/healthz").await.0, 200, "alive all the same");
    // Back: ready again.
    sqlx::Executor::execute(
        &mut admin,
        format!("ALTER DATABASE {name} ALLOW_CONNECTIONS true").as_str(),
    )
    .await
    .unwrap();
    let t = Instant::now();
    loop {
        let (status, body) = probe(&base, "/readyz").await;
        if status == 200 {
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(15),
            "not ready again: {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    admin.close().await.unwrap();
}
