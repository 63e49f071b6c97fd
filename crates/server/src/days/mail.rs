//! E-mail (`kohle serve --smtp URL --mail-from ADDRESS`): an invite when the creator gives a
//! seat's address, "your turn" (turn-based games: at most one per game until the person acts,
//! none while they have the game open), "time running low" (a quarter of a move's limit left),
//! "a bot took your seat" (with the link that takes it back), "game over" with the account of
//! how it ended ([`present::ending`]), and sign-in links. Each in the person's language (the
//! seat's, else their profile's, else the creator's: [`players::Contact::lang`]), with the link
//! of their seat and a one-click stop (RFC 8058) that is honoured for every later mail. A mail
//! about a moment of a game is sent only while it is still true: no "your turn" once the turn
//! passed, no "time running low" once the deadline passed, no "a bot took your seat" once the
//! person took it back. Times are written as people write them, in the person's language:
//! "28 November 2026, 05:22 UTC".
//!
//! Mail goes through an outbox table: a mail is queued under a key that names what it is
//! about (`turn:GAME:SEAT:N`), so asking twice (or on two servers) queues it once. A sender
//! task claims queued mail, sends it with lettre, and marks it sent; a mail server that is down
//! or refuses delays it with retries and exponential backoff (`--mail-retry-seconds`), and
//! never blocks or fails a move. A mail whose sending was cut by a crash is marked `unknown`
//! and never sent again: nothing is sent twice after a restart.
//!
//! Nothing secret is stored in the outbox: links with tokens (the seat's, a sign-in link, the
//! stop link) are made when the mail is sent, and only their hashes are kept.

use crate::app::{App, GameEntry, Inner};
use crate::clock::now_ms;
use crate::db::{with_pool, with_read_pool, Db};
pub use crate::mailer::{Mailer, MAX_ATTEMPTS};
use crate::players;
use crate::token;
use engine::{Arg, Seat};
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::Mailbox;
use lettre::{AsyncTransport, Message};
use present::Lang;
use serde_json::{json, Value};
use sqlx::Row;
use std::sync::Arc;
use std::time::Duration;

/// A mail left `sending` for this long belonged to a server that died while sending it.
const STALE_SENDING_MS: i64 = 120 * 1000;

/// What a mail is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Invite,
    Turn,
    Low,
    Takeover,
    Over,
    SignIn,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Invite => "invite",
            Kind::Turn => "turn",
            Kind::Low => "low",
            Kind::Takeover => "takeover",
            Kind::Over => "over",
            Kind::SignIn => "signin",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        [
            Kind::Invite,
            Kind::Turn,
            Kind::Low,
            Kind::Takeover,
            Kind::Over,
            Kind::SignIn,
        ]
        .into_iter()
        .find(|k| k.name() == s)
    }
}

/// Whether an address asked for no more mail.
pub async fn stopped(db: &Db, address: &str) -> sqlx::Result<bool> {
    with_read_pool!(db, p => {
        let r = sqlx::query("SELECT 1 AS one FROM mail_stops WHERE address = $1")
            .bind(address.to_lowercase())
            .fetch_optional(p)
            .await?;
        Ok(r.is_some())
    })
}

/// Queues a mail under `key` (once: a key already queued or sent is left as it is).
pub async fn enqueue(
    db: &Db,
    key: &str,
    address: &str,
    lang: Lang,
    kind: Kind,
    args: &Value,
) -> sqlx::Result<bool> {
    if stopped(db, address).await? {
        return Ok(false);
    }
    let now = now_ms();
    with_pool!(db, p => {
        let r = sqlx::query(
            "INSERT INTO mail_outbox (key, address, lang, kind, args, state, attempts, \
             next_attempt, created, updated) VALUES ($1, $2, $3, $4, $5, 'queued', 0, $6, $6, $6) \
             ON CONFLICT (key) DO NOTHING",
        )
        .bind(key)
        .bind(address)
        .bind(lang.code())
        .bind(kind.name())
        .bind(args.to_string())
        .bind(now)
        .execute(p)
        .await?;
        Ok(r.rows_affected() == 1)
    })
}

