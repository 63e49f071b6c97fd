//! Events through the public API (`engine::apply_logged` / `replay_logged`): every kind, with
//! its data and visibility; none from a refused action; recording changes nothing; and no
//! seat's log holds another seat's top-5 draw or return order.

use crate::common::*;
use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, replay_logged, Game, GameRecord, LogItem, Visibility};
use glueckauf::data::*;
use glueckauf::event::{Event, SeatScore};
use glueckauf::names::*;
use glueckauf::{Action, GlueckAuf, Options, Phase};
use std::collections::BTreeSet;

type Entry = engine::LogEntry<Action, Event>;

/// Applies `line` for the seat to move with events on; the entries it logged.
fn act(g: &mut GlueckAuf, line: &str) -> Vec<Entry> {
    let seat = g.current;
    let a = g.parse_action(line).unwrap();
    let mut log = Vec::new();
    apply_logged(g, seat, a, 0, &mut log)
        .unwrap_or_else(|e| panic!("`{line}` by seat {seat} refused: {e}"));
    assert!(
        matches!(log[0].item, LogItem::Decision { .. }),
        "the decision comes first"
    );
    log
}

/// The events of `entries` with their visibility.
fn events(entries: &[Entry]) -> Vec<(Visibility, Event)> {
    entries
        .iter()
        .filter_map(|e| match &e.item {
            LogItem::Event { event } => Some((e.visibility, event.clone())),
            _ => None,
        })
        .collect()
}

/// The public events only.
fn public(entries: &[Entry]) -> Vec<Event> {
    events(entries)
        .into_iter()
        .filter(|(v, _)| *v == Visibility::Public)
        .map(|(_, e)| e)
        .collect()
}

fn space(notation: &str) -> SpaceId {
    match GlueckAuf::new_game(&engine::Setup {
        players: 4,
        seed: 0,
        options: Options::default(),
    })
    .unwrap()
    .parse_action(notation)
    .unwrap()
    {
        Action::Place(s) => SpaceId(s),
        other => panic!("not a space: {other:?}"),
    }
}

fn first_seat_0() -> Options {
    Options {
        first_player: Some(0),
        ..Options::default()
    }
}

#[test]
fn the_end_of_the_draft_places_the_leftover_and_fills_the_order_display() {
    let mut g = game_with(2, 1, first_seat_0());
    let mut buf = Vec::new();
    let mut last = Vec::new();
    while matches!(g.phase, Phase::Draft { .. }) {
        g.legal_actions(g.current, &mut buf);
        let line = buf[0].to_string();
        last = act(&mut g, &line);
    }
    let leftover = g.order_display[1];
    // 2 players: order 1 is blocked, the leftover goes on order 2 (spec §7 item 20).
    assert_eq!(
        public(&last),
        vec![
            Event::DraftLeftover {
                card: Card(leftover),
                space: space("order 2"),
            },
            Event::OrderRevealed {
                space: space("order 3"),
                card: OrderInfo::of(g.order_display[2]),
            },
            Event::OrderRevealed {
                space: space("order 4"),
                card: OrderInfo::of(g.order_display[3]),
            },
            Event::ShiftStarted {
                shift: 1,
                first_player: 0,
                workers: 18,
            },
        ]
    );
    let json = serde_json::to_value(&public(&last)[0]).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"type": "draft_leftover", "card": order_code(leftover), "space": "order 2"})
    );
    // Earlier picks log nothing but the decision.
    let mut h = game_with(2, 1, first_seat_0());
    h.legal_actions(h.current, &mut buf);
    let first = buf[0].to_string();
    assert_eq!(act(&mut h, &first).len(), 1);
}

