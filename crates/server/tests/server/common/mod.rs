//! Helpers of the server tests: servers (in this process or as `kohle-serve` processes), an HTTP
//! client, WebSocket clients and a small random number generator.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A fresh SQLite file path in the temporary directory.
pub fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join("kohle-server-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}-{}.sqlite", server::token::new_game_id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// Server options for tests: limits high enough for scripted clients.
pub fn test_args(db: &str) -> server::ServeArgs {
    let mut a = server::ServeArgs::new("127.0.0.1:0", db);
    a.messages_per_second = 100_000.0;
    a.requests_per_second = 100_000.0;
    a.max_connections_per_ip = 1000;
    a
}

/// A server in this process on a new SQLite file.
pub async fn start_sqlite(name: &str) -> server::Running {
    let path = temp_db(name);
    server::start(test_args(path.to_str().unwrap()))
        .await
        .expect("the server starts")
}

/// A small deterministic random number generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n as u64) as usize
    }
}

pub fn http() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap()
}

/// One HTTP request: the status and the JSON answer (`Null` when the body is not JSON).
pub async fn send(
    method: reqwest::Method,
    url: String,
    bearer: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut r = http().request(method, url);
    if let Some(b) = bearer {
        r = r.bearer_auth(b);
    }
    if let Some(b) = body {
        r = r.json(&b);
    }
    let r = r.send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

/// Asks to create a game: the status and the JSON answer, whatever they are.
pub async fn create_raw(base: &str, body: Value) -> (u16, Value) {
    let r = http()
        .post(format!("{base}/api/games"))
        .json(&body)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// Creates a game; panics unless it was created.
pub async fn create(base: &str, body: Value) -> Value {
    let (status, v) = create_raw(base, body).await;
    assert_eq!(status, 201, "create failed: {v}");
    v
}

/// The token of `seat` in a created game.
pub fn token(created: &Value, seat: u64) -> String {
    created["invites"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["seat"] == json!(seat))
        .unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string()
}

pub fn spectator_token(created: &Value) -> String {
    created["spectator"]["token"].as_str().unwrap().to_string()
}

/// A new game of two people, A and B: its id, the seats' tokens and the spectator token.
pub struct TwoSeats {
    pub id: String,
    pub tokens: [String; 2],
    pub spectator: String,
}

pub async fn create_two_seats(base: &str, game: &str) -> TwoSeats {
    let created = create(
        base,
        json!({ "game": game, "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    TwoSeats {
        id: created["game_id"].as_str().unwrap().to_string(),
        tokens: [token(&created, 0), token(&created, 1)],
        spectator: spectator_token(&created),
    }
}

/// GET the state with a bearer token: (status, body).
pub async fn get_state(base: &str, id: &str, token: &str) -> (u16, Value) {
    let r = http()
        .get(format!("{base}/api/games/{id}"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// A server's `/metrics` (served beside the API).
pub async fn metrics_text(base: &str) -> String {
    http()
        .get(format!("{base}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// POST an action with a bearer token: (status, body).
pub async fn post_action(base: &str, id: &str, token: &str, action: &str) -> (u16, Value) {
    let r = http()
        .post(format!("{base}/api/games/{id}/actions"))
        .bearer_auth(token)
        .json(&json!({ "action": action }))
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// A random legal action of a state message.
pub fn random_legal(state: &Value, rng: &mut Rng) -> String {
    let legal = state["legal"].as_array().expect("legal actions");
    assert!(!legal.is_empty(), "no legal action in {state}");
    legal[rng.below(legal.len())]["action"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Opens the WebSocket of a seat (token in the URL): whole states, unless `token` goes on with
/// its own `&deltas=…`.
pub async fn ws_connect(addr: &str, id: &str, token: &str) -> Ws {
    let deltas = if token.contains("&deltas=") {
        ""
    } else {
        "&deltas=false"
    };
    let url = format!("ws://{addr}/api/games/{id}/ws?token={token}{deltas}");
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("websocket connects");
    ws
}

/// The next text message (parsed) and its raw text, within `secs` seconds.
pub async fn ws_next(ws: &mut Ws, secs: u64) -> Option<(Value, String)> {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(secs), ws.next())
            .await
            .ok()??
            .ok()?;
        if let Message::Text(t) = m {
            let text = t.to_string();
            return Some((serde_json::from_str(&text).unwrap(), text));
        }
        if let Message::Close(_) = m {
            return None;
        }
    }
}

pub async fn ws_send(ws: &mut Ws, v: &Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

/// A `kohle-serve` process; killed (SIGKILL) when dropped.
pub struct Proc {
    pub child: Child,
    pub addr: String,
}

impl Proc {
    /// Starts `kohle-serve` with `args` on a free port; waits until it listens.
    pub fn start(db: &str, extra: &[&str]) -> Proc {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kohle-serve"))
            .args(["--addr", "127.0.0.1:0", "--db", db])
            .args([
                "--messages-per-second",
                "100000",
                "--requests-per-second",
                "100000",
                "--max-connections-per-ip",
                "1000",
            ])
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("kohle-serve starts");
        let stdout = child.stdout.take().unwrap();
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).unwrap();
        let addr = line
            .trim()
            .rsplit("http://")
            .next()
            .filter(|a| a.contains(':'))
            .unwrap_or_else(|| panic!("kohle-serve did not start: `{line}`"))
            .to_string();
        Proc { child, addr }
    }

    pub fn base(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Sends the server SIGTERM (it drains for `--drain-seconds`, then stops).
    pub fn sigterm(&self) {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success(), "kill -TERM failed");
    }

    pub fn kill9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        self.kill9();
    }
}

/// The URL of a PostgreSQL server for tests: `KOHLE_TEST_PG`, else the cluster that
/// `scripts/postgres.sh` starts (installing PostgreSQL where it is missing). Panics when there is
/// none: these tests never skip.
pub fn postgres_url() -> String {
    if let Ok(url) = std::env::var("KOHLE_TEST_PG") {
        if !url.is_empty() {
            return url;
        }
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/postgres.sh");
    let out = Command::new("bash")
        .arg(&script)
        .stderr(Stdio::inherit())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()));
    let url = String::from_utf8_lossy(&out.stdout).trim().to_string();
    assert!(
        out.status.success() && url.starts_with("postgres://"),
        "PostgreSQL is needed for this test and {} could not start it (set KOHLE_TEST_PG to a \
         server's URL, or run scripts/test-services.sh)",
        script.display()
    );
    url
}

/// A new, empty database on the PostgreSQL server of the tests: its URL.
pub async fn fresh_pg_database(name: &str) -> String {
    use sqlx::Connection;
    let url = postgres_url();
    let db = format!("kohle_{name}_{}", server::token::new_game_id());
    let mut conn = sqlx::PgConnection::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to PostgreSQL at {url}: {e}"));
    sqlx::Executor::execute(&mut conn, format!("CREATE DATABASE {db}").as_str())
        .await
        .unwrap();
    match url.rfind('/') {
        Some(i) if url[..i].contains("://") && i > url.find("://").unwrap() + 2 => {
            format!("{}/{db}", &url[..i])
        }
        _ => format!("{url}/{db}"),
    }
}

/// The mail sink of the tests (`scripts/mail-sink.sh`: aiosmtpd, a real SMTP server on
/// 127.0.0.1); killed when dropped. Every message it accepted is read back with [`Self::mails`].
pub struct MailSink {
    pub child: Child,
    pub dir: PathBuf,
    pub port: u16,
}

/// One message the sink accepted: envelope, decoded subject, headers and text.
#[derive(Clone, Debug)]
pub struct Mail {
    pub to: Vec<String>,
    pub subject: String,
    pub body: String,
    pub headers: Value,
    pub tls: bool,
    pub auth: bool,
}

impl Mail {
    /// The header `name` (any case).
    pub fn header(&self, name: &str) -> Option<String> {
        self.headers
            .as_object()?
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .and_then(|(_, v)| v.as_str().map(str::to_string))
    }

    /// The first link in the text that contains `part`.
    pub fn link(&self, part: &str) -> Option<String> {
        self.body
            .split_whitespace()
            .find(|w| w.starts_with("http") && w.contains(part))
            .map(str::to_string)
    }
}

impl MailSink {
    /// Starts a sink (extra arguments: `--refuse N`, `--port P`, `--starttls CERT KEY`).
    pub fn start(args: &[&str]) -> MailSink {
        let dir = std::env::temp_dir().join(format!("kohle-mail-{}", server::token::new_game_id()));
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/mail-sink.sh");
        let mut child = Command::new("bash")
            .arg(&script)
            .arg(&dir)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()));
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let port = line.trim().parse().unwrap_or_else(|_| {
            panic!("the mail sink did not start (scripts/mail-sink.sh needs python3 with venv and PyPI): `{line}`")
        });
        MailSink { child, dir, port }
    }

    /// `smtp://127.0.0.1:PORT` (plain).
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Every message accepted so far, in order.
    pub fn mails(&self) -> Vec<Mail> {
        let mut names: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "json"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
            .iter()
            .map(|p| {
                let v: Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
                Mail {
                    to: v["to"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|t| t.as_str().unwrap().to_string())
                        .collect(),
                    subject: v["subject"].as_str().unwrap_or_default().to_string(),
                    body: v["body"].as_str().unwrap_or_default().to_string(),
                    headers: v["headers"].clone(),
                    tls: v["tls"] == true,
                    auth: v["auth"] == true,
                }
            })
            .collect()
    }

    /// Waits until `n` messages arrived (at most `secs` seconds); returns them all.
    pub async fn wait_for(&self, n: usize, secs: u64) -> Vec<Mail> {
        let deadline = std::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let m = self.mails();
            if m.len() >= n || std::time::Instant::now() > deadline {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for MailSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A free TCP port on 127.0.0.1 (nothing listens there when this returns).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
