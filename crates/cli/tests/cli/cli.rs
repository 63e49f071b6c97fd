//! The `kohle` binary as a user runs it: outputs, exit codes, and files left as they were.

use crate::run::{kohle, stderr, stdout};
use std::path::PathBuf;

fn temp_path(name: &str) -> PathBuf {
    crate::run::temp_path("cli", name)
}

/// Plays `count` decisions of the record at `p` through `replay` (who is to move: public),
/// `legal --seat` and `apply`, always taking the first legal action of the first seat to move.
fn play_first_legal(p: &str, count: usize) {
    for _ in 0..count {
        let o = kohle(&["replay", p, "--json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        let seat = v["to_move"][0].to_string();
        let o = kohle(&["legal", p, "--seat", &seat, "--json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        let action = format!("{seat}: {}", v["actions"][0]["action"].as_str().unwrap());
        let o = kohle(&["apply", p, &action]);
        assert!(o.status.success(), "{action}: {}", stderr(&o));
    }
}

fn without_timings(mut v: serde_json::Value) -> serde_json::Value {
    let map = v.as_object_mut().unwrap();
    for key in ["seconds", "games_per_second", "threads"] {
        assert!(map.remove(key).is_some(), "summary has `{key}`");
    }
    v
}

#[test]
fn simulate_is_reproducible_whatever_the_thread_count() {
    for game in ["glueckauf", "haspelknecht"] {
        let run = |threads: &str| {
            let o = kohle(&[
                "simulate",
                "--game",
                game,
                "--players",
                "3",
                "--games",
                "40",
                "--seed",
                "11",
                "--threads",
                threads,
                "--json",
            ]);
            assert!(o.status.success(), "{}", stderr(&o));
            serde_json::from_str::<serde_json::Value>(&stdout(&o)).unwrap()
        };
        let one = run("1");
        let two = run("2");
        for key in [
            "games",
            "games_per_second",
            "decisions_per_game",
            "score",
            "wins_by_seat",
        ] {
            assert!(one.get(key).is_some(), "{game}: summary lacks `{key}`");
        }
        assert_eq!(one["games"], 40);
        let wins: u64 = one["wins_by_seat"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_u64().unwrap())
            .sum();
        assert!(wins >= 40, "{game}: every game has a winner");
        assert_eq!(without_timings(one), without_timings(two), "{game}");
    }
}

#[test]
fn simulate_table_names_the_figures() {
    let o = kohle(&[
        "simulate",
        "--game",
        "glueckauf",
        "--games",
        "10",
        "--seed",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for word in [
        "games/s",
        "decisions/game",
        "score mean/min/max",
        "win rate",
    ] {
        assert!(text.contains(word), "missing `{word}` in\n{text}");
    }
}

#[test]
fn new_apply_legal_replay_round_trip() {
    let path = temp_path("round-trip.json");
    let p = path.to_str().unwrap();
    let o = kohle(&[
        "new",
        "--game",
        "glueckauf",
        "--players",
        "2",
        "--seed",
        "9",
        "-o",
        p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    play_first_legal(p, 30);
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(record["actions"].as_array().unwrap().len(), 30);
    let o = kohle(&["replay", p, "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    // A spectator sees every decision but the order in which top-5 items went back (`next ...`,
    // seen only by the seat that returned them).
    let private = record["actions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a.as_str().unwrap().contains(": next "))
        .count();
    assert_eq!(v["decisions"], 30 - private);
    assert_eq!(v["over"], false);
    // No seed in what replay tells (whoever has it rebuilds the piles).
    assert!(v.get("seed").is_none(), "{v}");
    assert_eq!(v["scores"].as_array().unwrap().len(), 2);
    let o = kohle(&["replay", p]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("Scores so far"));
}

#[test]
fn an_illegal_action_names_its_index_and_leaves_the_file_as_it_was() {
    let path = temp_path("illegal.json");
    let p = path.to_str().unwrap();
    assert!(
        kohle(&["new", "--game", "glueckauf", "--seed", "3", "-o", p])
            .status
            .success()
    );
    let before = std::fs::read(&path).unwrap();
    // The draft comes first: placing workers is not legal yet.
    let o = kohle(&["apply", p, "bank"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("action 0 (`bank`)"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before, "file unchanged");
    // Unknown notation.
    let o = kohle(&["apply", p, "fly to the moon"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("action 0"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&path).unwrap(), before, "file unchanged");
    // All or nothing: a legal action followed by an illegal one writes neither.
    let o = kohle(&["legal", p, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let first = v["actions"][0]["action"].as_str().unwrap().to_string();
    let o = kohle(&["apply", p, &first, "bank"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("action 1 (`bank`)"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&path).unwrap(), before, "file unchanged");
}

#[test]
fn a_record_with_an_illegal_action_fails_replay_with_its_index() {
    let path = temp_path("bad-record.json");
    std::fs::write(
        &path,
        r#"{"game":"glueckauf","version":1,"players":2,"seed":1,"actions":["mine 10"]}"#,
    )
    .unwrap();
    let o = kohle(&["replay", path.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("action 0 (`mine 10`)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn malformed_files_and_flags_are_clear_errors() {
    let path = temp_path("malformed.json");
    std::fs::write(&path, "{ not json").unwrap();
    let o = kohle(&["replay", path.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("not a valid game record"),
        "{}",
        stderr(&o)
    );

    std::fs::write(
        &path,
        r#"{"game":"chess","version":1,"players":2,"seed":1,"actions":[]}"#,
    )
    .unwrap();
    let o = kohle(&["replay", path.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("unknown game `chess`"),
        "{}",
        stderr(&o)
    );

    let o = kohle(&["replay", "/nonexistent/kohle.json"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("cannot read game record"),
        "{}",
        stderr(&o)
    );

    let o = kohle(&["simulate", "--game", "glueckauf", "--players", "5"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--players 5"), "{}", stderr(&o));

    let o = kohle(&["simulate", "--game", "monopoly"]);
    assert!(!o.status.success());

    let o = kohle(&[
        "simulate",
        "--game",
        "glueckauf",
        "--option",
        "no_such_rule=true",
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("no_such_rule"), "{}", stderr(&o));

    let o = kohle(&[
        "simulate",
        "--game",
        "glueckauf",
        "--bots",
        "random,random,random",
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("3 bots for 2 seats"), "{}", stderr(&o));
}

#[test]
fn new_never_overwrites_a_game() {
    let path = temp_path("existing.json");
    std::fs::write(&path, "precious").unwrap();
    let o = kohle(&["new", "--game", "glueckauf", "-o", path.to_str().unwrap()]);
    assert!(!o.status.success());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");
}

#[test]
fn rule_options_are_recorded() {
    let path = temp_path("options.json");
    let p = path.to_str().unwrap();
    let o = kohle(&[
        "new",
        "--game",
        "glueckauf",
        "--option",
        "prev_first_keeps_on_tie=true",
        "-o",
        p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(record["options"]["prev_first_keeps_on_tie"], true);
}

#[test]
fn haspelknecht_component_table_prints_loads_and_is_recorded() {
    let o = kohle(&["components", "--game", "haspelknecht"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let table = stdout(&o);
    assert!(table.starts_with("# Haspelknecht component table"));
    assert_eq!(
        table.matches("[[tiles]]").count(),
        20,
        "20 development tiles"
    );
    let path = temp_path("table.toml");
    std::fs::write(&path, &table).unwrap();
    let t = path.to_str().unwrap();

    // The printed table loads back and plays.
    let o = kohle(&[
        "simulate",
        "--game",
        "haspelknecht",
        "--components",
        t,
        "--games",
        "5",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));

    // A new game stores the table it is played with.
    let rec = temp_path("with-table.json");
    let o = kohle(&[
        "new",
        "--game",
        "haspelknecht",
        "--components",
        t,
        "-o",
        rec.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert!(record["options"]["components"].is_object(), "{record}");
    let o = kohle(&["replay", rec.to_str().unwrap(), "--components", t]);
    assert!(!o.status.success(), "a record keeps its own table");
    assert!(stderr(&o).contains("--components applies to new games only"));

    // A bad table is refused with the field named.
    let bad = temp_path("bad-table.toml");
    std::fs::write(
        &bad,
        table.replacen("pinge_groups = [3, 2, 2]", "pinge_groups = [3, 2, 3]", 1),
    )
    .unwrap();
    let o = kohle(&[
        "simulate",
        "--game",
        "haspelknecht",
        "--components",
        bad.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("pinge_groups"), "{}", stderr(&o));

    // Glück Auf has fixed data.
    let o = kohle(&["components", "--game", "glueckauf"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("fixed component data"));
}

#[test]
fn haspelknecht_records_replay_and_list_simultaneous_moves() {
    let path = temp_path("hk.json");
    let p = path.to_str().unwrap();
    assert!(kohle(&[
        "new",
        "--game",
        "haspelknecht",
        "--players",
        "3",
        "--seed",
        "4",
        "-o",
        p
    ])
    .status
    .success());
    play_first_legal(p, 60);
    let o = kohle(&["replay", p, "--json", "--seat", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["game"], "haspelknecht");
    assert_eq!(v["viewer"], 1);
    assert!(v.get("seed").is_none(), "{v}");
}

/// During simultaneous planning: `legal` needs a seat and lists only its actions; `replay
/// --seat` shows neither the seed nor another seat's hidden planning decisions (not even their
/// number).
#[test]
fn a_seat_sees_nothing_of_another_seats_plan() {
    let path = temp_path("hk-plan.json");
    let p = path.to_str().unwrap();
    assert!(kohle(&[
        "new",
        "--game",
        "haspelknecht",
        "--players",
        "2",
        "--seed",
        "11",
        "-o",
        p
    ])
    .status
    .success());
    // Play until both seats plan at once.
    let mut guard = 0;
    let to_move = loop {
        guard += 1;
        assert!(guard < 100, "no planning phase reached");
        let v: serde_json::Value =
            serde_json::from_str(&stdout(&kohle(&["replay", p, "--json"]))).unwrap();
        let to_move = v["to_move"].as_array().unwrap().clone();
        if to_move.len() > 1 {
            break to_move;
        }
        play_first_legal(p, 1);
    };
    assert_eq!(to_move.len(), 2);
    let o = kohle(&["legal", p]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--seat"), "{}", stderr(&o));
    let before: serde_json::Value =
        serde_json::from_str(&stdout(&kohle(&["replay", p, "--json", "--seat", "1"]))).unwrap();
    // Seat 0 plans a first token (not `done`).
    let v: serde_json::Value =
        serde_json::from_str(&stdout(&kohle(&["legal", p, "--seat", "0", "--json"]))).unwrap();
    let actions = v["actions"].as_array().unwrap();
    let token = actions
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .find(|a| *a != "done")
        .unwrap()
        .to_string();
    assert!(kohle(&["apply", p, &format!("0: {token}")])
        .status
        .success());
    let after_o = kohle(&["replay", p, "--json", "--seat", "1"]);
    let after: serde_json::Value = serde_json::from_str(&stdout(&after_o)).unwrap();
    assert_eq!(before, after, "seat 1 saw something of seat 0's plan");
    // Seat 0 sees its own decision (in words in its log); seat 1 sees neither the words nor
    // the notation.
    let own_json: serde_json::Value =
        serde_json::from_str(&stdout(&kohle(&["replay", p, "--json", "--seat", "0"]))).unwrap();
    let last = own_json["log"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["action"], token.as_str(), "{last}");
    let words = last["text"].as_str().unwrap().to_string();
    let own = stdout(&kohle(&["replay", p, "--seat", "0"]));
    assert!(own.contains(&words), "{own}");
    let text = stdout(&kohle(&["replay", p, "--seat", "1"]));
    assert!(!text.contains(&words), "{text}");
    assert!(!text.contains(&format!("Seat 0: {token}")), "{text}");
    // Seat 1's legal actions are its own.
    let o = kohle(&["legal", p, "--seat", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// `legal` names each action once: its notation, then what it does in words (the explanation
/// does not repeat the notation), in every language, along the first decisions of both games.
#[test]
fn legal_names_each_action_once() {
    for game in ["glueckauf", "haspelknecht"] {
        let path = temp_path(&format!("legal-once-{game}.json"));
        let p = path.to_str().unwrap();
        let o = kohle(&[
            "new",
            "--game",
            game,
            "--players",
            "3",
            "--seed",
            "4",
            "-o",
            p,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let mut checked = 0;
        for step in 0..12 {
            let o = kohle(&["replay", p, "--json"]);
            let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
            let seat = v["to_move"][0].to_string();
            for lang in ["en", "de", "pl", "es", "hu", "ru"] {
                let o = kohle(&["legal", p, "--seat", &seat, "--json", "--lang", lang]);
                assert!(o.status.success(), "{}", stderr(&o));
                let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
                for a in v["actions"].as_array().unwrap() {
                    let (action, explain) = (
                        a["action"].as_str().unwrap(),
                        a["explain"].as_str().unwrap(),
                    );
                    assert!(!explain.is_empty(), "{game} {lang}: {action}");
                    assert!(
                        !explain.starts_with(action),
                        "{game} {lang} step {step}: `{explain}`"
                    );
                    checked += 1;
                }
                let o = kohle(&["legal", p, "--seat", &seat, "--lang", lang]);
                for line in stdout(&o).lines().skip(1) {
                    let action = line.split("  ").nth(1).unwrap_or_default().trim();
                    let rest = line.trim_start().strip_prefix(action).unwrap_or_default();
                    assert!(
                        !rest.trim_start().starts_with(action),
                        "{game} {lang}: `{line}`"
                    );
                }
            }
            play_first_legal(p, 3);
        }
        assert!(checked > 100, "{game}: {checked}");
    }
}
