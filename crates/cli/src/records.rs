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

/// How the game of a line of `kohle db export` ended, as its server told it (`server.ending`):
/// who resigned, forfeited or ran out of time, whether it was aborted. `None` for a plain
/// record (its ending is the game's own, by score) or a line without it.
fn server_ending(path: &Path, text: &str) -> anyhow::Result<Option<present::ending::Ending>> {
    let Ok(serde_json::Value::Object(o)) = serde_json::from_str(text) else {
        return Ok(None);
    };
    match o.get("server").and_then(|s| s.get("ending")) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(e) => serde_json::from_value(e.clone())
            .map(Some)
            .map_err(|e| anyhow!("{}: `server.ending`: {e}", shown(path))),
    }
}

/// A record, or a line of `kohle db export` ([`GameRecord::from_json`] reads both).
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

pub fn no_components_for_records(components: Option<&Path>) -> anyhow::Result<()> {
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
    rank: u8,
    /// Categories with their key, their name in the chosen language and their points.
    breakdown: Vec<Labelled>,
    /// The tie-break, as its parts in the order they are compared.
    tiebreak: Vec<Labelled>,
}

/// A score line with its category's name in words.
#[derive(Serialize)]
struct Labelled {
    category: String,
    label: String,
    points: i32,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    parts: Vec<Labelled>,
}

fn labelled(cat: &present::Catalog, lines: Vec<engine::ScoreLine>) -> Vec<Labelled> {
    lines
        .into_iter()
        .map(|l| Labelled {
            label: cat.get(&l.category),
            category: l.category,
            points: l.points,
            parts: labelled(cat, l.parts),
        })
        .collect()
}

/// One log entry for JSON: the entry (decision in notation, or the event's data) and its text.
#[derive(Serialize)]
struct LogLine<'a, E: Serialize> {
    #[serde(flatten)]
    entry: &'a E,
    text: String,
    /// A decision that an event of its own tells in words (a log in words leaves it out).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    told: bool,
}

/// What `replay` tells. No seed (whoever has it rebuilds every hidden pile), and for a seat only
/// what that seat may see: its view, its log, the number of decisions it has seen.
#[derive(Serialize)]
struct ReplayReport<V: Serialize, L: Serialize> {
    game: String,
    players: u8,
    viewer: Option<Seat>,
    decisions: usize,
    over: bool,
    to_move: Vec<Seat>,
    winners: Vec<Seat>,
    scores: Vec<SeatScore>,
    /// How the game ended (`null` while it runs): places and reasons, in words.
    ending: Option<present::ending::EndingWords>,
    view: V,
    log: Vec<L>,
}

