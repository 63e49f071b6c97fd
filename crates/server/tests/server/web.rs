//! The browser page: its routes, texts and the checks of its JavaScript; the browser tests
//! themselves are in `browser.rs`, the sweep of every page in `sweep.rs`.
//! `scripts/web-test-setup.sh` installs chromium and the npm packages when missing.
//!
//! The page's JavaScript is checked like the Rust: TypeScript type-checks it (JSDoc types,
//! `strict`) against declarations generated from the schemas the server publishes, and ESLint
//! lints it; any message fails the suite.

use crate::common::*;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

pub(crate) fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `crates/server/web-tests`: the npm package of the tests and the checks.
pub(crate) fn web_tests() -> PathBuf {
    workspace().join("crates/server/web-tests")
}

/// Runs `scripts/web-test-setup.sh` once for the tests of this file (they run in parallel and
/// would race in `npm ci`); returns the chromium to drive.
pub(crate) fn setup() -> &'static str {
    static CHROMIUM: OnceLock<String> = OnceLock::new();
    CHROMIUM.get_or_init(|| {
        let setup = Command::new(workspace().join("scripts/web-test-setup.sh"))
            .output()
            .expect("scripts/web-test-setup.sh runs");
        assert!(
            setup.status.success(),
            "scripts/web-test-setup.sh failed:\n{}",
            String::from_utf8_lossy(&setup.stderr)
        );
        String::from_utf8(setup.stdout).unwrap().trim().to_string()
    })
}

