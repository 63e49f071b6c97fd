//! Observation tensors: what one seat may see as a flat vector of `f32` of a fixed length per
//! game and player count, for learning agents.
//!
//! A game's encoder reads only the seat's [`crate::Game::view`] (the allow-list of what it may
//! see), so the tensor never holds hidden information: two states that look the same to the
//! seat (e.g. two determinizations for it) give the same tensor. Seats are relative to the
//! observer: seat block 0 is the observer's own, 1 the next clockwise, and so on.
//!
//! The encoder writes through an [`Observer`], which can also record the **layout**: the name,
//! start and length of every segment (`kohle.observation_layout(...)` in Python prints it).

use crate::{Game, Seat};

/// A game with an observation tensor.
pub trait Observe: Game {
    /// Writes the observation of `seat` into `o`.
    fn observe(&self, seat: Seat, o: &mut Observer);
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

/// A check for implementations (used by each game's tests): plays a random game from each
/// setup and asserts, at every `every`-th decision and for every seat, that the observation
/// keeps the length its layout gives and is the same in a determinization for that seat (it
/// shows nothing the seat cannot see).
pub fn check_determinized_observations<G: Observe>(
    setups: impl IntoIterator<Item = crate::Setup<G::Options>>,
    seed: u64,
    every: u64,
) {
    let mut rng = crate::rng::rng_from_seed(seed);
    let mut buf = Vec::new();
    for setup in setups {
        let mut g = G::new_game(&setup).unwrap();
        let len = observation(&g, 0).len();
        let layout = observation_layout(&g, 0);
        assert_eq!(layout.iter().map(|s| s.len).sum::<usize>(), len);
        let mut step = 0;
        while let Some(seat) = g.to_move().first() {
            if step % every == 0 {
                for s in 0..setup.players {
                    let obs = observation(&g, s);
                    assert_eq!(obs.len(), len);
                    let mut r = crate::rng::rng_from_seed(step);
                    assert_eq!(observation(&g.determinize(s, &mut r), s), obs);
                }
            }
            g.legal_actions(seat, &mut buf);
            let a = buf[crate::rng::below(&mut rng, buf.len() as u32) as usize];
            g.apply(seat, a).unwrap();
            step += 1;
        }
    }
}
