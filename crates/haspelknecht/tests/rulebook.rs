//! Every worked example of the rulebooks, played through the public API.

use crate::common::{act, give_tile, legal, scenario};
use engine::{Game, Setup};
use haspelknecht::pieces::tile_index;
use haspelknecht::state::Phase;
use haspelknecht::{Action, Colour, Haspelknecht, Options};

/// A clean slate for scenarios: no pit water, empty carts.
fn game(players: u8) -> Haspelknecht {
    scenario(players, 7, Options::default(), true)
}

/// [DE]/[PL] "Aktionsscheiben nehmen": 3 black in step 1; in step 2 from a pool of 3 brown and 1
/// yellow the player takes either the 1 yellow or 2 of the 3 brown (limit 5).
#[test]
fn disc_taking_example() {
    let mut g = game(2);
    g.year = 2; // no first-year water rule
    g.order = [0, 1, 2, 3];
    g.action_pools[0] = [3, 0, 3];
    g.action_pools[1] = [0, 3, 1];
    g.scenario_disc_taking();
    act(&mut g, 0, "take 1 black 3");
    act(&mut g, 1, "take 1 yellow 3");
    let l = legal(&g, 0);
    assert_eq!(l, vec!["take 2 brown 2", "take 2 yellow 1", "pass"]);
    // with wood on the farm, wood may be placed on the same turn (at any time)
    g.players[0].wood = 1;
    act(&mut g, 0, "wood pinge");
    assert_eq!(g.players[0].pinge_wood, 1);
    assert!(g
        .apply(0, g.parse_action("take 2 brown 3").unwrap())
        .is_err());
    act(&mut g, 0, "take 2 brown 2");
    assert_eq!(g.players[0].cart1, [3, 0, 0]);
    assert_eq!(g.players[0].cart2, [0, 2, 0]);
    assert_eq!(g.action_pools[1], [0, 1, 1]);
    // the water symbol of pool 2 counts only for the first step
    assert_eq!(g.players[0].water(), 0);
}

/// Water symbol in step 1, the six-same-colour exception, and the first-year spring rule.
#[test]
fn water_pool_six_of_a_colour_and_first_year_rule() {
    let mut g = game(2);
    g.order = [0, 1, 2, 3];
    g.action_pools[0] = [6, 0, 0];
    g.action_pools[1] = [0, 4, 2];
    g.scenario_disc_taking();
    let l = legal(&g, 0);
    assert!(l.contains(&"take 1 black 5".to_string()) && l.contains(&"take 1 black 6".to_string()));
    act(&mut g, 0, "take 1 black 6");
    act(&mut g, 1, "take 2 brown 4"); // pool 2 shows water
    assert_eq!(g.players[1].pinge_water, 1);
    // seat 0 holds 6: no second take; seat 1 may take 1 more
    assert_eq!(g.to_move().first(), Some(1));
    act(&mut g, 1, "pass");
    // spring of year 1: seat 1 took fewer than 5 discs and may return its pit water
    assert!(matches!(g.phase, Phase::FirstYearWater(_)));
    assert_eq!(g.to_move().first(), Some(1));
    act(&mut g, 1, "return-water");
    assert_eq!(g.players[1].pinge_water, 0);
    assert!(matches!(g.phase, Phase::Planning(_)));
}

/// §3.4: turn order by the value of cart 1 (yellow 3, brown 2, black 1), lowest first; ties go
/// to the player later in the old order. Step-2 discs do not count.
#[test]
fn turn_order_by_disc_value_with_tie_break() {
    let mut g = game(3);
    g.year = 2;
    g.order = [0, 1, 2, 3];
    g.action_pools[0] = [0, 2, 0];
    g.action_pools[1] = [0, 2, 3];
    g.action_pools[2] = [3, 0, 0];
    g.scenario_disc_taking();
    act(&mut g, 0, "take 1 brown 2"); // value 4
    act(&mut g, 1, "take 2 brown 2"); // value 4
    act(&mut g, 2, "take 3 black 3"); // value 3
    act(&mut g, 0, "pass");
    act(&mut g, 1, "pass");
    act(&mut g, 2, "take 2 yellow 2"); // cart 2: not counted
    assert!(matches!(g.phase, Phase::Planning(_)));
    assert_eq!(&g.order[..3], &[2, 1, 0]);
}

