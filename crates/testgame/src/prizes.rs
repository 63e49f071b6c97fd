//! Prizes: a tiny hidden-information card game for testing and measuring bots besides the real
//! games. It implements [`engine::Game`] completely, including `determinize` and `evaluate`.
//!
//! **Rules.** 40 cards, values 1..=10, four of each, shuffled into a hidden deck; every player is
//! dealt a private hand of 3. A hidden prize deck holds one prize of each value 1..=8. Each of
//! the 8 rounds reveals one prize; then every player plays one card face up. The single highest
//! card wins the prize (its value in points); a tie for highest wins nothing. Played cards are
//! gone; everyone refills to 3 cards from the deck (in seat order) while it lasts. The game
//! ends after the last prize, or earlier when a player has no card left at the start of a round.
//!
//! - Sequential mode (default): players play in turn, starting with seat `round % players`.
//!   Right after playing, the same seat has a sub-decision: `swap V` (discard card V face up and
//!   draw a replacement, for 1 point) or `done`.
//! - Simultaneous mode (`PrizesOptions::simultaneous`): all seats commit a hidden card at once
//!   (`to_move()` holds every seat that has not committed); cards are revealed when all are in.
//!
//! Score: prizes won minus swaps. Tie-break: prizes won (count). A good strategy (win big
//! prizes cheaply, dump low cards on small prizes, never swap needlessly) clearly beats random.

// Hands are indexed by card value; index loops read best.
#![allow(clippy::needless_range_loop)]

use engine::rng::{rng_from_seed, shuffle};
use engine::{Game, ParseError, Rng, RuleError, ScoreLine, Seat, SeatSet, Setup, SetupError};
use rand_core::RngCore;
use serde::{Deserialize, Serialize};
use std::fmt;

const VALUES: usize = 10;
const COPIES: u8 = 4;
const CARDS: usize = VALUES * COPIES as usize;
/// Prizes, one of each value 1..=8: at most this many rounds.
pub const PRIZES: usize = 8;
const HAND: u8 = 3;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizesOptions {
    pub simultaneous: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PrizesAction {
    Play(u8),
    Swap(u8),
    Done,
}

impl fmt::Display for PrizesAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrizesAction::Play(v) => write!(f, "play {v}"),
            PrizesAction::Swap(v) => write!(f, "swap {v}"),
            PrizesAction::Done => write!(f, "done"),
        }
    }
}

/// Counts of cards by value (index 1..=10; index 0 unused).
type Hand = [u8; VALUES + 1];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Waiting for plays (sequential: from `turn`; simultaneous: from every uncommitted seat).
    Play,
    /// Sequential only: `turn` has played and may swap or be done.
    SwapOrDone,
    Over,
}

#[derive(Clone, Debug)]
pub struct Prizes {
    setup: Setup<PrizesOptions>,
    rng: Rng,
    hands: [Hand; 4],
    deck: [u8; CARDS],
    deck_len: u8,
    prizes: [u8; PRIZES],
    prizes_len: u8,
    prize: u8,
    round: u8,
    /// Card played this round by each seat (0 = none yet). Hidden in simultaneous mode.
    played: [u8; 4],
    /// Cards that left the game face up (played in earlier rounds, swapped away).
    gone: Hand,
    turn: Seat,
    phase: Phase,
    won: [i16; 4],
    wins: [u8; 4],
    swaps: [u8; 4],
    events: engine::EventLog<engine::NoEvent>,
}

/// What one seat sees.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct PrizesView {
    pub seat: Option<Seat>,
    pub hand: Hand,
    pub hand_sizes: [u8; 4],
    /// Played cards visible this round (simultaneous: only the viewer's own until revealed).
    pub played: [u8; 4],
    pub committed: [bool; 4],
    pub gone: Hand,
    pub deck_len: u8,
    pub prize: u8,
    pub prizes_left: Vec<u8>,
    pub round: u8,
    pub turn: Seat,
    pub swap_phase: bool,
    pub over: bool,
    pub won: [i16; 4],
    pub swaps: [u8; 4],
}

impl Prizes {
    fn n(&self) -> usize {
        self.setup.players as usize
    }

    fn simultaneous(&self) -> bool {
        self.setup.options.simultaneous
    }

    fn draw(&mut self, seat: Seat) -> bool {
        if self.deck_len == 0 {
            return false;
        }
        self.deck_len -= 1;
        let card = self.deck[self.deck_len as usize];
        self.hands[seat as usize][card as usize] += 1;
        true
    }

