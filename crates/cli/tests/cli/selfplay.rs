//! `kohle selfplay` as a user runs it: numpy files a reader can load, the same bytes for the
//! same seed on any number of threads, and clear refusals that leave nothing behind.

use crate::run::{kohle, stderr};
use npyz::NpyFile;
use std::path::{Path, PathBuf};
use std::process::Output;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kohle-selfplay-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_dir_all(&path);
    path
}

fn selfplay(game: &str, out: &Path, threads: &str) -> Output {
    kohle(&[
        "selfplay",
        "--game",
        game,
        "--games",
        "3",
        "--bot",
        "ismcts:60",
        "--seed",
        "7",
        "--threads",
        threads,
        "--out",
        out.to_str().unwrap(),
    ])
}

/// The shape and the values of a numpy file, read by a numpy reader (npyz).
fn load<T: npyz::Deserialize>(path: &Path) -> (Vec<u64>, Vec<T>) {
    let file = NpyFile::new(std::fs::File::open(path).unwrap()).unwrap();
    (file.shape().to_vec(), file.into_vec::<T>().unwrap())
}

#[test]
fn selfplay_writes_numpy_files_that_repeat_for_a_seed() {
    for game in ["haspelknecht", "glueckauf"] {
        let a = temp_dir(&format!("{game}-a"));
        let b = temp_dir(&format!("{game}-b"));
        let out = selfplay(game, &a, "2");
        assert!(out.status.success(), "{}", stderr(&out));
        let out = selfplay(game, &b, "1");
        assert!(out.status.success(), "{}", stderr(&out));
        let meta: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(a.join("meta.json")).unwrap()).unwrap();
        assert_eq!(meta["game"], game);
        assert_eq!(meta["games"], 3);
        assert_eq!(meta["bot"], "ismcts:60");
        let rows = meta["positions"].as_u64().unwrap();
        let obs_len = meta["observation_len"].as_u64().unwrap();
        let actions = meta["num_actions"].as_u64().unwrap();
        assert!(rows > 100, "{rows} positions in 3 games");
        // Every file, byte for byte, whatever the number of threads.
        for name in [
            "obs",
            "policy",
            "legal",
            "evaluation",
            "score",
            "win",
            "game",
            "seat",
        ] {
            let file = format!("{name}.npy");
            assert_eq!(
                std::fs::read(a.join(&file)).unwrap(),
                std::fs::read(b.join(&file)).unwrap(),
                "{game} {file}"
            );
        }
        assert_eq!(
            std::fs::read(a.join("meta.json")).unwrap(),
            std::fs::read(b.join("meta.json")).unwrap()
        );
        // Shapes, and what the rows mean.
        let (shape, obs) = load::<f32>(&a.join("obs.npy"));
        assert_eq!(shape, vec![rows, obs_len]);
        assert!(obs.iter().all(|x| x.is_finite()));
        let (shape, policy) = load::<f32>(&a.join("policy.npy"));
        assert_eq!(shape, vec![rows, actions]);
        let (_, legal) = load::<u8>(&a.join("legal.npy"));
        for (p, l) in policy
            .chunks(actions as usize)
            .zip(legal.chunks(actions as usize))
        {
            let sum: f32 = p.iter().sum();
            assert!((sum - 1.0).abs() < 1e-4, "visit shares sum to {sum}");
            assert!(
                l.iter().filter(|&&x| x == 1).count() >= 2,
                "a searched decision"
            );
            for (x, m) in p.iter().zip(l) {
                assert!(*m == 1 || *x == 0.0, "a visit share on an illegal action");
            }
        }
        let (shape, score) = load::<f32>(&a.join("score.npy"));
        assert_eq!(shape, vec![rows, 2]);
        let (_, win) = load::<f32>(&a.join("win.npy"));
        let (_, seat) = load::<u8>(&a.join("seat.npy"));
        // The decider's own final score is column 0: the win share agrees with it.
        for ((s, w), _) in score.chunks(2).zip(&win).zip(&seat) {
            if s[0] > s[1] {
                assert_eq!(*w, 1.0);
            } else if s[0] < s[1] {
                assert_eq!(*w, 0.0);
            }
        }
        let _ = std::fs::remove_dir_all(&a);
        let _ = std::fs::remove_dir_all(&b);
    }
}

