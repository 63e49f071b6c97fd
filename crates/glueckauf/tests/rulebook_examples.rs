//! Every worked example of the rulebooks ([HU] 001, [RU] 002; spec §2.2, §3.1–3.3, §4, §5),
//! played through the public API.

use crate::common::*;
use engine::Game;
use glueckauf::data::*;
use glueckauf::shift_end::score_element;
use glueckauf::{Options, Phase};

/// Spec §2.2 / [RU] "Структура хода": the 4-mark space is empty (1 worker), the 5-mark space
/// holds 1 red worker (bumped, 2 placed), the 6-mark space holds 2 of Misha's own (bumped,
/// 3 placed).
#[test]
fn displacement_4_5_6_marks() {
    let mut base = started(3); // money_5 is blocked with 2 players
    let misha = base.current;
    let red = (misha + 1) % 3;
    let m5 = MONEY_FIRST + 2;
    let m6 = MONEY_FIRST + 3;
    base.space_workers[m5] = 1;
    base.space_owner[m5] = red;
    base.players[red as usize].workers -= 1;
    base.space_workers[m6] = 2;
    base.space_owner[m6] = misha;
    base.players[misha as usize].workers -= 2;
    let w = base.players[misha as usize].workers;
    let money = base.players[misha as usize].money;

    let mut g = base.clone();
    play(&mut g, &["money 4"]);
    assert_eq!(g.players[misha as usize].workers, w - 1);
    assert_eq!(g.space_workers[MONEY_FIRST + 1], 1);
    assert_eq!(g.players[misha as usize].money, money + 4);

    let mut g = base.clone();
    play(&mut g, &["money 5"]);
    assert_eq!(
        g.canteen[red as usize], 1,
        "the red worker goes to the canteen"
    );
    assert_eq!(g.players[misha as usize].workers, w - 2);
    assert_eq!((g.space_workers[m5], g.space_owner[m5]), (2, misha));
    assert_eq!(g.players[misha as usize].money, money + 5);

    let mut g = base.clone();
    play(&mut g, &["money 6"]);
    assert_eq!(g.canteen[misha as usize], 2, "own workers are bumped too");
    assert_eq!(g.players[misha as usize].workers, w - 3);
    assert_eq!((g.space_workers[m6], g.space_owner[m6]), (3, misha));
    assert_eq!(g.players[misha as usize].money, money + 6);
}

/// Spec §3.1 / [RU] example: a tile with two grey carts costs 6 marks; 2 grey cubes go on it and
/// it is attached on the light side of the grey level (3).
#[test]
fn tunnel_tile_purchase_two_grey_carts() {
    let mut g = started(2);
    let seat = g.current as usize;
    let g2l = 27; // tile #28, G2L (components §2.2)
    assert_eq!(tile_code(g2l), "G2L");
    // Put tile 28 on factory space 1 (swap it with whatever lies there).
    let old = g.tile_display[0];
    if let Some(k) = g.tile_pile.as_slice().iter().position(|&t| t == g2l) {
        g.tile_pile.items[k] = old;
    } else {
        let k = g.tile_display.iter().position(|&t| t == g2l).unwrap();
        g.tile_display[k] = old;
    }
    g.tile_display[0] = g2l;
    let next_top = *g.tile_pile.as_slice().last().unwrap();
    g.players[seat].money = 5;
    let mut h = g.clone();
    assert!(h
        .apply(seat as u8, h.parse_action("factory 1").unwrap())
        .is_err());
    assert_eq!(h, g, "refused: 5 marks are not enough");

    g.players[seat].money = 7;
    let supply = g.supply;
    play(&mut g, &["factory 1"]);
    let p = &g.players[seat];
    assert_eq!(p.money, 1, "6 marks paid");
    assert_eq!((p.light, p.dark), (1, 0), "light side");
    assert_eq!(p.carts[GREY as usize], 3, "printed grey cart + 2");
    assert_eq!(p.cart_cubes[GREY as usize], [0, 0, 3, 0]);
    assert_eq!(g.supply[GREY as usize], supply[GREY as usize] - 2);
    assert_ne!(p.tiles & (1 << g2l), 0);
    assert_eq!(
        g.tile_display[0], next_top,
        "refilled at once from the pile"
    );
    check_invariants(&g);
}

