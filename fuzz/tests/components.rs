//! Fuzz targets: Haspelknecht component tables, as TOML text and as edits of the built-in
//! table; every table that passes validation must play whole games without a panic.
//! Short run: `cargo test -p kohle-fuzz --test fuzz components::`; long run: see `fuzz/src/lib.rs`.

use bolero::check;
use bolero::generator::TypeGenerator;
use engine::{Game, Setup};
use haspelknecht::components::{Components, Cost, Symbol};
use haspelknecht::options::LayoutChoice;
use haspelknecht::{Haspelknecht, Options};
use kohle_fuzz::{check_state, random_game};
use std::time::Duration;

const SHORT: Duration = Duration::from_secs(3);

/// One change to a component table.
#[derive(Clone, Debug, TypeGenerator)]
enum Edit {
    Pinge(u8, u8),
    TunnelCoal(u8, u8),
    TunnelVp(u8, u8),
    TunnelFlags(u8, bool, bool, bool),
    RemoveSection(u8),
    PoolMin(u8, u8),
    PoolWater(u8, bool),
    SwapPools(u8, u8),
    Cost(u8, u8, u8),
    Symbol(u8, u8),
    TileId(u8, u8),
    SwapTiles(u8, u8),
    Rows(u8, u8, u8),
    Start(u8, u8, i8),
    Players(u8, Vec<u8>),
    RemoveLayout(u8),
    CopyLayout(u8),
}

impl Edit {
    /// The same edit with its numbers made small (plausible values, so that many edited tables
    /// still pass validation and get played).
    fn mild(&self) -> Edit {
        match self.clone() {
            Edit::Pinge(i, v) => Edit::Pinge(i, v % 5),
            Edit::TunnelCoal(i, v) => Edit::TunnelCoal(i, v % 4),
            Edit::TunnelVp(i, v) => Edit::TunnelVp(i, v % 4),
            Edit::PoolMin(i, v) => Edit::PoolMin(i, v % 5),
            Edit::Cost(i, c, v) => Edit::Cost(i, c, v % 4),
            Edit::TileId(i, v) => Edit::TileId(i, 10 + v % 40),
            Edit::Rows(i, r, v) => Edit::Rows(i, r, 2 + v % 4),
            Edit::Start(i, r, v) => Edit::Start(i, r, v % 4),
            e => e,
        }
    }
}

fn apply(c: &mut Components, edit: &Edit) {
    fn at<T>(v: &mut [T], i: u8) -> Option<&mut T> {
        let n = v.len();
        if n == 0 {
            None
        } else {
            v.get_mut(i as usize % n)
        }
    }
    match edit {
        Edit::Pinge(i, v) => {
            if let Some(g) = at(&mut c.pinge_groups, *i) {
                *g = *v
            }
        }
        Edit::TunnelCoal(i, v) => {
            if let Some(s) = at(&mut c.tunnel, *i) {
                s.coal = *v
            }
        }
        Edit::TunnelVp(i, v) => {
            if let Some(s) = at(&mut c.tunnel, *i) {
                s.vp = *v
            }
        }
        Edit::TunnelFlags(i, w, l, k) => {
            if let Some(s) = at(&mut c.tunnel, *i) {
                (s.wheelbarrow, s.lamp, s.cart) = (*w, *l, *k)
            }
        }
        Edit::RemoveSection(i) => {
            if !c.tunnel.is_empty() {
                let n = c.tunnel.len();
                c.tunnel.remove(*i as usize % n);
            }
        }
        Edit::PoolMin(i, v) => {
            if let Some(p) = at(&mut c.pools, *i) {
                p.min_players = *v
            }
        }
        Edit::PoolWater(i, v) => {
            if let Some(p) = at(&mut c.pools, *i) {
                p.water = *v
            }
        }
        Edit::SwapPools(a, b) => {
            let n = c.pools.len();
            c.pools.swap(*a as usize % n, *b as usize % n)
        }
        Edit::Cost(i, colour, v) => {
            if let Some(t) = at(&mut c.tiles, *i) {
                let Cost {
                    black,
                    brown,
                    yellow,
                    grey,
                } = &mut t.cost;
                *[black, brown, yellow, grey][*colour as usize % 4] = *v;
            }
        }
        Edit::Symbol(i, s) => {
            if let Some(t) = at(&mut c.tiles, *i) {
                t.symbol =
                    [Symbol::None, Symbol::Fork, Symbol::Hammer, Symbol::Building][*s as usize % 4]
            }
        }
        Edit::TileId(i, v) => {
            if let Some(t) = at(&mut c.tiles, *i) {
                t.id = *v
            }
        }
        Edit::SwapTiles(a, b) => {
            let n = c.tiles.len();
            c.tiles.swap(*a as usize % n, *b as usize % n)
        }
        Edit::Rows(i, r, v) => {
            if let Some(l) = at(&mut c.layouts, *i) {
                l.rows[*r as usize % 4] = *v
            }
        }
        Edit::Start(i, r, v) => {
            if let Some(l) = at(&mut c.layouts, *i) {
                l.start_x2[*r as usize % 4] = *v
            }
        }
        Edit::Players(i, v) => {
            if let Some(l) = at(&mut c.layouts, *i) {
                l.players = v.iter().take(4).map(|p| p % 6).collect()
            }
        }
        Edit::RemoveLayout(i) => {
            if !c.layouts.is_empty() {
                let n = c.layouts.len();
                c.layouts.remove(*i as usize % n);
            }
        }
        Edit::CopyLayout(i) => {
            // A copy under a new name: a variant is chosen by its name, and two layouts of one
            // name are refused by validation (tested in the haspelknecht crate).
            if let Some(mut l) = at(&mut c.layouts, *i).cloned() {
                l.name = format!("{}-{}", l.name, c.layouts.len());
                c.layouts.push(l)
            }
        }
    }
}

