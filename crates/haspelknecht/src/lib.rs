//! Haspelknecht (Thomas Spitzer, Quined Games) for 2–4 players, on the kohle engine contract.
//!
//! Rules: `../shared/rules/haspelknecht-rules.md` (§ numbers in comments refer to it), checked
//! against the German, Polish and Spanish rulebooks. Reconstructed component facts live in one
//! loadable table ([`components::Components`]).
//!
//! # Flow
//! Each year: spring pit water, spring / summer / autumn action phases (refill, take discs in
//! two steps, turn order by disc value, planning, execution in turn order), autumn pit water
//! before the autumn phase, winter (coal scoring, rent, storage). Three years, then final
//! scoring.
//!
//! # Planning and hidden information
//! Under `planning_mode = simultaneous` (default) every seat still planning is in
//! [`engine::Game::to_move`]; each seat builds its own plan with small decisions ending in
//! `done`. Other seats' views and `describe` never show a plan before all are done.
//! [`engine::Game::determinize`] keeps everything visible (the bag's contents follow from the
//! view), re-seeds the state's RNG from the caller's RNG and, while planning is under way,
//! re-samples the other seats' plans: an unfinished plan is discarded (that seat plans again),
//! a finished but unrevealed plan is replaced by a random valid plan built from what the
//! observer sees of that seat (its discs, markers, food and thalers).
//!
//! # What a player reads
//! - [`event::Event`]: every automatic step of the rules (pit water, refills, discs taken,
//!   turn order, the plans revealed, what workers and tiles did, the Pinge bonus, purchases
//!   and fees, winter, final scoring, the end), recorded by `apply` only when a front end
//!   turns recording on. All events are public; during simultaneous planning a seat's planning
//!   steps are seen by that seat only ([`engine::Game::decision_visibility`]), its `done` by
//!   everybody.
//! - [`view::View`]: the seat's view, whose JSON names things as the rules and the notation do
//!   (its schema: `engine::view_schema::<Haspelknecht>()`).
//! - [`engine::Game::explain`], [`help::help`], the score categories ([`score::Cat::key`]) and
//!   every refusal (`RuleError::Illegal`, one sentence per rule) are catalogue keys and
//!   arguments; their texts are in `crates/present/locales/*/haspelknecht.ftl`.
//!
//! # Engine choices (where the rulebooks leave the procedure open)
//! - Every ambiguity of the spec's §8 is a field of [`Options`] with the spec's default; the
//!   component table ([`Components`]) is part of the options, so a game record keeps it.
//! - Wood may be placed on the seat's own disc-taking turns, during its own execution (before,
//!   between and after workers, between a worker's steps, while a tile effect waits) and in the
//!   winter windows; not during (hidden, simultaneous) planning.
//! - Decision points where a seat has nothing to decide are skipped: step 2 for a seat holding 5
//!   or more discs, the first-year water rule without pit water, an execution with nothing
//!   planned and no free action, storage with an empty farm. An execution also ends by itself
//!   once every worker is done and no free action is left.
//! - A development tile is chosen at execution (`acquire`), not at planning; a mixed-colour
//!   worker is only accepted if it can still exactly match a tile in play the seat does not own,
//!   and no planning step may leave a plan that cannot be completed (no dead ends).
//! - Hired-worker steps are separate decisions (`drain`, `mine`, `haul`); `stop` forfeits the
//!   rest. Steps that would do nothing are never offered.
//! - Winter storage is one decision (`store ...`), listed for every feasible combination.
//!
//! # Notation
//! Pools are numbered from 1 in the component table's order; colours are `black`, `brown`,
//! `yellow`; marker tokens are `hammer` (black), `ladder` (brown), `wheelbarrow` (yellow).
//!
//! | When | Notation | Meaning |
//! |---|---|---|
//! | taking discs | `take 2 black 3` | take 3 black discs from action pool 2 |
//! | | `pass` | skip the second take |
//! | | `wood pinge`, `wood tunnel` | place a wood (also during execution and winter) |
//! | | `lamp 1 brown yellow` | oil-lamp marker: swap a brown reserve disc of pair 1 with a yellow disc of action pool 1 |
//! | spring, year 1 | `return-water`, `keep-water` | the first-year pit-water rule |
//! | planning | `farmer black`, `farmhand hammer`, `mill yellow` | put one token on a worker (or the water mill) |
//! | | `digger yellow`, `digger food`, `hewer thaler`, `haspel wheelbarrow` | pay a hired worker |
//! | | `winch` | plan the winch marker (second Haspelknecht) |
//! | | `done` | the plan is complete |
//! | execution | `activate farmer` (`farmhand`, `digger`, `hewer`, `haspel`, `winch`, `mill`) | start a planned worker |
//! | | `produce` | own worker: food (yellow) or wood (brown) |
//! | | `mine`, `drain`, `haul` | one step: mine a coal, remove up to 2 pit water, hoist a shaft coal |
//! | | `acquire 21`, `acquire 32 fee coal` | own worker buys a development (fee to the top owner if not adjacent) |
//! | | `choose water`, `choose nothing` | tile 25 Winch: remove 1 pit water, or not |
//! | | `choose wood`, `choose thaler` | tile 31 Pit props: 3 wood + 1 pit water, or 1 thaler |
//! | | `choose mine`, `choose nothing` | tile 33 Hammer and pick: mine 1 accessible coal, or not |
//! | | `exchange 0`, `exchange 1`, `exchange 2` | tile 34 Coal sacks: keep the coal, 1 coal → 1 thaler, 2 coal → 1 thaler + 1 food |
//! | | `stop` | the active worker gives up its remaining actions |
//! | | `wood pinge`, `wood tunnel`, `rope`, `kiln` | free actions |
//! | | `end` | end own execution |
//! | winter | `rent 2 1` | voluntary rent option: pay 2 food and 1 thaler |
//! | | `store farm=wood barn=food lager-coal lager-wood` | storage (any part may be left out; `store` keeps nothing) |
//! | | `done` | end the winter kiln window |
//!
//! A record line is `SEAT: NOTATION`, e.g. `1: take 2 black 3`.
//!
//! Records written before the tile choices had names say `choose 0/1/2`; they still read, with
//! the meaning they had for the tile effect waiting then: 25 (0 nothing, 1 water), 31 (0 wood,
//! 1 thaler), 33 (0 nothing, 1 mine), 34 (exchange 0/1/2).

