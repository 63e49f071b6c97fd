//! A whole 2-player game of each game over the HTTP API: a scripted client (random legal
//! actions) against a bot on the server, to the end.

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

async fn full_game(game: &str, bot: &str, seed: u64) {
    let server = start_sqlite(&format!("http-{game}-{seed}")).await;
    let base = format!("http://{}", server.addr);
    let created = create(
        &base,
        json!({ "game": game, "seats": [{ "name": "Script" }, { "bot": bot }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    assert_eq!(
        created["invites"].as_array().unwrap().len(),
        1,
        "one person seat"
    );
    let me = token(&created, 0);
    let mut rng = Rng(seed);
    let start = Instant::now();
    let mut mine = 0;
    let last: Value = loop {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "{game}: the game did not end"
        );
        let (status, state) = get_state(&base, &id, &me).await;
        assert_eq!(status, 200, "{state}");
        if state["status"] == "finished" {
            break state;
        }
        if state["your_turn"] == json!(true) {
            let action = random_legal(&state, &mut rng);
            let (status, after) = post_action(&base, &id, &me, &action).await;
            assert_eq!(status, 200, "{game}: `{action}` refused: {after}");
            mine += 1;
        } else {
            // The bot thinks on the server.
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    };
    assert!(mine > 10, "{game}: the script decided only {mine} times");
    // The state is what the OpenAPI document describes.
    let typed: server::types::StateMessage =
        serde_json::from_value(last.clone()).expect("a StateMessage");
    assert_eq!(typed.game, game);
    assert_eq!(typed.seat, Some(0));
    let doc: Value = http()
        .get(format!("{base}/api/openapi.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    for path in [
        "/api/games",
        "/api/games/{id}",
        "/api/games/{id}/actions",
        "/api/games/{id}/undo",
        "/api/games/{id}/ws",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} is not documented");
    }
    assert!(doc["components"]["schemas"]["StateMessage"].is_object());
    let schema: Value = http()
        .get(format!("{base}/api/schema/{game}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(schema.is_object() && !schema.as_object().unwrap().is_empty());
    // Final scores with their breakdown and ranks, for both seats.
    let scores = last["scores"].as_array().unwrap();
    assert_eq!(scores.len(), 2);
    for s in scores {
        assert!(s["rank"].is_u64(), "{s}");
        assert!(!s["breakdown"].as_array().unwrap().is_empty());
        let sum: i64 = s["breakdown"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["points"].as_i64().unwrap())
            .sum();
        assert_eq!(
            sum,
            s["score"].as_i64().unwrap(),
            "the breakdown adds up: {s}"
        );
    }
    assert!(last["legal"].as_array().unwrap().is_empty());
    // One story: the ending names the seats as the log does ("Seat 2 (greedy)", not the bot's
    // bare spec), in the state, the replay and the refusal of a late action.
    let bot_name = last["log"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["kind"] == "decision" && l["seat"] == 1)
        .map(|l| l["text"].as_str().unwrap().to_string())
        .expect("a decision of the bot in the log");
    let ending_name = last["ending"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["seat"] == 1)
        .map(|s| s["name"].as_str().unwrap().to_string())
        .unwrap();
    assert!(
        ending_name.contains(&format!("({bot})")) && bot_name.starts_with(&ending_name),
        "the ending calls the bot `{ending_name}`, the log `{bot_name}`"
    );
    // Stored: finished, with final scores, and every action.
    let (row, actions) = server.app.db.load_game(&id).await.unwrap().unwrap();
    assert_eq!(row.status, "finished");
    assert!(actions.len() > mine);
    // An action after the end is refused.
    let (status, err) = post_action(&base, &id, &me, "done").await;
    assert_eq!(status, 409, "{err}");
    assert_eq!(err["code"], "game_over");
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn glueckauf_against_a_bot() {
    full_game("glueckauf", "greedy", 11).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn haspelknecht_against_a_bot() {
    full_game("haspelknecht", "random", 12).await;
}

/// A bot thinking for seconds in one game never delays another game's moves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thinking_bot_does_not_delay_other_games() {
    let server = start_sqlite("http-bot-thinks").await;
    let base = format!("http://{}", server.addr);
    // Both seats are slow bots: one of them is always thinking.
    let slow = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "bot": "ismcts:1500ms" }, { "bot": "ismcts:1500ms" }] }),
    )
    .await;
    let other = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = other["game_id"].as_str().unwrap().to_string();
    let tokens = [token(&other, 0), token(&other, 1)];
    let mut rng = Rng(2);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let start = Instant::now();
    let mut slowest = Duration::ZERO;
    for _ in 0..30 {
        let (_, s) = get_state(&base, &id, &tokens[0]).await;
        let seat = s["to_move"][0].as_u64().unwrap() as usize;
        let (_, s) = get_state(&base, &id, &tokens[seat]).await;
        let action = random_legal(&s, &mut rng);
        let t = Instant::now();
        let (st, e) = post_action(&base, &id, &tokens[seat], &action).await;
        slowest = slowest.max(t.elapsed());
        assert_eq!(st, 200, "{e}");
    }
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "30 moves took {:?}",
        start.elapsed()
    );
    assert!(
        slowest < Duration::from_millis(500),
        "a move took {slowest:?}"
    );
    // The slow game is still at its first decision(s): its bot was thinking all along.
    let slow_id = slow["game_id"].as_str().unwrap();
    assert!(server.app.db.actions(slow_id).await.unwrap().len() <= 2);
    server.shutdown().await.unwrap();
}

/// A seat given to the learned bot (`ismcts:…:net`, the shipped network) plays its moves; a
/// client cannot make the server read a file (`net=FILE`); the refusal says why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learned_bot_plays_and_network_files_are_refused() {
    let server = start_sqlite("http-learned-bot").await;
    let base = format!("http://{}", server.addr);
    for (body, says) in [(
        json!({ "game": "haspelknecht", "seats": [{ "name": "A" }, { "bot": "ismcts:20:net=/etc/passwd" }] }),
        "command line",
    )] {
        let (status, answer) = create_raw(&base, body).await;
        assert_eq!(status, 400);
        let text = answer.to_string();
        assert!(text.contains(says), "{text}");
        assert!(!text.contains("root:"), "{text}");
    }
    // A whole game against the learned bot.
    full_game("haspelknecht", "ismcts:30:net", 13).await;
}

