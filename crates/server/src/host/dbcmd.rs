//! `kohle db`: the database tools of whoever runs a server (the command line only parses; the
//! work is here and in [`crate::archive`]).
//!
//! - `migrate`: applies the schema's pending migrations (refuses a newer database; on SQLite it
//!   takes the server's lock, so it refuses to run beside a server).
//! - `backup`: a consistent copy while a server runs: an SQLite file (`VACUUM INTO`) from SQLite,
//!   the whole export (restored by `import`) from PostgreSQL.
//! - `export` / `import`: the host's data as JSON lines ([`crate::archive`]: every table of
//!   [`crate::hostdata`]); import is all or nothing, and idempotent.
//! - `check`: the database's own checks, then the replay of every game ([`crate::dbcheck`]).
//! - `gc`: removes finished (and aborted) games that ended before a date, with everything that
//!   refers to them ([`crate::gc`]).
//!
//! Backups and exports are new files readable by their owner only (`0600`: they hold seeds,
//! hidden decisions and token hashes), never written over an existing file nor left half
//! written. The writing tools (`migrate`, `import`, `gc`) take the server's lock on an SQLite
//! file, so they refuse to run beside a server on it.

use crate::archive::{self, Filter};
use crate::db::{self, Db};
use crate::schema;
use anyhow::Context;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `kohle db` subcommands.
#[derive(clap::Subcommand, Clone, Debug)]
pub enum DbCommand {
    /// Apply the pending schema migrations. Refuses a database newer than this kohle, and (on
    /// SQLite) a file a server is using.
    Migrate {
        /// An SQLite file or a `postgres://` URL.
        #[arg(long)]
        db: String,
    },
    /// A consistent backup, also while a server runs, readable by its owner only. SQLite: FILE
    /// is an SQLite database (restore: stop the server, copy it in place). PostgreSQL: FILE is
    /// the whole export as JSON lines (restore: `kohle db import`).
    Backup {
        #[arg(long)]
        db: String,
        /// Where to write the backup (must not exist).
        file: PathBuf,
    },
    /// Write the host's data as JSON lines: a header, one line per game (a game record that
    /// `kohle replay` reads, with the server's part that `kohle db import` needs), one line per
    /// row of every other table (persons, keys, ratings, mail, ...). `--game` and `--finished`
    /// write game lines only.
    Export {
        #[arg(long)]
        db: String,
        /// Only this game.
        #[arg(long, value_name = "ID")]
        game: Option<String>,
        /// Only finished games.
        #[arg(long)]
        finished: bool,
        /// Write to FILE (must not exist; created readable by its owner only) instead of
        /// standard output.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Load what `export` or `backup` (from PostgreSQL) wrote into any database, creating its
    /// tables when needed; old exports (games only) too. All or nothing; what is stored
    /// already is skipped when it is the same, so importing twice adds nothing. On SQLite it
    /// refuses to run beside a server on the file.
    Import {
        #[arg(long)]
        db: String,
        /// The JSON lines (`-`: standard input).
        file: PathBuf,
    },
    /// The database's own checks (SQLite: integrity_check, foreign_key_check; PostgreSQL:
    /// amcheck), then replay every stored game; name what is wrong (exit status 1 if anything).
    Check {
        #[arg(long)]
        db: String,
    },
    /// Remove the finished and aborted games that ended before DATE (YYYY-MM-DD, UTC, at most
    /// tomorrow) with everything that refers to them, in one transaction. On SQLite it refuses
    /// to run beside a server on the file.
    Gc {
        #[arg(long)]
        db: String,
        #[arg(long, value_name = "DATE")]
        finished_before: String,
    },
}

/// Runs a `kohle db` command on a new runtime; prints what it did.
pub fn run(cmd: DbCommand) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?
        .block_on(async {
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            execute(cmd, &mut out).await
        })
}

/// Opens an existing database (an SQLite file must exist) and refuses one newer than this kohle.
async fn open_existing(url: &str) -> anyhow::Result<Db> {
    if let Some(path) = db::sqlite_path(url) {
        if !Path::new(path).exists() {
            anyhow::bail!("there is no database file {path}");
        }
    }
    let shown = db::redact(url);
    let db = Db::connect(url)
        .await
        .with_context(|| format!("cannot open the database `{shown}`"))?;
    schema::state(&db)
        .await?
        .refuse_newer(&format!("`{shown}`"))?;
    Ok(db)
}