pub mod action;
pub mod action_space;
pub mod chance;
pub mod components;
mod decision_message;
pub mod developments;
pub mod discs;
mod evaluate;
pub mod event;
mod event_message;
mod explain;
pub mod final_scoring;
pub mod flow;
pub mod help;
pub mod mine;
pub mod observation;
pub mod options;
pub mod pieces;
pub mod planning;
mod refusal;
pub mod score;
pub mod setup;
pub mod state;
pub mod terms;
pub mod view;
pub mod winter;
pub mod workers;

pub use action::{Action, Area, Choice, Hired, Res, Slot, Storage, Token};
pub use components::Components;
pub use event::Event;
pub use options::Options;
pub use pieces::{Colour, Pay, Worker};
pub use state::{Haspelknecht, Phase, Plan, Player};
pub use view::View;

use engine::rng::{below, rng_from_seed};
use engine::{
    EventLog, Game, HelpEntry, Msg, ParseError, Rng, RuleError, ScoreLine, Seat, SeatSet, Setup,
    SetupError, Visibility,
};
use score::CATEGORIES;

impl Game for Haspelknecht {
    /// Learned bots (`ismcts:…:net`) read this game's observation and action indices.
    fn learning() -> Option<engine::Learning<Self>> {
        Some(engine::Learning::of())
    }

    type Action = Action;
    type Options = Options;
    type View = View;
    type Event = Event;

    const NAME: &'static str = "haspelknecht";
    const VERSION: u32 = 1;

    fn new_game(setup: &Setup<Options>) -> Result<Self, SetupError> {
        setup::new_game(setup)
    }

    fn setup(&self) -> &Setup<Options> {
        &self.rules.setup
    }

    fn to_move(&self) -> SeatSet {
        self.to_move_set()
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.legal(seat, out)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.act(seat, action)
    }

    /// Planning steps straight from `legal_actions` are applied without checking them again
    /// (`plan_actions` has just checked them); everything else is checked as by `apply`.
    fn apply_legal(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        debug_assert!(
            {
                let mut legal = Vec::new();
                self.legal(seat, &mut legal);
                legal.contains(&action)
            },
            "apply_legal: {action} is not a legal action of seat {seat}"
        );
        self.act_legal(seat, action)
    }

    fn events_mut(&mut self) -> &mut EventLog<Event> {
        &mut self.events
    }

    /// During simultaneous planning a seat's planning steps are seen by that seat only (the
    /// plans are revealed together by [`Event::PlansRevealed`]); its `done` is public, as the
    /// view shows who has finished. Everything else, open planning included, is public.
    fn decision_visibility(&self, seat: Seat, action: Action) -> Visibility {
        if matches!(self.phase, Phase::Planning(_))
            && self.opts().planning_mode == options::PlanningMode::Simultaneous
            && action != Action::Done
        {
            Visibility::Seat(seat)
        } else {
            Visibility::Public
        }
    }

