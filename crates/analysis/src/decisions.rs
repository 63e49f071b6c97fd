//! The analysis of every decision of a game: what the ISMCTS bot thinks of the move taken and
//! of the best move it finds, judged from the deciding seat's information only.
//!
//! **Only what the seat could see.** A decision is judged by two searches of
//! [`bots::IsmctsBot::search_root`] on the state before it: every iteration of a search starts
//! from `determinize(seat, rng)`, a state sampled from the seat's view, so the analysis depends
//! only on that view, the decision's index and the analysis seed (the bot of decision `i`
//! gets `derive_seed(seed, 2i)` for the open search and `derive_seed(seed, 2i + 1)` for the
//! search that starts with the move taken). Two games in which the seat saw the same get the
//! same analysis with an iteration budget; a time budget (`ismcts:1s`) stops after as many
//! iterations as the machine made, so it is not reproducible.
//!
//! **Estimates.** The open search (the bot's whole budget) proposes the alternatives to the
//! move taken: its [`ALTERNATIVES`] most visited other moves. They and the move taken are
//! then searched alike, [`PAIRS`] times with seeds of their own (`derive_seed(seed, 2i + 1)`,
//! then derived from it): each search of a pair has the bot's budget and starts every
//! iteration with its move; the alternative with the best mean is the best alternative.
//! A decision whose loss at face value is an inaccuracy or more gets a **second look**
//! [`SECOND_LOOK`] times deeper, which weighs the first look's best move too, and is reported
//! as that look saw it. The estimates are the means over the pairs of the means over the iterations through the move ([`bots::RootStats`]): the
//! chance to win (where a simulation reached the end of the game, the seat's share of first
//! place; before it, a logistic of the seat's lead in the game's evaluation over the best
//! other seat, [`bots::ismcts::WIN_SCALE`] VP ahead counting as 73%) and the expected score
//! margin (the seat's score, or evaluation, minus the best other seat's).
//!
//! **Verdicts** by the loss in chance to win, best move minus move taken (in points of
//! probability): below [`INACCURACY`] good, from it an inaccuracy, from [`MISTAKE`] a
//! mistake, from [`BLUNDER`] a blunder. A decision with one legal move is good and not
//! searched.

use crate::judge::{calibrated, calibration_slope, scaled, Judge};
use bots::{IsmctsBot, IsmctsConfig, RootStats};
use engine::record::{parse_entry, GameRecord, RecordError};
use engine::{derive_seed, Game, Seat, Visibility};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

/// A loss in chance to win from which a move is an inaccuracy (5 points of probability).
pub const INACCURACY: f64 = 0.05;
/// ... a mistake (10 points).
pub const MISTAKE: f64 = 0.10;
/// ... a blunder (20 points).
pub const BLUNDER: f64 = 0.20;

/// Ordered from good to blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// The verdict of a loss in chance to win.
    pub fn of_loss(loss: f64) -> Self {
        if loss >= BLUNDER {
            Verdict::Blunder
        } else if loss >= MISTAKE {
            Verdict::Mistake
        } else if loss >= INACCURACY {
            Verdict::Inaccuracy
        } else {
            Verdict::Good
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// One move as the search judged it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Judged {
    /// The estimated chance to win, 0..1.
    pub win: f64,
    /// The expected score margin over the best other seat, in victory points.
    pub margin: f64,
    /// Iterations of the search through the move.
    pub visits: u32,
}

/// The analysis of one decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecisionReport {
    /// The index of the action in the record (0-based).
    pub index: usize,
    pub seat: Seat,
    /// The move taken and the best move found, in notation.
    pub taken: String,
    pub best: String,
    /// How many legal moves the seat had.
    pub legal: usize,
    /// `null` when the seat had one legal move (not searched).
    pub taken_estimate: Option<Judged>,
    pub best_estimate: Option<Judged>,
    /// The chance to win of the best move (before the decision, played well) and of the move
    /// taken (after it); `null` when not searched.
    #[serde(default)]
    pub chance_before: Option<f64>,
    #[serde(default)]
    pub chance_after: Option<f64>,
    /// Best minus taken chance to win, at least 0.
    pub loss: f64,
    /// The standard error of `loss` (the searches' own noise; 0 when not compared).
    #[serde(default)]
    pub loss_se: f64,
    /// Best minus taken expected score margin, in VP, at least 0.
    #[serde(default)]
    pub score_loss: f64,
    /// The standard error of `score_loss` (0 when not compared).
    #[serde(default)]
    pub score_se: f64,
    /// The points the seat could still make: the best move's expected final score minus the
    /// seat's score before the decision (at least 0).
    #[serde(default)]
    pub points_left: f64,
    pub verdict: Verdict,
    /// Whether every seat's log shows the decision (the game's
    /// [`Game::decision_visibility`]); a private one (Glück Auf's look at the next top-5 item,
    /// a step of a Haspelknecht plan made in secret) only its own seat's.
    pub public: bool,
    /// Judged by the second look, [`SECOND_LOOK`] times deeper ([`judge_position`]).
    #[serde(default)]
    pub deeper: bool,
}

