//! Every message Haspelknecht produces has its text in the English catalogue: the events of
//! many random games, the explanation of every legal action met, the rules help, the score and
//! tie-break lines and every rule error. A missing key or argument fails.

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, Game, GameLog, LogItem, Msg, RuleError, Setup};
use haspelknecht::options::{CharcoalKiln, CoalDiggerMode, LayoutChoice, OverSix, PlanningMode};
use haspelknecht::{Haspelknecht, Options};
use present::{catalog, error_key, Catalog, Lang};
use std::collections::BTreeSet;

fn check(cat: &Catalog, msg: &Msg, what: &str, failures: &mut BTreeSet<String>) {
    if let Err(errors) = cat.check(msg) {
        failures.insert(format!("{what} {}: {}", msg.key, errors.join("; ")));
    }
}

/// Options that reach every kind of message between them.
fn options(i: u64) -> Options {
    let mut o = Options::default();
    match i % 5 {
        1 => {
            o.rent_payment_voluntary = true;
            o.charcoal_kiln = CharcoalKiln::AnyTimeUnlimited;
            o.oil_lamp_any_time_in_action_phase = true;
        }
        2 => {
            o.planning_mode = PlanningMode::SequentialInTurnOrder;
            o.coal_digger_mode = CoalDiggerMode::Automatic;
            o.over_six_same_colour = OverSix::TakeAll;
            o.second_take_may_take_fewer = true;
        }
        3 => {
            o.layout = LayoutChoice::Random;
            o.water_mill_multiple_pairs = true;
            o.start_with_buildings = true;
            o.start_with_improved_farmhand = true;
        }
        4 => {
            o.own_workers_remove_shaft_water = true;
            o.mine_cart_coal_before_exhaustion = true;
            o.hired_workers_follow_live_state = true;
            o.over_six_same_colour = OverSix::CapFive;
        }
        _ => {}
    }
    o
}

