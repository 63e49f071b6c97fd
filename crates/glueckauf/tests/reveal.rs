//! Issue 28: with `delivered_orders_public = false` every shift scoring turns up every seat's
//! delivered cards (spec §4.1 step 1); after shifts 1 and 2 they go face down again (§4.2
//! step 3) and after shift 3 they stay up. The game (seed 803): seat 1 delivers OC05
//! and OC06 in shift 1; here it also delivers OW07 in shift 2, and every seat banks otherwise.

use engine::rng::rng_from_seed;
use engine::{apply_logged, visible_to, Game, GameLog, LogItem, Seat, Setup, Visibility};
use glueckauf::event::Event;
use glueckauf::names::{Element, OrderInfo, Transport};
use glueckauf::view::View;
use glueckauf::{GlueckAuf, Options};

/// The actions: the draft, then seat 1 mines, fills OC05 and OC06 and delivers them.
const SHIFT_1: [&str; 19] = [
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

/// Shift 2, seat 1 first: it takes OW07, buys brown coal, fills OW07 and delivers it.
const SHIFT_2: [&str; 17] = [
    "1: order 4",
    "0: bank",
    "1: factory 5",
    "0: bank",
    "1: mine 10",
    "1: lift brown",
    "1: load brown",
    "1: load brown",
    "1: load brown",
    "1: lift surface",
    "1: fill OW07 brown",
    "1: fill OW07 brown",
    "1: fill OW07 brown",
    "1: stop",
    "0: bank",
    "1: deliver wheelbarrow",
    "0: bank",
];

/// The game with its log.
struct Play {
    g: GlueckAuf,
    log: GameLog<GlueckAuf>,
}

impl Play {
    fn new(public: bool) -> Self {
        let setup = Setup {
            players: 2,
            seed: 803,
            options: Options {
                first_player: Some(0),
                delivered_orders_public: public,
                ..Options::default()
            },
        };
        Play {
            g: GlueckAuf::new_game(&setup).unwrap(),
            log: Vec::new(),
        }
    }

    /// Applies `SEAT: NOTATION` lines.
    fn act(&mut self, lines: &[&str]) {
        for line in lines {
            let (seat, notation) = line.split_once(": ").unwrap();
            let seat: Seat = seat.parse().unwrap();
            let a = self.g.parse_action(notation).unwrap();
            let index = self.log.len();
            apply_logged(&mut self.g, seat, a, index, &mut self.log)
                .unwrap_or_else(|e| panic!("`{line}`: {e}"));
        }
    }

    /// Every seat to move banks until `done`.
    fn bank_until(&mut self, done: impl Fn(&GlueckAuf) -> bool) {
        while !done(&self.g) {
            let seat = self.g.to_move().first().expect("the game goes on");
            self.act(&[&format!("{seat}: bank")]);
        }
    }

    /// The events `viewer` sees.
    fn events(&self, viewer: Option<Seat>) -> Vec<&Event> {
        visible_to(&self.log, viewer)
            .filter_map(|e| match &e.item {
                LogItem::Event { event } => Some(event),
                _ => None,
            })
            .collect()
    }
}

fn ids(cards: &[OrderInfo]) -> Vec<String> {
    cards.iter().map(|c| c.id.code()).collect()
}

fn viewers() -> [Option<Seat>; 3] {
    [Some(0), Some(1), None]
}

/// Seat 1's delivered cards as `viewer` sees them: the list (if shown), the count, the revealed.
fn seat1(v: &View) -> (Option<Vec<String>>, u8, Vec<String>) {
    let p = &v.seats[1];
    (
        p.delivered.as_deref().map(ids),
        p.delivered_count,
        ids(&p.revealed),
    )
}

fn strings(xs: &[&str]) -> Vec<String> {
    xs.iter().map(|s| s.to_string()).collect()
}

/// The reveals of shift `shift` in the log: one public event per seat right after the
/// scoring's heading, before its elements.
fn reveals(play: &Play, shift: u8) -> Vec<(Seat, Vec<String>)> {
    let at = play
        .log
        .iter()
        .position(|e| {
            matches!(&e.item, LogItem::Event { event: Event::ShiftScoring { shift: s, .. } } if *s == shift)
        })
        .expect("the scoring");
    let mut out = Vec::new();
    for e in &play.log[at + 1..] {
        match &e.item {
            LogItem::Event {
                event:
                    Event::DeliveredRevealed {
                        shift: s,
                        seat,
                        cards,
                    },
            } => {
                assert_eq!(*s, shift);
                assert_eq!(e.visibility, Visibility::Public);
                out.push((*seat, ids(cards)));
            }
            _ => break,
        }
    }
    out
}

/// The element lines of shift `shift` agree with the cards revealed at its start: elements
/// 1–8 count the printed cells of each seat's revealed cards (spec §4.1).
fn scoring_matches_reveals(play: &Play, shift: u8) {
    let mut cards: Vec<Vec<OrderInfo>> = vec![Vec::new(); 2];
    for e in play.events(None) {
        if let Event::DeliveredRevealed {
            shift: s,
            seat,
            cards: c,
        } = e
        {
            if *s == shift {
                cards[*seat as usize] = c.clone();
            }
        }
    }
    let mut checked = 0;
    for e in play.events(None) {
        let Event::ElementScored {
            shift: s,
            element,
            what,
            counts,
            ..
        } = e
        else {
            continue;
        };
        if *s != shift || *element > 8 {
            continue;
        }
        for (seat, c) in cards.iter().enumerate() {
            let count: u8 = c
                .iter()
                .map(|o| {
                    let cells = o.cells.array();
                    match what {
                        Element::YellowCells => cells[0],
                        Element::BrownCells => cells[1],
                        Element::GreyCells => cells[2],
                        Element::BlackCells => cells[3],
                        t => {
                            let transport = match t {
                                Element::WheelbarrowCells => Transport::Wheelbarrow,
                                Element::CarriageCells => Transport::Carriage,
                                Element::TruckCells => Transport::Truck,
                                _ => Transport::Train,
                            };
                            if o.transport == transport {
                                cells.iter().sum()
                            } else {
                                0
                            }
                        }
                    }
                })
                .sum();
            assert_eq!(counts[seat], count, "shift {shift} element {element}");
            checked += 1;
        }
    }
    assert_eq!(checked, 2 * 8.min(4 * shift as usize));
}

#[test]
fn each_shift_scoring_reveals_every_seats_delivered_cards() {
    let mut play = Play::new(false);
    play.act(&SHIFT_1);
    let delivered_at = play.log.len();
    let oc = strings(&["OC05", "OC06"]);
    // Delivered, before the first scoring: seat 0 and a spectator know how many, not which.
    for viewer in [Some(0), None] {
        let v = play.g.view(viewer);
        assert_eq!(seat1(&v), (None, 2, vec![]), "{viewer:?}");
        let json = serde_json::to_string(&v).unwrap();
        assert!(!json.contains("OC05") && !json.contains("OC06"), "{json}");
    }
    assert_eq!(seat1(&play.g.view(Some(1))).0, Some(oc.clone()));
    // Seat 1's grey cells (element 3) are unknown to seat 0, its own known.
    assert_eq!(play.g.view(Some(0)).scoring[2].counts, [Some(0), None]);
    assert_eq!(play.g.view(Some(1)).scoring[2].counts, [Some(0), Some(1)]);
    let before = play.g.clone();

    play.bank_until(|g| g.shift == 2);
    // The first scoring: both seats' cards, in every log (seat 0 has none).
    assert_eq!(reveals(&play, 1), vec![(0, vec![]), (1, oc.clone())]);
    for viewer in viewers() {
        let seen = play.events(viewer);
        assert_eq!(
            seen.iter()
                .filter(|e| matches!(e, Event::DeliveredRevealed { .. }))
                .count(),
            2
        );
    }
    scoring_matches_reveals(&play, 1);
    // Nothing of it reached seat 0 or the spectator between the delivery and the scoring.
    let scoring = play
        .log
        .iter()
        .position(|e| {
            matches!(
                e.item,
                LogItem::Event {
                    event: Event::ShiftScoring { .. }
                }
            )
        })
        .unwrap();
    for viewer in [Some(0), None] {
        for e in visible_to(&play.log[delivered_at - 2..scoring], viewer) {
            let json = serde_json::to_string(&e.item).unwrap();
            assert!(!json.contains("OC05") && !json.contains("OC06"), "{json}");
        }
    }

    // Shift 2: face down again, but everyone saw them.
    for viewer in [Some(0), None] {
        assert_eq!(
            seat1(&play.g.view(viewer)),
            (None, 2, oc.clone()),
            "{viewer:?}"
        );
    }
    assert_eq!(
        seat1(&play.g.view(Some(1))),
        (Some(oc.clone()), 2, oc.clone())
    );
    // Every card seat 1 delivered is known, so are its counts for the next scoring (grey,
    // black and carriage cells) and who leads.
    for viewer in [Some(0), None] {
        let scoring = play.g.view(viewer).scoring;
        for (e, count) in [(2, 1), (3, 1), (5, 2), (6, 0)] {
            assert_eq!(
                scoring[e].counts,
                [Some(0), Some(count)],
                "element {}",
                e + 1
            );
        }
        assert_eq!(scoring[5].first, [1]);
    }
    // Seat 0's determinizations keep what it saw; before the scoring they re-dealt it.
    let fixed = play.g.players[1].delivered;
    let mut rng = rng_from_seed(28);
    assert!((0..50).all(|_| play.g.determinize(0, &mut rng).players[1].delivered == fixed));
    assert!((0..50).any(|_| before.determinize(0, &mut rng).players[1].delivered != fixed));

    // Seat 1 delivers OW07 in shift 2: the others know the two revealed cards and a count.
    play.act(&SHIFT_2);
    let all = strings(&["OW07", "OC05", "OC06"]); // in id order
    for viewer in [Some(0), None] {
        let v = play.g.view(viewer);
        assert_eq!(seat1(&v), (None, 3, oc.clone()), "{viewer:?}");
        assert!(!serde_json::to_string(&v).unwrap().contains("OW07"));
    }
    assert_eq!(
        seat1(&play.g.view(Some(1))),
        (Some(all.clone()), 3, oc.clone())
    );
    // One card is not known: seat 1's counts of elements 1–8 are not either.
    assert!(play.g.view(Some(0)).scoring[..8]
        .iter()
        .all(|e| e.counts[1].is_none() && e.first.is_empty()));
    // Seat 0's determinizations: OC05 and OC06 stay, only the third card is dealt again.
    let mut thirds = std::collections::BTreeSet::new();
    for _ in 0..60 {
        let d = play.g.determinize(0, &mut rng).players[1].delivered;
        assert_eq!(d & fixed, fixed);
        assert_eq!(d.count_ones(), 3);
        thirds.insert(d & !fixed);
    }
    assert!(
        thirds.len() > 1,
        "the hidden card is dealt again: {thirds:?}"
    );

    play.bank_until(|g| g.shift == 3);
    assert_eq!(reveals(&play, 2), vec![(0, vec![]), (1, all.clone())]);
    scoring_matches_reveals(&play, 2);
    for viewer in [Some(0), None] {
        assert_eq!(seat1(&play.g.view(viewer)), (None, 3, all.clone()));
    }
    let fixed = play.g.players[1].delivered;
    assert!((0..20).all(|_| play.g.determinize(0, &mut rng).players[1].delivered == fixed));

    // The third scoring, and the end: every seat's cards face up for every viewer.
    play.bank_until(|g| g.is_over());
    assert_eq!(reveals(&play, 3), vec![(0, vec![]), (1, all.clone())]);
    scoring_matches_reveals(&play, 3);
    for viewer in viewers() {
        let v = play.g.view(viewer);
        assert_eq!(seat1(&v), (Some(all.clone()), 3, all.clone()), "{viewer:?}");
        assert_eq!(v.seats[0].delivered, Some(vec![]));
        assert!(play
            .g
            .describe(viewer)
            .contains("delivered: OW07 OC05 OC06"));
    }
}

#[test]
fn with_public_delivered_orders_nothing_is_revealed_because_nothing_is_hidden() {
    let mut play = Play::new(true);
    play.act(&SHIFT_1);
    let oc = strings(&["OC05", "OC06"]);
    for viewer in viewers() {
        assert_eq!(seat1(&play.g.view(viewer)), (Some(oc.clone()), 2, vec![]));
    }
    play.bank_until(|g| g.shift == 2);
    play.act(&SHIFT_2);
    play.bank_until(|g| g.is_over());
    assert!(play
        .events(None)
        .iter()
        .all(|e| !matches!(e, Event::DeliveredRevealed { .. })));
    // The view JSON has no field for it (as before the option learnt to reveal).
    for viewer in viewers() {
        let json = serde_json::to_value(play.g.view(viewer)).unwrap();
        assert!(json["seats"][1].get("revealed").is_none(), "{json}");
        assert_eq!(json["seats"][1]["delivered"].as_array().unwrap().len(), 3);
    }
}
