//! Balance runs: what the seats acquired is counted for both games, and the report is the
//! same for any number of threads.

use analysis::balance::{balance, BalanceConfig, BalanceReport};
use bots::parse_bot_spec;

fn run<G: analysis::Acquisitions>(players: u8, games: u64, threads: usize) -> BalanceReport {
    let config = BalanceConfig {
        players,
        games,
        seed: 4,
        bots: vec![parse_bot_spec("random").unwrap(); players as usize],
        options: G::Options::default(),
        variants: Vec::new(),
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| balance::<G>(&config, &|| {})).unwrap()
}

#[test]
fn haspelknecht_counts_development_tiles_by_year() {
    let _machine = crate::machine::shared();
    let r = run::<haspelknecht::Haspelknecht>(3, 12, 2);
    let dev: Vec<_> = r
        .default
        .items
        .iter()
        .filter(|i| i.kind == "development")
        .collect();
    assert!(!dev.is_empty());
    assert!(dev
        .iter()
        .all(|i| i.period.is_none_or(|y| (1..=3).contains(&y))));
    assert!(dev.iter().any(|i| i.period.is_some()));
    // The whole-game row of a tile adds up its years.
    for whole in dev.iter().filter(|i| i.period.is_none()) {
        let by_year: u64 = dev
            .iter()
            .filter(|i| i.item == whole.item && i.period.is_some())
            .map(|i| i.acquired)
            .sum();
        assert_eq!(by_year, whole.acquired, "tile {}", whole.item);
        assert!(whole.buyers <= whole.acquired && whole.buyers > 0);
    }
    assert_eq!(r.default.period, "year");
}

#[test]
fn glueckauf_counts_order_types_and_shaft_levels_by_shift() {
    let _machine = crate::machine::shared();
    let r = run::<glueckauf::GlueckAuf>(2, 12, 2);
    for kind in ["order_type", "shaft_level"] {
        let rows: Vec<_> = r.default.items.iter().filter(|i| i.kind == kind).collect();
        assert!(!rows.is_empty(), "{kind}");
        assert!(rows
            .iter()
            .all(|i| i.period.is_none_or(|s| (1..=3).contains(&s))));
    }
    let names: Vec<&str> = r
        .default
        .items
        .iter()
        .filter(|i| i.kind == "shaft_level")
        .map(|i| i.item.as_str())
        .collect();
    assert!(
        names
            .iter()
            .all(|n| ["yellow", "brown", "grey", "black"].contains(n)),
        "{names:?}"
    );
    assert!(r.default.seats.iter().map(|s| s.wins).sum::<u64>() >= 12);
}

#[test]
fn the_report_does_not_depend_on_the_thread_count() {
    let _machine = crate::machine::shared();
    let mut one = run::<glueckauf::GlueckAuf>(3, 10, 1);
    let two = run::<glueckauf::GlueckAuf>(3, 10, 3);
    one.timing = two.timing.clone();
    assert_eq!(one, two);
}
