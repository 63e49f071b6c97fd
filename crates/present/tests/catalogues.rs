//! The message catalogues are complete: every language has every key of the English catalogue
//! (and no other), parses without error, uses only the arguments English gives, and every rule
//! error text of the engines has an entry.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use present::{catalog, error_key, Lang, FILES, SOURCES};
use std::collections::{BTreeMap, BTreeSet};

/// Key -> the variables its pattern (and its attributes) use, for one file of one language.
fn keys(lang: &str, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let (_, _, text) = SOURCES
        .iter()
        .find(|(l, f, _)| *l == lang && *f == file)
        .expect("a source");
    let res = match fluent_syntax::parser::parse(*text) {
        Ok(res) => res,
        Err((_, errors)) => panic!("{lang}/{file}.ftl does not parse: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in res.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let mut vars = BTreeSet::new();
        if let Some(p) = &value {
            variables(p, &mut vars);
        }
        for a in &attributes {
            variables(&a.value, &mut vars);
        }
        assert!(
            out.insert(id.clone(), vars).is_none(),
            "{lang}/{file}.ftl: `{id}` twice"
        );
    }
    out
}

fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, out),
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
    }
}

fn inline_vars(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_key_and_no_other() {
    let mut problems = Vec::new();
    let mut all_en = BTreeSet::new();
    for file in FILES {
        let en = keys("en", file);
        for k in en.keys() {
            assert!(all_en.insert(k.clone()), "`{k}` in two English files");
        }
        for lang in Lang::ALL.iter().skip(1) {
            let other = keys(lang.code(), file);
            for (k, vars) in &en {
                match other.get(k) {
                    None => problems.push(format!("{}/{file}.ftl lacks `{k}`", lang.code())),
                    Some(v) => {
                        for var in v.difference(vars) {
                            problems.push(format!(
                                "{}/{file}.ftl: `{k}` uses ${var}, which English does not give",
                                lang.code()
                            ));
                        }
                    }
                }
            }
            for k in other.keys() {
                if !en.contains_key(k) {
                    problems.push(format!(
                        "{}/{file}.ftl has `{k}`, English does not",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn every_catalogue_loads_and_formats() {
    for lang in Lang::ALL {
        let cat = catalog(lang);
        assert_eq!(cat.lang(), lang);
        assert!(cat.has("seat-name"));
        assert!(!cat
            .get_args("seat-name", &[("n", engine::Arg::Num(2))])
            .is_empty());
    }
}

/// Every reason the engine gives for refusing undo (`engine::undo::Refusal`) has a text in
/// every language: the server, the terminal and Python show it.
#[test]
fn every_undo_refusal_has_a_message() {
    for lang in Lang::ALL {
        let cat = catalog(lang);
        for why in engine::undo::Refusal::ALL {
            assert!(
                cat.has(why.key()),
                "{}: no text for `{}`",
                lang.code(),
                why.key()
            );
        }
    }
}

/// Every `Illegal("...")` / `Err("...")` rule text in the game crates has a catalogue entry.
#[test]
fn every_rule_error_has_a_message() {
    let en = catalog(Lang::En);
    let mut missing = Vec::new();
    for (game, dir) in [
        ("glueckauf", "../glueckauf/src"),
        ("haspelknecht", "../haspelknecht/src"),
    ] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "rs") || path.ends_with("components.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for texts in rule_texts(&text) {
                let key = error_key(game, &texts);
                if !en.has(&key) {
                    missing.push(format!("{}: \"{texts}\" -> {key}", path.display()));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "no message for:\n{}",
        missing.join("\n")
    );
}

/// The string literals of `Illegal("...")` and `Err("...")` in Rust source.
fn rule_texts(src: &str) -> Vec<String> {
    let mut out = Vec::new();
    for pat in ["Illegal(\"", "Err(\""] {
        let mut rest = src;
        while let Some(i) = rest.find(pat) {
            rest = &rest[i + pat.len()..];
            if let Some(j) = rest.find('"') {
                out.push(rest[..j].to_string());
            }
        }
    }
    out
}

#[test]
fn error_keys_are_kebab_case() {
    assert_eq!(
        error_key("glueckauf", "the elevator is full (5 cubes)"),
        "ga-err-the-elevator-is-full-5-cubes"
    );
    assert_eq!(
        error_key("haspelknecht", "no such pool"),
        "hk-err-no-such-pool"
    );
}

#[test]
fn language_from_flags_and_environment_names() {
    assert_eq!(Lang::parse("de_DE.UTF-8"), Some(Lang::De));
    assert_eq!(Lang::parse("pl-PL"), Some(Lang::Pl));
    assert_eq!(Lang::parse("Magyar"), Some(Lang::Hu));
    assert_eq!(Lang::parse("RU"), Some(Lang::Ru));
    assert_eq!(Lang::parse("C"), None);
    assert!("xx"
        .parse::<Lang>()
        .unwrap_err()
        .contains("unknown language"));
}