#[derive(Clone, Debug, TypeGenerator)]
struct Input {
    edits: Vec<Edit>,
    /// Edits as generated (any value) rather than [`Edit::mild`].
    extreme: bool,
    players: u8,
    seed: u64,
    layout: u8,
}

/// A table that passes validation plays: the first-game layout, each of its variants for the
/// player count, and a random layout; games end and never panic. A table that does not pass is
/// refused by `new_game` too.
#[test]
fn component_table_edits() {
    check!()
        .with_type::<Input>()
        .with_test_time(SHORT)
        .for_each(|input| {
            let mut c = Components::default();
            for e in input.edits.iter().take(6) {
                apply(&mut c, &if input.extreme { e.clone() } else { e.mild() });
            }
            let players = 2 + input.players % 3;
            let valid = c.validate().is_ok();
            if valid {
                let back = Components::from_toml(&c.to_toml()).expect("a valid table reloads");
                assert_eq!(back, c, "the table round-trips through TOML");
            }
            let variants: Vec<String> = c
                .layouts
                .iter()
                .filter(|l| l.players.contains(&players))
                .map(|l| l.name.clone())
                .collect();
            let layout = match input.layout % 3 {
                0 => LayoutChoice::FirstGame,
                1 if !variants.is_empty() => LayoutChoice::Variant {
                    name: variants[input.layout as usize / 3 % variants.len()].clone(),
                    tiles: vec![],
                },
                _ => LayoutChoice::Random,
            };
            let setup = Setup {
                players,
                seed: input.seed,
                options: Options {
                    components: Some(c),
                    layout,
                    ..Options::default()
                },
            };
            match Haspelknecht::new_game(&setup) {
                Ok(mut game) => {
                    assert!(valid, "new_game accepted a table that validation refuses");
                    random_game(&mut game, input.seed, 50_000);
                    check_state(&game);
                }
                Err(e) => assert!(!valid, "a valid table was refused: {e}"),
            }
        });
}

/// Any text as a component table: read (and validated), or refused with a short error.
#[test]
fn component_table_text() {
    let table = Components::default().to_toml();
    check!()
        .with_type::<(Vec<(u16, u8)>, String)>()
        .with_test_time(SHORT)
        .for_each(|(edits, raw)| {
            for text in [raw.clone(), edited(&table, edits)] {
                match Components::from_toml(&text) {
                    Ok(c) => {
                        let mut game = Haspelknecht::new_game(&Setup {
                            players: 2 + (text.len() % 3) as u8,
                            seed: text.len() as u64,
                            options: Options {
                                components: Some(c),
                                ..Options::default()
                            },
                        })
                        .expect("a table that loads plays");
                        random_game(&mut game, 1, 50_000);
                    }
                    Err(e) => assert!(e.len() < 800, "{} bytes: {e}", e.len()),
                }
            }
        });
}

/// `table` with byte edits (position, byte; the byte modulo 3 chooses replace, insert, remove),
/// kept to valid UTF-8 by replacing what breaks it.
fn edited(table: &str, edits: &[(u16, u8)]) -> String {
    let mut bytes = table.as_bytes().to_vec();
    for &(pos, b) in edits {
        let i = pos as usize % (bytes.len() + 1);
        let b = if b.is_ascii() { b } else { b'0' + b % 10 };
        match b % 3 {
            0 if i < bytes.len() => bytes[i] = b,
            1 => bytes.insert(i, b),
            _ if i < bytes.len() => {
                bytes.remove(i);
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