    fn hand_size(&self, seat: Seat) -> u8 {
        self.hands[seat as usize].iter().sum()
    }

    fn reveal_prize(&mut self) {
        let empty_hand = (0..self.setup.players).any(|s| self.hand_size(s) == 0);
        if self.prizes_len == 0 || empty_hand {
            self.phase = Phase::Over;
            return;
        }
        self.prizes_len -= 1;
        self.prize = self.prizes[self.prizes_len as usize];
        self.played = [0; 4];
        self.turn = self.round % self.setup.players;
        self.phase = Phase::Play;
    }

    fn all_played(&self) -> bool {
        self.played[..self.n()].iter().all(|&c| c != 0)
    }

    /// The single highest card wins the prize; then refill hands and start the next round.
    fn resolve(&mut self) {
        let n = self.n();
        let high = *self.played[..n].iter().max().unwrap();
        let holders = (0..n).filter(|&s| self.played[s] == high).count();
        if holders == 1 {
            let winner = (0..n).find(|&s| self.played[s] == high).unwrap();
            self.won[winner] += self.prize as i16;
            self.wins[winner] += 1;
        }
        for s in 0..n {
            self.gone[self.played[s] as usize] += 1;
        }
        for s in 0..n as Seat {
            while self.hand_size(s) < HAND && self.draw(s) {}
        }
        self.round += 1;
        self.reveal_prize();
    }

    fn next_in_turn(&mut self) {
        if self.all_played() {
            self.resolve();
        } else {
            self.turn = (self.turn + 1) % self.setup.players;
            self.phase = Phase::Play;
        }
    }

    fn reseed(&mut self, rng: &mut Rng) {
        self.rng = rng_from_seed(rng.next_u64());
    }
}

impl Game for Prizes {
    type Action = PrizesAction;
    type Options = PrizesOptions;
    type View = PrizesView;
    type Event = engine::NoEvent;
    const NAME: &'static str = "prizes";
    const VERSION: u32 = 1;

    fn new_game(setup: &Setup<PrizesOptions>) -> Result<Self, SetupError> {
        if !(2..=4).contains(&setup.players) {
            return Err(SetupError("the prizes game takes 2 to 4 players".into()));
        }
        let mut rng = rng_from_seed(setup.seed);
        let mut deck = [0u8; CARDS];
        for (i, c) in deck.iter_mut().enumerate() {
            *c = (i / COPIES as usize) as u8 + 1;
        }
        shuffle(&mut rng, &mut deck);
        let mut prizes = [0u8; PRIZES];
        for (i, p) in prizes.iter_mut().enumerate() {
            *p = i as u8 + 1;
        }
        shuffle(&mut rng, &mut prizes);
        let mut game = Prizes {
            setup: setup.clone(),
            rng,
            hands: [[0; VALUES + 1]; 4],
            deck,
            deck_len: CARDS as u8,
            prizes,
            prizes_len: PRIZES as u8,
            prize: 0,
            round: 0,
            played: [0; 4],
            gone: [0; VALUES + 1],
            turn: 0,
            phase: Phase::Play,
            won: [0; 4],
            wins: [0; 4],
            swaps: [0; 4],
            events: Default::default(),
        };
        for s in 0..setup.players {
            for _ in 0..HAND {
                game.draw(s);
            }
        }
        game.reveal_prize();
        Ok(game)
    }

    fn setup(&self) -> &Setup<PrizesOptions> {
        &self.setup
    }

