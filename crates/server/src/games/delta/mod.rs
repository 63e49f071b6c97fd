//! Deltas of state messages (issue 40): after a first full state, a WebSocket client that asks
//! for them (`?deltas=true`) gets only what changed — the log from its first changed line, and
//! an RFC 6902 patch of the rest (view, legal actions, clocks, ...) in which a part that changed
//! all over, the view too, is replaced whole when that is shorter —
//! and `GET /api/games/{id}?since=VERSION` the same from a version the client has.
//!
//! Pure functions of what a viewer may know now ([`Parts`], built by the game's table) and
//! what it was last sent ([`Sent`]); the caller keeps the [`Sent`] of each connection.
//!
//! A client applies a delta to the state it has when the delta's `since` is its `version`
//! (and, over the WebSocket, `seq` is one more than the last message's; a full state is
//! `seq` 0): it replaces the fields the delta has, cuts its log to `log_from` lines and appends
//! `log`, and patches its view with `view_patch` or takes `view`. Otherwise it missed a
//! message and asks for the full state (`{"type": "state"}`). Log lines that change after they
//! were sent (a decision that a later event tells, `told`; the game's own announcement of its
//! end replaced by the account of the ending; an undo, which removes lines) are sent again from
//! the first that changed: `log_from` says where.

mod patch;

use crate::table::{LogMark, Parts};
/// The message (an API type, in [`crate::types`]).
pub use crate::types::DeltaMessage;
use serde_json::{Map, Value};
use std::hash::BuildHasher;

/// What one connection was last sent: enough to write the next delta.
#[derive(Clone, Debug)]
pub struct Sent {
    pub version: u64,
    pub seq: u64,
    /// The state without its log and version, as sent: its JSON text, LZ4-compressed (the text
    /// is 10–20 KB late in a game, compressed 2–3 KB; kept parsed it took 90 KB a connection, as
    /// text 9 KB: too much for 10,000 of them, issue 40). Compression is a function of the
    /// text, so equal texts compress to equal bytes: a state is compared compressed, and read
    /// again only when it differs.
    rest: Box<[u8]>,
    /// Where the log's changeable tail began, and a hash of each of its lines.
    mark: LogMark,
    tail: Vec<u64>,
}

impl Sent {
    /// Where the log stood: to build the next [`Parts`] from.
    pub fn mark(&self) -> &LogMark {
        &self.mark
    }
}

/// `text`, LZ4-compressed (its length first).
fn packed(text: &str) -> Box<[u8]> {
    lz4_flex::compress_prepend_size(text.as_bytes()).into_boxed_slice()
}

/// The JSON value [`packed`] holds (`Null` if it does not read: then every field is sent).
fn unpacked(bytes: &[u8]) -> Value {
    lz4_flex::decompress_size_prepended(bytes)
        .ok()
        .and_then(|text| serde_json::from_slice(&text).ok())
        .unwrap_or_default()
}

fn hash_of(text: &str) -> u64 {
    std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default()
        .hash_one(text)
}

