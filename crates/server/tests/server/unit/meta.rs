//! The tests of `server::meta` (src/games/meta.rs).

use engine::{SeatInfo, SeatSet};
use server::clock::TimeControl;
use server::control::Control;
use server::meta::*;

fn seats() -> Vec<SeatInfo> {
    vec![
        SeatInfo::person("A"),
        SeatInfo::bot("greedy"),
        SeatInfo::person("C"),
    ]
}

#[test]
fn clocks_run_for_persons_to_move_only() {
    let control = TimeControl::Fischer {
        initial_seconds: 60,
        increment_seconds: 5,
    };
    let mut m = GameMeta::new(3, control);
    let mut both = SeatSet::EMPTY;
    both.insert(0);
    both.insert(1);
    both.insert(2);
    m.retime(both, &seats(), 1000, None);
    assert!(m.clocks[0].since.is_some() && m.clocks[2].since.is_some());
    assert!(
        m.clocks[1].since.is_none(),
        "a bot seat has no running clock"
    );
    assert_eq!(m.deadline(), Some(61_000));
    // Seat 0 moves and is done; seat 2 goes on.
    let mut two = SeatSet::EMPTY;
    two.insert(2);
    m.retime(two, &seats(), 11_000, Some(0));
    assert_eq!(m.clocks[0].left_ms, 55_000);
    assert_eq!(m.run_out(61_000), vec![2]);
    // A bot takes seat 2 over: its clock stops.
    m.set_control(
        2,
        3,
        Control::TakenOver {
            bot: "greedy".into(),
        },
    );
    m.clocks[2].run_out();
    m.retime(two, &seats(), 61_000, None);
    assert_eq!(m.deadline(), None);
    assert_eq!(m.bot_of(2, &seats()).as_deref(), Some("greedy"));
    assert!(!m.person_plays(2, &seats()));
    let back = GameMeta::parse(Some(&m.to_json())).unwrap();
    assert_eq!(back, m);
}
