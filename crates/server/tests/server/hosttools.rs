//! Issue 37, the host's data: everything a host keeps survives its own tools.
//!
//! - Every table of the live schema (SQLite and PostgreSQL) is carried by export and import or
//!   named as rebuilt ([`server::hostdata`]).
//! - A round trip through every kind of row, the data made by driving a real server through its
//!   API (persons with keys, addresses and languages, sign-in links, ratings after rated games,
//!   an unsubscribe, sent and queued mail, an analysis, a fired timeout, games in progress with
//!   clocks, finished, resigned, forfeited, aborted and rematched): export → import into an
//!   empty SQLite and an empty PostgreSQL database → export again gives the same file, and
//!   servers on the imported databases answer every person's My games, the leaderboard and
//!   every game for every link exactly as a server on the original database.
//! - gc removes old games with everything that refers to them and keeps ratings and persons;
//!   it refuses to run beside a server on SQLite and works beside one on PostgreSQL.
//! - Bad input changes nothing: a damaged or foreign import names its line, a gc date in the
//!   future or in a wrong format is refused, a backup or export is never written over a file.
//! - Backups and exports are created 0600.

use crate::common::*;
use serde_json::{json, Value};
use server::dbcmd::{execute, DbCommand};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

async fn post(base: &str, path: &str, bearer: Option<&str>, body: Option<Value>) -> (u16, Value) {
    send(reqwest::Method::POST, format!("{base}{path}"), bearer, body).await
}

async fn get(base: &str, path: &str, bearer: Option<&str>) -> (u16, Value) {
    send(reqwest::Method::GET, format!("{base}{path}"), bearer, None).await
}

/// `kohle db …` in this process: Ok(output) or Err(the error's text).
async fn db(cmd: DbCommand) -> Result<String, String> {
    let mut out = Vec::new();
    match execute(cmd, &mut out).await {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(e) => Err(format!("{e:#}")),
    }
}

fn export_cmd(url: &str, file: &Path) -> DbCommand {
    DbCommand::Export {
        db: url.into(),
        game: None,
        finished: false,
        output: Some(file.to_path_buf()),
    }
}

fn import_cmd(url: &str, file: &Path) -> DbCommand {
    DbCommand::Import {
        db: url.into(),
        file: file.to_path_buf(),
    }
}