#[test]
fn buying_a_tile_loads_its_coal_and_refills_the_space() {
    let mut g = started(2);
    g.players[0].money = 50;
    let tile = g.tile_display[0];
    let next = *g.tile_pile.as_slice().last().unwrap();
    let info = TileInfo::of(tile);
    let log = act(&mut g, "factory 1");
    assert_eq!(
        public(&log),
        vec![
            Event::TileBought {
                seat: 0,
                tile: info,
                money: 50 - info.cost,
            },
            Event::CoalLoaded {
                seat: 0,
                colour: info.colour,
                cubes: info.carts,
            },
            Event::TileRevealed {
                space: space("factory 1"),
                tile: TileInfo::of(next),
            },
        ]
    );
    assert_eq!(info.number, tile + 1, "tiles by their printed number");
    let json = serde_json::to_value(&public(&log)[0]).unwrap();
    assert_eq!(json["tile"]["number"], tile + 1);
    assert_eq!(json["tile"]["colour"], COLOUR_NAMES[info.colour as usize]);
    assert!(json["tile"]["side"] == "light" || json["tile"]["side"] == "dark");
}

#[test]
fn an_empty_pile_leaves_the_space_empty() {
    let mut g = started(2);
    g.players[0].money = 50;
    g.tile_pile.len = 0;
    let log = act(&mut g, "factory 2");
    assert_eq!(
        public(&log).last(),
        Some(&Event::SpaceStaysEmpty {
            space: space("factory 2"),
            pile: Items::Tiles,
        })
    );
    g.order_deck.len = 0;
    let card = g.order_display[2];
    let log = act(&mut g, "order 3");
    assert_eq!(
        public(&log),
        vec![
            Event::OrderTaken {
                seat: 1,
                card: OrderInfo::of(card),
                space: space("order 3"),
            },
            Event::SpaceStaysEmpty {
                space: space("order 3"),
                pile: Items::Orders,
            },
        ]
    );
}

#[test]
fn taking_a_displayed_order_reveals_the_next_card() {
    let mut g = started(3);
    let card = g.order_display[0];
    let next = *g.order_deck.as_slice().last().unwrap();
    let log = act(&mut g, "order 1");
    assert_eq!(
        public(&log),
        vec![
            Event::OrderTaken {
                seat: 0,
                card: OrderInfo::of(card),
                space: space("order 1"),
            },
            Event::OrderRevealed {
                space: space("order 1"),
                card: OrderInfo::of(next),
            },
        ]
    );
    let json = serde_json::to_value(&public(&log)[1]).unwrap();
    assert_eq!(json["card"]["id"], order_code(next));
}

#[test]
fn bumped_workers_and_marks() {
    let mut g = started(2);
    let m0 = g.players[0].money;
    assert_eq!(
        public(&act(&mut g, "money 4")),
        vec![Event::MarksGained {
            seat: 0,
            marks: 4,
            total: m0 + 4,
        }]
    );
    let m1 = g.players[1].money;
    assert_eq!(
        public(&act(&mut g, "money 4")),
        vec![
            Event::WorkersBumped {
                seat: 0,
                workers: 1,
                space: space("money 4"),
                by: 1,
            },
            Event::MarksGained {
                seat: 1,
                marks: 4,
                total: m1 + 4,
            },
        ]
    );
    assert_eq!(
        public(&act(&mut g, "bank")),
        vec![Event::MarksGained {
            seat: 0,
            marks: 1,
            total: m0 + 5,
        }]
    );
}

#[test]
fn the_last_worker_placed_is_announced() {
    let mut g = started(2);
    g.players[0].workers = 1;
    let log = act(&mut g, "bank");
    assert_eq!(public(&log)[1], Event::OutOfWorkers { seat: 0 });
    // Seat 1 now takes every turn.
    assert_eq!(g.current, 1);
    assert_eq!(act(&mut g, "bank").len(), 2);
    assert_eq!(g.current, 1);
}

#[test]
fn coal_shortage_and_substitution() {
    let mut g = started(2);
    g.players[0].money = 50;
    let tile = g.tile_display[0];
    let info = TileInfo::of(tile);
    let c = TILES[tile as usize].colour as usize;
    g.supply[c] = 0;
    let other = (c + 1) % 4;
    let log = act(&mut g, "factory 1");
    let evs = public(&log);
    assert_eq!(
        evs[..2],
        [
            Event::TileBought {
                seat: 0,
                tile: info,
                money: 50 - info.cost,
            },
            Event::CoalShortage {
                seat: 0,
                level: info.colour,
                carts: info.carts,
            },
        ]
    );
    assert_eq!(g.phase, Phase::Substitute);
    let log = act(&mut g, &format!("substitute {}", COLOUR_NAMES[other]));
    assert_eq!(
        public(&log)[0],
        Event::CoalSubstituted {
            seat: 0,
            level: info.colour,
            cube: Coal::of(other as u8),
        }
    );
}

