//! The files of `deploy/`, checked by the tools that read them: the container image built from
//! `deploy/Containerfile` by podman and a whole game played against it (as a non-root user, its
//! health check passing, stopped gracefully), and the build context `.containerignore` leaves
//! (podman's); the systemd unit by `systemd-analyze verify`, as shipped and with the admin API
//! turned on as its comment says (and its sandboxing by `systemd-analyze security`); the
//! Prometheus configuration and alert rules by `promtool`, Alertmanager's by `amtool`; the
//! Grafana dashboard's queries name only metrics the server exports.
//!
//! The tools come from Debian's packages (`scripts/deploy-tools.sh`, `scripts/prometheus.sh`).
//! This machine cannot pull images from a registry, so the image's two bases are made here: the
//! `kohle` binary of this build (in place of the Rust build stage) and a base holding the host's
//! glibc and a user 65532 (in place of distroless); the Containerfile's runtime stage is the
//! real one.

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn run(cmd: &mut Command) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn must(cmd: &mut Command) -> String {
    let o = run(cmd);
    assert!(
        o.status.success(),
        "{cmd:?} failed: {}{}",
        text(&o.stdout),
        text(&o.stderr)
    );
    text(&o.stdout)
}

fn script(name: &str) -> String {
    let path = workspace().join("scripts").join(name);
    let o = run(Command::new("bash").arg(&path).stderr(Stdio::inherit()));
    assert!(o.status.success(), "{} failed", path.display());
    text(&o.stdout).trim().to_string()
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "kohle-deploy-{name}-{}",
        server::token::new_game_id()
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `systemd-analyze verify` on a unit: its complaints (empty when it verifies).
fn verify_unit(path: &Path) -> String {
    let o = run(Command::new("systemd-analyze").arg("verify").arg(path));
    let said = text(&o.stdout) + &text(&o.stderr);
    if o.status.success() {
        said
    } else {
        format!("exit {}: {said}", o.status)
    }
}

/// The unit with the admin API turned on as its comment says: the commented lines right after
/// the "Admin API" comment uncommented.
fn with_admin_api(unit: &str) -> (String, usize) {
    let mut out = Vec::new();
    let (mut after, mut uncommented) = (false, 0);
    for line in unit.lines() {
        if line.starts_with("# Admin API") {
            after = true;
            out.push(line.to_string());
            continue;
        }
        match line.strip_prefix('#') {
            Some(rest)
                if after
                    && rest.split('=').next().is_some_and(|k| {
                        !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric())
                    }) =>
            {
                out.push(rest.to_string());
                uncommented += 1;
            }
            _ if after && line.starts_with('#') => out.push(line.to_string()),
            _ => {
                after = false;
                out.push(line.to_string());
            }
        }
    }
    (out.join("\n") + "\n", uncommented)
}

