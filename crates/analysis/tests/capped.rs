//! The analysis of a whole game within a time cap (a server's job): it judges every decision,
//! ends within the cap, and stops when asked.

use analysis::capped::{analyze_capped, CappedError, MIN_ITERATIONS};
use bots::{Bot, GreedyBot};
use engine::record::GameRecord;
use engine::{Game, Setup};
use std::cell::Cell;
use std::time::{Duration, Instant};

/// The record of a whole game between greedy bots.
fn bot_game<G: Game>(players: u8, seed: u64) -> GameRecord {
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut rec = GameRecord::new::<G>(&setup);
    let mut bot = GreedyBot::new(seed);
    let mut buf = Vec::new();
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut buf);
        let a = Bot::<G>::choose(&mut bot, &game, seat, &buf);
        game.apply(seat, a).unwrap();
        rec.push(seat, a);
    }
    rec
}

/// The game of `seed` judged within a cap of `cap`, or of three times what the minimum search
/// of every decision takes on this machine now, if that is longer: a cap below the minimum's
/// cost is exceeded by design (the module's documentation), and CI's loaded machines gave the
/// 3 s of a Glück Auf game 10 iterations per search, the minimum's 8 almost.
fn judged_within_the_cap<G: Game>(players: u8, seed: u64, cap: Duration) {
    let rec = bot_game::<G>(players, seed);
    let started = Instant::now();
    analyze_capped(&rec, Duration::ZERO, 1, &|| false).unwrap();
    let minimum = started.elapsed();
    let cap = cap.max(minimum * 3);
    eprintln!(
        "{}: the minimum search of every decision took {minimum:?}",
        G::NAME
    );
    let started = Instant::now();
    let report = analyze_capped(&rec, cap, 1, &|| false).unwrap();
    let took = started.elapsed();
    let searched = report
        .decisions
        .iter()
        .filter(|d| d.taken_estimate.is_some())
        .count();
    eprintln!(
        "{}: {} decisions ({searched} searched) in {took:?} of {cap:?}; {}",
        G::NAME,
        rec.actions.len(),
        report.bot
    );
    assert_eq!(report.decisions.len(), rec.actions.len());
    for (i, d) in report.decisions.iter().enumerate() {
        assert_eq!(d.index, i);
        assert_eq!(
            rec.actions[i],
            format!("{}: {}", d.seat, d.taken),
            "decision {i}"
        );
        if let (Some(t), Some(b)) = (d.taken_estimate, d.best_estimate) {
            assert!(t.visits >= 1 && b.visits >= 1, "decision {i}: {d:?}");
            assert!((0.0..=1.0).contains(&t.win) && (0.0..=1.0).contains(&b.win));
        }
    }
    assert!(searched > 20, "{searched} decisions with a choice");
    // A second or so of margin: the last searches and the replay of the record.
    assert!(
        took <= cap + Duration::from_millis(1500),
        "{took:?} for a cap of {cap:?}"
    );
    // The budget is spread over the game: the middle half of the decisions got about as many
    // iterations as the rest (judged by the visits of the move taken, a share of them).
    let visits: Vec<f64> = report
        .decisions
        .iter()
        .filter_map(|d| d.taken_estimate.map(|t| f64::from(t.visits)))
        .collect();
    let n = visits.len();
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let (early, middle, late) = (
        mean(&visits[..n / 4]),
        mean(&visits[n / 4..3 * n / 4]),
        mean(&visits[3 * n / 4..]),
    );
    eprintln!("  visits of the move taken: {early:.0} early, {middle:.0} middle, {late:.0} late");
    // No part of the game was left with the minimum search (a budget spent before the end, or
    // hoarded for it, leaves a quarter at about MIN_ITERATIONS visits), and the parts are
    // within 10x of each other. (Not closer: the free CPU of a loaded machine changes within
    // the 3 s — the other test group's binaries start and end — and CI saw 6.2x and 4.4x with
    // the budget spread as it should be.)
    let (low, high) = (early.min(middle).min(late), early.max(middle).max(late));
    let floor = 2.0 * f64::from(analysis::capped::MIN_ITERATIONS);
    assert!(
        low > floor && high < 10.0 * low,
        "{early:.0} early, {middle:.0} middle, {late:.0} late (each above {floor})"
    );
    // The budget followed the cap: searches of more than the minimum when there was time.
    let most = report
        .decisions
        .iter()
        .filter_map(|d| d.best_estimate.map(|b| b.visits))
        .max()
        .unwrap();
    assert!(most > MIN_ITERATIONS, "{}", report.bot);
}

#[test]
fn glueckauf_is_judged_within_the_cap() {
    let _machine = crate::machine::alone();
    judged_within_the_cap::<glueckauf::GlueckAuf>(2, 7, Duration::from_secs(3));
}

#[test]
fn haspelknecht_is_judged_within_the_cap() {
    let _machine = crate::machine::alone();
    judged_within_the_cap::<haspelknecht::Haspelknecht>(2, 3, Duration::from_secs(3));
}

#[test]
fn a_capped_analysis_stops_when_asked_and_refuses_unknown_records() {
    let _machine = crate::machine::shared();
    let rec = bot_game::<glueckauf::GlueckAuf>(2, 5);
    let asked = Cell::new(0);
    let stop = || {
        asked.set(asked.get() + 1);
        asked.get() > 3
    };
    let started = Instant::now();
    assert_eq!(
        analyze_capped(&rec, Duration::from_secs(60), 1, &stop),
        Err(CappedError::Stopped)
    );
    assert!(started.elapsed() < Duration::from_secs(20));
    assert_eq!(asked.get(), 4, "asked before each decision");

    let mut other = rec.clone();
    other.game = "chess".into();
    let err = analyze_capped(&other, Duration::from_secs(1), 1, &|| false).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the game record cannot be analysed: unknown game `chess`"
    );
    let mut broken = rec;
    broken.actions.truncate(3);
    broken.actions.push("0: fly to the moon".into());
    assert!(matches!(
        analyze_capped(&broken, Duration::from_secs(1), 1, &|| false),
        Err(CappedError::Record(_))
    ));
}
