//! Ratings: Glicko-2 (the `skillratings` crate) per person, game and player count, updated
//! when a game between people ends; the bots in such a game are rated too (as `bot:SPEC`).
//!
//! A game of N seats is N·(N−1)/2 pairings: each rated seat plays every other rated seat once
//! in a rating period, winning against those it ranks above, drawing with equal ranks. A seat
//! that forfeited or resigned ranks last. Persons are those who took their seat into their
//! games (a player key); a seat opened only by its invite has nobody to rate and is left out.
//! Each finished game is counted once (`rated_games`), also with several servers.

use crate::app::App;
use crate::clock::now_ms;
use crate::db::{with_pool, with_read_pool, Db};
use crate::error::ApiError;
use crate::meta::GameMeta;
use crate::players;
use crate::table::GAMES;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::Json;
use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use sqlx::Row;
use std::sync::Arc;
use utoipa::{IntoParams, ToSchema};

/// One rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
}

impl Default for Rating {
    fn default() -> Self {
        let g = Glicko2Rating::new();
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            games: 0,
        }
    }
}

impl Rating {
    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

/// The new ratings of the participants of one game, given their ratings and ranks.
pub fn update(before: &[Rating], ranks: &[u8]) -> Vec<Rating> {
    let config = Glicko2Config::new();
    (0..before.len())
        .map(|i| {
            let results: Vec<(Glicko2Rating, Outcomes)> = (0..before.len())
                .filter(|&j| j != i)
                .map(|j| {
                    let outcome = match ranks[i].cmp(&ranks[j]) {
                        std::cmp::Ordering::Less => Outcomes::WIN,
                        std::cmp::Ordering::Greater => Outcomes::LOSS,
                        std::cmp::Ordering::Equal => Outcomes::DRAW,
                    };
                    (before[j].glicko(), outcome)
                })
                .collect();
            let g = glicko2_rating_period(&before[i].glicko(), &results, &config);
            Rating {
                rating: g.rating,
                deviation: g.deviation,
                volatility: g.volatility,
                games: before[i].games + 1,
            }
        })
        .collect()
}

async fn mark(db: &Db, id: &str, rated: bool) -> sqlx::Result<()> {
    with_pool!(db, p => {
        sqlx::query("INSERT INTO rated_games (game_id, rated) VALUES ($1, $2) ON CONFLICT (game_id) DO NOTHING")
            .bind(id)
            .bind(rated as i64)
            .execute(p)
            .await?;
    });
    Ok(())
}

/// Rates a finished game once (nothing for an aborted game or one with fewer than two
/// persons).
impl App {
    /// Rates a game that just ended (a warning in the log if it cannot be).
    pub async fn rate_game(self: &Arc<Self>, id: &str) {
        if let Err(e) = rate(self, id).await {
            tracing::warn!(game = id, error = %e, "the game could not be rated");
        }
    }
}

async fn rate(app: &Arc<App>, id: &str) -> Result<(), String> {
    let entry = app.game(id).await.map_err(|e| e.to_string())?;
    let (game, seats, ranks, aborted, finished) = app
        .run(&entry, |_, inner| {
            Box::pin(async move {
                let ranks = inner.server_ranks().unwrap_or_else(|| inner.table.ranks());
                (
                    inner.table.game_name(),
                    inner.table.seats().to_vec(),
                    ranks,
                    inner.meta.aborted,
                    inner.finished,
                )
            })
        })
        .await
        .map_err(|e| e.to_string())?;
    let db = &app.db;
    let err = |e: sqlx::Error| e.to_string();
    if !finished {
        return Ok(());
    }
    if aborted || GameMeta::persons(&seats).len() < 2 {
        return mark(db, id, false).await.map_err(err);
    }
    let mut subjects = Vec::new();
    for (s, info) in seats.iter().enumerate() {
        let subject = match &info.bot {
            Some(b) => Some(format!("bot:{b}")),
            None => players::player_of_seat(db, id, s as u8)
                .await
                .map_err(err)?
                .map(|p| format!("player:{p}")),
        };
        if let Some(sub) = subject {
            subjects.push((sub, ranks.get(s).copied().unwrap_or(0)));
        }
    }
    if subjects.len() < 2 {
        return mark(db, id, false).await.map_err(err);
    }
    let players = seats.len() as i64;
    let now = now_ms();
    let r: sqlx::Result<()> = async {
        with_pool!(db, p => {
            let mut tx = p.begin().await?;
            if db.is_postgres() {
                // One rating update at a time across servers (read, compute, write).
                sqlx::query("SELECT pg_advisory_xact_lock(2121)").execute(&mut *tx).await?;
            }
            let done = sqlx::query("INSERT INTO rated_games (game_id, rated) VALUES ($1, 1) ON CONFLICT (game_id) DO NOTHING")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            if done.rows_affected() == 0 {
                return Ok(()); // rated already
            }
            let mut before = Vec::new();
            for (sub, _) in &subjects {
                let r = sqlx::query(
                    "SELECT rating, deviation, volatility, games FROM ratings \
                     WHERE subject = $1 AND game = $2 AND players = $3",
                )
                .bind(sub)
                .bind(game)
                .bind(players)
                .fetch_optional(&mut *tx)
                .await?;
                before.push(match r {
                    Some(r) => Rating {
                        rating: r.try_get("rating")?,
                        deviation: r.try_get("deviation")?,
                        volatility: r.try_get("volatility")?,
                        games: r.try_get("games")?,
                    },
                    None => Rating::default(),
                });
            }
            let ranks: Vec<u8> = subjects.iter().map(|s| s.1).collect();
            for ((sub, _), r) in subjects.iter().zip(update(&before, &ranks)) {
                sqlx::query(
                    "INSERT INTO ratings (subject, game, players, rating, deviation, volatility, \
                     games, updated) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
                     ON CONFLICT (subject, game, players) DO UPDATE SET rating = excluded.rating, \
                     deviation = excluded.deviation, volatility = excluded.volatility, \
                     games = excluded.games, updated = excluded.updated",
                )
                .bind(sub)
                .bind(game)
                .bind(players)
                .bind(r.rating)
                .bind(r.deviation)
                .bind(r.volatility)
                .bind(r.games)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }
    .await;
    r.map_err(err)
}

/// Rates the finished games no server rated (a server stopped between the end and the
/// rating).
pub async fn rate_missed(app: &Arc<App>) {
    let ids: sqlx::Result<Vec<String>> = async {
        with_read_pool!(&app.db, p => {
            let rows = sqlx::query(
                "SELECT id FROM games WHERE status = 'finished' AND NOT EXISTS \
                 (SELECT 1 FROM rated_games r WHERE r.game_id = games.id) LIMIT 1000",
            )
            .fetch_all(p)
            .await?;
            rows.iter().map(|r| r.try_get::<String, _>("id")).collect()
        })
    }
    .await;
    match ids {
        Ok(ids) => {
            for id in ids {
                app.rate_game(&id).await;
            }
        }
        Err(e) => tracing::warn!(error = %e, "cannot find unrated games"),
    }
}

/// Which leaderboard.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BoardQuery {
    /// `glueckauf` or `haspelknecht`.
    pub game: String,
    /// The player count (default 2).
    pub players: Option<u8>,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct BoardEntry {
    /// 1 = best.
    pub place: u32,
    /// The person's display name, or the bot's spec.
    pub name: String,
    /// `person` or `bot`.
    pub kind: String,
    /// The Glicko-2 rating (1500 at the start), rounded.
    pub rating: i64,
    /// Its deviation (350 at the start): the smaller, the surer.
    pub deviation: i64,
    /// Rated games played.
    pub games: i64,
}

/// A leaderboard.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Board {
    pub game: String,
    pub players: u8,
    pub entries: Vec<BoardEntry>,
}

/// The leaderboard of a game and player count: ratings best first (at most 100).
#[utoipa::path(get, path = "/api/leaderboard", tag = "persons", params(BoardQuery),
    responses(
        (status = 200, description = "the ratings, best first", body = Board),
        (status = 400, description = "unknown game or player count", body = crate::types::ErrorBody),
    ))]
pub async fn leaderboard(
    State(app): State<Arc<App>>,
    q: Result<Query<BoardQuery>, QueryRejection>,
) -> Result<Json<Board>, ApiError> {
    let Query(q) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
    if !GAMES.contains(&q.game.as_str()) {
        return Err(ApiError::bad_request(format!(
            "`game`: unknown game `{}` (known: {})",
            engine::quote(&q.game),
            GAMES.join(", ")
        )));
    }
    let players = q.players.unwrap_or(2);
    if !(1..=8).contains(&players) {
        return Err(ApiError::bad_request("`players`: 1 to 8"));
    }
    let rows: sqlx::Result<Vec<BoardEntry>> = async {
        with_read_pool!(&app.db, p => {
            let rows = sqlx::query(
                "SELECT r.subject, r.rating, r.deviation, r.games, pl.name FROM ratings r \
                 LEFT JOIN players pl ON r.subject = 'player:' || pl.id \
                 WHERE r.game = $1 AND r.players = $2 ORDER BY r.rating DESC, r.subject LIMIT 100",
            )
            .bind(&q.game)
            .bind(players as i64)
            .fetch_all(p)
            .await?;
            let mut out = Vec::new();
            for (i, r) in rows.iter().enumerate() {
                let subject: String = r.try_get("subject")?;
                let name: Option<String> = r.try_get("name")?;
                let (kind, name) = match subject.strip_prefix("bot:") {
                    Some(spec) => ("bot", spec.to_string()),
                    None => ("person", name.unwrap_or_default()),
                };
                out.push(BoardEntry {
                    place: i as u32 + 1,
                    name,
                    kind: kind.to_string(),
                    rating: r.try_get::<f64, _>("rating")?.round() as i64,
                    deviation: r.try_get::<f64, _>("deviation")?.round() as i64,
                    games: r.try_get("games")?,
                });
            }
            Ok(out)
        })
    }
    .await;
    Ok(Json(Board {
        game: q.game,
        players,
        entries: rows.map_err(crate::app::db_error)?,
    }))
}
