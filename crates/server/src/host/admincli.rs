//! `kohle admin`: the admin API ([`crate::admin`]) from the command line. The token comes from
//! `--token-file FILE` or the environment variable `KOHLE_ADMIN_TOKEN` (never an argument, which
//! other users could read in the process list).

use crate::admin::{AdminGame, AdminGames};
use anyhow::Context;
use std::path::PathBuf;

/// `kohle admin`'s options.
#[derive(clap::Args, Clone, Debug)]
pub struct AdminArgs {
    /// The server's address.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    pub url: String,
    /// The file holding the admin token (default: the environment variable KOHLE_ADMIN_TOKEN).
    #[arg(long, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    #[command(subcommand)]
    pub command: AdminCommand,
}

/// `kohle admin` subcommands.
#[derive(clap::Subcommand, Clone, Debug)]
pub enum AdminCommand {
    /// List games, newest first.
    Games {
        /// open, finished or aborted.
        #[arg(long)]
        status: Option<String>,
        /// glueckauf or haspelknecht.
        #[arg(long)]
        game: Option<String>,
        /// Only games created before this unix time (the next page).
        #[arg(long)]
        created_before: Option<i64>,
        #[arg(long, default_value_t = 100)]
        limit: i64,
        /// The list as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Abort an open game: nobody can act in it any more.
    Abort { id: String },
    /// Hand a seat to a bot (e.g. `kohle admin bot GAME 1 greedy`).
    Bot { id: String, seat: u8, bot: String },
}

fn token(args: &AdminArgs) -> anyhow::Result<String> {
    let text = match &args.token_file {
        Some(path) => std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the admin token file {}", path.display()))?,
        None => std::env::var("KOHLE_ADMIN_TOKEN").map_err(|_| {
            anyhow::anyhow!("give the admin token: --token-file FILE or KOHLE_ADMIN_TOKEN")
        })?,
    };
    let t = text.trim().to_string();
    if t.is_empty() {
        anyhow::bail!("the admin token is empty");
    }
    Ok(t)
}

/// The date and time (UTC) of a unix time, for people.
fn when(secs: i64) -> String {
    match time::OffsetDateTime::from_unix_timestamp(secs) {
        Ok(t) => format!(
            "{}-{:02}-{:02} {:02}:{:02}",
            t.year(),
            t.month() as u8,
            t.day(),
            t.hour(),
            t.minute()
        ),
        Err(_) => secs.to_string(),
    }
}

fn line(g: &AdminGame) -> String {
    let seats: Vec<String> = g
        .seats
        .iter()
        .map(|s| match &s.bot {
            Some(b) => format!("[{b}]"),
            None => s.name.clone(),
        })
        .collect();
    format!(
        "{}  {:<12}  {:<8}  {:>4} actions  created {}  {}",
        g.game_id,
        g.game,
        g.status,
        g.actions,
        when(g.created),
        seats.join(", ")
    )
}

/// Runs a `kohle admin` command.
pub fn run(args: AdminArgs) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?
        .block_on(run_async(args))
}

async fn send(req: reqwest::RequestBuilder, url: &str) -> anyhow::Result<String> {
    let r = req
        .send()
        .await
        .with_context(|| format!("cannot reach the server at {url}"))?;
    let status = r.status();
    let body = r.text().await.unwrap_or_default();
    if !status.is_success() {
        let msg = serde_json::from_str::<crate::types::ErrorBody>(&body)
            .map(|e| format!("{} ({})", e.message, e.code))
            .unwrap_or(body);
        anyhow::bail!("the server refused: {} {msg}", status.as_u16());
    }
    Ok(body)
}

async fn run_async(args: AdminArgs) -> anyhow::Result<()> {
    let token = token(&args)?;
    let base = args.url.trim_end_matches('/').to_string();
    let client = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .build()?;
    match &args.command {
        AdminCommand::Games {
            status,
            game,
            created_before,
            limit,
            json,
        } => {
            let mut q: Vec<(&str, String)> = vec![("limit", limit.to_string())];
            if let Some(s) = status {
                q.push(("status", s.clone()));
            }
            if let Some(g) = game {
                q.push(("game", g.clone()));
            }
            if let Some(c) = created_before {
                q.push(("created_before", c.to_string()));
            }
            let body = send(
                client
                    .get(format!("{base}/api/admin/games"))
                    .query(&q)
                    .bearer_auth(&token),
                &base,
            )
            .await?;
            let list: AdminGames = serde_json::from_str(&body)?;
            if *json {
                println!("{}", serde_json::to_string_pretty(&list)?);
            } else if list.games.is_empty() {
                println!("no games");
            } else {
                for g in &list.games {
                    println!("{}", line(g));
                }
            }
        }
        AdminCommand::Abort { id } => {
            let body = send(
                client
                    .post(format!("{base}/api/admin/games/{id}/abort"))
                    .bearer_auth(&token),
                &base,
            )
            .await?;
            let g: AdminGame = serde_json::from_str(&body)?;
            println!("aborted: {}", line(&g));
        }
        AdminCommand::Bot { id, seat, bot } => {
            let body = send(
                client
                    .post(format!("{base}/api/admin/games/{id}/seats/{seat}/bot"))
                    .bearer_auth(&token)
                    .json(&serde_json::json!({ "bot": bot })),
                &base,
            )
            .await?;
            let g: AdminGame = serde_json::from_str(&body)?;
            println!("seat {seat} is played by {bot}: {}", line(&g));
        }
    }
    Ok(())
}
