//! Storage: SQLite (embedded, the default) or PostgreSQL, one schema and one set of queries.
//!
//! Every write names the game's revision it read (`UPDATE games ... WHERE revision = $n`) and
//! inserts the action row keyed by (game, index) in the same transaction, so of two writers of
//! the same move exactly one succeeds and the other gets [`WriteError::Conflict`]. With
//! PostgreSQL the other server processes are told which games changed (`NOTIFY kohle`, after
//! the commit and in batches: [`crate::notify`]).

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::Row;
use std::str::FromStr;
use std::time::Duration;

/// The notification channel of PostgreSQL deployments.
pub const CHANNEL: &str = "kohle";

/// A stopping server closes its PostgreSQL connections this long after one another: the ~28 of
/// a busy server closed at once stalled every move of the other servers on the database for
/// 50–70 ms (docs/load.md, "1 December").
pub const CLOSED_APART: Duration = Duration::from_millis(20);

/// The database of a server.
#[derive(Clone, Debug)]
pub enum Db {
    Sqlite(SqlitePools),
    /// The pool, and the connections a move's queries keep between them ([`crate::held`]).
    Pg(PgPool, crate::held::Held),
}

/// SQLite: one connection writes (writes queue in the pool, fairly, and never sleep in SQLite's
/// busy handler); another reads and checkpoints the WAL in the background, so no write waits
/// for a checkpoint.
#[derive(Clone, Debug)]
pub struct SqlitePools {
    pub write: SqlitePool,
    pub read: SqlitePool,
}

/// Runs `$body` with `$p` bound to the pool, whichever the backend (the queries are the same).
macro_rules! with_pool {
    ($db:expr, $p:ident => $body:expr) => {
        match $db {
            $crate::db::Db::Sqlite(pools) => {
                let $p = &pools.write;
                $body
            }
            $crate::db::Db::Pg($p, _) => $body,
        }
    };
}

/// The same for reads.
macro_rules! with_read_pool {
    ($db:expr, $p:ident => $body:expr) => {
        match $db {
            $crate::db::Db::Sqlite(pools) => {
                let $p = &pools.read;
                $body
            }
            $crate::db::Db::Pg($p, _) => $body,
        }
    };
}
pub(crate) use {with_pool, with_read_pool};

/// The INSERT of a new game's row with its meta (a new game, or a rematch), for either backend.
macro_rules! insert_game {
    ($row:expr, $meta:expr) => {
        sqlx::query(
            "INSERT INTO games (id, game, version, players, seed, options, seats, status, \
             created, revision, undo_bumps, meta, deadline, warn_at) VALUES ($1, $2, $3, $4, \
             $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
        )
        .bind(&$row.id)
        .bind(&$row.game)
        .bind($row.version)
        .bind($row.players)
        .bind($row.seed.to_string())
        .bind(&$row.options)
        .bind(&$row.seats)
        .bind(&$row.status)
        .bind(now())
        .bind($row.revision)
        .bind(&$row.undo_bumps)
        .bind(&$meta.json)
        .bind($meta.deadline)
        .bind($meta.warn_at)
    };
}

/// A stored game's setup and status.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: String,
    pub game: String,
    pub version: i64,
    pub players: i64,
    pub seed: u64,
    pub options: String,
    pub seats: String,
    pub status: String,
    pub revision: i64,
    pub undo_bumps: String,
    /// The server's part ([`crate::meta::GameMeta`] as JSON; `None` in games from before).
    pub meta: Option<String>,
}

/// A new [`crate::meta::GameMeta`] to store with a change, and the moments it asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetaWrite {
    pub json: String,
    pub deadline: Option<i64>,
    pub warn_at: Option<i64>,
}

/// One stored action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRow {
    pub seat: u8,
    pub notation: String,
}

/// Why a write did not happen.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Another writer changed the game first (its revision moved on).
    #[error("the game moved on: another request changed it first")]
    Conflict,
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
}

/// How a finished game is stored.
pub struct Finish {
    pub final_scores: String,
}

