//! The host's data: one definition of every table a server keeps, and how `kohle db` carries it.
//!
//! Every table of the schema is in exactly one of two lists:
//!
//! - [`CARRIED`]: written by `export` and `backup`, read by `import` (on SQLite and on
//!   PostgreSQL). The games' own tables (`games`, `actions`, `tokens`) travel as game lines
//!   ([`crate::archive`]); every other table as one row line per row, column by column, as
//!   declared here.
//! - [`REBUILT`]: not carried, with the reason (each is rebuilt by kohle itself).
//!
//! A test reads the live schema of both databases (`sqlite_master`, `information_schema`) and
//! fails when a table is in neither list or a carried table's columns differ from its
//! declaration here: a migration that adds a table or a column must say here what becomes of it.

use crate::db::{with_read_pool, Db};
use serde_json::{Map, Value};
use sqlx::Row;

/// A column's type, as both databases store it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `TEXT`.
    Text,
    /// `BIGINT`.
    Int,
    /// `DOUBLE PRECISION`.
    Real,
}

/// A column: its name, type and whether it may be NULL.
#[derive(Clone, Copy, Debug)]
pub struct Column {
    pub name: &'static str,
    pub ty: Ty,
    pub null: bool,
}

const fn col(name: &'static str, ty: Ty) -> Column {
    Column {
        name,
        ty,
        null: false,
    }
}

const fn opt(name: &'static str, ty: Ty) -> Column {
    Column {
        name,
        ty,
        null: true,
    }
}

/// How a carried table travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Carried {
    /// Inside the game lines (the record and its `server` object).
    GameLine,
    /// One row line per row (`{"table": NAME, "row": {COLUMN: VALUE, ...}}`).
    Rows,
}

/// A carried table: its columns, primary key and the rows it refers to.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    pub name: &'static str,
    pub columns: &'static [Column],
    /// The primary key's columns.
    pub key: &'static [&'static str],
    /// (column, table): the column holds the key of a row of that table (a one-column key).
    pub refs: &'static [(&'static str, &'static str)],
    pub carried: Carried,
}

impl Table {
    pub fn column(&self, name: &str) -> Option<&'static Column> {
        self.columns.iter().find(|c| c.name == name)
    }
}

use Ty::{Int, Real, Text};

