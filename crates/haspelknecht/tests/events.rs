//! Events through the public API (`engine::apply_logged`, `engine::replay_logged`): every kind
//! is met, and each says what the state change says; nothing is recorded by a refused action or
//! with recording off; a replayed record gives the same log.

use crate::common::*;
use engine::rng::{below, rng_from_seed};
use engine::{
    apply_logged, replay_logged, visible_to, Game, GameLog, GameRecord, LogItem, Setup, Visibility,
};
use haspelknecht::event::{Event, Gain};
use haspelknecht::options::{CharcoalKiln, LayoutChoice, PlanningMode};
use haspelknecht::pieces::tile_index;
use haspelknecht::score::{coal_table, Cat};
use haspelknecht::state::Phase;
use haspelknecht::terms::{Marker, Place, PlanView};
use haspelknecht::{Choice, Haspelknecht, Options, Res};
use std::collections::BTreeMap;

fn options(i: u64) -> Options {
    let mut o = Options::default();
    match i % 4 {
        1 => {
            o.rent_payment_voluntary = true;
            o.charcoal_kiln = CharcoalKiln::AnyTimeUnlimited;
            o.oil_lamp_any_time_in_action_phase = true;
        }
        2 => {
            o.planning_mode = PlanningMode::SequentialInTurnOrder;
            o.water_mill_multiple_pairs = true;
        }
        3 => {
            o.layout = LayoutChoice::Random;
            o.start_with_buildings = true;
        }
        _ => {}
    }
    o
}

