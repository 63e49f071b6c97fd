//! Games as JSON lines: the export and backup format of `kohle db`, and its import.
//!
//! One line per game: the game's record, exactly as `kohle replay` reads it (game, version,
//! players, seed, options, seats, actions as `SEAT: NOTATION`), plus a `server` object with what
//! a server needs to go on with it: its id, status, times, revision, undo bumps, final scores
//! and the SHA-256 hashes of its tokens (never the tokens; invite links keep working after a
//! move). `kohle replay` ignores the `server` object.
//!
//! Import checks every line first (it parses and replays, its status fits the record) and then
//! writes all games in one transaction: a bad line names its number and what is wrong and
//! changes nothing. A game whose id is stored already is skipped when it is the same game (so a
//! second import adds nothing) and refused when it is not.

use crate::db::{with_pool, with_read_pool, Db};
use crate::table;
use engine::GameRecord;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use std::io::{BufRead, Write};

/// The object under `server` in an export line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerPart {
    pub id: String,
    /// `open`, `finished` or `aborted`.
    pub status: String,
    /// Unix seconds.
    pub created: i64,
    pub finished: Option<i64>,
    pub revision: i64,
    /// Per viewer, what undos added to its version number.
    pub undo_bumps: Vec<u64>,
    #[serde(default)]
    pub final_scores: Option<serde_json::Value>,
    /// The tokens' SHA-256 hashes and seats (-1: the spectator link).
    pub tokens: Vec<TokenHash>,
    /// When each action was stored (unix seconds), in order.
    pub action_times: Vec<i64>,
    /// How the game ended (once it has): places and reasons as the server tells them
    /// ([`present::ending`]), so that `kohle replay` tells the same account. Written by the
    /// export; an import recomputes nothing from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<present::ending::Ending>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenHash {
    pub hash: String,
    pub seat: i64,
}

/// One exported game.
#[derive(Clone, Debug, PartialEq)]
pub struct Exported {
    pub record: GameRecord,
    pub server: ServerPart,
}

impl Exported {
    /// The line (no newline at the end).
    pub fn to_line(&self) -> String {
        let mut v = serde_json::to_value(&self.record).unwrap_or_default();
        if let Some(o) = v.as_object_mut() {
            o.insert(
                "server".into(),
                serde_json::to_value(&self.server).unwrap_or_default(),
            );
        }
        v.to_string()
    }

    /// Reads a line; `Err` says what is wrong with it.
    pub fn from_line(line: &str) -> Result<Self, String> {
        let mut v: serde_json::Value =
            serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
        let server = v
            .as_object_mut()
            .ok_or("not a JSON object")?
            .remove("server")
            .ok_or("no `server` object: not a line of `kohle db export`")?;
        let server: ServerPart =
            serde_json::from_value(server).map_err(|e| format!("`server`: {e}"))?;
        let record = GameRecord::from_json(&v.to_string()).map_err(|e| e.to_string())?;
        Ok(Exported { record, server })
    }

    /// Checks that the line describes a game a server can go on with: it replays, and its
    /// status, ids, tokens and times fit.
    pub fn check(&self) -> Result<(), String> {
        let s = &self.server;
        if s.id.is_empty() || s.id.len() > 64 || !s.id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(format!("bad game id `{}`", engine::quote(&s.id)));
        }
        if !["open", "finished", "aborted"].contains(&s.status.as_str()) {
            return Err(format!(
                "bad status `{}` (open, finished or aborted)",
                engine::quote(&s.status)
            ));
        }
        if s.action_times.len() != self.record.actions.len() {
            return Err(format!(
                "{} actions but {} action times",
                self.record.actions.len(),
                s.action_times.len()
            ));
        }
        let players = self.record.players as i64;
        for t in &s.tokens {
            if t.hash.len() != 64 || !t.hash.chars().all(|c| c.is_ascii_hexdigit()) {
                return Err("a token hash is not 64 hex digits".into());
            }
            if t.seat < -1 || t.seat >= players {
                return Err(format!("a token for seat {} of {players}", t.seat));
            }
        }
        let (_, actions) = split_actions(&self.record)?;
        let table = table::load_table(self.record.clone(), actions)
            .map_err(|e| format!("does not replay: {e}"))?;
        match (s.status.as_str(), table.is_over()) {
            ("finished", false) => Err("marked finished but the game is not over".into()),
            ("open", true) => Err("marked open but the game is over".into()),
            _ => Ok(()),
        }
    }
}

