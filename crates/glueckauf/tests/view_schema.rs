//! The view JSON of many random-game positions, for every seat and a spectator, is valid
//! against the schema generated from the view types, and reads as the rules do.

use crate::common::*;
use engine::rng::{below, rng_from_seed};
use engine::{view_schema, Game};
use glueckauf::{GlueckAuf, Options};

#[test]
fn views_of_random_positions_match_the_schema() {
    let schema = view_schema::<GlueckAuf>();
    let validator = jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema");
    let mut buf = Vec::new();
    let mut checked = 0;
    for seed in 0..30u64 {
        let players = 2 + (seed % 3) as u8;
        let options = Options {
            delivered_orders_public: seed % 2 == 0,
            allow_split_double_fill: seed % 3 == 1,
            ..Options::default()
        };
        let mut g = game_with(players, seed, options);
        let mut rng = rng_from_seed(seed);
        let mut step = 0u32;
        loop {
            if step.is_multiple_of(7) || g.is_over() {
                for viewer in (0..players).map(Some).chain([None]) {
                    let json = serde_json::to_value(g.view(viewer)).unwrap();
                    if let Err(e) = validator.validate(&json) {
                        panic!("{e}\n{json:#}");
                    }
                    let text = json.to_string();
                    for debug in ["Some(", "None", "Draft {", "Take", "pick: "] {
                        assert!(!text.contains(debug), "`{debug}` in {text}");
                    }
                    checked += 1;
                }
            }
            let Some(seat) = g.to_move().first() else {
                break;
            };
            g.legal_actions(seat, &mut buf);
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            g.apply(seat, a).unwrap();
            step += 1;
        }
    }
    assert!(checked > 1000, "{checked}");
    // The schema rejects what is not a view.
    let mut bad = serde_json::to_value(started(2).view(Some(0))).unwrap();
    bad["spaces"][0]["space"] = serde_json::json!("factory 9");
    assert!(!validator.is_valid(&bad));
}

#[test]
fn the_view_names_things_as_the_rules_do() {
    let mut g = started(2);
    g.players[0].money = 100;
    play(&mut g, &["factory draw"]);
    let v = serde_json::to_value(g.view(Some(0))).unwrap();
    assert_eq!(v["phase"], serde_json::json!({"name": "take_tile"}));
    assert_eq!(v["spaces"][0]["space"], "factory 1");
    assert_eq!(v["spaces"][3]["space"], "factory 4");
    assert_eq!(v["spaces"][3]["blocked"], true, "factory 4 needs 3 players");
    assert_eq!(v["spaces"][8]["workers"], 1);
    assert_eq!(v["spaces"][8]["owner"], 0);
    assert_eq!(v["spaces"][8]["cost"], 2);
    let drawn = &v["drawn"];
    assert_eq!(drawn["count"], 5);
    assert_eq!(drawn["items"], "tiles");
    let t = g.drawn[0];
    assert_eq!(drawn["tiles"][0]["number"], t + 1);
    // The other seat sees how many, not which.
    let w = serde_json::to_value(g.view(Some(1))).unwrap();
    assert_eq!(w["drawn"]["count"], 5);
    assert!(w["drawn"]["tiles"].is_null());
    // Cards by id with their print, coal by colour name.
    let p = &v["seats"][0];
    let card = &p["pending"][0]["card"];
    assert!(card["id"].as_str().unwrap().starts_with('O'));
    assert_eq!(p["storage"], serde_json::json!({}));
    assert_eq!(
        p["levels"][2]["coal"],
        serde_json::json!({"grey": 1}),
        "the printed grey cart holds a grey cube"
    );
    assert_eq!(p["elevator"]["at"], "surface");
    assert_eq!(
        v["supply"],
        serde_json::json!({"yellow": 14, "brown": 14, "grey": 14, "black": 14})
    );
    // The coming shift scoring: elements 1–4 in shift 1.
    assert_eq!(v["scoring"].as_array().unwrap().len(), 4);
    assert_eq!(v["scoring"][0]["what"], "yellow_cells");
}
