//! Balance reports for designers: many bot games under the default rules (and under each rule
//! option to compare), summarised by seat order, by what the seats acquired, and by score.
//!
//! **Reproducible.** Game `i` of every rule set is set up with seed `derive_seed(seed, i)` and
//! the bot on seat `s` gets `derive_seed(game_seed, 1 + s)`, as `kohle simulate` does. Every
//! total is an integer summed as games finish, so the report (its timing aside) is the same
//! for any number of threads; memory stays flat in the number of games.
//!
//! **Wins.** A shared victory (equal score and tie-break) counts as a win for every winner.
//! The chi-square test compares the seats' win counts with their mean (k − 1 degrees of
//! freedom): a small p-value says the seats do not win equally often.
//!
//! **Rule options.** Each option runs the same games (same seeds) with only that option
//! changed; its effect is the difference to the default run with a 95% interval that treats
//! the two runs as independent (the shared seeds make the true interval narrower, so the
//! interval is conservative).

use crate::acquisitions::{Acquisition, Acquisitions};
use crate::stats::{chi_square_equal, mean_difference, rate_difference, ChiSquare, Estimate};
use bots::{Bot, BotSpec};
use engine::{derive_seed, ranks, Game, Logged, Seat, Setup};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

/// What to run: the default rules and, beside them, each variant (one changed option).
#[derive(Clone, Debug)]
pub struct BalanceConfig<O> {
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    /// One spec per seat.
    pub bots: Vec<BotSpec>,
    /// The rules every seat-order figure is measured under.
    pub options: O,
    /// `(NAME=VALUE, the rules with that option)`, each compared with `options`.
    pub variants: Vec<(String, O)>,
}

/// One finished game.
struct Outcome {
    scores: Vec<i32>,
    won: Vec<bool>,
    decisions: u64,
    acquisitions: Vec<Acquisition>,
}

/// The key of an item's totals: kind, item, period (`None`: the whole game).
type ItemKey = (&'static str, String, Option<u8>);

#[derive(Clone, Copy, Debug, Default)]
struct ItemTotals {
    /// Acquisitions (a seat may acquire several of an order type).
    count: u64,
    /// Games in which some seat acquired it.
    games: u64,
    /// Seat-games in which the seat acquired it, and how many of those the seat won.
    buyers: u64,
    buyer_wins: u64,
}

/// Integer sums over games, merged across threads in any order with the same result.
struct Totals {
    games: u64,
    decisions: u64,
    wins: Vec<u64>,
    score_sums: Vec<i64>,
    score_squares: Vec<i64>,
    histograms: Vec<BTreeMap<i32, u64>>,
    items: BTreeMap<ItemKey, ItemTotals>,
}

impl Totals {
    fn new(seats: usize) -> Self {
        Totals {
            games: 0,
            decisions: 0,
            wins: vec![0; seats],
            score_sums: vec![0; seats],
            score_squares: vec![0; seats],
            histograms: vec![BTreeMap::new(); seats],
            items: BTreeMap::new(),
        }
    }

    fn add(mut self, o: Outcome) -> Self {
        self.games += 1;
        self.decisions += o.decisions;
        for (seat, &score) in o.scores.iter().enumerate() {
            self.wins[seat] += u64::from(o.won[seat]);
            self.score_sums[seat] += i64::from(score);
            self.score_squares[seat] += i64::from(score) * i64::from(score);
            *self.histograms[seat].entry(score).or_default() += 1;
        }
        // Per key: acquisitions, and which seats acquired it in this game.
        let mut seen: BTreeMap<ItemKey, (u64, BTreeSet<Seat>)> = BTreeMap::new();
        for a in &o.acquisitions {
            for period in [Some(a.period), None] {
                let e = seen.entry((a.kind, a.item.clone(), period)).or_default();
                e.0 += 1;
                e.1.insert(a.seat);
            }
        }
        for (key, (count, seats)) in seen {
            let t = self.items.entry(key).or_default();
            t.count += count;
            t.games += 1;
            t.buyers += seats.len() as u64;
            t.buyer_wins += seats.iter().filter(|&&s| o.won[s as usize]).count() as u64;
        }
        self
    }

    fn merge(mut self, other: Totals) -> Self {
        self.games += other.games;
        self.decisions += other.decisions;
        for seat in 0..self.wins.len() {
            self.wins[seat] += other.wins[seat];
            self.score_sums[seat] += other.score_sums[seat];
            self.score_squares[seat] += other.score_squares[seat];
            for (score, n) in &other.histograms[seat] {
                *self.histograms[seat].entry(*score).or_default() += n;
            }
        }
        for (key, t) in other.items {
            let e = self.items.entry(key).or_default();
            e.count += t.count;
            e.games += t.games;
            e.buyers += t.buyers;
            e.buyer_wins += t.buyer_wins;
        }
        self
    }
}

/// A seat's score distribution: quantiles and the whole histogram.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Distribution {
    pub min: i32,
    /// The 10th, 50th and 90th percentiles (the smallest score with at least that share of
    /// games at or below it).
    pub p10: i32,
    pub median: i32,
    pub p90: i32,
    pub max: i32,
    /// `[score, games]`, by score.
    pub histogram: Vec<(i32, u64)>,
}