/// The record without its actions, and its actions as rows.
fn split_actions(record: &GameRecord) -> Result<(GameRecord, Vec<crate::db::ActionRow>), String> {
    let mut rows = Vec::with_capacity(record.actions.len());
    for (i, a) in record.actions.iter().enumerate() {
        let (seat, notation) = a
            .split_once(':')
            .ok_or_else(|| format!("action {i}: `SEAT: NOTATION` expected"))?;
        let seat: u8 = seat
            .trim()
            .parse()
            .map_err(|_| format!("action {i}: bad seat"))?;
        rows.push(crate::db::ActionRow {
            seat,
            notation: notation.trim().to_string(),
        });
    }
    let mut bare = record.clone();
    bare.actions.clear();
    Ok((bare, rows))
}

/// How an exported game ended, from its record and meta (`None` while it runs, or when it does
/// not replay: `kohle db check` reports that).
fn ending_of_export(
    record: &GameRecord,
    meta: Option<&str>,
    status: &str,
) -> Option<present::ending::Ending> {
    let meta = crate::meta::GameMeta::parse(meta).ok()?;
    let (bare, actions) = split_actions(record).ok()?;
    let table = table::load_table(bare, actions).ok()?;
    crate::ending::ending_of(table.seats_in(), &meta, status != "open" || table.is_over())
}

/// Which games to export.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub game: Option<String>,
    pub finished_only: bool,
}

/// Writes the games of `db` that pass `filter` as JSON lines, all read in one transaction (a
/// consistent snapshot while a server writes). The number of games written.
pub async fn export(db: &Db, filter: &Filter, out: &mut dyn Write) -> anyhow::Result<usize> {
    let mut n = 0;
    with_read_pool!(db, p => {
        let mut tx = p.begin().await?;
        if db.is_postgres() {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
        let games = sqlx::query(
            "SELECT id, game, version, players, seed, options, seats, status, created, finished, \
             final_scores, revision, undo_bumps, meta FROM games ORDER BY created, id",
        )
        .fetch_all(&mut *tx)
        .await?;
        for g in games {
            let id: String = g.try_get("id")?;
            let status: String = g.try_get("status")?;
            if filter.game.as_ref().is_some_and(|want| *want != id)
                || (filter.finished_only && status != "finished")
            {
                continue;
            }
            let actions = sqlx::query(
                "SELECT seat, notation, created FROM actions WHERE game_id = $1 ORDER BY idx",
            )
            .bind(&id)
            .fetch_all(&mut *tx)
            .await?;
            let tokens = sqlx::query("SELECT hash, seat FROM tokens WHERE game_id = $1 ORDER BY seat, hash")
                .bind(&id)
                .fetch_all(&mut *tx)
                .await?;
            let seed: String = g.try_get("seed")?;
            let final_scores: Option<String> = g.try_get("final_scores")?;
            let undo_bumps: String = g.try_get("undo_bumps")?;
            let meta: Option<String> = g.try_get("meta")?;
            let record = GameRecord {
                game: g.try_get("game")?,
                version: u32::try_from(g.try_get::<i64, _>("version")?)?,
                players: u8::try_from(g.try_get::<i64, _>("players")?)?,
                seed: seed.parse()?,
                options: serde_json::from_str(&g.try_get::<String, _>("options")?)?,
                seats: serde_json::from_str(&g.try_get::<String, _>("seats")?)?,
                actions: actions
                    .iter()
                    .map(|a| {
                        Ok(format!(
                            "{}: {}",
                            a.try_get::<i64, _>("seat")?,
                            a.try_get::<String, _>("notation")?
                        ))
                    })
                    .collect::<Result<_, sqlx::Error>>()?,
            };
            let ending = ending_of_export(&record, meta.as_deref(), &status);
            let server = ServerPart {
                ending,
                id,
                status,
                created: g.try_get("created")?,
                finished: g.try_get("finished")?,
                revision: g.try_get("revision")?,
                undo_bumps: serde_json::from_str(&undo_bumps)?,
                final_scores: final_scores.map(|f| serde_json::from_str(&f)).transpose()?,
                tokens: tokens
                    .iter()
                    .map(|t| {
                        Ok(TokenHash {
                            hash: t.try_get("hash")?,
                            seat: t.try_get("seat")?,
                        })
                    })
                    .collect::<Result<_, sqlx::Error>>()?,
                action_times: actions
                    .iter()
                    .map(|a| a.try_get::<i64, _>("created"))
                    .collect::<Result<_, _>>()?,
            };
            writeln!(out, "{}", Exported { record, server }.to_line())?;
            n += 1;
        }
        tx.commit().await?;
    });
    out.flush()?;
    Ok(n)
}

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    pub added: usize,
    /// Games that were stored already (the same game).
    pub present: usize,
}

