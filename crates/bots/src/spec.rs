//! Bots given as text: `random`, `greedy`, `ismcts` (default budget), `ismcts:2000`
//! (iterations per decision), `ismcts:500ms` (time per decision).
//!
//! Tuning options may follow, colon-separated (commas separate bots in a line-up):
//! `ismcts:2000:c=0.2:cont=4`, or without a budget `ismcts:depth=full`. The options (see
//! [`IsmctsConfig`]): `c` exploration; `cont` greedy sub-decisions at a leaf; `depth` random
//! rollout actions before `evaluate` (`full`: to the end); `bonus` VP for a win at the end.
//! `greedy:N` averages over N determinizations (default 4).

use crate::greedy::GreedyBot;
use crate::ismcts::{Budget, IsmctsBot, IsmctsConfig};
use crate::{Bot, RandomBot};
use engine::Game;
use std::fmt;
use std::time::Duration;

#[derive(Clone, Debug, PartialEq)]
pub enum BotSpec {
    Random,
    Greedy { samples: u32 },
    Ismcts(IsmctsConfig),
}

impl BotSpec {
    /// A bot of this kind, seeded.
    pub fn build<G: Game>(&self, seed: u64) -> Box<dyn Bot<G>> {
        match self {
            BotSpec::Random => Box::new(RandomBot::new(seed)),
            BotSpec::Greedy { samples } => {
                let mut bot = GreedyBot::new(seed);
                bot.samples = *samples;
                Box::new(bot)
            }
            BotSpec::Ismcts(config) => Box::new(IsmctsBot::new(seed, *config)),
        }
    }
}

pub fn parse_bot_spec(text: &str) -> Result<BotSpec, String> {
    let text = text.trim();
    let (kind, rest) = match text.split_once(':') {
        Some((k, r)) => (k.trim(), Some(r.trim())),
        None => (text, None),
    };
    match kind.to_ascii_lowercase().as_str() {
        "random" if rest.is_none() => Ok(BotSpec::Random),
        "greedy" => {
            let samples = match rest {
                None => GreedyBot::new(0).samples,
                Some(r) => r
                    .parse::<u32>()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| format!("`{text}`: greedy takes a sample count, e.g. `greedy:4`"))?,
            };
            Ok(BotSpec::Greedy { samples })
        }
        "ismcts" => {
            let mut config = IsmctsConfig::default();
            if let Some(rest) = rest {
                for (i, part) in rest.split(':').map(str::trim).enumerate() {
                    if i == 0 && !part.contains('=') {
                        config.budget = parse_budget(part).ok_or_else(|| {
                            format!("`{text}`: `{part}` is not a budget (e.g. `2000` or `500ms`)")
                        })?;
                        continue;
                    }
                    let (key, value) = part
                        .split_once('=')
                        .ok_or_else(|| format!("`{text}`: expected KEY=VALUE, found `{part}`"))?;
                    let bad = || format!("`{text}`: bad value `{value}` for `{key}`");
                    match key.trim() {
                        "depth" => {
                            config.rollout_depth = if value == "full" {
                                None
                            } else {
                                Some(value.parse().map_err(|_| bad())?)
                            }
                        }
                        "c" => {
                            config.exploration = value
                                .parse()
                                .ok()
                                .filter(|v: &f32| *v >= 0.0)
                                .ok_or_else(bad)?
                        }
                        "cont" => config.continuation = value.parse().map_err(|_| bad())?,
                        "bonus" => config.win_bonus = value.parse().map_err(|_| bad())?,
                        other => {
                            return Err(format!(
                                "`{text}`: unknown option `{other}` (c, cont, depth, bonus)"
                            ))
                        }
                    }
                }
            }
            Ok(BotSpec::Ismcts(config))
        }
        _ => Err(format!(
            "unknown bot `{text}`: expected random, greedy, ismcts, ismcts:ITERATIONS or ismcts:MSms"
        )),
    }
}

fn parse_budget(text: &str) -> Option<Budget> {
    if let Some(ms) = text.strip_suffix("ms") {
        let ms: u64 = ms.trim().parse().ok()?;
        (ms > 0).then(|| Budget::Time(Duration::from_millis(ms)))
    } else if let Some(s) = text.strip_suffix('s') {
        let s: f64 = s.trim().parse().ok()?;
        (s > 0.0).then(|| Budget::Time(Duration::from_secs_f64(s)))
    } else {
        let k: u32 = text.parse().ok()?;
        (k > 0).then_some(Budget::Iterations(k))
    }
}

