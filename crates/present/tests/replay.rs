//! Replays (`present::replay`): what each step shows, to whom. While a game runs a seat's replay
//! is what it saw (another seat's hidden plan changes nothing in it) and a spectator's only the
//! public; once everything is shown, every line and the piles in their real order.

use engine::record::replay_prefix;
use engine::rng::{below, rng_from_seed};
use engine::{Game, GameRecord, Seat, Setup};
use present::replay::{frame, ReplayError, Sight};
use present::Lang;

type Hk = haspelknecht::Haspelknecht;
type Ga = glueckauf::GlueckAuf;

/// A record of `moves` random legal decisions (fewer if the game ends), from `seed`.
fn random_record<G: Game>(players: u8, seed: u64, moves: usize) -> GameRecord {
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut record = GameRecord::new::<G>(&setup);
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    let mut legal = Vec::new();
    for _ in 0..moves {
        let Some(seat) = game.to_move().iter().next() else {
            break;
        };
        game.legal_actions(seat, &mut legal);
        let a = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply(seat, a).unwrap();
        record.push(seat, a);
    }
    record
}

/// A Haspelknecht record whose last decision is seat 0's hidden plan `choice` (0 or 1: two
/// different plans), taken in the first planning where both seats plan at once.
fn with_hidden_plan(choice: usize) -> (GameRecord, Hk) {
    let setup = Setup {
        players: 2,
        seed: 41,
        options: haspelknecht::Options::default(),
    };
    let mut game = Hk::new_game(&setup).unwrap();
    let mut record = GameRecord::new::<Hk>(&setup);
    let mut legal = Vec::new();
    // Up to the first decision where both seats are to move (simultaneous planning).
    while game.to_move().len() < 2 {
        let seat = game.to_move().iter().next().expect("the game goes on");
        game.legal_actions(seat, &mut legal);
        game.apply(seat, legal[0]).unwrap();
        record.push(seat, legal[0]);
    }
    game.legal_actions(0, &mut legal);
    let plans: Vec<_> = legal.iter().filter(|a| a.to_string() != "done").collect();
    assert!(plans.len() >= 2, "two different plans: {legal:?}");
    let a = *plans[choice];
    assert_eq!(
        game.decision_visibility(0, a),
        engine::Visibility::Seat(0),
        "a hidden plan"
    );
    game.apply(0, a).unwrap();
    record.push(0, a);
    (record, game)
}

#[test]
fn another_seats_hidden_plan_changes_nothing_in_a_seats_or_a_spectators_replay() {
    let (a, _) = with_hidden_plan(0);
    let (b, _) = with_hidden_plan(1);
    assert_ne!(a.actions, b.actions);
    for (sight, seat) in [(Sight::Seat(1), Some(1)), (Sight::Spectator, None)] {
        for lang in Lang::ALL {
            let fa = frame(&a, sight, seat, None, lang).unwrap();
            let fb = frame(&b, sight, seat, None, lang).unwrap();
            assert_eq!(fa, fb, "{sight:?} in {lang:?}");
            for step in 0..=fa.steps {
                assert_eq!(
                    frame(&a, sight, seat, Some(step), lang).unwrap(),
                    frame(&b, sight, seat, Some(step), lang).unwrap()
                );
            }
        }
    }
    // The planner sees its plan; everything shows it too.
    let own_a = frame(&a, Sight::Seat(0), Some(0), None, Lang::En).unwrap();
    let own_b = frame(&b, Sight::Seat(0), Some(0), None, Lang::En).unwrap();
    assert_ne!(own_a.log.last(), own_b.log.last());
    let other = frame(&a, Sight::Seat(1), Some(1), None, Lang::En).unwrap();
    assert_eq!(own_a.steps, other.steps + 1, "one line more: the plan");
    let all = frame(&a, Sight::Everything, Some(1), None, Lang::En).unwrap();
    assert_eq!(all.steps, own_a.steps);
    assert!(all.everything && all.scores.is_some());
}

