//! The integration tests of `analysis`, one test binary (one link, one run): each module
//! is a file of this folder, named after what it tests.

mod balance;
mod capped;
mod examples;
mod hidden;
mod judging;
mod machine;
mod review;