/// Spec §3.2 / [RU] 8-step example: down to grey, load 2 grey, up to yellow, load yellow, up to
/// the surface, 2 grey cubes on grey cells; the yellow cube stays in the elevator.
#[test]
fn mining_eight_steps() {
    let mut g = started(3);
    let seat = g.current;
    let p = &mut g.players[seat as usize];
    p.carts[GREY as usize] = 3;
    p.cart_cubes[GREY as usize][GREY as usize] = 3;
    g.supply[GREY as usize] -= 2;
    set_pending(&mut g, seat, &["OW08"]); // 2 grey cells
    play(
        &mut g,
        &[
            "mine 8",
            "lift grey",
            "load grey",
            "load grey",
            "lift yellow", // passes the brown level in one step
            "load yellow",
            "lift surface",
            "fill OW08 grey",
        ],
    );
    assert_eq!(g.phase, Phase::Mining { steps: 1 });
    play(&mut g, &["fill OW08 grey"]);
    assert_ne!(g.current, seat, "8 steps used: the turn is over");
    let p = &g.players[seat as usize];
    assert_eq!(p.level, 0);
    assert_eq!(
        p.elevator,
        [1, 0, 0, 0],
        "the yellow cube stays in the elevator"
    );
    assert_eq!(p.cart_cubes[GREY as usize][GREY as usize], 1);
    assert_eq!(p.cart_cubes[YELLOW as usize][YELLOW as usize], 0);
    let ow08 = card("OW08") as usize;
    assert_eq!(g.fills[ow08].filled, [0, 0, 2, 0]);
    assert!(g.has_complete_order(seat, 0));
}

/// Spec §3.3 / [RU] example: two complete horse-carriage orders worth 9 and 10 give 19 VP, the
/// cubes go back to the supply and the cards to the delivered stack.
#[test]
fn delivery_of_two_carriage_orders() {
    let mut g = started(2);
    let seat = g.current;
    set_pending(&mut g, seat, &["OC09", "OC10", "OC01", "OW01"]);
    complete(&mut g, "OC09");
    complete(&mut g, "OC10");
    complete(&mut g, "OW01"); // another transport: stays
    let supply = g.supply;
    let vp = g.players[seat as usize].vp_orders;
    play(&mut g, &["deliver carriage"]);
    let p = &g.players[seat as usize];
    assert_eq!(p.vp_orders, vp + 19);
    assert_eq!(
        g.supply,
        [supply[0] + 1, supply[1] + 1, supply[2] + 1, supply[3] + 3]
    );
    assert_eq!(p.delivered, (1 << card("OC09")) | (1 << card("OC10")));
    assert_eq!(p.pending, (1 << card("OC01")) | (1 << card("OW01")));
}

/// [HU]/[RU] shift-scoring counting examples: cells by printed colour, cells per transport,
/// empty carts per colour.
#[test]
fn shift_scoring_counts() {
    let mut g = started(3);
    // Grey cells 1 + 2, black 1 + 2, 1 yellow, 1 brown.
    g.players[0].delivered = ["OW04", "OW08", "OW05", "OW09", "OW01", "OW02"]
        .iter()
        .fold(0, |m, c| m | 1 << card(c));
    let c = g.element_counts(0);
    assert_eq!(&c[..4], &[1, 1, 3, 3]);
    // 2 cells on a wheelbarrow card, 6 (4 + 2) on carriage cards.
    g.players[1].delivered = ["OW03", "OC10", "OC07"]
        .iter()
        .fold(0, |m, c| m | 1 << card(c));
    let c = g.element_counts(1);
    assert_eq!(&c[4..8], &[2, 6, 0, 0]);
    // Empty grey carts 2 + 1, empty black 2 + 1 + 1.
    let p = &mut g.players[2];
    p.carts = [1, 1, 4, 5];
    p.cart_cubes = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]];
    let c = g.element_counts(2);
    assert_eq!(&c[8..], &[0, 0, 3, 4]);
}

/// [HU]/[RU] tie example (3 players, after shift 2): Gosha and Lyusya have 3 wheelbarrow cells
/// each and share 1st place (6 VP each); Misha's 2 cells give nothing. Misha's 6 carriage
/// cells give 7 VP; Gosha and Lyusya with 1 each are tied 2nd (3 VP each). No trucks or trains.
#[test]
fn shift_scoring_tie_on_wheelbarrows() {
    let mut g = started(3);
    let (gosha, lyusya, misha) = (0usize, 1usize, 2usize);
    let set = |codes: &[&str]| codes.iter().fold(0u64, |m, c| m | 1 << card(c));
    g.players[gosha].delivered = set(&["OW07", "OC01"]);
    g.players[lyusya].delivered = set(&["OW10", "OC03"]);
    g.players[misha].delivered = set(&["OW03", "OC10", "OC07"]);
    g.shift = 2;
    let gains = g.shift_gains();
    assert_eq!(&gains[4][..3], &[6, 6, 0], "wheelbarrow");
    assert_eq!(&gains[5][..3], &[3, 3, 7], "horse carriage");
    assert_eq!(&gains[6][..3], &[0, 0, 0], "truck");
    assert_eq!(&gains[7][..3], &[0, 0, 0], "train");
    assert!(
        gains[8..].iter().all(|r| r == &[0; 4]),
        "not scored after shift 2"
    );
    // Colours: yellow G1 L0 M3; brown G3 L1 M3 (tie); grey L3 M1; black M1.
    assert_eq!(&gains[0][..3], &[1, 0, 2]);
    assert_eq!(&gains[1][..3], &[3, 0, 3], "tied leaders, no 2nd place");
    assert_eq!(&gains[2][..3], &[0, 4, 2]);
    assert_eq!(&gains[3][..3], &[0, 0, 5]);
    // Played through: the shift ends and the VP are added.
    end_shift_with_bank(&mut g);
    assert_eq!(g.shift, 3);
    let vp: Vec<i16> = g.players[..3].iter().map(|p| p.vp_shifts).collect();
    assert_eq!(vp, [13, 13, 19]);
}

