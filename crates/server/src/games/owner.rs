//! One owner per game: a task that takes the game's commands one at a time and leaves memory
//! when the game is idle.
//!
//! Handlers do not change a game themselves: they send its owner a command ([`App::run`]; a
//! closure run on the game's state) and wait for the reply. The owner holds the game's state,
//! starts its bots and queues its clocks' next moment when it starts, and runs each command to
//! the end (checked, stored, applied, told) before the next. A game nobody touched for
//! `--unload-after` (no request, no command, no open WebSocket, no bot thinking) leaves the map
//! of loaded games under the map's lock and its owner ends; a command that reaches an owner
//! that has ended (or was queued while it ended) goes to a fresh owner that loads the game
//! again from the database, so none is lost. The game's next moment stays queued
//! ([`crate::deadlines`]), so its clock fires on time: the timeout loads it. While the server
//! drains (SIGTERM), a game leaves [`DRAINING_IDLE`] after its last WebSocket here closed.

use crate::app::{lock, App, GameEntry, Inner, Job};
use crate::clock::now_ms;
use crate::error::ApiError;
use futures_util::future::BoxFuture;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, watch};

/// How long a game nobody uses stays in memory while the server drains (`--drain-seconds`).
pub const DRAINING_IDLE: Duration = Duration::from_secs(1);

/// A command, boxed as the owner takes it.
fn job<F>(f: F) -> Job
where
    F: for<'a> FnOnce(&'a Arc<GameEntry>, &'a mut Inner) -> BoxFuture<'a, ()> + Send + 'static,
{
    Box::new(f)
}

impl App {
    /// Runs `f` on the state of `entry`'s game in its owner (after the commands sent before)
    /// and returns its result. If that owner has left memory, a fresh one loads the game.
    pub async fn run<R, F>(self: &Arc<Self>, entry: &Arc<GameEntry>, f: F) -> Result<R, ApiError>
    where
        R: Send + 'static,
        F: for<'a> FnOnce(&'a Arc<GameEntry>, &'a mut Inner) -> BoxFuture<'a, R> + Send + 'static,
    {
        let (reply, answer) = oneshot::channel();
        let command = job(move |entry, inner| {
            Box::pin(async move {
                let _ = reply.send(f(entry, inner).await);
            })
        });
        self.send(entry.clone(), command).await?;
        answer
            .await
            .map_err(|_| ApiError::internal("the game could not be loaded; try again"))
    }

    /// [`App::run`] on game `id`.
    pub async fn run_id<R, F>(self: &Arc<Self>, id: &str, f: F) -> Result<R, ApiError>
    where
        R: Send + 'static,
        F: for<'a> FnOnce(&'a Arc<GameEntry>, &'a mut Inner) -> BoxFuture<'a, R> + Send + 'static,
    {
        let entry = self.game(id).await?;
        self.run(&entry, f).await
    }

    /// Sends `command` to the owner of `entry`'s game, or to a fresh owner if that one ended.
    async fn send(
        self: &Arc<Self>,
        mut entry: Arc<GameEntry>,
        mut command: Job,
    ) -> Result<(), ApiError> {
        loop {
            match entry.commands.send(command) {
                Ok(()) => return Ok(()),
                Err(mpsc::error::SendError(back)) => {
                    // The owner ended (the game left memory): it is loaded again.
                    command = back;
                    entry = self.game(&entry.id).await?;
                }
            }
        }
    }

    /// The game `id` and a receiver of its changes, subscribed under the map's lock: the game
    /// stays in memory while the receiver lives.
    pub async fn subscribe(
        self: &Arc<Self>,
        id: &str,
    ) -> Result<(Arc<GameEntry>, watch::Receiver<u64>), ApiError> {
        loop {
            let entry = self.game(id).await?;
            let games = lock(&self.games);
            if games.get(id).is_some_and(|e| Arc::ptr_eq(e, &entry)) {
                entry.touch();
                return Ok((entry.clone(), entry.changed.subscribe()));
            }
        }
    }

