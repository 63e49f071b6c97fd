//! The fixed integer encoding of Haspelknecht's actions (see [`engine::ActionSpace`]): 405
//! indices, the same for every player count, in blocks (pools 0..3 are the notation's 1..4;
//! colours black, brown, yellow = 0..2; development tiles by index 0..19 = tiles 11..15, 21..25,
//! 31..35, 41..45; resources and fees: none, coal, wood, food = 0..3):
//!
//! | first index | count | actions |
//! |---|---|---|
//! | 0 | 156 | `take POOL COLOUR COUNT`: pool × 39 + colour × 13 + count − 1 (count 1..13, the most discs of a colour) |
//! | 156 | 1 | `pass` |
//! | 157 | 36 | `lamp POOL RESERVE ACTION`: pool × 9 + reserve × 3 + action |
//! | 193 | 2 | `keep-water`, `return-water` |
//! | 195 | 18 | `farmer/farmhand/mill TOKEN`: slot × 6 + colour × 2 + marker |
//! | 213 | 12 | `digger/hewer/haspel PAY`: worker × 4 + pay (yellow, wheelbarrow, food, thaler) |
//! | 225 | 2 | `winch`, `done` |
//! | 227 | 7 | `activate WORKER` (farmer, farmhand, digger, hewer, haspel, winch, mill) |
//! | 234 | 4 | `produce`, `mine`, `drain`, `haul` |
//! | 238 | 80 | `acquire TILE [fee RES]`: tile × 4 + fee |
//! | 318 | 8 | `choose nothing/water/wood/thaler/mine`, `exchange 0/1/2` |
//! | 326 | 1 | `stop` |
//! | 327 | 2 | `wood pinge`, `wood tunnel` |
//! | 329 | 3 | `rope`, `kiln`, `end` |
//! | 332 | 9 | `rent FOOD THALER`: food × 3 + thaler (0..2 each) |
//! | 341 | 64 | `store …`: farm × 16 + barn × 4 + lager-coal × 2 + lager-wood (farm, barn: none, coal, wood, food) |

use crate::action::{Action, Area, Choice, Hired, Res, Slot, Storage, Token};
use crate::components::BAG;
use crate::pieces::{tile_id, tile_index, Colour, Pay, Worker};
use crate::Haspelknecht;

/// The most discs of one colour in the game (4 players): the largest take.
const MAX_COUNT: usize = BAG[2][0] as usize;
const TAKE: usize = 0;
const PASS: usize = TAKE + 4 * 3 * MAX_COUNT;
const LAMP: usize = PASS + 1;
const WATER: usize = LAMP + 36;
const ASSIGN: usize = WATER + 2;
const PAY: usize = ASSIGN + 18;
const WINCH: usize = PAY + 12;
const DONE: usize = WINCH + 1;
const ACTIVATE: usize = DONE + 1;
const PRODUCE: usize = ACTIVATE + 7;
const MINE: usize = PRODUCE + 1;
const DRAIN: usize = MINE + 1;
const HAUL: usize = DRAIN + 1;
const ACQUIRE: usize = HAUL + 1;
const CHOOSE: usize = ACQUIRE + 80;
const STOP: usize = CHOOSE + 8;
const WOOD: usize = STOP + 1;
const ROPE: usize = WOOD + 2;
const KILN: usize = ROPE + 1;
const END: usize = KILN + 1;
const RENT: usize = END + 1;
const STORE: usize = RENT + 9;
/// The size of the action space.
pub const NUM_ACTIONS: usize = STORE + 64;

const SLOTS: [Slot; 3] = [Slot::Farmer, Slot::Farmhand, Slot::Mill];
const HIRED: [Hired; 3] = [Hired::Digger, Hired::Hewer, Hired::Haspel];
const PAYS: [Pay; 4] = [Pay::YellowDisc, Pay::Wheelbarrow, Pay::Food, Pay::Thaler];
const CHOICES: [Choice; 8] = [
    Choice::Nothing,
    Choice::Water,
    Choice::Wood,
    Choice::Thaler,
    Choice::Mine,
    Choice::Exchange(0),
    Choice::Exchange(1),
    Choice::Exchange(2),
];

fn res_index(r: Option<Res>) -> usize {
    r.map_or(0, |r| r as usize + 1)
}

fn res(i: usize) -> Option<Res> {
    i.checked_sub(1).map(|k| Res::ALL[k])
}

fn position<T: PartialEq>(items: &[T], x: T) -> Option<usize> {
    items.iter().position(|i| *i == x)
}

impl engine::ActionSpace for Haspelknecht {
    fn num_distinct_actions(_players: u8) -> usize {
        NUM_ACTIONS
    }