    fn to_move(&self) -> SeatSet {
        match self.phase {
            Phase::Over => SeatSet::EMPTY,
            Phase::Play if self.simultaneous() => {
                let mut set = SeatSet::EMPTY;
                for s in 0..self.n() {
                    if self.played[s] == 0 {
                        set.insert(s as Seat);
                    }
                }
                set
            }
            _ => SeatSet::single(self.turn),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<PrizesAction>) {
        out.clear();
        if !self.to_move().contains(seat) {
            return;
        }
        let hand = &self.hands[seat as usize];
        match self.phase {
            Phase::Play => {
                for v in 1..=VALUES {
                    if hand[v] > 0 {
                        out.push(PrizesAction::Play(v as u8));
                    }
                }
            }
            Phase::SwapOrDone => {
                out.push(PrizesAction::Done);
                if self.deck_len > 0 {
                    for v in 1..=VALUES {
                        if hand[v] > 0 {
                            out.push(PrizesAction::Swap(v as u8));
                        }
                    }
                }
            }
            Phase::Over => {}
        }
    }

    fn apply(&mut self, seat: Seat, action: PrizesAction) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if !self.to_move().contains(seat) {
            return Err(RuleError::NotYourTurn(seat));
        }
        let s = seat as usize;
        match (self.phase, action) {
            (Phase::Play, PrizesAction::Play(v)) => {
                if v == 0 || v as usize > VALUES || self.hands[s][v as usize] == 0 {
                    return Err(RuleError::Illegal("that card is not in your hand"));
                }
                self.hands[s][v as usize] -= 1;
                self.played[s] = v;
                if self.simultaneous() {
                    if self.all_played() {
                        self.resolve();
                    }
                } else {
                    self.phase = Phase::SwapOrDone;
                }
            }
            (Phase::SwapOrDone, PrizesAction::Done) => self.next_in_turn(),
            (Phase::SwapOrDone, PrizesAction::Swap(v)) => {
                if v == 0 || v as usize > VALUES || self.hands[s][v as usize] == 0 {
                    return Err(RuleError::Illegal("that card is not in your hand"));
                }
                if self.deck_len == 0 {
                    return Err(RuleError::Illegal("the deck is empty"));
                }
                self.hands[s][v as usize] -= 1;
                self.gone[v as usize] += 1;
                self.draw(seat);
                self.swaps[s] += 1;
                self.next_in_turn();
            }
            _ => return Err(RuleError::Illegal("not that kind of decision now")),
        }
        Ok(())
    }

    fn score(&self, seat: Seat) -> i32 {
        self.won[seat as usize] as i32 - self.swaps[seat as usize] as i32
    }

    fn tiebreak(&self, seat: Seat) -> i32 {
        self.wins[seat as usize] as i32
    }

    fn score_breakdown(&self, seat: Seat) -> Vec<ScoreLine> {
        vec![
            ScoreLine::new("prizes", self.won[seat as usize] as i32),
            ScoreLine::new("swaps", -(self.swaps[seat as usize] as i32)),
        ]
    }

    fn view(&self, seat: Option<Seat>) -> PrizesView {
        let n = self.n();
        let mut played = [0u8; 4];
        let mut committed = [false; 4];
        for s in 0..n {
            committed[s] = self.played[s] != 0;
            if !self.simultaneous() || Some(s as Seat) == seat {
                played[s] = self.played[s];
            }
        }
        let mut prizes_left: Vec<u8> = self.prizes[..self.prizes_len as usize].to_vec();
        prizes_left.sort_unstable();
        let mut hand_sizes = [0u8; 4];
        for (s, size) in hand_sizes.iter_mut().enumerate().take(n) {
            *size = self.hand_size(s as Seat);
        }
        PrizesView {
            seat,
            hand: seat.map_or([0; VALUES + 1], |s| self.hands[s as usize]),
            hand_sizes,
            played,
            committed,
            gone: self.gone,
            deck_len: self.deck_len,
            prize: self.prize,
            prizes_left,
            round: self.round,
            turn: self.turn,
            swap_phase: self.phase == Phase::SwapOrDone,
            over: self.phase == Phase::Over,
            won: self.won,
            swaps: self.swaps,
        }
    }

