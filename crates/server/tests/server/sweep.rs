//! The sweep of every page (`crates/server/web-tests/sweep.mjs`): the lobby, both games in each
//! phase, My games, sign-in, the leaderboard, the replays and the two HTML reports, in six
//! languages at 390 px and in English and German at 1280 px (`KOHLE_SWEEP=full`, which
//! `scripts/sweep.sh` sets: every language at both widths), each checked by machine in chromium.
//! Its screenshots are kept in `target/web-sweep/` (the path is printed).

use crate::common::*;
use crate::web::{failures, node_tests, random_record, setup, CHROMIUM_TURN};
use analysis::balance::{balance, BalanceConfig};
use analysis::{analyze, positions, AnalyzeConfig};
use bots::{parse_bot_spec, BotSpec};
use std::path::{Path, PathBuf};
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
    let page = analysis::html::analysis_page_of(&record, &report, present::Lang::En, None).unwrap();
    std::fs::write(&analysis, page).unwrap();

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
    let started = Instant::now();
    let env = [
        ("KOHLE_SWEEP_DIR", dir.clone().into_os_string()),
        (
            "KOHLE_SWEEP_REPORTS",
            serde_json::Value::Array(reports).to_string().into(),
        ),
    ];
    let (status, report) = node_tests(
        test_args(temp_db("web-sweep").to_str().unwrap()),
        chromium,
        &["sweep.mjs".to_string()],
        &env,
    );
    println!(
        "sweep: {:.0} s; screenshots in {}",
        started.elapsed().as_secs_f64(),
        dir.display()
    );
    assert!(
        status.success(),
        "the sweep found problems ({status}; screenshots in {}):\n{}",
        dir.display(),
        failures(&report)
    );
}
