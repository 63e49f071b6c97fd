//! How much memory a live game 200 or more decisions in keeps on the server (issue 40), part by
//! part, counted by the allocator (exact, the same on every run): the game loaded from its
//! record (state, log, actions), what writing a viewer's whole state leaves behind, and a
//! WebSocket connection's delta base ([`server::delta::Sent`]). Also the time to write a whole
//! state late in a game (the log's texts are written then, not kept).
//!
//!   cargo run --profile checked -p server --example memprobe -- [GAMES] [--max-kb KB]
//!
//! With `--max-kb`, exits with status 1 when a game keeps more than KB on average (the suite
//! runs it so, as the test binary `tests/memprobe.rs`).
use engine::GameRecord;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "load/late.rs"]
#[allow(dead_code)]
mod late;

/// The system allocator, counting the bytes in use.
struct Counting;
static IN_USE: AtomicUsize = AtomicUsize::new(0);
/// Blocks in use: many small ones cost an allocator more than their bytes.
static BLOCKS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        IN_USE.fetch_add(l.size(), Ordering::Relaxed);
        BLOCKS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        IN_USE.fetch_sub(l.size(), Ordering::Relaxed);
        BLOCKS.fetch_sub(1, Ordering::Relaxed);
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        IN_USE.fetch_add(n, Ordering::Relaxed);
        IN_USE.fetch_sub(l.size(), Ordering::Relaxed);
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn in_use() -> usize {
    IN_USE.load(Ordering::Relaxed)
}

/// A record's bare part and its actions as the database gives them.
fn rows(record: &GameRecord) -> (GameRecord, Vec<server::db::ActionRow>) {
    let rows = record
        .actions
        .iter()
        .map(|a| {
            let (seat, n) = a.split_once(':').expect("SEAT: NOTATION");
            server::db::ActionRow {
                seat: seat.trim().parse().expect("a seat"),
                notation: n.trim().to_string(),
            }
        })
        .collect();
    let mut bare = record.clone();
    bare.actions.clear();
    (bare, rows)
}

/// `--server N`: N live games stored in a new SQLite file, a server started on it in this
/// process; the memory its start-up keeps (it loads every game with a bot seat).
fn server_probe(n: usize) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let path = std::env::temp_dir().join(format!("memprobe-{}.sqlite", std::process::id()));
        let url = path.to_str().unwrap().to_string();
        let plan = late::Plan {
            live: n,
            from: 200,
            idle: 0,
            seed: 7,
            cache: None,
            idle_in_template: false,
        };
        // A server makes the database's tables; the games go in while it is stopped.
        let first = server::start(server::ServeArgs::new("127.0.0.1:0", &url))
            .await
            .expect("the server starts");
        first.shutdown().await.ok();
        late::store(&url, &plan).await.expect("stored");
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        let before = in_use();
        let blocks_before = BLOCKS.load(Ordering::Relaxed);
        let running = server::start(server::ServeArgs::new("127.0.0.1:0", &url))
            .await
            .expect("the server starts");
        let mut last = 0;
        let mut stable = 0;
        while stable < 4 {
            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            let now = in_use();
            let loaded = running.app.loaded_count();
            if loaded >= n && now.abs_diff(last) < 64 * 1024 {
                stable += 1;
            } else {
                stable = 0;
            }
            last = now;
        }
        let kept = in_use() - before;
        let blocks = BLOCKS.load(Ordering::Relaxed).saturating_sub(blocks_before);
        println!(
            "a server that loaded {} games keeps {:.1} MB: {:.1} KB a game, in {} blocks",
            running.app.loaded_count(),
            kept as f64 / 1048576.0,
            kept as f64 / n as f64 / 1024.0,
            blocks / n
        );
        running.shutdown().await.ok();
        let _ = std::fs::remove_file(&path);
    });
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--server") {
        server_probe(args[i + 1].parse().expect("--server N"));
        return;
    }
    let n: usize = args
        .first()
        .filter(|a| !a.starts_with("--"))
        .map_or(200, |a| a.parse().expect("GAMES is a number"));
    let max_kb: Option<f64> = args
        .iter()
        .position(|a| a == "--max-kb")
        .map(|i| args[i + 1].parse().expect("--max-kb KB"));
    probe(n, max_kb);
}

