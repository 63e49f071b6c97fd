//! Actions (small, `Copy`) and their text notation. See the crate docs for the full list.

use crate::pieces::{tile_index, Colour, Pay, Worker};
use engine::ParseError;
use serde::Serialize;
use std::fmt;

/// Where wood goes (and where an own worker mines).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Area {
    Pinge,
    Tunnel,
}

/// A farm resource (for fees and storage).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Res {
    Coal,
    Wood,
    Food,
}

impl Res {
    pub const ALL: [Res; 3] = [Res::Coal, Res::Wood, Res::Food];
    pub fn name(self) -> &'static str {
        match self {
            Res::Coal => "coal",
            Res::Wood => "wood",
            Res::Food => "food",
        }
    }
    /// The catalogue term (`hk-res-coal`).
    pub fn key(self) -> &'static str {
        match self {
            Res::Coal => "hk-res-coal",
            Res::Wood => "hk-res-wood",
            Res::Food => "hk-res-food",
        }
    }
}

/// A tile effect waiting for the acquirer's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub enum Pending {
    /// Tile 25: remove 1 pit water? (`choose water`, `choose nothing`)
    Winch,
    /// Tile 31: 3 wood + 1 pit water (`choose wood`) or 1 thaler (`choose thaler`).
    PitProps,
    /// Tile 33: mine 1 accessible coal? (`choose mine`, `choose nothing`)
    HammerPick,
    /// Tile 34: exchange 0, 1 or 2 coal (`exchange N`).
    CoalSacks,
}

impl Pending {
    /// The tile whose effect waits.
    pub fn tile(self) -> u8 {
        match self {
            Pending::Winch => 25,
            Pending::PitProps => 31,
            Pending::HammerPick => 33,
            Pending::CoalSacks => 34,
        }
    }
}

/// The choice a waiting tile effect asks for (§9.3 `TileChoice`). The notation names it, since
/// each tile offers different things (the old `choose 0/1/2` still reads, see [`Choice::from_code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Choice {
    /// Tiles 25 and 33: leave the optional effect out (`choose nothing`).
    Nothing,
    /// Tile 25 Winch: remove 1 pit water (`choose water`).
    Water,
    /// Tile 31 Pit props (a): 3 wood and 1 pit water (`choose wood`).
    Wood,
    /// Tile 31 Pit props (b): 1 thaler (`choose thaler`).
    Thaler,
    /// Tile 33 Hammer and pick: mine 1 accessible coal (`choose mine`).
    Mine,
    /// Tile 34 Coal sacks: exchange 0, 1 (→ 1 thaler) or 2 coal (→ 1 thaler + 1 food)
    /// (`exchange 2`).
    Exchange(u8),
}

impl Choice {
    /// The choice the old notation `choose N` made for the tile effect `pending` (records
    /// written before the choices had names).
    pub fn from_code(pending: Pending, n: u8) -> Option<Choice> {
        Some(match (pending, n) {
            (Pending::Winch, 0) | (Pending::HammerPick, 0) => Choice::Nothing,
            (Pending::Winch, 1) => Choice::Water,
            (Pending::PitProps, 0) => Choice::Wood,
            (Pending::PitProps, 1) => Choice::Thaler,
            (Pending::HammerPick, 1) => Choice::Mine,
            (Pending::CoalSacks, 0..=2) => Choice::Exchange(n),
            _ => return None,
        })
    }

    /// Whether this choice answers the tile effect `pending`.
    pub fn fits(self, pending: Pending) -> bool {
        matches!(
            (pending, self),
            (Pending::Winch, Choice::Nothing | Choice::Water)
                | (Pending::PitProps, Choice::Wood | Choice::Thaler)
                | (Pending::HammerPick, Choice::Nothing | Choice::Mine)
                | (Pending::CoalSacks, Choice::Exchange(0..=2))
        )
    }
}

/// A token for a worker: an action disc, or a disc-substitute marker of that colour
/// (hammer = black, ladder = brown, wheelbarrow = yellow).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    pub colour: Colour,
    pub marker: bool,
}

/// Where planned tokens go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    Farmer,
    Farmhand,
    Mill,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hired {
    Digger,
    Hewer,
    Haspel,
}

