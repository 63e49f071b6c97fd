//! The machine shared by this binary's tests: the tests that measure how a time cap is spread
//! over a game run alone, the others side by side (several of them on every core).

use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

static MACHINE: RwLock<()> = RwLock::new(());

/// Held by a test that measures time: no other test of this binary runs meanwhile.
pub fn alone() -> RwLockWriteGuard<'static, ()> {
    MACHINE
        .write()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Held by every other test: they run side by side, not beside a test that measures time.
pub fn shared() -> RwLockReadGuard<'static, ()> {
    MACHINE
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
