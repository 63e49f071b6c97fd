//! The host's data as JSON lines: the export and backup format of `kohle db`, and its import.
//!
//! A whole export (`kohle db export` without a filter, and `kohle db backup` on PostgreSQL)
//! carries every table of [`crate::hostdata::CARRIED`], in three kinds of lines:
//!
//! 1. A header: `{"kohle_export": 2, "schema": N}` (the format and the schema version it was
//!    written from). Exports of kohle before format 2 have no header.
//! 2. One **game line** per game: the game's record, exactly as `kohle replay` reads it (game,
//!    version, players, seed, options, seats, actions as `SEAT: NOTATION`), plus a `server`
//!    object with what a server needs to go on with it: its id, status, times, revision, undo
//!    bumps, final scores, its meta (clocks, who plays each seat, agreements: the column
//!    `games.meta` as JSON), deadline and warning time, and the SHA-256 hashes of its tokens
//!    (never the tokens; invite links keep working after a move). `kohle replay` ignores the
//!    `server` object. A line saved to a file on its own replays as it is.
//! 3. One **row line** per row of every other carried table:
//!    `{"table": "players", "row": {"id": "…", "name": "…", …}}`, every column by its name.
//!
//! Lines are in a fixed order (header, games by creation, then the tables in the order of
//! [`crate::hostdata::CARRIED`], rows by key, text compared byte-wise), so that the same data
//! gives the same file from SQLite and from PostgreSQL. `--game` and `--finished` write game
//! lines only (no header): records of some games, not the host's data.
//!
//! Import reads every line first (game lines parse and replay, their status fits the record;
//! rows have every column of their type; nothing appears twice; a row's references are in the
//! file or stored already) and then writes everything in one transaction: a bad line names its
//! number and what is wrong, and nothing changes. A row (or game) stored already is skipped
//! when it is the same (so a second import adds nothing) and refused when it is not. Old
//! exports (game lines only) still import.

use crate::db::{with_pool, with_read_pool, Db};
use crate::hostdata::{self, Carried, Table, Values};
use crate::meta::GameMeta;
use crate::table;
use engine::GameRecord;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sqlx::Row;
use std::collections::{BTreeMap, HashSet};
use std::io::{BufRead, Write};

/// The format of the lines this kohle writes (the header's `kohle_export`).
pub const FORMAT: u64 = 2;

/// The object under `server` in a game line.
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
    pub final_scores: Option<Value>,
    /// The server's part of the game (`games.meta`: clocks, seats, agreements); absent in
    /// exports before format 2 and in untimed games from before clocks.
    #[serde(default)]
    pub meta: Option<Value>,
    /// Milliseconds since 1970: when the first running clock runs out.
    #[serde(default)]
    pub deadline: Option<i64>,
    /// Milliseconds since 1970: when a seat is next told its time runs low.
    #[serde(default)]
    pub warn_at: Option<i64>,
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
        let v: Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
        Self::from_value(v)
    }

    fn from_value(mut v: Value) -> Result<Self, String> {
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
    /// status, ids, tokens, meta and times fit.
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
        let meta = GameMeta::parse(self.meta_text().as_deref())?;
        let (_, actions) = split_actions(&self.record)?;
        let table = table::load_table(self.record.clone(), actions)
            .map_err(|e| format!("does not replay: {e}"))?;
        status_fits(&s.status, table.is_over(), &meta)
    }

    fn meta_text(&self) -> Option<String> {
        self.server.meta.as_ref().map(Value::to_string)
    }
}

/// Whether a stored status fits the game: `finished` needs a game that is over or was ended
/// early (a resignation, a forfeit), `open` one that is not over.
pub fn status_fits(status: &str, over: bool, meta: &GameMeta) -> Result<(), String> {
    match status {
        "finished" if !over && !meta.ended_early => {
            Err("marked finished but the game is not over".into())
        }
        "open" if over => Err("marked open but the game is over".into()),
        "open" if meta.aborted => Err("marked open but its meta says aborted".into()),
        _ => Ok(()),
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
    crate::ending::ending_of(
        table.seats_in(present::Lang::En),
        &meta,
        status != "open" || table.is_over(),
    )
}

/// Which games to export.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub game: Option<String>,
    pub finished_only: bool,
}

impl Filter {
    /// No filter: the host's whole data.
    pub fn is_whole(&self) -> bool {
        self.game.is_none() && !self.finished_only
    }
}

