//! Late games for the load generator: a database that holds live games 200 or more decisions
//! in (both games, a person against a random bot) beside many idle open turn-based games (two
//! persons who do not move during the run).
//!
//! The records are played offline with the engine from deterministic seeds: the live games by
//! two greedy bots (`greedy:1`, whose games last about 280 decisions in both games, so that a
//! record 200 or more decisions in is not near its end), cut at 200 to 220 decisions, where
//! their play went on for at least 60 more; the idle games by random play, cut at a uniformly chosen point of their
//! game. They are written as lines of `kohle db export` (format 2: the record and its server
//! part, see `server::archive`) and stored by the import of `kohle db import`
//! ([`server::archive::read`] and [`server::archive::store`], which replay and check every
//! line), in chunks of 2,000 games, one transaction each.
//!
//! The greedy-played live records take about 50 ms each (Glück Auf) on one core: they are kept
//! in a cache file (`late-records-s{SEED}-f{FROM}.jsonl`, one record a line) when a cache
//! directory is given, and reused by later runs.

use bots::{Bot, GreedyBot};
use engine::rng::{below, rng_from_seed};
use engine::{Game, GameRecord, SeatInfo};
use server::archive::{self, Exported, ServerPart, TokenHash};
use server::clock::TimeControl;
use server::meta::GameMeta;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// What to put into the database.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Live games (a person against a random bot), each `from` to `from + 20` decisions in.
    pub live: usize,
    pub from: usize,
    /// Idle open turn-based games (two persons).
    pub idle: usize,
    pub seed: u64,
    /// Where the greedy-played live records are cached (`None`: no cache).
    pub cache: Option<PathBuf>,
    /// The idle games are in the database already (copied from a template database made by an
    /// earlier run, see `--idle-template` in `load.rs`): only the live ones are imported.
    pub idle_in_template: bool,
}

/// A live game as stored: what its person's client needs.
#[derive(Clone, Debug)]
pub struct Live {
    pub id: String,
    pub token: String,
    pub game: String,
    /// Decisions in the record, and how many of them are the person's (seat 0).
    pub decisions: usize,
    pub person_decisions: usize,
}

/// What was stored, and how long it took.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    pub live: Vec<Live>,
    pub idle: usize,
    pub live_decisions: u64,
    pub idle_decisions: u64,
    /// Seconds to play the records (live: without the cached ones) and to import them.
    pub play_s: f64,
    pub import_s: f64,
}

/// A 64-bit mix (splitmix64) of a seed and an index: the seed of one record.
fn mix(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The game of record `i`: both games, alternately.
fn game_of(i: usize) -> &'static str {
    if i.is_multiple_of(2) {
        "glueckauf"
    } else {
        "haspelknecht"
    }
}

/// Plays `G` from `seed` for at most `limit` decisions (the deciding seat, when several decide
/// at once, chosen by `rng`), asking `bots[seat]`; stops before the game ends. Returns the record.
fn play<G: Game>(
    seed: u64,
    seats: Vec<SeatInfo>,
    limit: usize,
    bots: &mut [Box<dyn Bot<G>>],
) -> GameRecord {
    let setup = engine::Setup {
        players: 2,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).expect("a two-player game with default options");
    let mut record = GameRecord::new::<G>(&setup);
    record.seats = seats;
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    let mut legal = Vec::new();
    while record.actions.len() < limit {
        let movers = game.to_move();
        let seat = movers
            .iter()
            .nth(below(&mut rng, movers.len() as u32) as usize)
            .expect("a game not over has a seat to move");
        game.legal_actions(seat, &mut legal);
        let action = bots[seat as usize].choose(&game, seat, &legal);
        let mut next = game.clone();
        next.apply(seat, action).expect("a legal action applies");
        if next.is_over() {
            break;
        }
        game = next;
        record.push(seat, action);
    }
    record
}

fn live_seats() -> Vec<SeatInfo> {
    vec![SeatInfo::person("Person"), SeatInfo::bot("random")]
}

/// Decisions a live game's greedy play went on after the cut, at least: so that few live games
/// end during a run (the person plays at random, which ends games sooner).
const AFTER_CUT: usize = 60;

