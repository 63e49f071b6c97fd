//! Chance when the game draws: an opt-in mode in which every random draw of a game is a chance
//! event, as search algorithms over the true game tree (OpenSpiel's MCTS, expectimax) need it.
//!
//! By default a game draws from the generator seeded by [`crate::Setup::seed`], inside `apply`,
//! and nothing here costs anything: a draw site asks [`Draws::is_on`] (one branch on a null
//! pointer) and draws as it always did. A state made by [`ChanceState::new`] has its draws *on*:
//! it stops at each draw whose outcome is not yet fixed, and says what is still possible
//! ([`ChanceEvent`]: the outcomes with their weights, the remaining pile, deck or bag
//! composition as the rules draw from it); [`ChanceState::apply_chance`] puts the chosen outcome
//! in place and goes on. So no later draw is fixed before it happens.
//!
//! How it works: a step (the setup, or one decision) is run on a copy with the outcomes chosen
//! so far forced at its draws, in order. The first draw with no forced outcome left records
//! itself as the open event (the copy is then thrown away); when every draw of the step had an
//! outcome, the copy becomes the state. A step that draws `k` times is thus run `k + 1` times —
//! a cost only of this mode. A draw with one possible outcome is no event.
//!
//! A draw site also names its *natural* outcome, what the seeded generator draws there: always
//! choosing it ([`ChanceEvent::natural`]) plays the seeded game exactly.

use crate::{Game, RuleError, Seat, SeatSet, Setup, SetupError, Visibility};

/// A chance outcome: a game-specific code below the game's [`Chance::max_chance_outcomes`].
pub type Outcome = u16;

/// A draw whose outcome is open: what is still possible, with weights (probability = weight /
/// [`ChanceEvent::total`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChanceEvent {
    /// The possible outcomes, each once and in ascending order, with a positive weight (e.g.
    /// the discs of that colour in the bag; 1 for each card of a deck).
    pub outcomes: Vec<(Outcome, u32)>,
    /// What the game's own generator would draw here.
    pub natural: Outcome,
    /// Who sees the outcome when it is drawn (public, or the seat looking at the top cards).
    pub visibility: Visibility,
}

impl ChanceEvent {
    /// The sum of the weights.
    pub fn total(&self) -> u64 {
        self.outcomes.iter().map(|&(_, w)| u64::from(w)).sum()
    }

    /// The outcomes with their probabilities (adding up to 1).
    pub fn probabilities(&self) -> Vec<(Outcome, f64)> {
        let total = self.total() as f64;
        self.outcomes
            .iter()
            .map(|&(o, w)| (o, f64::from(w) / total))
            .collect()
    }

    /// The weight of `outcome` (0: not possible).
    pub fn weight(&self, outcome: Outcome) -> u32 {
        self.outcomes
            .iter()
            .find(|&&(o, _)| o == outcome)
            .map_or(0, |&(_, w)| w)
    }
}

/// Why a chance outcome was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChanceError {
    #[error("no chance event is open: a seat decides now")]
    NoChanceEvent,
    #[error("outcome {outcome} is not possible now ({possible} outcomes are)")]
    NotPossible { outcome: Outcome, possible: usize },
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("the decision waiting for the draw was refused: {0}")]
    Rule(#[from] RuleError),
}

/// The draws of a state: off (the game's own generator draws; the default) or on (draws are
/// chance events). One pointer wide; `K` is what the game keeps to know which outcomes are
/// still possible (e.g. which cards of a pile were put back in a known order).
#[derive(Clone, Debug, PartialEq)]
pub struct Draws<K>(Option<Box<Script<K>>>);

#[derive(Clone, Debug, PartialEq)]
struct Script<K> {
    known: K,
    forced: Vec<Outcome>,
    next: usize,
    open: Option<ChanceEvent>,
}

impl<K> Default for Draws<K> {
    fn default() -> Self {
        Draws(None)
    }
}

impl<K: Default> Draws<K> {
    /// Draws from the game's generator (the default).
    pub fn off() -> Self {
        Draws(None)
    }

    /// Draws as chance events.
    pub fn on() -> Self {
        Draws(Some(Box::new(Script {
            known: K::default(),
            forced: Vec::new(),
            next: 0,
            open: None,
        })))
    }

