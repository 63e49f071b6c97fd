//! The 20 development tiles: acquisition, rank VP and immediate effects (§5.5); markers and
//! buildings in later phases; layouts.

use crate::common::{act, give_tile, legal, scenario};
use engine::{Game, Setup};
use haspelknecht::action::Pending;
use haspelknecht::components::{Components, LayoutData};
use haspelknecht::options::LayoutChoice;
use haspelknecht::pieces::*;
use haspelknecht::{Haspelknecht, Options};

fn game(players: u8, options: Options) -> Haspelknecht {
    let mut g = scenario(players, 3, options, false);
    g.order = [0, 1, 2, 3];
    g
}

/// Seat 0 plans `tokens` on the farmer (others plan nothing) and activates the farmer.
fn farmer_with(g: &mut Haspelknecht, tokens: [u8; 3]) {
    g.players[0].cart1 = tokens;
    g.scenario_planning();
    for (c, name) in ["black", "brown", "yellow"].iter().enumerate() {
        for _ in 0..tokens[c] {
            act(g, 0, &format!("farmer {name}"));
        }
    }
    for s in 0..g.players() as u8 {
        act(g, s, "done");
    }
    act(g, 0, "activate farmer");
}

#[test]
fn every_tile_acquired_with_its_effect() {
    let comps = Components::default();
    for idx in 0..20 {
        let id = tile_id(idx);
        let level = tile_level(idx);
        let mut g = game(4, Options::default());
        if level > 1 {
            // the tile with the same index in the row above touches it (components §2.2)
            give_tile(&mut g, 0, id - 10);
        }
        g.players[0].coal = 2;
        g.players[0].wood = 1; // keeps the execution open after the acquisition
        let c = comps.tiles[idx].cost;
        let mut tokens = [c.black, c.brown, c.yellow];
        let main = (0..3).find(|&k| tokens[k] > 0).unwrap();
        tokens[main] += c.grey;
        farmer_with(&mut g, tokens);
        let before = g.players[0];
        assert!(
            legal(&g, 0).contains(&format!("acquire {id}")),
            "tile {id}: {:?}",
            legal(&g, 0)
        );
        act(&mut g, 0, &format!("acquire {id}"));
        let p = g.players[0];
        assert_eq!(
            p.score() - before.score(),
            level as i32,
            "rank VP of tile {id}"
        );
        let d = |a: u8, b: u8| a as i32 - b as i32;
        let delta = (
            d(p.thaler, before.thaler),
            d(p.food, before.food),
            d(p.wood, before.wood),
        );
        let pending = g.exec.pending;
        match id {
            11 | 41 => assert_eq!(delta, (1, 0, 0)),
            45 => assert_eq!(delta, (3, 0, 0)),
            32 => {
                assert_eq!(delta, (1, 0, 0));
                assert_eq!(p.markers, M_LAMP);
            }
            43 => assert_eq!(delta, (0, 1, 0)),
            44 => assert_eq!(delta, (1, 1, 0)),
            42 => {
                assert_eq!(delta, (0, 0, 1));
                assert_eq!(p.shaft_coal, 0, "no cart coal while the Pinge is mined");
            }
            14 => assert_eq!(p.markers, M_ROPE),
            22 => assert_eq!(p.markers, M_WHEELBARROW),
            23 => assert_eq!(p.markers, M_LADDER),
            25 => {
                assert_eq!(p.markers, M_WINCH);
                assert_eq!(pending, Some(Pending::Winch));
                act(&mut g, 0, "choose 1");
                assert_eq!(g.players[0].pinge_water, 0);
            }
            31 => {
                assert_eq!(pending, Some(Pending::PitProps));
                act(&mut g, 0, "choose 1");
                assert_eq!(g.players[0].thaler, 1);
            }
            33 => {
                assert_eq!(delta, (0, 0, 1));
                assert_eq!(p.markers, M_HAMMER);
                assert_eq!(pending, Some(Pending::HammerPick));
                act(&mut g, 0, "choose 1");
                assert_eq!((g.players[0].coal, g.players[0].pinge_coal), (3, 6));
            }
            34 => {
                assert_eq!(pending, Some(Pending::CoalSacks));
                assert_eq!(
                    legal(&g, 0)[..3],
                    ["exchange 0", "exchange 1", "exchange 2"]
                );
                act(&mut g, 0, "choose 2");
                let q = g.players[0];
                assert_eq!((q.coal, q.thaler, q.food), (0, 1, 1));
            }
            13 => assert!(!p.improved(), "the Hacke works from the next phase"),
            _ => assert_eq!(delta, (0, 0, 0), "tile {id}"),
        }
        assert!(g.players[0].owns(idx));
    }
}