impl Distribution {
    fn of(h: &BTreeMap<i32, u64>) -> Self {
        let n: u64 = h.values().sum();
        let quantile = |q: f64| {
            let need = ((q * n as f64).ceil() as u64).max(1);
            let mut acc = 0;
            for (&score, &c) in h {
                acc += c;
                if acc >= need {
                    return score;
                }
            }
            0
        };
        Distribution {
            min: h.keys().next().copied().unwrap_or(0),
            p10: quantile(0.1),
            median: quantile(0.5),
            p90: quantile(0.9),
            max: h.keys().next_back().copied().unwrap_or(0),
            histogram: h.iter().map(|(&s, &c)| (s, c)).collect(),
        }
    }
}

/// One seat (in turn order of the setup: seat 0 starts) under one set of rules.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatReport {
    pub seat: Seat,
    pub bot: String,
    pub wins: u64,
    /// Wins / games, with the Wilson 95% interval.
    pub win_rate: Estimate,
    /// With the normal 95% interval of the mean.
    pub mean_score: Estimate,
    pub score: Distribution,
}

/// What the seats acquired of one item (see [`crate::acquisitions`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ItemReport {
    /// `development`, `order_type` or `shaft_level`.
    pub kind: &'static str,
    pub item: String,
    /// The year or shift it was acquired in; `null`: the whole game.
    pub period: Option<u8>,
    /// Acquisitions in all games.
    pub acquired: u64,
    /// Acquisitions per game.
    pub per_game: f64,
    /// The share of games in which some seat acquired it (in the period), Wilson 95%.
    pub purchase_rate: Estimate,
    /// Seat-games in which the seat acquired it.
    pub buyers: u64,
    /// How often such a seat won, Wilson 95% (compare with `base_win_rate`).
    pub buyer_win_rate: Estimate,
}

/// Everything measured under one set of rules.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RulesReport {
    pub games: u64,
    pub decisions_per_game: f64,
    pub seats: Vec<SeatReport>,
    /// The test of "all seats win equally often".
    pub all_seats_equal: ChiSquare,
    /// Wins / seat-games: the win rate of a seat about which nothing else is known.
    pub base_win_rate: f64,
    /// The word of `items[].period` (`year`, `shift`).
    pub period: &'static str,
    pub items: Vec<ItemReport>,
}

/// One rule option against the default rules.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionEffect {
    /// `NAME=VALUE` as given.
    pub option: String,
    /// Per seat: win rate and mean score under the option minus under the default rules.
    pub win_rate_change: Vec<Estimate>,
    pub mean_score_change: Vec<Estimate>,
    /// The mean score of all seats together, option minus default.
    pub all_seats_score_change: Estimate,
    pub decisions_per_game_change: f64,
    pub report: RulesReport,
}

