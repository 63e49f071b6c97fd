//! The text notation of actions: `Display` writes it, [`parse`] reads it; they round-trip.

use crate::action::{Action, End, Source};
use crate::data::*;
use engine::ParseError;
use std::fmt;

fn colour_name(c: Colour) -> &'static str {
    COLOUR_NAMES[c as usize]
}

fn level_name(l: u8) -> &'static str {
    if l == 0 {
        "surface"
    } else {
        COLOUR_NAMES[l as usize - 1]
    }
}

fn source_suffix(s: Source) -> &'static str {
    match s {
        Source::Elevator => "",
        Source::Storage => " storage",
    }
}

/// Notation of placing workers on space `s` (`factory 3`, `mine 8`, `deliver carriage`, ...).
pub fn space_notation(s: usize) -> String {
    match SPACES[s].kind {
        SpaceKind::Factory => format!("factory {}", s - FACTORY_FIRST + 1),
        SpaceKind::FactoryDraw => "factory draw".to_string(),
        SpaceKind::Mining(n) => format!("mine {n}"),
        SpaceKind::Delivery(t) => format!("deliver {}", TRANSPORT_NAMES[t as usize]),
        SpaceKind::Money(n) => format!("money {n}"),
        SpaceKind::Order => format!("order {}", s - ORDER_FIRST + 1),
        SpaceKind::OrderDraw => "order draw".to_string(),
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Draft(c) => write!(f, "draft {}", order_code(c)),
            Action::Place(s) => f.write_str(&space_notation(s as usize)),
            Action::Bank => f.write_str("bank"),
            Action::TakeTile(t) => write!(f, "take {}", t + 1),
            Action::TakeOrder(c) => write!(f, "take {}", order_code(c)),
            Action::TakeNone => f.write_str("take none"),
            Action::Return(End::Top) => f.write_str("return top"),
            Action::Return(End::Bottom) => f.write_str("return bottom"),
            Action::NextTile(t) => write!(f, "next {}", t + 1),
            Action::NextOrder(c) => write!(f, "next {}", order_code(c)),
            Action::Substitute(Some(c)) => write!(f, "substitute {}", colour_name(c)),
            Action::Substitute(None) => f.write_str("substitute none"),
            Action::Lift(l) => write!(f, "lift {}", level_name(l)),
            Action::Load(c) => write!(f, "load {}", colour_name(c)),
            Action::Store(c) => write!(f, "store {}", colour_name(c)),
            Action::Fill(card, c, s) => write!(
                f,
                "fill {} {}{}",
                order_code(card),
                colour_name(c),
                source_suffix(s)
            ),
            Action::Double(card, c) => write!(f, "double {} {}", order_code(card), colour_name(c)),
            Action::Cube(c, s) => write!(f, "cube {}{}", colour_name(c), source_suffix(s)),
            Action::Stop => f.write_str("stop"),
        }
    }
}

fn parse_colour(s: &str) -> Option<Colour> {
    match s {
        "yellow" | "y" => Some(YELLOW),
        "brown" | "b" => Some(BROWN),
        "grey" | "gray" | "g" => Some(GREY),
        "black" | "k" => Some(BLACK),
        _ => None,
    }
}

fn parse_level(s: &str) -> Option<u8> {
    match s {
        "surface" | "s" | "0" | "up" => Some(0),
        "1" => Some(1),
        "2" => Some(2),
        "3" => Some(3),
        "4" => Some(4),
        _ => parse_colour(s).map(|c| c + 1),
    }
}

fn parse_source(s: Option<&&str>) -> Result<Source, String> {
    match s.copied() {
        None | Some("elevator") => Ok(Source::Elevator),
        Some("storage") => Ok(Source::Storage),
        Some(x) => Err(format!(
            "`{x}` is not a source (write `storage`, or nothing for the elevator)"
        )),
    }
}

fn parse_transport(s: &str) -> Option<u8> {
    match s {
        "wheelbarrow" | "barrow" => Some(0),
        "carriage" | "horse" | "horsecart" => Some(1),
        "truck" | "lorry" | "motorcar" => Some(2),
        "train" | "engine" => Some(3),
        _ => None,
    }
}

fn space_with(kind: impl Fn(SpaceKind, usize) -> bool) -> Option<u8> {
    (0..NUM_SPACES)
        .find(|&i| kind(SPACES[i].kind, i))
        .map(|i| i as u8)
}

fn need<'a>(words: &[&'a str], k: usize, what: &str) -> Result<&'a str, String> {
    words
        .get(k)
        .copied()
        .ok_or_else(|| format!("missing {what}"))
}

fn colour_arg(words: &[&str], k: usize) -> Result<Colour, String> {
    let w = need(words, k, "a coal colour (yellow, brown, grey, black)")?;
    parse_colour(w)
        .ok_or_else(|| format!("`{w}` is not a coal colour (yellow, brown, grey, black)"))
}

fn card_arg(words: &[&str], k: usize) -> Result<u8, String> {
    let w = need(words, k, "an order card id such as OC10")?;
    parse_order_code(w).ok_or_else(|| format!("`{w}` is not an order card id (OW01..OR11)"))
}

