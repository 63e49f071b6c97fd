//! E-mail through a real SMTP server (the tests' mail sink, `scripts/mail-sink.sh`: aiosmtpd),
//! every message read back: recipients, language, links that open the right seat, the
//! one-click stop, no mail for a seat that must not get it, retries when the mail server is
//! down or refuses (moves never wait), nothing twice after a restart, STARTTLS with a login.

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// A server in this process sending mail to `smtp` (retries after 0.2 s).
async fn start_with_mail(
    name: &str,
    smtp: &str,
    extra: impl FnOnce(&mut server::ServeArgs),
) -> server::Running {
    let path = temp_db(name);
    let mut args = test_args(path.to_str().unwrap());
    args.smtp = Some(smtp.to_string());
    args.mail_from = "kohle <kohle@example.org>".into();
    args.mail_retry_seconds = 0.2;
    args.public_url = Some("http://kohle.test".into());
    extra(&mut args);
    server::start(args).await.expect("the server starts")
}

/// The token in a mailed link (`…/play/ID#token=T`).
fn token_of(link: &str) -> String {
    link.rsplit("#token=").next().unwrap().to_string()
}

/// A mailed link made local (`--public-url http://kohle.test` in these tests).
fn local(link: &str, base: &str) -> String {
    link.replace("http://kohle.test", base)
}

