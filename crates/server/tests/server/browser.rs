//! The page's browser tests (`crates/server/web-tests/*.test.mjs`, Playwright with Debian's
//! chromium) against a server on a free port with a new SQLite file; `KOHLE_WEB_TESTS` may name
//! some of the files. The longest test of the suite (about 2.5 minutes): libtest starts tests in
//! the order of their names, two at a time on the 2-core machine, so this module's name lets it
//! start first, beside the many short tests, instead of last and alone.

use crate::common::*;
use crate::web::{failures, node_tests, record_file, setup, web_tests, CHROMIUM_TURN};

/// The browser tests: `KOHLE_WEB_TESTS` may name some of the files (space separated).
#[test]
fn the_page_s_browser_tests_pass() {
    let chromium = setup();
    let _turn = CHROMIUM_TURN.lock().unwrap_or_else(|e| e.into_inner());
    // The replay page's analysis runs within a few seconds.
    let mut args = test_args(temp_db("web-browser").to_str().unwrap());
    args.analysis_seconds = 4;
    let dir = web_tests();
    let files: Vec<String> = match std::env::var("KOHLE_WEB_TESTS") {
        Ok(list) if !list.trim().is_empty() => {
            list.split_whitespace().map(str::to_string).collect()
        }
        _ => {
            let mut all: Vec<String> = std::fs::read_dir(&dir)
                .unwrap()
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .filter(|n| n.ends_with(".test.mjs"))
                .collect();
            all.sort();
            all
        }
    };
    assert!(!files.is_empty(), "no browser tests in {}", dir.display());
    let record = ("KOHLE_REPLAY_RECORD", record_file().into_os_string());
    let (status, report) = node_tests(args, chromium, &files, &[record]);
    assert!(
        status.success(),
        "browser tests failed ({status}):\n{}",
        failures(&report)
    );
}
