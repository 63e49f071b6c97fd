//! The crate's examples and benchmarks, type-checked and linted here as modules of the test binary:
//! the suite (.ci/run) does not build them as programs (their optimised builds took about a tenth
//! of its time), the scripts and commands that run them build them (`cargo run --release --example
//! NAME`, `cargo bench`). Their `main` is not called here.
#![allow(dead_code)]

#[path = "../examples/drift.rs"]
mod drift;

#[path = "../examples/ga_eval.rs"]
mod ga_eval;

#[path = "../examples/ismcts_count.rs"]
mod ismcts_count;

#[path = "../examples/net_cost.rs"]
mod net_cost;

#[path = "../examples/observe_count.rs"]
mod observe_count;

#[path = "../examples/playout_count.rs"]
mod playout_count;

#[path = "../examples/search_time.rs"]
mod search_time;

#[path = "../examples/speed.rs"]
mod speed;

#[path = "../examples/strength.rs"]
mod strength;

#[path = "../benches/ismcts.rs"]
mod bench_ismcts;
