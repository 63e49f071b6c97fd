//! # Glück Auf (Coal Baron) for the kohle engine
//!
//! [`GlueckAuf`] implements [`engine::Game`] for 2, 3 and 4 players, following
//! `shared/rules/glueckauf-rules.md` (the "spec") and the component data of
//! `shared/rules/glueckauf-components.md`, checked against the Hungarian and Russian rulebooks.
//! Ambiguities are rule [`Options`].
//!
//! ## Notation
//!
//! Every decision is one short line. Words are case-insensitive; colours are `yellow`,
//! `brown`, `grey` (or `gray`), `black`; order cards are named by their printed id
//! (`OW01`..`OW11` wheelbarrow, `OC..` horse carriage, `OT..` truck, `OR..` train); tunnel
//! tiles by their number 1..48 (components §2.2).
//!
//! | Notation | Decision |
//! |---|---|
//! | `draft OT05` | setup draft: take this card from the draft display |
//! | `factory 3` | workers on regular factory space 3 (1..8): buy its tile |
//! | `factory draw` | workers on the top-5 tile space |
//! | `mine 8` | workers on the mining space with 8 steps (4, 6, 8, 10) |
//! | `deliver carriage` | workers on a delivery space (`wheelbarrow`, `carriage`, `truck`, `train`) |
//! | `money 5` | workers on a money space (3, 4, 5, 6) |
//! | `order 2` | workers on regular order space 2 (1..4, left to right) |
//! | `order draw` | workers on the top-5 order space |
//! | `bank` | 1 worker on the bank building for 1 mark |
//! | `take 17` / `take OC10` / `take none` | top-5 space: buy tile 17 / keep card OC10 / take nothing |
//! | `return top` / `return bottom` | top-5 space: the rest go to this end of the pile |
//! | `next 17` / `next OC10` | top-5 space: the next returned item, listed top to bottom (the last one goes by itself) |
//! | `substitute grey` | coal shortage: a grey cube on a cart of the new tile (`substitute none` only with `optional_substitution`) |
//! | `lift grey` / `lift surface` | mining: move the elevator to a level (1 step) |
//! | `load grey` | mining: a grey cube from a cart at the elevator's level into the elevator |
//! | `store grey` | mining: a grey cube from the elevator (at the surface) into storage |
//! | `fill OC10 grey` | mining: a grey cube from the elevator onto an empty grey cell of OC10 |
//! | `fill OC10 grey storage` | the same, the cube from storage |
//! | `double OC10 grey` | mining: fill an empty grey cell of OC10 with 2 cubes (2 steps); then name them: |
//! | `cube black` / `cube yellow storage` | one of the two cubes of a double fill (elevator / storage) |
//!
//! | `stop` | end mining; the remaining steps are lost |
//!
//! With the option `allow_split_double_fill`, `double CARD COLOUR` costs 1 step and is
//! followed by one `cube`: it starts a half-filled cell, or finishes one if the card has a
//! half-filled cell of that colour (the two halves may lie in different actions).
//!
//! A game record is a list of `SEAT: NOTATION` lines, e.g.
//! `["1: draft OT05", "0: draft OC10", …, "0: factory 3", "1: mine 8", "1: lift grey",
//! "1: load grey", "1: stop", "0: bank"]`.
//!
//! ```text
//! use engine::{Game, Setup};
//! use glueckauf::{GlueckAuf, Options};
//!
//! let setup = Setup { players: 2, seed: 7, options: Options { first_player: Some(0), ..Options::default() } };
//! let mut g = GlueckAuf::new_game(&setup).unwrap();
//! assert_eq!(g.current, 1); // the draft starts right of the first player
//! let mut legal = Vec::new();
//! g.legal_actions(1, &mut legal);
//! let pick = legal[0].to_string(); // e.g. "draft OW03"
//! g.apply(1, g.parse_action(&pick).unwrap()).unwrap();
//! assert!(g.apply(1, g.parse_action("bank").unwrap()).is_err()); // seat 0 drafts now
//! ```
//! (This example runs as the test `api::the_crate_docs_example` in `tests/api.rs`.)
//!
//! ## Decisions and splits (spec §8)
//! A mining action is a sequence of steps ending by itself when the steps run out (or with
//! `stop`). A double fill is `double CARD COLOUR` (pays the 2 steps) followed by two `cube`
//! decisions. Returning top-5 items is `return top|bottom` then `next ITEM` for all but the
//! last. Coal substitution follows the tile purchase (after the return, on the top-5 space).
//!
//! ## Test and scenario API
//! All state fields are public ([`GlueckAuf`], [`Player`], [`Fill`]); tests set up rulebook
//! situations by editing them between decisions and then play through [`engine::Game::apply`].