/// Spec §4.1 rules 1–5 on single elements.
#[test]
fn majority_rules() {
    // Count 0 never places, even as 2nd.
    assert_eq!(score_element(&[3, 0, 0], 6, 3), [6, 0, 0, 0]);
    assert_eq!(score_element(&[0, 0, 0], 6, 3), [0; 4]);
    // Tied seconds each get the full 2nd-place VP.
    assert_eq!(score_element(&[5, 2, 2, 1], 13, 6), [13, 6, 6, 0]);
    // 2 players: never a 2nd place; a tie gives both the 1st-place VP.
    assert_eq!(score_element(&[4, 2], 9, 4), [9, 0, 0, 0]);
    assert_eq!(score_element(&[2, 2], 9, 4), [9, 9, 0, 0]);
}

/// 2-player shift scoring played through: only 1st place scores.
#[test]
fn two_players_no_second_place() {
    let mut g = started(2);
    g.players[0].delivered = 1 << card("OW01"); // 1 yellow cell
    g.players[1].delivered = (1 << card("OW03")) | (1 << card("OC02")); // 4 yellow
    let before: Vec<i16> = g.players[..2].iter().map(|p| p.vp_shifts).collect();
    end_shift_with_bank(&mut g);
    assert_eq!(g.shift, 2);
    assert_eq!(g.players[0].vp_shifts - before[0], 0);
    assert_eq!(g.players[1].vp_shifts - before[1], 2);
}

/// [HU]/[RU] first-player example: Misha has 5 workers on the factory, Lyusya 4, Gosha 2, so
/// Misha becomes the first player.
#[test]
fn first_player_by_factory_workers() {
    let mut g = started(3);
    let (gosha, lyusya, misha) = (0u8, 1u8, 2u8);
    let put = |g: &mut glueckauf::GlueckAuf, s: usize, n: u8, seat: u8| {
        g.space_workers[s] = n;
        g.space_owner[s] = seat;
    };
    put(&mut g, FACTORY_FIRST, 3, misha);
    put(&mut g, FACTORY_FIRST + 1, 2, misha);
    put(&mut g, FACTORY_DRAW, 4, lyusya); // the top-5 space counts too (spec §7 item 13)
    put(&mut g, FACTORY_FIRST + 2, 2, gosha);
    g.canteen[gosha as usize] = 6; // canteen workers do not count
    assert_eq!(g.first_player, gosha);
    end_shift_with_bank(&mut g);
    assert_eq!(g.first_player, misha);
    assert_eq!(g.current, misha);
    assert_eq!(g.shift, 2);
    // All workers are back.
    for p in &g.players[..3] {
        assert_eq!(p.workers, 15);
    }
    assert_eq!(g.space_workers, [0; NUM_SPACES]);
}

/// Spec §4.2 step 1.3 and §7 items 12, 14: ties for the most factory workers.
#[test]
fn first_player_ties() {
    let setup = |keep: bool| {
        let mut g = game_with(
            4,
            3,
            Options {
                first_player: Some(1),
                prev_first_keeps_on_tie: keep,
                ..Options::default()
            },
        );
        skip_draft(&mut g);
        g
    };
    // Seats 1 (previous first) and 3 tie with 2 each; seat 0 has 2 as well.
    let tie = |g: &mut glueckauf::GlueckAuf| {
        for (s, seat) in [(0usize, 1u8), (1, 3), (2, 0)] {
            g.space_workers[FACTORY_FIRST + s] = 2;
            g.space_owner[FACTORY_FIRST + s] = seat;
        }
    };
    let mut g = setup(false);
    tie(&mut g);
    end_shift_with_bank(&mut g);
    assert_eq!(
        g.first_player, 3,
        "first tied seat clockwise after seat 1, not seat 1"
    );
    let mut g = setup(true);
    tie(&mut g);
    end_shift_with_bank(&mut g);
    assert_eq!(
        g.first_player, 1,
        "[RU] reading: the previous first player keeps it"
    );
    // Nobody on the factory: everyone is tied at 0.
    let mut g = setup(false);
    end_shift_with_bank(&mut g);
    assert_eq!(g.first_player, 2);
    let mut g = setup(true);
    end_shift_with_bank(&mut g);
    assert_eq!(g.first_player, 1);
    // A single leader becomes first player even if they already were.
    let mut g = setup(false);
    g.space_workers[FACTORY_FIRST] = 1;
    g.space_owner[FACTORY_FIRST] = 1;
    end_shift_with_bank(&mut g);
    assert_eq!(g.first_player, 1);
}