/// An action may say the version it was decided on: one decided on an older state is refused
/// (`game_moved_on`, nothing stored), over HTTP and the WebSocket; over the WebSocket an action
/// sent with an `id` is answered `done` with that id once stored, before the state that shows it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn actions_decided_on_an_older_state_are_refused_and_stored_ones_answered() {
    let server = start_sqlite("decided-on").await;
    let base = format!("http://{}", server.addr);
    let g = create_two_seats(&base, "glueckauf").await;
    let (_, state) = get_state(&base, &g.id, &g.tokens[0]).await;
    let seat = state["to_move"][0].as_u64().unwrap() as usize;
    let me = &g.tokens[seat];
    let (_, state) = get_state(&base, &g.id, me).await;
    let v = state["version"].as_u64().unwrap();
    let action = state["legal"][0]["action"].as_str().unwrap().to_string();

    // HTTP: a version this seat has not (or no longer) seen.
    for stale in [v + 1, v.wrapping_sub(1)] {
        let r = http()
            .post(format!("{base}/api/games/{}/actions", g.id))
            .bearer_auth(me)
            .json(&json!({ "action": action, "version": stale }))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 409);
        let body: Value = r.json().await.unwrap();
        assert_eq!(body["code"], "game_moved_on", "{body}");
        let (_, again) = get_state(&base, &g.id, me).await;
        assert_eq!(again, state, "a refused action changes nothing");
    }
    // The version it has: stored.
    let r = http()
        .post(format!("{base}/api/games/{}/actions", g.id))
        .bearer_auth(me)
        .json(&json!({ "action": action, "version": v }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let after: Value = r.json().await.unwrap();
    assert!(after["version"].as_u64().unwrap() > v);

    // The WebSocket: whoever is to move now.
    let mut seat = 0;
    for s in 0..2 {
        if get_state(&base, &g.id, &g.tokens[s]).await.1["your_turn"] == json!(true) {
            seat = s;
        }
    }
    let mut ws = ws_connect(&server.addr.to_string(), &g.id, &g.tokens[seat]).await;
    let (first, _) = ws_next(&mut ws, 10).await.unwrap();
    let v = first["version"].as_u64().unwrap();
    let action = first["legal"][0]["action"].as_str().unwrap().to_string();
    ws_send(
        &mut ws,
        &json!({ "type": "action", "action": action, "version": v + 5, "id": 6 }),
    )
    .await;
    let (refused, _) = ws_next(&mut ws, 10).await.unwrap();
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["code"], "game_moved_on", "{refused}");
    ws_send(
        &mut ws,
        &json!({ "type": "action", "action": action, "version": v, "id": 7 }),
    )
    .await;
    let (done, _) = ws_next(&mut ws, 10).await.unwrap();
    assert_eq!(done["type"], "done", "{done}");
    assert_eq!(done["id"], 7);
    let stored = done["version"].as_u64().unwrap();
    assert!(stored > v, "{done}");
    let (shown, _) = ws_next(&mut ws, 10).await.unwrap();
    assert_eq!(shown["type"], "state", "{shown}");
    assert_eq!(
        shown["version"].as_u64(),
        Some(stored),
        "the state that shows it"
    );
    // Without an id: no `done`, the state alone.
    if shown["your_turn"] == json!(true) {
        let action = shown["legal"][0]["action"].as_str().unwrap().to_string();
        ws_send(&mut ws, &json!({ "type": "action", "action": action })).await;
        let (next, _) = ws_next(&mut ws, 10).await.unwrap();
        assert_eq!(next["type"], "state", "{next}");
    }
}

