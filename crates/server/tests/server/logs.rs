//! The log of a real `kohle-serve` (JSON lines, `RUST_LOG=debug`): one line per request with
//! method, route template, status, latency and request id (taken from `x-request-id` or made,
//! and echoed); start-up with the configuration (the database password masked), games created
//! and finished, shutdown. And no token, seed, password or decision of any seat in any line:
//! the test plays games over HTTP and WebSocket (tokens in headers and in URLs, wrong tokens,
//! illegal actions) and searches the whole log for every one of them.
//!
//! With `--log-format json` every line of standard output and standard error is JSON: start-up,
//! a refused request, shutdown, an error exit and a command line that does not parse. Request
//! lines carry the client's address: the peer's, or the one a trusted proxy forwarded (never
//! the one an untrusted peer claims), and the per-address request limit counts by it.

use crate::common::*;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

struct Logged {
    child: std::process::Child,
    addr: String,
    log: std::path::PathBuf,
}

impl Drop for Logged {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_logged(db: &str) -> Logged {
    let log =
        std::env::temp_dir().join(format!("kohle-log-{}.jsonl", server::token::new_game_id()));
    let (child, addr) = spawn_json_logged(db, std::fs::File::create(&log).unwrap().into());
    Logged { child, addr, log }
}

/// `kohle-serve` on `db` with JSON logs at `debug` into `stderr`: the child and its address.
fn spawn_json_logged(db: &str, stderr: Stdio) -> (std::process::Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kohle-serve"))
        .args(["--addr", "127.0.0.1:0", "--db", db, "--log-format", "json"])
        .args([
            "--requests-per-second",
            "100000",
            "--messages-per-second",
            "100000",
        ])
        .env("RUST_LOG", "debug")
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    (child, listening_addr(&line))
}

/// The address of a JSON `listening` line on standard output.
fn listening_addr(line: &str) -> String {
    let v: Value =
        serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): `{line}`"));
    assert_eq!(v["message"], "listening", "{line}");
    v["url"]
        .as_str()
        .and_then(|u| u.strip_prefix("http://"))
        .unwrap_or_else(|| panic!("no url in `{line}`"))
        .to_string()
}

/// Everything a log must never hold, gathered while playing.
#[derive(Default)]
struct Secrets {
    strings: Vec<String>,
}

impl Secrets {
    fn add(&mut self, s: impl Into<String>) {
        self.strings.push(s.into());
    }
}

