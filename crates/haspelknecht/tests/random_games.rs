//! Invariants over many random games of each player count.

use engine::rng::{below, rng_from_seed};
use engine::{replay, Game, GameRecord, Setup};
use haspelknecht::{Action, Haspelknecht, Options};

const GAMES: u64 = 10_000;

fn discs_total(g: &Haspelknecht) -> u32 {
    let n = g.players();
    let mut t: u32 = g.bag.iter().map(|&c| c as u32).sum();
    for p in 0..n {
        t += g.action_pools[p].iter().map(|&c| c as u32).sum::<u32>();
        t += g.reserve_pools[p].iter().map(|&c| c as u32).sum::<u32>();
        t += g.players[p].discs() as u32;
    }
    t
}

fn check_invariants(g: &Haspelknecht) {
    check_invariants_max(g, 6)
}

fn check_invariants_max(g: &Haspelknecht, max_discs: u8) {
    let n = g.players();
    assert_eq!(
        discs_total(g),
        9 * n as u32,
        "discs conserved\n{}",
        g.describe(None)
    );
    for s in 0..n {
        let p = &g.players[s];
        // Coal cubes of the board: Pinge + tunnel + mined = 18, mined never exceeds what left.
        assert!(p.pinge_coal <= 7 && p.tunnel_mined <= 11);
        assert_eq!(
            p.pinge_coal as u32 + (11 - p.tunnel_mined) as u32 + g.coal_mined(s as u8) as u32,
            18
        );
        assert_eq!(p.exhausted, p.pinge_coal == 0);
        if p.exhausted {
            assert_eq!(p.pinge_water, 0);
            assert_eq!(p.pinge_wood, 0);
        }
        assert!(p.tunnel_wood <= 7 && p.pinge_wood <= 2);
        assert!(p.discs() <= max_discs);
    }
}

/// Plays one random game; returns the record.
fn random_game(players: u8, seed: u64, deep: bool) -> (Haspelknecht, GameRecord) {
    let setup = Setup {
        players,
        seed,
        options: Options::default(),
    };
    let mut g = Haspelknecht::new_game(&setup).unwrap();
    let mut rec = GameRecord::new::<Haspelknecht>(&setup);
    let mut rng = rng_from_seed(seed ^ 0xABCDEF);
    let mut buf = Vec::new();
    let mut steps = 0;
    let mut hauled = [0u32; 4];
    let mut cart = [0u32; 4];
    check_invariants(&g);
    while let Some(seat) = g.to_move().first() {
        // a random seat among those to move (simultaneous planning)
        let movers: Vec<u8> = g.to_move().iter().collect();
        let seat = if movers.len() > 1 {
            movers[below(&mut rng, movers.len() as u32) as usize]
        } else {
            seat
        };
        g.legal_actions(seat, &mut buf);
        assert!(
            !buf.is_empty(),
            "seat {seat} to move without legal action\n{}",
            g.describe(None)
        );
        if deep {
            assert!(g.evaluate(seat).is_finite());
            for obs in g.to_move().iter() {
                let d = g.determinize(obs, &mut rng_from_seed(steps));
                assert_eq!(
                    d.view(Some(obs)),
                    g.view(Some(obs)),
                    "determinize keeps the view"
                );
                let mut l2 = Vec::new();
                d.legal_actions(obs, &mut l2);
                let mut l1 = Vec::new();
                g.legal_actions(obs, &mut l1);
                assert_eq!(l1, l2);
            }
            assert!(!g.describe(Some(seat)).is_empty());
            for &a in &buf {
                let text = a.to_string();
                assert_eq!(
                    g.parse_action(&text).unwrap(),
                    a,
                    "notation round-trip of `{text}`"
                );
                let mut c = g.clone();
                c.apply(seat, a)
                    .unwrap_or_else(|e| panic!("legal `{a}` refused: {e}"));
            }
        }
        let a = buf[below(&mut rng, buf.len() as u32) as usize];
        assert_eq!(g.parse_action(&a.to_string()).unwrap(), a);
        let exhausted_before = g.players[seat as usize].exhausted;
        g.apply(seat, a)
            .unwrap_or_else(|e| panic!("legal `{a}` refused: {e}\n{}", g.describe(None)));
        rec.push(seat, a);
        check_invariants(&g);
        // Coal of the shaft: mined from the tunnel or brought by tile 42, less what was hoisted.
        match a {
            Action::Haul => hauled[seat as usize] += 1,
            Action::Acquire { tile: 42, .. } if exhausted_before => cart[seat as usize] += 2,
            _ => {}
        }
        for s in 0..players as usize {
            let p = &g.players[s];
            assert_eq!(
                p.shaft_coal as u32 + hauled[s],
                p.tunnel_mined as u32 + cart[s],
                "shaft coal conserved"
            );
        }
        steps += 1;
        assert!(steps < 20_000, "game does not end");
    }
    assert!(g.is_over());
    (g, rec)
}

