//! The presentation layer (DESIGN.md): everything a player reads, built once for every front end
//! (terminal, web page, Python).
//!
//! - [`Lang`] and [`catalog`]: one Fluent message catalogue per language (`locales/LANG/*.ftl`,
//!   compiled into the binary). Game terms follow each language's rulebook.
//! - [`Catalog::text`]: a [`Msg`] (key + arguments, as the engines produce them) in words.
//! - [`ending`]: how a game ended, one account per seat for every surface.
//! - [`log`]: a seat's log (decisions and the events it may see) in words.
//! - [`Catalog::rule_error`]: why an action was refused, in words.
//!
//! Keys: `ui-*` the interfaces, `ga-*` Glück Auf, `hk-*` Haspelknecht, the rest shared.

pub mod ending;
pub mod log;
pub mod replay;

use engine::{Arg, Msg, RuleError, Seat};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// The languages of the rulebooks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    De,
    Pl,
    Es,
    Hu,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::De, Lang::Pl, Lang::Es, Lang::Hu, Lang::Ru];

    /// The ISO 639-1 code (`en`, `de`, ...).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Pl => "pl",
            Lang::Es => "es",
            Lang::Hu => "hu",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name (`Deutsch`).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Pl => "Polski",
            Lang::Es => "Español",
            Lang::Hu => "Magyar",
            Lang::Ru => "Русский",
        }
    }

    /// Reads `de`, `de_DE.UTF-8`, `pl-PL`, `Deutsch`, ... (case-insensitive).
    pub fn parse(text: &str) -> Option<Lang> {
        let t = text.trim().to_ascii_lowercase();
        let head: String = t.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
        Lang::ALL
            .into_iter()
            .find(|l| head == l.code() || t == l.native_name().to_lowercase())
    }

    /// The language of the environment: `LC_ALL`, `LC_MESSAGES`, then `LANG` (the first that is
    /// set and not empty decides, as in POSIX); English when it names none of the six.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::parse(&v))
            .unwrap_or(Lang::En)
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::parse(s).ok_or_else(|| {
            format!(
                "unknown language `{}` (known: en, de, pl, es, hu, ru)",
                engine::quote(s)
            )
        })
    }
}

/// The catalogue files of a language, in load order.
pub const FILES: [&str; 7] = [
    "common",
    "ui",
    "glueckauf",
    "haspelknecht",
    "online",
    "ending",
    "analysis",
];

macro_rules! sources {
    ($($lang:literal),*) => {
        /// The catalogue sources: `(language code, file, text)`.
        pub const SOURCES: &[(&str, &str, &str)] = &[$(
            ($lang, "common", include_str!(concat!("../locales/", $lang, "/common.ftl"))),
            ($lang, "ui", include_str!(concat!("../locales/", $lang, "/ui.ftl"))),
            ($lang, "glueckauf", include_str!(concat!("../locales/", $lang, "/glueckauf.ftl"))),
            ($lang, "haspelknecht", include_str!(concat!("../locales/", $lang, "/haspelknecht.ftl"))),
            ($lang, "online", include_str!(concat!("../locales/", $lang, "/online.ftl"))),
            ($lang, "ending", include_str!(concat!("../locales/", $lang, "/ending.ftl"))),
            ($lang, "analysis", include_str!(concat!("../locales/", $lang, "/analysis.ftl"))),
        )*];
    };
}
sources!("en", "de", "pl", "es", "hu", "ru");

/// One language's messages.
pub struct Catalog {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// English, for a key this language lacks (the completeness test keeps this from happening).
    fallback: Option<&'static Catalog>,
}

/// The catalogue of `lang` (parsed once).
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: [OnceLock<Catalog>; 6] = [const { OnceLock::new() }; 6];
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    CATALOGS[i].get_or_init(|| Catalog::load(lang))
}

/// How a front end names seats in messages.
pub trait Names {
    fn seat_name(&self, seat: Seat) -> String;
}

/// Seats named by the catalogue's `seat-name` ("Seat 0": seats are numbered as in the notation).
pub struct DefaultNames(pub Lang);

impl Names for DefaultNames {
    fn seat_name(&self, seat: Seat) -> String {
        catalog(self.0).get_args("seat-name", &[("n", Arg::Num(seat as i64))])
    }
}

/// Seats named by a list (e.g. the record's seats), falling back to the catalogue's name.
pub struct ListNames(pub Lang, pub Vec<String>);

impl ListNames {
    /// The seats of a game record, each named distinctly as every front end names it: a person
    /// by their name, a bot by its seat and its spec, `Seat 1 (greedy)` (`ui-seat-bot`), so
    /// that two bots of one spec never share a name; "Seat N" where the record names nobody.
    pub fn of_seats(lang: Lang, seats: &[engine::record::SeatInfo]) -> ListNames {
        let cat = catalog(lang);
        let names = seats
            .iter()
            .enumerate()
            .map(|(i, s)| match &s.bot {
                None => s.name.clone(),
                Some(spec) => {
                    let seat = if s.name.is_empty() || s.name == *spec {
                        DefaultNames(lang).seat_name(i as Seat)
                    } else {
                        s.name.clone()
                    };
                    cat.get_args(
                        "ui-seat-bot",
                        &[("name", Arg::Text(seat)), ("bot", Arg::Text(spec.clone()))],
                    )
                }
            })
            .collect();
        ListNames(lang, names)
    }
}

