//! Games by name, rule options from Python, and errors as Python exceptions.

use engine::Game;
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The games kohle knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Glueckauf,
    Haspelknecht,
}

impl Kind {
    pub fn from_name(name: &str) -> PyResult<Kind> {
        match name.trim().to_ascii_lowercase().as_str() {
            "glueckauf" | "glückauf" | "coalbaron" => Ok(Kind::Glueckauf),
            "haspelknecht" => Ok(Kind::Haspelknecht),
            _ => Err(value_error(format!(
                "unknown game `{}` (known: glueckauf, haspelknecht)",
                engine::quote(name)
            ))),
        }
    }
}

/// Runs `$body` with the type alias `$G` bound to the game of `$kind`.
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::setup::Kind::Glueckauf => {
                type $G = glueckauf::GlueckAuf;
                $body
            }
            $crate::setup::Kind::Haspelknecht => {
                type $G = haspelknecht::Haspelknecht;
                $body
            }
        }
    };
}
pub(crate) use with_game;

pub fn value_error(text: impl Into<String>) -> PyErr {
    PyValueError::new_err(text.into())
}

/// A Python value as JSON (through the `json` module: dicts, lists, numbers, strings, bools,
/// None).
pub fn to_json(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<serde_json::Value> {
    let text: String = py
        .import("json")?
        .call_method1("dumps", (value,))?
        .extract()?;
    serde_json::from_str(&text).map_err(|e| value_error(e.to_string()))
}

/// JSON as a Python value.
pub fn from_json<'py>(
    py: Python<'py>,
    value: &impl serde::Serialize,
) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| value_error(e.to_string()))?;
    py.import("json")?.call_method1("loads", (text,))
}

/// The options of a new game: the defaults with the entries of `options` over them. An unknown
/// name or a value of the wrong kind is a `ValueError` naming it.
pub fn build_options<G: Game>(
    py: Python<'_>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<G::Options> {
    let mut value = serde_json::to_value(G::Options::default()).expect("options serialize");
    let mut components: Option<String> = None;
    if let Some(options) = options {
        let map = value
            .as_object_mut()
            .ok_or_else(|| value_error(format!("{} has no rule options", G::NAME)))?;
        for (name, v) in options.iter() {
            let name: String = name
                .extract()
                .map_err(|_| value_error("option names must be strings"))?;
            if name == "components" && G::components_toml(&G::Options::default()).is_some() {
                // A corrected component table as TOML text (as `kohle components` prints it).
                components = Some(v.extract().map_err(|_| {
                    value_error("the option `components` is a component table as TOML text")
                })?);
                continue;
            }
            if !map.contains_key(&name) || name == "components" {
                let known: Vec<&String> = map.keys().filter(|k| *k != "components").collect();
                return Err(value_error(format!(
                    "{} has no rule option `{}` (known: {known:?})",
                    G::NAME,
                    engine::quote(&name)
                )));
            }
            map.insert(name, to_json(py, &v)?);
        }
    }
    let mut options: G::Options = serde_json::from_value(value).map_err(|e| {
        value_error(format!(
            "invalid rule option for {}: {}",
            G::NAME,
            engine::quote(&e.to_string())
        ))
    })?;
    if let Some(text) = components {
        G::load_components(&mut options, &text)
            .map_err(|e| value_error(format!("component table: {e}")))?;
    }
    Ok(options)
}

/// Checks a player count.
pub fn check_players<G: Game>(players: i64) -> PyResult<u8> {
    if (i64::from(G::MIN_PLAYERS)..=i64::from(G::MAX_PLAYERS)).contains(&players) {
        Ok(players as u8)
    } else {
        Err(value_error(format!(
            "{} is for {} to {} players, not {players}",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS
        )))
    }
}

/// The names of the games.
#[pyfunction]
pub fn game_names() -> Vec<&'static str> {
    vec![GlueckAuf::NAME, Haspelknecht::NAME]
}

/// The rule options of a game with their defaults.
#[pyfunction]
pub fn default_options<'py>(py: Python<'py>, game: &str) -> PyResult<Bound<'py, PyAny>> {
    with_game!(Kind::from_name(game)?, G => {
        let mut value = serde_json::to_value(<G as Game>::Options::default()).expect("options serialize");
        if let Some(map) = value.as_object_mut() {
            map.remove("components");
        }
        from_json(py, &value)
    })
}

/// A language by its code (`en`, `de`, `pl`, `es`, `hu`, `ru`).
pub fn lang(code: &str) -> PyResult<present::Lang> {
    present::Lang::parse(code).ok_or_else(|| {
        value_error(format!(
            "unknown language `{}` (known: en, de, pl, es, hu, ru)",
            engine::quote(code)
        ))
    })
}