    fn decision_message(seat: Seat, action: Action) -> Msg {
        decision_message::decision_message(seat, action)
    }

    fn tells_decision(event: &Event, seat: Seat, action: Action) -> bool {
        decision_message::tells(event, seat, action)
    }

    /// Ending the execution with planned workers not activated, or stopping a worker with
    /// actions left, throws them away (§4.3).
    fn confirmation(&self, seat: Seat, action: Action) -> Option<Msg> {
        if !self.to_move().contains(seat) {
            return None;
        }
        let count = |m: &Msg| {
            m.args.iter().find_map(|(k, a)| match (k, a) {
                (&"count", engine::Arg::Num(n)) => Some(*n),
                _ => None,
            })
        };
        match action {
            Action::End if self.exec.left != 0 => {
                Some(Msg::new("hk-confirm-end").num("count", self.exec.left.count_ones()))
            }
            Action::Stop => match count(&self.explain(seat, action)) {
                Some(n) if n > 0 => Some(Msg::new("hk-confirm-stop").num("count", n)),
                _ => None,
            },
            _ => None,
        }
    }

    fn score(&self, seat: Seat) -> i32 {
        self.p(seat).score()
    }

    /// Coal mined from the own mine, then the earlier position in turn order (§7).
    fn tiebreak(&self, seat: Seat) -> i32 {
        self.coal_mined(seat) as i32 * 8 + (self.n() - self.position(seat)) as i32
    }

    /// Coal mined from the own mine (more wins), then the place in the turn order (earlier
    /// wins: the position counts from 1).
    fn tiebreak_parts(&self, seat: Seat) -> Vec<ScoreLine> {
        vec![
            ScoreLine::new("hk-tiebreak-coal-mined", self.coal_mined(seat) as i32),
            ScoreLine::new("hk-tiebreak-turn-position", self.position(seat) as i32 + 1),
        ]
    }

    fn score_breakdown(&self, seat: Seat) -> Vec<ScoreLine> {
        let p = self.p(seat);
        CATEGORIES
            .iter()
            .enumerate()
            .filter(|(i, _)| p.vp[*i] != 0)
            .map(|(i, c)| ScoreLine::new(c.key(), p.vp[i] as i32))
            .collect()
    }

    fn view(&self, seat: Option<Seat>) -> View {
        self.make_view(seat)
    }

    /// The notation; the old `choose N` reads by the tile effect waiting now.
    fn parse_action(&self, text: &str) -> Result<Action, ParseError> {
        let pending = match self.phase {
            Phase::Execution(_) => self.exec.pending,
            _ => None,
        };
        action::parse_in(text, pending)
    }

    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.events.set_recording(false);
        let hi = below(rng, u32::MAX) as u64;
        let lo = below(rng, u32::MAX) as u64;
        g.rng = rng_from_seed(hi << 32 | lo);
        if matches!(self.phase, Phase::Planning(_))
            && self.opts().planning_mode == options::PlanningMode::Simultaneous
        {
            let mut buf = Vec::new();
            for s in 0..self.n() as u8 {
                if s == observer {
                    continue;
                }
                let committed = g.p(s).planned;
                let p = g.pm(s);
                p.plan = Plan::default();
                p.planned = false;
                if committed {
                    // A committed plan is unseen: replace it by a random valid plan built
                    // from what the observer sees of that seat.
                    while !g.p(s).planned {
                        buf.clear();
                        g.plan_actions(s, &mut buf);
                        if buf.is_empty() {
                            break;
                        }
                        let a = buf[below(rng, buf.len() as u32) as usize];
                        g.plan_legal(s, a);
                    }
                }
            }
        }
        g
    }

    fn describe(&self, viewer: Option<Seat>) -> String {
        self.describe_text(viewer)
    }

    fn evaluate(&self, seat: Seat) -> f32 {
        self.evaluate_seat(seat)
    }

    fn write_evaluation_key(&self, key: &mut engine::KeyWriter) -> bool {
        Haspelknecht::write_evaluation_key(self, key)
    }

    fn explain(&self, seat: Seat, action: Action) -> Msg {
        self.explain_msg(seat, action)
    }

    fn help() -> Vec<HelpEntry> {
        help::help()
    }

    fn components_toml(options: &Options) -> Option<String> {
        Some(options.components.clone().unwrap_or_default().to_toml())
    }

    fn load_components(options: &mut Options, toml_text: &str) -> Result<(), String> {
        let c = Components::from_toml(toml_text)?;
        options.components = Some(c);
        Ok(())
    }
}
