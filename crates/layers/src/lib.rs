//! The module-layer check: in every crate of the workspace, the top-level modules import each
//! other one way only (component data → state → rules → what a player reads, in the games), so
//! each layer can be read, tested and changed without the ones above it.
//!
//! [`scan::crate_graph`] reads a crate's sources and finds which top-level module imports
//! which; [`graph::find_circle`] names a circle among them; [`workspace::crate_roots`] lists the
//! workspace's crates. The test `tests/workspace.rs` runs it over the whole workspace and fails
//! naming the first circle of each crate that has one; `cargo run -p layers` prints each
//! crate's layers.

pub mod graph;
pub mod scan;
pub mod workspace;

pub use graph::{find_circle, layers, Import, ModuleGraph};
pub use scan::crate_graph;
pub use workspace::{crate_roots, CrateRoot};
