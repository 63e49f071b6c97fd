//! One-step lookahead on the game's own evaluation ([`Game::evaluate`]).
//!
//! For every legal action the bot applies it to a copy of the state and scores the result as
//! `evaluate(me) - max over opponents of evaluate(opponent)` (once the game is over: the final
//! scores, with the tie-break as a tiny bonus). If the same seat is still to decide afterwards
//! (a multi-step action, e.g. a mining turn made of several small decisions), it continues
//! greedily — picking the best next sub-decision by the same score, up to `depth` steps — and
//! scores the state where it stopped.
//!
//! The bot never peeks: it works on determinizations ([`Game::determinize`]) of the state as its
//! seat sees it, not on the real state, so neither hidden cards nor the outcome of a draw inside
//! `apply` leak. Each action's score is the mean over `samples` determinizations. Ties (within
//! 1e-6) are broken uniformly at random with the bot's seeded generator.

use crate::Bot;
use engine::rng::{below, rng_from_seed};
use engine::{EvalMemo, Game, Rng, Seat};

pub struct GreedyBot {
    rng: Rng,
    /// Determinizations averaged per decision.
    pub samples: u32,
    /// Greedy continuation steps for the same seat's pending sub-decisions.
    pub depth: u32,
    /// `evaluate` values of this decision by [`Game::write_evaluation_key`]: the samples'
    /// continuations mostly reach states the evaluation cannot tell apart (cleared per
    /// decision; the same values, so the same choices).
    memo: EvalMemo,
}

impl GreedyBot {
    pub fn new(seed: u64) -> Self {
        GreedyBot {
            rng: rng_from_seed(seed),
            samples: 4,
            depth: 8,
            memo: EvalMemo::new(1 << 14),
        }
    }
}

/// A state evaluation in victory points for one seat (normally [`Game::evaluate`]).
pub type Eval<G> = dyn Fn(&G, Seat) -> f32;

/// `seat`'s standing relative to the best opponent, in victory points, by [`Game::evaluate`].
pub fn relative_value<G: Game>(game: &G, seat: Seat) -> f32 {
    relative_value_by(game, seat, &|g: &G, s| g.evaluate(s))
}

/// [`relative_value`] with another evaluation (used to try evaluations before they move into
/// a game crate).
pub fn relative_value_by<G: Game>(game: &G, seat: Seat, eval: &Eval<G>) -> f32 {
    relative_value_of(game, seat, &mut |g: &G, s| eval(g, s))
}

/// [`relative_value`] with the evaluations taken from `memo` (the same value).
fn relative_value_memo<G: Game>(game: &G, seat: Seat, memo: &mut EvalMemo) -> f32 {
    let key = if game.is_over() { None } else { memo.key(game) };
    relative_value_of(game, seat, &mut |g: &G, s| {
        memo.get_or_compute(key, s, || g.evaluate(s))
    })
}

fn relative_value_of<G: Game>(game: &G, seat: Seat, eval: &mut dyn FnMut(&G, Seat) -> f32) -> f32 {
    let mut value = |s: Seat| {
        if game.is_over() {
            game.score(s) as f32 + 0.001 * game.tiebreak(s) as f32
        } else {
            eval(game, s)
        }
    };
    let mine = value(seat);
    let best_other = (0..game.players() as Seat)
        .filter(|&s| s != seat)
        .map(value)
        .fold(f32::NEG_INFINITY, f32::max);
    if best_other.is_finite() {
        mine - best_other
    } else {
        mine
    }
}

/// The action of `actions` whose result `value` rates highest (the first of equals), each
/// tried on a copy of `game`; a single action is returned without trying it. Shared by the
/// greedy bot and the ISMCTS leaf continuation.
pub(crate) fn best_next<G: Game>(
    game: &G,
    seat: Seat,
    actions: &[G::Action],
    value: &mut dyn FnMut(&G) -> f32,
) -> Option<G::Action> {
    if actions.len() == 1 {
        return Some(actions[0]);
    }
    let mut best: Option<(f32, G::Action)> = None;
    for &a in actions {
        let mut next = game.clone();
        if next.apply_legal(seat, a).is_ok() {
            let v = value(&next);
            if best.is_none_or(|(bv, _)| v > bv) {
                best = Some((v, a));
            }
        }
    }
    best.map(|(_, a)| a)
}

