//! The integration tests of `bots`, one test binary (one link, one run): each module
//! is a file of this folder, named after what it tests.

mod examples;
mod games;
mod golden_bots;
mod learned;
mod prizes;
mod selfplay;
mod sprt;
