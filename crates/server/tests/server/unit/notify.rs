//! The tests of `server::notify` (src/storage/notify.rs).

use server::notify::*;

#[test]
fn payloads_are_batched_below_the_limit() {
    let ids: Vec<String> = (0..2000).map(|i| format!("{i:016x}")).collect();
    let p = payloads("inst", &ids);
    assert!(p.len() > 1);
    let mut back = Vec::new();
    for x in &p {
        assert!(x.len() <= MAX_PAYLOAD);
        let mut parts = x.split(' ');
        assert_eq!(parts.next(), Some("inst"));
        back.extend(parts.map(String::from));
    }
    assert_eq!(back, ids);
    assert!(payloads("inst", &[]).is_empty());
}

#[test]
fn a_game_says_whether_a_bot_is_next() {
    assert_eq!(game_of("abc+"), ("abc", Some(true)));
    assert_eq!(game_of("abc-"), ("abc", Some(false)));
    assert_eq!(game_of("abc"), ("abc", None));
}
