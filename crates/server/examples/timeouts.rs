//! How late timeouts fire under load: N turn-based 2-person Glück Auf games whose first
//! deadlines fall in the same minute, nobody moving. Each game gets its own per-move limit so
//! that its deadline lands uniformly in [T0, T0 + 60 s); at each, a bot (greedy) takes the seat
//! over and moves. Reports how late the timeouts fired (from `timeouts_fired`: fired − deadline)
//! and the server's CPU time during that minute (the process's user + system time, from
//! `/proc/self/stat`; server and this driver share the process, but the driver is idle then).
//!
//! ```text
//! cargo run --release -p server --example timeouts -- --games 10000
//! cargo run --release -p server --example timeouts -- --games 10000 --db postgres
//! ```
//! Options: `--lead 90` (seconds from the start to T0: creating the games must fit in it),
//! `--db sqlite|postgres|postgres://…` (`postgres` uses `KOHLE_TEST_PG` or
//! `scripts/postgres.sh`, on a fresh database).

use serde_json::{json, Value};
use std::time::{Duration, Instant};

fn arg(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| default.to_string())
}

/// This process's CPU time (user + system), seconds.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command (which is in parentheses): utime is the 14th, stime the 15th.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

async fn database(kind: &str) -> String {
    if kind == "sqlite" {
        let dir = std::env::temp_dir().join("kohle-timeouts-example");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("t-{}.sqlite", server::token::new_game_id()));
        return path.to_str().unwrap().to_string();
    }
    let url = if kind == "postgres" {
        match std::env::var("KOHLE_TEST_PG") {
            Ok(u) if !u.is_empty() => u,
            _ => {
                let out = std::process::Command::new("bash")
                    .arg(concat!(
                        env!("CARGO_MANIFEST_DIR"),
                        "/../../scripts/postgres.sh"
                    ))
                    .output()
                    .expect("scripts/postgres.sh runs");
                String::from_utf8_lossy(&out.stdout).trim().to_string()
            }
        }
    } else {
        return kind.to_string();
    };
    use sqlx::Connection;
    let db = format!("kohle_timeouts_{}", server::token::new_game_id());
    let mut conn = sqlx::PgConnection::connect(&url).await.unwrap();
    sqlx::Executor::execute(&mut conn, format!("CREATE DATABASE {db}").as_str())
        .await
        .unwrap();
    let i = url.rfind('/').unwrap();
    format!("{}/{db}", &url[..i])
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let games: usize = arg("--games", "10000").parse().unwrap();
    let lead: u64 = arg("--lead", "90").parse().unwrap();
    let db = database(&arg("--db", "sqlite")).await;
    let mut args = server::ServeArgs::new("127.0.0.1:0", &db);
    args.requests_per_second = 1e9;
    let running = server::start(args).await.expect("the server starts");
    let base = format!("http://{}", running.addr);
    let http = reqwest::Client::new();
    let start = server::clock::now_ms();
    let t0 = start + lead as i64 * 1000;
    eprintln!(
        "creating {games} games; their deadlines fall in the minute from T0 = start + {lead} s"
    );
    let made = Instant::now();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for i in 0..games {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Within the minute also after rounding the limit to whole seconds.
        let target = t0 + 500 + (x % 59_000) as i64;
        let now = server::clock::now_ms();
        let per_move = ((target - now) as f64 / 1000.0).round() as i64;
        assert!(
            per_move >= 2,
            "creating the games took too long (game {i} at {} s): raise --lead",
            (now - start) / 1000
        );
        let r = http
            .post(format!("{base}/api/games"))
            .json(&json!({
                "game": "glueckauf",
                "seats": [{ "name": "A" }, { "name": "B" }],
                "clock": { "kind": "turn", "per_move_seconds": per_move, "reserve_seconds": 0 },
            }))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 201);
        let _: Value = r.json().await.unwrap();
    }
    eprintln!("created in {:.1} s", made.elapsed().as_secs_f64());
    // Idle until the minute starts; then measure the minute (and 10 s after it).
    let wait = (t0 - server::clock::now_ms()).max(0) as u64;
    tokio::time::sleep(Duration::from_millis(wait)).await;
    let (cpu0, wall0) = (cpu_seconds(), Instant::now());
    let load0 = load_average();
    tokio::time::sleep(Duration::from_secs(60)).await;
    let (cpu1, wall1) = (cpu_seconds(), wall0.elapsed().as_secs_f64());
    let load1 = load_average();
    tokio::time::sleep(Duration::from_secs(10)).await;
    let pool_db = running.app.db.clone();
    let rows: Vec<(i64, i64)> = match &pool_db {
        server::db::Db::Sqlite(p) => sqlx::query_as(
            "SELECT t.deadline, t.fired FROM timeouts_fired t WHERE t.deadline < $1 AND \
             t.deadline = (SELECT MIN(u.deadline) FROM timeouts_fired u WHERE u.game_id = t.game_id)",
        )
        .bind(t0 + 60_000)
        .fetch_all(&p.read)
        .await
        .unwrap(),
        server::db::Db::Pg(p, _) => sqlx::query_as(
            "SELECT t.deadline, t.fired FROM timeouts_fired t WHERE t.deadline < $1 AND \
             t.deadline = (SELECT MIN(u.deadline) FROM timeouts_fired u WHERE u.game_id = t.game_id)",
        )
        .bind(t0 + 60_000)
        .fetch_all(p)
        .await
        .unwrap(),
    };
    let mut late: Vec<i64> = rows.iter().map(|(d, f)| f - d).collect();
    late.sort_unstable();
    let pct = |p: f64| late[((late.len() as f64 - 1.0) * p) as usize];
    println!(
        "{} of {games} first timeouts fired; late by: p50 {} ms, p99 {} ms, max {} ms",
        late.len(),
        pct(0.5),
        pct(0.99),
        late.last().copied().unwrap_or(0)
    );
    println!(
        "server CPU during the minute: {:.1} s in {:.1} s ({:.0}% of one core); load average {} -> {}",
        cpu1 - cpu0,
        wall1,
        100.0 * (cpu1 - cpu0) / wall1,
        load0,
        load1
    );
    running.shutdown().await.unwrap();
}