fn run(players: u8) {
    for seed in 0..GAMES {
        let deep = seed % 200 == 0;
        let (g, rec) = random_game(players, seed, deep);
        // Score breakdown adds up.
        for s in 0..players {
            let sum: i32 = g.score_breakdown(s).iter().map(|l| l.points).sum();
            assert_eq!(sum, g.score(s));
        }
        if seed % 100 == 0 {
            let json = rec.to_json();
            let back = GameRecord::from_json(&json).unwrap();
            let r: Haspelknecht = replay(&back).unwrap();
            assert!(r == g, "replay of seed {seed}");
        }
    }
}

#[test]
fn random_games_2p() {
    run(2);
}

#[test]
fn random_games_3p() {
    run(3);
}

#[test]
fn random_games_4p() {
    run(4);
}

#[test]
fn random_games_with_variant_options() {
    use haspelknecht::options::*;
    let opts = [
        Options {
            planning_mode: PlanningMode::SequentialInTurnOrder,
            layout: LayoutChoice::Random,
            ..Options::default()
        },
        Options {
            coal_digger_mode: CoalDiggerMode::Automatic,
            charcoal_kiln: CharcoalKiln::AnyTimeUnlimited,
            rent_payment_voluntary: true,
            over_six_same_colour: OverSix::TakeAll,
            second_take_may_take_fewer: true,
            water_mill_multiple_pairs: true,
            hired_workers_follow_live_state: true,
            acquisition_allows_surplus_tokens: true,
            adjacency: Adjacency::OnlyPreviousRow,
            max_developments_per_player: Some(9),
            oil_lamp_any_time_in_action_phase: true,
            layout: LayoutChoice::Variant {
                name: "three-circles".into(),
                tiles: vec![],
            },
            start_with_buildings: true,
            ..Options::default()
        },
        Options {
            layout: LayoutChoice::Variant {
                name: "tower".into(),
                tiles: vec![],
            },
            start_with_buildings: true,
            start_with_improved_farmhand: true,
            own_workers_remove_shaft_water: true,
            hewer_ignores_wood: true,
            tile33_ignores_water: true,
            mine_cart_coal_before_exhaustion: true,
            coal_sacks_fresh_coal: false,
            wood_vp_in_building_slots: true,
            synergy_requires_effect: false,
            ..Options::default()
        },
    ];
    let counts = [[2u8, 3, 4].as_slice(), &[4], &[3]];
    for (o, ps) in opts.iter().zip(counts) {
        for &players in ps {
            for seed in 0..300u64 {
                let setup = Setup {
                    players,
                    seed,
                    options: o.clone(),
                };
                let mut g = Haspelknecht::new_game(&setup).unwrap();
                let mut rec = GameRecord::new::<Haspelknecht>(&setup);
                let mut rng = rng_from_seed(seed);
                let mut buf = Vec::new();
                while let Some(seat) = g.to_move().first() {
                    g.legal_actions(seat, &mut buf);
                    assert!(!buf.is_empty(), "{}", g.describe(None));
                    let a = buf[below(&mut rng, buf.len() as u32) as usize];
                    assert_eq!(g.parse_action(&a.to_string()).unwrap(), a);
                    g.apply(seat, a).unwrap();
                    rec.push(seat, a);
                    check_invariants_max(&g, 18);
                }
                if seed % 50 == 0 {
                    let r: Haspelknecht =
                        replay(&GameRecord::from_json(&rec.to_json()).unwrap()).unwrap();
                    assert!(r == g);
                }
            }
        }
    }
}
