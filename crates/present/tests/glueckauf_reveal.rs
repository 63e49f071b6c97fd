//! Issue 28 in words: the issue's game (seed 803, delivered orders hidden) as seat 0 and a
//! spectator read it in each of the six languages. Each shift scoring starts with a line per
//! seat naming its delivered cards; before the first scoring no line names seat 1's.

use engine::{apply_logged, Game, GameLog, LogItem, Seat, Setup};
use glueckauf::event::Event;
use glueckauf::{GlueckAuf, Options};
use present::{catalog, log::entry_message, DefaultNames, Lang};

const ISSUE: [&str; 19] = [
    "1: draft OC05",
    "0: draft OC03",
    "1: draft OC06",
    "0: draft OT09",
    "1: draft OC02",
    "0: draft OR01",
    "0: bank",
    "1: mine 10",
    "1: lift grey",
    "1: load grey",
    "1: lift black",
    "1: load black",
    "1: lift surface",
    "1: fill OC05 grey",
    "1: fill OC06 black",
    "1: stop",
    "0: bank",
    "1: deliver carriage",
    "0: bank",
];

/// The issue's game played to its end (every seat banks after the listed actions).
fn issue_game() -> (GlueckAuf, GameLog<GlueckAuf>) {
    let mut g = GlueckAuf::new_game(&Setup {
        players: 2,
        seed: 803,
        options: Options {
            first_player: Some(0),
            delivered_orders_public: false,
            ..Options::default()
        },
    })
    .unwrap();
    let mut log = Vec::new();
    let mut index = 0;
    for line in ISSUE {
        let (seat, notation) = line.split_once(": ").unwrap();
        let a = g.parse_action(notation).unwrap();
        apply_logged(&mut g, seat.parse().unwrap(), a, index, &mut log).unwrap();
        index += 1;
    }
    while let Some(seat) = g.to_move().first() {
        let bank = g.parse_action("bank").unwrap();
        apply_logged(&mut g, seat, bank, index, &mut log).unwrap();
        index += 1;
    }
    (g, log)
}

#[test]
fn every_scoring_names_the_delivered_cards_in_every_language() {
    let (g, log) = issue_game();
    assert!(g.is_over());
    let delivery = ISSUE.iter().position(|l| l.contains("deliver")).unwrap();
    let mut english = Vec::new();
    for lang in Lang::ALL {
        let cat = catalog(lang);
        for viewer in [Some(0 as Seat), None] {
            let mut reveals = Vec::new();
            let mut scorings = 0;
            for e in engine::visible_to(&log, viewer) {
                let text = cat.text(&entry_message::<GlueckAuf>(e), &DefaultNames(lang));
                match &e.item {
                    LogItem::Event {
                        event: Event::ShiftScoring { .. },
                    } => scorings += 1,
                    LogItem::Event {
                        event: Event::DeliveredRevealed { seat, .. },
                    } => reveals.push((scorings, *seat, text)),
                    // Between the delivery and the first scoring no line names the cards.
                    _ if e.index >= delivery && scorings == 0 => {
                        assert!(
                            !text.contains("OC05") && !text.contains("OC06"),
                            "{lang:?}: {text}"
                        );
                    }
                    _ => {}
                }
            }
            // Each scoring: seat 0 has nothing to show, seat 1 shows OC05 and OC06 with what
            // is printed on them (the lines of elements 3, 4 and 6 count these cells).
            assert_eq!(reveals.len(), 6, "{lang:?}: {reveals:?}");
            for (k, (shift, seat, text)) in reveals.iter().enumerate() {
                assert_eq!((*shift, *seat as usize), (k / 2 + 1, k % 2), "{text}");
                assert!(!text.contains('{') && !text.is_empty(), "{text}");
                if *seat == 1 {
                    assert!(text.contains("OC05") && text.contains("OC06"), "{text}");
                } else {
                    assert!(!text.contains("OC0"), "{text}");
                }
            }
            if lang == Lang::En && viewer.is_none() {
                english = reveals.iter().map(|r| r.2.clone()).collect();
            } else if lang != Lang::En {
                // Translated, not the English words.
                assert_ne!(reveals[1].2, english[1], "{lang:?}");
                assert_ne!(reveals[0].2, english[0], "{lang:?}");
            }
        }
    }
    assert_eq!(
        english[0..2],
        [
            "Seat 0 has no delivered orders to reveal.".to_string(),
            "Seat 1 reveals its 2 delivered orders: OC05 (horse carriage, 4 VP: 1 grey), \
             OC06 (horse carriage, 5 VP: 1 black)."
                .to_string()
        ]
    );
}