fn text_of(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// The state without its log and version, and its version.
fn rest_of(parts: &Parts) -> (Value, u64) {
    let mut m = parts.fields.clone();
    let version = m.remove("version").and_then(|v| v.as_u64()).unwrap_or(0);
    m.insert("view".into(), parts.view.clone());
    (Value::Object(m), version)
}

/// The hash of every line of the log from its mark on.
fn hashes(parts: &Parts) -> Vec<u64> {
    parts.log.iter().map(|l| hash_of(&text_of(l))).collect()
}

fn tail_of(parts: &Parts, hashes: &[u64]) -> Vec<u64> {
    let skip = parts.mark.position().saturating_sub(parts.log_start);
    hashes[skip.min(hashes.len())..].to_vec()
}

/// The full state message of `parts` (built without a mark: the whole log) and what it sent:
/// [`full_in_pieces`] in one piece.
pub fn full(parts: Parts) -> (String, Sent) {
    let (mut texts, sent) = full_in_pieces(parts, usize::MAX);
    (texts.swap_remove(0), sent)
}

/// The full state of `parts` as a first message of at most about `piece` bytes (its fields and
/// view whole, the log's first lines) and deltas that bring the rest of the log, each at most
/// about `piece` bytes (one line at least), and what it sent. A client applies them as any
/// delta (same version, `log_from` where its log ends). Why: a WebSocket connection keeps a
/// write buffer as large as the largest message it sent (tungstenite's frame buffer keeps its
/// capacity), so one 60 KB state late in a game left 60 KB on each of thousands of
/// connections (issue 40).
pub fn full_in_pieces(parts: Parts, piece: usize) -> (Vec<String>, Sent) {
    let (rest, version) = rest_of(&parts);
    // Each line written once: for its size here and its hash in what was sent.
    let lines: Vec<String> = parts.log.iter().map(text_of).collect();
    let line_hashes: Vec<u64> = lines.iter().map(|l| hash_of(l)).collect();
    let tail = tail_of(&parts, &line_hashes);
    let mut m = parts.fields;
    m.insert("view".into(), parts.view);
    let head_len = serde_json::to_string(&m).map_or(0, |t| t.len());
    // The first message: the state with as many of the first lines as fit.
    let mut used = head_len + 10;
    let mut first = 0;
    while first < lines.len() && used + lines[first].len() < piece {
        used += lines[first].len() + 1;
        first += 1;
    }
    let mut log = parts.log;
    let rest_lines = log.split_off(first);
    m.insert("log".into(), Value::Array(log));
    let mut out = vec![text_of(&Value::Object(m))];
    // Then deltas of the following lines.
    let mut at = first;
    let mut rest_lines = rest_lines.into_iter();
    while at < lines.len() {
        let mut n = 0;
        let mut used = 120;
        while at + n < lines.len() && (n == 0 || used + lines[at + n].len() < piece) {
            used += lines[at + n].len() + 1;
            n += 1;
        }
        let mut d = Map::new();
        d.insert("type".into(), "delta".into());
        d.insert("since".into(), version.into());
        d.insert("seq".into(), (out.len() as u64).into());
        d.insert("version".into(), version.into());
        d.insert("log_from".into(), ((parts.log_start + at) as u64).into());
        d.insert(
            "log".into(),
            Value::Array(rest_lines.by_ref().take(n).collect()),
        );
        out.push(text_of(&Value::Object(d)));
        at += n;
    }
    let sent = Sent {
        version,
        seq: out.len() as u64 - 1,
        rest: packed(&text_of(&rest)),
        tail,
        mark: parts.mark,
    };
    (out, sent)
}

/// The delta from what `sent` holds to `parts` (built from `sent.mark()`), and what is sent
/// then; `None` when nothing changed (a change this viewer may not see sends nothing).
pub fn next(parts: Parts, sent: &Sent) -> Option<(String, Sent)> {
    let mut out = Map::new();
    out.insert("type".into(), "delta".into());
    out.insert("since".into(), sent.version.into());
    out.insert("seq".into(), (sent.seq + 1).into());
    let (rest, version) = rest_of(&parts);
    out.insert("version".into(), version.into());
    let mut changed = version != sent.version;
    // The log: from its first line that differs from what was sent.
    let now = hashes(&parts);
    let tail = tail_of(&parts, &now);
    if parts.log_start == sent.mark.position() {
        // Written from where the tail that was sent began: compare line by line.
        let same = now
            .iter()
            .zip(&sent.tail)
            .take_while(|(a, b)| a == b)
            .count();
        if same < now.len() || now.len() != sent.tail.len() {
            changed = true;
            out.insert("log_from".into(), ((parts.log_start + same) as u64).into());
            out.insert("log".into(), Value::Array(parts.log[same..].to_vec()));
        }
    } else {
        // Written from its start (after an undo, a reload, ...): all of it.
        changed = true;
        out.insert("log_from".into(), (parts.log_start as u64).into());
        out.insert("log".into(), Value::Array(parts.log.clone()));
    }
    // The rest: a patch.
    let rest_packed = packed(&text_of(&rest));
    if rest_packed != sent.rest {
        changed = true;
        let old: Value = unpacked(&sent.rest);
        let p = serde_json::to_value(patch::diff(&old, &rest)).unwrap_or_default();
        out.insert("patch".into(), p);
    }
    if !changed {
        return None;
    }
    let next = Sent {
        version,
        seq: sent.seq + 1,
        rest: rest_packed,
        tail,
        mark: parts.mark,
    };
    Some((text_of(&Value::Object(out)), next))
}

/// The delta from version `since` for a client that asks over HTTP (`?since=`), from `parts`
/// built without a mark (the whole log): every field and the view whole, the log from the
/// last decision that a client at `since` had (the lines before it cannot have changed).
/// `None` when no delta can be made from `since` (a version this viewer never had): the
/// caller sends the full state. `bumped`: an undo changed this viewer's log at some time, so
/// a version does not say which lines a client has: the whole log is sent.
pub fn since(parts: Parts, since: u64, bumps: u64) -> Option<String> {
    let version = parts
        .fields
        .get("version")
        .and_then(Value::as_u64)
        .unwrap_or(0);
    if since > version || since < bumps {
        return None;
    }
    let had = since - bumps;
    let from = if bumps > 0 {
        0
    } else {
        let n = parts.counted.iter().take_while(|c| **c <= had).count();
        parts.log[..n]
            .iter()
            .rposition(|l| l["kind"] == "decision")
            .unwrap_or(0)
    };
    let (mut rest, _) = rest_of(&parts);
    if let Some(m) = rest.as_object_mut() {
        m.remove("type");
    }
    let mut out = Map::new();
    out.insert("type".into(), "delta".into());
    out.insert("since".into(), since.into());
    out.insert("version".into(), version.into());
    out.insert("log_from".into(), (from as u64).into());
    out.insert("log".into(), Value::Array(parts.log[from..].to_vec()));
    out.insert("state".into(), rest);
    Some(text_of(&Value::Object(out)))
}
