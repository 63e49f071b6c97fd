//! Bad input: illegal actions, bad notation, bad component tables; hidden plans.

use engine::rng::{below, rng_from_seed};
use engine::{Game, RuleError, Setup};
use haspelknecht::{Components, Haspelknecht, Options};

fn new(players: u8, seed: u64) -> Haspelknecht {
    engine::testing::new_game(players, seed)
}

/// Every notation a game can produce, to throw at states where most are illegal.
fn vocabulary() -> Vec<haspelknecht::Action> {
    let mut texts = vec![
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
        "rent 1 0",
        "store",
        "store farm=wood",
        "store farm=coal barn=food lager-coal lager-wood",
        "choose nothing",
        "choose water",
        "choose wood",
        "choose thaler",
        "choose mine",
        "exchange 0",
        "exchange 1",
        "exchange 2",
        "acquire 11",
        "acquire 45",
        "acquire 32 fee coal",
        "acquire 21 fee food",
        "lamp 1 black yellow",
        "lamp 2 brown black",
    ]
    .into_iter()
    .map(String::from)
    .collect::<Vec<_>>();
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
    let g = new(2, 0);
    texts.iter().map(|t| g.parse_action(t).unwrap()).collect()
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let vocab = vocabulary();
    let mut buf = Vec::new();
    for players in 2..=4u8 {
        for seed in 0..25u64 {
            let mut g = new(players, seed);
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = g.to_move().first() {
                g.legal_actions(seat, &mut buf);
                let before = g.clone();
                for &a in &vocab {
                    if buf.contains(&a) {
                        continue;
                    }
                    assert!(g.apply(seat, a).is_err(), "`{a}` should be illegal");
                    assert!(before == g, "`{a}` changed the state");
                }
                // a seat not to move is refused
                for other in 0..players {
                    if !g.to_move().contains(other) {
                        assert_eq!(g.apply(other, buf[0]), Err(RuleError::NotYourTurn(other)));
                    }
                }
                let a = buf[below(&mut rng, buf.len() as u32) as usize];
                g.apply(seat, a).unwrap();
            }
            assert_eq!(g.apply(0, vocab[0]), Err(RuleError::GameOver));
        }
    }
}

#[test]
fn bad_notation_is_a_parse_error() {
    let g = new(2, 0);
    for bad in [
        "",
        "take",
        "take 5 black 1",
        "take 1 purple 2",
        "take 1 black 0",
        "farmer red",
        "digger coal",
        "acquire 16",
        "acquire 21 fee gold",
        "acquire 21 tax coal",
        "wood shaft",
        "choose 3",
        "store barn=gold",
        "store everything",
        "activate boss",
        "rent x 1",
        "fly",
    ] {
        let e = g.parse_action(bad).unwrap_err();
        assert_eq!(e.input, bad);
        assert!(!e.reason.is_empty());
    }
    assert_eq!(
        g.parse_action("  TAKE 1 Black 3 ").unwrap().to_string(),
        "take 1 black 3"
    );
}

#[test]
fn component_table_round_trips_through_toml() {
    let text = Haspelknecht::components_toml(&Options::default()).unwrap();
    let mut o = Options::default();
    Haspelknecht::load_components(&mut o, &text).unwrap();
    assert_eq!(o.components, Some(Components::default()));
    // the loaded table is used and travels in the record's options
    let json = serde_json::to_string(&o).unwrap();
    let back: Options = serde_json::from_str(&json).unwrap();
    assert_eq!(back, o);
    let g = Haspelknecht::new_game(&Setup {
        players: 3,
        seed: 3,
        options: o,
    })
    .unwrap();
    assert_eq!(*g.rules.comps, Components::default());
}

fn load_err(edit: impl Fn(&mut Components)) -> String {
    let mut c = Components::default();
    edit(&mut c);
    let text = c.to_toml();
    let mut o = Options::default();
    Haspelknecht::load_components(&mut o, &text).unwrap_err()
}

#[test]
fn bad_component_tables_name_the_field() {
    let e = load_err(|c| {
        c.tiles.pop();
    });
    assert!(e.contains("tiles") && e.contains("20"), "{e}");
    let e = load_err(|c| c.tiles[3].cost.grey = 5);
    assert!(e.starts_with("tiles[3].cost"), "{e}");
    let e = load_err(|c| {
        c.tiles[7].cost.black = 1;
        c.tiles[7].cost.yellow = 1;
        c.tiles[7].cost.grey = 0;
    });
    assert!(
        e.starts_with("tiles[7].cost") && e.contains("3 colours"),
        "{e}"
    );
    let e = load_err(|c| c.tiles[0].id = 19);
    assert!(e.starts_with("tiles[0].id"), "{e}");
    let e = load_err(|c| c.tunnel[2].coal = 3);
    assert!(e.starts_with("tunnel") && e.contains("11"), "{e}");
    let e = load_err(|c| c.tunnel.truncate(6));
    assert!(e.starts_with("tunnel"), "{e}");
    let e = load_err(|c| c.pinge_groups = vec![3, 3, 2]);
    assert!(e.starts_with("pinge_groups"), "{e}");
    let e = load_err(|c| c.pools[3].min_players = 3);
    assert!(e.starts_with("pools"), "{e}");
    let e = load_err(|c| c.layouts[0].start_x2 = [0, 1, 0, 7]);
    assert!(
        e.starts_with("layouts[0]") && e.contains("touches no tile"),
        "{e}"
    );
    let e = load_err(|c| c.layouts[2].rows = [5, 3, 4, 4]);
    assert!(e.starts_with("layouts[2]"), "{e}");
    // a type error names the key
    let text = Components::default()
        .to_toml()
        .replacen("vp = 1", "vp = \"one\"", 1);
    let mut o = Options::default();
    let e = Haspelknecht::load_components(&mut o, &text).unwrap_err();
    assert!(e.contains("vp"), "{e}");
    let e =
        Haspelknecht::load_components(&mut o, "pinge_groups = [3, 2, 2]\nbogus = 1").unwrap_err();
    assert!(e.contains("bogus") || e.contains("missing"), "{e}");
    assert_eq!(o.components, None, "a failed load changes nothing");
}

