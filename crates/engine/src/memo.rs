//! A memo of evaluations for searches: `evaluate(seat)` of a state, found again by a digest of
//! everything the evaluation reads ([`crate::Game::write_evaluation_key`]).
//!
//! A search (ISMCTS) scores many states that are the same as far as `evaluate` can tell: the
//! greedy continuation of a leaf replays the steps it took from the leaf's parent in an earlier
//! iteration, and determinizations differ in piles that `evaluate` never reads. In a mid-game
//! Glück Auf search, more than half of the evaluations repeat one made before.
//!
//! The digest is XXH3-128 over the bytes the game writes with [`KeyWriter`]; a slot keeps its
//! low 64 bits and is found by bits of both halves, so a wrong hit needs two states whose
//! digests agree in 64 bits and in the slot's (at least 81 bits: about one chance in 10^12 in
//! a whole season of searches): a memoised value is the evaluation itself, and a search plays
//! the same games with the memo as without it (`crates/bots/tests/golden_bots.rs`).
//!
//! The table is direct-mapped with a fixed size (no allocation per decision); a new search
//! starts a new generation instead of clearing it.

use crate::Seat;

/// A digest of a state for [`EvalMemo`] (XXH3-128 of the words [`KeyWriter`] collected).
pub type EvalKey = u128;

/// Collects a state's evaluation key as 64-bit words (pack small fields into one word) for
/// [`EvalMemo::key`]. Words are digested in little-endian order, so a state has the same key on
/// every machine. The buffer is reused: no allocation per key.
#[derive(Default)]
pub struct KeyWriter {
    words: Vec<u64>,
}

impl KeyWriter {
    #[inline]
    pub fn word(&mut self, x: u64) {
        self.words.push(x.to_le());
    }

    /// Several words at once (one capacity check): a game may gather its key in a local array.
    #[inline]
    pub fn words(&mut self, xs: &[u64]) {
        if cfg!(target_endian = "little") {
            // A plain copy (the conversion below is the identity, but is not compiled to one).
            self.words.extend_from_slice(xs);
        } else {
            self.words.extend(xs.iter().map(|x| x.to_le()));
        }
    }

    /// Up to 8 bytes as one word (the first byte lowest).
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        debug_assert!(b.len() <= 8);
        let mut x = 0u64;
        for (i, &v) in b.iter().enumerate() {
            x |= (v as u64) << (8 * i);
        }
        self.word(x);
    }

    fn digest(&self) -> EvalKey {
        xxhash_rust::xxh3::xxh3_128(bytemuck::cast_slice(&self.words))
    }
}

/// One entry as two plain words: the key's low half (the slot's index comes from both halves)
/// and the value's bits with the seat (8 bits) and the generation (24 bits; 0: never written)
/// above them. Plain zeroed words, so that a new table is zeroed memory from the allocator
/// rather than every slot written in turn. 16 bytes: the table is read at random, and half the
/// size is twice the entries in the same cache.
type Slot = [u64; 2];

/// Generations before the table is really cleared (24 bits of a slot's second word).
const GENERATIONS: u32 = 1 << 24;

fn slot(key: EvalKey, seat: Seat, value: f32, generation: u32) -> Slot {
    [
        key as u64,
        value.to_bits() as u64 | (seat as u64) << 32 | (generation as u64) << 40,
    ]
}

/// A fixed-size table of `(state key, seat) → evaluate(seat)` (see the module doc). The table
/// is allocated at its first use, so a bot that never searches costs nothing.
pub struct EvalMemo {
    slots: Vec<Slot>,
    size: usize,
    writer: KeyWriter,
    generation: u32,
    /// Look-ups that found their value, and all look-ups (for measurements).
    pub hits: u64,
    pub lookups: u64,
}

/// The search's memo: 2^16 slots of 16 bytes (1 MB, half a core's level-2 cache on the
/// project's machine). Glück Auf's mining steps are memoised too, so a mid-game search of 1,000
/// iterations makes about 60,000 entries. Measured against 2^17 and 2^18 slots (more hits, each
/// look-up more likely a cache miss) and 2^12 to 2^15 (fewer hits): the fastest Glück Auf
/// mid-game searches of 30,000 to 550,000 iterations, and others as fast within the noise.
impl Default for EvalMemo {
    fn default() -> Self {
        Self::new(1 << 16)
    }
}

impl EvalMemo {
    /// A memo of `size` slots (rounded up to a power of two, at least 1).
    pub fn new(size: usize) -> Self {
        EvalMemo {
            slots: Vec::new(),
            size: size.max(1).next_power_of_two(),
            writer: KeyWriter::default(),
            generation: 1,
            hits: 0,
            lookups: 0,
        }
    }

    /// Forgets every value (a new search, possibly of another game or setup). O(1).
    pub fn clear(&mut self) {
        self.generation += 1;
        if self.generation == GENERATIONS {
            // After 2^24 clears: really clear, so no slot of an old generation matches.
            self.slots.iter_mut().for_each(|s| *s = [0; 2]);
            self.generation = 1;
        }
    }

    /// The key of the words `write` writes, or `None` if it writes none (returns `false`).
    /// [`EvalMemo::key`] (with the contract) writes a game state's.
    pub fn key_of(&mut self, write: impl FnOnce(&mut KeyWriter) -> bool) -> Option<EvalKey> {
        self.writer.words.clear();
        write(&mut self.writer).then(|| self.writer.digest())
    }

