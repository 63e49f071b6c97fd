//! The view JSON: valid against its generated schema for every seat and spectators in many
//! random positions, readable (names, not indices or Rust `Debug` text), and during simultaneous
//! planning free of other seats' plans and of how many planning steps they have taken.

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, visible_to, Game, GameLog, LogItem, Seat, Setup};
use haspelknecht::options::{LayoutChoice, PlanningMode};
use haspelknecht::state::Phase;
use haspelknecht::{Action, Haspelknecht, Options};
use serde_json::Value;

/// Every string value is a lowercase name (`first-game`, `tunnel`, `black`): no Rust `Debug`
/// text (`Take1(0)`, `Some(..)`), and no object key leaks internals.
fn readable(v: &Value, path: &str) {
    match v {
        Value::String(s) => assert!(
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'),
            "{path}: `{s}` is not a name"
        ),
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                readable(x, &format!("{path}[{i}]"));
            }
        }
        Value::Object(o) => {
            for (k, x) in o {
                for bad in ["rng", "seed", "mask", "bits", "index", "idx"] {
                    assert!(!k.contains(bad), "{path}.{k}: an internal field");
                }
                readable(x, &format!("{path}.{k}"));
            }
        }
        _ => {}
    }
}

#[test]
fn views_match_their_schema_and_read_as_names() {
    let schema = engine::view_schema::<Haspelknecht>();
    let validator = jsonschema::validator_for(&schema).expect("the view schema compiles");
    let mut buf = Vec::new();
    let mut checked = 0;
    for game in 0..60u64 {
        let mut options = Options::default();
        if game % 3 == 1 {
            options.planning_mode = PlanningMode::SequentialInTurnOrder;
        }
        if game % 3 == 2 {
            options.layout = LayoutChoice::Random;
        }
        let mut g = Haspelknecht::new_game(&Setup {
            players: 2 + (game % 3) as u8,
            seed: game,
            options,
        })
        .unwrap();
        let mut rng = rng_from_seed(game);
        let mut step = 0;
        loop {
            if step % 7 == 0 || g.is_over() {
                let viewers = (0..g.players() as Seat).map(Some).chain([None]);
                for viewer in viewers {
                    let json = serde_json::to_value(g.view(viewer)).unwrap();
                    if let Err(e) = validator.validate(&json) {
                        panic!("game {game} step {step} viewer {viewer:?}: {e}\n{json:#}");
                    }
                    readable(&json, "view");
                    checked += 1;
                }
            }
            if g.is_over() {
                break;
            }
            let movers: Vec<u8> = g.to_move().iter().collect();
            let seat = movers[below(&mut rng, movers.len() as u32) as usize];
            g.legal_actions(seat, &mut buf);
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            g.apply(seat, a).unwrap();
            step += 1;
        }
    }
    assert!(checked > 3000, "{checked}");
    // The schema documents the names a client reads.
    let text = schema.to_string();
    for name in [
        "take_discs",
        "planning",
        "buy_without_fee",
        "reachable",
        "yellow",
    ] {
        assert!(text.contains(name), "{name} missing from the schema");
    }
}

/// The view JSON names colours, pools and phases: a fixed position read as a client would.
#[test]
fn view_json_names_things() {
    let g = Haspelknecht::new_game(&Setup {
        players: 2,
        seed: 3,
        options: Options::default(),
    })
    .unwrap();
    let v = serde_json::to_value(g.view(Some(0))).unwrap();
    assert_eq!(v["phase"]["name"], "take_discs");
    assert_eq!(v["phase"]["step"], 1);
    assert_eq!(v["season"], "spring");
    assert_eq!(v["pools"][1]["pool"], 2);
    assert_eq!(v["pools"][1]["water"], true);
    let action = &v["pools"][0]["action"];
    let sum: u64 = ["black", "brown", "yellow"]
        .iter()
        .map(|c| action[c].as_u64().unwrap())
        .sum();
    assert_eq!(sum, 6);
    assert_eq!(v["board"][0]["tile"], 11);
    assert_eq!(v["board"][0]["cost"]["grey"], 1);
    assert_eq!(v["players"][0]["pinge"]["open"], 3);
    assert_eq!(v["players"][0]["pinge"]["blocked"], 4);
    assert_eq!(v["players"][0]["tunnel"]["sections"][3]["coal"], 2);
    assert_eq!(
        v["players"][0]["buy_without_fee"],
        serde_json::json!([11, 12, 13])
    );
    // The schema is strict enough to catch a wrong name or a wrong type.
    let validator = jsonschema::validator_for(&engine::view_schema::<Haspelknecht>()).unwrap();
    assert!(validator.is_valid(&v));
    for (path, bad) in [
        ("/season", serde_json::json!("winter")),
        ("/phase/name", serde_json::json!("Take1")),
        ("/players/0/coal", serde_json::json!(-1)),
        ("/pools/0/action", serde_json::json!([1, 2, 3])),
    ] {
        let mut w = v.clone();
        *w.pointer_mut(path).unwrap() = bad;
        assert!(!validator.is_valid(&w), "{path} accepted");
    }
}

