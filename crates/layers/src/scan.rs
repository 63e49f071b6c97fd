//! Reading one crate's sources: from its root file, every module file it declares (test modules
//! left out; `#[path = "…"]` honoured, as the server uses to keep its modules in area folders), and in each every path that names something of the crate: `use` trees, paths in
//! code and types, paths inside macro calls and attributes (`serialize_with = "crate::x::f"`),
//! and `macro_rules!` macros called by name. Each is resolved to the top-level module it lands
//! in: `crate::x`, `self::x` and plain `x::` in the root, `super::` from submodules, names the
//! root re-exports (`crate::Event` is `event`'s when the root says `pub use event::Event`).

use crate::graph::{Import, ModuleGraph};
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// The module graph of the crate whose root file is `root` (`src/lib.rs`, `src/main.rs`, a
/// binary's file). The root is the node `root_name`.
pub fn crate_graph(root: &Path, root_name: &str) -> Result<ModuleGraph, String> {
    let dir = root.parent().ok_or("a root file has a folder")?;
    let root_file = parse(root)?;
    let mut files = vec![SourceFile {
        path: root.to_path_buf(),
        module: Vec::new(),
        items: root_file.items,
    }];
    // Every module file, with the module path it holds (`[state]`, `[view, board]`).
    let mut i = 0;
    while i < files.len() {
        let (module, items, path) = (files[i].module.clone(), &files[i].items, &files[i].path);
        // A `mod.rs` (also one named by `#[path]`) holds its children beside it.
        let child_dir = if module.is_empty() {
            dir.to_path_buf()
        } else if path.file_name().is_some_and(|f| f == "mod.rs") {
            path.parent().unwrap_or(dir).to_path_buf()
        } else {
            dir.join(module.join("/"))
        };
        let mut found = Vec::new();
        collect_module_files(items, &module, &child_dir, path, &mut found)?;
        files.extend(found);
        i += 1;
    }
    let modules: BTreeSet<String> = declared_modules(&files[0].items);
    let mut scan = Scan {
        root_name: root_name.to_string(),
        root_names: root_names(&files[0].items, &modules, root_name),
        macros: BTreeMap::new(),
        modules,
        imports: Vec::new(),
    };
    for f in &files {
        let top = f
            .module
            .first()
            .cloned()
            .unwrap_or_else(|| root_name.into());
        for name in macro_names(&f.items) {
            scan.macros.insert(name, top.clone());
        }
    }
    for f in &files {
        let mut v = FileVisitor {
            scan: &mut scan,
            file: &f.path,
            module: f.module.clone(),
        };
        for item in &f.items {
            v.visit_item(item);
        }
    }
    let mut modules = scan.modules;
    modules.insert(root_name.to_string());
    Ok(ModuleGraph {
        name: root_name.to_string(),
        modules,
        imports: scan.imports,
    })
}

struct SourceFile {
    path: PathBuf,
    module: Vec<String>,
    items: Vec<syn::Item>,
}

fn parse(path: &Path) -> Result<syn::File, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    syn::parse_file(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The file a `#[path = "…"]` attribute names, if the module has one.
fn path_attribute(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

/// Whether `attrs` make an item test code: `#[test]`, `#[cfg(test)]`, `#[cfg(all(test, …))]`.
fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        if a.path().is_ident("test") {
            return true;
        }
        if !a.path().is_ident("cfg") {
            return false;
        }
        let Ok(list) = a.meta.require_list() else {
            return false;
        };
        let cfg: String = list.tokens.to_string().split_whitespace().collect();
        cfg == "test" || cfg.starts_with("all(test,")
    })
}

/// The files of the `mod x;` declarations in `items` (inline modules searched too), read.
fn collect_module_files(
    items: &[syn::Item],
    module: &[String],
    dir: &Path,
    declared_in: &Path,
    out: &mut Vec<SourceFile>,
) -> Result<(), String> {
    for item in items {
        let syn::Item::Mod(m) = item else { continue };
        if is_test(&m.attrs) {
            continue;
        }
        let name = m.ident.to_string();
        let mut path = module.to_vec();
        path.push(name.clone());
        match &m.content {
            Some((_, inner)) => {
                collect_module_files(inner, &path, &dir.join(&name), declared_in, out)?
            }
            None => {
                let flat = dir.join(format!("{name}.rs"));
                let nested = dir.join(&name).join("mod.rs");
                let file = match path_attribute(&m.attrs) {
                    // `#[path = "area/x.rs"] mod x;`: beside the file that declares it.
                    Some(p) => declared_in.parent().unwrap_or(dir).join(p),
                    None if flat.exists() => flat,
                    None => nested,
                };
                if !file.exists() {
                    return Err(format!(
                        "{}: no file for `mod {name};`",
                        declared_in.display()
                    ));
                }
                out.push(SourceFile {
                    items: parse(&file)?.items,
                    path: file,
                    module: path,
                });
            }
        }
    }
    Ok(())
}

