//! The integration tests of `tui`, one test binary (one link, one run): each module
//! is a file of this folder, named after what it tests.

mod app;
mod common;
mod examples;
mod games;
mod glueckauf_screens;
mod haspelknecht_screens;
mod panel_text;