    fn parse_action(&self, text: &str) -> Result<PrizesAction, ParseError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let value = |w: &str| {
            w.parse::<u8>()
                .map_err(|_| ParseError::new(text, "expected a card value"))
        };
        match words.as_slice() {
            ["play", v] => Ok(PrizesAction::Play(value(v)?)),
            ["swap", v] => Ok(PrizesAction::Swap(value(v)?)),
            ["done"] => Ok(PrizesAction::Done),
            _ => Err(ParseError::new(
                text,
                "expected `play V`, `swap V` or `done`",
            )),
        }
    }

    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let n = self.n();
        let o = observer as usize;
        let mut det = self.clone();
        // Unseen cards in canonical (ascending) order: not in the observer's hand, not gone,
        // not visibly played this round.
        let mut pool = [0u8; CARDS];
        let mut len = 0;
        for v in 1..=VALUES {
            let mut seen = self.gone[v] + self.hands[o][v];
            for s in 0..n {
                if self.played[s] as usize == v && (!self.simultaneous() || s == o) {
                    seen += 1;
                }
            }
            for _ in seen..COPIES {
                pool[len] = v as u8;
                len += 1;
            }
        }
        shuffle(rng, &mut pool[..len]);
        let mut next = 0;
        for s in 0..n {
            if s == o {
                continue;
            }
            let size = self.hand_size(s as Seat);
            det.hands[s] = [0; VALUES + 1];
            for _ in 0..size {
                det.hands[s][pool[next] as usize] += 1;
                next += 1;
            }
            if self.simultaneous() && self.played[s] != 0 {
                det.played[s] = pool[next];
                next += 1;
            }
        }
        debug_assert_eq!(len - next, self.deck_len as usize);
        det.deck[..self.deck_len as usize].copy_from_slice(&pool[next..len]);
        let mut prizes = [0u8; PRIZES];
        let k = self.prizes_len as usize;
        prizes[..k].copy_from_slice(&self.prizes[..k]);
        prizes[..k].sort_unstable();
        shuffle(rng, &mut prizes[..k]);
        det.prizes = prizes;
        det.reseed(rng);
        det
    }

    fn describe(&self, viewer: Option<Seat>) -> String {
        format!("{:?}", self.view(viewer))
    }

    /// Points won, plus half the prize if the seat leads the open round, plus a little for
    /// hand strength (what it may still win), minus a little for cards spent this round.
    fn evaluate(&self, seat: Seat) -> f32 {
        let s = seat as usize;
        let mut value = self.score(seat) as f32;
        let hand_sum: u32 = (1..=VALUES)
            .map(|v| v as u32 * self.hands[s][v] as u32)
            .sum();
        value += 0.05 * hand_sum as f32;
        if !self.simultaneous() && self.phase != Phase::Over {
            let mine = self.played[s];
            if mine != 0 {
                let others_max = (0..self.n())
                    .filter(|&o| o != s)
                    .map(|o| self.played[o])
                    .max()
                    .unwrap_or(0);
                if mine > others_max {
                    value += 0.6 * self.prize as f32;
                }
            }
        }
        value
    }

    fn explain(&self, seat: Seat, action: PrizesAction) -> engine::Msg {
        engine::Msg::new("explain-plain").text("action", self.explain_text(seat, action))
    }

    fn events_mut(&mut self) -> &mut engine::EventLog<engine::NoEvent> {
        &mut self.events
    }
}

impl Prizes {
    fn explain_text(&self, _seat: Seat, action: PrizesAction) -> String {
        match action {
            PrizesAction::Play(v) => format!("play card {v} for prize {}", self.prize),
            PrizesAction::Swap(v) => format!("discard {v} and draw a card (costs 1 point)"),
            PrizesAction::Done => "end the turn".to_string(),
        }
    }
}

// Whole random games of this game are played by the bots' tests (crates/bots/tests/prizes.rs).
#[cfg(test)]
mod tests {
    use super::*;
    use engine::rng::below;

    fn new(players: u8, seed: u64, simultaneous: bool) -> Prizes {
        Prizes::new_game(&Setup {
            players,
            seed,
            options: PrizesOptions { simultaneous },
        })
        .unwrap()
    }

    #[test]
    fn notation_round_trips() {
        let g = new(2, 1, false);
        for a in [
            PrizesAction::Play(7),
            PrizesAction::Swap(10),
            PrizesAction::Done,
        ] {
            assert_eq!(g.parse_action(&a.to_string()).unwrap(), a);
        }
    }

    #[test]
    fn determinize_keeps_the_view_and_depends_only_on_it() {
        for simultaneous in [false, true] {
            let mut g = new(3, 5, simultaneous);
            let mut buf = Vec::new();
            let mut r = rng_from_seed(9);
            // Advance a few decisions.
            for _ in 0..7 {
                let seat = g.to_move().first().unwrap();
                g.legal_actions(seat, &mut buf);
                let a = buf[below(&mut r, buf.len() as u32) as usize];
                g.apply(seat, a).unwrap();
            }
            let d1 = g.determinize(0, &mut rng_from_seed(1));
            assert_eq!(d1.view(Some(0)), g.view(Some(0)));
            // d1 has the same view as g for seat 0, so determinizing it gives the same state.
            let a = g.determinize(0, &mut rng_from_seed(2));
            let b = d1.determinize(0, &mut rng_from_seed(2));
            assert_eq!(format!("{a:?}"), format!("{b:?}"));
        }
    }
}
