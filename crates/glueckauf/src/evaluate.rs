//! The heuristic evaluation for the greedy bot and ISMCTS rollouts ([`engine::Game::evaluate`]):
//! an estimate of the seat's final VP from what the seat can see. Weights are hand-tuned, not
//! rules; "time left" is the share of the game's worker placements the seat still has.
//!
//! Parts: VP made; money (1 VP per 5 marks, §5); pending orders as expected VP minus the −1 for
//! an undelivered card, with each open cell credited by the nearest matching cube (storage,
//! elevator, carts), spare cubes by double fills, and cells nothing covers by the time left;
//! spare cubes at 1/3 VP (§5); the tunnel balance (§5), softened while it can still be fixed;
//! the 12 majorities (§4.1) for every scoring still to come, on projected counts (pending orders
//! as likely deliveries, loaded carts as carts that will be emptied) and won with a probability
//! that widens with the time before that scoring; unplaced workers of the shift.
//! No allocation: fixed arrays only.

use crate::data::*;
use crate::shift_end::delivered_counts;
use crate::state::*;
use engine::{Game, KeyWriter};
use std::cell::RefCell;

/// Credit toward an order cell of a matching cube, by where the cube lies (a filled cell is 1).
const READY: f32 = 0.85; // in storage, or in the elevator at the surface
const IN_ELEVATOR: f32 = 0.75;
const ON_CART: f32 = 0.6;
/// On a cart of the level where the elevator stands (one load step away).
const ON_CART_HERE: f32 = 0.68;
/// Credit of an open cell covered by two spare cubes (double fill, §3.2 M7).
const DOUBLE: f32 = 0.5;
/// Credit of an open cell nothing covers yet, times the time left (coal still to be bought).
const FUTURE: f32 = 0.35;
/// A complete pending order: only a delivery action away.
const COMPLETE: f32 = 0.95;
/// Marks → VP (§5: 1 VP per 5 marks).
const MONEY: f32 = 0.2;
/// Tempo: what the seat's decisions still to come are worth on average, so that a state
/// just before a decision is valued like the states after it (measured as the mean gain per
/// decision in greedy self-play by `cargo run --release -p bots --example drift`). Without
/// these, a search that stops at different depths prefers lines where more of its own
/// decisions happen to fall inside the tree.
/// An unplaced worker of this shift, by shift (later placements have less time to pay off).
const WORKER: [f32; 3] = [2.7, 2.0, 1.4];
/// A production step still to spend in the current mining action.
const MINING_STEP: f32 = 0.7;
/// A draft pick still to make.
const DRAFT_PICK: f32 = 9.5;
/// The pending choice on a top-5 order / tile space.
const TOP5_ORDER: f32 = 5.0;
const TOP5_TILE: f32 = 2.0;
/// How much of the tunnel imbalance can still be fixed, times the time left.
const BALANCE_SLACK: f32 = 0.6;
/// Majority projection: weight of pending-order cells (times their completion share) and of
/// loaded carts (times the time left) in the projected counts.
const PENDING_CELLS: f32 = 0.6;
const LOADED_CARTS: f32 = 0.8;
/// Uncertainty of a majority: base plus per unit of time before that scoring.
const SIGMA0: f32 = 0.45;
const SIGMA_T: f32 = 4.0;
/// Estimated printed cells per VP of delivered orders (for delivered cards the seat cannot see).
const CELLS_PER_VP: f32 = 1.0 / 2.8;

/// Four counts below 4 (cells of one colour on an order card: at most 3) in one byte, the
/// first lowest: one multiplication moves byte `i` to bits `2i..2i+2` of the top byte (the
/// other partial products land below bit 24 without a carry, or beyond bit 31).
#[inline]
fn crumbs(x: [u8; 4]) -> u8 {
    debug_assert!(x.iter().all(|&n| n < 4));
    (u32::from_le_bytes(x).wrapping_mul(0x0104_1040) >> 24) as u8
}

