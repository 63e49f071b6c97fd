//! The database schema: versioned migrations (`crates/server/migrations/NNNN_*.sql`), applied by
//! `kohle db migrate` or on start, and the check that a database is not newer than this binary.
//!
//! sqlx records every applied migration in `_sqlx_migrations`; a version there that this binary
//! does not know was written by a newer kohle, and this one refuses it rather than guess.

use crate::db::Db;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::Row;
use std::borrow::Cow;

/// A migration's SQL: one text for both backends, or one each where they differ (PostgreSQL's
/// autovacuum settings, which SQLite has no word for).
enum Sql {
    Both(&'static str),
    Each {
        sqlite: &'static str,
        postgres: &'static str,
    },
}

/// Every migration this binary knows: (version, description, SQL). Numbers 0002..0009 belong to
/// operations, 0010..0019 to the features of play over days, 0020..0029 to what comes after
/// the game (its analysis), 0030 and up to servers sharing a database.
const MIGRATIONS: &[(i64, &str, Sql)] = &[
    (
        1,
        "games",
        Sql::Both(include_str!("../../migrations/0001_games.sql")),
    ),
    (
        2,
        "ops",
        Sql::Both(include_str!("../../migrations/0002_ops.sql")),
    ),
    (
        10,
        "days",
        Sql::Both(include_str!("../../migrations/0010_days.sql")),
    ),
    (
        20,
        "analysis",
        Sql::Both(include_str!("../../migrations/0020_analysis.sql")),
    ),
    (
        30,
        "bots idle",
        Sql::Both(include_str!("../../migrations/0030_bots_idle.sql")),
    ),
    (
        31,
        "games analyze",
        Sql::Each {
            sqlite: include_str!("../../migrations/0031_games_analyze.sqlite.sql"),
            postgres: include_str!("../../migrations/0031_games_analyze.sql"),
        },
    ),
];

/// The newest schema version this binary knows.
pub fn latest() -> i64 {
    MIGRATIONS.iter().map(|m| m.0).max().unwrap_or(0)
}

/// Which backend a migrator is for.
#[derive(Clone, Copy)]
enum Backend {
    Sqlite,
    Postgres,
}

fn migrator(backend: Backend) -> Migrator {
    Migrator {
        migrations: Cow::Owned(
            MIGRATIONS
                .iter()
                .map(|(v, d, sql)| {
                    let sql = match (sql, backend) {
                        (Sql::Both(sql), _) => *sql,
                        (Sql::Each { sqlite, .. }, Backend::Sqlite) => *sqlite,
                        (Sql::Each { postgres, .. }, Backend::Postgres) => *postgres,
                    };
                    Migration::new(
                        *v,
                        Cow::Borrowed(*d),
                        MigrationType::Simple,
                        Cow::Borrowed(sql),
                        false,
                    )
                })
                .collect(),
        ),
        ..Migrator::DEFAULT
    }
}

/// Runs the query of `applied_versions` on one backend's pool.
macro_rules! applied_on {
    ($pool:expr) => {{
        // A database that was never migrated has no table: nothing applied.
        match sqlx::query("SELECT version, success FROM _sqlx_migrations ORDER BY version")
            .fetch_all($pool)
            .await
        {
            Ok(rows) => {
                let mut versions = Vec::new();
                for r in rows {
                    if r.try_get::<bool, _>("success")? {
                        versions.push(r.try_get::<i64, _>("version")?);
                    }
                }
                versions
            }
            Err(sqlx::Error::Database(e)) if is_missing_table(e.message()) => Vec::new(),
            Err(e) => return Err(e.into()),
        }
    }};
}

/// Where a database stands against this binary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchemaState {
    /// The versions applied, in order.
    pub applied: Vec<i64>,
    /// The versions this binary would apply.
    pub pending: Vec<i64>,
    /// Applied versions this binary does not know (a newer kohle wrote them).
    pub unknown: Vec<i64>,
}

impl SchemaState {
    /// An error naming the newer schema, if the database is newer than this binary.
    pub fn refuse_newer(&self, shown: &str) -> anyhow::Result<()> {
        if self.unknown.is_empty() {
            return Ok(());
        }
        anyhow::bail!(
            "the database {shown} is newer than this kohle: it has schema version {} and this \
             kohle ({}) knows versions up to {}. Run the newer kohle (or restore a backup taken \
             before the upgrade); nothing was changed",
            self.unknown.iter().max().copied().unwrap_or(0),
            env!("CARGO_PKG_VERSION"),
            latest()
        )
    }
}

/// The applied, pending and unknown migrations of `db`.
pub async fn state(db: &Db) -> anyhow::Result<SchemaState> {
    let applied: Vec<i64> = match db {
        Db::Sqlite(p) => applied_on!(&p.read),
        Db::Pg(p, _) => applied_on!(p),
    };
    let known: Vec<i64> = MIGRATIONS.iter().map(|m| m.0).collect();
    Ok(SchemaState {
        pending: known
            .iter()
            .copied()
            .filter(|v| !applied.contains(v))
            .collect(),
        unknown: applied
            .iter()
            .copied()
            .filter(|v| !known.contains(v))
            .collect(),
        applied,
    })
}

fn is_missing_table(message: &str) -> bool {
    message.contains("no such table") || message.contains("does not exist")
}

/// Applies the pending migrations (refusing a newer database first): the versions applied.
/// Safe with several processes on PostgreSQL (sqlx takes an advisory lock).
pub async fn migrate(db: &Db, shown: &str) -> anyhow::Result<Vec<i64>> {
    let before = state(db).await?;
    before.refuse_newer(shown)?;
    match db {
        Db::Sqlite(p) => migrator(Backend::Sqlite).run(&p.write).await?,
        Db::Pg(p, _) => migrator(Backend::Postgres).run(p).await?,
    }
    let after = state(db).await?;
    Ok(after
        .applied
        .into_iter()
        .filter(|v| !before.applied.contains(v))
        .collect())
}
