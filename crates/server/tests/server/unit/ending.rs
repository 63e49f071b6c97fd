//! The tests of `server::ending` (src/games/ending.rs).

use present::ending::{How, Left, Reason, SeatIn};
use server::clock::TimeControl;
use server::control::Control;
use server::ending::*;
use server::meta::GameMeta;

fn seats() -> Vec<SeatIn> {
    vec![
        SeatIn {
            name: "Anna".into(),
            score: 128,
            rank: 0,
            left: Left::Played,
        },
        SeatIn {
            name: "Piotr".into(),
            score: 122,
            rank: 1,
            left: Left::Played,
        },
    ]
}

#[test]
fn the_meta_decides_the_reasons() {
    let mut meta = GameMeta::new(2, TimeControl::Untimed);
    assert_eq!(ending_of(seats(), &meta, false), None);
    meta.set_control(
        0,
        2,
        Control::Resigned {
            bot: Some("greedy".into()),
        },
    );
    let e = ending_of(seats(), &meta, true).unwrap();
    assert_eq!(e.how, How::Finished);
    assert_eq!(e.seats[0].reason, Reason::Resigned);
    assert_eq!(e.ranks(), Some(vec![1, 0]));
    meta.set_control(0, 2, Control::Resigned { bot: None });
    meta.ended_early = true;
    let e = ending_of(seats(), &meta, true).unwrap();
    assert_eq!((e.how, e.ended_by), (How::EndedByResignation, Some(0)));
    let mut aborted = GameMeta::new(2, TimeControl::Untimed);
    aborted.aborted = true;
    aborted.add_line(3, "srv-aborted", None, None, 0);
    assert_eq!(
        ending_of(seats(), &aborted, false).unwrap().how,
        How::AbortedByAgreement
    );
    aborted.lines[0].key = ABORTED_BY_ADMIN.into();
    assert_eq!(
        ending_of(seats(), &aborted, false).unwrap().how,
        How::AbortedByAdmin
    );
}
