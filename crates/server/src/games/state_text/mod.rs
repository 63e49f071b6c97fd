//! A state message without its log and version, as the JSON text it is sent as, and where each
//! of its parts lies in that text: every field of the state, and every member of its view (the
//! view is the largest field, and a move changes few of its members). Written straight from the
//! typed state ([`members`]); a delta compares a part with what the connection was sent
//! as text and parses it only when it changed ([`crate::delta`]).

pub mod members;

use serde_json::{Map, Value};

/// A state without its log and version, as JSON text, and its parts.
pub struct StateText {
    version: u64,
    text: String,
    parts: Vec<Placed>,
    /// Where the view's text lies (all of it, braces included).
    view: (u32, u32),
}

/// Where one part of a state lies in its text: the JSON text of its key (quoted) from `key` to
/// the `:` before `at`, its value's from `at` to `end`; a member of the view, or a field of the
/// state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    key: u32,
    at: u32,
    end: u32,
    pub in_view: bool,
}

impl Placed {
    /// The JSON text of its key in `text` (the state's text it was placed in).
    pub fn key_in<'t>(&self, text: &'t str) -> &'t str {
        text.get(self.key as usize..(self.at as usize).saturating_sub(1))
            .unwrap_or("")
    }

    /// Its value's JSON text in `text`.
    pub fn value_in<'t>(&self, text: &'t str) -> &'t str {
        text.get(self.at as usize..self.end as usize).unwrap_or("")
    }

    /// Its key as a name (the key's JSON text read).
    pub fn name_in(&self, text: &str) -> String {
        serde_json::from_str(self.key_in(text)).unwrap_or_default()
    }
}

impl StateText {
    /// The state of version `version` whose fields but the view are `fields` and whose view
    /// has the `view` members (or, a view that is not an object, is that text), each a key
    /// and its value's JSON text ([`members::members`]).
    pub fn new(
        version: u64,
        fields: Vec<(String, String)>,
        view: Result<Vec<(String, String)>, String>,
    ) -> Self {
        let len: usize = fields
            .iter()
            .map(|(k, v)| k.len() + v.len() + 4)
            .sum::<usize>()
            + view.as_ref().map_or_else(
                |t| t.len(),
                |m| m.iter().map(|(k, v)| k.len() + v.len() + 4).sum(),
            );
        let mut w = Writer {
            text: Vec::with_capacity(len + 16),
            parts: Vec::with_capacity(fields.len() + 24),
        };
        w.text.push(b'{');
        for (k, v) in &fields {
            w.member(k, v, false);
        }
        let view = match view {
            Ok(members) => {
                w.key("view");
                let start = w.text.len();
                w.text.push(b'{');
                for (k, v) in &members {
                    w.member(k, v, true);
                }
                w.close();
                (start, w.text.len())
            }
            Err(text) => {
                w.member("view", &text, false);
                let last = w.parts[w.parts.len() - 1];
                (last.at as usize, last.end as usize)
            }
        };
        w.close();
        // Keys and values are JSON text from `serde_json`: UTF-8.
        let text = String::from_utf8(w.text).unwrap_or_else(|_| "{}".into());
        StateText {
            version,
            text,
            parts: w.parts,
            view: (view.0 as u32, view.1 as u32),
        }
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    /// The JSON text of the state (without its log and version).
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn parts(&self) -> &[Placed] {
        &self.parts
    }

    /// The JSON text of the view.
    pub fn view_text(&self) -> &str {
        self.text
            .get(self.view.0 as usize..self.view.1 as usize)
            .unwrap_or("null")
    }

    /// The state (without its log and version) as a JSON object.
    pub fn to_map(&self) -> Map<String, Value> {
        serde_json::from_str(&self.text).unwrap_or_default()
    }
}

/// A state's text as it is written, and its parts so far.
struct Writer {
    text: Vec<u8>,
    parts: Vec<Placed>,
}

impl Writer {
    /// `"key":`, after a comma unless it is the first member of its object; where the key's
    /// text begins.
    fn key(&mut self, key: &str) -> usize {
        if self.text.last() != Some(&b'{') {
            self.text.push(b',');
        }
        let at = self.text.len();
        // Writing a string into a Vec cannot fail.
        let _ = serde_json::to_writer(&mut self.text, key);
        self.text.push(b':');
        at
    }

    fn member(&mut self, key: &str, value: &str, in_view: bool) {
        let key_at = self.key(key);
        let at = self.text.len();
        self.text.extend_from_slice(value.as_bytes());
        self.parts.push(Placed {
            key: key_at as u32,
            at: at as u32,
            end: self.text.len() as u32,
            in_view,
        });
    }

    fn close(&mut self) {
        self.text.push(b'}');
    }
}
