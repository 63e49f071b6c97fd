//! `kill -9` of a `kohle-serve` process in the middle of a game, then a restart on the same
//! SQLite file: no acknowledged action is lost, and the game goes on.

mod common;

use common::*;
use serde_json::json;
use std::sync::{Arc, Mutex};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_loses_no_acknowledged_action() {
    let path = temp_db("kill9");
    let db = path.to_str().unwrap().to_string();
    let mut proc = Proc::start(&db, &[]);
    let base = proc.base();
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let tokens = [token(&created, 0), token(&created, 1)];
    let spectator = spectator_token(&created);

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

    // Restart on the same file: every acknowledged action is there, in order.
    let proc = Proc::start(&db, &[]);
    let base = proc.base();
    let (status, state) = get_state(&base, &id, &spectator).await;
    assert_eq!(status, 200, "{state}");
    let log: Vec<String> = state["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "decision")
        .map(|l| format!("{}: {}", l["seat"], l["action"].as_str().unwrap()))
        .collect();
    assert!(
        log.len() >= acked.len() && log[..acked.len()] == acked[..],
        "acknowledged actions lost:\nacknowledged {acked:?}\nstored {log:?}"
    );
    assert!(
        log.len() <= acked.len() + 1,
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