/// Plans for seat `s` and lets every other seat plan nothing.
fn plan(g: &mut Haspelknecht, s: u8, steps: &[&str]) {
    for t in steps {
        act(g, s, t);
    }
    act(g, s, "done");
    for o in 0..g.players() as u8 {
        if o != s && g.to_move().contains(o) {
            act(g, o, "done");
        }
    }
}

/// [DE]/[PL] Beispiel 1: 3 yellow + 2 brown, 2 water in the Pinge. Farmer: 1 yellow + 2 brown
/// buy tile 21; farmhand: 1 yellow makes 1 food; coal digger (1 yellow) removes 2 water and
/// mines 1 coal.
#[test]
fn worker_example_1() {
    let mut g = game(2);
    g.order = [0, 1, 2, 3];
    give_tile(&mut g, 0, 11); // adjacent to 21
    let p = &mut g.players[0];
    p.cart1 = [0, 0, 3];
    p.cart2 = [0, 2, 0];
    p.pinge_water = 2;
    g.scenario_planning();
    plan(
        &mut g,
        0,
        &[
            "farmer yellow",
            "farmer brown",
            "farmer brown",
            "farmhand yellow",
            "digger yellow",
        ],
    );
    assert_eq!(g.to_move().first(), Some(0));
    act(&mut g, 0, "activate farmer");
    act(&mut g, 0, "acquire 21");
    act(&mut g, 0, "activate farmhand");
    act(&mut g, 0, "produce");
    act(&mut g, 0, "activate digger");
    // 2 water: mining is blocked until it is removed
    assert!(!legal(&g, 0).contains(&"mine".to_string()));
    act(&mut g, 0, "drain");
    act(&mut g, 0, "mine");
    let p = &g.players[0];
    assert!(p.owns(tile_index(21).unwrap()));
    assert_eq!((p.food, p.coal, p.pinge_water, p.pinge_coal), (1, 1, 0, 6));
    assert_eq!(g.score(0), 2); // first buyer of a level-2 tile
                               // nothing left to do: the phase moves on by itself (summer disc taking)
    assert_eq!((g.season, g.phase), (1, Phase::Take1(0)));
}

/// Beispiel 1's "Ausnahme": the food just produced pays the fee of a non-adjacent tile.
#[test]
fn worker_example_1_fee_paid_with_fresh_food() {
    let mut g = game(2);
    g.order = [0, 1, 2, 3];
    give_tile(&mut g, 1, 21);
    let p = &mut g.players[0];
    p.cart1 = [0, 0, 3];
    p.cart2 = [0, 2, 0];
    g.scenario_planning();
    plan(
        &mut g,
        0,
        &[
            "farmer yellow",
            "farmer brown",
            "farmer brown",
            "farmhand yellow",
        ],
    );
    act(&mut g, 0, "activate farmer");
    // not adjacent, no food yet: tile 21 cannot be bought now
    assert!(!legal(&g, 0).iter().any(|a| a.starts_with("acquire 21")));
    act(&mut g, 0, "stop");
    // fresh start: the farmhand first, then the farmer
    let mut g2 = game(2);
    g2.order = [0, 1, 2, 3];
    give_tile(&mut g2, 1, 21);
    let p = &mut g2.players[0];
    p.cart1 = [0, 0, 3];
    p.cart2 = [0, 2, 0];
    g2.scenario_planning();
    plan(
        &mut g2,
        0,
        &[
            "farmer yellow",
            "farmer brown",
            "farmer brown",
            "farmhand yellow",
        ],
    );
    act(&mut g2, 0, "activate farmhand");
    act(&mut g2, 0, "produce");
    act(&mut g2, 0, "activate farmer");
    assert!(legal(&g2, 0).contains(&"acquire 21 fee food".to_string()));
    act(&mut g2, 0, "acquire 21 fee food");
    assert_eq!(g2.players[0].food, 0);
    assert_eq!(g2.players[1].food, 1);
    assert_eq!(g2.score(0), 1); // second buyer of a level-2 tile
    assert_eq!(g2.stacks[tile_index(21).unwrap()][..2], [1, 0]);
}

fn example_2(year: u8) -> Haspelknecht {
    let mut g = game(2);
    g.year = year;
    g.order = [0, 1, 2, 3];
    let p = &mut g.players[0];
    p.pinge_coal = 1;
    p.pinge_wood = 2;
    p.pinge_water = 3;
    p.wood = 4;
    p.cart1 = [4, 0, 0];
    g.scenario_planning();
    plan(
        &mut g,
        0,
        &[
            "farmhand black",
            "farmhand black",
            "farmer black",
            "farmer black",
        ],
    );
    act(&mut g, 0, "activate farmhand");
    act(&mut g, 0, "drain");
    act(&mut g, 0, "mine");
    g
}

