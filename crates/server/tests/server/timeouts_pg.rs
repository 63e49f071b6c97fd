//! Two `kohle-serve` processes on one PostgreSQL database, both with the same hundreds of
//! turn-based games in memory: every clock that runs out fires exactly once (one server writes
//! the timeout under the game's revision, the other is refused and reads the game again).
//!
//! PostgreSQL: `KOHLE_TEST_PG`, else `scripts/postgres.sh` (see `tests/postgres.rs`).

use crate::common::*;
use serde_json::{json, Value};
use sqlx::Row;
use std::collections::HashMap;
use std::time::{Duration, Instant};

const GAMES: usize = 200;

/// Per game: the seats that timed out, as many times as each did.
async fn timeouts(pool: &sqlx::PgPool) -> HashMap<String, Vec<u64>> {
    let rows = sqlx::query("SELECT id, meta FROM games")
        .fetch_all(pool)
        .await
        .unwrap();
    rows.iter()
        .map(|r| {
            let id: String = r.get("id");
            let meta: Option<String> = r.get("meta");
            let meta: Value = serde_json::from_str(&meta.unwrap_or_default()).unwrap_or_default();
            let seats = meta["lines"]
                .as_array()
                .map(|l| {
                    l.iter()
                        .filter(|l| {
                            l["key"]
                                .as_str()
                                .is_some_and(|k| k.starts_with("srv-timeout"))
                        })
                        .map(|l| l["seat"].as_u64().unwrap())
                        .collect()
                })
                .unwrap_or_default();
            (id, seats)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_fire_each_of_hundreds_of_timeouts_exactly_once() {
    let url = fresh_pg_database("timeouts").await;
    let mut a = Proc::start(&url, &[]);
    let mut b = Proc::start(&url, &[]);
    let per_move = 3;
    let started = Instant::now();
    let mut movers = HashMap::new();
    for _ in 0..GAMES {
        let c = create(
            &a.base(),
            json!({
                "game": "glueckauf",
                "seats": [{ "name": "A" }, { "name": "B" }],
                "clock": { "kind": "turn", "per_move_seconds": per_move, "reserve_seconds": 0 },
                "timeout_bot": "random",
            }),
        )
        .await;
        let id = c["game_id"].as_str().unwrap().to_string();
        let (_, s) = get_state(&a.base(), &id, &spectator_token(&c)).await;
        movers.insert(id.clone(), s["to_move"][0].as_u64().unwrap());
        // The second server reads it too (as a client of it would): both have the game in
        // memory and race for its timeout.
        let (st, _) = get_state(&b.base(), &id, &spectator_token(&c)).await;
        assert_eq!(st, 200);
    }
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let fired = loop {
        let t = timeouts(&pool).await;
        let done = movers
            .iter()
            .filter(|(id, seat)| t.get(*id).is_some_and(|s| s.contains(seat)))
            .count();
        if done == GAMES {
            break t;
        }
        assert!(
            started.elapsed() < Duration::from_secs(per_move + 30),
            "{done} of {GAMES} timeouts fired"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    // (The other seats' clocks, started by the bots' moves, may run out meanwhile: each seat
    // is taken over at most once.)
    a.kill9();
    b.kill9();
    let after = timeouts(&pool).await;
    let mut twice = Vec::new();
    for (id, mover) in &movers {
        let seats = &after[id];
        for s in [0u64, 1] {
            if seats.iter().filter(|x| **x == s).count() > 1 {
                twice.push(format!("{id} seat {s}: {seats:?}"));
            }
        }
        assert!(seats.contains(mover), "{id}: {seats:?}");
    }
    assert!(twice.is_empty(), "fired more than once: {twice:?}");
    assert!(fired.len() >= GAMES);
    // The servers' own record: one row per run of a clock that ran out, by the server that
    // fired it; both servers fired some (they raced for every one).
    let rows =
        sqlx::query("SELECT game_id, seat, instance, fired - deadline AS late FROM timeouts_fired")
            .fetch_all(&pool)
            .await
            .unwrap();
    let mut by_instance: HashMap<String, usize> = HashMap::new();
    let mut first_wave = 0;
    let mut latest = 0i64;
    for r in &rows {
        let (id, seat): (String, i64) = (r.get("game_id"), r.get("seat"));
        *by_instance.entry(r.get("instance")).or_default() += 1;
        if movers[&id] == seat as u64 {
            first_wave += 1;
            latest = latest.max(r.get::<i64, _>("late"));
        }
    }
    assert_eq!(first_wave, GAMES, "{by_instance:?}");
    eprintln!("timeouts fired by server: {by_instance:?}; latest {latest} ms after its deadline");
    assert_eq!(
        by_instance.len(),
        2,
        "one server fired them all: {by_instance:?}"
    );
    assert!(latest < 2000, "a timeout fired {latest} ms late");
    pool.close().await;
}