/// [`best_next`] by `evaluate(seat)` itself, through [`Game::evaluate_children`] (which may
/// share work between the children and take values from `memo`); `values` is scratch space.
/// The same choice as `best_next(game, seat, actions, &|g| g.evaluate(seat))`.
pub(crate) fn best_next_by_evaluate<G: Game>(
    game: &G,
    seat: Seat,
    actions: &[G::Action],
    values: &mut Vec<Option<f32>>,
    memo: &mut EvalMemo,
) -> Option<G::Action> {
    if actions.len() == 1 {
        return Some(actions[0]);
    }
    game.evaluate_children(seat, actions, values, memo);
    let mut best: Option<(f32, G::Action)> = None;
    for (&a, v) in actions.iter().zip(values.iter()) {
        if let Some(v) = *v {
            if best.is_none_or(|(bv, _)| v > bv) {
                best = Some((v, a));
            }
        }
    }
    best.map(|(_, a)| a)
}

/// Applies the best next sub-decisions of `seat` by `value` while it stays to move (at most
/// `depth`).
fn continue_greedily<G: Game>(
    game: &mut G,
    seat: Seat,
    depth: u32,
    buf: &mut Vec<G::Action>,
    value: &mut dyn FnMut(&G) -> f32,
) {
    for _ in 0..depth {
        if !game.to_move().contains(seat) {
            return;
        }
        game.legal_actions(seat, buf);
        match best_next(game, seat, buf, value) {
            Some(a) => {
                let _ = game.apply_legal(seat, a);
            }
            None => return,
        }
    }
}

impl<G: Game> Bot<G> for GreedyBot {
    fn name(&self) -> String {
        "greedy".to_string()
    }

    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        self.choose_by(game, seat, legal, None)
    }
}

impl GreedyBot {
    /// The greedy decision by another evaluation than [`Game::evaluate`].
    pub fn choose_with<G: Game>(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        eval: &Eval<G>,
    ) -> G::Action {
        self.choose_by(game, seat, legal, Some(eval))
    }

    /// The greedy decision by `eval`, or by [`Game::evaluate`] through the memo.
    fn choose_by<G: Game>(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        eval: Option<&Eval<G>>,
    ) -> G::Action {
        if legal.len() == 1 {
            return legal[0];
        }
        self.memo.clear();
        let memo = &mut self.memo;
        let mut value = |g: &G| match eval {
            Some(eval) => relative_value_by(g, seat, eval),
            None => relative_value_memo(g, seat, memo),
        };
        let mut sums = vec![0.0f32; legal.len()];
        let mut counts = vec![0u32; legal.len()];
        let mut buf = Vec::new();
        for _ in 0..self.samples.max(1) {
            let det = game.determinize(seat, &mut self.rng);
            for (i, &a) in legal.iter().enumerate() {
                let mut next = det.clone();
                if next.apply(seat, a).is_err() {
                    continue;
                }
                continue_greedily(&mut next, seat, self.depth, &mut buf, &mut value);
                sums[i] += value(&next);
                counts[i] += 1;
            }
        }
        let means: Vec<f32> = sums
            .iter()
            .zip(&counts)
            .map(|(s, &c)| {
                if c > 0 {
                    s / c as f32
                } else {
                    f32::NEG_INFINITY
                }
            })
            .collect();
        let best = means.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let ties: Vec<usize> = (0..legal.len())
            .filter(|&i| means[i] >= best - 1e-6)
            .collect();
        if ties.is_empty() {
            return legal[below(&mut self.rng, legal.len() as u32) as usize];
        }
        legal[ties[below(&mut self.rng, ties.len() as u32) as usize]]
    }
}
