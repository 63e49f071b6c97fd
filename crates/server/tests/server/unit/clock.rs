//! The tests of `server::clock` (src/days/clock.rs).

use serde_json::json;
use server::clock::*;

#[test]
fn controls_are_read_and_nonsense_is_refused_naming_the_field() {
    assert_eq!(
        TimeControl::parse(&json!({"kind": "untimed"}), "clock"),
        Ok(TimeControl::Untimed)
    );
    assert_eq!(
        TimeControl::parse(
            &json!({"kind": "fischer", "initial_seconds": 900, "increment_seconds": 20}),
            "clock"
        ),
        Ok(TimeControl::Fischer {
            initial_seconds: 900,
            increment_seconds: 20
        })
    );
    assert_eq!(
        TimeControl::parse(
            &json!({"kind": "turn", "per_move_seconds": 86400, "reserve_seconds": 259200}),
            "clock"
        ),
        Ok(TimeControl::Turn {
            per_move_seconds: 86400,
            reserve_seconds: 259200
        })
    );
    let field = |v: serde_json::Value| TimeControl::parse(&v, "clock").unwrap_err().field;
    assert_eq!(field(json!({"kind": "blitz"})), "clock.kind");
    assert_eq!(field(json!({})), "clock.kind");
    assert_eq!(field(json!("fischer")), "clock");
    assert_eq!(
        field(json!({"kind": "fischer", "initial_seconds": 0, "increment_seconds": 1})),
        "clock.initial_seconds"
    );
    assert_eq!(
        field(json!({"kind": "fischer", "initial_seconds": -5, "increment_seconds": 1})),
        "clock.initial_seconds"
    );
    assert_eq!(
        field(json!({"kind": "fischer", "initial_seconds": 60, "increment_seconds": 1.5})),
        "clock.increment_seconds"
    );
    assert_eq!(
        field(json!({"kind": "turn", "per_move_seconds": 40_000_000, "reserve_seconds": 0})),
        "clock.per_move_seconds"
    );
    assert_eq!(
        field(json!({"kind": "turn", "per_move_seconds": 60})),
        "clock.reserve_seconds"
    );
    assert_eq!(
        field(json!({"kind": "turn", "per_move_seconds": 60, "reserve_seconds": 0, "x": 1})),
        "clock.x"
    );
}

#[test]
fn fischer_takes_the_move_off_and_adds_the_increment_after_a_move() {
    let c = TimeControl::Fischer {
        initial_seconds: 10,
        increment_seconds: 2,
    };
    let mut s = SeatClock::new(&c);
    s.start(1000);
    assert_eq!(s.deadline(&c), Some(11_000));
    s.moved = true;
    s.stop(&c, 4000);
    assert_eq!(s.left_ms, 10_000 - 3000 + 2000);
    // A run without a move (another seat undid): no increment.
    s.start(5000);
    s.stop(&c, 6000);
    assert_eq!(s.left_ms, 8000);
    assert_eq!(s.deadline(&c), None);
}

#[test]
fn turn_based_moves_use_the_reserve_only_beyond_the_limit() {
    let c = TimeControl::Turn {
        per_move_seconds: 10,
        reserve_seconds: 5,
    };
    let mut s = SeatClock::new(&c);
    s.start(0);
    assert_eq!(s.deadline(&c), Some(15_000));
    assert_eq!(s.warn_at(&c), Some(12_500));
    assert_eq!(s.move_due(&c), Some(10_000));
    s.stop(&c, 9_000);
    assert_eq!(s.left_ms, 5000);
    s.start(20_000);
    s.stop(&c, 32_000);
    assert_eq!(s.left_ms, 3000);
    let out = clock_out(&c, 1, Some(&s));
    assert_eq!(out.seconds_left, Some(3.0));
    assert!(!out.running);
    s.start(40_000);
    let out = clock_out(&c, 1, Some(&s));
    assert_eq!(out.seconds_left, Some(13.0));
    assert_eq!(
        out.deadline.as_deref().and_then(parse_rfc3339),
        Some(53_000)
    );
    assert_eq!(out.reserve_seconds, Some(3.0));
}

#[test]
fn timestamps_are_utc_rfc3339() {
    assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
    assert_eq!(rfc3339(1_500), "1970-01-01T00:00:01.5Z");
    assert_eq!(
        parse_rfc3339(&rfc3339(1_764_000_123_456)),
        Some(1_764_000_123_456)
    );
}
