//! A log in words tells each decision once (issue 20: the terminal showed many decisions twice,
//! as `Seat 0: take OT04` and again as `Seat 0 keeps order OT04 ...`). Over random games of both
//! games, for every seat and a spectator, in every language: no line is a decision in notation;
//! every decision the reader sees is either told by an event the reader sees after it (and then
//! not shown) or shown in words naming its seat; and the log has exactly those lines.

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, visible_to, Game, GameLog, LogItem, Seat, Setup};
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use present::{catalog, log, DefaultNames, Lang, Names};

fn played<G: Game>(players: u8, seed: u64) -> (G, GameLog<G>) {
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut log = Vec::new();
    let (mut rng, mut buf, mut index) = (rng_from_seed(seed), Vec::new(), 0);
    while !game.is_over() {
        let movers: Vec<Seat> = game.to_move().iter().collect();
        let seat = movers[below(&mut rng, movers.len() as u32) as usize];
        game.legal_actions(seat, &mut buf);
        let action = buf[below(&mut rng, buf.len() as u32) as usize];
        apply_logged(&mut game, seat, action, index, &mut log).unwrap();
        index += 1;
    }
    (game, log)
}

fn check<G: Game>(games: u64) -> (usize, usize) {
    let (mut told, mut worded) = (0, 0);
    for seed in 0..games {
        let players = 2 + (seed % 3) as u8;
        let (game, entries) = played::<G>(players, seed);
        let lang = Lang::ALL[seed as usize % Lang::ALL.len()];
        let (cat, names) = (catalog(lang), DefaultNames(lang));
        let viewers = (0..game.players() as Seat).map(Some).chain([None]);
        for viewer in viewers {
            let visible: Vec<_> = visible_to(&entries, viewer).collect();
            let lines = log::lines::<G>(cat, &entries, viewer, &names);
            let mut expected = 0;
            for (i, e) in visible.iter().enumerate() {
                let text = cat.text(&log::entry_message::<G>(e), &names);
                if let LogItem::Decision { seat, action } = &e.item {
                    let name = names.seat_name(*seat);
                    assert_ne!(
                        text,
                        format!("{name}: {action}"),
                        "{}: a decision in notation",
                        G::NAME
                    );
                    if log::told::<G>(&visible, i) {
                        told += 1;
                        continue;
                    }
                    assert!(
                        text.contains(&name),
                        "{} {lang:?}: `{text}` names no seat",
                        G::NAME
                    );
                    worded += 1;
                }
                assert_eq!(
                    lines[expected].1,
                    text,
                    "{} {lang:?} viewer {viewer:?}",
                    G::NAME
                );
                expected += 1;
            }
            assert_eq!(lines.len(), expected);
        }
    }
    (told, worded)
}

#[test]
fn glueckauf_logs_tell_each_decision_once() {
    let (told, worded) = check::<GlueckAuf>(12);
    assert!(
        told > 1_000 && worded > 1_000,
        "{told} told, {worded} in words"
    );
}

#[test]
fn haspelknecht_logs_tell_each_decision_once() {
    let (told, worded) = check::<Haspelknecht>(12);
    assert!(told > 500 && worded > 500, "{told} told, {worded} in words");
}

/// The example: a kept order is one line, the event's.
#[test]
fn a_kept_order_is_one_line() {
    for seed in 0..40 {
        let (_, entries) = played::<GlueckAuf>(2, seed);
        let (cat, names) = (catalog(Lang::En), DefaultNames(Lang::En));
        for viewer in [Some(0), Some(1), None] {
            let lines = log::lines::<GlueckAuf>(cat, &entries, viewer, &names);
            for pair in lines.windows(2) {
                let (a, b) = (&pair[0].1, &pair[1].1);
                if b.contains(" keeps order ") {
                    let card = b
                        .split(" keeps order ")
                        .nth(1)
                        .unwrap()
                        .split(' ')
                        .next()
                        .unwrap();
                    assert!(!a.contains(&format!("take {card}")), "{a} / {b}");
                    assert!(!a.contains(&format!("keeps {card}")), "{a} / {b}");
                    return;
                }
            }
        }
    }
    panic!("no order kept from a top-5 draw in 40 games");
}
