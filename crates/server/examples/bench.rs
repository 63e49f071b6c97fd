//! Benchmark of `kohle serve`: N concurrent 2-player Glück Auf games on loopback, each seat a
//! scripted WebSocket client playing random legal actions after a random think time (uniform,
//! 0 to 2× the mean). Reports moves/s and the latency from a client sending a move to the other
//! seat receiving its update (p50/p90/p99/max).
//!
//! ```text
//! cargo run --release -p server --example bench -- --games 1000 --db sqlite
//! cargo run --release -p server --example bench -- --games 1000 --db postgres
//! ```
//! `--db postgres` uses `KOHLE_TEST_PG` or starts `scripts/postgres.sh`, on a fresh database;
//! `--db postgres://…` uses that database. Options: `--seconds 30` (measured), `--warmup 5`,
//! `--think-ms 1000` (mean think time per move).

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

#[derive(Deserialize)]
struct Lite {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    your_turn: bool,
    #[serde(default)]
    status: String,
    #[serde(default)]
    legal: Vec<LegalLite>,
}

#[derive(Deserialize)]
struct LegalLite {
    action: String,
}

struct Shared {
    /// Per seat: when the other seat sent a move this seat has not seen yet.
    pending: [Mutex<Option<Instant>>; 2],
}

struct Stats {
    measuring: std::sync::atomic::AtomicBool,
    latencies: Mutex<Vec<u32>>,
    moves: AtomicU64,
    errors: AtomicU64,
    games_done: AtomicU64,
}

fn arg(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| default.to_string())
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

async fn database(spec: &str) -> String {
    if spec == "sqlite" {
        let dir = std::env::temp_dir().join("kohle-bench");
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join(format!("bench-{}.sqlite", server::token::new_game_id()));
        return p.to_string_lossy().into_owned();
    }
    if spec != "postgres" {
        return spec.to_string();
    }
    let url = match std::env::var("KOHLE_TEST_PG") {
        Ok(u) if !u.is_empty() => u,
        _ => {
            let script =
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/postgres.sh");
            let out = std::process::Command::new("bash")
                .arg(script)
                .output()
                .expect("scripts/postgres.sh runs");
            String::from_utf8_lossy(&out.stdout).trim().to_string()
        }
    };
    use sqlx::Connection;
    let name = format!("kohle_bench_{}", server::token::new_game_id());
    let mut c = sqlx::PgConnection::connect(&url).await.expect("PostgreSQL");
    sqlx::Executor::execute(&mut c, format!("CREATE DATABASE {name}").as_str())
        .await
        .unwrap();
    let base = &url[..url.rfind('/').unwrap()];
    format!("{base}/{name}")
}

