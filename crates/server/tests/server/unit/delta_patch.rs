//! The tests of `server::delta::patch` (src/games/delta/patch.rs).

use json_patch::Patch;
use serde_json::{json, Value};
use server::delta::patch::*;
use server::state_text::StateText;

fn check(old: Value, new: Value) -> Patch {
    let p = diff(&old, &new);
    let mut v = old.clone();
    json_patch::patch(&mut v, &p).unwrap();
    assert_eq!(v, new, "{}", serde_json::to_string(&p).unwrap());
    p
}

#[test]
fn patches_make_the_new_value() {
    check(
        json!({"a": 1, "b": [1, 2, 3]}),
        json!({"a": 2, "b": [1, 2]}),
    );
    check(
        json!({"a/b": {"~c": 1}}),
        json!({"a/b": {"~c": 2}, "d": null}),
    );
    check(json!([1, 2]), json!([1, 2, {"x": [3]}]));
    check(json!({"x": 1}), json!([1]));
    check(json!({"a": {"b": 1}}), json!({}));
    check(json!([1, 2, 3, 4, 5, 6]), json!([0, 2, 4, 7, 6, 8, 9]));
    check(json!([{"a": 1}, 2, 3]), json!([3, {"a": 2}]));
    check(json!([]), json!([1]));
    check(json!([1, 2, 3, 1, 2]), json!([1, 2, 1, 2]));
    check(json!([1, 2, 3]), json!([1, 2, 3, 4, 1, 2, 3]));
    check(json!([5, 1, 2, 3]), json!([1, 2, 3]));
}

/// A state (an object with a `view`) as a [`StateText`].
fn state(v: &Value) -> StateText {
    let m = v.as_object().unwrap();
    let written = |m: &serde_json::Map<String, Value>| {
        m.iter()
            .filter(|(k, _)| *k != "view")
            .map(|(k, v)| (k.clone(), v.to_string()))
            .collect::<Vec<_>>()
    };
    let view = match &m["view"] {
        Value::Object(o) => Ok(written(o)),
        other => Err(other.to_string()),
    };
    StateText::new(0, written(m), view)
}

/// The operations of a patch, in order of their paths.
fn sorted(p: &Patch) -> Vec<String> {
    let mut ops: Vec<String> =
        p.0.iter()
            .map(|o| serde_json::to_string(o).unwrap())
            .collect();
    ops.sort();
    ops
}

/// Diffing a state by its parts makes the patch that diffing it whole makes.
#[test]
fn a_patch_by_parts_is_the_patch_of_the_whole() {
    let pairs = [
        (
            json!({"a": 1, "b": [1, 2, 3], "view": {"x": 1}}),
            json!({"a": 2, "b": [1, 2], "view": {"x": 1}}),
        ),
        (
            json!({"a/b": {"~c": 1}, "view": {"x": [1, 2], "y": {"z": "q\"u"}, "w": 0}}),
            json!({"a/b": {"~c": 2}, "d": null, "view": {"x": [1, 2], "y": {"z": "r"}, "é": 1}}),
        ),
        (
            json!({"n": 1, "k": 3, "view": {"card": {"id": "OC01", "vp": 2}, "s": [1, 2, 3, 4, 5, 6]}}),
            json!({"n": 1, "view": {"card": {"id": "OW07", "vp": 7}, "s": [1, 2, 3, 4, 5, 6]}}),
        ),
        // The view changed all over: replaced whole.
        (
            json!({"n": 1, "view": {"a": [1, 2, 3], "b": {"c": "d"}}}),
            json!({"n": 1, "view": {"a": {"x": 9}, "b": [4]}}),
        ),
        (
            json!({"view": {"a": {"b": {"c": [1, 2, 3]}}}}),
            json!({"view": {"a": {"b": {"c": [1, 9, 3]}}}}),
        ),
        // One seat of a list changed, deep down; a list that shifted; one that grew.
        (
            json!({"view": {"players": [{"vp": 1, "hand": [1, 2]}, {"vp": 2, "hand": [3]}], "tiles": ["a", "b", "c", "d"], "n": [1]}}),
            json!({"view": {"players": [{"vp": 1, "hand": [1, 2]}, {"vp": 5, "hand": [], "x/y": 1}], "tiles": ["b", "c", "d", "e"], "n": [1, 2]}}),
        ),
        (
            json!({"view": {"p": [{"a": {"b": [1, 2, 3, 4, 5, 6, 7, 8, 9]}, "c": "é"}, {"a": {"b": [1]}}]}}),
            json!({"view": {"p": [{"a": {"b": [1, 2, 3, 4, 5, 6, 7, 8, 0]}, "c": "é"}, {"a": {"b": [1]}}]}}),
        ),
    ];
    for (mut old, mut new) in pairs {
        // A long field that stays: `diff` would replace a small state whole at its root,
        // which a state by parts never does (its log is not in it).
        for v in [&mut old, &mut new] {
            v["long"] = "-".repeat(200).into();
        }
        let (was, now) = (state(&old), state(&new));
        let by_parts = diff_parts(was.text(), was.parts(), &now);
        assert_eq!(
            sorted(&by_parts),
            sorted(&diff(&old, &new)),
            "{old} -> {new}"
        );
        let mut v = old.clone();
        json_patch::patch(&mut v, &by_parts).unwrap();
        assert_eq!(v, new);
    }
    // Nothing changed: no operation.
    let s = state(&json!({"a": 1, "view": {"b": [2]}}));
    assert!(diff_parts(s.text(), s.parts(), &s).0.is_empty());
}

#[test]
fn a_part_that_changed_all_over_is_replaced_whole() {
    let old = json!({"card": {"id": "OC01", "vp": 2, "cells": {"yellow": 1, "brown": 2}}, "n": 1});
    let new = json!({"card": {"id": "OW07", "vp": 7, "cells": {"grey": 3}}, "n": 1});
    let p = check(old, new.clone());
    assert_eq!(
        serde_json::to_value(&p).unwrap(),
        json!([{"op": "replace", "path": "/card", "value": new["card"]}])
    );
    // One small change deep down stays one operation.
    let p = check(
        json!({"a": {"b": {"c": [1, 2, 3, 4, 5]}}}),
        json!({"a": {"b": {"c": [1, 2, 9, 4, 5]}}}),
    );
    assert_eq!(
        serde_json::to_value(&p).unwrap(),
        json!([{"op": "replace", "path": "/a/b/c/2", "value": 9}])
    );
    // An item taken from the front of a list: one removal.
    let p = check(
        json!({"l": ["a", "b", "c", "d"]}),
        json!({"l": ["b", "c", "d"]}),
    );
    assert_eq!(
        serde_json::to_value(&p).unwrap(),
        json!([{"op": "remove", "path": "/l/0"}])
    );
}
