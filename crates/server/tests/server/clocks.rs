//! Time controls, timeouts and seats (issue 21), with clocks of a few seconds: a person who
//! does not move is taken over by a bot, takes the seat back mid-game and the game finishes;
//! forfeits and resignations rank last; abort and rematch need every person; a deadline that
//! passed while the server was down (`kill -9`) fires once after the grace.

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

async fn post(base: &str, path: &str, token: &str) -> (u16, Value) {
    let r = http()
        .post(format!("{base}{path}"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

/// A two-person game with a clock: (id, tokens, spectator token).
async fn timed_game(base: &str, extra: Value) -> (String, [String; 2], String) {
    let mut body = json!({ "game": "glueckauf", "seats": [{ "name": "Anna" }, { "name": "Ben" }] });
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    let c = create(base, body).await;
    (
        c["game_id"].as_str().unwrap().to_string(),
        [token(&c, 0), token(&c, 1)],
        spectator_token(&c),
    )
}

fn timeout_lines(state: &Value, seat: u64) -> usize {
    state["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| {
            l["seat"] == seat
                && l["key"]
                    .as_str()
                    .is_some_and(|k| k.starts_with("srv-timeout"))
        })
        .count()
}

/// Plays seat `seat` (a random legal action) while it is to move, until `until` holds or
/// `secs` pass; the state last read.
async fn play_until(
    base: &str,
    id: &str,
    tokens: &[String; 2],
    movers: &[usize],
    rng: &mut Rng,
    secs: u64,
    until: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        let (_, s) = get_state(base, id, &tokens[0]).await;
        if until(&s) {
            return s;
        }
        assert!(
            Instant::now() < deadline,
            "not reached within {secs} s: {}",
            s["log"]
                .as_array()
                .unwrap()
                .iter()
                .rev()
                .take(5)
                .map(|l| l["text"].to_string())
                .collect::<Vec<_>>()
                .join(" / ")
        );
        let mut acted = false;
        for &m in movers {
            let (_, sm) = get_state(base, id, &tokens[m]).await;
            if sm["your_turn"] == true {
                let a = random_legal(&sm, rng);
                let (st, _) = post_action(base, id, &tokens[m], &a).await;
                // Another move may have happened meanwhile (a bot): try again.
                acted |= st == 200;
            }
        }
        if !acted {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_controls_are_checked_and_shown_in_every_state_message() {
    let server = start_sqlite("clock-check").await;
    let base = format!("http://{}", server.addr);
    let seats = json!([{ "name": "A" }, { "name": "B" }]);
    for (clock, field) in [
        (json!({ "kind": "blitz" }), "clock.kind"),
        (
            json!({ "kind": "fischer", "initial_seconds": 0, "increment_seconds": 5 }),
            "clock.initial_seconds",
        ),
        (
            json!({ "kind": "fischer", "initial_seconds": -60, "increment_seconds": 5 }),
            "clock.initial_seconds",
        ),
        (
            json!({ "kind": "fischer", "initial_seconds": 60, "increment_seconds": -1 }),
            "clock.increment_seconds",
        ),
        (
            json!({ "kind": "turn", "per_move_seconds": 86400 * 400, "reserve_seconds": 0 }),
            "clock.per_move_seconds",
        ),
        (
            json!({ "kind": "turn", "per_move_seconds": 0, "reserve_seconds": 10 }),
            "clock.per_move_seconds",
        ),
        (
            json!({ "kind": "turn", "per_move_seconds": 60 }),
            "clock.reserve_seconds",
        ),
        (json!("fast"), "clock"),
    ] {
        let (status, body) = create_raw(
            &base,
            json!({ "game": "glueckauf", "seats": seats, "clock": clock }),
        )
        .await;
        assert_eq!(status, 400, "{clock}: {body}");
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains(&format!("`{field}`")),
            "{clock}: {body}"
        );
    }
    for (extra, field) in [
        (json!({ "on_timeout": "sleep" }), "on_timeout"),
        (json!({ "on_resign": 3 }), "on_resign"),
        (json!({ "timeout_bot": "deep-blue" }), "timeout_bot"),
        (
            json!({ "seats": [{ "name": "A", "email": "not an address" }, { "name": "B" }] }),
            "seats[0].email",
        ),
        (
            json!({ "seats": [{ "name": "A", "lang": "xx" }, { "name": "B" }] }),
            "seats[0].lang",
        ),
    ] {
        let mut body = json!({ "game": "glueckauf", "seats": seats });
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        let (status, out) = create_raw(&base, body).await;
        assert_eq!(status, 400, "{extra}: {out}");
        assert!(
            out["message"]
                .as_str()
                .unwrap()
                .contains(&format!("`{field}`")),
            "{out}"
        );
    }
    // Untimed (the default): clocks are there, empty.
    let TwoSeats { id, tokens, .. } = create_two_seats(&base, "glueckauf").await;
    let (_, s) = get_state(&base, &id, &tokens[0]).await;
    assert_eq!(s["clock"], json!({ "kind": "untimed" }));
    assert_eq!(s["on_timeout"], "bot");
    assert_eq!(s["clocks"].as_array().unwrap().len(), 2);
    assert!(s["clocks"]
        .as_array()
        .unwrap()
        .iter()
        .all(|c| c["running"] == false && c["seconds_left"].is_null()));
    // Turn-based: the seat to move has a running clock with a deadline a day away.
    let (id, tokens, spectator) = timed_game(
        &base,
        json!({ "clock": { "kind": "turn", "per_move_seconds": 86400, "reserve_seconds": 259200 } }),
    )
    .await;
    for t in [&tokens[0], &tokens[1], &spectator] {
        let (_, s) = get_state(&base, &id, t).await;
        assert_eq!(s["clock"]["kind"], "turn");
        let mover = s["to_move"][0].as_u64().unwrap() as usize;
        let c = &s["clocks"][mover];
        assert_eq!(c["running"], true, "{s}");
        assert_eq!(c["seconds_left"], json!(86400.0 + 259200.0));
        assert_eq!(c["reserve_seconds"], json!(259200.0));
        let deadline = server::clock::parse_rfc3339(c["deadline"].as_str().unwrap()).unwrap();
        let left = deadline - server::clock::now_ms();
        assert!((345_000_000..=345_600_000).contains(&left), "{left}");
        assert!(c["deadline"].as_str().unwrap().ends_with('Z'));
        let other = &s["clocks"][1 - mover];
        assert_eq!(other["running"], false);
        assert!(other["deadline"].is_null());
    }
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_who_does_not_move_is_taken_over_takes_the_seat_back_and_the_game_finishes() {
    let server = start_sqlite("clock-takeover").await;
    let base = format!("http://{}", server.addr);
    // Anna never moves unless told; Ben always does. 2 s each, 1 s more after a move.
    let (id, tokens, spectator) = timed_game(
        &base,
        json!({ "clock": { "kind": "fischer", "initial_seconds": 2, "increment_seconds": 1 } }),
    )
    .await;
    let mut rng = Rng(21);
    let start = Instant::now();
    let s = play_until(&base, &id, &tokens, &[1], &mut rng, 6, |s| {
        timeout_lines(s, 0) > 0
    })
    .await;
    let waited = start.elapsed();
    assert!(
        waited >= Duration::from_millis(1900),
        "fired early: {waited:?}"
    );
    assert!(waited < Duration::from_secs(4), "fired late: {waited:?}");
    assert_eq!(s["seats"][0]["status"], "taken_over", "{}", s["seats"]);
    assert_eq!(s["seats"][0]["played_by"], "greedy");
    assert_eq!(s["clocks"][0]["running"], false);
    assert_eq!(s["clocks"][0]["seconds_left"], json!(0.0));
    let line = s["log"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["key"] == "srv-timeout-bot")
        .unwrap();
    assert!(line["text"].as_str().unwrap().contains("Anna"), "{line}");
    // The spectator sees it too.
    let (_, spec) = get_state(&base, &id, &spectator).await;
    assert_eq!(timeout_lines(&spec, 0), 1);
    // Anna's own moves are refused while the bot plays for her.
    let (_, mine) = get_state(&base, &id, &tokens[0]).await;
    assert_eq!(
        mine["your_turn"],
        mine["to_move"].as_array().unwrap().contains(&json!(0))
    );
    let (st, err) = post_action(&base, &id, &tokens[0], "bank").await;
    assert_eq!(st, 409, "{err}");
    assert_eq!(err["code"], "taken_over");
    let (st, err) = post(&base, &format!("/api/games/{id}/undo"), &tokens[0]).await;
    assert_eq!(
        (st, err["code"].as_str()),
        (409, Some("taken_over")),
        "the bot's moves are not hers to undo"
    );

    // The bot plays for her mid-game: Ben moves on, the bot answers.
    let s = play_until(&base, &id, &tokens, &[1], &mut rng, 10, |s| {
        s["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision" && l["seat"] == 0)
            .count()
            >= 6
    })
    .await;
    assert_eq!(s["status"], "open");
    // She takes the seat back: her clock restarts at 2 s.
    let (st, back) = post(&base, &format!("/api/games/{id}/take-back"), &tokens[0]).await;
    assert_eq!(st, 200, "{back}");
    assert!(back["seats"][0]["status"].is_null(), "{}", back["seats"]);
    assert_eq!(back["clocks"][0]["seconds_left"], json!(2.0));
    assert!(back["log"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["key"] == "srv-seat-back"));
    let (st, again) = post(&base, &format!("/api/games/{id}/take-back"), &tokens[0]).await;
    assert_eq!((st, again["code"].as_str()), (409, Some("not_taken_over")));
    // She plays three moves herself, then stops again: a second timeout, once.
    let before = s["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "decision" && l["seat"] == 0)
        .count();
    let s = play_until(&base, &id, &tokens, &[0, 1], &mut rng, 10, |s| {
        s["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision" && l["seat"] == 0)
            .count()
            >= before + 3
    })
    .await;
    assert_eq!(timeout_lines(&s, 0), 1, "no timeout while she moves");
    let s = play_until(&base, &id, &tokens, &[1], &mut rng, 8, |s| {
        timeout_lines(s, 0) == 2
    })
    .await;
    assert_eq!(s["seats"][0]["status"], "taken_over");
    // The game finishes: the bot for Anna, random moves for Ben.
    let s = play_until(&base, &id, &tokens, &[1], &mut rng, 60, |s| {
        s["status"] == "finished"
    })
    .await;
    assert_eq!(timeout_lines(&s, 0), 2, "each timeout fired once");
    assert_eq!(timeout_lines(&s, 1), 0, "Ben always moved in time");
    assert!(s["clocks"]
        .as_array()
        .unwrap()
        .iter()
        .all(|c| c["running"] == false));
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forfeit_or_a_resignation_ranks_last() {
    let server = start_sqlite("clock-forfeit").await;
    let base = format!("http://{}", server.addr);
    // Forfeit: Anna runs out after 1 s; random plays for her to the end; she ranks last.
    let (id, tokens, _) = timed_game(
        &base,
        json!({
            "clock": { "kind": "turn", "per_move_seconds": 1, "reserve_seconds": 0 },
            "on_timeout": "forfeit",
            "timeout_bot": "random",
        }),
    )
    .await;
    let mut rng = Rng(3);
    let s = play_until(&base, &id, &tokens, &[1], &mut rng, 5, |s| {
        timeout_lines(s, 0) == 1
    })
    .await;
    assert_eq!(s["seats"][0]["status"], "forfeited");
    assert_eq!(s["seats"][0]["played_by"], "random");
    let (st, e) = post(&base, &format!("/api/games/{id}/take-back"), &tokens[0]).await;
    assert_eq!((st, e["code"].as_str()), (409, Some("seat_left")));
    let s = play_until(&base, &id, &tokens, &[1], &mut rng, 60, |s| {
        s["status"] == "finished"
    })
    .await;
    assert_eq!(s["scores"][0]["rank"], 1, "{}", s["scores"]);
    assert_eq!(s["scores"][1]["rank"], 0);

    // Resign, the game goes on: a bot finishes it for Ben, who ranks last.
    let (id, tokens, _) = timed_game(&base, json!({ "timeout_bot": "random" })).await;
    let (st, s) = post(&base, &format!("/api/games/{id}/resign"), &tokens[1]).await;
    assert_eq!(st, 200, "{s}");
    assert_eq!(s["seats"][1]["status"], "resigned");
    assert!(s["log"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["key"] == "srv-resigned-bot"));
    let (st, e) = post(&base, &format!("/api/games/{id}/resign"), &tokens[1]).await;
    assert_eq!((st, e["code"].as_str()), (409, Some("seat_left")));
    let s = play_until(&base, &id, &tokens, &[0], &mut rng, 60, |s| {
        s["status"] == "finished"
    })
    .await;
    assert_eq!(s["scores"][1]["rank"], 1);
    assert_eq!(s["scores"][0]["rank"], 0);

    // Resign, the game ends at once.
    let (id, tokens, spectator) = timed_game(&base, json!({ "on_resign": "end" })).await;
    let (st, s) = post(&base, &format!("/api/games/{id}/resign"), &tokens[0]).await;
    assert_eq!(st, 200, "{s}");
    assert_eq!(s["status"], "finished");
    assert_eq!(s["scores"][0]["rank"], 1);
    assert_eq!(s["scores"][1]["rank"], 0);
    let (_, spec) = get_state(&base, &id, &spectator).await;
    assert_eq!(spec["status"], "finished");
    let (st, e) = post_action(&base, &id, &tokens[1], "bank").await;
    assert_eq!((st, e["code"].as_str()), (409, Some("game_over")));
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_needs_every_person_before_the_first_shift_ends_and_rematch_every_person() {
    let server = start_sqlite("clock-agree").await;
    let base = format!("http://{}", server.addr);
    // Abort: a bot seat does not vote; both persons must.
    let c = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "bot": "greedy" }, { "name": "C" }] }),
    )
    .await;
    let id = c["game_id"].as_str().unwrap().to_string();
    let (a, cc) = (token(&c, 0), token(&c, 2));
    let (st, s) = post(&base, &format!("/api/games/{id}/abort"), &a).await;
    assert_eq!(st, 200, "{s}");
    assert_eq!(s["abort"], json!({ "possible": true, "agreed": [0] }));
    assert_eq!(s["status"], "open");
    let (st, s) = post(&base, &format!("/api/games/{id}/abort"), &cc).await;
    assert_eq!(st, 200, "{s}");
    assert_eq!(s["status"], "aborted");
    assert!(s["log"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["key"] == "srv-aborted"));
    let (st, e) = post(&base, &format!("/api/games/{id}/rematch"), &a).await;
    assert_eq!((st, e["code"].as_str()), (409, Some("rematch_refused")));

    // Too late once the first shift is over.
    let (id, tokens, _) = timed_game(&base, json!({})).await;
    let mut rng = Rng(8);
    let s = play_until(&base, &id, &tokens, &[0, 1], &mut rng, 60, |s| {
        s["view"]["shift"].as_u64() >= Some(2)
    })
    .await;
    assert_eq!(s["abort"]["possible"], false);
    let (st, e) = post(&base, &format!("/api/games/{id}/abort"), &tokens[0]).await;
    assert_eq!(
        (st, e["code"].as_str()),
        (409, Some("abort_too_late")),
        "{e}"
    );

    // Rematch: the same seats and clock on a new game, once both accepted.
    let (id, tokens, _) = timed_game(
        &base,
        json!({ "on_resign": "end", "clock": { "kind": "turn", "per_move_seconds": 3600, "reserve_seconds": 0 } }),
    )
    .await;
    let (st, e) = post(&base, &format!("/api/games/{id}/rematch"), &tokens[0]).await;
    assert_eq!(
        (st, e["code"].as_str()),
        (409, Some("rematch_refused")),
        "not over yet"
    );
    post(&base, &format!("/api/games/{id}/resign"), &tokens[1]).await;
    let (st, r) = post(&base, &format!("/api/games/{id}/rematch"), &tokens[0]).await;
    assert_eq!(st, 200, "{r}");
    assert_eq!(r["rematch"]["accepted"], json!([0]));
    assert!(r["invite"].is_null() && r["rematch"]["game_id"].is_null());
    let (st, r1) = post(&base, &format!("/api/games/{id}/rematch"), &tokens[1]).await;
    assert_eq!(st, 200, "{r1}");
    let new = r1["rematch"]["game_id"].as_str().unwrap().to_string();
    assert_ne!(new, id);
    let t1 = r1["invite"]["token"].as_str().unwrap().to_string();
    assert!(r1["invite"]["link"]
        .as_str()
        .unwrap()
        .contains(&format!("/play/{new}#token=")));
    // The first to accept gets their link by asking again.
    let (_, r0) = post(&base, &format!("/api/games/{id}/rematch"), &tokens[0]).await;
    assert_eq!(r0["rematch"]["game_id"], json!(new));
    let t0 = r0["invite"]["token"].as_str().unwrap().to_string();
    let (st, n0) = get_state(&base, &new, &t0).await;
    assert_eq!(st, 200, "{n0}");
    assert_eq!(
        (n0["seat"].as_u64(), n0["status"].as_str()),
        (Some(0), Some("open"))
    );
    assert_eq!(n0["clock"]["per_move_seconds"], 3600);
    assert_eq!(n0["on_resign"], "end");
    assert_eq!(n0["seats"][1]["name"], "Ben");
    let (_, n1) = get_state(&base, &new, &t1).await;
    assert_eq!(n1["seat"], 1);
    let (_, old) = get_state(&base, &id, &tokens[0]).await;
    assert_eq!(old["rematch"]["game_id"], json!(new));
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_that_passed_while_the_server_was_down_fires_once_after_the_grace() {
    let path = temp_db("clock-kill9");
    let db = path.to_str().unwrap().to_string();
    let mut proc = Proc::start(&db, &[]);
    let (id, tokens, spectator) = timed_game(
        &proc.base(),
        json!({ "clock": { "kind": "turn", "per_move_seconds": 1, "reserve_seconds": 0 } }),
    )
    .await;
    let (_, s) = get_state(&proc.base(), &id, &spectator).await;
    let mover = s["to_move"][0].as_u64().unwrap();
    let deadline =
        server::clock::parse_rfc3339(s["clocks"][mover as usize]["deadline"].as_str().unwrap())
            .unwrap();
    // Killed before the deadline; down until after it.
    proc.kill9();
    let now = server::clock::now_ms();
    assert!(now < deadline, "the server lived past the deadline");
    tokio::time::sleep(Duration::from_millis((deadline - now + 300) as u64)).await;
    let started = Instant::now();
    let mut proc = Proc::start(&db, &["--timeout-grace", "1.5"]);
    // During the grace the clock has run out but has not fired: the person may still move.
    let (_, s) = get_state(&proc.base(), &id, &spectator).await;
    assert_eq!(timeout_lines(&s, mover), 0, "fired before the grace ended");
    let fired = loop {
        let (_, s) = get_state(&proc.base(), &id, &spectator).await;
        if timeout_lines(&s, mover) > 0 {
            break started.elapsed();
        }
        assert!(started.elapsed() < Duration::from_secs(5), "never fired");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(fired >= Duration::from_millis(1400), "{fired:?}");
    // Another kill -9 and restart: still once.
    tokio::time::sleep(Duration::from_millis(200)).await;
    proc.kill9();
    let proc = Proc::start(&db, &["--timeout-grace", "0"]);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (_, s) = get_state(&proc.base(), &id, &spectator).await;
    assert_eq!(timeout_lines(&s, mover), 1, "fired again after a restart");
    assert_eq!(s["seats"][mover as usize]["status"], "taken_over");
    let _ = tokens;
    drop(proc);
    // The servers' own record: one firing of the mover's clock, after the grace. (Once the
    // bot has moved for the mover, the other seat's clock runs: on a slow machine it may
    // have run out before the last server stopped, a firing of its own.)
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{db}"))
        .await
        .unwrap();
    let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT seat, deadline, fired FROM timeouts_fired WHERE game_id = $1 AND seat = $2",
    )
    .bind(&id)
    .bind(mover as i64)
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0].1, deadline);
    assert!(rows[0].2 >= deadline + 1400, "{rows:?}");
    pool.close().await;
}
