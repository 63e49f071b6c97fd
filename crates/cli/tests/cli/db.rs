//! `kohle db` against real servers and databases: a backup taken while 50 games are played
//! keeps every move acknowledged before it (SQLite: an SQLite copy; PostgreSQL: JSON lines
//! restored by `import`), moving a host from SQLite to PostgreSQL in two commands, import twice
//! adds nothing, exported lines are records `kohle replay` reads, `check` names a game that does
//! not replay, `gc` removes old finished games, and bad input changes nothing.

use crate::run::kohle;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `kohle ARGS`, which must succeed: its stdout.
fn ok(args: &[&str]) -> String {
    let o = kohle(args);
    assert!(
        o.status.success(),
        "kohle {args:?} failed: {}{}",
        text(&o.stdout),
        text(&o.stderr)
    );
    text(&o.stdout)
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join("kohle-db-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{}-{name}", server::token::new_game_id()));
    let _ = std::fs::remove_file(&p);
    p
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// PostgreSQL for tests: `KOHLE_TEST_PG`, else the cluster of `scripts/postgres.sh` (installed
/// when missing). These tests fail without it; they never skip.
fn postgres_url() -> String {
    if let Ok(url) = std::env::var("KOHLE_TEST_PG") {
        if !url.is_empty() {
            return url;
        }
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/postgres.sh");
    let out = Command::new("bash")
        .arg(&script)
        .stderr(Stdio::inherit())
        .output()
        .unwrap();
    let url = text(&out.stdout).trim().to_string();
    assert!(url.starts_with("postgres://"), "PostgreSQL is needed");
    url
}

async fn fresh_pg(name: &str) -> String {
    use sqlx::Connection;
    let url = postgres_url();
    let db = format!("kohle_{name}_{}", server::token::new_game_id());
    let mut c = sqlx::PgConnection::connect(&url).await.unwrap();
    sqlx::Executor::execute(&mut c, format!("CREATE DATABASE {db}").as_str())
        .await
        .unwrap();
    format!("{}/{db}", &url[..url.rfind('/').unwrap()])
}

/// A server on `db` just after another one on it stopped. Its lock is released at the stop, but
/// a child process that another test of this binary is starting at that moment holds a copy of
/// the lock's file descriptor from its fork until its exec (close-on-exec): under load, that is
/// long enough to see the file in use. So the start is tried again while it says so, for 10 s.
async fn start_when_free(db: &Path) -> server::Running {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        match server::start(args(s(db))).await {
            Ok(running) => return running,
            Err(e) if e.to_string().contains("in use") && std::time::Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(50)).await
            }
            Err(e) => panic!("{e:#}"),
        }
    }
}