/// Every notation the game knows, to provoke every refusal.
fn vocabulary(g: &Haspelknecht) -> Vec<haspelknecht::Action> {
    let mut texts: Vec<String> = [
        "pass",
        "return-water",
        "keep-water",
        "winch",
        "done",
        "produce",
        "mine",
        "drain",
        "haul",
        "stop",
        "wood pinge",
        "wood tunnel",
        "rope",
        "kiln",
        "end",
        "rent 2 1",
        "rent 0 2",
        "rent 1 0",
        "store",
        "store farm=wood",
        "store barn=food",
        "store lager-coal",
        "store farm=coal barn=food lager-coal lager-wood",
        "choose nothing",
        "choose water",
        "choose wood",
        "choose thaler",
        "choose mine",
        "exchange 0",
        "exchange 1",
        "exchange 2",
        "lamp 1 black yellow",
        "lamp 2 brown black",
        "lamp 1 black black",
        "lamp 4 black yellow",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for tile in [
        11, 12, 13, 14, 15, 21, 22, 23, 24, 25, 31, 32, 33, 34, 35, 41, 42, 43, 44, 45,
    ] {
        texts.push(format!("acquire {tile}"));
        for r in ["coal", "wood", "food"] {
            texts.push(format!("acquire {tile} fee {r}"));
        }
    }
    for pool in 1..=4 {
        for c in ["black", "brown", "yellow"] {
            for n in 1..=7 {
                texts.push(format!("take {pool} {c} {n}"));
            }
        }
    }
    for w in ["farmer", "farmhand", "mill"] {
        for t in [
            "black",
            "brown",
            "yellow",
            "hammer",
            "ladder",
            "wheelbarrow",
        ] {
            texts.push(format!("{w} {t}"));
        }
    }
    for w in ["digger", "hewer", "haspel"] {
        for t in ["yellow", "wheelbarrow", "food", "thaler"] {
            texts.push(format!("{w} {t}"));
        }
    }
    for w in [
        "farmer", "farmhand", "digger", "hewer", "haspel", "winch", "mill",
    ] {
        texts.push(format!("activate {w}"));
    }
    texts.iter().map(|t| g.parse_action(t).unwrap()).collect()
}

#[test]
fn every_haspelknecht_message_has_its_english_text() {
    let cat = catalog(Lang::En);
    let mut failures = BTreeSet::new();
    let mut events = 0usize;
    let mut explained = 0usize;
    let mut refusals = BTreeSet::new();
    for game in 0..200u64 {
        let setup = Setup {
            players: 2 + (game % 3) as u8,
            seed: game,
            options: options(game),
        };
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        let vocab = vocabulary(&g);
        let mut rng = rng_from_seed(game ^ 0x5eed);
        let mut log: GameLog<Haspelknecht> = Vec::new();
        let mut buf = Vec::new();
        let mut index = 0;
        while !g.is_over() {
            let movers: Vec<u8> = g.to_move().iter().collect();
            let seat = movers[below(&mut rng, movers.len() as u32) as usize];
            g.legal_actions(seat, &mut buf);
            // Explanations of every legal action met.
            for &a in &buf {
                check(
                    cat,
                    &g.explain(seat, a),
                    &format!("explain `{a}`"),
                    &mut failures,
                );
                check(
                    cat,
                    &Haspelknecht::decision_message(seat, a),
                    &format!("decision `{a}`"),
                    &mut failures,
                );
                explained += 1;
            }
            // Refusals: every illegal action of the vocabulary, in some games.
            if game % 5 == 0 {
                for &a in &vocab {
                    if buf.contains(&a) {
                        continue;
                    }
                    let mut h = g.clone();
                    if let Err(RuleError::Illegal(text)) = h.apply(seat, a) {
                        refusals.insert(text);
                    }
                }
            }
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            apply_logged(&mut g, seat, a, index, &mut log).unwrap();
            index += 1;
        }
        for entry in &log {
            if let LogItem::Event { event } = &entry.item {
                check(
                    cat,
                    &Haspelknecht::event_message(event),
                    "event",
                    &mut failures,
                );
                events += 1;
            }
            check(
                cat,
                &present::log::entry_message::<Haspelknecht>(entry),
                "log line",
                &mut failures,
            );
        }
        for seat in 0..g.players() as u8 {
            for line in g
                .score_breakdown(seat)
                .iter()
                .chain(&g.tiebreak_parts(seat))
            {
                if !cat.has(&line.category) {
                    failures.insert(format!("score category {}", line.category));
                }
            }
        }
    }
    for text in &refusals {
        let key = error_key("haspelknecht", text);
        if !cat.has(&key) {
            failures.insert(format!("refusal `{text}` ({key})"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} missing:\n{}",
        failures.len(),
        failures.into_iter().collect::<Vec<_>>().join("\n")
    );
    assert!(events > 10_000, "{events} events");
    assert!(explained > 10_000, "{explained} explanations");
    assert!(refusals.len() > 55, "{} refusals met", refusals.len());
}

#[test]
fn every_help_entry_has_its_english_text() {
    let cat = catalog(Lang::En);
    let mut failures = BTreeSet::new();
    let help = Haspelknecht::help();
    for e in &help {
        check(
            cat,
            &Msg::new(e.group),
            &format!("group of {}", e.id),
            &mut failures,
        );
        check(cat, &e.name, &format!("name of {}", e.id), &mut failures);
        check(cat, &e.text, &format!("text of {}", e.id), &mut failures);
    }
    assert!(failures.is_empty(), "{failures:#?}");
    // Every rule option has a one-line description, under its JSON name.
    let json = serde_json::to_value(Options::default()).unwrap();
    let names: BTreeSet<&str> = json
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let options: BTreeSet<&str> = help
        .iter()
        .filter(|e| e.group == "help-group-options")
        .map(|e| e.id.as_str())
        .collect();
    assert_eq!(options, names);
    for id in ["11", "25", "45"] {
        assert!(help
            .iter()
            .any(|e| e.group == "hk-help-group-tiles" && e.id == id));
    }
    let text = cat.text(
        &help.iter().find(|e| e.id == "31").unwrap().text,
        &present::DefaultNames(Lang::En),
    );
    assert!(text.contains("3 wood and 1 pit water"), "{text}");
    assert!(text.contains("1 black + 3 grey"), "{text}");
}

/// The texts of every `RuleError::Illegal` in the rules code (found in the sources, so a new
/// refusal without a text fails here even if no random game meets it).
#[test]
fn every_rule_error_of_the_sources_has_its_english_text() {
    let sources = [
        include_str!("../../haspelknecht/src/refusal.rs"),
        include_str!("../../haspelknecht/src/flow.rs"),
        include_str!("../../haspelknecht/src/discs.rs"),
        include_str!("../../haspelknecht/src/planning.rs"),
        include_str!("../../haspelknecht/src/workers.rs"),
        include_str!("../../haspelknecht/src/developments.rs"),
        include_str!("../../haspelknecht/src/winter.rs"),
        include_str!("../../haspelknecht/src/mine.rs"),
        include_str!("../../haspelknecht/src/lib.rs"),
    ];
    let cat = catalog(Lang::En);
    let mut texts = BTreeSet::new();
    for (i, src) in sources.iter().enumerate() {
        // refusal.rs holds nothing but refusal texts; elsewhere a text follows `Illegal(`,
        // `illegal(` or `Err(`.
        let mut rest: &str = src;
        while let Some(q) = rest.find('"') {
            let before = rest[..q].trim_end();
            let after = &rest[q + 1..];
            let end = after.find('"').expect("a closed string");
            let text = &after[..end];
            let in_error = i == 0
                || before.ends_with("Illegal(")
                || before.ends_with("illegal(")
                || before.ends_with("Err(");
            if in_error && !text.is_empty() {
                texts.insert(text.to_string());
            }
            rest = &after[end + 1..];
        }
    }
    assert!(texts.len() > 100, "{}", texts.len());
    let missing: Vec<String> = texts
        .iter()
        .map(|t| error_key("haspelknecht", t))
        .filter(|k| !cat.has(k))
        .collect();
    assert!(missing.is_empty(), "{missing:#?}");
    // The refusal reads as the catalogue says.
    let err = RuleError::Illegal("no wood on the farm");
    assert_eq!(cat.rule_error("haspelknecht", &err), "No wood on the farm.");
}
