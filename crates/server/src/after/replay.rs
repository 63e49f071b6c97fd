//! Replays on the server: `GET /api/games/{id}/replay` (one step of a game as the token's
//! reader may see it: [`present::replay`]) and the page `/replay/{id}` (app.js draws it; a
//! record file dropped on `/replay` is replayed in the browser, by `replay.wasm`, and sent
//! nowhere).
//!
//! While a game runs, a seat's token shows what that seat saw and a spectator's only what is
//! public; once it has ended (finished, aborted, resigned) every token shows everything.

use crate::app::App;
use crate::error::ApiError;
use crate::request::Authorized;
use crate::types::ErrorBody;
use crate::web;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use engine::Seat;
use present::ending::EndingWords;
use present::replay::{frame, Frame, ReplayError, ReplayLine, Sight};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa::IntoParams;

/// A step of a replay with how the game ended.
#[derive(Serialize)]
struct FrameOut {
    #[serde(flatten)]
    frame: Frame,
    /// How the game ended (`null` while it runs), as every surface tells it.
    ending: Option<EndingWords>,
}

/// The frame with the account of how the game ended: at the last step the log's last line is
/// the account (in place of the game's own announcement by score alone, `over_texts`).
fn with_ending(mut frame: Frame, ending: Option<EndingWords>, over_texts: &[String]) -> FrameOut {
    if let Some(e) = ending.as_ref().filter(|_| frame.step == frame.steps) {
        let mut told = false;
        for line in frame.log.iter_mut() {
            if line.kind == "event" && over_texts.contains(&line.text) {
                line.text = e.account.clone();
                told = true;
            }
        }
        if !told {
            let (step, action) = frame
                .log
                .last()
                .map_or((0, frame.actions.saturating_sub(1)), |l| (l.step, l.action));
            frame.log.push(ReplayLine {
                step,
                action,
                kind: "event",
                seat: None,
                text: e.account.clone(),
            });
        }
    }
    FrameOut { frame, ending }
}

/// The replay's routes.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/replay", get(web::index))
        .route("/replay/{id}", get(web::play_page))
        .route("/api/games/{id}/replay", get(get_replay))
}

/// Which step, and whose view.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StepQuery {
    /// The step: 0 is the setup; left out or past the end: the last.
    pub step: Option<usize>,
    /// Whose view of the board: a seat number, or left out for the public view. While the
    /// game runs a seat's token may only ask its own (and gets it when this is left out).
    pub seat: Option<Seat>,
}

/// One step of a game's replay, as the token's reader may see it.
///
/// The board (`view`) is the game after the decision of the step's log line, and `log` the
/// lines up to it. While the game runs a seat sees its own view and log, a spectator the
/// public ones; once it has ended everyone sees everything: any seat's view, every line (hidden
/// plans, draws), the scores and the face-down piles (`everything: true`).
#[utoipa::path(get, path = "/api/games/{id}/replay", tag = "games",
    params(("id" = String, Path, description = "the game's id"), crate::request::Access, StepQuery),
    security(("token" = [])),
    responses(
        (status = 200, description = "the step: `step`, `steps`, `decision_steps`, `view`, `log`, `names`, `everything`, `scores`, `piles`", body = Object),
        (status = 400, description = "malformed query, or no such seat", body = ErrorBody),
        (status = 401, description = "no token", body = ErrorBody),
        (status = 403, description = "wrong token, or another seat's view while the game runs", body = ErrorBody),
        (status = 404, description = "no such game", body = ErrorBody),
    ))]
pub async fn get_replay(
    State(app): State<Arc<App>>,
    Authorized {
        entry,
        viewer,
        lang,
    }: Authorized,
    q: Result<Query<StepQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
    // Asked of the game's owner, as every read of a loaded game is.
    let (record, ended, ending, over_texts) = app
        .run(&entry, move |_, inner| {
            Box::pin(async move {
                let ending = inner.ending(lang).map(|e| e.words(lang));
                (
                    inner.table.record(),
                    inner.finished,
                    ending,
                    inner.table.game_over_texts(lang),
                )
            })
        })
        .await?;
    let (sight, seat) = match (ended, viewer) {
        (true, _) => (Sight::Everything, q.seat),
        (false, Some(own)) => (Sight::Seat(own), Some(q.seat.unwrap_or(own))),
        (false, None) => (Sight::Spectator, q.seat),
    };
    let step = q.step;
    // Replaying a long game takes a few milliseconds: off the async threads.
    let out = tokio::task::spawn_blocking(move || frame(&record, sight, seat, step, lang))
        .await
        .map_err(|_| ApiError::internal("this game cannot be replayed"))?;
    match out {
        Ok(f) => Ok(Json(with_ending(f, ending, &over_texts)).into_response()),
        Err(ReplayError::OtherSeat) => Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "hidden",
            "while the game runs, a seat sees only its own view and a spectator only the public one",
        )),
        Err(e @ ReplayError::NoSuchSeat { .. }) => Err(ApiError::bad_request(e.to_string())),
        // A stored game that does not replay: the reason may quote any seat's action, so it
        // goes to the server's log only.
        Err(e) => {
            tracing::error!(game_id = %entry.id, error = %e, "a stored game does not replay");
            Err(ApiError::internal("this game cannot be replayed"))
        }
    }
}
