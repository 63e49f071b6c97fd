//! Issue 24: the analysis of a finished game on request. A whole Haspelknecht game (a scripted
//! person against a bot; its simultaneous plans are private decisions) is analysed within a
//! small time cap; the game has ended, so every token gets every decision (the private plans
//! too, as the replay shows them), by record index; a second request answers
//! the stored analysis; it survives a restart. Refusals: an unfinished game, a wrong token,
//! analysis switched off.

use crate::common::*;
use reqwest::Method;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const CAP_SECONDS: u64 = 2;
const VERDICTS: [&str; 4] = ["good", "inaccuracy", "mistake", "blunder"];

async fn start(db: &str, seconds: u64) -> server::Running {
    let mut args = test_args(db);
    args.analysis_seconds = seconds;
    server::start(args).await.expect("the server starts")
}

/// A request to the game's analysis: (status, body).
async fn analysis(method: Method, base: &str, id: &str, token: &str, lang: &str) -> (u16, Value) {
    let r = http()
        .request(
            method,
            format!("{base}/api/games/{id}/analysis?lang={lang}"),
        )
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// The decisions of a finished game, as its replay shows them to everyone: (index, seat; the
/// seat `u64::MAX` where an event tells the decision in words).
async fn decisions_of(base: &str, id: &str, token: &str) -> Vec<(u64, u64)> {
    let r = http()
        .get(format!("{base}/api/games/{id}/replay"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    let frame: Value = r.json().await.unwrap();
    assert_eq!(frame["everything"], true, "{frame}");
    let actions = frame["decisions"].as_u64().unwrap();
    // The replay's log tells each decision in words; the record's seats come from its lines.
    let mut seats = vec![None; actions as usize];
    for l in frame["log"].as_array().unwrap() {
        if l["kind"] == "decision" {
            seats[l["action"].as_u64().unwrap() as usize] = l["seat"].as_u64();
        }
    }
    seats
        .into_iter()
        .enumerate()
        .map(|(i, s)| (i as u64, s.unwrap_or(u64::MAX)))
        .collect()
}

/// The report has every decision of the record, in order, with its index and verdict.
fn check_report(out: &Value, record: &[(u64, u64)]) {
    let report = &out["report"];
    assert_eq!(report["viewer"], Value::Null);
    let decisions = report["decisions"].as_array().unwrap();
    assert_eq!(
        decisions.len(),
        record.len(),
        "one per decision of the record"
    );
    for (k, (d, (index, seat))) in decisions.iter().zip(record).enumerate() {
        assert_eq!(d["step"], k, "{d}");
        assert_eq!(d["index"], *index, "{d}");
        if *seat != u64::MAX {
            assert_eq!(d["seat"], *seat, "{d}");
        }
        assert!(VERDICTS.contains(&d["verdict"].as_str().unwrap()), "{d}");
        assert!(d["best"].is_string(), "every best move: {d}");
        if let Some(t) = d["taken_estimate"].as_object() {
            let w = t["win"].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&w), "{d}");
            assert!(d["loss"].as_f64().unwrap() >= 0.0);
        } else {
            assert_eq!(d["verdict"], "good", "{d}");
        }
    }
    let seats = report["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    let counted: u64 = seats.iter().map(|s| s["decisions"].as_u64().unwrap()).sum();
    assert_eq!(
        counted as usize,
        record.len(),
        "summaries count every decision"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_analysed_once_within_the_cap_and_kept() {
    let test_started = Instant::now();
    let path = temp_db("analysis");
    let db = path.to_str().unwrap();
    let server = start(db, CAP_SECONDS).await;
    let base = format!("http://{}", server.addr);
    let created = create(
        &base,
        json!({ "game": "haspelknecht", "seats": [{ "name": "Ada" }, { "bot": "random" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let (me, spectator) = (token(&created, 0), spectator_token(&created));

    // Not before the game is over; nothing to see yet; no wrong token.
    let (st, e) = analysis(Method::POST, &base, &id, &me, "en").await;
    assert_eq!(
        (st, e["code"].as_str()),
        (409, Some("analysis_not_over")),
        "{e}"
    );
    assert_eq!(e["message"], "Only a finished game can be analysed.");
    let (st, out) = analysis(Method::GET, &base, &id, &spectator, "en").await;
    assert_eq!(st, 200, "{out}");
    assert_eq!(out["status"], "none");
    assert_eq!(out["available"], true);
    assert_eq!(out["cap_seconds"], CAP_SECONDS);
    for method in [Method::POST, Method::GET] {
        let (st, e) = analysis(method, &base, &id, "not-a-token", "en").await;
        assert_eq!((st, e["code"].as_str()), (403, Some("wrong_token")), "{e}");
    }

    // The game, played to its end: random legal moves against the bot.
    let mut rng = Rng(24);
    let deadline = Instant::now() + Duration::from_secs(60);
    let mine = loop {
        assert!(Instant::now() < deadline, "the game did not end");
        let (st, s) = get_state(&base, &id, &me).await;
        assert_eq!(st, 200, "{s}");
        if s["status"] == "finished" {
            break s;
        }
        if s["your_turn"] == true {
            let action = random_legal(&s, &mut rng);
            let (st, after) = post_action(&base, &id, &me, &action).await;
            assert_eq!(st, 200, "`{action}`: {after}");
        } else {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    };
    let (_, watched) = get_state(&base, &id, &spectator).await;
    let played = Instant::now();

    // The spectator asks; a second request while it runs starts nothing new.
    let (st, first) = analysis(Method::POST, &base, &id, &spectator, "en").await;
    assert_eq!(
        (st, first["status"].as_str()),
        (202, Some("running")),
        "{first}"
    );
    let started = first["started"].as_i64().unwrap();
    let (st, again) = analysis(Method::POST, &base, &id, &me, "en").await;
    assert_eq!(
        (st, again["status"].as_str()),
        (202, Some("running")),
        "{again}"
    );
    assert_eq!(again["started"], started, "the same job");

    let done = loop {
        let (st, out) = analysis(Method::GET, &base, &id, &spectator, "en").await;
        assert_eq!(st, 200, "{out}");
        match out["status"].as_str().unwrap() {
            "done" => break out,
            "running" => {}
            other => panic!("{other}: {out}"),
        }
        assert!(
            played.elapsed() < Duration::from_secs(CAP_SECONDS + 10),
            "not done after {:?}",
            played.elapsed()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let finished = done["finished"].as_i64().unwrap();
    let took = Duration::from_millis((finished - started) as u64);
    eprintln!(
        "analysis of {} decisions: {took:?} (cap {CAP_SECONDS} s); {}",
        done["report"]["decisions"].as_array().unwrap().len(),
        done["report"]["bot"]
    );
    assert!(
        took <= Duration::from_millis(CAP_SECONDS * 1000 + 1500),
        "{took:?} for a cap of {CAP_SECONDS} s"
    );

    // The game has ended: every token gets every decision, the private plans too.
    let record = decisions_of(&base, &id, &spectator).await;
    assert_eq!(mine["status"], "finished");
    check_report(&done, &record);
    let (_, own) = analysis(Method::GET, &base, &id, &me, "en").await;
    assert_eq!(own["report"], done["report"], "the same for every token");
    let private = watched["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "decision")
        .count();
    assert!(
        record.len() > private,
        "Ada's plans, hidden from the spectator's live log, are analysed for everyone: {} > {private}",
        record.len()
    );

    // The chart: an SVG with one line per seat, named and titled in the reader's language.
    let chart = done["chart_svg"].as_str().unwrap();
    assert!(
        chart.starts_with("<svg") && chart.ends_with("</svg>"),
        "{chart}"
    );
    assert_eq!(chart.matches("<polyline").count(), 2, "{chart}");
    assert!(chart.contains(">Ada<") && chart.contains("Chance to win"));
    let (_, de) = analysis(Method::GET, &base, &id, &me, "de").await;
    assert!(de["chart_svg"].as_str().unwrap().contains("Siegchance"));

    // Asked again once stored: the stored analysis, not a new one.
    let (st, stored) = analysis(Method::POST, &base, &id, &me, "en").await;
    assert_eq!(
        (st, stored["status"].as_str()),
        (200, Some("done")),
        "{stored}"
    );
    assert_eq!(
        (stored["started"].as_i64(), stored["finished"].as_i64()),
        (Some(started), Some(finished))
    );
    assert_eq!(stored["report"], own["report"]);

    // A restart on the same database keeps it.
    server.shutdown().await.unwrap();
    let server = start(db, CAP_SECONDS).await;
    let base = format!("http://{}", server.addr);
    let (st, kept) = analysis(Method::POST, &base, &id, &spectator, "en").await;
    assert_eq!((st, kept["status"].as_str()), (200, Some("done")), "{kept}");
    assert_eq!(kept["finished"], finished);
    assert_eq!(kept["report"], done["report"]);
    assert_eq!(kept["chart_svg"], done["chart_svg"]);
    server.shutdown().await.unwrap();
    let _ = std::fs::remove_file(&path);
    eprintln!("the whole test: {:?}", test_started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analysis_switched_off_is_a_clear_error() {
    let path = temp_db("analysis-off");
    let db = path.to_str().unwrap();
    let server = start(db, 0).await;
    let base = format!("http://{}", server.addr);
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "Ada" }, { "name": "Bo" }], "on_resign": "end" }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let r = http()
        .post(format!("{base}/api/games/{id}/resign"))
        .bearer_auth(token(&created, 1))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let (st, e) = analysis(Method::POST, &base, &id, &token(&created, 0), "en").await;
    assert_eq!((st, e["code"].as_str()), (409, Some("analysis_off")), "{e}");
    assert_eq!(
        e["message"],
        "This server does not analyse games (its analysis is switched off)."
    );
    let (st, e) = analysis(Method::POST, &base, &id, &token(&created, 0), "de").await;
    assert_eq!(st, 409);
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("analysiert keine Partien"),
        "{e}"
    );
    let (st, out) = analysis(Method::GET, &base, &id, &spectator_token(&created), "en").await;
    assert_eq!(st, 200);
    assert_eq!(
        (out["status"].as_str(), out["available"].as_bool()),
        (Some("none"), Some(false))
    );
    server.shutdown().await.unwrap();
    let _ = std::fs::remove_file(&path);
}

/// The same on PostgreSQL, small: a game ended by a resignation after a few moves is analysed,
/// stored, and kept by the next server on the database.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_the_analysis_is_stored_and_kept() {
    let url = fresh_pg_database("analysis").await;
    let server = start(&url, 1).await;
    let base = format!("http://{}", server.addr);
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "Ada" }, { "name": "Bo" }], "on_resign": "end" }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let tokens = [token(&created, 0), token(&created, 1)];
    let mut rng = Rng(7);
    for _ in 0..12 {
        for t in &tokens {
            let (_, s) = get_state(&base, &id, t).await;
            if s["your_turn"] == true {
                let action = random_legal(&s, &mut rng);
                let (st, after) = post_action(&base, &id, t, &action).await;
                assert_eq!(st, 200, "`{action}`: {after}");
            }
        }
    }
    let r = http()
        .post(format!("{base}/api/games/{id}/resign"))
        .bearer_auth(&tokens[1])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let (_, watched) = get_state(&base, &id, &spectator_token(&created)).await;
    assert_eq!(watched["status"], "finished");
    let (st, out) = analysis(Method::POST, &base, &id, &tokens[0], "en").await;
    assert_eq!(
        (st, out["status"].as_str()),
        (202, Some("running")),
        "{out}"
    );
    let deadline = Instant::now() + Duration::from_secs(10);
    let done = loop {
        let (_, out) = analysis(Method::GET, &base, &id, &spectator_token(&created), "en").await;
        if out["status"] == "done" {
            break out;
        }
        assert_eq!(out["status"], "running", "{out}");
        assert!(Instant::now() < deadline, "not done");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    check_report(&done, &decisions_of(&base, &id, &tokens[0]).await);
    server.shutdown().await.unwrap();
    let server = start(&url, 1).await;
    let base = format!("http://{}", server.addr);
    let (st, kept) = analysis(Method::POST, &base, &id, &spectator_token(&created), "en").await;
    assert_eq!(
        (st, kept["finished"].clone()),
        (200, done["finished"].clone()),
        "{kept}"
    );
    assert_eq!(kept["report"]["decisions"], done["report"]["decisions"]);
    server.shutdown().await.unwrap();
}