/// Live record `i`: greedy play cut at `from + (0..=20)` decisions; a seed whose game has not
/// [`AFTER_CUT`] more decisions is skipped for the next.
pub fn live_record(seed: u64, from: usize, i: usize) -> GameRecord {
    let want = from + (mix(seed, i as u64) % 21) as usize;
    for attempt in 0u64.. {
        let s = mix(seed ^ 0x11fe, i as u64 * 1000 + attempt);
        let greedy = |k: u64| -> GreedyBot {
            let mut b = GreedyBot::new(s ^ k);
            b.samples = 1;
            b
        };
        let mut record = match game_of(i) {
            "glueckauf" => play::<glueckauf::GlueckAuf>(
                s,
                live_seats(),
                want + AFTER_CUT,
                &mut [Box::new(greedy(1)), Box::new(greedy(2))],
            ),
            _ => play::<haspelknecht::Haspelknecht>(
                s,
                live_seats(),
                want + AFTER_CUT,
                &mut [Box::new(greedy(1)), Box::new(greedy(2))],
            ),
        };
        if record.actions.len() == want + AFTER_CUT {
            record.actions.truncate(want);
            return record;
        }
    }
    unreachable!()
}

/// Idle record `i`: random play, cut at a uniformly chosen point of its game.
fn idle_record(seed: u64, i: usize) -> GameRecord {
    let s = mix(seed ^ 0x1d1e, i as u64);
    let seats = vec![
        SeatInfo::person(format!("Anna {i}")),
        SeatInfo::person(format!("Ben {i}")),
    ];
    let random = |k: u64| bots::RandomBot::new(s ^ k);
    let whole = match game_of(i) {
        "glueckauf" => play::<glueckauf::GlueckAuf>(
            s,
            seats,
            usize::MAX,
            &mut [Box::new(random(1)), Box::new(random(2))],
        ),
        _ => play::<haspelknecht::Haspelknecht>(
            s,
            seats,
            usize::MAX,
            &mut [Box::new(random(1)), Box::new(random(2))],
        ),
    };
    let mut record = whole;
    let keep = (mix(s, 7) % (record.actions.len() as u64 + 1)) as usize;
    record.actions.truncate(keep);
    record
}

