//! What a live game 200 or more decisions in keeps in the server's memory (issue 40), counted by
//! the allocator of `examples/memprobe.rs`: the game loaded from its record and one connection's
//! delta base. 10,000 live games in 1 GB leave about 100 KB a game for everything (connections,
//! clocks, the runtime); before the log's texts were written on demand and the delta base kept
//! as text, a game kept about 370 KB. Measured now: about 32 KB; more than 48 KB fails.
//!
//! Its own test binary (no test harness): the probe counts every allocation of the process, so
//! no other test may run beside it.

#[path = "../examples/memprobe.rs"]
#[allow(dead_code)]
mod memprobe;

fn main() {
    memprobe::probe(40, Some(48.0));
}
