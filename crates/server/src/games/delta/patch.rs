//! The view's changes as a short RFC 6902 patch: like [`json_patch::diff`], but where a part
//! changed so much that replacing it whole is shorter than its operations (a card replaced by
//! another, an array whose items moved up), one `replace` of that part.

use super::text_len;
use crate::state_text::{Placed, StateText};
use json_patch::jsonptr::PointerBuf;
use json_patch::{AddOperation, Patch, PatchOperation, RemoveOperation, ReplaceOperation};
use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::BTreeMap;

/// The operations that make `new` of `old` (the server diffs a state by its parts:
/// [`diff_parts`]; this whole diff is what the tests compare it with).
pub fn diff(old: &Value, new: &Value) -> Patch {
    let mut ops = Ops::default();
    ops.diff(old, new, &mut PointerBuf::new());
    Patch(ops.list)
}

/// The operations that make the state `new` of the state whose text is `old`, its parts at
/// `old_parts` (both written as [`StateText`]s), as [`diff`] makes them: a part whose text is
/// the same is not read, one that changed is parsed and diffed, one that is new is added and
/// one that is gone removed; a view whose operations would be longer than itself is replaced
/// whole. (Issue 40: after a move most of a state's parts read as they did; parsing what a
/// connection was last sent, to diff it whole, was a fifth of a busy server's time.) The state
/// itself is never replaced whole: its log is not in it.
pub fn diff_parts(old: &str, old_parts: &[Placed], new: &StateText) -> Patch {
    let mut fields = Ops::default();
    let mut view = Ops::default();
    let mut seen = vec![false; old_parts.len()];
    let mut next = 0;
    let path = |p: &Placed, text: &str| {
        let mut ptr = PointerBuf::new();
        if p.in_view {
            ptr.push_back("view");
        }
        ptr.push_back(p.name_in(text).as_str());
        ptr
    };
    for p in new.parts() {
        let key = p.key_in(new.text());
        // The parts are in the same order after a move: look from the last one found on.
        let found = (next..old_parts.len())
            .chain(0..next)
            .find(|&i| old_parts[i].in_view == p.in_view && old_parts[i].key_in(old) == key);
        let ops = if p.in_view { &mut view } else { &mut fields };
        let text = p.value_in(new.text());
        match found {
            Some(i) => {
                seen[i] = true;
                next = i + 1;
                let was = old_parts[i].value_in(old);
                if was != text {
                    ops.diff_raw(was, text, &mut path(p, new.text()), 2);
                }
            }
            None => ops.add(
                &path(p, new.text()),
                &serde_json::from_str(text).unwrap_or_default(),
            ),
        }
    }
    for (p, _) in old_parts.iter().zip(&seen).filter(|(_, seen)| !**seen) {
        let ops = if p.in_view { &mut view } else { &mut fields };
        ops.remove(&path(p, old));
    }
    let mut at_view = PointerBuf::new();
    at_view.push_back("view");
    fields.settle_text(view, &at_view, new.view_text());
    Patch(fields.list)
}

/// Operations and about the length of their JSON text.
#[derive(Default)]
struct Ops {
    list: Vec<PatchOperation>,
    cost: usize,
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

/// The JSON text of each item of a list, or each member of an object (by key).
enum Raw<'t> {
    List(Vec<&'t RawValue>),
    /// Keys borrowed from the text: a key with an escape in it does not read (the value is
    /// then read whole).
    Object(BTreeMap<&'t str, &'t RawValue>),
}

impl<'t> Raw<'t> {
    /// `text` (as `serde_json` writes it: no space before its first character) read one
    /// level down, if it is a list or an object.
    fn read(text: &'t str) -> Option<Self> {
        match text.as_bytes().first() {
            Some(b'[') => serde_json::from_str(text).ok().map(Raw::List),
            Some(b'{') => serde_json::from_str(text).ok().map(Raw::Object),
            _ => None,
        }
    }
}

impl Ops {
    /// The operations that make the value whose JSON text is `new` of the one whose text is
    /// `old`, at `ptr`: to `depth` levels down, the items of two lists of the same length and
    /// the members of two objects are compared as text and only those that differ are read
    /// (a move changes a seat or two of the `players` list, a tile or two of the board); a list
    /// whose items moved a place (an item taken from its front) is read and diffed whole.
    fn diff_raw(&mut self, old: &str, new: &str, ptr: &mut PointerBuf, depth: u8) {
        let whole = |ops: &mut Ops, ptr: &mut PointerBuf| {
            let was: Value = serde_json::from_str(old).unwrap_or_default();
            let now: Value = serde_json::from_str(new).unwrap_or_default();
            ops.diff(&was, &now, ptr);
        };
        if depth == 0 {
            return whole(self, ptr);
        }
        let mut here = Ops::default();
        match (Raw::read(old), Raw::read(new)) {
            (Some(Raw::List(a)), Some(Raw::List(b))) if a.len() == b.len() => {
                let same =
                    |x: &RawValue, y: Option<&&RawValue>| y.is_some_and(|y| x.get() == y.get());
                let differ: Vec<usize> =
                    (0..a.len()).filter(|&i| a[i].get() != b[i].get()).collect();
                // Items moved up or down a place: matched by the longest common subsequence.
                let moved = differ.iter().any(|&i| {
                    same(b[i], a.get(i + 1)) || same(b[i], i.checked_sub(1).and_then(|j| a.get(j)))
                });
                if moved {
                    return whole(self, ptr);
                }
                for i in differ {
                    ptr.push_back(i);
                    here.diff_raw(a[i].get(), b[i].get(), ptr, depth - 1);
                    ptr.pop_back();
                }
            }
            (Some(Raw::Object(a)), Some(Raw::Object(b))) => {
                for (k, v) in &a {
                    ptr.push_back(*k);
                    match b.get(k) {
                        Some(w) if w.get() == v.get() => {}
                        Some(w) => here.diff_raw(v.get(), w.get(), ptr, depth - 1),
                        None => here.remove(ptr),
                    }
                    ptr.pop_back();
                }
                for (k, w) in b.iter().filter(|(k, _)| !a.contains_key(*k)) {
                    ptr.push_back(*k);
                    here.add(ptr, &serde_json::from_str(w.get()).unwrap_or_default());
                    ptr.pop_back();
                }
            }
            _ => return whole(self, ptr),
        }
        self.settle_text(here, ptr, new);
    }

    /// [`Ops::settle`] of the part whose JSON text is `new` (read only to replace it).
    fn settle_text(&mut self, here: Ops, ptr: &PointerBuf, new: &str) {
        if 38 + ptr.as_str().len() + new.len() < here.cost {
            self.replace(ptr, &serde_json::from_str(new).unwrap_or_default());
        } else {
            self.cost += here.cost;
            self.list.extend(here.list);
        }
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
