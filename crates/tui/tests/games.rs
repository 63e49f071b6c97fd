//! The real games in the interface: their panels, whole games through the keys, and no hidden
//! information on any screen (hotseat).

use crate::common::*;
use bots::{Bot, RandomBot};
use engine::rng::{below, rng_from_seed};
use engine::{Game, GameRecord, Seat, Setup};
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use ratatui::crossterm::event::KeyCode;
use std::path::PathBuf;
use tui::app::{App, Mode, SeatKind};
use tui::panel::TuiGame;

fn new_app<G: TuiGame>(players: u8, seed: u64, seats: Vec<SeatKind>) -> App<G> {
    let record = GameRecord::new::<G>(&Setup {
        players,
        seed,
        options: G::Options::default(),
    });
    App::from_record(record, seats, PathBuf::from("/tmp/kohle-tui-games.json")).unwrap()
}

/// One step of a person choosing at random with the arrow keys (or passing a hand-over).
fn person_step<G: TuiGame>(app: &mut App<G>, rng: &mut engine::Rng) {
    match app.mode {
        Mode::Deciding(_) => {
            let n = app.filtered.len() as u32;
            for _ in 0..below(rng, n) {
                press(app, KeyCode::Down);
            }
            let before = app.record.actions.len();
            press(app, KeyCode::Enter);
            if app.confirm.is_some() {
                // An action that throws something away asks first: yes.
                press(app, KeyCode::Enter);
            }
            assert_eq!(app.record.actions.len(), before + 1, "{:?}", app.message);
        }
        Mode::HandOver(_) => {
            press(app, KeyCode::Enter);
        }
        other => panic!("not a person's turn: {other:?}"),
    }
}

/// The screen must not change when everything its seat cannot see is re-sampled: then it shows
/// nothing hidden from that seat (panel, menu explanation, log). Samples whose view differs from
/// the real one (a determinize that breaks its contract) cannot tell and are counted in `skipped`.
fn assert_no_leak<G: TuiGame>(
    app: &mut App<G>,
    sample: u64,
    width: u16,
    height: u16,
    skipped: &mut usize,
) {
    let seen = screen(app, width, height);
    // The hand-over screen belongs to nobody: re-sample for every seat.
    let observers: Vec<Seat> = match app.screen_seat() {
        Some(seat) => vec![seat],
        None => (0..app.game.players() as Seat).collect(),
    };
    for observer in observers {
        let mut rng = rng_from_seed(sample * 31 + observer as u64);
        let other = app.game.determinize(observer, &mut rng);
        if other.view(app.screen_seat()) != app.game.view(app.screen_seat()) {
            *skipped += 1;
            continue;
        }
        let real = std::mem::replace(&mut app.game, other);
        let resampled = screen(app, width, height);
        app.game = real;
        assert_eq!(
            seen, resampled,
            "the screen of {:?} ({:?}) shows hidden information",
            observer, app.mode
        );
    }
}

/// A hotseat game to the end, every screen checked for hidden information.
fn hotseat_without_leaks<G: TuiGame>(players: u8, seed: u64, every: usize) -> App<G> {
    let mut app = new_app::<G>(players, seed, vec![SeatKind::Human; players as usize]);
    let mut rng = rng_from_seed(seed);
    let mut steps = 0;
    let mut hand_overs = 0;
    let mut checked = 0;
    let mut skipped = 0;
    while app.mode != Mode::GameOver {
        if steps % every == 0 || matches!(app.mode, Mode::HandOver(_)) {
            let (w, h) = if steps % 2 == 0 { (80, 24) } else { (160, 50) };
            assert_no_leak(&mut app, steps as u64, w, h, &mut skipped);
            checked += 1;
        }
        if matches!(app.mode, Mode::HandOver(_)) {
            hand_overs += 1;
        }
        person_step(&mut app, &mut rng);
        steps += 1;
        assert!(steps < 20_000, "the game does not end");
    }
    assert!(hand_overs > 10);
    eprintln!(
        "{}: {checked} screens checked, {skipped} re-samples skipped",
        G::NAME
    );
    assert!(
        skipped * 4 < checked,
        "{skipped} of {checked} re-samples changed the seat's own view"
    );
    app
}

#[test]
fn glueckauf_hotseat_screens_show_no_hidden_information() {
    let app = hotseat_without_leaks::<GlueckAuf>(3, 7, 3);
    assert!(app.game.is_over());
}