#[test]
fn the_systemd_unit_verifies() {
    script("deploy-tools.sh");
    let dir = temp_dir("systemd");
    let unit = std::fs::read_to_string(workspace().join("deploy/kohle.service")).unwrap();
    for needed in [
        "DynamicUser=yes",
        "StateDirectory=kohle",
        "ProtectSystem=strict",
        "KillSignal=SIGTERM",
    ] {
        assert!(unit.contains(needed), "the unit lacks {needed}");
    }
    // verify needs the binary where ExecStart names it: this build's.
    let unit = unit.replace("/usr/local/bin/kohle", env!("CARGO_BIN_EXE_kohle"));
    let path = dir.join("kohle.service");
    std::fs::write(&path, &unit).unwrap();
    let said = verify_unit(&path);
    assert!(said.is_empty(), "systemd-analyze verify: {said}");
    // With the admin API, as documented: two lines uncommented, and it still verifies.
    let (admin, n) = with_admin_api(&unit);
    assert_eq!(n, 2, "{admin}");
    assert!(admin.contains("\nLoadCredential=admin-token:/etc/kohle/admin-token\n"));
    let on = dir.join("on").join("kohle.service");
    std::fs::create_dir_all(on.parent().unwrap()).unwrap();
    std::fs::write(&on, &admin).unwrap();
    let said = verify_unit(&on);
    assert!(
        said.is_empty(),
        "systemd-analyze verify, admin API on: {said}"
    );
    // It does find mistakes: a bad value, and the second ExecStart= the unit once had.
    let bad = dir.join("bad.service");
    std::fs::write(
        &bad,
        unit.replace("ProtectSystem=strict", "ProtectSystem=bogus"),
    )
    .unwrap();
    assert!(verify_unit(&bad).contains("bogus"));
    let twice = dir.join("twice").join("kohle.service");
    std::fs::create_dir_all(twice.parent().unwrap()).unwrap();
    std::fs::write(
        &twice,
        admin.replace(
            "Environment=KOHLE_ADMIN_TOKEN_FILE=",
            &format!(
                "ExecStart={} serve\nEnvironment=X=",
                env!("CARGO_BIN_EXE_kohle")
            ),
        ),
    )
    .unwrap();
    assert!(
        verify_unit(&twice).contains("more than one ExecStart"),
        "{}",
        verify_unit(&twice)
    );
    // The sandboxing, as systemd rates it: below 2.0 ("OK"), with the admin API too.
    for unit in [&path, &on] {
        let o = run(Command::new("systemd-analyze")
            .args(["security", "--offline=true"])
            .arg(unit));
        let out = text(&o.stdout);
        let score: f64 = out
            .lines()
            .find_map(|l| l.split("Overall exposure level for kohle.service: ").nth(1))
            .and_then(|r| r.split_whitespace().next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no exposure level in {out}"));
        assert!(score < 2.0, "exposure {score}");
    }
    // What the uncommented Environment= line hands kohle: a token file, as --admin-token-file.
    // systemd puts the credential in %d; here a directory of this test stands in for it.
    let env_line = admin
        .lines()
        .find_map(|l| l.strip_prefix("Environment=KOHLE_ADMIN_TOKEN_FILE="))
        .expect("the admin API line");
    let creds = dir.join("credentials");
    std::fs::create_dir_all(&creds).unwrap();
    let token = "0123456789abcdef0123456789abcdef";
    std::fs::write(creds.join("admin-token"), format!("{token}\n")).unwrap();
    let token_file = env_line.replace("%d", creds.to_str().unwrap());
    let mut server = Command::new(env!("CARGO_BIN_EXE_kohle"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(dir.join("unit.sqlite"))
        .env("KOHLE_ADMIN_TOKEN_FILE", &token_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(server.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let base = line.trim().rsplit(' ').next().unwrap().to_string();
    let admin_status = |t: &str| {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            reqwest::Client::new()
                .get(format!("{base}/api/admin/games"))
                .bearer_auth(t)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        })
    };
    let (right, wrong) = (
        admin_status(token),
        admin_status("not-the-admin-token-at-all"),
    );
    let _ = server.kill();
    let _ = server.wait();
    assert_eq!((right, wrong), (200, 403), "{base}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The build context podman makes of a directory (with its `.containerignore`): the files an
/// image built from it gets.
fn build_context(dir: &Path, tag: &str) -> Vec<String> {
    let file = dir.with_extension("containerfile");
    std::fs::write(&file, "FROM scratch\nCOPY . /context/\n").unwrap();
    let img = format!("localhost/kohle-test-context:{tag}");
    must(
        podman()
            .args(["build", "-q", "-t", &img, "-f"])
            .arg(&file)
            .arg(dir),
    );
    let mounted = must(podman().args(["image", "mount", &img]));
    let root = PathBuf::from(mounted.trim()).join("context");
    let mut files = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                files.push(
                    p.strip_prefix(&root)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned(),
                );
            }
        }
    }
    let _ = run(podman().args(["image", "unmount", &img]));
    let _ = run(podman().args(["rmi", "-f", &img]));
    let _ = std::fs::remove_file(&file);
    files.sort();
    files
}

#[test]
fn the_build_context_leaves_out_builds_history_and_secrets() {
    script("deploy-tools.sh");
    let ignore = std::fs::read_to_string(workspace().join(".containerignore")).unwrap();
    assert_eq!(
        std::fs::read_to_string(workspace().join(".dockerignore")).unwrap(),
        ignore,
        ".dockerignore (for docker) has the same lines as .containerignore"
    );
    // A stand-in of this checkout: every file git has (empty), plus what a working copy also
    // holds and the image must not: build output, history, the compose secrets, a database.
    let dir = temp_dir("context");
    let tracked = must(
        Command::new("git")
            .arg("-C")
            .arg(workspace())
            .args(["ls-files", "-z"]),
    );
    let mut wanted: Vec<String> = tracked
        .split('\0')
        .filter(|f| !f.is_empty())
        .map(str::to_string)
        .collect();
    assert!(wanted.len() > 100);
    let unwanted = [
        "target/checked/kohle",
        "target/python-venv/bin/python",
        "crates/server/target/debug/x",
        ".git/HEAD",
        ".git/objects/pack/pack-1.pack",
        "deploy/admin-token",
        "deploy/smtp-password",
        "kohle.sqlite",
        "deploy/games.sqlite-wal",
        "crates/server/web-tests/node_modules/playwright-core/index.js",
    ];
    for f in wanted.iter().map(String::as_str).chain(unwanted) {
        let p = dir.join(f);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, "").unwrap();
    }
    std::fs::write(dir.join(".containerignore"), &ignore).unwrap();
    let tag = server::token::new_game_id();
    let context = build_context(&dir, &tag);
    for f in unwanted {
        assert!(
            !context.iter().any(|c| c == f),
            "`{f}` is in the build context"
        );
    }
    // Everything the build needs is there (every tracked file, the ignore files included).
    wanted.sort();
    assert_eq!(context, wanted);
    // Without the ignore file they would all be sent.
    std::fs::remove_file(dir.join(".containerignore")).unwrap();
    let all = build_context(&dir, &format!("{tag}-all"));
    for f in unwanted {
        assert!(
            all.iter().any(|c| c == f),
            "`{f}` is not in the unfiltered context"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The metric names a PromQL expression uses (`kohle_...`, without `_bucket` etc. suffixes).
fn metric_names(expr: &str) -> Vec<String> {
    let mut names = Vec::new();
    let b = expr.as_bytes();
    let mut i = 0;
    while let Some(at) = expr[i..].find("kohle_") {
        let start = i + at;
        let mut end = start;
        while end < b.len() && (b[end].is_ascii_alphanumeric() || b[end] == b'_') {
            end += 1;
        }
        let mut name = &expr[start..end];
        for suffix in ["_bucket", "_sum", "_count"] {
            name = name.strip_suffix(suffix).unwrap_or(name);
        }
        names.push(name.to_string());
        i = end;
    }
    names
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn prometheus_files_and_the_dashboard_fit_the_metrics() {
    let bin = PathBuf::from(script("prometheus.sh"));
    let dir = temp_dir("prom");
    let deploy = workspace().join("deploy");
    must(
        Command::new(bin.join("promtool"))
            .args(["check", "rules"])
            .arg(deploy.join("alerts.yml")),
    );
    let config = std::fs::read_to_string(deploy.join("prometheus.yml"))
        .unwrap()
        .replace(
            "/etc/prometheus/alerts.yml",
            deploy.join("alerts.yml").to_str().unwrap(),
        );
    std::fs::write(dir.join("prometheus.yml"), config).unwrap();
    must(
        Command::new(bin.join("promtool"))
            .args(["check", "config"])
            .arg(dir.join("prometheus.yml")),
    );
    // Prometheus sends alerts to Alertmanager, whose configuration amtool accepts.
    let prom = std::fs::read_to_string(deploy.join("prometheus.yml")).unwrap();
    assert!(prom.contains("alertmanagers:") && prom.contains("alertmanager:9093"));
    let am = must(
        Command::new(bin.join("amtool"))
            .args(["check-config"])
            .arg(deploy.join("alertmanager.yml")),
    );
    assert!(am.contains("SUCCESS") && am.contains("1 receivers"), "{am}");
    let compose = std::fs::read_to_string(deploy.join("compose.yaml")).unwrap();
    assert!(compose.contains("./alertmanager.yml:/etc/alertmanager/alertmanager.yml"));

    // The metrics a server exports after a little play.
    let db = dir.join("m.sqlite");
    let mut args = server::ServeArgs::new("127.0.0.1:0", db.to_str().unwrap());
    args.requests_per_second = 10_000.0;
    let running = server::start(args).await.unwrap();
    let base = format!("http://{}", running.addr);
    let c = reqwest::Client::new();
    let r = c
        .post(format!("{base}/api/games"))
        .json(&json!({ "game": "glueckauf", "seats": [{ "bot": "random" }, { "bot": "random" }] }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let exported = c
        .get(format!("{base}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    running.shutdown().await.unwrap();
    // Every exported metric is one the server defines; the dashboard and the alerts use only
    // defined ones.
    let exported_names: Vec<&str> = exported
        .lines()
        .filter_map(|l| l.strip_prefix("# TYPE "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(exported_names.len() >= 10, "{exported}");
    for n in &exported_names {
        assert!(
            server::metrics::NAMES.contains(n),
            "`{n}` is exported but not in metrics::NAMES"
        );
    }
    let known = |n: &str| server::metrics::NAMES.contains(&n);
    let dash: Value = serde_json::from_str(
        &std::fs::read_to_string(deploy.join("grafana-dashboard.json")).unwrap(),
    )
    .unwrap();
    let mut used = 0;
    for p in dash["panels"].as_array().unwrap() {
        for t in p["targets"].as_array().unwrap() {
            for n in metric_names(t["expr"].as_str().unwrap()) {
                assert!(
                    known(&n),
                    "the dashboard's panel `{}` uses `{n}`, which the server does not export",
                    p["title"]
                );
                used += 1;
            }
        }
    }
    assert!(used >= 14);
    let alerts = std::fs::read_to_string(deploy.join("alerts.yml")).unwrap();
    for n in metric_names(&alerts) {
        assert!(known(&n), "alerts.yml uses `{n}`");
    }
    // Slow moves are every move (HTTP, WebSocket, bots, timeouts), and on the dashboard.
    assert!(metric_names(&alerts).contains(&"kohle_move_duration_seconds".to_string()));
    assert!(dash
        .to_string()
        .contains("kohle_move_duration_seconds_bucket"));
    // And the README documents every metric.
    let readme = std::fs::read_to_string(workspace().join("README.md")).unwrap();
    for n in server::metrics::NAMES {
        assert!(
            readme.contains(&format!("`{n}`")),
            "the README does not document `{n}`"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// podman, as this sandbox allows it: runc (crun refuses its cgroup layout) and rlimits no
/// higher than the sandbox's own.
fn podman() -> Command {
    let mut c = Command::new("podman");
    c.args(["--runtime", "runc"]);
    c
}

/// The libraries an executable loads (`ldd`).
fn libraries(exe: &Path) -> Vec<PathBuf> {
    let out = must(Command::new("ldd").arg(exe));
    out.lines()
        .filter_map(|l| {
            let path = l
                .split("=>")
                .nth(1)
                .unwrap_or(l)
                .split_whitespace()
                .next()?;
            path.starts_with('/').then(|| PathBuf::from(path))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_container_image_plays_a_game() {
    script("deploy-tools.sh");
    let tag = server::token::new_game_id();
    let dir = temp_dir("image");
    // The binary (stripped) in place of the build stage.
    let bin = dir.join("bin");
    std::fs::create_dir_all(bin.join("out/data")).unwrap();
    must(
        Command::new("strip")
            .arg("-o")
            .arg(bin.join("out/kohle"))
            .arg(env!("CARGO_BIN_EXE_kohle")),
    );
    std::fs::write(bin.join("Containerfile"), "FROM scratch\nCOPY out /out\n").unwrap();
    // glibc and a user 65532 in place of distroless.
    let base = dir.join("base");
    for lib in libraries(Path::new(env!("CARGO_BIN_EXE_kohle"))) {
        let to = base.join(lib.strip_prefix("/").unwrap());
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(&lib, &to).unwrap();
    }
    std::fs::create_dir_all(base.join("etc")).unwrap();
    std::fs::create_dir_all(base.join("tmp")).unwrap();
    std::fs::write(
        base.join("etc/passwd"),
        "root:x:0:0::/root:/sbin/nologin\nnonroot:x:65532:65532::/home/nonroot:/sbin/nologin\n",
    )
    .unwrap();
    std::fs::write(base.join("etc/group"), "root:x:0:\nnonroot:x:65532:\n").unwrap();
    std::fs::write(base.join("Containerfile"), "FROM scratch\nCOPY . /\n").unwrap();
    let (bin_img, base_img, img) = (
        format!("localhost/kohle-test-bin:{tag}"),
        format!("localhost/kohle-test-base:{tag}"),
        format!("localhost/kohle-test:{tag}"),
    );
    must(podman().args(["build", "-q", "-t", &bin_img]).arg(&bin));
    must(podman().args(["build", "-q", "-t", &base_img]).arg(&base));
    let t = Instant::now();
    must(
        podman()
            .args(["build", "-q", "--format", "docker", "--network", "host"])
            .args(["--build-arg", &format!("BINARY={bin_img}")])
            .args(["--build-arg", &format!("RUNTIME_IMAGE={base_img}")])
            .arg("-f")
            .arg(workspace().join("deploy/Containerfile"))
            .args(["-t", &img])
            .arg(dir.join("base")),
    );
    eprintln!("image built in {:.1} s", t.elapsed().as_secs_f64());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let name = format!("kohle-test-{tag}");
    // The image's own command; only the port is published.
    let o = run(podman()
        .args([
            "run",
            "-d",
            "--name",
            &name,
            "-p",
            &format!("127.0.0.1:{port}:8080"),
        ])
        .args([
            "--ulimit",
            "nofile=1024:1024",
            "--ulimit",
            "nproc=1024:1024",
        ])
        .arg(&img));
    let cleanup = Cleanup {
        name: name.clone(),
        images: vec![img.clone(), bin_img, base_img],
        dir: dir.clone(),
    };
    assert!(o.status.success(), "podman run: {}", text(&o.stderr));
    let base_url = format!("http://127.0.0.1:{port}");
    let c = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap();
    let t = Instant::now();
    loop {
        if let Ok(r) = c.get(format!("{base_url}/readyz")).send().await {
            if r.status() == 200 {
                break;
            }
        }
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "the container did not become ready: {}",
            text(&run(podman().args(["logs", &name])).stderr)
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Its health check passes; it runs as the non-root user.
    must(podman().args(["healthcheck", "run", &name]));
    let top = must(podman().args(["top", &name, "user", "args"]));
    assert!(
        top.contains("nonroot") && !top.lines().skip(1).any(|l| l.starts_with("root")),
        "{top}"
    );
    // A whole game: a person (random legal moves) against a bot.
    let r = c
        .post(format!("{base_url}/api/games"))
        .json(&json!({ "game": "glueckauf", "seats": [{ "name": "Anna" }, { "bot": "greedy" }] }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    let g: Value = r.json().await.unwrap();
    let (id, token) = (
        g["game_id"].as_str().unwrap(),
        g["invites"][0]["token"].as_str().unwrap(),
    );
    let mut n = 0u64;
    let t = Instant::now();
    loop {
        let s: Value = c
            .get(format!("{base_url}/api/games/{id}"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        if s["status"] == "finished" {
            assert!(s["scores"][0]["rank"].is_number());
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(120),
            "the game did not end"
        );
        if s["your_turn"] == true {
            let legal = s["legal"].as_array().unwrap();
            n = n
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let a = legal[((n >> 33) % legal.len() as u64) as usize]["action"]
                .as_str()
                .unwrap();
            let r = c
                .post(format!("{base_url}/api/games/{id}/actions"))
                .bearer_auth(token)
                .json(&json!({ "action": a }))
                .send()
                .await
                .unwrap();
            // The image keeps the server's default per-address request limit: a client that
            // polls this fast may be told to slow down (429), and then tries again.
            if r.status() == 429 {
                tokio::time::sleep(Duration::from_millis(250)).await;
                continue;
            }
            assert_eq!(r.status(), 200);
        } else {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    // Stopped with SIGTERM: drains, then exits 0.
    must(podman().args(["stop", "-t", "20", &name]));
    let code = must(podman().args(["inspect", "--format", "{{.State.ExitCode}}", &name]));
    assert_eq!(code.trim(), "0");
    let logs = run(podman().args(["logs", &name]));
    let logs = text(&logs.stdout) + &text(&logs.stderr);
    assert!(
        logs.contains("\"message\":\"game finished\"") && logs.contains("\"message\":\"stopped\""),
        "{logs}"
    );
    drop(cleanup);
}

struct Cleanup {
    name: String,
    images: Vec<String>,
    dir: PathBuf,
}

impl Drop for Cleanup {
    fn drop(&mut self) {
        let _ = run(podman().args(["rm", "-f", &self.name]));
        for i in &self.images {
            let _ = run(podman().args(["rmi", "-f", i]));
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `kohle serve --log-format json` (the container's and compose's command): its errors are JSON
/// lines too, whether the command line does not parse or the server cannot start.
#[test]
fn kohle_serve_reports_errors_in_json() {
    let lines = |b: &[u8]| -> Vec<Value> {
        text(b)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
            .collect()
    };
    let o = run(Command::new(env!("CARGO_BIN_EXE_kohle")).args([
        "serve",
        "--log-format",
        "json",
        "--trusted-proxy",
        "not-a-network",
    ]));
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    let err = lines(&o.stderr);
    assert_eq!(err.len(), 1, "{err:?}");
    assert_eq!(err[0]["level"], "ERROR");
    assert!(err[0]["error"].as_str().unwrap().contains("not-a-network"));
    // A port in use.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let dir = temp_dir("json-error");
    let db = dir.join("x.sqlite");
    let o = run(Command::new(env!("CARGO_BIN_EXE_kohle"))
        .args(["serve", "--log-format=json", "--addr", &addr, "--db"])
        .arg(&db));
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    let err = lines(&o.stderr);
    let last = err.last().expect("a line");
    assert_eq!(last["message"], "kohle serve failed");
    assert!(last["error"].as_str().unwrap().contains(&addr), "{last}");
    // In text, as before.
    let o = run(Command::new(env!("CARGO_BIN_EXE_kohle"))
        .args(["serve", "--addr", &addr, "--db"])
        .arg(&db));
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).starts_with("kohle: error: cannot listen on"));
    drop(taken);
    let _ = std::fs::remove_dir_all(&dir);
}
