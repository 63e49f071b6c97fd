//! The kohle engine contract.
//!
//! Every game (Glück Auf, Haspelknecht) implements [`Game`]. Bots and front ends only ever talk
//! to a game through this trait, so one `simulate`, `tournament`, `replay` or `play` serves both.
//!
//! Design rules (see `DESIGN.md` of the project):
//! - A game state is one `Clone` value; cloning it is cheap (fixed arrays, small integers).
//! - All chance happens inside [`Game::apply`], from a [`Rng`] that lives in the state and was
//!   seeded from [`Setup::seed`]. Same setup + same actions = same game, bit for bit. Opt-in,
//!   [`chance`] makes every draw a chance event instead (for searches over the true game tree).
//! - [`Game::legal_actions`] writes into a caller-provided buffer: no allocation per decision.
//! - [`Game::view`] is an allow-list of what one seat may see.
//! - Every action has a text notation: `Display` writes it, [`Game::parse_action`] reads it.
//! - Undo is a rule of the contract too ([`undo`]): every front end asks the same rule.

pub mod action_space;
pub mod chance;
pub mod event;
pub mod log;
pub mod memo;
pub mod message;
pub mod observation;
pub mod record;
pub mod rng;
pub mod seats;
pub mod testing;
pub mod undo;

pub use action_space::ActionSpace;
pub use chance::{Chance, ChanceError, ChanceEvent, ChanceState, Draws, Outcome};
pub use event::{EventLog, EventWords, LogEntry, LogItem, Logged, NoEvent, Visibility};
pub use log::{apply_logged, replay_logged, visible_to, GameLog};
pub use memo::{EvalKey, EvalMemo, KeyWriter};
pub use message::{Arg, Msg};
pub use observation::{Observe, Observer};
pub use record::{replay, GameRecord, RecordError, RecordedAction, SeatInfo};
pub use rng::{derive_seed, Rng};
pub use seats::{Seat, SeatSet};

use serde::{de::DeserializeOwned, Serialize};
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// Everything needed to start a game: it, plus the action list, is the whole game record.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Setup<O> {
    pub players: u8,
    pub seed: u64,
    pub options: O,
}

/// Why an action was refused. The state is unchanged when `apply` returns an error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not seat {0}'s decision")]
    NotYourTurn(Seat),
    /// The action is not legal now; the text says which rule forbids it.
    #[error("{0}")]
    Illegal(&'static str),
}

/// Why a setup could not start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid setup: {0}")]
pub struct SetupError(pub String);

/// Why a notation string is not an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read action `{input}`: {reason}")]
pub struct ParseError {
    pub input: String,
    pub reason: String,
}

impl ParseError {
    /// `input` is quoted by at most [`quote`]'s prefix, and so is every long word of `reason`
    /// (a reason may name the word it could not read): an error never echoes a huge input.
    pub fn new(input: &str, reason: impl Into<String>) -> Self {
        let reason = reason.into();
        let reason = if reason.split_whitespace().any(|w| w.len() > 60) {
            let mut short = String::new();
            for (i, word) in reason.split(' ').enumerate() {
                if i > 0 {
                    short.push(' ');
                }
                short.push_str(&quote(word));
            }
            short
        } else {
            reason
        };
        ParseError {
            input: quote(input),
            reason,
        }
    }
}

/// At most the first 60 characters of `input` (with `…` when cut): how errors quote bad input.
pub fn quote(input: &str) -> String {
    const MAX: usize = 60;
    match input.char_indices().nth(MAX) {
        None => input.to_string(),
        Some((end, _)) => format!("{}…", &input[..end]),
    }
}

/// One line of a score breakdown, e.g. `("ga-score-orders", 19)`. The category is a message
/// catalogue key (the presentation layer names it in the reader's language).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ScoreLine {
    pub category: String,
    pub points: i32,
    /// What the points are made of (e.g. shift scoring per shift, each per element); the
    /// parts' points add up to `points`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<ScoreLine>,
}

impl ScoreLine {
    pub fn new(category: impl Into<String>, points: i32) -> Self {
        ScoreLine {
            category: category.into(),
            points,
            parts: Vec::new(),
        }
    }

    /// The same line with its parts.
    pub fn with_parts(mut self, parts: Vec<ScoreLine>) -> Self {
        self.parts = parts;
        self
    }
}