/// Every carried table, in the order an import writes them (a row's references first).
pub const CARRIED: &[Table] = &[
    Table {
        name: "players",
        columns: &[
            col("id", Text),
            col("name", Text),
            opt("email", Text),
            col("lang", Text),
            col("created", Int),
        ],
        key: &["id"],
        refs: &[],
        carried: Carried::Rows,
    },
    Table {
        name: "player_keys",
        columns: &[
            col("hash", Text),
            col("player_id", Text),
            col("created", Int),
        ],
        key: &["hash"],
        refs: &[("player_id", "players")],
        carried: Carried::Rows,
    },
    Table {
        name: "sign_in_tokens",
        columns: &[
            col("hash", Text),
            col("player_id", Text),
            col("expires", Int),
            opt("used", Int),
        ],
        key: &["hash"],
        refs: &[("player_id", "players")],
        carried: Carried::Rows,
    },
    Table {
        name: "games",
        columns: &[
            col("id", Text),
            col("game", Text),
            col("version", Int),
            col("players", Int),
            col("seed", Text),
            col("options", Text),
            col("seats", Text),
            col("status", Text),
            col("created", Int),
            opt("finished", Int),
            opt("final_scores", Text),
            col("revision", Int),
            col("undo_bumps", Text),
            opt("meta", Text),
            opt("deadline", Int),
            opt("warn_at", Int),
            // A hint for servers sharing PostgreSQL (migration 0030), not carried: NULL after
            // an import, which is always safe (the game is watched as before).
            opt("bots_idle_revision", Int),
        ],
        key: &["id"],
        refs: &[],
        carried: Carried::GameLine,
    },
    Table {
        name: "actions",
        columns: &[
            col("game_id", Text),
            col("idx", Int),
            col("seat", Int),
            col("notation", Text),
            col("created", Int),
        ],
        key: &["game_id", "idx"],
        refs: &[("game_id", "games")],
        carried: Carried::GameLine,
    },
    Table {
        name: "tokens",
        columns: &[col("hash", Text), col("game_id", Text), col("seat", Int)],
        key: &["hash"],
        refs: &[("game_id", "games")],
        carried: Carried::GameLine,
    },
    Table {
        name: "seat_players",
        columns: &[
            col("game_id", Text),
            col("seat", Int),
            col("player_id", Text),
        ],
        key: &["game_id", "seat"],
        refs: &[("game_id", "games"), ("player_id", "players")],
        carried: Carried::Rows,
    },
    Table {
        name: "seat_contacts",
        columns: &[
            col("game_id", Text),
            col("seat", Int),
            col("email", Text),
            col("lang", Text),
        ],
        key: &["game_id", "seat"],
        refs: &[("game_id", "games")],
        carried: Carried::Rows,
    },
    Table {
        name: "timeouts_fired",
        columns: &[
            col("game_id", Text),
            col("seat", Int),
            col("since", Int),
            col("deadline", Int),
            col("fired", Int),
            col("instance", Text),
        ],
        key: &["game_id", "seat", "since"],
        refs: &[("game_id", "games")],
        carried: Carried::Rows,
    },
    Table {
        name: "analyses",
        columns: &[
            col("game_id", Text),
            col("report", Text),
            col("started", Int),
            col("finished", Int),
            col("cap_seconds", Int),
        ],
        key: &["game_id"],
        refs: &[("game_id", "games")],
        carried: Carried::Rows,
    },
    // No foreign key in the schema, but a row names a stored game: carried so that an imported
    // finished game is not rated a second time.
    Table {
        name: "rated_games",
        columns: &[col("game_id", Text), col("rated", Int)],
        key: &["game_id"],
        refs: &[("game_id", "games")],
        carried: Carried::Rows,
    },
    Table {
        name: "ratings",
        columns: &[
            col("subject", Text),
            col("game", Text),
            col("players", Int),
            col("rating", Real),
            col("deviation", Real),
            col("volatility", Real),
            col("games", Int),
            col("updated", Int),
        ],
        key: &["subject", "game", "players"],
        refs: &[],
        carried: Carried::Rows,
    },
    Table {
        name: "mail_outbox",
        columns: &[
            col("key", Text),
            col("address", Text),
            col("lang", Text),
            col("kind", Text),
            col("args", Text),
            col("state", Text),
            col("attempts", Int),
            col("next_attempt", Int),
            col("created", Int),
            col("updated", Int),
            opt("error", Text),
        ],
        key: &["key"],
        refs: &[],
        carried: Carried::Rows,
    },
    Table {
        name: "mail_stops",
        columns: &[col("address", Text), col("created", Int)],
        key: &["address"],
        refs: &[],
        carried: Carried::Rows,
    },
    Table {
        name: "mail_stop_tokens",
        columns: &[col("hash", Text), col("address", Text), col("created", Int)],
        key: &["hash"],
        refs: &[],
        carried: Carried::Rows,
    },
];

/// The tables that are not carried, and why.
pub const REBUILT: &[(&str, &str)] = &[(
    "_sqlx_migrations",
    "the applied schema versions: `import` (and `migrate`, and a server's start) writes them \
     from the migrations of the kohle that runs it",
)];

/// The carried table `name`.
pub fn table(name: &str) -> Option<&'static Table> {
    CARRIED.iter().find(|t| t.name == name)
}

/// The tables carried as row lines, in order.
pub fn row_tables() -> impl Iterator<Item = &'static Table> {
    CARRIED.iter().filter(|t| t.carried == Carried::Rows)
}

/// One row: its columns' values, in the order of the table's columns.
pub type Values = Vec<Value>;

/// The row as a JSON object, column by column.
pub fn to_object(t: &Table, values: &Values) -> Map<String, Value> {
    t.columns
        .iter()
        .zip(values)
        .map(|(c, v)| (c.name.to_string(), v.clone()))
        .collect()
}

