//! The server's operational state: draining after SIGTERM, the admin token's hash, where
//! `/metrics` is served, the notifier of other servers. Read by health, admin, metrics and the
//! WebSockets through `App::ops`.

use std::sync::atomic::{AtomicBool, Ordering};
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
    pub notifier: std::sync::Arc<crate::notify::Notifier>,
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