/// The live records `0..n`, from the cache where it has them; the new ones are played on two
/// threads and added to it.
fn live_records(plan: &Plan) -> anyhow::Result<(Vec<GameRecord>, f64)> {
    let path = plan
        .cache
        .as_ref()
        .map(|d| d.join(format!("late-records-s{}-f{}.jsonl", plan.seed, plan.from)));
    let mut records: Vec<GameRecord> = Vec::new();
    if let Some(p) = path.as_ref().filter(|p| p.exists()) {
        for (n, line) in std::fs::read_to_string(p)?.lines().enumerate() {
            if records.len() == plan.live {
                break;
            }
            let record = GameRecord::from_json(line).map_err(|e| {
                anyhow::anyhow!("{} line {}: {e} (delete the cache)", p.display(), n + 1)
            })?;
            records.push(record);
        }
    }
    let have = records.len();
    let started = Instant::now();
    let missing: Vec<usize> = (have..plan.live).collect();
    let threads = 2;
    let played: Vec<Vec<(usize, GameRecord)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let missing = &missing;
                scope.spawn(move || {
                    missing
                        .iter()
                        .skip(t)
                        .step_by(threads)
                        .map(|&i| (i, live_record(plan.seed, plan.from, i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a record player"))
            .collect()
    });
    let mut new: Vec<(usize, GameRecord)> = played.into_iter().flatten().collect();
    new.sort_by_key(|(i, _)| *i);
    let play_s = started.elapsed().as_secs_f64();
    if let (Some(p), false) = (&path, new.is_empty()) {
        std::fs::create_dir_all(p.parent().unwrap_or(p))?;
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(p)?;
        for (_, r) in &new {
            writeln!(file, "{}", serde_json::to_string(r)?)?;
        }
    }
    records.extend(new.into_iter().map(|(_, r)| r));
    Ok((records, play_s))
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The export line of `record` as a game a server goes on with: created `age_s` seconds ago,
/// its actions spread over that time, tokens for its persons (returned) and a spectator.
fn exported(
    id: String,
    record: GameRecord,
    clock: TimeControl,
    age_s: i64,
) -> anyhow::Result<(Exported, Vec<(u8, String)>)> {
    let now = now_ms();
    let created = now / 1000 - age_s;
    let n = record.actions.len() as i64;
    let action_times: Vec<i64> = (0..n).map(|k| created + age_s * k / n.max(1)).collect();
    let last_ms = action_times.last().map_or(created * 1000, |t| t * 1000);
    let (bare, seats) = (record.clone(), record.seats.clone());
    let mut meta = GameMeta::new(seats.len(), clock);
    meta.lang = Some(present::Lang::En);
    let rows = bare
        .actions
        .iter()
        .map(|a| {
            let (seat, notation) = a.split_once(':').expect("SEAT: NOTATION");
            server::db::ActionRow {
                seat: seat.trim().parse().expect("a seat"),
                notation: notation.trim().to_string(),
            }
        })
        .collect();
    let mut setup = bare;
    setup.actions.clear();
    let table = server::table::load_table(setup, rows).map_err(|e| anyhow::anyhow!(e))?;
    meta.retime(table.to_move(), &seats, last_ms, None);
    let mut tokens = Vec::new();
    let mut hashes = Vec::new();
    for (s, info) in seats.iter().enumerate() {
        if info.bot.is_none() {
            let t = server::token::new_token();
            hashes.push(TokenHash {
                hash: server::token::hash(&t),
                seat: s as i64,
            });
            tokens.push((s as u8, t));
        }
    }
    hashes.push(TokenHash {
        hash: server::token::hash(&server::token::new_token()),
        seat: -1,
    });
    let server = ServerPart {
        id,
        status: "open".into(),
        created,
        finished: None,
        revision: n,
        undo_bumps: vec![0; seats.len() + 1],
        final_scores: None,
        deadline: meta.deadline(),
        warn_at: meta.warnings().iter().map(|w| w.0).min(),
        meta: Some(serde_json::from_str(&meta.to_json())?),
        tokens: hashes,
        action_times,
        ending: None,
    };
    Ok((Exported { record, server }, tokens))
}

/// Imports `lines` with `kohle db import`'s library functions (all or nothing per call).
async fn import(db: &server::db::Db, lines: &[String]) -> anyhow::Result<()> {
    let text = lines.join("\n");
    let parsed = archive::read(&mut text.as_bytes())?;
    archive::store(db, &parsed).await?;
    Ok(())
}

/// The turn-based clock of the idle games: three days a move, a week's reserve.
pub const IDLE_CLOCK: TimeControl = TimeControl::Turn {
    per_move_seconds: 3 * 24 * 3600,
    reserve_seconds: 7 * 24 * 3600,
};

/// Fills the database `url` (its schema made already) as `plan` says.
pub async fn store(url: &str, plan: &Plan) -> anyhow::Result<Stored> {
    let (records, live_play_s) = live_records(plan)?;
    let idle_started = Instant::now();
    let to_import = if plan.idle_in_template { 0 } else { plan.idle };
    let idle: Vec<GameRecord> = (0..to_import).map(|i| idle_record(plan.seed, i)).collect();
    let play_s = live_play_s + idle_started.elapsed().as_secs_f64();
    let import_started = Instant::now();
    let db = server::db::Db::connect(url).await?;
    let mut stored = Stored {
        idle: plan.idle,
        play_s,
        ..Stored::default()
    };
    // The idle games first (older: created over the last 30 days), then the live ones (the
    // last 3 days), in chunks.
    let mut lines = Vec::new();
    for (i, record) in idle.into_iter().enumerate() {
        stored.idle_decisions += record.actions.len() as u64;
        let age = 3600 + (mix(plan.seed, i as u64) % (30 * 24 * 3600)) as i64;
        let (e, _) = exported(server::token::new_game_id(), record, IDLE_CLOCK, age)?;
        lines.push(e.to_line());
        if lines.len() == 2000 {
            import(&db, &lines).await?;
            lines.clear();
        }
    }
    for (i, record) in records.into_iter().enumerate() {
        let decisions = record.actions.len();
        let person_decisions = record
            .actions
            .iter()
            .filter(|a| a.starts_with("0:"))
            .count();
        stored.live_decisions += decisions as u64;
        let age = 600 + (mix(plan.seed ^ 1, i as u64) % (3 * 24 * 3600)) as i64;
        let id = server::token::new_game_id();
        let game = record.game.clone();
        let (e, tokens) = exported(id.clone(), record, TimeControl::Untimed, age)?;
        lines.push(e.to_line());
        let token = tokens
            .into_iter()
            .find(|(s, _)| *s == 0)
            .map(|(_, t)| t)
            .expect("the person's token");
        stored.live.push(Live {
            id,
            token,
            game,
            decisions,
            person_decisions,
        });
        if lines.len() == 2000 {
            import(&db, &lines).await?;
            lines.clear();
        }
    }
    if !lines.is_empty() {
        import(&db, &lines).await?;
    }
    db.close().await;
    stored.import_s = import_started.elapsed().as_secs_f64();
    Ok(stored)
}