/// Winter storage (§6.3, §9.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Storage {
    pub farm: Option<Res>,
    pub barn: Option<Res>,
    pub lager_coal: bool,
    pub lager_wood: bool,
}

impl Storage {
    /// Units of (coal, wood, food) this storage keeps.
    pub fn needs(&self) -> [u8; 3] {
        let mut n = [0u8; 3];
        for r in [self.farm, self.barn].into_iter().flatten() {
            n[r as usize] += 1;
        }
        n[0] += self.lager_coal as u8;
        n[1] += self.lager_wood as u8;
        n
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    // --- disc taking ---
    /// Take `count` discs of `colour` from action pool `pool` (0-based; written 1-based).
    Take {
        pool: u8,
        colour: Colour,
        count: u8,
    },
    /// Skip the second take.
    Pass,
    /// Oil-lamp marker: swap a `reserve`-colour disc of the reserve pool with an
    /// `action`-colour disc of its action pool.
    Lamp {
        pool: u8,
        reserve: Colour,
        action: Colour,
    },
    /// Spring of year 1: return 1 pit water (true) or keep it.
    ReturnWater(bool),
    // --- planning ---
    Assign {
        slot: Slot,
        token: Token,
    },
    Pay {
        worker: Hired,
        pay: Pay,
    },
    /// Plan the Winch marker (second Haspelknecht activation).
    Winch,
    /// Finish the plan (or a winter window).
    Done,
    // --- execution ---
    Activate(Worker),
    Produce,
    Mine,
    Drain,
    Haul,
    Acquire {
        tile: u8,
        fee: Option<Res>,
    },
    /// Answer a waiting tile effect.
    Choose(Choice),
    /// The active worker gives up its remaining actions.
    Stop,
    Wood(Area),
    Rope,
    Kiln,
    /// End own execution.
    End,
    // --- winter ---
    Rent {
        food: u8,
        thaler: u8,
    },
    Store(Storage),
}

fn token_name(t: Token) -> &'static str {
    match (t.colour, t.marker) {
        (c, false) => c.name(),
        (Colour::Black, true) => "hammer",
        (Colour::Brown, true) => "ladder",
        (Colour::Yellow, true) => "wheelbarrow",
    }
}

fn pay_name(p: Pay) -> &'static str {
    match p {
        Pay::None => "none",
        Pay::YellowDisc => "yellow",
        Pay::Wheelbarrow => "wheelbarrow",
        Pay::Food => "food",
        Pay::Thaler => "thaler",
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Action::*;
        match *self {
            Take {
                pool,
                colour,
                count,
            } => write!(f, "take {} {} {}", pool + 1, colour.name(), count),
            Pass => f.write_str("pass"),
            Lamp {
                pool,
                reserve,
                action,
            } => write!(f, "lamp {} {} {}", pool + 1, reserve.name(), action.name()),
            ReturnWater(true) => f.write_str("return-water"),
            ReturnWater(false) => f.write_str("keep-water"),
            Assign { slot, token } => {
                let s = match slot {
                    Slot::Farmer => "farmer",
                    Slot::Farmhand => "farmhand",
                    Slot::Mill => "mill",
                };
                write!(f, "{} {}", s, token_name(token))
            }
            Pay { worker, pay } => {
                let w = match worker {
                    Hired::Digger => "digger",
                    Hired::Hewer => "hewer",
                    Hired::Haspel => "haspel",
                };
                write!(f, "{} {}", w, pay_name(pay))
            }
            Winch => f.write_str("winch"),
            Done => f.write_str("done"),
            Activate(w) => write!(f, "activate {}", w.name()),
            Produce => f.write_str("produce"),
            Mine => f.write_str("mine"),
            Drain => f.write_str("drain"),
            Haul => f.write_str("haul"),
            Acquire { tile, fee: None } => write!(f, "acquire {tile}"),
            Acquire { tile, fee: Some(r) } => write!(f, "acquire {tile} fee {}", r.name()),
            Choose(Choice::Nothing) => f.write_str("choose nothing"),
            Choose(Choice::Water) => f.write_str("choose water"),
            Choose(Choice::Wood) => f.write_str("choose wood"),
            Choose(Choice::Thaler) => f.write_str("choose thaler"),
            Choose(Choice::Mine) => f.write_str("choose mine"),
            Choose(Choice::Exchange(n)) => write!(f, "exchange {n}"),
            Stop => f.write_str("stop"),
            Wood(Area::Pinge) => f.write_str("wood pinge"),
            Wood(Area::Tunnel) => f.write_str("wood tunnel"),
            Rope => f.write_str("rope"),
            Kiln => f.write_str("kiln"),
            End => f.write_str("end"),
            Rent { food, thaler } => write!(f, "rent {food} {thaler}"),
            Store(s) => {
                f.write_str("store")?;
                if let Some(r) = s.farm {
                    write!(f, " farm={}", r.name())?;
                }
                if let Some(r) = s.barn {
                    write!(f, " barn={}", r.name())?;
                }
                if s.lager_coal {
                    f.write_str(" lager-coal")?;
                }
                if s.lager_wood {
                    f.write_str(" lager-wood")?;
                }
                Ok(())
            }
        }
    }
}

