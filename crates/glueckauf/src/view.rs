//! What one seat may see, built as an allow-list (DESIGN.md): the tile pile and order deck
//! (contents and order), the items drawn on a top-5 space (except for the seat deciding about
//! them), and other players' delivered cards (unless `delivered_orders_public`) are absent;
//! of those, the cards revealed at the last shift scoring are listed, and once the game is
//! over every seat's delivered cards are shown.
//!
//! The JSON names things as the rules and the notation do: order cards by their printed id
//! (`OC10`) with what is printed on them, tiles by their number, spaces by their notation
//! (`factory 3`, `money 5`), colours by name, coal as `{"yellow": 1, "grey": 2}`, the phase by
//! name with its data. Its JSON Schema is `engine::view_schema::<GlueckAuf>()`.

use crate::action::End;
use crate::data::*;
use crate::names::*;
use crate::options::Options;
use crate::shift_end::score_element;
use crate::state::*;
use engine::Seat;
use schemars::JsonSchema;
use serde::Serialize;

/// The decision the game waits for, by name, with its data.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "name", rename_all = "snake_case")]
pub enum PhaseView {
    /// The order-card draft before shift 1: pick number `pick` (from 1) of `picks`.
    Draft { pick: u8, picks: u8 },
    /// Place workers on an action space or the bank.
    PlaceWorkers,
    /// Top-5 tile space: buy one of the drawn tiles, or none.
    TakeTile,
    /// Top-5 order space: keep one of the drawn cards, or none.
    TakeOrder,
    /// Return the `count` other drawn items: choose the end of the pile.
    ReturnEnd { items: Items, count: u8 },
    /// Return the other drawn items to `end`: name the next one, top to bottom; `placed` of
    /// `count` are named.
    ReturnOrder {
        items: Items,
        end: End,
        placed: u8,
        count: u8,
    },
    /// Coal shortage: `carts` new carts of `level` wait for a cube of another colour.
    Substitute { level: Coal, carts: u8 },
    /// Mining: production steps left.
    Mining { steps_left: u8 },
    /// A double fill on `card`, a cell printed `cell`: `cubes_placed` of its 2 cubes are on
    /// it; `steps_left` remain after it.
    DoubleFill {
        card: Card,
        cell: Coal,
        cubes_placed: u8,
        steps_left: u8,
    },
    /// The game is over.
    Over,
}

/// What an action space does.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SpaceAction {
    /// Buy the tile shown (regular factory space 1..8).
    Factory {
        number: u8,
    },
    /// Look at the top 5 tiles, buy one or none.
    FactoryDraw,
    Mining {
        steps: u8,
    },
    /// Deliver every complete order of this transport.
    Delivery {
        transport: Transport,
    },
    Money {
        marks: u8,
    },
    /// Take the card shown (regular order space 1..4, left to right).
    Order {
        number: u8,
    },
    /// Look at the top 5 order cards, keep one or none.
    OrderDraw,
}

/// One action space of the board.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct SpaceView {
    pub space: SpaceId,
    pub action: SpaceAction,
    /// Blocked with this many players (covered by a blocking token): not in play.
    pub blocked: bool,
    /// The fewest players with whom the space is in play (2, 3 or 4).
    pub min_players: u8,
    /// Workers on it now, all of one owner.
    pub workers: u8,
    pub owner: Option<Seat>,
    /// Workers needed to use it now: one more than are on it (`null` when blocked).
    pub cost: Option<u8>,
    /// The tile shown on a regular factory space.
    pub tile: Option<TileInfo>,
    /// The card shown on a regular order space.
    pub card: Option<OrderInfo>,
}

/// The items drawn on a top-5 space.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DrawnView {
    /// Who drew them.
    pub seat: Seat,
    pub items: Items,
    pub count: u8,
    /// The drawn tiles, only for the seat that drew them (during `return_order`, the ones
    /// already named come first, top to bottom).
    pub tiles: Option<Vec<TileInfo>>,
    /// The drawn cards, only for the seat that drew them (same order as `tiles`).
    pub cards: Option<Vec<OrderInfo>>,
}

