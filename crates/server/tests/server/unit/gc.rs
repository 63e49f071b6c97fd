//! The tests of `server::gc` (src/host/gc.rs).

use server::gc::*;

#[test]
fn every_table_that_names_a_game_is_emptied_before_the_games() {
    let t = game_tables();
    for name in [
        "actions",
        "tokens",
        "seat_players",
        "seat_contacts",
        "timeouts_fired",
        "analyses",
        "rated_games",
    ] {
        assert!(t.contains(&name), "{name} in {t:?}");
    }
    assert!(!t.contains(&"games") && !t.contains(&"ratings") && !t.contains(&"players"));
    assert_eq!(params(1, 3), "$1, $2, $3");
}