/// Stops all mail to the address of a stop link; `false` when the link is unknown.
pub async fn stop(db: &Db, stop_token: &str) -> sqlx::Result<bool> {
    if stop_token.is_empty() || stop_token.len() > 256 {
        return Ok(false);
    }
    let address: Option<String> = with_read_pool!(db, p => {
        let r = sqlx::query("SELECT address FROM mail_stop_tokens WHERE hash = $1")
            .bind(token::hash(stop_token))
            .fetch_optional(p)
            .await?;
        match r {
            Some(r) => Some(r.try_get::<String, _>("address")?),
            None => None,
        }
    });
    let Some(address) = address else {
        return Ok(false);
    };
    let now = now_ms();
    with_pool!(db, p => {
        let mut tx = p.begin().await?;
        sqlx::query("INSERT INTO mail_stops (address, created) VALUES ($1, $2) ON CONFLICT (address) DO NOTHING")
            .bind(&address)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE mail_outbox SET state = 'stopped', updated = $2 WHERE LOWER(address) = $1 AND state = 'queued'")
            .bind(&address)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
    });
    Ok(true)
}

/// A queued mail.
struct Queued {
    key: String,
    address: String,
    lang: Lang,
    kind: Kind,
    args: Value,
    attempts: i64,
}

async fn due(db: &Db, now: i64) -> sqlx::Result<Vec<Queued>> {
    with_read_pool!(db, p => {
        let rows = sqlx::query(
            "SELECT key, address, lang, kind, args, attempts FROM mail_outbox \
             WHERE state = 'queued' AND next_attempt <= $1 ORDER BY next_attempt, key LIMIT 20",
        )
        .bind(now)
        .fetch_all(p)
        .await?;
        let mut out = Vec::new();
        for r in &rows {
            let lang: String = r.try_get("lang")?;
            let kind: String = r.try_get("kind")?;
            let args: String = r.try_get("args")?;
            let Some(kind) = Kind::parse(&kind) else { continue };
            out.push(Queued {
                key: r.try_get("key")?,
                address: r.try_get("address")?,
                lang: lang.parse().unwrap_or(Lang::En),
                kind,
                args: serde_json::from_str(&args).unwrap_or(Value::Null),
                attempts: r.try_get("attempts")?,
            });
        }
        Ok(out)
    })
}

/// The earliest next attempt of queued mail.
async fn next_due(db: &Db) -> sqlx::Result<Option<i64>> {
    with_read_pool!(db, p => {
        let r = sqlx::query("SELECT MIN(next_attempt) AS next FROM mail_outbox WHERE state = 'queued'")
            .fetch_one(p)
            .await?;
        r.try_get::<Option<i64>, _>("next")
    })
}

/// Moves a mail from `from` to `to` (claiming it when `from` is `queued`): `false` when
/// another server moved it first.
async fn set_state(
    db: &Db,
    key: &str,
    from: &str,
    to: &str,
    attempts: i64,
    next: i64,
    error: Option<&str>,
) -> sqlx::Result<bool> {
    with_pool!(db, p => {
        let r = sqlx::query(
            "UPDATE mail_outbox SET state = $3, attempts = $4, next_attempt = $5, updated = $6, \
             error = $7 WHERE key = $1 AND state = $2",
        )
        .bind(key)
        .bind(from)
        .bind(to)
        .bind(attempts)
        .bind(next)
        .bind(now_ms())
        .bind(error)
        .execute(p)
        .await?;
        Ok(r.rows_affected() == 1)
    })
}