/// A change of a game's status and meta that is not an action (a timeout, a resignation, a
/// seat taken back, an agreement).
pub struct MetaChange<'a> {
    pub meta: &'a MetaWrite,
    /// `open`, `finished` or `aborted`.
    pub status: &'a str,
    /// The final scores when the change ends the game.
    pub final_scores: Option<&'a str>,
    /// The timeouts this change fires: (seat, start of the clock's run, deadline), stored
    /// once per run (a second is refused as a conflict), with `instance`, the server.
    pub fired: &'a [(u8, i64, i64)],
    pub instance: &'a str,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// The file of an SQLite database URL (`kohle.sqlite`, `sqlite:kohle.sqlite`,
/// `sqlite://kohle.sqlite`); `None` for PostgreSQL.
pub fn sqlite_path(url: &str) -> Option<&str> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        return None;
    }
    Some(
        url.strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
            .unwrap_or(url),
    )
}

/// A database URL without its password (`postgres://kohle:***@db/kohle`), for messages and
/// logs.
pub fn redact(url: &str) -> String {
    let Some(scheme_end) = url.find("://").map(|i| i + 3) else {
        return url.to_string();
    };
    let mut out = url.to_string();
    // The password of the user info (`user:password@`).
    let rest = &url[scheme_end..];
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    if let Some(at) = rest[..authority_end].rfind('@') {
        if let Some(colon) = rest[..at].find(':') {
            out = format!(
                "{}{}:***{}",
                &url[..scheme_end],
                &rest[..colon],
                &rest[at..]
            );
        }
    }
    // A `password=` query parameter.
    if let Some(q) = out.find("password=") {
        let end = out[q..].find('&').map_or(out.len(), |e| q + e);
        out.replace_range(q + "password=".len()..end, "***");
    }
    out
}

/// A pooled PostgreSQL connection idle this long is tested before it is used again (as a held
/// one is).
use crate::held::IDLE_BEFORE_TEST;

