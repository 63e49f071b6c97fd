//! The moments the loaded games need this server (a clock runs out, a seat is told its time
//! runs low), in time order; `crate::timeouts` sleeps until the first and fires it.

use crate::clock::now_ms;
use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;
use std::time::Duration;

/// The moments the loaded games need the server.
pub struct Timeouts {
    queue: Mutex<Queue>,
    pub(crate) wake: tokio::sync::Notify,
    /// When this server started (ms) and the grace for deadlines that passed before it.
    started: i64,
    grace_ms: i64,
    /// How often the database is asked for due games no server here has loaded.
    pub poll: Duration,
}

#[derive(Default)]
struct Queue {
    by_time: BTreeSet<(i64, String)>,
    by_game: HashMap<String, i64>,
}

impl Timeouts {
    /// `grace_ms`: how long after start a deadline that passed while the server was down
    /// waits.
    pub fn new(grace_ms: i64) -> Self {
        Timeouts {
            queue: Mutex::new(Queue::default()),
            wake: tokio::sync::Notify::new(),
            started: now_ms(),
            grace_ms,
            poll: Duration::from_secs(2),
        }
    }

    /// When a moment fires: on time, or (passed before this server started) after the grace.
    pub fn effective(&self, at: i64) -> i64 {
        if at < self.started {
            at.max(self.started + self.grace_ms)
        } else {
            at
        }
    }

    /// Sets (or clears) when game `id` needs the server next.
    pub fn set(&self, id: &str, at: Option<i64>) {
        let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
        let first = q.by_time.first().map(|f| f.0);
        if let Some(old) = q.by_game.remove(id) {
            q.by_time.remove(&(old, id.to_string()));
        }
        if let Some(at) = at.map(|a| self.effective(a)) {
            q.by_game.insert(id.to_string(), at);
            q.by_time.insert((at, id.to_string()));
            if first.is_none_or(|f| at < f) {
                self.wake.notify_one();
            }
        }
    }

    /// The number of games waiting for a moment.
    pub fn len(&self) -> usize {
        self.queue
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .by_game
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn is_queued(&self, id: &str) -> bool {
        self.queue
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .by_game
            .contains_key(id)
    }

    /// Takes the games due by `now`; returns them and the next moment.
    pub(crate) fn take_due(&self, now: i64) -> (Vec<String>, Option<i64>) {
        let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
        let mut due = Vec::new();
        while let Some((at, id)) = q.by_time.first().cloned() {
            if at > now {
                break;
            }
            q.by_time.pop_first();
            q.by_game.remove(&id);
            due.push(id);
        }
        (due, q.by_time.first().map(|f| f.0))
    }
}