    /// Whether draws are chance events. The one question a draw site asks by default.
    #[inline(always)]
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }

    /// The game's bookkeeping of what is still possible (`None` when off).
    pub fn known(&self) -> Option<&K> {
        self.0.as_ref().map(|s| &s.known)
    }

    pub fn known_mut(&mut self) -> Option<&mut K> {
        self.0.as_mut().map(|s| &mut s.known)
    }

    /// A draw (call only when [`Draws::is_on`]): the outcome to put in place among `outcomes`
    /// (weights > 0). The next forced outcome of the step, or `natural` — then, unless only one
    /// outcome is possible, the draw is recorded as the step's open event and the run is
    /// thrown away.
    pub fn draw(
        &mut self,
        outcomes: &[(Outcome, u32)],
        natural: Outcome,
        visibility: Visibility,
    ) -> Outcome {
        let Some(s) = self.0.as_mut() else {
            return natural;
        };
        if outcomes.len() <= 1 || s.open.is_some() {
            return natural;
        }
        if let Some(&o) = s.forced.get(s.next) {
            s.next += 1;
            debug_assert!(outcomes.iter().any(|&(x, _)| x == o), "forced {o} possible");
            return o;
        }
        // In ascending order: the event says nothing of where the items lie.
        let mut outcomes = outcomes.to_vec();
        outcomes.sort_unstable_by_key(|&(o, _)| o);
        s.open = Some(ChanceEvent {
            outcomes,
            natural,
            visibility,
        });
        natural
    }

    /// Starts a step with these outcomes forced, in order.
    fn force(&mut self, chosen: &[Outcome]) {
        if let Some(s) = self.0.as_mut() {
            s.forced.clear();
            s.forced.extend_from_slice(chosen);
            s.next = 0;
            s.open = None;
        }
    }

    /// Ends a step: its open event, if a draw found no forced outcome.
    fn finish(&mut self) -> Option<ChanceEvent> {
        let s = self.0.as_mut()?;
        debug_assert!(
            s.open.is_some() || s.next == s.forced.len(),
            "every forced outcome was drawn"
        );
        s.forced.clear();
        s.next = 0;
        s.open.take()
    }
}

/// A game whose draws can be chance events.
pub trait Chance: Game {
    /// What the game keeps, in chance mode, to know which outcomes are still possible.
    type Known: Clone + std::fmt::Debug + PartialEq + Default + Send + Sync + 'static;

    /// The number of distinct outcome codes with `players` players.
    fn max_chance_outcomes(players: u8) -> usize;

    /// Starts a game with these draws ([`Draws::off`]: exactly [`Game::new_game`]).
    fn new_game_drawing(
        setup: &Setup<Self::Options>,
        draws: Draws<Self::Known>,
    ) -> Result<Self, SetupError>;

    fn draws(&self) -> &Draws<Self::Known>;
    fn draws_mut(&mut self) -> &mut Draws<Self::Known>;

    /// The notation of an outcome (`tile 23`, `order OC10`, `disc black`), or `None` for a
    /// code that is no outcome of the game.
    fn outcome_notation(outcome: Outcome) -> Option<String>;
}

/// What a state in chance mode waits for: the step under way, the outcomes chosen for its draws
/// so far, and the open draw.
#[derive(Clone, Debug)]
pub struct Pending<G: Game> {
    step: Step<G>,
    chosen: Vec<Outcome>,
    open: ChanceEvent,
}

#[derive(Clone, Debug)]
enum Step<G: Game> {
    Setup(Setup<G::Options>),
    Decision(Seat, G::Action),
}

impl<G: Game> Pending<G> {
    /// The open draw.
    pub fn event(&self) -> &ChanceEvent {
        &self.open
    }

    /// The decision waiting for its draws (`None` during the setup's).
    pub fn decision(&self) -> Option<(Seat, G::Action)> {
        match self.step {
            Step::Setup(_) => None,
            Step::Decision(seat, action) => Some((seat, action)),
        }
    }

    /// The outcomes chosen for the step so far.
    pub fn chosen(&self) -> &[Outcome] {
        &self.chosen
    }
}

/// Runs `step` with `chosen` forced: the state it leads to and the open event, if any.
fn attempt<G: Chance>(
    base: &G,
    step: &Step<G>,
    chosen: &[Outcome],
) -> Result<(G, Option<ChanceEvent>), ChanceError> {
    match step {
        Step::Setup(setup) => {
            let mut draws = Draws::on();
            draws.force(chosen);
            let mut g = G::new_game_drawing(setup, draws)?;
            let open = g.draws_mut().finish();
            Ok((g, open))
        }
        Step::Decision(seat, action) => Ok(attempt_decision(base, *seat, *action, chosen)?),
    }
}

