//! Runs the Python package's tests (python/tests/*.py and python/train/tests) through
//! `scripts/python-tests.sh`, which makes the virtualenvs under target/, builds the extension
//! with maturin and runs pytest; fails when pytest fails. The test lives here, not in the
//! package's crate: a test there made `cargo test` build the extension too, with another
//! configuration than maturin's (PyO3 reads `PYO3_CONFIG_FILE` and
//! `PYO3_BUILD_EXTENSION_MODULE`), so every run of the suite built it twice. The longest test
//! of this binary (about 3 minutes): libtest starts tests in the order of their names, so the
//! module's name lets it start first, beside the others.

use std::path::{Path, PathBuf};
use std::process::Command;

#[test]
fn python_package_tests_pass() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let cli = PathBuf::from(env!("CARGO_BIN_EXE_kohle"));
    // The build's profile, from the binary's directory (`target/PROFILE/kohle`).
    let profile = cli
        .parent()
        .and_then(Path::file_name)
        .expect("binaries live in target/PROFILE")
        .to_string_lossy()
        .into_owned();
    let profile = if profile == "debug" {
        "dev".to_string()
    } else {
        profile
    };
    let status = Command::new("bash")
        .arg(root.join("scripts/python-tests.sh"))
        .env("KOHLE_BIN", &cli)
        .env("KOHLE_PROFILE", &profile)
        .current_dir(&root)
        .status()
        .expect("bash runs scripts/python-tests.sh");
    assert!(
        status.success(),
        "the Python tests failed (scripts/python-tests.sh)"
    );
}
