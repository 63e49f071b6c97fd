//! The integration tests of `haspelknecht`, one test binary (one link, one run): each module
//! is a file of this folder, named after what it tests.

mod bad_input;
mod chance;
mod common;
mod determinize_views;
mod developments;
mod evaluation_key;
mod events;
mod examples;
mod options;
mod random_games;
mod rulebook;
mod view_json;