/// The top-level modules the root declares (test modules left out).
fn declared_modules(items: &[syn::Item]) -> BTreeSet<String> {
    items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Mod(m) if !is_test(&m.attrs) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect()
}

/// The names the root defines or imports from its modules, and the module each belongs to
/// (the root itself for what it defines).
fn root_names(
    items: &[syn::Item],
    modules: &BTreeSet<String>,
    root_name: &str,
) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for item in items {
        if let Some(attrs) = item_attrs(item) {
            if is_test(attrs) {
                continue;
            }
        }
        let ident = match item {
            syn::Item::Use(u) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
                for (path, name) in leaves {
                    let path: Vec<&str> = path
                        .iter()
                        .map(String::as_str)
                        .skip_while(|s| *s == "crate" || *s == "self")
                        .collect();
                    if let Some(first) = path.first().filter(|f| modules.contains(**f)) {
                        names.insert(name, first.to_string());
                    }
                }
                continue;
            }
            syn::Item::Fn(f) => &f.sig.ident,
            syn::Item::Struct(s) => &s.ident,
            syn::Item::Enum(e) => &e.ident,
            syn::Item::Const(c) => &c.ident,
            syn::Item::Static(s) => &s.ident,
            syn::Item::Trait(t) => &t.ident,
            syn::Item::Type(t) => &t.ident,
            syn::Item::Union(u) => &u.ident,
            syn::Item::Macro(m) => match &m.ident {
                Some(i) => i,
                None => continue,
            },
            _ => continue,
        };
        names.insert(ident.to_string(), root_name.to_string());
    }
    names
}

/// The `macro_rules!` names defined in `items` (inline modules too), for calls by name.
fn macro_names(items: &[syn::Item]) -> Vec<String> {
    let mut names = Vec::new();
    for item in items {
        match item {
            syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => {
                if let Some(i) = &m.ident {
                    names.push(i.to_string());
                }
            }
            syn::Item::Mod(m) if !is_test(&m.attrs) => {
                if let Some((_, inner)) = &m.content {
                    names.extend(macro_names(inner));
                }
            }
            _ => {}
        }
    }
    names
}

fn item_attrs(item: &syn::Item) -> Option<&Vec<syn::Attribute>> {
    Some(match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::ExternCrate(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::ForeignMod(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::TraitAlias(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Union(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        _ => return None,
    })
}

/// Every leaf of a `use` tree: its full path and the name it brings in (a glob brings in the
/// path it globs, named `*`).
fn use_leaves(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let mut path = prefix.clone();
            path.push(n.ident.to_string());
            out.push((path, n.ident.to_string()));
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix.clone();
            path.push(r.ident.to_string());
            out.push((path, r.rename.to_string()));
        }
        syn::UseTree::Glob(_) => out.push((prefix.clone(), "*".into())),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix, out);
            }
        }
    }
}

struct Scan {
    root_name: String,
    modules: BTreeSet<String>,
    root_names: BTreeMap<String, String>,
    macros: BTreeMap<String, String>,
    imports: Vec<Import>,
}

impl Scan {
    /// The top-level module (or the root) that `segments`, written in module `module`, name;
    /// `None` for what lies outside the crate (other crates, local names, the standard library).
    fn resolve(&self, module: &[String], segments: &[String]) -> Option<String> {
        let first = segments.first()?.as_str();
        let (mut full, rest): (Vec<String>, &[String]) = match first {
            "crate" => (Vec::new(), &segments[1..]),
            "self" => (module.to_vec(), &segments[1..]),
            "super" => {
                let mut base = module.to_vec();
                let supers = segments.iter().take_while(|s| *s == "super").count();
                for _ in 0..supers {
                    base.pop()?;
                }
                (base, &segments[supers..])
            }
            // In the root, a path is relative to the root: `state::tile_id`, `Action::Pass`.
            _ if module.is_empty() => {
                let named = self.modules.contains(first) && segments.len() > 1
                    || self.root_names.contains_key(first);
                if !named {
                    return None;
                }
                (Vec::new(), segments)
            }
            _ => return None,
        };
        full.extend(rest.iter().cloned());
        let head = full.first()?;
        if self.modules.contains(head) {
            Some(head.clone())
        } else {
            Some(
                self.root_names
                    .get(head)
                    .cloned()
                    .unwrap_or_else(|| self.root_name.clone()),
            )
        }
    }
}

struct FileVisitor<'a> {
    scan: &'a mut Scan,
    file: &'a Path,
    module: Vec<String>,
}

