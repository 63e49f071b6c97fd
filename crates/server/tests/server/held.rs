//! The PostgreSQL connections a move keeps between its queries (`server::held`), and the
//! notices sent in batches (`server::notify`), on a real PostgreSQL.

use crate::common::*;
use server::held::{Held, IDLE_BEFORE_TEST};
use sqlx::postgres::{PgListener, PgPool};
use std::sync::Arc;
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

/// A notice sender (`server::notify::run_every` as instance `me`) on a new database, and a
/// listener.
struct Sending {
    db: server::db::Db,
    listener: PgListener,
    notifier: Arc<server::notify::Notifier>,
    stop: tokio::sync::watch::Sender<bool>,
    sender: tokio::task::JoinHandle<()>,
}

impl Sending {
    /// A sender of at most one batch every `every`.
    async fn start(name: &str, every: Duration) -> Sending {
        let url = fresh_pg_database(name).await;
        let db = server::db::Db::connect(&url).await.unwrap();
        let server::db::Db::Pg(pool, held) = &db else {
            panic!("a PostgreSQL database")
        };
        let mut listener = PgListener::connect_with(pool).await.unwrap();
        listener.listen(server::db::CHANNEL).await.unwrap();
        let notifier = Arc::new(server::notify::Notifier::default());
        let (stop, shutdown) = tokio::sync::watch::channel(false);
        let sender = tokio::spawn(server::notify::run_every(
            notifier.clone(),
            "me".into(),
            shutdown,
            pool.clone(),
            held.clone(),
            every,
        ));
        Sending {
            db,
            listener,
            notifier,
            stop,
            sender,
        }
    }

    async fn stop(self) {
        self.stop.send(true).unwrap();
        self.sender.await.unwrap();
        drop(self.listener);
        self.db.close().await;
    }
}

/// Changes announced one after another within a few milliseconds go out in a batch or two, not a
/// notification each, and every one is announced.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notices_go_out_in_batches() {
    let mut sending = Sending::start("batches", server::notify::BATCH_EVERY).await;
    let (notifier, listener) = (sending.notifier.clone(), &mut sending.listener);
    tokio::time::sleep(Duration::from_millis(50)).await;
    let started = std::time::Instant::now();
    for i in 0..50 {
        notifier.changed(&format!("game{i}"));
        tokio::time::sleep(Duration::from_micros(500)).await;
    }
    let spent = started.elapsed();
    let mut ids = Vec::new();
    let mut notifications = 0;
    while ids.len() < 50 {
        let n = tokio::time::timeout(Duration::from_secs(5), listener.recv())
            .await
            .expect("all 50 changes announced")
            .unwrap();
        notifications += 1;
        let mut words = n.payload().split(' ');
        assert_eq!(words.next(), Some("me"));
        ids.extend(words.map(str::to_string));
    }
    let expected: Vec<String> = (0..50).map(|i| format!("game{i}")).collect();
    assert_eq!(ids, expected);
    // One batch at once, then at most one every BATCH_EVERY.
    let most = 2 + (spent.as_millis() / server::notify::BATCH_EVERY.as_millis()) as usize;
    assert!(
        notifications <= most,
        "{notifications} notifications for 50 changes in {spent:?} (at most {most})"
    );
    sending.stop().await;
}

/// A game in which a bot is now to move is announced at once, not after the batch's wait: a
/// server killed meanwhile would leave that bot to nobody. (With a batch every second, so that
/// a notice that waited is told from one that did not on a loaded machine too.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_to_move_is_announced_at_once() {
    let batch = Duration::from_secs(1);
    let mut sending = Sending::start("urgent", batch).await;
    let (notifier, listener) = (sending.notifier.clone(), &mut sending.listener);
    // The first notice opens the held connection (many ms under load): not measured. (The
    // sender enables the notifier when it starts; here before, so that nothing is dropped.)
    notifier.enable();
    notifier.settled("warm", false);
    let n = tokio::time::timeout(Duration::from_secs(5), listener.recv())
        .await
        .expect("announced")
        .unwrap();
    assert_eq!(n.payload(), "me warm-");
    // After a quiet spell a batch goes out at once; a change right after it waits for the
    // batch's wait (from when that batch was sent), unless a bot is to move.
    tokio::time::sleep(batch).await;
    let mut gaps = Vec::new();
    for (i, bot_next) in [(0, false), (1, false), (2, true), (3, false), (4, true)] {
        let sent = std::time::Instant::now();
        notifier.settled(&format!("g{i}"), bot_next);
        let n = tokio::time::timeout(Duration::from_secs(5), listener.recv())
            .await
            .expect("announced")
            .unwrap();
        assert_eq!(
            n.payload(),
            format!("me g{i}{}", if bot_next { '+' } else { '-' })
        );
        gaps.push((bot_next, sent.elapsed()));
    }
    // g0 came after a quiet spell, g2 and g4 with a bot to move: at once. g1 and g3 came right
    // after a batch: they waited (less the time that batch took to arrive).
    for i in [0, 2, 4] {
        assert!(gaps[i].1 < batch / 2, "a notice waited: {gaps:?}");
    }
    for i in [1, 3] {
        assert!(gaps[i].1 >= batch / 2, "a change did not wait: {gaps:?}");
    }
    sending.stop().await;
}