#[test]
fn carts_stay_empty_without_coal_or_by_choice() {
    // No coal at all: the carts stay empty (spec §7 item 16).
    let mut g = started(2);
    g.players[0].money = 50;
    let info = TileInfo::of(g.tile_display[0]);
    g.supply = [0; 4];
    let log = act(&mut g, "factory 1");
    assert_eq!(
        public(&log)[1],
        Event::CartsLeftEmpty {
            seat: 0,
            level: info.colour,
            carts: info.carts,
        }
    );
    // By choice, with `optional_substitution`.
    let mut g = started_with(
        2,
        1,
        Options {
            optional_substitution: true,
            ..Options::default()
        },
    );
    g.players[0].money = 50;
    let info = TileInfo::of(g.tile_display[0]);
    g.supply[info.colour as usize] = 0;
    act(&mut g, "factory 1");
    let log = act(&mut g, "substitute none");
    assert_eq!(
        public(&log)[0],
        Event::CartsLeftEmpty {
            seat: 0,
            level: info.colour,
            carts: 1,
        }
    );
}

#[test]
fn top_five_tiles_are_seen_by_their_seat_only_and_returned_publicly() {
    let mut g = started(2);
    g.players[0].money = 100;
    let top5: Vec<u8> = g
        .tile_pile
        .as_slice()
        .iter()
        .rev()
        .take(5)
        .copied()
        .collect();
    let log = act(&mut g, "factory draw");
    assert_eq!(
        events(&log),
        vec![
            (
                Visibility::Public,
                Event::LookedAt {
                    seat: 0,
                    items: Items::Tiles,
                    count: 5,
                }
            ),
            (
                Visibility::Seat(0),
                Event::TilesDrawn {
                    seat: 0,
                    tiles: top5.iter().map(|&t| TileInfo::of(t)).collect(),
                }
            ),
        ]
    );
    let log = act(&mut g, &format!("take {}", top5[1] + 1));
    assert!(matches!(public(&log)[0], Event::TileBought { .. }));
    assert_eq!(public(&act(&mut g, "return bottom")), vec![]);
    // The order of the rest: only seat 0 sees these decisions.
    let rest = [top5[0], top5[2], top5[3], top5[4]];
    for (k, t) in rest[..3].iter().enumerate() {
        let log = act(&mut g, &format!("next {}", t + 1));
        assert_eq!(log[0].visibility, Visibility::Seat(0));
        if k < 2 {
            assert_eq!(log.len(), 1);
        } else {
            assert_eq!(
                public(&log),
                vec![Event::ItemsReturned {
                    seat: 0,
                    items: Items::Tiles,
                    count: 4,
                    bottom: true,
                }]
            );
        }
    }
}

#[test]
fn top_five_orders_kept_card_is_public() {
    let mut g = started(2);
    let top: Vec<u8> = g
        .order_deck
        .as_slice()
        .iter()
        .rev()
        .take(5)
        .copied()
        .collect();
    let log = act(&mut g, "order draw");
    let evs = events(&log);
    assert_eq!(
        evs[1],
        (
            Visibility::Seat(0),
            Event::OrdersDrawn {
                seat: 0,
                cards: top.iter().map(|&c| OrderInfo::of(c)).collect(),
            }
        )
    );
    let log = act(&mut g, &format!("take {}", order_code(top[3])));
    assert_eq!(
        public(&log),
        vec![Event::OrderKept {
            seat: 0,
            card: OrderInfo::of(top[3]),
        }]
    );
    act(&mut g, "return top");
    act(&mut g, &format!("next {}", order_code(top[2])));
    act(&mut g, &format!("next {}", order_code(top[0])));
    let log = act(&mut g, &format!("next {}", order_code(top[4])));
    assert_eq!(
        public(&log),
        vec![Event::ItemsReturned {
            seat: 0,
            items: Items::Orders,
            count: 4,
            bottom: false,
        }]
    );
    // A single item left goes back with the choice of the end alone.
    let mut g = started(2);
    let keep = g.order_deck.as_slice()[g.order_deck.len as usize - 1];
    g.order_deck.len = 2;
    g.order_deck.items[1] = keep;
    act(&mut g, "order draw");
    act(&mut g, &format!("take {}", order_code(keep)));
    let log = act(&mut g, "return bottom");
    assert_eq!(
        public(&log),
        vec![Event::ItemsReturned {
            seat: 0,
            items: Items::Orders,
            count: 1,
            bottom: true,
        }]
    );
}