/// [`attempt`] for a decision.
fn attempt_decision<G: Chance>(
    base: &G,
    seat: Seat,
    action: G::Action,
    chosen: &[Outcome],
) -> Result<(G, Option<ChanceEvent>), RuleError> {
    let mut g = base.clone();
    g.draws_mut().force(chosen);
    g.apply(seat, action)?;
    let open = g.draws_mut().finish();
    Ok((g, open))
}

/// Starts a game in chance mode: the state and, if its setup draws, the open draw.
pub fn start<G: Chance>(setup: &Setup<G::Options>) -> Result<(G, Option<Pending<G>>), SetupError> {
    let mut draws = Draws::on();
    draws.force(&[]);
    let mut game = G::new_game_drawing(setup, draws)?;
    let pending = game.draws_mut().finish().map(|open| Pending {
        step: Step::Setup(setup.clone()),
        chosen: Vec::new(),
        open,
    });
    Ok((game, pending))
}

/// A decision of `seat` in chance mode. If it draws, `pending` holds it until the draws'
/// outcomes are chosen (the decision is checked first: a refused one changes nothing).
pub fn decide<G: Chance>(
    game: &mut G,
    pending: &mut Option<Pending<G>>,
    seat: Seat,
    action: G::Action,
) -> Result<(), RuleError> {
    if pending.is_some() {
        return Err(RuleError::Illegal(
            "a chance event is open: its outcome comes first",
        ));
    }
    let (next, open) = attempt_decision(game, seat, action, &[])?;
    match open {
        None => *game = next,
        Some(open) => {
            *pending = Some(Pending {
                step: Step::Decision(seat, action),
                chosen: Vec::new(),
                open,
            })
        }
    }
    Ok(())
}

/// Puts `outcome` in place for the open draw and goes on, to the next draw or the next
/// decision. Refused (nothing changes) when no draw is open or `outcome` is not possible.
pub fn resolve<G: Chance>(
    game: &mut G,
    pending: &mut Option<Pending<G>>,
    outcome: Outcome,
) -> Result<(), ChanceError> {
    let p = pending.as_ref().ok_or(ChanceError::NoChanceEvent)?;
    if p.open.weight(outcome) == 0 {
        return Err(ChanceError::NotPossible {
            outcome,
            possible: p.open.outcomes.len(),
        });
    }
    let mut chosen = p.chosen.clone();
    chosen.push(outcome);
    let (next, open) = attempt(game, &p.step, &chosen)?;
    match open {
        None => {
            *game = next;
            *pending = None;
        }
        Some(open) => {
            if let Some(p) = pending.as_mut() {
                if matches!(p.step, Step::Setup(_)) {
                    *game = next;
                }
                p.chosen = chosen;
                p.open = open;
            }
        }
    }
    Ok(())
}

/// A game in chance mode: the state and, while a draw is open, what it waits for.
#[derive(Clone, Debug)]
pub struct ChanceState<G: Chance> {
    /// The state: before the decision whose draws are open. While the setup's draws are open it
    /// is a setup with the remaining draws made by the seeded generator, not yet a game: look
    /// at it only once [`ChanceState::is_chance`] is false.
    pub game: G,
    pub pending: Option<Pending<G>>,
}

impl<G: Chance> ChanceState<G> {
    /// A new game in chance mode; its setup's draws come first.
    pub fn new(setup: &Setup<G::Options>) -> Result<Self, SetupError> {
        let (game, pending) = start(setup)?;
        Ok(ChanceState { game, pending })
    }

    /// The open draw, if any.
    pub fn chance(&self) -> Option<&ChanceEvent> {
        self.pending.as_ref().map(|p| &p.open)
    }

    pub fn pending(&self) -> Option<&Pending<G>> {
        self.pending.as_ref()
    }

    pub fn is_chance(&self) -> bool {
        self.pending.is_some()
    }

    /// The seats to decide: none while a draw is open or once the game is over.
    pub fn to_move(&self) -> SeatSet {
        if self.is_chance() {
            SeatSet::EMPTY
        } else {
            self.game.to_move()
        }
    }

    pub fn is_over(&self) -> bool {
        !self.is_chance() && self.game.is_over()
    }

    /// [`decide`].
    pub fn apply(&mut self, seat: Seat, action: G::Action) -> Result<(), RuleError> {
        decide(&mut self.game, &mut self.pending, seat, action)
    }

    /// [`resolve`].
    pub fn apply_chance(&mut self, outcome: Outcome) -> Result<(), ChanceError> {
        resolve(&mut self.game, &mut self.pending, outcome)
    }
}
