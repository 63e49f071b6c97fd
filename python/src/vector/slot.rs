//! One game of a vector batch: its state, the bots of the other seats, and how a step writes
//! its rows of the buffers (observation, mask, rewards, flags, final observation and returns).
//!
//! Game `i`'s `k`-th episode has the seed `derive_seed(derive_seed(seed, i), k)`; its bots and
//! (when asked) the agent's seat follow from that seed too. Every game is stepped by itself, so
//! the results do not depend on the number of threads or on how the games are grouped.

use crate::state::PyGame;
use bots::BotSpec;
use engine::{derive_seed, Seat, Setup};

/// Reward of a seat at the end of a game: +1 for a win (shared or not), -1 otherwise (as the
/// PettingZoo and Gymnasium environments).
fn win_reward(rank: u8) -> f32 {
    if rank == 0 {
        1.0
    } else {
        -1.0
    }
}

/// When a finished game starts its next episode (Gymnasium's autoreset modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Autoreset {
    /// In the step that ends it: the rows show the new game, the last observation goes to
    /// `final_obs`.
    SameStep,
    /// In the step after: the rows show the finished game (no legal action, `to_move` -1) and
    /// the next step's action for it is ignored.
    NextStep,
}

/// What every game of a batch shares.
pub struct Config<G: PyGame> {
    /// The players and rule options (the seed is each group's).
    pub setup: Setup<G::Options>,
    /// The bots of the other seats (single-agent), in seat order after the agent's; `None`:
    /// the caller decides for every seat.
    pub opponents: Option<Vec<BotSpec>>,
    /// The agent's seat (single-agent); `None`: drawn for every game from its seed.
    pub seat: Option<Seat>,
    pub observations: bool,
    pub obs_len: usize,
    pub num_actions: usize,
    pub autoreset: Autoreset,
}

impl<G: PyGame> Config<G> {
    pub fn players(&self) -> usize {
        self.setup.players as usize
    }

    fn single_agent(&self) -> bool {
        self.opponents.is_some()
    }
}

/// The seed of episode `episode` of game `index` in a batch seeded `seed`.
fn game_seed(seed: u64, index: usize, episode: u64) -> u64 {
    derive_seed(derive_seed(seed, index as u64), episode)
}

/// One game's rows of the buffers.
pub struct Rows<'a> {
    pub obs: &'a mut [f32],
    pub mask: &'a mut [bool],
    /// The reward of the seat this step was for (single-agent: the agent).
    pub reward: &'a mut f32,
    /// Every seat's reward.
    pub seat_rewards: &'a mut [f32],
    pub terminated: &'a mut bool,
    pub to_move: &'a mut i64,
    pub seat: &'a mut i64,
    pub final_obs: &'a mut [f32],
    pub final_returns: &'a mut [f32],
}

/// One game of the batch, with everything its steps reuse.
pub struct Slot<G: PyGame> {
    pub index: usize,
    game: G,
    episode: u64,
    /// Whether the caller has decided in this episode (a reset without a seed then goes on to
    /// the next episode; an untouched one starts again as it was).
    moved: bool,
    /// Over, waiting for its next episode (`Autoreset::NextStep`).
    pub finished: bool,
    /// The agent's seat (single-agent; 0 otherwise).
    agent: Seat,
    /// The seat the caller decides for now.
    pub seat: Seat,
    /// The legal actions of `seat` now, and their indices ascending (what `step` accepts).
    legal: Vec<G::Action>,
    pub ids: Vec<u32>,
    /// The bots of the other seats (single-agent), indexed by seat.
    bots: Vec<Option<Box<dyn bots::Bot<G>>>>,
}

impl<G: PyGame> Slot<G> {
    /// Game `index` at its first episode; `reset` then seats its bots and publishes it.
    pub fn new(cfg: &Config<G>, seed: u64, index: usize) -> Result<Self, String> {
        Ok(Slot {
            index,
            game: Self::start(cfg, game_seed(seed, index, 0))?,
            episode: 0,
            moved: false,
            finished: false,
            agent: 0,
            seat: 0,
            legal: Vec::with_capacity(64),
            ids: Vec::with_capacity(64),
            bots: Vec::new(),
        })
    }

    fn start(cfg: &Config<G>, seed: u64) -> Result<G, String> {
        let mut setup = cfg.setup.clone();
        setup.seed = seed;
        let mut game = G::new_game(&setup).map_err(|e| e.to_string())?;
        // Nobody reads the events of these games.
        game.events_mut().set_recording(false);
        Ok(game)
    }

    /// The episode a reset starts: the first (with a new seed), the next one if the caller has
    /// moved in this one, else this one again.
    pub fn reset_episode(&self, reseed: bool) -> u64 {
        if reseed {
            0
        } else {
            self.episode + u64::from(self.moved)
        }
    }

    /// Starts episode `episode`: a new game, the agent's seat and the bots from its seed, the
    /// bots' first decisions.
    pub fn restart(&mut self, cfg: &Config<G>, seed: u64, episode: u64) -> Result<(), String> {
        let seed = game_seed(seed, self.index, episode);
        self.game = Self::start(cfg, seed)?;
        self.episode = episode;
        self.moved = false;
        self.finished = false;
        if let Some(specs) = &cfg.opponents {
            let players = cfg.players();
            self.agent = match cfg.seat {
                Some(s) => s,
                None => (derive_seed(seed, 0) % players as u64) as Seat,
            };
            self.bots.clear();
            let mut others = specs.iter();
            for s in 0..players as Seat {
                self.bots.push(if s == self.agent {
                    None
                } else {
                    let spec = others.next().expect("one bot per other seat");
                    Some(spec.build::<G>(derive_seed(seed, 1 + u64::from(s)), players as u8)?)
                });
            }
            self.opponents_play()?;
        }
        Ok(())
    }

