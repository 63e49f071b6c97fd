//! The judging of issue 39: the learned search judges, the same on every run with an iteration
//! budget; a score thrown away is at least a mistake; a loss within the searches' noise is no
//! flag; and a small version of the flags study of `docs/analysis.md` (two seeds agree, a
//! search ten times deeper confirms).

use analysis::decisions::{
    analyze_with, judge_position, judge_position_once, noise, positions, verdict,
    worth_a_second_look, Position, Verdict, BLUNDER, MISTAKE, PAIRS, SECOND_LOOK,
};
use analysis::flags::study;
use analysis::judge::{default_bot, Judge};
use bots::{parse_bot_spec, Bot};
use engine::record::GameRecord;
use engine::{derive_seed, Game, Setup};

/// A record of a 2-player game between `greedy` and `ismcts:300`, at most `actions` long.
fn game<G: Game>(seed: u64, actions: usize) -> GameRecord {
    let setup = Setup {
        players: 2,
        seed,
        options: G::Options::default(),
    };
    let mut bots: Vec<Box<dyn Bot<G>>> = ["greedy", "ismcts:300"]
        .iter()
        .enumerate()
        .map(|(s, spec)| {
            parse_bot_spec(spec)
                .unwrap()
                .build::<G>(derive_seed(seed, s as u64), 2)
                .unwrap()
        })
        .collect();
    let mut g = G::new_game(&setup).unwrap();
    let mut rec = GameRecord::new::<G>(&setup);
    let mut buf = Vec::new();
    while let Some(seat) = g.to_move().first() {
        if rec.actions.len() >= actions {
            break;
        }
        g.legal_actions(seat, &mut buf);
        let a = bots[seat as usize].choose(&g, seat, &buf);
        g.apply(seat, a).unwrap();
        rec.push(seat, a);
    }
    rec
}

fn judge(spec: &str) -> Judge {
    Judge::of_spec(&parse_bot_spec(spec).unwrap()).unwrap()
}

#[test]
fn the_score_rule_and_the_noise_margin() {
    let _machine = crate::machine::shared();
    // A game already lost: the chance to win hardly moves, but 14 of the 40 VP still to be made
    // are thrown away (a `stop` right after `mine 10`): at least a mistake.
    assert_eq!(verdict(0.01, 0.002, 14.0, 1.0, 40.0), Verdict::Mistake);
    // Early, with 100 VP to make, 10 VP are the threshold; late, with 12 VP to make, 5 VP are;
    // a loss must clear it by twice the depth margin (1 VP) even where the seeds agree exactly.
    assert_eq!(verdict(0.0, 0.0, 12.0, 0.0, 100.0), Verdict::Mistake);
    assert_eq!(verdict(0.0, 0.0, 11.9, 0.0, 100.0), Verdict::Good);
    assert_eq!(verdict(0.0, 0.0, 7.0, 0.0, 12.0), Verdict::Mistake);
    assert_eq!(verdict(0.0, 0.0, 6.9, 0.0, 12.0), Verdict::Good);
    // ... and a difference within the noise of the searches is none.
    assert_eq!(verdict(0.0, 0.0, 14.0, 3.0, 40.0), Verdict::Good);
    // A blunder by the chance to win stays a blunder.
    assert_eq!(verdict(0.5, 0.01, 14.0, 1.0, 40.0), Verdict::Blunder);
    // By the chance to win: the loss less twice its noise, the standard error and the depth
    // margin (0.04) in quadrature: 0.19 − 2 · 0.04 = 0.11 is a mistake ...
    assert_eq!(
        verdict(MISTAKE + 0.09, 0.0, 0.0, 0.0, 50.0),
        Verdict::Mistake
    );
    // ... 0.17 − 2 · 0.04 = 0.09 is not ...
    assert_eq!(
        verdict(MISTAKE + 0.07, 0.0, 0.0, 0.0, 50.0),
        Verdict::Inaccuracy
    );
    // ... nor 0.19 with a standard error of 0.03 (0.19 − 2 · 0.05 = 0.09).
    assert_eq!(
        verdict(MISTAKE + 0.09, 0.03, 0.0, 0.0, 50.0),
        Verdict::Inaccuracy
    );
    assert_eq!(
        verdict(BLUNDER + 0.11, 0.03, 0.0, 0.0, 50.0),
        Verdict::Blunder
    );
    assert_eq!(
        verdict(BLUNDER + 0.09, 0.03, 0.0, 0.0, 50.0),
        Verdict::Mistake
    );
}

/// The noise of a loss is the spread of the paired searches' differences, or the searches' own
/// standard error where that is larger.
#[test]
fn the_noise_is_the_spread_of_the_pairs_or_the_searches_own() {
    let _machine = crate::machine::shared();
    let stats = |win: f32, win_se: f32| bots::RootStats {
        action: 0u8,
        visits: 100,
        reward: win,
        win,
        margin: 0.0,
        value: 0.0,
        win_se,
        margin_se: 0.0,
    };
    let win = |r: &bots::RootStats<u8>| (f64::from(r.win), f64::from(r.win_se));
    // Differences 0.30 and 0.10: the mean 0.20, its standard error |0.30 − 0.10| / 2 = 0.10,
    // far above the searches' own (√(4 · 0.01²) / 2 = 0.01).
    let apart = [
        (stats(0.6, 0.01), stats(0.3, 0.01)),
        (stats(0.5, 0.01), stats(0.4, 0.01)),
    ];
    assert!(
        (noise(&apart, win) - 0.10).abs() < 1e-6,
        "{}",
        noise(&apart, win)
    );
    // Pairs that agree: the searches' own error.
    let alike = [
        (stats(0.6, 0.02), stats(0.3, 0.02)),
        (stats(0.6, 0.02), stats(0.3, 0.02)),
    ];
    assert!(
        (noise(&alike, win) - 0.02).abs() < 1e-6,
        "{}",
        noise(&alike, win)
    );
    // One pair: its own error.
    assert!((noise(&alike[..1], win) - 0.02f64.hypot(0.02)).abs() < 1e-6);
    // A loss of 0.20 with that spread is no mistake (0.20 − 2 · √(0.10² + 0.04²) < 0.10);
    // agreeing pairs make it a mistake (0.20 − 2 · √(0.02² + 0.04²) = 0.11).
    assert_eq!(
        verdict(0.20, noise(&apart, win), 0.0, 0.0, 50.0),
        Verdict::Good
    );
    assert_eq!(
        verdict(0.20, noise(&alike, win), 0.0, 0.0, 50.0),
        Verdict::Mistake
    );
}

