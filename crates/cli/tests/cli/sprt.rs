//! `kohle tournament --sprt`: a test of one bot against another on pairs of games, stopped when
//! decided, reported in the table and the JSON; resumed from its journal to the same report;
//! bad tests refused before any game; and `scripts/sprt.sh`, small.

use crate::run::{kohle, stderr, stdout};
use std::path::{Path, PathBuf};

fn temp_path(name: &str) -> PathBuf {
    crate::run::temp_path("sprt", name)
}

/// An SPRT of greedy against random in Haspelknecht (at most 200 games, seed 3), then `extra`.
fn sprt_args(journal: &Path, extra: &[&str]) -> Vec<String> {
    let base = [
        "tournament",
        "--game",
        "haspelknecht",
        "--games",
        "200",
        "--seed",
        "3",
        "--bots",
        "greedy,random",
        "--sprt",
        "elo0=0,elo1=50",
        "--journal",
        journal.to_str().unwrap(),
    ];
    base.iter().chain(extra).map(|a| a.to_string()).collect()
}

fn run(args: &[String]) -> std::process::Output {
    kohle(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

#[test]
fn a_decided_test_reports_and_resumes_from_its_journal() {
    let whole_j = temp_path("whole.jsonl");
    let whole = run(&sprt_args(&whole_j, &[]));
    assert!(whole.status.success(), "{}", stderr(&whole));
    let table = stdout(&whole);
    for line in [
        "SPRT of greedy against random: H0 Elo = 0, H1 Elo = 50 (logistic Elo), alpha 0.05, beta 0.05",
        "result: H1 accepted: greedy is stronger than random",
        "(bounds -2.944, 2.944)",
        "pairs by greedy's score 0, ½, 1, 1½, 2:",
        "Elo of greedy over random:",
    ] {
        assert!(table.contains(line), "{line}\n{table}");
    }

    // The same test as JSON, from the finished journal (nothing more is played).
    let o = run(&sprt_args(&whole_j, &["--json"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let sprt = &json["sprt"];
    assert_eq!(sprt["result"], "H1", "{sprt}");
    assert_eq!(
        (sprt["tested"].as_str(), sprt["against"].as_str()),
        (Some("greedy"), Some("random"))
    );
    assert_eq!(sprt["elo_model"], "logistic");
    let pairs = sprt["pairs"].as_u64().unwrap();
    let counts: Vec<u64> = sprt["pentanomial"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(counts.len(), 5);
    assert_eq!(counts.iter().sum::<u64>(), pairs);
    assert!((10..100).contains(&pairs), "{pairs} pairs");
    assert_eq!(json["games"].as_u64(), Some(2 * pairs));
    assert!(sprt["llr"].as_f64().unwrap() >= sprt["upper"].as_f64().unwrap());
    let (elo, ci) = (sprt["elo"].as_f64().unwrap(), &sprt["elo_ci95"]);
    assert!(
        ci[0].as_f64().unwrap() < elo && elo <= ci[1].as_f64().unwrap(),
        "{sprt}"
    );
    assert!(table.contains(&format!("after {pairs} pairs")), "{table}");
    let held = std::fs::read_to_string(&whole_j).unwrap();
    assert!(held.lines().count() > 2 * pairs as usize, "{held}");

    // Stopped after 9 games, one of them torn while written: the same report.
    let part_j = temp_path("part.jsonl");
    let mut part: String = held.lines().take(10).map(|l| format!("{l}\n")).collect();
    part.push_str("{\"game\":9,\"se");
    std::fs::write(&part_j, part).unwrap();
    let resumed = run(&sprt_args(&part_j, &["--threads", "2"]));
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert!(
        stderr(&resumed).contains("9 of 200 games from the journal; playing at most 191"),
        "{}",
        stderr(&resumed)
    );
    assert_eq!(stdout(&resumed), table);

    // The journal names its test: another test, or a plain tournament, is refused.
    let kept = std::fs::read(&whole_j).unwrap();
    let mut other = sprt_args(&whole_j, &[]);
    other[10] = "elo0=0,elo1=20".into();
    let o = run(&other);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("its sprt: elo0=0,elo1=50"),
        "{}",
        stderr(&o)
    );
    let plain: Vec<String> = sprt_args(&whole_j, &[])
        .into_iter()
        .filter(|a| a != "--sprt" && a != "elo0=0,elo1=50")
        .collect();
    let o = run(&plain);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("its sprt:"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&whole_j).unwrap(), kept);
}

#[test]
fn an_undecided_test_ends_at_its_games() {
    let j = temp_path("few.jsonl");
    let mut args = sprt_args(&j, &["--json"]);
    args[4] = "4".into();
    let o = run(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(json["sprt"]["result"], serde_json::Value::Null);
    assert_eq!(json["sprt"]["pairs"], 2);
    assert_eq!(json["games"], 4);
}

/// Each bad test exits with status 1 and `message` before any game: no journal is made.
#[test]
fn bad_tests_are_refused_before_any_game() {
    let cases: [(&[&str], &str); 9] = [
        (
            &["--bots", "greedy,random,random"],
            "--sprt tests the first bot of --bots against the second: give 2 bots, not 3",
        ),
        (&["--bots", "greedy"], "give 2 bots, not 1"),
        (
            &["--sprt", "elo0=50,elo1=50"],
            "elo1 (50) must be above elo0 (50)",
        ),
        (
            &["--sprt", "elo0=10,elo1=-10"],
            "elo1 (-10) must be above elo0 (10)",
        ),
        (
            &["--alpha", "0.5"],
            "alpha = 0.5 must be strictly between 0 and 0.5",
        ),
        (
            &["--alpha", "0"],
            "alpha = 0 must be strictly between 0 and 0.5",
        ),
        (
            &["--beta", "0.6"],
            "beta = 0.6 must be strictly between 0 and 0.5",
        ),
        (
            &["--players", "3"],
            "--sprt plays 2-player games: --players 3 is not 2",
        ),
        (&["--players", "4"], "--players 4 is not 2"),
    ];
    for (i, (change, message)) in cases.iter().enumerate() {
        let j = temp_path(&format!("bad{i}.jsonl"));
        let mut args = sprt_args(&j, &[]);
        // A flag given twice would be refused by the parser: replace the default's value.
        match args.iter().position(|a| a == change[0]) {
            Some(p) => args[p + 1] = change[1].to_string(),
            None => args.extend(change.iter().map(|a| a.to_string())),
        }
        let o = run(&args);
        assert_eq!(o.status.code(), Some(1), "{change:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(message), "{change:?}: {}", stderr(&o));
        assert!(!j.exists(), "{change:?} made a journal");
    }
    // --games odd; a flag of the test without --sprt.
    let j = temp_path("odd.jsonl");
    let mut args = sprt_args(&j, &[]);
    args[4] = "7".into();
    let o = run(&args);
    assert!(
        stderr(&o).contains("--games (the most games) must be even, not 7"),
        "{}",
        stderr(&o)
    );
    assert!(!j.exists());
    let o = kohle(&[
        "tournament",
        "--game",
        "glueckauf",
        "--bots",
        "greedy,random",
        "--alpha",
        "0.1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--sprt"), "{}", stderr(&o));
}

/// `scripts/sprt.sh`, small: both games' learned bots against the plain search, two pairs at
/// 5 ms (no decision so soon), then resumed from a journal cut to one game; a game the script
/// does not know is refused.
#[test]
fn the_sprt_script_runs_and_resumes() {
    let dir = std::env::temp_dir().join(format!("kohle-sprt-script-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/sprt.sh");
    let script_run = |args: &[&str]| {
        std::process::Command::new("bash")
            .arg(script)
            .arg(&dir)
            .args(args)
            .env("KOHLE", env!("CARGO_BIN_EXE_kohle"))
            .output()
            .unwrap()
    };
    let o = script_run(&["5ms", "4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for game in ["glueckauf", "haspelknecht"] {
        assert!(
            out.contains(&format!("{game} — 2 players, 4 games")),
            "{out}"
        );
        let journal = dir.join(format!("{game}-5ms.jsonl"));
        let text = std::fs::read_to_string(&journal).unwrap();
        assert_eq!(text.lines().count(), 5, "{text}");
        assert!(
            text.lines().next().unwrap().contains("\"elo1\":50.0"),
            "{text}"
        );
        // Cut to its first game, as if stopped.
        let cut: String = text.lines().take(2).map(|l| format!("{l}\n")).collect();
        std::fs::write(&journal, cut).unwrap();
    }
    assert_eq!(
        out.matches("SPRT of ismcts:5ms:net against ismcts:5ms")
            .count(),
        2,
        "{out}"
    );
    assert_eq!(out.matches("no decision").count(), 2, "{out}");

    let o = script_run(&["5ms", "4", "haspelknecht"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("LLR"), "{}", stdout(&o));
    let err = std::fs::read_to_string(dir.join("haspelknecht-5ms.err")).unwrap();
    assert!(err.contains("1 of 4 games from the journal"), "{err}");
    let text = std::fs::read_to_string(dir.join("haspelknecht-5ms.jsonl")).unwrap();
    assert_eq!(text.lines().count(), 5);

    let o = script_run(&["5ms", "4", "chess"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("GAME must be glueckauf or haspelknecht"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
