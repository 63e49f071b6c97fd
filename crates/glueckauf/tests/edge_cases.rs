//! Edge cases the rulebooks name, setup per player count, and bad input.

use crate::common::*;
use engine::{Game, RuleError};
use glueckauf::data::*;
use glueckauf::setup::drafter;
use glueckauf::{Action, End, GlueckAuf, Options, Phase, Source, NONE};

fn legal(g: &GlueckAuf) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(g.current, &mut v);
    v
}

fn refused(g: &GlueckAuf, text: &str) -> RuleError {
    let mut h = g.clone();
    let a = h.parse_action(text).unwrap();
    let e = h.apply(h.current, a).unwrap_err();
    assert_eq!(&h, g, "a refused action must leave the state unchanged");
    assert!(
        !legal(g).contains(&a),
        "`{text}` refused but listed as legal"
    );
    e
}

#[test]
fn setup_per_player_count() {
    for (n, workers, money, draft, tiles, orders) in [
        (2u8, 18u8, 10u16, 7u32, 6usize, 3usize),
        (3, 15, 9, 10, 7, 4),
        (4, 13, 8, 13, 8, 4),
    ] {
        let g = game_with(
            n,
            11,
            Options {
                first_player: Some(1),
                ..Options::default()
            },
        );
        assert_eq!(g.draft.count_ones(), draft, "3N + 1 cards revealed");
        assert_eq!(g.open.count_ones(), [19, 23, 26][n as usize - 2]);
        assert_eq!(
            g.tile_display.iter().filter(|&&t| t != NONE).count(),
            tiles,
            "a tile on every open regular factory space"
        );
        assert_eq!(g.tile_pile.len as usize, 48 - tiles);
        assert_eq!(g.supply, [16 - n; 4]);
        for p in &g.players[..n as usize] {
            assert_eq!((p.workers, p.money), (workers, money));
            assert_eq!(
                p.cart_cubes,
                [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
            );
            assert_eq!((p.level, p.elevator_load()), (0, 0));
        }
        // The draft: from the player right of the first player, counter-clockwise, repeated.
        let mut g = g;
        let mut seats = Vec::new();
        let first_card = g.draft.trailing_zeros() as u8;
        for pick in 0..3 * n {
            assert_eq!(g.current, drafter(1, n, pick));
            seats.push(g.current);
            let c = g.draft.trailing_zeros() as u8;
            play(&mut g, &[&format!("draft {}", order_code(c))]);
        }
        let expect: Vec<u8> = (0..3 * n).map(|k| (1 + 2 * n - 1 - k % n) % n).collect();
        assert_eq!(seats, expect);
        assert_eq!(seats[0], 0, "seat 0 sits right of seat 1");
        assert_ne!(g.players[0].pending & (1 << first_card), 0);
        for p in &g.players[..n as usize] {
            assert_eq!(p.pending.count_ones(), 3);
        }
        assert_eq!(
            g.order_display.iter().filter(|&&c| c != NONE).count(),
            orders
        );
        // The leftover card lies on the leftmost open order space.
        let leftmost = if n == 2 { 1 } else { 0 };
        let left = g.order_display[leftmost];
        assert!(g.players.iter().all(|p| p.pending & (1 << left) == 0));
        if n == 2 {
            assert_eq!(
                g.order_display[0], NONE,
                "order_1 is blocked with 2 players"
            );
        }
        assert_eq!(g.order_deck.len as u32, 44 - draft - (orders as u32 - 1));
        assert_eq!((g.phase, g.current, g.shift), (Phase::Turn, 1, 1));
        check_invariants(&g);
    }
}

#[test]
fn blocked_spaces_are_not_playable() {
    let g = started(2);
    for name in [
        "factory 4",
        "factory 8",
        "mine 4",
        "mine 8",
        "money 3",
        "money 5",
        "order 1",
    ] {
        refused(&g, name);
    }
    let g = started(3);
    for name in ["factory 8", "mine 4", "money 3"] {
        refused(&g, name);
    }
    play(&mut started(3), &["mine 8"]);
    play(&mut started(4), &["money 3"]);
}

#[test]
fn not_enough_workers_for_a_space() {
    let mut g = started(2);
    let s = g.current as usize;
    let m6 = MONEY_FIRST + 3;
    let other = 1 - s as u8;
    g.space_workers[m6] = 2;
    g.space_owner[m6] = other;
    g.players[s].workers = 2;
    assert!(matches!(refused(&g, "money 6"), RuleError::Illegal(_)));
    g.players[s].workers = 3;
    play(&mut g, &["money 6"]);
    assert_eq!(g.players[s].workers, 0);
}

#[test]
fn cannot_choose_a_space_you_cannot_carry_out() {
    let mut g = started(2);
    let s = g.current as usize;
    // Factory: the tile must be affordable.
    let t = g.tile_display[0];
    g.players[s].money = TILES[t as usize].cost() - 1;
    refused(&g, "factory 1");
    // Delivery needs a complete order of that transport.
    let seat = g.current;
    set_pending(&mut g, seat, &["OC01", "OW03"]);
    g.fills[card("OW03") as usize].filled = [1, 0, 0, 0];
    g.fills[card("OW03") as usize].cubes = [1, 0, 0, 0];
    g.supply[0] -= 1;
    g.refresh_caches();
    for t in ["wheelbarrow", "carriage", "truck", "train"] {
        refused(&g, &format!("deliver {t}"));
    }
    complete(&mut g, "OC01");
    g.supply[0] -= 1;
    refused(&g, "deliver wheelbarrow");
    play(&mut g, &["deliver carriage"]);
    // The incomplete wheelbarrow order stays.
    assert_eq!(g.players[s].pending, 1 << card("OW03"));
    // Mining and money are always possible; the bank is always legal.
    let l = legal(&g);
    assert!(l.contains(&Action::Bank));
    assert!(l.iter().any(|a| a.to_string() == "mine 6"));
}

#[test]
fn empty_stacks_leave_spaces_empty() {
    let mut g = started(2);
    g.tile_pile.len = 0;
    g.order_deck.len = 0;
    let s = g.current as usize;
    g.players[s].money = 50;
    refused(&g, "factory draw");
    refused(&g, "order draw");
    play(&mut g, &["factory 1"]);
    assert_eq!(g.tile_display[0], NONE, "not refilled");
    play(&mut g, &["order 2"]);
    assert_eq!(g.order_display[1], NONE, "not refilled");
    refused(&g, "factory 1");
    refused(&g, "order 2");
}

#[test]
fn top_five_tiles_returned_on_top_in_chosen_order() {
    let mut g = started(2);
    let s = g.current;
    g.players[s as usize].money = 100;
    let top5: Vec<u8> = g
        .tile_pile
        .as_slice()
        .iter()
        .rev()
        .take(5)
        .copied()
        .collect();
    let below = g.tile_pile.len - 5;
    play(&mut g, &["factory draw"]);
    assert_eq!(g.phase, Phase::TakeTile);
    // Only the actor sees them.
    let tiles = |v: glueckauf::View| v.drawn.map(|d| (d.count, d.tiles.is_some()));
    assert_eq!(tiles(g.view(Some(s))), Some((5, true)));
    // The others see how many, not which.
    assert_eq!(tiles(g.view(Some(1 - s))), Some((5, false)));
    assert_eq!(tiles(g.view(None)), Some((5, false)));
    play(&mut g, &[&format!("take {}", top5[2] + 1)]);
    assert_ne!(g.players[s as usize].tiles & (1 << top5[2]), 0);
    play(
        &mut g,
        &[
            "return top",
            &format!("next {}", top5[4] + 1),
            &format!("next {}", top5[0] + 1),
            &format!("next {}", top5[3] + 1),
        ],
    );
    // The last one goes by itself.
    assert_ne!(g.current, s, "turn over");
    let pile = g.tile_pile.as_slice();
    assert_eq!(pile.len() as u8, below + 4);
    let top: Vec<u8> = pile.iter().rev().take(4).copied().collect();
    assert_eq!(
        top,
        [top5[4], top5[0], top5[3], top5[1]],
        "listed top to bottom"
    );
    check_invariants(&g);
}

#[test]
fn top_five_orders_returned_to_the_bottom() {
    let mut g = started(2);
    let s = g.current;
    let top5: Vec<u8> = g
        .order_deck
        .as_slice()
        .iter()
        .rev()
        .take(5)
        .copied()
        .collect();
    let rest: Vec<u8> = g.order_deck.as_slice()[..g.order_deck.len as usize - 5].to_vec();
    play(&mut g, &["order draw"]);
    assert_eq!(g.phase, Phase::TakeOrder);
    play(&mut g, &["take none", "return bottom"]);
    let order = [top5[3], top5[1], top5[4], top5[0], top5[2]];
    for c in &order[..4] {
        play(&mut g, &[&format!("next {}", order_code(*c))]);
    }
    assert_ne!(g.current, s);
    let deck = g.order_deck.as_slice();
    // Bottom of the pile is index 0: the last listed card is the very bottom.
    let bottom: Vec<u8> = deck[..5].iter().rev().copied().collect();
    assert_eq!(bottom, order);
    assert_eq!(&deck[5..], &rest[..]);
    assert_eq!(
        g.players[s as usize].pending.count_ones(),
        3,
        "kept nothing"
    );
    check_invariants(&g);
}

#[test]
fn top_five_with_fewer_cards_and_kept_card() {
    let mut g = started(2);
    let s = g.current;
    // Only 2 cards left: both are drawn; keep one, the other returns alone.
    let n = g.order_deck.len as usize;
    g.order_deck.items.copy_within(n - 2..n, 0);
    g.order_deck.len = 2;
    let keep = g.order_deck.items[1];
    play(
        &mut g,
        &["order draw", &format!("take {}", order_code(keep))],
    );
    assert_eq!(g.phase, Phase::ReturnEnd { orders: true });
    play(&mut g, &["return top"]);
    assert_ne!(g.current, s);
    assert_eq!(g.order_deck.len, 1);
    assert_ne!(g.players[s as usize].pending & (1 << keep), 0);
    // Unaffordable tiles cannot be bought on the top-5 space; buying nothing is fine.
    let mut g = started(2);
    let s = g.current;
    g.players[s as usize].money = 0;
    play(&mut g, &["factory draw"]);
    assert_eq!(legal(&g), [Action::TakeNone]);
    let t = g.drawn[0];
    refused(&g, &format!("take {}", t + 1));
}

fn mining_setup() -> GlueckAuf {
    let mut g = started(2);
    let s = g.current as usize;
    let p = &mut g.players[s];
    p.carts[BLACK as usize] = 7;
    p.cart_cubes[BLACK as usize][BLACK as usize] = 7;
    g.supply[BLACK as usize] -= 6;
    g
}

#[test]
fn elevator_holds_five() {
    let mut g = mining_setup();
    play(&mut g, &["mine 10", "lift black"]);
    for _ in 0..5 {
        play(&mut g, &["load black"]);
    }
    let s = g.current as usize;
    assert_eq!(g.players[s].elevator, [0, 0, 0, 5]);
    assert!(!legal(&g).contains(&Action::Load(BLACK)));
    refused(&g, "load black");
    assert_eq!(g.phase, Phase::Mining { steps: 4 });
}

#[test]
fn double_fill_costs_two_steps_and_any_colours() {
    let mut g = mining_setup();
    let seat = g.current;
    let s = seat as usize;
    set_pending(&mut g, seat, &["OW01"]); // one yellow cell
    g.players[s].storage = [0, 1, 0, 0];
    g.supply[1] -= 1;
    play(
        &mut g,
        &["mine 6", "lift black", "load black", "lift surface"],
    );
    assert_eq!(g.phase, Phase::Mining { steps: 3 });
    // A black cube cannot fill a yellow cell alone.
    refused(&g, "fill OW01 black");
    play(&mut g, &["double OW01 yellow"]);
    assert!(matches!(g.phase, Phase::Double { steps: 1, .. }));
    refused(&g, "stop");
    play(&mut g, &["cube black", "cube brown storage"]);
    assert_eq!(g.phase, Phase::Mining { steps: 1 });
    let f = g.fills[card("OW01") as usize];
    assert_eq!(f.filled, [1, 0, 0, 0], "one yellow cell");
    assert_eq!(f.cubes, [0, 1, 0, 1], "holding a brown and a black cube");
    assert!(g.has_complete_order(seat, 0));
    assert_eq!(g.cube_total(), 64);
    // With 1 step left a double fill is impossible.
    g.players[s].pending |= 1 << card("OW02");
    g.refresh_caches();
    g.players[s].storage = [2, 0, 0, 0];
    g.supply[0] -= 2;
    refused(&g, "double OW02 brown");
    play(&mut g, &["stop"]);
    assert_ne!(g.current, seat);
    // Delivery returns both cubes of the double-filled cell.
    let supply = g.supply;
    g.current = seat;
    g.phase = Phase::Turn;
    play(&mut g, &["deliver wheelbarrow"]);
    assert_eq!(
        g.supply,
        [supply[0], supply[1] + 1, supply[2], supply[3] + 1]
    );
    assert_eq!(g.cube_total(), 64);
}

#[test]
fn cubes_on_orders_never_move() {
    // Random mining never lowers a fill: there is no action that takes a cube off an order.
    let mut g = mining_setup();
    let seat = g.current;
    let s = seat as usize;
    set_pending(&mut g, seat, &["OW09", "OC11"]);
    g.players[s].storage = [1, 1, 1, 0];
    g.supply[0] -= 1;
    g.supply[1] -= 1;
    g.supply[2] -= 1;
    let mut rng = engine::rng::rng_from_seed(5);
    let mut buf = Vec::new();
    let mut last = g.fills;
    for _ in 0..400 {
        if g.is_over() {
            break;
        }
        let cur = g.current;
        g.legal_actions(cur, &mut buf);
        // Keep seat 0 mining and away from delivery.
        let a = if cur == seat && g.phase == Phase::Turn {
            g.parse_action("mine 10")
                .ok()
                .filter(|a| buf.contains(a))
                .unwrap_or(Action::Bank)
        } else if cur != seat && g.phase == Phase::Turn {
            Action::Bank
        } else {
            buf[engine::rng::below(&mut rng, buf.len() as u32) as usize]
        };
        g.apply(cur, a).unwrap();
        for c in ["OW09", "OC11"] {
            let i = card(c) as usize;
            for k in 0..4 {
                assert!(g.fills[i].filled[k] >= last[i].filled[k]);
                assert!(g.fills[i].cubes[k] >= last[i].cubes[k]);
            }
        }
        last = g.fills;
        assert_eq!(g.cube_total(), 64);
    }
}

#[test]
fn storage_to_order_anywhere_and_elevator_only_at_surface() {
    let mut g = mining_setup();
    let seat = g.current;
    set_pending(&mut g, seat, &["OW05"]); // one black cell
    play(
        &mut g,
        &["mine 10", "lift black", "load black", "load black"],
    );
    refused(&g, "fill OW05 black");
    refused(&g, "store black");
    play(&mut g, &["lift surface", "store black"]);
    play(&mut g, &["lift grey", "fill OW05 black storage"]);
    assert!(g.has_complete_order(seat, 0));
    refused(&g, "lift grey");
}

#[test]
fn coal_shortage_substitution() {
    let mut g = started(2);
    let seat = g.current;
    let s = seat as usize;
    let g2l = 27u8;
    let old = g.tile_display[0];
    if let Some(k) = g.tile_pile.as_slice().iter().position(|&t| t == g2l) {
        g.tile_pile.items[k] = old;
    } else {
        let k = g.tile_display.iter().position(|&t| t == g2l).unwrap();
        g.tile_display[k] = old;
    }
    g.tile_display[0] = g2l;
    g.players[s].money = 20;
    // One grey cube left: the first cart gets it, the second waits for a substitute.
    let mut h = g.clone();
    h.supply = [0, 3, 1, 0];
    play(&mut h, &["factory 1"]);
    assert_eq!(h.phase, Phase::Substitute);
    assert_eq!(legal(&h), [Action::Substitute(Some(BROWN))]);
    refused(&h, "substitute black");
    refused(&h, "substitute none");
    play(&mut h, &["substitute brown"]);
    assert_ne!(h.current, seat);
    assert_eq!(h.players[s].cart_cubes[GREY as usize], [0, 1, 2, 0]);
    assert_eq!(h.players[s].empty_carts(GREY as usize), 0);
    // An empty supply: the carts stay empty and the price is still paid.
    let mut h = g.clone();
    h.supply = [0; 4];
    play(&mut h, &["factory 1"]);
    assert_ne!(h.current, seat);
    assert_eq!(h.players[s].money, 14);
    assert_eq!(h.players[s].empty_carts(GREY as usize), 2);
    // Optional substitution flag: a cart may be left empty.
    let mut h = g.clone();
    h.setup.options.optional_substitution = true;
    h.supply = [1, 0, 0, 0];
    play(&mut h, &["factory 1"]);
    assert_eq!(
        legal(&h),
        [Action::Substitute(Some(YELLOW)), Action::Substitute(None)]
    );
    play(&mut h, &["substitute none", "substitute yellow"]);
    assert_eq!(h.players[s].cart_cubes[GREY as usize], [1, 0, 1, 0]);
    assert_eq!(h.players[s].empty_carts(GREY as usize), 1);
}

#[test]
fn top_five_tile_purchase_with_shortage_substitutes_after_return() {
    let mut g = started(2);
    let s = g.current;
    g.players[s as usize].money = 100;
    g.supply = [0, 0, 0, 0];
    g.supply[0] = 4;
    play(&mut g, &["factory draw"]);
    let t = *g.drawn[..5]
        .iter()
        .find(|&&t| TILES[t as usize].colour != YELLOW)
        .unwrap();
    play(&mut g, &[&format!("take {}", t + 1), "return bottom"]);
    for _ in 0..3 {
        let a = legal(&g)[0];
        g.apply(s, a).unwrap();
    }
    assert_eq!(g.phase, Phase::Substitute);
    play(&mut g, &["substitute yellow"]);
    if TILES[t as usize].carts == 2 {
        play(&mut g, &["substitute yellow"]);
    }
    assert_ne!(g.current, s);
}

#[test]
fn players_without_workers_are_skipped() {
    let mut g = started(3);
    let s = g.current;
    g.players[((s + 1) % 3) as usize].workers = 0;
    play(&mut g, &["bank"]);
    assert_eq!(g.current, (s + 2) % 3);
    // The last player with workers takes several turns in a row.
    for p in 0..3 {
        if p != s as usize {
            g.players[p].workers = 0;
        }
    }
    g.current = s;
    g.players[s as usize].workers = 3;
    play(&mut g, &["bank", "bank"]);
    assert_eq!(g.current, s);
}

#[test]
fn illegal_actions_leave_the_state_unchanged() {
    let g = game(3, 4);
    let drafter = g.current;
    let mut h = g.clone();
    assert_eq!(
        h.apply((drafter + 1) % 3, h.parse_action("bank").unwrap()),
        Err(RuleError::NotYourTurn((drafter + 1) % 3))
    );
    assert_eq!(h, g);
    refused(&g, "bank");
    refused(&g, "mine 6");
    // A card not on display.
    let missing = (0..44u8).find(|c| g.draft & (1 << c) == 0).unwrap();
    refused(&g, &format!("draft {}", order_code(missing)));
    let g = started(2);
    for bad in [
        "stop",
        "lift grey",
        "take none",
        "return top",
        "cube black",
        "substitute grey",
    ] {
        refused(&g, bad);
    }
    let mut over = started(2);
    over.shift = 3;
    end_shift_with_bank(&mut over);
    assert!(over.is_over());
    let mut h = over.clone();
    assert_eq!(h.apply(0, Action::Bank), Err(RuleError::GameOver));
    assert_eq!(h, over);
    let mut buf = vec![Action::Stop];
    over.legal_actions(0, &mut buf);
    assert!(buf.is_empty());
}

#[test]
fn unknown_notation_is_a_parse_error_with_a_reason() {
    let g = started(2);
    for (text, reason) in [
        ("", "empty"),
        ("dance", "unknown action"),
        ("factory 9", "factory space"),
        ("mine 7", "mining space"),
        ("deliver boat", "transport"),
        ("money 2", "money space"),
        ("order 5", "order space"),
        ("fill OC12 grey", "order card id"),
        ("fill OC10 pink", "colour"),
        ("fill OC10 grey pocket", "source"),
        ("take 49", "tile number"),
        ("return sideways", "end of the pile"),
        ("lift moon", "level"),
        ("bank 2", "unexpected"),
        ("draft", "missing"),
    ] {
        let e = g.parse_action(text).unwrap_err();
        assert_eq!(e.input, text);
        assert!(e.reason.contains(reason), "`{text}`: {}", e.reason);
    }
}

#[test]
fn notation_examples_round_trip() {
    let g = started(2);
    for text in [
        "draft OT05",
        "factory 3",
        "factory draw",
        "mine 8",
        "deliver carriage",
        "money 5",
        "order 2",
        "order draw",
        "bank",
        "take 17",
        "take OC10",
        "take none",
        "return top",
        "return bottom",
        "next 17",
        "next OC10",
        "substitute grey",
        "substitute none",
        "lift grey",
        "lift surface",
        "load grey",
        "store grey",
        "fill OC10 grey",
        "fill OC10 grey storage",
        "double OC10 grey",
        "cube yellow",
        "cube yellow storage",
        "stop",
    ] {
        let a = g.parse_action(text).unwrap();
        assert_eq!(a.to_string(), text);
    }
    assert_eq!(
        g.parse_action("  Fill oc10  GRAY Storage ").unwrap(),
        Action::Fill(card("OC10"), GREY, Source::Storage)
    );
    assert_eq!(
        g.parse_action("return top").unwrap(),
        Action::Return(End::Top)
    );
}

#[test]
fn delivered_orders_visibility_option() {
    let mut g = started_with(
        3,
        2,
        Options {
            delivered_orders_public: false,
            ..Options::default()
        },
    );
    g.players[1].delivered = 1 << card("OW01");
    let v = g.view(Some(0));
    assert_eq!(v.seats[1].delivered, None);
    assert_eq!(v.seats[1].delivered_count, 1);
    assert_eq!(
        g.view(Some(1)).seats[1].delivered,
        Some(vec![glueckauf::names::OrderInfo::of(card("OW01"))])
    );
    // Determinize re-deals seat 1's hidden delivered card among the unseen cards.
    let mut rng = engine::rng::rng_from_seed(1);
    let seen: std::collections::HashSet<u64> = (0..20)
        .map(|_| g.determinize(0, &mut rng).players[1].delivered)
        .collect();
    assert!(seen.len() > 1);
    assert!(seen.iter().all(|m| m.count_ones() == 1));
    let mut pub_g = started(3);
    pub_g.players[1].delivered = 1 << card("OW01");
    assert_eq!(
        pub_g.view(Some(0)).seats[1].delivered,
        Some(vec![glueckauf::names::OrderInfo::of(card("OW01"))])
    );
}

#[test]
fn unlimited_coal_option() {
    let g = game_with(
        2,
        1,
        Options {
            unlimited_coal: true,
            ..Options::default()
        },
    );
    assert!(g.supply.iter().all(|&x| x >= 100));
    check_invariants(&g);
}

#[test]
fn split_double_fill_option() {
    let mut g = started_with(
        2,
        1,
        Options {
            allow_split_double_fill: true,
            ..Options::default()
        },
    );
    let seat = g.current;
    let s = seat as usize;
    set_pending(&mut g, seat, &["OW01"]); // one yellow cell
    g.players[s].storage = [0, 1, 0, 1];
    g.supply[1] -= 1;
    g.supply[3] -= 1;
    // One step: the first cube of the double fill; then stop mining.
    play(
        &mut g,
        &["mine 6", "double OW01 yellow", "cube black storage"],
    );
    assert_eq!(g.phase, Phase::Mining { steps: 5 });
    let f = g.fills[card("OW01") as usize];
    assert_eq!(
        (f.filled, f.half, f.cubes),
        ([0; 4], [1, 0, 0, 0], [0, 0, 0, 1])
    );
    assert!(!g.has_complete_order(seat, 0));
    // The half cell takes no single yellow cube; its black cube never moves.
    g.players[s].storage[0] = 1;
    g.supply[0] -= 1;
    refused(&g, "fill OW01 yellow storage");
    play(&mut g, &["stop"]);
    // Next turn of this seat: finish the cell with a second cube, 1 step.
    play(&mut g, &["bank"]); // the other seat
    play(
        &mut g,
        &["mine 6", "double OW01 yellow", "cube brown storage"],
    );
    assert_eq!(g.phase, Phase::Mining { steps: 5 });
    let f = g.fills[card("OW01") as usize];
    assert_eq!(
        (f.filled, f.half, f.cubes),
        ([1, 0, 0, 0], [0; 4], [0, 1, 0, 1])
    );
    assert!(g.has_complete_order(seat, 0));
    assert_eq!(g.cube_total(), 64);
}
