//! The search that judges a game's decisions: the strongest bot there is for the game and
//! player count — ISMCTS guided by the shipped network (`ismcts:…:net`) where one is shipped,
//! else the plain search — with an iteration budget, so that an analysis is the same on every
//! run.

use bots::learned::{shipped, LearnedBot, NetChoice};
use bots::{BotSpec, Budget, IsmctsBot, IsmctsConfig, RootStats};
use engine::{Game, Seat};

/// The iterations of each search of the default judge ([`default_bot`]). Measured on the
/// 2-core machine (`docs/analysis.md`): a 2-player game of either game is judged within
/// 2 minutes on two threads.
pub const DEFAULT_ITERATIONS: u32 = 1000;

/// The default judge of `game` with `players` players, as a bot spec:
/// `ismcts:1000:net` when a network is shipped for them, else `ismcts:1000`.
pub fn default_bot(game: &str, players: u8) -> String {
    if shipped(game, players).is_some() {
        format!("ismcts:{DEFAULT_ITERATIONS}:net")
    } else {
        format!("ismcts:{DEFAULT_ITERATIONS}")
    }
}

/// The slope of the calibration of the judge's chance to win in `game` with `players`
/// players: a reported chance is `σ(a · logit(p))` of the search's mean `p` (Platt's scaling
/// without an offset, which two seats' symmetry rules out). Fitted by maximum likelihood on
/// held-out self-play positions judged by the default judge (`scripts/analysis-calibration.sh`,
/// `docs/analysis.md`): the raw chance is far too confident in Glück Auf (its evaluation's
/// margins early in the game say little about the end) and too timid in Haspelknecht. 1 (no
/// change) where nothing was measured: 3 and 4 players.
pub fn calibration_slope(game: &str, players: usize) -> f64 {
    match (game, players) {
        ("glueckauf", 2) => 0.3,
        ("haspelknecht", 2) => 2.0,
        _ => 1.0,
    }
}

/// The calibrated chance of a raw chance `p` with slope `a` ([`calibration_slope`]), and the
/// factor by which it turns a small difference (a standard error) of `p`. A certain outcome
/// (0 or 1: every simulation through the move ended the game the same way) stays certain.
pub fn calibrated(p: f64, a: f64) -> (f64, f64) {
    if !(p > 0.0 && p < 1.0) || a == 1.0 {
        return (
            p.clamp(0.0, 1.0),
            if p > 0.0 && p < 1.0 { 1.0 } else { 0.0 },
        );
    }
    let logit = (p / (1.0 - p)).ln();
    let q = 1.0 / (1.0 + (-a * logit).exp());
    (q, a * q * (1.0 - q) / (p * (1.0 - p)))
}

/// `config` with its budget (iterations or time) `k` times as large.
pub fn scaled(mut config: IsmctsConfig, k: u32) -> IsmctsConfig {
    config.budget = match config.budget {
        Budget::Iterations(n) => Budget::Iterations(n.saturating_mul(k)),
        Budget::Time(t) => Budget::Time(t.saturating_mul(k)),
    };
    config
}

/// A searching bot's settings, without its seed: what judges every decision.
#[derive(Clone, Debug, PartialEq)]
pub enum Judge {
    Plain(IsmctsConfig),
    /// Guided by a network ([`bots::learned`]).
    Net {
        config: IsmctsConfig,
        net: NetChoice,
    },
}

impl Judge {
    /// The judge of a bot spec; `None` for a bot that does not search (`random`, `greedy`):
    /// it has no estimates to judge by.
    pub fn of_spec(spec: &BotSpec) -> Option<Judge> {
        match spec {
            BotSpec::Ismcts(config) => Some(Judge::Plain(*config)),
            BotSpec::Learned { config, net } => Some(Judge::Net {
                config: *config,
                net: net.clone(),
            }),
            _ => None,
        }
    }

    pub fn config(&self) -> IsmctsConfig {
        match self {
            Judge::Plain(c) | Judge::Net { config: c, .. } => *c,
        }
    }

    /// The same judge with a budget of `k` iterations a search.
    pub fn with_iterations(&self, k: u32) -> Judge {
        let mut out = self.clone();
        match &mut out {
            Judge::Plain(c) | Judge::Net { config: c, .. } => c.budget = Budget::Iterations(k),
        }
        out
    }

    /// The same judge with a budget `k` times as large (iterations or time).
    pub fn deeper(&self, k: u32) -> Judge {
        let mut out = self.clone();
        match &mut out {
            Judge::Plain(c) | Judge::Net { config: c, .. } => *c = scaled(*c, k),
        }
        out
    }

    /// Checks that the judge can search `G` with `players` players (a network is read and
    /// checked once per process).
    pub fn check<G: Game>(&self, players: u8) -> Result<(), String> {
        match self {
            Judge::Plain(_) => Ok(()),
            Judge::Net { net, .. } => bots::learned::load::<G>(net, players).map(|_| ()),
        }
    }

    /// One search of `state` for `seat` among `legal`, seeded with `seed`, every iteration
    /// beginning with `force` if given ([`IsmctsBot::search_root`]).
    pub fn search<G: Game>(
        &self,
        seed: u64,
        state: &G,
        seat: Seat,
        legal: &[G::Action],
        force: Option<G::Action>,
    ) -> Result<Vec<RootStats<G::Action>>, String> {
        Ok(match self {
            Judge::Plain(config) => {
                IsmctsBot::new(seed, *config).search_root(state, seat, legal, force)
            }
            Judge::Net { config, net } => {
                let players = u8::try_from(state.players()).unwrap_or(u8::MAX);
                LearnedBot::<G>::new(seed, *config, net, players, String::new())?
                    .search_root_forced(state, seat, legal, force)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_judge_is_the_learned_bot_where_a_network_is_shipped() {
        assert_eq!(default_bot("glueckauf", 2), "ismcts:1000:net");
        assert_eq!(default_bot("haspelknecht", 4), "ismcts:1000:net");
        assert_eq!(default_bot("haspelknecht", 1), "ismcts:1000");
        let spec = bots::parse_bot_spec(&default_bot("glueckauf", 3)).unwrap();
        let judge = Judge::of_spec(&spec).unwrap();
        assert!(matches!(judge, Judge::Net { .. }));
        assert_eq!(
            judge.config().budget,
            Budget::Iterations(DEFAULT_ITERATIONS)
        );
        assert!(Judge::of_spec(&bots::parse_bot_spec("greedy").unwrap()).is_none());
    }

    #[test]
    fn calibration_keeps_the_middle_and_certainty() {
        for a in [0.3, 1.0, 2.0] {
            assert_eq!(calibrated(0.5, a).0, 0.5);
            assert_eq!(calibrated(0.0, a), (0.0, 0.0));
            assert_eq!(calibrated(1.0, a), (1.0, 0.0));
        }
        // Less confident with a slope below 1, more above; monotonic either way.
        let (q, d) = calibrated(0.9, 0.3);
        assert!(q > 0.5 && q < 0.9 && d > 0.0 && d < 1.0, "{q} {d}");
        assert!(calibrated(0.9, 2.0).0 > 0.9);
        assert!(calibrated(0.8, 0.3).0 < q);
        // The factor is the derivative.
        let h = 1e-6;
        let numeric = (calibrated(0.7 + h, 2.0).0 - calibrated(0.7 - h, 2.0).0) / (2.0 * h);
        assert!((numeric - calibrated(0.7, 2.0).1).abs() < 1e-6);
    }
}
