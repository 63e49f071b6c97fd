//! Issue 38: every decision a reader may see is one line of its log and of its replay, and a
//! decision is left to an event ("told") only when that event says what the decision did.
//!
//! Thousands of random games of both games, every player count. For every decision of the log
//! and every event that tells it ([`Game::tells_decision`], up to the next decision every reader
//! sees): no other legal choice of that seat in that position, followed by the same later
//! decisions, records that very event. "Anna has used every mining step" after `fill OC11 black`
//! fails this (`load black` as the last step ends mining with the same event), so the fill stays
//! a line of its own. For every reader (each seat, a spectator): each decision it sees is one
//! line in words naming its seat, or told by an event it sees right after it; the replay of the
//! game has exactly the lines of the log.

use engine::rng::{below, rng_from_seed};
use engine::{apply_logged, visible_to, Game, GameLog, GameRecord, LogItem, Seat, Setup};
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use present::replay::{frame, Sight};
use present::{catalog, log, DefaultNames, Lang, ListNames, Names};
use std::time::Instant;

/// A random game: its record, its log and the state before each decision.
struct Played<G: Game> {
    record: GameRecord,
    log: GameLog<G>,
    before: Vec<G>,
    moves: Vec<(Seat, G::Action)>,
}

fn play<G: Game>(players: u8, seed: u64) -> Played<G> {
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut record = GameRecord::new::<G>(&setup);
    let (mut log, mut before, mut moves) = (Vec::new(), Vec::new(), Vec::new());
    let (mut rng, mut buf) = (rng_from_seed(seed ^ 0x38), Vec::new());
    while !game.is_over() {
        let movers: Vec<Seat> = game.to_move().iter().collect();
        let seat = movers[below(&mut rng, movers.len() as u32) as usize];
        game.legal_actions(seat, &mut buf);
        let action = buf[below(&mut rng, buf.len() as u32) as usize];
        let mut quiet = game.clone();
        quiet.events_mut().set_recording(false);
        before.push(quiet);
        apply_logged(&mut game, seat, action, moves.len(), &mut log).unwrap();
        record.push(seat, action);
        moves.push((seat, action));
    }
    Played {
        record,
        log,
        before,
        moves,
    }
}

/// What decision `j` of `p` records, and the game after it, when decision `i` is `choice` (and
/// decisions `i + 1 ..= j` as taken); `None` when a later one is then illegal.
fn outcome<G: Game>(
    p: &Played<G>,
    i: usize,
    choice: G::Action,
    j: usize,
) -> Option<(Vec<G::Event>, G)> {
    let mut g = p.before[i].clone();
    g.events_mut().set_recording(true);
    let (seat, _) = p.moves[i];
    g.apply(seat, choice).ok()?;
    for &(s, a) in &p.moves[i + 1..=j] {
        let _ = g.events_mut().take();
        g.apply(s, a).ok()?;
    }
    let events = g.events_mut().take().into_iter().map(|l| l.event).collect();
    Some((events, g))
}

/// Every reader's view of `g`.
fn views<G: Game>(g: &G) -> Vec<G::View> {
    let readers = (0..g.players() as Seat).map(Some).chain([None]);
    readers.map(|r| g.view(r)).collect()
}

/// Each telling event names the decision: no other legal choice records it, unless that choice
/// did the very same (every reader's view after it is the same: storing a coal in the farm's
/// slot or the barn's). Returns how many (decision, event) pairs were checked.
fn tellers_name_the_decision<G: Game>(p: &Played<G>) -> usize {
    let mut checked = 0;
    let mut legal = Vec::new();
    for (k, entry) in p.log.iter().enumerate() {
        let LogItem::Decision { seat, action } = entry.item else {
            continue;
        };
        let i = entry.index;
        // The events up to the next decision every reader sees (no reader looks further).
        for later in &p.log[k + 1..] {
            match &later.item {
                LogItem::Decision { .. } if later.visibility == engine::Visibility::Public => break,
                LogItem::Decision { .. } => continue,
                LogItem::Event { event } => {
                    if !G::tells_decision(event, seat, action) {
                        continue;
                    }
                    checked += 1;
                    p.before[i].legal_actions(seat, &mut legal);
                    for &other in legal.iter().filter(|&&o| o != action) {
                        let Some((events, g)) = outcome(p, i, other, later.index) else {
                            continue;
                        };
                        let same = || {
                            let (_, taken) = outcome(p, i, action, later.index).expect("as played");
                            views(&g) == views(&taken)
                        };
                        assert!(
                            !events.contains(event) || same(),
                            "{}: seed {} decision {i} `{action}` of seat {seat} is told by \
                             {event:?}, which `{other}` records too: the event does not say \
                             what was chosen",
                            G::NAME,
                            p.record.seed
                        );
                    }
                }
            }
        }
    }
    checked
}

