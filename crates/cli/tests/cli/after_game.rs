//! `kohle balance` and `kohle analyze` as a user runs them.

use crate::run::{kohle, stderr, stdout};
use std::path::PathBuf;
use std::process::Output;

fn temp_path(name: &str) -> PathBuf {
    crate::run::temp_path("after", name)
}

fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", stderr(o));
    serde_json::from_str(&stdout(o)).unwrap()
}

fn balance(game: &str, threads: &str, extra: &[&str]) -> serde_json::Value {
    let mut args = vec![
        "balance",
        "--game",
        game,
        "--players",
        "3",
        "--games",
        "16",
        "--seed",
        "7",
        "--bots",
        "random",
        "--json",
        "--threads",
        threads,
    ];
    args.extend_from_slice(extra);
    let mut v = json(&kohle(&args));
    let timing = v.as_object_mut().unwrap().remove("timing").expect("timing");
    assert!(timing["seconds"].as_f64().unwrap() > 0.0);
    v
}

#[test]
fn balance_is_reproducible_whatever_the_thread_count() {
    for game in ["glueckauf", "haspelknecht"] {
        let one = balance(game, "1", &[]);
        assert_eq!(one, balance(game, "2", &[]), "{game}");
        assert_eq!(one, balance(game, "5", &[]), "{game}");
        // Another seed gives other games.
        let mut args = vec!["balance", "--game", game, "--players", "3", "--games", "16"];
        args.extend(["--seed", "8", "--bots", "random", "--json"]);
        let mut other = json(&kohle(&args));
        other.as_object_mut().unwrap().remove("timing");
        assert_ne!(one["default"], other["default"], "{game}");
    }
}

