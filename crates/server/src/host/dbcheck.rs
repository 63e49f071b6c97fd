//! `kohle db check`: the database's own checks first, then the replay of every stored game.
//!
//! - SQLite: `PRAGMA integrity_check` (every page, index and constraint of the file) and
//!   `PRAGMA foreign_key_check`.
//! - PostgreSQL: the `amcheck` extension: `bt_index_check` (with `heapallindexed`) on every
//!   B-tree index of the schema, and `verify_heapam` on every table where the server has it
//!   (PostgreSQL 14 and later). The extension is created for the check when it is missing and
//!   dropped again afterwards; that needs the right to create it. What cannot be checked (no
//!   extension, no right) is named, not passed over.
//! - Then every game is replayed ([`crate::app::inner_of`], as a server loads it) and its stored
//!   status is compared with the replay ([`crate::archive::status_fits`]).

use crate::db::{with_read_pool, Db};
use sqlx::Row;

/// What the checks found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// What the database's own checks covered, for the output.
    pub checked: Vec<String>,
    /// Damage the database's own checks found.
    pub findings: Vec<String>,
    /// What could not be checked, and why.
    pub not_checked: Vec<String>,
    /// Games replayed.
    pub games: usize,
    /// Whether the games could be listed (else none was replayed).
    pub listed: bool,
    /// Games that do not replay or whose status does not fit.
    pub broken: Vec<Broken>,
}

/// A stored game that does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    pub id: String,
    pub why: String,
}

impl Report {
    pub fn is_sound(&self) -> bool {
        self.findings.is_empty() && self.broken.is_empty()
    }
}

/// Runs every check.
pub async fn check(db: &Db) -> anyhow::Result<Report> {
    let mut report = Report::default();
    if db.is_postgres() {
        postgres(db, &mut report).await?;
    } else {
        sqlite(db, &mut report).await?;
    }
    replay(db, &mut report).await;
    Ok(report)
}

/// The first column of every row of a PRAGMA, as text.
async fn sqlite(db: &Db, report: &mut Report) -> anyhow::Result<()> {
    let Db::Sqlite(pools) = db else {
        return Ok(());
    };
    match sqlx::query("PRAGMA integrity_check(100)")
        .fetch_all(&pools.read)
        .await
    {
        Ok(rows) => {
            let lines: Vec<String> = rows
                .iter()
                .map(|r| r.try_get::<String, _>(0))
                .collect::<Result<_, _>>()?;
            if lines != ["ok"] {
                report
                    .findings
                    .extend(lines.into_iter().map(|l| format!("integrity_check: {l}")));
            }
        }
        Err(e) => report
            .findings
            .push(format!("integrity_check cannot run: {e}")),
    }
    report.checked.push("integrity_check".into());
    match sqlx::query("PRAGMA foreign_key_check")
        .fetch_all(&pools.read)
        .await
    {
        Ok(rows) => {
            for r in rows {
                let table: String = r.try_get(0)?;
                let rowid: Option<i64> = r.try_get(1)?;
                let parent: String = r.try_get(2)?;
                report.findings.push(format!(
                    "foreign_key_check: row {} of {table} refers to a row of {parent} that is \
                     not there",
                    rowid.map_or("?".into(), |r| r.to_string())
                ));
            }
        }
        Err(e) => report
            .findings
            .push(format!("foreign_key_check cannot run: {e}")),
    }
    report.checked.push("foreign_key_check".into());
    Ok(())
}

/// Whether an error is a refusal for lack of rights (SQLSTATE 42501) or a missing function or
/// extension, rather than a finding.
fn is_refusal(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d)
        if matches!(d.code().as_deref(), Some("42501" | "42883" | "58P01" | "0A000")))
}

async fn postgres(db: &Db, report: &mut Report) -> anyhow::Result<()> {
    let Db::Pg(pool, _) = db else {
        return Ok(());
    };
    let mut conn = pool.acquire().await?;
    let installed = sqlx::query("SELECT 1 AS one FROM pg_extension WHERE extname = 'amcheck'")
        .fetch_optional(&mut *conn)
        .await?
        .is_some();
    let mut created = false;
    if !installed {
        match sqlx::query("CREATE EXTENSION amcheck")
            .execute(&mut *conn)
            .await
        {
            Ok(_) => created = true,
            Err(e) => {
                report.not_checked.push(format!(
                    "the indexes and tables: the amcheck extension is not installed and cannot \
                     be created here ({e}); a superuser can run `CREATE EXTENSION amcheck` in \
                     this database"
                ));
                return Ok(());
            }
        }
    }
    let result = amcheck(&mut conn, report).await;
    if created {
        if let Err(e) = sqlx::query("DROP EXTENSION amcheck")
            .execute(&mut *conn)
            .await
        {
            report.not_checked.push(format!(
                "(the amcheck extension created for the check could not be dropped again: {e})"
            ));
        }
    }
    result
}

