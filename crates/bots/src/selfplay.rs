//! Self-play data for learning (issue 25): games of one searching bot in every seat, and for
//! every searched decision what the deciding seat saw, what the search thought of each legal
//! action, and how the game ended.
//!
//! **Only what the seat may see.** A position's observation is the deciding seat's observation
//! tensor ([`Observe::observe_into`], built from what its view allows); the game's `evaluate`
//! of every seat is taken on a **determinization for the decider** (hidden piles, plans and
//! cards re-sampled), never on the true state. The labels (the visit shares of the decider's own
//! search, the final scores) are what learning predicts.
//!
//! **Reproducible.** Game `i` is set up from `derive_seed(seed, i)` and its seats' bots and the
//! determinizations from seeds derived from that, as `tournament` does; the rows come out in game
//! order whatever the number of threads. A time budget makes the searches depend on the machine,
//! so only an iteration budget (`ismcts:N`) repeats exactly.
//!
//! A decision with one legal action is taken without a search and gives no row (nothing to
//! learn about the policy there).
//!
//! **Generations.** With a network (`net`), every seat searches guided by it (`ismcts:…:net`):
//! the visit shares of a search the network guided are the targets of the next network, the
//! loop of AlphaZero (`docs/learning.md`).

use crate::ismcts::{standing, IsmctsBot, IsmctsConfig, RootStats};
use crate::learned::{LearnedBot, NetChoice};
use engine::rng::{derive_seed, rng_from_seed, shuffle};
use engine::{ActionSpace, Game, Observe, Seat, Setup};
use rayon::prelude::*;

/// What to play.
#[derive(Clone, Debug)]
pub struct SelfPlayConfig<O> {
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub options: O,
    /// The search of every seat.
    pub search: IsmctsConfig,
    /// The network that guides every seat's search (`None`: the plain search).
    pub net: Option<NetChoice>,
    /// Keep at most this many of each game's positions, drawn uniformly from its own seed
    /// (`None`: all). A value head learns from games' results, one per game: many games with
    /// a few positions each are worth more to it than all positions of a few games, and take a
    /// fraction of the disk.
    pub per_game: Option<usize>,
}

/// One seat's search: plain, or guided by a network.
enum Searcher<G: Game> {
    Plain(Box<IsmctsBot>),
    Guided(Box<LearnedBot<G>>),
}

impl<G: Game> Searcher<G> {
    fn root(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> Vec<RootStats<G::Action>> {
        match self {
            Searcher::Plain(bot) => bot.search_root(game, seat, legal, None),
            Searcher::Guided(bot) => bot.search_root(game, seat, legal),
        }
    }
}

/// Rows of self-play positions (see the module doc and `docs/learning.md` for the files).
/// Per-row arrays are flat, row-major.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Positions {
    pub observation_len: usize,
    pub num_actions: usize,
    pub players: usize,
    /// `rows × observation_len`: the decider's observation.
    pub obs: Vec<f32>,
    /// `rows × num_actions`: the share of the search's visits of each legal action.
    pub policy: Vec<f32>,
    /// `rows × num_actions`: 1 for a legal action.
    pub legal: Vec<u8>,
    /// `rows × players`: `evaluate` of each seat relative to the decider (column 0 the decider,
    /// 1 the next clockwise, ...), on a determinization for the decider.
    pub evaluation: Vec<f32>,
    /// `rows × players`: the final scores, relative seats as in `evaluation`.
    pub score: Vec<f32>,
    /// The decider's share of first place at the end (1, `1/k` in a `k`-way tie, 0).
    pub win: Vec<f32>,
    /// The game's index.
    pub game: Vec<u32>,
    /// The decider's (absolute) seat.
    pub seat: Vec<u8>,
}

impl Positions {
    pub fn rows(&self) -> usize {
        self.win.len()
    }

    fn empty_like(&self) -> Self {
        Positions {
            observation_len: self.observation_len,
            num_actions: self.num_actions,
            players: self.players,
            ..Positions::default()
        }
    }

    /// The rows `keep` (in increasing order), as a new set.
    pub fn select(&self, keep: &[usize]) -> Positions {
        let mut out = self.empty_like();
        let (l, a, p) = (self.observation_len, self.num_actions, self.players);
        for &r in keep {
            out.obs.extend_from_slice(&self.obs[r * l..(r + 1) * l]);
            out.policy
                .extend_from_slice(&self.policy[r * a..(r + 1) * a]);
            out.legal.extend_from_slice(&self.legal[r * a..(r + 1) * a]);
            out.evaluation
                .extend_from_slice(&self.evaluation[r * p..(r + 1) * p]);
            out.score.extend_from_slice(&self.score[r * p..(r + 1) * p]);
            out.win.push(self.win[r]);
            out.game.push(self.game[r]);
            out.seat.push(self.seat[r]);
        }
        out
    }

    /// Appends `other`'s rows.
    pub fn append(&mut self, other: &mut Positions) {
        self.obs.append(&mut other.obs);
        self.policy.append(&mut other.policy);
        self.legal.append(&mut other.legal);
        self.evaluation.append(&mut other.evaluation);
        self.score.append(&mut other.score);
        self.win.append(&mut other.win);
        self.game.append(&mut other.game);
        self.seat.append(&mut other.seat);
    }
}

