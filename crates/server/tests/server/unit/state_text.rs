//! The tests of `server::state_text` (src/games/state_text/mod.rs).

use serde_json::{json, Value};
use server::state_text::*;

#[test]
fn the_text_is_the_state_and_each_part_lies_where_it_says() {
    let fields = vec![
        ("type".to_string(), r#""state""#.to_string()),
        ("a/b~".to_string(), "[1,2]".to_string()),
    ];
    let view = vec![
        ("seats".to_string(), r#"[{"vp":3}]"#.to_string()),
        ("shift".to_string(), "2".to_string()),
    ];
    let s = StateText::new(7, fields, Ok(view));
    let v: Value = serde_json::from_str(s.text()).unwrap();
    assert_eq!(
        v,
        json!({"type": "state", "a/b~": [1, 2], "view": {"seats": [{"vp": 3}], "shift": 2}})
    );
    assert_eq!(s.version(), 7);
    assert_eq!(s.view_text(), r#"{"seats":[{"vp":3}],"shift":2}"#);
    let names: Vec<(String, bool, &str)> = s
        .parts()
        .iter()
        .map(|p| (p.name_in(s.text()), p.in_view, p.value_in(s.text())))
        .collect();
    assert_eq!(
        names,
        [
            ("type".to_string(), false, r#""state""#),
            ("a/b~".to_string(), false, "[1,2]"),
            ("seats".to_string(), true, r#"[{"vp":3}]"#),
            ("shift".to_string(), true, "2"),
        ]
    );
    // A view that is not an object is one part.
    let s = StateText::new(1, vec![], Err("[3]".into()));
    assert_eq!(s.to_map(), *json!({"view": [3]}).as_object().unwrap());
    assert_eq!(s.parts().len(), 1);
    assert_eq!(s.view_text(), "[3]");
}
