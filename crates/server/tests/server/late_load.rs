//! The load generator with late games (issue 40), small: live games imported from records 200
//! or more decisions in (both games) beside idle open turn-based games, played by persons'
//! clients against real `kohle-serve` processes; every acknowledged move is stored after the
//! imported ones, and the idle games stay as they were.

use crate::load_generator as load;

fn config(db: String, servers: usize, restart_after: Option<u64>, idle: usize) -> load::Config {
    load::Config {
        games: 20,
        think_ms: 400,
        seconds: 6,
        warmup: 1,
        db,
        servers,
        restart_after,
        drain_seconds: 2,
        addresses: 10,
        server_bin: env!("CARGO_BIN_EXE_kohle-serve").into(),
        seed: 11,
        log_dir: std::env::temp_dir()
            .join(format!("kohle-late-load-{}", server::token::new_game_id())),
        late_from: Some(200),
        idle,
        cache: None,
        rss_cap_mb: 1024.0,
        resume_wait: 60,
        ..load::Config::default()
    }
}

fn block_on<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(f)
}

/// The checks every run must pass.
fn check(r: &load::Report, db: &str, idle: usize) {
    eprintln!("{r}");
    let stored = r.stored.as_ref().expect("late games were stored");
    assert_eq!(stored.live.len(), 20, "{r}");
    assert!(stored.live.iter().all(|l| l.decisions >= 200), "{r}");
    for game in ["glueckauf", "haspelknecht"] {
        assert_eq!(
            stored.live.iter().filter(|l| l.game == game).count(),
            10,
            "{r}"
        );
    }
    assert_eq!(stored.idle, idle);
    assert!(stored.idle_decisions > 0, "{r}");
    assert!(r.over_cap.is_none(), "{r}");
    assert_eq!(r.errors, 0, "{r}");
    assert_eq!(r.lost, 0, "{r}");
    assert!(r.moves > 40, "{r}");
    assert!(r.acked >= r.moves, "{r}");
    assert!(r.messages >= r.moves && r.bytes > 0, "{r}");
    assert!(r.resumed_s.iter().all(Option::is_some), "{r}");
    // Each server told how many games it held (whether idle games stay in memory is the
    // server's choice: `--unload-after`).
    assert!(
        r.games_loaded.len() == r.peak_rss_mb.len() && r.games_loaded.iter().all(Option::is_some),
        "{r}"
    );
    assert!(r.peak_rss_mb.iter().all(|m| *m > 0.0 && *m < 1024.0), "{r}");
    // The idle games are open still, with the actions they were imported with.
    let (open, idle_actions) = block_on(async {
        let db = server::db::Db::connect(db).await.unwrap();
        let ids = db.open_game_ids().await.unwrap();
        let live: std::collections::HashSet<&str> =
            stored.live.iter().map(|l| l.id.as_str()).collect();
        let mut actions = 0u64;
        for id in ids.iter().filter(|id| !live.contains(id.as_str())) {
            actions += db.actions(id).await.unwrap().len() as u64;
        }
        db.close().await;
        (ids.len(), actions)
    });
    assert_eq!(open as u64, (idle + 20) as u64 - r.games_finished, "{r}");
    assert_eq!(idle_actions, stored.idle_decisions, "{r}");
}

#[test]
fn late_games_beside_idle_ones_on_sqlite() {
    let db = block_on(load::database("sqlite", None));
    let r = load::run(config(db.clone(), 1, None, 2000));
    check(&r, &db, 2000);
    assert_eq!(r.reconnects, 0, "{r}");
    block_on(load::drop_database(&db));
}

#[test]
fn late_games_across_a_rolling_restart_on_postgres() {
    let db = block_on(load::database("postgres", None));
    let r = load::run(config(db.clone(), 2, Some(2), 500));
    assert!(r.restarted, "{r}");
    check(&r, &db, 500);
    // Half the games were on the restarted server: their clients reconnected by themselves.
    assert!(r.reconnects >= 5, "{r}");
    block_on(load::drop_database(&db));
}