impl Names for ListNames {
    fn seat_name(&self, seat: Seat) -> String {
        match self.1.get(seat as usize) {
            Some(n) if !n.is_empty() => n.clone(),
            _ => DefaultNames(self.0).seat_name(seat),
        }
    }
}

impl Catalog {
    fn load(lang: Lang) -> Catalog {
        let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language id");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Terminals and JSON clients get plain text (no Unicode isolation marks).
        bundle.set_use_isolating(false);
        for (code, file, text) in SOURCES {
            if *code != lang.code() {
                continue;
            }
            let res = FluentResource::try_new(text.to_string())
                .unwrap_or_else(|(res, _)| res /* syntax errors: caught by tests */);
            let _ = file;
            // Duplicate keys: the first wins (tests forbid them).
            bundle.add_resource_overriding(res);
        }
        Catalog {
            lang,
            bundle,
            fallback: (lang != Lang::En).then(|| catalog(Lang::En)),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Does this language have `key`?
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// The text of `key` without arguments.
    pub fn get(&self, key: &str) -> String {
        self.get_args(key, &[])
    }

    /// The text of `key` with arguments (seats named by [`DefaultNames`]).
    pub fn get_args(&self, key: &str, args: &[(&str, Arg)]) -> String {
        self.format(key, args, &DefaultNames(self.lang), &mut Vec::new())
    }

    /// A message in words, seats named by `names`.
    pub fn text(&self, msg: &Msg, names: &dyn Names) -> String {
        self.format(msg.key, &msg.args, names, &mut Vec::new())
    }

    /// A message in words with every problem reported (missing key or argument, bad syntax):
    /// what the catalogue tests use.
    pub fn check(&self, msg: &Msg) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let text = self.format(msg.key, &msg.args, &DefaultNames(self.lang), &mut errors);
        if errors.is_empty() {
            Ok(text)
        } else {
            Err(errors)
        }
    }

    fn format(
        &self,
        key: &str,
        args: &[(&str, Arg)],
        names: &dyn Names,
        errors: &mut Vec<String>,
    ) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            errors.push(format!("{}: no message `{key}`", self.lang.code()));
            return match self.fallback {
                Some(en) => en.format(key, args, names, &mut Vec::new()),
                None => key.to_string(),
            };
        };
        let mut fargs = FluentArgs::new();
        for (name, arg) in args {
            fargs.set(*name, self.value(arg, names, errors));
        }
        let mut errs = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(&fargs), &mut errs);
        errors.extend(
            errs.into_iter()
                .map(|e| format!("{}: `{key}`: {e}", self.lang.code())),
        );
        text.into_owned()
    }

    fn value(
        &self,
        arg: &Arg,
        names: &dyn Names,
        errors: &mut Vec<String>,
    ) -> FluentValue<'static> {
        match arg {
            Arg::Num(n) => FluentValue::from(*n),
            _ => FluentValue::from(self.arg_text(arg, names, errors)),
        }
    }

    fn arg_text(&self, arg: &Arg, names: &dyn Names, errors: &mut Vec<String>) -> String {
        match arg {
            Arg::Num(n) => n.to_string(),
            Arg::Text(t) => t.clone(),
            Arg::Term(key) => self.format(key, &[], names, errors),
            Arg::Seat(s) => names.seat_name(*s),
            Arg::Msg(m) => self.format(m.key, &m.args, names, errors),
            Arg::List(items) if items.is_empty() => "-".to_string(),
            Arg::List(items) => items
                .iter()
                .map(|a| self.arg_text(a, names, errors))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// Why `game` (its [`engine::Game::NAME`]) refused an action, in words. Rule texts are
    /// looked up by their English wording ([`error_key`]).
    pub fn rule_error(&self, game: &str, err: &RuleError) -> String {
        match err {
            RuleError::GameOver => self.get("err-game-over"),
            RuleError::NotYourTurn(s) => {
                self.get_args("err-not-your-turn", &[("seat", Arg::Seat(*s))])
            }
            RuleError::Illegal(text) => {
                let key = error_key(game, text);
                if self.has(&key) || catalog(Lang::En).has(&key) {
                    self.get(&key)
                } else {
                    text.to_string()
                }
            }
        }
    }
}

/// The catalogue key of a rule error of `game`: a game prefix (`ga`, `hk`) and the English
/// text in kebab case: "the elevator is full (5 cubes)" → `ga-err-the-elevator-is-full-5-cubes`.
pub fn error_key(game: &str, english: &str) -> String {
    let prefix = match game {
        "glueckauf" => "ga",
        "haspelknecht" => "hk",
        other => other,
    };
    let mut key = format!("{prefix}-err");
    let mut dash = true;
    for c in english.chars() {
        if c.is_ascii_alphanumeric() {
            if dash {
                key.push('-');
                dash = false;
            }
            key.push(c.to_ascii_lowercase());
        } else {
            dash = true;
        }
    }
    key
}
