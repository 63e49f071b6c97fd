//! The crate's examples and benchmarks, type-checked and linted here as modules of the test binary:
//! the suite (.ci/run) does not build them as programs (their optimised builds took about a tenth
//! of its time), the scripts and commands that run them build them (`cargo run --release --example
//! NAME`, `cargo bench`). Their `main` is not called here.
#![allow(dead_code)]

#[path = "../examples/playouts.rs"]
mod playouts;

#[path = "../benches/playout.rs"]
mod bench_playout;