    /// The owner of `entry`'s game: starts its bots and clocks, then runs its commands until
    /// the game has been idle for [`App::unload_after`].
    pub(crate) async fn own(
        self: Arc<Self>,
        entry: Arc<GameEntry>,
        mut commands: mpsc::UnboundedReceiver<Job>,
    ) {
        {
            let mut inner = entry.inner.lock().await;
            if self.db.is_postgres() {
                // Other servers may have the game too, and the one that stored its last change
                // runs the bots that change calls for: this one makes their moves only if the
                // game stays as it is (that server stopped; a start after all servers stopped).
                self.take_over_bots_later(&entry, &inner);
            } else {
                self.schedule_bots(&entry, &mut inner);
            }
            self.schedule_wake(&entry.id, &inner);
        }
        loop {
            // A draining server keeps no game it does not serve: each leaves memory once its
            // last WebSocket here has closed (the drain closes them), so the memory is given
            // back over the drain and not all at once when the process ends.
            let draining = self.ops.is_draining();
            let idle_ms = if draining {
                DRAINING_IDLE.as_millis() as i64
            } else {
                self.unload_after.as_millis() as i64
            };
            let watched = draining && entry.changed.receiver_count() > 0;
            let wait = (entry.touched() + idle_ms - now_ms()).max(0) as u64;
            tokio::select! {
                command = commands.recv() => {
                    // The entry holds a sender: the channel stays open while the owner runs.
                    let Some(command) = command else { break };
                    let mut inner = entry.inner.lock().await;
                    if entry.behind.swap(false, std::sync::atomic::Ordering::AcqRel) {
                        // Another server changed the game while nobody watched it here.
                        if let Err(e) = self.reload_locked(&entry, &mut inner, true).await {
                            entry.behind.store(true, std::sync::atomic::Ordering::Release);
                            tracing::warn!(game_id = %entry.id, code = e.code, "reading another server's change failed");
                        }
                    }
                    command(&entry, &mut inner).await;
                    drop(inner);
                    if !entry.quiet.swap(false, std::sync::atomic::Ordering::Relaxed) {
                        entry.touch();
                    }
                }
                _ = tokio::time::sleep(Duration::from_millis(wait)), if !watched => {
                    if self.leave(&entry, idle_ms) {
                        break;
                    }
                }
                // The last WebSocket watching the game here closed: idle from now.
                _ = entry.changed.closed(), if watched => entry.touch(),
                // The drain began ([`App::begin_drain`]): the game's idle time is now the
                // drain's.
                _ = entry.nudge.notified(), if !draining => {}
            }
        }
        // Commands sent before the game left the map go to a fresh owner, in order.
        commands.close();
        let mut left = Vec::new();
        while let Ok(command) = commands.try_recv() {
            left.push(command);
        }
        if !left.is_empty() {
            tokio::spawn(self.clone().reroute(entry.id.clone(), left));
        }
    }

    /// Sends `commands` to a fresh owner of game `id`, in order. (Boxed: a fresh owner is
    /// started by [`App::game`], which starts owners.)
    fn reroute(self: Arc<Self>, id: String, commands: Vec<Job>) -> BoxFuture<'static, ()> {
        Box::pin(async move {
            for command in commands {
                match self.game(&id).await {
                    Ok(fresh) => {
                        let _ = self.send(fresh, command).await;
                    }
                    // Dropped: its sender is told the game could not be loaded.
                    Err(e) => {
                        tracing::warn!(game_id = %id, code = e.code, "a game could not be loaded again")
                    }
                }
            }
        })
    }

    /// Takes `entry`'s game out of memory if nobody used it for `idle_ms`, no WebSocket
    /// watches it and no bot thinks in it (else it is marked used now, to look again later).
    fn leave(&self, entry: &Arc<GameEntry>, idle_ms: i64) -> bool {
        let mut games = lock(&self.games);
        if now_ms() - entry.touched() < idle_ms {
            return false;
        }
        let busy = entry.changed.receiver_count() > 0
            || entry
                .inner
                .try_lock()
                .map_or(true, |inner| !inner.bots_running.is_empty());
        if busy {
            entry.touch();
            return false;
        }
        if games.get(&entry.id).is_some_and(|e| Arc::ptr_eq(e, entry)) {
            games.remove(&entry.id);
            crate::metrics::games_in_memory(games.len());
            tracing::debug!(game_id = %entry.id, "idle game left memory");
        }
        true
    }
}