/// Mail left `sending` by a server that died: never sent again (it may have gone out).
async fn give_up_stale(db: &Db) -> sqlx::Result<u64> {
    with_pool!(db, p => {
        let r = sqlx::query(
            "UPDATE mail_outbox SET state = 'unknown', updated = $1 WHERE state = 'sending' AND updated < $2",
        )
        .bind(now_ms())
        .bind(now_ms() - STALE_SENDING_MS)
        .execute(p)
        .await?;
        Ok(r.rows_affected())
    })
}

/// A new stop link's token for an address.
async fn stop_token(db: &Db, address: &str) -> sqlx::Result<String> {
    let t = token::new_token();
    with_pool!(db, p => {
        sqlx::query("INSERT INTO mail_stop_tokens (hash, address, created) VALUES ($1, $2, $3)")
            .bind(token::hash(&t))
            .bind(address.to_lowercase())
            .bind(now_ms())
            .execute(p)
            .await?;
    });
    Ok(t)
}

/// A composed mail: subject, text, the stop link.
struct Composed {
    subject: String,
    body: String,
    stop: String,
}

impl App {
    /// Writes a queued mail (making its links now).
    async fn compose(self: &Arc<Self>, q: &Queued) -> Result<Composed, String> {
        let cat = present::catalog(q.lang);
        let db = &self.db;
        let err = |e: sqlx::Error| format!("database: {e}");
        let (subject, body, base) = if q.kind == Kind::SignIn {
            let player = q.args["player"].as_str().unwrap_or_default();
            let base = q.args["base"].as_str().unwrap_or_default().to_string();
            let t = players::new_sign_in(db, player).await.map_err(err)?;
            let link = format!("{base}/me#signin={t}");
            (
                cat.get("mail-signin-subject"),
                format!("{}\n\n{link}", cat.get("mail-signin-body")),
                base,
            )
        } else {
            let id = q.args["game"].as_str().unwrap_or_default().to_string();
            let seat = q.args["seat"].as_u64().unwrap_or(0) as Seat;
            let lang = q.lang;
            let (seats, game, base, result) = self
                .run_id(&id, move |_, inner| {
                    Box::pin(async move {
                        let result = inner
                            .ending(lang)
                            .map(|e| format!("{}\n{}", e.headline(lang), e.lines(lang).join("\n")))
                            .unwrap_or_default();
                        let seats = inner.table.seats().to_vec();
                        (
                            seats,
                            inner.table.game_name(),
                            inner.meta.base.clone(),
                            result,
                        )
                    })
                })
                .await
                .map_err(|e| e.to_string())?;
            let game = cat.get(&format!("game-{game}"));
            let name = seats
                .get(seat as usize)
                .map(|s| s.name.clone())
                .unwrap_or_default();
            let others: Vec<String> = seats
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != seat as usize)
                .map(|(_, s)| s.name.clone())
                .collect();
            let t = db.add_token(&id, seat).await.map_err(err)?;
            let link = format!("{base}/play/{id}#token={t}");
            let deadline = q.args["deadline"]
                .as_i64()
                .map(|d| when(d, q.lang))
                .unwrap_or_default();
            let args = [
                ("game", Arg::Text(game.clone())),
                ("name", Arg::Text(name)),
                ("others", Arg::Text(others.join(", "))),
                ("deadline", Arg::Text(deadline)),
                (
                    "bot",
                    Arg::Text(q.args["bot"].as_str().unwrap_or_default().to_string()),
                ),
            ];
            let k = q.kind.name();
            let text = cat.get_args(&format!("mail-{k}-body"), &args);
            let body = if q.kind == Kind::Over {
                format!("{text}\n\n{result}\n\n{link}")
            } else {
                format!("{text}\n\n{link}")
            };
            (
                cat.get_args(&format!("mail-{k}-subject"), &args),
                body,
                base,
            )
        };
        let s = stop_token(db, &q.address).await.map_err(err)?;
        let stop = format!("{base}/api/mail/stop?token={s}");
        let page = format!("{base}/mail/stop#token={s}");
        let body = format!(
            "{body}\n\n-- \n{}\n",
            cat.get_args("mail-footer", &[("link", Arg::Text(page))])
        );
        Ok(Composed {
            subject,
            body,
            stop,
        })
    }

    /// Sends one claimed mail: `Ok` when the mail server took it.
    async fn send_one(self: &Arc<Self>, mailer: &Mailer, q: &Queued) -> Result<(), String> {
        let c = self.compose(q).await?;
        let to: Mailbox = q.address.parse().map_err(|e| format!("address: {e}"))?;
        let header = |name: &'static str, value: String| {
            HeaderValue::new(HeaderName::new_from_ascii_str(name), value)
        };
        let message = Message::builder()
            .from(mailer.from.clone())
            .to(to)
            .subject(c.subject)
            .header(ContentType::TEXT_PLAIN)
            .raw_header(header("Content-Language", q.lang.code().to_string()))
            .raw_header(header("List-Unsubscribe", format!("<{}>", c.stop)))
            .raw_header(header(
                "List-Unsubscribe-Post",
                "List-Unsubscribe=One-Click".to_string(),
            ))
            .raw_header(header("X-Kohle-Mail", q.kind.name().to_string()))
            .body(c.body)
            .map_err(|e| format!("message: {e}"))?;
        match tokio::time::timeout(Duration::from_secs(60), mailer.transport.send(message)).await {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(e)) => Err(format!("smtp: {e}")),
            Err(_) => Err("smtp: no answer within 60 s".to_string()),
        }
    }

    /// Queues the invites of a new game's `seats` (those with an address get one).
    pub async fn invite_mail(self: &Arc<Self>, entry: &Arc<GameEntry>, seats: &[Seat]) {
        if self.mail.is_none() {
            return;
        }
        let Ok(langs) = self
            .run(entry, |_, inner| {
                Box::pin(async move { Langs::of(&inner.meta) })
            })
            .await
        else {
            return;
        };
        for &seat in seats {
            let key = format!("invite:{}:{seat}", entry.id);
            let args = json!({ "game": entry.id, "seat": seat });
            self.queue_for_seat(&entry.id, seat, &key, Kind::Invite, &args, &langs)
                .await;
        }
        self.wake_mail();
    }

    fn wake_mail(&self) {
        if let Some(m) = &self.mail {
            m.wake.notify_one();
        }
    }

    /// After a change: "your turn" to persons who must decide in a turn-based game and do not
    /// have it open, "game over" to every person when it ended. Queued off the game's lock.
    pub fn after_change_mail(self: &Arc<Self>, entry: &Arc<GameEntry>, inner: &Inner) {
        if self.mail.is_none() {
            return;
        }
        let seats = inner.table.seats();
        let langs = Langs::of(&inner.meta);
        let mut jobs: Vec<(String, Seat, Kind, Value)> = Vec::new();
        if inner.finished {
            // Also when aborted: the account says so, and why.
            for s in crate::meta::GameMeta::persons(seats) {
                jobs.push((format!("over:{}:{s}", entry.id), s, Kind::Over, json!({})));
            }
        } else if inner.meta.clock.is_turn_based() {
            let open = crate::app::lock(&self.presence).clone();
            for s in inner.table.to_move().iter() {
                if !inner.meta.person_plays(s, seats)
                    || open.get(&(entry.id.clone(), s)).is_some_and(|n| *n > 0)
                {
                    continue;
                }
                // Once per run of the seat's clock: when the turn comes to the seat, not again
                // for each step of a move, nor until the person acted.
                let Some(clock) = inner.meta.clocks.get(s as usize) else {
                    continue;
                };
                let (Some(since), deadline) = (clock.since, clock.deadline(&inner.meta.clock))
                else {
                    continue;
                };
                jobs.push((
                    format!("turn:{}:{s}:{since}", entry.id),
                    s,
                    Kind::Turn,
                    json!({ "deadline": deadline, "since": since }),
                ));
            }
        }
        if jobs.is_empty() {
            return;
        }
        let app = self.clone();
        let id = entry.id.clone();
        tokio::spawn(async move {
            for (key, seat, kind, mut args) in jobs {
                args["game"] = json!(id);
                args["seat"] = json!(seat);
                app.queue_for_seat(&id, seat, &key, kind, &args, &langs)
                    .await;
            }
            app.wake_mail();
        });
    }

    /// "A bot took your seat": queued for the seats a timeout just handed to a bot until the
    /// person takes it back (`runs`: each seat with the start of the run that ran out).
    pub fn takeover_mail(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &Inner,
        runs: &[(Seat, i64)],
    ) {
        if self.mail.is_none() || runs.is_empty() {
            return;
        }
        let langs = Langs::of(&inner.meta);
        let bot = inner.meta.takeover_bot();
        let app = self.clone();
        let id = entry.id.clone();
        let runs = runs.to_vec();
        tokio::spawn(async move {
            for (seat, since) in runs {
                let key = format!("takeover:{id}:{seat}:{since}");
                let args = json!({ "game": id, "seat": seat, "bot": bot });
                app.queue_for_seat(&id, seat, &key, Kind::Takeover, &args, &langs)
                    .await;
            }
            app.wake_mail();
        });
    }

    /// Queues a mail for a seat, to its address if it has one, in its language.
    async fn queue_for_seat(
        &self,
        id: &str,
        seat: Seat,
        key: &str,
        kind: Kind,
        args: &Value,
        langs: &Langs,
    ) {
        match players::contact_of(&self.db, id, seat).await {
            Ok(Some(contact)) => {
                let lang = contact.lang(langs.seat(seat), langs.creator);
                if let Err(e) = enqueue(&self.db, key, &contact.address, lang, kind, args).await {
                    tracing::warn!(game = id, seat, error = %e, "a mail could not be queued");
                }
            }
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(game = id, seat, error = %e, "a seat's address could not be read")
            }
        }
    }

    /// "Time running low": queued for the seats whose moment came (turn-based games).
    pub async fn warn_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        now: i64,
    ) {
        let due: Vec<(i64, Seat, i64)> = inner
            .meta
            .warnings()
            .into_iter()
            .filter(|(at, seat, since)| *at <= now && !inner.warned.contains(&(*seat, *since)))
            .collect();
        if due.is_empty() {
            return;
        }
        let langs = Langs::of(&inner.meta);
        let mut jobs = Vec::new();
        for (_, seat, since) in &due {
            inner.warned.push((*seat, *since));
            let deadline = inner.meta.clocks[*seat as usize].deadline(&inner.meta.clock);
            if deadline.is_none_or(|d| d <= now) {
                // The deadline passed (the server was down meanwhile): "time running low"
                // would no longer be true; the timeout fires instead.
                continue;
            }
            jobs.push((
                format!("low:{}:{seat}:{since}", entry.id),
                *seat,
                json!({ "game": entry.id, "seat": seat, "deadline": deadline, "since": since }),
            ));
        }
        let next = inner
            .meta
            .warnings()
            .into_iter()
            .filter(|(_, s, since)| !inner.warned.contains(&(*s, *since)))
            .map(|w| w.0)
            .min();
        let app = self.clone();
        let id = entry.id.clone();
        tokio::spawn(async move {
            if app.mail.is_some() {
                for (key, seat, args) in jobs {
                    app.queue_for_seat(&id, seat, &key, Kind::Low, &args, &langs)
                        .await;
                }
                app.wake_mail();
            }
            if let Err(e) = app.db.set_warn_at(&id, next).await {
                tracing::warn!(game = %id, error = %e, "cannot store the next warning");
            }
        });
    }

    /// Whether what a mail about a moment of a game says is still so now: "your turn" while the
    /// run of the seat's clock it announced goes on, "time running low" while that run goes
    /// on and its deadline is ahead, "a bot took your seat" while the bot plays it.
    async fn still_true(self: &Arc<Self>, q: &Queued) -> bool {
        if !matches!(q.kind, Kind::Turn | Kind::Low | Kind::Takeover) {
            return true;
        }
        let (Some(id), Some(seat)) = (q.args["game"].as_str(), q.args["seat"].as_u64()) else {
            return false;
        };
        let (kind, since) = (q.kind, q.args["since"].as_i64());
        let seat = seat as Seat;
        self.run_id(id, move |_, inner| {
            Box::pin(async move { still_true_of(inner, kind, seat, since) })
        })
        .await
        .unwrap_or(false)
    }

    /// Whether the seat a mail is about has the game open on this server.
    fn is_open(&self, args: &Value) -> bool {
        let (Some(id), Some(seat)) = (args["game"].as_str(), args["seat"].as_u64()) else {
            return false;
        };
        crate::app::lock(&self.presence)
            .get(&(id.to_string(), seat as Seat))
            .is_some_and(|n| *n > 0)
    }

    /// Queues a sign-in link for the persons with `address`.
    pub async fn sign_in_mail(&self, address: &str, base: &str) -> Result<(), sqlx::Error> {
        for p in players::by_email(&self.db, address).await? {
            let key = format!("signin:{}", token::new_game_id());
            let args = json!({ "player": p.id, "base": base });
            enqueue(&self.db, &key, address, p.lang, Kind::SignIn, &args).await?;
        }
        self.wake_mail();
        Ok(())
    }
}

