//! The workspace's crates: every member of the root `Cargo.toml`, and in each its library and
//! binaries with their root files (as Cargo finds them: `[lib]` and `[[bin]]` paths,
//! `src/lib.rs`, `src/main.rs`, `src/bin/*.rs`).

use std::path::{Path, PathBuf};

/// One crate to check: a library or a binary of a package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrateRoot {
    /// `engine`, `kohle (bin kohle)`.
    pub name: String,
    pub root: PathBuf,
}

impl CrateRoot {
    /// The name of the root's node in the module graph: `lib` or `main`.
    pub fn root_node(&self) -> &str {
        if self.root.file_name().is_some_and(|f| f == "lib.rs") {
            "lib"
        } else {
            "main"
        }
    }
}

fn read_toml(path: &Path) -> Result<toml::Table, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    text.parse().map_err(|e| format!("{}: {e}", path.display()))
}

/// Every library and binary of the workspace whose root `Cargo.toml` is in `workspace`.
pub fn crate_roots(workspace: &Path) -> Result<Vec<CrateRoot>, String> {
    let manifest = read_toml(&workspace.join("Cargo.toml"))?;
    let members = manifest
        .get("workspace")
        .and_then(|w| w.get("members"))
        .and_then(|m| m.as_array())
        .ok_or("the workspace lists its members")?;
    let mut roots = Vec::new();
    for member in members {
        let dir = workspace.join(member.as_str().ok_or("a member is a path")?);
        let package = read_toml(&dir.join("Cargo.toml"))?;
        let name = package
            .get("package")
            .and_then(|p| p.get("name"))
            .and_then(|n| n.as_str())
            .ok_or_else(|| format!("{}: a package has a name", dir.display()))?
            .to_string();
        let lib = package
            .get("lib")
            .and_then(|l| l.get("path"))
            .and_then(|p| p.as_str())
            .map_or_else(|| dir.join("src/lib.rs"), |p| dir.join(p));
        if lib.exists() {
            roots.push(CrateRoot {
                name: name.clone(),
                root: lib,
            });
        }
        let mut bins: Vec<(String, PathBuf)> = package
            .get("bin")
            .and_then(|b| b.as_array())
            .into_iter()
            .flatten()
            .filter_map(|b| {
                let bin = b.get("name")?.as_str()?.to_string();
                let path = b
                    .get("path")
                    .and_then(|p| p.as_str())
                    .map_or_else(|| dir.join(format!("src/bin/{bin}.rs")), |p| dir.join(p));
                Some((bin, path))
            })
            .collect();
        let main = dir.join("src/main.rs");
        if main.exists() && !bins.iter().any(|(_, p)| *p == main) {
            bins.push((name.clone(), main));
        }
        if let Ok(entries) = std::fs::read_dir(dir.join("src/bin")) {
            let mut found: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "rs"))
                .collect();
            found.sort();
            for path in found {
                if !bins.iter().any(|(_, p)| *p == path) {
                    let bin = path.file_stem().unwrap_or_default().to_string_lossy();
                    bins.push((bin.into_owned(), path));
                }
            }
        }
        for (bin, path) in bins {
            if path.exists() {
                roots.push(CrateRoot {
                    name: format!("{name} (bin {bin})"),
                    root: path,
                });
            }
        }
    }
    Ok(roots)
}
