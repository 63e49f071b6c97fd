//! Bots for the seats that are not people, and the thread they think on.

use crate::app::BotJob;
use bots::Bot;
use engine::{Game, Seat};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread;

/// The bot of seats given without a spec: a second of search per decision.
pub const DEFAULT_BOT: &str = "ismcts:1s";

/// Builds the bot named by `spec` (`random`, `greedy`, `greedy:N`, `ismcts:2000`, `ismcts:1s`,
/// `ismcts:1s:net`) for a game of `players` players.
pub fn make_bot<G: Game>(spec: &str, seed: u64, players: u8) -> Result<Box<dyn Bot<G>>, String> {
    bots::parse_bot_spec(spec)?.build::<G>(seed, players)
}

/// A bot's answer to a [`BotJob`].
#[derive(Clone, Copy, Debug)]
pub struct BotReply<A> {
    pub ticket: u64,
    pub seat: Seat,
    pub action: A,
}

/// One thread that owns the bots and answers jobs in order, so the screen stays responsive
/// while a bot thinks. The thread ends when the worker is dropped.
pub struct BotWorker<G: Game> {
    jobs: Sender<BotJob<G>>,
    replies: Receiver<BotReply<G::Action>>,
}

impl<G: Game> BotWorker<G> {
    /// `bots[seat]` plays `seat` (`None` for people).
    pub fn spawn(mut bots: Vec<Option<Box<dyn Bot<G>>>>) -> Self {
        let (jobs, job_rx) = channel::<BotJob<G>>();
        let (reply_tx, replies) = channel();
        thread::Builder::new()
            .name("kohle-bots".into())
            .spawn(move || {
                let mut legal = Vec::new();
                while let Ok(job) = job_rx.recv() {
                    let Some(bot) = bots.get_mut(job.seat as usize).and_then(Option::as_mut) else {
                        continue;
                    };
                    job.game.legal_actions(job.seat, &mut legal);
                    if legal.is_empty() {
                        continue;
                    }
                    let action = bot.choose(&job.game, job.seat, &legal);
                    let reply = BotReply {
                        ticket: job.ticket,
                        seat: job.seat,
                        action,
                    };
                    if reply_tx.send(reply).is_err() {
                        break;
                    }
                }
            })
            .expect("spawn the bot thread");
        BotWorker { jobs, replies }
    }

    pub fn send(&self, job: BotJob<G>) {
        let _ = self.jobs.send(job);
    }

    pub fn try_recv(&self) -> Option<BotReply<G::Action>> {
        self.replies.try_recv().ok()
    }

    /// Waits for the next answer (tests).
    pub fn recv(&self) -> Option<BotReply<G::Action>> {
        self.replies.recv().ok()
    }
}
