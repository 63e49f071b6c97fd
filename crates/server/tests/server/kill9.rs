//! `kill -9` of a `kohle-serve` process in the middle of a game, then a restart on the same
//! SQLite file: no acknowledged action is lost, and the game goes on.

use crate::common::*;
use serde_json::json;
use std::sync::{Arc, Mutex};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_loses_no_acknowledged_action() {
    let path = temp_db("kill9");
    let db = path.to_str().unwrap().to_string();
    let mut proc = Proc::start(&db, &[]);
    let base = proc.base();
    let TwoSeats {
        id,
        tokens,
        spectator,
    } = create_two_seats(&base, "glueckauf").await;

    // A client plays as fast as it can; every action the server acknowledged is noted.
    let acked: Arc<Mutex<Vec<String>>> = Arc::default();
    let player = {
        let (base, id, tokens, acked) = (base.clone(), id.clone(), tokens.clone(), acked.clone());
        tokio::spawn(async move {
            let mut rng = Rng(5);
            loop {
                let Ok(r) = http()
                    .get(format!("{base}/api/games/{id}"))
                    .bearer_auth(&tokens[0])
                    .send()
                    .await
                else {
                    return;
                };
                let Ok(s0) = r.json::<serde_json::Value>().await else {
                    return;
                };
                let seat = s0["to_move"][0].as_u64().unwrap_or(0) as usize;
                let (status, s) = get_state(&base, &id, &tokens[seat]).await;
                if status != 200 || s["status"] == "finished" {
                    return;
                }
                let action = random_legal(&s, &mut rng);
                let Ok(r) = http()
                    .post(format!("{base}/api/games/{id}/actions"))
                    .bearer_auth(&tokens[seat])
                    .json(&json!({ "action": action }))
                    .send()
                    .await
                else {
                    return;
                };
                if r.status() == 200 {
                    acked.lock().unwrap().push(format!("{seat}: {action}"));
                } else {
                    return;
                }
            }
        })
    };
    // Let it play, then kill the server without warning.
    for _ in 0..400 {
        tokio::time::sleep(Duration::from_millis(5)).await;
        if acked.lock().unwrap().len() >= 40 {
            break;
        }
    }
    proc.kill9();
    let _ = player.await;
    let acked = acked.lock().unwrap().clone();
    assert!(
        acked.len() >= 10,
        "only {} actions were played",
        acked.len()
    );

    // Restart on the same file: every acknowledged action is there, in order. Each seat reads
    // its own decisions (others' hidden ones, such as Glück Auf's return order, it cannot see).
    let proc = Proc::start(&db, &[]);
    let base = proc.base();
    let mut stored_total = 0;
    for (seat, token) in tokens.iter().enumerate() {
        let (status, state) = get_state(&base, &id, token).await;
        assert_eq!(status, 200, "{state}");
        let own: Vec<String> = state["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision" && l["seat"] == seat)
            .map(|l| format!("{}: {}", l["seat"], l["action"].as_str().unwrap()))
            .collect();
        let acked_own: Vec<&String> = acked
            .iter()
            .filter(|a| a.starts_with(&format!("{seat}: ")))
            .collect();
        assert!(
            own.len() >= acked_own.len() && own.iter().zip(&acked_own).all(|(s, a)| s == *a),
            "seat {seat}: acknowledged actions lost:\nacknowledged {acked_own:?}\nstored {own:?}"
        );
        stored_total += own.len();
    }
    assert!(
        stored_total <= acked.len() + 1,
        "at most the unacknowledged one more"
    );

    // The game goes on.
    let mut rng = Rng(9);
    for _ in 0..5 {
        let (_, s) = get_state(&base, &id, &spectator).await;
        let seat = s["to_move"][0].as_u64().unwrap() as usize;
        let (_, s) = get_state(&base, &id, &tokens[seat]).await;
        let action = random_legal(&s, &mut rng);
        let (status, after) = post_action(&base, &id, &tokens[seat], &action).await;
        assert_eq!(status, 200, "{after}");
    }
    drop(proc);
    let _ = std::fs::remove_file(&path);
}

/// Bots' moves are committed like a person's and survive `kill -9`; a restarted server resumes
/// the bots' turns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restarted_server_resumes_bot_turns() {
    let path = temp_db("kill9-bots");
    let db = path.to_str().unwrap().to_string();
    let mut proc = Proc::start(&db, &[]);
    let created = create(
        &proc.base(),
        json!({ "game": "glueckauf", "seats": [{ "bot": "ismcts:20ms" }, { "bot": "greedy" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let spectator = spectator_token(&created);
    let decisions = |s: &serde_json::Value| {
        s["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision")
            .count()
    };
    let mut seen = 0;
    for _ in 0..200 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        seen = decisions(&get_state(&proc.base(), &id, &spectator).await.1);
        if seen >= 5 {
            break;
        }
    }
    assert!(seen >= 5, "the bots do not play");
    proc.kill9();
    let stored = server::db::Db::connect(&db).await.unwrap();
    let before = stored.actions(&id).await.unwrap().len();
    stored.close().await;
    assert!(before >= seen, "bot moves shown were stored");
    let proc = Proc::start(&db, &[]);
    let mut after = 0;
    for _ in 0..200 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        after = decisions(&get_state(&proc.base(), &id, &spectator).await.1);
        if after >= before + 3 {
            break;
        }
    }
    assert!(
        after >= before + 3,
        "the bots did not go on after the restart ({before} → {after})"
    );
    drop(proc);
    let _ = std::fs::remove_file(&path);
}

/// SIGTERM: the server closes its WebSockets and exits cleanly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_shuts_down_gracefully() {
    let path = temp_db("sigterm");
    let mut proc = Proc::start(path.to_str().unwrap(), &[]);
    let created = create(
        &proc.base(),
        json!({ "game": "haspelknecht", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let mut ws = ws_connect(&proc.addr, &id, &token(&created, 0)).await;
    ws_next(&mut ws, 5).await.expect("a state");
    proc.sigterm();
    assert!(
        ws_next(&mut ws, 5).await.is_none(),
        "the WebSocket is closed"
    );
    let start = std::time::Instant::now();
    loop {
        if let Some(code) = proc.child.try_wait().unwrap() {
            assert!(code.success(), "exit status {code}");
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the server did not stop"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let _ = std::fs::remove_file(&path);
}