/// A decision to analyse: the state before it and the move taken.
#[derive(Clone, Debug)]
pub struct Position<G: Game> {
    pub index: usize,
    pub seat: Seat,
    pub state: G,
    pub taken: G::Action,
}

/// Every decision of a record (the states are replayed from its setup and actions).
pub fn positions<G: Game>(record: &GameRecord) -> Result<Vec<Position<G>>, RecordError> {
    let setup = record.setup::<G>()?;
    let mut game = G::new_game(&setup).map_err(|e| RecordError::Setup(e.0))?;
    let mut out = Vec::with_capacity(record.actions.len());
    for (index, text) in record.actions.iter().enumerate() {
        let fail = |reason: String| RecordError::action(index, text, reason);
        let entry = parse_entry(&game, text).map_err(fail)?;
        let before = game.clone();
        game.apply(entry.seat, entry.action)
            .map_err(|e| fail(e.to_string()))?;
        out.push(Position {
            index,
            seat: entry.seat,
            state: before,
            taken: entry.action,
        });
    }
    Ok(out)
}

/// Judges one decision with the plain search `search` (see the module's documentation).
/// `seed` is the analysis seed.
pub fn analyze_position<G: Game>(
    p: &Position<G>,
    search: IsmctsConfig,
    seed: u64,
) -> DecisionReport {
    let plain = |seed: u64, legal: &[G::Action], force: Option<G::Action>, deeper: u32| {
        Ok::<_, std::convert::Infallible>(
            IsmctsBot::new(seed, scaled(search, deeper))
                .search_root(&p.state, p.seat, legal, force),
        )
    };
    match judge_with(p, seed, plain) {
        Ok(r) => r,
        Err(never) => match never {},
    }
}

/// Judges one decision with `judge` (see the module's documentation): an error only when the
/// judge's network cannot be read.
pub fn judge_position<G: Game>(
    p: &Position<G>,
    judge: &Judge,
    seed: u64,
) -> Result<DecisionReport, String> {
    let deeper_judge = judge.deeper(SECOND_LOOK);
    judge_with(p, seed, |seed, legal, force, deeper| {
        let judge = if deeper > 1 { &deeper_judge } else { judge };
        judge.search(seed, &p.state, p.seat, legal, force)
    })
}

/// Judges one decision with `judge` at one look, without a second, weighing `also` (a move in
/// notation, such as another judge's best move) besides the open search's alternatives: how
/// a deeper judge checks the flags ([`crate::flags`]).
pub fn judge_position_once<G: Game>(
    p: &Position<G>,
    judge: &Judge,
    seed: u64,
    also: Option<&str>,
) -> Result<DecisionReport, String> {
    let also = also.and_then(|name| action_named(p, name));
    judge_once(p, seed, also, |seed, legal, force| {
        judge.search(seed, &p.state, p.seat, legal, force)
    })
}

/// The legal move of `p`'s seat written `name`.
fn action_named<G: Game>(p: &Position<G>, name: &str) -> Option<G::Action> {
    let mut legal = Vec::new();
    p.state.legal_actions(p.seat, &mut legal);
    legal.into_iter().find(|a| a.to_string() == name)
}

/// How many times deeper the second look at a decision searches ([`judge_position`]).
pub const SECOND_LOOK: u32 = 5;