/// What an export wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    pub games: usize,
    /// Rows per table carried as row lines (a whole export only).
    pub rows: BTreeMap<&'static str, usize>,
}

impl Written {
    /// `N games` and, in a whole export, the rows per table.
    pub fn describe(&self) -> String {
        format!("{} games{}", self.games, self.rows_text())
    }

    /// ` and rows: players N, …` (empty when no rows were written).
    pub fn rows_text(&self) -> String {
        let rows: Vec<String> = hostdata::row_tables()
            .filter_map(|t| self.rows.get(t.name).map(|n| format!("{} {n}", t.name)))
            .collect();
        if rows.is_empty() {
            String::new()
        } else {
            format!(" and rows: {}", rows.join(", "))
        }
    }
}

/// Writes the data of `db` as JSON lines, all read in one transaction (a consistent snapshot
/// while a server writes): every carried table without a filter, else the games that pass it.
pub async fn export(db: &Db, filter: &Filter, out: &mut dyn Write) -> anyhow::Result<Written> {
    let mut written = Written::default();
    with_read_pool!(db, p => {
        let mut tx = p.begin().await?;
        if db.is_postgres() {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
        if filter.is_whole() {
            writeln!(out, "{}", json!({ "kohle_export": FORMAT, "schema": crate::schema::latest() }))?;
        }
        let games = sqlx::query(
            "SELECT id, game, version, players, seed, options, seats, status, created, finished, \
             final_scores, revision, undo_bumps, meta, deadline, warn_at FROM games",
        )
        .fetch_all(&mut *tx)
        .await?;
        let mut order = Vec::with_capacity(games.len());
        for (i, g) in games.iter().enumerate() {
            order.push((g.try_get::<i64, _>("created")?, g.try_get::<String, _>("id")?, i));
        }
        order.sort();
        for (_, id, i) in order {
            let g = &games[i];
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
            let tokens = sqlx::query("SELECT hash, seat FROM tokens WHERE game_id = $1")
                .bind(&id)
                .fetch_all(&mut *tx)
                .await?;
            let mut tokens = tokens
                .iter()
                .map(|t| {
                    Ok(TokenHash {
                        hash: t.try_get("hash")?,
                        seat: t.try_get("seat")?,
                    })
                })
                .collect::<Result<Vec<_>, sqlx::Error>>()?;
            tokens.sort_by(|a, b| (a.seat, &a.hash).cmp(&(b.seat, &b.hash)));
            let seed: String = g.try_get("seed")?;
            let final_scores: Option<String> = g.try_get("final_scores")?;
            let meta: Option<String> = g.try_get("meta")?;
            let undo_bumps: String = g.try_get("undo_bumps")?;
            let bad = |what: &str, e: &dyn std::fmt::Display| {
                anyhow::anyhow!("game {id}: the stored {what} cannot be read: {e}")
            };
            let record = GameRecord {
                game: g.try_get("game")?,
                version: u32::try_from(g.try_get::<i64, _>("version")?)?,
                players: u8::try_from(g.try_get::<i64, _>("players")?)?,
                seed: seed.parse().map_err(|e| bad("seed", &e))?,
                options: serde_json::from_str(&g.try_get::<String, _>("options")?)
                    .map_err(|e| bad("options", &e))?,
                seats: serde_json::from_str(&g.try_get::<String, _>("seats")?)
                    .map_err(|e| bad("seats", &e))?,
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
                id: id.clone(),
                status,
                created: g.try_get("created")?,
                finished: g.try_get("finished")?,
                revision: g.try_get("revision")?,
                undo_bumps: serde_json::from_str(&undo_bumps)
                    .map_err(|e| bad("undo bumps", &e))?,
                final_scores: final_scores
                    .map(|f| serde_json::from_str(&f))
                    .transpose()
                    .map_err(|e| bad("final scores", &e))?,
                meta: meta
                    .map(|m| serde_json::from_str(&m))
                    .transpose()
                    .map_err(|e| bad("meta", &e))?,
                deadline: g.try_get("deadline")?,
                warn_at: g.try_get("warn_at")?,
                tokens,
                action_times: actions
                    .iter()
                    .map(|a| a.try_get::<i64, _>("created"))
                    .collect::<Result<_, _>>()?,
            };
            writeln!(out, "{}", Exported { record, server }.to_line())?;
            written.games += 1;
        }
        if filter.is_whole() {
            for t in hostdata::row_tables() {
                let rows = hostdata::read_rows!(tx, t);
                for values in &rows {
                    let line = json!({ "table": t.name, "row": hostdata::to_object(t, values) });
                    writeln!(out, "{line}")?;
                }
                written.rows.insert(t.name, rows.len());
            }
        }
        tx.commit().await?;
    });
    out.flush()?;
    Ok(written)
}

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    pub added: usize,
    /// Games that were stored already (the same game).
    pub present: usize,
    /// Per table carried as rows: (rows added, rows that were there already).
    pub rows: BTreeMap<&'static str, (usize, usize)>,
}