/// The contract every game implements. The implementing type is the game **state**.
pub trait Game: Clone + Send + Sync + Debug + 'static {
    /// A decision. Small and `Copy`; `Display` is its notation.
    type Action: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    /// Rule options (ambiguity resolutions). `Default` is the rulebook default.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one seat may see: built as an allow-list. Its JSON names things as the rules and the
    /// notation do, and is documented by the schema [`view_schema`] generates from the type.
    type View: Clone + Debug + PartialEq + Serialize + schemars::JsonSchema;
    /// What happened besides a decision (scoring, reveals, refills, ...): typed data, recorded
    /// by `apply` into [`Game::events_mut`] when recording is on.
    type Event: Clone + Debug + PartialEq + Serialize + EventWords + Send + Sync + 'static;

    /// The name used on the command line and in game records (`glueckauf`, `haspelknecht`).
    const NAME: &'static str;
    /// Bumped when the meaning of a record changes.
    const VERSION: u32;
    /// Allowed player counts.
    const MIN_PLAYERS: u8 = 2;
    const MAX_PLAYERS: u8 = 4;

    /// Start a game. All randomness of the game comes from `setup.seed`.
    fn new_game(setup: &Setup<Self::Options>) -> Result<Self, SetupError>;

    /// The setup this game was started with (recorded in game records).
    fn setup(&self) -> &Setup<Self::Options>;

    fn players(&self) -> usize {
        self.setup().players as usize
    }

    /// The seats that must decide now. Empty when the game is over. More than one seat only
    /// during simultaneous decisions (Haspelknecht planning).
    fn to_move(&self) -> SeatSet;

    fn is_over(&self) -> bool {
        self.to_move().is_empty()
    }

    /// Writes the legal actions of `seat` into `out` (cleared first). Empty if `seat` is not to
    /// move.
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// Applies one action of `seat`. On error the state is unchanged.
    fn apply(&mut self, seat: Seat, action: Self::Action) -> Result<(), RuleError>;

    /// Applies an action that [`Game::legal_actions`] has just listed for `seat` in this very
    /// state: the hot path of playouts and searches, which may skip the checks the listing
    /// already made (implementations `debug_assert` that the action is listed). Input from
    /// people, records or the network goes through [`Game::apply`], which checks everything.
    /// Default: `apply`.
    fn apply_legal(&mut self, seat: Seat, action: Self::Action) -> Result<(), RuleError> {
        self.apply(seat, action)
    }

    /// The state's event log (off unless a front end turns it on; see [`event`]).
    fn events_mut(&mut self) -> &mut EventLog<Self::Event>;

    /// Who may see `action` of `seat`, asked before it is applied. Default: public, except while
    /// several seats decide at once (a hidden plan, revealed later by an event).
    fn decision_visibility(&self, seat: Seat, action: Self::Action) -> Visibility {
        let _ = action;
        if self.to_move().len() <= 1 {
            Visibility::Public
        } else {
            Visibility::Seat(seat)
        }
    }

    /// The message of an event, for the presentation layer ([`EventWords::message`]).
    fn event_message(event: &Self::Event) -> Msg {
        event.message()
    }

    /// A decision in words for a log (`Anna moves the elevator to grey`). Default: the seat and
    /// the notation (`Anna: lift grey`).
    fn decision_message(seat: Seat, action: Self::Action) -> Msg {
        Msg::new("log-decision")
            .seat("seat", seat)
            .text("action", action.to_string())
    }

    /// Whether `event` says in words what `action` of `seat` did (`Anna keeps order OT04` after
    /// `take OT04`), so that a log in words shows the event alone and tells the decision once
    /// (`present::log::told`). The event was recorded while applying that decision or a later
    /// one the reader may not see (the hidden order of a return). Only an event that names the
    /// decision's own choice tells it: "Anna has used every mining step" does not say which step
    /// was the last. Default: no event tells a decision.
    fn tells_decision(event: &Self::Event, seat: Seat, action: Self::Action) -> bool {
        let _ = (event, seat, action);
        false
    }

    /// Whether an event is a milestone a front end shows as it happens, beyond the log (shift
    /// scoring, winter, the end of the game; [`EventWords::is_milestone`]).
    fn event_is_milestone(event: &Self::Event) -> bool {
        event.is_milestone()
    }

    /// Why `action` deserves a confirmation before it is taken (it throws something away, as
    /// ending mining with steps left), or `None`. Front ends ask; they never refuse.
    fn confirmation(&self, seat: Seat, action: Self::Action) -> Option<Msg> {
        let _ = (seat, action);
        None
    }

    /// Victory points of `seat` now (final once the game is over).
    fn score(&self, seat: Seat) -> i32;

    /// The tie-break value of `seat` (higher wins a tie on score).
    fn tiebreak(&self, seat: Seat) -> i32;

    /// The parts of the tie-break, as a person reads them (category keys as in
    /// [`Game::score_breakdown`]), in the order they are compared.
    fn tiebreak_parts(&self, seat: Seat) -> Vec<ScoreLine> {
        vec![ScoreLine::new("score-tiebreak", self.tiebreak(seat))]
    }

    /// Score by category; the points add up to [`Game::score`].
    fn score_breakdown(&self, seat: Seat) -> Vec<ScoreLine>;

    /// What `seat` may see (`None`: a spectator, who sees only public information).
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// Reads an action in notation. Context-free where possible.
    fn parse_action(&self, text: &str) -> Result<Self::Action, ParseError>;

    /// A copy of this state in which everything `observer` cannot see (stack orders, the bag,
    /// other seats' hidden cards or uncommitted plans, the state's own RNG) is re-sampled from
    /// `rng`, consistently with `self.view(Some(observer))`. Two states with equal views for
    /// `observer` give equal results for the same `rng` state: searching bots rely on it.
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self;

    /// A human-readable text of the state as `viewer` sees it (for `kohle replay`).
    fn describe(&self, viewer: Option<Seat>) -> String;

    /// The face-down piles in their order, top first: what no seat's view shows. Only for
    /// looking back at a game that has ended, when everyone sees everything (replays). Default:
    /// none (a game whose draws all come from its generator at the moment they happen).
    fn piles(&self) -> Vec<Pile> {
        Vec::new()
    }

    /// A game-specific estimate of how well `seat` stands, in victory points (used by the
    /// `greedy` bot and to cut off searches). Must only use what `seat` may see. Default: the
    /// current score.
    fn evaluate(&self, seat: Seat) -> f32 {
        self.score(seat) as f32
    }

    /// The one-step lookahead of greedy play: for each of `actions` (listed by
    /// `legal_actions(seat)` here), `evaluate(seat)` of the state it leads to, in order (`None`
    /// if it is refused). The states differ only by one decision of `seat`, so a game may
    /// share work between them; the values must equal `evaluate`'s exactly. `memo` keeps
    /// values by [`Game::evaluation_key`] for the whole search. Default: each on a copy,
    /// through the memo.
    fn evaluate_children(
        &self,
        seat: Seat,
        actions: &[Self::Action],
        out: &mut Vec<Option<f32>>,
        memo: &mut EvalMemo,
    ) {
        out.clear();
        for &a in actions {
            let mut next = self.clone();
            out.push(next.apply_legal(seat, a).is_ok().then(|| {
                let key = memo.key(&next);
                memo.get_or_compute(key, seat, || next.evaluate(seat))
            }));
        }
    }

    /// Writes everything `evaluate` reads, for any seat, and returns `true`: two states of one
    /// game (same setup) that write the same bytes must have the same `evaluate(seat)` for
    /// every seat. It lets a search memoise evaluations ([`EvalMemo`]); leaving out what
    /// `evaluate` does not read (piles, the generator) lets determinizations share values.
    /// `false`: not memoised (the default).
    fn write_evaluation_key(&self, key: &mut KeyWriter) -> bool {
        let _ = key;
        false
    }

    /// A one-line explanation of what `action` does and costs now (for menus and tooltips).
    fn explain(&self, seat: Seat, action: Self::Action) -> Msg {
        let _ = seat;
        Msg::new("explain-plain").arg("action", Arg::Text(action.to_string()))
    }

    /// Rules help: every component, space, worker and rule option of the game, as data
    /// (texts come from the message catalogues).
    fn help() -> Vec<HelpEntry> {
        Vec::new()
    }

    /// The component table the game was set up with, as TOML, for games whose component data
    /// is a correctable reconstruction. `None` for games with fixed data.
    fn components_toml(options: &Self::Options) -> Option<String> {
        let _ = options;
        None
    }

    /// The observation tensor and action indices ([`Observe`], [`ActionSpace`]) of a game that
    /// has them, reachable from code generic over `Game` alone: bots built from a spec
    /// (`ismcts:…:net`) read a network's inputs through it. Default: none.
    fn learning() -> Option<Learning<Self>> {
        None
    }

    /// Loads a corrected component table (TOML) into `options`.
    fn load_components(options: &mut Self::Options, toml_text: &str) -> Result<(), String> {
        let _ = (options, toml_text);
        Err(format!("{} has no loadable component table", Self::NAME))
    }
}