#[allow(clippy::too_many_arguments)]
/// Plays `moves` random moves of a game over HTTP, every request with an `x-request-id`; the
/// ids sent (with their route and status) and the decisions are noted.
async fn play_http(
    base: &str,
    id: &str,
    tokens: &[String],
    spectator: &str,
    moves: usize,
    rng: &mut Rng,
    secrets: &mut Secrets,
    sent_ids: &mut Vec<(String, String, u16)>,
) {
    for _ in 0..moves {
        let (_, s) = get_state(base, id, spectator).await;
        if s["status"] != "open" {
            return;
        }
        for seat in s["to_move"].as_array().unwrap().clone() {
            let seat = seat.as_u64().unwrap() as usize;
            let (_, st) = get_state(base, id, &tokens[seat]).await;
            if st["your_turn"] != true {
                continue;
            }
            let action = random_legal(&st, rng);
            secrets.add(format!("{seat}: {action}"));
            if action.contains(' ') {
                secrets.add(action.clone());
            }
            let rid = format!("logtest-{}", sent_ids.len());
            let r = http()
                .post(format!("{base}/api/games/{id}/actions?lang=de"))
                .bearer_auth(&tokens[seat])
                .header("x-request-id", &rid)
                .json(&json!({ "action": action }))
                .send()
                .await
                .unwrap();
            assert_eq!(
                r.headers()["x-request-id"].to_str().unwrap(),
                rid,
                "the request id is echoed"
            );
            sent_ids.push((rid, "/api/games/{id}/actions".into(), r.status().as_u16()));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_has_requests_and_events_and_no_secrets() {
    // PostgreSQL with a password in the URL (the test cluster trusts local connections, so any
    // password works): the log may show the URL only with the password masked.
    let url = fresh_pg_database("logs").await;
    let password = format!("pw{}", server::token::new_game_id());
    let with_pw = url.replacen(
        "postgres://postgres@",
        &format!("postgres://postgres:{password}@"),
        1,
    );
    assert_ne!(with_pw, url);
    let proc = start_logged(&with_pw);
    let base = format!("http://{}", proc.addr);
    let mut secrets = Secrets::default();
    secrets.add(password.clone());
    let mut sent_ids = Vec::new();
    let mut rng = Rng(2026);

    // Games: Haspelknecht with simultaneous (hidden) plans, Glück Auf (hidden top-5 choices),
    // and two bots playing to the end.
    let mut games = Vec::new();
    for (game, options) in [
        ("haspelknecht", json!({ "planning_mode": "simultaneous" })),
        ("glueckauf", json!({})),
    ] {
        let c = create(
            &base,
            json!({ "game": game, "options": options, "seats": [{ "name": "Anna" }, { "name": "Ben" }] }),
        )
        .await;
        let tokens = vec![token(&c, 0), token(&c, 1)];
        let spectator = spectator_token(&c);
        for t in tokens.iter().chain([&spectator]) {
            secrets.add(t.clone());
        }
        games.push((
            c["game_id"].as_str().unwrap().to_string(),
            tokens,
            spectator,
        ));
    }
    for (id, tokens, spectator) in &games {
        play_http(
            &base,
            id,
            tokens,
            spectator,
            40,
            &mut rng,
            &mut secrets,
            &mut sent_ids,
        )
        .await;
    }
    let bots = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "bot": "random" }, { "bot": "greedy" }] }),
    )
    .await;
    secrets.add(spectator_token(&bots));
    let bots_id = bots["game_id"].as_str().unwrap().to_string();
    // Over WebSocket (the token in the URL), an illegal action and a good one.
    let (id, tokens, spectator) = &games[1];
    let mut ws = ws_connect(&proc.addr, id, &tokens[0]).await;
    let (first, _) = ws_next(&mut ws, 5).await.unwrap();
    ws_send(
        &mut ws,
        &json!({ "type": "action", "action": "factory 99 secret-ish" }),
    )
    .await;
    let (err, _) = ws_next(&mut ws, 5).await.unwrap();
    assert_eq!(err["type"], "error");
    if first["your_turn"] == true {
        let a = random_legal(&first, &mut rng);
        secrets.add(format!("0: {a}"));
        ws_send(&mut ws, &json!({ "type": "action", "action": a })).await;
        ws_next(&mut ws, 5).await.unwrap();
    }
    drop(ws);
    // Wrong and missing tokens, in the query and the header.
    let wrong = server::token::new_token();
    secrets.add(wrong.clone());
    let r = http()
        .get(format!("{base}/api/games/{id}?token={wrong}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let r = http()
        .get(format!("{base}/api/games/{id}"))
        .bearer_auth(&wrong)
        .header("x-request-id", "not valid \" id")
        .send()
        .await
        .unwrap();
    let made = r.headers()["x-request-id"].to_str().unwrap().to_string();
    assert!(
        made.len() == 16 && made != "not valid \" id",
        "a new id: {made}"
    );
    let _ = spectator;
    // The bots finish their game.
    let t = Instant::now();
    loop {
        let (_, s) = get_state(&base, &bots_id, &spectator_token(&bots)).await;
        if s["status"] == "finished" {
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "the bots did not finish"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Seeds, as stored.
    let db = server::db::Db::connect(&url).await.unwrap();
    let server::db::Db::Pg(pool, _) = &db else {
        unreachable!()
    };
    let seeds: Vec<(String,)> = sqlx::query_as("SELECT seed FROM games")
        .fetch_all(pool)
        .await
        .unwrap();
    assert_eq!(seeds.len(), 3);
    for (seed,) in seeds {
        secrets.add(seed);
    }
    db.close().await;
    // Stop it, gracefully.
    let mut proc = proc;
    std::process::Command::new("kill")
        .args(["-TERM", &proc.child.id().to_string()])
        .status()
        .unwrap();
    let t = Instant::now();
    while proc.child.try_wait().unwrap().is_none() {
        assert!(t.elapsed() < Duration::from_secs(10));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let text = std::fs::read_to_string(&proc.log).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(lines.len() > 100, "{} lines", lines.len());
    // No secret anywhere.
    assert!(
        secrets.strings.len() > 80,
        "{} secrets",
        secrets.strings.len()
    );
    for s in &secrets.strings {
        assert!(!text.contains(s.as_str()), "the log contains `{s}`");
    }
    let message = |l: &Value| l["message"].as_str().unwrap_or("").to_string();
    // Start-up: the configuration, the password masked.
    let start = lines
        .iter()
        .find(|l| message(l) == "starting")
        .expect("a start-up line");
    assert!(start["db"].as_str().unwrap().contains(":***@"), "{start}");
    assert_eq!(start["version"], env!("CARGO_PKG_VERSION"));
    // One line per request with our ids, route templates, statuses and latencies.
    for (rid, route, status) in &sent_ids {
        let l = lines
            .iter()
            .find(|l| l["span"]["request_id"] == rid.as_str() && message(l) == "request")
            .unwrap_or_else(|| panic!("no line for request {rid}"));
        assert_eq!(l["span"]["route"], route.as_str());
        assert_eq!(l["span"]["method"], "POST");
        assert_eq!(l["status"], *status);
        assert!(l["latency_ms"].as_f64().unwrap() >= 0.0);
    }
    assert!(lines
        .iter()
        .any(|l| l["span"]["request_id"] == made.as_str()
            && l["span"]["route"] == "/api/games/{id}"
            && l["status"] == 403));
    // Games created and finished; shutdown.
    assert_eq!(
        lines
            .iter()
            .filter(|l| message(l) == "game created")
            .count(),
        3
    );
    assert!(lines
        .iter()
        .any(|l| message(l) == "game finished" && l["game_id"] == bots_id.as_str()));
    let down = lines
        .iter()
        .position(|l| message(l) == "shutting down")
        .expect("shutting down");
    let stopped = lines
        .iter()
        .position(|l| message(l) == "stopped")
        .expect("stopped");
    assert!(down < stopped);
    let _ = std::fs::remove_file(&proc.log);
}

/// A `kohle-serve --log-format json` whose standard output and error go to files.
struct JsonProc {
    child: std::process::Child,
    addr: String,
    out: std::path::PathBuf,
    err: std::path::PathBuf,
}

impl Drop for JsonProc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.out);
        let _ = std::fs::remove_file(&self.err);
    }
}

fn temp_file(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("kohle-{name}-{}", server::token::new_game_id()))
}

