//! Running the `kohle` binary as a user does, for every test module.

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
