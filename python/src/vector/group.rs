//! A group of consecutive games of a vector batch, stepped together: by `step` (every group,
//! into the buffers of every game) or on its own by `send`, in the background, into the
//! group's own buffers that `recv` then hands out. A batch without `batch_size` is one group.

use super::slot::{Config, Rows, Slot};
use crate::state::PyGame;
use rayon::prelude::*;

/// Mutable row slices of some consecutive games (`n` of them), in the buffers' layout.
pub struct Out<'a> {
    pub obs: &'a mut [f32],
    pub mask: &'a mut [bool],
    pub reward: &'a mut [f32],
    pub seat_rewards: &'a mut [f32],
    pub terminated: &'a mut [bool],
    pub to_move: &'a mut [i64],
    pub seat: &'a mut [i64],
    pub final_obs: &'a mut [f32],
    pub final_returns: &'a mut [f32],
}

/// What one call does to every game of a group.
#[derive(Clone, Copy, Debug)]
pub enum Work {
    /// The checked actions in [`Group::checked`].
    Step,
    /// New episodes; with a seed, every game's seeds start again from it.
    Reset(Option<u64>),
}

pub struct Group<G: PyGame> {
    /// The index of its first game in the batch.
    pub first: usize,
    pub slots: Vec<Slot<G>>,
    /// The batch's seed (episode `k` of game `i` is seeded from it).
    pub seed: u64,
    /// The actions of the next step, checked against the legal lists.
    pub checked: Vec<u32>,
    /// Scratch rows for the observations when they are off (the buffers are then empty).
    no_obs: Vec<f32>,
}

impl<G: PyGame> Group<G> {
    pub fn new(cfg: &Config<G>, seed: u64, first: usize, n: usize) -> Result<Self, String> {
        let slots = (first..first + n)
            .map(|i| Slot::new(cfg, seed, i))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Group {
            first,
            slots,
            seed,
            checked: Vec::with_capacity(n),
            no_obs: vec![0.0; 2 * n],
        })
    }

    /// Does `work` on every game on `pool`'s threads, writing `out` (this group's rows).
    pub fn run(
        &mut self,
        cfg: &Config<G>,
        pool: &rayon::ThreadPool,
        work: Work,
        out: Out<'_>,
    ) -> Result<(), String> {
        let n = self.slots.len();
        let players = cfg.players();
        let Out {
            obs,
            mask,
            reward,
            seat_rewards,
            terminated,
            to_move,
            seat,
            final_obs,
            final_returns,
        } = out;
        let (obs, final_obs, obs_len, final_len) = if cfg.observations {
            let final_len = final_obs.len() / n;
            (obs, final_obs, cfg.obs_len, final_len)
        } else {
            let (a, b) = self.no_obs.split_at_mut(n);
            (a, b, 1, 1)
        };
        debug_assert_eq!(mask.len(), n * cfg.num_actions, "one mask row per game");
        debug_assert_eq!(final_returns.len(), n * players, "one returns row per game");
        if let Work::Reset(Some(s)) = work {
            self.seed = s;
        }
        let seed = self.seed;
        let checked = &self.checked;
        let first = self.first;
        pool.install(|| {
            (
                self.slots.par_iter_mut(),
                obs.par_chunks_mut(obs_len),
                mask.par_chunks_mut(cfg.num_actions),
                reward.par_iter_mut(),
                seat_rewards.par_chunks_mut(players),
                terminated.par_iter_mut(),
                to_move.par_iter_mut(),
                seat.par_iter_mut(),
                final_obs.par_chunks_mut(final_len),
                final_returns.par_chunks_mut(players),
            )
                .into_par_iter()
                .with_min_len(8)
                .try_for_each(
                    |(slot, obs, mask, reward, seat_rewards, terminated, to_move, seat, fo, fr)| {
                        let mut rows = Rows {
                            obs,
                            mask,
                            reward,
                            seat_rewards,
                            terminated,
                            to_move,
                            seat,
                            final_obs: fo,
                            final_returns: fr,
                        };
                        match work {
                            Work::Step => {
                                slot.step(cfg, seed, checked[slot.index - first], &mut rows)
                            }
                            Work::Reset(reseed) => {
                                *rows.reward = 0.0;
                                rows.seat_rewards.fill(0.0);
                                *rows.terminated = false;
                                let episode = slot.reset_episode(reseed.is_some());
                                slot.restart(cfg, seed, episode)?;
                                slot.publish(cfg, &mut rows)
                            }
                        }
                    },
                )
        })
    }

    /// Checks every game's action against its legal list before any game moves, into
    /// `self.checked`: the first bad one is an error naming its game. A finished game waiting
    /// for its next episode takes any action (it is ignored).
    pub fn check(&mut self, cfg: &Config<G>, actions: &[i64]) -> Result<(), String> {
        self.checked.clear();
        for (slot, &a) in self.slots.iter().zip(actions) {
            if slot.finished {
                self.checked.push(0);
                continue;
            }
            match u32::try_from(a)
                .ok()
                .filter(|a| slot.ids.binary_search(a).is_ok())
            {
                Some(a) => self.checked.push(a),
                None => {
                    let what = usize::try_from(a)
                        .ok()
                        .and_then(G::action_from_index)
                        .map_or_else(
                            || {
                                format!(
                                    "is not in {}'s action space (0..{})",
                                    G::NAME,
                                    cfg.num_actions
                                )
                            },
                            |x| format!("(`{x}`) is not legal now"),
                        );
                    return Err(format!(
                        "game {}: action {a} {what} for seat {} (see its row of info[\"action_mask\"]); no game has moved",
                        slot.index, slot.seat
                    ));
                }
            }
        }
        Ok(())
    }

    /// Writes the legal lists of the group's games into `legal` from position `at`, and where
    /// each starts into `offsets` (one more than games: the last is where the next group's
    /// starts). Returns that end.
    pub fn write_legal(&self, legal: &mut [i32], offsets: &mut [i64], mut at: usize) -> usize {
        offsets[0] = at as i64;
        for (slot, end) in self.slots.iter().zip(offsets[1..].iter_mut()) {
            for (dst, &id) in legal[at..at + slot.ids.len()].iter_mut().zip(&slot.ids) {
                *dst = id as i32;
            }
            at += slot.ids.len();
            *end = at as i64;
        }
        at
    }
}
