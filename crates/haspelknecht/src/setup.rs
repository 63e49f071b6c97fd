//! Setup (§1.2–§1.4): the development board, pools, bag, player boards, random turn order.

use crate::components::{touches, Components, LayoutData, BAG};
use crate::options::{LayoutChoice, Options};
use crate::pieces::*;
use crate::state::*;
use engine::rng::{below, rng_from_seed, shuffle};
use engine::{Rng, Setup, SetupError};
use std::sync::{Arc, OnceLock};

/// Thalers a tile can bring (for the 2-player random-layout check, §1.5).
fn thaler_source(idx: usize) -> u8 {
    match tile_id(idx) {
        11 | 31 | 32 | 34 | 35 | 41 | 44 => 1,
        45 => 3,
        _ => 0,
    }
}

/// Deals `rows[r]` random tiles of each level.
fn deal(rows: [u8; 4], rng: &mut Rng) -> Vec<u8> {
    let mut v = Vec::new();
    for (r, &n) in rows.iter().enumerate() {
        let mut level: Vec<u8> = (0..5).map(|i| (r * 5 + i) as u8).collect();
        shuffle(rng, &mut level);
        let mut chosen = level[..n as usize].to_vec();
        chosen.sort_unstable();
        v.extend(chosen);
    }
    v
}

/// A random shape obeying the layout rules (§1.5): rows of max(3, players) or one more tiles,
/// every tile touching the level above.
fn random_shape(players: u8, rng: &mut Rng) -> LayoutData {
    let lo = players.max(3);
    loop {
        let mut rows = [0u8; 4];
        for r in rows.iter_mut() {
            *r = lo + below(rng, (5 - lo + 1).min(2) as u32) as u8;
        }
        let mut starts = [0i8; 4];
        let mut ok = true;
        for r in 1..4 {
            // candidate starts: odd offsets from the previous row start
            let prev = starts[r - 1];
            let mut cands = Vec::new();
            for off in (-11i8..=11).step_by(2) {
                let cand = LayoutData {
                    name: String::new(),
                    players: vec![],
                    rows,
                    start_x2: {
                        let mut s = starts;
                        s[r] = prev + off;
                        s
                    },
                };
                let slots = cand.slots();
                let good = slots
                    .iter()
                    .filter(|s| s.0 == r as u8)
                    .all(|&a| slots.iter().any(|&b| b.0 + 1 == r as u8 && touches(a, b)));
                if good {
                    cands.push(prev + off);
                }
            }
            if cands.is_empty() {
                ok = false;
                break;
            }
            starts[r] = cands[below(rng, cands.len() as u32) as usize];
        }
        let l = LayoutData {
            name: "random".into(),
            players: vec![players],
            rows,
            start_x2: starts,
        };
        if ok && l.check_shape().is_ok() {
            return l;
        }
    }
}

/// The layout shape and the tile in each slot.
fn build_layout(
    opts: &Options,
    comps: &Components,
    players: u8,
    rng: &mut Rng,
) -> Result<(LayoutData, Vec<u8>), SetupError> {
    match &opts.layout {
        LayoutChoice::FirstGame => {
            let n = players + 1;
            let l = LayoutData::standard(n);
            let tiles = (0..4)
                .flat_map(|r| (0..n).map(move |i| r * 5 + i))
                .collect();
            Ok((l, tiles))
        }
        LayoutChoice::Variant { name, tiles } => {
            let l = comps
                .layouts
                .iter()
                .find(|l| &l.name == name)
                .ok_or_else(|| {
                    SetupError(format!("layout `{name}` is not in the component table"))
                })?
                .clone();
            if !l.players.contains(&players) {
                return Err(SetupError(format!(
                    "layout `{name}` is for {:?} players, not {players}",
                    l.players
                )));
            }
            let tiles = if tiles.is_empty() {
                // §1.5: re-deal a random 2-player deal without the 3 thalers of rent.
                loop {
                    let d = deal(l.rows, rng);
                    let thalers: u8 = d.iter().map(|&i| thaler_source(i as usize)).sum();
                    if players > 2 || thalers >= 3 {
                        break d;
                    }
                }
            } else {
                let total: usize = l.rows.iter().map(|&n| n as usize).sum();
                if tiles.len() != total {
                    return Err(SetupError(format!(
                        "layout `{name}` has {total} slots but {} tiles were given",
                        tiles.len()
                    )));
                }
                let mut v = Vec::new();
                let mut k = 0;
                for r in 0..4 {
                    for _ in 0..l.rows[r] {
                        let id = tiles[k];
                        k += 1;
                        let idx = tile_index(id)
                            .ok_or_else(|| SetupError(format!("{id} is not a tile")))?;
                        if idx / 5 != r {
                            return Err(SetupError(format!("tile {id} is not of level {}", r + 1)));
                        }
                        if v.contains(&(idx as u8)) {
                            return Err(SetupError(format!("tile {id} is given twice")));
                        }
                        v.push(idx as u8);
                    }
                }
                v
            };
            Ok((l, tiles))
        }
        LayoutChoice::Random => loop {
            let l = random_shape(players, rng);
            let tiles = deal(l.rows, rng);
            // §1.5: a random 2-player layout must offer the 3 thalers of rent.
            let thalers: u8 = tiles.iter().map(|&i| thaler_source(i as usize)).sum();
            if players == 2 && thalers < 3 {
                continue;
            }
            return Ok((l, tiles));
        },
    }
}