/// `run` again while it fails because the file is in use (see [`start_when_free`]), for 10 s.
fn wait_while_in_use(run: impl Fn() -> Output) -> Output {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let o = run();
        if o.status.success()
            || !text(&o.stderr).contains("in use")
            || std::time::Instant::now() > deadline
        {
            return o;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn args(db: &str) -> server::ServeArgs {
    let mut a = server::ServeArgs::new("127.0.0.1:0", db);
    a.messages_per_second = 100_000.0;
    a.requests_per_second = 100_000.0;
    a
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap()
}

async fn get(base: &str, id: &str, token: &str) -> (u16, Value) {
    let r = client()
        .get(format!("{base}/api/games/{id}"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// A created game: id, seat tokens, spectator token.
struct Game {
    id: String,
    tokens: Vec<String>,
    spectator: String,
}

async fn create(base: &str, body: Value) -> Game {
    let r = client()
        .post(format!("{base}/api/games"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    let v: Value = r.json().await.unwrap();
    Game {
        id: v["game_id"].as_str().unwrap().into(),
        tokens: v["invites"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["token"].as_str().unwrap().to_string())
            .collect(),
        spectator: v["spectator"]["token"].as_str().unwrap().into(),
    }
}

/// Plays random legal moves in `game` until `stop`; every acknowledged move is pushed to
/// `acked` as (seat, notation, whether the backup had started when it was acknowledged).
async fn play(
    base: String,
    game: Arc<Game>,
    mut seed: u64,
    stop: Arc<AtomicBool>,
    started: Arc<AtomicBool>,
    acked: Arc<Mutex<Vec<(u8, String, bool)>>>,
) {
    while !stop.load(Ordering::Relaxed) {
        let (_, pub_state) = get(&base, &game.id, &game.spectator).await;
        if pub_state["status"] != "open" {
            return;
        }
        let seat = pub_state["to_move"][0].as_u64().unwrap() as usize;
        let (_, st) = get(&base, &game.id, &game.tokens[seat]).await;
        let legal = st["legal"].as_array().unwrap();
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let action = legal[(seed % legal.len() as u64) as usize]["action"]
            .as_str()
            .unwrap()
            .to_string();
        let r = client()
            .post(format!("{base}/api/games/{}/actions", game.id))
            .bearer_auth(&game.tokens[seat])
            .json(&json!({ "action": action }))
            .send()
            .await
            .unwrap();
        if r.status() == 200 {
            // Read the flag after the answer: a move acknowledged before the backup started
            // has `false` here.
            let during = started.load(Ordering::SeqCst);
            acked.lock().unwrap().push((seat as u8, action, during));
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

type Acked = HashMap<String, Arc<Mutex<Vec<(u8, String, bool)>>>>;

/// 50 games played while `backup` runs (as the `kohle` binary): the acknowledged moves per game.
async fn backup_during_play(base: &str, backup: Vec<String>) -> (Vec<Arc<Game>>, Acked) {
    let mut games = Vec::new();
    for i in 0..50 {
        let kind = if i % 2 == 0 {
            "glueckauf"
        } else {
            "haspelknecht"
        };
        let body = json!({ "game": kind, "seats": [{ "name": "A" }, { "name": "B" }] });
        games.push(Arc::new(create(base, body).await));
    }
    let stop = Arc::new(AtomicBool::new(false));
    let started = Arc::new(AtomicBool::new(false));
    let mut acked = HashMap::new();
    let mut tasks = Vec::new();
    for (i, g) in games.iter().enumerate() {
        let a: Arc<Mutex<Vec<_>>> = Arc::default();
        acked.insert(g.id.clone(), a.clone());
        tasks.push(tokio::spawn(play(
            base.to_string(),
            g.clone(),
            0x9e37_79b9 * (i as u64 + 1),
            stop.clone(),
            started.clone(),
            a,
        )));
    }
    // The backup starts once 150 moves were acknowledged (not after a fixed time: a loaded
    // machine made only 50 in 1.5 s).
    let waited = std::time::Instant::now();
    while acked
        .values()
        .map(|a| a.lock().unwrap().len())
        .sum::<usize>()
        < 150
    {
        assert!(
            waited.elapsed() < Duration::from_secs(120),
            "fewer than 150 moves in 120 s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    started.store(true, Ordering::SeqCst);
    let out = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_kohle"))
            .args(&backup)
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    // Play goes on a little after the backup.
    tokio::time::sleep(Duration::from_millis(300)).await;
    stop.store(true, Ordering::SeqCst);
    for t in tasks {
        t.await.unwrap();
    }
    assert!(
        out.status.success(),
        "backup: {}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    (games, acked)
}

/// Every move acknowledged before the backup started is in `restored`, in order.
async fn assert_restored(restored: &server::db::Db, games: &[Arc<Game>], acked: &Acked) {
    let (mut before, mut total) = (0, 0);
    for g in games {
        let acked = acked[&g.id].lock().unwrap().clone();
        let stored = restored.actions(&g.id).await.unwrap();
        for (i, (seat, action, during)) in acked.iter().enumerate() {
            total += 1;
            if *during {
                continue;
            }
            before += 1;
            let row = stored.get(i).unwrap_or_else(|| {
                panic!("game {}: acknowledged move {i} `{action}` is missing", g.id)
            });
            assert_eq!((row.seat, row.notation.as_str()), (*seat, action.as_str()));
        }
    }
    assert!(before >= 100, "only {before} moves before the backup");
    assert!(total > before, "no move was played during the backup");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_backup_while_50_games_are_played() {
    let db = temp("live.sqlite");
    let running = server::start(args(s(&db))).await.unwrap();
    let base = format!("http://{}", running.addr);
    let backup = temp("backup.sqlite");
    let cmd = vec!["db", "backup", "--db", s(&db), s(&backup)]
        .into_iter()
        .map(String::from)
        .collect();
    let (games, acked) = backup_during_play(&base, cmd).await;
    running.shutdown().await.unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&backup).unwrap().permissions().mode() & 0o777;
        assert_eq!(
            mode, 0o600,
            "a backup holds seeds and hidden decisions: {mode:o}"
        );
    }
    // Restored: the copy is a database a server starts on; every game replays.
    let out = ok(&["db", "check", "--db", s(&backup)]);
    assert!(out.contains("50 games checked: every one replays"), "{out}");
    let restored = server::start(args(s(&backup))).await.unwrap();
    assert_restored(&restored.app.db, &games, &acked).await;
    // The old links work on the restored server.
    let base = format!("http://{}", restored.addr);
    let (status, _) = get(&base, &games[0].id, &games[0].tokens[1]).await;
    assert_eq!(status, 200);
    restored.shutdown().await.unwrap();
    // A backup is never written over an existing file.
    let o = kohle(&["db", "backup", "--db", s(&db), s(&backup)]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("exists already"),
        "{}",
        text(&o.stderr)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_backup_while_50_games_are_played_restores_by_import() {
    let url = fresh_pg("backup").await;
    let running = server::start(args(&url)).await.unwrap();
    let base = format!("http://{}", running.addr);
    let backup = temp("backup.jsonl");
    let cmd = vec!["db", "backup", "--db", &url, s(&backup)]
        .into_iter()
        .map(String::from)
        .collect();
    let (games, acked) = backup_during_play(&base, cmd).await;
    running.shutdown().await.unwrap();
    let lines = std::fs::read_to_string(&backup).unwrap();
    assert_eq!(
        lines.lines().filter(|l| l.contains("\"server\"")).count(),
        50
    );
    // Restore into a new database, then again: the second import adds nothing.
    let target = fresh_pg("restore").await;
    let out = ok(&["db", "import", "--db", &target, s(&backup)]);
    assert!(
        out.contains("50 games imported, 0 were there already"),
        "{out}"
    );
    let out = ok(&["db", "import", "--db", &target, s(&backup)]);
    assert!(
        out.contains("0 games imported, 50 were there already"),
        "{out}"
    );
    let restored = server::start(args(&target)).await.unwrap();
    assert_restored(&restored.app.db, &games, &acked).await;
    let base = format!("http://{}", restored.addr);
    let (status, state) = get(&base, &games[1].id, &games[1].tokens[0]).await;
    assert_eq!(status, 200, "{state}");
    restored.shutdown().await.unwrap();
    assert!(ok(&["db", "check", "--db", &target]).contains("every one replays"));
}

/// Moving a host from SQLite to PostgreSQL: export, import; the players' links keep working and
/// the games go on where they were.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_from_sqlite_to_postgres_in_two_commands() {
    let db = temp("old-host.sqlite");
    let running = server::start(args(s(&db))).await.unwrap();
    let base = format!("http://{}", running.addr);
    let g = create(
        &base,
        json!({ "game": "haspelknecht", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let stop = Arc::new(AtomicBool::new(false));
    let acked: Arc<Mutex<Vec<_>>> = Arc::default();
    let g = Arc::new(g);
    let t = tokio::spawn(play(
        base.clone(),
        g.clone(),
        7,
        stop.clone(),
        Arc::new(AtomicBool::new(false)),
        acked.clone(),
    ));
    tokio::time::sleep(Duration::from_millis(500)).await;
    stop.store(true, Ordering::SeqCst);
    t.await.unwrap();
    let (_, before) = get(&base, &g.id, &g.tokens[0]).await;
    running.shutdown().await.unwrap();

    let export = temp("export.jsonl");
    let out = ok(&["db", "export", "--db", s(&db), "-o", s(&export)]);
    assert!(out.contains("1 games written"), "{out}");
    let url = fresh_pg("moved").await;
    ok(&["db", "import", "--db", &url, s(&export)]);
    let moved = server::start(args(&url)).await.unwrap();
    let base = format!("http://{}", moved.addr);
    let (status, after) = get(&base, &g.id, &g.tokens[0]).await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["log"], before["log"]);
    assert_eq!(after["version"], before["version"]);
    assert_eq!(after["view"], before["view"]);
    moved.shutdown().await.unwrap();

    // Each line is a record `kohle replay` reads.
    let line = std::fs::read_to_string(&export).unwrap();
    let one = temp("one.json");
    let first_game = line.lines().find(|l| l.contains("\"server\"")).unwrap();
    std::fs::write(&one, first_game).unwrap();
    let out = ok(&["replay", s(&one), "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "haspelknecht");
    // --game picks one; an unknown game is an error.
    let out = ok(&["db", "export", "--db", s(&db), "--game", &g.id]);
    assert_eq!(out.lines().count(), 1);
    let o = kohle(&["db", "export", "--db", s(&db), "--game", "nosuchgame"]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("there is no game `nosuchgame`"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn check_gc_and_bad_input() {
    let db = temp("tools.sqlite");
    let running = server::start(args(s(&db))).await.unwrap();
    let base = format!("http://{}", running.addr);
    // A finished game (two random bots), an open one, and one that will be broken.
    let done = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "bot": "random" }, { "bot": "random" }] }),
    )
    .await;
    let open = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let broken = create(
        &base,
        json!({ "game": "haspelknecht", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    for _ in 0..600 {
        let (_, st) = get(&base, &done.id, &done.spectator).await;
        if st["status"] == "finished" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // One move in the game to break.
    let (_, st) = get(&base, &broken.id, &broken.spectator).await;
    let seat = st["to_move"][0].as_u64().unwrap() as usize;
    let (_, st) = get(&base, &broken.id, &broken.tokens[seat]).await;
    let a = st["legal"][0]["action"].as_str().unwrap();
    let r = client()
        .post(format!("{base}/api/games/{}/actions", broken.id))
        .bearer_auth(&broken.tokens[seat])
        .json(&json!({ "action": a }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    running.shutdown().await.unwrap();

    // `migrate` on the file of a running server is refused (the lock); the server goes on.
    let running = start_when_free(&db).await;
    let o = kohle(&["db", "migrate", "--db", s(&db)]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("in use by another kohle server"));
    running.shutdown().await.unwrap();
    let migrated = wait_while_in_use(|| kohle(&["db", "migrate", "--db", s(&db)]));
    assert!(
        text(&migrated.stdout).contains("up to date"),
        "{}",
        text(&migrated.stderr)
    );

    assert!(ok(&["db", "check", "--db", s(&db)]).contains("3 games checked"));
    // Break it: its first action is no longer legal.
    {
        let d = server::db::Db::connect(s(&db)).await.unwrap();
        let server::db::Db::Sqlite(p) = &d else {
            unreachable!()
        };
        sqlx::query("UPDATE actions SET notation = 'mine 8' WHERE game_id = $1")
            .bind(&broken.id)
            .execute(&p.write)
            .await
            .unwrap();
        d.close().await;
    }
    let o = kohle(&["db", "check", "--db", s(&db)]);
    assert!(!o.status.success());
    let out = text(&o.stdout);
    assert!(
        out.contains(&format!("game {}: does not replay", broken.id)),
        "{out}"
    );
    assert!(!out.contains(&open.id) && !out.contains(&done.id), "{out}");
    assert!(text(&o.stderr).contains("1 of 3 games do not replay"));

    // An import with a bad line names it and changes nothing; so does one with a broken game.
    let export = temp("all.jsonl");
    let o = kohle(&["db", "export", "--db", s(&db), "-o", s(&export)]);
    assert!(o.status.success());
    let target = temp("target.sqlite");
    let good: Vec<String> = std::fs::read_to_string(&export)
        .unwrap()
        .lines()
        .filter(|l| !l.contains(&broken.id))
        .map(String::from)
        .collect();
    let bad = temp("bad.jsonl");
    std::fs::write(&bad, format!("{}\n{{\"game\": 1}}\n", good[0])).unwrap();
    let o = kohle(&["db", "import", "--db", s(&target), s(&bad)]);
    assert!(!o.status.success());
    let e = text(&o.stderr);
    assert!(
        e.contains("line 2:") && e.contains("nothing was imported"),
        "{e}"
    );
    let with_broken = std::fs::read_to_string(&export).unwrap();
    std::fs::write(&bad, &with_broken).unwrap();
    let o = kohle(&["db", "import", "--db", s(&target), s(&bad)]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("does not replay"),
        "{}",
        text(&o.stderr)
    );
    // Nothing was imported: not even the new database file is left.
    assert!(!target.exists());

    // gc: nothing ended before 2000; everything finished ended before 2100.
    let o = kohle(&[
        "db",
        "gc",
        "--db",
        s(&db),
        "--finished-before",
        "2100-13-01",
    ]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("is not a date: use YYYY-MM-DD"));
    let out = ok(&[
        "db",
        "gc",
        "--db",
        s(&db),
        "--finished-before",
        "2000-01-01",
    ]);
    assert!(out.contains("0 finished games removed"), "{out}");
    let o = kohle(&[
        "db",
        "gc",
        "--db",
        s(&db),
        "--finished-before",
        "2100-01-01",
    ]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("is in the future"),
        "{}",
        text(&o.stderr)
    );
    let tomorrow = (time::OffsetDateTime::now_utc().date() + time::Duration::days(1)).to_string();
    let out = ok(&["db", "gc", "--db", s(&db), "--finished-before", &tomorrow]);
    assert!(out.contains("1 finished games removed"), "{out}");
    let left = ok(&["db", "export", "--db", s(&db)]);
    assert_eq!(left.lines().filter(|l| l.contains("\"server\"")).count(), 2);
    assert!(!left.contains(&done.id));
    // A missing SQLite file is not created by a reading tool.
    let missing = temp("missing.sqlite");
    let o = kohle(&["db", "check", "--db", s(&missing)]);
    assert!(!o.status.success());
    assert!(!missing.exists());
}

/// `kohle db check` runs the database's own checks: 8 KiB of random bytes over two index
/// pages, and a row whose game is missing, each give a non-zero exit naming the damage (the
/// games themselves may still replay).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn check_finds_a_damaged_file_and_a_broken_reference() {
    let db = temp("damaged.sqlite");
    let running = server::start(args(s(&db))).await.unwrap();
    let base = format!("http://{}", running.addr);
    for game in ["glueckauf", "haspelknecht"] {
        create(
            &base,
            json!({ "game": game, "seats": [{ "name": "A" }, { "name": "B" }] }),
        )
        .await;
    }
    running.shutdown().await.unwrap();
    let out = ok(&["db", "check", "--db", s(&db)]);
    assert!(
        out.contains("database: integrity_check, foreign_key_check found nothing wrong")
            && out.contains("2 games checked: every one replays"),
        "{out}"
    );
    let orphan = temp("orphan.sqlite");
    std::fs::copy(&db, &orphan).unwrap();

    // Random bytes over the pages of two indexes.
    let (pages, size) = {
        use sqlx::ConnectOptions;
        let mut c = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&db)
            .connect()
            .await
            .unwrap();
        let pages: Vec<i64> = sqlx::query_scalar(
            "SELECT rootpage FROM sqlite_master WHERE type = 'index' AND name LIKE 'games_%' ORDER BY name",
        )
        .fetch_all(&mut c)
        .await
        .unwrap();
        let size: i64 = sqlx::query_scalar("PRAGMA page_size")
            .fetch_one(&mut c)
            .await
            .unwrap();
        sqlx::Connection::close(c).await.unwrap();
        (pages, size as u64)
    };
    assert!(pages.len() >= 2, "{pages:?}");
    {
        use std::io::{Seek, SeekFrom, Write};
        let mut f = std::fs::OpenOptions::new().write(true).open(&db).unwrap();
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        for page in &pages[..2] {
            let noise: Vec<u8> = (0..size)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x as u8
                })
                .collect();
            f.seek(SeekFrom::Start((*page as u64 - 1) * size)).unwrap();
            f.write_all(&noise).unwrap();
        }
        f.sync_all().unwrap();
    }
    let o = kohle(&["db", "check", "--db", s(&db)]);
    assert!(!o.status.success(), "{}", text(&o.stdout));
    assert!(
        text(&o.stdout).contains("database: integrity_check"),
        "{}",
        text(&o.stdout)
    );
    assert!(
        !text(&o.stdout).contains("every one replays"),
        "{}",
        text(&o.stdout)
    );
    assert!(
        text(&o.stderr).contains("the database is damaged"),
        "{}",
        text(&o.stderr)
    );

    // A link whose game is missing (written with the foreign keys off).
    {
        use sqlx::ConnectOptions;
        let mut c = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&orphan)
            .foreign_keys(false)
            .connect()
            .await
            .unwrap();
        sqlx::query("INSERT INTO tokens (hash, game_id, seat) VALUES ('ab', 'nosuchgame', 0)")
            .execute(&mut c)
            .await
            .unwrap();
        sqlx::Connection::close(c).await.unwrap();
    }
    let o = kohle(&["db", "check", "--db", s(&orphan)]);
    assert!(!o.status.success());
    assert!(
        text(&o.stdout).contains(
            "foreign_key_check: row 7 of tokens refers to a row of games that is not there"
        ),
        "{}",
        text(&o.stdout)
    );
}