/// How long it took (not reproducible: left out when comparing reports).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Timing {
    pub seconds: f64,
    pub threads: usize,
    pub games_per_second: f64,
}

/// The result of `kohle balance`: its `--json`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BalanceReport {
    pub game: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub bots: Vec<String>,
    /// The default rules' option values.
    pub options: serde_json::Value,
    pub default: RulesReport,
    pub option_effects: Vec<OptionEffect>,
    pub timing: Timing,
}

/// Plays one game to its end, collecting its events as it goes (the bots get a copy that does
/// not record, so their searches stay as fast as ever).
fn play_one<G: Acquisitions>(
    setup: &Setup<G::Options>,
    specs: &[BotSpec],
) -> Result<Outcome, String> {
    let mut game = G::new_game(setup).map_err(|e| e.to_string())?;
    game.events_mut().set_recording(true);
    let mut bots: Vec<Box<dyn Bot<G>>> = specs
        .iter()
        .enumerate()
        .map(|(seat, spec)| {
            spec.build::<G>(derive_seed(setup.seed, 1 + seat as u64), setup.players)
        })
        .collect::<Result<_, String>>()?;
    let mut buf = Vec::with_capacity(64);
    let mut events: Vec<Logged<G::Event>> = Vec::new();
    let mut decisions = 0;
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut buf);
        if buf.is_empty() {
            return Err(format!(
                "{}: seat {seat} is to move but has no legal action",
                G::NAME
            ));
        }
        let mut quiet = game.clone();
        quiet.events_mut().set_recording(false);
        let action = bots[seat as usize].choose(&quiet, seat, &buf);
        game.apply_legal(seat, action)
            .map_err(|e| format!("{}: legal action {action} refused: {e}", G::NAME))?;
        events.append(&mut game.events_mut().take());
        decisions += 1;
    }
    let r = ranks(&game);
    Ok(Outcome {
        scores: (0..game.players() as Seat).map(|s| game.score(s)).collect(),
        won: r.iter().map(|&r| r == 0).collect(),
        decisions,
        acquisitions: G::acquisitions(&events),
    })
}

fn run_rules<G: Acquisitions>(
    config: &BalanceConfig<G::Options>,
    options: &G::Options,
    progress: &(dyn Fn() + Sync),
) -> Result<Totals, String> {
    let n = config.players as usize;
    (0..config.games)
        .into_par_iter()
        .map(|i| {
            let setup = Setup {
                players: config.players,
                seed: derive_seed(config.seed, i),
                options: options.clone(),
            };
            let r = play_one::<G>(&setup, &config.bots);
            progress();
            r
        })
        .try_fold(|| Totals::new(n), |t, r| Ok::<_, String>(t.add(r?)))
        .try_reduce(|| Totals::new(n), |a, b| Ok(a.merge(b)))
}

fn rules_report<G: Acquisitions>(t: &Totals, bots: &[String]) -> RulesReport {
    let n = t.wins.len();
    let seats = (0..n)
        .map(|s| SeatReport {
            seat: s as Seat,
            bot: bots[s].clone(),
            wins: t.wins[s],
            win_rate: Estimate::rate(t.wins[s], t.games),
            mean_score: Estimate::mean(t.score_sums[s] as f64, t.score_squares[s] as f64, t.games),
            score: Distribution::of(&t.histograms[s]),
        })
        .collect();
    let items = t
        .items
        .iter()
        .map(|((kind, item, period), it)| ItemReport {
            kind,
            item: item.clone(),
            period: *period,
            acquired: it.count,
            per_game: it.count as f64 / t.games as f64,
            purchase_rate: Estimate::rate(it.games, t.games),
            buyers: it.buyers,
            buyer_win_rate: Estimate::rate(it.buyer_wins, it.buyers),
        })
        .collect();
    RulesReport {
        games: t.games,
        decisions_per_game: t.decisions as f64 / t.games as f64,
        seats,
        all_seats_equal: chi_square_equal(&t.wins),
        base_win_rate: t.wins.iter().sum::<u64>() as f64 / (t.games * n as u64) as f64,
        period: G::PERIOD,
        items,
    }
}