/// [DE]/[PL] Beispiel 2: 3 water and 1 coal in the Pinge, 4 wood. The farmhand removes 2 water
/// and mines the last Pinge coal; the water moves to the shaft; 4 wood go into the tunnel; the
/// farmer mines 2 tunnel coal and the synergy a third.
#[test]
fn worker_example_2() {
    let mut g = example_2(1);
    let p = &g.players[0];
    assert!(p.exhausted);
    assert_eq!(
        (p.pinge_water, p.shaft_water, p.pinge_wood, p.coal),
        (0, 1, 0, 1)
    );
    assert_eq!(g.score(0), 2, "Pinge bonus in year 1");
    for _ in 0..4 {
        act(&mut g, 0, "wood tunnel");
    }
    act(&mut g, 0, "activate farmer");
    act(&mut g, 0, "mine");
    act(&mut g, 0, "mine");
    assert!(legal(&g, 0).contains(&"mine".to_string()), "synergy step");
    act(&mut g, 0, "mine");
    let p = &g.players[0];
    assert_eq!((p.shaft_coal, p.tunnel_mined, p.tunnel_wood), (3, 3, 4));
    // all workers done and no wood left: the execution ends by itself
    assert_eq!((g.season, g.phase), (1, Phase::Take1(0)));
}

/// §4.4: Pinge bonus 1 VP in year 2, nothing in year 3.
#[test]
fn pinge_bonus_by_year() {
    assert_eq!(example_2(2).score(0), 1);
    assert_eq!(example_2(3).score(0), 0);
}

/// [DE]/[PL]/[ES] Haspelknecht example: 5 water in the shaft, a yellow disc pays him; two
/// actions remove 4 water, the third hoists 1 coal.
#[test]
fn haspelknecht_example() {
    let mut g = game(2);
    g.order = [0, 1, 2, 3];
    let p = &mut g.players[0];
    p.pinge_coal = 0;
    p.exhausted = true;
    p.shaft_water = 5;
    p.shaft_coal = 2;
    p.cart1 = [0, 0, 1];
    g.scenario_planning();
    plan(&mut g, 0, &["haspel yellow"]);
    act(&mut g, 0, "activate haspel");
    assert_eq!(legal(&g, 0)[..2], ["drain".to_string(), "stop".to_string()]);
    act(&mut g, 0, "drain");
    act(&mut g, 0, "drain");
    act(&mut g, 0, "haul");
    let p = &g.players[0];
    assert_eq!((p.shaft_water, p.shaft_coal, p.coal), (1, 1, 1));
    assert!(g.exec.active.is_none(), "3 actions used");
}

/// [DE]/[PL]/[ES]: tile 31 needs 4 discs, one black; 2 black + 2 brown pay it.
#[test]
fn tile_31_with_two_black_two_brown() {
    let mut g = game(2);
    g.order = [0, 1, 2, 3];
    give_tile(&mut g, 0, 21); // adjacent to 31
    let p = &mut g.players[0];
    p.cart1 = [2, 0, 0];
    p.cart2 = [0, 2, 0];
    g.scenario_planning();
    plan(
        &mut g,
        0,
        &[
            "farmer black",
            "farmer black",
            "farmer brown",
            "farmer brown",
        ],
    );
    act(&mut g, 0, "activate farmer");
    assert!(legal(&g, 0).contains(&"acquire 31".to_string()));
    act(&mut g, 0, "acquire 31");
    assert_eq!(g.score(0), 3);
    // Grubenholz: (a) 3 wood + 1 pit water, or (b) 1 thaler
    assert_eq!(
        legal(&g, 0)[..2],
        ["choose wood".to_string(), "choose thaler".to_string()]
    );
    act(&mut g, 0, "choose 0");
    assert_eq!((g.players[0].wood, g.players[0].pinge_water), (3, 1));
}

