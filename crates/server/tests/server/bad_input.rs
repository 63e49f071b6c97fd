//! Bad input of every kind: a clear error to that client only, nothing stored, other games and
//! clients unaffected, the server keeps running.

use crate::common::*;
use serde_json::{json, Value};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

async fn send_raw(req: reqwest::RequestBuilder) -> (u16, Value) {
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    let v: Value = serde_json::from_str(&text)
        .unwrap_or_else(|_| panic!("the error is not JSON ({status}): {text}"));
    (status, v)
}

fn code(v: &Value) -> &str {
    v["code"]
        .as_str()
        .unwrap_or_else(|| panic!("no error code in {v}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_http_requests_get_clear_errors_and_store_nothing() {
    let server = start_sqlite("bad-http").await;
    let base = format!("http://{}", server.addr);
    let c = http();
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let other = create(
        &base,
        json!({ "game": "haspelknecht", "seats": [{ "name": "C" }, { "name": "D" }] }),
    )
    .await;
    let other_id = other["game_id"].as_str().unwrap().to_string();
    let t0 = token(&created, 0);
    let t1 = token(&created, 1);
    let (_, s) = get_state(&base, &id, &t0).await;
    let mover = if s["your_turn"] == true { &t0 } else { &t1 };
    let idle = if s["your_turn"] == true { &t1 } else { &t0 };
    let actions_url = format!("{base}/api/games/{id}/actions");

    // Malformed JSON.
    let (st, e) = send_raw(
        c.post(&actions_url)
            .bearer_auth(mover)
            .header("content-type", "application/json")
            .body("{\"action\": "),
    )
    .await;
    assert_eq!((st, code(&e)), (400, "malformed"), "{e}");
    let (st, e) = send_raw(
        c.post(&actions_url)
            .bearer_auth(mover)
            .json(&json!({ "act": "x" })),
    )
    .await;
    assert_eq!((st, code(&e)), (400, "malformed"), "{e}");
    assert!(e["message"].as_str().unwrap().contains("action"), "{e}");
    // A WebSocket asked for with a version that is not a number (or a state asked for so).
    for url in [
        format!("{base}/api/games/{id}/ws?token={t0}&since=soon"),
        format!("{base}/api/games/{id}?since=-1"),
    ] {
        let (st, e) = send_raw(c.get(&url).bearer_auth(&t0)).await;
        assert_eq!((st, code(&e)), (400, "malformed"), "{url}: {e}");
        assert!(e["message"].as_str().unwrap().contains("since"), "{e}");
    }
    let (st, e) = send_raw(
        c.post(format!("{base}/api/games"))
            .header("content-type", "application/json")
            .body("not json"),
    )
    .await;
    assert_eq!((st, code(&e)), (400, "malformed"), "{e}");
    // A bad game, seats, options.
    for (body, what) in [
        (
            json!({ "game": "chess", "seats": [{ "name": "A" }, { "name": "B" }] }),
            "chess",
        ),
        (
            json!({ "game": "glueckauf", "seats": [{ "name": "A" }] }),
            "players",
        ),
        (
            json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "bot": "genius" }] }),
            "genius",
        ),
        (
            json!({ "game": "glueckauf", "seats": [{ "name": "" }, { "name": "B" }] }),
            "name",
        ),
        (
            json!({ "game": "glueckauf", "seats": [{ "name": "A", "bot": "random" }, { "name": "B" }] }),
            "either",
        ),
        (
            json!({ "game": "glueckauf", "options": { "no_such": 1 }, "seats": [{ "name": "A" }, { "name": "B" }] }),
            "no_such",
        ),
    ] {
        let (st, e) = send_raw(c.post(format!("{base}/api/games")).json(&body)).await;
        assert_eq!((st, code(&e)), (400, "bad_request"), "{body}: {e}");
        assert!(e["message"].as_str().unwrap().contains(what), "{what}: {e}");
    }
    // An illegal action, nonsense, an action out of turn, a spectator acting.
    let (st, e) = post_action(&base, &id, mover, "mine 99").await;
    assert_eq!((st, code(&e)), (422, "illegal_action"), "{e}");
    let (st, e) = post_action(&base, &id, mover, &"ß".repeat(500)).await;
    assert_eq!((st, code(&e)), (422, "illegal_action"), "{e}");
    assert!(
        e["message"].as_str().unwrap().len() < 300,
        "long input is not echoed: {e}"
    );
    let (st, e) = post_action(&base, &id, idle, "done").await;
    assert_eq!((st, code(&e)), (409, "not_your_turn"), "{e}");
    let (st, e) = post_action(&base, &id, &spectator_token(&created), "done").await;
    assert_eq!((st, code(&e)), (403, "wrong_token"), "{e}");
    // Tokens: missing, wrong, of another game, not a Bearer header.
    let (st, e) = send_raw(c.get(format!("{base}/api/games/{id}"))).await;
    assert_eq!((st, code(&e)), (401, "missing_token"), "{e}");
    let (st, e) = get_state(&base, &id, &"0".repeat(64)).await;
    assert_eq!((st, code(&e)), (403, "wrong_token"), "{e}");
    let (st, e) = get_state(&base, &id, &token(&other, 0)).await;
    assert_eq!((st, code(&e)), (403, "wrong_token"), "{e}");
    let (st, e) = send_raw(
        c.get(format!("{base}/api/games/{id}"))
            .header("authorization", "Basic abc"),
    )
    .await;
    assert_eq!((st, code(&e)), (400, "malformed"), "{e}");
    let (st, e) = send_raw(c.get(format!("{base}/api/games/{id}?token={t0}&lang=xx"))).await;
    assert_eq!((st, code(&e)), (400, "bad_request"), "{e}");
    // Unknown game, unknown endpoint.
    let (st, e) = get_state(&base, "0123456789abcdef", &t0).await;
    assert_eq!((st, code(&e)), (404, "unknown_game"), "{e}");
    let (st, e) = send_raw(c.get(format!("{base}/api/nothing"))).await;
    assert_eq!((st, code(&e)), (404, "not_found"), "{e}");
    // An oversized body.
    let big = json!({ "action": "x".repeat(200_000) });
    let (st, e) = send_raw(c.post(&actions_url).bearer_auth(mover).json(&big)).await;
    assert_eq!((st, code(&e)), (413, "too_large"), "{e}");
    // WebSocket endpoint without an upgrade.
    let (st, e) = send_raw(c.get(format!("{base}/api/games/{id}/ws?token={t0}"))).await;
    assert_eq!((st, code(&e)), (400, "bad_request"), "{e}");

    // Nothing was stored, and both games still play.
    assert!(server.app.db.actions(&id).await.unwrap().is_empty());
    let mut rng = Rng(3);
    let (_, s) = get_state(&base, &id, mover).await;
    let (st, e) = post_action(&base, &id, mover, &random_legal(&s, &mut rng)).await;
    assert_eq!(st, 200, "{e}");
    let (_, s) = get_state(&base, &other_id, &token(&other, 0)).await;
    assert_eq!(s["status"], "open");
    assert_eq!(server.app.db.actions(&id).await.unwrap().len(), 1);
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn request_flood_is_limited_per_address() {
    let path = temp_db("bad-rate");
    let mut args = test_args(path.to_str().unwrap());
    args.requests_per_second = 5.0; // burst 20
    let server = server::start(args).await.unwrap();
    let base = format!("http://{}", server.addr);
    let mut limited = 0;
    for _ in 0..60 {
        let (st, e) =
            send_raw(http().get(format!("{base}/api/games/0000000000000000?token=x"))).await;
        match st {
            404 => assert_eq!(code(&e), "unknown_game"),
            429 => {
                assert_eq!(code(&e), "too_many_requests");
                limited += 1;
            }
            other => panic!("unexpected {other}: {e}"),
        }
    }
    assert!(limited >= 30, "only {limited} of 60 requests were limited");
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_websocket_messages_and_floods() {
    let path = temp_db("bad-ws");
    let mut args = test_args(path.to_str().unwrap());
    args.messages_per_second = 5.0; // burst 15
    args.max_connections_per_ip = 3;
    let server = server::start(args).await.unwrap();
    let addr = server.addr.to_string();
    let base = format!("http://{addr}");
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let (t0, t1) = (token(&created, 0), token(&created, 1));
    let mut a = ws_connect(&addr, &id, &t0).await;
    let mut b = ws_connect(&addr, &id, &t1).await;
    let (first_a, _) = ws_next(&mut a, 5).await.unwrap();
    let (first_b, _) = ws_next(&mut b, 5).await.unwrap();
    assert_eq!(first_a["type"], "state");

    // Malformed messages: an error each, the connection stays.
    let bad: [Message; 5] = [
        Message::Text("{".into()),
        Message::Text("{\"type\": \"fly\"}".into()),
        Message::Text("{\"type\": \"action\"}".into()),
        Message::Text("{\"type\": \"action\", \"action\": \"mine 99\"}".into()),
        Message::Binary(vec![1, 2, 3].into()),
    ];
    let expected = [
        "malformed",
        "malformed",
        "malformed",
        "illegal_action|not_your_turn",
        "malformed",
    ];
    for (m, want) in bad.into_iter().zip(expected) {
        futures_util::SinkExt::send(&mut a, m).await.unwrap();
        let (e, _) = ws_next(&mut a, 5).await.unwrap();
        assert_eq!(e["type"], "error", "{e}");
        assert!(want.split('|').any(|w| w == e["code"]), "{want}: {e}");
    }
    // A message larger than the limit closes that connection only.
    let mut c = ws_connect(&addr, &id, &t0).await;
    ws_next(&mut c, 5).await.unwrap();
    let huge = format!(
        "{{\"type\": \"action\", \"action\": \"{}\"}}",
        "x".repeat(100_000)
    );
    let _ = futures_util::SinkExt::send(&mut c, Message::Text(huge.into())).await;
    match tokio::time::timeout(
        Duration::from_secs(5),
        futures_util::StreamExt::next(&mut c),
    )
    .await
    {
        Ok(Some(Ok(Message::Close(Some(frame))))) => {
            assert_eq!(u16::from(frame.code), 1009, "{frame:?}");
            assert!(frame.reason.contains("at most 16384 bytes"), "{frame:?}");
        }
        other => panic!("an oversized message closes the socket with a reason: {other:?}"),
    }
    drop(c);
    tokio::time::sleep(Duration::from_millis(300)).await;

    // A flood: refused beyond the rate, with a clear error; the other seat sees nothing of it.
    for _ in 0..40 {
        ws_send(&mut a, &json!({ "type": "state" })).await;
    }
    let mut states = 0;
    let mut limited = 0;
    for _ in 0..40 {
        let (m, _) = ws_next(&mut a, 5).await.unwrap();
        match (m["type"].as_str().unwrap(), m["code"].as_str()) {
            ("state", _) => states += 1,
            ("error", Some("too_many_requests")) => limited += 1,
            other => panic!("unexpected {other:?}: {m}"),
        }
    }
    assert!(
        limited >= 15 && states >= 10,
        "{states} states, {limited} refused"
    );
    assert!(
        tokio::time::timeout(
            Duration::from_millis(300),
            futures_util::StreamExt::next(&mut b)
        )
        .await
        .is_err(),
        "the other client received something"
    );
    // Too many connections from one address.
    let _c2 = ws_connect(&addr, &id, &t1).await;
    let r =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws?token={t1}")).await;
    assert!(r.is_err(), "a fourth connection was accepted");
    let (st, e) = send_raw(
        http()
            .get(format!("{base}/api/games/{id}/ws?token={t1}"))
            .header("connection", "upgrade")
            .header("upgrade", "websocket")
            .header("sec-websocket-version", "13")
            .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ=="),
    )
    .await;
    assert_eq!((st, code(&e)), (429, "too_many_connections"), "{e}");

    // Nothing stored; after the flood (the bucket refills), the seat to move plays on.
    assert!(server.app.db.actions(&id).await.unwrap().is_empty());
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mover = if first_a["your_turn"] == true {
        &mut a
    } else {
        &mut b
    };
    let state = if first_a["your_turn"] == true {
        &first_a
    } else {
        &first_b
    };
    let action = random_legal(state, &mut Rng(1));
    // Skip messages queued before.
    while tokio::time::timeout(
        Duration::from_millis(100),
        futures_util::StreamExt::next(mover),
    )
    .await
    .is_ok()
    {}
    ws_send(mover, &json!({ "type": "action", "action": action })).await;
    let (m, _) = ws_next(mover, 5).await.unwrap();
    assert_eq!(m["type"], "state", "{m}");
    assert_eq!(server.app.db.actions(&id).await.unwrap().len(), 1);
    server.shutdown().await.unwrap();
}

/// A text frame that is not UTF-8 closes that connection with 1007 (invalid payload data, RFC
/// 6455 §7.4.1), not 1009; the game goes on for everyone else.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invalid_utf8_closes_with_1007_and_the_game_goes_on() {
    use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
    use tokio_tungstenite::tungstenite::protocol::frame::Frame;
    let server = start_sqlite("bad-utf8").await;
    let addr = server.addr.to_string();
    let base = format!("http://{addr}");
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let (t0, t1) = (token(&created, 0), token(&created, 1));
    let mut a = ws_connect(&addr, &id, &t0).await;
    let mut b = ws_connect(&addr, &id, &t1).await;
    let (first_a, _) = ws_next(&mut a, 5).await.unwrap();
    let (first_b, _) = ws_next(&mut b, 5).await.unwrap();
    let mut bad = ws_connect(&addr, &id, &t0).await;
    ws_next(&mut bad, 5).await.unwrap();
    // "draft" and then a byte that never starts a UTF-8 sequence, sent as a text frame.
    let payload = b"{\"type\": \"action\", \"action\": \"draft \xff\"}".to_vec();
    let frame = Frame::message(payload, OpCode::Data(Data::Text), true);
    futures_util::SinkExt::send(&mut bad, Message::Frame(frame))
        .await
        .unwrap();
    match tokio::time::timeout(
        Duration::from_secs(5),
        futures_util::StreamExt::next(&mut bad),
    )
    .await
    {
        Ok(Some(Ok(Message::Close(Some(frame))))) => {
            assert_eq!(u16::from(frame.code), 1007, "{frame:?}");
            assert!(frame.reason.contains("UTF-8"), "{frame:?}");
        }
        other => panic!("invalid UTF-8 closes the socket with 1007: {other:?}"),
    }
    // The other connections play on: the seat to move drafts, the other seat sees it.
    let (mover, mover_state, other) = if first_a["your_turn"] == true {
        (&mut a, &first_a, &mut b)
    } else {
        (&mut b, &first_b, &mut a)
    };
    let action = mover_state["legal"][0]["action"]
        .as_str()
        .unwrap()
        .to_string();
    ws_send(mover, &json!({ "type": "action", "action": action })).await;
    let (seen, _) = ws_next(other, 5).await.expect("the other seat is told");
    let last = seen["log"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["action"], action, "{seen}");
    assert_eq!(server.app.db.actions(&id).await.unwrap().len(), 1);
    server.shutdown().await.unwrap();
}