#[test]
fn balance_json_has_the_figures_a_designer_asks_for() {
    let v = balance(
        "haspelknecht",
        "2",
        &["--option", "rent_payment_voluntary=true"],
    );
    assert_eq!(v["game"], "haspelknecht");
    assert_eq!(v["games"], 16);
    let d = &v["default"];
    let seats = d["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 3);
    let mut wins = 0;
    for s in seats {
        let rate = &s["win_rate"];
        let (lo, x, hi) = (
            rate["low"].as_f64().unwrap(),
            rate["value"].as_f64().unwrap(),
            rate["high"].as_f64().unwrap(),
        );
        assert!(lo <= x && x <= hi && (0.0..=1.0).contains(&lo) && hi <= 1.0);
        let m = &s["mean_score"];
        assert!(m["low"].as_f64().unwrap() <= m["high"].as_f64().unwrap());
        let hist = s["score"]["histogram"].as_array().unwrap();
        assert_eq!(
            hist.iter().map(|p| p[1].as_u64().unwrap()).sum::<u64>(),
            16,
            "one score per game"
        );
        wins += s["wins"].as_u64().unwrap();
    }
    assert!(wins >= 16, "every game has a winner");
    let chi = &d["all_seats_equal"];
    assert_eq!(chi["degrees_of_freedom"], 2);
    assert!((0.0..=1.0).contains(&chi["p_value"].as_f64().unwrap()));
    assert_eq!(d["period"], "year");
    let items = d["items"].as_array().unwrap();
    assert!(items.iter().any(|i| i["kind"] == "development"
        && i["period"].is_u64()
        && i["purchase_rate"]["value"].is_f64()
        && i["buyer_win_rate"]["value"].is_f64()));
    let effects = v["option_effects"].as_array().unwrap();
    assert_eq!(effects.len(), 1);
    assert_eq!(effects[0]["option"], "rent_payment_voluntary=true");
    assert_eq!(effects[0]["win_rate_change"].as_array().unwrap().len(), 3);
    assert!(effects[0]["all_seats_score_change"]["value"].is_f64());
    assert_eq!(effects[0]["report"]["games"], 16);

    let g = balance("glueckauf", "2", &[]);
    let kinds: Vec<&str> = g["default"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["kind"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"order_type") && kinds.contains(&"shaft_level"));
    assert_eq!(g["default"]["period"], "shift");
}

#[test]
fn balance_html_is_one_file_with_svg_charts() {
    let path = temp_path("balance.html");
    let p = path.to_str().unwrap();
    let o = kohle(&[
        "balance",
        "--game",
        "glueckauf",
        "--players",
        "2",
        "--games",
        "8",
        "--bots",
        "random",
        "--option",
        "unlimited_coal=true",
        "--html",
        p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("all seats equal"), "{}", stdout(&o));
    let html = std::fs::read_to_string(&path).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.matches("<svg").count() >= 4, "charts");
    assert_eq!(html.matches("<svg").count(), html.matches("</svg>").count());
    // Self-contained: nothing loaded from elsewhere.
    for outside in ["<script", "src=", "<link", "@import"] {
        assert!(!html.contains(outside), "{outside}");
    }
    assert!(html.contains("unlimited_coal=true"));
    assert!(html.contains("shaft_level") && html.contains("order_type"));
}

#[test]
fn each_option_compares_every_yes_no_option() {
    let v = json(&kohle(&[
        "balance",
        "--game",
        "glueckauf",
        "--players",
        "2",
        "--games",
        "2",
        "--bots",
        "random",
        "--each-option",
        "--json",
    ]));
    let names: Vec<&str> = v["option_effects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["option"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"unlimited_coal=true"), "{names:?}");
    assert!(
        names.contains(&"delivered_orders_public=false"),
        "{names:?}"
    );
}

#[test]
fn bad_balance_flags_are_clear_errors() {
    let cases: &[(&[&str], &str)] = &[
        (&["--players", "7", "--games", "2"], "--players 7"),
        (
            &["--players", "2", "--games", "0"],
            "--games must be at least 1",
        ),
        (
            &["--games", "2", "--option", "nonsense=1"],
            "has no option `nonsense`",
        ),
        (
            &["--games", "2", "--option", "unlimited_coal"],
            "expected NAME=VALUE",
        ),
        (
            &[
                "--players",
                "2",
                "--games",
                "2",
                "--bots",
                "random,random,random",
            ],
            "--bots names 3 bots for 2 seats",
        ),
        (&["--games", "2", "--bots", "clever"], "--bots"),
        (&["--games", "2", "--threads", "5000"], "--threads 5000"),
        (
            &["--games", "2", "--html", "/nonexistent/dir/report.html"],
            "--html /nonexistent/dir/report.html: no such directory",
        ),
    ];
    for (extra, expected) in cases {
        let mut args = vec!["balance", "--game", "glueckauf"];
        args.extend_from_slice(extra);
        let o = kohle(&args);
        assert!(!o.status.success(), "{extra:?}");
        assert!(stderr(&o).contains(expected), "{extra:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{extra:?}");
    }
    let o = kohle(&["balance", "--game", "chess"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("chess"), "{}", stderr(&o));
}

/// A record of the first `count` decisions of greedy-like play: always the first legal action,
/// through the commands a user has.
fn partial_record(name: &str, game: &str, count: usize) -> PathBuf {
    let path = temp_path(name);
    let p = path.to_str().unwrap();
    let o = kohle(&[
        "new",
        "--game",
        game,
        "--players",
        "2",
        "--seed",
        "3",
        "-o",
        p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    for _ in 0..count {
        let v = json(&kohle(&["replay", p, "--json"]));
        let seat = v["to_move"][0].to_string();
        let v = json(&kohle(&["legal", p, "--seat", &seat, "--json"]));
        let actions = v["actions"].as_array().unwrap();
        // The last listed action: a choice that is often not the best.
        let action = format!(
            "{seat}: {}",
            actions[actions.len() - 1]["action"].as_str().unwrap()
        );
        let o = kohle(&["apply", p, &action]);
        assert!(o.status.success(), "{action}: {}", stderr(&o));
    }
    path
}

#[test]
fn analyze_judges_every_decision_reproducibly_with_an_iteration_budget() {
    let path = partial_record("analyze.json", "glueckauf", 14);
    let p = path.to_str().unwrap();
    let html = temp_path("analysis.html");
    let run = |threads: &str| {
        let o = kohle(&[
            "analyze",
            p,
            "--bot",
            "ismcts:120",
            "--json",
            "--threads",
            threads,
            "--html",
            html.to_str().unwrap(),
        ]);
        json(&o)
    };
    let v = run("1");
    assert_eq!(v, run("2"), "same analysis on any thread count");
    let decisions = v["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), 14);
    let verdicts = ["good", "inaccuracy", "mistake", "blunder"];
    let mut judged = 0;
    for d in decisions {
        assert!(verdicts.contains(&d["verdict"].as_str().unwrap()), "{d}");
        if let Some(t) = d["taken_estimate"].as_object() {
            judged += 1;
            let b = &d["best_estimate"];
            let (tw, bw) = (t["win"].as_f64().unwrap(), b["win"].as_f64().unwrap());
            assert!((0.0..=1.0).contains(&tw) && (0.0..=1.0).contains(&bw));
            assert!((d["loss"].as_f64().unwrap() - (bw - tw).max(0.0)).abs() < 1e-9);
            assert!(t["margin"].is_f64());
        }
    }
    assert!(judged >= 5, "{judged} decisions with a choice");
    assert_eq!(v["thresholds"]["blunder"], 0.2);
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(
        page.starts_with("<!DOCTYPE html>") && page.contains("<svg") && page.contains("<polyline")
    );
    assert!(!page.contains("<script"));

    // One seat only.
    let o = kohle(&["analyze", p, "--bot", "ismcts:50", "--seat", "1", "--json"]);
    let one = json(&o);
    let ds = one["decisions"].as_array().unwrap();
    assert!(!ds.is_empty() && ds.iter().all(|d| d["seat"] == 1));
    assert_eq!(one["seats"].as_array().unwrap().len(), 1);

    // The table.
    let o = kohle(&["analyze", p, "--bot", "ismcts:50"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("verdicts by the loss in chance to win"));
}

#[test]
fn bad_analyze_input_gives_clear_errors() {
    let path = partial_record("analyze-bad.json", "haspelknecht", 2);
    let p = path.to_str().unwrap();
    let cases: &[(&[&str], &str)] = &[
        (&["--bot", "greedy"], "give an ismcts bot"),
        (&["--bot", "ismcts:0"], "--bot"),
        (&["--seat", "2"], "--seat 2: the game has seats 0 to 1"),
        (
            &["--html", "/nonexistent/dir/a.html"],
            "--html /nonexistent/dir/a.html",
        ),
    ];
    for (extra, expected) in cases {
        let mut args = vec!["analyze", p];
        args.extend_from_slice(extra);
        let o = kohle(&args);
        assert!(!o.status.success(), "{extra:?}");
        assert!(stderr(&o).contains(expected), "{extra:?}: {}", stderr(&o));
    }
    let o = kohle(&["analyze", "/nonexistent/game.json"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("cannot read game record"),
        "{}",
        stderr(&o)
    );
    let bad = temp_path("illegal.json");
    std::fs::write(
        &bad,
        r#"{"game":"glueckauf","version":1,"players":2,"seed":1,"actions":["0: fly to the moon"]}"#,
    )
    .unwrap();
    let o = kohle(&["analyze", bad.to_str().unwrap(), "--bot", "ismcts:10"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("action 0"), "{}", stderr(&o));
}

/// Two Haspelknecht records that differ only in seat 1's plan, made while seat 0 planned too
/// (seat 0 cannot see it before both plans are revealed): seat 0's decisions get the same
/// analysis in both.
#[test]
fn analyze_judges_from_the_seat_view_only_another_hidden_plan_changes_nothing() {
    let base = partial_record("hidden-base.json", "haspelknecht", 6);
    let bp = base.to_str().unwrap();
    let v = json(&kohle(&["replay", bp, "--json"]));
    assert_eq!(v["to_move"], serde_json::json!([0, 1]), "both seats plan");
    let workers = |seat: &str| -> Vec<String> {
        let v = json(&kohle(&["legal", bp, "--seat", seat, "--json"]));
        v["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["action"].as_str().unwrap().to_string())
            .filter(|a| a != "done")
            .collect()
    };
    let (one, zero) = (workers("1"), workers("0"));
    assert!(one.len() >= 2 && !zero.is_empty(), "{one:?} {zero:?}");
    let record = |name: &str, seat1_plan: &str| {
        let path = temp_path(name);
        std::fs::copy(&base, &path).unwrap();
        let p = path.to_str().unwrap();
        let plan1 = format!("1: {seat1_plan}");
        let plan0 = format!("0: {}", zero[0]);
        let o = kohle(&["apply", p, &plan1, "1: done", &plan0, "0: done"]);
        assert!(o.status.success(), "{}", stderr(&o));
        path
    };
    let a = record("hidden-a.json", &one[0]);
    let b = record("hidden-b.json", &one[one.len() - 1]);
    assert_ne!(
        std::fs::read_to_string(&a).unwrap(),
        std::fs::read_to_string(&b).unwrap()
    );
    let analyse = |p: &PathBuf| {
        json(&kohle(&[
            "analyze",
            p.to_str().unwrap(),
            "--seat",
            "0",
            "--bot",
            "ismcts:200",
            "--json",
        ]))
    };
    let (va, vb) = (analyse(&a), analyse(&b));
    let planning: Vec<&serde_json::Value> = va["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["index"].as_u64().unwrap() >= 8)
        .collect();
    assert_eq!(planning.len(), 2, "seat 0's plan: a worker and done");
    assert!(planning.iter().all(|d| d["taken_estimate"].is_object()));
    assert_eq!(va, vb);
}

/// Issue 38: one count of decisions and one record format. A finished Glück Auf game, as a
/// record and as a line of `kohle db export` (the record plus the server's part): `kohle
/// replay` reads both, counts as many decisions as the record has (the game is over: everyone
/// sees everything, the hidden order of a return too), as the replay page does
/// (`present::replay`) and as `kohle analyze` judges; its bot seats are named by seat.
#[test]
fn replay_page_and_analysis_count_the_same_decisions_of_a_record_or_an_export_line() {
    use engine::rng::{below, rng_from_seed};
    use engine::{Game, GameRecord, SeatInfo, Setup};
    let setup = Setup {
        players: 2,
        seed: 38,
        options: glueckauf::Options::default(),
    };
    let mut game = glueckauf::GlueckAuf::new_game(&setup).unwrap();
    let mut record = GameRecord::new::<glueckauf::GlueckAuf>(&setup);
    record.seats = vec![SeatInfo::bot("greedy"), SeatInfo::bot("greedy")];
    let (mut rng, mut legal) = (rng_from_seed(38), Vec::new());
    let mut hidden = 0;
    while let Some(seat) = game.to_move().iter().next() {
        game.legal_actions(seat, &mut legal);
        let a = legal[below(&mut rng, legal.len() as u32) as usize];
        hidden += usize::from(game.decision_visibility(seat, a) != engine::Visibility::Public);
        game.apply(seat, a).unwrap();
        record.push(seat, a);
    }
    assert!(hidden > 0, "a return's hidden order");
    let n = record.actions.len();
    let file = temp_path("count.json");
    std::fs::write(&file, record.to_json()).unwrap();
    let mut line: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    line["server"] = serde_json::json!({ "id": "g1", "status": "finished", "revision": n });
    let export = temp_path("count-export.json");
    std::fs::write(&export, line.to_string()).unwrap();
    for f in [&file, &export] {
        let v = json(&kohle(&["replay", f.to_str().unwrap(), "--json"]));
        assert_eq!(v["decisions"], n, "{}", f.display());
        let text = stdout(&kohle(&["replay", f.to_str().unwrap(), "--lang", "de"]));
        assert!(text.contains(&format!("{n} Entscheidungen")), "{text}");
        assert!(text.contains("Spieler 1 (greedy)"), "{text}");
    }
    let page = present::replay::frame(
        &record,
        present::replay::Sight::Everything,
        None,
        None,
        present::Lang::En,
    )
    .unwrap();
    assert_eq!(page.decisions, n);
    assert_eq!(page.names, ["Seat 0 (greedy)", "Seat 1 (greedy)"]);
    let a = json(&kohle(&[
        "analyze",
        export.to_str().unwrap(),
        "--bot",
        "ismcts:4",
        "--json",
    ]));
    let judged: u64 = a["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["decisions"].as_u64().unwrap())
        .sum();
    assert_eq!(judged as usize, n);
}
