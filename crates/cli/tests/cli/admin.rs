//! The admin API and `kohle admin` against a real server: refused without the token (and off
//! without `--admin-token-file`), list games with filters, abort a game, hand a seat to a bot;
//! on PostgreSQL another server sees both.

use serde_json::{json, Value};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn kohle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kohle"))
        .args(args)
        .env_remove("KOHLE_ADMIN_TOKEN")
        .output()
        .expect("kohle runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join("kohle-admin-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{}-{name}", server::token::new_game_id()));
    let _ = std::fs::remove_file(&p);
    p
}

fn args(db: &str, token_file: Option<&PathBuf>) -> server::ServeArgs {
    let mut a = server::ServeArgs::new("127.0.0.1:0", db);
    a.requests_per_second = 100_000.0;
    a.messages_per_second = 100_000.0;
    a.admin_token_file = token_file.cloned();
    a
}

fn http() -> reqwest::Client {
    reqwest::Client::new()
}

async fn create(base: &str, body: Value) -> Value {
    let r = http()
        .post(format!("{base}/api/games"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    r.json().await.unwrap()
}

fn id(c: &Value) -> String {
    c["game_id"].as_str().unwrap().to_string()
}

fn seat_token(c: &Value, seat: u64) -> String {
    c["invites"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["seat"] == json!(seat))
        .unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string()
}

async fn state(base: &str, id: &str, token: &str) -> Value {
    http()
        .get(format!("{base}/api/games/{id}"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

async fn admin_get(base: &str, path: &str, token: Option<&str>) -> (u16, Value) {
    let mut r = http().get(format!("{base}{path}"));
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    let r = r.send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

fn admin(base: &str, token_file: &std::path::Path, rest: &[&str]) -> Output {
    let mut a = vec![
        "admin",
        "--url",
        base,
        "--token-file",
        token_file.to_str().unwrap(),
    ];
    a.extend_from_slice(rest);
    kohle(&a)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admin_is_off_without_a_token_file_and_refuses_bad_tokens() {
    let db = temp("off.sqlite");
    let running = server::start(args(db.to_str().unwrap(), None))
        .await
        .unwrap();
    let base = format!("http://{}", running.addr);
    let (status, body) = admin_get(&base, "/api/admin/games", Some("whatever-long-token")).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (403, Some("admin_disabled"))
    );
    running.shutdown().await.unwrap();

    // A weak token is refused at start.
    let weak = temp("weak-token");
    std::fs::write(&weak, "short\n").unwrap();
    let e = server::start(args(db.to_str().unwrap(), Some(&weak)))
        .await
        .err()
        .unwrap();
    assert!(format!("{e:#}").contains("at least 16 characters"), "{e:#}");

    let file = temp("token");
    let secret = server::token::new_token();
    std::fs::write(&file, format!("{secret}\n")).unwrap();
    let running = server::start(args(db.to_str().unwrap(), Some(&file)))
        .await
        .unwrap();
    let base = format!("http://{}", running.addr);
    let c = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "A" }, { "name": "B" }] }),
    )
    .await;
    let (status, body) = admin_get(&base, "/api/admin/games", None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("missing_token"))
    );
    let (status, body) =
        admin_get(&base, "/api/admin/games", Some(&server::token::new_token())).await;
    assert_eq!((status, body["code"].as_str()), (403, Some("wrong_token")));
    // A seat's token is not the admin's.
    let (status, _) = admin_get(&base, "/api/admin/games", Some(&seat_token(&c, 0))).await;
    assert_eq!(status, 403);
    let r = http()
        .post(format!("{base}/api/admin/games/{}/abort", id(&c)))
        .bearer_auth(seat_token(&c, 0))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let wrong = temp("wrong-token");
    std::fs::write(&wrong, server::token::new_token()).unwrap();
    let o = admin(&base, &wrong, &["abort", &id(&c)]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("the server refused: 403"),
        "{}",
        text(&o.stderr)
    );
    // Nothing changed.
    assert_eq!(
        state(&base, &id(&c), &seat_token(&c, 0)).await["status"],
        "open"
    );
    let o = kohle(&["admin", "--url", &base, "games"]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("--token-file FILE or KOHLE_ADMIN_TOKEN"));
    // The token itself is never stored or echoed.
    let doc: Value = http()
        .get(format!("{base}/api/openapi.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    for p in [
        "/api/admin/games",
        "/api/admin/games/{id}/abort",
        "/api/admin/games/{id}/seats/{seat}/bot",
    ] {
        assert!(
            doc["paths"][p].is_object(),
            "{p} is not in the OpenAPI document"
        );
    }
    assert!(!std::fs::read(&db)
        .unwrap()
        .windows(secret.len())
        .any(|w| w == secret.as_bytes()));
    running.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn list_abort_and_hand_a_seat_to_a_bot() {
    let db = temp("admin.sqlite");
    let file = temp("token");
    std::fs::write(&file, server::token::new_token()).unwrap();
    let running = server::start(args(db.to_str().unwrap(), Some(&file)))
        .await
        .unwrap();
    let base = format!("http://{}", running.addr);
    let people = json!([{ "name": "Anna" }, { "name": "Ben" }]);
    let a = create(&base, json!({ "game": "glueckauf", "seats": people })).await;
    let b = create(&base, json!({ "game": "haspelknecht", "seats": people })).await;
    let done = create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "bot": "random" }, { "bot": "random" }] }),
    )
    .await;
    let t = Instant::now();
    while state(
        &base,
        &id(&done),
        done["spectator"]["token"].as_str().unwrap(),
    )
    .await["status"]
        != "finished"
    {
        assert!(t.elapsed() < Duration::from_secs(60));
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Lists, with filters.
    let o = admin(&base, &file, &["games"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert_eq!(out.lines().count(), 3, "{out}");
    assert!(
        out.contains(&id(&a)) && out.contains("Anna, Ben") && out.contains("[random]"),
        "{out}"
    );
    let o = admin(
        &base,
        &file,
        &["games", "--status", "open", "--game", "glueckauf", "--json"],
    );
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let ids: Vec<&str> = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, vec![id(&a).as_str()]);
    assert!(!text(&o.stdout).contains("seed"), "no seed in the list");
    let o = admin(&base, &file, &["games", "--status", "finished"]);
    assert!(text(&o.stdout).contains(&id(&done)) && text(&o.stdout).lines().count() == 1);
    let o = admin(&base, &file, &["games", "--status", "lost"]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("open, finished or aborted"),
        "{}",
        text(&o.stderr)
    );

    // Abort: the players see it, nobody can act, a second abort is refused.
    let mut ws = {
        let url = format!(
            "ws://{}/api/games/{}/ws?token={}&deltas=false",
            running.addr,
            id(&b),
            seat_token(&b, 0)
        );
        tokio_tungstenite_lite(url).await
    };
    let o = admin(&base, &file, &["abort", &id(&b)]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("aborted"));
    let s = state(&base, &id(&b), &seat_token(&b, 0)).await;
    assert_eq!(s["status"], "aborted");
    assert!(
        ws_saw_status(&mut ws, "aborted").await,
        "the WebSocket was told"
    );
    let seat = s["to_move"][0].as_u64().unwrap_or(0);
    let legal = state(&base, &id(&b), &seat_token(&b, seat)).await;
    let r = http()
        .post(format!("{base}/api/games/{}/actions", id(&b)))
        .bearer_auth(seat_token(&b, seat))
        .json(&json!({ "action": legal["legal"][0]["action"].as_str().unwrap_or("pass") }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 409);
    let e: Value = r.json().await.unwrap();
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("aborted by the server's admin"),
        "{e}"
    );
    let o = admin(&base, &file, &["abort", &id(&b)]);
    assert!(!o.status.success() && text(&o.stderr).contains("409"));
    let o = admin(&base, &file, &["games", "--status", "aborted"]);
    assert!(text(&o.stdout).contains(&id(&b)));

    // A seat to a bot: seat 1 of game A plays by itself from now on.
    let o = admin(&base, &file, &["bot", &id(&a), "1", "nonsense"]);
    assert!(
        !o.status.success() && text(&o.stderr).contains("400"),
        "{}",
        text(&o.stderr)
    );
    let o = admin(&base, &file, &["bot", &id(&a), "7", "random"]);
    assert!(
        !o.status.success() && text(&o.stderr).contains("seats 0 to 1"),
        "{}",
        text(&o.stderr)
    );
    let o = admin(&base, &file, &["bot", &id(&a), "1", "random"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("[random]"), "{}", text(&o.stdout));
    // Seat 0 plays; seat 1's decisions come by themselves.
    let t0 = seat_token(&a, 0);
    let mut played = 0;
    let t = Instant::now();
    let bot_decisions = loop {
        let s = state(&base, &id(&a), &t0).await;
        let n = s["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "decision" && l["seat"] == 1)
            .count();
        if n >= 3 {
            break n;
        }
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "the bot does not play seat 1"
        );
        if s["your_turn"] == true && played < 40 {
            let act = s["legal"][0]["action"].as_str().unwrap();
            let r = http()
                .post(format!("{base}/api/games/{}/actions", id(&a)))
                .bearer_auth(&t0)
                .json(&json!({ "action": act }))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 200);
            played += 1;
        } else {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    };
    assert!(bot_decisions >= 3);
    assert_eq!(
        state(&base, &id(&a), &t0).await["seats"][1]["bot"],
        "random"
    );
    running.shutdown().await.unwrap();
}

/// A WebSocket client, as raw text frames over `tokio-tungstenite`'s sibling in axum's tree.
type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn tokio_tungstenite_lite(url: String) -> Ws {
    tokio_tungstenite::connect_async(url).await.unwrap().0
}

async fn ws_saw_status(ws: &mut Ws, status: &str) -> bool {
    use futures_util::StreamExt;
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        let Ok(Some(Ok(m))) = tokio::time::timeout(Duration::from_secs(5), ws.next()).await else {
            return false;
        };
        if let tokio_tungstenite::tungstenite::Message::Text(t) = m {
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["status"] == status {
                return true;
            }
        }
    }
    false
}

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

/// On PostgreSQL, another server sees an abort and a seat handed to a bot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_server_sees_the_admins_changes() {
    use sqlx::Connection;
    let url = postgres_url();
    let name = format!("kohle_admin_{}", server::token::new_game_id());
    let mut c = sqlx::PgConnection::connect(&url).await.unwrap();
    sqlx::Executor::execute(&mut c, format!("CREATE DATABASE {name}").as_str())
        .await
        .unwrap();
    let db = format!("{}/{name}", &url[..url.rfind('/').unwrap()]);
    let file = temp("token");
    std::fs::write(&file, server::token::new_token()).unwrap();
    let one = server::start(args(&db, Some(&file))).await.unwrap();
    let two = server::start(args(&db, None)).await.unwrap();
    let (b1, b2) = (
        format!("http://{}", one.addr),
        format!("http://{}", two.addr),
    );
    let people = json!([{ "name": "Anna" }, { "name": "Ben" }]);
    let g = create(&b1, json!({ "game": "glueckauf", "seats": people })).await;
    let h = create(&b1, json!({ "game": "glueckauf", "seats": people })).await;
    // Both loaded on the second server.
    state(&b2, &id(&g), &seat_token(&g, 0)).await;
    state(&b2, &id(&h), &seat_token(&h, 0)).await;
    assert!(admin(&b1, &file, &["abort", &id(&g)]).status.success());
    assert!(admin(&b1, &file, &["bot", &id(&h), "0", "greedy"])
        .status
        .success());
    let t = Instant::now();
    loop {
        let sg = state(&b2, &id(&g), &seat_token(&g, 0)).await;
        let sh = state(&b2, &id(&h), &seat_token(&h, 1)).await;
        if sg["status"] == "aborted" && sh["seats"][0]["bot"] == "greedy" {
            break;
        }
        assert!(t.elapsed() < Duration::from_secs(10), "{sg} {sh}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    one.shutdown().await.unwrap();
    two.shutdown().await.unwrap();
}
