//! The analysis of a finished game on request (issue 24): every decision judged by the ISMCTS
//! bot from the deciding seat's information only (the `analysis` crate does the work), then
//! stored once and never computed again.
//!
//! - `POST /api/games/{id}/analysis` (any token of the game, a spectator's too) starts the job
//!   of a finished game on a blocking thread, like a bot's decision: one core for at most
//!   `--analysis-seconds` (the budget of each search follows from it,
//!   [`::analysis::capped`]). One job per game at a time, at most one per core of the machine
//!   at once (more: 503, try later). `--analysis-seconds 0` switches analysis off.
//! - `GET` tells how it stands: `none`, `running`, `done` or `failed`; once done, the analysis
//!   of every decision (with its record index: the replay page shows the verdicts beside its
//!   steps) and the chart of each seat's chance to win, in the request's language. Only a
//!   finished game is analysed, and once a game has ended everyone sees everything
//!   ([`::analysis::Reader::Everyone`]), as its replay does.
//! - Stored in `analyses` (migration 20) when done. Which jobs run (or failed) is known only
//!   to the process that runs them ([`crate::analysis_jobs`]): a job lost by a restart while
//!   running is simply `none` again, and a new request starts it anew. With several servers
//!   on one PostgreSQL database two of them may analyse the same game at once; the first to
//!   store it wins, and every server then answers that one.

use crate::analysis_jobs::{Claim, Job};
use crate::app::{db_error, App};
use crate::clock::now_ms;
use crate::db::{with_pool, with_read_pool, Db};
use crate::error::ApiError;
use crate::request::Authorized;
use crate::types::{ErrorBody, GameStatus};
use ::analysis::capped::{analyze_capped, CappedError};
use ::analysis::{win_chart, AnalysisReport, AnalysisView, ChartWords, MoveWords, Reader};
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use present::Lang;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use std::sync::Arc;
use std::time::Duration;
use utoipa::ToSchema;

/// How the analysis of a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnalysisStatus {
    /// Never asked for (or lost by a restart of the server while it ran).
    None,
    Running,
    Done,
    /// The job failed (`error` says why); a new request starts it again.
    Failed,
}

/// The analysis of a game as the token's viewer may see it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AnalysisOut {
    pub status: AnalysisStatus,
    /// Whether this server analyses games on request (`--analysis-seconds` above 0).
    pub available: bool,
    /// The time cap of a job, seconds (of the stored analysis once done).
    pub cap_seconds: Option<u64>,
    /// When the job started (milliseconds since 1970, UTC).
    pub started: Option<i64>,
    /// When the analysis was stored (milliseconds since 1970, UTC).
    pub finished: Option<i64>,
    /// When done: the decisions this viewer's log shows, with their verdicts and estimates.
    /// A verdict's name in words is the catalogue's `analysis-verdict-NAME`.
    pub report: Option<AnalysisView>,
    /// When done: each seat's chance to win over the game as an SVG image (text), one line per
    /// seat, titled in the request's language.
    pub chart_svg: Option<String>,
    /// When failed: why.
    pub error: Option<String>,
}

/// A stored analysis.
struct Stored {
    report: String,
    started: i64,
    finished: i64,
    cap_seconds: i64,
}

async fn load(db: &Db, id: &str) -> sqlx::Result<Option<Stored>> {
    with_read_pool!(db, p => {
        let row = sqlx::query(
            "SELECT report, started, finished, cap_seconds FROM analyses WHERE game_id = $1",
        )
        .bind(id)
        .fetch_optional(p)
        .await?;
        match row {
            None => Ok(None),
            Some(r) => Ok(Some(Stored {
                report: r.try_get("report")?,
                started: r.try_get("started")?,
                finished: r.try_get("finished")?,
                cap_seconds: r.try_get("cap_seconds")?,
            })),
        }
    })
}

/// Stores an analysis unless one is stored already (another server's).
async fn store(db: &Db, id: &str, s: &Stored) -> sqlx::Result<()> {
    with_pool!(db, p => {
        sqlx::query(
            "INSERT INTO analyses (game_id, report, started, finished, cap_seconds) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(id)
        .bind(&s.report)
        .bind(s.started)
        .bind(s.finished)
        .bind(s.cap_seconds)
        .execute(p)
        .await?;
    });
    Ok(())
}

fn not_over(lang: Lang) -> ApiError {
    ApiError::refused("analysis_not_over", "err-analysis-not-over", lang)
}

fn busy(lang: Lang) -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "analysis_busy",
        present::catalog(lang).get("err-analysis-busy"),
    )
}

