//! Running the `kohle` binary as a user does, for every test module.

use std::path::PathBuf;
use std::process::{Command, Output};

pub fn kohle_cmd() -> Command {
    Command::new(env!("CARGO_BIN_EXE_kohle"))
}

pub fn kohle(args: &[&str]) -> Output {
    kohle_cmd().args(args).output().expect("kohle runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A path for a file named `name` in this test process's directory for the tests of `module`
/// (`kohle-MODULE-test-PID` in the temporary directory), with no file there yet.
pub fn temp_path(module: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kohle-{module}-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}