#[test]
fn deliveries_per_card_with_vp_public_or_owner_only() {
    for public_cards in [true, false] {
        let mut g = started_with(
            3,
            1,
            Options {
                delivered_orders_public: public_cards,
                ..Options::default()
            },
        );
        set_pending(&mut g, 0, &["OC09", "OC10", "OT01"]);
        complete(&mut g, "OC09");
        complete(&mut g, "OC10");
        let log = act(&mut g, "deliver carriage");
        let delivered = |code: &str| Event::OrderDelivered {
            seat: 0,
            card: OrderInfo::of(card(code)),
            vp: ORDERS[card(code) as usize].vp,
            cubes: ORDERS[card(code) as usize].cells.into(),
        };
        let vis = if public_cards {
            Visibility::Public
        } else {
            Visibility::Seat(0)
        };
        let mut expected = vec![(vis, delivered("OC09")), (vis, delivered("OC10"))];
        if !public_cards {
            expected.push((
                Visibility::Public,
                Event::OrdersDelivered {
                    seat: 0,
                    transport: Transport::Carriage,
                    cards: 2,
                    vp: 19,
                },
            ));
        }
        assert_eq!(events(&log), expected);
        assert_eq!(g.players[0].vp_orders, 19);
    }
}

#[test]
fn mining_ends_with_the_steps_lost() {
    let mut g = started(2);
    act(&mut g, "mine 6");
    act(&mut g, "lift grey");
    assert_eq!(
        public(&act(&mut g, "stop")),
        vec![Event::MiningEnded {
            seat: 1 - 1,
            steps_lost: 5,
        }]
    );
    // Seat 1 uses up all steps.
    act(&mut g, "mine 10");
    for k in 0..10 {
        let log = act(
            &mut g,
            if k % 2 == 0 {
                "lift black"
            } else {
                "lift surface"
            },
        );
        if k < 9 {
            assert_eq!(log.len(), 1);
        } else {
            assert_eq!(
                public(&log),
                vec![Event::MiningEnded {
                    seat: 1,
                    steps_lost: 0,
                }]
            );
        }
    }
}

/// Ends the shift through `apply_logged` (as `end_shift_with_bank`).
fn end_shift_logged(g: &mut GlueckAuf) -> Vec<Entry> {
    let cur = g.current;
    for s in 0..g.n() {
        g.players[s].workers = if s as u8 == cur { 1 } else { 0 };
    }
    act(g, "bank")
}

