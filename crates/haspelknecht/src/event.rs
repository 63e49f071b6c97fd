//! What happened besides the decisions: the events `apply` records (see `engine::event`).

use engine::Msg;
use serde::Serialize;

/// An automatic step of the rules.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {}

impl Event {
    /// The message a player reads.
    pub fn message(&self) -> Msg {
        match *self {}
    }
}