fn effect<G: Acquisitions>(name: &str, base: &Totals, t: &Totals, bots: &[String]) -> OptionEffect {
    let n = base.wins.len();
    let sum = |v: &[i64]| v.iter().sum::<i64>() as f64;
    OptionEffect {
        option: name.to_string(),
        win_rate_change: (0..n)
            .map(|s| rate_difference(t.wins[s], t.games, base.wins[s], base.games))
            .collect(),
        mean_score_change: (0..n)
            .map(|s| {
                mean_difference(
                    (t.score_sums[s] as f64, t.score_squares[s] as f64, t.games),
                    (
                        base.score_sums[s] as f64,
                        base.score_squares[s] as f64,
                        base.games,
                    ),
                )
            })
            .collect(),
        all_seats_score_change: mean_difference(
            (
                sum(&t.score_sums),
                sum(&t.score_squares),
                t.games * n as u64,
            ),
            (
                sum(&base.score_sums),
                sum(&base.score_squares),
                base.games * n as u64,
            ),
        ),
        decisions_per_game_change: t.decisions as f64 / t.games as f64
            - base.decisions as f64 / base.games as f64,
        report: rules_report::<G>(t, bots),
    }
}

/// Checks a configuration before any game is played.
pub fn validate<G: Game>(config: &BalanceConfig<G::Options>) -> Result<(), String> {
    if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&config.players) {
        return Err(format!(
            "{} is for {} to {} players, not {}",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS,
            config.players
        ));
    }
    if config.games == 0 {
        return Err("games must be at least 1".into());
    }
    if config.bots.len() != config.players as usize {
        return Err(format!(
            "{} bots for {} seats: give one bot per seat",
            config.bots.len(),
            config.players
        ));
    }
    for spec in &config.bots {
        spec.check::<G>(config.players)
            .map_err(|e| format!("bot `{spec}`: {e}"))?;
    }
    let rules = std::iter::once(("the default rules", &config.options))
        .chain(config.variants.iter().map(|(n, o)| (n.as_str(), o)));
    for (name, options) in rules {
        G::new_game(&Setup {
            players: config.players,
            seed: config.seed,
            options: options.clone(),
        })
        .map_err(|e| format!("{name}: {e}"))?;
    }
    Ok(())
}

/// Runs the default rules and every variant on the current rayon pool, calling `progress()`
/// after each game (from worker threads): `games × (1 + variants)` calls.
pub fn balance<G: Acquisitions>(
    config: &BalanceConfig<G::Options>,
    progress: &(dyn Fn() + Sync),
) -> Result<BalanceReport, String> {
    validate::<G>(config)?;
    let start = Instant::now();
    let bots: Vec<String> = config.bots.iter().map(|b| b.to_string()).collect();
    let base = run_rules::<G>(config, &config.options, progress)?;
    let mut option_effects = Vec::new();
    for (name, options) in &config.variants {
        let t = run_rules::<G>(config, options, progress)?;
        option_effects.push(effect::<G>(name, &base, &t, &bots));
    }
    let seconds = start.elapsed().as_secs_f64();
    let played = config.games * (1 + config.variants.len() as u64);
    Ok(BalanceReport {
        game: G::NAME.to_string(),
        players: config.players,
        games: config.games,
        seed: config.seed,
        options: serde_json::to_value(&config.options).map_err(|e| e.to_string())?,
        default: rules_report::<G>(&base, &bots),
        bots,
        option_effects,
        timing: Timing {
            seconds,
            threads: rayon::current_num_threads(),
            games_per_second: played as f64 / seconds,
        },
    })
}
