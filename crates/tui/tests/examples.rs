//! The crate's examples, type-checked and linted here as modules of the test binary: the suite
//! (.ci/run) does not build them as programs (their optimised builds took about a tenth of its
//! time), the scripts and commands that run them build them (`cargo run --release --example NAME`,
//! `cargo bench`). Their `main` is not called here.
#![allow(dead_code)]

#[path = "../examples/measure.rs"]
mod measure;

#[path = "../examples/play.rs"]
mod play;

#[path = "../examples/screens.rs"]
mod screens;