/// An order card's cells as floats, for the evaluation's per-card sums: per colour (0–3) and
/// per transport (4–7: all its cells under its own, 0 under the others), and in all.
struct CardCells {
    elements: [f32; 8],
    total: f32,
}

/// [`CardCells`] of every order card. The values are the integers the sums converted before,
/// so every product and sum is the same, bit for bit; a zero entry adds `w × 0 = +0.0` to a
/// count that is never negative, which leaves it as it is.
static CARD_CELLS: [CardCells; NUM_ORDERS] = {
    let mut t = [const {
        CardCells {
            elements: [0.0; 8],
            total: 0.0,
        }
    }; NUM_ORDERS];
    let mut c = 0;
    while c < NUM_ORDERS {
        let o = ORDERS[c];
        let mut total = 0;
        let mut k = 0;
        while k < 4 {
            t[c].elements[k] = o.cells[k] as f32;
            total += o.cells[k];
            k += 1;
        }
        t[c].elements[4 + o.transport as usize] = total as f32;
        t[c].total = total as f32;
        c += 1;
    }
    t
};

/// The best and second-best projected count of each of the 12 elements among a seat's
/// opponents (0 when none counts more): what the seat's majorities are judged against.
#[derive(Clone, Copy, PartialEq)]
pub(crate) struct Rivals {
    best: [f32; 12],
    second: [f32; 12],
}

/// Words of an evaluation key (at most 2 + 7 per seat + 11 of fills: 2 bytes for each of 44
/// cards) and bytes of its fills.
const KEY_WORDS: usize = 64;
const KEY_BYTES: usize = 128;
/// Words of a seat's record in the key.
const RECORD_WORDS: usize = 7;

/// An evaluation key being written ([`GlueckAuf::write_evaluation_key`]), and where each
/// seat's part of it lies: after a mining step that keeps its seat mining, only the header,
/// that seat's record and its fills change (the pending sets do not), so
/// [`KeyDraft::rewrite_mover`] writes the next state's key from this one's at a fraction of
/// the cost (a search writes one for most of a mining seat's next steps).
pub(crate) struct KeyDraft {
    words: [u64; KEY_WORDS],
    len: usize,
    /// The fills as bytes, and the first byte of each seat's (and the end).
    bytes: [u8; KEY_BYTES],
    fills_at: [usize; 5],
    /// The word of each seat's record, and the first word of the fills.
    record_at: [usize; 4],
    fill_words_at: usize,
    /// The card whose fill [`KeyDraft::rewrite_mover`] wrote last.
    filled: Option<u8>,
}

impl KeyDraft {
    pub(crate) fn new() -> Self {
        KeyDraft {
            words: [0; KEY_WORDS],
            len: 0,
            bytes: [0; KEY_BYTES],
            fills_at: [0; 5],
            record_at: [0; 4],
            fill_words_at: 0,
            filled: None,
        }
    }

    pub(crate) fn words(&self) -> &[u64] {
        &self.words[..self.len]
    }

    /// Drafts `g`'s whole key; `false` once the game is over (no key).
    pub(crate) fn write(&mut self, g: &GlueckAuf) -> bool {
        let Some(header) = g.key_header() else {
            return false;
        };
        self.words[0] = header;
        let mut len = 1;
        if !g.setup.options.delivered_orders_public {
            // What the last shift scoring revealed (`project` reads it).
            self.words[1] = g.revealed;
            len = 2;
        }
        for s in 0..g.n() {
            self.record_at[s] = len;
            self.words[len..len + RECORD_WORDS].copy_from_slice(&key_record(&g.players[s]));
            len += RECORD_WORDS;
        }
        // The fills: a byte per pending card (with split double fills a second, the
        // half-filled cells), 8 to a word, the last word padded with zeros.
        let mut n = 0;
        for s in 0..g.n() {
            self.fills_at[s] = n;
            n = g.key_fills(s, &mut self.bytes, n);
        }
        debug_assert!(n <= 2 * NUM_ORDERS);
        self.fills_at[g.n()] = n;
        let padded = n.div_ceil(8) * 8;
        self.bytes[n..padded].fill(0);
        self.fill_words_at = len;
        self.len = len + padded / 8;
        self.filled = None;
        self.pack_fills();
        true
    }

