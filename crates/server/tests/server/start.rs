//! Starting safely: the address first, then the SQLite lock, then the schema; a second server
//! (same file, or same address) exits at once with a clear message and touches nothing; a
//! database newer than the binary is refused; `--no-migrate` refuses pending migrations.

use crate::common::*;
use serde_json::json;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs `kohle-serve` with `args` to its end (it must end by itself within 10 s): exit success,
/// stdout, stderr.
fn run_serve(args: &[&str]) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kohle-serve"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("kohle-serve {args:?} did not exit");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_server_on_the_same_file_exits_before_touching_it() {
    let path = temp_db("second");
    let db = path.to_str().unwrap().to_string();
    let first = Proc::start(&db, &[]);
    // An open game, which a second server would resume (and log so) if it got that far.
    let created = create(
        &first.base(),
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let id = created["game_id"].as_str().unwrap();
    let stored = server::db::Db::connect(&db).await.unwrap();
    let before = stored.actions(id).await.unwrap();

    let t = Instant::now();
    let (ok, stdout, stderr) = run_serve(&["--addr", "127.0.0.1:0", "--db", &db]);
    assert!(!ok, "the second server must fail");
    assert!(t.elapsed() < Duration::from_secs(5), "it fails at once");
    assert!(
        stderr.contains("is in use by another kohle server"),
        "a clear message: {stderr}"
    );
    assert!(!stdout.contains("listening"), "{stdout}");
    assert!(
        !stderr.contains("resumed") && !stderr.contains("starting"),
        "it did nothing before failing: {stderr}"
    );
    assert_eq!(stored.actions(id).await.unwrap(), before, "nothing stored");
    // The first server goes on.
    let (status, _) = get_state(&first.base(), id, &token(&created, 0)).await;
    assert_eq!(status, 200);
    stored.close().await;
    drop(first);
    let _ = std::fs::remove_file(&path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_in_use_fails_before_the_database_is_created() {
    let first = start_sqlite("addr-first").await;
    let addr = first.addr.to_string();
    let path = temp_db("addr-second");
    let (ok, _, stderr) = run_serve(&["--addr", &addr, "--db", path.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        stderr.contains(&format!("cannot listen on {addr}")),
        "{stderr}"
    );
    assert!(!path.exists(), "the second server created its database");
    first.shutdown().await.unwrap();
}

/// Marks a database as migrated by a newer kohle.
async fn make_newer(db: &str) {
    let d = server::db::Db::connect(db).await.unwrap();
    server::schema::migrate(&d, db).await.unwrap();
    let server::db::Db::Sqlite(p) = &d else {
        unreachable!()
    };
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (9999, 'from the future', TRUE, X'00', 0)",
    )
    .execute(&p.write)
    .await
    .unwrap();
    d.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newer_database_is_refused() {
    let path = temp_db("newer");
    let db = path.to_str().unwrap();
    make_newer(db).await;
    let (ok, stdout, stderr) = run_serve(&["--addr", "127.0.0.1:0", "--db", db]);
    assert!(!ok);
    assert!(!stdout.contains("listening"));
    assert!(
        stderr.contains("is newer than this kohle: it has schema version 9999"),
        "{stderr}"
    );
    // The library says the same.
    let e = server::start(test_args(db)).await.err().expect("refused");
    assert!(format!("{e:#}").contains("newer than this kohle"), "{e:#}");
    let _ = std::fs::remove_file(&path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_migrate_refuses_pending_migrations() {
    let path = temp_db("nomigrate");
    let db = path.to_str().unwrap();
    let (ok, _, stderr) = run_serve(&["--addr", "127.0.0.1:0", "--db", db, "--no-migrate"]);
    assert!(!ok);
    assert!(stderr.contains("kohle db migrate"), "{stderr}");
    // After the migration it starts.
    let d = server::db::Db::connect(db).await.unwrap();
    let applied = server::schema::migrate(&d, db).await.unwrap();
    assert_eq!(applied, vec![1, 2, 10, 20, 30, 31]);
    assert_eq!(
        server::schema::migrate(&d, db).await.unwrap(),
        Vec::<i64>::new()
    );
    d.close().await;
    let mut args = test_args(db);
    args.no_migrate = true;
    let running = server::start(args).await.expect("starts once migrated");
    running.shutdown().await.unwrap();
    let _ = std::fs::remove_file(&path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_database_is_migrated_on_start() {
    // A database made by the schema of before (migration 1 only): the server brings it up to date
    // and keeps its games.
    let path = temp_db("old");
    let db = path.to_str().unwrap();
    let running = server::start(test_args(db)).await.unwrap();
    let base = format!("http://{}", running.addr);
    let two = create_two_seats(&base, "haspelknecht").await;
    running.shutdown().await.unwrap();
    {
        let d = server::db::Db::connect(db).await.unwrap();
        let server::db::Db::Sqlite(p) = &d else {
            unreachable!()
        };
        for q in [
            "DROP INDEX games_status_finished",
            "DROP INDEX games_created",
            "DELETE FROM _sqlx_migrations WHERE version = 2",
        ] {
            sqlx::query(q).execute(&p.write).await.unwrap();
        }
        let st = server::schema::state(&d).await.unwrap();
        assert_eq!(st.pending, vec![2]);
        d.close().await;
    }
    let running = server::start(test_args(db))
        .await
        .map_err(|e| format!("{e:#}"))
        .unwrap();
    let base = format!("http://{}", running.addr);
    let (status, _) = get_state(&base, &two.id, &two.tokens[0]).await;
    assert_eq!(status, 200);
    let st = server::schema::state(&running.app.db).await.unwrap();
    assert!(st.pending.is_empty() && st.unknown.is_empty());
    running.shutdown().await.unwrap();
    let _ = std::fs::remove_file(&path);
}
