//! The workspace's shape: no crate has top-level modules that import each other in a circle,
//! the Python package builds on the suite's compiled dependencies, and every example and
//! benchmark is a module of a test binary.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

#[test]
fn no_crate_has_a_circle_of_module_imports() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    let roots = layers::crate_roots(&workspace).unwrap();
    assert!(roots.iter().any(|r| r.name == "haspelknecht"));
    assert!(roots.iter().any(|r| r.name == "kohle (bin kohle)"));
    let mut circles = Vec::new();
    for krate in &roots {
        let mut graph = layers::crate_graph(&krate.root, krate.root_node()).unwrap();
        graph.name = krate.name.clone();
        let report = graph.circle_report();
        circles.extend(report.map(|r| r.replace(&format!("{}/", workspace.display()), "")));
    }
    assert!(
        circles.is_empty(),
        "modules importing each other in a circle:\n{}",
        circles.join("\n")
    );
}

/// Each package in the Python extension's build (`cargo build -p kohle-python`, which maturin
/// runs) with its features as `cargo tree` prints them: "name vX.Y.Z" → the feature lists it is
/// built with (a package built for the host and the target may have two).
fn features_by_package(args: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree", "--locked", "--prefix", "none", "--format", "{p}|{f}",
        ])
        .args(args)
        .current_dir(&workspace)
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut map: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let Some((package, features)) = line.split_once('|') else {
            continue;
        };
        // "name v1.2.3 (/path)" → "name v1.2.3"; "a,b (*)" (printed before) → "a,b"
        let package: Vec<&str> = package.split_whitespace().take(2).collect();
        let features = features.trim().trim_end_matches("(*)").trim_end();
        map.entry(package.join(" "))
            .or_default()
            .insert(features.to_string());
    }
    map
}

/// The Python package's tests build the extension with maturin (`cargo build -p kohle-python`),
/// which resolves features for that package alone: a shared dependency built with fewer
/// features than in the suite's `--workspace` build gets another hash, and with it everything
/// above it (serde → the engines and bots at full optimisation) is compiled a second time —
/// about 250 s of the suite's CPU. python/Cargo.toml names those features so that both builds
/// agree; this test says which are missing when a crate of the workspace adds one.
#[test]
fn the_python_package_builds_on_the_workspaces_dependencies() {
    let python = features_by_package(&["-p", "kohle-python", "-e", "normal,build"]);
    let workspace = features_by_package(&["--workspace", "-e", "normal,build,dev"]);
    let mut differ = Vec::new();
    for (package, lists) in &python {
        let Some(theirs) = workspace.get(package) else {
            continue; // only the extension uses it (pyo3, numpy)
        };
        for features in lists.difference(theirs) {
            differ.push(format!(
                "{package}: the Python build has [{features}], the workspace's [{}]",
                theirs.iter().cloned().collect::<Vec<_>>().join("] or [")
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "give these the workspace's features in python/Cargo.toml (see its comment):\n{}",
        differ.join("\n")
    );
}

/// The suite does not build the examples and benchmarks as programs (.ci/run): each is a module
/// of a test binary of its crate (`#[path = "…/examples/NAME.rs"]`), where it is type-checked
/// and linted. One left out would go unchecked until a script builds it.
#[test]
fn every_example_and_benchmark_is_checked_by_a_test_binary() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut missing = Vec::new();
    let mut found = 0;
    for krate in std::fs::read_dir(&crates).unwrap() {
        let krate = krate.unwrap().path();
        let mut tests = String::new();
        let mut stack = vec![krate.join("tests")];
        while let Some(dir) = stack.pop() {
            for e in std::fs::read_dir(&dir).into_iter().flatten() {
                let path = e.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|x| x == "rs") {
                    tests.push_str(&std::fs::read_to_string(&path).unwrap());
                }
            }
        }
        for kind in ["examples", "benches"] {
            for e in std::fs::read_dir(krate.join(kind)).into_iter().flatten() {
                let path = e.unwrap().path();
                let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                    continue;
                };
                if !name.ends_with(".rs") {
                    continue;
                }
                found += 1;
                if !tests.contains(&format!("/{kind}/{name}\"]")) {
                    missing.push(format!("{}/{kind}/{name}", krate.display()));
                }
            }
        }
    }
    assert!(found >= 20, "only {found} examples and benchmarks found");
    assert!(
        missing.is_empty(),
        "not a module of any test binary (add it to its crate's tests/examples.rs):\n{}",
        missing.join("\n")
    );
}

/// The crate's example, type-checked and linted here as a module (the suite does not build the
/// examples as programs: `cargo run --example print` does).
#[path = "../examples/print.rs"]
#[allow(dead_code)]
mod print;
