//! The fuzz targets, one test binary (one link instead of three in the suite's build):
//! `record`, `notation` and `components`. A long run of one target sets the time and names it:
//! `BOLERO_RANDOM_TEST_TIME_MS=3600000 cargo test --profile checked -p kohle-fuzz --test fuzz record::`.

mod components;
mod notation;
mod record;