/// During simultaneous planning, what a seat sees of the others (view, describe, log entries)
/// is the same whatever they have planned so far and however many steps they took: only
/// whether they are done.
#[test]
fn simultaneous_planning_reveals_only_who_is_done() {
    let mut buf = Vec::new();
    let mut positions = 0;
    for game in 0..200u64 {
        let players = 2 + (game % 3) as u8;
        let mut g = Haspelknecht::new_game(&Setup {
            players,
            seed: game,
            options: Options::default(),
        })
        .unwrap();
        let mut rng = rng_from_seed(game ^ 0xabc);
        let mut log: GameLog<Haspelknecht> = Vec::new();
        let mut index = 0;
        let mut planning_from = None;
        while !g.is_over() {
            let planning = matches!(g.phase, Phase::Planning(_));
            match (planning, planning_from) {
                (true, None) => planning_from = Some(log.len()),
                (false, Some(_)) => planning_from = None,
                _ => {}
            }
            if let Some(from) = planning_from {
                positions += 1;
                for s in 0..players {
                    // The same position with every other seat's plan wiped (done flags kept).
                    let mut wiped = g.clone();
                    for o in 0..players {
                        if o != s {
                            wiped.players[o as usize].plan = Default::default();
                        }
                    }
                    assert_eq!(g.view(Some(s)), wiped.view(Some(s)), "game {game}");
                    assert_eq!(g.describe(Some(s)), wiped.describe(Some(s)));
                    // The log since planning began: of the others only their `done`.
                    for e in visible_to(&log[from..], Some(s)) {
                        if let LogItem::Decision { seat, action } = &e.item {
                            if *seat != s {
                                assert_eq!(*action, Action::Done, "game {game}: {action}");
                            }
                        }
                        if let LogItem::Event { event } = &e.item {
                            panic!("an event during planning: {event:?}");
                        }
                    }
                    let dones = visible_to(&log[from..], Some(s))
                        .filter(|e| matches!(&e.item, LogItem::Decision { seat, .. } if *seat != s))
                        .count();
                    let done_others = (0..players)
                        .filter(|&o| o != s && g.players[o as usize].planned)
                        .count();
                    assert_eq!(dones, done_others);
                }
                // Spectators see no planning step at all but the `done`s.
                assert!(visible_to(&log[from..], None).all(|e| matches!(
                    &e.item,
                    LogItem::Decision {
                        action: Action::Done,
                        ..
                    }
                )));
            }
            let movers: Vec<u8> = g.to_move().iter().collect();
            let seat = movers[below(&mut rng, movers.len() as u32) as usize];
            g.legal_actions(seat, &mut buf);
            // plan a few steps before `done`, so that step counts differ between seats
            let non_done: Vec<_> = buf.iter().copied().filter(|a| *a != Action::Done).collect();
            let a = if planning_from.is_some() && !non_done.is_empty() && below(&mut rng, 3) != 0 {
                non_done[below(&mut rng, non_done.len() as u32) as usize]
            } else {
                buf[below(&mut rng, buf.len() as u32) as usize]
            };
            apply_logged(&mut g, seat, a, index, &mut log).unwrap();
            index += 1;
        }
    }
    assert!(positions > 2000, "{positions}");
}
