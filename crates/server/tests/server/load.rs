//! The load generator of `examples/load.rs`, small (the README has the 10,000-game figures):
//! games against real `kohle-serve` processes from many loopback source addresses with the
//! server's default per-address limits; on PostgreSQL two servers, one restarted mid-run: the
//! clients reconnect by themselves, moves lost with a connection are sent again, and every
//! acknowledged move is stored.

use crate::load_generator as load;

fn config(db: String, servers: usize, restart_after: Option<u64>) -> load::Config {
    load::Config {
        games: 60,
        think_ms: 150,
        seconds: 8,
        warmup: 1,
        db,
        servers,
        restart_after,
        drain_seconds: 2,
        addresses: 20,
        server_bin: env!("CARGO_BIN_EXE_kohle-serve").into(),
        seed: 7,
        log_dir: std::env::temp_dir()
            .join(format!("kohle-load-test-{}", server::token::new_game_id())),
        ..load::Config::default()
    }
}

fn database(spec: &str) -> String {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(load::database(spec, None))
}

#[test]
fn load_on_sqlite() {
    let r = load::run(config(database("sqlite"), 1, None));
    eprintln!("{r}");
    assert_eq!(r.errors, 0, "{r}");
    assert_eq!(r.lost, 0, "{r}");
    assert!(r.moves > 300, "{r}");
    assert!(r.acked >= r.moves);
    assert_eq!(r.reconnects, 0, "{r}");
    assert!(r.peak_rss_mb[0] > 0.0 && r.peak_rss_mb[0] < 1024.0, "{r}");
}

#[test]
fn rolling_restart_on_postgres_loses_nothing() {
    let r = load::run(config(database("postgres"), 2, Some(3)));
    eprintln!("{r}");
    assert!(r.restarted);
    assert_eq!(r.errors, 0, "{r}");
    assert_eq!(r.lost, 0, "{r}");
    // Half the games were on the restarted server: their clients reconnected by themselves.
    assert!(r.reconnects >= 25, "{r}");
    assert!(r.moves > 300, "{r}");
}
