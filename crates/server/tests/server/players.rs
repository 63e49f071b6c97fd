//! Persons (issue 21): player keys, My games, seats added from an invite, a sign-in link by
//! e-mail (through the tests' real SMTP sink) that gives another device a key, nothing of a
//! person in anybody else's view; Glicko-2 ratings and the leaderboard.

use crate::common::*;
use serde_json::json;
use std::time::{Duration, Instant};

async fn new_player(base: &str, name: &str, email: Option<&str>) -> String {
    let (st, v) = send(
        reqwest::Method::POST,
        format!("{base}/api/players"),
        None,
        Some(json!({ "name": name, "email": email, "lang": "de" })),
    )
    .await;
    assert_eq!(st, 201, "{v}");
    assert_eq!(v["player"]["name"], name);
    v["key"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn my_games_with_a_player_key_and_a_sign_in_link_by_mail() {
    let sink = MailSink::start(&[]);
    let path = temp_db("players");
    let mut args = test_args(path.to_str().unwrap());
    args.smtp = Some(sink.url());
    args.mail_retry_seconds = 0.2;
    let server = server::start(args).await.unwrap();
    let base = format!("http://{}", server.addr);
    let anna = new_player(&base, "Anna", Some("anna@example.org")).await;
    let ben = new_player(&base, "Ben", None).await;
    // Bad input names the field; nothing is stored.
    for (body, field) in [
        (json!({ "name": "" }), "name"),
        (json!({ "name": "X", "email": "no" }), "email"),
        (json!({ "name": "X", "lang": "tlh" }), "lang"),
    ] {
        let (st, v) = send(
            reqwest::Method::POST,
            format!("{base}/api/players"),
            None,
            Some(body),
        )
        .await;
        assert_eq!(st, 400, "{v}");
        assert!(
            v["message"]
                .as_str()
                .unwrap()
                .contains(&format!("`{field}`")),
            "{v}"
        );
    }
    let (st, _) = send(reqwest::Method::GET, format!("{base}/api/me"), None, None).await;
    assert_eq!(st, 401);
    let (st, _) = send(
        reqwest::Method::GET,
        format!("{base}/api/me"),
        Some("0000"),
        None,
    )
    .await;
    assert_eq!(st, 403);

    // Anna creates a turn-based game and takes seat 0 as herself.
    let (st, c) = send(
        reqwest::Method::POST,
        format!("{base}/api/games"),
        Some(&anna),
        Some(json!({
            "game": "glueckauf",
            "seats": [{ "name": "Anna", "me": true }, { "name": "Ben" }],
            "clock": { "kind": "turn", "per_move_seconds": 86400, "reserve_seconds": 86400 },
        })),
    )
    .await;
    assert_eq!(st, 201, "{c}");
    let id = c["game_id"].as_str().unwrap().to_string();
    // "me" without a key is refused.
    let (st, v) = send(
        reqwest::Method::POST,
        format!("{base}/api/games"),
        None,
        Some(
            json!({ "game": "glueckauf", "seats": [{ "name": "A", "me": true }, { "name": "B" }] }),
        ),
    )
    .await;
    assert_eq!(st, 400, "{v}");
    // Ben adds his seat from the invite.
    let (st, v) = send(
        reqwest::Method::POST,
        format!("{base}/api/games/{id}/attach"),
        Some(&token(&c, 1)),
        Some(json!({ "key": ben })),
    )
    .await;
    assert_eq!(st, 200, "{v}");
    // Anna cannot take Ben's seat too.
    let (st, v) = send(
        reqwest::Method::POST,
        format!("{base}/api/games/{id}/attach"),
        Some(&token(&c, 1)),
        Some(json!({ "key": anna })),
    )
    .await;
    assert_eq!((st, v["code"].as_str()), (409, Some("seat_taken")));
    // The invites keep working; the keys open the same seats.
    for (t, seat) in [(token(&c, 0), 0), (anna.clone(), 0), (ben.clone(), 1)] {
        let (st, s) = get_state(&base, &id, &t).await;
        assert_eq!((st, s["seat"].as_u64()), (200, Some(seat)));
        assert!(!s.to_string().contains("anna@example.org"));
    }
    // A key opens nothing in a game its person has no seat in.
    let other = create_two_seats(&base, "glueckauf").await;
    let (st, _) = get_state(&base, &other.id, &anna).await;
    assert_eq!(st, 403);

    // My games: whose turn, the clock, the last move.
    let (_, me) = send(
        reqwest::Method::GET,
        format!("{base}/api/me?lang=de"),
        Some(&anna),
        None,
    )
    .await;
    assert_eq!(me["player"]["email"], "anna@example.org");
    assert_eq!(me["games"].as_array().unwrap().len(), 1, "{me}");
    let g = &me["games"][0];
    assert_eq!(
        (g["game_id"].as_str(), g["seat"].as_u64()),
        (Some(id.as_str()), Some(0))
    );
    assert_eq!(g["names"], json!(["Anna", "Ben"]));
    assert_eq!(g["link"], format!("/play/{id}"));
    let mover = if g["your_turn"] == true { 0 } else { 1 };
    let mover_name = ["Anna", "Ben"][mover];
    assert_eq!(g["to_move"], json!([mover_name]));
    assert_eq!(g["clock"]["running"], json!(mover == 0));
    let keys = [&anna, &ben];
    let (_, s) = get_state(&base, &id, keys[mover]).await;
    let a = random_legal(&s, &mut Rng(5));
    let (st, _) = post_action(&base, &id, keys[mover], &a).await;
    assert_eq!(st, 200, "a key acts for its seat");
    let (_, me_b) = send(
        reqwest::Method::GET,
        format!("{base}/api/me"),
        Some(&ben),
        None,
    )
    .await;
    let gb = &me_b["games"][0];
    // The last move in words: a draft names the card taken.
    let card = a.split_whitespace().last().unwrap();
    assert!(
        gb["last_move"].as_str().unwrap().contains(card),
        "{a}: {gb}"
    );
    assert!(me_b["player"]["email"].is_null());
    assert!(
        !me_b.to_string().contains("anna@example.org"),
        "Anna's address in Ben's games"
    );

    // Another device: a sign-in link by e-mail gives Anna a second key.
    let (st, v) = send(
        reqwest::Method::POST,
        format!("{base}/api/players/sign-in-link"),
        None,
        Some(json!({ "email": "anna@example.org" })),
    )
    .await;
    assert_eq!(st, 202, "{v}");
    // An unknown address gets the same answer and no mail.
    let (st, _) = send(
        reqwest::Method::POST,
        format!("{base}/api/players/sign-in-link"),
        None,
        Some(json!({ "email": "nobody@example.org" })),
    )
    .await;
    assert_eq!(st, 202);
    let deadline = Instant::now() + Duration::from_secs(10);
    let mail = loop {
        if let Some(m) = sink
            .mails()
            .into_iter()
            .find(|m| m.header("X-Kohle-Mail").as_deref() == Some("signin"))
        {
            break m;
        }
        assert!(Instant::now() < deadline, "no sign-in mail");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(mail.to, ["anna@example.org"]);
    assert_eq!(
        mail.subject, "Dein Anmeldelink für kohle",
        "in Anna's language"
    );
    let link = mail.link("/me#signin=").unwrap();
    let t = link.rsplit("#signin=").next().unwrap();
    let (st, v) = send(
        reqwest::Method::POST,
        format!("{base}/api/players/sign-in"),
        None,
        Some(json!({ "token": t })),
    )
    .await;
    assert_eq!(st, 200, "{v}");
    let second = v["key"].as_str().unwrap().to_string();
    assert_ne!(second, anna);
    let (_, me2) = send(
        reqwest::Method::GET,
        format!("{base}/api/me"),
        Some(&second),
        None,
    )
    .await;
    assert_eq!(me2["games"][0]["game_id"], json!(id));
    // Used once.
    let (st, v) = send(
        reqwest::Method::POST,
        format!("{base}/api/players/sign-in"),
        None,
        Some(json!({ "token": t })),
    )
    .await;
    assert_eq!((st, v["code"].as_str()), (403, Some("wrong_link")));
    assert_eq!(
        sink.mails()
            .iter()
            .filter(|m| m.to == ["nobody@example.org"])
            .count(),
        0
    );
    // The profile changes; an address can be removed.
    let (st, p) = send(
        reqwest::Method::PATCH,
        format!("{base}/api/me"),
        Some(&second),
        Some(json!({ "name": "Anna K.", "email": "" })),
    )
    .await;
    assert_eq!(st, 200, "{p}");
    assert_eq!(
        (p["name"].as_str(), p["email"].is_null()),
        (Some("Anna K."), true)
    );
    // A seat's own address, set at the invite, only for that seat.
    let (st, v) = send(
        reqwest::Method::PUT,
        format!("{base}/api/games/{id}/email?lang=es"),
        Some(&token(&c, 1)),
        Some(json!({ "email": "ben@example.org" })),
    )
    .await;
    assert_eq!((st, v["lang"].as_str()), (200, Some("es")), "{v}");
    for t in [token(&c, 0), spectator_token(&c)] {
        let (_, s) = get_state(&base, &id, &t).await;
        assert!(!s.to_string().contains("ben@example.org"));
    }
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_between_people_are_rated_and_shown_on_the_leaderboard() {
    let server = start_sqlite("ratings").await;
    let base = format!("http://{}", server.addr);
    let anna = new_player(&base, "Anna", None).await;
    let ben = new_player(&base, "Ben", None).await;
    // Three quick games, each ended by Ben resigning; a bot sits in with them.
    for _ in 0..3 {
        let (st, c) = send(
            reqwest::Method::POST,
            format!("{base}/api/games"),
            Some(&anna),
            Some(json!({
                "game": "glueckauf",
                "seats": [{ "name": "Anna", "me": true }, { "name": "Ben" }, { "bot": "random" }],
                "on_resign": "end",
            })),
        )
        .await;
        assert_eq!(st, 201, "{c}");
        let id = c["game_id"].as_str().unwrap();
        send(
            reqwest::Method::POST,
            format!("{base}/api/games/{id}/attach"),
            Some(&token(&c, 1)),
            Some(json!({ "key": ben })),
        )
        .await;
        let (st, s) = send(
            reqwest::Method::POST,
            format!("{base}/api/games/{id}/resign"),
            Some(&ben),
            None,
        )
        .await;
        assert_eq!((st, s["status"].as_str()), (200, Some("finished")), "{s}");
    }
    // A game against a bot only is not rated; an aborted one neither.
    let (_, c) = send(
        reqwest::Method::POST,
        format!("{base}/api/games"),
        Some(&anna),
        Some(json!({ "game": "glueckauf", "seats": [{ "name": "Anna", "me": true }, { "bot": "random" }], "on_resign": "end" })),
    )
    .await;
    send(
        reqwest::Method::POST,
        format!("{base}/api/games/{}/resign", c["game_id"].as_str().unwrap()),
        Some(&anna),
        None,
    )
    .await;
    let deadline = Instant::now() + Duration::from_secs(10);
    let board = loop {
        let (st, b) = send(
            reqwest::Method::GET,
            format!("{base}/api/leaderboard?game=glueckauf&players=3"),
            None,
            None,
        )
        .await;
        assert_eq!(st, 200, "{b}");
        let games: Vec<i64> = b["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["games"].as_i64().unwrap())
            .collect();
        if games.len() == 3 && games.iter().all(|g| *g == 3) {
            break b;
        }
        assert!(Instant::now() < deadline, "not rated: {b}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let e = board["entries"].as_array().unwrap();
    let find = |name: &str| {
        e.iter()
            .find(|x| x["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {board}"))
    };
    assert_eq!(find("Anna")["kind"], "person");
    assert_eq!(find("random")["kind"], "bot");
    assert!(find("Anna")["rating"].as_i64().unwrap() > 1500, "{board}");
    assert!(
        find("Ben")["rating"].as_i64().unwrap() < 1500,
        "Ben resigned: last"
    );
    assert_eq!(e[0]["place"], 1);
    assert!(e
        .windows(2)
        .all(|w| w[0]["rating"].as_i64() >= w[1]["rating"].as_i64()));
    assert!(find("Anna")["deviation"].as_i64().unwrap() < 350);
    let (_, two) = send(
        reqwest::Method::GET,
        format!("{base}/api/leaderboard?game=glueckauf&players=2"),
        None,
        None,
    )
    .await;
    assert_eq!(
        two["entries"],
        json!([]),
        "the game against a bot alone is not rated"
    );
    let (st, v) = send(
        reqwest::Method::GET,
        format!("{base}/api/leaderboard?game=chess"),
        None,
        None,
    )
    .await;
    assert_eq!(st, 400, "{v}");
    assert!(
        !board.to_string().contains("player:"),
        "no ids on the board"
    );
    server.shutdown().await.unwrap();
}