/// What `n` live games keep, part by part; exits with status 1 when a game keeps more than
/// `max_kb` on average (the suite's `tests/memprobe.rs` runs it so).
pub fn probe(n: usize, max_kb: Option<f64>) {
    let records: Vec<GameRecord> = (0..n).map(|i| late::live_record(7, 200, i)).collect();
    let decisions = records.iter().map(|r| r.actions.len()).sum::<usize>() / n;
    let seats: Vec<server::types::SeatOut> = vec![];
    let extra = serde_json::Map::new();
    let header = || server::table::Header {
        game_id: "g",
        version: 0,
        status: server::types::GameStatus::Open,
        seats: &seats,
        ranks: None,
        lines: &[],
        extra: &extra,
        over: false,
        ending: None,
    };
    // The catalogues of texts are made once per process: not a game's.
    for r in &records[..2.min(n)] {
        let (bare, actions) = rows(r);
        let mut table = server::table::load_table(bare, actions).expect("a record that replays");
        let parts = table.parts(
            &header(),
            Some(0),
            present::Lang::De,
            server::table::LogFrom::Start,
        );
        std::hint::black_box(server::delta::full(parts));
        std::hint::black_box(table.state_json(&header(), Some(0), present::Lang::De));
    }
    let (mut loaded, mut after_state, mut sent_kb) = (0usize, 0usize, 0usize);
    let mut tables = Vec::with_capacity(n);
    let mut sents = Vec::with_capacity(n);
    let mut state_bytes = 0usize;
    let mut state_s = 0.0;
    let mut blocks = 0usize;
    for r in &records {
        let (bare, actions) = rows(r);
        let blocks_before = BLOCKS.load(Ordering::Relaxed);
        let before = in_use();
        let mut table = server::table::load_table(bare, actions).expect("a record that replays");
        loaded += in_use() - before;
        blocks += BLOCKS.load(Ordering::Relaxed).saturating_sub(blocks_before);
        let before = in_use();
        let t0 = std::time::Instant::now();
        let text = table.state_json(&header(), Some(0), present::Lang::De);
        state_s += t0.elapsed().as_secs_f64();
        state_bytes += text.len();
        drop(text);
        after_state += in_use().saturating_sub(before);
        let before = in_use();
        let parts = table.parts(
            &header(),
            Some(0),
            present::Lang::De,
            server::table::LogFrom::Start,
        );
        let (text, sent) = server::delta::full(parts);
        drop(text);
        sents.push(sent);
        sent_kb += in_use().saturating_sub(before);
        tables.push(table);
    }
    let per = |x: usize| x as f64 / n as f64 / 1024.0;
    let total = per(loaded + after_state + sent_kb);
    println!("{n} live games {decisions} decisions in on average (both games), per game:");
    println!(
        "  loaded (state, log, actions)    {:7.1} KB in {} blocks",
        per(loaded),
        blocks / n
    );
    println!(
        "  left by writing a whole state   {:7.1} KB",
        per(after_state)
    );
    println!("  a connection's delta base       {:7.1} KB", per(sent_kb));
    println!("  kept in all                     {total:7.1} KB");
    println!(
        "  a whole state message: {:.1} KB, written in {:.0} µs (German, seat 0)",
        per(state_bytes),
        state_s / n as f64 * 1e6
    );
    std::hint::black_box((&tables, &sents));
    if let Some(max) = max_kb {
        if total > max {
            eprintln!("memprobe: a live game keeps {total:.1} KB, more than {max} KB");
            std::process::exit(1);
        }
    }
}
