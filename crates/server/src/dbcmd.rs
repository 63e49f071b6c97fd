//! `kohle db`: the database tools of whoever runs a server (the command line only parses; the
//! work is here and in [`crate::archive`]).
//!
//! - `migrate`: applies the schema's pending migrations (refuses a newer database; on SQLite it
//!   takes the server's lock, so it refuses to run beside a server).
//! - `backup`: a consistent copy while a server runs: an SQLite file (`VACUUM INTO`) from SQLite,
//!   JSON lines of every game (restored by `import`) from PostgreSQL.
//! - `export` / `import`: games as JSON lines of records; import is idempotent.
//! - `check`: replays every stored game and names those that do not replay.
//! - `gc`: removes finished (and aborted) games that ended before a date.

use crate::archive::{self, Filter};
use crate::db::{self, Db};
use crate::schema;
use anyhow::Context;
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
    /// A consistent backup, also while a server runs. SQLite: FILE is an SQLite database
    /// (restore: stop the server, copy it in place). PostgreSQL: FILE holds every game as JSON
    /// lines (restore: `kohle db import`).
    Backup {
        #[arg(long)]
        db: String,
        /// Where to write the backup (must not exist).
        file: PathBuf,
    },
    /// Write games as JSON lines: each line a game record that `kohle replay` reads, with the
    /// server's part (id, status, token hashes) that `kohle db import` needs.
    Export {
        #[arg(long)]
        db: String,
        /// Only this game.
        #[arg(long, value_name = "ID")]
        game: Option<String>,
        /// Only finished games.
        #[arg(long)]
        finished: bool,
        /// Write to FILE (must not exist) instead of standard output.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Load games written by `export` or `backup` (from PostgreSQL) into any database, creating
    /// its tables when needed. All or nothing; games already stored are skipped, so importing
    /// twice adds nothing.
    Import {
        #[arg(long)]
        db: String,
        /// The JSON lines (`-`: standard input).
        file: PathBuf,
    },
    /// Replay every stored game; name those that do not replay (exit status 1 if any).
    Check {
        #[arg(long)]
        db: String,
    },
    /// Remove the finished and aborted games that ended before DATE (YYYY-MM-DD, UTC).
    Gc {
        #[arg(long)]
        db: String,
        #[arg(long, value_name = "DATE")]
        finished_before: String,
    },
}

/// Runs a `kohle db` command on a new runtime.
pub fn run(cmd: DbCommand) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?
        .block_on(run_async(cmd))
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

async fn run_async(cmd: DbCommand) -> anyhow::Result<()> {
    match cmd {
        DbCommand::Migrate { db: url } => {
            let shown = db::redact(&url);
            let _lock = match db::sqlite_path(&url) {
                Some(p) => Some(crate::lock::lock_sqlite(Path::new(p))?),
                None => None,
            };
            let db = Db::connect(&url)
                .await
                .with_context(|| format!("cannot open the database `{shown}`"))?;
            let applied = schema::migrate(&db, &format!("`{shown}`")).await?;
            db.close().await;
            if applied.is_empty() {
                println!(
                    "{shown}: the schema is up to date (version {})",
                    schema::latest()
                );
            } else {
                println!("{shown}: applied migrations {applied:?}");
            }
            Ok(())
        }
        DbCommand::Backup { db: url, file } => {
            refuse_existing(&file)?;
            let db = open_existing(&url).await?;
            let result = if db.is_postgres() {
                let mut new = NewFile::create(&file)?;
                let written = archive::export(&db, &Filter::default(), &mut new.out).await;
                new.finish(&file, written).map(|n| format!("{n} games"))
            } else {
                archive::backup_sqlite(&db, &file)
                    .await
                    .map(|()| "an SQLite copy".to_string())
            };
            db.close().await;
            let what = result?;
            println!("backup written to {} ({what})", file.display());
            Ok(())
        }
        DbCommand::Export {
            db: url,
            game,
            finished,
            output,
        } => {
            let db = open_existing(&url).await?;
            let filter = Filter {
                game: game.clone(),
                finished_only: finished,
            };
            let n = match &output {
                Some(file) => {
                    refuse_existing(file)?;
                    let mut new = NewFile::create(file)?;
                    let written = archive::export(&db, &filter, &mut new.out).await;
                    new.finish(file, written)?
                }
                None => {
                    let stdout = std::io::stdout();
                    let mut lock = stdout.lock();
                    archive::export(&db, &filter, &mut lock).await?
                }
            };
            db.close().await;
            if let (Some(id), 0) = (&game, n) {
                anyhow::bail!("there is no game `{}`", engine::quote(id));
            }
            if let Some(file) = output {
                println!("{n} games written to {}", file.display());
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
            let shown = db::redact(&url);
            let db = Db::connect(&url)
                .await
                .with_context(|| format!("cannot open the database `{shown}`"))?;
            schema::migrate(&db, &format!("`{shown}`")).await?;
            let done = archive::import(&db, &mut input).await;
            db.close().await;
            let done = done?;
            println!(
                "{} games imported, {} were there already",
                done.added, done.present
            );
            Ok(())
        }
        DbCommand::Check { db: url } => {
            let db = open_existing(&url).await?;
            let checked = archive::check(&db).await;
            db.close().await;
            let (n, broken) = checked?;
            for b in &broken {
                println!("game {}: {}", b.id, b.why);
            }
            if broken.is_empty() {
                println!("{n} games checked: every one replays");
                Ok(())
            } else {
                anyhow::bail!("{} of {n} games do not replay", broken.len())
            }
        }
        DbCommand::Gc {
            db: url,
            finished_before,
        } => {
            let before = parse_date(&finished_before)?;
            let db = open_existing(&url).await?;
            let n = archive::gc(&db, before).await;
            db.close().await;
            println!("{} finished games removed", n?);
            Ok(())
        }
    }
}

fn refuse_existing(file: &Path) -> anyhow::Result<()> {
    if file.exists() {
        anyhow::bail!(
            "{} exists already: kohle does not overwrite it",
            file.display()
        );
    }
    Ok(())
}

/// A new file written through `FILE.partial`: renamed into place once complete and synced,
/// removed if anything failed.
struct NewFile {
    partial: PathBuf,
    out: std::io::BufWriter<std::fs::File>,
}

impl NewFile {
    fn create(file: &Path) -> anyhow::Result<Self> {
        let partial = archive::partial_path(file);
        let f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&partial)
            .with_context(|| format!("cannot write {}", partial.display()))?;
        Ok(NewFile {
            partial,
            out: std::io::BufWriter::new(f),
        })
    }

    fn finish<T>(self, file: &Path, written: anyhow::Result<T>) -> anyhow::Result<T> {
        let NewFile { partial, out } = self;
        let done = written.and_then(|n| {
            let f = out.into_inner().map_err(|e| e.into_error())?;
            f.sync_all()?;
            std::fs::rename(&partial, file)?;
            Ok(n)
        });
        if done.is_err() {
            let _ = std::fs::remove_file(&partial);
        }
        done
    }
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