/// [HU]/[RU] end-game example: 7 marks (+1, 2 kept for the tie-break), 4 cubes (+1: one on a
/// cart, one in the elevator, one in storage, one on a pending order), 1 unfinished order (−1),
/// 7 light and 4 dark tiles (imbalance 3, −6): −5 in all.
#[test]
fn end_game_example() {
    let mut g = started(2);
    g.shift = 3;
    let seat = g.current;
    let s = seat as usize;
    // 6 marks; the bank that ends the game adds the 7th.
    g.players[s].money = 6;
    g.supply[1] += 1;
    g.supply[2] += 1;
    g.supply[3] += 1;
    let p = &mut g.players[s];
    p.cart_cubes = [[1, 0, 0, 0], [0; 4], [0; 4], [0; 4]];
    p.elevator = [0, 1, 0, 0];
    p.storage = [0, 0, 1, 0];
    p.light = 7;
    p.dark = 4;
    set_pending(&mut g, seat, &["OW09"]);
    let ow09 = card("OW09") as usize;
    g.fills[ow09].filled[BLACK as usize] = 1;
    g.fills[ow09].cubes[BLACK as usize] = 1;
    g.supply[3] -= 1;
    g.refresh_caches();
    assert_eq!(g.cubes_owned(seat), 4);
    let shift_vp = g.shift_gains().iter().map(|r| r[s]).sum::<i16>();
    end_shift_with_bank(&mut g);
    assert!(g.is_over());
    let f = g.final_score(seat);
    assert_eq!((f.money, f.coal, f.pending, f.balance), (1, 1, -1, -6));
    assert_eq!(f.total(), -5);
    assert_eq!(
        g.score(seat),
        (g.players[s].vp_orders + shift_vp - 5) as i32
    );
    assert_eq!(g.tiebreak(seat), 2, "2 marks kept for the tie-break");
    let lines = g.score_breakdown(seat);
    assert_eq!(lines.iter().map(|l| l.points).sum::<i32>(), g.score(seat));
}

/// Spec §5 winner: most VP, then more leftover marks, else shared.
#[test]
fn winner_and_tiebreak() {
    let mut g = started(2);
    g.shift = 3;
    for p in g.players.iter_mut() {
        p.vp_orders = 10;
        p.light = 0;
        p.dark = 0;
    }
    // Both end with 13 marks: +2 VP each, 3 left over; seat 0 gets 1 more mark.
    g.players[0].money = 14;
    g.players[1].money = 13;
    let cur = g.current;
    g.players[cur as usize].money -= 1; // the final bank adds it back
    end_shift_with_bank(&mut g);
    assert_eq!(g.score(0), g.score(1));
    assert_eq!((g.tiebreak(0), g.tiebreak(1)), (4, 3));
    assert_eq!(engine::winners(&g), engine::SeatSet::single(0));
}

/// [RU] money example: workers on the "5 marks" space give 5 marks at once.
#[test]
fn money_five_marks() {
    let mut g = started(3);
    let s = g.current as usize;
    let m = g.players[s].money;
    play(&mut g, &["money 5"]);
    assert_eq!(g.players[s].money, m + 5);
}

/// [RU] new-order example: Misha takes the train card from an order space into his pending
/// orders, and the space is refilled from the deck at once.
#[test]
fn new_order_from_a_regular_space() {
    let mut g = started(3);
    let s = g.current;
    // Make the card on order space 2 a train card.
    let train = card("OR07");
    let old = g.order_display[1];
    if let Some(k) = g.order_deck.as_slice().iter().position(|&c| c == train) {
        g.order_deck.items[k] = old;
    } else if let Some(k) = g.order_display.iter().position(|&c| c == train) {
        g.order_display[k] = old;
    } else {
        // Drafted: swap hands.
        for p in g.players.iter_mut() {
            if p.pending & (1 << train) != 0 {
                p.pending = p.pending & !(1 << train) | 1 << old;
            }
        }
        g.refresh_caches();
    }
    g.order_display[1] = train;
    let top = *g.order_deck.as_slice().last().unwrap();
    play(&mut g, &["order 2"]);
    assert_ne!(g.players[s as usize].pending & (1 << train), 0);
    assert_eq!(g.order_display[1], top, "refilled from the deck");
    check_invariants(&g);
}
