//! Runs the Python package's tests (python/tests/*.py) through `scripts/python-tests.sh`, which
//! makes a virtualenv under target/, builds the extension with maturin and runs pytest. Part of
//! the suite's command (`cargo test --workspace --profile checked`); fails when pytest fails.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The directory of this build's binaries (`target/checked`), from the test's own path
/// (`target/checked/deps/pytest-…`).
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its path");
    exe.parent()
        .and_then(Path::parent)
        .expect("tests run from target/PROFILE/deps")
        .to_path_buf()
}

#[test]
fn python_package_tests_pass() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let dir = profile_dir();
    let profile = dir.file_name().unwrap().to_string_lossy().into_owned();
    let profile = if profile == "debug" {
        "dev".to_string()
    } else {
        profile
    };
    let cli = dir.join("kohle");
    if !cli.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let ok = Command::new(cargo)
            .args(["build", "-p", "kohle", "--profile", &profile])
            .current_dir(root)
            .status()
            .expect("cargo runs");
        assert!(ok.success(), "cannot build the kohle binary");
    }
    let status = Command::new("bash")
        .arg(root.join("scripts/python-tests.sh"))
        .env("KOHLE_BIN", &cli)
        .env("KOHLE_PROFILE", &profile)
        .current_dir(root)
        .status()
        .expect("bash runs scripts/python-tests.sh");
    assert!(
        status.success(),
        "the Python tests failed (scripts/python-tests.sh)"
    );
}