#[test]
fn shift_scoring_per_element_first_player_and_new_shift() {
    let mut g = started(3);
    // Element 1 (yellow cells): seat 1 has 2, seat 0 has 1: first and second place.
    g.players[0].delivered = 1 << card("OW01");
    g.players[1].delivered = 1 << card("OW03");
    // Element 3 (grey cells): seats 0 and 2 tie on 1 (OC05, OT05): no second place.
    g.players[0].delivered |= 1 << card("OC05");
    g.players[2].delivered = 1 << card("OT05");
    // The factory: seat 2 has the most workers there.
    g.space_workers[0] = 2;
    g.space_owner[0] = 2;
    g.space_workers[1] = 1;
    g.space_owner[1] = 1;
    g.players[2].workers -= 2;
    g.players[1].workers -= 1;
    let log = end_shift_logged(&mut g);
    let evs = public(&log);
    let scoring = evs
        .iter()
        .position(|e| matches!(e, Event::ShiftScoring { .. }))
        .unwrap();
    assert_eq!(
        evs[scoring],
        Event::ShiftScoring {
            shift: 1,
            elements: 4
        }
    );
    let elements: Vec<&Event> = evs
        .iter()
        .filter(|e| matches!(e, Event::ElementScored { .. }))
        .collect();
    assert_eq!(elements.len(), 4);
    assert_eq!(
        *elements[0],
        Event::ElementScored {
            shift: 1,
            element: 1,
            what: Element::YellowCells,
            first_vp: 2,
            second_vp: 1,
            counts: vec![1, 2, 0],
            scored: vec![
                SeatScore {
                    seat: 1,
                    count: 2,
                    vp: 2
                },
                SeatScore {
                    seat: 0,
                    count: 1,
                    vp: 1
                },
            ],
            tie: false,
        }
    );
    assert_eq!(
        *elements[1],
        Event::ElementScored {
            shift: 1,
            element: 2,
            what: Element::BrownCells,
            first_vp: 3,
            second_vp: 1,
            counts: vec![0, 0, 0],
            scored: vec![],
            tie: false,
        }
    );
    let Event::ElementScored { scored, tie, .. } = elements[2] else {
        unreachable!()
    };
    assert!(*tie);
    assert_eq!(
        scored.iter().map(|s| (s.seat, s.vp)).collect::<Vec<_>>(),
        vec![(0, 4), (2, 4)]
    );
    // The VP in the events are the VP gained.
    assert_eq!(g.players[0].vp_shifts, 1 + 4);
    assert_eq!(g.players[1].vp_shifts, 2);
    assert_eq!(g.players[2].vp_shifts, 4);
    let tail = &evs[scoring + 5..];
    assert_eq!(
        tail,
        [
            Event::FirstPlayer {
                seat: 2,
                previous: 0,
                factory_workers: vec![0, 1, 2],
                tie: false,
            },
            Event::ShiftStarted {
                shift: 2,
                first_player: 2,
                workers: 15,
            },
        ]
    );
}

#[test]
fn first_player_on_a_tie_passes_clockwise() {
    let mut g = started(3);
    let log = end_shift_logged(&mut g);
    assert!(public(&log).contains(&Event::FirstPlayer {
        seat: 1,
        previous: 0,
        factory_workers: vec![0, 0, 0],
        tie: true,
    }));
}

#[test]
fn game_end_final_scoring_per_seat_and_winner() {
    let mut g = started(2);
    g.shift = 3;
    g.players[0].money = 17; // +3 VP, 2 left
    g.players[1].money = 4;
    set_pending(&mut g, 1, &["OW02"]);
    let log = end_shift_logged(&mut g);
    assert!(g.is_over());
    let evs = public(&log);
    assert!(evs.contains(&Event::ShiftScoring {
        shift: 3,
        elements: 12
    }));
    assert_eq!(
        evs.iter()
            .filter(|e| matches!(e, Event::ElementScored { .. }))
            .count(),
        12
    );
    let finals: Vec<&Event> = evs
        .iter()
        .filter(|e| matches!(e, Event::FinalScored { .. }))
        .collect();
    assert_eq!(finals.len(), 2);
    for (seat, e) in finals.iter().enumerate() {
        let f = g.final_score(seat as u8);
        let Event::FinalScored {
            seat: s,
            money_vp,
            marks_left,
            coal_vp,
            pending_vp,
            balance_vp,
            total,
            ..
        } = e
        else {
            unreachable!()
        };
        assert_eq!(*s as usize, seat);
        assert_eq!(
            (*money_vp, *coal_vp, *pending_vp, *balance_vp),
            (f.money, f.coal, f.pending, f.balance)
        );
        assert_eq!(*marks_left as i32, g.tiebreak(seat as u8));
        assert_eq!(*total, g.score(seat as u8));
    }
    let Event::FinalScored { pending_vp, .. } = finals[1] else {
        unreachable!()
    };
    assert_eq!(*pending_vp, -1);
    let winners: Vec<u8> = engine::winners(&g).iter().collect();
    assert_eq!(
        evs.last(),
        Some(&Event::GameWon {
            seats: winners.clone(),
            score: g.score(winners[0]),
            marks_left: (g.players[winners[0] as usize].money % 5) as u8,
        })
    );
}