/// Whether a first look's report is worth a second, deeper one: its loss, taken at face
/// value (no noise or depth margin), is at least an inaccuracy by the chance to win, or half
/// of what makes a mistake by the score.
pub fn worth_a_second_look(d: &DecisionReport) -> bool {
    d.best != d.taken
        && (d.loss >= INACCURACY || d.score_loss >= score_threshold(d.points_left) / 2.0)
}

/// Judges a decision (see the module's documentation), and once more [`SECOND_LOOK`] times
/// deeper with seeds of its own when the first look is [`worth_a_second_look`]: a flag is
/// then the deeper search's (docs/analysis.md, "A second look": the judge at its own depth
/// loses more than a deeper search finds, so flags raised by it alone did not hold up).
fn judge_with<G: Game, E>(
    p: &Position<G>,
    seed: u64,
    mut search: impl FnMut(
        u64,
        &[G::Action],
        Option<G::Action>,
        u32,
    ) -> Result<Vec<RootStats<G::Action>>, E>,
) -> Result<DecisionReport, E> {
    let first = judge_once(p, seed, None, |s, l, f| search(s, l, f, 1))?;
    if !worth_a_second_look(&first) {
        return Ok(first);
    }
    // The first look's best move is weighed again, beside the deeper open search's own.
    let also = action_named(p, &first.best);
    let mut second = judge_once(p, derive_seed(seed, SECOND_LOOK_SEED), also, |s, l, f| {
        search(s, l, f, SECOND_LOOK)
    })?;
    second.deeper = true;
    Ok(second)
}

/// Salts the analysis seed of a second look.
const SECOND_LOOK_SEED: u64 = 0x5ec0_4d10_0c4a;