/// One element of the coming shift scoring, as it stands now.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ElementView {
    /// 1..12.
    pub element: u8,
    pub what: Element,
    pub first_vp: i16,
    pub second_vp: i16,
    /// Every seat's count now (`null` where the viewer cannot know it: hidden delivered
    /// orders, some delivered since the last shift scoring).
    pub counts: Vec<Option<u8>>,
    /// Who would take first and second place now (both empty while a count is unknown).
    pub first: Vec<Seat>,
    pub second: Vec<Seat>,
}

/// One tunnel level of a mine.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct LevelView {
    pub colour: Coal,
    /// Carts on this level, the printed one included.
    pub carts: u8,
    pub empty_carts: u8,
    /// Cubes on the carts (a substitute cube keeps its own colour).
    pub coal: CoalCounts,
    /// Numbers of the tiles attached left (light) and right (dark) of the shaft.
    pub light_tiles: Vec<u8>,
    pub dark_tiles: Vec<u8>,
}

/// The elevator.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ElevatorView {
    pub at: Level,
    pub coal: CoalCounts,
    /// Room left (it holds 5).
    pub room: u8,
}

/// A pending order with its fill.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct PendingView {
    pub card: OrderInfo,
    /// Filled cells per printed colour.
    pub filled: CoalCounts,
    /// Cells per printed colour holding the first cube of a split double fill.
    pub half_filled: CoalCounts,
    /// The cubes on the card by their own colour.
    pub cubes: CoalCounts,
    pub complete: bool,
}

/// One player.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct PlayerView {
    pub seat: Seat,
    /// Workers not placed yet this shift.
    pub workers: u8,
    pub canteen: u8,
    pub bank: u8,
    /// Marks (public, spec §6.1).
    pub money: u16,
    /// Victory points now: orders and shift scorings, and the end-game adjustments once the
    /// game is over.
    pub score: i32,
    pub vp_orders: i16,
    pub vp_shifts: i16,
    /// Levels yellow, brown, grey, black.
    pub levels: Vec<LevelView>,
    pub light_tiles: u8,
    pub dark_tiles: u8,
    pub elevator: ElevatorView,
    pub storage: CoalCounts,
    /// Pending orders (public, spec §7 item 19).
    pub pending: Vec<PendingView>,
    /// Delivered cards, if this viewer may see them: always its own, everyone's when they
    /// are public and once the game is over.
    pub delivered: Option<Vec<OrderInfo>>,
    pub delivered_count: u8,
    /// With `delivered_orders_public = false`: the delivered cards every seat saw at the last
    /// shift scoring (spec §4.1 step 1). They lie face down again until the next scoring, but
    /// every viewer knows them; `delivered_count` minus their number were delivered since.
    /// Absent while empty, and always when delivered orders are public.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revealed: Vec<OrderInfo>,
}

/// What one seat (or a spectator) sees.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct View {
    /// Whose view it is (`null`: a spectator).
    pub viewer: Option<Seat>,
    pub players: u8,
    pub options: Options,
    /// 1, 2 or 3.
    pub shift: u8,
    pub phase: PhaseView,
    /// The seat to decide (`null` once the game is over).
    pub current: Option<Seat>,
    pub first_player: Seat,
    pub supply: CoalCounts,
    /// Tiles left in the face-down pile.
    pub tile_pile: u8,
    /// Cards left in the face-down order deck.
    pub order_deck: u8,
    /// The draft display (before shift 1).
    pub draft: Vec<OrderInfo>,
    /// Every action space, blocked ones included, in board order.
    pub spaces: Vec<SpaceView>,
    pub drawn: Option<DrawnView>,
    /// The elements the end of this shift scores (1..4 × shift), as they stand now.
    pub scoring: Vec<ElementView>,
    pub seats: Vec<PlayerView>,
}

impl GlueckAuf {
    /// May `viewer` see all the delivered cards of `seat` now? Their owner always; every
    /// viewer when they are public, and once the game is over: the third shift scoring turns
    /// them up and nothing turns them down again (spec §4.1 step 1, §4.2 only after shifts 1
    /// and 2).
    pub fn sees_delivered(&self, viewer: Option<u8>, seat: u8) -> bool {
        self.setup.options.delivered_orders_public
            || viewer == Some(seat)
            || self.phase == Phase::Over
    }