impl FileVisitor<'_> {
    fn top(&self) -> String {
        self.module
            .first()
            .cloned()
            .unwrap_or_else(|| self.scan.root_name.clone())
    }

    fn record(&mut self, segments: &[String], line: usize) {
        let Some(to) = self.scan.resolve(&self.module, segments) else {
            return;
        };
        let from = self.top();
        if to != from {
            self.scan.imports.push(Import {
                from,
                to,
                file: self.file.to_path_buf(),
                line,
                path: segments.join("::"),
            });
        }
    }

    fn record_macro_call(&mut self, name: &str, line: usize) {
        if let Some(to) = self.scan.macros.get(name).cloned() {
            let from = self.top();
            if to != from {
                self.scan.imports.push(Import {
                    from,
                    to,
                    file: self.file.to_path_buf(),
                    line,
                    path: format!("{name}!"),
                });
            }
        }
    }

    /// Paths written inside macro calls and attributes, which syn keeps as tokens:
    /// `crate::x::y`, `$crate::x`, `super::x`, calls `m!` of the crate's macros, and string
    /// literals holding a path (`"crate::event::display"`).
    fn scan_tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                TokenTree::Group(g) => {
                    if g.delimiter() != Delimiter::None || !g.stream().is_empty() {
                        self.scan_tokens(g.stream());
                    }
                    i += 1;
                }
                TokenTree::Literal(lit) => {
                    let text = lit.to_string();
                    if let Some(s) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
                        let segments: Vec<String> = s.split("::").map(str::to_string).collect();
                        let is_path = segments.len() > 1
                            && segments
                                .iter()
                                .all(|x| !x.is_empty() && x.chars().all(is_ident_char));
                        if is_path && matches!(segments[0].as_str(), "crate" | "self" | "super") {
                            self.record(&segments, lit.span().start().line);
                        }
                    }
                    i += 1;
                }
                TokenTree::Ident(ident) => {
                    // The tail of a path already read (`a::b` read from `a`) is not read again.
                    let after_colons = i >= 2 && is_colon_pair(&tokens[i - 2], &tokens[i - 1]);
                    let mut segments = vec![ident.to_string()];
                    let mut j = i + 1;
                    while j + 2 < tokens.len() && is_colon_pair(&tokens[j], &tokens[j + 1]) {
                        match &tokens[j + 2] {
                            TokenTree::Ident(next) => segments.push(next.to_string()),
                            _ => break,
                        }
                        j += 3;
                    }
                    let bang =
                        matches!(tokens.get(j), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                    let line = ident.span().start().line;
                    if !after_colons && segments.len() > 1 {
                        self.record(&segments, line);
                    } else if !after_colons && bang {
                        self.record_macro_call(&segments[0], line);
                    }
                    i = j;
                }
                TokenTree::Punct(_) => i += 1,
            }
        }
    }
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn is_colon_pair(a: &TokenTree, b: &TokenTree) -> bool {
    matches!((a, b), (TokenTree::Punct(x), TokenTree::Punct(y))
        if x.as_char() == ':' && x.spacing() == Spacing::Joint && y.as_char() == ':')
}

impl<'ast> Visit<'ast> for FileVisitor<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if item_attrs(item).is_some_and(|a| is_test(a)) {
            return;
        }
        match item {
            syn::Item::Mod(m) => {
                for a in &m.attrs {
                    self.visit_attribute(a);
                }
                if let Some((_, items)) = &m.content {
                    self.module.push(m.ident.to_string());
                    for i in items {
                        self.visit_item(i);
                    }
                    self.module.pop();
                }
            }
            // The root's `pub use` lines are the crate's public face, not code of the root
            // that uses the module: names they re-export are resolved to their module instead.
            syn::Item::Use(u)
                if self.module.is_empty() && !matches!(u.vis, syn::Visibility::Inherited) => {}
            syn::Item::Use(u) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
                let line = u.use_token.span.start().line;
                for (path, _) in leaves {
                    self.record(&path, line);
                }
            }
            _ => syn::visit::visit_item(self, item),
        }
    }

    fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
        let attrs = match item {
            syn::ImplItem::Const(i) => &i.attrs,
            syn::ImplItem::Fn(i) => &i.attrs,
            syn::ImplItem::Type(i) => &i.attrs,
            syn::ImplItem::Macro(i) => &i.attrs,
            _ => return syn::visit::visit_impl_item(self, item),
        };
        if !is_test(attrs) {
            syn::visit::visit_impl_item(self, item);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let line = path
            .segments
            .first()
            .map_or(0, |s| s.ident.span().start().line);
        self.record(&segments, line);
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if let Some(name) = mac.path.get_ident() {
            self.record_macro_call(&name.to_string(), name.span().start().line);
        }
        self.visit_path(&mac.path);
        self.scan_tokens(mac.tokens.clone());
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if attr.path().is_ident("doc") {
            return;
        }
        if let syn::Meta::List(list) = &attr.meta {
            self.scan_tokens(list.tokens.clone());
        }
        if let syn::Meta::NameValue(nv) = &attr.meta {
            self.visit_expr(&nv.value);
        }
    }
}
