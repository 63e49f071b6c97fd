//! The command line's tests, in one test binary: each file in `tests/` would be a binary of its
//! own, linked again.

mod admin;
mod after_game;
mod bindings;
mod cli;
mod db;
mod deploy;
mod ending;
mod journal;
mod judge;
mod readme;
mod review;
mod robustness;
mod run;
mod selfplay;
mod sprt;