impl Db {
    /// Opens `url`: `postgres://…` / `postgresql://…` for PostgreSQL, else an SQLite file
    /// (`kohle.sqlite`, `sqlite:kohle.sqlite`), created when missing.
    pub async fn connect(url: &str) -> anyhow::Result<Db> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let mut opts = PgConnectOptions::from_str(url)?;
            // Named in `pg_stat_activity`, unless the URL names it (`?application_name=`).
            if !url.contains("application_name") {
                opts = opts.application_name("kohle");
            }
            // A commit does not wait for PostgreSQL's WAL flush, unless the URL says otherwise
            // (`?options[synchronous_commit]=on`): the durability of the SQLite setting below. A
            // crash of kohle loses nothing acknowledged (the commit is in PostgreSQL's memory and
            // WAL buffers); a crash of PostgreSQL or of the machine may lose the last fraction of
            // a second (at most three `wal_writer_delay`s), never consistency. On this machine a
            // flush takes 3–4 ms and a move's p99 latency goes from 4 ms to 40–90 ms with it
            // (README, "Load at federation scale").
            if !url.contains("synchronous_commit") {
                opts = opts.options([("synchronous_commit", "off")]);
            }
            // sqlx tests a connection on its way back to the pool (a round trip) and, by default,
            // again when it is taken (another): a connection in steady use is tested once, one
            // that lay idle a second (PostgreSQL may have been restarted meanwhile) also when
            // taken; under load a connection is idle for milliseconds. Each
            // round trip costs both processes CPU on every query (issue 40's load runs).
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .test_before_acquire(false)
                .before_acquire(|conn, meta| {
                    Box::pin(async move {
                        if meta.idle_for >= IDLE_BEFORE_TEST {
                            sqlx::Connection::ping(conn).await?;
                        }
                        Ok(true)
                    })
                })
                .connect_with(opts)
                .await?;
            Ok(Db::Pg(pool, crate::held::Held::default()))
        } else {
            let path = sqlite_path(url).unwrap_or(url);
            let opts = SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true)
                // WAL: a committed transaction survives `kill -9` of the process (it is in the
                // WAL file); NORMAL skips the fsync, which only matters if the machine loses
                // power.
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10));
            let write = SqlitePoolOptions::new()
                .max_connections(1)
                .acquire_timeout(Duration::from_secs(30))
                .connect_with(opts.clone().pragma("wal_autocheckpoint", "0"))
                .await?;
            let read = SqlitePoolOptions::new()
                .max_connections(1)
                .acquire_timeout(Duration::from_secs(30))
                .connect_with(opts)
                .await?;
            Ok(Db::Sqlite(SqlitePools { write, read }))
        }
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, Db::Pg(..))
    }

    /// One round trip to the database (readiness).
    pub async fn ping(&self) -> sqlx::Result<()> {
        with_read_pool!(self, p => sqlx::query("SELECT 1").execute(p).await.map(|_| ()))
    }

    /// Closes the connections (the server stops). On PostgreSQL one at a time,
    /// [`CLOSED_APART`] after one another.
    pub async fn close(&self) {
        if let Db::Sqlite(pools) = self {
            pools.read.close().await;
        }
        if let Db::Pg(pool, held) = self {
            held.close(CLOSED_APART).await;
            while let Some(conn) = pool.try_acquire() {
                let _ = sqlx::Connection::close(conn.detach()).await;
                tokio::time::sleep(CLOSED_APART).await;
            }
        }
        with_pool!(self, p => p.close().await)
    }

    /// Copies the SQLite WAL into the database file without blocking writers (PASSIVE); the
    /// server calls it periodically. Nothing to do on PostgreSQL.
    pub async fn checkpoint(&self) -> sqlx::Result<()> {
        if let Db::Sqlite(pools) = self {
            sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(&pools.read)
                .await?;
        }
        Ok(())
    }

    /// Stores a new game, its token hashes (seat -1: spectator), the seats' e-mail addresses
    /// and the seats persons took (their player ids).
    pub async fn create_game(
        &self,
        row: &GameRow,
        tokens: &[(String, i64)],
        contacts: &[(u8, String, Option<present::Lang>)],
        attach: &[(u8, String)],
        meta: &MetaWrite,
    ) -> sqlx::Result<()> {
        with_pool!(self, p => {
            let mut tx = p.begin().await?;
            insert_game!(row, meta).execute(&mut *tx).await?;
            for (hash, seat) in tokens {
                sqlx::query("INSERT INTO tokens (hash, game_id, seat) VALUES ($1, $2, $3)")
                    .bind(hash)
                    .bind(&row.id)
                    .bind(*seat)
                    .execute(&mut *tx)
                    .await?;
            }
            for (seat, email, lang) in contacts {
                sqlx::query(
                    "INSERT INTO seat_contacts (game_id, seat, email, lang) VALUES ($1, $2, $3, $4)",
                )
                .bind(&row.id)
                .bind(*seat as i64)
                .bind(email)
                // "": not chosen (the profile's language, else the creator's, decides).
                .bind(lang.map_or("", |l| l.code()))
                .execute(&mut *tx)
                .await?;
            }
            for (seat, player) in attach {
                sqlx::query(
                    "INSERT INTO seat_players (game_id, seat, player_id) VALUES ($1, $2, $3)",
                )
                .bind(&row.id)
                .bind(*seat as i64)
                .bind(player)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await
        })
    }

    /// The ids of the games that are not over.
    pub async fn open_game_ids(&self) -> sqlx::Result<Vec<String>> {
        with_read_pool!(self, p => {
            let rows = sqlx::query("SELECT id FROM games WHERE status = 'open' ORDER BY created, id")
                .fetch_all(p)
                .await?;
            rows.iter().map(|r| r.try_get::<String, _>("id")).collect()
        })
    }

    /// The open games a bot may play in (a bot seat, or a person's seat a bot took over: the
    /// meta's seat control names its bot), each with when it last changed (its last action's
    /// time, or its creation; seconds). A start-up resumes these only.
    pub async fn open_games_with_bots(&self) -> sqlx::Result<Vec<(String, i64)>> {
        // On PostgreSQL, not the games whose last move left no bot to move (the hint holds
        // while the revision is the one it names; see `append_action`).
        let idle = match self {
            Db::Pg(..) => " AND (bots_idle_revision IS NULL OR bots_idle_revision <> revision)",
            Db::Sqlite(_) => "",
        };
        let sql = format!(
            "SELECT id, COALESCE((SELECT a.created FROM actions a WHERE a.game_id = games.id \
             ORDER BY a.idx DESC LIMIT 1), created) AS changed FROM games \
             WHERE status = 'open' \
             AND (seats LIKE '%\"bot\":\"%' OR meta LIKE '%\"bot\":\"%'){idle} ORDER BY created, id"
        );
        macro_rules! rows_of {
            ($rows:expr) => {
                $rows
                    .iter()
                    .map(|r| {
                        Ok((
                            r.try_get::<String, _>("id")?,
                            r.try_get::<i64, _>("changed")?,
                        ))
                    })
                    .collect()
            };
        }
        match self {
            Db::Sqlite(pools) => rows_of!(sqlx::query(&sql).fetch_all(&pools.read).await?),
            Db::Pg(p, _) => {
                // One process: a parallel scan of 110,000 games took both cores of a small
                // machine from the other servers for 100 ms as a server started (issue 40).
                let mut tx = p.begin().await?;
                sqlx::query("SET LOCAL max_parallel_workers_per_gather = 0")
                    .execute(&mut *tx)
                    .await?;
                let rows = sqlx::query(&sql).fetch_all(&mut *tx).await?;
                tx.commit().await?;
                rows_of!(rows)
            }
        }
    }

    /// A game's setup and its actions in order, or `None` if there is no such game.
    pub async fn load_game(&self, id: &str) -> sqlx::Result<Option<(GameRow, Vec<ActionRow>)>> {
        self.load_game_from(id, 0).await
    }

    /// A game's setup and its actions from index `from` on (a copy in memory that has the
    /// earlier ones reads only what it lacks), or `None` if there is no such game.
    pub async fn load_game_from(
        &self,
        id: &str,
        from: usize,
    ) -> sqlx::Result<Option<(GameRow, Vec<ActionRow>)>> {
        with_read_pool!(self, p => {
            let mut tx = p.begin().await?;
            let Some(r) = sqlx::query(
                "SELECT id, game, version, players, seed, options, seats, status, revision, \
                 undo_bumps, meta FROM games WHERE id = $1",
            )
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
            else {
                return Ok(None);
            };
            let seed: String = r.try_get("seed")?;
            let row = GameRow {
                id: r.try_get("id")?,
                game: r.try_get("game")?,
                version: r.try_get("version")?,
                players: r.try_get("players")?,
                seed: seed.parse().map_err(|_| {
                    sqlx::Error::Decode(format!("game {id}: bad seed in the database").into())
                })?,
                options: r.try_get("options")?,
                seats: r.try_get("seats")?,
                status: r.try_get("status")?,
                revision: r.try_get("revision")?,
                undo_bumps: r.try_get("undo_bumps")?,
                meta: r.try_get("meta")?,
            };
            let rows = sqlx::query(
                "SELECT idx, seat, notation FROM actions WHERE game_id = $1 AND idx >= $2 \
                 ORDER BY idx",
            )
            .bind(id)
            .bind(from as i64)
            .fetch_all(&mut *tx)
            .await?;
            tx.commit().await?;
            let mut actions = Vec::with_capacity(rows.len());
            for (i, r) in rows.iter().enumerate() {
                let idx: i64 = r.try_get("idx")?;
                if idx != (from + i) as i64 {
                    return Err(sqlx::Error::Decode(
                        format!("game {id}: action {} is missing", from + i).into(),
                    ));
                }
                let seat: i64 = r.try_get("seat")?;
                actions.push(ActionRow {
                    seat: u8::try_from(seat).map_err(|_| {
                        sqlx::Error::Decode(format!("game {id}: bad seat {seat}").into())
                    })?,
                    notation: r.try_get("notation")?,
                });
            }
            Ok(Some((row, actions)))
        })
    }

    /// The game and seat (-1: spectator) of a token hash.
    pub async fn find_token(&self, hash: &str) -> sqlx::Result<Option<(String, i64)>> {
        with_read_pool!(self, p => {
            let r = sqlx::query("SELECT game_id, seat FROM tokens WHERE hash = $1")
                .bind(hash)
                .fetch_optional(p)
                .await?;
            match r {
                None => Ok(None),
                Some(r) => Ok(Some((r.try_get("game_id")?, r.try_get("seat")?))),
            }
        })
    }

    /// Whether a game exists.
    pub async fn game_exists(&self, id: &str) -> sqlx::Result<bool> {
        with_read_pool!(self, p => {
            let r = sqlx::query("SELECT 1 AS one FROM games WHERE id = $1")
                .bind(id)
                .fetch_optional(p)
                .await?;
            Ok(r.is_some())
        })
    }

    /// Appends action `index` of a game that is at `revision`, and marks the game finished
    /// when `finish` is given; `meta` (timed games: the clocks changed) is stored with it.
    /// Committed when it returns; the game's revision after it.
    ///
    /// PostgreSQL (several servers may write): one statement bumps the revision if it is still
    /// `revision` and inserts the row; the caller then tells the other servers
    /// ([`crate::notify`]: not inside this transaction, whose commit would wait for PostgreSQL's
    /// global notification lock). SQLite (one server per file): the (game, index) key alone
    /// refuses a second writer; one INSERT, one round trip (and an UPDATE of the game in the same
    /// transaction when it finishes or its meta changes).
    ///
    /// `bots_idle`: no bot is to move after this action. PostgreSQL keeps it as
    /// `games.bots_idle_revision` (the new revision, or NULL), for servers that start beside
    /// others ([`Db::open_games_with_bots`]); SQLite has one server and does not.
    #[allow(clippy::too_many_arguments)]
    pub async fn append_action(
        &self,
        id: &str,
        revision: i64,
        index: usize,
        seat: u8,
        notation: &str,
        finish: Option<&Finish>,
        meta: Option<&MetaWrite>,
        bots_idle: bool,
    ) -> Result<i64, WriteError> {
        let conflict = |e: sqlx::Error| {
            if is_unique_violation(&e) {
                WriteError::Conflict
            } else {
                WriteError::Db(e)
            }
        };
        // What the game's row gets besides the revision, numbered from `$first`.
        let sets = |first: usize| {
            let mut sets = String::new();
            let mut n = first;
            if finish.is_some() {
                sets.push_str(&format!(
                    ", status = 'finished', finished = $2, final_scores = ${n}"
                ));
                n += 1;
            }
            if meta.is_some() {
                sets.push_str(&format!(
                    ", meta = ${n}, deadline = ${}, warn_at = ${}",
                    n + 1,
                    n + 2
                ));
            }
            sets
        };
        macro_rules! bind_sets {
            ($q:expr) => {{
                let q = $q;
                let q = match finish {
                    Some(f) => q.bind(&f.final_scores),
                    None => q,
                };
                match meta {
                    Some(m) => q.bind(&m.json).bind(m.deadline).bind(m.warn_at),
                    None => q,
                }
            }};
        }
        match self {
            Db::Pg(p, held) => {
                let sql = format!(
                    "WITH g AS (UPDATE games SET revision = revision + 1, \
                     bots_idle_revision = CASE WHEN $7 THEN revision + 1 END{} WHERE id = $1 \
                     AND revision = $3 AND status = 'open' RETURNING id), \
                     a AS (INSERT INTO actions (game_id, idx, seat, notation, created) \
                     SELECT id, $4, $5, $6, $2 FROM g RETURNING game_id) \
                     SELECT game_id FROM a",
                    sets(8)
                );
                let q = sqlx::query(&sql)
                    .bind(id)
                    .bind(now())
                    .bind(revision)
                    .bind(index as i64)
                    .bind(seat as i64)
                    .bind(notation)
                    .bind(bots_idle);
                let q = bind_sets!(q);
                let mut conn = held.take(p).await?;
                let stored = q.fetch_optional(conn.conn()).await;
                conn.keep_after(&stored);
                match stored.map_err(conflict)? {
                    Some(_) => Ok(revision + 1),
                    None => Err(WriteError::Conflict),
                }
            }
            Db::Sqlite(pools) => {
                let insert = sqlx::query(
                    "INSERT INTO actions (game_id, idx, seat, notation, created) \
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(id)
                .bind(index as i64)
                .bind(seat as i64)
                .bind(notation)
                .bind(now());
                if finish.is_none() && meta.is_none() {
                    insert.execute(&pools.write).await.map_err(conflict)?;
                } else {
                    let mut tx = pools.write.begin().await?;
                    insert.execute(&mut *tx).await.map_err(conflict)?;
                    let sql = format!(
                        "UPDATE games SET revision = revision{} WHERE id = $1",
                        sets(3)
                    );
                    let q = sqlx::query(&sql).bind(id).bind(now());
                    bind_sets!(q).execute(&mut *tx).await?;
                    tx.commit().await?;
                }
                Ok(revision)
            }
        }
    }

    /// Changes a game's meta and status (not its actions) if it is still at `revision` (the
    /// caller then tells the other servers, [`crate::notify`]): a timeout, a resignation, a seat taken back, an agreement. Of two
    /// servers that fire the same timeout, exactly one gets here first; the other gets
    /// [`WriteError::Conflict`].
    pub async fn change_meta(
        &self,
        id: &str,
        revision: i64,
        change: &MetaChange<'_>,
    ) -> Result<(), WriteError> {
        with_pool!(self, p => {
            let mut tx = p.begin().await?;
            let finished = (change.status != "open").then(now);
            let updated = sqlx::query(
                "UPDATE games SET revision = revision + 1, meta = $3, deadline = $4, \
                 warn_at = $5, status = $6, finished = COALESCE($7, finished), \
                 final_scores = COALESCE($8, final_scores) \
                 WHERE id = $1 AND revision = $2 AND status = 'open'",
            )
            .bind(id)
            .bind(revision)
            .bind(&change.meta.json)
            .bind(change.meta.deadline)
            .bind(change.meta.warn_at)
            .bind(change.status)
            .bind(finished)
            .bind(change.final_scores)
            .execute(&mut *tx)
            .await?;
            if updated.rows_affected() != 1 {
                return Err(WriteError::Conflict);
            }
            for (seat, since, deadline) in change.fired {
                sqlx::query(
                    "INSERT INTO timeouts_fired (game_id, seat, since, deadline, fired, instance) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id)
                .bind(*seat as i64)
                .bind(*since)
                .bind(*deadline)
                .bind(crate::clock::now_ms())
                .bind(change.instance)
                .execute(&mut *tx)
                .await
                .map_err(|e| {
                    if is_unique_violation(&e) {
                        WriteError::Conflict
                    } else {
                        WriteError::Db(e)
                    }
                })?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// Changes the meta of a finished game (a rematch accepted) if it is still at `revision`.
    pub async fn change_finished_meta(
        &self,
        id: &str,
        revision: i64,
        meta: &MetaWrite,
        status: &str,
    ) -> Result<(), WriteError> {
        with_pool!(self, p => {
            let mut tx = p.begin().await?;
            let updated = sqlx::query(
                "UPDATE games SET revision = revision + 1, meta = $3 \
                 WHERE id = $1 AND revision = $2 AND status = $4",
            )
            .bind(id)
            .bind(revision)
            .bind(&meta.json)
            .bind(status)
            .execute(&mut *tx)
            .await?;
            if updated.rows_affected() != 1 {
                return Err(WriteError::Conflict);
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// A rematch: the finished game `old` (at `revision`) takes `change` and the new game
    /// `row` is stored with the old one's seat addresses and persons, in one transaction.
    pub async fn create_rematch(
        &self,
        old: &str,
        revision: i64,
        change: &MetaChange<'_>,
        row: &GameRow,
        meta: &MetaWrite,
    ) -> Result<(), WriteError> {
        with_pool!(self, p => {
            let mut tx = p.begin().await?;
            let updated = sqlx::query(
                "UPDATE games SET revision = revision + 1, meta = $3 \
                 WHERE id = $1 AND revision = $2 AND status = $4",
            )
            .bind(old)
            .bind(revision)
            .bind(&change.meta.json)
            .bind(change.status)
            .execute(&mut *tx)
            .await?;
            if updated.rows_affected() != 1 {
                return Err(WriteError::Conflict);
            }
            insert_game!(row, meta).execute(&mut *tx).await?;
            sqlx::query(
                "INSERT INTO seat_contacts (game_id, seat, email, lang) \
                 SELECT $1, seat, email, lang FROM seat_contacts WHERE game_id = $2",
            )
            .bind(&row.id)
            .bind(old)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO seat_players (game_id, seat, player_id) \
                 SELECT $1, seat, player_id FROM seat_players WHERE game_id = $2",
            )
            .bind(&row.id)
            .bind(old)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    /// A new token for a seat of a game (its hash stored): a further link to the seat.
    pub async fn add_token(&self, id: &str, seat: u8) -> sqlx::Result<String> {
        let t = crate::token::new_token();
        with_pool!(self, p => {
            sqlx::query("INSERT INTO tokens (hash, game_id, seat) VALUES ($1, $2, $3)")
                .bind(crate::token::hash(&t))
                .bind(id)
                .bind(seat as i64)
                .execute(p)
                .await?;
        });
        Ok(t)
    }

    /// Sets when a game next needs the server for a "time running low" mail (after one was
    /// queued: the next, or none). Not a change of the game: no revision, no notification.
    pub async fn set_warn_at(&self, id: &str, warn_at: Option<i64>) -> sqlx::Result<()> {
        with_pool!(self, p => {
            sqlx::query("UPDATE games SET warn_at = $2 WHERE id = $1")
                .bind(id)
                .bind(warn_at)
                .execute(p)
                .await?;
            Ok(())
        })
    }

    /// Open games that need a server by `by` (a clock runs out, a warning is due).
    ///
    /// Two range reads of the deadline's and the warning's indexes: with `OR`, PostgreSQL read
    /// every open game in the order of their ids (39 ms a call beside 100,000 idle games, once a
    /// second per server, when none was due).
    pub async fn due_games(&self, by: i64, limit: i64) -> sqlx::Result<Vec<String>> {
        with_read_pool!(self, p => {
            let rows = sqlx::query(
                "SELECT id FROM (SELECT id FROM games WHERE deadline <= $1 AND status = 'open' \
                 UNION SELECT id FROM games WHERE warn_at <= $1 AND status = 'open') AS due \
                 ORDER BY id LIMIT $2",
            )
            .bind(by)
            .bind(limit)
            .fetch_all(p)
            .await?;
            rows.iter().map(|r| r.try_get::<String, _>("id")).collect()
        })
    }

    /// Replaces the actions from `from` on by `tail` (an undo) and stores the viewers' undo
    /// bumps, in one transaction, if the game is still at `revision`.
    #[allow(clippy::too_many_arguments)]
    pub async fn rewrite_tail(
        &self,
        id: &str,
        revision: i64,
        from: usize,
        tail: &[ActionRow],
        undo_bumps: &str,
        meta: Option<&MetaWrite>,
    ) -> Result<(), WriteError> {
        with_pool!(self, p => {
            let mut tx = p.begin().await?;
            let sql = if meta.is_some() {
                "UPDATE games SET revision = revision + 1, undo_bumps = $3, meta = $4, \
                 deadline = $5, warn_at = $6 WHERE id = $1 AND revision = $2 AND status = 'open'"
            } else {
                "UPDATE games SET revision = revision + 1, undo_bumps = $3 WHERE id = $1 \
                 AND revision = $2 AND status = 'open'"
            };
            let q = sqlx::query(sql).bind(id).bind(revision).bind(undo_bumps);
            let q = match meta {
                Some(m) => q.bind(&m.json).bind(m.deadline).bind(m.warn_at),
                None => q,
            };
            let updated = q.execute(&mut *tx).await?;
            if updated.rows_affected() != 1 {
                return Err(WriteError::Conflict);
            }
            sqlx::query("DELETE FROM actions WHERE game_id = $1 AND idx >= $2")
                .bind(id)
                .bind(from as i64)
                .execute(&mut *tx)
                .await?;
            for (k, a) in tail.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO actions (game_id, idx, seat, notation, created) \
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(id)
                .bind((from + k) as i64)
                .bind(a.seat as i64)
                .bind(&a.notation)
                .bind(now())
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// The stored actions of a game (tests and tools).
    pub async fn actions(&self, id: &str) -> sqlx::Result<Vec<ActionRow>> {
        Ok(self
            .load_game(id)
            .await?
            .map(|(_, a)| a)
            .unwrap_or_default())
    }
}
