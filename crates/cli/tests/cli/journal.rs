//! `kohle tournament --journal FILE`: a tournament stopped (killed) and resumed reports what an
//! uninterrupted run reports; a journal of another tournament, or a damaged one, is refused and
//! left as it was.

use crate::run::{kohle, kohle_cmd, stderr, stdout};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn temp_path(name: &str) -> PathBuf {
    crate::run::temp_path("journal", name)
}

const GAMES: &str = "6";

/// `kohle tournament` of Haspelknecht (seed 3) with a journal, then `extra` flags.
fn tournament_args(games: &str, bots: &str, journal: &Path, extra: &[&str]) -> Vec<String> {
    let base = [
        "tournament",
        "--game",
        "haspelknecht",
        "--games",
        games,
        "--seed",
        "3",
        "--bots",
        bots,
        "--journal",
        journal.to_str().unwrap(),
    ];
    base.iter().chain(extra).map(|a| a.to_string()).collect()
}

fn tournament(bots: &str, journal: &Path, csv: &Path) -> std::process::Output {
    let args = tournament_args(GAMES, bots, journal, &["--csv", csv.to_str().unwrap()]);
    kohle(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

#[test]
fn a_killed_tournament_resumes_to_the_uninterrupted_report() {
    let bots = "ismcts:300,greedy";
    // Uninterrupted, with a journal of its own.
    let (whole_j, whole_csv) = (temp_path("whole.jsonl"), temp_path("whole.csv"));
    let whole = tournament(bots, &whole_j, &whole_csv);
    assert!(whole.status.success(), "{}", stderr(&whole));
    let lines = std::fs::read_to_string(&whole_j).unwrap().lines().count();
    assert_eq!(lines, 1 + 6, "a header and one line per game");

    // Killed after its first games, then a torn line as a kill while writing leaves.
    let (part_j, part_csv) = (temp_path("part.jsonl"), temp_path("part.csv"));
    let mut child = kohle_cmd()
        .args(tournament_args(GAMES, bots, &part_j, &["--threads", "1"]))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let held = |p: &Path| {
        std::fs::read_to_string(p)
            .map(|t| t.lines().count().saturating_sub(1))
            .unwrap_or(0)
    };
    let start = std::time::Instant::now();
    while held(&part_j) < 1 && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let before = held(&part_j);
    assert!(
        (1..6).contains(&before),
        "{before} games recorded before the kill"
    );
    let mut torn = std::fs::OpenOptions::new()
        .append(true)
        .open(&part_j)
        .unwrap();
    std::io::Write::write_all(&mut torn, b"{\"game\":5,\"seed\":12").unwrap();
    drop(torn);

    let resumed = tournament(bots, &part_j, &part_csv);
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert!(
        stderr(&resumed).contains(&format!("{before} of 6 games from the journal")),
        "{}",
        stderr(&resumed)
    );
    assert_eq!(stdout(&resumed), stdout(&whole));
    assert_eq!(
        std::fs::read(&part_csv).unwrap(),
        std::fs::read(&whole_csv).unwrap()
    );
    assert_eq!(held(&part_j), 6);

    // A finished journal: nothing to play, the same report again.
    let again = tournament(bots, &part_j, &part_csv);
    assert!(again.status.success(), "{}", stderr(&again));
    assert_eq!(stdout(&again), stdout(&whole));
}

#[test]
fn a_second_writer_of_a_journal_is_refused_while_the_first_runs() {
    let j = temp_path("busy.jsonl");
    let args = tournament_args("1000", "ismcts:2000,greedy", &j, &["--threads", "1"]);
    // Long enough to be still running when the second starts.
    let mut first = kohle_cmd()
        .args(&args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while std::fs::metadata(&j).map(|m| m.len()).unwrap_or(0) == 0
        && start.elapsed() < Duration::from_secs(60)
    {
        std::thread::sleep(Duration::from_millis(10));
    }
    let second = kohle(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(first.try_wait().unwrap().is_none(), "the first still runs");
    first.kill().unwrap();
    first.wait().unwrap();
    assert_eq!(second.status.code(), Some(1));
    assert!(
        stderr(&second).contains("another kohle tournament is writing to it"),
        "{}",
        stderr(&second)
    );
}

/// `tournament(bots, journal)` is refused (exit status 1) with each of `messages` in its stderr,
/// and leaves the journal as it was.
fn assert_refused(bots: &str, journal: &Path, csv: &str, messages: &[&str]) {
    let kept = std::fs::read(journal).unwrap();
    let o = tournament(bots, journal, &temp_path(csv));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(messages.iter().all(|m| e.contains(m)), "{e}");
    assert_eq!(std::fs::read(journal).unwrap(), kept);
}

#[test]
fn another_tournaments_or_a_damaged_journal_is_refused_and_kept() {
    let (j, csv) = (temp_path("other.jsonl"), temp_path("other.csv"));
    let first = tournament("greedy,random", &j, &csv);
    assert!(first.status.success(), "{}", stderr(&first));
    let kept = std::fs::read(&j).unwrap();
    let messages = ["belongs to another tournament", "bots"];
    assert_refused("greedy,greedy", &j, "x.csv", &messages);

    // The same spec text with another network in its file.
    let net = temp_path("net.safetensors");
    let random =
        |seed| bots::learned::random_network::<haspelknecht::Haspelknecht>(2, &[8], seed).unwrap();
    std::fs::write(&net, random(1)).unwrap();
    let learned = format!("ismcts:5:net={},greedy", net.display());
    let nj = temp_path("net.jsonl");
    let o = tournament(&learned, &nj, &temp_path("n.csv"));
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::write(&net, random(2)).unwrap();
    assert_refused(&learned, &nj, "n2.csv", &["its networks:"]);

    // The settings a spec leaves to the game are written out in the header; a journal written
    // when a default was another (here `puct`) is not continued with today's.
    std::fs::write(&net, random(1)).unwrap();
    let text = std::fs::read_to_string(&nj).unwrap();
    let header = text.lines().next().unwrap();
    assert!(header.contains(":puct=0.25:netvalue=0:net="), "{header}");
    std::fs::write(&nj, text.replacen(":puct=0.25:", ":puct=0.5:", 1)).unwrap();
    let message = "its bots: ismcts:5:puct=0.5:netvalue=0:net=";
    assert_refused(&learned, &nj, "n3.csv", &[message]);

    // A damaged line in the middle (not a torn last line).
    let text = String::from_utf8(kept).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[2] = "{\"game\":";
    std::fs::write(&j, lines.join("\n") + "\n").unwrap();
    assert_refused(
        "greedy,random",
        &j,
        "y.csv",
        &["line 3 is not a game result"],
    );

    // Not a journal at all.
    let notes = temp_path("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    assert_refused(
        "greedy,random",
        &notes,
        "z.csv",
        &["not a kohle tournament journal"],
    );

    // A refused line-up makes no journal.
    let none = temp_path("none.jsonl");
    let o = tournament(
        "greedy,ismcts:10:net=/no/such.safetensors",
        &none,
        &temp_path("w.csv"),
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(!none.exists());
}

/// `scripts/strength-1s.sh`, small: both games' learned bots against the plain search, two
/// games each at 5 ms, then once more from the finished journals (nothing left to play); then
/// the 3-player Elo table's line-up, and a refused player count.
#[test]
fn the_strength_script_runs_and_resumes() {
    let dir = std::env::temp_dir().join(format!("kohle-strength-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/strength-1s.sh");
    let run = |args: &[&str]| {
        std::process::Command::new("bash")
            .arg(script)
            .arg(&dir)
            .args(args)
            .env("KOHLE", env!("CARGO_BIN_EXE_kohle"))
            .output()
            .unwrap()
    };
    for round in 0..2 {
        let o = run(&["2", "5ms"]);
        assert!(o.status.success(), "round {round}: {}", stderr(&o));
        let out = stdout(&o);
        for game in [
            "glueckauf — 2 players, 2 games",
            "haspelknecht — 2 players, 2 games",
        ] {
            assert!(out.contains(game), "{out}");
        }
        assert!(out.contains("ismcts:5ms:net"), "{out}");
        let held = std::fs::read_to_string(dir.join("glueckauf-5ms.jsonl")).unwrap();
        assert_eq!(held.lines().count(), 3);
    }
    // 3 players: the Elo table's line-up, in journals of their own beside the 2-player ones.
    let o = run(&["3", "5ms", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("haspelknecht — 3 players, 3 games"), "{out}");
    for bot in ["ismcts:5ms:net", "ismcts:5ms ", "greedy"] {
        assert!(out.contains(bot), "{out}");
    }
    let held = std::fs::read_to_string(dir.join("glueckauf-3p-5ms.jsonl")).unwrap();
    assert_eq!(held.lines().count(), 4);
    assert!(dir.join("glueckauf-5ms.jsonl").exists());
    // A player count the games do not have is refused before anything is played.
    let o = run(&["3", "5ms", "5"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("PLAYERS must be 2, 3 or 4"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("glueckauf-5p-5ms.jsonl").exists());
    // The 2-player report is its own, with the 3-player journals beside it.
    let out = stdout(&run(&["2", "5ms"]));
    assert!(out.contains("glueckauf — 2 players, 2 games"), "{out}");
    assert!(!out.contains("3 players"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
