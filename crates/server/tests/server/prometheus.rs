//! Metrics as Prometheus reads them: a real Prometheus (Debian's package, installed by
//! `scripts/prometheus.sh` when missing) scrapes a running `kohle-serve` on its own metrics
//! address, and after moves were played its query API returns the decisions counter; `promtool
//! check metrics` passes on the exposition.

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