// Indexing parallel fixed arrays by seat, level or colour reads best as index loops.
#![allow(clippy::needless_range_loop)]

pub mod action;
pub mod action_space;
pub mod chance;
pub mod data;
mod decision_message;
mod delivery;
mod determinize;
mod evaluate;
pub mod event;
mod event_message;
mod explain;
mod factory;
pub mod final_scoring;
pub mod help;
mod mining;
pub mod names;
pub mod notation;
pub mod observation;
pub mod options;
mod orders;
pub mod pile_knowledge;
mod placement;
pub mod setup;
pub mod shift_end;
pub mod state;
pub mod view;

pub use action::{Action, End, Source};
pub use delivery::transport_mask;
pub use event::Event;
pub use final_scoring::FinalScore;
pub use options::Options;
pub use state::{Fill, GlueckAuf, Phase, Pile, Player, NONE};
pub use view::{PlayerView, View};

use data::*;
use engine::{
    EventLog, Game, HelpEntry, Msg, ParseError, Rng, RuleError, ScoreLine, Seat, SeatSet, Setup,
    SetupError, Visibility,
};
use std::fmt::Write;

/// Catalogue keys of the shifts in the itemised score.
const SHIFT_KEYS: [&str; 3] = ["ga-score-shift-1", "ga-score-shift-2", "ga-score-shift-3"];

impl Game for GlueckAuf {
    /// Learned bots (`ismcts:…:net`) read this game's observation and action indices.
    fn learning() -> Option<engine::Learning<Self>> {
        Some(engine::Learning::of())
    }

    type Action = Action;
    type Options = Options;
    type View = View;
    type Event = Event;

    const NAME: &'static str = "glueckauf";
    const VERSION: u32 = 1;

    fn new_game(setup: &Setup<Options>) -> Result<Self, SetupError> {
        GlueckAuf::start(setup, engine::Draws::off())
    }

    fn setup(&self) -> &Setup<Options> {
        &self.setup
    }

