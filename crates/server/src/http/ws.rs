//! One WebSocket connection of a seat or a spectator.

use crate::app::{App, Bucket, ConnectionGuard, GameEntry};
use crate::delta;
use crate::error::ApiError;
use crate::table::{LogFrom, Viewer};
use crate::types::{ClientMessage, ServerMessage};
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use present::Lang;
use std::sync::Arc;
use std::time::Duration;

/// Refused messages in a row after which a flooding client is disconnected.
const MAX_REFUSED_IN_A_ROW: u32 = 200;
/// How long a client may take to accept a message before it is disconnected.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);
/// The size of the messages a state or delta is sent in, at most about (one operation or log
/// line may be larger): the connection keeps a write buffer as large as its largest message
/// ([`delta::full_in_pieces`], [`delta::next`]).
pub const PIECE_BYTES: usize = 4 * 1024;

/// Marks the game used when the connection ends: it stays in memory for `--unload-after`
/// from then.
struct Touch(Arc<GameEntry>);

impl Drop for Touch {
    fn drop(&mut self) {
        self.0.touch();
    }
}

/// What a client asked for when it connected (`?deltas=`, `?since=`).
#[derive(Clone, Copy, Debug)]
pub struct Asked {
    /// Deltas after the first state (else every state whole).
    pub deltas: bool,
    /// A version of its state the client has: the first message is a delta from it.
    pub since: Option<u64>,
}

