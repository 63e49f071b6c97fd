//! Bots given as text: `random`, `greedy`, `ismcts` (default budget), `ismcts:2000`
//! (iterations per decision), `ismcts:500ms` (time per decision).
//!
//! Tuning options may follow, colon-separated (commas separate bots in a line-up):
//! `ismcts:2000:c=0.2:cont=4`, or without a budget `ismcts:depth=full`. The options (see
//! [`IsmctsConfig`]): `c` exploration; `cont` greedy sub-decisions at a leaf; `depth` random
//! rollout actions before `evaluate` (`full`: to the end); `bonus` VP for a win at the end.
//! `greedy:N` averages over N determinizations (default 4).
//!
//! A network guides the search with `net` (the one shipped for the game and player count) or
//! `net=FILE` (a `kohle-net/1` file; its path without `:` or `,`): `ismcts:1s:net`,
//! `ismcts:1s:net=my.safetensors:puct=0.5` (`puct`: the exploration of its priors, 0..=100,
//! default the game's: 1 in Glück Auf, 0.25 in Haspelknecht with 2 players and 0.5 with 3–4; `prime`: the visits of a node before the network gives its priors, 1..=10,000,000, default 8;
//! `netvalue`: the weight of its value head's correction of the leaf values, 0..=10, default
//! the game's: 1 in Glück Auf with 2 and 3 players, 0 elsewhere;
//! see [`crate::learned`]). The file is read when a bot is built for a game
//! ([`BotSpec::check`], [`BotSpec::build`]), not when the text is read.
//!
//! Allowed values: iterations 1..=10,000,000; time 1 ms..=1 hour (`500ms`, `2s`); `c` 0..=100;
//! `cont` 0..=1000; `depth` 0..=1,000,000 or `full`; `bonus` 0..=1000 VP; greedy samples
//! 1..=10,000. `inf`, `nan` and anything outside these ranges are refused with a message that
//! names the allowed range.

use crate::greedy::GreedyBot;
use crate::ismcts::{Budget, IsmctsBot, IsmctsConfig};
use crate::learned::{LearnedBot, NetChoice};
use crate::{Bot, RandomBot};
use engine::Game;
use std::fmt;
use std::time::Duration;

#[derive(Clone, Debug, PartialEq)]
pub enum BotSpec {
    Random,
    Greedy {
        samples: u32,
    },
    Ismcts(IsmctsConfig),
    /// ISMCTS guided by a network (`ismcts:1s:net`, `ismcts:1s:net=FILE`; [`crate::learned`]).
    Learned {
        config: IsmctsConfig,
        net: NetChoice,
    },
}

impl BotSpec {
    /// A bot of this kind for a game of `players` players, seeded. Only a learned bot can
    /// fail: its network is missing, malformed, or made for another game or player count.
    pub fn build<G: Game>(&self, seed: u64, players: u8) -> Result<Box<dyn Bot<G>>, String> {
        Ok(match self {
            BotSpec::Random => Box::new(RandomBot::new(seed)),
            BotSpec::Greedy { samples } => {
                let mut bot = GreedyBot::new(seed);
                bot.samples = *samples;
                Box::new(bot)
            }
            BotSpec::Ismcts(config) => Box::new(IsmctsBot::new(seed, *config)),
            BotSpec::Learned { config, net } => Box::new(LearnedBot::<G>::new(
                seed,
                *config,
                net,
                players,
                self.to_string(),
            )?),
        })
    }

    /// Whether this spec can play `G` with `players` players (a learned bot's network is read
    /// and checked; it is then kept for every bot built from it): what a front end asks before
    /// it starts a game, so that a bad network file is refused at once, with its reason.
    pub fn check<G: Game>(&self, players: u8) -> Result<(), String> {
        match self {
            BotSpec::Learned { net, .. } => crate::learned::load::<G>(net, players).map(|_| ()),
            _ => Ok(()),
        }
    }

    /// The spec with the settings it leaves to the game made explicit: a learned bot's `puct`
    /// and `netvalue` for `game` with `players` players ([`IsmctsConfig::for_game`]). Its text
    /// names what the bot will do even after a default changes (a tournament journal's line-up).
    pub fn resolved(&self, game: &str, players: u8) -> BotSpec {
        match self {
            BotSpec::Learned { config, net } => BotSpec::Learned {
                config: config.for_game(game, players as usize),
                net: net.clone(),
            },
            other => other.clone(),
        }
    }

    /// The search settings of a searching bot.
    pub fn search_config(&self) -> Option<IsmctsConfig> {
        match self {
            BotSpec::Ismcts(c) | BotSpec::Learned { config: c, .. } => Some(*c),
            _ => None,
        }
    }
}