impl App {
    /// How the analysis of game `id` stands: the stored one first, then this process's job.
    async fn analysis_out(
        &self,
        id: &str,
        facts: &GameFacts,
        lang: Lang,
    ) -> Result<AnalysisOut, ApiError> {
        let names = &facts.names;
        let available = self.analyses.cap.is_some();
        let mut out = AnalysisOut {
            status: AnalysisStatus::None,
            available,
            cap_seconds: self.analyses.cap.map(|c| c.as_secs()),
            started: None,
            finished: None,
            report: None,
            chart_svg: None,
            error: None,
        };
        // This process's job is read before the database: a job that stores its analysis and
        // ends between the two reads is then found stored, never `none`.
        let job = self.analyses.job(id);
        if let Some(s) = load(&self.db, id).await.map_err(db_error)? {
            let report: AnalysisReport = serde_json::from_str(&s.report).map_err(|e| {
                tracing::error!(game_id = %id, error = %e, "a stored analysis cannot be read");
                ApiError::internal("the stored analysis cannot be read")
            })?;
            // The moves in words, as the log says them (a replay of the record: off the async
            // threads).
            let (record, seat_names) = (facts.record.clone(), names.clone());
            let (words, report) = tokio::task::spawn_blocking(move || {
                (MoveWords::of(&record, &report, lang, &seat_names), report)
            })
            .await
            .map_err(|_| ApiError::internal("the stored analysis cannot be read"))?;
            // Moves it cannot say (a stored analysis that does not fit its game) stay in
            // notation; the server's log says why.
            let words = words.unwrap_or_else(|e| {
                tracing::error!(game_id = %id, error = %e, "the moves of a stored analysis cannot be said in words");
                MoveWords::none()
            });
            let view = report.view_in_words(Reader::Everyone, &words);
            let cat = present::catalog(lang);
            let chart = win_chart(
                &view,
                &ChartWords {
                    title: &cat.get("analysis-chart-title"),
                    x_label: &cat.get("analysis-chart-x"),
                    seats: names,
                },
            );
            out.status = AnalysisStatus::Done;
            out.cap_seconds = u64::try_from(s.cap_seconds).ok();
            out.started = Some(s.started);
            out.finished = Some(s.finished);
            out.report = Some(view);
            out.chart_svg = Some(chart);
            return Ok(out);
        }
        match job {
            Some(Job::Running { started }) => {
                out.status = AnalysisStatus::Running;
                out.started = Some(started);
            }
            Some(Job::Failed { started, error }) => {
                out.status = AnalysisStatus::Failed;
                out.started = Some(started);
                out.error = Some(error);
            }
            None => {}
        }
        Ok(out)
    }

    /// Starts the analysis of finished game `id` on a blocking thread (the caller claimed it).
    fn start_analysis(self: &Arc<Self>, id: String, cap: Duration, started: i64) {
        let app = self.clone();
        tokio::spawn(async move {
            let failed = match app.run_analysis(&id, cap, started).await {
                Ok(()) => None,
                // The reason may quote a decision hidden from the asker: the log has it.
                Err(error) => {
                    tracing::error!(game_id = %id, error = %error, "the analysis failed");
                    Some(Job::Failed {
                        started,
                        error: "the analysis failed (the server's log says why); ask again to \
                                retry"
                            .into(),
                    })
                }
            };
            app.analyses.ended(&id, failed);
        });
    }

    /// The job: the record from the database, judged off the async runtime, stored. A job
    /// stopped by the server's shutdown stores nothing and is no failure.
    async fn run_analysis(&self, id: &str, cap: Duration, started: i64) -> Result<(), String> {
        // Stored meanwhile (a request that found none just before a job stored it).
        if load(&self.db, id)
            .await
            .map_err(|e| e.to_string())?
            .is_some()
        {
            return Ok(());
        }
        let Some((row, actions)) = self.db.load_game(id).await.map_err(|e| e.to_string())? else {
            return Err("the game is gone".into());
        };
        let record = crate::app::record_of(&row, &actions)?;
        let shutdown = self.shutdown.clone();
        let seed = crate::token::random_u64();
        let judged = tokio::task::spawn_blocking(move || {
            analyze_capped(&record, cap, seed, &|| *shutdown.borrow())
        })
        .await
        .map_err(|e| format!("the analysis stopped: {e}"))?;
        let report = match judged {
            Ok(r) => r,
            Err(CappedError::Stopped) => return Ok(()),
            Err(e) => return Err(e.to_string()),
        };
        let stored = Stored {
            report: serde_json::to_string(&report).map_err(|e| e.to_string())?,
            started,
            finished: now_ms(),
            cap_seconds: cap.as_secs() as i64,
        };
        store(&self.db, id, &stored)
            .await
            .map_err(|e| format!("the analysis could not be stored: {e}"))?;
        tracing::info!(
            game_id = %id,
            seconds = (stored.finished - started) as f64 / 1000.0,
            decisions = report.decisions.len(),
            "analysis stored"
        );
        Ok(())
    }
}

