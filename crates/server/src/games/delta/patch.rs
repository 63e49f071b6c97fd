//! The view's changes as a short RFC 6902 patch: like [`json_patch::diff`], but where a part
//! changed so much that replacing it whole is shorter than its operations (a card replaced by
//! another, an array whose items moved up), one `replace` of that part.

use json_patch::jsonptr::PointerBuf;
use json_patch::{AddOperation, Patch, PatchOperation, RemoveOperation, ReplaceOperation};
use serde_json::Value;

/// The operations that make `new` of `old` (the server reads `old` from text: [`diff_text`]).
#[cfg(test)]
pub fn diff(old: &Value, new: &Value) -> Patch {
    let mut ops = Ops::default();
    ops.diff(old, new, &mut PointerBuf::new());
    Patch(ops.list)
}

/// The operations that make `new` of the value whose JSON text is `old` (as [`diff`] makes
/// them), reading `old` lazily: an object to `depth` levels down is read as its members' raw
/// texts, and a member is parsed into a value only when its text differs from the new one's.
/// After a move most of a state's parts read as they did (issue 40: parsing what a connection
/// was last sent, to diff it whole, was a fifth of a busy server's time). Text that does not
/// read as JSON counts as `null` (so everything is replaced).
pub fn diff_text(old: &str, new: &Value, depth: u8) -> Patch {
    let mut ops = Ops::default();
    ops.diff_text(old, new, &mut PointerBuf::new(), depth);
    Patch(ops.list)
}

/// Operations and about the length of their JSON text.
#[derive(Default)]
struct Ops {
    list: Vec<PatchOperation>,
    cost: usize,
}