    fn to_move(&self) -> SeatSet {
        if self.phase == Phase::Over {
            SeatSet::EMPTY
        } else {
            SeatSet::single(self.current)
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.phase == Phase::Over || seat != self.current {
            return;
        }
        match self.phase {
            Phase::Draft { .. } => self.draft_actions(out),
            Phase::Turn => self.turn_actions(out),
            Phase::TakeTile => self.take_tile_actions(out),
            Phase::TakeOrder => self.take_order_actions(out),
            Phase::ReturnEnd { .. } => {
                out.push(Action::Return(End::Top));
                out.push(Action::Return(End::Bottom));
            }
            Phase::ReturnNext { orders, placed, .. } => {
                self.return_next_actions(orders, placed, out)
            }
            Phase::Substitute => self.substitute_actions(out),
            Phase::Mining { steps } => self.mining_actions(steps, out),
            Phase::Double { .. } => self.cube_actions(out),
            Phase::Over => {}
        }
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn(seat));
        }
        let wrong = Err(RuleError::Illegal("that decision is not asked for now"));
        // A refused action leaves no event behind: the rule sites check before they change
        // anything or record (checked in debug builds and by the tests).
        #[cfg(debug_assertions)]
        let logged = self.events.len();
        let r = match (self.phase, action) {
            (Phase::Draft { pick }, Action::Draft(c)) => self.apply_draft(pick, c),
            (Phase::Turn, Action::Place(s)) => self.apply_place(s as usize),
            (Phase::Turn, Action::Bank) => {
                self.apply_bank();
                Ok(())
            }
            (Phase::TakeTile, Action::TakeTile(t)) => self.apply_take_tile(Some(t)),
            (Phase::TakeTile, Action::TakeNone) => self.apply_take_tile(None),
            (Phase::TakeOrder, Action::TakeOrder(c)) => self.apply_take_order(Some(c)),
            (Phase::TakeOrder, Action::TakeNone) => self.apply_take_order(None),
            (Phase::ReturnEnd { orders }, Action::Return(end)) => {
                self.apply_return_end(orders, end);
                Ok(())
            }
            (
                Phase::ReturnNext {
                    orders,
                    bottom,
                    placed,
                },
                Action::NextTile(x) | Action::NextOrder(x),
            ) if orders == matches!(action, Action::NextOrder(_)) => {
                self.apply_return_next(orders, bottom, placed, x)
            }
            (Phase::Substitute, Action::Substitute(c)) => self.apply_substitute(c),
            (Phase::Mining { steps }, a) => self.apply_mining(steps, a),
            (
                Phase::Double {
                    steps,
                    card,
                    cell,
                    cubes,
                },
                Action::Cube(c, s),
            ) => self.apply_cube(steps, card, cell, cubes, c, s),
            _ => return wrong,
        };
        #[cfg(debug_assertions)]
        debug_assert!(
            r.is_ok() || self.events.len() == logged,
            "a refused action recorded an event"
        );
        r.map_err(RuleError::Illegal)
    }

    /// The order in which the other drawn items go back is seen by nobody else (spec §3.1
    /// step 3, §3.5 step 3: returned face down); every other decision is public.
    fn decision_visibility(&self, seat: Seat, action: Action) -> Visibility {
        match action {
            Action::NextTile(_) | Action::NextOrder(_) => Visibility::Seat(seat),
            _ => Visibility::Public,
        }
    }

    fn events_mut(&mut self) -> &mut EventLog<Event> {
        &mut self.events
    }

    fn decision_message(seat: Seat, action: Action) -> Msg {
        decision_message::decision_message(seat, action)
    }

    fn tells_decision(event: &Event, seat: Seat, action: Action) -> bool {
        decision_message::tells(event, seat, action)
    }

    /// Ending mining with production steps left loses them (spec §3.2).
    fn confirmation(&self, seat: Seat, action: Action) -> Option<Msg> {
        match (self.phase, action) {
            (Phase::Mining { steps }, Action::Stop) if seat == self.current && steps > 0 => {
                Some(Msg::new("ga-confirm-stop").num("steps", steps))
            }
            _ => None,
        }
    }

    fn score(&self, seat: Seat) -> i32 {
        let p = &self.players[seat as usize];
        let mut s = p.vp_orders as i32 + p.vp_shifts as i32;
        if self.phase == Phase::Over {
            s += self.final_score(seat).total() as i32;
        }
        s
    }

    /// Marks left after converting 5 marks to 1 VP (spec §5, §7 item 15).
    fn tiebreak(&self, seat: Seat) -> i32 {
        (self.players[seat as usize].money % 5) as i32
    }

    fn score_breakdown(&self, seat: Seat) -> Vec<ScoreLine> {
        let p = &self.players[seat as usize];
        // Shift scoring itemised per shift, each per element (spec §4.1).
        let shifts = (0..self.shift.min(3) as usize)
            .filter(|&k| k + 1 < self.shift as usize || self.phase == Phase::Over)
            .map(|k| {
                let elements = (0..12)
                    .filter(|&e| p.shift_element_vp(k, e) > 0)
                    .map(|e| {
                        ScoreLine::new(names::ELEMENT_TERMS[e], p.shift_element_vp(k, e) as i32)
                    })
                    .collect::<Vec<_>>();
                let total = elements.iter().map(|l| l.points).sum();
                ScoreLine::new(SHIFT_KEYS[k], total).with_parts(elements)
            })
            .collect();
        let mut v = vec![
            ScoreLine::new("ga-score-orders", p.vp_orders as i32),
            ScoreLine::new("ga-score-shifts", p.vp_shifts as i32).with_parts(shifts),
        ];
        if self.phase == Phase::Over {
            let f = self.final_score(seat);
            v.push(ScoreLine::new("ga-score-money", f.money as i32));
            v.push(ScoreLine::new("ga-score-coal", f.coal as i32));
            v.push(ScoreLine::new("ga-score-pending", f.pending as i32));
            v.push(ScoreLine::new("ga-score-balance", f.balance as i32));
        }
        v
    }

    /// One part: the marks left after converting 5 marks to 1 VP.
    fn tiebreak_parts(&self, seat: Seat) -> Vec<ScoreLine> {
        vec![ScoreLine::new("ga-tiebreak-marks", self.tiebreak(seat))]
    }

    fn view(&self, seat: Option<Seat>) -> View {
        self.build_view(seat)
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseError> {
        notation::parse(text)
    }

    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        self.resample(observer, rng)
    }

    fn describe(&self, viewer: Option<Seat>) -> String {
        self.describe_text(viewer)
    }

    /// The face-down tile pile and order deck, top first (their `items` end with the top).
    fn piles(&self) -> Vec<engine::Pile> {
        let top_first =
            |items: &[u8], code: fn(u8) -> String| items.iter().rev().map(|&i| code(i)).collect();
        vec![
            engine::Pile {
                key: "ga-pile-tiles",
                items: top_first(self.tile_pile.as_slice(), tile_code),
            },
            engine::Pile {
                key: "ga-pile-orders",
                items: top_first(self.order_deck.as_slice(), order_code),
            },
        ]
    }

    fn evaluate(&self, seat: Seat) -> f32 {
        self.estimate(seat)
    }

    fn write_evaluation_key(&self, key: &mut engine::KeyWriter) -> bool {
        GlueckAuf::write_evaluation_key(self, key)
    }

    /// Values come from the search's memo when a child's key was evaluated before; otherwise
    /// the opponents' part of the evaluation is worked out once for all the children (a child
    /// where an opponent changed, a shift scoring or the end, is evaluated in full).
    ///
    /// While the seat mines, a step that keeps it mining ([`GlueckAuf::keeps_mining`]) is
    /// also memoised by this state's key and the action: a search's continuations come back
    /// to the same mining states again and again (half of them in a mid-game search), and
    /// such a value is found without copying the state, playing the step and digesting the
    /// result.
    fn evaluate_children(
        &self,
        seat: Seat,
        actions: &[Action],
        out: &mut Vec<Option<f32>>,
        memo: &mut engine::EvalMemo,
    ) {
        out.clear();
        let mut rivals = None;
        let mining = matches!(self.phase, Phase::Mining { .. } | Phase::Double { .. });
        // While mining, this state's key words are drafted once: a child that keeps the seat
        // mining changes only the mover's part of them.
        let mut draft = evaluate::KeyDraft::new();
        let here = if mining && draft.write(self) {
            memo.key_of(|w| {
                w.words(draft.words());
                true
            })
        } else {
            None
        };
        // The copy the steps that keep the seat mining are played on, one after another
        // (each undone after it is scored); made at the first such step. Not while events
        // are recorded (a search's states record none).
        let mut scratch: Option<GlueckAuf> = None;
        for &a in actions {
            let keeps = mining && self.keeps_mining(a);
            let step = here.filter(|_| keeps).and_then(|k| step_key(memo, k, a));
            if let Some(v) = step.and_then(|k| memo.get(k, seat)) {
                #[cfg(debug_assertions)]
                {
                    let mut next = self.clone();
                    next.apply_legal(seat, a).expect("a legal action");
                    debug_assert_eq!(v.to_bits(), next.estimate(seat).to_bits(), "{a}");
                }
                out.push(Some(v));
                continue;
            }
            let mut own;
            let on_scratch = keeps && !self.events.is_recording();
            let next = if on_scratch {
                scratch.get_or_insert_with(|| self.clone())
            } else {
                own = self.clone();
                &mut own
            };
            if next.apply_legal(seat, a).is_err() {
                // A refused action leaves the state unchanged.
                out.push(None);
                continue;
            }
            let same = |o: u8| o == seat || next.same_opponent(self, o);
            debug_assert_eq!(
                keeps,
                mining
                    && next.current == self.current
                    && matches!(next.phase, Phase::Mining { .. } | Phase::Double { .. }),
                "{a}"
            );
            // A step that keeps the seat mining leaves the opponents as they were.
            debug_assert!(!keeps || (0..self.n() as u8).all(same), "{a}");
            let key = if here.is_some() && keeps {
                draft.rewrite_mover(next, self.filled_by(a));
                memo.key_of(|w| {
                    w.words(draft.words());
                    true
                })
            } else {
                memo.key(next)
            };
            let v = memo.get_or_compute(key, seat, || {
                if next.phase != Phase::Over && (keeps || (0..self.n() as u8).all(same)) {
                    let rivals = rivals.get_or_insert_with(|| self.rivals(seat));
                    next.estimate_with(seat, rivals)
                } else {
                    next.estimate(seat)
                }
            });
            debug_assert_eq!(v.to_bits(), next.estimate(seat).to_bits());
            if let Some(k) = step {
                memo.insert(k, seat, v);
            }
            if on_scratch {
                next.undo_mining_step(self, a);
            }
            out.push(Some(v));
        }
    }

    fn explain(&self, seat: Seat, action: Action) -> Msg {
        self.explain_msg(seat, action)
    }

    fn help() -> Vec<HelpEntry> {
        help::entries()
    }
}