/// [`App::still_true`] of the game's state `inner` (in its owner).
fn still_true_of(inner: &Inner, kind: Kind, seat: Seat, since: Option<i64>) -> bool {
    if inner.is_over() {
        return false;
    }
    let clock = inner.meta.clocks.get(seat as usize);
    let same_run = || clock.is_some_and(|c| c.since.is_some() && c.since == since);
    match kind {
        Kind::Turn => same_run(),
        Kind::Low => {
            same_run()
                && clock
                    .and_then(|c| c.deadline(&inner.meta.clock))
                    .is_some_and(|d| d > now_ms())
        }
        Kind::Takeover => matches!(
            inner.meta.control(seat),
            crate::control::Control::TakenOver { .. }
        ),
        _ => true,
    }
}

/// The languages a game's creation chose: per seat, and the creator's.
#[derive(Clone, Debug, Default)]
pub struct Langs {
    seats: Vec<Option<Lang>>,
    creator: Option<Lang>,
}

impl Langs {
    pub fn of(meta: &crate::meta::GameMeta) -> Self {
        Langs {
            seats: meta.langs.clone(),
            creator: meta.lang,
        }
    }

    fn seat(&self, seat: Seat) -> Option<Lang> {
        self.seats.get(seat as usize).copied().flatten()
    }
}