pub fn replay_cmd(
    path: &Path,
    seat: Option<u8>,
    json: bool,
    components: Option<&Path>,
    lang: present::Lang,
) -> anyhow::Result<()> {
    no_components_for_records(components)?;
    let file = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read game record {}", shown(path)))?;
    let record = parse_record(path, &file)?;
    let told_ending = server_ending(path, &file)?;
    let kind = GameKind::from_name(&record.game).map_err(|e| anyhow!("{}: {e}", shown(path)))?;
    let cat = present::catalog(lang);
    let names = record_names(&record, lang);
    with_game!(kind, G => {
        let (game, log): (G, _) = engine::replay_logged(&record).map_err(|e| anyhow!("{}: {e}", shown(path)))?;
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
                rank: rank[s as usize],
                breakdown: labelled(cat, game.score_breakdown(s)),
                tiebreak: labelled(cat, game.tiebreak_parts(s)),
            })
            .collect();
        // The one account of how the game ended (present::ending): the server's, else the game's own.
        // Each seat named as the log names it, in the reader's language ("Spieler 2 (random)").
        let ending = match told_ending.clone() {
            Some(told) => Some(told.named(&names)),
            None => present::ending::Ending::of_game(&game, &names.1, lang),
        };
        let words = ending.as_ref().map(|e| e.words(lang));
        let winners: Vec<Seat> = match &ending {
            Some(e) => e.seats.iter().filter(|s| s.place == Some(1) && !s.reason.ranks_last()).map(|s| s.seat).collect(),
            None => vec![],
        };
        // Once the game is over everyone sees everything (its replay page and its analysis
        // do): without --seat every line, and the decisions counted as they count them.
        let visible: Vec<_> = match (seat, over) {
            (None, true) => log.iter().collect(),
            _ => engine::visible_to(&log, seat).collect(),
        };
        let decisions = present::log::decisions_seen(visible.iter().copied());
        let account = words.as_ref().map(|w| w.account.clone());
        // The game's own announcement of its end by score gives way to the account.
        let text = |e: &engine::LogEntry<_, _>| {
            let msg = present::log::entry_message::<G>(e);
            match &account {
                Some(a) if present::ending::GAME_OVER_EVENT_KEYS.contains(&msg.key) => a.clone(),
                _ => cat.text(&msg, &names),
            }
        };
        let announced = visible.iter().any(|e| present::ending::GAME_OVER_EVENT_KEYS.contains(&present::log::entry_message::<G>(e).key));
        if json {
            let report = ReplayReport {
                game: G::NAME.to_string(),
                players: record.players,
                viewer: seat,
                decisions,
                over,
                to_move: game.to_move().iter().collect(),
                winners,
                scores,
                ending: words.clone(),
                view: game.view(seat),
                log: visible.iter().enumerate().map(|(i, e)| LogLine { entry: *e, text: text(e), told: present::log::told::<G>(&visible, i) }).collect(),
            };
            out(&serde_json::to_string_pretty(&report)?)?;
        } else {
            let mut o = String::new();
            let status = if let Some(w) = &words {
                format!("{} — {}", cat.get("ui-status-game-over"), w.headline)
            } else if over {
                cat.get("ui-status-game-over")
            } else {
                let who: Vec<String> = game.to_move().iter().map(|s| present::Names::seat_name(&names, s)).collect();
                cat.get_args("ui-status-deciding", &[("seat", engine::Arg::Text(who.join(", ")))])
            };
            o += &format!(
                "{} — {} — {}\n\n",
                cat.get(&format!("game-{}", G::NAME)),
                cat.get_args("ui-status-decisions", &[("n", engine::Arg::Num(decisions as i64))]),
                status
            );
            let ctx = tui::panel::PanelCtx { cat, names: &names, width: 120, height: 200 };
            for line in tui::panel::panel_lines(&game, seat, &ctx) {
                o += &line.spans.iter().map(|s| s.content.as_ref()).collect::<String>();
                o.push('\n');
            }
            o += &format!("\n{}\n", cat.get_args("ui-log-title", &[("n", engine::Arg::Num(visible.len() as i64))]));
            // Each decision and event once, in words.
            for (i, e) in visible.iter().enumerate() {
                if !present::log::told::<G>(&visible, i) {
                    o += &format!("  {}\n", text(e));
                }
            }
            if let (Some(a), false) = (&account, announced) {
                o += &format!("  {a}\n");
            }
            o += &format!("\n{}\n", cat.get(if over || words.is_some() { "cli-scores-final" } else { "cli-scores-so-far" }));
            // One label column for every seat's lines, as wide as the widest (nothing is cut).
            fn widest(ls: &[Labelled], depth: usize) -> usize {
                ls.iter().map(|l| (2 * depth + l.label.chars().count()).max(widest(&l.parts, depth + 1))).max().unwrap_or(0)
            }
            let tiebreak_label = |t: &Labelled| cat.get_args("ui-tiebreak-part", &[("part", engine::Arg::Text(t.label.clone()))]);
            let w = scores.iter().map(|s| widest(&s.breakdown, 0).max(s.tiebreak.iter().map(|t| tiebreak_label(t).chars().count()).max().unwrap_or(0))).max().unwrap_or(0).max(30);
            for s in &scores {
                let mark = match &ending {
                    Some(e) => format!("  ← {}", e.result(s.seat, lang)),
                    None => String::new(),
                };
                o += &format!("  {}: {}{mark}\n", present::Names::seat_name(&names, s.seat), cat.get_args("cli-vp", &[("n", engine::Arg::Num(s.total as i64))]));
                fn lines(o: &mut String, ls: &[Labelled], depth: usize, w: usize) {
                    for l in ls {
                        let label = format!("{}{}", "  ".repeat(depth), l.label);
                        *o += &format!("      {label:<w$} {:>4}\n", l.points);
                        lines(o, &l.parts, depth + 1, w);
                    }
                }
                lines(&mut o, &s.breakdown, 0, w);
                for t in &s.tiebreak {
                    o += &format!("      {:<w$} {:>4}\n", tiebreak_label(t), t.points);
                }
            }
            out(&o)?;
        }
        Ok(())
    })
}