/// The memo key of mining step `action` from the state with evaluation key `here` (see
/// `evaluate_children`): a digest of both, apart from every state's key by its length.
fn step_key(
    memo: &mut engine::EvalMemo,
    here: engine::EvalKey,
    action: Action,
) -> Option<engine::EvalKey> {
    let index = <GlueckAuf as engine::ActionSpace>::action_index(action)? as u64;
    memo.key_of(|w| {
        w.words(&[here as u64, (here >> 64) as u64, index]);
        true
    })
}

fn cubes_text(c: &[u8; 4]) -> String {
    let parts: Vec<String> = (0..4)
        .filter(|&i| c[i] > 0)
        .map(|i| format!("{}×{}", c[i], COLOUR_NAMES[i]))
        .collect();
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(" ")
    }
}

fn level_name(l: u8) -> &'static str {
    if l == 0 {
        "surface"
    } else {
        COLOUR_NAMES[l as usize - 1]
    }
}

fn cards_text(m: u64) -> String {
    let mut v = Vec::new();
    let mut m = m;
    while m != 0 {
        v.push(order_code(m.trailing_zeros() as u8));
        m &= m - 1;
    }
    if v.is_empty() {
        "-".to_string()
    } else {
        v.join(" ")
    }
}

impl GlueckAuf {
    /// The phase in words (for `describe`).
    fn phase_text(&self) -> String {
        match self.phase {
            Phase::Draft { pick } => format!("draft pick {} of {}", pick + 1, 3 * self.n()),
            Phase::Turn => "placing workers".into(),
            Phase::TakeTile => "top-5 tiles: buy one or none".into(),
            Phase::TakeOrder => "top-5 orders: keep one or none".into(),
            Phase::ReturnEnd { .. } => "return the rest: top or bottom".into(),
            Phase::ReturnNext { bottom, .. } => format!(
                "return the rest to the {}: in which order",
                if bottom { "bottom" } else { "top" }
            ),
            Phase::Substitute => format!(
                "coal shortage: {} {} carts wait for a substitute cube",
                self.pending_subs,
                COLOUR_NAMES[self.sub_level as usize & 3]
            ),
            Phase::Mining { steps } => format!("mining, {steps} steps left"),
            Phase::Double {
                steps, card, cubes, ..
            } => format!(
                "double fill on {}, cube {} of 2, then {steps} steps",
                order_code(card),
                cubes + 1
            ),
            Phase::Over => "game over".into(),
        }
    }