/// A moment as people write it, in `lang`: "28 November 2026, 05:22 UTC" (to the minute: a
/// deadline's seconds and milliseconds mean nothing to a reader).
pub fn when(ms: i64, lang: Lang) -> String {
    let Ok(t) = time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000)) else {
        return String::new();
    };
    present::catalog(lang).get_args(
        "end-when",
        &[
            ("day", Arg::Num(t.day() as i64)),
            ("month", Arg::Num(u8::from(t.month()) as i64)),
            ("year", Arg::Text(t.year().to_string())),
            (
                "time",
                Arg::Text(format!("{:02}:{:02}", t.hour(), t.minute())),
            ),
        ],
    )
}

/// Sends queued mail until shutdown.
pub async fn run(app: Arc<App>) {
    let Some(mailer) = &app.mail else {
        return;
    };
    let mut shutdown = app.shutdown.clone();
    match give_up_stale(&app.db).await {
        Ok(0) => {}
        Ok(n) => tracing::warn!(
            mails = n,
            "mails whose sending was cut by a crash are not sent again"
        ),
        Err(e) => tracing::warn!(error = %e, "cannot read the outbox"),
    }
    loop {
        if *shutdown.borrow() {
            return;
        }
        let now = now_ms();
        let batch = match due(&app.db, now).await {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the outbox");
                Vec::new()
            }
        };
        for q in &batch {
            match set_state(&app.db, &q.key, "queued", "sending", q.attempts, now, None).await {
                Ok(true) => {}
                _ => continue, // another server took it
            }
            let stopped_now = stopped(&app.db, &q.address).await.unwrap_or(false);
            if stopped_now {
                let _ =
                    set_state(&app.db, &q.key, "sending", "stopped", q.attempts, now, None).await;
                continue;
            }
            if (q.kind == Kind::Turn && app.is_open(&q.args)) || !app.still_true(q).await {
                // The person opened the game meanwhile (no "your turn"), or what the mail says
                // is no longer so (the turn passed, the deadline passed, the seat was taken
                // back).
                let _ =
                    set_state(&app.db, &q.key, "sending", "skipped", q.attempts, now, None).await;
                continue;
            }
            let attempts = q.attempts + 1;
            match app.send_one(mailer, q).await {
                Ok(()) => {
                    let _ = set_state(&app.db, &q.key, "sending", "sent", attempts, now_ms(), None)
                        .await;
                    metrics::counter!("kohle_emails_sent_total").increment(1);
                    tracing::info!(kind = q.kind.name(), attempts, "a mail was sent");
                }
                Err(e) => {
                    // The mail server's answer may quote the address: never in the log.
                    let e = e
                        .replace(&q.address, "<address>")
                        .replace(&q.address.to_lowercase(), "<address>");
                    metrics::counter!("kohle_emails_failed_total").increment(1);
                    let (state, next) = if attempts >= MAX_ATTEMPTS {
                        ("failed", now_ms())
                    } else {
                        ("queued", now_ms() + mailer.backoff(attempts - 1))
                    };
                    tracing::warn!(kind = q.kind.name(), attempts, error = %e, "a mail could not be sent");
                    let _ = set_state(&app.db, &q.key, "sending", state, attempts, next, Some(&e))
                        .await;
                }
            }
        }
        if !batch.is_empty() {
            continue;
        }
        let next = next_due(&app.db).await.ok().flatten();
        let wait = next.map(|n| (n - now_ms()).clamp(0, 1000)).unwrap_or(1000);
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            _ = mailer.wake.notified() => {}
            _ = tokio::time::sleep(Duration::from_millis(wait as u64)) => {}
        }
    }
}

