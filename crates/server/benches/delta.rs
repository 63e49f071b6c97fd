//! What one seat's message after a move costs the server late in a game (issue 40): the state's
//! parts built from the connection's log mark (`Table::parts`), then the delta from what the
//! connection was sent (`delta::next`), in 4 KB pieces as over the WebSocket; and a whole first
//! state (`delta::full_in_pieces`) for comparison. Random 2-player games: Glück Auf at decision
//! 200 (as the load test's late games), Haspelknecht at 100 (random play ends it after about
//! 120; the load test's greedy games after about 280).
//!   cargo bench -p server --bench delta

use criterion::{criterion_group, criterion_main, Criterion};
use engine::rng::{below, rng_from_seed};
use engine::{Game, GameRecord, SeatInfo, Setup};
use server::delta::{self, Sent};
use server::table::{self, Header, LogFrom, Table};

const PIECE: usize = 4096;

/// What seat 0 was sent after `at` random decisions of the first seed from `seed` on whose
/// game goes on for 20 more, and the table one decision later.
fn late<G: Game>(seed: u64, at: usize) -> (Box<dyn Table>, Sent, Loaded) {
    (seed..)
        .find_map(|seed| {
            late_of::<G>(seed, at + 20)?;
            late_of::<G>(seed, at)
        })
        .unwrap()
}

/// A game's record and its actions as the database gives them (to load it again).
type Loaded = (GameRecord, Vec<server::db::ActionRow>);

fn late_of<G: Game>(seed: u64, at: usize) -> Option<(Box<dyn Table>, Sent, Loaded)> {
    let setup = Setup {
        players: 2,
        seed,
        options: Default::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut record = GameRecord::new::<G>(&setup);
    record.seats = vec![SeatInfo::person("A"), SeatInfo::person("B")];
    let mut table = table::load_table(record.clone(), vec![]).unwrap();
    let mut rows = Vec::new();
    let mut rng = rng_from_seed(seed);
    let mut legal = Vec::new();
    let mut sent = None;
    for n in 0..=at {
        if game.is_over() {
            return None;
        }
        let movers = game.to_move();
        let seat = movers
            .iter()
            .nth(below(&mut rng, movers.len() as u32) as usize)
            .unwrap();
        game.legal_actions(seat, &mut legal);
        let a = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply(seat, a).unwrap();
        table.push(seat, &a.to_string()).unwrap();
        rows.push(server::db::ActionRow {
            seat,
            notation: a.to_string(),
        });
        if n + 1 == at {
            let parts = parts(table.as_mut(), None);
            sent = Some(delta::full_in_pieces(parts, PIECE).1);
        }
    }
    Some((table, sent?, (record, rows)))
}

fn parts(table: &mut dyn Table, from: Option<&Sent>) -> table::Parts {
    let from = from.map_or(LogFrom::Start, |s| LogFrom::Mark(s.mark()));
    parts_from(table, from)
}

fn parts_from(table: &mut dyn Table, from: LogFrom) -> table::Parts {
    let seats = table::seat_outs(table.seats());
    let extra = serde_json::Map::new();
    let header = Header {
        game_id: "g",
        version: table.visible_count(Some(0)),
        status: server::types::GameStatus::Open,
        seats: &seats,
        ranks: None,
        lines: &[],
        extra: &extra,
        over: false,
        ending: None,
    };
    table.parts(&header, Some(0), present::Lang::De, from)
}

fn bench(c: &mut Criterion) {
    for (name, (mut table, sent, loaded)) in [
        ("glueckauf", late::<glueckauf::GlueckAuf>(7, 200)),
        ("haspelknecht", late::<haspelknecht::Haspelknecht>(7, 100)),
    ] {
        let mut group = c.benchmark_group(format!("{name}_late"));
        group.bench_function("parts", |b| b.iter(|| parts(table.as_mut(), Some(&sent))));
        group.bench_function("parts_and_delta", |b| {
            b.iter(|| {
                let p = parts(table.as_mut(), Some(&sent));
                delta::next(p, &sent, PIECE).unwrap()
            })
        });
        group.bench_function("full_state", |b| {
            b.iter(|| delta::full_in_pieces(parts(table.as_mut(), None), PIECE))
        });
        // A server that takes a game over (its client reconnects after a restart): the game
        // loaded from its record and actions, and the client's state resumed from the
        // version it had.
        group.bench_function("load_and_resume", |b| {
            b.iter(|| {
                let mut t = table::load_table(loaded.0.clone(), loaded.1.clone()).unwrap();
                let since = t.visible_count(Some(0)).saturating_sub(2);
                let p = parts_from(t.as_mut(), LogFrom::Counted(since));
                delta::resume_in_pieces(p, since, PIECE)
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