#[test]
fn a_seat_sees_only_its_own_view_and_bad_seats_are_named() {
    let rec = random_record::<Hk>(3, 5, 30);
    assert_eq!(
        frame(&rec, Sight::Seat(1), Some(0), None, Lang::En),
        Err(ReplayError::OtherSeat)
    );
    assert_eq!(
        frame(&rec, Sight::Spectator, Some(2), None, Lang::En),
        Err(ReplayError::OtherSeat)
    );
    let err = frame(&rec, Sight::Everything, Some(3), None, Lang::En).unwrap_err();
    assert_eq!(
        err.to_string(),
        "seat 3 does not exist: the game has 3 seats"
    );
    let mut bad = rec.clone();
    bad.actions.push("0: fly to the moon".into());
    let err = frame(&bad, Sight::Everything, None, Some(0), Lang::En).unwrap_err();
    assert!(err.to_string().contains("action 30"), "{err}");
    let mut other = rec;
    other.game = "chess".into();
    assert!(matches!(
        frame(&other, Sight::Everything, None, None, Lang::En),
        Err(ReplayError::UnknownGame(_))
    ));
}

/// Each step adds one line; the board is the game after that line's decision; decision steps
/// start each decision's lines.
fn check_steps<G: Game>(rec: &GameRecord, sight: Sight, seat: Option<Seat>) {
    let last = frame(rec, sight, seat, None, Lang::En).unwrap();
    assert_eq!(last.step, last.steps);
    assert_eq!(
        frame(rec, sight, seat, Some(last.steps + 100), Lang::En).unwrap(),
        last,
        "past the end: the last step"
    );
    let mut previous_action = None;
    for step in 0..=last.steps {
        let f = frame(rec, sight, seat, Some(step), Lang::En).unwrap();
        assert_eq!(f.log.len(), step);
        assert_eq!(
            f.log,
            last.log[..step],
            "the log at a step is the start of the whole log"
        );
        let game: G = replay_prefix(rec, f.actions).unwrap();
        assert_eq!(f.view, serde_json::to_value(game.view(seat)).unwrap());
        if let Some(line) = f.log.last() {
            assert_eq!(line.step, step);
            assert_eq!(f.actions, line.action + 1);
            let starts = previous_action != Some(line.action);
            assert_eq!(last.decision_steps.contains(&step), starts, "step {step}");
            previous_action = Some(line.action);
        } else {
            assert_eq!(f.actions, 0);
        }
    }
}

#[test]
fn steps_lines_and_boards_of_both_games_for_every_sight() {
    for seed in 0..3 {
        let hk = random_record::<Hk>(2 + seed as u8, seed, 60);
        let ga = random_record::<Ga>(2 + seed as u8, seed, 60);
        for (sight, seat) in [
            (Sight::Everything, None),
            (Sight::Everything, Some(1)),
            (Sight::Seat(0), Some(0)),
            (Sight::Spectator, None),
        ] {
            check_steps::<Hk>(&hk, sight, seat);
            check_steps::<Ga>(&ga, sight, seat);
        }
    }
}

#[test]
fn everything_shows_the_piles_in_the_order_they_are_drawn() {
    let rec = random_record::<Ga>(2, 3, 500);
    let last = frame(&rec, Sight::Everything, None, None, Lang::De).unwrap();
    assert!(last.finished, "a whole game");
    let mid = frame(
        &rec,
        Sight::Everything,
        None,
        Some(last.steps / 3),
        Lang::De,
    )
    .unwrap();
    let game: Ga = replay_prefix(&rec, mid.actions).unwrap();
    let names: Vec<&str> = mid.piles.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Plättchenstapel", "Auftragsstapel"]);
    let top_tile = *game.tile_pile.as_slice().last().unwrap();
    assert_eq!(mid.piles[0].items.len(), game.tile_pile.len as usize);
    assert_eq!(mid.piles[0].items[0], glueckauf::data::tile_code(top_tile));
    assert_eq!(mid.piles[1].items.len(), game.order_deck.len as usize);
    // Scores are every seat's score at that step.
    let scores: Vec<i32> = (0..2).map(|s| game.score(s)).collect();
    assert_eq!(mid.scores.as_deref(), Some(&scores[..]));
    // Nobody else is shown the piles or the scores.
    for (sight, seat) in [(Sight::Seat(0), Some(0)), (Sight::Spectator, None)] {
        let f = frame(&rec, sight, seat, Some(last.steps / 3), Lang::De).unwrap();
        assert!(f.piles.is_empty() && f.scores.is_none() && !f.everything);
    }
}
