//! Gems: a tiny card game with what the terminal interface must handle: hidden hands, random
//! draws (reveals), deterministic decisions, named cards to look for on screen, a score
//! breakdown, an event that is a milestone, and an optional simultaneous round.
//!
//! Rules: 18 gems, values 1..=9 twice, each with a name (`AMBER` = 1, ..., `JADE` = 1, ...).
//! Each seat holds 3 hidden gems. In turn, a seat either `play`s a gem from its hand (scores its
//! value; then draws a new gem from the shuffled pile: a reveal) or `pass`es (no chance
//! involved). After `rounds` turns of every seat the game ends. With `sealed_bid`, the game
//! opens with a simultaneous round where every seat secretly `bid`s 0..=2 (the highest bid
//! scores 2 points); the bids are revealed (an event) once all are in.

use engine::rng::{below, rng_from_seed, shuffle};
use engine::{Game, ParseError, Rng, RuleError, ScoreLine, Seat, SeatSet, Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

const GEMS: usize = 18;
const HAND: usize = 3;
/// Gem names: no name is part of another, so tests can look for them on screen.
const NAMES: [&str; GEMS] = [
    "AMBER",
    "BERYL",
    "CORAL",
    "DIAMOND",
    "EMERALD",
    "FLINT",
    "GARNET",
    "HEMATITE",
    "IOLITE",
    "JADE",
    "KYANITE",
    "LAPIS",
    "MOONSTONE",
    "NACRE",
    "ONYX",
    "PERIDOT",
    "QUARTZ",
    "RUTILE",
];

/// The name of gem `id` (0..18): value `id % 9 + 1`.
pub fn gem_name(id: u8) -> String {
    NAMES[id as usize].to_string()
}

pub fn gem_value(id: u8) -> i32 {
    (id % 9) as i32 + 1
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GemsOptions {
    /// Turns of every seat (0: 4).
    pub rounds: u8,
    pub sealed_bid: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GemsAction {
    Play(u8),
    Pass,
    Bid(u8),
}

impl fmt::Display for GemsAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GemsAction::Play(g) => write!(f, "play {}", gem_name(*g).to_lowercase()),
            GemsAction::Pass => write!(f, "pass"),
            GemsAction::Bid(b) => write!(f, "bid {b}"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Gems {
    setup: Setup<GemsOptions>,
    rng: Rng,
    pile: Vec<u8>,
    hands: Vec<Vec<u8>>,
    played: Vec<Vec<u8>>,
    bids: Vec<Option<u8>>,
    bidding: bool,
    turn: u8,
    turns_taken: u8,
    passes: Vec<u8>,
    events: engine::EventLog<GemsEvent>,
}

/// What the game does by itself: the sealed bids are revealed once all are in.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum GemsEvent {
    BidsRevealed { bids: Vec<u8> },
}

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct GemsView {
    pub viewer: Option<Seat>,
    pub hand: Option<Vec<u8>>,
    pub hand_sizes: Vec<usize>,
    pub pile: usize,
    pub played: Vec<Vec<u8>>,
    /// Bids: own bid always; others' only once bidding is over. `Some(true)` = has bid.
    pub bids: Vec<Option<u8>>,
    pub has_bid: Vec<bool>,
    pub turn: u8,
    pub turns_taken: u8,
    pub rounds: u8,
}

impl Gems {
    fn rounds(&self) -> u8 {
        if self.setup.options.rounds == 0 {
            4
        } else {
            self.setup.options.rounds
        }
    }

    fn over(&self) -> bool {
        !self.bidding && self.turns_taken >= self.rounds() * self.setup.players
    }

    fn bid_points(&self, seat: Seat) -> i32 {
        let best = self.bids.iter().flatten().max().copied().unwrap_or(0);
        match self.bids[seat as usize] {
            Some(b) if !self.bidding && b == best && b > 0 => 2,
            _ => 0,
        }
    }
}

impl Game for Gems {
    type Action = GemsAction;
    type Options = GemsOptions;
    type View = GemsView;
    type Event = GemsEvent;
    const NAME: &'static str = "gems";
    const VERSION: u32 = 1;

    fn new_game(setup: &Setup<GemsOptions>) -> Result<Self, SetupError> {
        let n = setup.players as usize;
        if !(2..=4).contains(&n) {
            return Err(SetupError("gems is for 2 to 4 players".into()));
        }
        let mut rng = rng_from_seed(setup.seed);
        let mut pile: Vec<u8> = (0..GEMS as u8).collect();
        shuffle(&mut rng, &mut pile);
        let hands = (0..n).map(|_| pile.split_off(pile.len() - HAND)).collect();
        Ok(Gems {
            setup: setup.clone(),
            rng,
            pile,
            hands,
            played: vec![Vec::new(); n],
            bids: vec![None; n],
            bidding: setup.options.sealed_bid,
            turn: 0,
            turns_taken: 0,
            passes: vec![0; n],
            events: Default::default(),
        })
    }

    fn setup(&self) -> &Setup<GemsOptions> {
        &self.setup
    }

    fn to_move(&self) -> SeatSet {
        if self.bidding {
            let mut set = SeatSet::EMPTY;
            for (s, b) in self.bids.iter().enumerate() {
                if b.is_none() {
                    set.insert(s as Seat);
                }
            }
            set
        } else if self.over() {
            SeatSet::EMPTY
        } else {
            SeatSet::single(self.turn)
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<GemsAction>) {
        out.clear();
        if !self.to_move().contains(seat) {
            return;
        }
        if self.bidding {
            out.extend((0..=2).map(GemsAction::Bid));
            return;
        }
        out.extend(
            self.hands[seat as usize]
                .iter()
                .map(|&g| GemsAction::Play(g)),
        );
        out.push(GemsAction::Pass);
    }

    fn apply(&mut self, seat: Seat, action: GemsAction) -> Result<(), RuleError> {
        if self.to_move().is_empty() {
            return Err(RuleError::GameOver);
        }
        if !self.to_move().contains(seat) {
            return Err(RuleError::NotYourTurn(seat));
        }
        let s = seat as usize;
        match action {
            GemsAction::Bid(b) if self.bidding && b <= 2 => {
                self.bids[s] = Some(b);
                if self.bids.iter().all(Option::is_some) {
                    self.bidding = false;
                    let bids = self.bids.iter().map(|b| b.unwrap_or(0)).collect();
                    self.events.public(|| GemsEvent::BidsRevealed { bids });
                }
                return Ok(());
            }
            GemsAction::Play(g) if !self.bidding => {
                let Some(i) = self.hands[s].iter().position(|&h| h == g) else {
                    return Err(RuleError::Illegal("that gem is not in your hand"));
                };
                self.hands[s].remove(i);
                self.played[s].push(g);
                if let Some(top) = self.pile.pop() {
                    self.hands[s].push(top);
                }
            }
            GemsAction::Pass if !self.bidding => self.passes[s] += 1,
            _ => return Err(RuleError::Illegal("not now")),
        }
        self.turns_taken += 1;
        self.turn = (self.turn + 1) % self.setup.players;
        // Keep the RNG moving so that chance is "in apply".
        let _ = below(&mut self.rng, 2);
        Ok(())
    }

    fn score(&self, seat: Seat) -> i32 {
        self.score_breakdown(seat).iter().map(|l| l.points).sum()
    }

    fn tiebreak(&self, seat: Seat) -> i32 {
        -(self.passes[seat as usize] as i32)
    }

    fn score_breakdown(&self, seat: Seat) -> Vec<ScoreLine> {
        let gems = self.played[seat as usize]
            .iter()
            .map(|&g| gem_value(g))
            .sum();
        vec![
            ScoreLine::new("gems played", gems),
            ScoreLine::new("highest bid", self.bid_points(seat)),
        ]
    }

    fn view(&self, seat: Option<Seat>) -> GemsView {
        GemsView {
            viewer: seat,
            hand: seat.map(|s| self.hands[s as usize].clone()),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            pile: self.pile.len(),
            played: self.played.clone(),
            bids: self
                .bids
                .iter()
                .enumerate()
                .map(|(s, b)| {
                    if !self.bidding || Some(s as Seat) == seat {
                        *b
                    } else {
                        None
                    }
                })
                .collect(),
            has_bid: self.bids.iter().map(Option::is_some).collect(),
            turn: self.turn,
            turns_taken: self.turns_taken,
            rounds: self.rounds(),
        }
    }

    fn parse_action(&self, text: &str) -> Result<GemsAction, ParseError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["pass"] => Ok(GemsAction::Pass),
            ["bid", n] => n
                .parse()
                .map(GemsAction::Bid)
                .map_err(|_| ParseError::new(text, "a bid is 0, 1 or 2")),
            ["play", name] => (0..GEMS as u8)
                .find(|&g| gem_name(g).eq_ignore_ascii_case(name))
                .map(GemsAction::Play)
                .ok_or_else(|| ParseError::new(text, "no such gem")),
            _ => Err(ParseError::new(
                text,
                "expected `play GEM`, `pass` or `bid N`",
            )),
        }
    }

    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut out = self.clone();
        let mut unseen: Vec<u8> = self.pile.clone();
        for (s, hand) in self.hands.iter().enumerate() {
            if s as Seat != observer {
                unseen.extend(hand);
            }
        }
        unseen.sort_unstable();
        shuffle(rng, &mut unseen);
        for (s, hand) in out.hands.iter_mut().enumerate() {
            if s as Seat != observer {
                for g in hand.iter_mut() {
                    *g = unseen.pop().expect("enough gems");
                }
            }
        }
        out.pile = unseen;
        if self.bidding {
            for (s, b) in out.bids.iter_mut().enumerate() {
                if s as Seat != observer && b.is_some() {
                    *b = Some(below(rng, 3) as u8);
                }
            }
        }
        out.rng = rng_from_seed(below(rng, u32::MAX) as u64);
        out
    }

    fn describe(&self, viewer: Option<Seat>) -> String {
        let v = self.view(viewer);
        let mut text = format!(
            "Turn {} of {}; {} gems in the pile\n",
            v.turns_taken / self.setup.players + 1,
            v.rounds,
            v.pile
        );
        if let Some(hand) = &v.hand {
            let names: Vec<String> = hand.iter().map(|&g| gem_name(g)).collect();
            text += &format!("Your hand: {}\n", names.join(" "));
        }
        for (s, played) in v.played.iter().enumerate() {
            let names: Vec<String> = played.iter().map(|&g| gem_name(g)).collect();
            text += &format!(
                "Seat {s}: {} in hand, played [{}]{}\n",
                v.hand_sizes[s],
                names.join(" "),
                match (v.bids[s], v.has_bid[s]) {
                    (Some(b), _) => format!(", bid {b}"),
                    (None, true) => ", has bid".to_string(),
                    _ => String::new(),
                }
            );
        }
        text
    }

    fn explain(&self, seat: Seat, action: GemsAction) -> engine::Msg {
        engine::Msg::new("explain-plain").text("action", self.explain_text(seat, action))
    }

    fn events_mut(&mut self) -> &mut engine::EventLog<GemsEvent> {
        &mut self.events
    }
}

impl Gems {
    fn explain_text(&self, _seat: Seat, action: GemsAction) -> String {
        match action {
            GemsAction::Play(g) => format!(
                "Play {} for {} VP, then draw a gem",
                gem_name(g),
                gem_value(g)
            ),
            GemsAction::Pass => "Pass: score nothing, draw nothing".to_string(),
            GemsAction::Bid(b) => format!("Bid {b} in secret: the highest bid scores 2 VP"),
        }
    }
}

impl engine::EventWords for GemsEvent {
    fn message(&self) -> engine::Msg {
        match self {
            GemsEvent::BidsRevealed { bids } => {
                let bids = bids
                    .iter()
                    .enumerate()
                    .map(|(s, b)| engine::Arg::Text(format!("S{s} bid {b}")))
                    .collect();
                engine::Msg::new("gems-bids-revealed").list("bids", bids)
            }
        }
    }

    fn is_milestone(&self) -> bool {
        matches!(self, GemsEvent::BidsRevealed { .. })
    }
}