/// Checks what each event of one applied action says against the states before and after.
fn check_events(before: &Haspelknecht, after: &Haspelknecht, events: &[Event], action: &str) {
    // An action that ends a phase also runs the automatic steps after it (pit water, refill,
    // winter, ...): then the stock changes of a step can no longer be read from the states.
    let rolled = events.iter().any(|e| {
        matches!(
            e,
            Event::SeasonBegins { .. } | Event::WinterBegins { .. } | Event::YearEnds { .. }
        )
    });
    for e in events {
        if rolled
            && matches!(
                e,
                Event::Produced { .. }
                    | Event::WaterRemoved { .. }
                    | Event::CoalHauled { .. }
                    | Event::WaterMill { .. }
                    | Event::CharcoalKiln { .. }
                    | Event::Rope { .. }
                    | Event::TileEffect { .. }
                    | Event::WaterReturned { .. }
            )
        {
            continue;
        }
        match e {
            Event::DiscsTaken {
                seat,
                step,
                pool,
                colour,
                count,
                pit_water,
            } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                let (cb, ca) = if *step == 1 {
                    (b.cart1, a.cart1)
                } else {
                    (b.cart2, a.cart2)
                };
                assert_eq!(ca[*colour as usize] - cb[*colour as usize], *count, "{e:?}");
                assert!((1..=after.players() as u8).contains(pool));
                assert_eq!(*pit_water, a.water() > b.water(), "{e:?}");
            }
            Event::TurnOrder { order } => {
                let seats: Vec<u8> = order.iter().map(|t| t.seat).collect();
                assert_eq!(seats, after.order[..after.players()].to_vec());
                for t in order {
                    let c = after.players[t.seat as usize].cart1;
                    assert_eq!(t.value, c[0] + 2 * c[1] + 3 * c[2]);
                }
                assert!(order.windows(2).all(|w| w[0].value <= w[1].value));
            }
            Event::PlansRevealed { plans } => {
                assert_eq!(plans.len(), after.players());
                // Planning ends with a `done`, which changes no plan.
                assert_eq!(action, "done");
                for p in plans {
                    let plan = before.players[p.seat as usize].plan;
                    assert_eq!(p.plan, PlanView::of(&plan), "{e:?}");
                }
            }
            Event::Produced {
                seat,
                resource,
                amount,
                ..
            } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                match resource {
                    Res::Food => assert_eq!(a.food - b.food, *amount),
                    Res::Wood => assert_eq!(a.wood - b.wood, *amount),
                    Res::Coal => panic!("coal is mined, not produced"),
                }
            }
            Event::CoalMined { seat, from, to, .. } => {
                let a = &after.players[*seat as usize];
                assert!(after.coal_mined(*seat) > before.coal_mined(*seat), "{e:?}");
                match from {
                    Place::Pinge => assert_eq!(*to, Place::Farm),
                    Place::Tunnel => {
                        assert_eq!(*to, Place::Shaft);
                        assert!(a.tunnel_mined > before.players[*seat as usize].tunnel_mined);
                    }
                    _ => panic!("{e:?}"),
                }
            }
            Event::WaterRemoved {
                seat, from, amount, ..
            } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert!(*amount >= 1 && *amount <= 2);
                match from {
                    Place::Pinge => assert_eq!(b.pinge_water - a.pinge_water, *amount),
                    Place::Shaft => assert_eq!(b.shaft_water - a.shaft_water, *amount),
                    _ => panic!("{e:?}"),
                }
            }
            Event::CoalHauled { seat, .. } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert_eq!(b.shaft_coal - a.shaft_coal, 1);
                assert_eq!(a.coal - b.coal, 1);
            }
            Event::PingeExhausted {
                seat,
                water_to_shaft,
                bonus_vp,
                ..
            } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert!(!b.exhausted && a.exhausted);
                assert!(a.shaft_water >= *water_to_shaft);
                assert_eq!(*bonus_vp as i16, a.vp[Cat::PingeBonus as usize]);
                assert_eq!(
                    *bonus_vp,
                    [2, 1, 0][before.year as usize - 1],
                    "the Pinge bonus of year {}",
                    before.year
                );
            }
            Event::WaterMill {
                seat,
                thaler,
                food,
                vp,
            } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert_eq!(a.thaler - b.thaler, *thaler);
                assert_eq!(a.food - b.food, *food);
                assert_eq!(*vp, 2 * food);
            }
            Event::CharcoalKiln { seat } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert_eq!((b.wood - a.wood, a.coal - b.coal), (2, 2));
            }
            Event::Rope { seat, .. } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert_eq!(b.water() - a.water(), 1);
                assert_eq!(a.score() - b.score(), 1);
            }
            Event::DevelopmentAcquired {
                seat,
                tile,
                rank,
                vp,
                fee,
                ..
            } => {
                let i = tile_index(*tile).unwrap();
                assert!(!before.players[*seat as usize].owns(i));
                assert!(after.players[*seat as usize].owns(i));
                assert_eq!(*rank, after.stack_len[i]);
                assert_eq!(*vp as i16, (*tile as i16 / 10 - *rank as i16 + 1).max(0));
                if let Some(f) = fee {
                    assert_eq!(Some(f.to), before.top_owner(i));
                    assert!(action.contains("fee"), "{action}");
                }
            }
            Event::TileEffect { seat, tile, gains } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                for g in gains {
                    match g {
                        Gain::Thaler(n) => assert!(a.thaler >= b.thaler + n, "{e:?}"),
                        Gain::Marker(m) => assert!(a.markers & m.bit() != 0),
                        Gain::Building(bd) => assert_eq!(bd.tile(), *tile),
                        _ => {}
                    }
                }
                assert!(!gains.is_empty(), "{e:?}");
            }
            Event::TileChoice { choice, .. } => {
                let want = match choice {
                    Choice::Exchange(n) => format!("exchange {n}"),
                    Choice::Nothing => "choose nothing".into(),
                    Choice::Water => "choose water".into(),
                    Choice::Wood => "choose wood".into(),
                    Choice::Thaler => "choose thaler".into(),
                    Choice::Mine => "choose mine".into(),
                };
                assert_eq!(action, want);
            }
            Event::WinterCoal {
                seat,
                coal,
                vp,
                horse_wagon,
            } => {
                // the coal at scoring stays on the farm until storage (a later decision)
                assert_eq!(*coal, after.players[*seat as usize].coal);
                let want = if *horse_wagon {
                    *coal as i16
                } else {
                    coal_table(*coal)
                };
                assert_eq!(*vp as i16, want);
            }
            Event::Rent {
                seat,
                food,
                thaler,
                debt,
            } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert_eq!(a.debt - b.debt, *debt);
                let rent = [2, 3, 3][before.year as usize - 1];
                assert_eq!(food + thaler + debt, rent);
                assert!(*thaler <= b.thaler.max(a.thaler + thaler));
            }
            Event::Storage {
                seat,
                kept,
                discarded,
                ..
            } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert_eq!((a.coal, a.wood, a.food), (kept.coal, kept.wood, kept.food));
                assert_eq!(b.coal, kept.coal + discarded.coal);
                assert_eq!(b.wood, kept.wood + discarded.wood);
            }
            Event::FinalScoring { seat, lines, total } => {
                assert!(after.is_over());
                assert_eq!(*total, after.score(*seat));
                for l in lines {
                    assert_ne!(l.points, 0);
                }
            }
            Event::GameEnds { winners, standings } => {
                let w: Vec<u8> = engine::winners(after).iter().collect();
                let mut got = winners.clone();
                got.sort_unstable();
                assert_eq!(got, w);
                assert_eq!(standings.len(), after.players());
                for s in standings {
                    assert_eq!(s.score, after.score(s.seat));
                    assert_eq!(s.coal_mined, after.coal_mined(s.seat));
                }
            }
            Event::SeasonBegins { year, .. } => assert_eq!(*year, after.year),
            Event::WinterBegins { year } => assert_eq!(*year, before.year),
            Event::YearEnds { year } => assert!(*year == before.year),
            Event::PitWater {
                received, bucket, ..
            } => {
                assert_eq!(received.len() + bucket.len(), after.players());
                for s in bucket {
                    assert!(after.players[*s as usize].owns(tile_index(21).unwrap()));
                }
            }
            Event::PoolRefilled { pool, reserve, .. } => {
                let r = after.reserve_pools[*pool as usize - 1];
                assert_eq!([reserve.black, reserve.brown, reserve.yellow], r);
            }
            Event::OilLamp { seat, .. } => {
                assert_ne!(
                    before.players[*seat as usize].markers & Marker::Lamp.bit(),
                    0
                );
                assert_eq!(
                    after.players[*seat as usize].markers & Marker::Lamp.bit(),
                    0
                );
            }
            Event::WaterReturned { seat } => {
                let (b, a) = (
                    &before.players[*seat as usize],
                    &after.players[*seat as usize],
                );
                assert_eq!(b.water() - a.water(), 1);
            }
            Event::WorkersUnused { workers, .. } => {
                assert!(!workers.is_empty());
                assert_eq!(action, "end");
            }
            Event::DiscsReturned { .. } | Event::SynergyAction { .. } => {}
        }
    }
}

