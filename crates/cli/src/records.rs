//! Commands on game records: `replay`, `legal`, `new`, `apply`.

use crate::games::{with_game, GameKind};
use crate::options::build_options;
use crate::out::path as shown;
use anyhow::{anyhow, bail, Context};
use engine::record::{parse_entry, GameRecord};
use engine::{ranks, replay, Game, Seat, Setup};
use serde::Serialize;
use std::path::Path;

/// Reads and parses a record file; errors name the file.
pub fn read_record(path: &Path) -> anyhow::Result<GameRecord> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read game record {}", shown(path)))?;
    parse_record(path, &text)
}

fn parse_record(path: &Path, text: &str) -> anyhow::Result<GameRecord> {
    GameRecord::from_json(text).map_err(|e| anyhow!("{}: {e}", shown(path)))
}

/// Writes a new record: whole or not at all, never over an existing file (see `safefile`).
pub fn create_record(path: &Path, record: &GameRecord) -> anyhow::Result<()> {
    safefile::create_new(path, (record.to_json() + "\n").as_bytes()).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            anyhow!(
                "{} exists already: kohle does not overwrite a game",
                shown(path)
            )
        } else {
            anyhow!("cannot write {}: {e}", shown(path))
        }
    })
}

fn no_components_for_records(components: Option<&Path>) -> anyhow::Result<()> {
    if components.is_some() {
        bail!("--components applies to new games only: a game record stores the component table it was played with");
    }
    Ok(())
}

fn replay_record<G: Game>(path: &Path, record: &GameRecord) -> anyhow::Result<G> {
    replay::<G>(record).map_err(|e| anyhow!("{}: {e}", shown(path)))
}

#[derive(Serialize)]
struct SeatScore {
    seat: Seat,
    total: i32,
    tiebreak: i32,
    rank: u8,
    breakdown: Vec<engine::ScoreLine>,
}

#[derive(Serialize)]
struct ReplayReport<V: Serialize> {
    game: String,
    players: u8,
    seed: u64,
    actions: usize,
    over: bool,
    to_move: Vec<Seat>,
    winners: Vec<Seat>,
    scores: Vec<SeatScore>,
    view: V,
}

pub fn replay_cmd(
    path: &Path,
    seat: Option<u8>,
    json: bool,
    components: Option<&Path>,
) -> anyhow::Result<()> {
    no_components_for_records(components)?;
    let record = read_record(path)?;
    let kind = GameKind::from_name(&record.game).map_err(|e| anyhow!("{}: {e}", shown(path)))?;
    with_game!(kind, G => {
        let game: G = replay_record(path, &record)?;
        if let Some(s) = seat {
            if s as usize >= game.players() {
                bail!("--seat {s}: the game has seats 0 to {}", game.players() - 1);
            }
        }
        let rank = ranks(&game);
        let over = game.is_over();
        let scores: Vec<SeatScore> = (0..game.players() as Seat)
            .map(|s| SeatScore {
                seat: s,
                total: game.score(s),
                tiebreak: game.tiebreak(s),
                rank: rank[s as usize],
                breakdown: game.score_breakdown(s),
            })
            .collect();
        let winners: Vec<Seat> = if over { engine::winners(&game).iter().collect() } else { vec![] };
        if json {
            let report = ReplayReport {
                game: G::NAME.to_string(),
                players: record.players,
                seed: record.seed,
                actions: record.actions.len(),
                over,
                to_move: game.to_move().iter().collect(),
                winners,
                scores,
                view: game.view(seat),
            };
            println!("{}", serde_json::to_string_pretty(&report)?);
        } else {
            let status = if over {
                "game over".to_string()
            } else {
                format!("to move: seat {:?}", game.to_move().iter().collect::<Vec<_>>())
            };
            println!(
                "{} — {} players, seed {}, {} actions — {status}",
                G::NAME, record.players, record.seed, record.actions.len()
            );
            println!();
            println!("{}", game.describe(seat));
            println!("Scores{}:", if over { " (final)" } else { " so far" });
            for s in &scores {
                let mark = if winners.contains(&s.seat) { "  ← winner" } else { "" };
                println!("  seat {}: {} VP (tie-break {}){mark}", s.seat, s.total, s.tiebreak);
                for line in &s.breakdown {
                    println!("      {:<32} {:>4}", line.category, line.points);
                }
            }
        }
        Ok(())
    })
}

