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

pub mod patch;

use crate::state_text::{Placed, StateText};
use crate::table::{LogMark, Parts};
/// The message (an API type, in [`crate::types`]).
pub use crate::types::DeltaMessage;
use json_patch::{AddOperation, PatchOperation, ReplaceOperation};
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
    /// Where each of its parts lies in that text.
    parts: Box<[Placed]>,
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

/// The JSON text [`packed`] holds (`null` if it does not unpack or is not UTF-8: then every
/// field is sent).
fn unpacked(bytes: &[u8]) -> String {
    lz4_flex::decompress_size_prepended(bytes)
        .ok()
        .and_then(|text| String::from_utf8(text).ok())
        .unwrap_or_else(|| "null".to_string())
}

fn hash_of(text: &str) -> u64 {
    std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default()
        .hash_one(text)
}

fn text_of(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// The length of `v`'s JSON text, or more than `limit` (written only that far).
fn text_len<T: serde::Serialize + ?Sized>(v: &T, limit: usize) -> usize {
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

/// Each line of the log written once: with its text's length, and the hashes of the lines.
fn written(log: Vec<Value>) -> (Vec<(Value, usize)>, Vec<u64>) {
    log.into_iter()
        .map(|l| {
            let text = text_of(&l);
            let hash = hash_of(&text);
            ((l, text.len()), hash)
        })
        .unzip()
}

fn tail_of(log_start: usize, mark: &LogMark, hashes: &[u64]) -> Vec<u64> {
    let skip = mark.position().saturating_sub(log_start);
    hashes[skip.min(hashes.len())..].to_vec()
}

/// A state's parts taken apart for a message: its fields and view without the version
/// (`state`), the version, what [`Sent::rest`] keeps of them, the log's lines written once with
/// the hash of each, the hashes of its changeable tail, and where the log stands.
struct Whole {
    state: StateText,
    version: u64,
    rest: Box<[u8]>,
    /// Where the parts lie in `rest`'s text.
    placed: Box<[Placed]>,
    lines: Vec<(Value, usize)>,
    hashes: Vec<u64>,
    tail: Vec<u64>,
    log_start: usize,
    mark: LogMark,
}

fn whole(parts: Parts) -> Whole {
    let Parts {
        state,
        log_start,
        log,
        mark,
        ..
    } = parts;
    let (lines, hashes) = written(log);
    let tail = tail_of(log_start, &mark, &hashes);
    Whole {
        rest: packed(state.text()),
        placed: state.parts().into(),
        version: state.version(),
        state,
        lines,
        hashes,
        tail,
        log_start,
        mark,
    }
}

/// The full state message of `parts` (built without a mark: the whole log) and what it sent:
/// [`full_in_pieces`] in one piece.
pub fn full(parts: Parts) -> (String, Sent) {
    let (mut texts, sent) = full_in_pieces(parts, usize::MAX);
    (texts.swap_remove(0), sent)
}

/// The full state of `parts` as a first message of at most about `piece` bytes and deltas that
/// bring the rest ([`in_pieces`]), and what it sent: a view or list of legal actions too large
/// for the first message is there empty (`{}`, `[]`) and follows in `add` operations, then the
/// log's lines that did not fit.
pub fn full_in_pieces(parts: Parts, piece: usize) -> (Vec<String>, Sent) {
    let Whole {
        state,
        version,
        rest,
        placed,
        lines,
        tail,
        log_start,
        mark,
        ..
    } = whole(parts);
    let mut m = state.to_map();
    m.insert("version".into(), version.into());
    let (mut m, ops, head_len) = head_of(m, piece);
    // The first message: the state with as many of the first lines as fit.
    let mut used = head_len + 10;
    let mut first = 0;
    while first < lines.len() && used + lines[first].1 < piece {
        used += lines[first].1 + 1;
        first += 1;
    }
    let mut log = lines;
    let rest_lines = log.split_off(first);
    m.insert(
        "log".into(),
        Value::Array(log.into_iter().map(|(l, _)| l).collect()),
    );
    let more = Change {
        since: version,
        version,
        log_from: (!rest_lines.is_empty()).then_some(log_start + first),
        log: rest_lines,
        ops,
    };
    with_more(Value::Object(m), more, piece, (rest, placed), tail, mark)
}

/// A state's `first` message, the deltas of `more` after it in pieces, and what they sent
/// (`rest`: the state but its log, [`packed`], and where its parts lie; `tail`: the hashes of
/// its log's changeable lines).
fn with_more(
    first: Value,
    more: Change,
    piece: usize,
    (rest, parts): (Box<[u8]>, Box<[Placed]>),
    tail: Vec<u64>,
    mark: LogMark,
) -> (Vec<String>, Sent) {
    let version = more.version;
    let mut out = vec![first];
    if !more.is_empty() {
        out.extend(in_pieces(more, 1, piece));
    }
    let sent = Sent {
        version,
        seq: out.len() as u64 - 1,
        rest,
        parts,
        tail,
        mark,
    };
    (finish(out), sent)
}

/// A state's fields `m` as the head of a message of at most about `piece` bytes: the view or
/// list of legal actions, largest first, left there empty (`{}`, `[]`, so the state keeps its
/// shape) and given as `add` operations instead while the head is too large; and the head's
/// length.
fn head_of(
    mut m: Map<String, Value>,
    piece: usize,
) -> (Map<String, Value>, Vec<(Value, usize)>, usize) {
    let mut ops = Vec::new();
    let mut head_len = text_len(&m, usize::MAX);
    while head_len + 10 > piece {
        let largest = ["view", "legal"]
            .into_iter()
            .filter_map(|k| m.get(k).map(|v| (text_len(v, usize::MAX), k)))
            .filter(|(len, _)| *len > 2)
            .max();
        let Some((len, key)) = largest else { break };
        let value = m.remove(key).unwrap_or_default();
        m.insert(key.into(), empty_like(&value));
        split_op("add", format!("/{key}"), value, piece, &mut ops);
        head_len = head_len.saturating_sub(len.saturating_sub(2));
    }
    (m, ops, head_len)
}

/// The state of `parts`, built from [`LogFrom::Counted`]`(since)` (the log from the last
/// decision the client had: the lines before it cannot have changed), for a WebSocket client
/// that comes back with version `since` of it (`?since=`, a new connection after a lost one): a
/// first delta (`seq` 0) from `since` with the state but its log whole (`state`, its view and
/// legal actions there empty when too large for one message), then deltas of at most about
/// `piece` bytes with those and the log, and what it sent. Late in a game that is some 14 KB
/// instead of a full state's 60 KB, and the log's old lines are neither written nor sent again
/// (issue 40: the 5,000 reconnections of a rolling restart). The caller checks that the client
/// can have had `since` (not after the version, no undo since).
///
/// [`LogFrom::Counted`]: crate::table::LogFrom::Counted
pub fn resume_in_pieces(parts: Parts, since: u64, piece: usize) -> (Vec<String>, Sent) {
    let Whole {
        state,
        version,
        rest,
        placed,
        lines,
        tail,
        log_start,
        mark,
        ..
    } = whole(parts);
    let mut state = state.to_map();
    state.remove("type");
    let (state, ops, _) = head_of(state, piece);
    let mut first = Map::new();
    first.insert("type".into(), "delta".into());
    first.insert("since".into(), since.into());
    first.insert("seq".into(), 0.into());
    first.insert("version".into(), version.into());
    first.insert("state".into(), Value::Object(state));
    let more = Change {
        since: version,
        version,
        log_from: Some(log_start),
        log: lines,
        ops,
    };
    with_more(
        Value::Object(first),
        more,
        piece,
        (rest, placed),
        tail,
        mark,
    )
}

/// Where the log of `parts` (built without a mark) is to be sent from to a client that has
/// version `since`: its last decision then (a later event may still tell it), or the start
/// when an undo changed this viewer's log (`bumps`); `None` for a version this viewer never
/// had.
fn log_from_since(parts: &Parts, since: u64, bumps: u64) -> Option<usize> {
    let version = parts.state.version();
    if since > version || since < bumps {
        return None;
    }
    if bumps > 0 {
        return Some(0);
    }
    let n = parts.counted.iter().take_while(|c| **c <= since).count();
    Some(
        parts.log[..n]
            .iter()
            .rposition(|l| l["kind"] == "decision")
            .unwrap_or(0),
    )
}

/// What a delta changes: the patch's operations and the log's new lines (each with the length
/// of its text).
struct Change {
    since: u64,
    version: u64,
    log_from: Option<usize>,
    log: Vec<(Value, usize)>,
    ops: Vec<(Value, usize)>,
}

impl Change {
    fn is_empty(&self) -> bool {
        self.log_from.is_none() && self.ops.is_empty()
    }
}

/// The delta messages of `change`, numbered from `seq`, each at most about `piece` bytes (one
/// operation or line at least): the patch's operations first, then the log's lines, in the same
/// message while they fit (a move's delta is one message). The first applies to `since`, the
/// others to `version`.
fn in_pieces(change: Change, seq: u64, piece: usize) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    let message = |out: &mut Vec<Value>, body: Map<String, Value>| {
        let mut d = Map::new();
        d.insert("type".into(), "delta".into());
        let since = if out.is_empty() {
            change.since
        } else {
            change.version
        };
        d.insert("since".into(), since.into());
        d.insert("seq".into(), (seq + out.len() as u64).into());
        d.insert("version".into(), change.version.into());
        d.extend(body);
        out.push(Value::Object(d));
    };
    // Takes items from the front of `items` while they fit in what is left of a piece (one at
    // least when `one`).
    fn take(
        items: &mut std::iter::Peekable<impl Iterator<Item = (Value, usize)>>,
        piece: usize,
        used: &mut usize,
        one: bool,
    ) -> Vec<Value> {
        let mut taken = Vec::new();
        while let Some((item, len)) =
            items.next_if(|(_, len)| (one && taken.is_empty()) || *used + len < piece)
        {
            *used += len + 1;
            taken.push(item);
        }
        taken
    }
    let mut ops = change.ops.into_iter().peekable();
    let mut lines = change.log.into_iter().peekable();
    let mut log_left = change.log_from.is_some();
    let mut at = change.log_from.unwrap_or(0);
    // The patch's operations, then the log's lines in the room left beside them.
    while ops.peek().is_some() || log_left || out.is_empty() {
        let mut used = 120;
        let mut body = Map::new();
        if ops.peek().is_some() {
            let patch = take(&mut ops, piece, &mut used, true);
            body.insert("patch".into(), Value::Array(patch));
        }
        if log_left && ops.peek().is_none() {
            let log = take(&mut lines, piece, &mut used, body.is_empty());
            // None fits beside the patch: in the next message.
            if !log.is_empty() || lines.peek().is_none() {
                let n = log.len();
                body.insert("log_from".into(), (at as u64).into());
                body.insert("log".into(), Value::Array(log));
                at += n;
                log_left = lines.peek().is_some();
            }
        }
        message(&mut out, body);
    }
    out
}

/// The texts of a state's messages: every one but the last says `"more": true` (the state is
/// not whole yet: a client draws it after the last). Why pieces: a WebSocket connection keeps a
/// write buffer as large as the largest message it sent (tungstenite's frame buffer keeps its
/// capacity), so one 60 KB state late in a game left 60 KB on each of thousands of connections
/// (issue 40).
fn finish(out: Vec<Value>) -> Vec<String> {
    let last = out.len().saturating_sub(1);
    out.into_iter()
        .enumerate()
        .map(|(i, mut v)| {
            if i < last {
                if let Some(m) = v.as_object_mut() {
                    m.insert("more".into(), true.into());
                }
            }
            text_of(&v)
        })
        .collect()
}

fn empty_like(v: &Value) -> Value {
    if v.is_array() {
        Value::Array(Vec::new())
    } else {
        Value::Object(Map::new())
    }
}

/// The operation `op` (`add` or `replace`) of `value` at `path` in pieces of at most about
/// `piece` bytes, each with its length: whole if it fits, else `op` of an empty object or list
/// there, then `add`s of its parts.
fn split_op(op: &str, path: String, value: Value, piece: usize, ops: &mut Vec<(Value, usize)>) {
    let one = |op: &str, path: String, value: Value| {
        let o = serde_json::json!({"op": op, "path": path, "value": value});
        let len = text_len(&o, usize::MAX);
        (o, len)
    };
    let room = piece.saturating_sub(path.len() + 40);
    let fits = text_len(&value, room) <= room;
    match value {
        Value::Object(o) if !fits => {
            ops.push(one(op, path.clone(), Value::Object(Map::new())));
            for (k, v) in o {
                let key = k.replace('~', "~0").replace('/', "~1");
                split_op("add", format!("{path}/{key}"), v, piece, ops);
            }
        }
        Value::Array(a) if !fits => {
            ops.push(one(op, path.clone(), Value::Array(Vec::new())));
            for (i, v) in a.into_iter().enumerate() {
                split_op("add", format!("{path}/{i}"), v, piece, ops);
            }
        }
        v => ops.push(one(op, path, v)),
    }
}

/// The delta from what `sent` holds to `parts` (built from `sent.mark()`) in messages of at
/// most about `piece` bytes ([`in_pieces`]), and what is sent then; `None` when nothing
/// changed (a change this viewer may not see sends nothing).
pub fn next(parts: Parts, sent: &Sent, piece: usize) -> Option<(Vec<String>, Sent)> {
    let Whole {
        state,
        version,
        rest: rest_packed,
        placed,
        mut lines,
        hashes: now,
        tail,
        log_start,
        mark,
    } = whole(parts);
    let mut change = Change {
        since: sent.version,
        version,
        log_from: None,
        log: Vec::new(),
        ops: Vec::new(),
    };
    // The log: from its first line that differs from what was sent.
    if log_start == sent.mark.position() {
        // Written from where the tail that was sent began: compare line by line.
        let same = now
            .iter()
            .zip(&sent.tail)
            .take_while(|(a, b)| a == b)
            .count();
        if same < now.len() || now.len() != sent.tail.len() {
            change.log_from = Some(log_start + same);
            change.log = lines.split_off(same);
        }
    } else {
        // Written from its start (after an undo, a reload, ...): all of it.
        change.log_from = Some(log_start);
        change.log = lines;
    }
    // The rest: a patch.
    if rest_packed != sent.rest {
        // Part by part (`patch::diff_parts`): what a move left as it was is compared as text,
        // not parsed.
        let old = unpacked(&sent.rest);
        // Text that does not unpack: every part is added again (an `add` replaces).
        let old_parts = if old == "null" {
            &[][..]
        } else {
            &sent.parts[..]
        };
        for o in patch::diff_parts(&old, old_parts, &state).0 {
            match o {
                PatchOperation::Add(AddOperation { path, value }) => {
                    split_op("add", path.to_string(), value, piece, &mut change.ops);
                }
                PatchOperation::Replace(ReplaceOperation { path, value }) => {
                    split_op("replace", path.to_string(), value, piece, &mut change.ops);
                }
                o => {
                    let o = serde_json::to_value(o).unwrap_or_default();
                    let len = text_len(&o, usize::MAX);
                    change.ops.push((o, len));
                }
            }
        }
    }
    if change.is_empty() && version == sent.version {
        return None;
    }
    let out = in_pieces(change, sent.seq + 1, piece);
    let next = Sent {
        version,
        seq: sent.seq + out.len() as u64,
        rest: rest_packed,
        parts: placed,
        tail,
        mark,
    };
    Some((finish(out), next))
}

/// The delta from version `since` for a client that asks over HTTP (`?since=`), from `parts`
/// built without a mark (the whole log): every field and the view whole, the log from the
/// last decision that a client at `since` had (the lines before it cannot have changed).
/// `None` when no delta can be made from `since` (a version this viewer never had): the
/// caller sends the full state. `bumped`: an undo changed this viewer's log at some time, so
/// a version does not say which lines a client has: the whole log is sent.
pub fn since(parts: Parts, since: u64, bumps: u64) -> Option<String> {
    let from = log_from_since(&parts, since, bumps)?;
    let version = parts.state.version();
    let mut rest = parts.state.to_map();
    rest.remove("type");
    let mut out = Map::new();
    out.insert("type".into(), "delta".into());
    out.insert("since".into(), since.into());
    out.insert("version".into(), version.into());
    out.insert("log_from".into(), (from as u64).into());
    let mut log = parts.log;
    out.insert("log".into(), Value::Array(log.split_off(from)));
    out.insert("state".into(), Value::Object(rest));
    Some(text_of(&Value::Object(out)))
}
