//! Issue 39: the review an analysed game gets from `GET /api/games/{id}/analysis`, in the
//! request's language: every move taken in the words of the game's log, the better move of a
//! flagged decision too, the chances before and after, each seat's accuracy, and a chart whose
//! points link to their decisions. (The page that shows it: `web-tests/analysis.test.mjs`.)

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

async fn analysis(base: &str, id: &str, token: &str, lang: &str, post: bool) -> Value {
    let url = format!("{base}/api/games/{id}/analysis?lang={lang}");
    let req = if post {
        http().post(url)
    } else {
        http().get(url)
    };
    req.bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_review_says_the_moves_in_the_reader_s_words() {
    let mut args = test_args(temp_db("review").to_str().unwrap());
    args.analysis_seconds = 2;
    let server = server::start(args).await.expect("the server starts");
    let base = format!("http://{}", server.addr);
    let created = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "bot": "greedy" }, { "bot": "greedy" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap().to_string();
    let spectator = spectator_token(&created);
    let deadline = Instant::now() + Duration::from_secs(60);
    while get_state(&base, &id, &spectator).await.1["status"] != "finished" {
        assert!(Instant::now() < deadline, "the bots did not finish");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut out = analysis(&base, &id, &spectator, "de", true).await;
    while out["status"] == "running" {
        assert!(Instant::now() < deadline, "the analysis did not finish");
        tokio::time::sleep(Duration::from_millis(200)).await;
        out = analysis(&base, &id, &spectator, "de", false).await;
    }
    assert_eq!(out["status"], "done", "{out}");
    let report = &out["report"];
    let decisions = report["decisions"].as_array().unwrap();
    let mut flagged = 0;
    for d in decisions {
        // The move taken in German words with the seat's name, as the log says it.
        let words = d["taken_words"].as_str().unwrap_or_else(|| panic!("{d}"));
        assert!(words.starts_with("Spieler "), "{words}");
        if d["verdict"] != "good" {
            flagged += 1;
            let best = d["best_words"].as_str().unwrap_or_else(|| panic!("{d}"));
            assert!(best.starts_with("Spieler ") && best != words, "{d}");
            let (before, after) = (
                d["chance_before"].as_f64().unwrap(),
                d["chance_after"].as_f64().unwrap(),
            );
            assert!(
                (before - after - d["loss"].as_f64().unwrap()).abs() < 1e-9,
                "{d}"
            );
        }
    }
    assert!(flagged > 0, "no flagged decision in a 2-second analysis");
    let accuracy = report["accuracy"].as_array().unwrap();
    assert_eq!(accuracy.len(), 2);
    for a in accuracy {
        assert!((0.0..=100.0).contains(&a.as_f64().unwrap()), "{a}");
    }
    // The chart: German words, the players' names, a link from each judged decision.
    let chart = out["chart_svg"].as_str().unwrap();
    let judged = decisions
        .iter()
        .filter(|d| d["taken_estimate"].is_object())
        .count();
    assert_eq!(chart.matches(" data-id=\"d").count(), judged);
    assert!(chart.contains("Siegchance") && chart.contains("Spieler 1 (greedy)"));
    // In English the same moves in English words.
    let en = analysis(&base, &id, &spectator, "en", false).await;
    let first = &en["report"]["decisions"][0];
    assert!(
        first["taken_words"].as_str().unwrap().starts_with("Seat "),
        "{first}"
    );
    assert_eq!(first["taken"], decisions[0]["taken"]);
    server.shutdown().await.unwrap();
}
