//! Telling the other servers on one PostgreSQL database which games changed (`NOTIFY kohle`,
//! followed by [`crate::app::App::listen`]).
//!
//! Not inside the transaction that stores a move: PostgreSQL serializes the commits of
//! transactions that notify (a global lock held through the commit's WAL flush), which capped
//! the whole server at one fsync per move. Here the writes commit on their own (and group
//! commit), and one task sends the changed games in batches, `INSTANCE ID ID ...`, as many ids
//! as fit a notification, one NOTIFY per batch, at most one batch every [`BATCH_EVERY`] unless a
//! bot is to move (then at once). A reader learns of a change a little later;
//! correctness does not depend on it, since every write names the revision it read and a stale
//! server's write is refused and reloads.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// A payload's game: its id and whether a bot is to move in it now (`ID+`: yes, `ID-`: no,
/// `ID`: not said, so maybe). A server that does not hold the game watches for that bot's move
/// and makes it if none comes ([`crate::app::BOTS_TAKEN_OVER_AFTER`]).
pub fn game_of(token: &str) -> (&str, Option<bool>) {
    if let Some(id) = token.strip_suffix('+') {
        (id, Some(true))
    } else if let Some(id) = token.strip_suffix('-') {
        (id, Some(false))
    } else {
        (token, None)
    }
}

/// Largest notification payload PostgreSQL accepts is 8000 bytes; stay below.
pub const MAX_PAYLOAD: usize = 7900;

/// The payloads announcing `ids` from `instance`.
pub fn payloads(instance: &str, ids: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = instance.to_string();
    for id in ids {
        if cur.len() + 1 + id.len() > MAX_PAYLOAD && cur.len() > instance.len() {
            out.push(std::mem::replace(&mut cur, instance.to_string()));
        }
        cur.push(' ');
        cur.push_str(id);
    }
    if cur.len() > instance.len() {
        out.push(cur);
    }
    out
}

/// The games changed since the last notification.
#[derive(Debug, Default)]
pub struct Notifier {
    /// Set when a sender runs (PostgreSQL); without one nothing is collected.
    enabled: AtomicBool,
    ids: Mutex<Vec<String>>,
    pub(crate) wake: tokio::sync::Notify,
    /// Woken by a game in which a bot is now to move: its notice goes out without waiting.
    urgent: tokio::sync::Notify,
}

impl Notifier {
    /// Collect from now on (a sender is about to run).
    pub fn enable(&self) {
        self.enabled.store(true, Ordering::Relaxed);
    }

    /// Whether a sender runs: the server shares its database with others (PostgreSQL).
    pub fn is_enabled(&self) -> bool {
        self.enabled.load(Ordering::Relaxed)
    }

    /// Game `id` changed (stored and committed).
    pub fn changed(&self, id: &str) {
        if !self.enabled.load(Ordering::Relaxed) {
            return;
        }
        self.ids
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(id.to_string());
        self.wake.notify_one();
    }

    /// Game `id`, changed here, now waits for a bot (`bot_next`) or not: the other servers
    /// watch for its move only in the first case ([`crate::app::App::listen`]). A change
    /// announced without this (`changed` alone) is watched as if a bot were next.
    pub fn settled(&self, id: &str, bot_next: bool) {
        if !self.enabled.load(Ordering::Relaxed) {
            return;
        }
        let mark = if bot_next { '+' } else { '-' };
        self.ids
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(format!("{id}{mark}"));
        self.wake.notify_one();
        if bot_next {
            self.urgent.notify_one();
        }
    }

    /// The games announced since the last call, each once, as its last announcement says
    /// (`ID`, `ID+` or `ID-`), in the order of those.
    pub(crate) fn take(&self) -> Vec<String> {
        let ids = std::mem::take(&mut *self.ids.lock().unwrap_or_else(|p| p.into_inner()));
        let mut seen = std::collections::HashSet::new();
        let mut out: Vec<String> = ids
            .into_iter()
            .rev()
            .filter(|x| seen.insert(game_of(x).0.to_string()))
            .collect();
        out.reverse();
        out
    }
}

/// A server sends at most one batch this often, except at once when a bot is to move: at
/// hundreds of moves a second a notice per move cost PostgreSQL a transaction and each
/// listening server a wake-up per move (issue 40's pair); a change after a quiet spell goes out
/// at once.
pub const BATCH_EVERY: std::time::Duration = std::time::Duration::from_millis(20);

/// Sends the batches of `notifier` as `instance` until shutdown (then the last one), at most
/// one every [`BATCH_EVERY`] ([`run_every`]).
pub async fn run(
    notifier: std::sync::Arc<Notifier>,
    instance: String,
    shutdown: tokio::sync::watch::Receiver<bool>,
    pool: sqlx::PgPool,
    held: crate::held::Held,
) {
    run_every(notifier, instance, shutdown, pool, held, BATCH_EVERY).await
}

/// [`run`] with at most one batch every `every` (the tests' longer wait tells a notice that
/// waited from one that did not on a loaded machine, whose round trips to PostgreSQL take
/// tens of milliseconds).
///
/// A game in which a bot is now to move ([`Notifier::settled`]) is not held back: a server
/// killed while that notice waited would leave the others unaware that its bot is to move, and
/// nobody would take it over (a 20 ms wait for every notice made
/// `postgres::each_bot_move_is_made_by_one_server_and_taken_over_when_it_stops` fail one run in
/// two).
pub async fn run_every(
    notifier: std::sync::Arc<Notifier>,
    instance: String,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
    pool: sqlx::PgPool,
    held: crate::held::Held,
    every: std::time::Duration,
) {
    let n = &notifier;
    n.enable();
    let mut last = tokio::time::Instant::now() - every;
    loop {
        let mut stopping = tokio::select! {
            _ = n.wake.notified() => false,
            _ = shutdown.wait_for(|s| *s) => true,
        };
        if !stopping {
            stopping = tokio::select! {
                biased;
                _ = n.urgent.notified() => false,
                _ = tokio::time::sleep_until(last + every) => false,
                _ = shutdown.wait_for(|s| *s) => true,
            };
        }
        last = tokio::time::Instant::now();
        for payload in payloads(&instance, &n.take()) {
            let sent = match held.take(&pool).await {
                Ok(mut conn) => {
                    let sent = sqlx::query("SELECT pg_notify($1, $2)")
                        .bind(crate::db::CHANNEL)
                        .bind(&payload)
                        .execute(conn.conn())
                        .await;
                    conn.keep_after(&sent);
                    sent.map(|_| ())
                }
                Err(e) => Err(e),
            };
            if let Err(e) = sent {
                metrics::counter!("kohle_db_errors_total", "op" => crate::metrics::DbOp::Notify.label()).increment(1);
                tracing::warn!(error = %e, "NOTIFY failed; other servers see these games on their next change");
            }
        }
        if stopping {
            return;
        }
    }
}
