//! Development tiles (§5): acquisition (top row, adjacency, the fee to the top owner), rank VP,
//! and the immediate effects of the 20 tiles (§5.5).

use crate::action::{Action, Choice, Pending, Res};
use crate::event::{Event, Fee, Gain};
use crate::options::Adjacency;
use crate::pieces::*;
use crate::planning::matches_cost;
use crate::score::Cat;
use crate::state::*;
use crate::terms::{Building, Marker};
use engine::RuleError;

/// Rank VP (§5.4): level L gives L, L−1, … 1 to the 1st, 2nd, … buyer.
pub fn rank_vp(level: u8, owners_before: u8) -> i16 {
    (level as i16 - owners_before as i16).max(0)
}

impl Haspelknecht {
    /// Tiles touching `idx` that count for adjacency (§8 item 28).
    pub(crate) fn adjacency_mask(&self, idx: usize) -> u32 {
        let adj = self.rules.adj[idx];
        match self.opts().adjacency {
            Adjacency::AnyTouchingTile => adj,
            Adjacency::OnlyPreviousRow => {
                let prev_row = ((idx / 5) as u32).wrapping_sub(1);
                if prev_row > 3 {
                    0
                } else {
                    adj & (0b11111 << (prev_row * 5))
                }
            }
        }
    }

