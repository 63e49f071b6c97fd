//! The scanner on small crates written for the test: every way of naming another module is
//! found, test code and the root's re-exports are not, and a circle is named.

use std::collections::BTreeSet;
use std::path::Path;

/// Writes `files` (path, text) under a new folder and returns the module graph of its
/// `src/lib.rs`.
fn graph_of(files: &[(&str, &str)]) -> layers::ModuleGraph {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    layers::crate_graph(&dir.path().join("src/lib.rs"), "lib").unwrap()
}

fn imports(g: &layers::ModuleGraph, from: &str) -> BTreeSet<String> {
    g.edges().get(from).cloned().unwrap_or_default()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn every_way_of_naming_a_module_is_an_import() {
    let g = graph_of(&[
        (
            "src/lib.rs",
            "mod data; mod state; mod rules; mod view; mod words;\n\
             pub use data::Tile;\n\
             macro_rules! say { () => {} }\n",
        ),
        ("src/data.rs", "pub struct Tile;\n"),
        // A `use` group, a re-exported name of the root.
        ("src/state.rs", "use crate::{data::Tile as T, view};\npub struct S(crate::Tile);\n"),
        // `super::` from a file of a submodule; a path inside a macro call.
        ("src/rules/mod.rs", "mod step;\npub fn go() { let _ = format!(\"{:?}\", crate::words::W); }\n"),
        ("src/rules/step.rs", "fn f(_: super::super::state::S) {}\n"),
        // A path in an attribute's string; a macro of the root called by name.
        (
            "src/view.rs",
            "#[derive(serde::Serialize)]\nstruct V { #[serde(serialize_with = \"crate::words::w\")] x: u8 }\n\
             fn g() { say!(); }\n",
        ),
        ("src/words.rs", "pub struct W;\npub fn w() {}\n"),
    ]);
    assert_eq!(imports(&g, "state"), set(&["data", "view"]));
    assert_eq!(imports(&g, "rules"), set(&["state", "words"]));
    assert_eq!(imports(&g, "view"), set(&["lib", "words"]));
    assert_eq!(imports(&g, "data"), set(&[]));
    // The root's `pub use` is its public face, not an import.
    assert_eq!(imports(&g, "lib"), set(&[]));
    assert_eq!(g.circle_report(), None);
}

#[test]
fn a_module_in_a_folder_named_by_its_path_attribute_is_read() {
    let g = graph_of(&[
        (
            "src/lib.rs",
            "#[path = \"storage/db.rs\"]\nmod db;\n#[path = \"game/table.rs\"]\nmod table;\n#[path = \"game/delta/mod.rs\"]\nmod delta;\n",
        ),
        ("src/storage/db.rs", "pub fn open() {}\n"),
        ("src/game/table.rs", "fn f() { crate::db::open() }\n"),
        ("src/game/delta/mod.rs", "mod patch;\n"),
        ("src/game/delta/patch.rs", "fn f() { crate::table::f() }\n"),
    ]);
    assert_eq!(imports(&g, "table"), set(&["db"]));
    // A child of a `mod.rs` named by its path: read from beside it.
    assert_eq!(imports(&g, "delta"), set(&["table"]));
    assert_eq!(imports(&g, "db"), set(&[]));
}

#[test]
fn test_code_does_not_count() {
    let g = graph_of(&[
        (
            "src/lib.rs",
            "mod a; mod b;\n#[cfg(test)]\nmod tests { use crate::a::*; }\n",
        ),
        (
            "src/a.rs",
            "pub fn f() {}\n#[cfg(test)]\nmod tests { use crate::b::g; }\n",
        ),
        (
            "src/b.rs",
            "pub fn g() { crate::a::f() }\n#[test]\nfn t() { crate::a::f() }\n",
        ),
    ]);
    assert_eq!(imports(&g, "a"), set(&[]));
    assert_eq!(imports(&g, "b"), set(&["a"]));
    assert_eq!(imports(&g, "lib"), set(&[]));
}

#[test]
fn a_circle_through_three_modules_is_named_with_where_it_is() {
    let g = graph_of(&[
        ("src/lib.rs", "mod action; mod event; mod state;\n"),
        ("src/action.rs", "use crate::state::Colour;\n"),
        (
            "src/state.rs",
            "pub struct Colour;\npub struct S(crate::event::Event);\n",
        ),
        ("src/event.rs", "pub struct Event(super::action::Choice);\n"),
    ]);
    let report = g.circle_report().expect("a circle");
    assert!(
        report.contains("action -> state -> event -> action"),
        "{report}"
    );
    assert!(
        report.contains("state.rs:2 `crate::event::Event`"),
        "{report}"
    );
}

#[test]
fn code_in_the_root_that_uses_a_module_makes_a_circle_with_it() {
    // The root defines `Bot`, the module uses it, and the root's own code calls the module.
    let g = graph_of(&[
        (
            "src/lib.rs",
            "mod greedy;\npub trait Bot {}\npub fn play() { greedy::choose() }\n",
        ),
        (
            "src/greedy.rs",
            "pub fn choose() {}\nstruct G;\nimpl crate::Bot for G {}\n",
        ),
    ]);
    assert_eq!(
        layers::find_circle(&g.edges()),
        Some(vec!["greedy".to_string(), "lib".into(), "greedy".into()])
    );
}

#[test]
fn the_workspace_lists_its_crates() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let roots = layers::crate_roots(&workspace).unwrap();
    let names: Vec<&str> = roots.iter().map(|r| r.name.as_str()).collect();
    for name in [
        "engine",
        "glueckauf",
        "haspelknecht",
        "layers",
        "kohle (bin kohle)",
    ] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
}
