//! Secret tokens (256 bits from the OS random source) and their SHA-256 hashes, the only form
//! stored.

use sha2::{Digest, Sha256};

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
    s
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    // The OS random source; without it no secret can be made, and the server cannot run.
    getrandom::fill(&mut b).expect("the operating system's random source is unavailable");
    b
}

/// A new secret token: 64 hex digits (256 bits).
pub fn new_token() -> String {
    hex(&random_bytes::<32>())
}

/// A new game id: 16 hex digits (ids are not secret; tokens are).
pub fn new_game_id() -> String {
    hex(&random_bytes::<8>())
}

/// A random number from the OS (seeds of new games and of bots).
pub fn random_u64() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

/// The stored form of a token.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}