    /// The delivered cards of `seat` that `viewer` knows: all of them if it
    /// [sees them](Self::sees_delivered), else those revealed at the last shift scoring.
    pub fn known_delivered(&self, viewer: Option<u8>, seat: u8) -> u64 {
        let p = &self.players[seat as usize];
        if self.sees_delivered(viewer, seat) {
            p.delivered
        } else {
            self.revealed_of(seat)
        }
    }

    /// Do the drawn items in `drawn` hold order cards?
    pub fn drawn_orders(&self) -> bool {
        matches!(
            self.phase,
            Phase::TakeOrder
                | Phase::ReturnEnd { orders: true }
                | Phase::ReturnNext { orders: true, .. }
        )
    }

    fn phase_view(&self) -> PhaseView {
        match self.phase {
            Phase::Draft { pick } => PhaseView::Draft {
                pick: pick + 1,
                picks: 3 * self.setup.players,
            },
            Phase::Turn => PhaseView::PlaceWorkers,
            Phase::TakeTile => PhaseView::TakeTile,
            Phase::TakeOrder => PhaseView::TakeOrder,
            Phase::ReturnEnd { orders } => PhaseView::ReturnEnd {
                items: Items::of(orders),
                count: self.drawn_len,
            },
            Phase::ReturnNext {
                orders,
                bottom,
                placed,
            } => PhaseView::ReturnOrder {
                items: Items::of(orders),
                end: if bottom { End::Bottom } else { End::Top },
                placed,
                count: self.drawn_len,
            },
            Phase::Substitute => PhaseView::Substitute {
                level: Coal::of(self.sub_level),
                carts: self.pending_subs,
            },
            Phase::Mining { steps } => PhaseView::Mining { steps_left: steps },
            Phase::Double {
                steps,
                card,
                cell,
                cubes,
            } => PhaseView::DoubleFill {
                card: Card(card),
                cell: Coal::of(cell),
                cubes_placed: cubes,
                steps_left: steps,
            },
            Phase::Over => PhaseView::Over,
        }
    }

    fn space_view(&self, s: usize) -> SpaceView {
        let sp = SPACES[s];
        let open = self.is_open(s);
        let action = match sp.kind {
            SpaceKind::Factory => SpaceAction::Factory {
                number: (s - FACTORY_FIRST + 1) as u8,
            },
            SpaceKind::FactoryDraw => SpaceAction::FactoryDraw,
            SpaceKind::Mining(steps) => SpaceAction::Mining { steps },
            SpaceKind::Delivery(t) => SpaceAction::Delivery {
                transport: Transport::of(t),
            },
            SpaceKind::Money(marks) => SpaceAction::Money { marks },
            SpaceKind::Order => SpaceAction::Order {
                number: (s - ORDER_FIRST + 1) as u8,
            },
            SpaceKind::OrderDraw => SpaceAction::OrderDraw,
        };
        let tile = match sp.kind {
            SpaceKind::Factory => self.tile_display[s - FACTORY_FIRST],
            _ => NONE,
        };
        let card = match sp.kind {
            SpaceKind::Order => self.order_display[s - ORDER_FIRST],
            _ => NONE,
        };
        let workers = self.space_workers[s];
        SpaceView {
            space: SpaceId(s as u8),
            action,
            blocked: !open,
            min_players: match sp.lock {
                Lock::None => 2,
                Lock::Two => 3,
                Lock::TwoThree => 4,
            },
            workers,
            owner: (workers > 0).then_some(self.space_owner[s]),
            cost: open.then_some(workers + 1),
            tile: (open && tile != NONE).then(|| TileInfo::of(tile)),
            card: (open && card != NONE).then(|| OrderInfo::of(card)),
        }
    }

