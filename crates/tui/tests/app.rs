//! The app driven through its key-handling layer, and its screens rendered to a test buffer.

use crate::common::*;
use bots::{Bot, RandomBot};
use engine::{Game, GameRecord};
use ratatui::crossterm::event::KeyCode;
use testgame::gems::gem_name;
use testgame::{Gems, GemsOptions};
use tui::app::{App, Effect, Mode, SeatKind};
use tui::bots::BotWorker;

fn random(seed: u64) -> Option<Box<dyn Bot<Gems>>> {
    Some(Box::new(RandomBot::new(seed)))
}

fn passer() -> Option<Box<dyn Bot<Gems>>> {
    Some(Box::new(Passer))
}

fn hand(app: &App<Gems>, seat: u8) -> Vec<String> {
    app.game
        .view(Some(seat))
        .hand
        .unwrap()
        .iter()
        .map(|&g| gem_name(g))
        .collect()
}

#[test]
fn screen_80x24_shows_panel_menu_explanation_and_help() {
    let (app, _) = gems_app(3, GemsOptions::default(), vec![None, random(1)]);
    assert_eq!(app.mode, Mode::Deciding(0));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Seat 0 (you)"), "{text}");
    assert!(text.contains("Your hand:"), "{text}");
    for name in hand(&app, 0) {
        assert!(text.contains(&name), "own gem {name} missing:\n{text}");
    }
    // 3 gems + pass.
    assert!(text.contains("Actions (4)"), "{text}");
    let first = app.labels[0].clone();
    assert!(text.contains(&format!("> {first}")), "{text}");
    // The explanation of the highlighted action.
    let explain = present::catalog(present::Lang::En).text(
        &app.game.explain(0, app.legal[0]),
        &present::DefaultNames(present::Lang::En),
    );
    assert!(text.contains(&explain), "{text}");
    assert!(text.contains("u undo"), "{text}");
    // Nothing of the bot's hand.
    for name in hand(&app, 1) {
        assert!(!text.contains(&name), "bot's gem {name} on screen:\n{text}");
    }
    // Every row fits.
    assert_eq!(text.lines().count(), 24);
}

#[test]
fn wide_screen_uses_three_columns() {
    let (mut app, mut bots) = gems_app(3, GemsOptions::default(), vec![None, random(1)]);
    press(&mut app, KeyCode::Enter);
    run_bots(&mut app, &mut bots);
    let text = screen(&app, 180, 40);
    let first_row_with_log = text.lines().find(|l| l.contains(" Log (")).unwrap();
    assert!(
        first_row_with_log.contains(" Actions ("),
        "actions and log side by side:\n{text}"
    );
    assert!(text.contains("Seat 1: "), "{text}");
}

#[test]
fn arrows_move_the_selection_and_enter_applies_it() {
    let (mut app, _) = gems_app(5, GemsOptions::default(), vec![None, passer()]);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.selected, 0);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    assert_eq!(app.selected, 2);
    press(&mut app, KeyCode::Up);
    let chosen = app.selected_action().unwrap();
    assert_eq!(
        app.game.explain(0, chosen),
        app.game.explain(0, app.legal[1])
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.record.actions, vec![format!("0: {chosen}")]);
    assert_eq!(app.mode, Mode::BotThinking(1));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Seat 1 (passer) is thinking"), "{text}");
}

#[test]
fn typed_notation_with_tab_completion() {
    let (mut app, mut bots) = gems_app(5, GemsOptions::default(), vec![None, passer()]);
    // `p` filters to the plays and the pass; Tab completes the common prefix `p`.
    type_text(&mut app, "pa");
    assert_eq!(app.filtered.len(), 1);
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.input, "pass");
    let text = screen(&app, 80, 24);
    assert!(text.contains(": pass"), "{text}");
    assert!(text.contains("Actions (1/4)"), "{text}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.record.actions, vec!["0: pass"]);
    run_bots(&mut app, &mut bots);

    // A full notation, typed in any case.
    let gem = hand(&app, 0)[1].clone();
    type_text(&mut app, "pl");
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.input, "play ");
    type_text(&mut app, &gem);
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.record.actions.last().unwrap(),
        &format!("0: play {}", gem.to_lowercase())
    );
    run_bots(&mut app, &mut bots);

    // Legal notation of another moment is refused with a message; nothing happens.
    let before = app.record.actions.len();
    type_text(&mut app, "bid 1");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.record.actions.len(), before);
    assert!(app.message.as_deref().unwrap().contains("not legal now"));
    press(&mut app, KeyCode::Esc);
    assert!(app.input.is_empty());
}

