//! The PostgreSQL connections a move keeps between its queries (`server::held`), on a real
//! PostgreSQL.

use crate::common::*;
use server::held::{Held, IDLE_BEFORE_TEST};
use sqlx::postgres::PgPool;
use std::time::Duration;

async fn backend(held: &Held, pool: &PgPool) -> sqlx::Result<i32> {
    let mut conn = held.take(pool).await?;
    let pid = sqlx::query_scalar::<_, i32>("SELECT pg_backend_pid()")
        .fetch_one(conn.conn())
        .await;
    conn.keep_after(&pid);
    pid
}

async fn terminate(pool: &PgPool, pid: i32) {
    let done: bool = sqlx::query_scalar("SELECT pg_terminate_backend($1)")
        .bind(pid)
        .fetch_one(pool)
        .await
        .unwrap();
    assert!(done, "backend {pid} terminated");
    tokio::time::sleep(Duration::from_millis(100)).await;
}

/// A connection is kept after its query (also after PostgreSQL refused the statement) and used
/// again; one whose backend went away fails its query and is not kept; one that lay idle is
/// tested first, so a backend that went away meanwhile costs no query.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_held_connection_is_kept_only_while_it_works() {
    let url = fresh_pg_database("held").await;
    let db = server::db::Db::connect(&url).await.unwrap();
    let server::db::Db::Pg(pool, held) = &db else {
        panic!("a PostgreSQL database")
    };
    assert!(held.is_empty());
    let first = backend(held, pool).await.unwrap();
    assert_eq!(held.len(), 1);
    assert_eq!(
        backend(held, pool).await.unwrap(),
        first,
        "the kept one again"
    );

    // PostgreSQL's refusal of a statement leaves the connection as it was.
    let mut conn = held.take(pool).await.unwrap();
    let refused = sqlx::query("SELECT 1 / 0").execute(conn.conn()).await;
    assert!(
        matches!(refused, Err(sqlx::Error::Database(_))),
        "{refused:?}"
    );
    conn.keep_after(&refused);
    assert_eq!(held.len(), 1);
    assert_eq!(backend(held, pool).await.unwrap(), first);

    // Its backend goes away while it was just used: the next query fails (PostgreSQL says
    // FATAL, or the socket is closed) and it is dropped.
    terminate(pool, first).await;
    let failed = backend(held, pool).await;
    assert!(failed.is_err(), "{failed:?}");
    assert!(held.is_empty(), "a broken connection is not kept");
    let second = backend(held, pool).await.unwrap();
    assert_ne!(second, first);
    assert_eq!(held.len(), 1);

    // After lying idle it is tested before its query: the query runs on a new connection.
    terminate(pool, second).await;
    tokio::time::sleep(IDLE_BEFORE_TEST).await;
    let third = backend(held, pool).await.unwrap();
    assert_ne!(third, second);
    assert_eq!(held.len(), 1);

    // A query dropped midway leaves its connection in an unknown state: it is not kept.
    let mut conn = held.take(pool).await.unwrap();
    let slow = sqlx::query("SELECT pg_sleep(5)").execute(conn.conn());
    assert!(tokio::time::timeout(Duration::from_millis(200), slow)
        .await
        .is_err());
    drop(conn);
    assert!(held.is_empty());
    assert_ne!(backend(held, pool).await.unwrap(), third);
    db.close().await;
}
