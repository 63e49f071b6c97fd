//! Messages: what a player reads, as data. A [`Msg`] is a catalogue key and its arguments; the
//! presentation layer (`crates/present`) turns it into text in the reader's language. Engines
//! never build player-facing sentences themselves: they name the message and give the facts.

use crate::Seat;
use serde::Serialize;

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", content = "value", rename_all = "snake_case")]
pub enum Arg {
    /// A number (plural rules of the language apply).
    Num(i64),
    /// Text shown as it is: notation, card ids (`OC10`), tile numbers.
    Text(String),
    /// A game term: a catalogue key, translated (`ga-colour-grey`).
    Term(&'static str),
    /// A seat: the front end writes the player's name.
    Seat(Seat),
    /// A nested message, translated first.
    Msg(Box<Msg>),
    /// Several arguments, translated and joined with ", " (the empty list is "-").
    List(Vec<Arg>),
}

/// A catalogue key and its named arguments.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Msg {
    pub key: &'static str,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(key: &'static str) -> Self {
        Msg {
            key,
            args: Vec::new(),
        }
    }

    /// Adds an argument (builder style): `Msg::new("ga-ev-delivered").seat("seat", 1).num("vp", 4)`.
    pub fn arg(mut self, name: &'static str, arg: Arg) -> Self {
        self.args.push((name, arg));
        self
    }

    pub fn num(self, name: &'static str, n: impl Into<i64>) -> Self {
        self.arg(name, Arg::Num(n.into()))
    }

    pub fn text(self, name: &'static str, t: impl Into<String>) -> Self {
        self.arg(name, Arg::Text(t.into()))
    }

    pub fn term(self, name: &'static str, key: &'static str) -> Self {
        self.arg(name, Arg::Term(key))
    }

    pub fn seat(self, name: &'static str, seat: Seat) -> Self {
        self.arg(name, Arg::Seat(seat))
    }

    pub fn msg(self, name: &'static str, m: Msg) -> Self {
        self.arg(name, Arg::Msg(Box::new(m)))
    }

    pub fn list(self, name: &'static str, items: Vec<Arg>) -> Self {
        self.arg(name, Arg::List(items))
    }
}

/// `msg!("key", name = arg, ...)` with `arg` anything that converts into [`Arg`].
#[macro_export]
macro_rules! msg {
    ($key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::message::Msg {
            key: $key,
            args: vec![$((stringify!($name), $crate::message::Arg::from($value))),*],
        }
    };
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Arg::Msg(Box::new(m))
    }
}

impl From<Vec<Arg>> for Arg {
    fn from(v: Vec<Arg>) -> Self {
        Arg::List(v)
    }
}

/// `&'static str` arguments are terms (catalogue keys); use `String` for verbatim text.
impl From<&'static str> for Arg {
    fn from(key: &'static str) -> Self {
        Arg::Term(key)
    }
}
