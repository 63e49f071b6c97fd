//! What a seat's deltas over a whole 2-player Glück Auf game are made of (issue 40): per
//! message the log lines and the patch's operations by the field they change; the 90th
//! percentile of the first and last thirds.
//!   cargo run --profile checked -p server --example deltaprobe -- [SEED...]
use engine::rng::{below, rng_from_seed};
use engine::{Game, GameRecord, SeatInfo};
use std::collections::BTreeMap;

fn p90(v: &[usize]) -> usize {
    let mut v = v.to_vec();
    v.sort();
    v[(v.len() * 9 / 10).min(v.len() - 1)]
}

fn main() {
    let seeds: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    for seed in if seeds.is_empty() {
        vec![1, 2, 3, 4, 5, 6]
    } else {
        seeds
    } {
        run(seed);
    }
}

/// Seat 0's delta sizes over a random 2-player Glück Auf game of `seed` (one message each, no
/// pieces), what each is made of, and the number of actions.
pub fn measure(seed: u64) -> (Vec<usize>, Vec<BTreeMap<String, usize>>, u64) {
    type G = glueckauf::GlueckAuf;
    let setup = engine::Setup {
        players: 2,
        seed,
        options: Default::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut record = GameRecord::new::<G>(&setup);
    record.seats = vec![SeatInfo::person("A"), SeatInfo::person("B")];
    let mut table = server::table::load_table(record, vec![]).unwrap();
    let seats = server::table::seat_outs(table.seats());
    let extra = serde_json::Map::new();
    let mut rng = rng_from_seed(seed);
    let mut legal = Vec::new();
    let mut sent: Option<server::delta::Sent> = None;
    let mut sizes = Vec::new();
    let mut parts_by: Vec<BTreeMap<String, usize>> = Vec::new();
    let mut n = 0u64;
    while !game.is_over() {
        let movers = game.to_move();
        let seat = movers
            .iter()
            .nth(below(&mut rng, movers.len() as u32) as usize)
            .unwrap();
        game.legal_actions(seat, &mut legal);
        let a = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply(seat, a).unwrap();
        table.push(seat, &a.to_string()).unwrap();
        n += 1;
        let header = server::table::Header {
            game_id: "g",
            version: table.visible_count(Some(0)),
            status: server::types::GameStatus::Open,
            seats: &seats,
            ranks: None,
            lines: &[],
            extra: &extra,
            over: game.is_over(),
            ending: None,
        };
        let mark = sent.as_ref().map(|s| s.mark().clone());
        let parts = table.parts(
            &header,
            Some(0),
            present::Lang::En,
            mark.as_ref()
                .map_or(server::table::LogFrom::Start, server::table::LogFrom::Mark),
        );
        match &sent {
            None => sent = Some(server::delta::full(parts).1),
            Some(was) => {
                // One message (no pieces): what the change is made of.
                if let Some((mut texts, now)) = server::delta::next(parts, was, usize::MAX) {
                    let text = texts.swap_remove(0);
                    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
                    let mut by = BTreeMap::new();
                    by.insert(
                        "log".to_string(),
                        v.get("log").map_or(0, |l| l.to_string().len()),
                    );
                    if let Some(ops) = v["patch"].as_array() {
                        for op in ops {
                            let path = op["path"].as_str().unwrap_or("");
                            let key: String = path.split('/').take(3).collect::<Vec<_>>().join("/");
                            *by.entry(key).or_default() += op.to_string().len();
                        }
                    }
                    sizes.push(text.len());
                    parts_by.push(by);
                    sent = Some(now);
                }
            }
        }
    }
    (sizes, parts_by, n)
}

/// The 90th percentiles of the first and last thirds of `sizes`.
pub fn thirds(sizes: &[usize]) -> (usize, usize) {
    let third = sizes.len() / 3;
    (p90(&sizes[..third]), p90(&sizes[sizes.len() - third..]))
}

fn run(seed: u64) {
    let (sizes, parts_by, n) = measure(seed);
    let k = sizes.len();
    let third = k / 3;
    let (a, b) = thirds(&sizes);
    println!(
        "seed {seed}: {n} actions, {k} deltas; p90 first {a} B last {b} B ratio {:.2}",
        b as f64 / a as f64
    );
    for (name, range) in [("first", 0..third), ("last", k - third..k)] {
        let mut sum: BTreeMap<String, usize> = BTreeMap::new();
        for by in &parts_by[range.clone()] {
            for (key, v) in by {
                *sum.entry(key.clone()).or_default() += v;
            }
        }
        let mut v: Vec<_> = sum.into_iter().collect();
        v.sort_by_key(|(_, s)| std::cmp::Reverse(*s));
        let line: Vec<String> = v
            .iter()
            .take(8)
            .map(|(key, s)| format!("{key} {}", s / range.len()))
            .collect();
        println!("  {name} third, mean B per message: {}", line.join(", "));
    }
}