/// Reads a row from a JSON object: every column of the table, each of its type; `Err` says
/// which column is wrong and how.
pub fn from_object(t: &Table, row: &Map<String, Value>) -> Result<Values, String> {
    if let Some(unknown) = row.keys().find(|k| t.column(k).is_none()) {
        return Err(format!(
            "table {}: unknown column `{}`",
            t.name,
            engine::quote(unknown)
        ));
    }
    t.columns
        .iter()
        .map(|c| {
            let v = row.get(c.name).cloned().unwrap_or(Value::Null);
            // Numbers as the database gives them back (`1500` in a REAL column is `1500.0`).
            let fits = match (&v, c.ty) {
                (Value::Null, _) if c.null => Some(Value::Null),
                (Value::String(_), Ty::Text) => Some(v.clone()),
                (Value::Number(n), Ty::Int) => n.as_i64().map(Value::from),
                (Value::Number(n), Ty::Real) => {
                    n.as_f64().filter(|f| f.is_finite()).map(Value::from)
                }
                _ => None,
            };
            if let Some(v) = fits {
                Ok(v)
            } else {
                Err(format!(
                    "table {}: column `{}` must be {}{}, not {v}",
                    t.name,
                    c.name,
                    match c.ty {
                        Ty::Text => "text",
                        Ty::Int => "an integer",
                        Ty::Real => "a number",
                    },
                    if c.null { " or null" } else { "" }
                ))
            }
        })
        .collect()
}

/// The values of the key columns.
pub fn key_of(t: &Table, values: &Values) -> Vec<Value> {
    t.key
        .iter()
        .map(|k| {
            let i = t.columns.iter().position(|c| c.name == *k).unwrap_or(0);
            values.get(i).cloned().unwrap_or(Value::Null)
        })
        .collect()
}

/// A total order of rows by their values (text byte-wise, whatever the database's collation),
/// so that an export is the same file from SQLite and from PostgreSQL.
pub fn compare(a: &[Value], b: &[Value]) -> std::cmp::Ordering {
    fn rank(v: &Value) -> (u8, i64, f64, &str) {
        match v {
            Value::Null => (0, 0, 0.0, ""),
            Value::Number(n) => (1, n.as_i64().unwrap_or(0), n.as_f64().unwrap_or(0.0), ""),
            Value::String(s) => (2, 0, 0.0, s),
            _ => (3, 0, 0.0, ""),
        }
    }
    for (x, y) in a.iter().zip(b) {
        let (x, y) = (rank(x), rank(y));
        let o =
            x.0.cmp(&y.0)
                .then(x.1.cmp(&y.1))
                .then(x.2.total_cmp(&y.2))
                .then(x.3.cmp(y.3));
        if o.is_ne() {
            return o;
        }
    }
    a.len().cmp(&b.len())
}

fn select_sql(t: &Table) -> String {
    let cols: Vec<&str> = t.columns.iter().map(|c| c.name).collect();
    format!("SELECT {} FROM {}", cols.join(", "), t.name)
}

/// Decodes a fetched row by the table's declaration.
macro_rules! decode_row {
    ($t:expr, $r:expr) => {{
        let mut values = Vec::with_capacity($t.columns.len());
        for c in $t.columns {
            let v = match c.ty {
                $crate::hostdata::Ty::Text => $r
                    .try_get::<Option<String>, _>(c.name)?
                    .map_or(::serde_json::Value::Null, ::serde_json::Value::from),
                $crate::hostdata::Ty::Int => $r
                    .try_get::<Option<i64>, _>(c.name)?
                    .map_or(::serde_json::Value::Null, ::serde_json::Value::from),
                $crate::hostdata::Ty::Real => $r
                    .try_get::<Option<f64>, _>(c.name)?
                    .map_or(::serde_json::Value::Null, ::serde_json::Value::from),
            };
            values.push(v);
        }
        values
    }};
}

/// Binds a row's values to a query, by the table's declaration.
macro_rules! bind_values {
    ($q:expr, $t:expr, $values:expr) => {{
        let mut q = $q;
        for (c, v) in $t.columns.iter().zip($values) {
            q = match c.ty {
                $crate::hostdata::Ty::Text => q.bind(v.as_str().map(str::to_string)),
                $crate::hostdata::Ty::Int => q.bind(v.as_i64()),
                $crate::hostdata::Ty::Real => q.bind(v.as_f64()),
            };
        }
        q
    }};
}

