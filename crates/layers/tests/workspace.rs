//! No crate of the workspace has top-level modules that import each other in a circle.

use std::path::Path;

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
