//! Haspelknecht screens at 80x24 and 120x40 (TestBackend): what a newcomer needs to decide is
//! on them: tile effects on the board, which tiles the viewer can buy without the fee, the
//! Pinge with the coal its wood slots block, the tunnel's sections and which are reachable, the
//! water pool marked, a waiting tile effect with its choices and the explanation of the
//! selected action.

use crate::common::*;
use engine::rng::{below, rng_from_seed};
use engine::{Game, GameRecord, RuleError, Seat, Setup};
use haspelknecht::{Action, Haspelknecht, Options};
use ratatui::crossterm::event::KeyCode;
use std::path::PathBuf;
use tui::app::{App, Mode, SeatKind};

/// A random policy that mines, drains, places wood and takes tile choices whenever it can.
fn miner(buf: &[Action], rng: &mut engine::Rng) -> Action {
    let rank = |a: &Action| {
        let t = a.to_string();
        if t.starts_with("choose") || t.starts_with("exchange") {
            0
        } else if t.starts_with("acquire") {
            1
        } else if ["mine", "drain", "haul", "wood tunnel", "wood pinge"].contains(&t.as_str()) {
            2
        } else if t.starts_with("activate")
            || t.ends_with(" black")
            || t.starts_with("digger")
            || t.starts_with("hewer")
            || t.starts_with("haspel")
        {
            3
        } else {
            5
        }
    };
    let best = buf.iter().map(rank).min().unwrap_or(5);
    let pool: Vec<Action> = if below(rng, 6) != 0 {
        buf.iter().copied().filter(|a| rank(a) == best).collect()
    } else {
        buf.to_vec()
    };
    pool[below(rng, pool.len() as u32) as usize]
}

/// Plays `miner` for every seat until `stop` holds for a state where seat 0 decides; the
/// record of that position.
fn record_until(
    players: u8,
    seeds: std::ops::Range<u64>,
    stop: impl Fn(&Haspelknecht) -> bool,
) -> GameRecord {
    let mut buf = Vec::new();
    for seed in seeds {
        let setup = Setup {
            players,
            seed,
            options: Options::default(),
        };
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        let mut rec = GameRecord::new::<Haspelknecht>(&setup);
        let mut rng = rng_from_seed(seed);
        while let Some(first) = g.to_move().first() {
            if g.to_move().len() == 1 && first == 0 && stop(&g) {
                return rec;
            }
            let seat = if g.to_move().contains(1) { 1 } else { first };
            g.legal_actions(seat, &mut buf);
            let a = miner(&buf, &mut rng);
            rec.actions.push(format!("{seat}: {a}"));
            g.apply(seat, a).unwrap();
        }
    }
    panic!("no position found");
}

fn app_at(record: GameRecord) -> App<Haspelknecht> {
    let players = record.players as usize;
    let mut seats = vec![SeatKind::Human];
    seats.resize(players, SeatKind::Bot("random".into()));
    let app = App::from_record(record, seats, PathBuf::from("/tmp/kohle-hk-screens.json")).unwrap();
    assert_eq!(app.mode, Mode::Deciding(0));
    app
}

#[test]
fn the_first_screen_shows_pools_board_effects_and_the_pinge() {
    let mut buf = Vec::new();
    // Seat 0 takes first in some seeds: its first decision, before anything else happened.
    let record = (0..50u64)
        .map(|seed| {
            GameRecord::new::<Haspelknecht>(&Setup {
                players: 2,
                seed,
                options: Options::default(),
            })
        })
        .find(|r| {
            let g: Haspelknecht = engine::replay(r).unwrap();
            g.to_move().first() == Some(0)
        })
        .unwrap();
    let app = app_at(record);
    app.game.legal_actions(0, &mut buf);

    let small = screen(&app, 80, 24);
    assert!(small.contains("Year 1/3, spring"), "{small}");
    assert!(small.contains("taking discs (step 1)"), "{small}");
    // Pool 2 has the water symbol (2 players: the lower pool of the large board).
    let pool2 = small.lines().find(|l| l.contains("Pool 2:")).unwrap();
    assert!(pool2.contains("≈water"), "{pool2}");
    let pool1 = small.lines().find(|l| l.contains("Pool 1:")).unwrap();
    assert!(!pool1.contains("≈water"), "{pool1}");
    // The explanation of the selected action says what it does.
    assert!(small.contains("Take "), "{small}");

    let big = screen(&app, 120, 40);
    // The own farm: the Pinge with 3 open coal and 4 behind its empty wood slots, the tunnel.
    assert!(big.contains("Pinge: 7 coal, 0/2 wood  ooo:oo:oo"), "{big}");
    assert!(big.contains("3 open, 4 behind empty wood slots"), "{big}");
    assert!(big.contains("tunnel: 0/11 mined, 0/7 wood"), "{big}");
    assert!(big.contains("    :o:o:o:oo:oo:oo:oo"), "{big}");
    assert!(big.contains("Seat 0 (you)"), "{big}");
    // The board with costs and effects; row 1 is free for the viewer, lower rows not open yet.
    assert!(big.contains("Development board"), "{big}");
    assert!(big.contains("✓ 11 Carrying yoke"), "{big}");
    assert!(big.contains("+1 thaler"), "{big}");
    assert!(big.contains("✗ 21 Bucket"), "{big}");
    assert!(big.contains("1ye 2any"), "{big}");
}

