//! One account of how a game ended (issue 38), on every surface: every ending (won and placed,
//! resigned with a bot finishing, resigned ending the game at once, out of time with a bot
//! finishing, forfeited, aborted by agreement, aborted by the admin) is played on a real server
//! with mail going to a real SMTP server (`scripts/mail-sink.sh`), and the account is read back
//! from the state message (HTTP and WebSocket), the log's last line, the 409 to a later move,
//! the game-over mail, My games, the replay, and `kohle replay` of the game's exported line. They
//! must name the same places and the same reasons; a resigned or forfeited seat ranks after
//! every other seat whatever its score; an ended game offers nothing. Each case in another of
//! the six languages.

use futures_util::StreamExt;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join("kohle-ending-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{}-{name}", server::token::new_game_id()));
    let _ = std::fs::remove_file(&p);
    p
}

fn http() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap()
}

/// A request with a bearer token: (status, JSON body or null).
async fn call(method: &str, url: &str, bearer: Option<&str>, body: Option<Value>) -> (u16, Value) {
    let mut r = http().request(method.parse().unwrap(), url);
    if let Some(t) = bearer {
        r = r.bearer_auth(t);
    }
    if let Some(b) = body {
        r = r.json(&b);
    }
    let r = r.send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

/// The tests' SMTP server (aiosmtpd), each accepted message a JSON file.
struct Sink {
    child: Child,
    dir: PathBuf,
    port: u16,
}

impl Sink {
    fn start() -> Sink {
        let dir = temp("mail");
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/mail-sink.sh");
        let mut child = Command::new("bash")
            .arg(&script)
            .arg(&dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let port = line
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("the mail sink did not start: `{line}`"));
        Sink { child, dir, port }
    }

    /// Every message so far: (recipients, subject, body, kind).
    fn mails(&self) -> Vec<(Vec<String>, String, String, String)> {
        let mut names: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        names.retain(|p| p.extension().is_some_and(|x| x == "json"));
        names.sort();
        names
            .iter()
            .map(|p| {
                let v: Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
                let kind = v["headers"]
                    .as_object()
                    .and_then(|h| {
                        h.iter()
                            .find(|(k, _)| k.eq_ignore_ascii_case("X-Kohle-Mail"))
                    })
                    .and_then(|(_, v)| v.as_str())
                    .unwrap_or_default()
                    .to_string();
                (
                    v["to"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|t| t.as_str().unwrap().to_string())
                        .collect(),
                    v["subject"].as_str().unwrap_or_default().to_string(),
                    v["body"].as_str().unwrap_or_default().to_string(),
                    kind,
                )
            })
            .collect()
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// How a case ends the game.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Case {
    Played,
    ResignedBot,
    ResignedEnd,
    OutOfTime,
    Forfeited,
    AbortedAgreement,
    AbortedAdmin,
}

/// Anna's reason in each case (the other seat, a bot, won or placed, or was aborted too).
fn annas_reason(case: Case) -> &'static [&'static str] {
    match case {
        Case::Played => &["won", "placed"],
        Case::ResignedBot | Case::ResignedEnd => &["resigned"],
        Case::OutOfTime => &["out_of_time"],
        Case::Forfeited => &["forfeited"],
        Case::AbortedAgreement => &["aborted_by_agreement"],
        Case::AbortedAdmin => &["aborted_by_admin"],
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_ending_tells_one_story_on_every_surface() {
    let sink = Sink::start();
    let db = temp("ending.sqlite");
    let admin_file = temp("admin-token");
    let admin = server::token::new_token();
    std::fs::write(&admin_file, &admin).unwrap();
    let mut args = server::ServeArgs::new("127.0.0.1:0", db.to_str().unwrap());
    args.requests_per_second = 100_000.0;
    args.messages_per_second = 100_000.0;
    args.smtp = Some(format!("smtp://127.0.0.1:{}", sink.port));
    args.mail_from = "kohle <kohle@example.org>".into();
    args.mail_retry_seconds = 0.2;
    args.admin_token_file = Some(admin_file.clone());
    let running = server::start(args).await.unwrap();
    let base = format!("http://{}", running.addr);

    let cases = [
        Case::Played,
        Case::ResignedBot,
        Case::ResignedEnd,
        Case::OutOfTime,
        Case::Forfeited,
        Case::AbortedAgreement,
        Case::AbortedAdmin,
    ];
    let langs = ["de", "en", "pl", "es", "hu", "ru", "de"];
    let mut games = Vec::new();
    for (i, &case) in cases.iter().enumerate() {
        let lang = langs[i];
        let address = format!("anna{i}@example.org");
        // Anna is a person with a profile (her games are in My games); her seat's mail is in
        // this case's language, her profile's is English.
        let (st, p) = call(
            "POST",
            &format!("{base}/api/players"),
            None,
            Some(json!({ "name": "Anna", "email": address, "lang": "en" })),
        )
        .await;
        assert_eq!(st, 201, "{p}");
        let key = p["key"].as_str().unwrap().to_string();
        let mut body = json!({
            "game": "glueckauf",
            "seats": [{ "name": "Anna", "me": true, "lang": lang }, { "bot": "random" }],
            "timeout_bot": "random",
        });
        match case {
            Case::ResignedEnd => body["on_resign"] = json!("end"),
            Case::OutOfTime | Case::Forfeited => {
                body["clock"] =
                    json!({ "kind": "turn", "per_move_seconds": 1, "reserve_seconds": 0 });
                body["on_timeout"] = json!(if case == Case::Forfeited {
                    "forfeit"
                } else {
                    "bot"
                });
            }
            _ => {}
        }
        let (st, c) = call("POST", &format!("{base}/api/games"), Some(&key), Some(body)).await;
        assert_eq!(st, 201, "{c}");
        let id = c["game_id"].as_str().unwrap().to_string();
        let token = c["invites"][0]["token"].as_str().unwrap().to_string();
        let game_url = format!("{base}/api/games/{id}");
        match case {
            Case::ResignedBot | Case::ResignedEnd => {
                let (st, e) = call("POST", &format!("{game_url}/resign"), Some(&token), None).await;
                assert_eq!(st, 200, "{e}");
            }
            Case::AbortedAgreement => {
                let (st, e) = call("POST", &format!("{game_url}/abort"), Some(&token), None).await;
                assert_eq!((st, &e["status"]), (200, &json!("aborted")), "{e}");
            }
            Case::AbortedAdmin => {
                let (st, e) = call(
                    "POST",
                    &format!("{base}/api/admin/games/{id}/abort"),
                    Some(&admin),
                    None,
                )
                .await;
                assert_eq!(st, 200, "{e}");
            }
            _ => {}
        }
        // Anna plays random legal moves (the played case) until the game has ended.
        let deadline = Instant::now() + Duration::from_secs(90);
        let mut n = i as u64 + 1;
        let state = loop {
            let (_, s) = call(
                "GET",
                &format!("{game_url}?lang={lang}"),
                Some(&token),
                None,
            )
            .await;
            if s["status"] != "open" {
                break s;
            }
            assert!(Instant::now() < deadline, "{case:?}: the game did not end");
            let legal = s["legal"].as_array().unwrap();
            if case == Case::Played && s["your_turn"] == true && !legal.is_empty() {
                n = n
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let a = legal[(n >> 33) as usize % legal.len()]["action"]
                    .as_str()
                    .unwrap();
                call(
                    "POST",
                    &format!("{game_url}/actions"),
                    Some(&token),
                    Some(json!({ "action": a })),
                )
                .await;
            } else {
                tokio::time::sleep(Duration::from_millis(30)).await;
            }
        };
        games.push((case, lang, id, token, key, address, state));
    }

    for (case, lang, id, token, key, address, state) in &games {
        let game_url = format!("{base}/api/games/{id}");
        let ending = state["ending"].clone();
        let what = format!("{case:?} ({lang})");
        assert!(ending.is_object(), "{what}: no ending in {state}");
        let seats = ending["seats"].as_array().unwrap();
        let anna = seats.iter().find(|s| s["seat"] == 0).unwrap();
        assert!(
            annas_reason(*case).contains(&anna["reason"].as_str().unwrap()),
            "{what}: {ending}"
        );
        let aborted = matches!(case, Case::AbortedAgreement | Case::AbortedAdmin);
        // Places: the scores' ranks are the account's; a seat that left ranks last.
        for s in seats {
            let seat = s["seat"].as_u64().unwrap() as usize;
            if aborted {
                assert!(s["place"].is_null(), "{what}: {s}");
            } else {
                assert_eq!(
                    state["scores"][seat]["rank"].as_u64().map(|r| r + 1),
                    s["place"].as_u64(),
                    "{what}"
                );
            }
            assert!(s["line"]
                .as_str()
                .unwrap()
                .contains(s["result"].as_str().unwrap()));
        }
        if matches!(
            case,
            Case::ResignedBot | Case::ResignedEnd | Case::Forfeited
        ) {
            assert_eq!(
                anna["place"], 2,
                "{what}: last whatever the score: {ending}"
            );
        }
        // Nothing to do in an ended game.
        assert_eq!(state["legal"], json!([]), "{what}");
        assert_eq!(state["to_move"], json!([]), "{what}");
        assert_eq!(state["your_turn"], false, "{what}");
        let headline = ending["headline"].as_str().unwrap();
        let account = ending["account"].as_str().unwrap();
        for s in seats {
            assert!(account.contains(s["line"].as_str().unwrap()), "{what}");
        }
        // The log's last line is the account.
        let log = state["log"].as_array().unwrap();
        assert_eq!(log.last().unwrap()["text"], json!(account), "{what}");
        // A later move is refused, saying how the game ended.
        let (st, e) = call(
            "POST",
            &format!("{game_url}/actions?lang={lang}"),
            Some(token),
            Some(json!({ "action": "bank" })),
        )
        .await;
        assert_eq!((st, e["code"].as_str()), (409, Some("game_over")), "{what}");
        assert!(
            e["message"].as_str().unwrap().contains(headline),
            "{what}: {e}"
        );
        // The WebSocket tells the same.
        let (mut ws, _) = tokio_tungstenite::connect_async(format!(
            "ws://{}/api/games/{id}/ws?token={token}&lang={lang}&deltas=false",
            running.addr
        ))
        .await
        .unwrap();
        let first = loop {
            match tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
                Ok(Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t)))) => {
                    break serde_json::from_str::<Value>(&t).unwrap()
                }
                Ok(Some(Ok(_))) => continue,
                other => panic!("{what}: no state over the WebSocket: {other:?}"),
            }
        };
        assert_eq!(first["ending"], ending, "{what}");
        assert_eq!(first["legal"], json!([]), "{what}");
        // My games: the result with its reason, no clock, the date of the last move.
        let (_, me) = call(
            "GET",
            &format!("{base}/api/me?lang={lang}"),
            Some(key),
            None,
        )
        .await;
        let g = me["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["game_id"] == json!(id))
            .unwrap_or_else(|| panic!("{what}: not in My games: {me}"));
        assert_eq!(g["result"], anna["result"], "{what}");
        assert!(g["clock"].is_null(), "{what}: {g}");
        assert!(
            g["last_move_at"]
                .as_str()
                .is_some_and(|t| t.starts_with("20") && t.ends_with('Z')),
            "{what}: {g}"
        );
        // The replay's last step.
        let (st, r) = call(
            "GET",
            &format!("{game_url}/replay?lang={lang}"),
            Some(token),
            None,
        )
        .await;
        assert_eq!(st, 200, "{what}: {r}");
        assert_eq!(r["ending"], ending, "{what}");
        assert_eq!(
            r["log"].as_array().unwrap().last().unwrap()["text"],
            json!(account),
            "{what}"
        );
        // The game-over mail, in the seat's language, to Anna.
        let deadline = Instant::now() + Duration::from_secs(20);
        let mail = loop {
            let found = sink
                .mails()
                .into_iter()
                .find(|m| m.0.contains(address) && m.3 == "over");
            if let Some(m) = found {
                break m;
            }
            assert!(Instant::now() < deadline, "{what}: no game-over mail");
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        assert!(mail.2.contains(headline), "{what}: {}", mail.2);
        for s in seats {
            assert!(
                mail.2.contains(s["line"].as_str().unwrap()),
                "{what}: {}",
                mail.2
            );
        }
    }
    running.shutdown().await.unwrap();

    // `kohle replay` of each game's exported line.
    let export = temp("export.jsonl");
    let o = Command::new(env!("CARGO_BIN_EXE_kohle"))
        .args([
            "db",
            "export",
            "--db",
            db.to_str().unwrap(),
            "-o",
            export.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let lines = std::fs::read_to_string(&export).unwrap();
    for (case, lang, id, _, _, _, state) in &games {
        let what = format!("{case:?} ({lang})");
        let line = lines
            .lines()
            .find(|l| l.contains(&format!("\"id\":\"{id}\"")))
            .unwrap_or_else(|| panic!("{what}: not exported"));
        let file = temp("line.json");
        std::fs::write(&file, line).unwrap();
        let run = |json: bool| {
            let mut a = vec!["replay", file.to_str().unwrap(), "--lang", lang];
            if json {
                a.push("--json");
            }
            let o = Command::new(env!("CARGO_BIN_EXE_kohle"))
                .args(&a)
                .output()
                .unwrap();
            assert!(
                o.status.success(),
                "{what}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            String::from_utf8_lossy(&o.stdout).into_owned()
        };
        let report: Value = serde_json::from_str(&run(true)).unwrap();
        assert_eq!(report["ending"], state["ending"], "{what}");
        let text = run(false);
        assert!(
            text.contains(state["ending"]["headline"].as_str().unwrap()),
            "{what}: {text}"
        );
        for s in state["ending"]["seats"].as_array().unwrap() {
            assert!(
                text.contains(s["result"].as_str().unwrap()),
                "{what}: {text}"
            );
        }
        assert!(
            text.contains(state["ending"]["account"].as_str().unwrap()),
            "{what}: the log's last line: {text}"
        );
    }
}
