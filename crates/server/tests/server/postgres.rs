//! Two `kohle-serve` processes on one PostgreSQL database: clients on both see the same game
//! (LISTEN/NOTIFY), and a second writer of the same move is refused cleanly.
//!
//! PostgreSQL: `KOHLE_TEST_PG`, else `scripts/postgres.sh` starts a throwaway cluster (installing
//! Debian's package where it is missing). Without PostgreSQL these tests fail; they never skip.

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// Waits until a WebSocket shows a state in which `seat` has made `n` decisions (a seat always
/// sees its own decisions; another seat's hidden ones, such as Glück Auf's return order, it never
/// sees, so counting all decisions would wait forever).
async fn wait_for_own(ws: &mut Ws, seat: u64, n: usize) -> Value {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let left = deadline
            .saturating_duration_since(Instant::now())
            .as_secs()
            .max(1);
        let (v, _) = ws_next(ws, left)
            .await
            .unwrap_or_else(|| panic!("no update with {n} decisions of seat {seat}"));
        assert_eq!(v["type"], "state", "{v}");
        let d = v["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision" && l["seat"] == seat)
            .count();
        if d >= n {
            assert_eq!(d, n, "more decisions than played");
            return v;
        }
    }
}

/// Waits until a WebSocket shows a state in which it is this seat's turn.
async fn wait_for_turn(ws: &mut Ws) -> Value {
    loop {
        let (v, _) = ws_next(ws, 10).await.expect("no update giving the turn");
        assert_eq!(v["type"], "state", "{v}");
        if v["your_turn"] == true {
            return v;
        }
    }
}