    /// `None` for values no rule produces, e.g. a take of 14 discs.
    fn action_index(action: Action) -> Option<usize> {
        let pool = |p: u8| (p < 4).then_some(usize::from(p));
        Some(match action {
            Action::Take {
                pool: p,
                colour,
                count,
            } => {
                let c = usize::from(count)
                    .checked_sub(1)
                    .filter(|&c| c < MAX_COUNT)?;
                TAKE + pool(p)? * 3 * MAX_COUNT + colour as usize * MAX_COUNT + c
            }
            Action::Pass => PASS,
            Action::Lamp {
                pool: p,
                reserve,
                action,
            } => LAMP + pool(p)? * 9 + reserve as usize * 3 + action as usize,
            Action::ReturnWater(r) => WATER + usize::from(r),
            Action::Assign { slot, token } => {
                ASSIGN
                    + position(&SLOTS, slot)? * 6
                    + token.colour as usize * 2
                    + usize::from(token.marker)
            }
            Action::Pay { worker, pay } => {
                PAY + position(&HIRED, worker)? * 4 + position(&PAYS, pay)?
            }
            Action::Winch => WINCH,
            Action::Done => DONE,
            Action::Activate(w) => ACTIVATE + w as usize,
            Action::Produce => PRODUCE,
            Action::Mine => MINE,
            Action::Drain => DRAIN,
            Action::Haul => HAUL,
            Action::Acquire { tile, fee } => ACQUIRE + tile_index(tile)? * 4 + res_index(fee),
            Action::Choose(c) => CHOOSE + position(&CHOICES, c)?,
            Action::Stop => STOP,
            Action::Wood(Area::Pinge) => WOOD,
            Action::Wood(Area::Tunnel) => WOOD + 1,
            Action::Rope => ROPE,
            Action::Kiln => KILN,
            Action::End => END,
            Action::Rent { food, thaler } if food <= 2 && thaler <= 2 => {
                RENT + usize::from(food) * 3 + usize::from(thaler)
            }
            Action::Rent { .. } => return None,
            Action::Store(s) => {
                STORE
                    + res_index(s.farm) * 16
                    + res_index(s.barn) * 4
                    + usize::from(s.lager_coal) * 2
                    + usize::from(s.lager_wood)
            }
        })
    }

    /// `None` from [`NUM_ACTIONS`] on.
    fn action_from_index(i: usize) -> Option<Action> {
        let b = |x: usize| x as u8;
        Some(match i {
            _ if i < PASS => {
                let k = i - TAKE;
                Action::Take {
                    pool: b(k / (3 * MAX_COUNT)),
                    colour: Colour::from_index(k / MAX_COUNT % 3),
                    count: b(k % MAX_COUNT + 1),
                }
            }
            _ if i == PASS => Action::Pass,
            _ if i < WATER => {
                let k = i - LAMP;
                Action::Lamp {
                    pool: b(k / 9),
                    reserve: Colour::from_index(k / 3 % 3),
                    action: Colour::from_index(k % 3),
                }
            }
            _ if i < ASSIGN => Action::ReturnWater(i == WATER + 1),
            _ if i < PAY => {
                let k = i - ASSIGN;
                Action::Assign {
                    slot: SLOTS[k / 6],
                    token: Token {
                        colour: Colour::from_index(k % 6 / 2),
                        marker: k % 2 == 1,
                    },
                }
            }
            _ if i < WINCH => {
                let k = i - PAY;
                Action::Pay {
                    worker: HIRED[k / 4],
                    pay: PAYS[k % 4],
                }
            }
            _ if i == WINCH => Action::Winch,
            _ if i == DONE => Action::Done,
            _ if i < PRODUCE => Action::Activate(Worker::ALL[i - ACTIVATE]),
            _ if i == PRODUCE => Action::Produce,
            _ if i == MINE => Action::Mine,
            _ if i == DRAIN => Action::Drain,
            _ if i == HAUL => Action::Haul,
            _ if i < CHOOSE => {
                let k = i - ACQUIRE;
                Action::Acquire {
                    tile: tile_id(k / 4),
                    fee: res(k % 4),
                }
            }
            _ if i < STOP => Action::Choose(CHOICES[i - CHOOSE]),
            _ if i == STOP => Action::Stop,
            _ if i < ROPE => Action::Wood(if i == WOOD { Area::Pinge } else { Area::Tunnel }),
            _ if i == ROPE => Action::Rope,
            _ if i == KILN => Action::Kiln,
            _ if i == END => Action::End,
            _ if i < STORE => {
                let k = i - RENT;
                Action::Rent {
                    food: b(k / 3),
                    thaler: b(k % 3),
                }
            }
            _ if i < NUM_ACTIONS => {
                let k = i - STORE;
                Action::Store(Storage {
                    farm: res(k / 16),
                    barn: res(k / 4 % 4),
                    lager_coal: k / 2 % 2 == 1,
                    lager_wood: k % 2 == 1,
                })
            }
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
        testing::check_indices_read_back(&testing::new_game::<Haspelknecht>(2, 1));
        assert_eq!(NUM_ACTIONS, 405);
    }

    #[test]
    fn legal_actions_of_random_games_are_in_the_space() {
        let setups = testing::setups::<Haspelknecht>(60).map(|mut setup| {
            if setup.seed % 2 == 1 {
                setup.options.over_six_same_colour = crate::options::OverSix::TakeAll;
            }
            setup
        });
        testing::check_legal_actions_in_space::<Haspelknecht>(setups, 5);
    }
}