fn tile_arg(w: &str) -> Result<u8, String> {
    match w.parse::<u8>() {
        Ok(n) if (1..=48).contains(&n) => Ok(n - 1),
        _ => Err(format!(
            "`{w}` is neither a tile number (1..48) nor an order card id"
        )),
    }
}

fn no_more(words: &[&str], k: usize) -> Result<(), String> {
    match words.get(k) {
        None => Ok(()),
        Some(w) => Err(format!("unexpected `{w}`")),
    }
}

/// Reads an action in notation (case-insensitive, extra spaces ignored).
pub fn parse(text: &str) -> Result<Action, ParseError> {
    let lower = text.trim().to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    parse_words(&words).map_err(|reason| ParseError::new(text, reason))
}

fn parse_words(w: &[&str]) -> Result<Action, String> {
    let Some(&head) = w.first() else {
        return Err("empty action".to_string());
    };
    let arg = |k| need(w, k, "an argument");
    let action =
        match head {
            "draft" => Action::Draft(card_arg(w, 1)?),
            "factory" => {
                let a = arg(1)?;
                if a == "draw" {
                    Action::Place(FACTORY_DRAW as u8)
                } else {
                    match a.parse::<usize>() {
                        Ok(n) if (1..=8).contains(&n) => {
                            Action::Place((FACTORY_FIRST + n - 1) as u8)
                        }
                        _ => return Err(format!("`{a}` is not a factory space (1..8 or draw)")),
                    }
                }
            }
            "mine" => {
                let a = arg(1)?;
                let n: u8 = a
                    .parse()
                    .map_err(|_| format!("`{a}` is not a number of steps"))?;
                Action::Place(space_with(|k, _| k == SpaceKind::Mining(n)).ok_or_else(|| {
                    format!("there is no mining space with {n} steps (4, 6, 8, 10)")
                })?)
            }
            "deliver" => {
                let a = arg(1)?;
                let t = parse_transport(a).ok_or_else(|| {
                    format!("`{a}` is not a transport (wheelbarrow, carriage, truck, train)")
                })?;
                Action::Place((DELIVERY_FIRST + t as usize) as u8)
            }
            "money" => {
                let a = arg(1)?;
                let n: u8 = a
                    .parse()
                    .map_err(|_| format!("`{a}` is not a number of marks"))?;
                Action::Place(space_with(|k, _| k == SpaceKind::Money(n)).ok_or_else(|| {
                    format!("there is no money space with {n} marks (3, 4, 5, 6)")
                })?)
            }
            "order" => {
                let a = arg(1)?;
                if a == "draw" {
                    Action::Place(ORDER_DRAW as u8)
                } else {
                    match a.parse::<usize>() {
                        Ok(n) if (1..=4).contains(&n) => Action::Place((ORDER_FIRST + n - 1) as u8),
                        _ => return Err(format!("`{a}` is not an order space (1..4 or draw)")),
                    }
                }
            }
            "bank" => Action::Bank,
            "take" => {
                let a = arg(1)?;
                if a == "none" {
                    Action::TakeNone
                } else if let Some(c) = parse_order_code(a) {
                    Action::TakeOrder(c)
                } else {
                    Action::TakeTile(tile_arg(a)?)
                }
            }
            "next" => {
                let a = arg(1)?;
                if let Some(c) = parse_order_code(a) {
                    Action::NextOrder(c)
                } else {
                    Action::NextTile(tile_arg(a)?)
                }
            }
            "return" => match arg(1)? {
                "top" => Action::Return(End::Top),
                "bottom" => Action::Return(End::Bottom),
                a => return Err(format!("`{a}` is not an end of the pile (top or bottom)")),
            },
            "substitute" => {
                if arg(1)? == "none" {
                    Action::Substitute(None)
                } else {
                    Action::Substitute(Some(colour_arg(w, 1)?))
                }
            }
            "lift" => {
                let a = need(w, 1, "a level (surface, yellow, brown, grey, black)")?;
                Action::Lift(parse_level(a).ok_or_else(|| {
                    format!("`{a}` is not a level (surface, yellow, brown, grey, black)")
                })?)
            }
            "load" => Action::Load(colour_arg(w, 1)?),
            "store" => Action::Store(colour_arg(w, 1)?),
            "fill" => {
                let a = Action::Fill(card_arg(w, 1)?, colour_arg(w, 2)?, parse_source(w.get(3))?);
                no_more(w, 4)?;
                return Ok(a);
            }
            "double" => {
                let a = Action::Double(card_arg(w, 1)?, colour_arg(w, 2)?);
                no_more(w, 3)?;
                return Ok(a);
            }
            "cube" => {
                let a = Action::Cube(colour_arg(w, 1)?, parse_source(w.get(2))?);
                no_more(w, 3)?;
                return Ok(a);
            }
            "stop" => Action::Stop,
            other => return Err(format!("unknown action `{other}`")),
        };
    let used = match action {
        Action::Bank | Action::Stop => 1,
        _ => 2,
    };
    no_more(w, used)?;
    Ok(action)
}
