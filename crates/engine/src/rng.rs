//! Seeded, portable randomness.
//!
//! The generator is `ChaCha8Rng`, a named algorithm whose output never changes between crate
//! versions. Range sampling and shuffling are written here rather than taken from `rand`, whose
//! algorithms may change between versions and would silently change old game records.

use rand_core::{RngCore, SeedableRng};

/// The one generator of kohle.
pub type Rng = rand_chacha::ChaCha8Rng;

/// A generator from a 64-bit seed.
pub fn rng_from_seed(seed: u64) -> Rng {
    Rng::seed_from_u64(seed)
}

/// A well-mixed seed for stream `index` of a run seeded with `seed` (SplitMix64). Used to give
/// every game of a simulation its own seed, independent of how games are spread over threads.
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A uniform integer in `0..n` (Lemire's method, unbiased). `n` must be > 0.
#[inline]
pub fn below(rng: &mut Rng, n: u32) -> u32 {
    debug_assert!(n > 0);
    let mut m = (rng.next_u32() as u64) * (n as u64);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = (rng.next_u32() as u64) * (n as u64);
        }
    }
    (m >> 32) as u32
}

/// Fisher–Yates shuffle.
pub fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, (i + 1) as u32) as usize;
        items.swap(i, j);
    }
}

/// A uniformly chosen element, or `None` for an empty slice.
pub fn choose<'a, T>(rng: &mut Rng, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        None
    } else {
        Some(&items[below(rng, items.len() as u32) as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = rng_from_seed(7);
        let mut b = rng_from_seed(7);
        for _ in 0..100 {
            assert_eq!(below(&mut a, 13), below(&mut b, 13));
        }
    }

    #[test]
    fn output_is_pinned() {
        // Guards game records: if this changes, every stored game changes meaning.
        let mut r = rng_from_seed(42);
        let v: Vec<u32> = (0..5).map(|_| below(&mut r, 1000)).collect();
        let mut r2 = rng_from_seed(42);
        let mut items: Vec<u32> = (0..10).collect();
        shuffle(&mut r2, &mut items);
        assert_eq!(v, PINNED_BELOW);
        assert_eq!(items, PINNED_SHUFFLE);
    }

    const PINNED_BELOW: [u32; 5] = [224, 681, 146, 950, 772];
    const PINNED_SHUFFLE: [u32; 10] = [0, 5, 3, 7, 9, 4, 8, 1, 6, 2];

    #[test]
    fn below_is_in_range_and_covers() {
        let mut r = rng_from_seed(1);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let x = below(&mut r, 6) as usize;
            seen[x] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }

    #[test]
    fn derived_seeds_differ() {
        assert_ne!(derive_seed(1, 0), derive_seed(1, 1));
        assert_ne!(derive_seed(1, 0), derive_seed(2, 0));
    }
}