impl Imported {
    pub fn describe(&self) -> String {
        let mut s = format!(
            "{} games imported, {} were there already",
            self.added, self.present
        );
        let rows: Vec<String> = hostdata::row_tables()
            .filter_map(|t| {
                self.rows
                    .get(t.name)
                    .map(|(a, p)| format!("{} {a} (+{p} there already)", t.name))
            })
            .collect();
        if !rows.is_empty() {
            s.push_str(&format!("; rows: {}", rows.join(", ")));
        }
        s
    }
}

/// One line read for import.
enum Line {
    Game(Box<Exported>),
    Row(&'static Table, Values),
}

/// Reads one line: `Err` says what is wrong with it.
fn read_line(text: &str, first: bool) -> Result<Option<Line>, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let Some(o) = v.as_object() else {
        return Err("not a JSON object".into());
    };
    if let Some(format) = o.get("kohle_export") {
        if !first {
            return Err("a header (`kohle_export`) after the first line".into());
        }
        let Some(n) = format.as_u64() else {
            return Err(format!("the header's format {format} is not a number"));
        };
        if n > FORMAT {
            return Err(format!(
                "written in format {n} by a newer kohle; this kohle ({}) reads formats up to \
                 {FORMAT}",
                env!("CARGO_PKG_VERSION")
            ));
        }
        let schema = o.get("schema").and_then(Value::as_i64).unwrap_or(0);
        if schema > crate::schema::latest() {
            return Err(format!(
                "written from schema version {schema}; this kohle knows versions up to {}",
                crate::schema::latest()
            ));
        }
        return Ok(None);
    }
    if let Some(name) = o.get("table") {
        let t = name
            .as_str()
            .and_then(hostdata::table)
            .filter(|t| t.carried == Carried::Rows)
            .ok_or_else(|| format!("unknown table {name}"))?;
        if let Some(extra) = o.keys().find(|k| *k != "table" && *k != "row") {
            return Err(format!(
                "unknown field `{}` beside `table` and `row`",
                engine::quote(extra)
            ));
        }
        let row = o
            .get("row")
            .and_then(Value::as_object)
            .ok_or_else(|| format!("table {}: no `row` object", t.name))?;
        return Ok(Some(Line::Row(t, hostdata::from_object(t, row)?)));
    }
    let e = Exported::from_value(v)?;
    e.check()?;
    Ok(Some(Line::Game(Box::new(e))))
}