/// The server's lock on an SQLite file (`None` on PostgreSQL): a writing tool refuses to run
/// beside a server.
fn lock_for_writing(url: &str) -> anyhow::Result<Option<crate::lock::FileLock>> {
    match db::sqlite_path(url) {
        Some(p) => Ok(Some(crate::lock::lock_sqlite(Path::new(p))?)),
        None => Ok(None),
    }
}

/// Runs a `kohle db` command; what it did is written to `out` (a whole export without `-o`
/// too), errors are returned.
pub async fn execute(cmd: DbCommand, out: &mut dyn Write) -> anyhow::Result<()> {
    match cmd {
        DbCommand::Migrate { db: url } => {
            let shown = db::redact(&url);
            let _lock = lock_for_writing(&url)?;
            let db = Db::connect(&url)
                .await
                .with_context(|| format!("cannot open the database `{shown}`"))?;
            let applied = schema::migrate(&db, &format!("`{shown}`")).await;
            db.close().await;
            let applied = applied?;
            if applied.is_empty() {
                writeln!(
                    out,
                    "{shown}: the schema is up to date (version {})",
                    schema::latest()
                )?;
            } else {
                writeln!(out, "{shown}: applied migrations {applied:?}")?;
            }
            Ok(())
        }
        DbCommand::Backup { db: url, file } => {
            refuse_existing(&file)?;
            let db = open_existing(&url).await?;
            let result = if db.is_postgres() {
                archive::export_to_file(&db, &Filter::default(), &file)
                    .await
                    .map(|w| w.describe())
            } else {
                archive::backup_sqlite(&db, &file)
                    .await
                    .map(|()| "an SQLite copy".to_string())
            };
            db.close().await;
            let what = result.map_err(|e| not_overwritten(e, &file))?;
            writeln!(out, "backup written to {} ({what})", file.display())?;
            Ok(())
        }
        DbCommand::Export {
            db: url,
            game,
            finished,
            output,
        } => {
            if let Some(file) = &output {
                refuse_existing(file)?;
            }
            let db = open_existing(&url).await?;
            let filter = Filter {
                game: game.clone(),
                finished_only: finished,
            };
            let written = match &output {
                Some(file) => archive::export_to_file(&db, &filter, file)
                    .await
                    .map_err(|e| not_overwritten(e, file)),
                None => archive::export(&db, &filter, out).await,
            };
            db.close().await;
            let written = written?;
            if let (Some(id), 0) = (&game, written.games) {
                if let Some(file) = &output {
                    let _ = std::fs::remove_file(file);
                }
                anyhow::bail!("there is no game `{}`", engine::quote(id));
            }
            if let Some(file) = output {
                writeln!(
                    out,
                    "{} games written to {}{}",
                    written.games,
                    file.display(),
                    written.rows_text()
                )?;
            }
            Ok(())
        }
        DbCommand::Import { db: url, file } => {
            let mut input: Box<dyn std::io::BufRead> = if file.as_os_str() == "-" {
                Box::new(std::io::BufReader::new(std::io::stdin()))
            } else {
                Box::new(std::io::BufReader::new(
                    std::fs::File::open(&file)
                        .with_context(|| format!("cannot read {}", file.display()))?,
                ))
            };
            // Every line is read and checked before the database is touched.
            let parsed = archive::read(&mut input)?;
            let shown = db::redact(&url);
            // A new SQLite file that the import does not fill is removed again.
            let new_file = db::sqlite_path(&url)
                .filter(|p| !Path::new(p).exists())
                .map(PathBuf::from);
            let lock = lock_for_writing(&url)?;
            let done = async {
                let db = Db::connect(&url)
                    .await
                    .with_context(|| format!("cannot open the database `{shown}`"))?;
                let done = match schema::migrate(&db, &format!("`{shown}`")).await {
                    Ok(_) => archive::store(&db, &parsed).await,
                    Err(e) => Err(e),
                };
                db.close().await;
                done
            }
            .await;
            drop(lock);
            if let (Err(_), Some(file)) = (&done, new_file) {
                for suffix in ["", "-wal", "-shm", "-journal"] {
                    let mut name = file.clone().into_os_string();
                    name.push(suffix);
                    let _ = std::fs::remove_file(name);
                }
            }
            writeln!(out, "{}", done?.describe())?;
            Ok(())
        }
        DbCommand::Check { db: url } => {
            let db = open_existing(&url).await?;
            let checked = crate::dbcheck::check(&db).await;
            db.close().await;
            let r = checked?;
            for f in &r.findings {
                writeln!(out, "database: {f}")?;
            }
            for n in &r.not_checked {
                writeln!(out, "not checked: {n}")?;
            }
            for b in &r.broken {
                writeln!(out, "game {}: {}", b.id, b.why)?;
            }
            if r.findings.is_empty() {
                writeln!(
                    out,
                    "database: {} found nothing wrong",
                    r.checked.join(", ")
                )?;
            }
            if r.broken.is_empty() && r.listed {
                writeln!(out, "{} games checked: every one replays", r.games)?;
            }
            match (r.findings.len(), r.broken.len()) {
                (0, 0) => Ok(()),
                (0, b) => anyhow::bail!("{b} of {} games do not replay", r.games),
                (f, 0) => anyhow::bail!("the database is damaged: {f} findings"),
                (f, b) => anyhow::bail!(
                    "the database is damaged: {f} findings; {b} of {} games do not replay",
                    r.games
                ),
            }
        }
        DbCommand::Gc {
            db: url,
            finished_before,
        } => {
            let before = parse_date(&finished_before)?;
            let latest = latest_gc_date();
            if before > latest {
                anyhow::bail!(
                    "{} is in the future: gc removes the games that ended before a date, at                      most tomorrow ({}), which removes every game finished until now; nothing                      was removed",
                    finished_before.trim(),
                    show_date(latest)
                );
            }
            let _lock = lock_for_writing(&url)?;
            let db = open_existing(&url).await?;
            let removed = crate::gc::gc(&db, before).await;
            db.close().await;
            writeln!(out, "{}", removed?.describe())?;
            Ok(())
        }
    }
}