    fn player_view(&self, viewer: Option<Seat>, s: u8) -> PlayerView {
        let p = &self.players[s as usize];
        let levels = (0..4)
            .map(|l| {
                let tiles_of = |light: bool| -> Vec<u8> {
                    (0..NUM_TILES as u8)
                        .filter(|&t| {
                            p.tiles & (1 << t) != 0
                                && TILES[t as usize].colour as usize == l
                                && TILES[t as usize].light == light
                        })
                        .map(|t| t + 1)
                        .collect()
                };
                LevelView {
                    colour: Coal::of(l as u8),
                    carts: p.carts[l],
                    empty_carts: p.empty_carts(l),
                    coal: p.cart_cubes[l].into(),
                    light_tiles: tiles_of(true),
                    dark_tiles: tiles_of(false),
                }
            })
            .collect();
        let mut pending = Vec::new();
        let mut m = p.pending;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            let f = self.fills[c as usize];
            pending.push(PendingView {
                card: OrderInfo::of(c),
                filled: f.filled.into(),
                half_filled: f.half.into(),
                cubes: f.cubes.into(),
                complete: f.is_complete(c),
            });
        }
        PlayerView {
            seat: s,
            workers: p.workers,
            canteen: self.canteen[s as usize],
            bank: self.bank[s as usize],
            money: p.money,
            score: engine::Game::score(self, s),
            vp_orders: p.vp_orders,
            vp_shifts: p.vp_shifts,
            levels,
            light_tiles: p.light,
            dark_tiles: p.dark,
            elevator: ElevatorView {
                at: Level::of(p.level),
                coal: p.elevator.into(),
                room: ELEVATOR_CAPACITY.saturating_sub(p.elevator_load()),
            },
            storage: p.storage.into(),
            pending,
            delivered: self
                .sees_delivered(viewer, s)
                .then(|| OrderInfo::set(p.delivered)),
            delivered_count: p.delivered.count_ones() as u8,
            revealed: if self.setup.options.delivered_orders_public {
                Vec::new()
            } else {
                OrderInfo::set(self.revealed_of(s))
            },
        }
    }

    /// The coming shift scoring as `viewer` can know it.
    fn scoring_view(&self, viewer: Option<Seat>) -> Vec<ElementView> {
        if self.phase == Phase::Over {
            return Vec::new();
        }
        let n = self.n();
        let counts: Vec<[u8; 12]> = (0..n as u8).map(|s| self.element_counts(s)).collect();
        (0..4 * self.shift as usize)
            .map(|e| {
                let (first_vp, second_vp) = ELEMENT_VP[e];
                // Elements 1–8 count delivered cards (known when the viewer knows every one:
                // it sees them, or none was delivered since the last scoring revealed them);
                // 9–12 the (public) empty carts.
                let known = |s: usize| {
                    e >= 8 || self.known_delivered(viewer, s as u8) == self.players[s].delivered
                };
                let row: Vec<Option<u8>> =
                    (0..n).map(|s| known(s).then_some(counts[s][e])).collect();
                let (mut first, mut second) = (Vec::new(), Vec::new());
                if row.iter().all(Option::is_some) {
                    let c: Vec<u8> = row.iter().map(|x| x.unwrap_or(0)).collect();
                    let gains = score_element(&c, first_vp, second_vp);
                    for s in 0..n {
                        if gains[s] == first_vp {
                            first.push(s as Seat);
                        } else if gains[s] == second_vp {
                            second.push(s as Seat);
                        }
                    }
                }
                ElementView {
                    element: e as u8 + 1,
                    what: Element::of(e),
                    first_vp,
                    second_vp,
                    counts: row,
                    first,
                    second,
                }
            })
            .collect()
    }

    pub(crate) fn build_view(&self, viewer: Option<u8>) -> View {
        let drawn = (self.drawn_len > 0).then(|| {
            let orders = self.drawn_orders();
            let items = &self.drawn[..self.drawn_len as usize];
            let sees = viewer == Some(self.current);
            DrawnView {
                seat: self.current,
                items: Items::of(orders),
                count: self.drawn_len,
                tiles: (sees && !orders).then(|| items.iter().map(|&t| TileInfo::of(t)).collect()),
                cards: (sees && orders).then(|| items.iter().map(|&c| OrderInfo::of(c)).collect()),
            }
        });
        View {
            viewer,
            players: self.setup.players,
            options: self.setup.options.clone(),
            shift: self.shift,
            phase: self.phase_view(),
            current: (self.phase != Phase::Over).then_some(self.current),
            first_player: self.first_player,
            supply: self.supply.into(),
            tile_pile: self.tile_pile.len,
            order_deck: self.order_deck.len,
            draft: OrderInfo::set(self.draft),
            spaces: (0..NUM_SPACES).map(|s| self.space_view(s)).collect(),
            drawn,
            scoring: self.scoring_view(viewer),
            seats: (0..self.n() as u8)
                .map(|s| self.player_view(viewer, s))
                .collect(),
        }
    }
}