/// What the analysis of a game needs of it: the seats' names, its record and whether it is
/// finished.
struct GameFacts {
    /// As the log and the replay name them (`Seat 1 (greedy)`).
    names: Vec<String>,
    record: engine::GameRecord,
    finished: bool,
}

/// Asked of the game's owner, as every read of a loaded game is.
async fn game_facts(
    app: &Arc<App>,
    entry: &Arc<crate::app::GameEntry>,
    lang: Lang,
) -> Result<GameFacts, ApiError> {
    app.run(entry, move |_, inner| {
        Box::pin(async move {
            GameFacts {
                names: present::ListNames::of_seats(lang, inner.table.seats()).1,
                record: inner.table.record(),
                finished: inner.status() == GameStatus::Finished,
            }
        })
    })
    .await
}

/// Starts the analysis of a finished game, or tells how it stands.
///
/// Every decision is judged by the ISMCTS bot from the deciding seat's information only, in at
/// most `--analysis-seconds` of one core, then stored: a request after that answers the
/// stored analysis (never computed again); one while it runs answers `running` (one job per
/// game). Any token of the game may ask, a spectator's too.
#[utoipa::path(post, path = "/api/games/{id}/analysis", tag = "games",
    params(("id" = String, Path, description = "the game's id"), crate::request::Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "done: the analysis of every decision", body = AnalysisOut),
        (status = 202, description = "running (started now or before): ask `GET` until it is done", body = AnalysisOut),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
        (status = 409, description = "`analysis_not_over`: the game is not finished; `analysis_off`: this server does not analyse games", body = ErrorBody),
        (status = 503, description = "`analysis_busy`: as many analyses run as the server allows at once; try again later", body = ErrorBody),
    ))]
pub async fn post_analysis(
    State(app): State<Arc<App>>,
    Authorized { entry, lang, .. }: Authorized,
) -> Result<(StatusCode, Json<AnalysisOut>), ApiError> {
    let facts = game_facts(&app, &entry, lang).await?;
    if !facts.finished {
        return Err(not_over(lang));
    }
    let out = app.analysis_out(&entry.id, &facts, lang).await?;
    match out.status {
        AnalysisStatus::Done => return Ok((StatusCode::OK, Json(out))),
        AnalysisStatus::Running => return Ok((StatusCode::ACCEPTED, Json(out))),
        AnalysisStatus::None | AnalysisStatus::Failed => {}
    }
    let Some(cap) = app.analyses.cap else {
        return Err(ApiError::refused("analysis_off", "err-analysis-off", lang));
    };
    let started = now_ms();
    match app.analyses.claim(&entry.id, started) {
        Claim::Full => return Err(busy(lang)),
        // Another request started it meanwhile.
        Claim::Running => {}
        Claim::Started => app.start_analysis(entry.id.clone(), cap, started),
    }
    let out = app.analysis_out(&entry.id, &facts, lang).await?;
    let status = if out.status == AnalysisStatus::Done {
        StatusCode::OK
    } else {
        StatusCode::ACCEPTED
    };
    Ok((status, Json(out)))
}

/// How the analysis of a game stands (`none`, `running`, `done`, `failed`), and once done the
/// analysis of every decision (the game has ended: everyone sees everything) with its record
/// `index` and verdict, and the chart of each seat's chance to win.
#[utoipa::path(get, path = "/api/games/{id}/analysis", tag = "games",
    params(("id" = String, Path, description = "the game's id"), crate::request::Access),
    security(("token" = [])),
    responses(
        (status = 200, description = "how the analysis stands", body = AnalysisOut),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
    ))]
pub async fn get_analysis(
    State(app): State<Arc<App>>,
    Authorized { entry, lang, .. }: Authorized,
) -> Result<Json<AnalysisOut>, ApiError> {
    let facts = game_facts(&app, &entry, lang).await?;
    Ok(Json(app.analysis_out(&entry.id, &facts, lang).await?))
}