impl EvalMemo {
    /// The key of `game` by [`Game::write_evaluation_key`], or `None` if the game has none.
    pub fn key<G: Game>(&mut self, game: &G) -> Option<EvalKey> {
        self.key_of(|w| game.write_evaluation_key(w))
    }
}

/// A game's [`Observe`] and [`ActionSpace`] as plain functions ([`Game::learning`]; made by
/// `Learning::of`, in `observation.rs`, for a game that implements both).
pub struct Learning<G: Game> {
    /// The length of `seat`'s observation of the game (fixed per game and player count).
    pub observation_len: fn(&G) -> usize,
    /// [`Observe::observe_into`].
    pub observe_into: fn(&G, Seat, &mut [f32]),
    /// [`ActionSpace::action_index`].
    pub action_index: fn(G::Action) -> Option<usize>,
    /// [`ActionSpace::num_distinct_actions`].
    pub num_actions: fn(u8) -> usize,
}

/// A face-down pile ([`Game::piles`]): a catalogue key naming it, and its items in notation,
/// top first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pile {
    pub key: &'static str,
    pub items: Vec<String>,
}

/// One entry of a game's rules help.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HelpEntry {
    /// The group it belongs to, a catalogue key (`hk-help-group-tiles`, `help-group-options`).
    pub group: &'static str,
    /// How the rules and the notation name it: `21`, `factory 3`, `planning_mode`.
    pub id: String,
    /// Its name and what it does.
    pub name: Msg,
    pub text: Msg,
}

