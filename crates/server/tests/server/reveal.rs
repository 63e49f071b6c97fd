//! Issue 28 through the server: Glück Auf with `delivered_orders_public = false`. The state
//! messages of the other seat and of a spectator (HTTP and WebSocket) name no card delivered
//! since the last shift scoring; each scoring's reveal lines reach every seat in its language,
//! the cards revealed stay in the view, and the finished game shows every seat's cards.
//!
//! The API draws a game's seed; to play the issue's game (seed 803) the test stores it as the
//! server's own `create` does (a game row and token hashes in the database), then plays it
//! over HTTP.

use crate::common::*;
use engine::SeatInfo;
use serde_json::{json, Value};
use server::db::GameRow;
use server::token;

const ISSUE: [&str; 19] = [
    "1: draft OC05",
    "0: draft OC03",
    "1: draft OC06",
    "0: draft OT09",
    "1: draft OC02",
    "0: draft OR01",
    "0: bank",
    "1: mine 10",
    "1: lift grey",
    "1: load grey",
    "1: lift black",
    "1: load black",
    "1: lift surface",
    "1: fill OC05 grey",
    "1: fill OC06 black",
    "1: stop",
    "0: bank",
    "1: deliver carriage",
    "0: bank",
];

/// A stored two-person Glück Auf game with this seed and options: its id, the seats' tokens
/// and the spectator's.
async fn stored_game(server: &server::Running, seed: u64, options: Value) -> (String, [String; 3]) {
    let options = options.as_object().unwrap().clone();
    let seats = vec![SeatInfo::person("Ada"), SeatInfo::person("Bo")];
    let record = server::table::new_record("glueckauf", 2, seed, &options, None, seats).unwrap();
    let id = token::new_game_id();
    let row = GameRow {
        id: id.clone(),
        game: record.game.clone(),
        version: record.version as i64,
        players: 2,
        seed,
        options: record.options.to_string(),
        seats: serde_json::to_string(&record.seats).unwrap(),
        status: "open".into(),
        revision: 0,
        undo_bumps: "[0,0,0]".into(),
        meta: None,
    };
    let tokens = [token::new_token(), token::new_token(), token::new_token()];
    let hashes: Vec<(String, i64)> = tokens
        .iter()
        .zip([0, 1, -1])
        .map(|(t, seat)| (token::hash(t), seat))
        .collect();
    let meta = server::db::MetaWrite {
        json: server::meta::GameMeta::default().to_json(),
        deadline: None,
        warn_at: None,
    };
    server
        .app
        .db
        .create_game(&row, &hashes, &[], &[], &meta)
        .await
        .unwrap();
    (id, tokens)
}

fn hidden() -> Value {
    json!({ "first_player": 0, "delivered_orders_public": false })
}

/// Card ids in a list of order cards.
fn ids(cards: &Value) -> Vec<String> {
    cards
        .as_array()
        .unwrap_or(&Vec::new())
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_string())
        .collect()
}

/// The seat to move banks until `done` holds for the spectator's state.
async fn bank_until(base: &str, id: &str, tokens: &[String; 3], done: impl Fn(&Value) -> bool) {
    for _ in 0..200 {
        let (_, spect) = get_state(base, id, &tokens[2]).await;
        if done(&spect) {
            return;
        }
        let seat = spect["to_move"][0].as_u64().unwrap() as usize;
        let (status, v) = post_action(base, id, &tokens[seat], "bank").await;
        assert_eq!(status, 200, "{v}");
    }
    panic!("never done");
}