/// One look at a decision, whatever searches: `search(seed, legal, force)`; `also`: a move to
/// weigh besides the open search's alternatives.
fn judge_once<G: Game, E>(
    p: &Position<G>,
    seed: u64,
    also: Option<G::Action>,
    mut search: impl FnMut(u64, &[G::Action], Option<G::Action>) -> Result<Vec<RootStats<G::Action>>, E>,
) -> Result<DecisionReport, E> {
    let mut legal = Vec::new();
    p.state.legal_actions(p.seat, &mut legal);
    let taken = p.taken.to_string();
    let public = p.state.decision_visibility(p.seat, p.taken) == Visibility::Public;
    let mut out = DecisionReport {
        index: p.index,
        seat: p.seat,
        best: taken.clone(),
        taken,
        legal: legal.len(),
        taken_estimate: None,
        best_estimate: None,
        chance_before: None,
        chance_after: None,
        loss: 0.0,
        loss_se: 0.0,
        score_loss: 0.0,
        score_se: 0.0,
        points_left: 0.0,
        verdict: Verdict::Good,
        public,
        deeper: false,
    };
    if legal.len() <= 1 {
        return Ok(out);
    }
    // The chance to win calibrated for the game and player count, with its standard error.
    let slope = calibration_slope(G::NAME, p.state.players());
    let chance = |r: &RootStats<G::Action>| {
        let (win, factor) = calibrated(f64::from(r.win), slope);
        (win, factor * f64::from(r.win_se))
    };
    let judged = |r: &RootStats<G::Action>| Judged {
        win: chance(r).0,
        margin: f64::from(r.margin),
        visits: r.visits,
    };
    let index = p.index as u64;
    let open_seed = derive_seed(seed, 2 * index);
    let open = search(open_seed, &legal, None)?;
    // The alternatives to the move taken: the open search's [`ALTERNATIVES`] most visited other
    // moves, and `also` (another look's best move) if it is not among them.
    let by_visits = |x: &&RootStats<G::Action>, y: &&RootStats<G::Action>| {
        x.visits.cmp(&y.visits).then(x.reward.total_cmp(&y.reward))
    };
    let mut others: Vec<&RootStats<G::Action>> =
        open.iter().filter(|r| r.action != p.taken).collect();
    others.sort_by(|x, y| by_visits(y, x));
    let mut alternatives: Vec<RootStats<G::Action>> =
        others.iter().take(ALTERNATIVES).map(|r| **r).collect();
    if let Some(a) = also.filter(|a| *a != p.taken) {
        if !alternatives.iter().any(|r| r.action == a) {
            if let Some(r) = open.iter().find(|r| r.action == a) {
                alternatives.push(*r);
            }
        }
    }
    if alternatives.is_empty() {
        return Ok(out);
    }
    // The seat's score now, on a determinization for it (its own score it may see).
    let mut rng = engine::rng::rng_from_seed(open_seed);
    let score_now = f64::from(p.state.determinize(p.seat, &mut rng).score(p.seat));
    // Every alternative and the move taken searched alike, [`PAIRS`] times with seeds of their
    // own: the same budget and seed within a pair, every iteration through the move (common
    // random numbers: the same deals of what the seat cannot see).
    let paired = derive_seed(seed, 2 * index + 1);
    // Per pair: the move taken, then each alternative.
    let taken_fallback = open
        .iter()
        .find(|r| r.action == p.taken)
        .copied()
        .unwrap_or(alternatives[0]);
    let mut searched: Vec<Vec<RootStats<G::Action>>> = Vec::with_capacity(PAIRS);
    for j in 0..PAIRS {
        let pair_seed = if j == 0 {
            paired
        } else {
            derive_seed(paired, j as u64)
        };
        let mut forced = |fallback: RootStats<G::Action>| -> Result<RootStats<G::Action>, E> {
            let stats = search(pair_seed, &legal, Some(fallback.action))?;
            Ok(stats
                .into_iter()
                .find(|r| r.action == fallback.action)
                .unwrap_or(fallback))
        };
        let mut row = Vec::with_capacity(1 + alternatives.len());
        row.push(forced(taken_fallback)?);
        for a in &alternatives {
            row.push(forced(*a)?);
        }
        searched.push(row);
    }
    // The best alternative: the highest mean chance to win over the pairs (then score margin).
    let mean_of = |k: usize, f: &dyn Fn(&RootStats<G::Action>) -> f64| {
        searched.iter().map(|row| f(&row[k])).sum::<f64>() / PAIRS as f64
    };
    let keys: Vec<(f64, f64)> = (1..=alternatives.len())
        .map(|k| {
            (
                mean_of(k, &|r| chance(r).0),
                mean_of(k, &|r| f64::from(r.margin)),
            )
        })
        .collect();
    // The first of equals wins.
    let best_k = 1
        + (0..keys.len()).fold(0, |best, i| {
            let (a, b) = (keys[i], keys[best]);
            if a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)).is_gt() {
                i
            } else {
                best
            }
        });
    let pairs: Vec<Pair<G::Action>> = searched.iter().map(|row| (row[best_k], row[0])).collect();
    let win = |r: &RootStats<G::Action>| chance(r);
    let margin = |r: &RootStats<G::Action>| (f64::from(r.margin), f64::from(r.margin_se));
    let (other, taken) = (mean_stats(&pairs, |x| x.0), mean_stats(&pairs, |x| x.1));
    let (o, t) = (judged(&other), judged(&taken));
    let (o, t) = (
        Judged {
            win: pairs.iter().map(|x| win(&x.0).0).sum::<f64>() / PAIRS as f64,
            ..o
        },
        Judged {
            win: pairs.iter().map(|x| win(&x.1).0).sum::<f64>() / PAIRS as f64,
            ..t
        },
    );
    let loss = (o.win - t.win).max(0.0);
    let score_loss = (o.margin - t.margin).max(0.0);
    // The move taken is the best unless the alternative does better by either measure.
    let (best, b) = if loss > 0.0 || score_loss > 0.0 {
        (other, o)
    } else {
        (taken, t)
    };
    out.best = best.action.to_string();
    out.best_estimate = Some(b);
    out.taken_estimate = Some(t);
    out.chance_before = Some(b.win);
    out.chance_after = Some(t.win);
    out.points_left = (f64::from(best.value) - score_now).max(0.0);
    out.loss = loss;
    out.score_loss = score_loss;
    if best.action != taken.action {
        out.loss_se = noise(&pairs, win);
        out.score_se = noise(&pairs, margin);
        out.verdict = verdict(loss, out.loss_se, score_loss, out.score_se, out.points_left);
    }
    Ok(out)
}

/// How many times a decision's moves (taken and alternatives) are searched alike, each time
/// with a seed of its own: the loss is the mean over these pairs, and its noise their spread
/// (or the searches' own standard error, whichever is larger: [`noise`]).
pub const PAIRS: usize = 3;

