//! Timeouts: a clock that runs out fires on time with nobody connected, exactly once.
//!
//! Every server keeps the moments its loaded games need it (a clock runs out, a turn-based
//! seat is told its time runs low) in a queue and sleeps until the first. Firing is a write of
//! the game's meta under its revision ([`crate::db::Db::change_meta`]): of several servers on
//! one PostgreSQL database that fire the same timeout, one writes and the others are refused
//! and read the game again, so each timeout fires once. The write is the only record of it:
//! after a restart a fired timeout is not due any more, and one that is due (its deadline
//! passed while the server was down) fires when the server comes up, after the grace the
//! operator sets (`--timeout-grace`), so players can move first. Games that no server here
//! has loaded (created on another server, or open when this one started) are found by polling
//! the database for the moments due before the next poll (`games.deadline`, `games.warn_at`,
//! indexed) and queued then: a starting server does not read the moments of every open game
//! (beside 100,000 idle ones that was 100,000 rows and queue entries as it joined a loaded
//! pair, issue 40).

use crate::app::{App, GameEntry, Inner};
use crate::clock::now_ms;
use crate::control::{Control, OnTimeout};
use crate::db::{MetaChange, WriteError};
use engine::Seat;
use std::sync::Arc;
use std::time::Duration;

/// Runs the timeouts of `app` until shutdown.
pub async fn run(app: Arc<App>) {
    let mut shutdown = app.shutdown.clone();
    let mut next_poll = now_ms();
    loop {
        let now = now_ms();
        let (due, next) = app.timeouts.take_due(now);
        for id in due {
            let app = app.clone();
            tokio::spawn(async move { app.wake_game(&id).await });
        }
        if now >= next_poll {
            // The games due before the next poll, not only those due now: each is loaded and
            // its moment queued ([`App::wake_game`]), so it fires on time, though no server
            // here had it (created elsewhere, or open when this server started).
            next_poll = now + app.timeouts.poll.as_millis() as i64;
            match app.db.due_games(next_poll, 10_000).await {
                Ok(ids) => {
                    for id in ids {
                        if app.timeouts.is_queued(&id) {
                            continue;
                        }
                        let app = app.clone();
                        tokio::spawn(async move { app.wake_game(&id).await });
                    }
                }
                Err(e) => tracing::warn!(error = %e, "cannot read the games that are due"),
            }
        }
        let until = next.unwrap_or(i64::MAX).min(next_poll);
        let wait = Duration::from_millis((until - now_ms()).clamp(0, 60_000) as u64);
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            _ = app.timeouts.wake.notified() => {}
            _ = tokio::time::sleep(wait) => {}
        }
    }
}

impl App {
    /// The seats whose clocks ran out by `now` (deadlines that passed before this server
    /// started count after the grace), with their deadlines.
    pub fn due_seats(&self, inner: &Inner, now: i64) -> Vec<(Seat, i64)> {
        inner
            .meta
            .clocks
            .iter()
            .enumerate()
            .filter_map(|(s, c)| {
                let d = c.deadline(&inner.meta.clock)?;
                (self.timeouts.effective(d) <= now).then_some((s as Seat, d))
            })
            .collect()
    }

    /// Puts game `id`'s next moment in the queue: its first deadline, and (with mail) the
    /// next "time running low" warning not yet handled here.
    pub fn schedule_wake(&self, id: &str, inner: &Inner) {
        if inner.finished {
            self.timeouts.set(id, None);
            return;
        }
        let warn = inner
            .meta
            .warnings()
            .into_iter()
            .filter(|(_, seat, since)| !inner.warned.contains(&(*seat, *since)))
            .map(|w| w.0)
            .min();
        let at = [inner.meta.deadline(), warn].into_iter().flatten().min();
        self.timeouts.set(id, at);
    }

    /// Does what game `id` needs now: fires the clocks that ran out, sends the warnings that
    /// are due, and queues its next moment.
    pub async fn wake_game(self: &Arc<Self>, id: &str) {
        if *self.shutdown.borrow() {
            return;
        }
        // An unloaded game is loaded here (its next moment stayed queued when it left memory).
        let app = self.clone();
        let woke = self
            .run_id(id, move |entry, inner| {
                Box::pin(async move {
                    let now = now_ms();
                    if !inner.finished {
                        app.fire_timeouts_locked(entry, inner, now).await;
                    }
                    if !inner.finished {
                        app.warn_locked(entry, inner, now).await;
                    }
                    app.schedule_wake(&entry.id, inner);
                })
            })
            .await;
        if let Err(e) = woke {
            tracing::warn!(game = id, error = %e, "a due game cannot be loaded");
        }
    }

    /// Fires the clocks of `entry` that ran out by `now` (after the grace): a bot takes each
    /// seat over, or plays it to the end where the game forfeits. Stored under the game's
    /// revision: a server that was not first reads the game again instead.
    pub async fn fire_timeouts_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        now: i64,
    ) {
        let out = self.due_seats(inner, now);
        if out.is_empty() || inner.finished {
            return;
        }
        let since = std::time::Instant::now();
        let seats = inner.table.seats().to_vec();
        let mut meta = inner.meta.clone();
        let at = inner.table.actions().len();
        let bot = meta.takeover_bot();
        let mut fired = Vec::new();
        for &(seat, deadline) in &out {
            if let Some(since) = meta.clocks[seat as usize].since {
                fired.push((seat, since, deadline));
            }
            meta.clocks[seat as usize].run_out();
            let (control, key) = match meta.on_timeout {
                OnTimeout::Bot => (Control::TakenOver { bot: bot.clone() }, "srv-timeout-bot"),
                OnTimeout::Forfeit => (
                    Control::Forfeited { bot: bot.clone() },
                    "srv-timeout-forfeit",
                ),
            };
            meta.set_control(seat, seats.len(), control);
            meta.add_line(at, key, Some(seat), Some(bot.clone()), now);
        }
        meta.retime(inner.table.to_move(), &seats, now, None);
        let write = Inner::meta_write(&meta);
        let change = MetaChange {
            meta: &write,
            status: "open",
            final_scores: None,
            fired: &fired,
            instance: &self.instance,
        };
        match self
            .db
            .change_meta(&entry.id, inner.revision, &change)
            .await
        {
            Ok(()) => {
                self.ops.notifier.changed(&entry.id);
                inner.revision += 1;
                inner.meta = meta;
                metrics::counter!("kohle_timeouts_fired_total").increment(out.len() as u64);
                for _ in &out {
                    crate::metrics::move_done(crate::metrics::MovePath::Timeout, since);
                }
                for (seat, deadline) in &out {
                    let late_ms = now - deadline;
                    tracing::info!(game = %entry.id, seat, late_ms, "a clock ran out");
                }
                if inner.meta.on_timeout == OnTimeout::Bot {
                    let runs: Vec<(Seat, i64)> = fired.iter().map(|f| (f.0, f.1)).collect();
                    self.takeover_mail(entry, inner, &runs);
                }
                self.changed(entry, inner);
            }
            Err(WriteError::Conflict) => {
                // Another server fired it (or the game moved on): read what is stored.
                if let Err(e) = self.reload_locked(entry, inner, true).await {
                    tracing::warn!(game = %entry.id, error = %e, "reload after a refused timeout failed");
                }
            }
            Err(WriteError::Db(e)) => {
                tracing::warn!(game = %entry.id, error = %e, "a timeout could not be stored; trying again");
                self.timeouts.set(&entry.id, Some(now + 1000));
            }
        }
    }
}