fn refuse_existing(file: &Path) -> anyhow::Result<()> {
    if std::fs::symlink_metadata(file).is_ok() {
        anyhow::bail!(
            "{} exists already: kohle does not overwrite it; nothing was written",
            file.display()
        );
    }
    Ok(())
}

/// A file that appeared while it was written: the same message as [`refuse_existing`].
fn not_overwritten(e: anyhow::Error, file: &Path) -> anyhow::Error {
    match e.downcast_ref::<std::io::Error>() {
        Some(io) if io.kind() == std::io::ErrorKind::AlreadyExists => anyhow::anyhow!(
            "{} exists already: kohle does not overwrite it; nothing was written",
            file.display()
        ),
        _ => e,
    }
}

/// Midnight (UTC) at the start of tomorrow: the latest date gc takes.
fn latest_gc_date() -> i64 {
    let now = time::OffsetDateTime::now_utc();
    (now.date().midnight().assume_utc() + time::Duration::days(1)).unix_timestamp()
}

fn show_date(unix: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(unix)
        .map(|t| t.date().to_string())
        .unwrap_or_default()
}

/// The unix time of `YYYY-MM-DD` at 00:00 UTC.
pub fn parse_date(text: &str) -> anyhow::Result<i64> {
    let bad = || anyhow::anyhow!("`{}` is not a date: use YYYY-MM-DD", engine::quote(text));
    let mut parts = text.trim().splitn(3, '-');
    let (Some(y), Some(m), Some(d)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(bad());
    };
    let (y, m, d): (i32, u8, u8) = (
        y.parse().map_err(|_| bad())?,
        m.parse().map_err(|_| bad())?,
        d.parse().map_err(|_| bad())?,
    );
    let month = time::Month::try_from(m).map_err(|_| bad())?;
    let date = time::Date::from_calendar_date(y, month, d).map_err(|_| bad())?;
    Ok(date.midnight().assume_utc().unix_timestamp())
}