fn reveal_lines(state: &Value) -> Vec<String> {
    state["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| {
            l["key"]
                .as_str()
                .unwrap()
                .starts_with("ga-ev-delivered-revealed")
        })
        .map(|l| l["text"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_issue_game_reveals_at_each_scoring_in_every_seats_messages() {
    let server = start_sqlite("reveal").await;
    let addr = server.addr.to_string();
    let base = format!("http://{addr}");
    let (id, tokens) = stored_game(&server, 803, hidden()).await;
    for line in ISSUE {
        let (seat, notation) = line.split_once(": ").unwrap();
        let t = &tokens[seat.parse::<usize>().unwrap()];
        let (status, v) = post_action(&base, &id, t, notation).await;
        assert_eq!(status, 200, "`{line}`: {v}");
    }
    // Delivered, not scored: Ada and the spectator know that Bo delivered 2, not which.
    let delivery_lines = |s: &Value| s["log"].as_array().unwrap().len();
    let mut ws = ws_connect(&addr, &id, &tokens[0]).await;
    let (first, _) = ws_next(&mut ws, 10).await.unwrap();
    let mut seen_lines = delivery_lines(&first);
    for t in [&tokens[0], &tokens[2]] {
        let (_, s) = get_state(&base, &id, t).await;
        let bo = &s["view"]["seats"][1];
        assert!(bo["delivered"].is_null(), "{bo}");
        assert_eq!(bo["delivered_count"], 2);
        assert!(bo.get("revealed").is_none(), "{bo}");
        assert_eq!(
            s["view"]["scoring"][2]["counts"][1],
            Value::Null,
            "Bo's grey cells are unknown"
        );
        let log = s["log"].as_array().unwrap();
        let last = log
            .iter()
            .rposition(|l| l["action"] == "deliver carriage")
            .unwrap();
        for l in &log[last..] {
            let text = l["text"].as_str().unwrap();
            assert!(!text.contains("OC05") && !text.contains("OC06"), "{text}");
        }
    }
    let (_, bo) = get_state(&base, &id, &tokens[1]).await;
    assert_eq!(ids(&bo["view"]["seats"][1]["delivered"]), ["OC05", "OC06"]);

    // The first scoring: Ada's WebSocket brings the reveal lines as they happen.
    bank_until(&base, &id, &tokens, |s| s["view"]["shift"] == 2).await;
    let mut revealed_over_ws = Vec::new();
    while let Some((m, _)) = ws_next(&mut ws, 2).await {
        let log = m["log"].as_array().unwrap();
        for l in &log[seen_lines.min(log.len())..] {
            if l["key"] == "ga-ev-delivered-revealed" {
                revealed_over_ws.push(l["text"].as_str().unwrap().to_string());
            }
        }
        seen_lines = log.len();
        if m["view"]["shift"] == 2 {
            break;
        }
    }
    let expected = "Bo reveals its 2 delivered orders: OC05 (horse carriage, 4 VP: 1 grey), \
                    OC06 (horse carriage, 5 VP: 1 black).";
    assert_eq!(revealed_over_ws, [expected]);
    for t in &tokens {
        let (_, s) = get_state(&base, &id, t).await;
        assert_eq!(
            reveal_lines(&s),
            ["Ada has no delivered orders to reveal.", expected]
        );
        let bo = &s["view"]["seats"][1];
        assert_eq!(ids(&bo["revealed"]), ["OC05", "OC06"]);
        assert_eq!(bo["delivered_count"], 2);
    }
    // Face down again for the others; in Hungarian, the rulebook's words.
    let r = http()
        .get(format!("{base}/api/games/{id}?lang=hu"))
        .bearer_auth(&tokens[0])
        .send()
        .await
        .unwrap();
    let hu: Value = r.json().await.unwrap();
    assert!(hu["view"]["seats"][1]["delivered"].is_null());
    let lines = reveal_lines(&hu);
    assert!(
        lines[1].starts_with("Bo felfedi a teljesített megrendelés kártyáit (2): OC05"),
        "{lines:?}"
    );

    // The end: every viewer's view shows every seat's delivered cards, after three reveals.
    bank_until(&base, &id, &tokens, |s| s["status"] == "finished").await;
    for t in &tokens {
        let (_, s) = get_state(&base, &id, t).await;
        assert_eq!(reveal_lines(&s).len(), 6);
        let seats = &s["view"]["seats"];
        assert_eq!(ids(&seats[1]["delivered"]), ["OC05", "OC06"]);
        assert_eq!(seats[0]["delivered"], json!([]));
    }
    server.shutdown().await.unwrap();
}

/// A game with random moves that deliver when they can: at every step, no state message to the
/// other seat or the spectator names a card delivered since the last scoring, in its view, in
/// the log lines it gained, or in its legal actions.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_message_names_a_card_delivered_since_the_last_scoring() {
    let server = start_sqlite("reveal-random").await;
    let (mut checked, mut after_reveal) = (0, 0);
    for seed in [28, 29, 30, 31] {
        let (c, a) = random_game(&server, seed).await;
        checked += c;
        after_reveal += a;
    }
    assert!(checked > 100, "only {checked} hidden cards checked");
    assert!(
        after_reveal > 10,
        "only {after_reveal} steps with cards hidden after a reveal"
    );
    server.shutdown().await.unwrap();
}

/// Plays one game; returns how many (viewer, hidden card) pairs were checked, and at how many
/// steps a seat had cards delivered since a scoring that had revealed others of its cards.
async fn random_game(server: &server::Running, seed: u64) -> (usize, usize) {
    let base = format!("http://{}", server.addr);
    let (id, tokens) = stored_game(server, seed, json!({ "delivered_orders_public": false })).await;
    let mut rng = Rng(seed);
    let mut lines = [0usize; 3];
    let (mut checked, mut moves, mut after_reveal) = (0, 0, 0);
    loop {
        let mut states = Vec::new();
        for t in &tokens {
            states.push(get_state(&base, &id, t).await.1);
        }
        // Each seat's cards delivered since the last scoring, from its own view (beside cards
        // an earlier scoring revealed: counted in `after_reveal`).
        for (s, state) in states.iter().take(2).enumerate() {
            let me = &state["view"]["seats"][s];
            let revealed = ids(&me["revealed"]).len();
            after_reveal += usize::from(revealed > 0 && ids(&me["delivered"]).len() > revealed);
        }
        let unrevealed: Vec<Vec<String>> = (0..2)
            .map(|s| {
                let me = &states[s]["view"]["seats"][s];
                let revealed = ids(&me["revealed"]);
                ids(&me["delivered"])
                    .into_iter()
                    .filter(|c| !revealed.contains(c))
                    .collect()
            })
            .collect();
        for (k, state) in states.iter().enumerate() {
            let viewer = (k < 2).then_some(k);
            let secret: Vec<&String> = (0..2)
                .filter(|&s| Some(s) != viewer)
                .flat_map(|s| &unrevealed[s])
                .collect();
            let log = state["log"].as_array().unwrap();
            let mut told = vec![state["view"].to_string(), state["legal"].to_string()];
            told.extend(log[lines[k]..].iter().map(|l| l.to_string()));
            lines[k] = log.len();
            for card in &secret {
                checked += 1;
                for text in &told {
                    assert!(
                        !text.contains(card.as_str()),
                        "{viewer:?} is told of {card} (delivered since the last scoring): {text}"
                    );
                }
            }
        }
        if states[2]["status"] == "finished" {
            break;
        }
        let seat = states[2]["to_move"][0].as_u64().unwrap() as usize;
        let legal: Vec<String> = states[seat]["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["action"].as_str().unwrap().to_string())
            .collect();
        let useful: Vec<&String> = legal
            .iter()
            .filter(|a| {
                ["deliver", "fill", "double", "cube", "load", "lift", "mine"]
                    .iter()
                    .any(|p| a.starts_with(p))
            })
            .collect();
        let action = if let Some(d) = legal.iter().find(|a| a.starts_with("deliver")) {
            d.clone()
        } else if !useful.is_empty() && rng.below(4) > 0 {
            useful[rng.below(useful.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        let (status, v) = post_action(&base, &id, &tokens[seat], &action).await;
        assert_eq!(status, 200, "{action}: {v}");
        moves += 1;
        assert!(moves < 3000, "the game ends");
    }
    // The end: everything shown to everyone.
    for t in &tokens {
        let (_, s) = get_state(&base, &id, t).await;
        for p in s["view"]["seats"].as_array().unwrap() {
            assert_eq!(
                ids(&p["delivered"]).len() as u64,
                p["delivered_count"].as_u64().unwrap()
            );
        }
    }
    eprintln!(
        "seed {seed}: {moves} moves, {checked} (viewer, hidden card, step) checks, \
         {after_reveal} steps with cards hidden after a reveal"
    );
    (checked, after_reveal)
}