    /// Rewrites the key of a state this draft was written for ([`KeyDraft::write`]) into
    /// the key of `g`, a state one mining step away in which the same seat mines (or of
    /// another such sibling, rewritten here before): its header, the mover's record and the
    /// fill of `card`, the card the step filled ([`GlueckAuf::filled_by`]; the pending cards
    /// stay as they are). Checked builds compare with a whole new draft.
    pub(crate) fn rewrite_mover(&mut self, g: &GlueckAuf, card: Option<u8>) {
        let s = g.current as usize;
        self.words[0] = g.key_header().expect("a mining state");
        let at = self.record_at[s];
        let p = &g.players[s];
        self.words[at..at + RECORD_WORDS].copy_from_slice(&key_record(p));
        // The card a sibling filled is as in the parent again (`g` did not fill it).
        let refill = self.filled.take();
        for card in [refill, card].into_iter().flatten() {
            let f = &g.fills[card as usize];
            let before = (p.pending & ((1 << card) - 1)).count_ones() as usize;
            if g.setup.options.allow_split_double_fill {
                let i = self.fills_at[s] + 2 * before;
                self.bytes[i] = crumbs(f.filled);
                self.bytes[i + 1] = crumbs(f.half);
            } else {
                self.bytes[self.fills_at[s] + before] = crumbs(f.filled);
            }
        }
        if refill.is_some() || card.is_some() {
            self.pack_fills();
        }
        self.filled = card;
        #[cfg(debug_assertions)]
        {
            let mut whole = KeyDraft::new();
            assert!(whole.write(g));
            assert_eq!(self.words(), whole.words(), "a rewritten key");
        }
    }

    /// The fill bytes into the key's last words.
    fn pack_fills(&mut self) {
        let bytes = &self.bytes[..(self.len - self.fill_words_at) * 8];
        for (i, word) in bytes.chunks_exact(8).enumerate() {
            self.words[(self.fill_words_at + i) & (KEY_WORDS - 1)] =
                u64::from_le_bytes(word.try_into().expect("8 bytes"));
        }
    }
}

/// A seat's record in the evaluation key: its workers, tunnel balance, elevator level,
/// money, VP, storage, carts, elevator, cubes on carts, pending and delivered orders.
fn key_record(p: &Player) -> [u64; RECORD_WORDS] {
    let [m0, m1] = p.money.to_le_bytes();
    let [o0, o1] = p.vp_orders.to_le_bytes();
    let [s0, s1] = p.vp_shifts.to_le_bytes();
    let [t0, t1, t2, t3] = p.storage;
    [
        u64::from_le_bytes([p.workers, p.light, p.dark, p.level, m0, m1, o0, o1]),
        u64::from_le_bytes([s0, s1, t0, t1, t2, t3, 0, 0]),
        quads(p.carts, p.elevator),
        quads(p.cart_cubes[0], p.cart_cubes[1]),
        quads(p.cart_cubes[2], p.cart_cubes[3]),
        p.pending,
        p.delivered,
    ]
}

/// Two 4-byte arrays as one key word.
fn quads(a: [u8; 4], b: [u8; 4]) -> u64 {
    u32::from_le_bytes(a) as u64 | (u32::from_le_bytes(b) as u64) << 32
}

/// A logistic-like curve without `exp` (same value and slope at 0; it runs 36 times per call).
fn sigmoid(x: f32) -> f32 {
    let y = 0.5 * x;
    0.5 + 0.5 * y / (1.0 + y.abs())
}