impl HelpEntry {
    pub fn new(group: &'static str, id: impl Into<String>, name: Msg, text: Msg) -> Self {
        HelpEntry {
            group,
            id: id.into(),
            name,
            text,
        }
    }

    /// One entry per row `(id, name key, text key)` of `table`, all in `group`: the help
    /// that is only catalogue texts (steps of the rules, rule options).
    pub fn keyed<'a>(
        group: &'static str,
        table: &'a [(&'a str, &'static str, &'static str)],
    ) -> impl Iterator<Item = HelpEntry> + 'a {
        table
            .iter()
            .map(move |&(id, name, text)| HelpEntry::new(group, id, Msg::new(name), Msg::new(text)))
    }
}

/// The JSON Schema of a game's view JSON (generated from the view types).
pub fn view_schema<G: Game>() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(G::View)).expect("a schema serializes")
}

/// Plays uniformly random legal actions (drawn with `rng`, listed into the caller's `buf`) until
/// no seat is to move; returns the number of decisions. The loop of the playout benchmarks.
pub fn random_playout<G: Game>(game: &mut G, rng: &mut Rng, buf: &mut Vec<G::Action>) -> u64 {
    random_steps(game, rng, buf, u64::MAX)
}

/// At most `max` decisions picked as [`random_playout`] picks them (fewer if the game ends
/// first): the number made. Benchmarks start from such positions.
pub fn random_steps<G: Game>(
    game: &mut G,
    rng: &mut Rng,
    buf: &mut Vec<G::Action>,
    max: u64,
) -> u64 {
    let mut decisions = 0;
    while decisions < max {
        let Some(seat) = game.to_move().first() else {
            break;
        };
        game.legal_actions(seat, buf);
        let a = buf[rng::below(rng, buf.len() as u32) as usize];
        game.apply_legal(seat, a)
            .expect("a legal action is accepted");
        decisions += 1;
    }
    decisions
}

/// Final standings: rank (0 = first) of every seat by score, then tie-break. Seats with equal
/// score and tie-break share a rank.
pub fn ranks<G: Game>(game: &G) -> Vec<u8> {
    let n = game.players();
    let keys: Vec<(i32, i32)> = (0..n as Seat)
        .map(|s| (game.score(s), game.tiebreak(s)))
        .collect();
    keys.iter()
        .map(|k| keys.iter().filter(|o| *o > k).count() as u8)
        .collect()
}

/// The seats that won (rank 0). Several seats share a victory when tied on score and tie-break.
pub fn winners<G: Game>(game: &G) -> SeatSet {
    let mut set = SeatSet::EMPTY;
    for (seat, rank) in ranks(game).into_iter().enumerate() {
        if rank == 0 {
            set.insert(seat as Seat);
        }
    }
    set
}