/// The seat names of a record (people's names; bots as `Seat 1 (greedy)`), else "Seat N".
fn record_names(record: &GameRecord, lang: present::Lang) -> present::ListNames {
    present::ListNames::of_seats(lang, &record.seats)
}

/// Prints to standard output; a closed pipe (`kohle replay F | head -1`) ends quietly.
fn out(text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|_| writeln!(stdout))
        .and_then(|_| stdout.flush())
    {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        r => r.map_err(Into::into),
    }
}

/// `kohle legal`: one seat's legal actions with what each does. Never several seats' at once
/// while they decide simultaneously: that would show one seat's partial plan to another.
pub fn legal_cmd(
    path: &Path,
    seat: Option<u8>,
    json: bool,
    components: Option<&Path>,
    lang: present::Lang,
) -> anyhow::Result<()> {
    no_components_for_records(components)?;
    let record = read_record(path)?;
    let kind = GameKind::from_name(&record.game).map_err(|e| anyhow!("{}: {e}", shown(path)))?;
    let cat = present::catalog(lang);
    let names = record_names(&record, lang);
    with_game!(kind, G => {
        let game: G = replay_record(path, &record)?;
        let to_move: Vec<Seat> = game.to_move().iter().collect();
        let seat = match (seat, to_move.as_slice()) {
            (Some(s), _) if s as usize >= game.players() => {
                bail!("--seat {s}: the game has seats 0 to {}", game.players() - 1)
            }
            (Some(s), _) => Some(s),
            (None, []) => None,
            (None, [s]) => Some(*s),
            (None, _) => bail!(
                "seats {to_move:?} decide at once (their choices are secret from each other): name one with --seat N"
            ),
        };
        let mut buf = Vec::new();
        if let Some(s) = seat {
            game.legal_actions(s, &mut buf);
        }
        let items: Vec<(String, String)> = buf
            .iter()
            .map(|a| (a.to_string(), cat.text(&game.explain(seat.unwrap_or(0), *a), &names)))
            .collect();
        if json {
            let actions: Vec<serde_json::Value> = items
                .iter()
                .map(|(n, e)| serde_json::json!({ "action": n, "explain": e }))
                .collect();
            let v = serde_json::json!({ "over": game.is_over(), "seat": seat, "to_move": seat.is_some_and(|s| to_move.contains(&s)), "actions": actions });
            out(&serde_json::to_string_pretty(&v)?)?;
        } else if game.is_over() {
            out(&cat.get("cli-legal-over"))?;
        } else {
            let s = seat.unwrap_or(0);
            let who = engine::Arg::Text(present::Names::seat_name(&names, s));
            let mut o = if items.is_empty() {
                cat.get_args("cli-legal-none", &[("seat", who)])
            } else {
                cat.get_args("cli-legal-title", &[("seat", who), ("n", engine::Arg::Num(items.len() as i64))])
            };
            let width = items.iter().map(|(n, _)| n.chars().count()).max().unwrap_or(0);
            for (n, e) in &items {
                o += &format!("\n  {n:<width$}  {e}");
            }
            out(&o)?;
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