#[test]
fn command_keys_need_a_colon_to_be_typed() {
    let (mut app, _) = gems_app(5, GemsOptions::default(), vec![None, passer()]);
    // `s` saves when the input is empty...
    assert!(matches!(
        press(&mut app, KeyCode::Char('s')),
        Effect::Save { .. }
    ));
    // ... and after `:` it is typed.
    press(&mut app, KeyCode::Char(':'));
    type_text(&mut app, "s");
    assert_eq!(app.input, "s");
}

/// The scripted full game: a person (always the second menu entry, or the first) against a bot,
/// to the end screen with its score breakdown.
#[test]
fn scripted_full_game_to_the_end_screen() {
    let (mut app, mut bots) = gems_app(11, GemsOptions::default(), vec![None, random(4)]);
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 200, "the game does not end");
        match app.mode {
            Mode::Deciding(_) => {
                if steps % 2 == 0 {
                    press(&mut app, KeyCode::Down);
                }
                press(&mut app, KeyCode::Enter);
            }
            Mode::BotThinking(_) => run_bots(&mut app, &mut bots),
            Mode::HandOver(_) => {
                press(&mut app, KeyCode::Enter);
            }
            Mode::GameOver => break,
        }
    }
    assert!(app.game.is_over());
    assert_eq!(app.record.actions.len(), 8);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Game over"), "{text}");
    assert!(text.contains("Final score"), "{text}");
    assert!(text.contains("gems played"), "{text}");
    let totals = text.lines().find(|l| l.contains("total")).unwrap();
    for seat in 0..2 {
        assert!(
            totals.contains(&app.game.score(seat).to_string()),
            "{totals}"
        );
    }
    assert!(text.contains("Winner: Seat"), "{text}");
    // The log shows the bot's moves.
    assert!(text.contains("Seat 1: "), "{text}");
    // The record replays to the same end.
    let replayed: Gems = engine::replay(&app.record).unwrap();
    assert_eq!(replayed.view(None), app.game.view(None));
    // Quitting asks first: the game is not saved.
    assert_eq!(press(&mut app, KeyCode::Char('q')), Effect::None);
    assert!(app.confirm_quit);
    assert!(screen(&app, 80, 24).contains("unsaved"));
    assert_eq!(press(&mut app, KeyCode::Char('y')), Effect::Quit);
}

#[test]
fn bots_think_on_their_thread() {
    let (mut app, bots) = gems_app(
        12,
        GemsOptions {
            rounds: 6,
            sealed_bid: true,
        },
        vec![None, random(1), random(2)],
    );
    let worker = BotWorker::spawn(bots);
    let mut steps = 0;
    while app.mode != Mode::GameOver {
        steps += 1;
        assert!(steps < 500);
        if let Some(job) = app.bot_request() {
            worker.send(job);
            // While the bot thinks the screen says so and keys still work.
            assert!(screen(&app, 80, 24).contains("is thinking"));
            assert_eq!(press(&mut app, KeyCode::PageDown), Effect::None);
            let reply = worker.recv().unwrap();
            app.bot_done(reply.ticket, reply.seat, reply.action);
        } else {
            press(&mut app, KeyCode::Enter);
        }
    }
    assert_eq!(app.record.actions.len(), 3 + 18);
}

