//! Deltas of state messages (issue 40): after a first full state, a WebSocket client that asks
//! for them (`?deltas=1`) gets only what changed — the log from its first changed line, the
//! view as an RFC 6902 patch or whole (whichever is shorter), the other fields that changed —
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

use crate::table::{LogMark, Parts};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::hash::BuildHasher;
use utoipa::ToSchema;

/// What changed in a viewer's state message since the message it follows (`"type": "delta"`).
/// Besides these, it has every field of the state message that changed (`legal`, `to_move`,
/// `your_turn`, `clocks`, `scores`, `status`, ...), whole.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct DeltaMessage {
    /// The version of the state this applies to.
    pub since: u64,
    /// The version after it.
    pub version: u64,
    /// Over the WebSocket: one more than the previous message's (a full state is 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seq: Option<u64>,
    /// Keep this many lines of the log, then append `log` (absent: the log is unchanged).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_from: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<Vec<crate::types::LogLine>>,
    /// The new view, whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub view: Option<Value>,
    /// The changes of the view as RFC 6902 operations (`add`, `remove`, `replace`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<Object>>)]
    pub view_patch: Option<Value>,
}

/// What one connection was last sent: enough to write the next delta.
#[derive(Clone, Debug)]
pub struct Sent {
    pub version: u64,
    pub seq: u64,
    /// The view as sent (its text: a few kilobytes, less than the parsed value).
    view: String,
    /// Per other field: its name and a hash of its JSON.
    fields: Vec<(String, u64)>,
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

fn hash_of(text: &str) -> u64 {
    std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default()
        .hash_one(text)
}

fn text_of(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// What is kept of the log after the mark: a hash per line.
fn tail_hashes(parts: &Parts) -> Vec<u64> {
    let skip = parts.mark.position().saturating_sub(parts.log_start);
    parts.log[skip.min(parts.log.len())..]
        .iter()
        .map(|l| hash_of(&text_of(l)))
        .collect()
}

fn field_hashes(fields: &Map<String, Value>) -> Vec<(String, u64)> {
    fields
        .iter()
        .map(|(k, v)| (k.clone(), hash_of(&text_of(v))))
        .collect()
}

/// The full state message of `parts` (built without a mark: the whole log) and what it sent.
pub fn full(parts: Parts) -> (String, Sent) {
    let view = text_of(&parts.view);
    let sent = Sent {
        version: version_of(&parts.fields),
        seq: 0,
        view,
        fields: field_hashes(&parts.fields),
        tail: tail_hashes(&parts),
        mark: parts.mark,
    };
    let mut m = parts.fields;
    m.insert("view".into(), parts.view);
    m.insert("log".into(), Value::Array(parts.log));
    (text_of(&Value::Object(m)), sent)
}

fn version_of(fields: &Map<String, Value>) -> u64 {
    fields.get("version").and_then(Value::as_u64).unwrap_or(0)
}

/// The delta from what `sent` holds to `parts` (built from `sent.mark()`), and what is sent
/// then; `None` when nothing changed (a change this viewer may not see sends nothing).
pub fn next(parts: Parts, sent: &Sent) -> Option<(String, Sent)> {
    let mut out = Map::new();
    out.insert("type".into(), "delta".into());
    out.insert("since".into(), sent.version.into());
    out.insert("seq".into(), (sent.seq + 1).into());
    // The fields that changed; `version` always.
    let fields = field_hashes(&parts.fields);
    let mut changed = false;
    for ((k, v), (_, h)) in parts.fields.iter().zip(&fields) {
        let same = sent.fields.iter().any(|(sk, sh)| sk == k && sh == h);
        if !same {
            changed = true;
        }
        if !same || k == "version" {
            out.insert(k.clone(), v.clone());
        }
    }
    // The log: from its first line that differs from what was sent.
    let now: Vec<u64> = parts.log.iter().map(|l| hash_of(&text_of(l))).collect();
    let skip = parts.mark.position().saturating_sub(parts.log_start);
    let tail = now[skip.min(now.len())..].to_vec();
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
    // The view: a patch or whole, whichever is shorter.
    let view = text_of(&parts.view);
    if view != sent.view {
        changed = true;
        let patch = serde_json::from_str::<Value>(&sent.view)
            .ok()
            .map(|old| json_patch::diff(&old, &parts.view))
            .and_then(|p| serde_json::to_value(p).ok());
        match patch {
            Some(p) if text_of(&p).len() < view.len() => {
                out.insert("view_patch".into(), p);
            }
            _ => {
                out.insert("view".into(), parts.view.clone());
            }
        }
    }
    if !changed {
        return None;
    }
    let next = Sent {
        version: version_of(&parts.fields),
        seq: sent.seq + 1,
        view,
        fields,
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
    let version = version_of(&parts.fields);
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
    let mut out = parts.fields;
    out.insert("type".into(), "delta".into());
    out.insert("since".into(), since.into());
    out.insert("log_from".into(), (from as u64).into());
    out.insert("log".into(), Value::Array(parts.log[from..].to_vec()));
    out.insert("view".into(), parts.view);
    Some(text_of(&Value::Object(out)))
}
