//! Two `kohle-serve` processes on one PostgreSQL database: clients on both see the same game
//! (LISTEN/NOTIFY), and a second writer of the same move is refused cleanly.
//!
//! PostgreSQL: `KOHLE_TEST_PG`, else `scripts/postgres.sh` starts a throwaway cluster (installing
//! Debian's package where it is missing). Without PostgreSQL these tests fail; they never skip.

mod common;

use common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// Waits until `viewer`'s WebSocket shows a state with `n` decisions in its log.
async fn wait_for_decisions(ws: &mut Ws, n: usize) -> Value {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let left = deadline
            .saturating_duration_since(Instant::now())
            .as_secs()
            .max(1);
        let (v, _) = ws_next(ws, left)
            .await
            .unwrap_or_else(|| panic!("no update with {n} decisions"));
        assert_eq!(v["type"], "state", "{v}");
        let d = v["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision")
            .count();
        if d >= n {
            assert_eq!(d, n, "more decisions than played");
            return v;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_share_games() {
    let url = fresh_pg_database("share").await;
    let a = Proc::start(&url, &[]);
    let b = Proc::start(&url, &[]);
    // A game made on one server, played by a client on each.
    let created = create(
        &a.base(),
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let tokens = [token(&created, 0), token(&created, 1)];
    let mut ws = [
        ws_connect(&a.addr, &id, &tokens[0]).await,
        ws_connect(&b.addr, &id, &tokens[1]).await,
    ];
    let mut states = [
        ws_next(&mut ws[0], 5).await.unwrap().0,
        ws_next(&mut ws[1], 5).await.unwrap().0,
    ];
    let mut rng = Rng(77);
    for played in 1..=30 {
        let mover = (0..2)
            .find(|&s| states[s]["your_turn"] == true)
            .expect("someone moves");
        let action = random_legal(&states[mover], &mut rng);
        ws_send(
            &mut ws[mover],
            &json!({ "type": "action", "action": action }),
        )
        .await;
        for s in 0..2 {
            states[s] = wait_for_decisions(&mut ws[s], played).await;
        }
        assert_eq!(
            states[0]["log"], states[1]["log"],
            "both servers tell the same story"
        );
        assert_eq!(states[0]["to_move"], states[1]["to_move"]);
    }
    // Both servers answer the same over HTTP too.
    let (_, sa) = get_state(&a.base(), &id, &tokens[0]).await;
    let (_, sb) = get_state(&b.base(), &id, &tokens[0]).await;
    assert_eq!(sa["view"], sb["view"]);
    assert_eq!(sa["version"], sb["version"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conflicting_move_is_refused_cleanly() {
    let url = fresh_pg_database("conflict").await;
    let a = Proc::start(&url, &[]);
    // C does not follow the others' changes: it goes stale, as a server does between another
    // server's commit and the notification.
    let c = Proc::start(&url, &["--no-listen"]);
    let created = create(
        &a.base(),
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let tokens = [token(&created, 0), token(&created, 1)];
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