/// The ranges a bot spec accepts (a value outside is refused with the range in the message).
pub const MAX_ITERATIONS: u32 = 10_000_000;
/// The longest time budget per decision: one hour.
pub const MAX_TIME: Duration = Duration::from_secs(3600);
pub const MAX_EXPLORATION: f32 = 100.0;
pub const MAX_CONTINUATION: u32 = 1000;
pub const MAX_ROLLOUT_DEPTH: u32 = 1_000_000;
pub const MAX_WIN_BONUS: f32 = 1000.0;
/// The largest weight of a network's value correction (`netvalue=`).
pub const MAX_NET_VALUE: f32 = 10.0;
pub const MAX_GREEDY_SAMPLES: u32 = 10_000;

/// Reads a bot spec. Every number is checked against its range; errors quote at most a short
/// prefix of the text ([`engine::quote`]) and say what is allowed.
pub fn parse_bot_spec(text: &str) -> Result<BotSpec, String> {
    let text = text.trim();
    let shown = engine::quote(text);
    let (kind, rest) = match text.split_once(':') {
        Some((k, r)) => (k.trim(), Some(r.trim())),
        None => (text, None),
    };
    match kind.to_ascii_lowercase().as_str() {
        "random" if rest.is_none() => Ok(BotSpec::Random),
        "random" => Err(format!("`{shown}`: `random` takes no options")),
        "greedy" => {
            let samples = match rest {
                None => GreedyBot::new(0).samples,
                Some(r) => r
                    .parse::<u32>()
                    .ok()
                    .filter(|n| (1..=MAX_GREEDY_SAMPLES).contains(n))
                    .ok_or_else(|| {
                        format!(
                            "`{shown}`: greedy takes a sample count from 1 to {MAX_GREEDY_SAMPLES}, e.g. `greedy:4`"
                        )
                    })?,
            };
            Ok(BotSpec::Greedy { samples })
        }
        "ismcts" => {
            let mut config = IsmctsConfig::default();
            let mut net: Option<NetChoice> = None;
            let mut seen: Vec<&str> = Vec::new();
            if let Some(rest) = rest {
                for (i, part) in rest.split(':').map(str::trim).enumerate() {
                    if part == "net" {
                        if net.is_some() {
                            return Err(format!("`{shown}`: `net` is given twice"));
                        }
                        net = Some(NetChoice::Shipped);
                        continue;
                    }
                    if i == 0 && !part.contains('=') {
                        config.budget = parse_budget(part).map_err(|why| {
                            format!("`{shown}`: budget `{}`: {why}", engine::quote(part))
                        })?;
                        continue;
                    }
                    let (key, value) = part.split_once('=').ok_or_else(|| {
                        format!(
                            "`{shown}`: expected KEY=VALUE, found `{}`",
                            engine::quote(part)
                        )
                    })?;
                    let (key, value) = (key.trim(), value.trim());
                    let bad = |allowed: &str| {
                        format!(
                            "`{shown}`: bad value `{}` for `{key}`: {allowed}",
                            engine::quote(value)
                        )
                    };
                    match key {
                        "depth" => {
                            config.rollout_depth = if value == "full" {
                                None
                            } else {
                                Some(in_range(value, 0, MAX_ROLLOUT_DEPTH).ok_or_else(|| {
                                    bad(&format!(
                                        "a number of random actions from 0 to {MAX_ROLLOUT_DEPTH}, or `full`"
                                    ))
                                })?)
                            }
                        }
                        "c" => {
                            config.exploration = finite_in(value, 0.0, MAX_EXPLORATION)
                                .ok_or_else(|| {
                                    bad(&format!("a number from 0 to {MAX_EXPLORATION}"))
                                })?
                        }
                        "cont" => {
                            config.continuation = in_range(value, 0, MAX_CONTINUATION)
                                .ok_or_else(|| {
                                    bad(&format!("a whole number from 0 to {MAX_CONTINUATION}"))
                                })?
                        }
                        "bonus" => {
                            config.win_bonus = finite_in(value, 0.0, MAX_WIN_BONUS)
                                .ok_or_else(|| {
                                    bad(&format!("a number of VP from 0 to {MAX_WIN_BONUS}"))
                                })?
                        }
                        "puct" => {
                            config.puct = Some(
                                finite_in(value, 0.0, MAX_EXPLORATION).ok_or_else(|| {
                                    bad(&format!("a number from 0 to {MAX_EXPLORATION}"))
                                })?,
                            )
                        }
                        "prime" => {
                            config.net_prime = in_range(value, 1, MAX_ITERATIONS).ok_or_else(|| {
                                bad(&format!("a number of visits from 1 to {MAX_ITERATIONS}"))
                            })?
                        }
                        "netvalue" => {
                            config.net_value = Some(
                                finite_in(value, 0.0, MAX_NET_VALUE).ok_or_else(|| {
                                    bad(&format!("a weight from 0 to {MAX_NET_VALUE}"))
                                })?,
                            )
                        }
                        "net" => {
                            if value.is_empty() {
                                return Err(bad("a network file, e.g. `net=my.safetensors`"));
                            }
                            if net.is_some() {
                                return Err(format!("`{shown}`: `net` is given twice"));
                            }
                            net = Some(NetChoice::File(value.into()));
                            continue;
                        }
                        other => {
                            return Err(format!(
                                "`{shown}`: unknown option `{}` (c, cont, depth, bonus, puct, prime, netvalue, net)",
                                engine::quote(other)
                            ))
                        }
                    }
                    if seen.contains(&key) {
                        return Err(format!("`{shown}`: `{key}` is given twice"));
                    }
                    seen.push(key);
                }
            }
            match net {
                Some(net) => Ok(BotSpec::Learned { config, net }),
                None if config.puct.is_some()
                    || config.net_prime != IsmctsConfig::default().net_prime
                    || config.net_value.is_some() =>
                {
                    Err(format!(
                        "`{shown}`: `puct`, `prime` and `netvalue` tune a network's guidance; add `net` or `net=FILE`"
                    ))
                }
                None => Ok(BotSpec::Ismcts(config)),
            }
        }
        _ => Err(format!(
            "unknown bot `{shown}`: expected random, greedy, ismcts, ismcts:ITERATIONS or ismcts:MSms"
        )),
    }
}

