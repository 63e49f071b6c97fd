//! Rule options and component tables from the command line.

use crate::games::{with_game, GameKind};
use anyhow::{anyhow, bail, Context};
use engine::Game;
use std::path::Path;

/// The options of a new game: defaults, then `NAME=VALUE` pairs, then a component table.
pub fn build_options<G: Game>(
    pairs: &[String],
    components: Option<&Path>,
) -> anyhow::Result<G::Options> {
    let mut value = serde_json::to_value(G::Options::default())?;
    for pair in pairs {
        let shown_pair = engine::quote(pair);
        let (name, raw) = pair
            .split_once('=')
            .ok_or_else(|| anyhow!("--option `{shown_pair}`: expected NAME=VALUE"))?;
        let name = name.trim();
        let map = value
            .as_object_mut()
            .ok_or_else(|| anyhow!("{} has no rule options", G::NAME))?;
        if !map.contains_key(name) {
            let known: Vec<&String> = map.keys().collect();
            bail!(
                "--option `{shown_pair}`: {} has no option `{}` (known: {known:?})",
                G::NAME,
                engine::quote(name)
            );
        }
        // A JSON literal (true, 3, null, "x") or else a plain string.
        let parsed = serde_json::from_str(raw.trim())
            .unwrap_or_else(|_| serde_json::Value::String(raw.trim().to_string()));
        map.insert(name.to_string(), parsed);
    }
    let mut options: G::Options = serde_json::from_value(value).map_err(|e| {
        anyhow!(
            "invalid rule option for {}: {}",
            G::NAME,
            crate::out::shorten_message(&e.to_string())
        )
    })?;
    if let Some(path) = components {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read component table {}", crate::out::path(path)))?;
        G::load_components(&mut options, &text)
            .map_err(|e| anyhow!("component table {}: {e}", crate::out::path(path)))?;
    }
    Ok(options)
}

/// `kohle options`: every rule option with its default and its one-line description.
pub fn options_cmd(kind: GameKind, lang: present::Lang) -> anyhow::Result<()> {
    let cat = present::catalog(lang);
    let names = present::DefaultNames(lang);
    with_game!(kind, G => {
        let defaults = serde_json::to_value(<G as Game>::Options::default())?;
        let help = G::help();
        let game = cat.get(&format!("game-{}", G::NAME));
        println!("{}", cat.get_args("cli-options-title", &[("game", engine::Arg::Text(game))]));
        if let Some(map) = defaults.as_object() {
            for (name, value) in map {
                if name == "components" {
                    continue;
                }
                println!("  {name} = {value}");
                if let Some(entry) = help.iter().find(|e| e.group == "help-group-options" && &e.id == name) {
                    println!("      {}", cat.text(&entry.text, &names));
                }
            }
        }
        Ok(())
    })
}

/// `kohle rules`: the rules help of a game, optionally filtered by a topic.
pub fn rules_cmd(
    kind: GameKind,
    topic: Option<&str>,
    json: bool,
    lang: present::Lang,
) -> anyhow::Result<()> {
    let cat = present::catalog(lang);
    let names = present::DefaultNames(lang);
    with_game!(kind, G => {
        let needle = topic.map(|t| t.to_lowercase());
        let entries: Vec<(String, String, String, engine::HelpEntry)> = G::help()
            .into_iter()
            .map(|e| (cat.get(e.group), cat.text(&e.name, &names), cat.text(&e.text, &names), e))
            .filter(|(group, name, _, e)| match &needle {
                None => true,
                Some(n) => [group.as_str(), name.as_str(), e.id.as_str()]
                    .iter()
                    .any(|t| t.to_lowercase().contains(n.as_str())),
            })
            .collect();
        if entries.is_empty() {
            bail!("{}", cat.get_args("cli-rules-none", &[("topic", engine::Arg::Text(engine::quote(topic.unwrap_or(""))))]));
        }
        if json {
            let list: Vec<serde_json::Value> = entries
                .iter()
                .map(|(group, name, text, e)| serde_json::json!({
                    "group": e.group, "group_text": group, "id": e.id,
                    "name": e.name, "name_text": name, "text": e.text, "text_text": text,
                }))
                .collect();
            println!("{}", serde_json::to_string_pretty(&list)?);
            return Ok(());
        }
        let mut last = "";
        for (group, name, text, e) in &entries {
            if e.group != last {
                last = e.group;
                println!("\n{group}");
            }
            println!("  {}: {name}. {text}", e.id);
        }
        Ok(())
    })
}

/// `kohle schema`: the JSON Schema of a game's view JSON.
pub fn schema_cmd(kind: GameKind) -> anyhow::Result<()> {
    with_game!(kind, G => {
        println!("{}", serde_json::to_string_pretty(&engine::view_schema::<G>())?);
        Ok(())
    })
}

pub fn components_cmd(kind: GameKind) -> anyhow::Result<()> {
    with_game!(kind, G => {
        match G::components_toml(&<G as Game>::Options::default()) {
            Some(text) => {
                print!("{text}");
                Ok(())
            }
            None => bail!("{} has fixed component data (no table to print)", G::NAME),
        }
    })
}

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 1024;

/// The worker threads of `simulate` and `tournament`: `--threads N` (1 to [`MAX_THREADS`]; 0 or
/// none: one per core).
pub fn thread_pool(threads: Option<usize>) -> anyhow::Result<rayon::ThreadPool> {
    let n = threads.unwrap_or(0);
    if n > MAX_THREADS {
        bail!("--threads {n}: at most {MAX_THREADS} (0 or none: one per core)");
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build()
        .map_err(|e| anyhow!("cannot start {n} worker threads: {e}"))
}

/// `--players` within the game's range and `--games` at least 1: what every command that plays
/// many games checks first.
pub fn check_players_and_games<G: Game>(players: u8, games: u64) -> anyhow::Result<()> {
    if players < G::MIN_PLAYERS || players > G::MAX_PLAYERS {
        bail!(
            "--players {players}: {} is for {} to {} players",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS
        );
    }
    if games == 0 {
        bail!("--games must be at least 1");
    }
    Ok(())
}

/// Fails early, before a long run, when the directory of an output file (`--html FILE`) does
/// not exist.
pub fn check_output(flag: &str, path: Option<&Path>) -> anyhow::Result<()> {
    if let Some(path) = path {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
        if dir.is_some_and(|d| !d.is_dir()) || path.is_dir() {
            bail!(
                "{flag} {}: no such directory to write the file in, or the path is a directory",
                crate::out::path(path)
            );
        }
    }
    Ok(())
}