fn temp_file(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join("kohle-server-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("{}-{name}", server::token::new_game_id()))
}

fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

/// A game's links: the seats' tokens and the spectator's.
#[derive(Clone, Debug)]
struct Links {
    id: String,
    tokens: Vec<String>,
}

fn links_of(c: &Value) -> Links {
    let mut tokens: Vec<String> = c["invites"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["token"].as_str().unwrap().to_string())
        .collect();
    tokens.push(spectator_token(c));
    Links {
        id: c["game_id"].as_str().unwrap().to_string(),
        tokens,
    }
}

async fn new_player(base: &str, name: &str, email: Option<&str>, lang: &str) -> String {
    let (st, v) = post(
        base,
        "/api/players",
        None,
        Some(json!({ "name": name, "email": email, "lang": lang })),
    )
    .await;
    assert_eq!(st, 201, "{v}");
    v["key"].as_str().unwrap().to_string()
}

async fn wait_status(base: &str, g: &Links, want: &str, secs: u64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        let (_, s) = get_state(base, &g.id, g.tokens.last().unwrap()).await;
        if s["status"] == want {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "game {} not {want}: {}",
            g.id,
            s["status"]
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// What the host's data looks like through the API: every person's My games (every key), the
/// leaderboards, every game's state for every link, every finished game's analysis.
async fn everything(base: &str, keys: &[String], games: &[Links]) -> Value {
    let mut out = serde_json::Map::new();
    for (i, k) in keys.iter().enumerate() {
        let (st, me) = get(base, "/api/me?lang=de", Some(k)).await;
        assert_eq!(st, 200, "{me}");
        out.insert(format!("me {i}"), me);
    }
    for players in [2, 3] {
        let (st, b) = get(
            base,
            &format!("/api/leaderboard?game=glueckauf&players={players}"),
            None,
        )
        .await;
        assert_eq!(st, 200, "{b}");
        out.insert(format!("leaderboard {players}"), b);
    }
    for g in games {
        for (i, t) in g.tokens.iter().enumerate() {
            let (st, s) = get_state(base, &g.id, t).await;
            assert_eq!(st, 200, "{s}");
            out.insert(format!("game {} link {i}", g.id), s);
        }
        let (st, a) = get(
            base,
            &format!("/api/games/{}/analysis?lang=en", g.id),
            g.tokens.last().map(String::as_str),
        )
        .await;
        out.insert(
            format!("analysis {}", g.id),
            json!({ "status": st, "body": a }),
        );
    }
    Value::Object(out)
}

/// Runs one statement on a database (tests only).
async fn exec(d: &server::db::Db, sql: &str) {
    match d {
        server::db::Db::Sqlite(p) => sqlx::query(sql).execute(&p.write).await.map(|_| ()),
        server::db::Db::Pg(p, _) => sqlx::query(sql).execute(p).await.map(|_| ()),
    }
    .unwrap_or_else(|e| panic!("{sql}: {e}"));
}

/// The rows of each table in an export, by the `table` of its row lines (`games`: game lines).
fn tables_in(export: &str) -> std::collections::BTreeMap<String, Vec<Value>> {
    let mut m: std::collections::BTreeMap<String, Vec<Value>> = Default::default();
    for line in export.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        if v.get("kohle_export").is_some() {
            continue;
        }
        match v["table"].as_str() {
            Some(t) => m.entry(t.to_string()).or_default().push(v["row"].clone()),
            None => m.entry("games".into()).or_default().push(v),
        }
    }
    m
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_table_of_both_schemas_is_carried_or_named_as_rebuilt() {
    let sqlite = temp_db("schema");
    let pg = fresh_pg_database("schema").await;
    for url in [sqlite.to_str().unwrap().to_string(), pg] {
        let d = server::db::Db::connect(&url).await.unwrap();
        server::schema::migrate(&d, "test").await.unwrap();
        assert_eq!(
            server::hostdata::uncovered(&d).await.unwrap(),
            Vec::<String>::new(),
            "{url}"
        );
        // Every table named in the definition is in the live schema.
        let live: Vec<String> = server::hostdata::live_schema(&d)
            .await
            .unwrap()
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        for t in server::hostdata::CARRIED
            .iter()
            .map(|t| t.name)
            .chain(server::hostdata::REBUILT.iter().map(|r| r.0))
        {
            assert!(live.contains(&t.to_string()), "{t} is not in {live:?}");
        }
        // A table or a column that a migration adds without saying what becomes of it fails.
        exec(&d, "CREATE TABLE kept_secretly (x TEXT)").await;
        exec(&d, "ALTER TABLE players ADD COLUMN nickname TEXT").await;
        let problems = server::hostdata::uncovered(&d).await.unwrap();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(
            problems[0].contains("kept_secretly") || problems[1].contains("kept_secretly"),
            "{problems:?}"
        );
        assert!(
            problems
                .iter()
                .any(|p| p.contains("players") && p.contains("nickname")),
            "{problems:?}"
        );
        d.close().await;
    }
}

/// A host's data made through the API of a real server (with a real SMTP sink).
struct Host {
    path: PathBuf,
    /// Every person's keys (Anna's second key from a sign-in link too).
    keys: Vec<String>,
    games: Vec<Links>,
    /// A mailed sign-in link's token that was not used.
    unused_sign_in: String,
}

async fn attach(base: &str, g: &Links, seat: usize, key: &str) {
    let (st, v) = post(
        base,
        &format!("/api/games/{}/attach", g.id),
        Some(&g.tokens[seat]),
        Some(json!({ "key": key })),
    )
    .await;
    assert_eq!(st, 200, "{v}");
}

async fn create_as(base: &str, key: Option<&str>, body: Value) -> Links {
    let (st, c) = post(base, "/api/games", key, Some(body)).await;
    assert_eq!(st, 201, "{c}");
    links_of(&c)
}

/// One move by whoever is to move.
async fn one_move(base: &str, g: &Links, rng: &mut Rng) {
    let (_, s) = get_state(base, &g.id, g.tokens.last().unwrap()).await;
    let mover = s["to_move"][0].as_u64().unwrap() as usize;
    let (_, s) = get_state(base, &g.id, &g.tokens[mover]).await;
    let a = random_legal(&s, rng);
    let (st, v) = post_action(base, &g.id, &g.tokens[mover], &a).await;
    assert_eq!(st, 200, "{v}");
}

/// Waits for the mail sink to have a mail of `kind` to `to` beyond the first `skip`.
async fn mail_of(sink: &MailSink, kind: &str, to: &str, skip: usize) -> Mail {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let found: Vec<Mail> = sink
            .mails()
            .into_iter()
            .filter(|m| {
                m.header("X-Kohle-Mail").as_deref() == Some(kind) && m.to.iter().any(|t| t == to)
            })
            .collect();
        if let Some(m) = found.get(skip) {
            return m.clone();
        }
        assert!(Instant::now() < deadline, "no {kind} mail to {to}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn build_host() -> Host {
    let sink = MailSink::start(&[]);
    let path = temp_db("host");
    let mut args = test_args(path.to_str().unwrap());
    args.smtp = Some(sink.url());
    args.mail_from = "kohle <kohle@example.org>".into();
    // A failed mail waits an hour: it stays queued.
    args.mail_retry_seconds = 3600.0;
    args.public_url = Some("http://kohle.test".into());
    args.analysis_seconds = 1;
    let server = server::start(args).await.unwrap();
    let base = format!("http://{}", server.addr);
    let mut rng = Rng(37);
    let anna = new_player(&base, "Anna", Some("anna@example.org"), "de").await;
    let ben = new_player(&base, "Ben", None, "pl").await;
    let cleo = new_player(&base, "Cleo", Some("cleo@example.org"), "es").await;
    let mut games = Vec::new();

    // In progress with a clock: Anna as herself, Ben joins from his invite; his seat has an
    // address of its own.
    let open = create_as(&base, Some(&anna), json!({
        "game": "glueckauf",
        "seats": [{ "name": "Anna", "me": true }, { "name": "Ben", "email": "ben@example.org", "lang": "pl" }],
        "clock": { "kind": "turn", "per_move_seconds": 86400, "reserve_seconds": 86400 },
    }))
    .await;
    attach(&base, &open, 1, &ben).await;
    one_move(&base, &open, &mut rng).await;
    one_move(&base, &open, &mut rng).await;
    games.push(open);

    // Two rated games, each ended by Ben resigning; the second is rematched.
    for _ in 0..2 {
        let g = create_as(
            &base,
            Some(&anna),
            json!({
                "game": "glueckauf",
                "seats": [{ "name": "Anna", "me": true }, { "name": "Ben" }],
                "on_resign": "end",
                "clock": { "kind": "turn", "per_move_seconds": 3600, "reserve_seconds": 0 },
            }),
        )
        .await;
        attach(&base, &g, 1, &ben).await;
        one_move(&base, &g, &mut rng).await;
        let (st, s) = post(
            &base,
            &format!("/api/games/{}/resign", g.id),
            Some(&ben),
            None,
        )
        .await;
        assert_eq!((st, s["status"].as_str()), (200, Some("finished")), "{s}");
        games.push(g);
    }
    let old = games[2].clone();
    post(
        &base,
        &format!("/api/games/{}/rematch", old.id),
        Some(&old.tokens[0]),
        None,
    )
    .await;
    let (st, r1) = post(
        &base,
        &format!("/api/games/{}/rematch", old.id),
        Some(&old.tokens[1]),
        None,
    )
    .await;
    assert_eq!(st, 200, "{r1}");
    let (_, r0) = post(
        &base,
        &format!("/api/games/{}/rematch", old.id),
        Some(&old.tokens[0]),
        None,
    )
    .await;
    games.push(Links {
        id: r1["rematch"]["game_id"].as_str().unwrap().to_string(),
        tokens: vec![
            r0["invite"]["token"].as_str().unwrap().to_string(),
            r1["invite"]["token"].as_str().unwrap().to_string(),
        ],
    });

    // Finished by two bots; forfeited (Anna's clock runs out, a bot plays on for her).
    let bots = create_as(
        &base,
        None,
        json!({ "game": "haspelknecht", "seats": [{ "bot": "random" }, { "bot": "random" }] }),
    )
    .await;
    let forfeit = create_as(
        &base,
        Some(&cleo),
        json!({
            "game": "glueckauf",
            "seats": [{ "name": "Cleo", "me": true }, { "bot": "random" }],
            "clock": { "kind": "turn", "per_move_seconds": 1, "reserve_seconds": 0 },
            "on_timeout": "forfeit",
            "timeout_bot": "random",
        }),
    )
    .await;
    // Aborted by both persons.
    let aborted = create_as(&base, Some(&cleo), json!({
        "game": "haspelknecht",
        "seats": [{ "name": "Cleo", "me": true }, { "name": "Ben", "email": "ben@example.org", "lang": "pl" }],
    }))
    .await;
    for t in &aborted.tokens[..2] {
        let (st, v) = post(
            &base,
            &format!("/api/games/{}/abort", aborted.id),
            Some(t),
            None,
        )
        .await;
        assert_eq!(st, 200, "{v}");
    }
    wait_status(&base, &aborted, "aborted", 5).await;
    wait_status(&base, &bots, "finished", 60).await;
    wait_status(&base, &forfeit, "finished", 60).await;
    games.extend([bots, forfeit, aborted]);

    // The analysis of the first rated game.
    let g = &games[1];
    let (st, v) = post(
        &base,
        &format!("/api/games/{}/analysis?lang=en", g.id),
        Some(&g.tokens[0]),
        None,
    )
    .await;
    assert_eq!(st, 202, "{v}");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (_, a) = get(
            &base,
            &format!("/api/games/{}/analysis?lang=en", g.id),
            Some(&g.tokens[0]),
        )
        .await;
        if a["status"] == "done" {
            break;
        }
        assert!(Instant::now() < deadline, "no analysis: {a}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Two sign-in links for Anna: one used (a second key), one not.
    for _ in 0..2 {
        let (st, _) = post(
            &base,
            "/api/players/sign-in-link",
            None,
            Some(json!({ "email": "anna@example.org" })),
        )
        .await;
        assert_eq!(st, 202);
    }
    let signin = |m: Mail| {
        m.link("/me#signin=")
            .unwrap()
            .rsplit("#signin=")
            .next()
            .unwrap()
            .to_string()
    };
    let first = signin(mail_of(&sink, "signin", "anna@example.org", 0).await);
    let second = signin(mail_of(&sink, "signin", "anna@example.org", 1).await);
    let (st, v) = post(
        &base,
        "/api/players/sign-in",
        None,
        Some(json!({ "token": first })),
    )
    .await;
    assert_eq!(st, 200, "{v}");
    let anna2 = v["key"].as_str().unwrap().to_string();

    // Ben's address asks for no more mail (the stop link of his invite).
    let invite = mail_of(&sink, "invite", "ben@example.org", 0).await;
    let stop = invite
        .link("/mail/stop#token=")
        .unwrap()
        .rsplit("#token=")
        .next()
        .unwrap()
        .to_string();
    let (st, v) = post(&base, &format!("/api/mail/stop?token={stop}"), None, None).await;
    assert_eq!(st, 200, "{v}");

    // The mail server goes away: Cleo's sign-in link stays queued.
    drop(sink);
    let (st, _) = post(
        &base,
        "/api/players/sign-in-link",
        None,
        Some(json!({ "email": "cleo@example.org" })),
    )
    .await;
    assert_eq!(st, 202);
    let d = server::db::Db::connect(path.to_str().unwrap())
        .await
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let server::db::Db::Sqlite(p) = &d else {
            unreachable!()
        };
        let tried: Option<i64> = sqlx::query_scalar(
            "SELECT attempts FROM mail_outbox WHERE address = 'cleo@example.org' AND kind = 'signin' AND state = 'queued'",
        )
        .fetch_optional(&p.read)
        .await
        .unwrap();
        if tried == Some(1) {
            break;
        }
        assert!(Instant::now() < deadline, "the mail was not tried");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    d.close().await;
    server.shutdown().await.unwrap();
    Host {
        path,
        keys: vec![anna, anna2, ben, cleo],
        games,
        unused_sign_in: second,
    }
}

/// The first difference of two JSON values, for a readable failure.
fn first_difference(a: &Value, b: &Value, at: &str) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys()) {
                let (p, q) = (
                    x.get(k).unwrap_or(&Value::Null),
                    y.get(k).unwrap_or(&Value::Null),
                );
                if let Some(d) = first_difference(p, q, &format!("{at}.{k}")) {
                    return Some(d);
                }
            }
            None
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (p, q))| first_difference(p, q, &format!("{at}[{i}]"))),
        _ if a == b => None,
        _ => Some(format!("{at}: {a} before, {b} after")),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_trip_through_every_kind_of_row_keeps_everything() {
    let host = build_host().await;
    let src = host.path.to_str().unwrap().to_string();
    let a = temp_file("a.jsonl");
    let out = db(export_cmd(&src, &a)).await.unwrap();
    assert!(
        out.contains(&format!("{} games written to", host.games.len())),
        "{out}"
    );
    assert!(
        out.contains(" and rows: players 3, player_keys 4,"),
        "{out}"
    );
    assert_eq!(mode(&a), 0o600, "an export holds secrets");
    let text_a = std::fs::read_to_string(&a).unwrap();
    // Every kind of row is there.
    let tables = tables_in(&text_a);
    for t in server::hostdata::row_tables() {
        assert!(
            tables.get(t.name).is_some_and(|r| !r.is_empty()),
            "no {} rows in\n{text_a}",
            t.name
        );
    }
    let column =
        |t: &str, c: &str| -> Vec<Value> { tables[t].iter().map(|r| r[c].clone()).collect() };
    for state in ["sent", "queued"] {
        assert!(
            column("mail_outbox", "state").contains(&json!(state)),
            "{:?}",
            column("mail_outbox", "state")
        );
    }
    assert!(column("sign_in_tokens", "used").contains(&Value::Null));
    assert!(column("sign_in_tokens", "used").iter().any(Value::is_i64));
    let statuses: Vec<Value> = tables["games"]
        .iter()
        .map(|g| g["server"]["status"].clone())
        .collect();
    for s in ["open", "finished", "aborted"] {
        assert!(statuses.contains(&json!(s)), "{statuses:?}");
    }
    assert!(
        tables["games"]
            .iter()
            .any(|g| g["server"]["deadline"].is_i64()),
        "a running clock"
    );
    assert_eq!(column("mail_stops", "address"), [json!("ben@example.org")]);

    // As a server on the original database shows it.
    let running = server::start(test_args(&src)).await.unwrap();
    let before = everything(&format!("http://{}", running.addr), &host.keys, &host.games).await;
    running.shutdown().await.unwrap();
    let games = host.games.len();
    assert!(
        before["leaderboard 2"]["entries"].as_array().unwrap().len() >= 2,
        "{}",
        before["leaderboard 2"]
    );

    let sqlite = temp_db("imported");
    let pg = fresh_pg_database("imported").await;
    for url in [sqlite.to_str().unwrap().to_string(), pg] {
        let out = db(import_cmd(&url, &a)).await.unwrap();
        assert!(
            out.contains(&format!("{games} games imported, 0 were there already")),
            "{out}"
        );
        assert!(out.contains("players 3 (+0 there already)"), "{out}");
        let again = db(import_cmd(&url, &a)).await.unwrap();
        assert!(
            again.contains(&format!("0 games imported, {games} were there already")),
            "{again}"
        );
        assert!(again.contains("players 0 (+3 there already)"), "{again}");
        let b = temp_file("b.jsonl");
        db(export_cmd(&url, &b)).await.unwrap();
        let text_b = std::fs::read_to_string(&b).unwrap();
        assert!(
            text_b == text_a,
            "export → import → export changed the file ({url}):\n{text_a}\n---\n{text_b}"
        );
        let out = db(DbCommand::Check { db: url.clone() }).await.unwrap();
        assert!(
            out.contains(&format!("{games} games checked: every one replays")),
            "{out}"
        );

        let running = server::start(test_args(&url)).await.unwrap();
        let base = format!("http://{}", running.addr);
        let after = everything(&base, &host.keys, &host.games).await;
        if let Some(d) = first_difference(&before, &after, "") {
            panic!("the imported database ({url}) serves something else: {d}");
        }
        // The mailed sign-in link that was not used still signs in.
        let (st, v) = post(
            &base,
            "/api/players/sign-in",
            None,
            Some(json!({ "token": host.unused_sign_in })),
        )
        .await;
        assert_eq!(st, 200, "{v}");
        running.shutdown().await.unwrap();
    }
}

/// A small host: Anna (herself) and Ben (a seat address) in a finished, rated game, an aborted
/// one and an open one: the games of the host who found that gc failed once a person played.
async fn small_host(base: &str) -> (Vec<String>, Links, Links, Links) {
    let anna = new_player(base, "Anna", Some("anna@example.org"), "de").await;
    let ben = new_player(base, "Ben", None, "en").await;
    let body = |resign: bool| {
        let mut b = json!({
            "game": "glueckauf",
            "seats": [{ "name": "Anna", "me": true }, { "name": "Ben", "email": "ben@example.org", "lang": "en" }],
            "clock": { "kind": "turn", "per_move_seconds": 3600, "reserve_seconds": 0 },
        });
        if resign {
            b["on_resign"] = json!("end");
        }
        b
    };
    let finished = create_as(base, Some(&anna), body(true)).await;
    attach(base, &finished, 1, &ben).await;
    let (st, s) = post(
        base,
        &format!("/api/games/{}/resign", finished.id),
        Some(&ben),
        None,
    )
    .await;
    assert_eq!((st, s["status"].as_str()), (200, Some("finished")), "{s}");
    let aborted = create_as(base, Some(&anna), body(false)).await;
    for t in &aborted.tokens[..2] {
        post(
            base,
            &format!("/api/games/{}/abort", aborted.id),
            Some(t),
            None,
        )
        .await;
    }
    wait_status(base, &aborted, "aborted", 5).await;
    let open = create_as(base, Some(&anna), body(false)).await;
    attach(base, &open, 1, &ben).await;
    one_move(base, &open, &mut Rng(5)).await;
    // Rated.
    let deadline = Instant::now() + Duration::from_secs(10);
    while get(base, "/api/leaderboard?game=glueckauf&players=2", None)
        .await
        .1["entries"]
        .as_array()
        .unwrap()
        .len()
        < 2
    {
        assert!(Instant::now() < deadline, "not rated");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (vec![anna, ben], finished, aborted, open)
}

fn tomorrow() -> String {
    (time::OffsetDateTime::now_utc().date() + time::Duration::days(1)).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gc_removes_old_games_with_everything_that_refers_to_them_and_keeps_ratings() {
    let path = temp_db("gc");
    let url = path.to_str().unwrap().to_string();
    let running = server::start(test_args(&url)).await.unwrap();
    let base = format!("http://{}", running.addr);
    let (keys, finished, aborted, open) = small_host(&base).await;
    let gc = |url: &str, date: &str| DbCommand::Gc {
        db: url.to_string(),
        finished_before: date.to_string(),
    };
    // Beside the server on its SQLite file: refused, nothing removed.
    let e = db(gc(&url, &tomorrow())).await.unwrap_err();
    assert!(
        e.contains("in use by another kohle server") && e.contains("nothing was changed"),
        "{e}"
    );
    let (st, _) = get_state(&base, &finished.id, &finished.tokens[0]).await;
    assert_eq!(st, 200);
    let board = get(&base, "/api/leaderboard?game=glueckauf&players=2", None)
        .await
        .1;
    running.shutdown().await.unwrap();
    let whole = temp_file("before-gc.jsonl");
    db(export_cmd(&url, &whole)).await.unwrap();
    let before = std::fs::read_to_string(&whole).unwrap();

    // Dates in the future or in a wrong format: refused, nothing removed.
    for (date, says) in [
        ("2030-01-01", "is in the future"),
        ("01.01.2030", "is not a date: use YYYY-MM-DD"),
        ("2026-02-30", "is not a date"),
        ("", "is not a date"),
    ] {
        let e = db(gc(&url, date)).await.unwrap_err();
        assert!(e.contains(says), "{date}: {e}");
    }
    let out = db(gc(&url, "2000-01-01")).await.unwrap();
    assert!(out.starts_with("0 finished games removed"), "{out}");
    let same = temp_file("same.jsonl");
    db(export_cmd(&url, &same)).await.unwrap();
    assert_eq!(
        std::fs::read_to_string(&same).unwrap(),
        before,
        "nothing changed"
    );

    // Before tomorrow: the finished and the aborted game go, with everything naming them.
    let out = db(gc(&url, &tomorrow())).await.unwrap();
    assert!(out.starts_with("2 finished games removed"), "{out}");
    for part in [
        "games 2",
        "seat_players 3",
        "seat_contacts 2",
        "rated_games 1",
        "tokens 6",
    ] {
        assert!(out.contains(part), "{part}: {out}");
    }
    let out = db(DbCommand::Check { db: url.clone() }).await.unwrap();
    assert!(
        out.contains("found nothing wrong") && out.contains("1 games checked"),
        "{out}"
    );
    let after = temp_file("after-gc.jsonl");
    db(export_cmd(&url, &after)).await.unwrap();
    let (b, a) = (
        tables_in(&before),
        tables_in(&std::fs::read_to_string(&after).unwrap()),
    );
    for kept in ["players", "player_keys", "ratings"] {
        assert_eq!(a[kept], b[kept], "{kept} are kept");
    }
    assert_eq!(a["games"].len(), 1);
    let running = server::start(test_args(&url)).await.unwrap();
    let base = format!("http://{}", running.addr);
    for g in [&finished, &aborted] {
        let (st, _) = get_state(&base, &g.id, &g.tokens[0]).await;
        assert_eq!(st, 404, "{} is gone", g.id);
    }
    let (st, _) = get_state(&base, &open.id, &open.tokens[0]).await;
    assert_eq!(st, 200);
    let (_, me) = get(&base, "/api/me", Some(&keys[0])).await;
    assert_eq!(me["games"].as_array().unwrap().len(), 1, "{me}");
    assert_eq!(
        get(&base, "/api/leaderboard?game=glueckauf&players=2", None)
            .await
            .1,
        board,
        "ratings stay"
    );
    running.shutdown().await.unwrap();

    // PostgreSQL, beside a running server: the same data, the same removal; the server goes on.
    let pg = fresh_pg_database("gc").await;
    db(import_cmd(&pg, &whole)).await.unwrap();
    let running = server::start(test_args(&pg)).await.unwrap();
    let base = format!("http://{}", running.addr);
    let e = db(gc(&pg, "2030-01-01")).await.unwrap_err();
    assert!(e.contains("is in the future"), "{e}");
    let out = db(gc(&pg, &tomorrow())).await.unwrap();
    assert!(out.starts_with("2 finished games removed"), "{out}");
    one_move(&base, &open, &mut Rng(9)).await;
    for g in [&finished, &aborted] {
        let (st, v) = get_state(&base, &g.id, &g.tokens[0]).await;
        assert_ne!(st, 200, "{v}: the links of a removed game open nothing");
    }
    let (_, me) = get(&base, "/api/me", Some(&keys[1])).await;
    assert_eq!(me["games"].as_array().unwrap().len(), 1, "{me}");
    assert_eq!(
        get(&base, "/api/leaderboard?game=glueckauf&players=2", None)
            .await
            .1,
        board
    );
    running.shutdown().await.unwrap();
    let out = db(DbCommand::Check { db: pg.clone() }).await.unwrap();
    assert!(
        out.contains("bt_index_check of") && out.contains("1 games checked"),
        "{out}"
    );
    // A role that may read but not create the amcheck extension: check says what it did not
    // check, and leaves no extension behind.
    let role = format!("kohle_reader_{}", server::token::new_game_id());
    let d = server::db::Db::connect(&pg).await.unwrap();
    exec(&d, &format!("CREATE ROLE {role} LOGIN")).await;
    exec(
        &d,
        &format!("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}"),
    )
    .await;
    let mut as_reader = url::Url::parse(&pg).unwrap();
    as_reader.set_username(&role).unwrap();
    as_reader.set_password(None).unwrap();
    let out = db(DbCommand::Check {
        db: as_reader.to_string(),
    })
    .await
    .unwrap();
    assert!(
        out.contains("not checked: the indexes and tables: the amcheck extension is not installed and cannot be created here")
            && out.contains("1 games checked: every one replays"),
        "{out}"
    );
    let server::db::Db::Pg(pool, _) = &d else {
        unreachable!()
    };
    let left: Option<i32> =
        sqlx::query_scalar("SELECT 1 FROM pg_extension WHERE extname = 'amcheck'")
            .fetch_optional(pool)
            .await
            .unwrap();
    assert_eq!(
        left, None,
        "the extension created for the check was dropped"
    );
    d.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_changes_nothing_and_files_are_private() {
    let path = temp_db("bad");
    let url = path.to_str().unwrap().to_string();
    let running = server::start(test_args(&url)).await.unwrap();
    small_host(&format!("http://{}", running.addr)).await;
    running.shutdown().await.unwrap();
    let whole = temp_file("whole.jsonl");
    db(export_cmd(&url, &whole)).await.unwrap();
    let good = std::fs::read_to_string(&whole).unwrap();
    let lines: Vec<&str> = good.lines().collect();
    // The target already holds the same data: a bad import must leave it as it is.
    let target = temp_db("bad-target");
    let target_url = target.to_str().unwrap().to_string();
    db(import_cmd(&target_url, &whole)).await.unwrap();
    let find = |table: &str| {
        lines
            .iter()
            .position(|l| l.contains(&format!("\"table\":\"{table}\"")))
            .unwrap()
    };
    let player = find("players");
    let key = find("player_keys");
    let edit = |i: usize, f: &dyn Fn(&mut Value)| {
        let mut ls: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        let mut v: Value = serde_json::from_str(&ls[i]).unwrap();
        f(&mut v);
        ls[i] = v.to_string();
        ls.join("\n")
    };
    let cases: Vec<(String, String)> = vec![
        ("id,name\n1,Anna\n".into(), "line 1: not JSON".into()),
        (
            edit(player, &|v| v["row"]["created"] = json!("yesterday")),
            format!("line {}: table players: column `created` must be an integer, not \"yesterday\"", player + 1),
        ),
        (
            edit(player, &|v| v["row"]["name"] = json!("Mallory")),
            format!("line {}: table players: the row (", player + 1),
        ),
        (
            edit(key, &|v| {
                v["row"]["player_id"] = json!("nobody");
                v["row"]["hash"] = json!("00");
            }),
            format!("line {}: table player_keys: `player_id` names player `nobody`, which is neither in the file nor in the database", key + 1),
        ),
        (edit(key, &|v| v["table"] = json!("secrets")), format!("line {}: unknown table \"secrets\"", key + 1)),
        (edit(key, &|v| v["row"]["colour"] = json!("red")), format!("line {}: table player_keys: unknown column `colour`", key + 1)),
        (format!("{good}{}\n", lines[player]), format!("line {}: table players: the key (", lines.len() + 1)),
        (edit(0, &|v| v["kohle_export"] = json!(99)), "line 1: written in format 99 by a newer kohle".into()),
        (format!("{}\n{}", lines[0], lines[0]), "line 2: a header".into()),
    ];
    let state = |u: String| async move {
        let f = temp_file("state.jsonl");
        db(export_cmd(&u, &f)).await.unwrap();
        std::fs::read_to_string(&f).unwrap()
    };
    let stored = state(target_url.clone()).await;
    for (text, says) in &cases {
        let f = temp_file("bad.jsonl");
        std::fs::write(&f, text).unwrap();
        let e = db(import_cmd(&target_url, &f)).await.unwrap_err();
        assert!(
            e.contains(says.as_str()) && e.contains("nothing was imported"),
            "want `{says}`, got: {e}"
        );
    }
    assert_eq!(
        state(target_url.clone()).await,
        stored,
        "the bad imports changed nothing"
    );
    // Into a new SQLite file: a bad file creates no database; neither does a file whose rows
    // refer to persons that are neither in it nor in the (empty) database.
    let fresh = temp_db("never-made");
    for text in [cases[1].0.clone(), format!("{}\n", lines[key])] {
        let f = temp_file("bad.jsonl");
        std::fs::write(&f, text).unwrap();
        let e = db(import_cmd(fresh.to_str().unwrap(), &f))
            .await
            .unwrap_err();
        assert!(e.contains("nothing was imported"), "{e}");
        assert!(!fresh.exists(), "{} was left behind", fresh.display());
    }

    // An export from before format 2 (game lines only) still imports.
    let old = temp_file("old.jsonl");
    let games: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.contains("\"server\""))
        .collect();
    std::fs::write(&old, games.join("\n")).unwrap();
    let fresh = temp_db("old-format");
    let out = db(import_cmd(fresh.to_str().unwrap(), &old)).await.unwrap();
    assert!(
        out.starts_with("3 games imported, 0 were there already"),
        "{out}"
    );

    // Backups and exports: 0600, never over an existing file (which stays as it was).
    let backup = temp_file("backup.sqlite");
    let out = db(DbCommand::Backup {
        db: url.clone(),
        file: backup.clone(),
    })
    .await
    .unwrap();
    assert!(out.contains("an SQLite copy"), "{out}");
    assert_eq!(mode(&backup), 0o600);
    let copy = std::fs::read(&backup).unwrap();
    let e = db(DbCommand::Backup {
        db: url.clone(),
        file: backup.clone(),
    })
    .await
    .unwrap_err();
    assert!(e.contains("exists already"), "{e}");
    assert_eq!(std::fs::read(&backup).unwrap(), copy);
    let e = db(export_cmd(&url, &whole)).await.unwrap_err();
    assert!(e.contains("exists already"), "{e}");
    assert_eq!(std::fs::read_to_string(&whole).unwrap(), good);
    let pg = fresh_pg_database("backup").await;
    db(import_cmd(&pg, &whole)).await.unwrap();
    let pg_backup = temp_file("backup.jsonl");
    db(DbCommand::Backup {
        db: pg.clone(),
        file: pg_backup.clone(),
    })
    .await
    .unwrap();
    assert_eq!(mode(&pg_backup), 0o600);
    assert_eq!(
        std::fs::read_to_string(&pg_backup).unwrap(),
        good,
        "the PostgreSQL backup is the whole export"
    );
    let e = db(DbCommand::Backup {
        db: pg,
        file: pg_backup.clone(),
    })
    .await
    .unwrap_err();
    assert!(e.contains("exists already"), "{e}");
    // The backup of the SQLite file restores everything (it is a copy).
    let from_copy = temp_file("from-copy.jsonl");
    db(export_cmd(backup.to_str().unwrap(), &from_copy))
        .await
        .unwrap();
    assert_eq!(std::fs::read_to_string(&from_copy).unwrap(), good);
    // No temporary file is left beside them.
    let dir = backup.parent().unwrap();
    let left: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.') && (n.contains("backup") || n.contains("whole")))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