/// Reads a bot spec sent to a server, for a game of `players` players of `game` when they are
/// known. As [`parse_bot_spec`], except that a network file (`net=FILE`) is refused: a client
/// must not make the server read its files. The shipped network (`net`) must exist for the game
/// and player count.
pub fn parse_served_bot_spec(
    text: &str,
    game: Option<&str>,
    players: Option<u8>,
) -> Result<BotSpec, String> {
    let spec = parse_bot_spec(text)?;
    match &spec {
        BotSpec::Learned {
            net: NetChoice::File(_),
            ..
        } => Err(format!(
            "`{}`: `net=FILE` is for the command line; a server's bots use the shipped network (`net`)",
            engine::quote(text.trim())
        )),
        BotSpec::Learned {
            net: NetChoice::Shipped,
            ..
        } => match (game, players) {
            (Some(g), Some(p)) if crate::learned::shipped(g, p).is_none() => {
                Err(crate::learned::no_shipped(g, p))
            }
            _ => Ok(spec),
        },
        _ => Ok(spec),
    }
}

/// A whole number within `lo..=hi`.
fn in_range(text: &str, lo: u32, hi: u32) -> Option<u32> {
    text.parse::<u32>().ok().filter(|n| (lo..=hi).contains(n))
}

/// A finite number within `lo..=hi` (`inf`, `nan` and overflowing literals are refused).
fn finite_in(text: &str, lo: f32, hi: f32) -> Option<f32> {
    text.parse::<f32>()
        .ok()
        .filter(|v| v.is_finite() && (lo..=hi).contains(v))
}