/// Reads JSON lines and stores their games in `db`: all or nothing.
pub async fn import(db: &Db, input: &mut dyn BufRead) -> anyhow::Result<Imported> {
    let mut games = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let e = Exported::from_line(&line)
            .and_then(|e| e.check().map(|()| e))
            .map_err(|why| anyhow::anyhow!("line {}: {why}; nothing was imported", i + 1))?;
        if !ids.insert(e.server.id.clone()) {
            anyhow::bail!(
                "line {}: game {} appears twice; nothing was imported",
                i + 1,
                e.server.id
            );
        }
        games.push(e);
    }
    let mut done = Imported::default();
    with_pool!(db, p => {
        let mut tx = p.begin().await?;
        for e in &games {
            let s = &e.server;
            let stored = sqlx::query("SELECT seed, game FROM games WHERE id = $1")
                .bind(&s.id)
                .fetch_optional(&mut *tx)
                .await?;
            if let Some(row) = stored {
                let seed: String = row.try_get("seed")?;
                let game: String = row.try_get("game")?;
                let n: i64 = sqlx::query("SELECT COUNT(*) AS n FROM actions WHERE game_id = $1")
                    .bind(&s.id)
                    .fetch_one(&mut *tx)
                    .await?
                    .try_get("n")?;
                if seed != e.record.seed.to_string()
                    || game != e.record.game
                    || n != e.record.actions.len() as i64
                {
                    anyhow::bail!(
                        "game {} is stored already, with other contents ({n} actions stored, \
                         {} in the import); nothing was imported",
                        s.id,
                        e.record.actions.len()
                    );
                }
                done.present += 1;
                continue;
            }
            sqlx::query(
                "INSERT INTO games (id, game, version, players, seed, options, seats, status, \
                 created, finished, final_scores, revision, undo_bumps) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
            )
            .bind(&s.id)
            .bind(&e.record.game)
            .bind(e.record.version as i64)
            .bind(e.record.players as i64)
            .bind(e.record.seed.to_string())
            .bind(e.record.options.to_string())
            .bind(serde_json::to_string(&e.record.seats)?)
            .bind(&s.status)
            .bind(s.created)
            .bind(s.finished)
            .bind(s.final_scores.as_ref().map(|f| f.to_string()))
            .bind(s.revision)
            .bind(serde_json::to_string(&s.undo_bumps)?)
            .execute(&mut *tx)
            .await?;
            let (_, rows) = split_actions(&e.record).map_err(anyhow::Error::msg)?;
            for (idx, (a, t)) in rows.iter().zip(&s.action_times).enumerate() {
                sqlx::query(
                    "INSERT INTO actions (game_id, idx, seat, notation, created) \
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(&s.id)
                .bind(idx as i64)
                .bind(a.seat as i64)
                .bind(&a.notation)
                .bind(*t)
                .execute(&mut *tx)
                .await?;
            }
            for t in &s.tokens {
                sqlx::query("INSERT INTO tokens (hash, game_id, seat) VALUES ($1, $2, $3)")
                    .bind(&t.hash)
                    .bind(&s.id)
                    .bind(t.seat)
                    .execute(&mut *tx)
                    .await?;
            }
            done.added += 1;
        }
        tx.commit().await?;
    });
    Ok(done)
}