/// Serves one connection until the client leaves or the server stops.
pub async fn session(
    app: Arc<App>,
    entry: Arc<GameEntry>,
    viewer: Viewer,
    lang: Lang,
    socket: WebSocket,
    _guard: ConnectionGuard,
    asked: Asked,
) {
    let Asked { deltas, since } = asked;
    metrics::counter!("kohle_websocket_connections_total").increment(1);
    tracing::debug!(game_id = %entry.id, "websocket opened");
    let _open = viewer.map(|seat| Presence::new(&app, &entry.id, seat));
    let (mut tx, mut rx) = socket.split();
    // Subscribed to the game in memory now (it stays there while the connection is open).
    let Ok((entry, mut changes)) = app.subscribe(&entry.id).await else {
        return;
    };
    let _touch = Touch(entry.clone());
    changes.borrow_and_update();
    let mut shutdown = app.shutdown.clone();
    let (rate, burst) = (app.limits.messages_per_second, app.limits.message_burst);
    let mut bucket = Bucket::new(burst);
    let mut refused = 0u32;

    // What was last sent: an unchanged state is not sent again, so a change this viewer may
    // not see (another seat's hidden decision) sends it nothing at all. With `deltas`, a
    // change sends what changed ([`crate::delta`]); else the state, whole, and only its
    // digest is kept (with thousands of connections the texts would take hundreds of
    // megabytes).
    let mut sent: Option<delta::Sent> = None;
    let mut last_state = 0u64;
    let digest = |text: &str| {
        use std::hash::{BuildHasher, BuildHasherDefault};
        BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(text)
    };
    macro_rules! send_state {
        ($force:expr) => {{
            let texts = if deltas {
                let was = sent.as_ref().filter(|_| !$force);
                let mark = was.map(|w| w.mark().clone());
                // The first state of a client that comes back with a version it has
                // (`?since=`): what changed since, not the whole log again.
                let resume = since.filter(|_| sent.is_none());
                let asked = app
                    .run(&entry, move |entry, inner| {
                        Box::pin(async move {
                            // From a version this viewer had, not changed by an undo since
                            // (else the full state).
                            let resume = resume.filter(|v| {
                                crate::app::bumps_of(inner, viewer) == 0
                                    && *v <= crate::app::version_of(inner, viewer)
                            });
                            let from = match (&mark, resume) {
                                (Some(m), _) => LogFrom::Mark(m),
                                (None, Some(v)) => LogFrom::Counted(v),
                                (None, None) => LogFrom::Start,
                            };
                            let parts =
                                crate::app::message_parts(&entry.id, inner, viewer, lang, from);
                            (parts, resume)
                        })
                    })
                    .await;
                // The game could not be loaded again (the database failed): the client
                // reconnects.
                let Ok((parts, resume)) = asked else { return };
                let (texts, now) = match (was, resume) {
                    (None, Some(v)) => {
                        let (texts, now) = delta::resume_in_pieces(parts, v, PIECE_BYTES);
                        (texts, Some(now))
                    }
                    (None, None) => {
                        let (texts, now) = delta::full_in_pieces(parts, PIECE_BYTES);
                        (texts, Some(now))
                    }
                    (Some(was), _) => match delta::next(parts, was, PIECE_BYTES) {
                        Some((texts, now)) => (texts, Some(now)),
                        None => (Vec::new(), None),
                    },
                };
                if now.is_some() {
                    sent = now;
                }
                texts
            } else {
                let text = app.state(&entry, viewer, lang).await;
                let d = digest(&text);
                let changed = std::mem::replace(&mut last_state, d) != d || $force;
                if changed {
                    vec![text]
                } else {
                    Vec::new()
                }
            };
            let mut ok = true;
            for text in texts {
                ok = matches!(
                    tokio::time::timeout(SEND_TIMEOUT, tx.send(Message::Text(text.into()))).await,
                    Ok(Ok(()))
                );
                if !ok {
                    break;
                }
            }
            ok
        }};
    }
    macro_rules! send {
        ($msg:expr) => {{
            let text = serde_json::to_string(&$msg).unwrap_or_default();
            #[allow(clippy::redundant_closure_call)]
            match tokio::time::timeout(SEND_TIMEOUT, tx.send(Message::Text(text.into()))).await {
                Ok(Ok(())) => true,
                _ => false,
            }
        }};
    }
    if !send_state!(true) {
        return;
    }
    let closing = app.ops.ws_closing_time();
    tokio::pin!(closing);
    loop {
        tokio::select! {
            _ = &mut closing => {
                // Draining: this client reconnects (to another server, behind a load
                // balancer that follows /readyz) before the others.
                let _ = tx.send(Message::Close(Some(CloseFrame {
                    code: 1001,
                    reason: "the server is restarting".into(),
                }))).await;
                return;
            }
            _ = shutdown.changed() => {
                let _ = tx.send(Message::Close(Some(CloseFrame {
                    code: 1001,
                    reason: "the server is shutting down".into(),
                }))).await;
                return;
            }
            changed = changes.changed() => {
                if changed.is_err() {
                    return;
                }
                changes.borrow_and_update();
                if !send_state!(false) {
                    return;
                }
            }
            incoming = rx.next() => {
                let text = match incoming {
                    None | Some(Ok(Message::Close(_))) => return,
                    Some(Err(e)) => {
                        // A refused frame: say why, then close this connection only.
                        let (code, reason) = refusal(e, app.limits.ws_message_bytes);
                        let _ = tx.send(Message::Close(Some(CloseFrame {
                            code,
                            reason: reason.into(),
                        }))).await;
                        return;
                    }
                    Some(Ok(Message::Text(t))) => Some(t),
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(_)) => continue, // ping and pong: answered by the library
                };
                if !bucket.take(rate, burst) {
                    refused += 1;
                    if refused >= MAX_REFUSED_IN_A_ROW {
                        let _ = tx.send(Message::Close(Some(CloseFrame {
                            code: 1008,
                            reason: "too many messages".into(),
                        }))).await;
                        return;
                    }
                    let e = ApiError::too_many_requests(format!(
                        "too many messages: at most {rate} per second; this one was ignored"
                    ));
                    if !send!(ServerMessage::Error(e.body())) {
                        return;
                    }
                    continue;
                }
                refused = 0;
                let result = match text {
                    None => Err(ApiError::malformed(
                        "send JSON text messages, not binary ones",
                    )),
                    Some(t) => handle(&app, &entry, viewer, lang, t.as_str()).await,
                };
                let ok = match result {
                    Ok(Reply::Nothing) => true,
                    Ok(Reply::State) => send_state!(true),
                    Ok(Reply::Done { id, version }) => send!(ServerMessage::Done { id, version }),
                    Err(e) => send!(ServerMessage::Error(e.body())),
                };
                if !ok {
                    return;
                }
            }
        }
    }
}

