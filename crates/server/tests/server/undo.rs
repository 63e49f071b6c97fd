//! Undo on the server: own decisions only, never across another seat's decision or a reveal;
//! stored (the undone rows are gone); version numbers only grow; a hidden plan decision is undone
//! without touching the other seat's later hidden decisions.

use crate::common::*;
use serde_json::Value;

async fn undo(base: &str, id: &str, token: &str) -> (u16, Value) {
    let r = http()
        .post(format!("{base}/api/games/{id}/undo"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn glueckauf_undo_rules() {
    let server = start_sqlite("undo-ga").await;
    let base = format!("http://{}", server.addr);
    let TwoSeats {
        id,
        tokens,
        spectator,
    } = create_two_seats(&base, "glueckauf").await;

    // Nothing to undo yet.
    let (st, e) = undo(&base, &id, &tokens[0]).await;
    assert_eq!(
        (st, e["code"].as_str().unwrap()),
        (409, "undo_refused"),
        "{e}"
    );

    let mut rng = Rng(8);
    let (mut accepted, mut refused_other, mut refused_reveal) = (0, 0, 0);
    let mut last_mover: Option<usize> = None;
    for _ in 0..400 {
        let (_, spect) = get_state(&base, &id, &spectator).await;
        if spect["status"] != "open" {
            break;
        }
        let stored = server.app.db.actions(&id).await.unwrap().len();
        let versions: Vec<u64> = {
            let mut v = Vec::new();
            for t in &tokens {
                v.push(
                    get_state(&base, &id, t).await.1["version"]
                        .as_u64()
                        .unwrap(),
                );
            }
            v
        };
        if let Some(m) = last_mover {
            // The seat that did not decide last may never undo across the other's decision.
            let other = 1 - m;
            let last_seat = server
                .app
                .db
                .actions(&id)
                .await
                .unwrap()
                .last()
                .map(|a| a.seat as usize);
            let (st, e) = undo(&base, &id, &tokens[other]).await;
            if last_seat == Some(m) {
                assert_eq!(st, 409, "undo across another seat's decision: {e}");
                refused_other += 1;
            }
            // Half the time, the last mover tries to undo.
            if rng.below(2) == 0 {
                let (st, e) = undo(&base, &id, &tokens[m]).await;
                let after = server.app.db.actions(&id).await.unwrap().len();
                if st == 200 {
                    accepted += 1;
                    assert_eq!(after, stored - 1, "one decision undone and deleted");
                    assert!(
                        e["version"].as_u64().unwrap() > versions[m],
                        "versions grow"
                    );
                    let (_, o) = get_state(&base, &id, &tokens[other]).await;
                    assert!(o["version"].as_u64().unwrap() >= versions[other]);
                } else {
                    assert_eq!(st, 409, "{e}");
                    assert_eq!(e["code"], "undo_refused");
                    assert_eq!(after, stored, "a refused undo stores nothing");
                    if e["message"].as_str().unwrap().contains("drew or revealed") {
                        refused_reveal += 1;
                    }
                }
            }
        }
        let (_, spect) = get_state(&base, &id, &spectator).await;
        let seat = spect["to_move"][0].as_u64().unwrap() as usize;
        let (_, s) = get_state(&base, &id, &tokens[seat]).await;
        let action = random_legal(&s, &mut rng);
        let (st, e) = post_action(&base, &id, &tokens[seat], &action).await;
        assert_eq!(st, 200, "{e}");
        last_mover = Some(seat);
    }
    eprintln!("undo: {accepted} accepted, {refused_other} refused across another seat, {refused_reveal} for a draw or reveal");
    assert!(accepted > 5, "{accepted} undos accepted");
    assert!(
        refused_other > 5,
        "{refused_other} refused across another seat"
    );
    assert!(
        refused_reveal > 0,
        "no undo was refused for a draw or reveal"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn haspelknecht_hidden_plan_undo_keeps_the_other_plan() {
    let server = start_sqlite("undo-hk").await;
    let base = format!("http://{}", server.addr);
    let TwoSeats { id, tokens, .. } = create_two_seats(&base, "haspelknecht").await;
    let mut rng = Rng(4);
    // Play until both seats plan at once.
    let mut states;
    let mut steps = 0;
    loop {
        states = [
            get_state(&base, &id, &tokens[0]).await.1,
            get_state(&base, &id, &tokens[1]).await.1,
        ];
        if states[0]["your_turn"] == true && states[1]["your_turn"] == true {
            break;
        }
        let seat = if states[0]["your_turn"] == true { 0 } else { 1 };
        let action = random_legal(&states[seat], &mut rng);
        assert_eq!(post_action(&base, &id, &tokens[seat], &action).await.0, 200);
        steps += 1;
        assert!(steps < 500, "no simultaneous planning");
    }
    // Seat 0 decides (hidden), then seat 1 (hidden); seat 0 undoes its decision.
    let pick = |s: &Value, rng: &mut Rng| -> String {
        // Not `done`, so the seat stays in planning.
        let legal: Vec<&str> = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["action"].as_str().unwrap())
            .filter(|a| *a != "done")
            .collect();
        legal[rng.below(legal.len())].to_string()
    };
    let a0 = pick(&states[0], &mut rng);
    assert_eq!(post_action(&base, &id, &tokens[0], &a0).await.0, 200);
    let a1 = pick(&states[1], &mut rng);
    let (st, after1) = post_action(&base, &id, &tokens[1], &a1).await;
    assert_eq!(st, 200, "{after1}");
    let before = server.app.db.actions(&id).await.unwrap();
    let (_, v0) = get_state(&base, &id, &tokens[0]).await;
    let (st, e) = undo(&base, &id, &tokens[0]).await;
    assert_eq!(st, 200, "{e}");
    assert!(e["version"].as_u64().unwrap() > v0["version"].as_u64().unwrap());
    let after = server.app.db.actions(&id).await.unwrap();
    assert_eq!(after.len(), before.len() - 1);
    assert_eq!(
        after.last().unwrap().notation,
        before.last().unwrap().notation,
        "seat 1's decision stays"
    );
    assert_eq!(after.last().unwrap().seat, 1);
    // Seat 1 saw nothing of it: same state, same version.
    let (_, s1) = get_state(&base, &id, &tokens[1]).await;
    assert_eq!(s1["version"], after1["version"]);
    assert_eq!(s1["log"], after1["log"]);
    assert_eq!(s1["view"], after1["view"]);
    // And seat 1 may not undo across nothing of seat 0's: its own decision is undoable.
    let (st, e) = undo(&base, &id, &tokens[1]).await;
    assert_eq!(st, 200, "{e}");
    assert_eq!(
        server.app.db.actions(&id).await.unwrap().len(),
        before.len() - 2
    );
    server.shutdown().await.unwrap();
}
