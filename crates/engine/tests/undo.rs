//! The rule of undo (crates/engine/src/undo.rs) on the test games: each reason of refusal where
//! it must come, and an accepted undo is the game without the decision.

use engine::undo::{rewind, take_back, Refusal};
use engine::{replay_logged, Game, GameLog, GameRecord, Seat, Setup};
use testgame::{Gems, GemsOptions, Prizes, PrizesOptions};

/// A game of `G` after `actions` (record entries `SEAT: ACTION`), with its log.
fn played<G: Game>(options: G::Options, players: u8, seed: u64, actions: &[&str]) -> Table<G> {
    let mut record = GameRecord::new::<G>(&Setup {
        players,
        seed,
        options,
    });
    record.actions = actions.iter().map(|a| a.to_string()).collect();
    let (game, log) = replay_logged::<G>(&record).expect("the actions are legal");
    Table { record, game, log }
}

struct Table<G: Game> {
    record: GameRecord,
    game: G,
    log: GameLog<G>,
}

impl<G: Game> Table<G> {
    fn take_back(&self, seat: Seat) -> Result<engine::undo::Undone<G>, Refusal> {
        take_back(&self.record, &self.log, seat)
    }

    /// The seat of every record action (the terminal keeps them).
    fn seats(&self) -> Vec<Seat> {
        self.record
            .actions
            .iter()
            .map(|a| a.split(':').next().unwrap().parse().unwrap())
            .collect()
    }
}

/// The gem names of a seat's hand, for notation.
fn hand(game: &Gems, seat: Seat) -> Vec<String> {
    game.view(Some(seat))
        .hand
        .unwrap()
        .iter()
        .map(|&g| testgame::gems::gem_name(g).to_lowercase())
        .collect()
}

#[test]
fn nothing_to_undo_before_the_first_decision() {
    let t = played::<Gems>(GemsOptions::default(), 2, 1, &[]);
    assert_eq!(t.take_back(0).err(), Some(Refusal::NothingToUndo));
    assert_eq!(
        rewind(&t.game, &t.record, &[], 0).err(),
        Some(Refusal::NothingToUndo)
    );
    let t = played::<Gems>(GemsOptions::default(), 2, 1, &["0: pass"]);
    assert_eq!(t.take_back(1).err(), Some(Refusal::NothingToUndo));
}

#[test]
fn a_public_decision_stays_once_the_turn_passed_or_something_was_seen() {
    // Gems: a pass (no chance) hands the turn to the next seat.
    let t = played::<Gems>(GemsOptions::default(), 2, 1, &["0: pass"]);
    assert_eq!(t.take_back(0).err(), Some(Refusal::TurnPassed));
    let t = played::<Gems>(GemsOptions::default(), 2, 1, &["0: pass", "1: pass"]);
    assert_eq!(t.take_back(0).err(), Some(Refusal::SeenSince));
    assert_eq!(t.take_back(1).err(), Some(Refusal::TurnPassed));
}

#[test]
fn a_sub_decision_of_the_seat_still_to_move_is_taken_back() {
    // Prizes, sequential: after `play` the same seat swaps or is done.
    let t = played::<Prizes>(PrizesOptions::default(), 2, 3, &[]);
    let mut legal = Vec::new();
    t.game.legal_actions(0, &mut legal);
    let play = legal[0].to_string();
    let t2 = played::<Prizes>(PrizesOptions::default(), 2, 3, &[&format!("0: {play}")]);
    let undone = t2
        .take_back(0)
        .expect("nothing drawn, seat 0 still to move");
    assert_eq!(undone.index, 0);
    assert_eq!(undone.action.to_string(), play);
    assert!(undone.record.actions.is_empty());
    assert_eq!(format!("{:?}", undone.game), format!("{:?}", t.game));
    assert_eq!(undone.log, t.log);
    // Once done, the turn passed.
    let t3 = played::<Prizes>(
        PrizesOptions::default(),
        2,
        3,
        &[&format!("0: {play}"), "0: done"],
    );
    assert_eq!(t3.take_back(0).err(), Some(Refusal::TurnPassed));
}

#[test]
fn a_decision_that_draws_is_refused_even_while_the_seat_is_still_to_move() {
    // Prizes, 2 players: seat 1 plays last in round 0 and starts round 1, so after its swap
    // (which draws a card) it is still the only seat to move.
    let mut found = 0;
    for seed in 0..10 {
        let t = played::<Prizes>(PrizesOptions::default(), 2, seed, &[]);
        let hand0 = t.game.view(Some(0)).hand;
        let hand1 = t.game.view(Some(1)).hand;
        let card = |hand: [u8; 11]| (1..=10).find(|&v| hand[v] > 0).unwrap();
        let (c0, c1) = (card(hand0), card(hand1));
        let mut rest = hand1;
        rest[c1] -= 1;
        let Some(swap) = (1..=10).find(|&v| rest[v] > 0) else {
            continue;
        };
        let actions = [
            format!("0: play {c0}"),
            "0: done".to_string(),
            format!("1: play {c1}"),
            format!("1: swap {swap}"),
        ];
        let refs: Vec<&str> = actions.iter().map(String::as_str).collect();
        let t = played::<Prizes>(PrizesOptions::default(), 2, seed, &refs);
        assert_eq!(t.game.to_move().iter().collect::<Vec<_>>(), vec![1]);
        assert_eq!(t.take_back(1).err(), Some(Refusal::Revealed), "seed {seed}");
        assert_eq!(
            t.take_back(0).err(),
            Some(Refusal::SeenSince),
            "seed {seed}"
        );
        found += 1;
    }
    assert!(found >= 5, "{found} positions");
}