fn key_text(key: &[Value]) -> String {
    key.iter()
        .map(|v| match v {
            Value::String(s) => engine::quote(s).to_string(),
            v => v.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Stores the game lines in the transaction `tx` (either backend).
macro_rules! import_games_body {
    ($tx:expr, $games:expr, $done:expr) => {{
        let fail = |n: usize, why: &dyn std::fmt::Display| {
            anyhow::anyhow!("line {n}: {why}; nothing was imported")
        };
        for (n, e) in $games {
            let n = *n;
            let s = &e.server;
            let stored = sqlx::query("SELECT seed, game FROM games WHERE id = $1")
                .bind(&s.id)
                .fetch_optional(&mut **$tx)
                .await?;
            if let Some(row) = stored {
                let seed: String = row.try_get("seed")?;
                let game: String = row.try_get("game")?;
                let stored_actions: i64 =
                    sqlx::query("SELECT COUNT(*) AS n FROM actions WHERE game_id = $1")
                        .bind(&s.id)
                        .fetch_one(&mut **$tx)
                        .await?
                        .try_get("n")?;
                if seed != e.record.seed.to_string()
                    || game != e.record.game
                    || stored_actions != e.record.actions.len() as i64
                {
                    return Err(fail(
                        n,
                        &format!(
                            "game {} is stored already, with other contents ({stored_actions} \
                             actions stored, {} in the import)",
                            s.id,
                            e.record.actions.len()
                        ),
                    ));
                }
                $done.present += 1;
                continue;
            }
            sqlx::query(
                "INSERT INTO games (id, game, version, players, seed, options, seats, status, \
                 created, finished, final_scores, revision, undo_bumps, meta, deadline, warn_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)",
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
            .bind(e.meta_text())
            .bind(s.deadline)
            .bind(s.warn_at)
            .execute(&mut **$tx)
            .await
            .map_err(|err| fail(n, &format!("game {}: {err}", s.id)))?;
            let (_, rows) = split_actions(&e.record).map_err(|why| fail(n, &why))?;
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
                .execute(&mut **$tx)
                .await?;
            }
            for t in &s.tokens {
                sqlx::query("INSERT INTO tokens (hash, game_id, seat) VALUES ($1, $2, $3)")
                    .bind(&t.hash)
                    .bind(&s.id)
                    .bind(t.seat)
                    .execute(&mut **$tx)
                    .await
                    .map_err(|err| fail(n, &format!("game {}: a token: {err}", s.id)))?;
            }
            $done.added += 1;
        }
        Ok(())
    }};
}

/// Reads JSON lines and stores what they hold in `db`: all or nothing.
pub async fn import(db: &Db, input: &mut dyn BufRead) -> anyhow::Result<Imported> {
    store(db, &read(input)?).await
}

/// The lines of an import, read and checked (everything that needs no database).
pub struct Parsed {
    games: Vec<(usize, Exported)>,
    rows: BTreeMap<&'static str, Vec<(usize, Values)>>,
    /// (table, key) of everything in the file, to refuse doubles and to resolve references.
    keys: HashSet<(&'static str, String)>,
}

/// Reads and checks every line of an import; `Err` names the first bad line.
pub fn read(input: &mut dyn BufRead) -> anyhow::Result<Parsed> {
    let fail = |n: usize, why: &dyn std::fmt::Display| {
        anyhow::anyhow!("line {n}: {why}; nothing was imported")
    };
    let mut games: Vec<(usize, Exported)> = Vec::new();
    let mut rows: BTreeMap<&'static str, Vec<(usize, Values)>> = BTreeMap::new();
    let mut keys: HashSet<(&'static str, String)> = HashSet::new();
    let mut first = true;
    for (i, line) in input.lines().enumerate() {
        let n = i + 1;
        let line = line.map_err(|e| fail(n, &format!("cannot be read: {e}")))?;
        if line.trim().is_empty() {
            continue;
        }
        let read = read_line(&line, first).map_err(|why| fail(n, &why))?;
        first = false;
        match read {
            None => {}
            Some(Line::Game(e)) => {
                if !keys.insert(("games", key_text(&[Value::from(e.server.id.clone())]))) {
                    return Err(fail(n, &format!("game {} appears twice", e.server.id)));
                }
                games.push((n, *e));
            }
            Some(Line::Row(t, values)) => {
                let key = key_text(&hostdata::key_of(t, &values));
                if !keys.insert((t.name, key.clone())) {
                    return Err(fail(
                        n,
                        &format!("table {}: the key ({key}) appears twice", t.name),
                    ));
                }
                rows.entry(t.name).or_default().push((n, values));
            }
        }
    }
    Ok(Parsed { games, rows, keys })
}

/// Stores what [`read`] read in `db`, in one transaction: all or nothing.
pub async fn store(db: &Db, parsed: &Parsed) -> anyhow::Result<Imported> {
    let fail = |n: usize, why: &dyn std::fmt::Display| {
        anyhow::anyhow!("line {n}: {why}; nothing was imported")
    };
    let Parsed { games, rows, keys } = parsed;
    let mut done = Imported::default();
    with_pool!(db, p => {
        let mut tx = p.begin().await?;
        for t in hostdata::CARRIED {
            if t.name == "games" {
                let stored: anyhow::Result<()> = import_games_body!(&mut tx, games, done);
                stored?;
                continue;
            }
            let Some(list) = rows.get(t.name) else {
                continue;
            };
            let (mut added, mut present) = (0, 0);
            for (n, values) in list {
                let n = *n;
                for (column, target) in t.refs {
                    let i = t.columns.iter().position(|c| c.name == *column).unwrap_or(0);
                    let v = &values[i];
                    if keys.contains(&(*target, key_text(std::slice::from_ref(v)))) {
                        continue;
                    }
                    let rt = hostdata::table(target).ok_or_else(|| fail(n, &"a bad reference"))?;
                    let stored = sqlx::query(&format!(
                        "SELECT 1 AS one FROM {target} WHERE {} = $1",
                        rt.key[0]
                    ))
                    .bind(v.as_str().map(str::to_string))
                    .fetch_optional(&mut *tx)
                    .await?;
                    if stored.is_none() {
                        return Err(fail(
                            n,
                            &format!(
                                "table {}: `{column}` names {} `{}`, which is neither in the \
                                 file nor in the database",
                                t.name,
                                &target[..target.len() - 1],
                                key_text(std::slice::from_ref(v))
                            ),
                        ));
                    }
                }
                let key = hostdata::key_of(t, values);
                let stored = {
                    let sql = hostdata::select_by_key_sql(t);
                    let mut q = sqlx::query(&sql);
                    for (kname, k) in t.key.iter().zip(&key) {
                        let ty = t.column(kname).map(|c| c.ty).unwrap_or(hostdata::Ty::Text);
                        q = match ty {
                            hostdata::Ty::Text => q.bind(k.as_str().map(str::to_string)),
                            hostdata::Ty::Int => q.bind(k.as_i64()),
                            hostdata::Ty::Real => q.bind(k.as_f64()),
                        };
                    }
                    q.fetch_optional(&mut *tx).await?
                };
                if let Some(r) = stored {
                    let have: Values = hostdata::decode!(t, r);
                    if have != *values {
                        return Err(fail(
                            n,
                            &format!(
                                "table {}: the row ({}) is stored already, with other contents",
                                t.name,
                                key_text(&key)
                            ),
                        ));
                    }
                    present += 1;
                    continue;
                }
                let sql = hostdata::insert_sql(t);
                hostdata::bind!(sqlx::query(&sql), t, values)
                    .execute(&mut *tx)
                    .await
                    .map_err(|e| fail(n, &format!("table {}: {e}", t.name)))?;
                added += 1;
            }
            done.rows.insert(t.name, (added, present));
        }
        tx.commit().await?;
    });
    Ok(done)
}

/// A consistent copy of an SQLite database while a server writes to it (`VACUUM INTO`, which
/// reads one snapshot), into a new file readable by its owner only (it holds seeds, hidden
/// decisions and token hashes), never over an existing file.
pub async fn backup_sqlite(db: &Db, to: &std::path::Path) -> anyhow::Result<()> {
    let Db::Sqlite(pools) = db else {
        anyhow::bail!("not an SQLite database");
    };
    // safefile makes an empty 0600 file beside the target, `VACUUM INTO` fills it (SQLite
    // accepts an empty file), and it is renamed into place only if nothing is there. safefile
    // calls back synchronously: the query runs on the runtime from a blocking thread.
    let handle = tokio::runtime::Handle::current();
    let read = pools.read.clone();
    let to = to.to_path_buf();
    tokio::task::spawn_blocking(move || {
        safefile::create_new_private_with(&to, |temp: &std::path::Path| -> anyhow::Result<()> {
            let target = temp
                .to_str()
                .ok_or_else(|| anyhow::anyhow!("the backup path is not UTF-8"))?
                .to_string();
            handle
                .block_on(sqlx::query("VACUUM INTO $1").bind(target).execute(&read))
                .map_err(|e| anyhow::anyhow!("the backup failed: {e}"))?;
            Ok(())
        })
    })
    .await?
}

/// Writes a new file, readable by its owner only, through `write`; never over an existing
/// file, never half of one.
pub fn write_private<T>(
    path: &std::path::Path,
    write: impl FnOnce(&mut dyn Write) -> anyhow::Result<T>,
) -> anyhow::Result<T> {
    let mut result = None;
    safefile::create_new_private_with(path, |temp: &std::path::Path| -> anyhow::Result<()> {
        let file = std::fs::OpenOptions::new().write(true).open(temp)?;
        let mut out = std::io::BufWriter::new(file);
        result = Some(write(&mut out)?);
        out.into_inner().map_err(|e| e.into_error())?;
        Ok(())
    })?;
    result.ok_or_else(|| anyhow::anyhow!("nothing was written"))
}

/// [`export`] into a new file readable by its owner only ([`write_private`]).
pub async fn export_to_file(
    db: &Db,
    filter: &Filter,
    path: &std::path::Path,
) -> anyhow::Result<Written> {
    let handle = tokio::runtime::Handle::current();
    let (db, filter, path) = (db.clone(), filter.clone(), path.to_path_buf());
    tokio::task::spawn_blocking(move || {
        write_private(&path, |out| handle.block_on(export(&db, &filter, out)))
    })
    .await?
}