/// A stop link's token.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StopQuery {
    /// The token of the stop link (every mail has its own).
    pub token: String,
}

/// The one-click stop (RFC 8058, `List-Unsubscribe-Post`): no more mail from this server to
/// the address the link was sent to. The page `/mail/stop#token=…` (the link in each mail)
/// asks first and then posts here.
#[utoipa::path(post, path = "/api/mail/stop", tag = "persons", params(StopQuery),
    responses(
        (status = 200, description = "no more mail goes to the address", body = Object),
        (status = 404, description = "unknown link (`unknown_link`)", body = crate::types::ErrorBody),
    ))]
pub async fn post_stop(
    axum::extract::State(app): axum::extract::State<Arc<App>>,
    q: Result<axum::extract::Query<StopQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<axum::Json<Value>, crate::error::ApiError> {
    use crate::error::ApiError;
    let axum::extract::Query(q) = q.map_err(|e| ApiError::malformed(e.body_text()))?;
    if stop(&app.db, q.token.trim())
        .await
        .map_err(crate::app::db_error)?
    {
        tracing::info!("an address asked for no more mail");
        Ok(axum::Json(json!({ "stopped": true })))
    } else {
        Err(ApiError::new(
            axum::http::StatusCode::NOT_FOUND,
            "unknown_link",
            "this stop link is unknown",
        ))
    }
}
