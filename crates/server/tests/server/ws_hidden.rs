//! Two seats (and a spectator) over WebSocket: on every message, no seat receives the other's
//! hidden information (a Glück Auf top-5 draw, a Haspelknecht plan before it is revealed, the
//! other's hidden decisions in the log or in its version number), nor the game's seed; with
//! whole states and with deltas (`?deltas=true`: each message checked raw and the state rebuilt
//! from it checked).

use crate::common::*;
use serde_json::{json, Value};
use std::time::Duration;

/// The other seats' decisions in a viewer's log, in order.
fn decisions_of_others(state: &Value, viewer: Option<u64>) -> Vec<(u64, String)> {
    state["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "decision" && l["seat"].as_u64() != viewer)
        .map(|l| {
            (
                l["seat"].as_u64().unwrap(),
                l["action"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn own_decisions(state: &Value, seat: u64) -> usize {
    state["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "decision" && l["seat"].as_u64() == Some(seat))
        .count()
}

struct Checker {
    game: String,
    seed: String,
    /// How often a seat saw its own hidden information (the test is only meaningful if it did).
    own_hidden_seen: usize,
}

impl Checker {
    /// Checks one message (parsed, and its raw text) sent to `viewer`.
    fn check_text(&self, viewer: Option<u64>, raw: &str) {
        assert!(
            !raw.contains(&self.seed),
            "the seed {} appears in a message to {viewer:?}: {raw}",
            self.seed
        );
    }

    fn check(&mut self, viewer: Option<u64>, v: &Value, raw: &str) {
        self.check_text(viewer, raw);
        if v["type"] == "error" {
            panic!("unexpected error to {viewer:?}: {v}");
        }
        let view = &v["view"];
        assert!(view.is_object(), "no view in {v}");
        if viewer.is_none() {
            assert!(v["legal"].as_array().unwrap().is_empty());
        }
        match self.game.as_str() {
            "glueckauf" => {
                let drawn = view
                    .get("drawn")
                    .expect("the Glück Auf view has no `drawn`: update this test");
                // Everybody sees that a seat draws and how many; only the drawing seat sees
                // which cards or tiles.
                let shown =
                    !drawn.is_null() && (!drawn["cards"].is_null() || !drawn["tiles"].is_null());
                if shown {
                    assert_eq!(
                        Some(view["current"].as_u64().unwrap()),
                        viewer,
                        "a top-5 draw reached a seat that is not drawing: {view}"
                    );
                    self.own_hidden_seen += 1;
                }
            }
            "haspelknecht" => {
                let planning = view["phase"]
                    .to_string()
                    .to_lowercase()
                    .contains("planning");
                let players = view["players"]
                    .as_array()
                    .expect("the Haspelknecht view has no `players`: update this test");
                for p in players {
                    let seat = p["seat"].as_u64().unwrap();
                    let plan = p
                        .get("plan")
                        .expect("the Haspelknecht view has no players[].plan: update this test");
                    if planning && Some(seat) != viewer {
                        assert!(
                            plan.is_null(),
                            "seat {seat}'s plan reached {viewer:?} before it was revealed: {p}"
                        );
                    }
                    if planning && Some(seat) == viewer && !plan.is_null() && p["planning"] == true
                    {
                        self.own_hidden_seen += 1;
                    }
                }
            }
            other => panic!("unknown game {other}"),
        }
    }
}

/// The state a connection has: the last whole state, or the one rebuilt from deltas since.
#[derive(Default)]
struct Seen {
    state: Value,
    seq: u64,
}

impl Seen {
    /// Takes a message; the state it leads to.
    fn take(&mut self, v: &Value) -> &Value {
        if v["type"] == "error" {
            panic!("unexpected error: {v}");
        }
        crate::delta::apply(&mut self.state, &mut self.seq, v).unwrap();
        &self.state
    }
}

async fn drain(
    ws: &mut Ws,
    seen: &mut Seen,
    viewer: Option<u64>,
    checker: &mut Checker,
    ms: u64,
) -> usize {
    let mut n = 0;
    while let Ok(Some(Ok(m))) =
        tokio::time::timeout(Duration::from_millis(ms), futures_util::StreamExt::next(ws)).await
    {
        if let tokio_tungstenite::tungstenite::Message::Text(t) = m {
            let v: Value = serde_json::from_str(&t).unwrap();
            n += 1;
            let state = seen.take(&v);
            if state["more"] == true {
                // A piece of a state: its text checked here, the state once it is whole.
                checker.check_text(viewer, &t);
                continue;
            }
            checker.check(viewer, state, &t);
        }
    }
    n
}

async fn play(game: &str, moves: usize, seed: u64, deltas: bool) {
    let server = start_sqlite(&format!("ws-{game}")).await;
    let addr = server.addr.to_string();
    let base = format!("http://{addr}");
    let created = create(
        &base,
        json!({ "game": game, "seats": [{ "name": "Ada" }, { "name": "Bo" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let (row, _) = server.app.db.load_game(&id).await.unwrap().unwrap();
    let mut checker = Checker {
        game: game.to_string(),
        seed: row.seed.to_string(),
        own_hidden_seen: 0,
    };
    let tokens = [
        token(&created, 0),
        token(&created, 1),
        spectator_token(&created),
    ];
    let viewers = [Some(0u64), Some(1), None];
    let mut sockets = Vec::new();
    let mut seen: Vec<Seen> = Vec::new();
    for t in &tokens {
        sockets.push(ws_connect(&addr, &id, &format!("{t}&deltas={deltas}")).await);
        seen.push(Seen::default());
    }
    // On connect: the state.
    for ((ws, viewer), seen) in sockets.iter_mut().zip(viewers).zip(&mut seen) {
        let (mut v, mut raw) = ws_next(ws, 10).await.expect("a state on connect");
        assert_eq!(v["type"], "state");
        // A state larger than a piece comes in several messages: checked once whole.
        while seen.take(&v)["more"] == true {
            checker.check_text(viewer, &raw);
            let (next, text) = ws_next(ws, 10).await.expect("the state's next piece");
            (v, raw) = (next, text);
        }
        checker.check(viewer, &seen.state, &raw);
    }
    let mut deltas_seen = 0;
    let mut rng = Rng(seed);
    let mut hidden_decisions = 0;
    for _ in 0..moves {
        let mut states = Vec::new();
        for (t, viewer) in tokens.iter().zip(viewers) {
            let (status, s) = get_state(&base, &id, t).await;
            assert_eq!(status, 200);
            checker.check(viewer, &s, &s.to_string());
            states.push(s);
        }
        if states[2]["status"] == "finished" {
            break;
        }
        // A seat sees exactly the other seat's public decisions: those a spectator sees.
        for seat in 0..2u64 {
            let other = 1 - seat;
            let seen: Vec<_> = decisions_of_others(&states[seat as usize], Some(seat))
                .into_iter()
                .filter(|(s, _)| *s == other)
                .collect();
            let public: Vec<_> = decisions_of_others(&states[2], None)
                .into_iter()
                .filter(|(s, _)| *s == other)
                .collect();
            assert_eq!(
                seen, public,
                "seat {seat} sees other decisions than the public ones"
            );
        }
        let movers: Vec<usize> = (0..2).filter(|&s| states[s]["your_turn"] == true).collect();
        assert!(!movers.is_empty(), "nobody to move: {}", states[2]);
        let mover = movers[rng.below(movers.len())];
        let other = 1 - mover;
        let action = random_legal(&states[mover], &mut rng);
        let before_own = own_decisions(&states[2], mover as u64);
        ws_send(
            &mut sockets[mover],
            &json!({ "type": "action", "action": action }),
        )
        .await;
        // The mover's update.
        let old = states[mover]["version"].as_u64().unwrap();
        loop {
            let (v, raw) = ws_next(&mut sockets[mover], 10).await.expect("an update");
            deltas_seen += usize::from(v["type"] == "delta");
            let state = seen[mover].take(&v);
            checker.check(viewers[mover], state, &raw);
            if state["version"].as_u64().unwrap() > old {
                break;
            }
        }
        for k in [other, 2] {
            drain(&mut sockets[k], &mut seen[k], viewers[k], &mut checker, 0).await;
        }
        // A hidden decision that shows the public nothing at all (the spectator sees neither
        // it nor any event) changes nothing the other seat may know, not even its version
        // number. (Some hidden decisions end with a public event, such as the last card of a
        // return order going under the deck: that the other seat may see.)
        let (_, spect) = get_state(&base, &id, &tokens[2]).await;
        if own_decisions(&spect, mover as u64) == before_own
            && spect["version"] == states[2]["version"]
            && spect["status"] == "open"
        {
            hidden_decisions += 1;
            let (_, after) = get_state(&base, &id, &tokens[other]).await;
            let (_, mover_state) = get_state(&base, &id, &tokens[mover]).await;
            assert!(
                mover_state["log"].to_string().contains(&action),
                "the mover sees its own hidden decision"
            );
            assert_eq!(
                after["version"], states[other]["version"],
                "another seat's hidden decision moved this seat's version"
            );
        }
    }
    for ((ws, viewer), seen) in sockets.iter_mut().zip(viewers).zip(&mut seen) {
        drain(ws, seen, viewer, &mut checker, 200).await;
    }
    assert_eq!(deltas, deltas_seen > 0, "{deltas_seen} deltas");
    assert!(
        checker.own_hidden_seen > 0,
        "{game}: no seat ever saw hidden information of its own; the test proves nothing"
    );
    if game == "haspelknecht" {
        assert!(hidden_decisions > 0, "no hidden plan decision was made");
    }
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn glueckauf_top5_draws_stay_hidden() {
    play("glueckauf", 250, 21, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn glueckauf_top5_draws_stay_hidden_in_deltas() {
    play("glueckauf", 250, 21, true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn haspelknecht_plans_stay_hidden() {
    play("haspelknecht", 250, 22, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn haspelknecht_plans_stay_hidden_in_deltas() {
    play("haspelknecht", 250, 22, true).await;
}