    /// Fee resources that may pay for `idx` when not adjacent (§5.3).
    pub(crate) fn fee_options(level: u8) -> &'static [Res] {
        match level {
            2 => &[Res::Coal, Res::Wood, Res::Food],
            3 => &[Res::Coal],
            4 => &[Res::Food],
            _ => &[],
        }
    }

    fn has_res(&self, seat: u8, r: Res) -> bool {
        let p = self.p(seat);
        match r {
            Res::Coal => p.coal > 0,
            Res::Wood => p.wood > 0,
            Res::Food => p.food > 0,
        }
    }

    /// Checks an acquisition at execution (§5.3).
    pub(crate) fn acquire_check(
        &self,
        seat: u8,
        tokens: [u8; 3],
        idx: usize,
        fee: Option<Res>,
    ) -> Result<(), &'static str> {
        let p = self.p(seat);
        if self.rules.in_play & (1 << idx) == 0 {
            return Err("that tile is not in play");
        }
        if p.owns(idx) {
            return Err("each player owns a tile at most once");
        }
        if let Some(max) = self.opts().max_developments_per_player {
            if p.tiles.count_ones() >= max as u32 {
                return Err("no player disc left to mark a development");
            }
        }
        if !matches_cost(
            tokens,
            self.rules.costs[idx],
            self.opts().acquisition_allows_surplus_tokens,
        ) {
            return Err("the worker's tokens do not match the tile's requirement");
        }
        let level = tile_level(idx);
        let free = level == 1 || self.adjacency_mask(idx) & p.tiles != 0;
        if free {
            return if fee.is_none() {
                Ok(())
            } else {
                Err("no fee is due for this tile")
            };
        }
        if self.stack_len[idx] == 0 {
            return Err("not adjacent to an own tile and owned by nobody");
        }
        match fee {
            None => Err("a non-adjacent tile costs a fee to its top owner"),
            Some(r) if !Self::fee_options(level).contains(&r) => {
                Err("wrong fee resource for this level")
            }
            Some(r) if !self.has_res(seat, r) => Err("the fee resource is not on the farm"),
            Some(_) => Ok(()),
        }
    }

    /// The acquisitions open to an own worker holding `tokens`, by tile number: the tiles
    /// whose cost the tokens match are found per distinct cost (§5.2), then adjacency decides
    /// between no fee and a fee to the top owner (§5.3).
    pub(crate) fn acquire_actions(&self, seat: u8, tokens: [u8; 3], out: &mut Vec<Action>) {
        let surplus = self.opts().acquisition_allows_surplus_tokens;
        let mut matching = 0;
        for &(cost, tiles) in &self.rules.cost_kinds {
            if matches_cost(tokens, cost, surplus) {
                matching |= tiles;
            }
        }
        let p = self.p(seat);
        let mut candidates = self.acquirable_mask(seat) & matching;
        while candidates != 0 {
            let idx = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let tile = tile_id(idx);
            let level = tile_level(idx);
            if level == 1 || self.adjacency_mask(idx) & p.tiles != 0 {
                debug_assert!(self.acquire_check(seat, tokens, idx, None).is_ok());
                out.push(Action::Acquire { tile, fee: None });
                continue;
            }
            if self.stack_len[idx] == 0 {
                continue;
            }
            for &r in Self::fee_options(level) {
                if self.has_res(seat, r) {
                    debug_assert!(self.acquire_check(seat, tokens, idx, Some(r)).is_ok());
                    out.push(Action::Acquire { tile, fee: Some(r) });
                }
            }
        }
    }

    pub(crate) fn acquire(
        &mut self,
        seat: u8,
        tokens: [u8; 3],
        tile: u8,
        fee: Option<Res>,
    ) -> Result<(), RuleError> {
        let idx = tile_index(tile).ok_or(RuleError::Illegal("no such tile"))?;
        self.acquire_check(seat, tokens, idx, fee)
            .map_err(RuleError::Illegal)?;
        let fee_to = self.top_owner(idx);
        if let Some(r) = fee {
            let to = fee_to.expect("fee needs an owner");
            let (a, b) = (seat as usize, to as usize);
            match r {
                Res::Coal => {
                    self.players[a].coal -= 1;
                    self.players[b].coal += 1;
                }
                Res::Wood => {
                    self.players[a].wood -= 1;
                    self.players[b].wood += 1;
                }
                Res::Food => {
                    self.players[a].food -= 1;
                    self.players[b].food += 1;
                }
            }
        }
        let before = self.stack_len[idx];
        self.stacks[idx][before as usize] = seat;
        self.stack_len[idx] += 1;
        let p = self.pm(seat);
        p.tiles |= 1 << idx;
        p.tiles_new |= 1 << idx;
        p.vp[Cat::Developments as usize] += rank_vp(tile_level(idx), before);
        self.emit(|g| Event::DevelopmentAcquired {
            seat,
            tile,
            worker: g.exec.active.map_or(Worker::Farmer, |a| a.worker),
            rank: before + 1,
            vp: rank_vp(tile_level(idx), before) as u8,
            fee: fee.zip(fee_to).map(|(resource, to)| Fee { resource, to }),
        });
        self.tile_effect(seat, tile);
        // Tiles 31 and 34 give nothing before their choice: no effect event.
        if matches!(tile, 31 | 34) {
            return Ok(());
        }
        self.emit(|g| {
            let mut gains = Vec::new();
            let cart = g.p(seat).exhausted || g.opts().mine_cart_coal_before_exhaustion;
            match tile {
                11 | 41 => gains.push(Gain::Thaler(1)),
                13 => gains.push(Gain::ImprovedFarmhand),
                21 => gains.push(Gain::NoPitWater),
                32 => gains.push(Gain::Thaler(1)),
                33 => gains.push(Gain::Wood(1)),
                42 if cart => gains.extend([Gain::ShaftCoal(2), Gain::Wood(1)]),
                42 => gains.push(Gain::Wood(1)),
                43 => gains.push(Gain::Food(1)),
                44 => gains.extend([Gain::Thaler(1), Gain::Food(1), Gain::CoalVpEach]),
                45 => gains.push(Gain::Thaler(3)),
                _ => {}
            }
            if let Some(m) = Marker::ALL.into_iter().find(|m| m.tile() == tile) {
                gains.push(Gain::Marker(m));
            }
            if let Some(b) = Building::of_tile(tile) {
                gains.push(Gain::Building(b));
            }
            Event::TileEffect { seat, tile, gains }
        });
        Ok(())
    }

    fn gain_marker(&mut self, seat: u8, m: u8) {
        let p = self.pm(seat);
        p.markers |= m;
        p.markers_new |= m;
    }

    /// Immediate effects (§5.5).
    fn tile_effect(&mut self, seat: u8, tile: u8) {
        match tile {
            11 | 41 => self.pm(seat).thaler += 1,
            14 => self.gain_marker(seat, M_ROPE),
            22 => self.gain_marker(seat, M_WHEELBARROW),
            23 => self.gain_marker(seat, M_LADDER),
            25 => {
                self.gain_marker(seat, M_WINCH);
                if self.p(seat).water() > 0 {
                    self.exec.pending = Some(Pending::Winch);
                }
            }
            31 => self.exec.pending = Some(Pending::PitProps),
            32 => {
                self.pm(seat).thaler += 1;
                self.gain_marker(seat, M_LAMP);
            }
            33 => {
                self.pm(seat).wood += 1;
                self.gain_marker(seat, M_HAMMER);
                let p = self.p(seat);
                if p.pinge_coal > 0 || p.tunnel_mined < 11 {
                    self.exec.pending = Some(Pending::HammerPick);
                }
            }
            34 if self.sacks_coal(seat) > 0 => self.exec.pending = Some(Pending::CoalSacks),
            42 => {
                // [DE]: only the wood while the Pinge is still mined (§8 item 21).
                let cart = self.p(seat).exhausted || self.opts().mine_cart_coal_before_exhaustion;
                let p = self.pm(seat);
                if cart {
                    p.shaft_coal += 2;
                }
                p.wood += 1;
            }
            43 => self.pm(seat).food += 1,
            44 => {
                let p = self.pm(seat);
                p.thaler += 1;
                p.food += 1;
            }
            45 => self.pm(seat).thaler += 3,
            _ => {}
        }
    }

    /// Coal on the farm that tile 34 may exchange (§8 item 37).
    fn sacks_coal(&self, seat: u8) -> u8 {
        let p = self.p(seat);
        if self.opts().coal_sacks_fresh_coal {
            p.coal
        } else {
            p.coal - p.fresh_coal.min(p.coal)
        }
    }

    /// Tile 33: may mine 1 accessible coal now (§8 item 18).
    fn hammer_can_mine(&self, seat: u8) -> bool {
        let ign = self.opts().tile33_ignores_water;
        if self.p(seat).exhausted {
            self.can_mine_tunnel(seat, false, ign)
        } else {
            self.can_mine_pinge(seat, ign)
        }
    }

    /// Whether `choice` answers the waiting effect now; `Err` says why not.
    pub(crate) fn choice_check(
        &self,
        seat: u8,
        pend: Pending,
        choice: Choice,
    ) -> Result<(), &'static str> {
        if !choice.fits(pend) {
            return Err(Self::pending_refusal(pend));
        }
        match choice {
            Choice::Water if self.p(seat).water() == 0 => Err("there is no pit water to remove"),
            Choice::Mine if !self.hammer_can_mine(seat) => {
                Err("no accessible coal can be mined now (wood or pit water blocks it)")
            }
            Choice::Exchange(n) if self.sacks_coal(seat) < n => {
                Err("not that much coal on the farm to exchange")
            }
            _ => Ok(()),
        }
    }

    pub(crate) fn pending_actions(&self, seat: u8, pend: Pending, out: &mut Vec<Action>) {
        for &choice in Self::choices_of(pend) {
            if self.choice_check(seat, pend, choice).is_ok() {
                out.push(Action::Choose(choice));
            }
        }
    }

    pub(crate) fn apply_pending(
        &mut self,
        seat: u8,
        pend: Pending,
        choice: Choice,
    ) -> Result<(), RuleError> {
        self.choice_check(seat, pend, choice)
            .map_err(RuleError::Illegal)?;
        self.emit(|_| Event::TileChoice {
            seat,
            tile: pend.tile(),
            choice,
        });
        match choice {
            Choice::Water => self.remove_one_water(seat),
            Choice::Wood => {
                // (a) 3 wood + 1 pit water onto the current water field.
                self.pm(seat).wood += 3;
                self.add_water(seat, 1);
            }
            Choice::Thaler => self.pm(seat).thaler += 1,
            Choice::Mine => {
                if self.p(seat).exhausted {
                    self.mine_tunnel(seat);
                } else {
                    self.mine_pinge(seat);
                }
            }
            Choice::Exchange(1) => {
                let p = self.pm(seat);
                p.coal -= 1;
                p.thaler += 1;
            }
            Choice::Exchange(2) => {
                let p = self.pm(seat);
                p.coal -= 2;
                p.thaler += 1;
                p.food += 1;
            }
            Choice::Nothing | Choice::Exchange(_) => {}
        }
        self.exec.pending = None;
        Ok(())
    }
}
