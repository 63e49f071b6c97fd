//! No seat's output, in any language, carries the seed or another seat's private log entries:
//! many random games of both games, every seat and a spectator, the view JSON, the log as JSON
//! and as text in all six languages. (What each game keeps hidden — a top-5 draw, a plan — is
//! checked on the events' data in the games' own tests; a text is made only of its message's
//! arguments and seat names, so no language can say more than the data.)

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, visible_to, Game, GameLog, Seat, Setup, Visibility};
use present::{catalog, log::entry_message, DefaultNames, Lang};

/// Seeds with many digits, so that finding them in a text is no accident.
fn seed(i: u64) -> u64 {
    0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i + 1) | (1 << 62)
}

/// Everything `viewer` is told: the view JSON, the log JSON and the log texts in every language.
fn outputs<G: Game>(game: &G, log: &GameLog<G>, viewer: Option<Seat>) -> Vec<String> {
    let mut out = vec![serde_json::to_string(&game.view(viewer)).unwrap()];
    let visible: Vec<_> = visible_to(log, viewer).collect();
    out.push(serde_json::to_string(&visible).unwrap());
    for lang in Lang::ALL {
        let cat = catalog(lang);
        for e in &visible {
            out.push(cat.text(&entry_message::<G>(e), &DefaultNames(lang)));
        }
    }
    out
}

fn check<G: Game>(games: u64) {
    let mut buf = Vec::new();
    for i in 0..games {
        let s = seed(i);
        let players = 2 + (i % 3) as u8;
        let mut game = G::new_game(&Setup {
            players,
            seed: s,
            options: G::Options::default(),
        })
        .unwrap();
        let mut log = Vec::new();
        let mut rng = rng_from_seed(i);
        let mut index = 0;
        let secrets = [s.to_string(), format!("{s:x}"), format!("{s:X}")];
        while let Some(seat) = game
            .to_move()
            .iter()
            .nth(index % game.to_move().len().max(1))
        {
            game.legal_actions(seat, &mut buf);
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            apply_logged(&mut game, seat, a, index, &mut log).unwrap();
            index += 1;
            if index % 25 != 0 && !game.is_over() {
                continue;
            }
            for viewer in (0..players).map(Some).chain([None]) {
                let told = outputs(&game, &log, viewer);
                for text in &told {
                    for secret in &secrets {
                        assert!(
                            !text.contains(secret.as_str()),
                            "{}: seed in {viewer:?}'s output: {text}",
                            G::NAME
                        );
                    }
                }
                // Another seat's private entries never reach this viewer.
                assert!(visible_to(&log, viewer).all(|e| match e.visibility {
                    Visibility::Public => true,
                    Visibility::Seat(x) => Some(x) == viewer,
                }));
            }
        }
    }
}

#[test]
fn glueckauf_outputs_keep_the_seed_and_private_entries() {
    check::<glueckauf::GlueckAuf>(30);
}

#[test]
fn haspelknecht_outputs_keep_the_seed_and_private_entries() {
    check::<haspelknecht::Haspelknecht>(30);
}

