//! Prints every workspace crate's module layers, bottom first (or its circle):
//! `cargo run -p layers --example print [CRATE]`.

use std::path::Path;

fn main() -> Result<(), String> {
    let only = std::env::args().nth(1);
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .map_err(|e| e.to_string())?;
    for krate in layers::crate_roots(&workspace)? {
        if only.as_ref().is_some_and(|o| *o != krate.name) {
            continue;
        }
        let graph = layers::crate_graph(&krate.root, krate.root_node())?;
        let edges = graph.edges();
        println!("{}", krate.name);
        match layers::layers(&edges) {
            Some(layers) => {
                for (i, layer) in layers.iter().enumerate() {
                    println!("  {i}: {}", layer.join(", "));
                }
            }
            None => {
                let report = graph.circle_report().unwrap_or_default();
                println!(
                    "  {}",
                    report.replace(&format!("{}/", workspace.display()), "")
                );
            }
        }
        if std::env::var_os("EDGES").is_some() {
            for (from, to) in &edges {
                let to: Vec<&str> = to.iter().map(String::as_str).collect();
                println!("    {from} -> {}", to.join(" "));
            }
        }
    }
    Ok(())
}
