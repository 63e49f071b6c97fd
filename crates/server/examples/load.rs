//! Load at federation scale: many games in progress at once against real `kohle-serve`
//! processes (SQLite, or PostgreSQL with one or two servers, one of them restarted mid-run as in
//! a rolling upgrade), each game a person over WebSocket against a bot, the person's moves at a
//! human pace, every client socket bound to one of many loopback source addresses (so the
//! server's per-address limits stay at their defaults).
//!
//! ```text
//! cargo build --release -p server --bins --examples
//! target/release/examples/load --games 10000 --db sqlite
//! target/release/examples/load --games 10000 --db postgres --servers 2 --restart-after 60
//! ```
//!
//! Options: `--games N` in progress at once (a finished game is replaced by a new one),
//! `--think-ms 15000` (the person's mean think time; uniform 0 to twice that), `--seconds 120`
//! measured after `--warmup 20` (which starts once every game is connected), `--db
//! sqlite|postgres|postgres?QUERY|URL` (`postgres`: `KOHLE_TEST_PG` or `scripts/postgres.sh`, a
//! fresh database; `?QUERY` is added to its URL, e.g. `options[synchronous_commit]=off`),
//! `--servers 1|2`, `--restart-after S` (SIGTERM to server 0 that many seconds into
//! the measurement, then a new process on its port), `--drain-seconds 5` (the servers' drain,
//! as in deploy/; their WebSockets close spread over it), `--addresses 400` (source addresses
//! 127.0.x.y), `--server-bin PATH` (default: `kohle-serve` beside this example's directory).
//!
//! Late games (`--late-from 200`, issue 40): the live games are not created but imported
//! before the servers start, from records 200 to 220 decisions in (both games, a person against
//! a random bot), beside `--idle N` idle open turn-based games of two persons (see
//! `load/late.rs`); a live game that ends is not replaced. `--cache DIR` keeps the played
//! records (default `target/load`). The servers are given `--server-arg ARG` (repeated) and
//! `--metrics-addr`; `--idle-template` (PostgreSQL) copies the idle games from a template
//! database kept between runs instead of importing them each time (see `idle_template`);
//! the clients start once each server has resumed its open games (its log
//! says so) or after `--resume-wait 900` s. `--rss-cap-mb 6000`: a server whose resident memory
//! goes beyond it is killed and the run fails (the machine is shared).
//!
//! Latency: from the person's client sending a move to it receiving the state that shows it
//! (stored, applied, sent). Acknowledged moves (shown in a state) are checked against the
//! database after the servers stopped: every one must be stored, in order. Resident memory:
//! each server's peak (`VmHWM`), sampled as it goes (`VmRSS`, every 0.5 s), and the games it
//! held in memory at the end (`kohle_games_loaded`).
#![allow(dead_code)]

#[path = "load/late.rs"]
pub mod late;

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// What to run.
#[derive(Clone, Debug)]
pub struct Config {
    pub games: usize,
    pub think_ms: u64,
    pub seconds: u64,
    pub warmup: u64,
    pub db: String,
    pub servers: usize,
    pub restart_after: Option<u64>,
    /// The servers' `--drain-seconds` (their WebSockets close spread over it).
    pub drain_seconds: u64,
    pub addresses: usize,
    pub server_bin: PathBuf,
    pub seed: u64,
    /// Where the servers' logs go.
    pub log_dir: PathBuf,
    /// Live games from late records this many decisions in, beside `idle` idle games (`None`:
    /// new games, created by the clients).
    pub late_from: Option<usize>,
    pub idle: usize,
    /// Where the played late records are cached (`None`: no cache).
    pub cache: Option<PathBuf>,
    /// More arguments for every server.
    pub server_args: Vec<String>,
    /// A server beyond this resident memory is killed (the run fails).
    pub rss_cap_mb: f64,
    /// How long to wait for the servers to resume their open games before the clients start.
    pub resume_wait: u64,
    /// Ask for deltas after the first state, as the page does (`false`: whole states).
    pub deltas: bool,
    /// `db` is a copy of a template that holds the idle games (see [`idle_template`]).
    pub idle_in_template: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            games: 1000,
            think_ms: 15_000,
            deltas: true,
            seconds: 120,
            warmup: 20,
            db: String::new(),
            servers: 1,
            restart_after: None,
            drain_seconds: 5,
            addresses: 400,
            server_bin: PathBuf::from("kohle-serve"),
            seed: 1,
            log_dir: std::env::temp_dir().join("kohle-load-logs"),
            late_from: None,
            idle: 0,
            cache: None,
            server_args: Vec::new(),
            rss_cap_mb: 6000.0,
            resume_wait: 900,
            idle_in_template: false,
        }
    }
}