fn to(mails: &[Mail], address: &str) -> Vec<Mail> {
    mails
        .iter()
        .filter(|m| m.to.iter().any(|t| t == address))
        .cloned()
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_goes_to_the_right_person_in_their_language_and_the_stop_is_honoured() {
    let sink = MailSink::start(&[]);
    let server = start_with_mail("mail-main", &sink.url(), |_| {}).await;
    let base = format!("http://{}", server.addr);
    let c = create(
        &base,
        json!({
            "game": "glueckauf",
            "seats": [
                { "name": "Anna", "email": "anna@example.org", "lang": "de" },
                { "name": "Ben", "email": "ben@example.org", "lang": "pl" },
                { "bot": "random" },
            ],
            "clock": { "kind": "turn", "per_move_seconds": 86400, "reserve_seconds": 0 },
        }),
    )
    .await;
    let id = c["game_id"].as_str().unwrap().to_string();
    let spectator = spectator_token(&c);
    // Invites (2) and "your turn" for whoever moves first.
    let mails = sink.wait_for(3, 10).await;
    let anna = to(&mails, "anna@example.org");
    let ben = to(&mails, "ben@example.org");
    let invite_a = anna
        .iter()
        .find(|m| m.header("X-Kohle-Mail").as_deref() == Some("invite"))
        .expect("Anna's invite");
    let invite_b = ben
        .iter()
        .find(|m| m.header("X-Kohle-Mail").as_deref() == Some("invite"))
        .expect("Ben's invite");
    assert_eq!(invite_a.subject, "Dein Platz in einer Partie Glück Auf");
    assert!(
        invite_a.body.contains("Hallo Anna") && invite_a.body.contains("Ben"),
        "{}",
        invite_a.body
    );
    assert_eq!(invite_b.subject, "Twoje miejsce w grze Glück Auf");
    assert_eq!(invite_a.header("Content-Language").as_deref(), Some("de"));
    assert_eq!(
        invite_a.header("From").as_deref(),
        Some("kohle <kohle@example.org>")
    );
    // The links open the right seats.
    for (m, seat) in [(invite_a, 0), (invite_b, 1)] {
        let link = m.link(&format!("/play/{id}#token=")).expect("a seat link");
        assert!(link.starts_with("http://kohle.test/play/"), "{link}");
        let (st, s) = get_state(&base, &id, &token_of(&link)).await;
        assert_eq!((st, s["seat"].as_u64()), (200, Some(seat)), "{link}");
        assert!(m
            .header("List-Unsubscribe")
            .unwrap()
            .contains("/api/mail/stop?token="));
        assert_eq!(
            m.header("List-Unsubscribe-Post").as_deref(),
            Some("List-Unsubscribe=One-Click")
        );
        assert!(m.body.contains("/mail/stop#token="), "{}", m.body);
    }
    // Addresses appear in nobody's state message.
    for t in [token(&c, 0), token(&c, 1), spectator.clone()] {
        let (_, s) = get_state(&base, &id, &t).await;
        let text = s.to_string();
        assert!(
            !text.contains("example.org"),
            "an address in a state message: {text}"
        );
    }
    // "Your turn" went to the mover only, in their language.
    let (_, s) = get_state(&base, &id, &spectator).await;
    let mover = s["to_move"][0].as_u64().unwrap() as usize;
    let (mover_addr, other_addr) = if mover == 0 {
        ("anna@example.org", "ben@example.org")
    } else {
        ("ben@example.org", "anna@example.org")
    };
    let turn = |mails: &[Mail], a: &str| {
        to(mails, a)
            .into_iter()
            .filter(|m| m.header("X-Kohle-Mail").as_deref() == Some("turn"))
            .count()
    };
    assert_eq!(turn(&mails, mover_addr), 1, "{mails:?}");
    assert_eq!(turn(&mails, other_addr), 0);
    let your_turn = to(&mails, mover_addr)
        .into_iter()
        .find(|m| m.header("X-Kohle-Mail").as_deref() == Some("turn"))
        .unwrap();
    assert_eq!(
        your_turn.subject,
        if mover == 0 {
            "Du bist am Zug in Glück Auf"
        } else {
            "Twój ruch w Glück Auf"
        }
    );
    assert!(your_turn.body.contains(" UTC"), "{}", your_turn.body);

    // The other person has the game open: no mail when their turn comes.
    let other = 1 - mover;
    let mut ws = ws_connect(&server.addr.to_string(), &id, &token(&c, other as u64)).await;
    ws_next(&mut ws, 5).await.unwrap();
    let (_, sm) = get_state(&base, &id, &token(&c, mover as u64)).await;
    let a = random_legal(&sm, &mut Rng(1));
    let (st, _) = post_action(&base, &id, &token(&c, mover as u64), &a).await;
    assert_eq!(st, 200);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        turn(&sink.mails(), other_addr),
        0,
        "mail while the game was open"
    );
    drop(ws);

    // Game over: both persons, with the result; nobody else.
    let (st, _) = http()
        .post(format!("{base}/api/games/{id}/resign"))
        .bearer_auth(token(&c, 0))
        .send()
        .await
        .map(|r| (r.status().as_u16(), ()))
        .unwrap();
    assert_eq!(st, 200);
    let before = sink.mails().len();
    // Resigning with "bot": the bots finish the game (Ben is to move at some point: he plays).
    let mut rng = Rng(4);
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (_, s) = get_state(&base, &id, &token(&c, 1)).await;
        if s["status"] == "finished" {
            break;
        }
        assert!(Instant::now() < deadline, "the game did not finish");
        if s["your_turn"] == true {
            let a = random_legal(&s, &mut rng);
            post_action(&base, &id, &token(&c, 1), &a).await;
        } else {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    let _ = before;
    let deadline = Instant::now() + Duration::from_secs(10);
    let mails = loop {
        let m = sink.mails();
        if m.iter()
            .filter(|m| m.header("X-Kohle-Mail").as_deref() == Some("over"))
            .count()
            >= 2
        {
            break m;
        }
        assert!(Instant::now() < deadline, "no 'game over' mails");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let over: Vec<&Mail> = mails
        .iter()
        .filter(|m| m.header("X-Kohle-Mail").as_deref() == Some("over"))
        .collect();
    assert_eq!(over.len(), 2, "{over:?}");
    let over_a = over.iter().find(|m| m.to == ["anna@example.org"]).unwrap();
    assert_eq!(over_a.subject, "Partie beendet: Glück Auf");
    assert!(
        over_a.body.contains("3. Anna"),
        "Anna resigned: last place\n{}",
        over_a.body
    );
    assert!(over_a.body.contains(" SP"), "{}", over_a.body);
    // Ben got "your turn" at most once per decision he took (he had the game closed).
    assert!(
        mails.iter().all(|m| m.to.len() == 1),
        "one recipient per mail"
    );

    // One click on Anna's stop (RFC 8058): no more mail to her; Ben's still comes.
    let stop = over_a.header("List-Unsubscribe").unwrap();
    let stop = local(stop.trim_start_matches('<').trim_end_matches('>'), &base);
    let r = http()
        .post(&stop)
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let count_a = to(&sink.mails(), "anna@example.org").len();
    let c2 = create(
        &base,
        json!({ "game": "haspelknecht", "seats": [
            { "name": "Anna", "email": "ANNA@example.org" }, { "name": "Ben", "email": "ben@example.org" } ] }),
    )
    .await;
    let id2 = c2["game_id"].as_str().unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while !to(&sink.mails(), "ben@example.org")
        .iter()
        .any(|m| m.body.contains(id2))
    {
        assert!(Instant::now() < deadline, "Ben's invite did not come");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mails = sink.mails();
    assert_eq!(
        to(&mails, "anna@example.org").len(),
        count_a,
        "mail after the stop"
    );
    assert!(
        !mails.iter().any(|m| m.to == ["ANNA@example.org"]),
        "the stop covers the address in any case"
    );
    let r = http()
        .post(format!("{base}/api/mail/stop?token=nonsense"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_running_low_comes_when_a_quarter_of_the_move_is_left() {
    let sink = MailSink::start(&[]);
    let server = start_with_mail("mail-low", &sink.url(), |_| {}).await;
    let base = format!("http://{}", server.addr);
    let c = create(
        &base,
        json!({
            "game": "glueckauf",
            "seats": [{ "name": "Anna", "email": "anna@example.org" }, { "name": "Ben", "email": "ben@example.org" }],
            "clock": { "kind": "turn", "per_move_seconds": 4, "reserve_seconds": 0 },
        }),
    )
    .await;
    let created = Instant::now();
    let id = c["game_id"].as_str().unwrap().to_string();
    let (_, s) = get_state(&base, &id, &spectator_token(&c)).await;
    let mover = s["to_move"][0].as_u64().unwrap() as usize;
    let addr = ["anna@example.org", "ben@example.org"][mover];
    let deadline = Instant::now() + Duration::from_secs(6);
    let low = loop {
        if let Some(m) = to(&sink.mails(), addr)
            .into_iter()
            .find(|m| m.header("X-Kohle-Mail").as_deref() == Some("low"))
        {
            break m;
        }
        assert!(Instant::now() < deadline, "no 'time running low'");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let at = created.elapsed();
    assert!(
        at >= Duration::from_millis(2900) && at < Duration::from_millis(4000),
        "{at:?}"
    );
    assert_eq!(low.subject, "Time is running low in Glück Auf");
    assert!(low.link(&format!("/play/{id}#token=")).is_some());
    let other = ["anna@example.org", "ben@example.org"][1 - mover];
    assert!(!to(&sink.mails(), other)
        .iter()
        .any(|m| m.header("X-Kohle-Mail").as_deref() == Some("low")));
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mail_server_that_is_down_or_refuses_delays_mail_and_never_a_move() {
    let port = free_port();
    let server = start_with_mail("mail-down", &format!("smtp://127.0.0.1:{port}"), |_| {}).await;
    let base = format!("http://{}", server.addr);
    let c = create(
        &base,
        json!({
            "game": "glueckauf",
            "seats": [{ "name": "Anna", "email": "anna@example.org" }, { "name": "Ben", "email": "ben@example.org" }],
            "clock": { "kind": "turn", "per_move_seconds": 3600, "reserve_seconds": 0 },
        }),
    )
    .await;
    let id = c["game_id"].as_str().unwrap().to_string();
    // Moves go on at their usual speed while no mail can go out.
    let mut rng = Rng(2);
    let mut movers = Vec::new();
    for _ in 0..=10 {
        let (_, s) = get_state(&base, &id, &spectator_token(&c)).await;
        let m = s["to_move"][0].as_u64().unwrap();
        movers.push(m);
        if movers.len() == 11 {
            break;
        }
        let (_, sm) = get_state(&base, &id, &token(&c, m)).await;
        let a = random_legal(&sm, &mut rng);
        let t = Instant::now();
        let (st, _) = post_action(&base, &id, &token(&c, m), &a).await;
        assert_eq!(st, 200);
        assert!(
            t.elapsed() < Duration::from_millis(500),
            "a move waited for mail: {:?}",
            t.elapsed()
        );
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    // The mail server comes up, refusing the first two messages (451): everything arrives,
    // once.
    let sink = MailSink::start(&["--port", &port.to_string(), "--refuse", "2"]);
    let kind = |m: &Mail| m.header("X-Kohle-Mail").unwrap_or_default();
    let deadline = Instant::now() + Duration::from_secs(25);
    loop {
        if sink.mails().iter().filter(|m| kind(m) == "invite").count() >= 2 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the invites did not come: {:?}",
            sink.mails()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let mails = sink.mails();
    let invites: Vec<&Mail> = mails.iter().filter(|m| kind(m) == "invite").collect();
    assert_eq!(invites.len(), 2, "{mails:?}");
    assert!(invites.iter().any(|m| m.to == ["anna@example.org"]));
    assert!(invites.iter().any(|m| m.to == ["ben@example.org"]));
    // "Your turn" once per turn that came to a person, and only while it is still so: of the
    // turns that passed while no mail could go out, only the one that still runs is told.
    let turns: Vec<&Mail> = mails.iter().filter(|m| kind(m) == "turn").collect();
    let passed = movers.windows(2).filter(|w| w[0] != w[1]).count();
    assert!(passed > 0, "{movers:?}");
    let mover = ["anna@example.org", "ben@example.org"][*movers.last().unwrap() as usize];
    assert_eq!(turns.len(), 1, "{movers:?}: {mails:?}");
    assert_eq!(turns[0].to, [mover], "{movers:?}: {mails:?}");
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_is_sent_twice_after_a_restart() {
    let sink = MailSink::start(&[]);
    let path = temp_db("mail-restart");
    let db = path.to_str().unwrap().to_string();
    let smtp = sink.url();
    let args = [
        "--smtp",
        smtp.as_str(),
        "--mail-retry-seconds",
        "0.2",
        "--public-url",
        "http://kohle.test",
    ];
    let mut proc = Proc::start(&db, &args);
    create(
        &proc.base(),
        json!({ "game": "glueckauf", "seats": [
            { "name": "Anna", "email": "anna@example.org" }, { "name": "Ben", "email": "ben@example.org" } ] }),
    )
    .await;
    let first = sink.wait_for(2, 10).await;
    assert_eq!(first.len(), 2);
    tokio::time::sleep(Duration::from_millis(300)).await;
    proc.kill9();
    let proc = Proc::start(&db, &args);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(sink.mails().len(), 2, "mail sent again after a restart");
    drop(proc);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn starttls_with_a_login() {
    let dir = std::env::temp_dir().join(format!("kohle-tls-{}", server::token::new_game_id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A certificate authority of the test, and the sink's certificate signed by it.
    let (ca, cert, key) = (
        dir.join("ca.pem"),
        dir.join("cert.pem"),
        dir.join("key.pem"),
    );
    std::fs::write(
        dir.join("ext.cnf"),
        "subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
    )
    .unwrap();
    let openssl = |args: &[&str]| {
        let out = std::process::Command::new("openssl")
            .args(args)
            .current_dir(&dir)
            .output()
            .expect("openssl runs");
        assert!(
            out.status.success(),
            "openssl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    openssl(&[
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=kohle test CA",
        "-keyout",
        "ca.key",
        "-out",
        "ca.pem",
    ]);
    openssl(&[
        "req",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-subj",
        "/CN=localhost",
        "-keyout",
        "key.pem",
        "-out",
        "req.csr",
    ]);
    openssl(&[
        "x509",
        "-req",
        "-in",
        "req.csr",
        "-CA",
        "ca.pem",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-days",
        "1",
        "-extfile",
        "ext.cnf",
        "-out",
        "cert.pem",
    ]);
    let sink = MailSink::start(&["--starttls", cert.to_str().unwrap(), key.to_str().unwrap()]);
    let url = format!("smtp://kohle:secret@localhost:{}?tls=required", sink.port);
    let server = start_with_mail("mail-tls", &url, |a| a.smtp_ca = Some(ca.clone())).await;
    let base = format!("http://{}", server.addr);
    create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "Anna", "email": "anna@example.org" }, { "name": "Ben" }] }),
    )
    .await;
    let mails = sink.wait_for(1, 15).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert!(mails[0].tls && mails[0].auth, "{:?}", mails[0]);
    server.shutdown().await.unwrap();
    // A wrong password: the mail is not sent (and retried meanwhile).
    let url = format!("smtp://kohle:wrong@localhost:{}?tls=required", sink.port);
    let server = start_with_mail("mail-tls-wrong", &url, |a| a.smtp_ca = Some(ca.clone())).await;
    let base = format!("http://{}", server.addr);
    create(
        &base,
        json!({ "game": "glueckauf", "seats": [{ "name": "Anna", "email": "anna@example.org" }, { "name": "Ben" }] }),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(sink.mails().len(), 1);
    server.shutdown().await.unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let _: Value = json!(null);
}

/// The first mail of `kind` (its `X-Kohle-Mail` header) to `addr`, waiting up to `secs`.
async fn mail_of_kind(sink: &MailSink, addr: &str, kind: &str, secs: u64) -> Mail {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        let found = to(&sink.mails(), addr)
            .into_iter()
            .find(|m| m.header("X-Kohle-Mail").as_deref() == Some(kind));
        if let Some(m) = found {
            return m;
        }
        assert!(Instant::now() < deadline, "no '{kind}' mail to {addr}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Whether a text writes a time as a machine does: seconds, milliseconds or an RFC 3339 `T`.
fn machine_time(text: &str) -> bool {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(7)).any(|i| {
        let d = |j: usize| b[i + j].is_ascii_digit();
        // hh:mm:ss
        (d(0) && d(1) && b[i + 2] == b':' && d(3) && d(4) && b[i + 5] == b':' && d(6))
            // .824 before a zone
            || (b[i] == b'.' && d(1) && d(2) && d(3) && (b[i + 4] == b' ' || b[i + 4] == b'Z'))
            // 2026-11-28T05
            || (d(0) && d(1) && b[i + 2] == b'T' && d(3) && d(4) && b[i + 5] == b':')
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_is_sent_only_while_it_is_true_with_times_people_read_and_a_takeover_mail() {
    let sink = MailSink::start(&[]);
    let path = temp_db("mail-true");
    let db = path.to_str().unwrap().to_string();
    let serve = |grace: f64| {
        let mut args = test_args(&db);
        args.smtp = Some(sink.url());
        args.mail_from = "kohle <kohle@example.org>".into();
        args.mail_retry_seconds = 0.2;
        args.public_url = Some("http://kohle.test".into());
        args.timeout_grace = grace;
        server::start(args)
    };
    let server = serve(0.0).await.expect("the server starts");
    let base = format!("http://{}", server.addr);
    let c = create(
        &base,
        json!({
            "game": "glueckauf",
            // The other person keeps the game going once a bot plays for the first mover.
            "seats": [
                { "name": "Anna", "email": "anna@example.org", "lang": "de" },
                { "name": "Ben", "email": "ben@example.org", "lang": "de" },
            ],
            "clock": { "kind": "turn", "per_move_seconds": 5, "reserve_seconds": 0 },
            "timeout_bot": "random",
        }),
    )
    .await;
    let id = c["game_id"].as_str().unwrap().to_string();
    let (_, s) = get_state(&base, &id, &spectator_token(&c)).await;
    let mover = s["to_move"][0].as_u64().unwrap();
    let addr = ["anna@example.org", "ben@example.org"][mover as usize];
    // "Your turn", its deadline as people write it: the date, to the minute, the zone named.
    let turn = mail_of_kind(&sink, addr, "turn", 5).await;
    let (_, s) = get_state(&base, &id, &token(&c, mover)).await;
    let due =
        server::clock::parse_rfc3339(s["clocks"][mover as usize]["deadline"].as_str().unwrap())
            .unwrap();
    let when = server::mail::when(due, present::Lang::De);
    assert!(turn.body.contains(&when), "{when} in {}", turn.body);
    assert!(when.ends_with(" UTC") && when.contains("20"), "{when}");
    assert!(!machine_time(&turn.body), "{}", turn.body);
    // Down before "time running low" (a quarter of the 5 s move before the deadline) and
    // until after the deadline: once up again, the warning is no longer true and is not sent;
    // the takeover fires after the grace and its mail links the seat.
    server.shutdown().await.unwrap();
    let now = server::clock::now_ms();
    assert!(now < due - 1250, "the server lived into the warning");
    tokio::time::sleep(Duration::from_millis((due - now + 300) as u64)).await;
    let server = serve(1.0).await.expect("the server starts again");
    let base = format!("http://{}", server.addr);
    let takeover = mail_of_kind(&sink, addr, "takeover", 10).await;
    assert_eq!(takeover.subject, "Ein Bot spielt deinen Platz in Glück Auf");
    assert!(takeover.body.contains("random"), "{}", takeover.body);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        !to(&sink.mails(), addr)
            .iter()
            .any(|m| m.header("X-Kohle-Mail").as_deref() == Some("low")),
        "'time running low' after the deadline"
    );
    // Its link takes the seat back.
    let link = takeover
        .link(&format!("/play/{id}#token="))
        .expect("the seat's link");
    let (st, s) = send(
        reqwest::Method::POST,
        format!("{base}/api/games/{id}/take-back"),
        Some(&token_of(&link)),
        None,
    )
    .await;
    assert_eq!(st, 200, "{s}");
    assert!(
        s["seats"][mover as usize]["status"].is_null(),
        "{}",
        s["seats"]
    );
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_is_in_the_seats_language_else_the_profiles_else_the_creators() {
    let sink = MailSink::start(&[]);
    let server = start_with_mail("mail-langs", &sink.url(), |_| {}).await;
    let base = format!("http://{}", server.addr);
    // Piotr's profile says Polish, then Hungarian.
    let (st, p) = send(
        reqwest::Method::POST,
        format!("{base}/api/players"),
        None,
        Some(json!({ "name": "Piotr", "email": "piotr@example.org", "lang": "pl" })),
    )
    .await;
    assert_eq!(st, 201, "{p}");
    let key = p["key"].as_str().unwrap().to_string();
    let (st, me) = send(
        reqwest::Method::PATCH,
        format!("{base}/api/me"),
        Some(&key),
        Some(json!({ "lang": "hu" })),
    )
    .await;
    assert_eq!((st, me["lang"].as_str()), (200, Some("hu")), "{me}");
    let (st, bad) = send(
        reqwest::Method::PATCH,
        format!("{base}/api/me"),
        Some(&key),
        Some(json!({ "lang": "xx" })),
    )
    .await;
    assert_eq!(st, 400, "{bad}");
    assert!(bad["message"].as_str().unwrap().contains("`lang`"), "{bad}");
    // The creator writes in Spanish: a seat with its own language, one without (no profile:
    // the creator's), Piotr's own (his profile's).
    let (st, c) = send(
        reqwest::Method::POST,
        format!("{base}/api/games?lang=es"),
        Some(&key),
        Some(json!({
            "game": "glueckauf",
            "seats": [
                { "name": "Olga", "email": "olga@example.org", "lang": "ru" },
                { "name": "Bea", "email": "bea@example.org" },
                { "name": "Piotr", "me": true },
            ],
        })),
    )
    .await;
    assert_eq!(st, 201, "{c}");
    let id = c["game_id"].as_str().unwrap().to_string();
    // Everyone agrees to abort: a game-over mail each, saying so.
    for seat in 0..3 {
        let (st, e) = send(
            reqwest::Method::POST,
            format!("{base}/api/games/{id}/abort"),
            Some(&token(&c, seat)),
            None,
        )
        .await;
        assert_eq!(st, 200, "{e}");
    }
    let mails = sink.wait_for(5, 10).await;
    let lang_of = |address: &str, kind: &str| {
        to(&mails, address)
            .into_iter()
            .find(|m| m.header("X-Kohle-Mail").as_deref() == Some(kind))
            .and_then(|m| m.header("Content-Language"))
    };
    assert_eq!(lang_of("olga@example.org", "invite").as_deref(), Some("ru"));
    assert_eq!(lang_of("bea@example.org", "invite").as_deref(), Some("es"));
    assert_eq!(lang_of("olga@example.org", "over").as_deref(), Some("ru"));
    assert_eq!(lang_of("bea@example.org", "over").as_deref(), Some("es"));
    assert_eq!(lang_of("piotr@example.org", "over").as_deref(), Some("hu"));
    let over = to(&mails, "bea@example.org")
        .into_iter()
        .find(|m| m.header("X-Kohle-Mail").as_deref() == Some("over"))
        .unwrap();
    let headline = present::ending::Ending::aborted(&[], false).headline(present::Lang::Es);
    assert!(over.body.contains(&headline), "{}", over.body);
    server.shutdown().await.unwrap();
}