#[test]
fn a_hidden_decision_is_taken_back_and_later_hidden_ones_stay() {
    let sealed = GemsOptions {
        rounds: 2,
        sealed_bid: true,
    };
    let t = played::<Gems>(sealed.clone(), 3, 5, &["0: bid 1", "1: bid 2"]);
    let undone = t
        .take_back(0)
        .expect("seat 0 saw nothing since its hidden bid");
    assert_eq!(undone.index, 0);
    assert_eq!(undone.record.actions, vec!["1: bid 2"]);
    let again = played::<Gems>(sealed.clone(), 3, 5, &["1: bid 2"]);
    assert_eq!(undone.game.view(None), again.game.view(None));
    assert_eq!(undone.log, again.log);
    let undone = t.take_back(1).expect("seat 1's own hidden bid");
    assert_eq!(undone.record.actions, vec!["0: bid 1"]);
    // The last bid is public and reveals all bids (an event everybody sees).
    let t = played::<Gems>(sealed, 3, 5, &["0: bid 1", "1: bid 2", "2: bid 0"]);
    assert_eq!(t.take_back(0).err(), Some(Refusal::SeenSince));
    assert_eq!(t.take_back(1).err(), Some(Refusal::SeenSince));
    assert_eq!(t.take_back(2).err(), Some(Refusal::TurnPassed));
}

#[test]
fn a_record_that_does_not_replay_is_a_bad_record() {
    let t = played::<Gems>(GemsOptions::default(), 2, 1, &["0: pass"]);
    let mut record = t.record.clone();
    record.actions[0] = "0: bid 7".to_string();
    assert_eq!(
        take_back::<Gems>(&record, &t.log, 0).err(),
        Some(Refusal::BadRecord)
    );
}

/// The terminal's undo against bots: back to the person's previous decision, over the bots'
/// decisions, unless something was drawn or revealed since.
#[test]
fn rewind_goes_back_over_the_bots_unless_something_was_revealed() {
    let t = played::<Gems>(GemsOptions::default(), 2, 31, &["0: pass", "1: pass"]);
    let (index, state) = rewind(&t.game, &t.record, &t.seats(), 0).unwrap();
    assert_eq!(index, 0);
    let start = played::<Gems>(GemsOptions::default(), 2, 31, &[]);
    assert_eq!(state.view(Some(0)), start.game.view(Some(0)));

    let t = played::<Gems>(GemsOptions::default(), 2, 31, &["0: pass"]);
    assert_eq!(
        rewind(&t.game, &t.record, &t.seats(), 1).err(),
        Some(Refusal::NothingToUndo)
    );

    // Playing a gem draws one: refused.
    let gem = hand(&start.game, 0)[0].clone();
    let play = format!("0: play {gem}");
    let t = played::<Gems>(
        GemsOptions::default(),
        2,
        31,
        &["0: pass", "1: pass", &play, "1: pass"],
    );
    assert_eq!(
        rewind(&t.game, &t.record, &t.seats(), 0).err(),
        Some(Refusal::Revealed)
    );
}

/// Along random games of both test games: every accepted undo is the game replayed without the
/// decision, and every reason of refusal but the two that cannot happen here comes up.
#[test]
fn along_random_games_an_accepted_undo_is_the_game_without_the_decision() {
    fn walk<G: Game>(options: G::Options, counts: &mut [usize; 6], accepted: &mut usize) {
        for seed in 0..12 {
            let players = 2 + (seed % 3) as u8;
            let mut t = played::<G>(options.clone(), players, seed, &[]);
            let mut rng = engine::rng::rng_from_seed(seed);
            let mut legal = Vec::new();
            for _ in 0..40 {
                let Some(seat) = t.game.to_move().first() else {
                    break;
                };
                t.game.legal_actions(seat, &mut legal);
                let a = legal[engine::rng::below(&mut rng, legal.len() as u32) as usize];
                t.record.push(seat, a);
                let index = t.record.actions.len() - 1;
                engine::apply_logged(&mut t.game, seat, a, index, &mut t.log).unwrap();
                for who in 0..players {
                    match t.take_back(who) {
                        Ok(undone) => {
                            *accepted += 1;
                            let mut without = t.record.clone();
                            without.actions.remove(undone.index);
                            assert_eq!(undone.record, without);
                            let (game, log) = replay_logged::<G>(&without).unwrap();
                            assert_eq!(format!("{:?}", undone.game), format!("{game:?}"));
                            assert_eq!(undone.log, log);
                        }
                        Err(why) => {
                            let i = Refusal::ALL.iter().position(|r| *r == why).unwrap();
                            counts[i] += 1;
                        }
                    }
                }
            }
        }
    }
    let mut counts = [0; 6];
    let mut accepted = 0;
    walk::<Prizes>(PrizesOptions::default(), &mut counts, &mut accepted);
    walk::<Prizes>(
        PrizesOptions { simultaneous: true },
        &mut counts,
        &mut accepted,
    );
    walk::<Gems>(GemsOptions::default(), &mut counts, &mut accepted);
    let sealed = GemsOptions {
        rounds: 3,
        sealed_bid: true,
    };
    walk::<Gems>(sealed, &mut counts, &mut accepted);
    eprintln!("{accepted} accepted; refused (in Refusal::ALL order): {counts:?}");
    let [nothing, seen, turn, revealed, later, bad] = counts;
    assert!(accepted > 20, "{accepted} accepted");
    assert!(
        nothing > 0 && seen > 100 && turn > 100 && revealed > 0,
        "{counts:?}"
    );
    assert_eq!((later, bad), (0, 0), "{counts:?}");
}