impl GlueckAuf {
    /// Share of the game left for `seat`, by worker placements (1 at the start, 0 at the end).
    fn time_left(&self, seat: u8) -> f32 {
        let w = self.workers_total() as f32;
        let left = (3 - self.shift) as f32 * w + self.players[seat as usize].workers as f32;
        (left / (3.0 * w)).clamp(0.0, 1.0)
    }

    /// The cells of each printed colour on pending order `card` that hold no cube
    /// ([`Fill::empty_cells`]), as the bytes of a little-endian word: no byte borrows from the
    /// next (a count is never negative), and a sum over cards stays within its byte (at most
    /// 3 cells a colour, 44 cards).
    #[inline]
    fn empty_cells(&self, card: usize) -> u32 {
        let f = &self.fills[card];
        let word = |x: [u8; 4]| u32::from_le_bytes(x);
        word(ORDERS[card].cells) - word(f.filled) - word(f.half)
    }

    /// Value of `seat`'s pending orders and loose cubes, and the expected share of each pending
    /// order (written into `share`, indexed by card id).
    fn order_value(&self, seat: u8, t: f32, share: &mut [f32; NUM_ORDERS]) -> f32 {
        let p = &self.players[seat as usize];
        let mut need = 0u32;
        let mut m = p.pending & !p.complete;
        while m != 0 {
            need += self.empty_cells(m.trailing_zeros() as usize);
            m &= m - 1;
        }
        let need = need.to_le_bytes();
        // Credit per open cell of each colour from matching cubes, nearest first.
        let surface = p.level == 0;
        let lift = if surface { READY } else { IN_ELEVATOR };
        let mut credit = [0f32; 4];
        let mut matched = [0u8; 4];
        let mut spare = 0f32;
        let mut uncovered = 0u8;
        for c in 0..4 {
            let on_carts: u8 = (0..4).map(|l| p.cart_cubes[l][c]).sum();
            let here = if surface {
                0
            } else {
                p.cart_cubes[p.level as usize - 1][c]
            };
            let tiers = [
                (p.storage[c], READY),
                (p.elevator[c], lift),
                (here, ON_CART_HERE),
                (on_carts - here, ON_CART),
            ];
            let mut left = need[c];
            let mut sum = 0.0;
            for (n, w) in tiers {
                let fit = n.min(left);
                left -= fit;
                sum += fit as f32 * w;
                spare += (n - fit) as f32 * w;
            }
            credit[c] = sum;
            matched[c] = need[c] - left;
            uncovered += left;
        }
        // Spare cubes cover uncovered cells two by two; the rest are worth 1/3 VP each (§5).
        let doubles = (spare / 2.0).min(uncovered as f32);
        let spare_left = spare - 2.0 * doubles;
        let per_uncovered = if uncovered > 0 {
            (doubles * DOUBLE + (uncovered as f32 - doubles) * FUTURE * t) / uncovered as f32
        } else {
            0.0
        };
        for c in 0..4 {
            if need[c] > 0 {
                let open = (need[c] - matched[c]) as f32;
                credit[c] = (credit[c] + open * per_uncovered) / need[c] as f32;
            }
        }
        let mut v = spare_left / 3.0;
        let mut m = p.pending;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            let q = if p.complete & (1 << c) != 0 {
                COMPLETE
            } else {
                let cells = &CARD_CELLS[c as usize];
                let empties = self.empty_cells(c as usize).to_le_bytes();
                let mut got = 0.0;
                for k in 0..4 {
                    let empty = empties[k] as f32;
                    // Filled and half-filled cells count as done.
                    got += (cells.elements[k] - empty) + empty * credit[k];
                }
                0.9 * got / cells.total
            };
            share[c as usize] = q;
            // Expected VP, and the −1 of §5 if it stays pending.
            v += q * ORDERS[c as usize].vp as f32 - (1.0 - q);
        }
        v
    }

    /// Projected element counts of `owner` as `viewer` can judge them.
    fn project(&self, viewer: u8, owner: u8, t: f32, share: &[f32; NUM_ORDERS]) -> [f32; 12] {
        let p = &self.players[owner as usize];
        let mut counts = [0f32; 12];
        // Delivered cells by colour and by transport (the shift-scoring counts, §4.1) of the
        // cards the viewer knows: all of them, or (hidden delivered orders) those the last
        // shift scoring revealed.
        let known = self.known_delivered(Some(viewer), owner);
        for (x, &e) in counts[..8].iter_mut().zip(&delivered_counts(known)) {
            *x = e as f32;
        }
        if known != p.delivered {
            // Of the cards delivered since, only the VP they made is public: spread their
            // likely cells evenly.
            let mut vp = p.vp_orders;
            let mut m = known;
            while m != 0 {
                vp -= ORDERS[m.trailing_zeros() as usize].vp as i16;
                m &= m - 1;
            }
            let cells = vp.max(0) as f32 * CELLS_PER_VP;
            for x in counts[..8].iter_mut() {
                *x += cells / 4.0;
            }
        }
        let mut m = p.pending;
        while m != 0 {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            let w = PENDING_CELLS * share[c];
            for (x, &cells) in counts[..8].iter_mut().zip(&CARD_CELLS[c].elements) {
                *x += w * cells;
            }
        }
        for l in 0..4 {
            let empty = p.empty_carts(l) as f32;
            let loaded = p.carts[l] as f32 - empty;
            counts[8 + l] = empty + LOADED_CARTS * t * loaded;
        }
        counts
    }

    /// The tempo value of `seat`'s decisions already under way (see [`WORKER`]).
    fn pending_decisions(&self, seat: u8) -> f32 {
        let n = self.setup.players;
        if let Phase::Draft { pick } = self.phase {
            let left = (pick..3 * n)
                .filter(|&k| crate::setup::drafter(self.first_player, n, k) == seat)
                .count();
            return left as f32 * DRAFT_PICK;
        }
        if self.current != seat {
            return 0.0;
        }
        match self.phase {
            Phase::Mining { steps } | Phase::Double { steps, .. } => steps as f32 * MINING_STEP,
            Phase::TakeOrder => TOP5_ORDER,
            Phase::TakeTile => TOP5_TILE,
            _ => 0.0,
        }
    }

    /// `viewer`'s projection of opponent `o`'s element counts (see [`GlueckAuf::project`]).
    fn opponent_projection(&self, viewer: u8, o: u8) -> [f32; 12] {
        let mut share = [0f32; NUM_ORDERS];
        let t = self.time_left(o);
        self.order_value(o, t, &mut share);
        self.project(viewer, o, t, &share)
    }

    /// The opponents' side of the majorities as `viewer` judges them, for
    /// [`GlueckAuf::estimate_with`] (also in states where only `viewer`'s own part has
    /// changed).
    ///
    /// The last one worked out on this thread is kept with the state it was for, and given
    /// again while the opponents stand as there ([`GlueckAuf::same_opponent`], same setup): a
    /// search's greedy continuation of one seat's mining asks again and again for the same
    /// opponents. Checked builds work every one out and compare.
    pub(crate) fn rivals(&self, viewer: u8) -> Rivals {
        thread_local! {
            static LAST: RefCell<Option<(GlueckAuf, u8, Rivals)>> = const { RefCell::new(None) };
        }
        LAST.with_borrow_mut(|last| {
            if let Some((g, v, r)) = last {
                let same = *v == viewer
                    && g.setup.players == self.setup.players
                    && g.setup.options == self.setup.options
                    && (g.phase == Phase::Over) == (self.phase == Phase::Over)
                    && (0..self.n() as u8).all(|o| o == viewer || self.same_opponent(g, o));
                if same {
                    debug_assert!(*r == self.work_out_rivals(viewer));
                    return *r;
                }
            }
            let r = self.work_out_rivals(viewer);
            *last = Some((self.clone(), viewer, r));
            r
        })
    }

    /// [`GlueckAuf::rivals`], worked out.
    fn work_out_rivals(&self, viewer: u8) -> Rivals {
        let mut r = Rivals {
            best: [0.0; 12],
            second: [0.0; 12],
        };
        for o in (0..self.n() as u8).filter(|&o| o != viewer) {
            let proj = self.opponent_projection(viewer, o);
            for (e, &x) in proj.iter().enumerate() {
                if x > r.best[e] {
                    r.second[e] = r.best[e];
                    r.best[e] = x;
                } else if x > r.second[e] {
                    r.second[e] = x;
                }
            }
        }
        r
    }

    /// Whether everything opponent `o`'s projection depends on is as in `other`: its board
    /// and orders (and which of its delivered cards were revealed), the fills of its pending
    /// orders, the shift.
    pub(crate) fn same_opponent(&self, other: &GlueckAuf, o: u8) -> bool {
        let (a, b) = (&self.players[o as usize], &other.players[o as usize]);
        if self.shift != other.shift
            || a != b
            || (self.revealed ^ other.revealed) & a.delivered != 0
        {
            return false;
        }
        let mut m = a.pending;
        while m != 0 {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            if self.fills[c] != other.fills[c] {
                return false;
            }
        }
        true
    }

    /// Writes everything [`GlueckAuf::estimate`] reads before the end: the phase, shift,
    /// current seat and first player, and each seat's workers, money, VP, tunnel balance,
    /// elevator, storage, carts and their cubes, pending and delivered orders (and those revealed
    /// at the last scoring, when they are hidden between scorings), and the filled (and
    /// half-filled) cells of its pending orders (the caches `complete` and `open_cells` follow
    /// from those; which cubes lie on a card is not read). Not the piles, displays or the
    /// generator, which determinizations reshuffle. `false` once the game is over (then
    /// `estimate` is the score, and nothing is memoised).
    ///
    /// Gathered in a [`KeyDraft`] and written at once: a fixed-size header and per-seat
    /// record, then one byte per pending card (two with split double fills), in seat and card
    /// order, 8 to a word. Injective: the pending sets come before the fills they count.
    /// (Short keys matter: a 2-player mid-game key is 18 words, where one word a fill made 32,
    /// and XXH3 costs more than twice as much beyond 240 bytes.)
    pub(crate) fn write_evaluation_key(&self, w: &mut KeyWriter) -> bool {
        let mut draft = KeyDraft::new();
        if !draft.write(self) {
            return false;
        }
        w.words(draft.words());
        true
    }

    /// The key's first word: the phase and its fields, the shift, the current seat and the
    /// first player; `None` once the game is over.
    fn key_header(&self) -> Option<u64> {
        let (phase, a, b, c) = match self.phase {
            Phase::Draft { pick } => (0, pick, 0, 0),
            Phase::Turn => (1, 0, 0, 0),
            Phase::TakeTile => (2, 0, 0, 0),
            Phase::TakeOrder => (3, 0, 0, 0),
            Phase::ReturnEnd { orders } => (4, orders as u8, 0, 0),
            Phase::ReturnNext {
                orders,
                bottom,
                placed,
            } => (5, orders as u8, bottom as u8, placed),
            Phase::Substitute => (6, 0, 0, 0),
            Phase::Mining { steps } => (7, steps, 0, 0),
            Phase::Double {
                steps,
                card,
                cell,
                cubes,
            } => (8 + cell, steps, card, cubes),
            Phase::Over => return None,
        };
        Some(u64::from_le_bytes([
            phase,
            a,
            b,
            c,
            self.shift,
            self.current,
            self.first_player,
            0,
        ]))
    }

    /// Writes the fill bytes of `seat`'s pending cards from `bytes[at]` on; the next offset.
    fn key_fills(&self, seat: usize, bytes: &mut [u8; KEY_BYTES], at: usize) -> usize {
        let split = self.setup.options.allow_split_double_fill;
        let mut n = at;
        let mut m = self.players[seat].pending;
        while m != 0 {
            let f = &self.fills[m.trailing_zeros() as usize];
            m &= m - 1;
            // The index masked: no bounds check.
            bytes[n & (KEY_BYTES - 1)] = crumbs(f.filled);
            n += 1;
            if split {
                bytes[n & (KEY_BYTES - 1)] = crumbs(f.half);
                n += 1;
            }
        }
        n
    }
    pub(crate) fn estimate(&self, seat: u8) -> f32 {
        if self.phase == Phase::Over {
            return self.score(seat) as f32;
        }
        self.estimate_with(seat, &self.rivals(seat))
    }

    /// [`GlueckAuf::estimate`] before the end, with the opponents' side taken from `rivals`
    /// (computed by [`GlueckAuf::rivals`] here or in a state where every opponent stood as
    /// here): the same value, bit for bit.
    pub(crate) fn estimate_with(&self, seat: u8, rivals: &Rivals) -> f32 {
        debug_assert!(self.phase != Phase::Over);
        let n = self.n();
        let s = seat as usize;
        let p = &self.players[s];
        let t = self.time_left(seat);
        let mut v = (p.vp_orders + p.vp_shifts) as f32;
        v += p.money as f32 * MONEY;
        v += p.workers as f32 * WORKER[(self.shift as usize).clamp(1, 3) - 1];
        v += self.pending_decisions(seat);
        let imbalance = (p.light as f32 - p.dark as f32).abs();
        v -= 2.0 * imbalance * (1.0 - BALANCE_SLACK * t);

        // A card is pending with one seat at most, so each seat's projection reads only the
        // shares its own `order_value` wrote: the seat's and the opponents' parts are apart.
        let mut share = [0f32; NUM_ORDERS];
        v += self.order_value(seat, t, &mut share);
        let own = self.project(seat, seat, t, &share);

        // Majorities: every scoring still to come (elements 1–4 after each shift, 5–8 after
        // shifts 2 and 3, 9–12 after shift 3), each won with a probability by the margin.
        let w = self.workers_total() as f32;
        let shift = self.shift as usize;
        // Uncertainty of each scoring still to come: the time before it, in game shares.
        let mut sigmas = [0f32; 4];
        for (sc, sigma) in sigmas.iter_mut().enumerate().skip(shift.max(1)) {
            let dt = ((sc - shift) as f32 * w + p.workers as f32) / (3.0 * w);
            *sigma = SIGMA0 + SIGMA_T * dt;
        }
        for e in 0..12 {
            let mine = own[e];
            if mine <= 0.0 {
                continue;
            }
            let (best, second) = (rivals.best[e], rivals.second[e]);
            let (a, b) = ELEMENT_VP[e];
            let presence = mine.min(1.0);
            let first_shift = (e / 4 + 1).max(shift);
            for &sigma in &sigmas[first_shift..=3] {
                // Ties for first all score first (§4.1), hence the half-count offset.
                let p1 = sigmoid((mine - best + 0.5) / sigma);
                let mut g = a as f32 * p1;
                if n > 2 {
                    let p2 = sigmoid((mine - second + 0.5) / sigma);
                    g += b as f32 * (p2 - p1).max(0.0);
                }
                v += presence * g;
            }
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::crumbs;

    #[test]
    fn crumbs_pack_four_counts_below_four_into_a_byte() {
        for x in 0..=255u8 {
            let counts = [x & 3, x >> 2 & 3, x >> 4 & 3, x >> 6];
            assert_eq!(crumbs(counts), x, "{counts:?}");
        }
    }
}
