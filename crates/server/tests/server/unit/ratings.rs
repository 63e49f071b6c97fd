//! The tests of `server::ratings` (src/days/ratings.rs).

use server::ratings::*;

#[test]
fn winners_gain_losers_lose_and_a_draw_moves_little() {
    let start = vec![Rating::default(); 3];
    let after = update(&start, &[0, 1, 2]);
    assert!(after[0].rating > 1500.0 && after[2].rating < 1500.0);
    assert!((after[1].rating - 1500.0).abs() < 1.0, "{:?}", after[1]);
    assert!(after.iter().all(|r| r.deviation < 350.0 && r.games == 1));
    let draw = update(&start[..2], &[0, 0]);
    assert!((draw[0].rating - 1500.0).abs() < 1e-9);
}
