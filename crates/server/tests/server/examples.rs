//! The server's examples and benchmark that no test uses (`load.rs`, `deltaprobe.rs` and
//! `memprobe.rs` are modules of the tests that run them), type-checked and linted here as
//! modules of the test binary: the suite (.ci/run) does not build them as programs, the scripts
//! and commands that run them do (`cargo run --release --example NAME`, `cargo bench`). Their
//! `main` is not called here.
#![allow(dead_code)]

#[path = "../../examples/bench.rs"]
mod bench;

#[path = "../../examples/timeouts.rs"]
mod timeouts;

#[path = "../../benches/delta.rs"]
mod bench_delta;
