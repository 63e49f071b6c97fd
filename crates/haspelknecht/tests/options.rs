//! Rule options change exactly the rule they name.

use crate::common::{act, legal, scenario};
use engine::Game;
use haspelknecht::options::*;
use haspelknecht::pieces::*;
use haspelknecht::state::*;
use haspelknecht::{Haspelknecht, Options};

fn game(players: u8, options: Options) -> Haspelknecht {
    let mut g = scenario(players, 5, options, true);
    g.order = [0, 1, 2, 3];
    g
}

/// [DE] tile 15 example: bought in spring of year 1, the kiln can be used 8 more times.
#[test]
fn charcoal_kiln_eight_more_times() {
    let mut g = game(2, Options::default());
    let i = tile_index(15).unwrap();
    g.players[0].tiles = 1 << i;
    g.players[0].tiles_new = 1 << i;
    g.stacks[i][0] = 0;
    g.stack_len[i] = 1;
    // enter spring planning of year 1 with some discs
    g.players[0].cart1 = [0, 2, 0];
    g.players[1].cart1 = [0, 2, 0];
    g.scenario_planning();
    let mut uses = 0;
    let mut buf = Vec::new();
    while let Some(seat) = g.to_move().first() {
        if g.players[0].wood < 2 {
            g.players[0].wood = 2;
        }
        g.legal_actions(seat, &mut buf);
        let kiln = buf.iter().position(|a| a.to_string() == "kiln");
        let a = match kiln {
            Some(k) => {
                uses += 1;
                buf[k]
            }
            // otherwise: finish quickly (done / end / pass / store / first take)
            None => *buf
                .iter()
                .find(|a| matches!(a.to_string().as_str(), "done" | "end" | "pass" | "store"))
                .unwrap_or(&buf[0]),
        };
        g.apply(seat, a).unwrap();
    }
    assert_eq!(uses, 8);
}

#[test]
fn voluntary_rent() {
    let o = Options {
        rent_payment_voluntary: true,
        ..Options::default()
    };
    let mut g = game(2, o);
    g.year = 2;
    g.players[0].food = 3;
    g.players[0].thaler = 3;
    g.scenario_winter();
    assert!(matches!(g.phase, Phase::WinterRent(_)));
    assert!(legal(&g, 0).contains(&"rent 0 0".to_string()));
    act(&mut g, 0, "rent 2 0");
    assert_eq!(
        (g.players[0].food, g.players[0].thaler, g.players[0].debt),
        (1, 3, 1)
    );
}

#[test]
fn mandatory_rent_takes_what_there_is() {
    let mut g = game(2, Options::default());
    g.year = 2;
    g.players[0].food = 1;
    g.players[0].thaler = 4;
    g.scenario_winter();
    assert_eq!(
        (g.players[0].food, g.players[0].thaler, g.players[0].debt),
        (0, 3, 1)
    );
    assert_eq!(g.players[1].debt, 3);
}

#[test]
fn over_six_options() {
    for (opt, want) in [
        (
            OverSix::TakeSixOrFive,
            vec!["take 1 black 5", "take 1 black 6"],
        ),
        (OverSix::TakeAll, vec!["take 1 black 7"]),
        (OverSix::CapFive, vec!["take 1 black 5"]),
    ] {
        let mut g = game(
            2,
            Options {
                over_six_same_colour: opt,
                ..Options::default()
            },
        );
        g.year = 2;
        g.action_pools[0] = [7, 0, 0];
        g.action_pools[1] = [0, 0, 0];
        g.scenario_disc_taking();
        assert_eq!(legal(&g, 0), want);
    }
}