    /// The table, at the first use.
    #[inline]
    fn allocate(&mut self) {
        if self.slots.is_empty() {
            self.slots = vec![[0; 2]; self.size];
        }
    }

    fn index(&self, key: EvalKey, seat: Seat) -> usize {
        ((key as u64 ^ (key >> 64) as u64) as usize ^ seat as usize) & (self.slots.len() - 1)
    }

    /// The memoised value of `(key, seat)`, or `compute()` (then kept). A `None` key is never
    /// memoised.
    pub fn get_or_compute(
        &mut self,
        key: Option<EvalKey>,
        seat: Seat,
        compute: impl FnOnce() -> f32,
    ) -> f32 {
        let Some(key) = key else {
            return compute();
        };
        if let Some(value) = self.get(key, seat) {
            // Checked builds (the test suite) verify every hit.
            debug_assert_eq!(value.to_bits(), compute().to_bits(), "a wrong memo hit");
            return value;
        }
        let value = compute();
        self.insert(key, seat, value);
        value
    }

    /// The memoised value of `(key, seat)`, if any (a caller that takes a value found here
    /// checks it in checked builds, as [`EvalMemo::get_or_compute`] does).
    #[inline]
    pub fn get(&mut self, key: EvalKey, seat: Seat) -> Option<f32> {
        self.lookups += 1;
        self.allocate();
        let found = self.slots[self.index(key, seat)];
        let wanted = slot(key, seat, 0.0, self.generation);
        let hit = found[0] == wanted[0] && found[1] >> 32 == wanted[1] >> 32;
        self.hits += hit as u64;
        hit.then(|| f32::from_bits(found[1] as u32))
    }

    /// Keeps `value` for `(key, seat)` (after [`EvalMemo::get`] found none).
    #[inline]
    pub fn insert(&mut self, key: EvalKey, seat: Seat, value: f32) {
        self.allocate();
        let i = self.index(key, seat);
        self.slots[i] = slot(key, seat, value, self.generation);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(words: &[u64]) -> EvalKey {
        let mut w = KeyWriter::default();
        for &x in words {
            w.word(x);
        }
        w.digest()
    }

    #[test]
    fn keys_differ_by_content_and_length() {
        assert_eq!(key(&[1, 2, 3]), key(&[1, 2, 3]));
        assert_ne!(key(&[1, 2, 3]), key(&[1, 2, 4]));
        assert_ne!(key(&[1, 2]), key(&[1, 2, 0]));
        // Bytes pack into one little-endian word, the first byte lowest.
        let mut w = KeyWriter::default();
        w.bytes(&[1, 2]);
        assert_eq!(w.words, [0x0201u64.to_le()]);
        // `words` is `word` for each.
        let mut v = KeyWriter::default();
        v.words(&[1, 2, 3]);
        assert_eq!(v.digest(), key(&[1, 2, 3]));
    }

    #[test]
    fn values_are_kept_per_seat_and_forgotten_on_clear() {
        let eval = |memo: &mut EvalMemo, key, seat, v| memo.get_or_compute(key, seat, || v);
        let (a, b) = (Some(key(&[1])), Some(key(&[2])));
        let mut memo = EvalMemo::new(8);
        assert_eq!(eval(&mut memo, a, 0, 1.5), 1.5);
        assert_eq!(eval(&mut memo, a, 0, 1.5), 1.5); // memoised
        assert_eq!(eval(&mut memo, a, 1, 2.5), 2.5); // another seat
        assert_eq!(eval(&mut memo, None, 0, 4.0), 4.0); // no key: never memoised
        assert_eq!(eval(&mut memo, None, 0, 5.0), 5.0);
        assert_eq!((memo.hits, memo.lookups), (1, 3));
        memo.clear();
        assert_eq!(eval(&mut memo, a, 0, 3.5), 3.5); // a new search
        assert_eq!((memo.hits, memo.lookups), (1, 4));
        // A slot taken by another key is recomputed, never confused.
        let mut small = EvalMemo::new(1);
        assert_eq!(eval(&mut small, a, 0, 1.0), 1.0);
        assert_eq!(eval(&mut small, b, 0, 2.0), 2.0);
        assert_eq!(eval(&mut small, a, 0, 3.0), 3.0);
        assert_eq!(small.hits, 0);
    }

    /// Outside checked builds a hit is returned as stored (that is the point of the memo).
    #[test]
    #[cfg(not(debug_assertions))]
    fn a_hit_is_not_recomputed() {
        let mut memo = EvalMemo::new(8);
        memo.get_or_compute(Some(key(&[1])), 0, || 1.0);
        let v = memo.get_or_compute(Some(key(&[1])), 0, || panic!("recomputed"));
        assert_eq!(v, 1.0);
    }

    /// Checked builds (the test suite) recompute every hit: a key that leaves out something
    /// the evaluation reads is caught by the first hit that differs.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "a wrong memo hit")]
    fn checked_builds_catch_a_wrong_hit() {
        let mut memo = EvalMemo::new(8);
        memo.get_or_compute(Some(key(&[1])), 0, || 1.0);
        memo.get_or_compute(Some(key(&[1])), 0, || 2.0);
    }
}