#[test]
fn bad_setups_are_refused() {
    for players in [0u8, 1, 5] {
        assert!(Haspelknecht::new_game(&Setup {
            players,
            seed: 0,
            options: Options::default()
        })
        .is_err());
    }
    use haspelknecht::options::LayoutChoice;
    let o = Options {
        layout: LayoutChoice::Variant {
            name: "tower".into(),
            tiles: vec![],
        },
        ..Options::default()
    };
    assert!(
        Haspelknecht::new_game(&Setup {
            players: 4,
            seed: 0,
            options: o
        })
        .is_err(),
        "tower is a 3-player layout"
    );
    let o = Options {
        layout: LayoutChoice::Variant {
            name: "nowhere".into(),
            tiles: vec![],
        },
        ..Options::default()
    };
    assert!(Haspelknecht::new_game(&Setup {
        players: 3,
        seed: 0,
        options: o
    })
    .is_err());
}

/// Plans stay hidden from other seats (views and describe) until all are done; determinize
/// discards the others' plans and depends only on the observer's view.
#[test]
fn plans_are_hidden_until_revealed() {
    let mut buf = Vec::new();
    let mut g = new(3, 11);
    let mut rng = rng_from_seed(5);
    // play until planning
    while !matches!(g.phase, haspelknecht::Phase::Planning(_)) {
        let seat = g.to_move().first().unwrap();
        g.legal_actions(seat, &mut buf);
        let a = buf[below(&mut rng, buf.len() as u32) as usize];
        g.apply(seat, a).unwrap();
    }
    assert_eq!(g.to_move().len(), 3);
    let spectator_before = g.view(None);
    let other_before = g.view(Some(1));
    let describe_before = g.describe(Some(1));
    // seat 0 plans something and commits
    let mut steps = 0;
    loop {
        g.legal_actions(0, &mut buf);
        let done = buf.iter().position(|a| a.to_string() == "done");
        match done {
            Some(i) if steps > 0 || buf.len() == 1 => {
                g.apply(0, buf[i]).unwrap();
                break;
            }
            _ => {
                let a = *buf.iter().find(|a| a.to_string() != "done").unwrap();
                g.apply(0, a).unwrap();
                steps += 1;
            }
        }
    }
    assert!(g.players[0].planned);
    // seat 2 starts a plan without committing
    g.legal_actions(2, &mut buf);
    if let Some(a) = buf.iter().find(|a| a.to_string() != "done") {
        g.apply(2, *a).unwrap();
    }
    assert_ne!(g.view(Some(0)), {
        let mut v = spectator_before.clone();
        v.viewer = Some(0);
        v
    });
    let mut other_after = g.view(Some(1));
    // only the "still planning" flag of seat 0 may differ for seat 1
    other_after.players[0].planning = other_before.players[0].planning;
    assert_eq!(other_after, other_before);
    assert!(g.view(Some(1)).players[0].plan.is_none());
    assert!(g.view(Some(0)).players[0].plan.is_some());
    let d = g.describe(Some(1));
    assert!(!d.contains("plan: Plan"), "{d}");
    let _ = describe_before;
    // determinize: seat 1's view of two states differing only in seat 0's plan gives equal results
    let mut h = g.clone();
    h.players[0].plan = Default::default();
    h.players[0].planned = g.players[0].planned;
    let mut r1 = rng_from_seed(9);
    let mut r2 = rng_from_seed(9);
    let d1 = g.determinize(1, &mut r1);
    let d2 = h.determinize(1, &mut r2);
    assert_eq!(format!("{d1:?}"), format!("{d2:?}"));
    assert_eq!(
        d1.view(Some(1)),
        g.view(Some(1)),
        "determinize keeps the observer's view"
    );
    assert_eq!(d1.to_move(), g.to_move());
    if g.players[0].planned {
        assert!(
            d1.players[0].planned,
            "a committed plan stays committed (re-sampled)"
        );
    } else {
        assert!(d1.players[0].plan.is_empty());
    }
}
