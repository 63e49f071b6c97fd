//! PostgreSQL connections held between the queries a move makes (its statement, the batched
//! notices), so that a query costs one round trip.
//!
//! sqlx's pool tests a connection each time it comes back (a `Sync` and its answer: a round
//! trip that wakes a PostgreSQL backend and the server's task). In the pair of servers of issue
//! 40 every move made four round trips and two wakes of the listening backends; PostgreSQL's
//! backends spent a third of their time switching tasks. A held connection is taken out of the
//! pool (`detach`) and kept here between queries:
//!
//! - it is tested (a ping) only when it lay idle [`IDLE_BEFORE_TEST`] (PostgreSQL may have been
//!   restarted meanwhile), as the pool's own connections are;
//! - it is kept only when its query ended, with rows or with PostgreSQL's refusal (a conflict);
//!   after any other error (a `FATAL` one included: its backend ended the session), or when the
//!   query's future was dropped midway, it is closed, so no connection in an unknown state is
//!   used again;
//! - at most [`HELD`] are in use or kept; a query beyond waits for one (a connection opened per
//!   query beyond them costs PostgreSQL a process: under the pair's load, new connections
//!   queued for seconds).

use sqlx::postgres::{PgConnection, PgDatabaseError, PgPool, PgSeverity};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A connection idle this long is tested before it is used again.
pub const IDLE_BEFORE_TEST: Duration = Duration::from_secs(1);

/// Connections in use or kept at most (beside the pool's own).
pub const HELD: usize = 12;

/// The connections kept between queries.
#[derive(Clone, Debug)]
pub struct Held {
    free: Arc<Mutex<Vec<(PgConnection, Instant)>>>,
    in_use: Arc<tokio::sync::Semaphore>,
}

impl Default for Held {
    fn default() -> Self {
        Held {
            free: Arc::default(),
            in_use: Arc::new(tokio::sync::Semaphore::new(HELD)),
        }
    }
}

/// A held connection in use: [`Taken::keep_after`] its query puts it back.
pub struct Taken {
    conn: Option<PgConnection>,
    home: Held,
    _permit: tokio::sync::OwnedSemaphorePermit,
}

impl Held {
    /// A connection: a kept one (tested if it lay idle), else a new one from `pool`.
    pub async fn take(&self, pool: &PgPool) -> sqlx::Result<Taken> {
        let permit = self
            .in_use
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| sqlx::Error::PoolClosed)?;
        let conn = loop {
            let kept = self.free.lock().unwrap_or_else(|p| p.into_inner()).pop();
            let Some((mut conn, since)) = kept else {
                break pool.acquire().await?.detach();
            };
            if since.elapsed() < IDLE_BEFORE_TEST || sqlx::Connection::ping(&mut conn).await.is_ok()
            {
                break conn;
            }
            // Broken (PostgreSQL restarted): dropped; try the next.
        };
        Ok(Taken {
            conn: Some(conn),
            home: self.clone(),
            _permit: permit,
        })
    }

    /// How many are kept now.
    pub fn len(&self) -> usize {
        self.free.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Closes the kept connections (the server stops), `apart` after one another
    /// ([`crate::db::CLOSED_APART`]); none is taken after.
    pub async fn close(&self, apart: Duration) {
        self.in_use.close();
        let kept = std::mem::take(&mut *self.free.lock().unwrap_or_else(|p| p.into_inner()));
        for (conn, _) in kept {
            let _ = sqlx::Connection::close(conn).await;
            tokio::time::sleep(apart).await;
        }
    }
}

impl Taken {
    /// The connection, for one query.
    pub fn conn(&mut self) -> &mut PgConnection {
        self.conn
            .as_mut()
            .expect("a taken connection until it is kept")
    }

    /// The query ended with `result`: the connection goes back unless the error says it may be
    /// broken — anything but PostgreSQL's refusal of the statement (severity `ERROR`: a
    /// `FATAL` one, such as a terminated backend's, ends the session).
    pub fn keep_after<T>(mut self, result: &sqlx::Result<T>) {
        let works = match result {
            Ok(_) => true,
            Err(sqlx::Error::Database(e)) => e
                .try_downcast_ref::<PgDatabaseError>()
                .is_some_and(|e| matches!(e.severity(), PgSeverity::Error)),
            Err(_) => false,
        };
        if works {
            if let Some(conn) = self.conn.take() {
                let mut free = self.home.free.lock().unwrap_or_else(|p| p.into_inner());
                free.push((conn, Instant::now()));
            }
        }
    }
}