/// The replay of a running game over HTTP: a seat sees its own steps, never another seat's
/// view; the steps follow the game's log.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_game_replays_for_its_seat_only() {
    let server = start_sqlite("replay-running").await;
    let base = format!("http://{}", server.addr);
    let created = create(
        &base,
        json!({ "game": "haspelknecht", "seats": [{ "name": "P" }, { "bot": "random" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let me = token(&created, 0);
    let mut rng = Rng(3);
    let mut mine = 0;
    while mine < 10 {
        let (_, state) = get_state(&base, &id, &me).await;
        assert_eq!(state["status"], "open");
        if state["your_turn"] == true {
            let a = random_legal(&state, &mut rng);
            assert_eq!(post_action(&base, &id, &me, &a).await.0, 200);
            mine += 1;
        } else {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    let replay = |q: &'static str| {
        let (base, id, me) = (base.clone(), id.clone(), me.clone());
        async move {
            let r = http()
                .get(format!("{base}/api/games/{id}/replay{q}"))
                .bearer_auth(&me)
                .send()
                .await
                .unwrap();
            (r.status().as_u16(), r.json::<Value>().await.unwrap())
        }
    };
    let (status, last) = replay("").await;
    assert_eq!(status, 200, "{last}");
    let steps = last["steps"].as_u64().unwrap();
    assert!(steps > 10, "{last}");
    let (status, first) = replay("?step=0").await;
    assert_eq!(status, 200);
    assert_eq!(first["step"], 0);
    assert!(first["log"].as_array().unwrap().len() < last["log"].as_array().unwrap().len());
    let (status, other) = replay("?seat=1").await;
    assert_eq!(
        status, 403,
        "another seat's view while the game runs: {other}"
    );
}
