//! The tests of `server::logging` (src/host/logging.rs).

use axum::http::HeaderValue;
use server::logging::*;

#[test]
fn methods_are_bounded() {
    use axum::http::Method;
    assert_eq!(method_label(&Method::GET), "GET");
    assert_eq!(method_label(&Method::PATCH), "PATCH");
    assert_eq!(method_label(&Method::from_bytes(b"FOO1").unwrap()), "other");
    assert_eq!(method_label(&Method::from_bytes(b"get").unwrap()), "other");
}

#[test]
fn json_is_asked_for_either_way() {
    assert!(json_requested(["kohle", "serve", "--log-format", "json"]));
    assert!(json_requested(["kohle", "serve", "--log-format=json"]));
    assert!(!json_requested(["kohle", "serve", "--log-format", "text"]));
    assert!(!json_requested(["kohle", "serve", "json"]));
}

#[test]
fn request_ids_are_plain_and_short() {
    assert!(acceptable_id(&HeaderValue::from_static("abc-123_x.y")));
    assert!(!acceptable_id(&HeaderValue::from_static("")));
    assert!(!acceptable_id(&HeaderValue::from_static("a b")));
    assert!(!acceptable_id(&HeaderValue::from_static("x\"}{")));
    assert!(!acceptable_id(
        &HeaderValue::from_str(&"a".repeat(65)).unwrap()
    ));
}