fn colour(s: &str) -> Option<Colour> {
    match s {
        "black" => Some(Colour::Black),
        "brown" => Some(Colour::Brown),
        "yellow" => Some(Colour::Yellow),
        _ => None,
    }
}

fn res(s: &str) -> Option<Res> {
    match s {
        "coal" => Some(Res::Coal),
        "wood" => Some(Res::Wood),
        "food" => Some(Res::Food),
        _ => None,
    }
}

fn token(s: &str) -> Option<Token> {
    match s {
        "hammer" => Some(Token {
            colour: Colour::Black,
            marker: true,
        }),
        "ladder" => Some(Token {
            colour: Colour::Brown,
            marker: true,
        }),
        "wheelbarrow" => Some(Token {
            colour: Colour::Yellow,
            marker: true,
        }),
        _ => colour(s).map(|colour| Token {
            colour,
            marker: false,
        }),
    }
}

fn pay(s: &str) -> Option<Pay> {
    match s {
        "yellow" => Some(Pay::YellowDisc),
        "wheelbarrow" => Some(Pay::Wheelbarrow),
        "food" => Some(Pay::Food),
        "thaler" => Some(Pay::Thaler),
        _ => None,
    }
}

fn worker(s: &str) -> Option<Worker> {
    Worker::ALL.into_iter().find(|w| w.name() == s)
}

fn num(s: &str) -> Option<u8> {
    s.parse().ok()
}

/// Reads an action written in notation (context-free). The old `choose N` needs the waiting tile
/// effect to mean something: see [`parse_in`].
pub fn parse(text: &str) -> Result<Action, ParseError> {
    parse_in(text, None)
}