/// The built-in table, built and checked once.
fn default_components() -> Arc<Components> {
    static DEFAULT: OnceLock<Arc<Components>> = OnceLock::new();
    DEFAULT
        .get_or_init(|| {
            let c = Components::default();
            c.validate().expect("the built-in component table is valid");
            Arc::new(c)
        })
        .clone()
}

pub fn new_game(setup: &Setup<Options>) -> Result<Haspelknecht, SetupError> {
    new_game_drawing(setup, engine::Draws::off())
}

/// [`new_game`] with these draws ([`engine::chance`]).
pub fn new_game_drawing(
    setup: &Setup<Options>,
    draws: engine::Draws<()>,
) -> Result<Haspelknecht, SetupError> {
    let n = setup.players;
    if !(2..=4).contains(&n) {
        return Err(SetupError(format!(
            "Haspelknecht is for 2 to 4 players, not {n}"
        )));
    }
    let opts = &setup.options;
    let comps = match &opts.components {
        None => default_components(),
        Some(c) => {
            c.validate()
                .map_err(|e| SetupError(format!("component table: {e}")))?;
            Arc::new(c.clone())
        }
    };
    let mut rng = rng_from_seed(setup.seed);
    let (layout, tiles) = build_layout(opts, &comps, n, &mut rng)?;

    let mut costs = [[0u8; 4]; 20];
    let mut symbols = [crate::components::Symbol::None; 20];
    for (i, td) in comps.tiles.iter().enumerate() {
        let c = td.cost;
        costs[i] = [c.black, c.brown, c.yellow, c.grey];
        symbols[i] = td.symbol;
    }
    let mut cost_kinds: Vec<([u8; 4], u32)> = Vec::new();
    for (i, cost) in costs.iter().enumerate() {
        match cost_kinds.iter_mut().find(|(c, _)| c == cost) {
            Some((_, mask)) => *mask |= 1 << i,
            None => cost_kinds.push((*cost, 1 << i)),
        }
    }
    let g = &comps.pinge_groups;
    let pinge_bounds = [g[0], g[0] + g[1], g[0] + g[1] + g[2]];
    let mut section_of_cube = [0u8; 11];
    let mut section_end = [0u8; 7];
    let mut k = 0usize;
    for (s, sec) in comps.tunnel.iter().enumerate() {
        for _ in 0..sec.coal {
            section_of_cube[k] = s as u8;
            k += 1;
        }
        section_end[s] = k as u8;
    }
    let mut water_pool = [false; 4];
    for (i, p) in comps.pools.iter().enumerate() {
        water_pool[i] = p.water;
    }
    let shape = layout.slots();
    let slots: Vec<(u8, i8, u8)> = shape
        .iter()
        .zip(&tiles)
        .map(|(&(r, x), &t)| (r, x, t))
        .collect();
    let mut in_play = 0u32;
    let mut adj = [0u32; 20];
    for (i, &(r, x, t)) in slots.iter().enumerate() {
        in_play |= 1 << t;
        // Touching is symmetric: each pair once.
        for &(r2, x2, t2) in &slots[..i] {
            if touches((r, x), (r2, x2)) {
                adj[t as usize] |= 1 << t2;
                adj[t2 as usize] |= 1 << t;
            }
        }
    }
    let rules = Rules {
        setup: setup.clone(),
        costs,
        cost_kinds,
        symbols,
        pinge_bounds,
        section_of_cube,
        section_end,
        water_pool,
        pools: n as usize,
        in_play,
        adj,
        slots,
        layout_name: layout.name.clone(),
        comps,
    };

    let mut player = Player {
        pinge_coal: 7,
        ..Player::default()
    };
    let _ = &mut player;
    let mut players = [player; 4];
    for p in players.iter_mut().take(n as usize) {
        if opts.start_with_buildings {
            for id in [12u8, 15, 24, 35] {
                if in_play & t(id) == 0 {
                    p.free_buildings |= t(id);
                }
            }
        }
        if opts.start_with_improved_farmhand && in_play & t(13) == 0 {
            p.free_improved_farmhand = true;
        }
    }
    // §1.3 step 5: random turn order.
    let mut order = [0u8, 1, 2, 3];
    shuffle(&mut rng, &mut order[..n as usize]);
    let mut g = Haspelknecht {
        rules: Arc::new(rules),
        year: 1,
        season: SPRING,
        phase: Phase::Take1(0),
        order,
        players,
        action_pools: [[0; 3]; 4],
        reserve_pools: [[0; 3]; 4],
        bag: BAG[n as usize - 2],
        stacks: [[0; 4]; 20],
        stack_len: [0; 20],
        exec: Exec::default(),
        rng,
        events: Default::default(),
        draws,
    };
    if g.draws.is_on() {
        g.chance_turn_order();
    }
    // §1.3 step 7: 3 discs into each reserve pool, then 6 into each action pool.
    g.fill_pools();
    // Year 1 starts with the spring pit-water phase.
    g.water_phase();
    g.begin_action_phase();
    g.settle();
    Ok(g)
}
