//! Plays in the terminal without the `kohle` binary:
//! `cargo run -p tui --example play -- [GAME] [PLAYERS] [SEATS] [SEED]`, e.g.
//! `cargo run -p tui --example play -- glueckauf 2 you,greedy 7` or `-- --resume FILE`.

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--resume") {
        let path = std::path::PathBuf::from(&args[1]);
        let record = engine::GameRecord::from_json(&std::fs::read_to_string(&path)?)?;
        let seats = args
            .get(2)
            .map(|s| s.split(',').map(String::from).collect())
            .unwrap_or_default();
        return tui::play(tui::PlayConfig::resume(record, path, seats));
    }
    let game = args.first().cloned().unwrap_or_else(|| "glueckauf".into());
    let players = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2);
    let seats = args
        .get(2)
        .map(|s| s.split(',').map(String::from).collect())
        .unwrap_or_default();
    let seed = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    tui::play(tui::PlayConfig::new_named(
        &game,
        players,
        seed,
        serde_json::Value::Null,
        seats,
    ))
}
