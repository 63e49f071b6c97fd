//! The games kohle knows, and dispatch from a run-time choice to the generic code.

use clap::ValueEnum;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameKind {
    Glueckauf,
    Haspelknecht,
}

impl GameKind {
    /// The game of a record's `game` field.
    pub fn from_name(name: &str) -> anyhow::Result<Self> {
        match name {
            <glueckauf::GlueckAuf as engine::Game>::NAME => Ok(GameKind::Glueckauf),
            <haspelknecht::Haspelknecht as engine::Game>::NAME => Ok(GameKind::Haspelknecht),
            other => anyhow::bail!(
                "unknown game `{}` (known: glueckauf, haspelknecht)",
                engine::quote(other)
            ),
        }
    }
}

/// Runs `$body` with the type alias `$G` bound to the game of `$kind`.
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::games::GameKind::Glueckauf => {
                type $G = glueckauf::GlueckAuf;
                $body
            }
            $crate::games::GameKind::Haspelknecht => {
                type $G = haspelknecht::Haspelknecht;
                $body
            }
        }
    };
}
pub(crate) use with_game;
