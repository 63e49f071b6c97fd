//! Glück Auf screens drawn on a test backend at 80x24 and 120x40: what a player sees.

use crate::common::*;
use bots::RandomBot;
use engine::rng::{below, rng_from_seed};
use engine::{Game, GameRecord, Setup};
use glueckauf::data::parse_order_code;
use glueckauf::{GlueckAuf, Options, Phase};
use present::{catalog, Lang, ListNames};
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;
use ratatui::text::Line;
use ratatui::Terminal;
use std::path::PathBuf;
use tui::app::{App, Mode, SeatKind};
use tui::panel::PanelCtx;

/// A game of `players` with a person at seat 0 and random bots elsewhere.
fn new_app(players: u8, seed: u64, options: Options) -> (App<GlueckAuf>, Bots<GlueckAuf>) {
    let record = GameRecord::new::<GlueckAuf>(&Setup {
        players,
        seed,
        options,
    });
    let mut seats = vec![SeatKind::Human];
    let mut bots: Bots<GlueckAuf> = vec![None];
    for s in 1..players {
        seats.push(SeatKind::Bot("random".into()));
        bots.push(Some(Box::new(RandomBot::new(s as u64))));
    }
    let app = App::from_record(record, seats, PathBuf::from("/tmp/kohle-ga-screens.json")).unwrap();
    (app, bots)
}