    /// The bots decide until the agent is to move or the game is over.
    fn opponents_play(&mut self) -> Result<(), String> {
        loop {
            let to_move = self.game.to_move();
            if to_move.is_empty() || to_move.contains(self.agent) {
                return Ok(());
            }
            let seat = to_move.first().expect("a seat is to move");
            self.game.legal_actions(seat, &mut self.legal);
            if self.legal.is_empty() {
                return Err(format!(
                    "game {}: seat {seat} has no legal action",
                    self.index
                ));
            }
            let bot = self.bots[seat as usize]
                .as_mut()
                .expect("every other seat has a bot");
            let action = bot.choose(&self.game, seat, &self.legal);
            self.game
                .apply_legal(seat, action)
                .map_err(|e| format!("game {}: a bot's action was refused: {e}", self.index))?;
        }
    }

    /// The seat the caller decides for now.
    fn deciding(&self, cfg: &Config<G>) -> Seat {
        if cfg.single_agent() {
            self.agent
        } else {
            self.game
                .to_move()
                .first()
                .expect("a running game has a seat to move")
        }
    }

    /// Lists the legal actions of the deciding seat and writes its rows.
    pub fn publish(&mut self, cfg: &Config<G>, rows: &mut Rows<'_>) -> Result<(), String> {
        self.seat = self.deciding(cfg);
        self.game.legal_actions(self.seat, &mut self.legal);
        self.ids.clear();
        rows.mask.fill(false);
        for &a in &self.legal {
            let i = G::action_index(a)
                .ok_or_else(|| format!("game {}: `{a}` has no action index", self.index))?;
            rows.mask[i] = true;
            self.ids.push(i as u32);
        }
        // Ascending, as `State.legal_actions` lists them.
        self.ids.sort_unstable();
        if self.ids.is_empty() {
            return Err(format!(
                "game {}: seat {} has no legal action",
                self.index, self.seat
            ));
        }
        *rows.to_move = i64::from(self.seat);
        *rows.seat = i64::from(self.agent);
        if cfg.observations {
            self.game.observe_into(self.seat, rows.obs);
        }
        Ok(())
    }

    /// Writes the rows of a finished game waiting for its next episode (`Autoreset::NextStep`):
    /// the last observation of the seat that decided last (single-agent: the agent), no legal
    /// action, nobody to move.
    fn publish_finished(&mut self, cfg: &Config<G>, rows: &mut Rows<'_>) {
        self.finished = true;
        self.ids.clear();
        rows.mask.fill(false);
        *rows.to_move = -1;
        *rows.seat = i64::from(self.agent);
        if cfg.observations {
            self.game.observe_into(self.seat, rows.obs);
        }
    }

    /// Takes `action` (checked legal) for the deciding seat; the bots answer; a finished game
    /// writes its rewards, final observation and returns, and starts its next episode (now, or
    /// at the next step with `Autoreset::NextStep`, which ignores that step's action).
    pub fn step(
        &mut self,
        cfg: &Config<G>,
        seed: u64,
        action: u32,
        rows: &mut Rows<'_>,
    ) -> Result<(), String> {
        *rows.reward = 0.0;
        rows.seat_rewards.fill(0.0);
        *rows.terminated = false;
        if self.finished {
            self.restart(cfg, seed, self.episode + 1)?;
            return self.publish(cfg, rows);
        }
        let a = G::action_from_index(action as usize).expect("a checked action has an index");
        self.game
            .apply_legal(self.seat, a)
            .map_err(|e| format!("game {}: `{a}` was refused: {e}", self.index))?;
        self.moved = true;
        if cfg.single_agent() {
            self.opponents_play()?;
        }
        if !self.game.is_over() {
            return self.publish(cfg, rows);
        }
        *rows.terminated = true;
        let ranks = engine::ranks(&self.game);
        for (r, &rank) in rows.seat_rewards.iter_mut().zip(&ranks) {
            *r = win_reward(rank);
        }
        if cfg.single_agent() {
            *rows.reward = rows.seat_rewards[self.agent as usize];
            if cfg.observations {
                self.game.observe_into(self.agent, rows.final_obs);
            }
        } else {
            *rows.reward = rows.seat_rewards[self.seat as usize];
            if cfg.observations {
                let len = cfg.obs_len;
                for s in 0..cfg.players() {
                    let row = &mut rows.final_obs[s * len..(s + 1) * len];
                    self.game.observe_into(s as Seat, row);
                }
            }
        }
        for (s, r) in rows.final_returns.iter_mut().enumerate() {
            *r = self.game.score(s as Seat) as f32;
        }
        match cfg.autoreset {
            Autoreset::SameStep => {
                self.restart(cfg, seed, self.episode + 1)?;
                self.publish(cfg, rows)
            }
            Autoreset::NextStep => {
                self.publish_finished(cfg, rows);
                Ok(())
            }
        }
    }
}
