//! The sweep of every page (`crates/server/web-tests/sweep.mjs`): the lobby, both games in each
//! phase, My games, sign-in, the leaderboard, the replays and the two HTML reports, in six
//! languages at 390 px and in English and German at 1280 px (`KOHLE_SWEEP=full`, which
//! `scripts/sweep.sh` sets: every language at both widths), each checked by machine in chromium.
//! Its screenshots are kept in `target/web-sweep/` (the path is printed).

use crate::common::*;
use crate::web::{failures, random_record, setup, web_tests, CHROMIUM_TURN};
use analysis::balance::{balance, BalanceConfig};
use analysis::{analyze, positions, AnalyzeConfig};
use bots::{parse_bot_spec, BotSpec};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// `target/web-sweep`: beside cargo's `target/tmp`.
fn sweep_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("target/tmp has a parent")
        .join("web-sweep")
}

/// The two HTML reports of `kohle analyze --html` and `kohle balance --html`, small: a random
/// Glück Auf game judged by a search of 16 iterations a decision, and 8 random games of each
/// rule set with one option changed.
fn write_reports(dir: &Path) -> Vec<(String, PathBuf)> {
    type G = glueckauf::GlueckAuf;
    let record = random_record();
    let search = match parse_bot_spec("ismcts:16").unwrap() {
        BotSpec::Ismcts(c) => c,
        other => panic!("{other:?}"),
    };
    let config = AnalyzeConfig {
        seat: None,
        search,
        seed: 1,
    };
    let report = analyze::<G>(
        2,
        &positions::<G>(&record).unwrap(),
        &config,
        "ismcts:16",
        &|| {},
    );
    let analysis = dir.join("analysis-report.html");
    std::fs::write(&analysis, analysis::html::analysis_page(&report)).unwrap();

    let config = BalanceConfig {
        players: 3,
        games: 8,
        seed: 38,
        bots: vec![parse_bot_spec("random").unwrap(); 3],
        options: glueckauf::Options::default(),
        variants: vec![(
            "unlimited_coal=true".to_string(),
            glueckauf::Options {
                unlimited_coal: true,
                ..Default::default()
            },
        )],
    };
    let report = balance::<G>(&config, &|| {}).unwrap();
    let balance = dir.join("balance-report.html");
    std::fs::write(&balance, analysis::html::balance_page(&report)).unwrap();
    vec![
        ("analysis-report".to_string(), analysis),
        ("balance-report".to_string(), balance),
    ]
}

#[test]
fn every_page_in_every_language_at_both_widths() {
    let chromium = setup();
    let _turn = CHROMIUM_TURN.lock().unwrap_or_else(|e| e.into_inner());
    let dir = sweep_dir();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let reports: Vec<serde_json::Value> = write_reports(&dir)
        .into_iter()
        .map(|(name, path)| serde_json::json!({ "name": name, "path": path }))
        .collect();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let server = rt
        .block_on(server::start(test_args(
            temp_db("web-sweep").to_str().unwrap(),
        )))
        .expect("the server starts");
    let started = Instant::now();
    let output = Command::new("node")
        .args(["--test", "--test-concurrency=1", "sweep.mjs"])
        .current_dir(web_tests())
        .env("KOHLE_BASE_URL", format!("http://{}", server.addr))
        .env("KOHLE_CHROMIUM", chromium)
        .env("KOHLE_SWEEP_DIR", &dir)
        .env(
            "KOHLE_SWEEP_REPORTS",
            serde_json::Value::Array(reports).to_string(),
        )
        .stderr(std::process::Stdio::inherit())
        .output()
        .expect("node runs");
    rt.block_on(server.shutdown()).unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    println!("{report}");
    println!(
        "sweep: {:.0} s; screenshots in {}",
        started.elapsed().as_secs_f64(),
        dir.display()
    );
    assert!(
        output.status.success(),
        "the sweep found problems ({}; screenshots in {}):\n{}",
        output.status,
        dir.display(),
        failures(&report)
    );
}
