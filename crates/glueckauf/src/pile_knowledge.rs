//! What chance mode ([`crate::chance`]) keeps of the tile pile and the order deck: the blocks
//! a top-5 space put back in a known order (spec §7 item 7). Plain data, below the state that
//! holds it.

/// What chance mode keeps of the tile pile and the order deck.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PileKnowledge {
    pub tiles: Blocks,
    pub orders: Blocks,
}

/// The blocks of a pile put back in a known order: `(seat that put it back, items)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Blocks {
    /// On top of the pile; the last is the topmost.
    pub top: Vec<(u8, u8)>,
    /// Under the pile; the first is the one nearest the unseen part, the last at the bottom.
    pub bottom: Vec<(u8, u8)>,
}

impl Blocks {
    pub fn top_len(&self) -> usize {
        self.top.iter().map(|b| b.1 as usize).sum()
    }

    pub fn bottom_len(&self) -> usize {
        self.bottom.iter().map(|b| b.1 as usize).sum()
    }

    /// The positions (pile indices, 0 = bottom) of the items `seat` put back, in a pile of
    /// `len` items, as a bitset.
    pub fn known_to(&self, seat: u8, len: usize) -> u64 {
        let mut set = 0u64;
        let mut at = 0;
        for &(s, k) in self.bottom.iter().rev() {
            if s == seat {
                set |= ((1u64 << k) - 1) << at;
            }
            at += k as usize;
        }
        let mut at = len;
        for &(s, k) in self.top.iter().rev() {
            at -= k as usize;
            if s == seat {
                set |= ((1u64 << k) - 1) << at;
            }
        }
        set
    }
}
