//! The fixed integer encoding of Glück Auf's actions (see [`engine::ActionSpace`]): 813
//! indices, the same for every player count, in blocks (order cards, tiles and spaces by their
//! 0-based index: card `OW01` is 0, tile 1 is 0, `factory 1` is space 0; colours yellow, brown,
//! grey, black = 0..3; sources elevator, storage = 0, 1):
//!
//! | first index | count | actions |
//! |---|---|---|
//! | 0 | 44 | `draft CARD` |
//! | 44 | 26 | workers on space 0..25 (board order, [`crate::data::SPACES`]) |
//! | 70 | 1 | `bank` |
//! | 71 | 48 | `take TILE` |
//! | 119 | 44 | `take CARD` |
//! | 163 | 1 | `take none` |
//! | 164 | 2 | `return top`, `return bottom` |
//! | 166 | 48 | `next TILE` |
//! | 214 | 44 | `next CARD` |
//! | 258 | 5 | `substitute none`, `substitute COLOUR` |
//! | 263 | 5 | `lift surface`, `lift COLOUR` (levels 0..4) |
//! | 268 | 4 | `load COLOUR` |
//! | 272 | 4 | `store COLOUR` |
//! | 276 | 352 | `fill CARD COLOUR [storage]`: card × 8 + colour × 2 + source |
//! | 628 | 176 | `double CARD COLOUR`: card × 4 + colour |
//! | 804 | 8 | `cube COLOUR [storage]`: colour × 2 + source |
//! | 812 | 1 | `stop` |

use crate::action::{Action, End, Source};
use crate::data::{NUM_ORDERS, NUM_SPACES, NUM_TILES};
use crate::GlueckAuf;

const CARDS: usize = NUM_ORDERS;
const DRAFT: usize = 0;
const PLACE: usize = DRAFT + CARDS;
const BANK: usize = PLACE + NUM_SPACES;
const TAKE_TILE: usize = BANK + 1;
const TAKE_ORDER: usize = TAKE_TILE + NUM_TILES;
const TAKE_NONE: usize = TAKE_ORDER + CARDS;
const RETURN: usize = TAKE_NONE + 1;
const NEXT_TILE: usize = RETURN + 2;
const NEXT_ORDER: usize = NEXT_TILE + NUM_TILES;
const SUBSTITUTE: usize = NEXT_ORDER + CARDS;
const LIFT: usize = SUBSTITUTE + 5;
const LOAD: usize = LIFT + 5;
const STORE: usize = LOAD + 4;
const FILL: usize = STORE + 4;
const DOUBLE: usize = FILL + CARDS * 8;
const CUBE: usize = DOUBLE + CARDS * 4;
const STOP: usize = CUBE + 8;
/// The size of the action space.
pub const NUM_ACTIONS: usize = STOP + 1;

fn source_index(s: Source) -> usize {
    match s {
        Source::Elevator => 0,
        Source::Storage => 1,
    }
}

fn source(i: usize) -> Source {
    if i == 0 {
        Source::Elevator
    } else {
        Source::Storage
    }
}

impl engine::ActionSpace for GlueckAuf {
    fn num_distinct_actions(_players: u8) -> usize {
        NUM_ACTIONS
    }

    /// `None` for values no rule produces, e.g. a card past the deck.
    fn action_index(action: Action) -> Option<usize> {
        let card = |c: u8| (usize::from(c) < CARDS).then_some(usize::from(c));
        let tile = |t: u8| (usize::from(t) < NUM_TILES).then_some(usize::from(t));
        let colour = |c: u8| (c < 4).then_some(usize::from(c));
        Some(match action {
            Action::Draft(c) => DRAFT + card(c)?,
            Action::Place(s) => PLACE + (usize::from(s) < NUM_SPACES).then_some(usize::from(s))?,
            Action::Bank => BANK,
            Action::TakeTile(t) => TAKE_TILE + tile(t)?,
            Action::TakeOrder(c) => TAKE_ORDER + card(c)?,
            Action::TakeNone => TAKE_NONE,
            Action::Return(End::Top) => RETURN,
            Action::Return(End::Bottom) => RETURN + 1,
            Action::NextTile(t) => NEXT_TILE + tile(t)?,
            Action::NextOrder(c) => NEXT_ORDER + card(c)?,
            Action::Substitute(None) => SUBSTITUTE,
            Action::Substitute(Some(c)) => SUBSTITUTE + 1 + colour(c)?,
            Action::Lift(l) => LIFT + (l <= 4).then_some(usize::from(l))?,
            Action::Load(c) => LOAD + colour(c)?,
            Action::Store(c) => STORE + colour(c)?,
            Action::Fill(k, c, s) => FILL + card(k)? * 8 + colour(c)? * 2 + source_index(s),
            Action::Double(k, c) => DOUBLE + card(k)? * 4 + colour(c)?,
            Action::Cube(c, s) => CUBE + colour(c)? * 2 + source_index(s),
            Action::Stop => STOP,
        })
    }

    /// `None` from [`NUM_ACTIONS`] on.
    fn action_from_index(i: usize) -> Option<Action> {
        let b = |x: usize| x as u8;
        Some(match i {
            _ if i < PLACE => Action::Draft(b(i - DRAFT)),
            _ if i < BANK => Action::Place(b(i - PLACE)),
            _ if i < TAKE_TILE => Action::Bank,
            _ if i < TAKE_ORDER => Action::TakeTile(b(i - TAKE_TILE)),
            _ if i < TAKE_NONE => Action::TakeOrder(b(i - TAKE_ORDER)),
            _ if i < RETURN => Action::TakeNone,
            _ if i < NEXT_TILE => Action::Return(if i == RETURN { End::Top } else { End::Bottom }),
            _ if i < NEXT_ORDER => Action::NextTile(b(i - NEXT_TILE)),
            _ if i < SUBSTITUTE => Action::NextOrder(b(i - NEXT_ORDER)),
            _ if i == SUBSTITUTE => Action::Substitute(None),
            _ if i < LIFT => Action::Substitute(Some(b(i - SUBSTITUTE - 1))),
            _ if i < LOAD => Action::Lift(b(i - LIFT)),
            _ if i < STORE => Action::Load(b(i - LOAD)),
            _ if i < FILL => Action::Store(b(i - STORE)),
            _ if i < DOUBLE => {
                let k = i - FILL;
                Action::Fill(b(k / 8), b(k % 8 / 2), source(k % 2))
            }
            _ if i < CUBE => {
                let k = i - DOUBLE;
                Action::Double(b(k / 4), b(k % 4))
            }
            _ if i < STOP => {
                let k = i - CUBE;
                Action::Cube(b(k / 2), source(k % 2))
            }
            _ if i == STOP => Action::Stop,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::testing;

    #[test]
    fn every_index_is_one_action_whose_notation_reads_back() {
        testing::check_indices_read_back(&testing::new_game::<GlueckAuf>(2, 1));
        assert_eq!(NUM_ACTIONS, 813);
    }

    #[test]
    fn legal_actions_of_random_games_are_in_the_space() {
        testing::check_legal_actions_in_space::<GlueckAuf>(testing::setups::<GlueckAuf>(60), 5);
    }
}