#[test]
fn save_resume_and_quit_questions() {
    let (mut app, mut bots) = gems_app(21, GemsOptions::default(), vec![None, random(3)]);
    // Nothing decided yet: quitting loses nothing.
    assert_eq!(press(&mut app, KeyCode::Char('q')), Effect::Quit);
    press(&mut app, KeyCode::Enter);
    run_bots(&mut app, &mut bots);
    press(&mut app, KeyCode::Enter);
    assert!(app.unsaved());
    assert_eq!(press(&mut app, KeyCode::Char('q')), Effect::None);
    assert!(app.confirm_quit);
    // Any other key keeps playing.
    assert_eq!(press(&mut app, KeyCode::Char('n')), Effect::None);
    assert!(!app.confirm_quit);
    let Effect::Save { path, json } = press(&mut app, KeyCode::Char('s')) else {
        panic!("s saves");
    };
    assert_eq!(path, app.save_path);
    app.saved(Ok(()));
    assert!(!app.unsaved());
    assert!(screen(&app, 80, 24).contains("Saved to"));
    assert_eq!(press(&mut app, KeyCode::Char('q')), Effect::Quit);

    // Resume: the same game, the same screen for the person, the log rebuilt.
    let record = GameRecord::from_json(&json).unwrap();
    assert_eq!(record.actions.len(), 3);
    let resumed: App<Gems> = App::from_record(
        record,
        vec![SeatKind::Human, SeatKind::Bot("random".into())],
        path,
    )
    .unwrap();
    assert_eq!(resumed.game.view(Some(0)), app.game.view(Some(0)));
    assert_eq!(resumed.mode, app.mode);
    assert_eq!(resumed.log, app.log);
    assert!(!resumed.unsaved());

    // Save and quit from the question.
    let (mut app, _) = gems_app(21, GemsOptions::default(), vec![None, passer()]);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('q'));
    assert!(matches!(
        press(&mut app, KeyCode::Char('s')),
        Effect::SaveAndQuit { .. }
    ));
}

#[test]
fn undo_goes_back_to_the_previous_decision_without_reveals() {
    let (mut app, mut bots) = gems_app(31, GemsOptions::default(), vec![None, passer()]);
    let start = app.game.view(Some(0));
    // Pass twice (no chance); the bot passes too.
    type_text(&mut app, "pass");
    press(&mut app, KeyCode::Enter);
    run_bots(&mut app, &mut bots);
    let after_one = app.game.view(Some(0));
    type_text(&mut app, "pass");
    press(&mut app, KeyCode::Enter);
    run_bots(&mut app, &mut bots);
    assert_eq!(app.record.actions.len(), 4);

    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.record.actions.len(), 2, "{:?}", app.message);
    assert_eq!(app.log.len(), 2);
    assert_eq!(app.game.view(Some(0)), after_one);
    assert_eq!(deciding(&app), 0);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.record.actions.len(), 0);
    assert_eq!(app.game.view(Some(0)), start);
    press(&mut app, KeyCode::Char('u'));
    assert!(app.message.as_deref().unwrap().contains("Nothing to undo"));

    // Playing a gem draws a new one: a reveal. Undo is refused.
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Enter);
    run_bots(&mut app, &mut bots);
    let len = app.record.actions.len();
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.record.actions.len(), len);
    assert!(
        app.message.as_deref().unwrap().contains("Cannot undo"),
        "{:?}",
        app.message
    );
}

#[test]
fn undo_is_refused_past_a_bots_reveal_and_in_hotseat() {
    // The bot plays a gem: the person learns a gem the bot held. Undo would go past it.
    let (mut app, mut bots) = gems_app(31, GemsOptions::default(), vec![None, random(9)]);
    type_text(&mut app, "pass");
    press(&mut app, KeyCode::Enter);
    let mut refused = false;
    for _ in 0..3 {
        run_bots(&mut app, &mut bots);
        if app.record.actions.last().unwrap().contains("play") {
            press(&mut app, KeyCode::Char('u'));
            refused = app.message.as_deref().unwrap().contains("Cannot undo");
            break;
        }
        press(&mut app, KeyCode::Char('u'));
        type_text(&mut app, "pass");
        press(&mut app, KeyCode::Enter);
    }
    assert!(refused, "{:?}", app.record.actions);

    let (mut app, _) = gems_app(31, GemsOptions::default(), vec![None, None]);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode, Mode::HandOver(1));
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "pass");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('u'));
    assert!(app
        .message
        .as_deref()
        .unwrap()
        .contains("only for one person"));
}

#[test]
fn a_stale_bot_answer_after_undo_is_dropped() {
    let (mut app, _) = gems_app(31, GemsOptions::default(), vec![None, passer()]);
    type_text(&mut app, "pass");
    press(&mut app, KeyCode::Enter);
    let job = app.bot_request().unwrap();
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.record.actions.len(), 0);
    let mut legal = Vec::new();
    job.game.legal_actions(job.seat, &mut legal);
    app.bot_done(job.ticket, job.seat, legal[0]);
    assert_eq!(app.record.actions.len(), 0);
    assert_eq!(deciding(&app), 0);
}