/// What a client message is answered with, beyond the states every change sends.
enum Reply {
    Nothing,
    /// The whole state (the client asked for it).
    State,
    /// The action with this `id` is stored (the state that shows it follows).
    Done {
        id: u64,
        version: u64,
    },
}

/// Handles one client message.
async fn handle(
    app: &Arc<App>,
    entry: &Arc<GameEntry>,
    viewer: Viewer,
    lang: Lang,
    text: &str,
) -> Result<Reply, ApiError> {
    let msg: ClientMessage = serde_json::from_str(text).map_err(|e| {
        ApiError::malformed(format!(
            "not a message: {e} (expected {{\"type\": \"action\", \"action\": \"...\"}}, \
             {{\"type\": \"undo\"}}, {{\"type\": \"state\"}}, {{\"type\": \"take_back\"}}, \
             {{\"type\": \"resign\"}} or {{\"type\": \"abort\"}})"
        ))
    })?;
    match msg {
        ClientMessage::State => Ok(Reply::State),
        ClientMessage::Action {
            action,
            version,
            id,
        } => {
            let seat = viewer.ok_or_else(ApiError::spectator)?;
            if action.len() > 200 {
                return Err(ApiError::illegal(format!(
                    "cannot read action `{}`: too long",
                    engine::quote(&action)
                )));
            }
            let now = app
                .act(
                    entry,
                    seat,
                    &action,
                    lang,
                    crate::metrics::MovePath::Websocket,
                    version,
                )
                .await?;
            Ok(id.map_or(Reply::Nothing, |id| Reply::Done { id, version: now }))
        }
        ClientMessage::Undo => {
            let seat = viewer.ok_or_else(ApiError::spectator)?;
            app.undo(entry, seat, lang).await?;
            Ok(Reply::Nothing)
        }
        ClientMessage::TakeBack => {
            let seat = viewer.ok_or_else(ApiError::spectator)?;
            app.take_back(entry, seat, lang).await?;
            Ok(Reply::Nothing)
        }
        ClientMessage::Resign => {
            let seat = viewer.ok_or_else(ApiError::spectator)?;
            app.resign(entry, seat, lang).await?;
            Ok(Reply::Nothing)
        }
        ClientMessage::Abort => {
            let seat = viewer.ok_or_else(ApiError::spectator)?;
            app.abort(entry, seat, lang).await?;
            Ok(Reply::Nothing)
        }
    }
}

/// A seat's open connection, counted in [`App::presence`] until dropped: a person who has
/// the game open gets no "your turn" mail.
struct Presence {
    app: Arc<App>,
    key: (String, engine::Seat),
}

impl Presence {
    fn new(app: &Arc<App>, id: &str, seat: engine::Seat) -> Self {
        let key = (id.to_string(), seat);
        *crate::app::lock(&app.presence)
            .entry(key.clone())
            .or_insert(0) += 1;
        Presence {
            app: app.clone(),
            key,
        }
    }
}

impl Drop for Presence {
    fn drop(&mut self) {
        let mut p = crate::app::lock(&self.app.presence);
        if let Some(n) = p.get_mut(&self.key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                p.remove(&self.key);
            }
        }
    }
}

/// The close code and reason (at most 123 bytes) for a frame the protocol refused: 1007 for a
/// text message that is not UTF-8, 1009 for one over the size limit, 1002 for broken framing
/// (RFC 6455, section 7.4.1).
fn refusal(e: axum::Error, limit: usize) -> (u16, String) {
    use tungstenite::error::{CapacityError, Error};
    let inner = e.into_inner();
    let (code, mut reason) = match inner.downcast_ref::<Error>() {
        Some(Error::Utf8(_)) => (
            1007,
            "closed: a text message must be valid UTF-8".to_string(),
        ),
        Some(Error::Capacity(CapacityError::MessageTooLong { .. })) => {
            (1009, format!("closed: messages are at most {limit} bytes"))
        }
        Some(Error::Capacity(e)) => (1009, format!("closed: {e}")),
        _ => (1002, format!("closed: {inner}")),
    };
    while reason.len() > 120 {
        reason.pop();
    }
    (code, reason)
}