/// Every row of a carried table, sorted by its key, read in the transaction `$tx`.
macro_rules! read_rows {
    ($tx:expr, $t:expr) => {{
        let rows = sqlx::query(&$crate::hostdata::select_sql_of($t))
            .fetch_all(&mut *$tx)
            .await?;
        let mut out: Vec<$crate::hostdata::Values> = Vec::with_capacity(rows.len());
        for r in &rows {
            out.push($crate::hostdata::decode!($t, r));
        }
        out.sort_by(|a, b| {
            $crate::hostdata::compare(
                &$crate::hostdata::key_of($t, a),
                &$crate::hostdata::key_of($t, b),
            )
        });
        out
    }};
}
pub(crate) use {bind_values as bind, decode_row as decode, read_rows};

/// `SELECT every column FROM table`.
pub fn select_sql_of(t: &Table) -> String {
    select_sql(t)
}

/// `INSERT INTO table (columns) VALUES ($1, ...)`.
pub fn insert_sql(t: &Table) -> String {
    let cols: Vec<&str> = t.columns.iter().map(|c| c.name).collect();
    let params: Vec<String> = (1..=cols.len()).map(|i| format!("${i}")).collect();
    format!(
        "INSERT INTO {} ({}) VALUES ({})",
        t.name,
        cols.join(", "),
        params.join(", ")
    )
}

/// `SELECT every column FROM table WHERE key = ($1, ...)`.
pub fn select_by_key_sql(t: &Table) -> String {
    let cond: Vec<String> = t
        .key
        .iter()
        .enumerate()
        .map(|(i, k)| format!("{k} = ${}", i + 1))
        .collect();
    format!("{} WHERE {}", select_sql(t), cond.join(" AND "))
}

/// The tables of the live schema (`sqlite_master` or `information_schema`) with their columns
/// (lower case), sorted.
pub async fn live_schema(db: &Db) -> anyhow::Result<Vec<(String, Vec<String>)>> {
    let names: Vec<String> = with_read_pool!(db, p => {
        let sql = if db.is_postgres() {
            "SELECT table_name::TEXT AS name FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        } else {
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
        };
        sqlx::query(sql)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| r.try_get::<String, _>("name"))
            .collect::<Result<_, _>>()?
    });
    let mut out = Vec::new();
    for name in names {
        let mut cols: Vec<String> = with_read_pool!(db, p => {
            if db.is_postgres() {
                sqlx::query(
                    "SELECT column_name::TEXT AS name FROM information_schema.columns \
                     WHERE table_schema = current_schema() AND table_name = $1",
                )
                .bind(&name)
                .fetch_all(p)
                .await?
            } else {
                sqlx::query("SELECT name FROM pragma_table_info($1)")
                    .bind(&name)
                    .fetch_all(p)
                    .await?
            }
            .iter()
            .map(|r| r.try_get::<String, _>("name").map(|n| n.to_lowercase()))
            .collect::<Result<_, _>>()?
        });
        cols.sort();
        out.push((name.to_lowercase(), cols));
    }
    out.sort();
    Ok(out)
}

/// What the live schema has that this definition does not cover: tables in neither list, and
/// carried tables whose columns differ from their declaration. Empty when all is covered.
pub async fn uncovered(db: &Db) -> anyhow::Result<Vec<String>> {
    let mut problems = Vec::new();
    for (name, cols) in live_schema(db).await? {
        if let Some(t) = table(&name) {
            let mut declared: Vec<String> = t.columns.iter().map(|c| c.name.to_string()).collect();
            declared.sort();
            if declared != cols {
                problems.push(format!(
                    "table {name} has the columns {cols:?}, declared in hostdata.rs: {declared:?}"
                ));
            }
        } else if !REBUILT.iter().any(|(r, _)| *r == name) {
            problems.push(format!(
                "table {name} is neither carried nor named as rebuilt in hostdata.rs"
            ));
        }
    }
    Ok(problems)
}
