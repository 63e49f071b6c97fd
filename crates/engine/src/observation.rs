//! Observation tensors: what one seat may see as a flat vector of `f32` of a fixed length per
//! game and player count, for learning agents.
//!
//! A game's encoder ([`Observe::observe_view`]) reads only the seat's [`crate::Game::view`]
//! (the allow-list of what it may see), so the tensor never holds hidden information: two states
//! that look the same to the seat (e.g. two determinizations for it) give the same tensor. Seats are relative to the
//! observer: seat block 0 is the observer's own, 1 the next clockwise, and so on.
//!
//! The encoder writes through an [`Observer`], which can also record the **layout**: the name,
//! start and length of every segment (`kohle.observation_layout(...)` in Python prints it).
//!
//! Building the view costs far more than the encoding (lists, names, allocations), so a game may
//! also write the tensor straight from its state into the caller's buffer
//! ([`Observe::observe_into`], through a [`Writer`]): the batched environments call it once per
//! step. That encoder must equal the view-based one exactly for every state and seat, so it too
//! shows nothing the seat may not see; [`crate::testing::check_direct_observations`] checks it.

use crate::{ActionSpace, Game, Learning, Seat};

/// A game with an observation tensor, written from a seat's view only.
pub trait Observe: Game {
    /// Writes the observation of `view`, the view of `seat` (its seat blocks relative to
    /// `seat`). It sees nothing but the view, so it cannot show what the seat may not see.
    fn observe_view(view: &Self::View, seat: Seat, o: &mut Observer);

    /// Writes the observation of `seat` into `o`: [`Observe::observe_view`] of its view.
    fn observe(&self, seat: Seat, o: &mut Observer) {
        Self::observe_view(&self.view(Some(seat)), seat, o);
    }

    /// Writes the observation of `seat` into `out`, which holds exactly one observation: the
    /// same numbers as [`Observe::observe`]. This default goes through the view; a game
    /// overrides it with an encoder that reads its state directly (no view, no allocation).
    ///
    /// # Panics
    /// When `out` is not exactly as long as the observation (a caller's mistake; the games'
    /// direct encoders panic on a shorter `out`, and on a longer one in debug builds).
    fn observe_into(&self, seat: Seat, out: &mut [f32]) {
        let mut o = Observer::new();
        self.observe(seat, &mut o);
        out.copy_from_slice(o.values());
    }
}

/// One named segment of the tensor.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Segment {
    pub name: String,
    pub start: usize,
    pub len: usize,
}

/// Collects the values (and, when asked, the layout) of an observation.
#[derive(Debug, Default)]
pub struct Observer {
    values: Vec<f32>,
    layout: Option<Vec<Segment>>,
    scope: Vec<String>,
}

impl Observer {
    pub fn new() -> Self {
        Observer::default()
    }

    /// An observer that also records the layout.
    pub fn with_layout() -> Self {
        Observer {
            layout: Some(Vec::new()),
            ..Observer::default()
        }
    }

    pub fn values(&self) -> &[f32] {
        &self.values
    }

    pub fn into_values(self) -> Vec<f32> {
        self.values
    }

    pub fn layout(&self) -> &[Segment] {
        self.layout.as_deref().unwrap_or(&[])
    }

    pub fn clear(&mut self) {
        self.values.clear();
    }

    /// Runs `f` with `name()` as a prefix of the names of the segments it writes (the name is
    /// only built when the layout is recorded).
    pub fn group<N: FnOnce() -> String>(&mut self, name: N, f: impl FnOnce(&mut Self)) {
        let recording = self.layout.is_some();
        if recording {
            self.scope.push(name());
        }
        f(self);
        if recording {
            self.scope.pop();
        }
    }

    fn mark(&mut self, name: &str, start: usize) {
        if let Some(layout) = &mut self.layout {
            let mut full = self.scope.join(".");
            if !full.is_empty() {
                full.push('.');
            }
            full.push_str(name);
            layout.push(Segment {
                name: full,
                start,
                len: self.values.len() - start,
            });
        }
    }

    /// One group per seat, relative to `observer`: `seat+0` (the observer's own) first, then
    /// clockwise. `f` writes the block from the seat's entry in `seats` (a view's list of every
    /// seat, in any order; `seat_of` tells whose an entry is).
    pub fn per_seat<T>(
        &mut self,
        seats: &[T],
        seat_of: impl Fn(&T) -> Seat,
        observer: Seat,
        mut f: impl FnMut(&mut Self, &T),
    ) {
        let n = seats.len();
        for r in 0..n {
            let entry = seats
                .iter()
                .find(|s| relative(seat_of(s), observer, n) == r)
                .expect("a view has every seat");
            self.group(|| format!("seat+{r}"), |o| f(o, entry));
        }
    }

    /// One number.
    pub fn scalar(&mut self, name: &str, value: impl Into<f64>) {
        let start = self.values.len();
        self.values.push(value.into() as f32);
        self.mark(name, start);
    }

    /// A flag: 1 or 0.
    pub fn flag(&mut self, name: &str, value: bool) {
        self.scalar(name, u8::from(value));
    }

