//! Idle games leave memory (`--unload-after`) and come back unchanged: on the next request,
//! when their clock runs out, with their bots; on two servers sharing PostgreSQL; and no move
//! is lost when a request races a game leaving memory.
//!
//! Each test that reads `/metrics` runs its own `kohle-serve` process (the metrics recorder is
//! the process's).

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The value of a metric without labels on `/metrics` of `base`.
async fn metric(base: &str, name: &str) -> f64 {
    metrics_text(base)
        .await
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .map_or(0.0, |v| v.trim().parse().unwrap())
}

/// Waits (at most `secs`) until `kohle_games_in_memory` of `base` is `n`.
async fn wait_in_memory(base: &str, n: f64, secs: u64) {
    let start = Instant::now();
    loop {
        let now = metric(base, "kohle_games_in_memory").await;
        if now == n {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(secs),
            "{now} games in memory after {secs} s, not {n}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A game of two people with a turn-based clock: its creation answer.
async fn timed_game(base: &str, per_move: u64) -> Value {
    create(
        base,
        json!({
            "game": "glueckauf",
            "seats": [{ "name": "A" }, { "name": "B" }],
            "clock": { "kind": "turn", "per_move_seconds": per_move, "reserve_seconds": 0 },
            "timeout_bot": "random",
        }),
    )
    .await
}

/// Waits for the first timeout of `base` to fire: not before the clock of `per_move` seconds
/// from `started` ran out (less 100 ms), and within 1.5 s after.
async fn fires_on_time(base: &str, started: Instant, per_move: u64) {
    loop {
        if metric(base, "kohle_timeouts_fired_total").await >= 1.0 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_millis(per_move * 1000 + 1500),
            "the clock ran out {:?} ago and has not fired",
            started
                .elapsed()
                .saturating_sub(Duration::from_secs(per_move))
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let fired_after = started.elapsed();
    assert!(
        fired_after >= Duration::from_millis(per_move * 1000 - 100),
        "fired early: {fired_after:?}"
    );
}

/// Plays `n` random legal moves through HTTP.
async fn play(base: &str, id: &str, created: &Value, n: usize, rng: &mut Rng) {
    for _ in 0..n {
        let (_, s) = get_state(base, id, &spectator_token(created)).await;
        let seat = s["to_move"][0].as_u64().unwrap();
        let tok = token(created, seat);
        let (_, mine) = get_state(base, id, &tok).await;
        let (st, body) = post_action(base, id, &tok, &random_legal(&mine, rng)).await;
        assert_eq!(st, 200, "{body}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_game_leaves_memory_and_comes_back_unchanged() {
    let db = temp_db("unload");
    let proc = Proc::start(db.to_str().unwrap(), &["--unload-after", "1"]);
    let base = proc.base();
    let created = timed_game(&base, 3600).await;
    let id = created["game_id"].as_str().unwrap().to_string();
    play(&base, &id, &created, 4, &mut Rng(7)).await;
    let seat0 = token(&created, 0);
    let (_, before) = get_state(&base, &id, &seat0).await;
    let (_, spectator_before) = get_state(&base, &id, &spectator_token(&created)).await;
    assert_eq!(metric(&base, "kohle_games_in_memory").await, 1.0);
    // Nobody touches it for a second: it leaves memory.
    wait_in_memory(&base, 0.0, 5).await;
    // The next request loads it again: the same version, clocks, log and everything else.
    let (st, after) = get_state(&base, &id, &seat0).await;
    assert_eq!(st, 200);
    assert_eq!(metric(&base, "kohle_games_in_memory").await, 1.0);
    assert_eq!(after["version"], before["version"]);
    assert_eq!(after["clocks"], before["clocks"]);
    assert_eq!(after["log"], before["log"]);
    assert_eq!(after, before);
    let (_, spectator_after) = get_state(&base, &id, &spectator_token(&created)).await;
    assert_eq!(spectator_after, spectator_before);
    // And it plays on.
    play(&base, &id, &created, 1, &mut Rng(8)).await;
    let (_, moved) = get_state(&base, &id, &seat0).await;
    assert!(moved["version"].as_u64() > before["version"].as_u64());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timeout_of_an_unloaded_game_fires_on_time() {
    let db = temp_db("unload-timeout");
    // The database is asked for due games once a minute only: the queued moment fires it.
    let proc = Proc::start(
        db.to_str().unwrap(),
        &["--unload-after", "1", "--timeout-poll-ms", "60000"],
    );
    let base = proc.base();
    let per_move = 4;
    let created = timed_game(&base, per_move).await;
    let started = Instant::now();
    let id = created["game_id"].as_str().unwrap().to_string();
    wait_in_memory(&base, 0.0, 3).await;
    assert!(started.elapsed() < Duration::from_secs(per_move - 1));
    assert_eq!(metric(&base, "kohle_timeouts_fired_total").await, 0.0);
    fires_on_time(&base, started, per_move).await;
    let (_, s) = get_state(&base, &id, &spectator_token(&created)).await;
    let taken: Vec<&Value> = s["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|seat| seat.to_string().contains("taken_over"))
        .collect();
    assert_eq!(taken.len(), 1, "one seat taken over: {}", s["seats"]);
}

/// A starting server reads no game's moments: the timeouts' poll finds a moment due before
/// its next round and queues it, so the clock of a game open when the server started, and not
/// loaded since, fires on time, not up to a poll late.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timeout_of_a_game_open_when_the_server_started_fires_on_time() {
    let db = temp_db("start-timeout");
    let per_move = 6;
    let first = Proc::start(db.to_str().unwrap(), &[]);
    let created = timed_game(&first.base(), per_move).await;
    let started = Instant::now();
    drop(first);
    // The database is asked every 4 s: its polls come about 1 s and 5 s in, before the
    // deadline at 6 s, and the next one 3 s after it.
    let proc = Proc::start(db.to_str().unwrap(), &["--timeout-poll-ms", "4000"]);
    let base = proc.base();
    wait_in_memory(&base, 0.0, 3).await;
    assert!(started.elapsed() < Duration::from_secs(per_move - 2));
    fires_on_time(&base, started, per_move).await;
    let id = created["game_id"].as_str().unwrap();
    let (_, s) = get_state(&base, id, &spectator_token(&created)).await;
    assert!(
        s["seats"].to_string().contains("taken_over"),
        "a seat taken over: {}",
        s["seats"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_seat_plays_on_after_its_game_left_memory() {
    let db = temp_db("unload-bot");
    let proc = Proc::start(db.to_str().unwrap(), &["--unload-after", "1"]);
    let base = proc.base();
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "bot": "random" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let me = token(&created, 0);
    // The person is to move (the bot moves at once when it is its turn).
    let mine = loop {
        let (_, s) = get_state(&base, &id, &me).await;
        if s["to_move"] == json!([0]) {
            break s;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    wait_in_memory(&base, 0.0, 5).await;
    let (st, body) = post_action(&base, &id, &me, &random_legal(&mine, &mut Rng(3))).await;
    assert_eq!(st, 200, "{body}");
    // The game was loaded again for the move, and its bot answers.
    let start = Instant::now();
    loop {
        let (_, s) = get_state(&base, &id, &spectator_token(&created)).await;
        let bot_moved = s["log"]
            .as_array()
            .unwrap()
            .iter()
            .skip(mine["log"].as_array().unwrap().len())
            .any(|l| l.to_string().contains("\"seat\":1"));
        if s["to_move"] == json!([0]) && bot_moved || s["status"] != "open" {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the bot did not move: {s}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_postgres_servers_unload_and_reload_a_game() {
    let url = fresh_pg_database("unload").await;
    let a = Proc::start(&url, &["--unload-after", "1"]);
    let b = Proc::start(&url, &["--unload-after", "1"]);
    let created = timed_game(&a.base(), 3600).await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let mut rng = Rng(11);
    play(&a.base(), &id, &created, 2, &mut rng).await;
    // Both leave it; a move on B loads it there; A loads B's move from the database.
    wait_in_memory(&a.base(), 0.0, 5).await;
    wait_in_memory(&b.base(), 0.0, 5).await;
    play(&b.base(), &id, &created, 1, &mut rng).await;
    let spectator = spectator_token(&created);
    let (_, on_b) = get_state(&b.base(), &id, &spectator).await;
    let (_, on_a) = get_state(&a.base(), &id, &spectator).await;
    assert_eq!(on_a, on_b);
    // A WebSocket on A keeps the game there (it is not idle), and B's moves reach it.
    let mut ws = ws_connect(&a.addr, &id, &spectator).await;
    let (first, _) = ws_next(&mut ws, 5).await.expect("the state");
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(metric(&a.base(), "kohle_games_in_memory").await, 1.0);
    wait_in_memory(&b.base(), 0.0, 5).await;
    play(&b.base(), &id, &created, 1, &mut rng).await;
    let start = Instant::now();
    loop {
        let (msg, _) = ws_next(&mut ws, 5).await.expect("B's move reaches A");
        if msg["version"].as_u64() > first["version"].as_u64() {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(5));
    }
}

/// Moves at random moments around the unload time: every one is taken, none lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_move_is_lost_while_games_leave_memory() {
    let path = temp_db("unload-race");
    let mut args = test_args(path.to_str().unwrap());
    args.unload_after = 0.02;
    let server = server::start(args).await.unwrap();
    let base = format!("http://{}", server.addr);
    let created = timed_game(&base, 3600).await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let mut rng = Rng(5);
    let moves = 30;
    for _ in 0..moves {
        play(&base, &id, &created, 1, &mut rng).await;
        tokio::time::sleep(Duration::from_millis(rng.below(40) as u64)).await;
    }
    let actions = server.app.db.actions(&id).await.unwrap();
    assert_eq!(actions.len(), moves);
    // It left memory between the moves (and does now).
    let start = Instant::now();
    while server.app.loaded_count() > 0 {
        assert!(start.elapsed() < Duration::from_secs(2), "still in memory");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    server.shutdown().await.unwrap();
}

/// A game played through one server leaves the other's memory when nobody uses it there: the
/// other server's reading of each change (its notice) is not a use.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_played_elsewhere_leaves_memory() {
    let url = fresh_pg_database("unload_elsewhere").await;
    let a = Proc::start(&url, &["--unload-after", "1"]);
    let b = Proc::start(&url, &["--unload-after", "1"]);
    let created = timed_game(&a.base(), 3600).await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let spectator = spectator_token(&created);
    // B reads it once.
    assert_eq!(get_state(&b.base(), &id, &spectator).await.0, 200);
    assert_eq!(metric(&b.base(), "kohle_games_in_memory").await, 1.0);
    // A WebSocket on A keeps it there; moves through A every 200 ms, each told to B.
    let mut ws = ws_connect(&a.addr, &id, &spectator).await;
    ws_next(&mut ws, 5).await.expect("the state");
    let mut rng = Rng(17);
    let start = Instant::now();
    let mut left_b = None;
    while start.elapsed() < Duration::from_secs(6) {
        play(&a.base(), &id, &created, 1, &mut rng).await;
        if left_b.is_none() && metric(&b.base(), "kohle_games_in_memory").await == 0.0 {
            left_b = Some(start.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(
        left_b.is_some(),
        "B kept a game only A's clients play (its notices counted as uses)"
    );
    assert_eq!(metric(&a.base(), "kohle_games_in_memory").await, 1.0);
    // B still answers it, from the database, with every move A took.
    let (_, on_b) = get_state(&b.base(), &id, &spectator).await;
    let (_, on_a) = get_state(&a.base(), &id, &spectator).await;
    assert_eq!(on_a["version"], on_b["version"]);
}

/// While the server drains (SIGTERM), a game leaves memory a second after its last WebSocket
/// here closed, and one nobody watches at once: the memory is given back over the drain, not all
/// at once when the process ends (at 10,000 live games that end stalled the other server).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draining_server_lets_its_games_go_as_their_websockets_close() {
    use futures_util::StreamExt;
    let db = temp_db("unload-drain");
    let mut proc = Proc::start(db.to_str().unwrap(), &["--drain-seconds", "8"]);
    let base = proc.base();
    let watched = create_two_seats(&base, "glueckauf").await;
    let unwatched = create_two_seats(&base, "haspelknecht").await;
    let mut ws = ws_connect(&proc.addr, &watched.id, &watched.tokens[0]).await;
    assert!(ws_next(&mut ws, 5).await.is_some(), "the first state");
    let (st, _) = get_state(&base, &unwatched.id, &unwatched.tokens[0]).await;
    assert_eq!(st, 200);
    assert_eq!(metric(&base, "kohle_games_in_memory").await, 2.0);
    proc.sigterm();
    let t = Instant::now();
    // The game nobody watches goes within about a second (the default --unload-after is 600 s).
    wait_in_memory(&base, 1.0, 4).await;
    // The watched one stays while its WebSocket is open; the drain closes that before its last
    // fifth, and the game goes a second later, while the server still drains.
    let closed = loop {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
            Ok(Some(Ok(tokio_tungstenite::tungstenite::Message::Close(_)))) | Ok(None) => {
                break t.elapsed()
            }
            Ok(Some(Ok(_))) => continue,
            other => panic!("the drain did not close the WebSocket: {other:?}"),
        }
    };
    drop(ws);
    if closed > Duration::from_millis(1500) {
        // (Closed early, the game may have gone before this look.)
        assert_eq!(metric(&base, "kohle_games_in_memory").await, 1.0);
    }
    wait_in_memory(&base, 0.0, 4).await;
    assert!(
        proc.child.try_wait().unwrap().is_none(),
        "the games left before the server stopped"
    );
    // Either game is served again as it was, if asked for during the drain.
    let (st, s) = get_state(&base, &watched.id, &watched.tokens[1]).await;
    assert_eq!((st, s["game"].as_str()), (200, Some("glueckauf")));
    let _ = std::fs::remove_file(&db);
}