fn parse_budget(text: &str) -> Result<Budget, String> {
    let max_ms = MAX_TIME.as_millis() as u64;
    let time_range = format!(
        "a time per decision from 1ms to {max_ms}ms ({}s)",
        MAX_TIME.as_secs()
    );
    if let Some(ms) = text.strip_suffix("ms") {
        let ms: u64 = ms
            .trim()
            .parse()
            .ok()
            .filter(|ms| (1..=max_ms).contains(ms))
            .ok_or_else(|| time_range.clone())?;
        Ok(Budget::Time(Duration::from_millis(ms)))
    } else if let Some(s) = text.strip_suffix('s') {
        let s: f64 = s.trim().parse().map_err(|_| time_range.clone())?;
        if !(s.is_finite() && s > 0.0 && s <= MAX_TIME.as_secs_f64()) {
            return Err(time_range);
        }
        // Whole milliseconds (as the spec is written back), at least one.
        let ms = ((s * 1000.0).round() as u64).max(1);
        Ok(Budget::Time(Duration::from_millis(ms)))
    } else {
        let k: u32 = text
            .parse()
            .ok()
            .filter(|k| (1..=MAX_ITERATIONS).contains(k))
            .ok_or_else(|| {
                format!(
                    "a number of iterations from 1 to {MAX_ITERATIONS}, or a time such as `500ms` or `2s`"
                )
            })?;
        Ok(Budget::Iterations(k))
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
            BotSpec::Ismcts(c) | BotSpec::Learned { config: c, .. } => {
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
                if let Some(puct) = c.puct {
                    write!(f, ":puct={puct}")?;
                }
                if c.net_prime != d.net_prime {
                    write!(f, ":prime={}", c.net_prime)?;
                }
                if let Some(weight) = c.net_value {
                    write!(f, ":netvalue={weight}")?;
                }
                match self {
                    BotSpec::Learned {
                        net: NetChoice::Shipped,
                        ..
                    } => write!(f, ":net"),
                    BotSpec::Learned {
                        net: NetChoice::File(path),
                        ..
                    } => write!(f, ":net={}", path.display()),
                    _ => Ok(()),
                }
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
    fn extreme_values_are_refused_with_the_allowed_range() {
        for (bad, range) in [
            ("ismcts:10:bonus=inf", "0 to 1000"),
            ("ismcts:10:bonus=-inf", "0 to 1000"),
            ("ismcts:10:bonus=nan", "0 to 1000"),
            ("ismcts:10:bonus=3e38", "0 to 1000"),
            ("ismcts:10:bonus=1e39", "0 to 1000"),
            ("ismcts:10:bonus=-1", "0 to 1000"),
            ("ismcts:10:c=inf", "0 to 100"),
            ("ismcts:10:c=NaN", "0 to 100"),
            ("ismcts:10:c=1e30", "0 to 100"),
            ("ismcts:10:cont=4294967295", "0 to 1000"),
            ("ismcts:10:cont=-1", "0 to 1000"),
            ("ismcts:10:depth=99999999999", "or `full`"),
            ("ismcts:4294967295", "1 to 10000000"),
            ("ismcts:infs", "1ms to 3600000ms"),
            ("ismcts:nans", "1ms to 3600000ms"),
            ("ismcts:1e300s", "1ms to 3600000ms"),
            ("ismcts:-1s", "1ms to 3600000ms"),
            ("ismcts:18446744073709551615ms", "1ms to 3600000ms"),
            ("greedy:0", "1 to 10000"),
            ("greedy:4000000000", "1 to 10000"),
        ] {
            let err = parse_bot_spec(bad).expect_err(bad);
            assert!(err.contains(range), "{bad}: {err}");
        }
        let err = parse_bot_spec("ismcts:10:c=0.2:c=0.3").unwrap_err();
        assert!(err.contains("given twice"), "{err}");
        // The edges of the ranges are allowed.
        for good in [
            "ismcts:10:bonus=1000:c=100:cont=1000:depth=1000000",
            "ismcts:10:bonus=0:c=0:cont=0:depth=0",
            "ismcts:10000000",
            "ismcts:3600s",
            "ismcts:1ms",
            "greedy:10000",
        ] {
            assert!(parse_bot_spec(good).is_ok(), "{good}");
        }
        // A fraction of a second is whole milliseconds, so the spec is written back exactly.
        assert_eq!(
            parse_bot_spec("ismcts:0.25s").unwrap().to_string(),
            "ismcts:250ms"
        );
        assert_eq!(
            parse_bot_spec("ismcts:0.0001s").unwrap().to_string(),
            "ismcts:1ms"
        );
    }

    #[test]
    fn errors_quote_only_a_short_prefix_of_a_huge_spec() {
        let huge = "x".repeat(1 << 20);
        for text in [
            format!("ismcts:10:bonus={huge}"),
            format!("ismcts:10:{huge}=1"),
            format!("ismcts:10:{huge}"),
            format!("ismcts:{huge}"),
            format!("greedy:{huge}"),
            format!("random:{huge}"),
            huge.clone(),
        ] {
            let err = parse_bot_spec(&text).unwrap_err();
            assert!(err.len() < 400, "{} bytes: {}", err.len(), &err[..400]);
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

    #[test]
    fn resolved_specs_name_the_games_defaults() {
        for (text, game, players, resolved) in [
            (
                "ismcts:1s:net",
                "glueckauf",
                2,
                "ismcts:1000ms:puct=1:netvalue=1:net",
            ),
            (
                "ismcts:1s:net",
                "glueckauf",
                3,
                "ismcts:1000ms:puct=1:netvalue=1:net",
            ),
            (
                "ismcts:1s:net",
                "glueckauf",
                4,
                "ismcts:1000ms:puct=1:netvalue=0:net",
            ),
            (
                "ismcts:1s:net",
                "haspelknecht",
                2,
                "ismcts:1000ms:puct=0.25:netvalue=0:net",
            ),
            (
                "ismcts:50ms:net=a.safetensors:puct=2:netvalue=0.5",
                "haspelknecht",
                4,
                "ismcts:50ms:puct=2:netvalue=0.5:net=a.safetensors",
            ),
            ("ismcts:1s", "glueckauf", 2, "ismcts:1000ms"),
            ("greedy", "haspelknecht", 3, "greedy"),
        ] {
            let spec = parse_bot_spec(text).unwrap().resolved(game, players);
            assert_eq!(
                spec.to_string(),
                resolved,
                "{text} in {game} with {players}"
            );
            assert_eq!(parse_bot_spec(resolved).unwrap(), spec);
        }
    }
}
