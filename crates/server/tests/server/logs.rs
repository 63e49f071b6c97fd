//! The log of a real `kohle-serve` (JSON lines, `RUST_LOG=debug`): one line per request with
//! method, route template, status, latency and request id (taken from `x-request-id` or made,
//! and echoed); start-up with the configuration (the database password masked), games created
//! and finished, shutdown. And no token, seed, password or decision of any seat in any line:
//! the test plays games over HTTP and WebSocket (tokens in headers and in URLs, wrong tokens,
//! illegal actions) and searches the whole log for every one of them.

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
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line.trim().rsplit("http://").next().unwrap().to_string();
    Logged { child, addr, log }
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
    let server::db::Db::Pg(pool) = &db else {
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