/// A pair's searches of the best alternative and of the move taken.
type Pair<A> = (RootStats<A>, RootStats<A>);

/// How many of the open search's most visited moves other than the move taken are weighed
/// against it: the best of them by the pairs is the alternative. With one, two looks at a
/// decision often disagreed only because one open search put another move second
/// (docs/analysis.md, "A second look").
pub const ALTERNATIVES: usize = 2;

/// The searches a first look runs for a decision with a choice (at most: fewer when there are
/// fewer alternatives): the open search, and per pair the move taken and each alternative.
pub const SEARCHES_PER_DECISION: u64 = 1 + ((1 + ALTERNATIVES) * PAIRS) as u64;

/// The mean of the pairs' estimates of one move (`pick` chooses it from a pair), visits
/// summed; the standard errors are those of the mean.
fn mean_stats<A: Copy>(
    pairs: &[(RootStats<A>, RootStats<A>)],
    pick: impl Fn(&(RootStats<A>, RootStats<A>)) -> RootStats<A>,
) -> RootStats<A> {
    let all: Vec<RootStats<A>> = pairs.iter().map(pick).collect();
    let k = all.len().max(1) as f32;
    let mean = |f: fn(&RootStats<A>) -> f32| all.iter().map(f).sum::<f32>() / k;
    let root_mean_square =
        |f: fn(&RootStats<A>) -> f32| (all.iter().map(|r| f(r) * f(r)).sum::<f32>()).sqrt() / k;
    RootStats {
        action: all[0].action,
        visits: all.iter().map(|r| r.visits).sum(),
        reward: mean(|r| r.reward),
        win: mean(|r| r.win),
        margin: mean(|r| r.margin),
        value: mean(|r| r.value),
        win_se: root_mean_square(|r| r.win_se),
        margin_se: root_mean_square(|r| r.margin_se),
    }
}

/// The standard error of the mean difference, alternative minus move taken, of an estimate
/// (`of` gives a move's value and its standard error) over the pairs: the larger of their
/// spread (the sample standard deviation of the differences over `√k`: how much an
/// independent search changes its mind, which the searches' own error understates) and the
/// searches' own standard errors carried to the mean.
pub fn noise<A>(
    pairs: &[(RootStats<A>, RootStats<A>)],
    of: impl Fn(&RootStats<A>) -> (f64, f64),
) -> f64 {
    let k = pairs.len() as f64;
    if k == 0.0 {
        return 0.0;
    }
    let diffs: Vec<f64> = pairs.iter().map(|(a, b)| of(a).0 - of(b).0).collect();
    let own = pairs
        .iter()
        .map(|(a, b)| of(a).1.powi(2) + of(b).1.powi(2))
        .sum::<f64>()
        .sqrt()
        / k;
    if pairs.len() < 2 {
        return own;
    }
    let mean = diffs.iter().sum::<f64>() / k;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (k - 1.0);
    own.max((var / k).sqrt())
}

/// How many standard errors of the searches' noise a loss must exceed a threshold by
/// ([`verdict`]).
pub const NOISE_Z: f64 = 2.0;
/// A loss of expected score margin of this share of the points still to be made...
pub const SCORE_SHARE: f64 = 0.25;
/// ... but at least this many VP (late in the game)...
pub const SCORE_FLOOR: f64 = 5.0;
/// ... and at most this many (early in the game) is at least a mistake.
pub const SCORE_CAP: f64 = 10.0;

/// What the judge's depth adds to a chance loss's noise: the judge's losses differ from a
/// search ten times deeper by far more than two seeds of the judge differ from each other
/// (root mean square 0.037 against 0.014 in Glück Auf, 0.090 against 0.035 in Haspelknecht),
/// so a flag must clear this margin too, added in quadrature to the seeds' standard error
/// ([`verdict`]; docs/analysis.md, "A second look": 0.04 met the targets on both halves of
/// the Haspelknecht corpus, 0.035–0.045 all did; 0.02 until then).
pub const DEPTH_MARGIN: f64 = 0.04;
/// The same for a score loss, in VP (small enough that the rulebook's 14 VP thrown away with
/// 40 still to make stays a mistake).
pub const DEPTH_MARGIN_VP: f64 = 1.0;