async fn amcheck(conn: &mut sqlx::PgConnection, report: &mut Report) -> anyhow::Result<()> {
    let indexes: Vec<String> = sqlx::query(
        "SELECT c.relname::TEXT AS name FROM pg_index i \
         JOIN pg_class c ON c.oid = i.indexrelid \
         JOIN pg_am am ON am.oid = c.relam \
         JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE am.amname = 'btree' AND n.nspname = current_schema() ORDER BY 1",
    )
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(|r| r.try_get::<String, _>("name"))
    .collect::<Result<_, _>>()?;
    let mut refused = None;
    let mut n = 0;
    for index in &indexes {
        let r = sqlx::query("SELECT bt_index_check($1::regclass, true)")
            .bind(quote_ident(index))
            .execute(&mut *conn)
            .await;
        match r {
            Ok(_) => n += 1,
            Err(e) if is_refusal(&e) => {
                refused = Some(e.to_string());
                break;
            }
            Err(e) => report.findings.push(format!("index {index}: {e}")),
        }
    }
    if let Some(e) = refused {
        report
            .not_checked
            .push(format!("the indexes: bt_index_check is refused here ({e})"));
    } else {
        report
            .checked
            .push(format!("bt_index_check of {n} B-tree indexes"));
    }
    let has_heapam = sqlx::query("SELECT 1 AS one FROM pg_proc WHERE proname = 'verify_heapam'")
        .fetch_optional(&mut *conn)
        .await?
        .is_some();
    if !has_heapam {
        report.not_checked.push(
            "the tables' pages: this PostgreSQL's amcheck has no verify_heapam (14 and later)"
                .into(),
        );
        return Ok(());
    }
    let tables: Vec<String> = sqlx::query(
        "SELECT table_name::TEXT AS name FROM information_schema.tables \
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
    )
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(|r| r.try_get::<String, _>("name"))
    .collect::<Result<_, _>>()?;
    for table in &tables {
        let r = sqlx::query(
            "SELECT blkno, offnum, msg FROM verify_heapam($1::regclass, on_error_stop => false)",
        )
        .bind(quote_ident(table))
        .fetch_all(&mut *conn)
        .await;
        match r {
            Ok(rows) => {
                for row in rows {
                    let blkno: Option<i64> = row.try_get("blkno").ok();
                    let msg: Option<String> = row.try_get("msg").ok().flatten();
                    report.findings.push(format!(
                        "table {table}, page {}: {}",
                        blkno.map_or("?".into(), |b| b.to_string()),
                        msg.unwrap_or_default()
                    ));
                }
            }
            Err(e) if is_refusal(&e) => {
                report.not_checked.push(format!(
                    "the tables' pages: verify_heapam is refused here ({e})"
                ));
                return Ok(());
            }
            Err(e) => report.findings.push(format!("table {table}: {e}")),
        }
    }
    report
        .checked
        .push(format!("verify_heapam of {} tables", tables.len()));
    Ok(())
}

/// A name as an SQL identifier (`"name"`).
fn quote_ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// Replays every stored game.
async fn replay(db: &Db, report: &mut Report) {
    let ids: Result<Vec<String>, sqlx::Error> = with_read_pool!(db, p => {
        sqlx::query("SELECT id FROM games ORDER BY created, id")
            .fetch_all(p)
            .await
            .and_then(|rows| rows.iter().map(|r| r.try_get::<String, _>("id")).collect())
    });
    let ids = match ids {
        Ok(ids) => {
            report.listed = true;
            ids
        }
        Err(e) => {
            report
                .findings
                .push(format!("the games cannot be listed: {e}"));
            return;
        }
    };
    for id in &ids {
        let why = match db.load_game(id).await {
            Err(e) => Some(format!("cannot be read: {e}")),
            Ok(None) => None, // removed meanwhile
            Ok(Some((row, actions))) => match crate::app::inner_of(&row, actions) {
                Err(e) => Some(format!("does not replay: {e}")),
                Ok(inner) => {
                    crate::archive::status_fits(&row.status, inner.table.is_over(), &inner.meta)
                        .err()
                }
            },
        };
        if let Some(why) = why {
            report.broken.push(Broken {
                id: id.clone(),
                why,
            });
        }
    }
    report.games = ids.len();
}