/// Plays (the person at random) until `stop` holds when the person is to decide.
fn play_until(
    app: &mut App<GlueckAuf>,
    bots: &mut Bots<GlueckAuf>,
    seed: u64,
    stop: impl Fn(&GlueckAuf) -> bool,
) {
    let mut rng = rng_from_seed(seed);
    for _ in 0..5000 {
        match app.mode {
            Mode::BotThinking(_) => run_bots(app, bots),
            Mode::Deciding(0) if stop(&app.game) => return,
            Mode::Deciding(_) => {
                for _ in 0..below(&mut rng, app.filtered.len() as u32) {
                    press(app, KeyCode::Down);
                }
                press(app, KeyCode::Enter);
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    panic!("never reached");
}

fn draw(app: &App<GlueckAuf>, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| tui::draw::draw(frame, app)).unwrap();
    terminal.backend().buffer().clone()
}

/// Where `needle` starts on screen (column, row).
fn find(buffer: &Buffer, needle: &str) -> Option<(u16, u16)> {
    let area = buffer.area;
    for y in 0..area.height {
        let row: Vec<String> = (0..area.width)
            .map(|x| buffer[(x, y)].symbol().to_string())
            .collect();
        let text: String = row.concat();
        if let Some(i) = text.find(needle) {
            // Cells hold one symbol each: count symbols before the byte offset.
            let x = text[..i].chars().count() as u16;
            return Some((x, y));
        }
    }
    None
}

/// The panel lines for `viewer` with these seat names, `width` columns wide.
fn panel_text(g: &GlueckAuf, viewer: Option<u8>, names: &[&str], width: u16) -> Vec<String> {
    let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    let names = ListNames(Lang::En, names);
    let ctx = PanelCtx {
        cat: catalog(Lang::En),
        names: &names,
        width,
        height: 40,
    };
    tui::glueckauf_panel::panel(&g.view(viewer), &ctx)
        .iter()
        .map(Line::to_string)
        .collect()
}

#[test]
fn at_120x40_the_board_and_the_own_mine_orders_and_money_show_together() {
    let (mut app, mut bots) = new_app(4, 3, Options::default());
    play_until(&mut app, &mut bots, 3, |g| {
        g.shift == 2 && g.phase == Phase::Turn && g.players[0].workers < 9
    });
    let buffer = draw(&app, 120, 40);
    let text = screen(&app, 120, 40);
    assert_eq!(app.panel_scroll, 0);
    let view = app.game.view(Some(0));
    // The whole board: every space in notation, with 4 players none blocked.
    for s in &view.spaces {
        let notation = s.space.notation();
        assert!(
            find(&buffer, &format!("{notation} ")).is_some(),
            "{notation} not on screen:\n{text}"
        );
        assert!(!s.blocked);
    }
    assert!(!text.contains("blocked"), "{text}");
    // The own seat beside it: name, VP, money, workers, the mine level by level, every
    // pending order with its fill, delivered orders.
    let me = &view.seats[0];
    assert!(text.contains("Seat 0 (you)"), "{text}");
    assert!(text.contains(&format!("{} VP", me.score)), "{text}");
    assert!(text.contains(&format!("{} marks", me.money)), "{text}");
    assert!(
        text.contains(&format!("workers {} · canteen", me.workers)),
        "{text}"
    );
    for (l, name) in ["L1 yellow", "L2 brown", "L3 grey", "L4 black"]
        .iter()
        .enumerate()
    {
        let level = &me.levels[l];
        let line = format!("{name} {} cart", level.carts);
        assert!(text.contains(&line), "{line}:\n{text}");
    }
    assert!(text.contains("elevator at"), "{text}");
    assert!(text.contains("storage:"), "{text}");
    assert!(!me.pending.is_empty());
    for o in &me.pending {
        assert!(
            text.contains(&format!(" {} {}VP", o.card.id.code(), o.card.vp)),
            "{}:\n{text}",
            o.card.id.code()
        );
    }
    assert!(
        text.contains(&format!("delivered {}:", me.delivered_count)),
        "{text}"
    );
    // Board and seat side by side: `factory 1` and the own head line on the same rows.
    let (_, board_row) = find(&buffer, "│factory 1 ").unwrap();
    let (x, seat_row) = find(&buffer, "Seat 0 (you)  ").unwrap();
    assert!(x > 40 && seat_row <= board_row + 1, "{text}");
    // The coming shift scoring, elements 1–8 with the leaders.
    assert!(text.contains("Scoring at the end of shift 2"), "{text}");
    for e in &view.scoring {
        assert!(
            text.contains(&format!("{} ", e.element)),
            "element {}:\n{text}",
            e.element
        );
    }
    assert!(text.contains("8 train: "), "{text}");
}

#[test]
fn blocked_spaces_and_prices_out_of_reach() {
    let (mut app, mut bots) = new_app(2, 5, Options::default());
    play_until(&mut app, &mut bots, 5, |g| g.phase == Phase::Turn);
    app.game.players[0].money = 2;
    app.game.tile_display[0] = 46; // tile 47: 2 black carts, 8 marks
    app.game.tile_display[1] = 0; // tile 1: 1 yellow cart, 1 mark
    let buffer = draw(&app, 120, 40);
    let text = screen(&app, 120, 40);
    // 2 players: the 7 spaces marked "2" or "2+3" are blocked and say so.
    for blocked in [
        "factory 4",
        "factory 8",
        "mine 4",
        "mine 8",
        "money 3",
        "money 5",
        "order 1",
    ] {
        let line = text
            .lines()
            .find(|l| l.contains(&format!("{blocked} ")))
            .unwrap_or_else(|| panic!("{blocked}:\n{text}"));
        let after = &line[line.find(blocked).unwrap() + blocked.len()..];
        assert!(after.trim_start().starts_with("blocked"), "{line}");
    }
    // Tile 47 costs 8 marks, more than the 2 the viewer has: the price marked and red.
    let (x, y) = find(&buffer, "#47 K2D 8m!").unwrap_or_else(|| panic!("{text}"));
    assert_eq!(buffer[(x + 8, y)].fg, Color::Red, "{text}");
    // Tile 1 for 1 mark is affordable: plain.
    let (x, y) = find(&buffer, "#1 Y1L 1m ").unwrap_or_else(|| panic!("{text}"));
    assert_ne!(buffer[(x + 7, y)].fg, Color::Red);
    assert!(!text.contains("1m!"), "{text}");
}

#[test]
fn the_coming_shift_scoring_names_who_leads() {
    let mut g = GlueckAuf::new_game(&Setup {
        players: 3,
        seed: 2,
        options: Options {
            first_player: Some(0),
            ..Options::default()
        },
    })
    .unwrap();
    let mut buf = Vec::new();
    while matches!(g.phase, Phase::Draft { .. }) {
        g.legal_actions(g.current, &mut buf);
        g.apply(g.current, buf[0]).unwrap();
    }
    let card = |c: &str| 1u64 << parse_order_code(c).unwrap();
    g.players[1].delivered = card("OW03"); // 2 yellow cells
    g.players[2].delivered = card("OW01") | card("OC05"); // 1 yellow, 1 grey
    g.players[0].delivered = card("OT05"); // 1 grey
    let lines = panel_text(&g, Some(0), &["Anna", "Bert", "greedy"], 74).join("\n");
    assert!(lines.contains("1 yellow: Bert 2"), "{lines}");
    assert!(lines.contains("2 brown: -"), "{lines}");
    assert!(lines.contains("3 grey: Anna=greedy 1"), "{lines}");
    // Delivered cards hidden: the others' counts are unknown to the viewer.
    g.setup.options.delivered_orders_public = false;
    let lines = panel_text(&g, Some(0), &["Anna", "Bert", "greedy"], 74).join("\n");
    assert!(lines.contains("1 yellow: ?"), "{lines}");
    assert!(lines.contains("delivered 1 (hidden)"), "{lines}");
}

#[test]
fn seats_are_named_by_the_front_end_and_drawn_items_shown_only_to_their_seat() {
    let mut g = GlueckAuf::new_game(&Setup {
        players: 2,
        seed: 4,
        options: Options {
            first_player: Some(0),
            ..Options::default()
        },
    })
    .unwrap();
    let mut buf = Vec::new();
    while matches!(g.phase, Phase::Draft { .. }) {
        g.legal_actions(g.current, &mut buf);
        g.apply(g.current, buf[0]).unwrap();
    }
    g.apply(0, g.parse_action("money 4").unwrap()).unwrap();
    g.apply(1, g.parse_action("factory draw").unwrap()).unwrap();
    let names = ["Anna", "greedy"];
    let drawn: Vec<String> = g.drawn[..5]
        .iter()
        .map(|t| format!("#{} ", t + 1))
        .collect();
    // Anna sees that the bot looks at 5 tiles, not which.
    let anna = panel_text(&g, Some(0), &names, 74).join("\n");
    assert!(anna.contains("greedy to decide"), "{anna}");
    assert!(anna.contains("greedy looks at 5 tiles."), "{anna}");
    assert!(!anna.contains("Drawn"), "{anna}");
    assert!(anna.contains("Anna (you)"), "{anna}");
    assert!(anna.contains("Anna×1 →2"), "{anna}");
    assert!(
        anna.lines().any(|l| l.starts_with("greedy  ")),
        "the bot's seat line: {anna}"
    );
    let pile: Vec<String> = (0..g.tile_pile.len as usize)
        .map(|i| format!("#{} ", g.tile_pile.items[i] + 1))
        .collect();
    for t in drawn.iter().chain(&pile) {
        let on_board = g
            .tile_display
            .iter()
            .any(|&d| format!("#{} ", d as usize + 1) == *t);
        assert!(on_board || !anna.contains(t.as_str()), "{t} shown:\n{anna}");
    }
    // The bot's own screen lists them.
    let bot = panel_text(&g, Some(1), &names, 74).join("\n");
    assert!(bot.contains("Drawn (only you see them):"), "{bot}");
    for t in &drawn {
        assert!(bot.contains(t.as_str()), "{t}:\n{bot}");
    }
}

#[test]
fn at_80x24_the_screen_fits_and_starts_with_what_matters() {
    let (mut app, mut bots) = new_app(2, 5, Options::default());
    run_bots(&mut app, &mut bots);
    // The draft: the display of cards comes right after the header.
    let text = screen(&app, 80, 24);
    assert_eq!(text.lines().count(), 24);
    assert!(text.contains("Shift 1/3"), "{text}");
    assert!(text.contains("order draft, pick"), "{text}");
    assert!(text.contains("Draft:"), "{text}");
    assert!(text.contains("> draft O"), "{text}");
    // Placing workers: the header, the coming scoring, then the board.
    play_until(&mut app, &mut bots, 5, |g| g.phase == Phase::Turn);
    let text = screen(&app, 80, 24);
    assert!(text.contains("placing workers"), "{text}");
    assert!(text.contains("Scoring at the end of shift 1"), "{text}");
    assert!(text.contains("1 yellow: "), "{text}");
    assert!(text.contains("factory 1 "), "{text}");
    // Mining: the own mine comes before the board.
    let (mut app, mut bots) = new_app(2, 5, Options::default());
    play_until(&mut app, &mut bots, 9, |g| g.phase == Phase::Turn);
    type_text(&mut app, "mine 6");
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    assert!(text.contains("mining, 6 steps left"), "{text}");
    assert!(text.contains("elevator at surface"), "{text}");
    assert!(text.contains("L1 yellow"), "{text}");
}

/// Issue 28's game (seed 803, delivered orders hidden): seat 1 delivers OC05 and OC06.
const ISSUE: [&str; 19] = [
    "1: draft OC05",
    "0: draft OC03",
    "1: draft OC06",
    "0: draft OT09",
    "1: draft OC02",
    "0: draft OR01",
    "0: bank",
    "1: mine 10",
    "1: lift grey",
    "1: load grey",
    "1: lift black",
    "1: load black",
    "1: lift surface",
    "1: fill OC05 grey",
    "1: fill OC06 black",
    "1: stop",
    "0: bank",
    "1: deliver carriage",
    "0: bank",
];

/// Whether some line ends with `a` and the next with `b` (the panel may set the viewer's own
/// mine beside the board).
fn follows(lines: &[String], a: &str, b: &str) -> bool {
    lines
        .windows(2)
        .any(|w| w[0].trim_end().ends_with(a) && w[1].trim_end().ends_with(b))
}

fn hidden_delivered() -> Options {
    Options {
        first_player: Some(0),
        delivered_orders_public: false,
        ..Options::default()
    }
}

/// The person at seat 0 banks until the shift scoring: its box names seat 1's delivered cards,
/// and afterwards seat 0's panel keeps them (face down again, but seen).
#[test]
fn the_shift_scoring_box_shows_the_revealed_cards_and_the_panel_keeps_them() {
    let mut record = GameRecord::new::<GlueckAuf>(&Setup {
        players: 2,
        seed: 803,
        options: hidden_delivered(),
    });
    record.actions = ISSUE.iter().map(|s| s.to_string()).collect();
    let seats = vec![SeatKind::Human, SeatKind::Bot("passer".into())];
    let mut app =
        App::from_record(record, seats, PathBuf::from("/tmp/kohle-ga-reveal.json")).unwrap();
    // The bot always takes the last legal action: `bank`.
    let mut bots: Bots<GlueckAuf> = vec![None, Some(Box::new(Passer))];
    let before = panel_text(&app.game, Some(0), &["Anna", "passer"], 74).join("\n");
    assert!(before.contains("delivered 2 (hidden)"), "{before}");
    for _ in 0..40 {
        run_bots(&mut app, &mut bots);
        if !app.milestones.is_empty() {
            break;
        }
        assert_eq!(app.mode, Mode::Deciding(0));
        type_text(&mut app, "bank");
        press(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.game.shift, 2);
    let boxed = app.milestones.join("\n");
    assert!(
        boxed.contains("reveals its 2 delivered orders: OC05 (horse carriage, 4 VP: 1 grey), OC06"),
        "{boxed}"
    );
    assert!(
        boxed.contains("has no delivered orders to reveal"),
        "{boxed}"
    );
    let text = screen(&app, 120, 40);
    assert!(
        text.contains("OC05 (horse"),
        "the box on the screen: {text}"
    );
    // Any key closes the box; the panel now lists what the scoring showed.
    press(&mut app, KeyCode::Down);
    let lines = panel_text(&app.game, Some(0), &["Anna", "passer"], 74);
    assert!(
        follows(
            &lines,
            "delivered 2, revealed at the last scoring:",
            " OC05 OC06"
        ),
        "{}",
        lines.join("\n")
    );
}

/// A card delivered after a scoring stays a count next to the revealed ones; at the end every
/// viewer's panel lists all of them.
#[test]
fn the_panel_counts_cards_delivered_since_the_last_scoring() {
    let mut g = GlueckAuf::new_game(&Setup {
        players: 2,
        seed: 803,
        options: hidden_delivered(),
    })
    .unwrap();
    let act = |g: &mut GlueckAuf, line: &str| {
        let (seat, notation) = line.split_once(": ").unwrap();
        let a = g.parse_action(notation).unwrap();
        g.apply(seat.parse().unwrap(), a).unwrap();
    };
    for line in ISSUE {
        act(&mut g, line);
    }
    while g.shift == 1 {
        let seat = g.current;
        act(&mut g, &format!("{seat}: bank"));
    }
    for line in [
        "1: order 4",
        "0: bank",
        "1: factory 5",
        "0: bank",
        "1: mine 10",
        "1: lift brown",
        "1: load brown",
        "1: load brown",
        "1: load brown",
        "1: lift surface",
        "1: fill OW07 brown",
        "1: fill OW07 brown",
        "1: fill OW07 brown",
        "1: stop",
        "0: bank",
        "1: deliver wheelbarrow",
    ] {
        act(&mut g, line);
    }
    let names = ["Anna", "Bert"];
    let anna = panel_text(&g, Some(0), &names, 74);
    let text = anna.join("\n");
    assert!(
        follows(
            &anna,
            "delivered 3, revealed at the last scoring:",
            " OC05 OC06"
        ) && follows(&anna, " OC05 OC06", " +1 delivered since (hidden)"),
        "{text}"
    );
    assert!(!text.contains("OW07"), "{text}");
    let bert = panel_text(&g, Some(1), &names, 74);
    assert!(
        follows(&bert, "delivered 3:", " OW07 OC05 OC06"),
        "{}",
        bert.join("\n")
    );
    while !g.is_over() {
        let seat = g.current;
        act(&mut g, &format!("{seat}: bank"));
    }
    for viewer in [Some(0), Some(1), None] {
        let lines = panel_text(&g, viewer, &names, 74);
        assert!(
            follows(&lines, "delivered 3:", " OW07 OC05 OC06"),
            "{viewer:?}: {}",
            lines.join("\n")
        );
    }
}