/// Without a black token tile 31 cannot be bought.
#[test]
fn tile_31_needs_a_black_disc() {
    let mut g = game(2);
    g.order = [0, 1, 2, 3];
    give_tile(&mut g, 0, 21);
    let p = &mut g.players[0];
    p.cart1 = [0, 3, 0];
    p.cart2 = [0, 0, 1];
    g.scenario_planning();
    plan(
        &mut g,
        0,
        &[
            "farmer brown",
            "farmer brown",
            "farmer brown",
            "farmer yellow",
        ],
    );
    act(&mut g, 0, "activate farmer");
    let before = g.clone();
    assert!(g.apply(0, g.parse_action("acquire 31").unwrap()).is_err());
    assert!(before == g);
    assert!(legal(&g, 0).contains(&"acquire 32".to_string()));
}

/// Summer bonus (§3.7.3) and food synergy (§3.7.4).
#[test]
fn summer_bonus_and_food_synergy() {
    let mut g = game(2);
    g.season = 1;
    g.order = [0, 1, 2, 3];
    g.players[0].cart1 = [0, 0, 3];
    g.scenario_planning();
    plan(
        &mut g,
        0,
        &["farmer yellow", "farmer yellow", "farmhand yellow"],
    );
    act(&mut g, 0, "activate farmer");
    act(&mut g, 0, "produce");
    assert_eq!(g.players[0].food, 3); // 2 + summer bonus
    act(&mut g, 0, "activate farmhand");
    act(&mut g, 0, "produce");
    assert_eq!(g.players[0].food, 5); // + 1 + synergy
}

/// Winter and final scoring: coal table, Fuhrwerk, rent with debt ([DE] year 3 example: 0 food
/// and 1 thaler pays 1 thaler and takes 2 debt), storage, tunnel sections and bonus tiles,
/// building symbols, thalers, debt, pit water.
#[test]
fn winter_and_final_scoring_tables() {
    let mut g = game(2);
    g.year = 3;
    g.order = [0, 1, 2, 3];
    {
        let a = &mut g.players[0];
        a.coal = 5;
        a.food = 0;
        a.thaler = 1;
        a.wood = 1;
        a.pinge_coal = 0;
        a.exhausted = true;
        a.tunnel_mined = 5;
        a.tunnel_wood = 4;
        a.shaft_water = 3;
    }
    for id in [22, 32, 42] {
        give_tile(&mut g, 0, id);
    }
    {
        let b = &mut g.players[1];
        b.coal = 5;
        b.food = 3;
        b.thaler = 3;
    }
    for id in [44, 12, 15, 24, 35] {
        give_tile(&mut g, 1, id);
    }
    g.scenario_winter();
    // coal scoring and rent are done; storage in turn order
    assert_eq!(g.players[0].debt, 2);
    assert_eq!(g.players[0].thaler, 0);
    assert_eq!(
        (g.players[1].food, g.players[1].thaler, g.players[1].debt),
        (2, 1, 0)
    );
    act(&mut g, 0, "store farm=wood");
    act(&mut g, 1, "store farm=coal barn=food lager-coal");
    assert!(g.is_over());
    let lines = |s: u8| {
        g.score_breakdown(s)
            .into_iter()
            .map(|l| (l.category, l.points))
            .collect::<Vec<_>>()
    };
    let a = lines(0);
    let want_a = [
        ("hk-score-winter-coal", 4),
        ("hk-score-winter-storage", 1),
        ("hk-score-tunnel-sections", 5),
        ("hk-score-tunnel-bonus", 6),
        ("hk-score-debt", -3),
        ("hk-score-pit-water", -2),
    ];
    assert_eq!(
        a,
        want_a
            .iter()
            .map(|(c, p)| (c.to_string(), *p))
            .collect::<Vec<_>>()
    );
    assert_eq!(g.score(0), 11);
    let b = lines(1);
    let want_b = [
        ("hk-score-winter-coal", 5),
        ("hk-score-winter-storage", 3),
        ("hk-score-buildings", 10),
        ("hk-score-thalers", 2),
    ];
    assert_eq!(
        b,
        want_b
            .iter()
            .map(|(c, p)| (c.to_string(), *p))
            .collect::<Vec<_>>()
    );
}