#[test]
fn tile_42_after_exhaustion_gives_shaft_coal() {
    let mut g = game(4, Options::default());
    give_tile(&mut g, 0, 32);
    let p = &mut g.players[0];
    p.pinge_coal = 0;
    p.exhausted = true;
    p.pinge_water = 0;
    farmer_with(&mut g, [0, 5, 0]);
    act(&mut g, 0, "acquire 42");
    assert_eq!((g.players[0].shaft_coal, g.players[0].wood), (2, 1));
}

/// Markers work from a later phase: wheelbarrow = yellow token, ladder = brown, hammer = black;
/// rope removes 1 water for 1 VP; the winch gives a second Haspelknecht.
#[test]
fn markers_in_a_later_phase() {
    let mut g = game(2, Options::default());
    let p = &mut g.players[0];
    p.markers = M_WHEELBARROW | M_LADDER | M_HAMMER | M_ROPE | M_WINCH;
    p.pinge_water = 3;
    p.markers_new = M_HAMMER; // gained this phase: not yet usable
    g.scenario_planning();
    let l = legal(&g, 0);
    assert!(l.contains(&"farmer wheelbarrow".to_string()));
    assert!(l.contains(&"farmer ladder".to_string()));
    assert!(!l.contains(&"farmer hammer".to_string()));
    assert!(
        !l.contains(&"winch".to_string()),
        "the winch needs the exhausted Pinge"
    );
    act(&mut g, 0, "farmer wheelbarrow");
    act(&mut g, 0, "done");
    act(&mut g, 1, "done");
    assert_eq!(
        g.players[0].markers & M_WHEELBARROW,
        0,
        "a used marker goes back"
    );
    act(&mut g, 0, "rope");
    assert_eq!((g.players[0].pinge_water, g.players[0].score()), (2, 1));
    act(&mut g, 0, "activate farmer");
    act(&mut g, 0, "produce");
    assert_eq!(g.players[0].food, 1);
}

#[test]
fn winch_gives_a_second_haspelknecht() {
    let mut g = game(2, Options::default());
    let p = &mut g.players[0];
    p.markers = M_WINCH;
    p.pinge_coal = 0;
    p.exhausted = true;
    p.pinge_water = 0;
    p.shaft_coal = 6;
    p.thaler = 1;
    g.scenario_planning();
    act(&mut g, 0, "haspel thaler");
    act(&mut g, 0, "winch");
    act(&mut g, 0, "done");
    act(&mut g, 1, "done");
    assert_eq!(g.players[0].thaler, 0);
    for w in ["haspel", "winch"] {
        act(&mut g, 0, &format!("activate {w}"));
        for _ in 0..3 {
            act(&mut g, 0, "haul");
        }
    }
    assert_eq!((g.players[0].coal, g.players[0].shaft_coal), (6, 0));
}

/// Köhlerei: once per action phase, from the next phase (§8 item 8); water mill (§3.9).
#[test]
fn charcoal_kiln_and_water_mill() {
    let mut g = game(2, Options::default());
    give_tile(&mut g, 0, 15);
    give_tile(&mut g, 0, 35);
    g.players[0].tiles_new = 1 << tile_index(15).unwrap();
    g.players[0].wood = 4;
    g.players[0].cart1 = [0, 0, 2];
    g.scenario_planning();
    act(&mut g, 0, "mill yellow");
    assert!(
        !legal(&g, 0).contains(&"done".to_string()),
        "the mill needs exactly 2"
    );
    act(&mut g, 0, "mill yellow");
    act(&mut g, 0, "done");
    act(&mut g, 1, "done");
    assert!(
        !legal(&g, 0).contains(&"kiln".to_string()),
        "kiln bought this phase"
    );
    g.players[0].tiles_new = 0;
    assert!(legal(&g, 0).contains(&"kiln".to_string()));
    act(&mut g, 0, "kiln");
    assert!(
        !legal(&g, 0).contains(&"kiln".to_string()),
        "once per phase"
    );
    act(&mut g, 0, "activate mill");
    let p = g.players[0];
    assert_eq!((p.wood, p.coal, p.food), (2, 2, 1));
    assert_eq!(p.score(), 1 + 2);
}

