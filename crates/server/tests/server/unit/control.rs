//! The tests of `server::control` (src/games/control.rs).

use server::control::*;

#[test]
fn seats_that_forfeit_or_resign_rank_last() {
    // Seat 0 won on points but resigned; seats 1 and 2 tie.
    assert_eq!(
        ranks_with_last(&[0, 1, 1, 3], &[true, false, false, false]),
        vec![3, 0, 0, 2]
    );
    assert_eq!(ranks_with_last(&[1, 0], &[false, true]), vec![0, 1]);
    assert_eq!(ranks_with_last(&[0, 1], &[true, true]), vec![0, 1]);
    let v: serde_json::Value = serde_json::from_str(&with_ranks(
        r#"[{"seat":0,"rank":0},{"seat":1,"rank":1}]"#,
        &[1, 0],
    ))
    .unwrap();
    assert_eq!(
        v,
        serde_json::json!([{"seat": 0, "rank": 1}, {"seat": 1, "rank": 0}])
    );
}