    fn describe_text(&self, viewer: Option<Seat>) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "Glück Auf, {} players, shift {}/3, first player {}, {}, seat {} to decide",
            self.n(),
            self.shift,
            self.first_player,
            self.phase_text(),
            self.current
        );
        if self.draft != 0 {
            let _ = writeln!(s, "draft display: {}", cards_text(self.draft));
        }
        let _ = writeln!(
            s,
            "supply: {}; tile pile {}, order deck {}",
            cubes_text(&self.supply),
            self.tile_pile.len,
            self.order_deck.len
        );
        for i in 0..NUM_SPACES {
            if !self.is_open(i) {
                continue;
            }
            let mut line = format!("  {:<18}", notation::space_notation(i));
            match SPACES[i].kind {
                SpaceKind::Factory => {
                    let t = self.tile_display[i - FACTORY_FIRST];
                    if t == NONE {
                        line += " (empty)";
                    } else {
                        let _ = write!(
                            line,
                            " tile {} {} ({} marks)",
                            t + 1,
                            tile_code(t),
                            TILES[t as usize].cost()
                        );
                    }
                }
                SpaceKind::Order => {
                    let c = self.order_display[i - ORDER_FIRST];
                    if c == NONE {
                        line += " (empty)";
                    } else {
                        let _ = write!(line, " card {}", order_code(c));
                    }
                }
                _ => {}
            }
            if self.space_workers[i] > 0 {
                let _ = write!(
                    line,
                    "  [{} workers of seat {}]",
                    self.space_workers[i], self.space_owner[i]
                );
            }
            let _ = writeln!(s, "{line}");
        }
        if viewer == Some(self.current) && self.drawn_len > 0 {
            let items: Vec<String> = self.drawn[..self.drawn_len as usize]
                .iter()
                .map(|&x| match self.phase {
                    Phase::TakeOrder
                    | Phase::ReturnEnd { orders: true }
                    | Phase::ReturnNext { orders: true, .. } => order_code(x),
                    _ => format!("{} {}", x + 1, tile_code(x)),
                })
                .collect();
            let _ = writeln!(s, "drawn (only you see them): {}", items.join(", "));
        }
        for seat in 0..self.n() as u8 {
            let p = self.player(seat);
            let _ = writeln!(
                s,
                "seat {seat}: {} VP, {} marks, {} workers (canteen {}, bank {}), tiles light {} dark {}",
                self.score(seat),
                p.money,
                p.workers,
                self.canteen[seat as usize],
                self.bank[seat as usize],
                p.light,
                p.dark
            );
            for l in 0..4 {
                let _ = writeln!(
                    s,
                    "    level {} {:<6}: {} carts, coal {}",
                    l + 1,
                    COLOUR_NAMES[l],
                    p.carts[l],
                    cubes_text(&p.cart_cubes[l])
                );
            }
            let level = level_name(p.level);
            let _ = writeln!(
                s,
                "    elevator at {level}: {}; storage: {}",
                cubes_text(&p.elevator),
                cubes_text(&p.storage)
            );
            let mut m = p.pending;
            let mut pend = Vec::new();
            while m != 0 {
                let c = m.trailing_zeros() as u8;
                m &= m - 1;
                let o = ORDERS[c as usize];
                let f = self.fills[c as usize];
                let half = if f.half.iter().any(|&h| h > 0) {
                    format!(", half-filled {}", cubes_text(&f.half))
                } else {
                    String::new()
                };
                pend.push(format!(
                    "{} ({} VP, cells {}, filled {}{half})",
                    order_code(c),
                    o.vp,
                    cubes_text(&o.cells),
                    cubes_text(&f.filled)
                ));
            }
            let _ = writeln!(
                s,
                "    pending: {}",
                if pend.is_empty() {
                    "-".to_string()
                } else {
                    pend.join("; ")
                }
            );
            if self.sees_delivered(viewer, seat) {
                let _ = writeln!(s, "    delivered: {}", cards_text(p.delivered));
            } else if self.revealed_of(seat) != 0 {
                let _ = writeln!(
                    s,
                    "    delivered: {} cards, revealed at the last shift scoring: {}",
                    p.delivered.count_ones(),
                    cards_text(self.revealed_of(seat))
                );
            } else {
                let _ = writeln!(s, "    delivered: {} cards", p.delivered.count_ones());
            }
        }
        if self.phase == Phase::Over {
            let _ = writeln!(s, "game over");
        }
        s
    }
}