/// Plays random games with recording on; checks every event against the state change, and
/// counts the kinds met.
#[test]
fn every_event_kind_is_met_and_says_what_happened() {
    let mut kinds: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut buf = Vec::new();
    for game in 0..400u64 {
        let setup = Setup {
            players: 2 + (game % 3) as u8,
            seed: game,
            options: options(game),
        };
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        let mut rng = rng_from_seed(game);
        let mut log: GameLog<Haspelknecht> = Vec::new();
        let mut index = 0;
        // A bias towards doing things: acquisitions, workers and choices over `stop`/`end`.
        while !g.is_over() {
            let movers: Vec<u8> = g.to_move().iter().collect();
            let seat = movers[below(&mut rng, movers.len() as u32) as usize];
            g.legal_actions(seat, &mut buf);
            let busy: Vec<_> = buf
                .iter()
                .copied()
                .filter(|a| {
                    let t = a.to_string();
                    t != "end" && t != "stop" && t != "done" && t != "pass" && t != "store"
                })
                .collect();
            let pool = if !busy.is_empty() && below(&mut rng, 4) != 0 {
                &busy
            } else {
                &buf
            };
            let a = pool[below(&mut rng, pool.len() as u32) as usize];
            let before = g.clone();
            let from = log.len();
            apply_logged(&mut g, seat, a, index, &mut log).unwrap();
            index += 1;
            let events: Vec<Event> = log[from..]
                .iter()
                .filter_map(|e| match &e.item {
                    LogItem::Event { event } => {
                        assert_eq!(e.visibility, Visibility::Public);
                        Some(event.clone())
                    }
                    LogItem::Decision { .. } => None,
                })
                .collect();
            check_events(&before, &g, &events, &a.to_string());
            for e in &events {
                *kinds.entry(e.kind()).or_default() += 1;
            }
        }
    }
    let missing: Vec<&str> = Event::KINDS
        .iter()
        .copied()
        .filter(|k| !kinds.contains_key(k))
        .collect();
    assert!(missing.is_empty(), "never met: {missing:?}\n{kinds:#?}");
}