#[allow(clippy::too_many_arguments)]
async fn seat_client(
    addr: String,
    id: String,
    token: String,
    seat: usize,
    shared: Arc<Shared>,
    stats: Arc<Stats>,
    think_ms: u64,
    mut rng: Rng,
) {
    let url = format!("ws://{addr}/api/games/{id}/ws?token={token}&deltas=false");
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(16 * 1024);
    let Ok((mut ws, _)) =
        tokio_tungstenite::connect_async_with_config(url, Some(config), true).await
    else {
        stats.errors.fetch_add(1, Ordering::Relaxed);
        return;
    };
    while let Some(Ok(m)) = ws.next().await {
        let Message::Text(text) = m else { continue };
        let now = Instant::now();
        if let Some(sent) = shared.pending[seat].lock().unwrap().take() {
            if stats.measuring.load(Ordering::Relaxed) {
                let us = now.duration_since(sent).as_micros().min(u32::MAX as u128) as u32;
                stats.latencies.lock().unwrap().push(us);
            }
        }
        let Ok(state) = serde_json::from_str::<Lite>(&text) else {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            continue;
        };
        if state.kind != "state" {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            continue;
        }
        if state.status == "finished" {
            stats.games_done.fetch_add(1, Ordering::Relaxed);
            return;
        }
        if state.your_turn && !state.legal.is_empty() {
            let think = rng.next() % (2 * think_ms + 1);
            tokio::time::sleep(Duration::from_millis(think)).await;
            let action = &state.legal[(rng.next() % state.legal.len() as u64) as usize].action;
            let msg = format!("{{\"type\":\"action\",\"action\":\"{action}\"}}");
            *shared.pending[1 - seat].lock().unwrap() = Some(Instant::now());
            if ws.send(Message::Text(msg.into())).await.is_err() {
                return;
            }
            if stats.measuring.load(Ordering::Relaxed) {
                stats.moves.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

/// Plays games in one slot, one after the other, until the end of the run.
async fn slot(addr: String, stats: Arc<Stats>, think_ms: u64, seed: u64, stop: Arc<AtomicU64>) {
    let client = reqwest::Client::new();
    let mut rng = Rng(seed | 1);
    while stop.load(Ordering::Relaxed) == 0 {
        let created: serde_json::Value = match client
            .post(format!("http://{addr}/api/games"))
            .json(&serde_json::json!({
                "game": "glueckauf",
                "seats": [{ "name": "A" }, { "name": "B" }]
            }))
            .send()
            .await
        {
            Ok(r) => r.json().await.unwrap_or_default(),
            Err(_) => {
                stats.errors.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(id) = created["game_id"].as_str().map(String::from) else {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let shared = Arc::new(Shared {
            pending: [Mutex::new(None), Mutex::new(None)],
        });
        let mut tasks = Vec::new();
        for seat in 0..2 {
            let token = created["invites"][seat]["token"]
                .as_str()
                .unwrap()
                .to_string();
            tasks.push(tokio::spawn(seat_client(
                addr.clone(),
                id.clone(),
                token,
                seat,
                shared.clone(),
                stats.clone(),
                think_ms,
                Rng(rng.next() | 1),
            )));
        }
        for t in tasks {
            let _ = t.await;
        }
    }
}

fn main() {
    let games: usize = arg("--games", "100").parse().unwrap();
    let seconds: u64 = arg("--seconds", "30").parse().unwrap();
    let warmup: u64 = arg("--warmup", "5").parse().unwrap();
    let think_ms: u64 = arg("--think-ms", "1000").parse().unwrap();
    let db_spec = arg("--db", "sqlite");

    // The server on its own runtime (as `kohle serve` would run it).
    let server_rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let db = server_rt.block_on(database(&db_spec));
    let mut args = server::ServeArgs::new("127.0.0.1:0", &db);
    args.max_connections_per_ip = 1_000_000;
    args.requests_per_second = 1_000_000.0;
    args.messages_per_second = 1_000.0;
    let running = server_rt
        .block_on(server::start(args))
        .expect("server starts");
    let addr = running.addr.to_string();

    // The clients on another runtime.
    let client_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let stats = Arc::new(Stats {
        measuring: false.into(),
        latencies: Mutex::new(Vec::new()),
        moves: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        games_done: AtomicU64::new(0),
    });
    let stop = Arc::new(AtomicU64::new(0));
    client_rt.block_on(async {
        let mut slots = Vec::new();
        for i in 0..games {
            slots.push(tokio::spawn(slot(
                addr.clone(),
                stats.clone(),
                think_ms,
                0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i as u64 + 1),
                stop.clone(),
            )));
            // Ramp up over about a second.
            if i % 50 == 49 {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
        tokio::time::sleep(Duration::from_secs(warmup)).await;
        stats.measuring.store(true, Ordering::Relaxed);
        let start = Instant::now();
        tokio::time::sleep(Duration::from_secs(seconds)).await;
        stats.measuring.store(false, Ordering::Relaxed);
        let elapsed = start.elapsed().as_secs_f64();
        stop.store(1, Ordering::Relaxed);
        let mut lat = stats.latencies.lock().unwrap().clone();
        lat.sort_unstable();
        let pct = |p: f64| -> f64 {
            if lat.is_empty() {
                return f64::NAN;
            }
            lat[((lat.len() - 1) as f64 * p).round() as usize] as f64 / 1000.0
        };
        let moves = stats.moves.load(Ordering::Relaxed);
        println!(
            "games {games}  db {}  think {think_ms} ms  measured {elapsed:.1} s",
            if db_spec == "sqlite" { "sqlite" } else { "postgres" }
        );
        println!(
            "moves/s {:.0}  latency ms: p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2}  (n {})  errors {}  games finished {}",
            moves as f64 / elapsed,
            pct(0.5),
            pct(0.9),
            pct(0.99),
            lat.last().map_or(f64::NAN, |m| *m as f64 / 1000.0),
            lat.len(),
            stats.errors.load(Ordering::Relaxed),
            stats.games_done.load(Ordering::Relaxed),
        );
        for s in slots {
            s.abort();
        }
    });
    drop(client_rt);
    server_rt.block_on(running.shutdown()).ok();
}
