//! Errors for the client that caused them: a status, a stable code and a message in words.

use crate::types::ErrorBody;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }

    pub fn malformed(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "malformed", message)
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }

    pub fn unknown_game(id: &str) -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "unknown_game",
            format!("there is no game `{}`", engine::quote(id)),
        )
    }

    pub fn missing_token() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "missing_token",
            "this needs the token of a seat or of the spectator link: send \
             `Authorization: Bearer TOKEN` or `?token=TOKEN`",
        )
    }

    pub fn wrong_token() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            "wrong_token",
            "the token is not valid for this game",
        )
    }

    pub fn spectator() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            "wrong_token",
            "a spectator link cannot act: use the token of a seat",
        )
    }

    pub fn illegal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, "illegal_action", message)
    }

    pub fn not_your_turn(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, "not_your_turn", message)
    }

    pub fn game_over() -> Self {
        Self::new(StatusCode::CONFLICT, "game_over", "the game is over")
    }

    pub fn undo_refused(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, "undo_refused", message)
    }

    pub fn moved_on() -> Self {
        Self::new(
            StatusCode::CONFLICT,
            "game_moved_on",
            "the game moved on: another request changed it first; nothing of yours was \
             stored, read the new state and decide again",
        )
    }

    pub fn too_many_requests(message: impl Into<String>) -> Self {
        Self::new(StatusCode::TOO_MANY_REQUESTS, "too_many_requests", message)
    }

    pub fn too_many_connections(limit: usize) -> Self {
        Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many_connections",
            format!("too many open connections from your address (at most {limit})"),
        )
    }

    /// A refusal (409) with its reason from the catalogue, in the reader's language.
    pub fn refused(code: &'static str, key: &str, lang: present::Lang) -> Self {
        Self::new(StatusCode::CONFLICT, code, present::catalog(lang).get(key))
    }

    /// A person acted on a seat that a bot plays for them.
    pub fn played_by_bot(status: crate::control::SeatStatus, lang: present::Lang) -> Self {
        use crate::control::SeatStatus;
        match status {
            SeatStatus::TakenOver => Self::refused("taken_over", "err-taken-over", lang),
            SeatStatus::Forfeited | SeatStatus::Resigned => {
                Self::refused("seat_left", "err-seat-left", lang)
            }
        }
    }

    /// The seat's clock ran out before its decision came.
    pub fn out_of_time(lang: present::Lang) -> Self {
        Self::refused("out_of_time", "err-out-of-time", lang)
    }

    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }

    pub fn internal_from(e: impl std::fmt::Display) -> Self {
        Self::internal(e.to_string())
    }

    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            code: self.code.to_string(),
            message: self.message.clone(),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, axum::Json(self.body())).into_response()
    }
}