/// Runs `npm run SCRIPT` of the web tests' package: `Err` with its output unless it succeeds.
fn npm_run(script: &str, envs: &[(&str, &str)]) -> Result<(), String> {
    let out: Output = Command::new("npm")
        .args(["run", "--silent", script])
        .current_dir(web_tests())
        .envs(envs.iter().copied())
        .output()
        .expect("npm runs");
    if out.status.success() {
        return Ok(());
    }
    Err(format!(
        "`npm run {script}` in crates/server/web-tests failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    ))
}

async fn get(url: &str) -> (u16, String, String) {
    let r = http().get(url).send().await.unwrap();
    let kind = r
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (r.status().as_u16(), kind, r.text().await.unwrap())
}

#[tokio::test]
async fn the_page_and_its_files_are_served_from_the_binary() {
    let server = start_sqlite("web-files").await;
    let base = format!("http://{}", server.addr);
    // The replay of a record file in the browser: the module built from crates/webreplay.
    let r = http()
        .get(format!("{base}/web/replay.wasm"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "the server was built without replay.wasm");
    assert_eq!(r.headers()["content-type"], "application/wasm");
    let wasm = r.bytes().await.unwrap();
    assert_eq!(&wasm[..4], b"\0asm", "not a WebAssembly module");
    for path in ["/", "/play/abc123", "/replay", "/replay/abc123"] {
        let (status, kind, body) = get(&format!("{base}{path}")).await;
        assert_eq!(status, 200, "{path}");
        assert!(kind.starts_with("text/html"), "{path}: {kind}");
        assert!(body.contains("/web/app.js"), "{path}: {body}");
    }
    for (file, kind) in [
        ("app.js", "text/javascript"),
        ("i18n.js", "text/javascript"),
        ("board.js", "text/javascript"),
        ("glueckauf.js", "text/javascript"),
        ("replay.js", "text/javascript"),
        ("style.css", "text/css"),
        ("favicon.svg", "image/svg+xml"),
    ] {
        let (status, k, body) = get(&format!("{base}/web/{file}")).await;
        assert_eq!(status, 200, "{file}");
        assert!(k.starts_with(kind), "{file}: {k}");
        let on_disk =
            std::fs::read_to_string(workspace().join("crates/server/web").join(file)).unwrap();
        assert!(
            body == on_disk,
            "{file}: the served file is not crates/server/web/{file} (changed during the build?)"
        );
    }
    // The icon the page links to, also where browsers look without a link.
    let (status, kind, body) = get(&format!("{base}/favicon.ico")).await;
    assert_eq!(status, 200, "/favicon.ico: {body}");
    assert_eq!(kind, "image/svg+xml");
    assert!(body.starts_with("<svg"), "{body}");
    let (_, _, page) = get(&format!("{base}/")).await;
    assert!(
        page.contains(r#"rel="icon" href="/web/favicon.svg""#),
        "{page}"
    );
    // No paths, no other kinds of files, clear errors.
    for bad in [
        "/web/..%2FCargo.toml",
        "/web/.hidden.js",
        "/web/nothing.js",
        "/web/build.rs",
    ] {
        let (status, kind, body) = get(&format!("{base}{bad}")).await;
        assert_eq!(status, 404, "{bad}: {body}");
        assert!(kind.starts_with("application/json"), "{bad}: {kind}");
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn texts_and_game_info_in_every_language() {
    let server = start_sqlite("web-i18n").await;
    let base = format!("http://{}", server.addr);
    let mut sizes = Vec::new();
    for lang in ["en", "de", "pl", "es", "hu", "ru"] {
        let (status, _, body) = get(&format!("{base}/api/i18n/{lang}")).await;
        assert_eq!(status, 200);
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["lang"], lang);
        assert_eq!(v["languages"].as_array().unwrap().len(), 6);
        let m = v["messages"].as_object().unwrap();
        sizes.push(m.len());
        // Texts without arguments are rendered; arguments stay as {$name} for the page.
        assert!(!m["web-your-turn"].as_str().unwrap().contains('{'));
        assert!(m["web-waiting-for"].as_str().unwrap().contains("{$names}"));
        assert!(m.contains_key("ga-colour-grey") && m.contains_key("hk-help-group-tiles"));
        assert!(!m.keys().any(|k| k.starts_with("cli-")));
        for game in ["glueckauf", "haspelknecht"] {
            let (status, _, body) = get(&format!("{base}/api/info/{game}?lang={lang}")).await;
            assert_eq!(status, 200);
            let v: Value = serde_json::from_str(&body).unwrap();
            assert_eq!(v["game"], game);
            assert!(v["min_players"].as_u64().unwrap() >= 1);
            let options = v["options"].as_array().unwrap();
            assert!(!options.is_empty());
            for o in options {
                assert!(
                    o["text"].is_string(),
                    "{game} option without a description: {o}"
                );
            }
            assert!(!v["help"].as_array().unwrap().is_empty());
        }
    }
    assert!(sizes.iter().all(|s| *s == sizes[0]), "{sizes:?}");
    for bad in ["/api/i18n/xx", "/api/info/glueckauf?lang=xx"] {
        let (status, _, body) = get(&format!("{base}{bad}")).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert!(body.contains("unknown language"), "{body}");
    }
    let (status, _, _) = get(&format!("{base}/api/info/chess")).await;
    assert_eq!(status, 404);
    server.shutdown().await.unwrap();
}

/// A whole 2-player Glück Auf game of random legal moves, as its record.
pub(crate) fn random_record() -> engine::GameRecord {
    use engine::Game;
    type G = glueckauf::GlueckAuf;
    let setup = engine::Setup {
        players: 2,
        seed: 11,
        options: glueckauf::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut record = engine::GameRecord::new::<G>(&setup);
    let mut rng = Rng(7);
    let mut legal = Vec::new();
    while let Some(seat) = game.to_move().iter().next() {
        game.legal_actions(seat, &mut legal);
        let action = legal[rng.below(legal.len())];
        game.apply(seat, action).unwrap();
        record.push(seat, action);
    }
    record
}

/// A record file as `kohle` saves it, for the replay page's test of a dropped file.
pub(crate) fn record_file() -> PathBuf {
    let path = std::env::temp_dir().join("kohle-replay-record.json");
    std::fs::write(&path, random_record().to_json()).unwrap();
    path
}

/// Held by each test that drives chromium through many pages (these and the sweep), so that
/// on a 2-core machine they take turns instead of slowing each other past their timeouts.
pub(crate) static CHROMIUM_TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Node's test runner (`node --test --test-concurrency=1 FILES`, in `web-tests`) against a
/// server started from `args` on its own runtime, with chromium and `env` in its environment;
/// the server is shut down after. Returns node's exit status and its TAP report (also printed).
pub(crate) fn node_tests(
    args: server::ServeArgs,
    chromium: &str,
    files: &[String],
    env: &[(&str, std::ffi::OsString)],
) -> (std::process::ExitStatus, String) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let server = rt.block_on(server::start(args)).expect("the server starts");
    let output = Command::new("node")
        .args(["--test", "--test-concurrency=1"])
        .args(files)
        .current_dir(web_tests())
        .env("KOHLE_BASE_URL", format!("http://{}", server.addr))
        .env("KOHLE_CHROMIUM", chromium)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .stderr(std::process::Stdio::inherit())
        .output()
        .expect("node runs");
    rt.block_on(server.shutdown()).unwrap();
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    println!("{report}");
    (output.status, report)
}

/// The blocks of the failed subtests in node's TAP report (`not ok …` up to its closing `...`),
/// so that the panic message itself says what failed when only the end of the output is kept.
pub(crate) fn failures(tap: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in tap.lines() {
        if line.trim_start().starts_with("not ok") {
            inside = true;
        }
        if inside {
            out.push_str(line);
            out.push('\n');
            if line.trim() == "..." {
                inside = false;
            }
        }
    }
    out
}

/// TypeScript (`tsc`, `crates/server/web/tsconfig.json`: `checkJs`, `strict`) finds no error in
/// the page's JavaScript, and ESLint (`web-tests/eslint.config.js`) no problem in it or in the
/// tests.
#[test]
fn the_page_type_checks_and_lints() {
    setup();
    let failed: Vec<String> = ["typecheck", "lint"]
        .into_iter()
        .filter_map(|script| npm_run(script, &[]).err())
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// The page's type declarations (`crates/server/web/types/*.d.ts`) are what `gen-types.mjs`
/// makes of the OpenAPI document and the view schemas this server publishes: a change of the
/// API or of a view shows up here, and then in the type check. `KOHLE_WRITE_TYPES=1` writes
/// the new files instead of failing.
#[test]
fn the_page_types_are_generated_from_the_published_schemas() {
    setup();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let server = rt.block_on(start_sqlite("web-types"));
    let fresh =
        std::env::temp_dir().join(format!("kohle-web-types-{}", server::token::new_game_id()));
    let base = format!("http://{}", server.addr);
    let made = npm_run(
        "types",
        &[
            ("KOHLE_BASE_URL", base.as_str()),
            ("KOHLE_TYPES_DIR", fresh.to_str().unwrap()),
        ],
    );
    rt.block_on(server.shutdown()).unwrap();
    let committed = workspace().join("crates/server/web/types");
    let write = std::env::var_os("KOHLE_WRITE_TYPES").is_some_and(|v| !v.is_empty());
    let names = |dir: &Path| -> Vec<String> {
        let mut n: Vec<String> = std::fs::read_dir(dir)
            .map(|d| {
                d.filter_map(|e| e.ok()?.file_name().into_string().ok())
                    .collect()
            })
            .unwrap_or_default();
        n.sort();
        n
    };
    made.unwrap_or_else(|e| panic!("{e}"));
    let made = names(&fresh);
    assert_eq!(
        made,
        ["api.d.ts", "glueckauf.d.ts", "haspelknecht.d.ts"],
        "gen-types.mjs wrote other files"
    );
    let mut stale = Vec::new();
    for name in &made {
        let new = std::fs::read_to_string(fresh.join(name)).unwrap();
        let old = std::fs::read_to_string(committed.join(name)).unwrap_or_default();
        if new != old {
            if write {
                std::fs::write(committed.join(name), &new).unwrap();
            } else {
                stale.push(format!("{name}: {}", first_difference(&old, &new)));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&fresh);
    assert_eq!(
        names(&committed),
        made,
        "crates/server/web/types holds other files than gen-types.mjs makes"
    );
    assert!(
        stale.is_empty(),
        "crates/server/web/types differs from what the server publishes (run this test with \
         KOHLE_WRITE_TYPES=1 to write it, then `npm run typecheck` in crates/server/web-tests):\n{}",
        stale.join("\n")
    );
}

/// The first line where `old` and `new` differ, both ways.
fn first_difference(old: &str, new: &str) -> String {
    let (mut a, mut b) = (old.lines(), new.lines());
    for n in 1.. {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (None, None) => break,
            (x, y) => {
                return format!(
                    "line {n}: committed {:?}, published {:?}",
                    x.unwrap_or("(end)"),
                    y.unwrap_or("(end)")
                )
            }
        }
    }
    "line endings differ".to_string()
}