/// The events of one action: a scenario per kind that random games meet rarely or whose data
/// is checked exactly here.
fn logged(g: &mut Haspelknecht, seat: u8, text: &str) -> Vec<Event> {
    let a = g.parse_action(text).unwrap();
    let mut log: GameLog<Haspelknecht> = Vec::new();
    apply_logged(g, seat, a, 0, &mut log)
        .unwrap_or_else(|e| panic!("`{text}` refused: {e}\n{}", g.describe(None)));
    log.into_iter()
        .filter_map(|e| match e.item {
            LogItem::Event { event } => Some(event),
            LogItem::Decision { .. } => None,
        })
        .collect()
}

fn scenario(players: u8) -> Haspelknecht {
    let mut g: Haspelknecht = engine::testing::new_game(players, 1);
    g.order = [0, 1, 2, 3];
    g
}

/// The farmer of seat 0 holds `discs` (black, brown, yellow) and everybody else nothing.
fn farmer_plan(g: &mut Haspelknecht, discs: [u8; 3]) {
    for p in g.players.iter_mut() {
        p.cart1 = [0; 3];
        p.cart2 = [0; 3];
    }
    g.players[0].cart1 = discs;
    g.scenario_planning();
    for (c, name) in ["black", "brown", "yellow"].iter().enumerate() {
        for _ in 0..discs[c] {
            act(g, 0, &format!("farmer {name}"));
        }
    }
    for s in 0..g.players() as u8 {
        act(g, s, "done");
    }
}

