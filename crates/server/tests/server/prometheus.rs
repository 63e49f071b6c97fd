//! Metrics as Prometheus reads them: a real Prometheus (Debian's package, installed by
//! `scripts/prometheus.sh` when missing) scrapes a running `kohle-serve` on its own metrics
//! address, and after moves were played its query API returns the decisions counter; `promtool
//! check metrics` passes on the exposition.
//!
//! A fresh server exports its counters at 0; 1,000 requests with random methods and paths add
//! no series; a move over WebSocket, over HTTP and a bot's each land in the move histogram by
//! path. And an alert of `deploy/alerts.yml` reaches a person: Prometheus fires it, Debian's
//! Alertmanager with `deploy/alertmanager.yml` mails it to a real SMTP server.
//!
//! Each runs its own `kohle-serve` process: the metrics recorder is the process's, shared by
//! every server the other tests start in this one.

use crate::common::*;
use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The directory of `prometheus` and `promtool`.
fn prometheus_bin() -> PathBuf {
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/prometheus.sh");
    let out = Command::new("bash")
        .arg(&script)
        .stderr(Stdio::inherit())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "Prometheus is needed for this test and {} could not install it",
        script.display()
    );
    PathBuf::from(String::from_utf8_lossy(&out.stdout).trim())
}

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn prometheus_scrapes_the_server_and_reads_moves_back() {
    let bin = prometheus_bin();
    let path = temp_db("prom");
    // The server, with /metrics on its own address.
    let mut child = Command::new(env!("CARGO_BIN_EXE_kohle-serve"))
        .args(["--addr", "127.0.0.1:0", "--db", path.to_str().unwrap()])
        .args([
            "--metrics-addr",
            "127.0.0.1:0",
            "--requests-per-second",
            "100000",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let addr = line.trim().rsplit("http://").next().unwrap().to_string();
    line.clear();
    out.read_line(&mut line).unwrap();
    let metrics_url = line.trim().rsplit(' ').next().unwrap().to_string();
    assert!(metrics_url.ends_with("/metrics"), "{line}");
    let metrics_host = metrics_url
        .trim_start_matches("http://")
        .trim_end_matches("/metrics")
        .to_string();
    let server = Killed(child);
    let base = format!("http://{addr}");
    // Not beside the API when it has its own address.
    let r = http().get(format!("{base}/metrics")).send().await.unwrap();
    assert_eq!(r.status(), 404);

    // Moves: 30 decisions by people.
    let two = create_two_seats(&base, "glueckauf").await;
    let mut rng = Rng(3);
    let mut played = 0;
    while played < 30 {
        let (_, s) = get_state(&base, &two.id, &two.spectator).await;
        let seat = s["to_move"][0].as_u64().unwrap() as usize;
        let (_, st) = get_state(&base, &two.id, &two.tokens[seat]).await;
        let (status, _) = post_action(
            &base,
            &two.id,
            &two.tokens[seat],
            &random_legal(&st, &mut rng),
        )
        .await;
        assert_eq!(status, 200);
        played += 1;
    }

    // promtool accepts the exposition.
    let text = http()
        .get(&metrics_url)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let mut check = Command::new(bin.join("promtool"))
        .args(["check", "metrics"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    check
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let o = check.wait_with_output().unwrap();
    assert!(
        o.status.success(),
        "promtool check metrics: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    for name in [
        "kohle_build_info{version=",
        "kohle_games{state=\"open\"} 1",
        "kohle_http_requests_total{method=\"POST\",route=\"/api/games/{id}/actions\",status=\"200\"} 30",
        "kohle_http_request_duration_seconds_bucket{method=\"GET\",route=\"/api/games/{id}\"",
        "kohle_websocket_connections 0",
        "kohle_db_query_duration_seconds_bucket{op=\"append_action\"",
    ] {
        assert!(text.contains(name), "no `{name}` in\n{text}");
    }

    // A real Prometheus scrapes it every second.
    let dir = std::env::temp_dir().join(format!("kohle-prom-{}", server::token::new_game_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = dir.join("prometheus.yml");
    std::fs::write(
        &config,
        format!(
            "global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: kohle\n    \
             static_configs:\n      - targets: ['{metrics_host}']\n"
        ),
    )
    .unwrap();
    let port = free_port();
    let prom = Killed(
        Command::new(bin.join("prometheus"))
            .arg(format!("--config.file={}", config.display()))
            .arg(format!(
                "--storage.tsdb.path={}",
                dir.join("data").display()
            ))
            .arg(format!("--web.listen-address=127.0.0.1:{port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let query = |q: &str| {
        format!(
            "http://127.0.0.1:{port}/api/v1/query?query={}",
            q.replace('{', "%7B")
                .replace('}', "%7D")
                .replace('"', "%22")
                .replace('=', "%3D")
        )
    };
    let deadline = Instant::now() + Duration::from_secs(60);
    let value = loop {
        let got: Option<Value> = match http()
            .get(query("kohle_decisions_applied_total{by=\"person\"}"))
            .send()
            .await
        {
            Ok(r) => r.json().await.ok(),
            Err(_) => None,
        };
        if let Some(v) = got {
            if let Some(first) = v["data"]["result"].as_array().and_then(|r| r.first()) {
                break first["value"][1].as_str().unwrap().parse::<f64>().unwrap();
            }
        }
        assert!(
            Instant::now() < deadline,
            "Prometheus did not get the counter"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert_eq!(value, 30.0);
    // More moves show up in the next scrapes.
    for _ in 0..5 {
        let (_, s) = get_state(&base, &two.id, &two.spectator).await;
        let seat = s["to_move"][0].as_u64().unwrap() as usize;
        let (_, st) = get_state(&base, &two.id, &two.tokens[seat]).await;
        post_action(
            &base,
            &two.id,
            &two.tokens[seat],
            &random_legal(&st, &mut rng),
        )
        .await;
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let v: Value = http()
            .get(query("sum(kohle_decisions_applied_total)"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let n: f64 = v["data"]["result"][0]["value"][1]
            .as_str()
            .unwrap_or("0")
            .parse()
            .unwrap();
        if n == 35.0 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "Prometheus did not see the new moves ({n})"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let up: Value = http()
        .get(query("up{job=\"kohle\"}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(up["data"]["result"][0]["value"][1], "1");
    drop(prom);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&path);
}

/// A `kohle-serve` process with generous limits and its base URL.
fn spawn_server(db: &std::path::Path) -> (Killed, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kohle-serve"))
        .args(["--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()])
        .args([
            "--requests-per-second",
            "100000",
            "--messages-per-second",
            "100000",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line.trim().rsplit("http://").next().unwrap().to_string();
    (Killed(child), format!("http://{addr}"))
}

async fn scrape(base: &str) -> String {
    metrics_text(base).await
}

/// The samples of an exposition: (series, value).
fn samples(text: &str) -> Vec<(String, f64)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (series, value) = l.rsplit_once(' ').unwrap();
            (series.to_string(), value.parse().unwrap())
        })
        .collect()
}

/// The values of a label in the series of `metric`.
fn label_values(text: &str, metric: &str, label: &str) -> std::collections::BTreeSet<String> {
    let key = format!("{label}=\"");
    samples(text)
        .into_iter()
        .filter(|(s, _)| s.starts_with(&format!("{metric}{{")))
        .filter_map(|(s, _)| {
            let rest = &s[s.find(&key)? + key.len()..];
            Some(rest[..rest.find('"')?].to_string())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn counters_start_at_zero_and_labels_stay_bounded() {
    let path = temp_db("bounded");
    let (_server, base) = spawn_server(&path);
    // Fresh: the counters whose labels are known are there, at 0.
    let fresh = scrape(&base).await;
    for series in [
        "kohle_db_errors_total{op=\"append_action\"} 0",
        "kohle_db_errors_total{op=\"notify\"} 0",
        "kohle_games_created_total{game=\"haspelknecht\"} 0",
        "kohle_games_finished_total{game=\"glueckauf\"} 0",
        "kohle_decisions_applied_total{game=\"glueckauf\",by=\"bot\"} 0",
        "kohle_games_aborted_total 0",
        "kohle_timeouts_fired_total 0",
        "kohle_emails_sent_total 0",
        "kohle_emails_failed_total 0",
        "kohle_log_lines_dropped_total 0",
        "kohle_websocket_connections_total 0",
    ] {
        assert!(
            fresh.lines().any(|l| l == series),
            "no `{series}` in\n{fresh}"
        );
    }
    // Every method (the standard ones and a made-up one) on a route, a route with an id and no
    // route at all.
    let mut rng = Rng(37);
    let standard = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE",
    ];
    let random_word = |rng: &mut Rng, n: usize| -> String {
        (0..n)
            .map(|_| b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[rng.below(36)] as char)
            .collect()
    };
    let path_of = |rng: &mut Rng, kind: usize| -> String {
        match kind {
            0 => "/healthz".to_string(),
            1 => format!("/api/games/{}", random_word(rng, 12).to_lowercase()),
            _ => {
                let (a, b) = (1 + rng.below(20), rng.below(8));
                format!(
                    "/{}/{}",
                    random_word(rng, a).to_lowercase(),
                    random_word(rng, b)
                )
            }
        }
    };
    let send = |method: String, url: String| async move {
        let m = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        http().request(m, url).send().await.unwrap().status()
    };
    for m in standard
        .iter()
        .map(|m| m.to_string())
        .chain(["FOO1".into()])
    {
        for kind in 0..3 {
            let p = path_of(&mut rng, kind);
            send(m.clone(), format!("{base}{p}")).await;
        }
    }
    let before = scrape(&base).await;
    let n_before = samples(&before).len();
    // 1,000 requests with random methods (most made up) and random paths.
    let mut statuses = std::collections::BTreeSet::new();
    for _ in 0..1000 {
        let method = if rng.below(4) == 0 {
            standard[rng.below(standard.len())].to_string()
        } else {
            let n = 1 + rng.below(12);
            random_word(&mut rng, n)
        };
        let kind = rng.below(3);
        let p = path_of(&mut rng, kind);
        statuses.insert(send(method, format!("{base}{p}")).await.as_u16());
    }
    assert!(
        statuses.contains(&405) && statuses.contains(&404),
        "{statuses:?}"
    );
    let after = scrape(&base).await;
    assert_eq!(
        samples(&after).len(),
        n_before,
        "new series after 1,000 random requests:\n{after}"
    );
    let methods = label_values(&after, "kohle_http_requests_total", "method");
    assert!(methods.contains("other"), "{methods:?}");
    for m in &methods {
        assert!(
            m == "other" || standard.contains(&m.as_str()),
            "method label `{m}`"
        );
    }
    let routes = label_values(&after, "kohle_http_requests_total", "route");
    assert_eq!(
        routes.into_iter().collect::<Vec<_>>(),
        ["/api/games/{id}", "/healthz", "/metrics", "unmatched"]
    );
    // The counter counted them all.
    let counted: f64 = samples(&after)
        .iter()
        .filter(|(s, _)| s.starts_with("kohle_http_requests_total{") && !s.contains("/metrics"))
        .map(|(_, v)| v)
        .sum();
    assert_eq!(counted, 1000.0 + 9.0 * 3.0);
    let _ = std::fs::remove_file(&path);
}

/// The count of `kohle_move_duration_seconds` by path, and the sum of the decisions counter.
fn moves_by_path(text: &str) -> (std::collections::BTreeMap<String, f64>, f64) {
    let mut by_path = std::collections::BTreeMap::new();
    let mut decisions = 0.0;
    for (series, v) in samples(text) {
        if let Some(rest) = series.strip_prefix("kohle_move_duration_seconds_count{path=\"") {
            by_path.insert(rest.trim_end_matches("\"}").to_string(), v);
        }
        if series.starts_with("kohle_decisions_applied_total{") {
            decisions += v;
        }
    }
    (by_path, decisions)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_move_is_timed_by_its_path() {
    let path = temp_db("move-paths");
    let (_server, base) = spawn_server(&path);
    let addr = base.trim_start_matches("http://").to_string();
    let created = create(
        &base,
        serde_json::json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "bot": "random" }] }),
    )
    .await;
    let (id, tok) = (
        created["game_id"].as_str().unwrap().to_string(),
        token(&created, 0),
    );
    let mut rng = Rng(11);
    // One move over HTTP, then moves over the WebSocket, until the bot has moved too.
    let mut http_moves = 0;
    let mut ws = ws_connect(&addr, &id, &tok).await;
    let mut ws_moves = 0;
    let t = Instant::now();
    let (by_path, decisions) = loop {
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "the game did not go on"
        );
        let (state, _) = ws_next(&mut ws, 20).await.expect("a state");
        if state["type"] != "state" || state["your_turn"] != true {
            continue;
        }
        let (by_path, decisions) = moves_by_path(&scrape(&base).await);
        let count = |p: &str| by_path.get(p).copied().unwrap_or(0.0);
        if http_moves > 0 && ws_moves >= 3 && count("bot") >= 1.0 {
            // Stored and applied, then timed: a moment apart.
            if by_path.values().sum::<f64>() == decisions {
                break (by_path, decisions);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
            ws_send(&mut ws, &serde_json::json!({ "type": "state" })).await;
            continue;
        }
        let action = random_legal(&state, &mut rng);
        if http_moves == 0 {
            let (status, _) = post_action(&base, &id, &tok, &action).await;
            assert_eq!(status, 200);
            http_moves += 1;
        } else {
            ws_send(
                &mut ws,
                &serde_json::json!({ "type": "action", "action": action }),
            )
            .await;
            ws_moves += 1;
        }
    };
    assert_eq!(by_path.get("http"), Some(&1.0), "{by_path:?}");
    assert_eq!(
        by_path.get("websocket"),
        Some(&(ws_moves as f64)),
        "{by_path:?}"
    );
    assert!(by_path["bot"] >= 1.0, "{by_path:?}");
    assert_eq!(by_path.get("timeout"), None, "{by_path:?}");
    assert!(decisions >= 1.0 + ws_moves as f64 + 1.0);
    let _ = std::fs::remove_file(&path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alert_reaches_a_person_by_mail() {
    let bin = prometheus_bin();
    let deploy = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../deploy");
    let dir = std::env::temp_dir().join(format!("kohle-alert-{}", server::token::new_game_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sink = MailSink::start(&[]);
    // deploy/alertmanager.yml, with the test's mail server (plain SMTP on loopback), a password
    // file here and no wait for more alerts.
    let password = dir.join("smtp-password");
    std::fs::write(&password, "secret").unwrap();
    let replace = |text: &str, pairs: &[(&str, String)]| {
        let mut t = text.to_string();
        for (from, to) in pairs {
            assert!(t.contains(from), "no `{from}` in the file");
            t = t.replace(from, to);
        }
        t
    };
    let am_config = dir.join("alertmanager.yml");
    std::fs::write(
        &am_config,
        replace(
            &std::fs::read_to_string(deploy.join("alertmanager.yml")).unwrap(),
            &[
                ("mail.example.org:587", format!("127.0.0.1:{}", sink.port)),
                ("smtp_require_tls: true", "smtp_require_tls: false".into()),
                ("/run/secrets/smtp_password", password.display().to_string()),
                ("group_wait: 30s", "group_wait: 1s".into()),
            ],
        ),
    )
    .unwrap();
    let am_port = free_port();
    let _alertmanager = Killed(
        Command::new(bin.join("prometheus-alertmanager"))
            .arg(format!("--config.file={}", am_config.display()))
            .arg(format!("--storage.path={}", dir.join("am").display()))
            .arg(format!("--web.listen-address=127.0.0.1:{am_port}"))
            .arg("--cluster.listen-address=")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    // deploy/prometheus.yml and alerts.yml: every second, alerts at once, and a kohle that is
    // down (nothing listens on its port): KohleDown fires.
    let alerts = dir.join("alerts.yml");
    let rules = std::fs::read_to_string(deploy.join("alerts.yml")).unwrap();
    let mut fast = String::new();
    for line in rules.lines() {
        match line.trim_start().strip_prefix("for: ") {
            Some(_) => fast.push_str(&format!("{}for: 0s\n", &line[..line.find("for:").unwrap()])),
            None => fast.push_str(&format!("{line}\n")),
        }
    }
    std::fs::write(&alerts, fast).unwrap();
    let prom_config = dir.join("prometheus.yml");
    std::fs::write(
        &prom_config,
        replace(
            &std::fs::read_to_string(deploy.join("prometheus.yml")).unwrap(),
            &[
                ("scrape_interval: 15s", "scrape_interval: 1s".into()),
                ("evaluation_interval: 15s", "evaluation_interval: 1s".into()),
                ("/etc/prometheus/alerts.yml", alerts.display().to_string()),
                ("alertmanager:9093", format!("127.0.0.1:{am_port}")),
                ("kohle:9464", format!("127.0.0.1:{}", free_port())),
            ],
        ),
    )
    .unwrap();
    let prom_port = free_port();
    let _prometheus = Killed(
        Command::new(bin.join("prometheus"))
            .arg(format!("--config.file={}", prom_config.display()))
            .arg(format!(
                "--storage.tsdb.path={}",
                dir.join("data").display()
            ))
            .arg(format!("--web.listen-address=127.0.0.1:{prom_port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let mails = sink.wait_for(1, 60).await;
    assert!(!mails.is_empty(), "no alert was mailed within 60 s");
    let mail = &mails[0];
    assert_eq!(mail.to, ["host@example.org"]);
    assert!(
        mail.subject.contains("FIRING") && mail.subject.contains("KohleDown"),
        "{}",
        mail.subject
    );
    assert!(
        mail.header("from")
            .unwrap_or_default()
            .contains("kohle@example.org"),
        "{:?}",
        mail.headers
    );
    let _ = std::fs::remove_dir_all(&dir);
}