/// Reads an action written in notation; `pending` is the tile effect waiting for a choice, which
/// gives the old notation `choose 0/1/2` its meaning.
pub fn parse_in(text: &str, pending: Option<Pending>) -> Result<Action, ParseError> {
    let lower = text.trim().to_ascii_lowercase();
    let w: Vec<&str> = lower.split_whitespace().collect();
    let err = |why: &str| ParseError::new(text, why);
    let Some(&head) = w.first() else {
        return Err(err("empty action"));
    };
    let a = match (head, w.len()) {
        ("take", 4) => {
            let pool = num(w[1])
                .filter(|p| (1..=4).contains(p))
                .ok_or_else(|| err("pool must be 1..4"))?;
            let colour =
                colour(w[2]).ok_or_else(|| err("colour must be black, brown or yellow"))?;
            let count = num(w[3])
                .filter(|&c| c >= 1)
                .ok_or_else(|| err("count must be a number >= 1"))?;
            Action::Take {
                pool: pool - 1,
                colour,
                count,
            }
        }
        ("pass", 1) => Action::Pass,
        ("lamp", 4) => {
            let pool = num(w[1])
                .filter(|p| (1..=4).contains(p))
                .ok_or_else(|| err("pool must be 1..4"))?;
            let reserve = colour(w[2]).ok_or_else(|| err("unknown reserve colour"))?;
            let action = colour(w[3]).ok_or_else(|| err("unknown action-pool colour"))?;
            Action::Lamp {
                pool: pool - 1,
                reserve,
                action,
            }
        }
        ("return-water", 1) => Action::ReturnWater(true),
        ("keep-water", 1) => Action::ReturnWater(false),
        ("farmer" | "farmhand" | "mill", 2) => {
            let slot = match head {
                "farmer" => Slot::Farmer,
                "farmhand" => Slot::Farmhand,
                _ => Slot::Mill,
            };
            let token = token(w[1]).ok_or_else(|| {
                err("token must be black, brown, yellow, hammer, ladder or wheelbarrow")
            })?;
            Action::Assign { slot, token }
        }
        ("digger" | "hewer" | "haspel", 2) => {
            let worker = match head {
                "digger" => Hired::Digger,
                "hewer" => Hired::Hewer,
                _ => Hired::Haspel,
            };
            let pay = pay(w[1])
                .ok_or_else(|| err("payment must be yellow, wheelbarrow, food or thaler"))?;
            Action::Pay { worker, pay }
        }
        ("winch", 1) => Action::Winch,
        ("done", 1) => Action::Done,
        ("activate", 2) => Action::Activate(worker(w[1]).ok_or_else(|| {
            err("worker must be farmer, farmhand, digger, hewer, haspel, winch or mill")
        })?),
        ("produce", 1) => Action::Produce,
        ("mine", 1) => Action::Mine,
        ("drain", 1) => Action::Drain,
        ("haul", 1) => Action::Haul,
        ("acquire", 2 | 4) => {
            let tile = num(w[1])
                .filter(|&t| tile_index(t).is_some())
                .ok_or_else(|| err("tile must be 11..15, 21..25, 31..35 or 41..45"))?;
            let fee = if w.len() == 4 {
                if w[2] != "fee" {
                    return Err(err("expected `fee RESOURCE`"));
                }
                Some(res(w[3]).ok_or_else(|| err("fee must be coal, wood or food"))?)
            } else {
                None
            };
            Action::Acquire { tile, fee }
        }
        ("choose", 2) => Action::Choose(match w[1] {
            "nothing" => Choice::Nothing,
            "water" => Choice::Water,
            "wood" => Choice::Wood,
            "thaler" => Choice::Thaler,
            "mine" => Choice::Mine,
            code => {
                let known = "choice must be nothing, water, wood, thaler or mine";
                let n = num(code).filter(|&n| n <= 2).ok_or_else(|| err(known))?;
                let pending = pending.ok_or_else(|| {
                    err("`choose N` needs a waiting tile effect; name the choice instead")
                })?;
                Choice::from_code(pending, n)
                    .ok_or_else(|| err("that choice is not offered by the waiting tile effect"))?
            }
        }),
        ("exchange", 2) => Action::Choose(Choice::Exchange(
            num(w[1])
                .filter(|&n| n <= 2)
                .ok_or_else(|| err("exchange 0, 1 or 2 coal"))?,
        )),
        ("stop", 1) => Action::Stop,
        ("wood", 2) => match w[1] {
            "pinge" => Action::Wood(Area::Pinge),
            "tunnel" => Action::Wood(Area::Tunnel),
            _ => return Err(err("wood goes to `pinge` or `tunnel`")),
        },
        ("rope", 1) => Action::Rope,
        ("kiln", 1) => Action::Kiln,
        ("end", 1) => Action::End,
        ("rent", 3) => Action::Rent {
            food: num(w[1]).ok_or_else(|| err("food must be a number"))?,
            thaler: num(w[2]).ok_or_else(|| err("thaler must be a number"))?,
        },
        ("store", _) => {
            let mut s = Storage::default();
            for part in &w[1..] {
                if let Some(r) = part.strip_prefix("farm=") {
                    s.farm = Some(res(r).ok_or_else(|| err("farm= needs coal, wood or food"))?);
                } else if let Some(r) = part.strip_prefix("barn=") {
                    s.barn = Some(res(r).ok_or_else(|| err("barn= needs coal, wood or food"))?);
                } else if *part == "lager-coal" {
                    s.lager_coal = true;
                } else if *part == "lager-wood" {
                    s.lager_wood = true;
                } else {
                    return Err(err("store takes farm=R, barn=R, lager-coal, lager-wood"));
                }
            }
            Action::Store(s)
        }
        _ => return Err(err("unknown action or wrong number of words")),
    };
    Ok(a)
}