/// Issue 28: with Glück Auf's `delivered_orders_public = false`, a card delivered since the last
/// shift scoring reaches no other seat and no spectator (view JSON, the describe text, log
/// JSON, log texts in six languages) until the next scoring reveals it; what a scoring
/// revealed stays known, and after the third every viewer sees everything. Many random games.
#[test]
fn glueckauf_delivered_cards_reach_nobody_else_before_the_next_scoring() {
    use glueckauf::{GlueckAuf, Options};
    let mut buf = Vec::new();
    // Steps at which some viewer may not know a delivered card; of those, after a scoring had
    // revealed some of that seat's cards; scorings that revealed cards; games over.
    let (mut hidden_steps, mut after_reveal, mut reveals, mut games) = (0u32, 0u32, 0u32, 0u32);
    for i in 0..400u64 {
        let players = 2 + (i % 3) as u8;
        let mut game = GlueckAuf::new_game(&Setup {
            players,
            seed: seed(i),
            options: Options {
                delivered_orders_public: false,
                unlimited_coal: i % 2 == 0,
                ..Options::default()
            },
        })
        .unwrap();
        let mut log: GameLog<GlueckAuf> = Vec::new();
        let mut rng = rng_from_seed(i ^ 0x28);
        let mut index = 0;
        let mut seen_by_all = 0u64;
        while let Some(seat) = game.to_move().first() {
            game.legal_actions(seat, &mut buf);
            // Random play that delivers whatever it can, so that cards are often delivered.
            let deliver = buf
                .iter()
                .copied()
                .find(|a| a.to_string().starts_with("deliver"));
            let a = match deliver {
                Some(d) if below(&mut rng, 2) == 0 => d,
                _ => buf[below(&mut rng, buf.len() as u32) as usize],
            };
            let fresh = log.len();
            apply_logged(&mut game, seat, a, index, &mut log).unwrap();
            index += 1;
            for e in &log[fresh..] {
                match &e.item {
                    engine::LogItem::Event {
                        event: glueckauf::event::Event::DeliveredRevealed { cards, .. },
                    } => reveals += u32::from(!cards.is_empty()),
                    // A scoring turns up every card delivered by then.
                    engine::LogItem::Event {
                        event: glueckauf::event::Event::ShiftScoring { .. },
                    } => {
                        seen_by_all = game.players.iter().fold(0, |m, p| m | p.delivered);
                    }
                    _ => {}
                }
            }
            // The cards each seat delivered since the last scoring.
            let unrevealed: Vec<u64> = (0..players as usize)
                .map(|s| game.players[s].delivered & !seen_by_all)
                .collect();
            for viewer in (0..players).map(Some).chain([None]) {
                let secret: Vec<String> = (0..players)
                    .filter(|&s| Some(s) != viewer)
                    .flat_map(|s| glueckauf::names::OrderInfo::set(unrevealed[s as usize]))
                    .map(|c| c.id.code())
                    .collect();
                if secret.is_empty() {
                    continue;
                }
                hidden_steps += 1;
                after_reveal += u32::from((0..players).any(|s| {
                    Some(s) != viewer
                        && unrevealed[s as usize] != 0
                        && game.players[s as usize].delivered & seen_by_all != 0
                }));
                let mut told = vec![
                    serde_json::to_string(&game.view(viewer)).unwrap(),
                    game.describe(viewer),
                ];
                for e in visible_to(&log[fresh..], viewer) {
                    told.push(serde_json::to_string(e).unwrap());
                    for lang in Lang::ALL {
                        told.push(
                            catalog(lang).text(&entry_message::<GlueckAuf>(e), &DefaultNames(lang)),
                        );
                    }
                }
                for text in &told {
                    for card in &secret {
                        if let Some(at) = text.find(card.as_str()) {
                            let mut from = at.saturating_sub(200);
                            while !text.is_char_boundary(from) {
                                from -= 1;
                            }
                            let around: String = text[from..].chars().take(300).collect();
                            panic!(
                                "game {i}: {viewer:?} is told of {card}, delivered since the \
                                 last scoring: …{around}…"
                            );
                        }
                    }
                }
            }
        }
        // Over: every seat's delivered cards are shown to every viewer.
        for viewer in (0..players).map(Some).chain([None]) {
            let v = game.view(viewer);
            for (s, p) in v.seats.iter().enumerate() {
                let cards = p.delivered.as_ref().expect("shown at the end");
                assert_eq!(cards.len() as u32, game.players[s].delivered.count_ones());
            }
        }
        games += 1;
    }
    eprintln!(
        "{games} games: {hidden_steps} (viewer, step) pairs with unrevealed cards, \
         {after_reveal} of them after a scoring revealed some; {reveals} reveals with cards"
    );
    assert!(
        hidden_steps > 5_000 && after_reveal > 1_000 && reveals > 100,
        "{hidden_steps} {after_reveal} {reveals}"
    );
}