#[test]
fn second_take_may_take_fewer() {
    let mut g = game(
        2,
        Options {
            second_take_may_take_fewer: true,
            ..Options::default()
        },
    );
    g.year = 2;
    g.action_pools[0] = [3, 0, 0];
    g.action_pools[1] = [0, 3, 0];
    g.scenario_disc_taking();
    act(&mut g, 0, "take 1 black 3");
    act(&mut g, 1, "take 2 brown 3");
    assert_eq!(legal(&g, 0), vec!["pass"], "nothing left for seat 0");
    let mut g = game(
        2,
        Options {
            second_take_may_take_fewer: true,
            ..Options::default()
        },
    );
    g.year = 2;
    g.action_pools[0] = [3, 0, 0];
    g.action_pools[1] = [0, 4, 2];
    g.scenario_disc_taking();
    act(&mut g, 0, "take 1 black 3");
    act(&mut g, 1, "take 2 yellow 2");
    assert_eq!(
        legal(&g, 0),
        vec!["take 2 brown 1", "take 2 brown 2", "pass"]
    );
}

#[test]
fn coal_digger_automatic_mode() {
    let o = Options {
        coal_digger_mode: CoalDiggerMode::Automatic,
        ..Options::default()
    };
    let mut g = game(2, o);
    g.players[0].pinge_water = 3;
    g.players[0].thaler = 1;
    g.scenario_planning();
    act(&mut g, 0, "digger thaler");
    act(&mut g, 0, "done");
    act(&mut g, 1, "done");
    act(&mut g, 0, "activate digger");
    assert_eq!(legal(&g, 0)[..2], ["drain".to_string(), "stop".to_string()]);
    act(&mut g, 0, "drain");
    // 1 water left: automatic mode mines
    assert_eq!(legal(&g, 0)[..2], ["mine".to_string(), "stop".to_string()]);
}

#[test]
fn own_workers_and_shaft_water() {
    for (opt, can) in [(false, false), (true, true)] {
        let o = Options {
            own_workers_remove_shaft_water: opt,
            ..Options::default()
        };
        let mut g = game(2, o);
        let p = &mut g.players[0];
        p.pinge_coal = 0;
        p.exhausted = true;
        p.shaft_water = 6;
        p.cart1 = [2, 0, 0];
        g.scenario_planning();
        act(&mut g, 0, "farmer black");
        act(&mut g, 0, "done");
        act(&mut g, 1, "done");
        act(&mut g, 0, "activate farmer");
        assert_eq!(legal(&g, 0).contains(&"drain".to_string()), can);
        // 6 water in the shaft: no tunnel mining (limit 4)
        assert!(!legal(&g, 0).contains(&"mine".to_string()));
    }
}

#[test]
fn hired_workers_follow_live_state() {
    let o = Options {
        hired_workers_follow_live_state: true,
        ..Options::default()
    };
    let mut g = game(2, o);
    g.players[0].thaler = 1;
    g.scenario_planning();
    assert!(legal(&g, 0).contains(&"hewer thaler".to_string()));
    let mut g = game(2, Options::default());
    g.players[0].thaler = 1;
    g.scenario_planning();
    assert!(!legal(&g, 0).contains(&"hewer thaler".to_string()));
}

#[test]
fn sequential_planning_is_in_turn_order_and_open() {
    let o = Options {
        planning_mode: PlanningMode::SequentialInTurnOrder,
        ..Options::default()
    };
    let mut g = game(3, o);
    g.order = [2, 0, 1, 3];
    g.players[2].cart1 = [0, 1, 0];
    g.scenario_planning();
    assert_eq!(g.to_move().iter().collect::<Vec<_>>(), vec![2]);
    act(&mut g, 2, "farmer brown");
    assert!(g.view(Some(0)).players[2].plan.is_some(), "open planning");
    act(&mut g, 2, "done");
    assert_eq!(g.to_move().iter().collect::<Vec<_>>(), vec![0]);
}

#[test]
fn start_with_buildings_and_improved_farmhand() {
    let o = Options {
        start_with_buildings: true,
        start_with_improved_farmhand: true,
        ..Options::default()
    };
    let g = game(2, o); // first-game 2p layout: 11-13, 21-23, 31-33, 41-43
    let p = g.players[0];
    assert!(!p.has_building(12));
    assert!(p.has_building(15) && p.has_building(24) && p.has_building(35));
    assert!(!p.improved(), "tile 13 is in the 2-player layout");
    assert_eq!(p.score(), 0);
}