    /// Several numbers.
    pub fn numbers<T: Into<f64> + Copy>(&mut self, name: &str, values: &[T]) {
        let start = self.values.len();
        self.values.extend(values.iter().map(|&v| v.into() as f32));
        self.mark(name, start);
    }

    /// `len` slots, slot `index` set to 1 (none when `index` is `None` or out of range).
    pub fn one_hot(&mut self, name: &str, index: Option<usize>, len: usize) {
        let start = self.values.len();
        self.values.resize(start + len, 0.0);
        if let Some(i) = index.filter(|&i| i < len) {
            self.values[start + i] = 1.0;
        }
        self.mark(name, start);
    }

    /// `len` slots, set to 1 at every index of `set` (indices out of range are ignored).
    pub fn bits(&mut self, name: &str, set: impl IntoIterator<Item = usize>, len: usize) {
        let start = self.values.len();
        self.values.resize(start + len, 0.0);
        for i in set {
            if i < len {
                self.values[start + i] = 1.0;
            }
        }
        self.mark(name, start);
    }
}

/// Writes an observation straight into a slice, segment after segment, with the encodings of
/// [`Observer`] (numbers as `f32`, flags 1 or 0, one-hot, bit sets) but no names and no
/// allocation: for encoders that read a game's state rather than its view
/// ([`Observe::observe_into`]). It clears the whole slice once at the start (one `memset`
/// instead of one per segment: most slots are 0), so a segment only sets its non-zero slots.
#[derive(Debug)]
pub struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl<'a> Writer<'a> {
    pub fn new(out: &'a mut [f32]) -> Self {
        out.fill(0.0);
        Writer { out, at: 0 }
    }

    /// Writes a whole observation into `out` with `write` (a game's direct encoder); with
    /// debug assertions (the test suite's profile) it checks that every slot was written.
    pub fn write_all(out: &'a mut [f32], write: impl FnOnce(&mut Writer<'a>)) {
        let len = out.len();
        let mut w = Writer::new(out);
        write(&mut w);
        debug_assert_eq!(w.written(), len, "the observation's length");
    }

    /// How many values are written so far.
    pub fn written(&self) -> usize {
        self.at
    }

    /// The next `len` slots (0 until set), for the caller to fill.
    pub fn zeros(&mut self, len: usize) -> &mut [f32] {
        let slots = &mut self.out[self.at..self.at + len];
        self.at += len;
        slots
    }

    /// One number.
    pub fn scalar(&mut self, value: impl Into<f64>) {
        self.out[self.at] = value.into() as f32;
        self.at += 1;
    }

    /// A flag: 1 or 0.
    pub fn flag(&mut self, value: bool) {
        self.scalar(u8::from(value));
    }

    /// Several numbers.
    pub fn numbers<T: Into<f64> + Copy>(&mut self, values: &[T]) {
        let slots = &mut self.out[self.at..self.at + values.len()];
        for (slot, &v) in slots.iter_mut().zip(values) {
            *slot = v.into() as f32;
        }
        self.at += values.len();
    }

    /// `len` slots, slot `index` set to 1 (none when `index` is `None` or out of range).
    pub fn one_hot(&mut self, index: Option<usize>, len: usize) {
        let slots = self.zeros(len);
        if let Some(i) = index.filter(|&i| i < len) {
            slots[i] = 1.0;
        }
    }

    /// `len` slots, set to 1 at every index of `set` (indices out of range are ignored).
    pub fn bits(&mut self, set: impl IntoIterator<Item = usize>, len: usize) {
        let slots = self.zeros(len);
        for i in set {
            if i < len {
                slots[i] = 1.0;
            }
        }
    }

    /// `len` slots, slot `i` set to 1 where bit `i` of `mask` is set (bits from `len` on are
    /// ignored).
    pub fn mask(&mut self, mask: u64, len: usize) {
        self.bits(set_bits(mask), len);
    }
}

/// The indices of the set bits of `mask`, lowest first.
pub fn set_bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// `seat` as seen from `observer` among `players` seats: 0 = the observer, 1 = next clockwise.
pub fn relative(seat: Seat, observer: Seat, players: usize) -> usize {
    (seat as usize + players - observer as usize % players) % players
}

/// The seat at relative position `r` from `observer`.
pub fn absolute(r: usize, observer: Seat, players: usize) -> Seat {
    ((observer as usize + r) % players) as Seat
}

/// The observation of `seat` as a fresh vector.
pub fn observation<G: Observe>(game: &G, seat: Seat) -> Vec<f32> {
    let mut o = Observer::new();
    game.observe(seat, &mut o);
    o.into_values()
}

/// The layout of the observation of `seat` in `game` (the same for every state of a game and
/// player count).
pub fn observation_layout<G: Observe>(game: &G, seat: Seat) -> Vec<Segment> {
    let mut o = Observer::with_layout();
    game.observe(seat, &mut o);
    o.layout.unwrap_or_default()
}

impl<G: Observe + ActionSpace> Learning<G> {
    /// The hooks of a game that implements both traits ([`Game::learning`]).
    pub fn of() -> Self {
        Learning {
            observation_len: |g| observation(g, 0).len(),
            observe_into: |g, seat, out| g.observe_into(seat, out),
            action_index: G::action_index,
            num_actions: G::num_distinct_actions,
        }
    }
}