/// The same seat's state from both servers, once both have caught up with each other.
async fn both_agree(a: &str, b: &str, id: &str, token: &str) -> (Value, Value) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (_, sa) = get_state(a, id, token).await;
        let (_, sb) = get_state(b, id, token).await;
        if sa["version"] == sb["version"] || Instant::now() > deadline {
            return (sa, sb);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_share_games() {
    let url = fresh_pg_database("share").await;
    let a = Proc::start(&url, &[]);
    let b = Proc::start(&url, &[]);
    // A game made on one server, played by a client on each.
    let TwoSeats { id, tokens, .. } = create_two_seats(&a.base(), "glueckauf").await;
    let bases = [a.base(), b.base()];
    let mut ws = [
        ws_connect(&a.addr, &id, &tokens[0]).await,
        ws_connect(&b.addr, &id, &tokens[1]).await,
    ];
    let first = [
        ws_next(&mut ws[0], 5).await.unwrap().0,
        ws_next(&mut ws[1], 5).await.unwrap().0,
    ];
    let mut mover = first[0]["to_move"][0].as_u64().unwrap() as usize;
    let mut state = first[mover].clone();
    let mut own = [0usize; 2];
    let mut rng = Rng(77);
    for _ in 0..40 {
        let action = random_legal(&state, &mut rng);
        ws_send(
            &mut ws[mover],
            &json!({ "type": "action", "action": action }),
        )
        .await;
        own[mover] += 1;
        let after = wait_for_own(&mut ws[mover], mover as u64, own[mover]).await;
        let next = after["to_move"][0].as_u64().unwrap() as usize;
        state = if next == mover {
            after
        } else {
            wait_for_turn(&mut ws[next]).await
        };
        mover = next;
    }
    // Each seat hears the same story from both servers: its log, view and version.
    for (seat, token) in tokens.iter().enumerate() {
        let (sa, sb) = both_agree(&bases[0], &bases[1], &id, token).await;
        assert_eq!(sa["version"], sb["version"], "seat {seat}");
        assert_eq!(
            sa["log"], sb["log"],
            "seat {seat}: both servers tell the same story"
        );
        assert_eq!(sa["view"], sb["view"], "seat {seat}");
        assert_eq!(sa["to_move"], sb["to_move"], "seat {seat}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conflicting_move_is_refused_cleanly() {
    let url = fresh_pg_database("conflict").await;
    let a = Proc::start(&url, &[]);
    // C does not follow the others' changes: it goes stale, as a server does between another
    // server's commit and the notification.
    let c = Proc::start(&url, &["--no-listen"]);
    let TwoSeats { id, tokens, .. } = create_two_seats(&a.base(), "glueckauf").await;
    let (_, s0) = get_state(&a.base(), &id, &tokens[0]).await;
    let seat = s0["to_move"][0].as_u64().unwrap() as usize;
    // C loads the game now.
    let (_, on_c) = get_state(&c.base(), &id, &tokens[seat]).await;
    let legal: Vec<String> = on_c["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["action"].as_str().unwrap().to_string())
        .collect();
    assert!(legal.len() >= 2);
    // The move is made on A; C does not know.
    let (st, e) = post_action(&a.base(), &id, &tokens[seat], &legal[0]).await;
    assert_eq!(st, 200, "{e}");
    // The same seat's move on C, legal in C's stale state: refused cleanly.
    let (st, e) = post_action(&c.base(), &id, &tokens[seat], &legal[1]).await;
    assert_eq!(st, 409, "{e}");
    assert_eq!(e["code"], "game_moved_on", "{e}");
    // C has read the game again and now shows A's move.
    let (_, on_c) = get_state(&c.base(), &id, &tokens[seat]).await;
    let (_, on_a) = get_state(&a.base(), &id, &tokens[seat]).await;
    assert_eq!(on_c["log"], on_a["log"]);
    // Stored: A's move only.
    let db = server::db::Db::connect(&url).await.unwrap();
    let stored = db.actions(&id).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].notation, legal[0]);

    // Two servers racing for the same decision: exactly one wins, the other is refused.
    let b = Proc::start(&url, &[]);
    for _ in 0..10 {
        let (_, s) = get_state(&a.base(), &id, &tokens[0]).await;
        if s["status"] != "open" {
            break;
        }
        let seat = s["to_move"][0].as_u64().unwrap() as usize;
        let (_, s) = get_state(&a.base(), &id, &tokens[seat]).await;
        let (_, _) = get_state(&b.base(), &id, &tokens[seat]).await;
        let mut rng = Rng(s["version"].as_u64().unwrap() + 1);
        let x = random_legal(&s, &mut rng);
        let y = random_legal(&s, &mut rng);
        let before = db.actions(&id).await.unwrap().len();
        let (base_a, base_b) = (a.base(), b.base());
        let (ra, rb) = tokio::join!(
            post_action(&base_a, &id, &tokens[seat], &x),
            post_action(&base_b, &id, &tokens[seat], &y)
        );
        let after = db.actions(&id).await.unwrap();
        let wins = [&ra, &rb].iter().filter(|r| r.0 == 200).count();
        assert!(wins >= 1, "{ra:?} {rb:?}");
        for r in [&ra, &rb] {
            if r.0 != 200 {
                let code: &Value = &r.1["code"];
                assert!(
                    ["game_moved_on", "not_your_turn", "illegal_action"]
                        .contains(&code.as_str().unwrap()),
                    "{r:?}"
                );
            }
        }
        // Each success is exactly one stored row; a refusal stores nothing.
        assert_eq!(after.len(), before + wins);
    }
    db.close().await;
}

/// kohle's connections commit without waiting for the WAL flush, unless the URL says otherwise.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commits_wait_for_the_flush_only_when_the_url_asks() {
    let url = fresh_pg_database("sync_commit").await;
    let setting = |db: server::db::Db| async move {
        let server::db::Db::Pg(pool, _) = db else {
            panic!("a PostgreSQL database")
        };
        let v: String = sqlx::query_scalar("SHOW synchronous_commit")
            .fetch_one(&pool)
            .await
            .unwrap();
        v
    };
    let default = server::db::Db::connect(&url).await.unwrap();
    assert_eq!(setting(default).await, "off");
    let sep = if url.contains('?') { '&' } else { '?' };
    let on = server::db::Db::connect(&format!("{url}{sep}options[synchronous_commit]=on"))
        .await
        .unwrap();
    assert_eq!(setting(on).await, "on");
}

/// The connections to database `name` named `kohle` in `pg_stat_activity`.
async fn kohle_connections(admin: &mut sqlx::PgConnection, name: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'kohle'",
    )
    .bind(name)
    .fetch_one(admin)
    .await
    .unwrap()
}