/// The verdict of a decision whose move taken lost `loss` in chance to win (standard error
/// `loss_se`) and `score_loss` VP of expected margin (standard error `score_se`) when
/// `points_left` VP were still to be made:
/// - by the chance to win: the loss less [`NOISE_Z`] times its noise against the thresholds
///   ([`Verdict::of_loss`]), so that a difference within the searches' own noise is no flag;
///   the noise is the standard error and [`DEPTH_MARGIN`] in quadrature;
/// - by the score: a margin loss, less [`NOISE_Z`] times its noise (the standard error and
///   [`DEPTH_MARGIN_VP`] in quadrature), of at least [`SCORE_SHARE`] of the points left
///   (within [`SCORE_FLOOR`]..=[`SCORE_CAP`] VP) is at least a mistake, also in a game already
///   won or lost, where the chance to win hardly moves.
pub fn verdict(
    loss: f64,
    loss_se: f64,
    score_loss: f64,
    score_se: f64,
    points_left: f64,
) -> Verdict {
    let by_chance = Verdict::of_loss(loss - NOISE_Z * loss_se.hypot(DEPTH_MARGIN));
    if score_loss - NOISE_Z * score_se.hypot(DEPTH_MARGIN_VP) >= score_threshold(points_left) {
        by_chance.max(Verdict::Mistake)
    } else {
        by_chance
    }
}

/// The loss of expected score margin, in VP, that makes a decision at least a mistake when
/// `points_left` VP were still to be made ([`verdict`]).
pub fn score_threshold(points_left: f64) -> f64 {
    (SCORE_SHARE * points_left).clamp(SCORE_FLOOR, SCORE_CAP)
}

/// What to analyse.
#[derive(Clone, Debug)]
pub struct AnalyzeConfig {
    /// Only this seat's decisions (`None`: every seat's).
    pub seat: Option<Seat>,
    pub search: IsmctsConfig,
    pub seed: u64,
}

/// Per seat: how its decisions were judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatSummary {
    #[cfg_attr(feature = "openapi", schema(value_type = u8))]
    pub seat: Seat,
    pub decisions: usize,
    /// Decisions with more than one legal move.
    pub judged: usize,
    pub good: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// The mean loss in chance to win over the judged decisions, each beyond the judge's noise
    /// ([`sure_loss`]).
    pub mean_loss: f64,
    /// The accuracy of the judged decisions, 0–100 ([`crate::accuracy::accuracy`]).
    #[serde(default)]
    pub accuracy: f64,
}

/// The result of `kohle analyze`: its `--json`. Every decision of every seat, private ones
/// included: what one viewer may see of it is its [`crate::view::AnalysisView`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisReport {
    pub game: String,
    pub players: u8,
    /// The bot that judged, as written (`ismcts:1s`).
    pub bot: String,
    pub seat: Option<Seat>,
    /// The thresholds of the verdicts (loss in chance to win).
    pub thresholds: Thresholds,
    pub seats: Vec<SeatSummary>,
    pub decisions: Vec<DecisionReport>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Thresholds {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
}

/// Judges the decisions of `positions` (those of `config.seat`, or all) with the plain search
/// on the current rayon pool, calling `progress()` after each (from worker threads).
pub fn analyze<G: Game>(
    players: u8,
    positions: &[Position<G>],
    config: &AnalyzeConfig,
    bot: &str,
    progress: &(dyn Fn() + Sync),
) -> AnalysisReport {
    let chosen: Vec<&Position<G>> = positions
        .iter()
        .filter(|p| config.seat.is_none_or(|s| s == p.seat))
        .collect();
    let decisions: Vec<DecisionReport> = chosen
        .par_iter()
        .map(|p| {
            let r = analyze_position(p, config.search, config.seed);
            progress();
            r
        })
        .collect();
    report(G::NAME, players, bot, config.seat, decisions)
}