/// Hotseat: between two people a hand-over screen shows nothing secret of anyone.
#[test]
fn hand_over_screen_shows_no_hidden_information() {
    let (mut app, _) = gems_app(41, GemsOptions::default(), vec![None, None, None]);
    assert_eq!(app.mode, Mode::HandOver(0));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Pass the terminal to Seat 0"), "{text}");
    for seat in 0..3 {
        for name in hand(&app, seat) {
            assert!(
                !text.contains(&name),
                "{name} on the hand-over screen:\n{text}"
            );
        }
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(deciding(&app), 0);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode, Mode::HandOver(1));
    for width in [80, 150] {
        let text = screen(&app, width, 30);
        assert!(text.contains("Pass the terminal to Seat 1"), "{text}");
        for seat in 0..3 {
            for name in hand(&app, seat) {
                assert!(
                    !text.contains(&name),
                    "{name} on the hand-over screen:\n{text}"
                );
            }
        }
    }
    // Seat 1's screen shows seat 1's hand and none of the others'.
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    assert!(text.contains(" Seat 1 "), "{text}");
    for name in hand(&app, 1) {
        assert!(text.contains(&name), "{text}");
    }
    for seat in [0, 2] {
        for name in hand(&app, seat) {
            assert!(!text.contains(&name), "{name} of seat {seat}:\n{text}");
        }
    }
}

/// Secret simultaneous decisions stay out of the other seats' screens and logs until revealed.
#[test]
fn secret_bids_stay_secret_in_hotseat() {
    let options = GemsOptions {
        rounds: 2,
        sealed_bid: true,
    };
    let (mut app, _) = gems_app(43, options, vec![None, None]);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "bid 2");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode, Mode::HandOver(1));
    assert!(!screen(&app, 80, 24).contains("bid 2"));
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    // Nothing of seat 0's bid, not even that there was a decision.
    assert!(!text.contains("Seat 0: bid"), "{text}");
    assert!(text.contains("0 decisions"), "{text}");
    assert!(text.contains("Log (0)"), "{text}");
    type_text(&mut app, "bid 1");
    press(&mut app, KeyCode::Enter);
    // Bidding over: the reveal is a milestone box on the next screen, then in the log.
    let text = screen(&app, 80, 24);
    assert!(text.contains("Bids revealed: S0 bid 2, S1 bid 1"), "{text}");
    // Any key closes the box (and does what it does: here, the hand-over).
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Seat 0: bid 2"), "{text}");
    assert!(text.contains("Seat 1: bid 1"), "{text}");
}

#[test]
fn resume_with_a_bad_record_fails_clearly() {
    let mut record = gems_record(2, 1, GemsOptions::default());
    record.actions.push("0: bid 7".into());
    let err = App::<Gems>::from_record(
        record,
        vec![SeatKind::Human, SeatKind::Human],
        "/tmp/x.json".into(),
    )
    .err()
    .unwrap();
    assert!(err.to_string().contains("action 0"), "{err}");
}

#[test]
fn seats_from_the_command_line() {
    assert_eq!(
        tui::parse_seats("you, ismcts:2000,depth=20,c=0.5 ,greedy"),
        vec!["you", "ismcts:2000:depth=20:c=0.5", "greedy"]
    );
    assert_eq!(
        tui::parse_seats("greedy,ismcts:2000:depth=0"),
        vec!["greedy", "ismcts:2000:depth=0"]
    );
    assert!(tui::parse_seats("").is_empty());
    assert_eq!(
        tui::seat_specs(&[], 3).unwrap(),
        vec!["you", tui::bots::DEFAULT_BOT, tui::bots::DEFAULT_BOT]
    );
    assert!(tui::seat_specs(&tui::parse_seats("you,greedy"), 3).is_err());
    // A configuration builds the seats and bots; a bad bot spec is an error naming the seat.
    let config = tui::PlayConfig::new_named(
        Gems::NAME,
        2,
        1,
        serde_json::Value::Null,
        tui::parse_seats("you,greedy"),
    );
    let (app, bots) = tui::build_app::<Gems>(config).unwrap();
    assert_eq!(app.seats[0], SeatKind::Human);
    assert!(matches!(&app.seats[1], SeatKind::Bot(name) if name.starts_with("greedy")));
    assert!(bots[0].is_none() && bots[1].is_some());
    let config = tui::PlayConfig::resume(
        gems_record(2, 1, GemsOptions::default()),
        "/tmp/x.json".into(),
        tui::parse_seats("you,nonsense"),
    );
    let err = tui::build_app::<Gems>(config).err().unwrap();
    assert!(err.to_string().contains("seat 1"), "{err}");
}

