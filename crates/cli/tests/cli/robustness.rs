//! The `kohle` binary under abuse: extreme bot options, concurrent writers, symbolic links and
//! permissions, closed pipes, no terminal, huge inputs. Nothing may panic (exit status 101),
//! every error is short and clear, and no file is lost or left half-written.

use crate::run::{kohle, kohle_cmd, stderr, stdout};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A fresh directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kohle-robust-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in `dir`, sorted (a leftover temporary file would show here).
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// A failure with a message: exit status 1 (or clap's 2), never a panic.
fn assert_clean_failure(o: &Output, what: &str) {
    let err = stderr(o);
    assert!(!o.status.success(), "{what}: should fail");
    assert!(
        matches!(o.status.code(), Some(1) | Some(2)),
        "{what}: exit status {:?}\n{}",
        o.status,
        &err[..err.len().min(2000)]
    );
    assert!(!err.contains("panicked"), "{what}: {err}");
}

fn new_record(path: &Path, game: &str, seed: &str) {
    let o = kohle(&[
        "new",
        "--game",
        game,
        "--seed",
        seed,
        "-o",
        path.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// The first legal action of the first seat to move, as `SEAT: ACTION`.
fn first_legal(path: &Path) -> Option<String> {
    let o = kohle(&["legal", path.to_str().unwrap(), "--json"]);
    assert!(o.status.success(), "legal: {}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("legal prints JSON");
    // One seat decides at a time in Glück Auf: `legal` names it.
    let seat = v["seat"].as_u64()?;
    let action = v["actions"].get(0)?["action"].as_str()?;
    Some(format!("{seat}: {action}"))
}

fn record_actions(path: &Path) -> usize {
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).expect("valid JSON");
    v["actions"].as_array().unwrap().len()
}

// ---------------------------------------------------------------------------------------------
// Bot options

#[test]
fn extreme_bot_options_are_refused_with_the_allowed_range() {
    for (spec, range) in [
        ("ismcts:10:bonus=inf", "0 to 1000"),
        ("ismcts:10:bonus=-inf", "0 to 1000"),
        ("ismcts:10:bonus=nan", "0 to 1000"),
        ("ismcts:10:bonus=3e38", "0 to 1000"),
        ("ismcts:10:c=inf", "0 to 100"),
        ("ismcts:10:cont=99999", "0 to 1000"),
        ("ismcts:99999999999", "1 to 10000000"),
        ("ismcts:1e300s", "3600000ms"),
        ("greedy:0", "1 to 10000"),
    ] {
        let sim = kohle(&[
            "simulate",
            "--game",
            "glueckauf",
            "--games",
            "2",
            "--bots",
            spec,
        ]);
        let tour = kohle(&[
            "tournament",
            "--game",
            "haspelknecht",
            "--games",
            "2",
            "--bots",
            &format!("random,{spec}"),
        ]);
        for (cmd, o) in [("simulate", sim), ("tournament", tour)] {
            assert_clean_failure(&o, &format!("{cmd} {spec}"));
            let err = stderr(&o);
            assert!(
                err.contains("--bots") && err.contains(range),
                "{cmd} {spec}: {err}"
            );
        }
    }
}

#[test]
fn the_largest_allowed_bot_options_play_whole_games() {
    for game in ["glueckauf", "haspelknecht"] {
        let spec = "ismcts:30:bonus=1000:c=100:cont=1000:depth=1000000";
        let o = kohle(&[
            "simulate", "--game", game, "--games", "2", "--bots", spec, "--json",
        ]);
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        let o = kohle(&[
            "tournament",
            "--game",
            game,
            "--games",
            "2",
            "--bots",
            &format!("ismcts:30:bonus=0:c=0:cont=0,{spec}"),
        ]);
        assert!(o.status.success(), "{game}: {}", stderr(&o));
    }
}

// ---------------------------------------------------------------------------------------------
// Concurrent writers, symbolic links, permissions

/// Several processes play one record through `legal` and `apply` at once. An `apply` may be
/// refused because another process moved first (a rule error, file left unchanged); anything
/// else (a missing file, invalid JSON, a write error) is a bug, and every accepted action must
/// be in the file at the end.
#[test]
fn concurrent_applies_lose_no_action_and_never_break_the_file() {
    let dir = temp_dir("concurrent");
    let path = dir.join("game.json");
    new_record(&path, "glueckauf", "21");
    let writers = 8;
    let each = 6;
    let done = std::sync::atomic::AtomicBool::new(false);
    let accepted: usize = std::thread::scope(|s| {
        let reader = s.spawn(|| {
            let mut reads = 0;
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                let text = std::fs::read_to_string(&path).expect("the record is always there");
                serde_json::from_str::<serde_json::Value>(&text).expect("always valid JSON");
                reads += 1;
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            reads
        });
        let handles: Vec<_> = (0..writers)
            .map(|_| {
                s.spawn(|| {
                    let mut accepted = 0;
                    let mut tries = 0;
                    while accepted < each {
                        tries += 1;
                        assert!(tries < 200, "no progress");
                        let action = first_legal(&path).expect("the game is not over");
                        let o = kohle(&["apply", path.to_str().unwrap(), &action]);
                        if o.status.success() {
                            accepted += 1;
                        } else {
                            let err = stderr(&o);
                            assert!(
                                err.contains("left unchanged")
                                    && !err.contains("cannot read")
                                    && !err.contains("cannot write")
                                    && !err.contains("No such file"),
                                "only rule errors may refuse an action: {err}"
                            );
                        }
                    }
                    accepted
                })
            })
            .collect();
        let total = handles.into_iter().map(|h| h.join().unwrap()).sum();
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        assert!(reader.join().unwrap() > 0);
        total
    });
    assert_eq!(accepted, writers * each);
    assert_eq!(record_actions(&path), accepted, "no accepted action lost");
    let o = kohle(&["replay", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(names(&dir), ["game.json"], "no temporary file left");
}

#[cfg(unix)]
#[test]
fn apply_writes_through_a_symbolic_link_and_keeps_permissions() {
    use std::os::unix::fs::{symlink, PermissionsExt};
    let dir = temp_dir("link");
    std::fs::create_dir_all(dir.join("games")).unwrap();
    let real = dir.join("games/real.json");
    new_record(&real, "haspelknecht", "4");
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).unwrap();
    symlink("games/real.json", dir.join("current.json")).unwrap();
    let link = dir.join("current.json");
    for _ in 0..3 {
        let action = first_legal(&link).unwrap();
        let o = kohle(&["apply", link.to_str().unwrap(), &action]);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let meta = std::fs::symlink_metadata(&link).unwrap();
    assert!(meta.file_type().is_symlink(), "the link stays a link");
    assert_eq!(record_actions(&real), 3, "the target holds the actions");
    let mode = std::fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640, "permissions kept: {mode:o}");
    assert_eq!(names(&dir.join("games")), ["real.json"]);
    assert_eq!(names(&dir), ["current.json", "games"]);

    // A failed apply changes neither the file nor its mode.
    let before = std::fs::read(&real).unwrap();
    let o = kohle(&["apply", link.to_str().unwrap(), "fly to the moon"]);
    assert_clean_failure(&o, "bad action");
    assert_eq!(std::fs::read(&real).unwrap(), before);
}

#[cfg(unix)]
#[test]
fn new_csv_and_plot_are_written_whole_and_never_clobber_a_game() {
    use std::os::unix::fs::{symlink, PermissionsExt};
    let dir = temp_dir("outputs");
    // `new` refuses an existing file, also through a symbolic link, and leaves it as it was.
    std::fs::write(dir.join("precious.json"), "precious").unwrap();
    symlink("precious.json", dir.join("alias.json")).unwrap();
    for name in ["precious.json", "alias.json"] {
        let o = kohle(&[
            "new",
            "--game",
            "glueckauf",
            "-o",
            dir.join(name).to_str().unwrap(),
        ]);
        assert_clean_failure(&o, "new over a file");
        assert!(stderr(&o).contains("exists already"), "{}", stderr(&o));
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("precious.json")).unwrap(),
        "precious"
    );
    // A new record is an ordinary file (not the 0600 of a temporary file under umask 022).
    let fresh = dir.join("fresh.json");
    new_record(&fresh, "glueckauf", "1");
    let mode = std::fs::metadata(&fresh).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode & 0o600, 0o600, "{mode:o}");

    // --csv and --plot over existing files keep their permissions, through links too.
    let csv = dir.join("results.csv");
    let svg = dir.join("plots/scores.svg");
    std::fs::create_dir_all(dir.join("plots")).unwrap();
    std::fs::write(&csv, "old").unwrap();
    std::fs::write(&svg, "old").unwrap();
    std::fs::set_permissions(&csv, std::fs::Permissions::from_mode(0o604)).unwrap();
    symlink("plots/scores.svg", dir.join("plot-link.svg")).unwrap();
    let o = kohle(&[
        "tournament",
        "--game",
        "glueckauf",
        "--bots",
        "random,random",
        "--games",
        "4",
        "--csv",
        csv.to_str().unwrap(),
        "--plot",
        dir.join("plot-link.svg").to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.starts_with("game,seed,seat,bot"), "{text}");
    assert_eq!(text.lines().count(), 1 + 4 * 2);
    let mode = std::fs::metadata(&csv).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o604, "{mode:o}");
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
    assert!(std::fs::symlink_metadata(dir.join("plot-link.svg"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(names(&dir.join("plots")), ["scores.svg"]);
    assert_eq!(
        names(&dir),
        [
            "alias.json",
            "fresh.json",
            "plot-link.svg",
            "plots",
            "precious.json",
            "results.csv"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Closed pipes and no terminal

/// Runs kohle with its standard output on a pipe whose reading end is already closed: every
/// write fails with a broken pipe.
fn with_closed_stdout(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    kohle_cmd()
        .args(args)
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("kohle runs")
}

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let dir = temp_dir("pipe");
    let rec = dir.join("game.json");
    new_record(&rec, "haspelknecht", "2");
    let r = rec.to_str().unwrap();
    let new_path = dir.join("new.json");
    let n = new_path.to_str().unwrap();
    let action = first_legal(&rec).unwrap();
    let commands: Vec<Vec<&str>> = vec![
        vec!["simulate", "--game", "glueckauf", "--games", "20"],
        vec![
            "simulate",
            "--game",
            "haspelknecht",
            "--games",
            "20",
            "--json",
        ],
        vec![
            "tournament",
            "--game",
            "glueckauf",
            "--bots",
            "random,greedy",
            "--games",
            "2",
        ],
        vec!["replay", r],
        vec!["replay", r, "--json"],
        vec!["legal", r],
        vec!["legal", r, "--json"],
        vec!["options", "--game", "haspelknecht"],
        vec!["components", "--game", "haspelknecht"],
        vec!["new", "--game", "glueckauf", "-o", n],
        vec!["apply", r, &action],
        vec!["--help"],
        vec!["simulate", "--help"],
        vec!["--version"],
    ];
    for args in &commands {
        let o = with_closed_stdout(args);
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(o.status.success(), "{args:?}: {:?} {err}", o.status);
    }
    // The work was done before the output failed.
    assert!(new_path.exists());
    assert_eq!(record_actions(&rec), 1);
}

#[cfg(unix)]
#[test]
fn simulate_and_replay_into_head_exit_zero() {
    let dir = temp_dir("head");
    let rec = dir.join("game.json");
    new_record(&rec, "glueckauf", "5");
    let bin = env!("CARGO_BIN_EXE_kohle");
    for cmd in [
        format!("'{bin}' simulate --game glueckauf --games 50 | head -1"),
        format!("'{bin}' replay '{}' | head -1", rec.display()),
        format!("'{bin}' replay '{}' --json | head -c 10", rec.display()),
    ] {
        let o = Command::new("bash")
            .args(["-c", &format!("set -o pipefail; {cmd}")])
            .output()
            .unwrap();
        assert!(o.status.success(), "{cmd}: {:?} {}", o.status, stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{cmd}: {}", stderr(&o));
        assert!(!o.stdout.is_empty());
    }
}

#[test]
fn play_without_a_terminal_is_a_clear_error() {
    let dir = temp_dir("play");
    let rec = dir.join("game.json");
    new_record(&rec, "glueckauf", "5");
    let before = std::fs::read(&rec).unwrap();
    for args in [
        vec!["play", "--game", "glueckauf", "--players", "2"],
        vec!["play", "--game", "haspelknecht", "--seats", "you,random"],
        vec!["play", "--resume", rec.to_str().unwrap()],
    ] {
        let o = kohle_cmd()
            .args(&args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_clean_failure(&o, &format!("{args:?}"));
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains("needs a terminal"), "{}", stderr(&o));
    }
    assert_eq!(std::fs::read(&rec).unwrap(), before);
}

// ---------------------------------------------------------------------------------------------
// Huge inputs

/// The most stderr any error about a huge input may print.
const SMALL: usize = 2048;

fn assert_short_error(o: &Output, what: &str) {
    assert_clean_failure(o, what);
    assert!(
        o.stderr.len() < SMALL,
        "{what}: {} bytes of stderr: {}…",
        o.stderr.len(),
        &stderr(o)[..SMALL]
    );
}

#[test]
fn a_huge_action_in_a_record_is_quoted_short() {
    let dir = temp_dir("huge-record");
    // 16 MB: far beyond anything quoted whole (an error shows at most a few hundred characters
    // of a word), a sixth of the 100 MB this test once wrote ten times (47 s of the suite).
    let huge = "x".repeat(16 << 20);
    let path = dir.join("huge.json");
    // A 16 MB action: one word, then with spaces and a seat prefix.
    std::fs::write(
        &path,
        format!(r#"{{"game":"glueckauf","version":1,"players":2,"seed":1,"actions":["{huge}"]}}"#),
    )
    .unwrap();
    let p = path.to_str().unwrap();
    for args in [
        vec!["replay", p],
        vec!["legal", p],
        vec!["apply", p, "bank"],
    ] {
        let o = kohle(&args);
        assert_short_error(&o, &format!("{args:?}"));
        assert!(stderr(&o).contains("action 0 (`xxx"), "{}", stderr(&o));
    }
    let spaced = "draft ".repeat(1 << 20);
    let digits = "1".repeat(1 << 20);
    for action in [
        format!("0: {spaced}"),
        format!("{digits}: bank"),
        format!("0: draft {huge}"),
        format!("0: mine {}", &huge[..1 << 20]),
    ] {
        std::fs::write(
            &path,
            format!(
                r#"{{"game":"glueckauf","version":1,"players":2,"seed":1,"actions":["{action}"]}}"#
            ),
        )
        .unwrap();
        assert_short_error(&kohle(&["replay", p]), "replay");
    }
    // Huge values elsewhere in a record.
    for record in [
        format!(r#"{{"game":"{huge}","version":1,"players":2,"seed":1,"actions":[]}}"#),
        format!(r#"{{"game":"glueckauf","version":1,"players":"{huge}","seed":1}}"#),
        format!(r#"{{"game":"glueckauf","version":1,"players":2,"seed":1,"{huge}":1}}"#),
        format!(
            r#"{{"game":"glueckauf","version":1,"players":2,"seed":1,"options":{{"{huge}":true}}}}"#
        ),
        format!(
            r#"{{"game":"haspelknecht","version":1,"players":2,"seed":1,"options":{{"layout":{{"variant":{{"name":"{spaced}"}}}}}}}}"#
        ),
        format!("{{\"game\": \"{}", &huge[..10 << 20]),
    ] {
        std::fs::write(&path, record).unwrap();
        assert_short_error(&kohle(&["replay", p]), "record");
    }
}

#[test]
fn huge_arguments_are_quoted_short() {
    let dir = temp_dir("huge-args");
    let rec = dir.join("game.json");
    new_record(&rec, "glueckauf", "5");
    let r = rec.to_str().unwrap();
    // One argument may be at most 128 KiB on Linux: stay below.
    let big = "y".repeat(100_000);
    let spaced = "y ".repeat(50_000);
    let cases: Vec<Vec<String>> = vec![
        vec!["apply".into(), r.into(), big.clone()],
        vec!["apply".into(), r.into(), spaced.clone()],
        vec!["apply".into(), r.into(), format!("0: draft {big}")],
        vec![
            "apply".into(),
            r.into(),
            format!("{}: bank", "9".repeat(99_000)),
        ],
        vec![
            "simulate".into(),
            "--game".into(),
            "glueckauf".into(),
            "--bots".into(),
            big.clone(),
        ],
        vec![
            "simulate".into(),
            "--game".into(),
            "glueckauf".into(),
            "--bots".into(),
            format!("ismcts:10:bonus={big}"),
        ],
        vec![
            "tournament".into(),
            "--game".into(),
            "glueckauf".into(),
            "--bots".into(),
            format!("random,ismcts:{big}"),
        ],
        vec![
            "simulate".into(),
            "--game".into(),
            "glueckauf".into(),
            "--option".into(),
            big.clone(),
        ],
        vec![
            "simulate".into(),
            "--game".into(),
            "glueckauf".into(),
            "--option".into(),
            format!("{big}=1"),
        ],
        vec![
            "simulate".into(),
            "--game".into(),
            "glueckauf".into(),
            "--option".into(),
            format!("first_player={big}"),
        ],
        vec![
            "simulate".into(),
            "--game".into(),
            "haspelknecht".into(),
            "--option".into(),
            format!("layout={{\"variant\":{{\"name\":\"{spaced}\"}}}}"),
        ],
        vec!["simulate".into(), "--game".into(), big.clone()],
        vec!["simulate".into(), format!("--{big}")],
        vec![big.clone()],
        vec!["replay".into(), format!("/nonexistent/{big}")],
        vec![
            "simulate".into(),
            "--game".into(),
            "glueckauf".into(),
            "--players".into(),
            "9".repeat(100_000),
        ],
    ];
    for args in &cases {
        let o = kohle_cmd().args(args).output().unwrap();
        let what: Vec<String> = args.iter().map(|a| a.chars().take(40).collect()).collect();
        assert_short_error(&o, &format!("{what:?}"));
    }
    // A component table with a huge line.
    let table = dir.join("table.toml");
    let mut f = std::fs::File::create(&table).unwrap();
    writeln!(f, "pinge_groups = [3, 2, \"{}\"]", "z".repeat(50 << 20)).unwrap();
    drop(f);
    let o = kohle(&[
        "simulate",
        "--game",
        "haspelknecht",
        "--components",
        table.to_str().unwrap(),
    ]);
    assert_short_error(&o, "component table");
    assert!(stderr(&o).contains("line 1"), "{}", stderr(&o));
}

// ---------------------------------------------------------------------------------------------
// simulate: streaming totals give the same summary

/// `simulate` sums results as games finish instead of keeping them all. Its summary must be
/// what keeping every result gives, bit for bit: here the games are played again in this
/// process (same seeds, same bots) and summarised the way the old code did, with `f64` sums in
/// game order.
#[test]
fn simulate_summary_equals_the_summary_of_all_results_kept() {
    check_summary::<glueckauf::GlueckAuf>("glueckauf", 3, 7, "random,greedy:1,random", 60);
    check_summary::<haspelknecht::Haspelknecht>("haspelknecht", 4, 9, "random", 300);
}

fn check_summary<G: engine::Game>(game: &str, players: u8, seed: u64, bots: &str, games: u64) {
    use engine::{derive_seed, ranks, Setup};
    let specs: Vec<String> = if bots.contains(',') {
        bots.split(',').map(String::from).collect()
    } else {
        vec![bots.to_string(); players as usize]
    };
    let mut results: Vec<(Vec<i32>, Vec<u8>, u64)> = Vec::new();
    for i in 0..games {
        let setup = Setup {
            players,
            seed: derive_seed(seed, i),
            options: G::Options::default(),
        };
        let mut g = G::new_game(&setup).unwrap();
        let mut seat_bots: Vec<Box<dyn bots::Bot<G>>> = specs
            .iter()
            .enumerate()
            .map(|(s, spec)| {
                bots::parse_bot_spec(spec)
                    .unwrap()
                    .build::<G>(derive_seed(setup.seed, 1 + s as u64), setup.players)
                    .unwrap()
            })
            .collect();
        let decisions = bots::play_out(&mut g, &mut seat_bots, &mut Vec::new());
        let scores = (0..players).map(|s| g.score(s)).collect();
        results.push((scores, ranks(&g), decisions));
    }
    let n = games as f64;
    let all: Vec<i32> = results.iter().flat_map(|r| r.0.clone()).collect();
    let mean = all.iter().map(|&s| s as i64).sum::<i64>() as f64 / (n * players as f64);
    let wins: Vec<u64> = (0..players as usize)
        .map(|s| results.iter().filter(|r| r.1[s] == 0).count() as u64)
        .collect();
    let o = kohle(&[
        "simulate",
        "--game",
        game,
        "--players",
        &players.to_string(),
        "--games",
        &games.to_string(),
        "--seed",
        &seed.to_string(),
        "--bots",
        bots,
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let got: serde_json::Value = serde_json::from_str(&text).unwrap();
    // Whole numbers compare as parsed; fractions compare as printed (serde_json's default
    // parser may be a unit in the last place off, so the text is compared exactly).
    assert_eq!(got["games"], games);
    assert_eq!(got["score"]["min"], *all.iter().min().unwrap());
    assert_eq!(got["score"]["max"], *all.iter().max().unwrap());
    assert_eq!(got["wins_by_seat"], serde_json::json!(wins));
    let printed = |key: &str, v: f64| format!("\"{key}\": {}", serde_json::to_string(&v).unwrap());
    let decisions = results.iter().map(|r| r.2 as f64).sum::<f64>() / n;
    for (key, v) in [("decisions_per_game", decisions), ("mean", mean)] {
        assert!(
            text.contains(&printed(key, v)),
            "{game}: {}\n{text}",
            printed(key, v)
        );
    }
    for s in 0..players as usize {
        let at = text
            .find(&format!("\"seat\": {s},"))
            .expect("a seat object");
        let object = &text[at..at + text[at..].find('}').unwrap()];
        assert!(
            object.contains(&format!("\"wins\": {},", wins[s])),
            "{object}"
        );
        assert!(
            object.contains(&format!("\"bot\": \"{}\"", specs[s])),
            "{object}"
        );
        let mean_score = results.iter().map(|r| r.0[s] as f64).sum::<f64>() / n;
        let mean_rank = results.iter().map(|r| r.1[s] as f64 + 1.0).sum::<f64>() / n;
        let win_rate = wins[s] as f64 / n;
        for (key, v) in [
            ("mean_score", mean_score),
            ("mean_rank", mean_rank),
            ("win_rate", win_rate),
        ] {
            assert!(
                object.contains(&printed(key, v)),
                "{game} seat {s}: {}\n{object}",
                printed(key, v)
            );
        }
    }
}