/// Judges the decisions of `positions` (those of `seat`, or all) with `judge` on the current
/// rayon pool (one decision a task: the report is the same on any number of threads),
/// calling `progress()` after each. An error when the judge's network cannot be read.
pub fn analyze_with<G: Game>(
    players: u8,
    positions: &[Position<G>],
    seat: Option<Seat>,
    judge: &Judge,
    seed: u64,
    bot: &str,
    progress: &(dyn Fn() + Sync),
) -> Result<AnalysisReport, String> {
    judge.check::<G>(players)?;
    let decisions = positions
        .par_iter()
        .filter(|p| seat.is_none_or(|s| s == p.seat))
        .map(|p| {
            let r = judge_position(p, judge, seed);
            progress();
            r
        })
        .collect::<Result<Vec<DecisionReport>, String>>()?;
    Ok(report(G::NAME, players, bot, seat, decisions))
}

/// The report of judged `decisions`, with the summary of every seat (or of `seat` only).
pub(crate) fn report(
    game: &str,
    players: u8,
    bot: &str,
    seat: Option<Seat>,
    decisions: Vec<DecisionReport>,
) -> AnalysisReport {
    let seats = (0..players)
        .filter(|s| seat.is_none_or(|c| c == *s))
        .map(|s| summary(s, decisions.iter().map(Counted::from)))
        .collect();
    AnalysisReport {
        game: game.to_string(),
        players,
        bot: bot.to_string(),
        seat,
        thresholds: Thresholds::default(),
        seats,
        decisions,
    }
}

impl Default for Thresholds {
    /// [`INACCURACY`], [`MISTAKE`], [`BLUNDER`].
    fn default() -> Self {
        Thresholds {
            inaccuracy: INACCURACY,
            mistake: MISTAKE,
            blunder: BLUNDER,
        }
    }
}

/// What a seat's summary counts of one decision.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counted {
    pub seat: Seat,
    /// Searched (more than one legal move).
    pub searched: bool,
    pub loss: f64,
    pub verdict: Verdict,
}

impl From<&DecisionReport> for Counted {
    fn from(d: &DecisionReport) -> Self {
        Counted {
            seat: d.seat,
            searched: d.taken_estimate.is_some(),
            loss: sure_loss(d),
            verdict: d.verdict,
        }
    }
}

/// What a seat's mean loss and accuracy count of a decision's loss: the part beyond the
/// judge's noise, `loss − NOISE_Z · √(loss_se² + DEPTH_MARGIN²)`, at least 0 — the same
/// quantity its verdict weighs by the chance to win ([`verdict`]). Each loss is a difference
/// of two noisy estimates taken at least 0, so without this the noise adds up over a game: a
/// seat that always played the judge's best move would lose a third of a point a decision.
pub fn sure_loss(d: &DecisionReport) -> f64 {
    if d.best == d.taken {
        return 0.0;
    }
    (d.loss - NOISE_Z * d.loss_se.hypot(DEPTH_MARGIN)).max(0.0)
}

/// How `seat`'s decisions among `decisions` were judged.
pub(crate) fn summary(seat: Seat, decisions: impl IntoIterator<Item = Counted>) -> SeatSummary {
    let own: Vec<Counted> = decisions.into_iter().filter(|d| d.seat == seat).collect();
    let judged: Vec<&Counted> = own.iter().filter(|d| d.searched).collect();
    let count = |v: Verdict| own.iter().filter(|d| d.verdict == v).count();
    SeatSummary {
        seat,
        decisions: own.len(),
        judged: judged.len(),
        good: count(Verdict::Good),
        inaccuracies: count(Verdict::Inaccuracy),
        mistakes: count(Verdict::Mistake),
        blunders: count(Verdict::Blunder),
        mean_loss: if judged.is_empty() {
            0.0
        } else {
            judged.iter().map(|d| d.loss).sum::<f64>() / judged.len() as f64
        },
        accuracy: crate::accuracy::accuracy(&judged.iter().map(|d| d.loss).collect::<Vec<_>>()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdict_thresholds() {
        assert_eq!(Verdict::of_loss(0.0), Verdict::Good);
        assert_eq!(Verdict::of_loss(0.049), Verdict::Good);
        assert_eq!(Verdict::of_loss(0.05), Verdict::Inaccuracy);
        assert_eq!(Verdict::of_loss(0.1), Verdict::Mistake);
        assert_eq!(Verdict::of_loss(0.2), Verdict::Blunder);
        assert_eq!(Verdict::of_loss(1.0), Verdict::Blunder);
    }
}
