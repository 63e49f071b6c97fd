//! The server's operational state: draining after SIGTERM, the admin token's hash, where
//! `/metrics` is served, the notifier of other servers. Read by health, admin, metrics and the
//! WebSockets through `App::ops`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// The server's operational state.
#[derive(Debug, Default)]
pub struct Ops {
    /// Set on SIGTERM: the server is about to stop.
    pub draining: AtomicBool,
    /// The SHA-256 of the admin token, if one was configured (see [`crate::admin`]).
    pub admin_hash: Option<String>,
    /// `/metrics` is served on its own address (`--metrics-addr`), not beside the API.
    pub metrics_elsewhere: bool,
    /// The reverse proxies whose forwarded client addresses are believed (`--trusted-proxy`).
    pub proxies: std::sync::Arc<crate::client_addr::TrustedProxies>,
    /// Tells the other servers on PostgreSQL which games changed.
    pub notifier: Notifier,
    /// When the drain ends (set with `draining`): WebSockets close before it, spread out.
    pub drain_until: tokio::sync::watch::Sender<Option<tokio::time::Instant>>,
}

impl Ops {
    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::Relaxed)
    }

    /// SIGTERM: not ready from now on; the drain lasts `period`.
    pub fn begin_drain(&self, period: Duration) {
        self.draining.store(true, Ordering::Relaxed);
        self.drain_until
            .send_replace(Some(tokio::time::Instant::now() + period));
    }

    /// Resolves when a WebSocket should close because the server drains: at a random point in
    /// the first four fifths of what is left of the drain, so that thousands of clients
    /// reconnect to the other servers a few at a time, not all at once when this one stops.
    /// Never resolves while the server is not draining.
    pub async fn ws_closing_time(&self) {
        use std::hash::{BuildHasher, Hasher};
        let mut drain = self.drain_until.subscribe();
        let until = loop {
            if let Some(until) = *drain.borrow_and_update() {
                break until;
            }
            if drain.changed().await.is_err() {
                std::future::pending::<()>().await;
            }
        };
        // A random fraction in [0, 0.8): `RandomState` is seeded at random for each instance.
        let random = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish();
        let fraction = (random >> 11) as f64 / (1u64 << 53) as f64 * 0.8;
        let left = until.saturating_duration_since(tokio::time::Instant::now());
        tokio::time::sleep(left.mul_f64(fraction)).await;
    }
}

/// The games changed since the last notification.
#[derive(Debug, Default)]
pub struct Notifier {
    /// Set when a sender runs (PostgreSQL); without one nothing is collected.
    enabled: AtomicBool,
    ids: Mutex<Vec<String>>,
    pub(crate) wake: tokio::sync::Notify,
}

impl Notifier {
    /// Collect from now on (a sender is about to run).
    pub fn enable(&self) {
        self.enabled.store(true, Ordering::Relaxed);
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
    }

    /// The games announced since the last call, each once, as its last announcement says
    /// (`ID`, `ID+` or `ID-`), in the order of those.
    pub(crate) fn take(&self) -> Vec<String> {
        let ids = std::mem::take(&mut *self.ids.lock().unwrap_or_else(|p| p.into_inner()));
        let mut seen = std::collections::HashSet::new();
        let mut out: Vec<String> = ids
            .into_iter()
            .rev()
            .filter(|x| seen.insert(crate::notify::game_of(x).0.to_string()))
            .collect();
        out.reverse();
        out
    }
}