#[test]
fn a_refused_action_logs_nothing() {
    let mut g = started(2);
    g.events_mut().set_recording(true);
    let mut log = Vec::new();
    for line in [
        "stop",
        "take none",
        "substitute grey",
        "lift grey",
        "order draw",
    ] {
        let a = g.parse_action(line).unwrap();
        if line == "order draw" {
            g.order_deck.len = 0; // not executable
        }
        let before = g.clone();
        assert!(apply_logged(&mut g, 0, a, 0, &mut log).is_err(), "{line}");
        assert_eq!(g, before);
        assert!(log.is_empty());
        assert!(g.events_mut().is_empty(), "{line}");
    }
    // Not its turn.
    let a = g.parse_action("bank").unwrap();
    assert!(apply_logged(&mut g, 1, a, 0, &mut log).is_err());
    assert!(log.is_empty() && g.events_mut().is_empty());
}

/// A random game's record (and the options it used).
fn random_record(players: u8, seed: u64, options: Options) -> GameRecord {
    let mut g = game_with(players, seed, options);
    let mut record = GameRecord::new::<GlueckAuf>(g.setup());
    let mut rng = rng_from_seed(seed ^ 0xE7E7);
    let mut buf = Vec::new();
    while let Some(seat) = g.to_move().first() {
        g.legal_actions(seat, &mut buf);
        let a = buf[below(&mut rng, buf.len() as u32) as usize];
        g.apply(seat, a).unwrap();
        record.push(seat, a);
    }
    record
}

fn options_for(seed: u64) -> Options {
    Options {
        delivered_orders_public: !seed.is_multiple_of(3),
        optional_substitution: seed % 4 == 1,
        allow_split_double_fill: seed % 5 == 2,
        prev_first_keeps_on_tie: seed.is_multiple_of(2),
        ..Options::default()
    }
}

/// The `type` names of every event kind, read from the event schema.
fn all_kinds() -> BTreeSet<String> {
    let schema = serde_json::to_value(schemars::schema_for!(Event)).unwrap();
    let mut kinds = BTreeSet::new();
    for variant in schema["oneOf"].as_array().unwrap() {
        let t = &variant["properties"]["type"];
        let name = t["const"].as_str().or_else(|| t["enum"][0].as_str());
        kinds.insert(name.unwrap().to_string());
    }
    kinds
}

#[test]
fn random_games_log_consistently_and_hide_draws_and_return_orders() {
    let kinds = all_kinds();
    assert_eq!(kinds.len(), 28, "{kinds:?}");
    let mut seen = BTreeSet::new();
    for seed in 0..120u64 {
        let players = 2 + (seed % 3) as u8;
        let options = options_for(seed);
        let record = random_record(players, seed, options.clone());
        let (game, log) = replay_logged::<GlueckAuf>(&record).unwrap();
        // Recording changes nothing in the game.
        let plain = engine::replay::<GlueckAuf>(&record).unwrap();
        assert_eq!(game, plain);
        assert!(game.is_over());
        // One decision per record action, in order, each followed by its events.
        let decisions: Vec<usize> = log
            .iter()
            .filter(|e| matches!(e.item, LogItem::Decision { .. }))
            .map(|e| e.index)
            .collect();
        assert_eq!(decisions, (0..record.actions.len()).collect::<Vec<_>>());
        assert!(log.windows(2).all(|w| w[0].index <= w[1].index));
        for e in &log {
            match &e.item {
                LogItem::Event { event } => {
                    let json = serde_json::to_value(event).unwrap();
                    seen.insert(json["type"].as_str().unwrap().to_string());
                    let text = json.to_string();
                    // Readable JSON: no Rust Debug text.
                    assert!(!text.contains("Some(") && !text.contains("None"), "{text}");
                    match event {
                        Event::TilesDrawn { seat, .. } | Event::OrdersDrawn { seat, .. } => {
                            assert_eq!(e.visibility, Visibility::Seat(*seat))
                        }
                        Event::OrderDelivered { seat, .. } if !options.delivered_orders_public => {
                            assert_eq!(e.visibility, Visibility::Seat(*seat))
                        }
                        _ => assert_eq!(e.visibility, Visibility::Public, "{event:?}"),
                    }
                }
                LogItem::Decision { seat, action } => match action {
                    Action::NextTile(_) | Action::NextOrder(_) => {
                        assert_eq!(e.visibility, Visibility::Seat(*seat))
                    }
                    _ => assert_eq!(e.visibility, Visibility::Public),
                },
            }
        }
        // What each seat (and a spectator) sees of the log: nothing of another seat's draw or
        // return order, nor (when hidden) of its delivered cards.
        for viewer in (0..players).map(Some).chain([None]) {
            for e in engine::visible_to(&log, viewer) {
                let own = |s: u8| viewer == Some(s);
                match &e.item {
                    LogItem::Decision {
                        seat,
                        action: Action::NextTile(_) | Action::NextOrder(_),
                    } => assert!(own(*seat), "{viewer:?} sees a return order"),
                    LogItem::Event {
                        event: Event::TilesDrawn { seat, .. } | Event::OrdersDrawn { seat, .. },
                    } => assert!(own(*seat), "{viewer:?} sees a draw of seat {seat}"),
                    LogItem::Event {
                        event: Event::OrderDelivered { seat, .. },
                    } if !options.delivered_orders_public => {
                        assert!(own(*seat), "{viewer:?} sees hidden delivered cards")
                    }
                    _ => {}
                }
            }
        }
    }
    // Random games meet every kind of event.
    let missing: Vec<&String> = kinds.difference(&seen).collect();
    assert!(missing.is_empty(), "never seen: {missing:?}");
}

