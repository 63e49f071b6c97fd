//! `kohle db gc`: removes the finished (and aborted) games that ended before a date, with
//! everything that refers to them, in one transaction.
//!
//! What refers to a game comes from the one definition of the host's data
//! ([`crate::hostdata::CARRIED`]: every table with a reference to `games`: actions, tokens,
//! seats' persons and addresses, fired timeouts, analyses, rated games), plus the mail about the
//! game (`mail_outbox` keys `KIND:GAME:…`). What others still need stays: persons, their keys,
//! ratings (a removed game's rating changes are kept), unsubscribes, sign-in mail.
//!
//! Beside servers: on SQLite `kohle db gc` holds the server's file lock ([`crate::lock`]), so it
//! refuses to run beside one; on PostgreSQL the games are locked (`FOR UPDATE`) first, so a
//! server's concurrent write to one of them (a rematch, a stored analysis) waits and then finds
//! the game gone instead of half of it.

use crate::db::{with_pool, Db};
use crate::hostdata;
use sqlx::Row;

/// How many ids one statement names.
const CHUNK: usize = 500;

/// Rows removed per table, games last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Removed {
    pub tables: Vec<(&'static str, u64)>,
}

impl Removed {
    pub fn games(&self) -> u64 {
        self.tables
            .iter()
            .find(|(t, _)| *t == "games")
            .map_or(0, |(_, n)| *n)
    }

    /// `N finished games removed (games N, actions N, …)`.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = self
            .tables
            .iter()
            .map(|(t, n)| format!("{t} {n}"))
            .collect();
        format!(
            "{} finished games removed (rows removed: {})",
            self.games(),
            parts.join(", ")
        )
    }
}

/// The tables whose rows name a game (`game_id`), in the order they are emptied.
pub fn game_tables() -> Vec<&'static str> {
    hostdata::CARRIED
        .iter()
        .filter(|t| t.refs.iter().any(|(_, target)| *target == "games"))
        .map(|t| t.name)
        .collect()
}

/// `($first, $first+1, …)` for `n` values.
pub fn params(first: usize, n: usize) -> String {
    let p: Vec<String> = (first..first + n).map(|i| format!("${i}")).collect();
    p.join(", ")
}

/// Removes the finished and aborted games that ended before `before` (unix seconds) with
/// everything that refers to them, in one transaction.
pub async fn gc(db: &Db, before: i64) -> anyhow::Result<Removed> {
    let lock = if db.is_postgres() { " FOR UPDATE" } else { "" };
    let tables = game_tables();
    with_pool!(db, p => {
        let mut tx = p.begin().await?;
        let ids: Vec<String> = sqlx::query(&format!(
            "SELECT id FROM games WHERE status IN ('finished', 'aborted') AND finished < $1 \
             ORDER BY id{lock}"
        ))
        .bind(before)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|r| r.try_get::<String, _>("id"))
        .collect::<Result<_, _>>()?;
        let mut counts: Vec<(&'static str, u64)> = tables.iter().map(|t| (*t, 0)).collect();
        counts.push(("mail_outbox", 0));
        counts.push(("games", 0));
        for chunk in ids.chunks(CHUNK) {
            for (t, n) in counts.iter_mut() {
                let sql = match *t {
                    "games" => format!("DELETE FROM games WHERE id IN ({})", params(1, chunk.len())),
                    // Mail about the game: `invite:ID:SEAT`, `turn:ID:SEAT:SINCE`, ...
                    "mail_outbox" => {
                        let likes: Vec<String> =
                            (1..=chunk.len()).map(|i| format!("key LIKE ${i}")).collect();
                        format!("DELETE FROM mail_outbox WHERE {}", likes.join(" OR "))
                    }
                    t => format!("DELETE FROM {t} WHERE game_id IN ({})", params(1, chunk.len())),
                };
                let mut q = sqlx::query(&sql);
                for id in chunk {
                    q = if *t == "mail_outbox" {
                        q.bind(format!("%:{id}:%"))
                    } else {
                        q.bind(id.clone())
                    };
                }
                *n += q.execute(&mut *tx).await?.rows_affected();
            }
        }
        tx.commit().await?;
        Ok(Removed { tables: counts })
    })
}