/// Every reader's log: each decision it sees once (a line naming its seat, or told); the
/// replay's lines are the log's.
fn each_decision_once<G: Game>(p: &Played<G>, lang: Lang, with_replay: bool) -> (usize, usize) {
    let (cat, names) = (catalog(lang), DefaultNames(lang));
    let (mut told, mut worded) = (0, 0);
    let players = p.record.players;
    for viewer in (0..players).map(Some).chain([None]) {
        let visible: Vec<_> = visible_to(&p.log, viewer).collect();
        let lines = log::lines::<G>(cat, &p.log, viewer, &names);
        let mut n = 0;
        for (i, e) in visible.iter().enumerate() {
            let text = cat.text(&log::entry_message::<G>(e), &names);
            if let LogItem::Decision { seat, .. } = e.item {
                if log::told::<G>(&visible, i) {
                    told += 1;
                    continue;
                }
                let name = names.seat_name(seat);
                assert!(text.contains(&name), "{}: `{text}` names no seat", G::NAME);
                worded += 1;
            }
            assert_eq!(lines[n], (e.index, text), "{} viewer {viewer:?}", G::NAME);
            n += 1;
        }
        assert_eq!(lines.len(), n);
        if with_replay {
            let sight = viewer.map_or(Sight::Spectator, Sight::Seat);
            let f = frame(&p.record, sight, viewer, None, lang).unwrap();
            let replayed: Vec<_> = f.log.iter().map(|l| (l.action, l.text.clone())).collect();
            // The record names nobody: the replay's names are the catalogue's, as here.
            assert_eq!(
                ListNames::of_seats(lang, &[]).seat_name(0),
                names.seat_name(0)
            );
            assert_eq!(replayed, lines, "{} replay of viewer {viewer:?}", G::NAME);
            let seen = log::decisions_seen(visible.iter().copied());
            assert_eq!(f.decisions, seen, "decisions taken = decisions seen");
        }
    }
    (told, worded)
}

fn check<G: Game>(games: u64) {
    let started = Instant::now();
    let (mut pairs, mut told, mut worded) = (0, 0, 0);
    for seed in 0..games {
        let players = G::MIN_PLAYERS + (seed % (G::MAX_PLAYERS - G::MIN_PLAYERS + 1) as u64) as u8;
        let p = play::<G>(players, seed);
        pairs += tellers_name_the_decision(&p);
        // Words and replays cost more than the rules: every 20th game, in turn in each language.
        if seed % 20 == 0 {
            let lang = Lang::ALL[(seed / 20) as usize % Lang::ALL.len()];
            let (t, w) = each_decision_once(&p, lang, seed % 100 == 0);
            told += t;
            worded += w;
        }
    }
    println!(
        "{}: {games} games, {pairs} telling events checked against every other choice, \
         {told} decisions told and {worded} in words, in {:.1?}",
        G::NAME,
        started.elapsed()
    );
    assert!(pairs > 10 * games as usize, "{pairs} telling events");
    assert!(told > 100 && worded > 100, "{told} told, {worded} in words");
}

#[test]
fn glueckauf_every_decision_is_one_line_and_told_only_by_what_names_it() {
    check::<GlueckAuf>(1_000);
}

#[test]
fn haspelknecht_every_decision_is_one_line_and_told_only_by_what_names_it() {
    check::<Haspelknecht>(1_000);
}

/// The example: a step of mining that uses the last step (`fill OC11 black`) is a line
/// of its own, before "has used every mining step".
#[test]
fn the_last_mining_step_is_a_line_of_its_own() {
    let (cat, names) = (catalog(Lang::En), DefaultNames(Lang::En));
    let mut found = 0;
    for seed in 0..100 {
        let p = play::<GlueckAuf>(2, seed);
        let lines = log::lines::<GlueckAuf>(cat, &p.log, None, &names);
        for e in &p.log {
            let LogItem::Event {
                event: glueckauf::Event::MiningEnded { steps_lost: 0, .. },
            } = e.item
            else {
                continue;
            };
            let (seat, action) = p.moves[e.index];
            let said = cat.text(&GlueckAuf::decision_message(seat, action), &names);
            assert!(
                lines.contains(&(e.index, said.clone())),
                "seed {seed}: `{action}` ({said}) is not in the log"
            );
            found += 1;
        }
    }
    assert!(found > 50, "{found} minings that used every step");
}