/// What happened.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: usize,
    pub db: String,
    pub servers: usize,
    pub measured_s: f64,
    pub moves: u64,
    pub p50_ms: f64,
    pub p90_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// With a restart: p99 and max of the moves sent in the 15 s from the SIGTERM on, and of
    /// all the others.
    pub restart_window_ms: Option<[f64; 4]>,
    pub errors: u64,
    /// Errors by kind (the server's error code, or what went wrong).
    pub error_kinds: Vec<(String, u64)>,
    pub reconnects: u64,
    pub resent: u64,
    pub acked: u64,
    pub lost: u64,
    pub games_finished: u64,
    pub games_played: usize,
    pub peak_rss_mb: Vec<f64>,
    pub restarted: bool,
    pub connected_s: f64,
    /// Late games: what was imported before the servers started.
    pub stored: Option<late::Stored>,
    /// Seconds from each server's start to its log saying it resumed the open games (`None`:
    /// not within the wait).
    pub resumed_s: Vec<Option<f64>>,
    /// Each server's resident memory (`VmRSS`) at the end of the measurement, and the games it
    /// held in memory then (`kohle_games_loaded`).
    pub rss_end_mb: Vec<f64>,
    pub games_loaded: Vec<Option<u64>>,
    /// Per server, the bytes its allocator handed out (`kohle_heap_bytes`) at the end, in MB.
    pub heap_end_mb: Vec<Option<f64>>,
    /// Per server, (RSS, heap) in MB once its games were resumed, before the clients connect.
    pub memory_resumed: Vec<(f64, Option<f64>)>,
    /// The same once every client is connected.
    pub memory_connected: Vec<(f64, Option<f64>)>,
    /// Messages and bytes the persons' clients received during the measurement.
    pub messages: u64,
    pub bytes: u64,
    /// A server went beyond `--rss-cap-mb` (it was killed): which, and when.
    pub over_cap: Option<String>,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "games {} in progress  db {}  servers {}{}  all connected after {:.1} s",
            self.games,
            self.db,
            self.servers,
            if self.restarted {
                " (server 0 restarted mid-run)"
            } else {
                ""
            },
            self.connected_s
        )?;
        writeln!(
            f,
            "measured {:.1} s: person moves {} ({:.0}/s; bots as many again)  latency ms: p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2}",
            self.measured_s,
            self.moves,
            self.moves as f64 / self.measured_s.max(1e-9),
            self.p50_ms,
            self.p90_ms,
            self.p99_ms,
            self.max_ms
        )?;
        if let Some([wp, wm, op, om]) = self.restart_window_ms {
            writeln!(
                f,
                "  in the 15 s from the restart: p99 {wp:.2}  max {wm:.2}; the rest of the run: p99 {op:.2}  max {om:.2}"
            )?;
        }
        writeln!(
            f,
            "errors {} {:?}  reconnections {}  moves sent again after a reconnection {}  games finished {}",
            self.errors, self.error_kinds, self.reconnects, self.resent, self.games_finished
        )?;
        if let Some(s) = &self.stored {
            writeln!(
                f,
                "late games: {} live ({:.0} decisions in on average, {}), {} idle turn-based ({}); records played in {:.1} s, imported in {:.1} s",
                s.live.len(),
                s.live_decisions as f64 / s.live.len().max(1) as f64,
                {
                    let ga = s.live.iter().filter(|l| l.game == "glueckauf").count();
                    format!("{ga} Glück Auf, {} Haspelknecht", s.live.len() - ga)
                },
                s.idle,
                if s.idle > 0 && s.idle_decisions == 0 {
                    "copied from a template database".to_string()
                } else {
                    format!(
                        "{:.0} decisions in on average",
                        s.idle_decisions as f64 / s.idle.max(1) as f64
                    )
                },
                s.play_s,
                s.import_s
            )?;
        }
        if !self.resumed_s.is_empty() {
            writeln!(
                f,
                "open games resumed after: {}",
                self.resumed_s
                    .iter()
                    .map(|r| r.map_or("not within the wait".into(), |s| format!("{s:.0} s")))
                    .collect::<Vec<_>>()
                    .join(", ")
            )?;
        }
        writeln!(
            f,
            "received {} messages, {:.1} MB ({:.1} KB a message) in the measurement",
            self.messages,
            self.bytes as f64 / 1e6,
            self.bytes as f64 / 1e3 / self.messages.max(1) as f64
        )?;
        let show = |m: &[(f64, Option<f64>)]| {
            m.iter()
                .map(|(rss, heap)| {
                    format!(
                        "RSS {rss:.0} MB (heap {})",
                        heap.map_or("?".into(), |h| format!("{h:.0} MB"))
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !self.memory_resumed.is_empty() {
            writeln!(
                f,
                "memory once the games were resumed: {}; with every client connected: {}",
                show(&self.memory_resumed),
                show(&self.memory_connected)
            )?;
        }
        writeln!(
            f,
            "at the end: RSS {} (heap {})  games in memory {}",
            self.rss_end_mb
                .iter()
                .map(|m| format!("{m:.0} MB"))
                .collect::<Vec<_>>()
                .join(", "),
            self.heap_end_mb
                .iter()
                .map(|m| m.map_or("?".into(), |m| format!("{m:.0} MB")))
                .collect::<Vec<_>>()
                .join(", "),
            self.games_loaded
                .iter()
                .map(|g| g.map_or("?".into(), |g| g.to_string()))
                .collect::<Vec<_>>()
                .join(", ")
        )?;
        if let Some(why) = &self.over_cap {
            writeln!(f, "STOPPED: {why}")?;
        }
        write!(
            f,
            "acknowledged moves {} in {} games, lost {}  peak RSS per server: {}",
            self.acked,
            self.games_played,
            self.lost,
            self.peak_rss_mb
                .iter()
                .map(|m| format!("{m:.0} MB"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

#[derive(Deserialize)]
struct Lite {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    your_turn: bool,
    #[serde(default)]
    status: String,
    #[serde(default)]
    version: u64,
    #[serde(default)]
    legal: Vec<LegalLite>,
    #[serde(default)]
    to_move: Vec<u8>,
}

#[derive(Deserialize)]
struct LegalLite {
    action: String,
}

/// Applies a delta to the state `have` (without its log): its `since` must be the state's
/// version; its patch goes to everything but the version and the log.
fn apply_delta(
    have: Option<&mut serde_json::Value>,
    delta: &serde_json::Value,
) -> Result<(), String> {
    let state = have.ok_or("a delta before any state")?;
    if delta["since"] != state["version"] {
        return Err(format!(
            "since {} but the version is {}",
            delta["since"], state["version"]
        ));
    }
    if let Some(rest) = delta.get("state") {
        // The first message of a connection that came back with its version (`?since=`).
        *state = rest.clone();
        state["type"] = "state".into();
    }
    if let Some(p) = delta.get("patch") {
        let p: json_patch::Patch = serde_json::from_value(p.clone()).map_err(|e| e.to_string())?;
        json_patch::patch(state, &p).map_err(|e| e.to_string())?;
    }
    state["version"] = delta["version"].clone();
    Ok(())
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

/// A played game: its id and the person's acknowledged moves, in order, after the `before`
/// decisions the person had taken when it was imported.
struct Played {
    id: String,
    before: usize,
    acked: Vec<String>,
    /// Per acknowledged move: how it was acknowledged (for `lost.txt`).
    how: Vec<String>,
}

struct Shared {
    cfg: Config,
    /// The servers' addresses (a restarted server keeps its port).
    servers: Vec<SocketAddr>,
    sources: Vec<IpAddr>,
    http: Vec<reqwest::Client>,
    measuring: AtomicBool,
    stop: AtomicBool,
    latencies: Mutex<Vec<Timed>>,
    /// Every reconnection in the measurement: when the old connection was lost and when the
    /// new one was open (ms into it).
    reconnections: Mutex<Vec<(u32, u32)>>,
    measure_start: std::sync::OnceLock<Instant>,
    moves: AtomicU64,
    errors: AtomicU64,
    error_kinds: Mutex<std::collections::BTreeMap<String, u64>>,
    reconnects: AtomicU64,
    resent: AtomicU64,
    finished: AtomicU64,
    connected: AtomicUsize,
    played: Mutex<Vec<Played>>,
    /// Late games: the imported live games, one per slot.
    live: Vec<late::Live>,
    messages: AtomicU64,
    bytes: AtomicU64,
}

impl Shared {
    fn error(&self, kind: String) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        *self.error_kinds.lock().unwrap().entry(kind).or_default() += 1;
    }
}

/// The source address of client `i`: 127.0.x.y from 127.0.1.1 on.
fn source(i: usize) -> IpAddr {
    let n = 256 + 1 + i as u32;
    IpAddr::V4(Ipv4Addr::new(127, 0, (n >> 8) as u8, (n & 255) as u8))
}

async fn ws_connect(
    from: IpAddr,
    to: SocketAddr,
    id: &str,
    token: &str,
    deltas: bool,
    since: Option<u64>,
) -> anyhow::Result<tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    let stream = tokio::time::timeout(Duration::from_secs(10), socket.connect(to)).await??;
    stream.set_nodelay(true)?;
    let mut url = format!("ws://{to}/api/games/{id}/ws?token={token}&deltas={deltas}");
    if let Some(v) = since.filter(|_| deltas) {
        url.push_str(&format!("&since={v}"));
    }
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(16 * 1024);
    let (ws, _) = tokio::time::timeout(
        Duration::from_secs(10),
        tokio_tungstenite::client_async_with_config(url, stream, Some(config)),
    )
    .await??;
    Ok(ws)
}

/// A move decided on and sent when its think time is over.
struct Plan {
    at: Instant,
    action: String,
    /// The version of the state it was decided on.
    version: u64,
}

/// A move sent and not yet shown in a state.
struct Pending {
    action: String,
    /// The version of the state it was decided on (sent with it: refused if the state moved on).
    version: u64,
    sent: Instant,
    /// Sent over the connection it is answered on (its latency counts).
    same_connection: bool,
    /// Sent with the action; the server's `done` carries it back.
    id: u64,
}

/// One slot: plays games one after the other (a person against a bot) until the end.
async fn slot(sh: Arc<Shared>, i: usize) {
    let mut rng = Rng((sh.cfg.seed ^ (i as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)) | 1);
    let from = sh.sources[i % sh.sources.len()];
    let http = &sh.http[i % sh.http.len()];
    let mut counted = false;
    let mut server = i % sh.servers.len();
    let mut late_taken = false;
    while !sh.stop.load(Ordering::Relaxed) {
        // Late games: the slot's imported game, once (a game that ends is not replaced).
        if let Some(l) = sh.live.get(i) {
            if late_taken {
                return;
            }
            late_taken = true;
            let index = {
                let mut p = sh.played.lock().unwrap();
                p.push(Played {
                    id: l.id.clone(),
                    before: l.person_decisions,
                    acked: Vec::new(),
                    how: Vec::new(),
                });
                p.len() - 1
            };
            play(
                &sh,
                &mut rng,
                from,
                &mut server,
                &mut counted,
                &l.id,
                &l.token,
                index,
            )
            .await;
            continue;
        }
        // A new game.
        let created: serde_json::Value = match http
            .post(format!("http://{}/api/games", sh.servers[server]))
            .json(&serde_json::json!({
                "game": "glueckauf",
                "seats": [{ "name": "Person" }, { "bot": "random" }]
            }))
            .send()
            .await
        {
            Ok(r) if r.status() == 201 => r.json().await.unwrap_or_default(),
            _ => {
                // A server restarting: try the other one.
                server = (server + 1) % sh.servers.len();
                tokio::time::sleep(Duration::from_millis(200 + rng.next() % 300)).await;
                continue;
            }
        };
        let (Some(id), Some(token)) = (
            created["game_id"].as_str().map(String::from),
            created["invites"][0]["token"].as_str().map(String::from),
        ) else {
            sh.error(String::from("create: no game id"));
            continue;
        };
        let index = {
            let mut p = sh.played.lock().unwrap();
            p.push(Played {
                id: id.clone(),
                before: 0,
                acked: Vec::new(),
                how: Vec::new(),
            });
            p.len() - 1
        };
        play(
            &sh,
            &mut rng,
            from,
            &mut server,
            &mut counted,
            &id,
            &token,
            index,
        )
        .await;
    }
}

/// One measured move: milliseconds into the measurement it was sent, its latency in
/// microseconds, the server it was sent to, and whether it was the first on its connection
/// (for the timeline: a restart's cost to a game that moved is in its first move there).
#[derive(Clone, Copy)]
struct Timed {
    at: u32,
    us: u32,
    server: u8,
    first: bool,
}

/// Plays game `id` as its person (seat 0, `token`) until it ends or the run stops; the moves
/// acknowledged go to `sh.played[index]`.
#[allow(clippy::too_many_arguments)]
async fn play(
    sh: &Arc<Shared>,
    rng: &mut Rng,
    from: IpAddr,
    server: &mut usize,
    counted: &mut bool,
    id: &str,
    token: &str,
    index: usize,
) {
    {
        let mut pending: Option<Pending> = None;
        // A stored move not yet shown in a state: (its version, when sent, same connection).
        let mut shown: Option<(u64, Instant, bool)>;
        let mut next_id = 0u64;
        let mut retries = 0u32;
        // When the last connection was lost (for the timeline's reconnections).
        let mut lost_at: Option<Instant> = None;
        // The person's next move, and when it is sent.
        let mut planned: Option<Plan> = None;
        // The state as this client has it, without its log (which it does not read): deltas
        // are applied to it; and whether it is whole (the last piece of a state came). A new
        // connection says the version of a whole one (`?since=`), as the page does.
        let mut have: Option<serde_json::Value> = None;
        let mut whole = false;
        'connection: while !sh.stop.load(Ordering::Relaxed) {
            let since = have
                .as_ref()
                .filter(|_| whole)
                .and_then(|h| h["version"].as_u64());
            let to = sh.servers[*server];
            let mut ws = match ws_connect(from, to, id, token, sh.cfg.deltas, since).await {
                Ok(ws) => ws,
                Err(_) => {
                    sh.reconnects.fetch_add(1, Ordering::Relaxed);
                    *server = (*server + 1) % sh.servers.len();
                    let backoff = (300u64 << retries.min(5)).min(5000);
                    retries += 1;
                    tokio::time::sleep(Duration::from_millis(
                        backoff / 2 + rng.next() % (backoff / 2 + 1),
                    ))
                    .await;
                    continue;
                }
            };
            if !*counted {
                *counted = true;
                sh.connected.fetch_add(1, Ordering::Relaxed);
            }
            if let (Some(lost), Some(t0)) = (lost_at.take(), sh.measure_start.get()) {
                let ms = |t: Instant| t.saturating_duration_since(*t0).as_millis() as u32;
                sh.reconnections
                    .lock()
                    .unwrap()
                    .push((ms(lost), ms(Instant::now())));
            }
            retries = 0;
            let mut fresh = true;
            // No move measured on this connection yet.
            let mut first_move = true;
            shown = None;
            if !whole {
                have = None;
            }
            if let Some(p) = &mut pending {
                p.same_connection = false;
            }
            loop {
                // The person thinks while the page keeps reading (a close is seen at once).
                let check = Instant::now() + Duration::from_millis(500);
                let wake = planned.as_ref().map_or(check, |p| p.at.min(check));
                let next = tokio::select! {
                    m = ws.next() => m,
                    _ = tokio::time::sleep_until(wake.into()) => {
                        if sh.stop.load(Ordering::Relaxed) {
                            let _ = ws.close(None).await;
                            break 'connection;
                        }
                        let now = Instant::now();
                        if let Some(plan) = planned.take_if(|p| p.at <= now) {
                            next_id += 1;
                            let msg = format!(
                                "{{\"type\":\"action\",\"action\":\"{}\",\"version\":{},\"id\":{next_id}}}",
                                plan.action, plan.version
                            );
                            pending = Some(Pending {
                                action: plan.action,
                                version: plan.version,
                                sent: now,
                                same_connection: true,
                                id: next_id,
                            });
                            if ws.send(Message::Text(msg.into())).await.is_err() {
                                continue 'connection;
                            }
                        }
                        continue;
                    }
                };
                let text = match next {
                    Some(Ok(Message::Text(t))) => {
                        if sh.measuring.load(Ordering::Relaxed) {
                            sh.messages.fetch_add(1, Ordering::Relaxed);
                            sh.bytes.fetch_add(t.len() as u64, Ordering::Relaxed);
                        }
                        t
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {
                        // The server went away (a restart): reconnect, to the other server
                        // while this one restarts.
                        sh.reconnects.fetch_add(1, Ordering::Relaxed);
                        lost_at = Some(Instant::now());
                        if sh.servers.len() > 1 {
                            *server = (*server + 1) % sh.servers.len();
                        }
                        tokio::time::sleep(Duration::from_millis(150 + rng.next() % 300)).await;
                        continue 'connection;
                    }
                    Some(Ok(_)) => continue,
                };
                let now = Instant::now();
                let Ok(mut msg) = serde_json::from_str::<serde_json::Value>(&text) else {
                    sh.error(String::from("not a message"));
                    continue;
                };
                let kind = msg["type"].as_str().unwrap_or_default().to_string();
                // A state in pieces: act once the last piece is in.
                let more = msg["more"].as_bool().unwrap_or(false);
                if kind == "state" {
                    if let Some(m) = msg.as_object_mut() {
                        m.remove("log");
                    }
                    have = Some(std::mem::take(&mut msg));
                } else if kind == "delta" {
                    match apply_delta(have.as_mut(), &msg) {
                        Ok(()) => {}
                        Err(why) => {
                            // A delta that does not follow: ask for the whole state.
                            sh.error(format!("delta: {why}"));
                            have = None;
                            let ask = Message::Text("{\"type\":\"state\"}".into());
                            if ws.send(ask).await.is_err() {
                                continue 'connection;
                            }
                            continue;
                        }
                    }
                }
                if kind == "state" || kind == "delta" {
                    whole = !more;
                }
                if more {
                    continue;
                }
                let read = match (&have, kind != "state" && kind != "delta") {
                    (Some(state), false) => Lite::deserialize(state),
                    _ => Lite::deserialize(&msg),
                };
                let Ok(st) = read else {
                    sh.error(String::from("not a state"));
                    continue;
                };
                if kind == "done" {
                    // Our move is stored: the server says so, for the id we sent with it.
                    let id = msg["id"].as_u64();
                    if let Some(p) = pending.take_if(|p| Some(p.id) == id) {
                        let version = msg["version"].as_u64().unwrap_or(u64::MAX);
                        let mut played = sh.played.lock().unwrap();
                        let g = &mut played[index];
                        g.acked.push(p.action.clone());
                        g.how.push(format!(
                            "{} decided on v{}, stored as v{} by server {}{}, {:?} after sending",
                            p.action,
                            p.version,
                            version,
                            *server,
                            if p.same_connection {
                                ""
                            } else {
                                " (sent again on a new connection)"
                            },
                            now.duration_since(p.sent),
                        ));
                        shown = Some((version, p.sent, p.same_connection));
                    }
                    continue;
                }
                if st.kind != "state" {
                    // An error about our move: it was not stored.
                    let code = serde_json::from_str::<serde_json::Value>(&text)
                        .ok()
                        .and_then(|v| v["code"].as_str().map(String::from))
                        .unwrap_or_default();
                    sh.error(code);
                    pending = None;
                    continue;
                }
                // The latency of a move: from sending it to the state that shows it.
                if let Some((version, sent, same_connection)) = shown {
                    if st.version >= version {
                        shown = None;
                        if same_connection && sh.measuring.load(Ordering::Relaxed) {
                            let us = now.duration_since(sent).as_micros().min(u32::MAX as u128);
                            let at = sh.measure_start.get().map_or(0, |t0| {
                                sent.saturating_duration_since(*t0).as_millis() as u32
                            });
                            sh.latencies.lock().unwrap().push(Timed {
                                at,
                                us: us as u32,
                                server: *server as u8,
                                first: std::mem::take(&mut first_move),
                            });
                            sh.moves.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                }
                let was_fresh = fresh;
                fresh = false;
                if let Some(p) = &mut pending {
                    if was_fresh && !p.same_connection {
                        // Sent on a connection that was lost before the answer came: if the
                        // state is still the one it was decided on, it was not stored and is
                        // sent again; if not, it may have been stored (not counted either way:
                        // only moves the server said it stored are checked).
                        if st.version == p.version
                            && st.your_turn
                            && st.legal.iter().any(|l| l.action == p.action)
                        {
                            next_id += 1;
                            p.id = next_id;
                            let msg = format!(
                                "{{\"type\":\"action\",\"action\":\"{}\",\"version\":{},\"id\":{}}}",
                                p.action, p.version, p.id
                            );
                            sh.resent.fetch_add(1, Ordering::Relaxed);
                            if ws.send(Message::Text(msg.into())).await.is_err() {
                                continue 'connection;
                            }
                            continue;
                        }
                        pending = None;
                    } else {
                        // Its answer is still to come.
                        continue;
                    }
                }
                if st.status != "open" {
                    sh.finished.fetch_add(1, Ordering::Relaxed);
                    let _ = ws.close(None).await;
                    break 'connection;
                }
                // The person moves when it alone must decide: during Haspelknecht's
                // simultaneous planning it waits for the bot's plan, so that the next state
                // with a greater version is the one that shows its move.
                if st.your_turn && !st.legal.is_empty() && st.to_move == [0] {
                    // Decided after a think time; a state with the same version (a clock's
                    // change, a new connection) leaves the decision as it was.
                    if planned.as_ref().is_none_or(|p| p.version != st.version) {
                        let think = rng.next() % (2 * sh.cfg.think_ms + 1);
                        let action = st.legal[(rng.next() % st.legal.len() as u64) as usize]
                            .action
                            .clone();
                        planned = Some(Plan {
                            at: Instant::now() + Duration::from_millis(think),
                            action,
                            version: st.version,
                        });
                    }
                } else {
                    planned = None;
                }
            }
        }
    }
}

/// A `kohle-serve` process.
struct Server {
    child: Child,
    addr: SocketAddr,
    metrics: SocketAddr,
    log: PathBuf,
    started: Instant,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn spawn_server(cfg: &Config, port: u16, n: usize, generation: usize) -> Server {
    let log = cfg.log_dir.join(format!("server{n}-{generation}.log"));
    let metrics = SocketAddr::from(([127, 0, 0, 1], free_port()));
    let started = Instant::now();
    let mut child = Command::new(&cfg.server_bin)
        .args(["--addr", &format!("127.0.0.1:{port}"), "--db", &cfg.db])
        .args(["--drain-seconds", &cfg.drain_seconds.to_string()])
        .args(["--metrics-addr", &metrics.to_string()])
        .args(&cfg.server_args)
        .args(["--log-format", "json"])
        .env("RUST_LOG", "info,sqlx=warn")
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).expect("the log file"))
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", cfg.server_bin.display()));
    let mut line = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    out.read_line(&mut line).unwrap();
    assert!(
        line.contains("listening"),
        "the server did not start: {line} (see {})",
        log.display()
    );
    std::thread::spawn(move || for _ in out.lines() {});
    Server {
        child,
        addr: SocketAddr::from(([127, 0, 0, 1], port)),
        metrics,
        log,
        started,
    }
}

/// A line of `/proc/PID/status` in MB (`VmRSS`, `VmHWM`); 0 when the process is gone.
fn status_mb(pid: u32, field: &str) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

/// Watches the servers' resident memory every 0.5 s: the highest seen per server, and, beyond
/// the cap, kills them (SIGKILL to the processes this run started) and says why.
struct RssWatch {
    pids: Arc<Mutex<Vec<u32>>>,
    over: Arc<Mutex<Option<String>>>,
    done: Arc<AtomicBool>,
}

impl RssWatch {
    fn start(pids: Vec<u32>, cap_mb: f64, stop: Arc<AtomicBool>) -> RssWatch {
        let watch = RssWatch {
            pids: Arc::new(Mutex::new(pids)),
            over: Arc::new(Mutex::new(None)),
            done: Arc::new(AtomicBool::new(false)),
        };
        let (pids, over, done) = (watch.pids.clone(), watch.over.clone(), watch.done.clone());
        let t0 = Instant::now();
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                let now: Vec<u32> = pids.lock().unwrap().clone();
                for (n, pid) in now.iter().enumerate() {
                    let rss = status_mb(*pid, "VmRSS:");
                    if rss > cap_mb {
                        *over.lock().unwrap() = Some(format!(
                            "server {n} reached {rss:.0} MB resident, beyond the cap of {cap_mb:.0} MB, {:.0} s after the servers started: killed",
                            t0.elapsed().as_secs_f64()
                        ));
                        for p in &now {
                            let _ = Command::new("kill")
                                .args(["-KILL", &p.to_string()])
                                .status();
                        }
                        stop.store(true, Ordering::SeqCst);
                        return;
                    }
                }
                std::thread::sleep(Duration::from_millis(500));
            }
        });
        watch
    }

    fn over(&self) -> Option<String> {
        self.over.lock().unwrap().clone()
    }
}

impl Drop for RssWatch {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
    }
}

/// Waits until every server's log says it resumed the open games, the wait runs out, or
/// `stop` is set: seconds from each server's start, `None` when not seen.
fn wait_resumed(servers: &[Server], wait: Duration, stop: &AtomicBool) -> Vec<Option<f64>> {
    let mut seen: Vec<Option<f64>> = vec![None; servers.len()];
    let t = Instant::now();
    while seen.iter().any(Option::is_none) && t.elapsed() < wait && !stop.load(Ordering::Relaxed) {
        for (n, s) in servers.iter().enumerate() {
            if seen[n].is_none()
                && std::fs::read_to_string(&s.log).is_ok_and(|l| l.contains("open games resumed"))
            {
                seen[n] = Some(s.started.elapsed().as_secs_f64());
            }
        }
        std::thread::sleep(Duration::from_millis(250));
    }
    seen
}

/// A gauge (`kohle_games_loaded`, `kohle_heap_bytes`) from a server's metrics.
async fn gauge(metrics: SocketAddr, name: &str) -> Option<u64> {
    let text = reqwest::Client::new()
        .get(format!("http://{metrics}/metrics"))
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .ok()?
        .text()
        .await
        .ok()?;
    text.lines()
        .find(|l| l.strip_prefix(name).is_some_and(|r| r.starts_with(' ')))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse::<f64>().ok())
        .map(|v| v as u64)
}

fn peak_rss_mb(pid: u32) -> f64 {
    status_mb(pid, "VmHWM:")
}

/// SIGTERM to a server, then its exit awaited for its drain and 30 s more (as a container's
/// stop grace beyond the drain), then SIGKILL. `drain_seconds` 0: a second SIGTERM right
/// away ends its drain (the end of a run: no clients left). Returns its peak RSS.
fn sigterm(child: &mut Child, drain_seconds: u64) -> f64 {
    let rss = peak_rss_mb(child.id());
    let term = || {
        Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
    };
    let _ = term();
    if drain_seconds == 0 {
        std::thread::sleep(Duration::from_millis(200));
        let _ = term();
    }
    let t = Instant::now();
    let grace = Duration::from_secs(drain_seconds + 30);
    while child.try_wait().ok().flatten().is_none() && t.elapsed() < grace {
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    rss
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Creates a fresh PostgreSQL database (`postgres`) or an SQLite path (`sqlite`); on
/// PostgreSQL a copy of the database `template` when one is given (see [`idle_template`]).
pub async fn database(spec: &str, template: Option<&str>) -> String {
    if spec == "sqlite" {
        let dir = data_dir();
        std::fs::create_dir_all(&dir).unwrap();
        return dir
            .join(format!("load-{}.sqlite", server::token::new_game_id()))
            .to_string_lossy()
            .into_owned();
    }
    // `postgres?QUERY`: a fresh database, its URL with `?QUERY` (connection settings such as
    // `options[synchronous_commit]=off`).
    let (kind, query) = spec.split_once('?').unwrap_or((spec, ""));
    if kind != "postgres" {
        return spec.to_string();
    }
    let url = postgres_url();
    use sqlx::Connection;
    let name = format!("kohle_load_{}", server::token::new_game_id());
    let mut c = sqlx::PgConnection::connect(&url).await.expect("PostgreSQL");
    let create = match template {
        Some(t) => format!("CREATE DATABASE {name} TEMPLATE {t}"),
        None => format!("CREATE DATABASE {name}"),
    };
    sqlx::Executor::execute(&mut c, create.as_str())
        .await
        .unwrap();
    let url = database_url(&url, &name);
    if query.is_empty() {
        url
    } else {
        format!("{url}?{query}")
    }
}

/// The PostgreSQL server's URL: `KOHLE_TEST_PG`, or the one `scripts/postgres.sh` starts.
fn postgres_url() -> String {
    match std::env::var("KOHLE_TEST_PG") {
        Ok(u) if !u.is_empty() => u,
        _ => {
            let script =
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/postgres.sh");
            let out = Command::new("bash")
                .arg(script)
                .output()
                .expect("scripts/postgres.sh runs");
            String::from_utf8_lossy(&out.stdout).trim().to_string()
        }
    }
}

/// The URL of database `name` on the server of `url`.
fn database_url(url: &str, name: &str) -> String {
    let base = url.split_once('?').map_or(url, |(u, _)| u);
    format!("{}/{name}", &base[..base.rfind('/').unwrap()])
}

/// `--idle-template`: the name of a PostgreSQL database that holds only the idle games of
/// `idle` and `seed` (with the schema), made the first time it is asked for and kept; each run
/// then copies it (`CREATE DATABASE … TEMPLATE`, seconds) instead of importing the idle games
/// (13 to 24 minutes for 100,000 on the 2-core machines so far). For studies that repeat a run: the idle
/// games' clocks were set when the template was made, so the longer it is kept, the more of
/// them are overdue when a run starts. Dropped with `DROP DATABASE` by hand.
pub async fn idle_template(idle: usize, seed: u64, cache: Option<PathBuf>) -> String {
    use sqlx::Connection;
    let name = format!("kohle_idle_template_{idle}_s{seed}");
    let url = postgres_url();
    let mut c = sqlx::PgConnection::connect(&url).await.expect("PostgreSQL");
    let exists: Option<(i32,)> = sqlx::query_as("SELECT 1 FROM pg_database WHERE datname = $1")
        .bind(&name)
        .fetch_optional(&mut c)
        .await
        .unwrap();
    if exists.is_some() {
        eprintln!("idle games copied from template database {name}");
        return name;
    }
    // Built under another name and renamed when whole, so that an interrupted build is never
    // taken for a template.
    let building = format!("{name}_building");
    let _ = sqlx::Executor::execute(
        &mut c,
        format!("DROP DATABASE IF EXISTS {building}").as_str(),
    )
    .await;
    sqlx::Executor::execute(&mut c, format!("CREATE DATABASE {building}").as_str())
        .await
        .unwrap();
    let build_url = database_url(&url, &building);
    let db = server::db::Db::connect(&build_url)
        .await
        .expect("the template");
    server::schema::migrate(&db, &build_url)
        .await
        .expect("migrations");
    db.close().await;
    let plan = late::Plan {
        live: 0,
        from: 200,
        idle,
        seed,
        cache,
        idle_in_template: false,
    };
    let stored = late::store(&build_url, &plan)
        .await
        .unwrap_or_else(|e| panic!("the idle games could not be stored: {e:#}"));
    sqlx::Executor::execute(
        &mut c,
        format!("ALTER DATABASE {building} RENAME TO {name}").as_str(),
    )
    .await
    .unwrap();
    eprintln!(
        "template database {name} made: {idle} idle games imported in {:.0} s",
        stored.import_s
    );
    name
}

/// Runs the load; the servers are stopped (SIGTERM) before the acknowledged moves are checked
/// against the database.
pub fn run(cfg: Config) -> Report {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let _guard = rt.enter();
    std::fs::create_dir_all(&cfg.log_dir).unwrap();
    // The schema first, so that two servers do not race to create it.
    rt.block_on(async {
        let db = server::db::Db::connect(&cfg.db)
            .await
            .expect("the database");
        server::schema::migrate(&db, &cfg.db)
            .await
            .expect("migrations");
        db.close().await;
    });
    // Late games: the live and idle games, imported before any server starts.
    let stored = cfg.late_from.map(|from| {
        let plan = late::Plan {
            live: cfg.games,
            from,
            idle: cfg.idle,
            seed: cfg.seed,
            cache: cfg.cache.clone(),
            idle_in_template: cfg.idle_in_template,
        };
        rt.block_on(late::store(&cfg.db, &plan))
            .unwrap_or_else(|e| panic!("the late games could not be stored: {e:#}"))
    });
    let ports: Vec<u16> = (0..cfg.servers).map(|_| free_port()).collect();
    let mut servers: Vec<Server> = ports
        .iter()
        .enumerate()
        .map(|(n, p)| spawn_server(&cfg, *p, n, 0))
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let watch = RssWatch::start(
        servers.iter().map(|s| s.child.id()).collect(),
        cfg.rss_cap_mb,
        stop.clone(),
    );
    let resumed_s = if stored.is_some() {
        wait_resumed(&servers, Duration::from_secs(cfg.resume_wait), &stop)
    } else {
        Vec::new()
    };
    // What the games keep before anybody connects, and then with every client connected.
    let memory_now = |servers: &[Server]| -> Vec<(f64, Option<f64>)> {
        servers
            .iter()
            .map(|s| {
                (
                    status_mb(s.child.id(), "VmRSS:"),
                    rt.block_on(gauge(s.metrics, "kohle_heap_bytes"))
                        .map(|b| b as f64 / 1048576.0),
                )
            })
            .collect()
    };
    let memory_resumed = memory_now(&servers);
    let sources: Vec<IpAddr> = (0..cfg.addresses.max(1)).map(source).collect();
    let http = sources
        .iter()
        .take(64)
        .map(|ip| {
            reqwest::Client::builder()
                .local_address(*ip)
                .timeout(Duration::from_secs(30))
                .build()
                .unwrap()
        })
        .collect();
    let sh = Arc::new(Shared {
        cfg: cfg.clone(),
        servers: servers.iter().map(|s| s.addr).collect(),
        sources,
        http,
        measuring: AtomicBool::new(false),
        stop: AtomicBool::new(stop.load(Ordering::SeqCst)),
        latencies: Mutex::new(Vec::new()),
        reconnections: Mutex::new(Vec::new()),
        measure_start: std::sync::OnceLock::new(),
        moves: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        error_kinds: Mutex::new(Default::default()),
        reconnects: AtomicU64::new(0),
        resent: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        connected: AtomicUsize::new(0),
        played: Mutex::new(Vec::new()),
        live: stored.as_ref().map(|s| s.live.clone()).unwrap_or_default(),
        messages: AtomicU64::new(0),
        bytes: AtomicU64::new(0),
    });
    // The RSS watch stops the clients too.
    {
        let (sh, stop) = (sh.clone(), stop.clone());
        std::thread::spawn(move || {
            while !sh.stop.load(Ordering::Relaxed) {
                if stop.load(Ordering::Relaxed) {
                    sh.stop.store(true, Ordering::SeqCst);
                }
                std::thread::sleep(Duration::from_millis(200));
            }
        });
    }
    let started = Instant::now();
    let tasks: Vec<_> = rt.block_on(async {
        let mut tasks = Vec::new();
        for i in 0..cfg.games {
            tasks.push(tokio::spawn(slot(sh.clone(), i)));
            // Ramp up: about 500 new games a second.
            if i % 50 == 49 {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        tasks
    });
    rt.block_on(async {
        while sh.connected.load(Ordering::Relaxed) < cfg.games
            && started.elapsed() < Duration::from_secs(600)
            && !sh.stop.load(Ordering::Relaxed)
        {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    let connected_s = started.elapsed().as_secs_f64();
    let memory_connected = memory_now(&servers);
    sleep_unless_stopped(&rt, &sh, Duration::from_secs(cfg.warmup));
    // Measure; restart server 0 on the way when asked.
    let t = Instant::now();
    let t_unix_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let _ = sh.measure_start.set(t);
    sh.measuring.store(true, Ordering::SeqCst);
    let mut peak = vec![0.0f64; cfg.servers];
    let mut restarted = false;
    if let Some(after) = cfg.restart_after.filter(|a| *a < cfg.seconds) {
        sleep_unless_stopped(&rt, &sh, Duration::from_secs(after));
        if !sh.stop.load(Ordering::Relaxed) {
            peak[0] = peak[0].max(sigterm(&mut servers[0].child, cfg.drain_seconds));
            servers[0] = spawn_server(&cfg, ports[0], 0, 1);
            watch.pids.lock().unwrap()[0] = servers[0].child.id();
            restarted = true;
        }
    }
    let left = Duration::from_secs(cfg.seconds).saturating_sub(t.elapsed());
    sleep_unless_stopped(&rt, &sh, left);
    sh.measuring.store(false, Ordering::SeqCst);
    let measured_s = t.elapsed().as_secs_f64();
    sh.stop.store(true, Ordering::SeqCst);
    let rss_end_mb: Vec<f64> = servers
        .iter()
        .map(|s| status_mb(s.child.id(), "VmRSS:"))
        .collect();
    let games_loaded: Vec<Option<u64>> = servers
        .iter()
        .map(|s| rt.block_on(gauge(s.metrics, "kohle_games_loaded")))
        .collect();
    let heap_end_mb: Vec<Option<f64>> = servers
        .iter()
        .map(|s| {
            rt.block_on(gauge(s.metrics, "kohle_heap_bytes"))
                .map(|b| b as f64 / 1048576.0)
        })
        .collect();
    rt.block_on(async {
        for task in tasks {
            let _ = tokio::time::timeout(Duration::from_secs(30), task).await;
        }
    });
    for (n, s) in servers.iter_mut().enumerate() {
        peak[n] = peak[n].max(sigterm(&mut s.child, 0));
    }
    let over_cap = watch.over();
    drop(watch);
    // Every acknowledged move is stored, in order.
    let played = std::mem::take(&mut *sh.played.lock().unwrap());
    let (acked, lost) = rt.block_on(async {
        let db = server::db::Db::connect(&cfg.db)
            .await
            .expect("the database");
        let (mut acked, mut lost) = (0u64, 0u64);
        let mut lost_games = Vec::new();
        for p in &played {
            let in_db: Vec<String> = db
                .actions(&p.id)
                .await
                .unwrap_or_default()
                .into_iter()
                .filter(|a| a.seat == 0)
                .map(|a| a.notation)
                .collect();
            acked += p.acked.len() as u64;
            // The acknowledged moves, in order, among the stored ones after the imported
            // ones: a move stored whose acknowledgement the client never got (its server
            // restarted first, or it was sent again to a server that had not seen it yet and
            // refused it) is stored between them, and is not a loss.
            let mut stored = in_db.iter().skip(p.before);
            for (k, a) in p.acked.iter().enumerate() {
                if !stored.any(|s| s == a) {
                    lost += (p.acked.len() - k) as u64;
                    lost_games.push(format!(
                        "game {}: acknowledged move {} of {} not stored in order\n  stored after the import: {:?}\n  acknowledged:\n    {}\n",
                        p.id,
                        k,
                        p.acked.len(),
                        &in_db[p.before.min(in_db.len())..],
                        p.how.join("\n    ")
                    ));
                    break;
                }
            }
        }
        db.close().await;
        if !lost_games.is_empty() {
            let path = cfg.log_dir.join("lost.txt");
            let _ = std::fs::write(&path, lost_games.join("\n"));
            eprintln!(
                "{} games with an acknowledged move not stored: see {}",
                lost_games.len(),
                path.display()
            );
        }
        (acked, lost)
    });
    let error_kinds = sh.error_kinds.lock().unwrap().clone();
    let timed = sh.latencies.lock().unwrap().clone();
    // `KOHLE_LOAD_TIMELINE=FILE`: every measured move as `MS_INTO_THE_RUN LATENCY_US SERVER
    // FIRST` (FIRST 1 for a connection's first measured move), after a first line `# UNIX_MS`
    // (when the measurement began, to set beside other records), then every reconnection as
    // `R LOST_MS CONNECTED_MS`.
    if let Ok(path) = std::env::var("KOHLE_LOAD_TIMELINE") {
        let reconnections = sh.reconnections.lock().unwrap().clone();
        let lines: String = std::iter::once(format!("# {t_unix_ms}\n"))
            .chain(
                timed
                    .iter()
                    .map(|t| format!("{} {} {} {}\n", t.at, t.us, t.server, u8::from(t.first))),
            )
            .chain(reconnections.iter().map(|(l, c)| format!("R {l} {c}\n")))
            .collect();
        let _ = std::fs::write(path, lines);
    }
    let sorted = |keep: &dyn Fn(u32) -> bool| {
        let mut v: Vec<u32> = timed.iter().filter(|t| keep(t.at)).map(|t| t.us).collect();
        v.sort_unstable();
        v
    };
    let pct_of = |lat: &[u32], q: f64| -> f64 {
        if lat.is_empty() {
            return f64::NAN;
        }
        lat[((lat.len() - 1) as f64 * q).round() as usize] as f64 / 1000.0
    };
    let lat = sorted(&|_| true);
    let pct = |q: f64| pct_of(&lat, q);
    let restart_window_ms = cfg.restart_after.filter(|_| restarted).map(|after| {
        let from = (after * 1000) as u32;
        let inside = |at: u32| at >= from && at < from + 15_000;
        let (w, o) = (sorted(&inside), sorted(&|at| !inside(at)));
        let max = |v: &[u32]| v.last().map_or(f64::NAN, |m| *m as f64 / 1000.0);
        [pct_of(&w, 0.99), max(&w), pct_of(&o, 0.99), max(&o)]
    });
    Report {
        games: cfg.games,
        db: if cfg.db.starts_with("postgres") {
            "postgres".into()
        } else {
            "sqlite".into()
        },
        servers: cfg.servers,
        measured_s,
        moves: sh.moves.load(Ordering::Relaxed),
        p50_ms: pct(0.5),
        p90_ms: pct(0.9),
        p99_ms: pct(0.99),
        max_ms: lat.last().map_or(f64::NAN, |m| *m as f64 / 1000.0),
        restart_window_ms,
        errors: sh.errors.load(Ordering::Relaxed),
        error_kinds: error_kinds.into_iter().collect(),
        reconnects: sh.reconnects.load(Ordering::Relaxed),
        resent: sh.resent.load(Ordering::Relaxed),
        acked,
        lost,
        games_finished: sh.finished.load(Ordering::Relaxed),
        games_played: played.len(),
        peak_rss_mb: peak,
        restarted,
        connected_s,
        stored,
        resumed_s,
        rss_end_mb,
        games_loaded,
        heap_end_mb,
        memory_resumed,
        memory_connected,
        messages: sh.messages.load(Ordering::Relaxed),
        bytes: sh.bytes.load(Ordering::Relaxed),
        over_cap,
    }
}

/// Sleeps `d`, or less when the run stops (a server beyond the memory cap).
fn sleep_unless_stopped(rt: &tokio::runtime::Runtime, sh: &Shared, d: Duration) {
    let until = Instant::now() + d;
    while Instant::now() < until && !sh.stop.load(Ordering::Relaxed) {
        let step = until
            .saturating_duration_since(Instant::now())
            .min(Duration::from_millis(200));
        rt.block_on(tokio::time::sleep(step));
    }
}

/// The generator is a client of the servers it measures and shares their machine: mimalloc, as
/// the servers use, rather than the system's allocator (which took 4% of the 2-core machine in
/// a pair run beside 100,000 idle games, `perf`, 29 November). Not in the server's test binary,
/// which includes this file as a module.
#[cfg(not(test))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn arg(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| default.to_string())
}

fn main() {
    let default_bin = std::env::current_exe()
        .ok()
        .and_then(|p| Some(p.parent()?.parent()?.join("kohle-serve")))
        .unwrap_or_else(|| PathBuf::from("kohle-serve"));
    let db_spec = arg("--db", "sqlite");
    let idle: usize = arg("--idle", "0").parse().unwrap();
    let seed: u64 = arg("--seed", "1").parse().unwrap();
    let cache = PathBuf::from(arg("--cache", data_dir().to_str().unwrap()));
    let with_template = !args_of("--idle-template").is_empty() && idle > 0;
    if with_template && !db_spec.starts_with("postgres") {
        eprintln!("load: --idle-template needs --db postgres");
        std::process::exit(2);
    }
    let db = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            let template = if with_template {
                Some(idle_template(idle, seed, Some(cache.clone())).await)
            } else {
                None
            };
            database(&db_spec, template.as_deref()).await
        });
    let restart: u64 = arg("--restart-after", "0").parse().unwrap();
    let cfg = Config {
        games: arg("--games", "1000").parse().unwrap(),
        think_ms: arg("--think-ms", "15000").parse().unwrap(),
        seconds: arg("--seconds", "120").parse().unwrap(),
        warmup: arg("--warmup", "20").parse().unwrap(),
        db,
        servers: arg("--servers", "1").parse().unwrap(),
        restart_after: (restart > 0).then_some(restart),
        drain_seconds: arg("--drain-seconds", "5").parse().unwrap(),
        addresses: arg("--addresses", "400").parse().unwrap(),
        server_bin: PathBuf::from(arg("--server-bin", default_bin.to_str().unwrap())),
        seed,
        log_dir: data_dir().join(format!("logs-{}", server::token::new_game_id())),
        late_from: args_of("--late-from").first().map(|v| v.parse().unwrap()),
        idle,
        idle_in_template: with_template,
        cache: Some(cache),
        server_args: args_of("--server-arg"),
        rss_cap_mb: arg("--rss-cap-mb", "6000").parse().unwrap(),
        resume_wait: arg("--resume-wait", "900").parse().unwrap(),
        deltas: arg("--deltas", "true").parse().unwrap(),
    };
    eprintln!("servers' logs in {}", cfg.log_dir.display());
    let db = cfg.db.clone();
    let report = run(cfg);
    println!("{report}");
    if args_of("--keep-db").is_empty() {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(drop_database(&db));
    }
    if report.lost > 0 || report.errors > 0 || report.over_cap.is_some() {
        std::process::exit(1);
    }
}

/// Every value given to option `name` (an option given without a value: `""`).
fn args_of(name: &str) -> Vec<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .enumerate()
        .filter(|(_, a)| *a == name)
        .map(|(i, _)| args.get(i + 1).cloned().unwrap_or_default())
        .collect()
}

/// Where the generated data goes: `target/load` of the workspace.
pub fn data_dir() -> PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/load")
}

/// Removes the database a run made ([`database`]): the SQLite file, or the PostgreSQL database.
pub async fn drop_database(url: &str) {
    if let Some(path) = server::db::sqlite_path(url) {
        // Only a file this generator made.
        if !path.starts_with(data_dir().to_str().unwrap_or("-")) {
            return;
        }
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
        return;
    }
    let base = url.split_once('?').map_or(url, |(u, _)| u);
    let Some(cut) = base.rfind('/') else {
        return;
    };
    let name = &base[cut + 1..];
    if !name.starts_with("kohle_load_") {
        return;
    }
    use sqlx::Connection;
    if let Ok(mut c) = sqlx::PgConnection::connect(&format!("{}/postgres", &base[..cut])).await {
        let _ = sqlx::Executor::execute(&mut c, format!("DROP DATABASE {name}").as_str()).await;
    }
}