/// A stopping server closes its connections one at a time, `CLOSED_APART` after one another:
/// the ~28 of a busy server closed at once stalled every move of the other server on the
/// database for 50–70 ms (docs/load.md). Its connections are named `kohle` in
/// `pg_stat_activity`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_server_closes_its_connections_one_at_a_time() {
    use sqlx::Connection;
    let url = fresh_pg_database("close").await;
    let name = url.rsplit('/').next().unwrap().to_string();
    let db = server::db::Db::connect(&url).await.unwrap();
    let server::db::Db::Pg(pool, held) = &db else {
        panic!("a PostgreSQL database")
    };
    // Eight connections of the pool and four held ones, as a busy server has.
    // (Held ones first: a held connection is one of the pool's taken out of it.)
    let taken: Vec<_> = futures_util::future::join_all((0..4).map(|_| held.take(pool))).await;
    let pooled: Vec<_> = futures_util::future::join_all((0..8).map(|_| pool.acquire())).await;
    for t in taken {
        t.unwrap().keep_after(&Ok::<(), sqlx::Error>(()));
    }
    for c in pooled {
        drop(c.unwrap());
    }
    // (A connection goes back to the pool in a task of its own.)
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut admin = sqlx::PgConnection::connect(&postgres_url()).await.unwrap();
    let open = kohle_connections(&mut admin, &name).await;
    assert!(
        open >= 12,
        "{open} connections named kohle, not the 12 opened"
    );
    let started = Instant::now();
    let closing = tokio::spawn(async move { db.close().await });
    // The count seen every few ms until none is left: it falls a few at a time at most.
    let mut seen = vec![(Duration::ZERO, open)];
    loop {
        let n = kohle_connections(&mut admin, &name).await;
        if n != seen.last().unwrap().1 {
            seen.push((started.elapsed(), n));
        }
        if n == 0 {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "{seen:?}");
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    closing.await.unwrap();
    let apart = server::db::CLOSED_APART;
    let took = seen.last().unwrap().0;
    assert!(
        took >= apart * (open as u32 - 2),
        "{open} connections closed within {took:?}: {seen:?}"
    );
    let largest_step = seen.windows(2).map(|w| w[0].1 - w[1].1).max().unwrap();
    assert!(largest_step <= 3, "{largest_step} closed at once: {seen:?}");
}

/// Migration 31: autovacuum analyzes `games` when half its rows changed, from a small sample
/// (every move updates its game's row; analyzing the whole table each minute stalled the moves
/// of 10,000 live games, docs/load.md). Every column has the small statistics target, so a
/// column a later migration adds without it fails here.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_is_analyzed_from_a_small_sample_and_seldom() {
    let url = fresh_pg_database("analyze").await;
    let db = server::db::Db::connect(&url).await.unwrap();
    server::schema::migrate(&db, &url).await.unwrap();
    let server::db::Db::Pg(pool, _) = &db else {
        panic!("a PostgreSQL database")
    };
    let options: Vec<String> =
        sqlx::query_scalar("SELECT unnest(reloptions) FROM pg_class WHERE relname = 'games'")
            .fetch_all(pool)
            .await
            .unwrap();
    assert_eq!(options, vec!["autovacuum_analyze_scale_factor=0.5"]);
    let targets: Vec<(String, Option<i32>)> = sqlx::query_as(
        "SELECT attname::text, attstattarget::int FROM pg_attribute \
         WHERE attrelid = 'games'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    assert!(targets.len() >= 17, "{targets:?}");
    for (column, target) in &targets {
        assert_eq!(*target, Some(10), "games.{column}: {targets:?}");
    }
    db.close().await;
}

/// `kohle_decisions_applied_total` by bots, summed over the games, from a server's `/metrics`.
async fn bot_decisions(base: &str) -> u64 {
    metrics_text(base)
        .await
        .lines()
        .filter(|l| l.starts_with("kohle_decisions_applied_total{") && l.contains("by=\"bot\""))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum::<f64>() as u64
}