#[test]
fn bots_only_game_is_watched_from_the_public_view() {
    let (mut app, mut bots) = gems_app(
        8,
        GemsOptions {
            rounds: 3,
            sealed_bid: true,
        },
        vec![random(1), random(2)],
    );
    assert_eq!(app.screen_seat(), None);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Public view"), "{text}");
    assert!(!text.contains("Your hand"), "{text}");
    run_bots(&mut app, &mut bots);
    assert_eq!(app.mode, Mode::GameOver);
    assert!(screen(&app, 80, 24).contains("Winner: Seat"));
}

#[test]
fn question_mark_shows_the_keys() {
    let (mut app, _) = gems_app(5, GemsOptions::default(), vec![None, passer()]);
    press(&mut app, KeyCode::Char('?'));
    let text = screen(&app, 80, 24);
    assert!(text.contains("undo to your previous decision"), "{text}");
    // Any key closes it and does nothing else.
    press(&mut app, KeyCode::Enter);
    assert!(app.record.actions.is_empty());
    assert!(!screen(&app, 80, 24).contains("undo to your previous decision"));
}

#[test]
fn an_undo_after_saving_is_unsaved_again() {
    let (mut app, mut bots) = gems_app(31, GemsOptions::default(), vec![None, passer()]);
    type_text(&mut app, "pass");
    press(&mut app, KeyCode::Enter);
    run_bots(&mut app, &mut bots);
    assert!(app.unsaved());
    press(&mut app, KeyCode::Char('s'));
    app.saved(Ok(()));
    assert!(!app.unsaved());
    press(&mut app, KeyCode::Char('u'));
    assert!(app.unsaved());
    // The same number of decisions as saved, but other ones: still unsaved.
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Enter);
    run_bots(&mut app, &mut bots);
    assert_eq!(app.record.actions.len(), 2);
    assert!(app.unsaved());
}

/// The record keeps who sits where: resuming a hotseat game keeps both people (and their
/// names), a bot keeps its spec.
#[test]
fn resume_keeps_the_seats_of_the_record() {
    let config = tui::PlayConfig::new_named(
        Gems::NAME,
        3,
        7,
        serde_json::Value::Null,
        tui::parse_seats("you:Anna,you:Ben,greedy"),
    );
    let (mut app, _) = tui::build_app::<Gems>(config).unwrap();
    assert_eq!(app.seat_name(0), "Anna");
    assert_eq!(app.seat_label(2), "Seat 2 (greedy)");
    press(&mut app, KeyCode::Enter); // hand-over to Anna
    let text = screen(&app, 80, 24);
    assert!(text.contains("Anna"), "{text}");
    let Effect::Save { json, .. } = press(&mut app, KeyCode::Char('s')) else {
        panic!("s saves");
    };
    let record = GameRecord::from_json(&json).unwrap();
    assert_eq!(record.seats.len(), 3);
    assert_eq!(record.seats[1], engine::SeatInfo::person("Ben"));
    assert_eq!(record.seats[2].bot.as_deref(), Some("greedy"));
    let config = tui::PlayConfig::resume(record, "/tmp/kohle-resume-test.json".into(), vec![]);
    let (resumed, bots) = tui::build_app::<Gems>(config).unwrap();
    assert_eq!(resumed.seats[0], SeatKind::Human);
    assert_eq!(resumed.seats[1], SeatKind::Human);
    assert!(matches!(&resumed.seats[2], SeatKind::Bot(b) if b == "greedy"));
    assert!(bots[2].is_some());
    assert_eq!(resumed.seat_name(1), "Ben");
}

/// Another language: every string on screen comes from its catalogue.
#[test]
fn the_screen_speaks_the_chosen_language() {
    let (mut app, _) = gems_app(3, GemsOptions::default(), vec![None, random(1)]);
    app.lang = present::Lang::De;
    let text = screen(&app, 80, 24);
    let de = present::catalog(present::Lang::De);
    let status = de.get_args(
        "ui-status-deciding",
        &[("seat", engine::Arg::Text(app.seat_label(0)))],
    );
    assert!(text.contains(&status), "{status}\n{text}");
    assert!(!text.contains("to decide"), "{text}");
}