/// The default judge searches with the shipped network; with its iteration budget the report
/// is the same on every run and any number of threads, and every estimate is complete.
#[test]
fn the_learned_search_judges_the_same_on_every_run() {
    let _machine = crate::machine::shared();
    type G = glueckauf::GlueckAuf;
    let rec = game::<G>(5, 40);
    let ps: Vec<Position<G>> = positions::<G>(&rec).unwrap();
    assert_eq!(default_bot("glueckauf", 2), "ismcts:1000:net");
    let j = judge("ismcts:120:net");
    assert!(matches!(j, Judge::Net { .. }));
    let run = |threads: usize| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| analyze_with(2, &ps, None, &j, 9, "ismcts:120:net", &|| {}))
            .unwrap()
    };
    let one = run(1);
    assert_eq!(one, run(2));
    assert_eq!(one.bot, "ismcts:120:net");
    let mut compared = 0;
    for d in one.decisions.iter().filter(|d| d.taken_estimate.is_some()) {
        let (b, t) = (d.chance_before.unwrap(), d.chance_after.unwrap());
        assert!(
            (0.0..=1.0).contains(&b) && (0.0..=1.0).contains(&t),
            "{d:?}"
        );
        assert!((d.loss - (b - t).max(0.0)).abs() < 1e-12, "{d:?}");
        assert!(d.score_loss >= 0.0 && d.points_left >= 0.0, "{d:?}");
        // The move taken and its best alternative were searched alike: the same budget each,
        // in every pair.
        let (bv, tv) = (
            d.best_estimate.unwrap().visits,
            d.taken_estimate.unwrap().visits,
        );
        let each = 120 * PAIRS as u32 * if d.deeper { SECOND_LOOK } else { 1 };
        assert_eq!((bv, tv), (each, each), "{d:?}");
        if d.best != d.taken {
            compared += 1;
            assert!(d.loss > 0.0 || d.score_loss > 0.0, "{d:?}");
            assert!(d.loss_se > 0.0, "{d:?}");
        } else {
            assert_eq!((d.loss, d.score_loss, d.verdict), (0.0, 0.0, Verdict::Good));
        }
    }
    assert!(compared >= 3, "{compared} decisions compared");
    // A decision whose first look is worth a second is judged by the second, deeper one; any
    // other as at one look.
    let mut second = 0;
    for (p, d) in ps.iter().zip(&one.decisions) {
        let first = judge_position_once(p, &j, 9, None).unwrap();
        if worth_a_second_look(&first) {
            assert!(d.deeper, "{first:?} {d:?}");
            assert_ne!(&first, d);
            second += 1;
        } else {
            assert_eq!(&first, d);
        }
    }
    assert!(second >= 1, "no second look in {} decisions", ps.len());
    // A single decision judged alone is judged as in the whole report.
    let k = one
        .decisions
        .iter()
        .position(|d| d.best != d.taken)
        .unwrap();
    assert_eq!(judge_position(&ps[k], &j, 9).unwrap(), one.decisions[k]);
}

/// A small version of the flags study (`scripts/analysis-flags.sh` runs the full one): a game
/// of each between greedy and `ismcts:300`, judged with two seeds at 300 iterations and checked
/// by a search ten times deeper. The bars are what this small study measures (docs/analysis.md:
/// the 80% agreement and 90% confirmed are not reached at this budget); a change that
/// makes the flags less stable fails here.
#[test]
fn flags_hold_up_in_a_small_study() {
    let _machine = crate::machine::shared();
    fn one<G: Game>(actions: usize) -> analysis::flags::FlagStudy {
        let rec = game::<G>(11, actions);
        let ps = positions::<G>(&rec).unwrap();
        let j = Judge::of_spec(&parse_bot_spec(&default_bot(G::NAME, 2)).unwrap()).unwrap();
        let (s, _) = study(2, &ps, &j, 300, (1, 2), 10, 8).unwrap();
        eprintln!("{}: {s:?}", G::NAME);
        s
    }
    let mut s = one::<glueckauf::GlueckAuf>(120);
    s.add(&one::<haspelknecht::Haspelknecht>(80));
    assert!(s.judged >= 150, "{s:?}");
    assert!(s.flagged_first >= 5, "some flags to check: {s:?}");
    assert!(s.agreement() >= 0.6, "agreement {}: {s:?}", s.agreement());
    assert!(
        s.confirmed_share() >= 0.6,
        "confirmed {}: {s:?}",
        s.confirmed_share()
    );
    assert!(
        s.good_lost_share() <= 0.05,
        "good that lose {}: {s:?}",
        s.good_lost_share()
    );
    assert_eq!(s.draft_blunders_within, 0, "{s:?}");
}