#[test]
fn scoring_tables() {
    use haspelknecht::score::*;
    assert_eq!(
        (0..=7).map(coal_table).collect::<Vec<_>>(),
        vec![0, 0, 0, 2, 3, 4, 5, 6]
    );
    assert_eq!(
        (0..=6).map(thaler_table).collect::<Vec<_>>(),
        vec![0, 2, 5, 9, 14, 20, 26]
    );
    assert_eq!(
        (0..=4).map(debt_table).collect::<Vec<_>>(),
        vec![0, -1, -3, -5, -7]
    );
    assert_eq!(
        (0..=4).map(water_table).collect::<Vec<_>>(),
        vec![0, 0, -1, -2, -3]
    );
    assert_eq!(
        (0..=4).map(building_table).collect::<Vec<_>>(),
        vec![0, 1, 3, 6, 10]
    );
    use haspelknecht::developments::rank_vp;
    assert_eq!(
        (0..4).map(|k| rank_vp(4, k)).collect::<Vec<_>>(),
        vec![4, 3, 2, 1]
    );
    assert_eq!(
        (0..3).map(|k| rank_vp(2, k)).collect::<Vec<_>>(),
        vec![2, 1, 0]
    );
}

/// Symbol bonus tiles 41 and 43 count hammers and forks on own tiles.
#[test]
fn symbol_bonus_tiles() {
    let mut g = game(4);
    g.year = 3;
    for id in [41, 43, 14, 11, 13, 22] {
        give_tile(&mut g, 0, id);
    }
    g.scenario_winter();
    while let Some(s) = g.to_move().first() {
        act(&mut g, s, "store");
    }
    let sym: i32 = g
        .score_breakdown(0)
        .iter()
        .filter(|l| l.category == "hk-score-symbol-bonus")
        .map(|l| l.points)
        .sum();
    // hammers: 14; forks: 11, 13, 22, 43
    assert_eq!(sym, 1 + 4);
}

/// The disc totals per player count.
#[test]
fn setup_per_player_count() {
    for (players, bag) in [(2u8, [7u32, 7, 4]), (3, [10, 10, 7]), (4, [13, 13, 10])] {
        let g = Haspelknecht::new_game(&Setup {
            players,
            seed: 1,
            options: Options::default(),
        })
        .unwrap();
        let mut by_colour = [0u32; 3];
        for p in 0..players as usize {
            for (c, n) in by_colour.iter_mut().enumerate() {
                *n += (g.action_pools[p][c] + g.reserve_pools[p][c]) as u32;
            }
            assert_eq!(g.action_pools[p].iter().sum::<u8>(), 6);
            assert_eq!(g.reserve_pools[p].iter().sum::<u8>(), 3);
        }
        assert_eq!(by_colour, bag);
        assert_eq!(g.bag, [0, 0, 0]);
        assert_eq!(g.rules.slots.len(), 4 * (players as usize + 1));
        for p in &g.players[..players as usize] {
            assert_eq!((p.pinge_coal, p.tunnel_mined, p.pinge_water), (7, 0, 1));
        }
        let _ = Colour::Black;
        let _ = Action::Pass;
    }
}

/// §3.1 refill with an action pool holding more than 6 discs: reserves are filled first in pool
/// order, then action pools up to 6; the last pool comes up short ([PL]/[ES]).
#[test]
fn refill_with_overfull_action_pool() {
    let mut g = game(2);
    g.order = [0, 1, 2, 3];
    g.action_pools = [[3, 2, 0], [0, 0, 0], [0; 3], [0; 3]];
    g.reserve_pools = [[1, 1, 1], [2, 1, 0], [0; 3], [0; 3]];
    g.players[0].cart1 = [1, 0, 3];
    g.players[1].cart1 = [0, 3, 0];
    g.bag = [0, 0, 0];
    g.scenario_planning();
    act(&mut g, 0, "done");
    act(&mut g, 1, "done");
    // nothing planned: the spring ends, the summer refill runs
    assert_eq!((g.season, g.phase), (1, Phase::Take1(0)));
    let total = |p: [u8; 3]| p.iter().sum::<u8>();
    assert_eq!(
        g.action_pools[0],
        [4, 3, 1],
        "3 untaken + 5 from the reserve: 8 discs"
    );
    assert_eq!(total(g.reserve_pools[0]), 3);
    assert_eq!(total(g.reserve_pools[1]), 3);
    assert_eq!(
        total(g.action_pools[1]),
        4,
        "the last pool gets fewer than 6"
    );
    assert_eq!(g.bag, [0, 0, 0]);
}

/// The test profile checks integer overflow, so a resource going below zero would panic in
/// the random-game tests ("no negative resources").
#[test]
fn overflow_checks_are_on() {
    let r = std::panic::catch_unwind(|| {
        let x: u8 = std::hint::black_box(0);
        x - 1
    });
    assert!(r.is_err());
}