#[test]
fn an_exhausted_pinge_shows_the_tunnel_sections_and_the_shaft() {
    let record = record_until(2, 0..300, |g| {
        let p = &g.players[0];
        p.exhausted && p.tunnel_wood >= 2 && p.tunnel_mined >= 1
    });
    let app = app_at(record);
    let view = app.game.view(Some(0));
    let me = &view.players[0];
    let big = screen(&app, 120, 40);
    assert!(
        big.contains("Pinge exhausted: the hewer and the Haspelknecht work"),
        "{big}"
    );
    let reachable: Vec<String> = me
        .tunnel
        .sections
        .iter()
        .filter(|s| s.reachable)
        .map(|s| s.section.to_string())
        .collect();
    let complete: Vec<String> = me
        .tunnel
        .sections
        .iter()
        .filter(|s| s.complete)
        .map(|s| s.section.to_string())
        .collect();
    let line = big
        .lines()
        .find(|l| l.contains("reachable: "))
        .unwrap_or_else(|| panic!("{big}"));
    let want_reachable = if reachable.is_empty() {
        "-".to_string()
    } else {
        reachable.join(", ")
    };
    assert!(
        line.contains(&format!("reachable: {want_reachable}")),
        "{line}"
    );
    if !complete.is_empty() {
        assert!(line.contains(&format!("complete: {}", complete.join(", "))));
    }
    // The tunnel picture starts with the first section's filled wood slot.
    assert!(big.contains(&format!(
        "tunnel: {}/11 mined, {}/7 wood",
        me.tunnel.mined, me.tunnel.wood
    )));
    assert!(
        big.contains(&format!("shaft: {} coal", me.shaft.coal)),
        "{big}"
    );
    // At 80x24 the own farm comes first during the execution (or the board otherwise), and the
    // screen still shows the phase.
    let small = screen(&app, 80, 24);
    assert!(small.contains("Year "), "{small}");
}

#[test]
fn a_waiting_tile_effect_shows_its_choices_and_their_meaning() {
    let record = record_until(2, 0..400, |g| g.exec.pending.is_some());
    let mut app = app_at(record);
    let pending = app.game.exec.pending.unwrap();
    let tile = pending.tile();
    let cat = present::catalog(present::Lang::En);
    let name = cat.get(haspelknecht::terms::tile_key(tile));
    for (w, h) in [(80, 24), (120, 40)] {
        let text = screen(&app, w, h);
        assert!(
            text.contains(&format!("Tile {tile} {name} waits for your choice:")),
            "{w}x{h}:\n{text}"
        );
    }
    // The menu offers the named choices; the explanation line says what the selected one does.
    let labels: Vec<&str> = app.labels.iter().map(String::as_str).collect();
    assert!(
        labels
            .iter()
            .any(|l| l.starts_with("choose ") || l.starts_with("exchange ")),
        "{labels:?}"
    );
    let first = app
        .labels
        .iter()
        .position(|l| l.starts_with("choose ") || l.starts_with("exchange "))
        .unwrap();
    for _ in 0..first {
        press(&mut app, KeyCode::Down);
    }
    let action = app.selected_action().unwrap();
    let explained = cat.text(
        &app.game.explain(0, action),
        &present::DefaultNames(present::Lang::En),
    );
    let text = screen(&app, 120, 40);
    assert!(text.contains(&explained), "{explained}:\n{text}");
    // Anything else is refused with the tile's question as the reason.
    let mut g = app.game.clone();
    let err = g.apply(0, Action::End).unwrap_err();
    let reason = cat.rule_error("haspelknecht", &err);
    assert!(reason.contains(&format!("(tile {tile})")), "{reason}");
}

/// Refusals name the rule, in words from the catalogue.
#[test]
fn refusals_say_why() {
    let mut app = app_at(record_until(2, 0..50, |g| {
        matches!(g.phase, haspelknecht::Phase::Take1(_))
    }));
    let cat = present::catalog(present::Lang::En);
    let refuse = |g: &Haspelknecht, seat: Seat, text: &str| -> String {
        let a = g.parse_action(text).unwrap();
        match g.clone().apply(seat, a) {
            Err(e @ RuleError::Illegal(_)) => cat.rule_error("haspelknecht", &e),
            other => panic!("`{text}`: {other:?}"),
        }
    };
    assert_eq!(
        refuse(&app.game, 0, "pass"),
        "The first take cannot be skipped: take discs from a pool."
    );
    assert_eq!(
        refuse(&app.game, 0, "farmer black"),
        "Workers are planned only during planning."
    );
    assert_eq!(refuse(&app.game, 0, "wood pinge"), "No wood on the farm.");
    // The screen stays usable after a refused typed action.
    type_text(&mut app, "pass");
    press(&mut app, KeyCode::Enter);
    assert!(app.message.is_some());
    let text = screen(&app, 80, 24);
    assert!(text.contains("Year 1/3"), "{text}");
}

/// Every catalogue key the panel names has its English text (a missing one would show as the
/// key itself).
#[test]
fn every_panel_text_is_in_the_catalogue() {
    let cat = present::catalog(present::Lang::En);
    let source = include_str!("../src/haspelknecht_panel.rs");
    let mut keys: Vec<String> = source
        .split('"')
        .filter(|s| s.starts_with("hk-") && !s.ends_with('-') && !s.contains('{'))
        .map(String::from)
        .collect();
    for tile in [
        11, 12, 13, 14, 15, 21, 22, 23, 24, 25, 31, 32, 33, 34, 35, 41, 42, 43, 44, 45,
    ] {
        keys.push(format!("hk-ui-tile-{tile}"));
    }
    assert!(keys.len() > 60, "{}", keys.len());
    let missing: Vec<&String> = keys.iter().filter(|k| !cat.has(k)).collect();
    assert!(missing.is_empty(), "{missing:?}");
}