/// Runs `kohle-serve ARGS --log-format json` with both streams in files; waits for its first
/// line on standard output (or its exit).
fn spawn_json(args: &[&str], rust_log: &str) -> JsonProc {
    let (out, err) = (temp_file("stdout"), temp_file("stderr"));
    let child = Command::new(env!("CARGO_BIN_EXE_kohle-serve"))
        .args(args)
        .args(["--log-format", "json"])
        .env("RUST_LOG", rust_log)
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .spawn()
        .unwrap();
    let mut p = JsonProc {
        child,
        addr: String::new(),
        out,
        err,
    };
    let t = Instant::now();
    loop {
        let text = std::fs::read_to_string(&p.out).unwrap();
        if let Some(line) = text.lines().next().filter(|_| text.contains('\n')) {
            p.addr = listening_addr(line);
            return p;
        }
        if p.child.try_wait().unwrap().is_some() {
            return p;
        }
        assert!(
            t.elapsed() < Duration::from_secs(20),
            "kohle-serve did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Every line of a file, each parsed as a JSON object with a timestamp and a level.
fn json_lines(path: &std::path::Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("{}: not JSON ({e}): `{l}`", path.display()));
            // (sqlx's query events have no message, only fields.)
            assert!(
                v["level"].is_string() && v["timestamp"].is_string(),
                "a line without level or timestamp: {l}"
            );
            v
        })
        .collect()
}

