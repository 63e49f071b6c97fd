//! Issue 39: `kohle analyze --html` writes the review in the words of the replay page, in
//! `--lang`, with the players' names (`--names`, else the record's).

use crate::run::{kohle, stderr, stdout};
use std::path::PathBuf;

/// A Glück Auf record of the first `count` decisions, each the first legal action.
fn record(count: usize) -> PathBuf {
    let path = crate::run::temp_path("review", "game.json");
    let p = path.to_str().unwrap();
    let o = kohle(&[
        "new",
        "--game",
        "glueckauf",
        "--players",
        "2",
        "--seed",
        "5",
        "-o",
        p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    for _ in 0..count {
        let o = kohle(&["legal", p, "--json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        let action = v["actions"][0]["action"].as_str().unwrap().to_string();
        let o = kohle(&["apply", p, &action]);
        assert!(o.status.success(), "{action}: {}", stderr(&o));
    }
    path
}

#[test]
fn the_html_review_speaks_the_language_and_names_the_players() {
    let rec = record(12);
    let p = rec.to_str().unwrap();
    let html = crate::run::temp_path("review", "review.html");
    let h = html.to_str().unwrap();
    let o = kohle(&[
        "--lang",
        "de",
        "analyze",
        p,
        "--bot",
        "ismcts:20",
        "--names",
        "Anna,Ben",
        "--html",
        h,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("<html lang=\"de\">") && page.contains(">Urteil<"));
    assert!(page.contains(">Anna<") && page.contains(">Ben<"));
    assert!(!page.to_lowercase().contains("seat 0") && !page.contains("Spieler 0"));
    assert_eq!(
        page.matches("data-verdict=").count(),
        12,
        "a verdict per decision"
    );
    // A move in the log's words, with the player's name.
    assert!(
        page.contains("Anna nimmt in der Startauswahl")
            || page.contains("Ben nimmt in der Startauswahl")
    );

    // A wrong number of names: a clear error, and the page is left as it was.
    let o = kohle(&[
        "analyze",
        p,
        "--bot",
        "ismcts:20",
        "--names",
        "Anna",
        "--html",
        h,
    ]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("--names: 1 names for 2 seats"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&html).unwrap(), page);
}