pub fn legal_cmd(path: &Path, json: bool, components: Option<&Path>) -> anyhow::Result<()> {
    no_components_for_records(components)?;
    let record = read_record(path)?;
    let kind = GameKind::from_name(&record.game).map_err(|e| anyhow!("{}: {e}", shown(path)))?;
    with_game!(kind, G => {
        let game: G = replay_record(path, &record)?;
        let mut buf = Vec::new();
        let mut by_seat = Vec::new();
        for seat in game.to_move().iter() {
            game.legal_actions(seat, &mut buf);
            by_seat.push((seat, buf.iter().map(|a| a.to_string()).collect::<Vec<_>>()));
        }
        if json {
            let list: Vec<serde_json::Value> = by_seat
                .iter()
                .map(|(seat, actions)| serde_json::json!({ "seat": seat, "actions": actions }))
                .collect();
            println!("{}", serde_json::to_string_pretty(&serde_json::json!({ "over": game.is_over(), "to_move": list }))?);
        } else if by_seat.is_empty() {
            println!("The game is over: no legal actions.");
        } else {
            for (seat, actions) in by_seat {
                println!("seat {seat} ({} legal actions):", actions.len());
                for a in actions {
                    println!("  {a}");
                }
            }
        }
        Ok(())
    })
}

pub fn new_cmd(
    kind: GameKind,
    players: u8,
    seed: u64,
    options: &[String],
    components: Option<&Path>,
    output: &Path,
) -> anyhow::Result<()> {
    with_game!(kind, G => {
        let setup = Setup { players, seed, options: build_options::<G>(options, components)? };
        G::new_game(&setup).map_err(|e| anyhow!("{e}"))?;
        create_record(output, &GameRecord::new::<G>(&setup))?;
        println!("wrote a new {} game for {players} players (seed {seed}) to {}", G::NAME, output.display());
        Ok(())
    })
}

pub fn apply_cmd(path: &Path, actions: &[String], components: Option<&Path>) -> anyhow::Result<()> {
    no_components_for_records(components)?;
    // Locked from the read to the write: concurrent `apply`s on one file are serialized, and
    // none loses another's actions (see `safefile`).
    let mut locked = safefile::Locked::open(path)
        .with_context(|| format!("cannot open game record {}", shown(path)))?;
    let text = locked
        .read_to_string()
        .with_context(|| format!("cannot read game record {}", shown(path)))?;
    let mut record = parse_record(path, &text)?;
    let kind = GameKind::from_name(&record.game).map_err(|e| anyhow!("{}: {e}", shown(path)))?;
    with_game!(kind, G => {
        let mut game: G = replay_record(path, &record)?;
        let start = record.actions.len();
        for (i, text) in actions.iter().enumerate() {
            let index = start + i;
            let fail = |reason: String| {
                anyhow!(
                    "action {index} (`{}`): {reason}; {} left unchanged",
                    engine::quote(text),
                    shown(path)
                )
            };
            let entry = parse_entry(&game, text).map_err(fail)?;
            game.apply(entry.seat, entry.action)
                .map_err(|e| fail(e.to_string()))?;
            record.push(entry.seat, entry.action);
        }
        locked
            .replace((record.to_json() + "\n").as_bytes())
            .with_context(|| format!("cannot write {}; it was left unchanged", shown(path)))?;
        println!("applied {} action(s); {}", actions.len(), if game.is_over() { "the game is over".to_string() } else {
            format!("to move: seat {:?}", game.to_move().iter().collect::<Vec<_>>())
        });
        Ok(())
    })
}