fn wait_exit(child: &mut std::process::Child, secs: u64) -> std::process::ExitStatus {
    let t = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(t.elapsed() < Duration::from_secs(secs), "it did not stop");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_json_logs_every_line_of_both_streams_is_json() {
    let db = temp_db("json-lines");
    let db = db.to_str().unwrap();
    let mut proc = spawn_json(
        &[
            "--addr",
            "127.0.0.1:0",
            "--db",
            db,
            "--metrics-addr",
            "127.0.0.1:0",
        ],
        "debug",
    );
    let base = format!("http://{}", proc.addr);
    // Served, refused (an unknown game, a method nobody knows), a game created.
    let r = http().get(format!("{base}/healthz")).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let r = http()
        .get(format!("{base}/api/games/nosuchgame"))
        .bearer_auth(server::token::new_token())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
    let foo = reqwest::Method::from_bytes(b"FOO1").unwrap();
    let r = http()
        .request(foo, format!("{base}/healthz"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 405);
    create_two_seats(&base, "glueckauf").await;
    // A second server on the same address: an error exit, in JSON on both streams.
    let mut second = spawn_json(&["--addr", &proc.addr, "--db", db], "info");
    assert_eq!(wait_exit(&mut second.child, 10).code(), Some(1));
    let out = std::fs::read_to_string(&second.out).unwrap();
    assert!(out.is_empty(), "{out}");
    let err = json_lines(&second.err);
    let last = err.last().expect("an error line");
    assert_eq!(last["level"], "ERROR");
    assert_eq!(last["message"], "kohle serve failed");
    assert!(
        last["error"].as_str().unwrap().contains("cannot listen on"),
        "{last}"
    );
    // A command line that does not parse.
    let mut bad = spawn_json(&["--trusted-proxy", "10.0.0.0/33"], "info");
    assert_eq!(wait_exit(&mut bad.child, 10).code(), Some(2));
    assert!(std::fs::read_to_string(&bad.out).unwrap().is_empty());
    let err = json_lines(&bad.err);
    assert_eq!(err.len(), 1, "{err:?}");
    assert_eq!(err[0]["level"], "ERROR");
    assert!(
        err[0]["error"].as_str().unwrap().contains("10.0.0.0/33"),
        "{}",
        err[0]
    );
    // Stopped with SIGTERM.
    Command::new("kill")
        .args(["-TERM", &proc.child.id().to_string()])
        .status()
        .unwrap();
    assert!(wait_exit(&mut proc.child, 10).success());
    let out = json_lines(&proc.out);
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(out[0]["message"], "listening");
    assert_eq!(out[0]["url"], base.as_str());
    assert!(out[0]["metrics_url"]
        .as_str()
        .unwrap()
        .ends_with("/metrics"));
    let err = json_lines(&proc.err);
    let has = |m: &str| err.iter().any(|l| l["message"] == m);
    for m in [
        "starting",
        "listening",
        "game created",
        "shutting down",
        "stopped",
    ] {
        assert!(has(m), "no `{m}` line");
    }
    assert!(err.iter().any(|l| l["message"] == "request"
        && l["status"] == 405
        && l["span"]["method"] == "other"
        && l["span"]["route"] == "/healthz"));
    assert!(err
        .iter()
        .any(|l| l["message"] == "request" && l["status"] == 404));
    let _ = std::fs::remove_file(db);
}

/// An HTTP client whose connections come from `ip` (a loopback address).
fn client_from(ip: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(ip.parse::<std::net::IpAddr>().unwrap())
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn request_lines_carry_the_client_address() {
    let db = temp_db("client-addr");
    let token_file = temp_file("admin-token");
    let admin = "an-admin-token-0123456789abcdef";
    std::fs::write(&token_file, admin).unwrap();
    // 127.0.0.5 is the proxy; 127.0.0.9 a client that claims to be someone else.
    let proc = spawn_json(
        &[
            "--addr",
            "127.0.0.1:0",
            "--db",
            db.to_str().unwrap(),
            "--trusted-proxy",
            "127.0.0.5",
            "--admin-token-file",
            token_file.to_str().unwrap(),
            "--requests-per-second",
            "2",
        ],
        "info",
    );
    let base = format!("http://{}", proc.addr);
    let (proxy, stranger, direct) = (
        client_from("127.0.0.5"),
        client_from("127.0.0.9"),
        client_from("127.0.0.1"),
    );
    let info = format!("{base}/api/info/glueckauf");
    let get = |c: &reqwest::Client, id: &str, headers: &[(&str, &str)]| {
        let mut r = c.get(&info).header("x-request-id", id);
        for (k, v) in headers {
            r = r.header(*k, *v);
        }
        r.send()
    };
    let ok = |r: reqwest::Response| assert_eq!(r.status(), 200, "{}", r.url());
    ok(
        get(&stranger, "spoofed", &[("x-forwarded-for", "203.0.113.7")])
            .await
            .unwrap(),
    );
    ok(get(
        &proxy,
        "proxied",
        &[("x-forwarded-for", "6.6.6.6, 198.51.100.23")],
    )
    .await
    .unwrap());
    // The proxy sets X-Forwarded-For: a Forwarded header a client sent through it is not read.
    ok(get(
        &proxy,
        "other-header",
        &[("forwarded", "for=198.51.100.99")],
    )
    .await
    .unwrap());
    ok(get(&direct, "direct", &[]).await.unwrap());
    // The admin API refused, through the proxy; a token in a query.
    let r = proxy
        .get(format!("{base}/api/admin/games"))
        .header("x-forwarded-for", "198.51.100.44")
        .header("x-request-id", "admin-refused")
        .bearer_auth("not-the-admin-token-at-all")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let secret = server::token::new_token();
    let r = direct
        .get(format!("{base}/api/games/nosuchgame?token={secret}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
    // The request limit (2 a second, bursts of 8) counts by the client's address: one client
    // behind the proxy is limited, another behind it is not, and the stranger's claims do not
    // get it a fresh allowance.
    let mut limited = 0;
    for _ in 0..12 {
        let r = get(&proxy, "burst", &[("x-forwarded-for", "198.51.100.50")])
            .await
            .unwrap();
        limited += usize::from(r.status() == 429);
    }
    assert!(limited >= 3, "{limited} of 12 limited");
    ok(get(
        &proxy,
        "other-client",
        &[("x-forwarded-for", "198.51.100.51")],
    )
    .await
    .unwrap());
    let mut stranger_limited = 0;
    for i in 0..12 {
        let claim = format!("203.0.113.{}", 100 + i);
        let r = get(&stranger, "claims", &[("x-forwarded-for", claim.as_str())])
            .await
            .unwrap();
        stranger_limited += usize::from(r.status() == 429);
    }
    assert!(stranger_limited >= 3, "{stranger_limited} of 12 limited");

    let mut proc = proc;
    Command::new("kill")
        .args(["-TERM", &proc.child.id().to_string()])
        .status()
        .unwrap();
    assert!(wait_exit(&mut proc.child, 10).success());
    let text = std::fs::read_to_string(&proc.err).unwrap();
    assert!(!text.contains(&secret), "the log holds a token");
    assert!(!text.contains(admin), "the log holds the admin token");
    let lines = json_lines(&proc.err);
    let client_of = |id: &str| {
        let l = lines
            .iter()
            .find(|l| l["message"] == "request" && l["span"]["request_id"] == id)
            .unwrap_or_else(|| panic!("no request line for {id}"));
        l["span"]["client"].as_str().unwrap().to_string()
    };
    assert_eq!(client_of("spoofed"), "127.0.0.9");
    assert_eq!(client_of("proxied"), "198.51.100.23");
    assert_eq!(client_of("other-header"), "127.0.0.5");
    assert_eq!(client_of("direct"), "127.0.0.1");
    assert_eq!(client_of("admin-refused"), "198.51.100.44");
    assert_eq!(client_of("claims"), "127.0.0.9");
    let warning = lines
        .iter()
        .find(|l| l["message"] == "admin request refused: wrong token")
        .expect("the refused admin request's warning");
    assert_eq!(warning["level"], "WARN");
    assert_eq!(warning["client"], "198.51.100.44");
    let start = lines.iter().find(|l| l["message"] == "starting").unwrap();
    assert!(start["trusted_proxies"]
        .as_str()
        .unwrap()
        .contains("127.0.0.5/32"));
    let _ = std::fs::remove_file(&db);
    let _ = std::fs::remove_file(&token_file);
}

/// Standard error a full, non-blocking pipe nobody reads (as when another process sharing the
/// pipe made it non-blocking and its reader is slow): every request is still answered. A log
/// line that cannot be written is dropped and counted (`kohle_log_lines_dropped_total`), where
/// tracing's fallback used to panic in the request and cut its connection. The lines that were
/// written are whole, and once the pipe is read, lines are written again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_non_blocking_standard_error_drops_log_lines_not_requests() {
    use std::io::Read;
    use std::os::fd::{FromRawFd, OwnedFd};
    let mut fds = [0; 2];
    // SAFETY: `pipe2` fills the two descriptors, each then owned once.
    let (read_end, write_end) = unsafe {
        assert_eq!(
            libc::pipe2(fds.as_mut_ptr(), libc::O_NONBLOCK | libc::O_CLOEXEC),
            0
        );
        (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1]))
    };
    let db = temp_db("full-stderr");
    let (mut child, addr) = spawn_json_logged(db.to_str().unwrap(), Stdio::from(write_end));
    let base = format!("http://{addr}");
    let started = Instant::now();
    // Some 600 request lines: several times what the pipe holds (64 KB).
    for _ in 0..600 {
        let r = http().get(format!("{base}/healthz")).send().await.unwrap();
        assert_eq!(r.status(), 200);
    }
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
    let dropped = |text: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix("kohle_log_lines_dropped_total "))
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or_else(|| panic!("no dropped-lines counter in\n{text}"))
    };
    let before = dropped(&metrics_text(&base).await);
    assert!(before > 0, "no log line was dropped");
    // What the pipe took: whole JSON lines only.
    let mut pipe = std::fs::File::from(read_end);
    let mut taken = Vec::new();
    let mut chunk = [0u8; 65536];
    loop {
        match pipe.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => taken.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
            Err(e) => panic!("{e}"),
        }
    }
    let taken = String::from_utf8(taken).unwrap();
    assert!(taken.len() > 30_000, "{} bytes", taken.len());
    for l in taken.lines() {
        serde_json::from_str::<Value>(l).unwrap_or_else(|e| panic!("{e}: `{l}`"));
    }
    // Read, the pipe takes lines again: a request with its own id is logged.
    let r = http()
        .get(format!("{base}/healthz"))
        .header("x-request-id", "after-the-drain")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut later = String::new();
    while !later.contains("after-the-drain") {
        assert!(
            Instant::now() < deadline,
            "not logged after the drain: {later}"
        );
        match pipe.read(&mut chunk) {
            Ok(n) => later.push_str(&String::from_utf8_lossy(&chunk[..n])),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                tokio::time::sleep(Duration::from_millis(20)).await
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert!(child.try_wait().unwrap().is_none(), "the server stopped");
    let _ = child.kill();
    let _ = child.wait();
}
