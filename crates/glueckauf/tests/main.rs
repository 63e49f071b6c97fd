//! The integration tests of `glueckauf`, one test binary (one link, one run): each module
//! is a file of this folder, named after what it tests.

mod api;
mod chance;
mod common;
mod edge_cases;
mod evaluation_key;
mod events;
mod examples;
mod random_games;
mod reveal;
mod rulebook_examples;
mod view_schema;