#[test]
fn haspelknecht_hotseat_screens_show_no_hidden_information() {
    let app = hotseat_without_leaks::<Haspelknecht>(2, 9, 3);
    assert!(app.game.is_over());
}

/// A person against a bot, through the keys, to the end screen with the score breakdown.
fn full_game_against_a_bot<G: TuiGame>(seed: u64) {
    let mut app = new_app::<G>(
        2,
        seed,
        vec![SeatKind::Human, SeatKind::Bot("random".into())],
    );
    let mut bots: Bots<G> = vec![
        None,
        Some(Box::new(RandomBot::new(seed)) as Box<dyn Bot<G>>),
    ];
    let mut rng = rng_from_seed(seed);
    let mut steps = 0;
    while app.mode != Mode::GameOver {
        if matches!(app.mode, Mode::BotThinking(_)) {
            run_bots(&mut app, &mut bots);
        } else {
            person_step(&mut app, &mut rng);
        }
        steps += 1;
        assert!(steps < 20_000);
    }
    let replayed: G = engine::replay(&app.record).unwrap();
    assert!(replayed.is_over());
    let text = screen(&app, 80, 24);
    assert!(text.contains("Final score"), "{text}");
    for line in app.game.score_breakdown(0).iter().take(5) {
        let name = present::catalog(present::Lang::En).get(&line.category);
        let label: String = name.chars().take(20).collect();
        assert!(text.contains(&label), "{label} missing:\n{text}");
    }
    let totals = text.lines().find(|l| l.contains("total")).unwrap();
    for seat in 0..2 {
        assert!(
            totals.contains(&app.game.score(seat).to_string()),
            "{totals}"
        );
    }
    let tall = screen(&app, 80, 80);
    assert!(tall.contains("Winner: Seat"), "{tall}");
}

#[test]
fn glueckauf_full_game_against_a_bot() {
    full_game_against_a_bot::<GlueckAuf>(3);
}

#[test]
fn haspelknecht_full_game_against_a_bot() {
    full_game_against_a_bot::<Haspelknecht>(4);
}

#[test]
fn glueckauf_panel_shows_board_costs_mines_and_orders() {
    let mut app = new_app::<GlueckAuf>(2, 5, vec![SeatKind::Human, SeatKind::Bot("random".into())]);
    // The draft: the display of order cards.
    let mut bots: Bots<GlueckAuf> = vec![None, Some(Box::new(RandomBot::new(1)))];
    run_bots(&mut app, &mut bots);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Shift 1/3"), "{text}");
    assert!(text.contains("order draft"), "{text}");
    assert!(text.contains("Draft:"), "{text}");
    assert!(text.contains("> draft O"), "{text}");
    // Play into the placing of workers.
    while !matches!(app.game.phase, glueckauf::Phase::Turn) || app.game.current != 0 {
        if matches!(app.mode, Mode::BotThinking(_)) {
            run_bots(&mut app, &mut bots);
        } else {
            press(&mut app, KeyCode::Enter);
        }
    }
    let text = screen(&app, 100, 60);
    assert!(text.contains("placing workers"), "{text}");
    assert!(text.contains("Seat 0 (you)"), "{text}");
    // Each space with the workers it takes to enter (→1 on an empty space).
    assert!(
        text.lines()
            .any(|l| l.contains("money 4  ") && l.contains("→1")),
        "{text}"
    );
    assert!(text.contains("L1 yellow 1 cart, 0 empty: Y1"), "{text}");
    assert!(text.contains("elevator at surface"), "{text}");
    // Placing on money 4 puts a worker there: entering now costs 2.
    type_text(&mut app, "money 4");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.record.actions.last().unwrap(), "0: money 4");
    let text = screen(&app, 100, 60);
    assert!(
        text.lines()
            .any(|l| l.contains("money 4  ") && l.contains("Seat 0×1 →2")),
        "{text}"
    );
    // Orders in hand with their fill.
    let view = app.game.view(Some(0));
    let code = view.seats[0].pending[0].card.id.code();
    assert!(text.contains(&format!(" {code} ")), "{text}");
}

