//! `kohle analyze` judged by the learned search (issue 39): the default judge, `--bot
//! ismcts:N:net` accepted, the new per-decision figures, and bad input refused before anything
//! is written.

use crate::run::{kohle, stderr, stdout};
use engine::record::GameRecord;
use engine::{Game, Setup};
use std::path::PathBuf;

fn temp_path(name: &str) -> PathBuf {
    crate::run::temp_path("judge", name)
}

/// The first `count` decisions of a 2-player Glück Auf game, always the last legal action.
fn record(name: &str, count: usize) -> PathBuf {
    type G = glueckauf::GlueckAuf;
    let setup = Setup {
        players: 2,
        seed: 4,
        options: Default::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut rec = GameRecord::new::<G>(&setup);
    let mut legal = Vec::new();
    while let Some(seat) = game.to_move().first() {
        if rec.actions.len() >= count {
            break;
        }
        game.legal_actions(seat, &mut legal);
        let a = legal[legal.len() - 1];
        game.apply(seat, a).unwrap();
        rec.push(seat, a);
    }
    let path = temp_path(name);
    std::fs::write(&path, rec.to_json()).unwrap();
    path
}

fn json(args: &[&str]) -> serde_json::Value {
    let o = kohle(args);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).unwrap()
}

#[test]
fn the_learned_search_judges_by_default_and_on_request() {
    let path = record("judge.json", 12);
    let p = path.to_str().unwrap();
    // The default judge: the search guided by the shipped network.
    let v = json(&["analyze", p, "--json", "--seat", "0"]);
    assert_eq!(v["bot"], "ismcts:1000:net");
    // `--bot ismcts:N:net` is accepted, and the same on any number of threads.
    let run = |threads: &str| {
        json(&[
            "analyze",
            p,
            "--bot",
            "ismcts:60:net",
            "--json",
            "--threads",
            threads,
        ])
    };
    let v = run("1");
    assert_eq!(v, run("2"));
    let decisions = v["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), 12);
    for d in decisions {
        if d["taken_estimate"].is_object() {
            let (b, t) = (
                d["chance_before"].as_f64().unwrap(),
                d["chance_after"].as_f64().unwrap(),
            );
            assert!(
                (d["loss"].as_f64().unwrap() - (b - t).max(0.0)).abs() < 1e-9,
                "{d}"
            );
            assert!(d["score_loss"].as_f64().unwrap() >= 0.0, "{d}");
            assert!(d["loss_se"].as_f64().unwrap() >= 0.0, "{d}");
        } else {
            assert!(d["chance_before"].is_null(), "{d}");
        }
    }
}

#[test]
fn bad_input_is_refused_and_nothing_is_written() {
    let path = record("judge-bad.json", 4);
    let p = path.to_str().unwrap();
    let html = temp_path("judge-bad.html");
    let _ = std::fs::remove_file(&html);
    let h = html.to_str().unwrap();
    // A seat that does not exist; a bot without estimates.
    for (extra, expected) in [
        (["--seat", "7"], "--seat 7: the game has seats 0 to 1"),
        (
            ["--bot", "random"],
            "the analysis needs the estimates of a search",
        ),
        (["--bot", "ismcts:10:net=/nonexistent.safetensors"], "--bot"),
    ] {
        let mut args = vec!["analyze", p, "--html", h];
        args.extend_from_slice(&extra);
        let o = kohle(&args);
        assert!(!o.status.success(), "{extra:?}");
        assert!(stderr(&o).contains(expected), "{extra:?}: {}", stderr(&o));
        assert!(!html.exists(), "{extra:?}: nothing written");
    }
    // A record of another version of the game.
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    v["version"] = 99.into();
    let other = temp_path("judge-version.json");
    std::fs::write(&other, v.to_string()).unwrap();
    let o = kohle(&["analyze", other.to_str().unwrap(), "--html", h]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("version 99") && stderr(&o).contains("version 1"),
        "{}",
        stderr(&o)
    );
    assert!(!html.exists());
}
