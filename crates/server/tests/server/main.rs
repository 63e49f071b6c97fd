//! The server's tests, in one test binary: each file in `tests/` would be a binary of its own
//! that links the whole server again (some 130 MB each, and a link each).

mod common;

/// The load generator of `examples/load.rs`, used small by `load`.
#[path = "../../examples/load.rs"]
mod load_generator;

/// The delta sizes of seeded random games (`examples/deltaprobe.rs`), used by `delta`.
#[path = "../../examples/deltaprobe.rs"]
#[allow(dead_code)]
mod deltaprobe;

mod analysis;
mod bad_input;
mod browser;
mod clocks;
mod delta;
mod examples;
mod health;
mod held;
mod hosttools;
mod http_game;
mod kill9;
mod late_load;
mod load;
mod logs;
mod mail;
mod players;
mod postgres;
mod prometheus;
mod reveal;
mod review;
mod start;
mod sweep;
mod timeouts_pg;
mod undo;
mod unit;
mod unload;
mod web;
mod ws_hidden;