#[test]
fn haspelknecht_panel_shows_pools_board_and_farms() {
    let app = new_app::<Haspelknecht>(2, 5, vec![SeatKind::Human, SeatKind::Bot("random".into())]);
    let text = screen(&app, 160, 50);
    assert!(text.contains("Year 1/3, spring"), "{text}");
    assert!(text.contains("Turn order: Seat"), "{text}");
    assert!(text.contains("Pool 1: "), "{text}");
    assert!(text.contains("Development board"), "{text}");
    // The first-game layout's tiles with their names (from the catalogue) and costs.
    let cat = present::catalog(present::Lang::En);
    for t in &app.game.view(Some(0)).board {
        let name = cat.get(haspelknecht::terms::tile_key(t.tile));
        assert!(
            text.contains(&format!("{} {}", t.tile, name)),
            "{}:\n{text}",
            t.tile
        );
    }
    assert!(text.contains("Pinge: 7 coal"), "{text}");
    assert!(text.contains("tunnel: 0/11 mined"), "{text}");
}

/// Haspelknecht plans are secret until all are done: not on the hand-over screen, not on the
/// next planner's screen, not in that seat's log.
#[test]
fn haspelknecht_plans_stay_secret_in_hotseat() {
    let mut app = new_app::<Haspelknecht>(2, 9, vec![SeatKind::Human, SeatKind::Human]);
    let mut rng = rng_from_seed(1);
    while !matches!(app.game.phase, haspelknecht::Phase::Planning(_)) {
        person_step(&mut app, &mut rng);
    }
    if let Mode::HandOver(_) = app.mode {
        press(&mut app, KeyCode::Enter);
    }
    let planner = deciding(&app);
    // Plan one token (the first menu entry that is not `done`), then finish.
    let first = app
        .labels
        .iter()
        .position(|l| l != "done")
        .expect("something to plan");
    let planned = app.labels[first].clone();
    press(&mut app, KeyCode::Home);
    for _ in 0..first {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    // The planner's log tells its step in words.
    let (index, action) = (
        app.record.actions.len() - 1,
        app.game.parse_action(&planned),
    );
    let words = app.text(&Haspelknecht::decision_message(planner, action.unwrap()));
    assert_eq!(app.record.actions[index], format!("{planner}: {planned}"));
    assert!(screen(&app, 160, 50).contains(&words), "{words}");
    type_text(&mut app, "done");
    press(&mut app, KeyCode::Enter);
    let other = 1 - planner;
    assert_eq!(app.mode, Mode::HandOver(other));
    let text = screen(&app, 160, 50);
    assert!(!text.contains(&planned), "{text}");
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 160, 50);
    // Not even that the other seat decided something: the log and the count hold only the
    // decisions before planning.
    assert!(
        !text.contains(&format!("Seat {planner}: {planned}")),
        "{text}"
    );
    assert!(!text.contains(&words), "{text}");
    // The planner's token is hidden; that it is done is public.
    let public = app.record.actions.len() - 1;
    assert!(text.contains(&format!("{public} decisions")), "{text}");
}

/// Undo in Glück Auf: a placement on a money space reveals nothing and can be taken back, even
/// while the bot thinks; drawing the top 5 tiles reveals them, so undo stops there.
#[test]
fn glueckauf_undo_stops_at_revealed_tiles() {
    let mut app = new_app::<GlueckAuf>(2, 5, vec![SeatKind::Human, SeatKind::Bot("random".into())]);
    let mut bots: Bots<GlueckAuf> = vec![None, Some(Box::new(RandomBot::new(1)))];
    while !matches!(app.game.phase, glueckauf::Phase::Turn) || app.game.current != 0 {
        if matches!(app.mode, Mode::BotThinking(_)) {
            run_bots(&mut app, &mut bots);
        } else {
            press(&mut app, KeyCode::Enter);
        }
    }
    let before = app.game.view(Some(0));
    let len = app.record.actions.len();
    type_text(&mut app, "money 4");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode, Mode::BotThinking(1));
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.record.actions.len(), len, "{:?}", app.message);
    assert_eq!(app.game.view(Some(0)), before);
    assert_eq!(deciding(&app), 0);

    type_text(&mut app, "factory draw");
    press(&mut app, KeyCode::Enter);
    assert_eq!(deciding(&app), 0);
    let text = screen(&app, 100, 60);
    assert!(text.contains("Drawn (only you see them)"), "{text}");
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.record.actions.len(), len + 1);
    assert!(
        app.message.as_deref().unwrap().contains("Cannot undo"),
        "{:?}",
        app.message
    );
}