/// Checks the setup once before any worker starts.
pub fn validate<G: Game>(config: &SelfPlayConfig<G::Options>) -> Result<(), String> {
    if config.games == 0 {
        return Err("at least one game is needed".into());
    }
    if config.per_game == Some(0) {
        return Err("at least one position per game must be kept".into());
    }
    G::new_game(&Setup {
        players: config.players,
        seed: config.seed,
        options: config.options.clone(),
    })
    .map(|_| ())
    .map_err(|e| e.to_string())
}

/// Plays game `index` of the run and returns its rows.
pub fn play_game<G: Observe + ActionSpace>(
    config: &SelfPlayConfig<G::Options>,
    index: u64,
) -> Result<Positions, String> {
    let game_seed = derive_seed(config.seed, index);
    let mut game = G::new_game(&Setup {
        players: config.players,
        seed: game_seed,
        options: config.options.clone(),
    })
    .map_err(|e| e.to_string())?;
    let players = game.players();
    let num_actions = G::num_distinct_actions(config.players);
    let observation_len = engine::observation::observation(&game, 0).len();
    let mut bots: Vec<Searcher<G>> = (0..players)
        .map(|s| {
            let seed = derive_seed(game_seed, 1 + s as u64);
            Ok(match &config.net {
                None => Searcher::Plain(Box::new(IsmctsBot::new(seed, config.search))),
                Some(net) => Searcher::Guided(Box::new(LearnedBot::new(
                    seed,
                    config.search,
                    net,
                    config.players,
                    String::new(),
                )?)),
            })
        })
        .collect::<Result<_, String>>()?;
    let mut det_rng = rng_from_seed(derive_seed(game_seed, 1000));
    let mut out = Positions {
        observation_len,
        num_actions,
        players,
        ..Positions::default()
    };
    let mut legal = Vec::new();
    // Per row: its decider, to fill in the results at the end.
    let mut deciders: Vec<Seat> = Vec::new();
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut legal);
        if legal.is_empty() {
            return Err(format!(
                "{}: seat {seat} is to move with no legal action",
                G::NAME
            ));
        }
        let action = if legal.len() == 1 {
            legal[0]
        } else {
            let stats = bots[seat as usize].root(&game, seat, &legal);
            let total: u32 = stats.iter().map(|s| s.visits).sum();
            let row = out.obs.len();
            out.obs.resize(row + observation_len, 0.0);
            game.observe_into(seat, &mut out.obs[row..]);
            let row = out.policy.len();
            out.policy.resize(row + num_actions, 0.0);
            out.legal.resize(row + num_actions, 0);
            for &RootStats {
                action: a, visits, ..
            } in &stats
            {
                let i = G::action_index(a)
                    .ok_or_else(|| format!("{}: action {a} has no index", G::NAME))?;
                out.legal[row + i] = 1;
                out.policy[row + i] = if total > 0 {
                    visits as f32 / total as f32
                } else {
                    1.0 / stats.len() as f32
                };
            }
            let det = game.determinize(seat, &mut det_rng);
            for r in 0..players {
                out.evaluation
                    .push(det.evaluate(((seat as usize + r) % players) as Seat));
            }
            out.game.push(index as u32);
            out.seat.push(seat);
            deciders.push(seat);
            // The search's choice, as `IsmctsBot::choose` makes it: most visits, then reward.
            let best = stats
                .iter()
                .max_by(|x, y| x.visits.cmp(&y.visits).then(x.reward.total_cmp(&y.reward)))
                .expect("legal is not empty");
            best.action
        };
        game.apply_legal(seat, action)
            .map_err(|e| format!("{}: legal action {action} refused: {e}", G::NAME))?;
    }
    let scores: Vec<f32> = (0..players).map(|s| game.score(s as Seat) as f32).collect();
    let tiebreaks: Vec<f32> = (0..players)
        .map(|s| game.tiebreak(s as Seat) as f32)
        .collect();
    for &seat in &deciders {
        for r in 0..players {
            out.score.push(scores[(seat as usize + r) % players]);
        }
        out.win
            .push(standing(&scores, &tiebreaks, seat as usize, true).0);
    }
    match config.per_game {
        Some(k) if k < out.rows() => {
            // A uniform k-subset (the first k of a seeded shuffle), kept in the order played.
            let mut rows: Vec<usize> = (0..out.rows()).collect();
            shuffle(&mut rng_from_seed(derive_seed(game_seed, 2000)), &mut rows);
            rows.truncate(k);
            rows.sort_unstable();
            Ok(out.select(&rows))
        }
        _ => Ok(out),
    }
}

/// Plays the run's games `range` on the current rayon pool and returns their rows in game
/// order; `progress` is called after each game.
pub fn play_games<G: Observe + ActionSpace>(
    config: &SelfPlayConfig<G::Options>,
    range: std::ops::Range<u64>,
    progress: &(dyn Fn() + Sync),
) -> Result<Positions, String> {
    let mut parts: Vec<Positions> = range
        .into_par_iter()
        .map(|i| {
            let rows = play_game::<G>(config, i);
            progress();
            rows
        })
        .collect::<Result<_, _>>()?;
    let Some(first) = parts.first() else {
        return Ok(Positions::default());
    };
    let mut all = first.empty_like();
    for part in &mut parts {
        all.append(part);
    }
    Ok(all)
}
