//! A crate's module graph: which top-level module imports which, with where it does so, and the
//! two questions asked of it: is there a circle, and in which layers do the modules stand.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::PathBuf;

/// One place where a top-level module names another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Import {
    pub from: String,
    pub to: String,
    pub file: PathBuf,
    pub line: usize,
    /// The path as written (`crate::event::Event`, `super::state`).
    pub path: String,
}

impl fmt::Display for Import {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} -> {}: {}:{} `{}`",
            self.from,
            self.to,
            self.file.display(),
            self.line,
            self.path
        )
    }
}

/// The top-level modules of one crate (its root named `lib` or `main`, or the binary's name)
/// and every place one of them imports another.
#[derive(Clone, Debug, Default)]
pub struct ModuleGraph {
    pub name: String,
    pub modules: BTreeSet<String>,
    pub imports: Vec<Import>,
}

impl ModuleGraph {
    /// Who imports whom, each pair once.
    pub fn edges(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut edges: BTreeMap<String, BTreeSet<String>> = self
            .modules
            .iter()
            .map(|m| (m.clone(), BTreeSet::new()))
            .collect();
        for i in &self.imports {
            edges
                .entry(i.from.clone())
                .or_default()
                .insert(i.to.clone());
        }
        edges
    }

    /// The first place where `from` imports `to`.
    pub fn evidence(&self, from: &str, to: &str) -> Option<&Import> {
        self.imports.iter().find(|i| i.from == from && i.to == to)
    }

    /// A circle of imports, if there is one, explained edge by edge.
    pub fn circle_report(&self) -> Option<String> {
        let circle = find_circle(&self.edges())?;
        let mut text = format!("crate {}: {}", self.name, circle.join(" -> "));
        for pair in circle.windows(2) {
            if let Some(i) = self.evidence(&pair[0], &pair[1]) {
                text.push_str(&format!("\n    {i}"));
            }
        }
        Some(text)
    }
}

/// A circle in `edges` as the modules along it, the first repeated at the end (`[a, b, a]`), or
/// `None`. Depth-first in name order, so the same graph always names the same circle.
pub fn find_circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit<'a>(
        node: &'a str,
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        marks: &mut BTreeMap<&'a str, Mark>,
        path: &mut Vec<&'a str>,
    ) -> Option<Vec<String>> {
        marks.insert(node, Mark::Open);
        path.push(node);
        for next in edges.get(node).into_iter().flatten() {
            let next = next.as_str();
            if next == node {
                continue;
            }
            match marks.get(next) {
                Some(Mark::Open) => {
                    let start = path
                        .iter()
                        .position(|&p| p == next)
                        .expect("open is on the path");
                    let mut circle: Vec<String> =
                        path[start..].iter().map(|s| s.to_string()).collect();
                    circle.push(next.to_string());
                    return Some(circle);
                }
                Some(Mark::Done) => {}
                None => {
                    if let Some(c) = visit(next, edges, marks, path) {
                        return Some(c);
                    }
                }
            }
        }
        path.pop();
        marks.insert(node, Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for node in edges.keys() {
        if !marks.contains_key(node.as_str()) {
            if let Some(c) = visit(node, edges, &mut marks, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

/// The modules by layer: layer 0 imports no other module of the crate, layer k imports only
/// modules below it and at least one of layer k − 1. `None` when there is a circle.
pub fn layers(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<Vec<String>>> {
    if find_circle(edges).is_some() {
        return None;
    }
    fn depth(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        memo: &mut BTreeMap<String, usize>,
    ) -> usize {
        if let Some(&d) = memo.get(node) {
            return d;
        }
        let d = edges
            .get(node)
            .into_iter()
            .flatten()
            .filter(|n| n.as_str() != node)
            .map(|n| depth(n, edges, memo) + 1)
            .max()
            .unwrap_or(0);
        memo.insert(node.to_string(), d);
        d
    }
    let mut memo = BTreeMap::new();
    let mut layers: Vec<Vec<String>> = Vec::new();
    for node in edges.keys() {
        let d = depth(node, edges, &mut memo);
        if layers.len() <= d {
            layers.resize(d + 1, Vec::new());
        }
        layers[d].push(node.clone());
    }
    Some(layers)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(pairs: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for &(a, b) in pairs {
            edges.entry(a.into()).or_default().insert(b.into());
            edges.entry(b.into()).or_default();
        }
        edges
    }

    #[test]
    fn a_circle_is_found_and_named() {
        let g = graph(&[("data", "state"), ("state", "event"), ("event", "state")]);
        assert_eq!(
            find_circle(&g),
            Some(vec!["state".into(), "event".into(), "state".into()])
        );
        assert_eq!(layers(&g), None);
    }

    #[test]
    fn a_longer_circle_is_found() {
        let g = graph(&[("a", "b"), ("b", "c"), ("c", "d"), ("d", "b"), ("a", "d")]);
        assert_eq!(
            find_circle(&g),
            Some(vec!["b".into(), "c".into(), "d".into(), "b".into()])
        );
    }

    #[test]
    fn one_way_imports_have_no_circle_and_stand_in_layers() {
        let g = graph(&[
            ("view", "state"),
            ("view", "data"),
            ("state", "data"),
            ("rules", "state"),
            ("state", "state"),
        ]);
        assert_eq!(find_circle(&g), None);
        assert_eq!(
            layers(&g),
            Some(vec![
                vec!["data".to_string()],
                vec!["state".to_string()],
                vec!["rules".to_string(), "view".to_string()],
            ])
        );
    }
}
