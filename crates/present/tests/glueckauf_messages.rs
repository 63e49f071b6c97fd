//! Every Glück Auf message renders in English with every key and argument present: the events
//! of many random games, the explanation of every legal action met, every help entry, the
//! score lines and every rule error of the crate. And every message of the catalogue is used.

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, Arg, EventWords, Game, LogItem, Msg, RuleError, Setup};
use glueckauf::event::{Event, SeatScore};
use glueckauf::names::Element;
use glueckauf::{GlueckAuf, Options};
use present::{catalog, error_key, Lang};
use std::collections::BTreeSet;

/// Renders `msg` strictly; collects every key it used (nested ones and terms too).
fn check(msg: &Msg, used: &mut BTreeSet<String>) -> String {
    fn keys(msg: &Msg, used: &mut BTreeSet<String>) {
        used.insert(msg.key.to_string());
        for (_, arg) in &msg.args {
            arg_keys(arg, used);
        }
    }
    fn arg_keys(arg: &Arg, used: &mut BTreeSet<String>) {
        match arg {
            Arg::Term(k) => {
                used.insert(k.to_string());
            }
            Arg::Msg(m) => keys(m, used),
            Arg::List(items) => items.iter().for_each(|a| arg_keys(a, used)),
            _ => {}
        }
    }
    keys(msg, used);
    match catalog(Lang::En).check(msg) {
        Ok(text) => {
            assert!(!text.is_empty(), "{msg:?} renders empty");
            assert!(!text.contains("{"), "{msg:?}: {text}");
            text
        }
        Err(errors) => panic!("{msg:?}: {errors:?}"),
    }
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

#[test]
fn events_explanations_help_scores_and_errors_render_in_english() {
    let mut used = BTreeSet::new();
    let mut buf = Vec::new();
    let (mut events, mut explained) = (0usize, 0usize);
    for seed in 0..200u64 {
        let players = 2 + (seed % 3) as u8;
        let setup = Setup {
            players,
            seed,
            options: options_for(seed),
        };
        let mut g = GlueckAuf::new_game(&setup).unwrap();
        let mut rng = rng_from_seed(seed ^ 0xCA7);
        let mut log = Vec::new();
        let mut index = 0;
        while let Some(seat) = g.to_move().first() {
            g.legal_actions(seat, &mut buf);
            // Every legal action's explanation in a quarter of the games, else the chosen one.
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            let explain: Vec<_> = if seed % 4 == 0 { buf.clone() } else { vec![a] };
            for x in explain {
                check(&g.explain(seat, x), &mut used);
                // The decision in words, as a log tells it.
                check(&GlueckAuf::decision_message(seat, x), &mut used);
                explained += 1;
            }
            apply_logged(&mut g, seat, a, index, &mut log).unwrap();
            index += 1;
        }
        for entry in &log {
            if let LogItem::Event { event } = &entry.item {
                check(&GlueckAuf::event_message(event), &mut used);
                events += 1;
            }
        }
        for s in 0..players {
            for line in g.score_breakdown(s).iter().chain(&g.tiebreak_parts(s)) {
                let key: &'static str = String::leak(line.category.clone());
                check(&Msg::new(key), &mut used);
            }
        }
    }
    assert!(
        events > 10_000 && explained > 50_000,
        "{events} {explained}"
    );
    // Rare ones, made by hand: a shared victory, a first player keeping the token.
    for event in [
        Event::GameWon {
            seats: vec![0, 2],
            score: 80,
            marks_left: 3,
        },
        Event::FirstPlayer {
            seat: 1,
            previous: 1,
            factory_workers: vec![2, 2],
            tie: true,
        },
        Event::ElementScored {
            shift: 1,
            element: 2,
            what: Element::BrownCells,
            first_vp: 3,
            second_vp: 1,
            counts: vec![1, 1, 0],
            scored: vec![
                SeatScore {
                    seat: 0,
                    count: 1,
                    vp: 3,
                },
                SeatScore {
                    seat: 1,
                    count: 1,
                    vp: 3,
                },
            ],
            tie: true,
        },
        Event::SpaceStaysEmpty {
            space: glueckauf::names::SpaceId(0),
            pile: glueckauf::names::Items::Tiles,
        },
    ] {
        check(&event.message(), &mut used);
    }
    // Explanations of spaces emptied for good (not legal, but a menu may still ask).
    let mut g = GlueckAuf::new_game(&Setup {
        players: 4,
        seed: 1,
        options: Options::default(),
    })
    .unwrap();
    g.tile_display[0] = glueckauf::NONE;
    g.order_display[0] = glueckauf::NONE;
    for space in ["factory 1", "order 1"] {
        let a = g.parse_action(space).unwrap();
        check(&g.explain(g.current, a), &mut used);
    }
    // The help: every entry, its group named.
    let help = GlueckAuf::help();
    assert!(help.len() > 100, "{}", help.len());
    for h in &help {
        check(&h.name, &mut used);
        check(&h.text, &mut used);
        check(&Msg::new(h.group), &mut used);
    }
    // Every rule option has a help entry, by its JSON name.
    let options = serde_json::to_value(Options::default()).unwrap();
    for name in options.as_object().unwrap().keys() {
        assert!(
            help.iter()
                .any(|h| h.group == "help-group-options" && &h.id == name),
            "option {name} has no help"
        );
    }
    // Every refusal text of the crate has a key and reads from the catalogue.
    let errors = rule_errors();
    assert!(errors.len() >= 25, "{errors:?}");
    for text in &errors {
        let key = error_key("glueckauf", text);
        assert!(catalog(Lang::En).has(&key), "no `{key}` for \"{text}\"");
        used.insert(key);
        let leaked: &'static str = String::leak(text.clone());
        let shown = catalog(Lang::En).rule_error("glueckauf", &RuleError::Illegal(leaked));
        assert_ne!(&shown, text, "`{text}` not from the catalogue");
    }
    // The confirmation before ending mining, the itemised shift scoring and the notation's
    // empty-action error render too.
    check(&Msg::new("ga-confirm-stop").num("steps", 3), &mut used);
    for k in ["ga-score-shift-1", "ga-score-shift-2", "ga-score-shift-3"] {
        check(&Msg::new(k), &mut used);
    }
    check(
        &Msg::new(Box::leak(
            error_key("glueckauf", "empty action").into_boxed_str(),
        )),
        &mut used,
    );
    // The face-down piles a replay shows once the game is over.
    let g = GlueckAuf::new_game(&Setup {
        players: 2,
        seed: 1,
        options: Options::default(),
    })
    .unwrap();
    for pile in g.piles() {
        assert!(!pile.items.is_empty(), "{}", pile.key);
        check(&Msg::new(pile.key), &mut used);
    }
    // Every message of the catalogue (but the interface's) is used.
    let unused: Vec<String> = catalogue_keys()
        .into_iter()
        .filter(|k| !k.starts_with("ga-ui-") && !used.contains(k))
        .collect();
    assert!(unused.is_empty(), "unused keys: {unused:?}");
}

/// The keys of the English Glück Auf catalogue.
fn catalogue_keys() -> Vec<String> {
    let (_, _, text) = present::SOURCES
        .iter()
        .find(|(lang, file, _)| *lang == "en" && *file == "glueckauf")
        .unwrap();
    text.lines()
        .filter_map(|l| l.split_once(" = ").map(|(k, _)| k))
        .filter(|k| k.starts_with("ga-") && !k.contains(' '))
        .map(str::to_string)
        .collect()
}

/// The texts of every `Err("…")`, `Illegal("…")` and `ok_or("…")` in the Glück Auf sources
/// (the rule refusals; notation errors are formatted `String`s).
fn rule_errors() -> BTreeSet<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../glueckauf/src");
    let mut found = BTreeSet::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        // Joined lines, so that a call broken over lines is found too.
        let flat: String = source.split_whitespace().collect::<Vec<_>>().join(" ");
        for open in [
            "Err(\"",
            "Illegal(\"",
            "ok_or(\"",
            "Err( \"",
            "Illegal( \"",
            "ok_or( \"",
        ] {
            let mut rest = flat.as_str();
            while let Some(i) = rest.find(open) {
                rest = &rest[i + open.len()..];
                let end = rest.find('"').unwrap();
                // A `&'static str` refusal (`"…")`), not a formatted parse error.
                if rest[end..].starts_with("\")") {
                    found.insert(rest[..end].to_string());
                }
                rest = &rest[end..];
            }
        }
    }
    found
}