/// Two servers `a` and `b` on a fresh database `name`, a Glück Auf game created through `a`
/// with a person ("P", seat 0) and `bot`, and read once through `b` (a request: nobody watches
/// it there): (a, b, game id, P's token).
async fn pair_with_a_bot_game(name: &str, bot: &str) -> (Proc, Proc, String, String) {
    let url = fresh_pg_database(name).await;
    let a = Proc::start(&url, &[]);
    let b = Proc::start(&url, &[]);
    let created = create(
        &a.base(),
        json!({ "game": "glueckauf", "seats": [{ "name": "P" }, { "bot": bot }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let me = token(&created, 0);
    assert_eq!(get_state(&b.base(), &id, &me).await.0, 200);
    (a, b, id, me)
}

/// A bot's move is made once, by the server that stored the change calling for it (the other
/// server only reads it), and the other server makes it when that one stops before its bot
/// moved (`BOTS_TAKEN_OVER_AFTER`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_bot_move_is_made_by_one_server_and_taken_over_when_it_stops() {
    // Both servers have the game (b through a request).
    let (mut a, b, id, me) = pair_with_a_bot_game("botonce", "random").await;
    let mut rng = Rng(7);
    let mut mine = 0;
    let start = Instant::now();
    while mine < 12 {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the bot did not move"
        );
        let (_, state) = get_state(&a.base(), &id, &me).await;
        if state["your_turn"] == true {
            let action = random_legal(&state, &mut rng);
            let (status, body) = post_action(&a.base(), &id, &me, &action).await;
            assert_eq!(status, 200, "{body}");
            mine += 1;
        } else {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    let (sa, sb) = both_agree(&a.base(), &b.base(), &id, &me).await;
    assert_eq!(sa["version"], sb["version"]);
    let by_a = bot_decisions(&a.base()).await;
    assert!(by_a >= 1, "the bot moved through server a: {by_a}");
    assert_eq!(
        bot_decisions(&b.base()).await,
        0,
        "server b made no bot move"
    );

    // A bot that thinks 2 s: server a stops while it thinks, right after storing the person's
    // move that calls for it (and after b has read that move); b makes the bot's move.
    let created = create(
        &a.base(),
        json!({ "game": "glueckauf", "seats": [{ "name": "P" }, { "bot": "ismcts:2s" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let me = token(&created, 0);
    assert_eq!(get_state(&b.base(), &id, &me).await.0, 200);
    let mut ws = ws_connect(&a.addr, &id, &me).await;
    let mut state = ws_next(&mut ws, 5).await.unwrap().0;
    let stored = loop {
        if state["your_turn"] != true {
            // The bot's turn at the start: wait for it.
            state = ws_next(&mut ws, 10).await.expect("the bot moves").0;
            continue;
        }
        let action = random_legal(&state, &mut rng);
        let v = state["version"].as_u64().unwrap();
        ws_send(
            &mut ws,
            &json!({ "type": "action", "action": action, "version": v, "id": 1 }),
        )
        .await;
        let (done, _) = ws_next(&mut ws, 5).await.unwrap();
        assert_eq!(done["type"], "done", "{done}");
        state = ws_next(&mut ws, 5).await.unwrap().0;
        if state["your_turn"] != true {
            break done["version"].as_u64().unwrap();
        }
    };
    // b has read the person's move (its copy follows a's notices) ...
    let deadline = Instant::now() + Duration::from_secs(5);
    while get_state(&b.base(), &id, &me).await.1["version"].as_u64() != Some(stored) {
        assert!(
            Instant::now() < deadline,
            "b did not read the person's move"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // ... and a stops while its bot thinks.
    a.kill9();
    let started = Instant::now();
    loop {
        let (_, s) = get_state(&b.base(), &id, &me).await;
        if s["version"].as_u64() > Some(stored) {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "nobody made the bot's move: {s}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        started.elapsed() >= Duration::from_secs(5),
        "b waited for a before taking the bot over ({:?})",
        started.elapsed()
    );
    assert!(bot_decisions(&b.base()).await >= 1, "b made the bot's move");
}

/// Games read from the database so far by the server at `base`.
async fn loads(base: &str) -> f64 {
    metrics_text(base)
        .await
        .lines()
        .find_map(|l| l.strip_prefix("kohle_db_query_duration_seconds_count{op=\"load_game\"} "))
        .map_or(0.0, |v| v.trim().parse().unwrap())
}

/// A server reads another server's changes only of the games its own clients watch: a copy
/// nobody watches here is marked behind and reads what it lacks when it is next asked for
/// (it is not updated on every server that once loaded it); and a server still makes a bot's
/// move when the server that stored the change calling for it stops (it watched the notice,
/// `BOTS_TAKEN_OVER_AFTER`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_nobody_watches_reads_changes_when_asked_and_its_bot_is_still_taken_over() {
    // b reads the game once (a request: nobody watches it there).
    let (mut a, b, id, me) = pair_with_a_bot_game("botwatch", "ismcts:2s").await;
    let loads_before = loads(&b.base()).await;
    let stored = play_until_the_bot_thinks(&a.base(), &id, &me, 11, 3).await;
    // a's changes were not read by b (nobody asked b for the game) ...
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        loads(&b.base()).await,
        loads_before,
        "b read changes nobody asked it for"
    );
    // ... which reads them when asked: the same state as a's.
    let (sa, sb) = both_agree(&a.base(), &b.base(), &id, &me).await;
    assert_eq!(sa["version"].as_u64(), Some(stored));
    assert_eq!(sb["version"].as_u64(), Some(stored));
    assert_eq!(loads(&b.base()).await, loads_before + 1.0);
    // a stops while its bot thinks (2 s); b makes the bot's move after BOTS_TAKEN_OVER_AFTER
    // (10 s), asked nothing.
    a.kill9();
    let killed = Instant::now();
    assert_eq!(bot_decisions(&b.base()).await, 0);
    await_takeover(&b, killed, Duration::from_secs(5), &id, &me, stored).await;
}

/// P (`me`) plays random legal actions through `base`, at least `moves`, until the bot is to
/// move in the open game `id`: its version then.
async fn play_until_the_bot_thinks(base: &str, id: &str, me: &str, seed: u64, moves: usize) -> u64 {
    let mut rng = Rng(seed);
    let start = Instant::now();
    let mut made = 0;
    loop {
        assert!(start.elapsed() < Duration::from_secs(60), "no bot's turn");
        let (_, state) = get_state(base, id, me).await;
        if state["your_turn"] != true {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        let action = random_legal(&state, &mut rng);
        let (status, body) = post_action(base, id, me, &action).await;
        assert_eq!(status, 200, "{body}");
        made += 1;
        let (_, after) = get_state(base, id, me).await;
        if made >= moves && after["your_turn"] != true && after["status"] == "open" {
            return after["version"].as_u64().unwrap();
        }
    }
}

/// `b` makes the bot's move in game `id` within 40 s of `from`, after waiting at least
/// `at_least` for another server to, and the game moves on from version `stored`.
async fn await_takeover(
    b: &Proc,
    from: Instant,
    at_least: Duration,
    id: &str,
    me: &str,
    stored: u64,
) {
    while bot_decisions(&b.base()).await == 0 {
        assert!(
            from.elapsed() < Duration::from_secs(40),
            "b did not take over the bot's move"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(
        from.elapsed() >= at_least,
        "b did not wait for another server ({:?})",
        from.elapsed()
    );
    let (_, s) = get_state(&b.base(), id, me).await;
    assert!(s["version"].as_u64() > Some(stored), "{s}");
}

/// A server that starts on a database another server uses does not load the games with a bot
/// that changed in the last minute (`RECENTLY_CHANGED`: in play on that server) but watches
/// them, and loads one and makes its bot's move when no notice of it comes within
/// `BOTS_TAKEN_OVER_AFTER` (its server stopped while the bot thought).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_starting_server_watches_games_in_play_elsewhere_and_takes_over_a_stopped_ones_bot() {
    let url = fresh_pg_database("startwatch").await;
    let mut a = Proc::start(&url, &[]);
    let created = create(
        &a.base(),
        json!({ "game": "glueckauf", "seats": [{ "name": "P" }, { "bot": "ismcts:3s" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let me = token(&created, 0);
    // A second game, created after it, where the bot has answered and the person thinks: no
    // bot is to move there (the last move stored says so, `games.bots_idle_revision`).
    let other = create(
        &a.base(),
        json!({ "game": "glueckauf", "seats": [{ "name": "Q" }, { "bot": "random" }] }),
    )
    .await;
    let (other_id, other_me) = (
        other["game_id"].as_str().unwrap().to_string(),
        token(&other, 0),
    );
    let stored = play_until_the_bot_thinks(&a.base(), &id, &me, 5, 1).await;
    let mut rng = Rng(6);
    let mut made = 0;
    loop {
        let (_, state) = get_state(&a.base(), &other_id, &other_me).await;
        if state["your_turn"] == true {
            if made == 2 {
                break;
            }
            let action = random_legal(&state, &mut rng);
            let (status, body) = post_action(&a.base(), &other_id, &other_me, &action).await;
            assert_eq!(status, 200, "{body}");
            made += 1;
        } else {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    // a stops while its bot thinks; b starts: it does not load the game ...
    a.kill9();
    let b = Proc::start(&url, &[]);
    let started = Instant::now();
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        loads(&b.base()).await,
        0.0,
        "b loaded a game in play elsewhere"
    );
    // ... and makes the bot's move once no notice came for BOTS_TAKEN_OVER_AFTER (10 s) ...
    await_takeover(&b, started, Duration::from_secs(9), &id, &me, stored).await;
    // ... but neither watched nor loaded the game where the person thinks (its watch would
    // have ended a few milliseconds after the first's).
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        loads(&b.base()).await,
        1.0,
        "b loaded a game where no bot was to move"
    );
}

/// PostgreSQL restarted under a running server (its connections cut): the move before is kept,
/// and the next move is stored as soon as PostgreSQL is back — the pool's idle connections
/// fail their test before use and are replaced (`db::IDLE_BEFORE_TEST`), none reaches a query.
/// On a cluster of its own (`KOHLE_PG_DIR`), so that the other tests' connections are not cut.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgresql_restart_under_a_running_server_loses_nothing() {
    // Beside the shared cluster (/tmp/kohle-pg), not in TMPDIR: the cluster runs as `postgres`,
    // which cannot enter a private TMPDIR (CI's is one).
    let dir = std::path::Path::new("/tmp").join(format!("kohle-pg-restart-{}", std::process::id()));
    let script =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/postgres.sh");
    let cluster = |arg: Option<&str>| {
        let out = std::process::Command::new("bash")
            .arg(&script)
            .args(arg)
            .env("KOHLE_PG_DIR", &dir)
            .stderr(std::process::Stdio::inherit())
            .output()
            .unwrap();
        assert!(out.status.success(), "postgres.sh {arg:?} failed");
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    };
    struct Stop<F: FnMut()>(F);
    impl<F: FnMut()> Drop for Stop<F> {
        fn drop(&mut self) {
            (self.0)()
        }
    }
    // Armed first: a start that fails half-way leaves nothing behind either.
    let _stop = Stop(|| {
        let _ = std::process::Command::new("bash")
            .arg(&script)
            .arg("stop")
            .env("KOHLE_PG_DIR", &dir)
            .status();
    });
    let url = cluster(None);
    let server = Proc::start(&url, &[]);
    let base = server.base();
    let TwoSeats { id, tokens, .. } = create_two_seats(&base, "glueckauf").await;
    let mut rng = Rng(41);
    for when in ["before", "after"] {
        let (status, state) = get_state(&base, &id, &tokens[0]).await;
        assert_eq!(status, 200, "{state}");
        let seat = state["to_move"][0].as_u64().unwrap() as usize;
        let (_, state) = get_state(&base, &id, &tokens[seat]).await;
        let action = random_legal(&state, &mut rng);
        let (status, body) = post_action(&base, &id, &tokens[seat], &action).await;
        assert_eq!(status, 200, "the move {when} the restart: {body}");
        if when == "before" {
            assert_eq!(cluster(Some("restart")), url);
            tokio::time::sleep(Duration::from_secs(2)).await;
        }
    }
    // Both moves are in the database: a new server reads them back (each seat sees its own).
    drop(server);
    let again = Proc::start(&url, &[]);
    let mut stored = 0;
    for (seat, token) in tokens.iter().enumerate() {
        let (_, state) = get_state(&again.base(), &id, token).await;
        stored += state["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision" && l["seat"] == seat as u64)
            .count();
    }
    assert_eq!(stored, 2, "both moves stored");
}