/// The length of `v`'s JSON text, or more than `limit` (written only that far).
fn text_len(v: &Value, limit: usize) -> usize {
    struct Count(usize, usize);
    impl std::io::Write for Count {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0 += b.len();
            if self.0 > self.1 {
                return Err(std::io::ErrorKind::WriteZero.into());
            }
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut c = Count(0, limit);
    let _ = serde_json::to_writer(&mut c, v);
    c.0
}

impl Ops {
    fn remove(&mut self, path: &PointerBuf) {
        self.cost += 26 + path.as_str().len();
        self.list.push(PatchOperation::Remove(RemoveOperation {
            path: path.clone(),
        }));
    }

    fn add(&mut self, path: &PointerBuf, value: &Value) {
        self.cost += 36 + path.as_str().len() + text_len(value, usize::MAX);
        self.list.push(PatchOperation::Add(AddOperation {
            path: path.clone(),
            value: value.clone(),
        }));
    }

    fn replace(&mut self, path: &PointerBuf, value: &Value) {
        self.cost += Self::replace_cost(path, value, usize::MAX);
        self.list.push(PatchOperation::Replace(ReplaceOperation {
            path: path.clone(),
            value: value.clone(),
        }));
    }

    /// The length of a replacement's text, counted no further than `limit`.
    fn replace_cost(path: &PointerBuf, value: &Value, limit: usize) -> usize {
        38 + path.as_str().len() + text_len(value, limit)
    }

    /// Adds the operations that make `new` of `old` at `ptr`.
    fn diff(&mut self, old: &Value, new: &Value, ptr: &mut PointerBuf) {
        if old == new {
            return;
        }
        let mut here = Ops::default();
        match (old, new) {
            (Value::Object(a), Value::Object(b)) => {
                for (k, v) in a {
                    ptr.push_back(k.as_str());
                    match b.get(k) {
                        Some(w) => here.diff(v, w, ptr),
                        None => here.remove(ptr),
                    }
                    ptr.pop_back();
                }
                for (k, w) in b.iter().filter(|(k, _)| !a.contains_key(*k)) {
                    ptr.push_back(k.as_str());
                    here.add(ptr, w);
                    ptr.pop_back();
                }
            }
            (Value::Array(a), Value::Array(b)) => here.arrays(a, b, ptr),
            _ => {
                self.replace(ptr, new);
                return;
            }
        }
        self.settle(here, ptr, new);
    }

    /// Takes the operations `here` that change the part at `ptr` into `new`, or one
    /// replacement of the whole part when that is shorter (measured first: most parts are not
    /// replaced, and copying one is the costly step).
    fn settle(&mut self, here: Ops, ptr: &PointerBuf, new: &Value) {
        if Self::replace_cost(ptr, new, here.cost) < here.cost {
            self.replace(ptr, new);
        } else {
            self.cost += here.cost;
            self.list.extend(here.list);
        }
    }
}

impl Ops {
    /// [`diff_text`] at `ptr`.
    fn diff_text(&mut self, old: &str, new: &Value, ptr: &mut PointerBuf, depth: u8) {
        let members = match new {
            Value::Object(_) if depth > 0 => serde_json::from_str::<
                std::collections::BTreeMap<String, &serde_json::value::RawValue>,
            >(old)
            .ok(),
            _ => None,
        };
        let (Some(a), Value::Object(b)) = (members, new) else {
            let old: Value = serde_json::from_str(old).unwrap_or_default();
            self.diff(&old, new, ptr);
            return;
        };
        let mut here = Ops::default();
        for (k, v) in &a {
            ptr.push_back(k.as_str());
            match b.get(k) {
                // An object read further down is compared member by member there; any
                // other part as a whole text (each new part is written once).
                Some(w) if w.is_object() && depth > 1 => here.diff_text(v.get(), w, ptr, depth - 1),
                Some(w) => {
                    let text = serde_json::to_string(w).unwrap_or_default();
                    if text != v.get() {
                        here.diff_text(v.get(), w, ptr, depth - 1);
                    }
                }
                None => here.remove(ptr),
            }
            ptr.pop_back();
        }
        for (k, w) in b.iter().filter(|(k, _)| !a.contains_key(k.as_str())) {
            ptr.push_back(k.as_str());
            here.add(ptr, w);
            ptr.pop_back();
        }
        self.settle(here, ptr, new);
    }

    /// The items of `a` and `b` matched by their longest common subsequence: items removed,
    /// added, or (a removal next to an addition) changed in place. The items the two share at
    /// their start and end are matched first (most of a list is unchanged after a move), so
    /// that the quadratic table covers only what lies between.
    fn arrays(&mut self, a: &[Value], b: &[Value], ptr: &mut PointerBuf) {
        let start = a.iter().zip(b).take_while(|(x, y)| x == y).count();
        let end = a[start..]
            .iter()
            .rev()
            .zip(b[start..].iter().rev())
            .take_while(|(x, y)| x == y)
            .count();
        let (a, b) = (&a[start..a.len() - end], &b[start..b.len() - end]);
        let (n, m) = (a.len(), b.len());
        // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
        let mut lcs = vec![vec![0u16; m + 1]; n + 1];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i][j] = if a[i] == b[j] {
                    lcs[i + 1][j + 1] + 1
                } else {
                    lcs[i + 1][j].max(lcs[i][j + 1])
                };
            }
        }
        let (mut i, mut j, mut k) = (0, 0, start);
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                (i, j, k) = (i + 1, j + 1, k + 1);
            } else if i < n && j < m && lcs[i + 1][j + 1] == lcs[i][j] {
                // Neither is kept: the item changed in place.
                ptr.push_back(k);
                self.diff(&a[i], &b[j], ptr);
                ptr.pop_back();
                (i, j, k) = (i + 1, j + 1, k + 1);
            } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
                ptr.push_back(k);
                self.remove(ptr);
                ptr.pop_back();
                i += 1;
            } else {
                ptr.push_back(k);
                self.add(ptr, &b[j]);
                ptr.pop_back();
                (j, k) = (j + 1, k + 1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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

    /// Reading the old value lazily from its text makes the same patch as diffing it whole.
    #[test]
    fn a_patch_from_the_old_text_is_the_patch_from_the_old_value() {
        let pairs = [
            (
                json!({"a": 1, "b": [1, 2, 3]}),
                json!({"a": 2, "b": [1, 2]}),
            ),
            (
                json!({"a/b": {"~c": 1}, "v": {"x": [1, 2], "y": {"z": "q\"u"}}}),
                json!({"a/b": {"~c": 2}, "d": null, "v": {"x": [1, 2], "y": {"z": "r"}}}),
            ),
            (
                json!({"card": {"id": "OC01", "vp": 2}, "n": 1, "k": 3}),
                json!({"card": {"id": "OW07", "vp": 7}, "n": 1}),
            ),
            (json!({"x": 1}), json!([1])),
            (json!([1]), json!({"x": {"y": 1}})),
            (
                json!({"a": {"b": {"c": [1, 2, 3]}}}),
                json!({"a": {"b": {"c": [1, 9, 3]}}}),
            ),
            (json!({"a": 1, "b": 2}), json!({"a": 3, "b": 4})),
        ];
        for (old, new) in pairs {
            let text = serde_json::to_string(&old).unwrap();
            for depth in 0..4 {
                let lazy = diff_text(&text, &new, depth);
                assert_eq!(
                    serde_json::to_value(&lazy).unwrap(),
                    serde_json::to_value(diff(&old, &new)).unwrap(),
                    "{old} -> {new} at depth {depth}"
                );
                let mut v = old.clone();
                json_patch::patch(&mut v, &lazy).unwrap();
                assert_eq!(v, new);
            }
        }
        // Text that does not read: everything is replaced.
        let p = diff_text("{not json", &json!({"a": 1}), 2);
        let mut v = Value::Null;
        json_patch::patch(&mut v, &p).unwrap();
        assert_eq!(v, json!({"a": 1}));
    }

    #[test]
    fn a_part_that_changed_all_over_is_replaced_whole() {
        let old =
            json!({"card": {"id": "OC01", "vp": 2, "cells": {"yellow": 1, "brown": 2}}, "n": 1});
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
}