/// A stored game that does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    pub id: String,
    pub why: String,
}

/// Replays every stored game: (games checked, those that do not replay).
pub async fn check(db: &Db) -> anyhow::Result<(usize, Vec<Broken>)> {
    let ids: Vec<String> = with_read_pool!(db, p => {
        sqlx::query("SELECT id FROM games ORDER BY created, id")
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| r.try_get::<String, _>("id"))
            .collect::<Result<_, _>>()?
    });
    let mut broken = Vec::new();
    for id in &ids {
        let why = match db.load_game(id).await {
            Err(e) => Some(format!("cannot be read: {e}")),
            Ok(None) => None, // removed meanwhile
            Ok(Some((row, actions))) => match crate::app::inner_of(&row, actions) {
                Err(e) => Some(format!("does not replay: {e}")),
                Ok(inner) if row.status == "finished" && !inner.table.is_over() => {
                    Some("marked finished but the game is not over".into())
                }
                Ok(inner) if row.status == "open" && inner.table.is_over() => {
                    Some("marked open but the game is over".into())
                }
                Ok(_) => None,
            },
        };
        if let Some(why) = why {
            broken.push(Broken {
                id: id.clone(),
                why,
            });
        }
    }
    Ok((ids.len(), broken))
}

/// Removes the finished and aborted games that ended before `before` (unix seconds), with their
/// actions, tokens and analyses, in one transaction: the number removed.
pub async fn gc(db: &Db, before: i64) -> anyhow::Result<u64> {
    let cond = "SELECT id FROM games WHERE status IN ('finished', 'aborted') AND finished < $1";
    with_pool!(db, p => {
        let mut tx = p.begin().await?;
        sqlx::query(&format!("DELETE FROM tokens WHERE game_id IN ({cond})"))
            .bind(before)
            .execute(&mut *tx)
            .await?;
        sqlx::query(&format!("DELETE FROM actions WHERE game_id IN ({cond})"))
            .bind(before)
            .execute(&mut *tx)
            .await?;
        sqlx::query(&format!("DELETE FROM analyses WHERE game_id IN ({cond})"))
            .bind(before)
            .execute(&mut *tx)
            .await?;
        let n = sqlx::query("DELETE FROM games WHERE status IN ('finished', 'aborted') AND finished < $1")
            .bind(before)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        tx.commit().await?;
        Ok(n)
    })
}

/// A consistent copy of an SQLite database while a server writes to it (`VACUUM INTO`, which
/// reads one snapshot), written to a temporary file beside `to` and renamed into place.
pub async fn backup_sqlite(db: &Db, to: &std::path::Path) -> anyhow::Result<()> {
    let Db::Sqlite(pools) = db else {
        anyhow::bail!("not an SQLite database");
    };
    let partial = partial_path(to);
    let _ = std::fs::remove_file(&partial);
    let target = partial
        .to_str()
        .ok_or_else(|| anyhow::anyhow!("the backup path is not UTF-8"))?;
    sqlx::query("VACUUM INTO $1")
        .bind(target)
        .execute(&pools.read)
        .await
        .map_err(|e| {
            let _ = std::fs::remove_file(&partial);
            anyhow::anyhow!("the backup failed: {e}")
        })?;
    std::fs::rename(&partial, to)?;
    Ok(())
}

/// `FILE.partial` beside `FILE`.
pub fn partial_path(to: &std::path::Path) -> std::path::PathBuf {
    let mut name = to.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    to.with_file_name(name)
}