/// Refused actions of every kind, in random positions with recording on, leave no event.
#[test]
fn refused_actions_in_random_positions_log_nothing() {
    let mut vocabulary: Vec<String> = [
        "factory draw",
        "mine 4",
        "mine 6",
        "mine 8",
        "mine 10",
        "deliver wheelbarrow",
        "deliver carriage",
        "deliver truck",
        "deliver train",
        "money 3",
        "money 5",
        "order draw",
        "bank",
        "take none",
        "return top",
        "return bottom",
        "substitute grey",
        "substitute none",
        "lift grey",
        "lift surface",
        "load grey",
        "load black",
        "store grey",
        "store yellow",
        "cube grey",
        "cube yellow storage",
        "stop",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for i in 1..=8 {
        vocabulary.push(format!("factory {i}"));
    }
    for i in 1..=4 {
        vocabulary.push(format!("order {i}"));
    }
    for t in [1, 17, 30, 48] {
        vocabulary.push(format!("take {t}"));
        vocabulary.push(format!("next {t}"));
    }
    for c in ["OW01", "OC10", "OT05", "OR11"] {
        for pattern in [
            "draft C",
            "take C",
            "next C",
            "fill C yellow",
            "fill C black storage",
            "double C grey",
        ] {
            vocabulary.push(pattern.replace('C', c));
        }
    }
    let mut refused = 0;
    let mut buf = Vec::new();
    for seed in 0..12u64 {
        let mut g = game_with(2 + (seed % 3) as u8, seed, options_for(seed));
        g.events_mut().set_recording(true);
        let mut rng = rng_from_seed(seed);
        while let Some(seat) = g.to_move().first() {
            for _ in 0..3 {
                let text = &vocabulary[below(&mut rng, vocabulary.len() as u32) as usize];
                let a = g.parse_action(text).unwrap();
                for s in [seat, (seat + 1) % g.n() as u8] {
                    let mut h = g.clone();
                    let mut log = Vec::new();
                    if apply_logged(&mut h, s, a, 0, &mut log).is_err() {
                        refused += 1;
                        assert!(log.is_empty(), "`{text}` refused but logged {log:?}");
                        assert!(h.events_mut().is_empty(), "`{text}` left events behind");
                        assert_eq!(h, g);
                    }
                }
            }
            g.legal_actions(seat, &mut buf);
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            let mut log = Vec::new();
            apply_logged(&mut g, seat, a, 0, &mut log).unwrap();
        }
    }
    assert!(refused > 1000, "{refused}");
}
