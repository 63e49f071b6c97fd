//! Who plays a person's seat (the data; `seating` changes it): the person, or a bot after the person ran out of time or
//! resigned. What happens when time runs out (`on_timeout`) and when a seat resigns
//! (`on_resign`) is chosen per game.
//!
//! A seat taken over after a timeout (`"on_timeout": "bot"`) is played by the bot until the
//! person takes it back with their invite. A seat that forfeited (`"on_timeout": "forfeit"`)
//! or resigned is played by the bot to the end (or, with `"on_resign": "end"`, the game ends
//! at once) and ranks last.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The bot that plays for a person when none is named: the game's greedy bot.
pub const DEFAULT_BOT: &str = "greedy";

/// What happens when a seat's time runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OnTimeout {
    /// A bot takes the seat's decisions until the person takes the seat back (the default).
    #[default]
    Bot,
    /// A bot finishes the seat's game and the seat ranks last.
    Forfeit,
}

/// What happens when a seat resigns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OnResign {
    /// A bot finishes the seat's game (the default); the seat ranks last.
    #[default]
    Bot,
    /// The game ends at once; the seat ranks last, the others by their scores.
    End,
}

/// Who plays a person's seat.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Control {
    /// The person.
    #[default]
    Person,
    /// A bot, since the person's time ran out; the person may take the seat back.
    TakenOver { bot: String },
    /// A bot to the end: the person's time ran out in a game where that forfeits.
    Forfeited { bot: String },
    /// The person resigned; a bot plays to the end (none when the game ended).
    Resigned { bot: Option<String> },
}

impl Control {
    /// The bot that plays the seat, if one does.
    pub fn bot(&self) -> Option<&str> {
        match self {
            Control::Person => None,
            Control::TakenOver { bot } | Control::Forfeited { bot } => Some(bot),
            Control::Resigned { bot } => bot.as_deref(),
        }
    }

    /// Whether the seat ranks last whatever its score.
    pub fn ranks_last(&self) -> bool {
        matches!(self, Control::Forfeited { .. } | Control::Resigned { .. })
    }

    /// How a state message names it (`null` for the person).
    pub fn status(&self) -> Option<SeatStatus> {
        match self {
            Control::Person => None,
            Control::TakenOver { .. } => Some(SeatStatus::TakenOver),
            Control::Forfeited { .. } => Some(SeatStatus::Forfeited),
            Control::Resigned { .. } => Some(SeatStatus::Resigned),
        }
    }
}

/// Why a bot plays a person's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeatStatus {
    /// The person's time ran out; they may take the seat back with their invite.
    TakenOver,
    /// The person's time ran out and the game forfeits: last place.
    Forfeited,
    /// The person resigned: last place.
    Resigned,
}

/// Ranks (0 = first) with the seats in `last` after all others (the presentation layer's rule,
/// [`present::ending`]).
pub use present::ending::ranks_with_last;

/// Final scores as stored (JSON, per seat with `rank`), ranks set from `ranks`.
pub fn with_ranks(final_scores: &str, ranks: &[u8]) -> String {
    let Ok(mut v) = serde_json::from_str::<serde_json::Value>(final_scores) else {
        return final_scores.to_string();
    };
    if let Some(list) = v.as_array_mut() {
        for (s, entry) in list.iter_mut().enumerate() {
            if let (Some(obj), Some(r)) = (entry.as_object_mut(), ranks.get(s)) {
                obj.insert("rank".into(), serde_json::json!(r));
            }
        }
    }
    v.to_string()
}
