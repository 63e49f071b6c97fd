//! The tests of `server::state_text::members` (src/games/state_text/members.rs).

use serde::Serialize;
use serde_json::{json, Value};
use server::state_text::members::*;
use std::collections::BTreeMap;

#[derive(Serialize)]
struct Inner {
    a: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    b: Option<u8>,
}

#[derive(Serialize)]
struct Outer {
    #[serde(rename = "type")]
    kind: &'static str,
    inner: Inner,
    list: Vec<Option<Inner>>,
    #[serde(flatten)]
    extra: BTreeMap<u8, &'static str>,
    text: &'static str,
}

/// The members joined into an object read as the value written whole.
fn object(members: &[(String, String)]) -> Value {
    let mut m = serde_json::Map::new();
    for (k, text) in members {
        m.insert(k.clone(), serde_json::from_str(text).unwrap());
    }
    Value::Object(m)
}

#[test]
fn members_are_the_fields_as_json_writes_them() {
    let v = Outer {
        kind: "state",
        inner: Inner { a: 1, b: None },
        list: vec![None, Some(Inner { a: 2, b: Some(3) })],
        extra: [(7, "x\"/~")].into_iter().collect(),
        text: "é\n",
    };
    let m = members(&v).unwrap();
    let keys: Vec<&str> = m.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ["type", "inner", "list", "7", "text"]);
    assert_eq!(m[1].1, r#"{"a":1}"#);
    assert_eq!(object(&m), serde_json::to_value(&v).unwrap());
    // Through an Option and a map; not of a list, a number or nothing.
    assert_eq!(members(&Some(Inner { a: 4, b: None })).unwrap().len(), 1);
    assert_eq!(
        object(&members(&json!({"k": [1]})).unwrap()),
        json!({"k": [1]})
    );
    assert!(members(&[1, 2]).is_none());
    assert!(members(&3).is_none());
    assert!(members(&None::<Inner>).is_none());
}