/// Non-adjacent acquisition with fees per level and the top owner (§5.3).
#[test]
fn fees_by_level_go_to_the_top_owner() {
    let mut g = game(3, Options::default());
    give_tile(&mut g, 1, 33);
    give_tile(&mut g, 2, 33); // seat 2 is on top
    g.players[0].coal = 1;
    g.players[0].food = 1;
    farmer_with(&mut g, [4, 0, 0]);
    let l = legal(&g, 0);
    assert!(l.contains(&"acquire 33 fee coal".to_string()));
    assert!(
        !l.contains(&"acquire 33 fee food".to_string()),
        "level 3 costs coal"
    );
    assert!(!l.iter().any(|a| a == "acquire 33"));
    act(&mut g, 0, "acquire 33 fee coal");
    assert_eq!(
        (g.players[0].coal, g.players[2].coal, g.players[1].coal),
        (0, 1, 0)
    );
    assert_eq!(g.players[0].score(), 1, "third buyer of a level-3 tile");
}

#[test]
fn layouts() {
    // first-game adjacency of the components table (§2.2)
    let g = game(4, Options::default());
    let adj = |id: u8| {
        let m = g.rules.adj[tile_index(id).unwrap()];
        (0..20)
            .filter(|i| m & (1 << i) != 0)
            .map(tile_id)
            .collect::<Vec<_>>()
    };
    assert_eq!(adj(32), vec![21, 22, 31, 33, 41, 42]);
    assert_eq!(adj(15), vec![14, 24, 25]);
    let g2 = game(2, Options::default());
    let m = g2.rules.adj[tile_index(33).unwrap()];
    let v: Vec<u8> = (0..20).filter(|i| m & (1 << i) != 0).map(tile_id).collect();
    assert_eq!(v, vec![22, 23, 32, 42, 43]);
    // every named variant for each of its player counts, and random layouts
    for l in Components::default().layouts {
        for &p in &l.players {
            let o = Options {
                layout: LayoutChoice::Variant {
                    name: l.name.clone(),
                    tiles: vec![],
                },
                ..Options::default()
            };
            let g = game(p, o);
            let total: u8 = l.rows.iter().sum();
            assert_eq!(g.rules.slots.len(), total as usize);
        }
    }
    let explicit = |tiles: Vec<u8>| Options {
        layout: LayoutChoice::Variant {
            name: "three-legs".into(),
            tiles,
        },
        ..Options::default()
    };
    let ok = vec![11, 13, 15, 22, 23, 24, 31, 34, 35, 41, 44, 45];
    let g = Haspelknecht::new_game(&Setup {
        players: 2,
        seed: 1,
        options: explicit(ok),
    })
    .unwrap();
    let ids: Vec<u8> = g
        .rules
        .slots
        .iter()
        .map(|s| tile_id(s.2 as usize))
        .collect();
    assert_eq!(ids, vec![11, 13, 15, 22, 23, 24, 31, 34, 35, 41, 44, 45]);
    let wrong_level = vec![11, 13, 21, 22, 23, 24, 31, 34, 35, 41, 44, 45];
    assert!(Haspelknecht::new_game(&Setup {
        players: 2,
        seed: 1,
        options: explicit(wrong_level)
    })
    .is_err());
    for players in 2..=4u8 {
        for seed in 0..200 {
            let o = Options {
                layout: LayoutChoice::Random,
                ..Options::default()
            };
            let g = Haspelknecht::new_game(&Setup {
                players,
                seed,
                options: o,
            })
            .unwrap();
            let mut rows = [0u8; 4];
            let mut starts = [i8::MAX; 4];
            for &(r, x, t) in &g.rules.slots {
                rows[r as usize] += 1;
                starts[r as usize] = starts[r as usize].min(x);
                assert_eq!(t as usize / 5, r as usize, "tile level = row");
            }
            let shape = LayoutData {
                name: "r".into(),
                players: vec![players],
                rows,
                start_x2: starts,
            };
            shape.check_shape().unwrap();
            assert!(rows.iter().all(|&n| n >= players.max(3)));
        }
    }
}