impl std::str::FromStr for BotSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        parse_bot_spec(s)
    }
}

impl fmt::Display for BotSpec {
    /// The canonical text; `parse_bot_spec` reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => write!(f, "random"),
            BotSpec::Greedy { samples } => {
                if *samples == GreedyBot::new(0).samples {
                    write!(f, "greedy")
                } else {
                    write!(f, "greedy:{samples}")
                }
            }
            BotSpec::Ismcts(c) => {
                let d = IsmctsConfig::default();
                match c.budget {
                    Budget::Iterations(k) => write!(f, "ismcts:{k}")?,
                    Budget::Time(t) => write!(f, "ismcts:{}ms", t.as_millis())?,
                }
                if c.exploration != d.exploration {
                    write!(f, ":c={}", c.exploration)?;
                }
                if c.continuation != d.continuation {
                    write!(f, ":cont={}", c.continuation)?;
                }
                if c.rollout_depth != d.rollout_depth {
                    match c.rollout_depth {
                        Some(k) => write!(f, ":depth={k}")?,
                        None => write!(f, ":depth=full")?,
                    }
                }
                if c.win_bonus != d.win_bonus {
                    write!(f, ":bonus={}", c.win_bonus)?;
                }
                Ok(())
            }
        }
    }
}

impl serde::Serialize for BotSpec {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for BotSpec {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        parse_bot_spec(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_forms() {
        assert_eq!(parse_bot_spec("random").unwrap(), BotSpec::Random);
        assert_eq!(
            parse_bot_spec("greedy").unwrap(),
            BotSpec::Greedy { samples: 4 }
        );
        assert_eq!(
            parse_bot_spec("greedy:1").unwrap(),
            BotSpec::Greedy { samples: 1 }
        );
        let BotSpec::Ismcts(c) = parse_bot_spec("ismcts").unwrap() else {
            panic!()
        };
        assert_eq!(c, IsmctsConfig::default());
        let BotSpec::Ismcts(c) = parse_bot_spec("ismcts:2000").unwrap() else {
            panic!()
        };
        assert_eq!(c.budget, Budget::Iterations(2000));
        let BotSpec::Ismcts(c) = parse_bot_spec("ismcts:500ms").unwrap() else {
            panic!()
        };
        assert_eq!(c.budget, Budget::Time(Duration::from_millis(500)));
        let BotSpec::Ismcts(c) = parse_bot_spec("ismcts:300:depth=full:c=0.5").unwrap() else {
            panic!()
        };
        assert_eq!(c.budget, Budget::Iterations(300));
        assert_eq!(c.rollout_depth, None);
        assert_eq!(c.exploration, 0.5);
        let BotSpec::Ismcts(c) = parse_bot_spec("ismcts:depth=12").unwrap() else {
            panic!()
        };
        assert_eq!(c.budget, IsmctsConfig::default().budget);
        assert_eq!(c.rollout_depth, Some(12));
    }

    #[test]
    fn rejects_nonsense() {
        for bad in [
            "",
            "alphazero",
            "ismcts:0",
            "ismcts:fast",
            "random:3",
            "greedy:x",
            "ismcts:10:k=1",
            "ismcts:10:depth=x",
            "ismcts:10:c=-1",
            "ismcts:10:margin=0.2",
        ] {
            assert!(parse_bot_spec(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn display_round_trips() {
        for text in [
            "random",
            "greedy",
            "greedy:2",
            "ismcts:2000",
            "ismcts:500ms",
            "ismcts:100:c=0.3:depth=full",
            "ismcts:100:cont=0:depth=12:bonus=2",
        ] {
            let spec = parse_bot_spec(text).unwrap();
            assert_eq!(spec.to_string(), text);
            assert_eq!(parse_bot_spec(&spec.to_string()).unwrap(), spec);
        }
        assert_eq!(parse_bot_spec("ismcts").unwrap().to_string(), "ismcts:2000");
    }
}