#[test]
fn acquisition_fee_effect_and_choice_events() {
    // Tile 31 (pit props) bought by a non-adjacent farmer: the fee goes to its top owner.
    let mut g = scenario(2);
    give_tile(&mut g, 1, 31);
    give_tile(&mut g, 0, 11);
    g.players[0].coal = 1;
    farmer_plan(&mut g, [2, 2, 0]);
    let events = logged(&mut g, 0, "activate farmer");
    assert!(events.is_empty(), "{events:?}");
    assert!(legal(&g, 0).contains(&"acquire 31 fee coal".to_string()));
    let events = logged(&mut g, 0, "acquire 31 fee coal");
    match &events[..] {
        [Event::DevelopmentAcquired {
            seat: 0,
            tile: 31,
            rank: 2,
            vp: 2,
            fee: Some(f),
            ..
        }] => {
            assert_eq!((f.resource, f.to), (Res::Coal, 1));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g.players[1].coal, 1, "the fee reached the top owner");
    // The old notation `choose 0` means `choose wood` for tile 31.
    assert_eq!(
        g.parse_action("choose 0").unwrap(),
        g.parse_action("choose wood").unwrap()
    );
    let events = logged(&mut g, 0, "choose wood");
    assert_eq!(
        events[..1],
        [Event::TileChoice {
            seat: 0,
            tile: 31,
            choice: Choice::Wood
        }]
    );
    assert_eq!(g.players[0].wood, 3);
}

#[test]
fn tile_effect_lists_the_gains() {
    for (tile, want) in [
        (45, vec![Gain::Thaler(3)]),
        (44, vec![Gain::Thaler(1), Gain::Food(1), Gain::CoalVpEach]),
        (32, vec![Gain::Thaler(1), Gain::Marker(Marker::Lamp)]),
        (
            12,
            vec![Gain::Building(haspelknecht::terms::Building::Barn)],
        ),
        (13, vec![Gain::ImprovedFarmhand]),
        (21, vec![Gain::NoPitWater]),
    ] {
        let mut g = scenario(4);
        // adjacency: own the whole row above
        if tile > 20 {
            for own in 1..=5 {
                give_tile(&mut g, 0, (tile / 10 - 1) * 10 + own);
            }
        }
        let i = tile_index(tile).unwrap();
        let cost = g.rules.costs[i];
        let discs = [cost[0] + cost[3], cost[1], cost[2]];
        farmer_plan(&mut g, discs);
        act(&mut g, 0, "activate farmer");
        let events = logged(&mut g, 0, &format!("acquire {tile}"));
        assert!(
            matches!(events[0], Event::DevelopmentAcquired { seat: 0, .. }),
            "{events:?}"
        );
        assert_eq!(
            events[1],
            Event::TileEffect {
                seat: 0,
                tile,
                gains: want
            }
        );
    }
}

#[test]
fn pinge_exhaustion_event_with_the_bonus() {
    let mut g = scenario(2);
    g.players[0].pinge_coal = 1;
    g.players[0].pinge_wood = 2;
    g.players[0].pinge_water = 1;
    farmer_plan(&mut g, [1, 0, 0]);
    act(&mut g, 0, "activate farmer");
    let events = logged(&mut g, 0, "mine");
    assert_eq!(
        events[..2],
        [
            Event::CoalMined {
                seat: 0,
                worker: haspelknecht::Worker::Farmer,
                from: Place::Pinge,
                to: Place::Farm
            },
            Event::PingeExhausted {
                seat: 0,
                water_to_shaft: 1,
                wood_returned: 2,
                bonus_vp: 2
            }
        ]
    );
    // Nothing else to do: the phase moved on.
    assert!(events[2..]
        .iter()
        .any(|e| matches!(e, Event::SeasonBegins { .. })));
}

#[test]
fn winter_events_rent_debt_storage_year_end() {
    let mut g = scenario(2);
    g.players[0].coal = 4;
    g.players[0].food = 1;
    g.players[0].wood = 2;
    g.events.set_recording(true);
    g.scenario_winter();
    let events = g.events.take();
    let events: Vec<Event> = events.into_iter().map(|l| l.event).collect();
    assert!(events.contains(&Event::WinterCoal {
        seat: 0,
        coal: 4,
        vp: 3,
        horse_wagon: false
    }));
    assert!(events.contains(&Event::Rent {
        seat: 0,
        food: 1,
        thaler: 0,
        debt: 1
    }));
    let events = logged(&mut g, 0, "store farm=wood");
    assert_eq!(
        events[..1],
        [Event::Storage {
            seat: 0,
            kept: haspelknecht::event::Goods {
                coal: 0,
                wood: 1,
                food: 0
            },
            vp: 1,
            discarded: haspelknecht::event::Goods {
                coal: 4,
                wood: 1,
                food: 0
            }
        }]
    );
    // Seat 1 has nothing to store: the year ends, the next begins with pit water.
    assert_eq!(g.year, 2);
    assert_eq!(events[1], Event::YearEnds { year: 1 });
    assert!(matches!(events[2], Event::PitWater { .. }));
}

/// A refused action records nothing; with recording off nothing is kept.
#[test]
fn refused_actions_and_playouts_record_nothing() {
    let mut buf = Vec::new();
    let mut g = scenario(3);
    g.events.set_recording(true);
    let mut rng = rng_from_seed(3);
    let vocab: Vec<_> = [
        "pass",
        "done",
        "end",
        "mine",
        "store",
        "choose wood",
        "kiln",
    ]
    .iter()
    .map(|t| g.parse_action(t).unwrap())
    .collect();
    while !g.is_over() {
        let seat = g.to_move().first().unwrap();
        g.legal_actions(seat, &mut buf);
        let _ = g.events.take();
        for &a in &vocab {
            if !buf.contains(&a) {
                assert!(g.apply(seat, a).is_err());
                assert!(g.events.is_empty(), "`{a}` was refused but recorded events");
            }
        }
        let a = buf[below(&mut rng, buf.len() as u32) as usize];
        g.apply(seat, a).unwrap();
    }
    let mut off = scenario(3);
    let mut rng = rng_from_seed(3);
    engine::random_playout(&mut off, &mut rng, &mut buf);
    assert!(off.events.is_empty());
    assert!(!off.events.is_recording());
}

/// A random policy that favours tile effects: choices, acquisitions, the farmer's work and
/// mixed tokens on the farmer.
fn eager(buf: &[haspelknecht::Action], rng: &mut engine::Rng) -> haspelknecht::Action {
    let rank = |a: &haspelknecht::Action| {
        let t = a.to_string();
        if t.starts_with("choose") || t.starts_with("exchange") {
            0
        } else if t.starts_with("acquire") {
            1
        } else if t == "activate farmer" {
            2
        } else if t.starts_with("farmer ") {
            3
        } else {
            4
        }
    };
    let best = buf.iter().map(rank).min().unwrap_or(4);
    let pool: Vec<_> = if best < 4 && below(rng, 5) != 0 {
        buf.iter().copied().filter(|a| rank(a) == best).collect()
    } else {
        buf.to_vec()
    };
    pool[below(rng, pool.len() as u32) as usize]
}

/// `replay_logged` of a record gives the log of playing it; old records with `choose N` replay
/// to the same game.
#[test]
fn replayed_records_give_the_same_log_and_old_choices_still_read() {
    let mut buf = Vec::new();
    let mut with_choices = 0;
    for game in 0..120u64 {
        let setup = Setup {
            players: 2 + (game % 3) as u8,
            seed: game,
            options: Options::default(),
        };
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        let mut rec = GameRecord::new::<Haspelknecht>(&setup);
        let mut old = GameRecord::new::<Haspelknecht>(&setup);
        let mut log: GameLog<Haspelknecht> = Vec::new();
        let mut rng = rng_from_seed(game ^ 77);
        let mut index = 0;
        while !g.is_over() {
            let seat = g.to_move().first().unwrap();
            g.legal_actions(seat, &mut buf);
            let a = eager(&buf, &mut rng);
            let text = a.to_string();
            let old_text = match (g.exec.pending, a) {
                (Some(p), haspelknecht::Action::Choose(c)) => {
                    with_choices += 1;
                    let code = (0..=2u8)
                        .find(|&n| Choice::from_code(p, n) == Some(c))
                        .unwrap();
                    format!("choose {code}")
                }
                _ => text.clone(),
            };
            rec.actions.push(format!("{seat}: {text}"));
            old.actions.push(format!("{seat}: {old_text}"));
            apply_logged(&mut g, seat, a, index, &mut log).unwrap();
            index += 1;
        }
        let (replayed, relog) = replay_logged::<Haspelknecht>(&rec).unwrap();
        assert!(replayed == g);
        assert_eq!(relog, log);
        let (old_game, old_log) = replay_logged::<Haspelknecht>(&old).unwrap();
        assert!(old_game == g, "an old record replays to the same game");
        assert_eq!(old_log, log);
        for seat in 0..g.players() as u8 {
            assert!(visible_to(&log, Some(seat)).count() <= log.len());
        }
    }
    assert!(with_choices > 20, "{with_choices} choices");
}

/// During planning the phase says which seats still plan, not what they planned.
#[test]
fn planning_steps_are_only_seen_by_their_seat() {
    let mut g = scenario(2);
    g.players[0].cart1 = [2, 0, 0];
    g.players[1].cart1 = [0, 3, 0];
    g.scenario_planning();
    assert!(matches!(g.phase, Phase::Planning(_)));
    let a = g.parse_action("farmer black").unwrap();
    assert_eq!(g.decision_visibility(0, a), Visibility::Seat(0));
    let done = g.parse_action("done").unwrap();
    assert_eq!(g.decision_visibility(0, done), Visibility::Public);
    let mut log: GameLog<Haspelknecht> = Vec::new();
    apply_logged(&mut g, 0, a, 0, &mut log).unwrap();
    apply_logged(&mut g, 0, a, 1, &mut log).unwrap();
    assert_eq!(visible_to(&log, Some(1)).count(), 0);
    apply_logged(&mut g, 0, done, 2, &mut log).unwrap();
    assert_eq!(visible_to(&log, Some(1)).count(), 1);
    apply_logged(&mut g, 1, done, 3, &mut log).unwrap();
    // the reveal shows both plans to everybody
    let revealed = visible_to(&log, None)
        .filter_map(|e| match &e.item {
            LogItem::Event {
                event: Event::PlansRevealed { plans },
            } => Some(plans.clone()),
            _ => None,
        })
        .next()
        .expect("plans revealed");
    assert_eq!(revealed[0].plan.farmer.black, 2);
    // Under open planning every step is public.
    let mut h = Haspelknecht::new_game(&Setup {
        players: 2,
        seed: 1,
        options: Options {
            planning_mode: PlanningMode::SequentialInTurnOrder,
            ..Options::default()
        },
    })
    .unwrap();
    h.players[0].cart1 = [2, 0, 0];
    h.scenario_planning();
    let s = h.to_move().first().unwrap();
    let mut buf = Vec::new();
    h.legal_actions(s, &mut buf);
    assert_eq!(h.decision_visibility(s, buf[0]), Visibility::Public);
}