#[test]
fn selfplay_refuses_bad_input_and_writes_nothing() {
    let dir = temp_dir("refused");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("keep.txt"), "mine").unwrap();
    let d = dir.to_str().unwrap();
    for (args, says) in [
        (vec!["--bot", "greedy", "--out", "X"], "must be `ismcts`"),
        (vec!["--bot", "ismcts:0", "--out", "X"], "1 to 10000000"),
        (vec!["--players", "5", "--out", "X"], "2 to 4 players"),
        (vec!["--games", "0", "--out", "X"], "at least 1"),
        (
            vec!["--positions-per-game", "0", "--out", "X"],
            "at least one position",
        ),
        (vec!["--out", d], "not an empty directory"),
        (vec!["--out", "/nonexistent-kohle-dir/sp"], "does not exist"),
        (
            vec![
                "--bot",
                "ismcts:20:net=/nonexistent/n.safetensors",
                "--out",
                "X",
            ],
            "/nonexistent/n.safetensors",
        ),
    ] {
        let out_arg = temp_dir("never");
        let args: Vec<&str> = args
            .iter()
            .map(|a| {
                if *a == "X" {
                    out_arg.to_str().unwrap()
                } else {
                    a
                }
            })
            .collect();
        let mut full = vec!["selfplay", "--game", "haspelknecht", "--games", "2"];
        if args.contains(&"--games") {
            full.truncate(3);
        }
        full.extend(args.iter().copied());
        let out = kohle(&full);
        assert!(!out.status.success(), "{full:?} was accepted");
        assert!(stderr(&out).contains(says), "{full:?}: {}", stderr(&out));
        assert!(!out_arg.exists(), "{full:?} left {}", out_arg.display());
    }
    // The existing directory is as it was.
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("keep.txt")]);
    assert_eq!(
        std::fs::read_to_string(dir.join("keep.txt")).unwrap(),
        "mine"
    );
}

/// The next generation's data: every seat searches guided by the shipped network, and
/// `meta.json` says so.
#[test]
fn selfplay_with_a_network_records_the_guided_search() {
    let out_dir = temp_dir("guided");
    let out = kohle(&[
        "selfplay",
        "--game",
        "haspelknecht",
        "--games",
        "1",
        "--bot",
        "ismcts:40:net",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out_dir.join("meta.json")).unwrap()).unwrap();
    assert_eq!(meta["bot"], "ismcts:40:net");
    let (shape, policy) = load::<f32>(&out_dir.join("policy.npy"));
    assert!(shape[0] > 10, "{shape:?}");
    // Each row's visit shares sum to 1.
    for row in policy.chunks(shape[1] as usize) {
        assert!((row.iter().sum::<f32>() - 1.0).abs() < 1e-4);
    }
    let _ = std::fs::remove_dir_all(&out_dir);
}

#[test]
fn a_learned_bot_without_its_network_is_refused_before_any_game() {
    // Every game and player count has its shipped network.
    for (game, players) in [("glueckauf", "3"), ("haspelknecht", "4")] {
        let out = kohle(&[
            "simulate",
            "--game",
            game,
            "--players",
            players,
            "--games",
            "1",
            "--bots",
            "ismcts:5:net",
        ]);
        assert!(out.status.success(), "{game} {players}: {}", stderr(&out));
    }
    let out = kohle(&[
        "tournament",
        "--game",
        "haspelknecht",
        "--games",
        "2",
        "--bots",
        "ismcts:20:net=/nonexistent/kohle.safetensors,ismcts:20",
    ]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("missing"), "{}", stderr(&out));
    // The shipped 2-player network plays.
    let out = kohle(&[
        "tournament",
        "--game",
        "haspelknecht",
        "--games",
        "2",
        "--bots",
        "ismcts:20:net,ismcts:20",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["failed_games"], 0);
}

/// `--positions-per-game K`: K rows of each game, and `meta.json` says so.
#[test]
fn selfplay_keeps_k_positions_per_game() {
    let out_dir = temp_dir("per-game");
    let out = kohle(&[
        "selfplay",
        "--game",
        "glueckauf",
        "--games",
        "3",
        "--bot",
        "ismcts:30",
        "--positions-per-game",
        "4",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out_dir.join("meta.json")).unwrap()).unwrap();
    assert_eq!(meta["positions"], 12);
    assert_eq!(meta["positions_per_game"], 4);
    let (shape, games) = load::<u32>(&out_dir.join("game.npy"));
    assert_eq!(shape, vec![12]);
    assert_eq!(games, vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
}
