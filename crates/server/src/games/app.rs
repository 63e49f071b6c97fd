//! The server's games: loading, acting, undo, bots, and updates from other processes.
//!
//! Every game in memory is a [`GameEntry`] with one owner ([`crate::owner`]): a task that
//! takes the game's commands one at a time (a move, an undo, a bot's decision, a timeout, a
//! reload) and runs each on its live state, and a `watch` channel that tells the game's
//! WebSocket connections that something changed. A change is stored in the database
//! (committed) before the in-memory state changes and before anybody is told. A game nobody
//! touched for `--unload-after` leaves memory and is loaded again when it is next needed.

use crate::clock::now_ms;
use crate::db::{ActionRow, Db, GameRow, MetaWrite, WriteError};
use crate::error::ApiError;
use crate::meta::GameMeta;
use crate::table::{self, seat_outs, Table, Viewer};
use crate::token;
use crate::types::{AbortOut, CreateGame, Created, GameStatus, Invite, RematchOut};
use engine::{GameRecord, Seat, SeatInfo, SeatSet};
use present::Lang;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How many open games a starting server loads a second (see [`App::resume_open_games`]).
pub const RESUME_PER_SECOND: usize = 250;

/// Owners woken at a time, 10 ms apart, when the server begins to drain ([`App::begin_drain`]).
pub const NUDGED_AT_ONCE: usize = 100;

/// How long a bot's move that another server's change called for is left to that server
/// before this one makes it (that server stopped before its bot moved).
pub const BOTS_TAKEN_OVER_AFTER: Duration = Duration::from_secs(10);

/// A starting server on a shared database watches, rather than loads, a game with a bot that
/// changed this recently: another server has it in play (see [`App::resume_open_games`]).
pub const RECENTLY_CHANGED: Duration = Duration::from_secs(60);
use futures_util::future::BoxFuture;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use tokio::sync::{mpsc, watch};

/// A command to a game's owner: runs on the game's state, alone (see [`crate::owner`]).
pub type Job =
    Box<dyn for<'a> FnOnce(&'a Arc<GameEntry>, &'a mut Inner) -> BoxFuture<'a, ()> + Send>;

/// Limits on what one client may send.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Largest HTTP request body, bytes.
    pub body_bytes: usize,
    /// Largest WebSocket message, bytes.
    pub ws_message_bytes: usize,
    /// WebSocket messages per second per connection (sustained) and burst.
    pub messages_per_second: f64,
    pub message_burst: f64,
    /// HTTP requests per second per client address (sustained) and burst.
    pub requests_per_second: f64,
    pub request_burst: f64,
    /// Open WebSocket connections per client address.
    pub connections_per_ip: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            body_bytes: 64 * 1024,
            ws_message_bytes: 16 * 1024,
            messages_per_second: 10.0,
            message_burst: 30.0,
            requests_per_second: 50.0,
            request_burst: 200.0,
            connections_per_ip: 64,
        }
    }
}

/// A token bucket: `burst` tokens, refilled at `rate` per second.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub fn new(burst: f64) -> Self {
        Bucket {
            tokens: burst,
            last: Instant::now(),
        }
    }

    /// Takes one token if there is one.
    pub fn take(&mut self, rate: f64, burst: f64) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * rate).min(burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One game in memory.
pub struct GameEntry {
    pub id: String,
    /// The state. Its owner holds the lock while it runs a command; others lock it to read
    /// (mail, my games, replays) and, still, the admin's abort and hand-over to a bot
    /// (`crate::admin`) to change it, which the lock and the stored revision keep in order.
    pub inner: tokio::sync::Mutex<Inner>,
    /// Bumped after every change (the value itself means nothing to clients).
    pub changed: watch::Sender<u64>,
    /// The owner's commands.
    pub(crate) commands: mpsc::UnboundedSender<Job>,
    /// When the game was last asked for (ms): idle games leave memory.
    touched: AtomicI64,
    /// A reload after another server's notice is queued and has not begun reading.
    reload_queued: AtomicBool,
    /// The command running now does not count as a use of the game (a reload after another
    /// server's notice: a game only played through another server leaves this one's memory).
    pub(crate) quiet: AtomicBool,
    /// Another server changed the game and this copy has not read it yet (nobody watched it
    /// here): its owner reads the change before the next command.
    pub(crate) behind: AtomicBool,
    /// Wakes the owner to look at the game's idle time again (the server began to drain).
    pub(crate) nudge: tokio::sync::Notify,
}

impl GameEntry {
    /// A game's entry and the receiving end of its owner's commands.
    fn new(id: &str, inner: Inner) -> (Arc<GameEntry>, mpsc::UnboundedReceiver<Job>) {
        let (commands, jobs) = mpsc::unbounded_channel();
        let entry = Arc::new(GameEntry {
            id: id.to_string(),
            inner: tokio::sync::Mutex::new(inner),
            changed: watch::channel(0).0,
            commands,
            touched: AtomicI64::new(now_ms()),
            reload_queued: AtomicBool::new(false),
            behind: AtomicBool::new(false),
            quiet: AtomicBool::new(false),
            nudge: tokio::sync::Notify::new(),
        });
        (entry, jobs)
    }

    /// Marks the game used now.
    pub fn touch(&self) {
        self.touched.fetch_max(now_ms(), Ordering::Relaxed);
    }

    /// When the game was last used (ms).
    pub fn touched(&self) -> i64 {
        self.touched.load(Ordering::Relaxed)
    }
}

pub struct Inner {
    pub table: Box<dyn Table>,
    /// The database revision this state was read at or written as.
    pub revision: i64,
    /// Per viewer (seats, then spectators): what undos added to its version number.
    pub bumps: Vec<u64>,
    /// Over: finished, or aborted (by every person, or by the admin): nobody acts any more.
    pub finished: bool,
    /// Bot seats whose decision is being computed.
    pub bots_running: SeatSet,
    /// The last change came from another server (its bots answer it; see
    /// [`App::changed_elsewhere`]).
    pub changed_elsewhere: bool,
    /// The server's part of the game: clocks, who plays each seat, agreements.
    pub meta: GameMeta,
    /// "Time running low" warnings already handled here: (seat, start of its run).
    pub warned: Vec<(Seat, i64)>,
    /// Whether the first shift or year is over, as of how many actions.
    pub round_over: Option<(usize, bool)>,
}

/// Whether a bot is to move in the game (it is not over and a seat to move is played by one).
pub fn bot_to_move(inner: &Inner) -> bool {
    !inner.finished
        && inner
            .table
            .to_move()
            .iter()
            .any(|s| inner.meta.bot_plays(s, inner.table.seats()))
}

impl Inner {
    /// Whether the first shift (year) is over (cached per number of actions).
    pub fn first_round_over(&mut self) -> bool {
        let n = self.table.actions().len();
        match self.round_over {
            Some((at, over)) if at == n => over,
            _ => {
                let over = self.table.first_round_over();
                self.round_over = Some((n, over));
                over
            }
        }
    }

    /// The status to show.
    pub fn status(&self) -> GameStatus {
        if self.meta.aborted {
            GameStatus::Aborted
        } else if self.finished || self.table.is_over() {
            GameStatus::Finished
        } else {
            GameStatus::Open
        }
    }

    /// The places of a game that has ended, from its account ([`Inner::ending`]: seats that
    /// forfeited or resigned rank last); `None` while it runs or when it was aborted.
    pub fn server_ranks(&self) -> Option<Vec<u8>> {
        self.ending(Lang::En).and_then(|e| e.ranks())
    }

    /// The meta as stored with a change.
    pub fn meta_write(meta: &GameMeta) -> MetaWrite {
        meta.write()
    }
}

/// Who takes an action: a person (with a token) or a bot of the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    Person,
    Bot,
}

pub struct App {
    pub db: Db,
    pub limits: Limits,
    /// The base of invite links (`http://host:port`); else taken from the request's Host.
    pub public_url: Option<String>,
    /// This process, in NOTIFY payloads (its own notifications are ignored).
    pub instance: String,
    /// Games another server changed that may wait for a bot, each with the number of the
    /// latest such notice: if no other notice of the game follows within
    /// [`BOTS_TAKEN_OVER_AFTER`], this server makes the bot's move ([`App::listen`]).
    bot_watch: Mutex<HashMap<String, u64>>,
    notices: std::sync::atomic::AtomicU64,
    pub(crate) games: Mutex<HashMap<String, Arc<GameEntry>>>,
    /// How long a game nobody touched stays in memory (`--unload-after`).
    pub unload_after: Duration,
    /// Token hash → (game, viewer): tokens never change, so found ones are kept.
    tokens: Mutex<HashMap<String, (String, Viewer)>>,
    pub connections: Mutex<HashMap<IpAddr, usize>>,
    pub buckets: Mutex<HashMap<IpAddr, Bucket>>,
    pub shutdown: watch::Receiver<bool>,
    /// Games whose clocks run: when each needs the server next.
    pub timeouts: crate::deadlines::Timeouts,
    /// E-mail, when `--smtp` is given.
    pub mail: Option<crate::mailer::Mailer>,
    /// Open WebSocket connections per (game, seat): a person who has the game open gets no
    /// "your turn" mail.
    pub presence: Mutex<HashMap<(String, Seat), usize>>,
    /// Draining, the admin token: what operations need ([`crate::ops`]).
    pub ops: crate::ops::Ops,
    /// The analysis of finished games on request (off unless [`App::with_analysis`]).
    pub analyses: crate::analysis_jobs::Analyses,
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

pub(crate) fn db_error(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "database error");
    ApiError::internal("the database failed; nothing was stored, try again")
}

impl App {
    pub fn new(
        db: Db,
        limits: Limits,
        public_url: Option<String>,
        shutdown: watch::Receiver<bool>,
        ops: crate::ops::Ops,
    ) -> Self {
        App {
            db,
            limits,
            public_url,
            instance: token::new_game_id(),
            bot_watch: Mutex::new(HashMap::new()),
            notices: std::sync::atomic::AtomicU64::new(0),
            games: Mutex::new(HashMap::new()),
            unload_after: Duration::from_secs(600),
            tokens: Mutex::new(HashMap::new()),
            connections: Mutex::new(HashMap::new()),
            buckets: Mutex::new(HashMap::new()),
            shutdown,
            timeouts: crate::deadlines::Timeouts::new(0),
            mail: None,
            presence: Mutex::new(HashMap::new()),
            ops,
            analyses: crate::analysis_jobs::Analyses::default(),
        }
    }

    /// Sets how long a game nobody touched stays in memory (`--unload-after`).
    pub fn with_unload_after(mut self, unload_after: Duration) -> Self {
        self.unload_after = unload_after;
        self
    }

    /// Sets the analysis of finished games (issue 24's `--analysis-seconds`).
    pub fn with_analysis(mut self, analyses: crate::analysis_jobs::Analyses) -> Self {
        self.analyses = analyses;
        self
    }

    /// Sets the clocks' grace after a restart and the mail (issue 21's settings).
    pub fn with_days(
        mut self,
        timeouts: crate::deadlines::Timeouts,
        mail: Option<crate::mailer::Mailer>,
    ) -> Self {
        self.timeouts = timeouts;
        self.mail = mail;
        self
    }

    /// Loads the open games a bot may have to move in (a bot seat, or a person's seat a bot
    /// plays; on PostgreSQL not those whose last move left no bot to move,
    /// [`Db::open_games_with_bots`]) and resumes their bots, at most [`RESUME_PER_SECOND`]
    /// games a second, until shutdown; the other open games stay in the database until they
    /// are asked for or their clocks need the server (the timeouts' poll finds them before,
    /// [`crate::timeouts`]). Run in the background once the server serves: a server that
    /// joins others under load (a rolling restart on PostgreSQL) loading 10,000 games at once
    /// took the CPU and the database from them for seconds (moves' latency went from
    /// milliseconds to a third of a second); a game someone asks for meanwhile is loaded then.
    ///
    /// On a database shared with other servers (PostgreSQL), a game that changed in the last
    /// [`RECENTLY_CHANGED`] is in play on another server, which makes its bots' moves: it is
    /// not loaded but watched ([`App::watch_for_bot`]), and loaded only if no notice of it
    /// comes within [`BOTS_TAKEN_OVER_AFTER`] (the watches end paced as the loads are). A
    /// restarted server resuming 10,000 such games beside the one that took its clients over
    /// was the whole tail of a rolling restart (issue 40, docs/load.md). Returns how many
    /// games were loaded and how many watched.
    pub async fn resume_open_games(self: &Arc<Self>) -> anyhow::Result<(usize, usize)> {
        let games = self.db.open_games_with_bots().await?;
        let shared = self.ops.notifier.is_enabled();
        let now = crate::clock::now_ms() / 1000;
        let (watched, loaded): (Vec<_>, Vec<_>) = games
            .into_iter()
            .partition(|(_, changed)| shared && now - changed < RECENTLY_CHANGED.as_secs() as i64);
        for (k, (id, _)) in watched.iter().enumerate() {
            let pace = Duration::from_secs_f64(k as f64 / RESUME_PER_SECOND as f64);
            self.watch_for_bot_after(id, BOTS_TAKEN_OVER_AFTER + pace);
        }
        let mut n = 0;
        let batch = RESUME_PER_SECOND / 10;
        for chunk in loaded.chunks(batch) {
            let started = tokio::time::Instant::now();
            if *self.shutdown.borrow() {
                break;
            }
            for (id, _) in chunk {
                match self.game(id).await {
                    Ok(_) => n += 1,
                    // The reason may quote a hidden decision: `kohle db check` shows it to the
                    // admin.
                    Err(e) => {
                        tracing::error!(game_id = %id, code = e.code, "game cannot be resumed (see `kohle db check`)")
                    }
                }
            }
            tokio::time::sleep_until(started + Duration::from_millis(100)).await;
        }
        Ok((n, watched.len()))
    }

    /// The game `id`, from memory or the database (then its owner starts).
    pub async fn game(self: &Arc<Self>, id: &str) -> Result<Arc<GameEntry>, ApiError> {
        if let Some(e) = lock(&self.games).get(id) {
            // Touched under the map's lock: its owner decides to leave under it too.
            e.touch();
            return Ok(e.clone());
        }
        if id.len() > 64 {
            return Err(ApiError::unknown_game(id));
        }
        let Some((row, actions)) =
            crate::metrics::timed(crate::metrics::DbOp::LoadGame, self.db.load_game(id))
                .await
                .map_err(db_error)?
        else {
            return Err(ApiError::unknown_game(id));
        };
        let inner = inner_of(&row, actions).map_err(|e| {
            let _ = e;
            tracing::error!(game_id = %id, "game does not replay (see `kohle db check`)");
            ApiError::internal(format!("game {id} cannot be loaded"))
        })?;
        let (entry, jobs) = GameEntry::new(id, inner);
        {
            let mut games = lock(&self.games);
            if let Some(e) = games.get(id) {
                // Loaded meanwhile by another request.
                e.touch();
                return Ok(e.clone());
            }
            games.insert(id.to_string(), entry.clone());
            crate::metrics::games_in_memory(games.len());
        }
        tokio::spawn(self.clone().own(entry.clone(), jobs));
        Ok(entry)
    }

    /// The game `id` if it is in memory.
    pub fn loaded_game(&self, id: &str) -> Option<Arc<GameEntry>> {
        lock(&self.games).get(id).cloned()
    }

    /// The number of games in memory.
    pub fn loaded_count(&self) -> usize {
        lock(&self.games).len()
    }

    /// SIGTERM: the server drains for `period` ([`crate::ops::Ops::begin_drain`]), and the
    /// owners of the games in memory are woken to let their games go when nobody here watches
    /// them ([`crate::owner::DRAINING_IDLE`]) — [`NUDGED_AT_ONCE`] at a time, so that thousands
    /// of owners waking together do not stall the moves still played here (all 11,000 at once
    /// stalled them 50–80 ms).
    pub fn begin_drain(self: &Arc<Self>, period: Duration) {
        self.ops.begin_drain(period);
        // Weak: a game that leaves is freed by its owner as it ends, not all together when
        // this list is dropped (1,260 at once stalled the moves 60 ms).
        let games: Vec<_> = lock(&self.games).values().map(Arc::downgrade).collect();
        tokio::spawn(async move {
            for some in games.chunks(NUDGED_AT_ONCE) {
                for entry in some.iter().filter_map(std::sync::Weak::upgrade) {
                    entry.nudge.notify_one();
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        });
    }

    /// The games in memory.
    pub fn loaded(&self) -> Vec<Arc<GameEntry>> {
        lock(&self.games).values().cloned().collect()
    }

    /// The game and viewer of `token` for game `id`.
    pub async fn authorize(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
    ) -> Result<(Arc<GameEntry>, Viewer), ApiError> {
        let entry = self.game(id).await?;
        let token = token
            .filter(|t| !t.is_empty())
            .ok_or_else(ApiError::missing_token)?;
        if token.len() > 256 {
            return Err(ApiError::wrong_token());
        }
        let hash = token::hash(token);
        let cached = lock(&self.tokens).get(&hash).cloned();
        let (game, viewer) = match cached {
            Some(found) => found,
            None => {
                let Some((game, seat)) = crate::metrics::timed(
                    crate::metrics::DbOp::FindToken,
                    self.db.find_token(&hash),
                )
                .await
                .map_err(db_error)?
                else {
                    // A person's player key opens the seat they took in this game.
                    return match self.seat_of_key(id, token).await? {
                        Some(seat) => Ok((entry, Some(seat))),
                        None => Err(ApiError::wrong_token()),
                    };
                };
                let viewer = u8::try_from(seat).ok();
                lock(&self.tokens).insert(hash, (game.clone(), viewer));
                (game, viewer)
            }
        };
        if game != id {
            return Err(ApiError::wrong_token());
        }
        Ok((entry, viewer))
    }

    /// What `viewer` may know about the game now: a [`crate::types::StateMessage`] as JSON.
    /// Asked of the game's owner (of a fresh one if `entry` has left memory meanwhile).
    pub async fn state(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        viewer: Viewer,
        lang: Lang,
    ) -> String {
        let asked = self
            .run(entry, move |entry, inner| {
                Box::pin(async move { message(&entry.id, inner, viewer, lang) })
            })
            .await;
        match asked {
            Ok(text) => text,
            // The game cannot be loaded again (the database failed): what is known here.
            Err(_) => message(&entry.id, &mut *entry.inner.lock().await, viewer, lang),
        }
    }

    /// Creates a game: stores it, then returns its invites.
    pub async fn create(
        self: &Arc<Self>,
        req: CreateGame,
        host: Option<&str>,
        creator: Option<&crate::players::Player>,
        lang: Lang,
    ) -> Result<Created, ApiError> {
        if req.seats.is_empty() || req.seats.len() > 8 {
            return Err(ApiError::bad_request("a game needs 1 to 8 seats"));
        }
        let players = req.players.unwrap_or(req.seats.len() as u8);
        if players as usize != req.seats.len() {
            return Err(ApiError::bad_request(format!(
                "{players} players need {players} seats, not {}",
                req.seats.len()
            )));
        }
        let mut seats = Vec::new();
        for (i, s) in req.seats.iter().enumerate() {
            let info = match (&s.name, &s.bot) {
                (Some(name), None) => {
                    let name = name.trim();
                    let n = name.chars().count();
                    if n == 0 || n > 40 || name.chars().any(char::is_control) {
                        return Err(ApiError::bad_request(format!(
                            "seat {i}: a name has 1 to 40 characters and no control characters"
                        )));
                    }
                    SeatInfo::person(name)
                }
                (None, Some(spec)) => {
                    bots::parse_served_bot_spec(spec, Some(&req.game), Some(players))
                        .map_err(|e| ApiError::bad_request(format!("seat {i}: {e}")))?;
                    SeatInfo::bot(spec.trim())
                }
                _ => {
                    return Err(ApiError::bad_request(format!(
                        "seat {i}: give either `name` (a person) or `bot` (a bot spec)"
                    )))
                }
            };
            seats.push(info);
        }
        if let Some(c) = &req.components {
            if c.len() > 48 * 1024 {
                return Err(ApiError::bad_request("the component table is too long"));
            }
        }
        let days = crate::meta::read_create(&req, players as usize, creator, lang)?;
        let seed = token::random_u64();
        let record = table::new_record(
            &req.game,
            players,
            seed,
            &req.options,
            req.components.as_deref(),
            seats,
        )
        .map_err(ApiError::bad_request)?;
        let id = token::new_game_id();
        let row = GameRow {
            id: id.clone(),
            game: record.game.clone(),
            version: record.version as i64,
            players: players as i64,
            seed,
            options: record.options.to_string(),
            seats: serde_json::to_string(&record.seats).map_err(ApiError::internal_from)?,
            status: "open".into(),
            revision: 0,
            undo_bumps: serde_json::to_string(&vec![0u64; players as usize + 1])
                .map_err(ApiError::internal_from)?,
            meta: None,
        };
        let base = self.link_base(host);
        let mut meta = days.meta.clone();
        meta.base = base.clone();
        let mut row = row;
        let meta_write = start_clocks(&row, &mut meta).map_err(ApiError::internal)?;
        row.meta = Some(meta_write.json.clone());
        let mut invites = Vec::new();
        let mut hashes = Vec::new();
        for (i, s) in record.seats.iter().enumerate() {
            if s.bot.is_none() {
                let t = token::new_token();
                hashes.push((token::hash(&t), i as i64));
                invites.push(Invite {
                    seat: Some(i as u8),
                    name: s.name.clone(),
                    link: format!("{base}/play/{id}#token={t}"),
                    token: t,
                });
            }
        }
        let t = token::new_token();
        hashes.push((token::hash(&t), -1));
        let spectator = Invite {
            seat: None,
            name: "spectator".into(),
            link: format!("{base}/play/{id}#token={t}"),
            token: t,
        };
        crate::metrics::timed(
            crate::metrics::DbOp::CreateGame,
            self.db
                .create_game(&row, &hashes, &days.contacts, &days.attach, &meta_write),
        )
        .await
        .map_err(db_error)?;
        metrics::counter!("kohle_games_created_total", "game" => table::game_label(&row.game))
            .increment(1);
        tracing::info!(game_id = %id, game = %row.game, players = row.players,
            bots = record.seats.iter().filter(|s| s.bot.is_some()).count(), "game created");
        // Load it (and start its bots and clocks) as any stored game.
        let entry = self.game(&id).await?;
        let invited: Vec<Seat> = days.contacts.iter().map(|c| c.0).collect();
        self.invite_mail(&entry, &invited).await;
        // "Your turn" for the first deciders; the bots that begin are this server's (it made
        // the game).
        let app = self.clone();
        self.run(&entry, move |entry, inner| {
            Box::pin(async move {
                app.after_change_mail(entry, inner);
                app.schedule_bots(entry, inner);
            })
        })
        .await?;
        Ok(Created {
            game_id: id,
            invites,
            spectator,
            seats: seat_outs(&record.seats),
        })
    }

    /// The base of links (`https://host`): `--public-url`, else the request's Host.
    pub fn link_base(&self, host: Option<&str>) -> String {
        match (&self.public_url, host) {
            (Some(u), _) => u.trim_end_matches('/').to_string(),
            (None, Some(h)) => format!("http://{h}"),
            (None, None) => String::new(),
        }
    }

    /// Takes `seat`'s action (in notation), which came by `path`: stored, then applied, then
    /// everybody is told. Timed from here (the wait for the game included).
    pub async fn act(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        text: &str,
        lang: Lang,
        path: crate::metrics::MovePath,
        decided_on: Option<u64>,
    ) -> Result<u64, ApiError> {
        let since = Instant::now();
        let (app, text) = (self.clone(), text.to_string());
        let version = self
            .run(entry, move |entry, inner| {
                Box::pin(async move {
                    // Decided on a state this seat no longer has (its server's copy was
                    // behind, or something happened meanwhile): refused, as a move made on
                    // another board would be.
                    if decided_on.is_some_and(|v| v != version_of(inner, Some(seat))) {
                        return Err(ApiError::moved_on());
                    }
                    app.act_locked(entry, inner, seat, &text, lang, By::Person)
                        .await?;
                    Ok(version_of(inner, Some(seat)))
                })
            })
            .await??;
        crate::metrics::move_done(path, since);
        Ok(version)
    }

    async fn act_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        text: &str,
        lang: Lang,
        by: By,
    ) -> Result<(), ApiError> {
        self.act_once(entry, inner, seat, text, lang, by, false)
            .await
    }

    /// Checks, stores and applies one action; `retried` after a conflict that changed nothing
    /// the seat sees (at most once: a second conflict is reported).
    #[allow(clippy::too_many_arguments)]
    async fn act_once(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        text: &str,
        lang: Lang,
        by: By,
        retried: bool,
    ) -> Result<(), ApiError> {
        if inner.finished || inner.meta.aborted {
            return Err(inner.over_error(lang));
        }
        let seats = inner.table.seats().to_vec();
        let now = now_ms();
        match by {
            By::Person => {
                if let Some(status) = inner.meta.control(seat).status() {
                    return Err(ApiError::played_by_bot(status, lang));
                }
                if self.due_seats(inner, now).iter().any(|d| d.0 == seat) {
                    // The clock ran out before the timeout fired: it fires now.
                    self.fire_timeouts_locked(entry, inner, now).await;
                    return Err(ApiError::out_of_time(lang));
                }
            }
            By::Bot => {
                if inner.meta.bot_of(seat, &seats).is_none() {
                    return Err(ApiError::not_your_turn("a person plays this seat again"));
                }
            }
        }
        // The rules (the engine), then the server's part (clocks, the end), then the store.
        let checked = inner.table.check(seat, text, lang)?;
        let index = inner.table.actions().len();
        let decided = inner.meta.after_decision(
            &seats,
            seat,
            checked.to_move_after,
            checked.final_scores,
            now,
        );
        // Stored with it for a server that starts beside this one ([`App::resume_open_games`]).
        let bots_idle = !checked
            .to_move_after
            .iter()
            .any(|s| decided.meta.bot_plays(s, &seats));
        let written = crate::metrics::timed(
            crate::metrics::DbOp::AppendAction,
            self.db.append_action(
                &entry.id,
                inner.revision,
                index,
                seat,
                &checked.notation,
                decided.finish.as_ref(),
                decided.write.as_ref(),
                bots_idle,
            ),
        )
        .await;
        match written {
            Ok(revision) => {
                self.ops.notifier.changed(&entry.id);
                inner.revision = revision;
                if let Err(e) = inner.table.push(seat, &checked.notation) {
                    // Cannot happen: the action was checked on the same state.
                    let _ = e;
                    tracing::error!(game_id = %entry.id, "stored action refused on replay; reloading");
                    self.reload_locked(entry, inner, false).await?;
                    return Ok(());
                }
                inner.meta = decided.meta;
                inner.finished = decided.finish.is_some();
                let game = inner.table.game_name();
                let by = match inner.table.seats().get(seat as usize) {
                    Some(s) if s.bot.is_some() => "bot",
                    _ => "person",
                };
                metrics::counter!("kohle_decisions_applied_total", "game" => game, "by" => by)
                    .increment(1);
                if inner.finished {
                    metrics::counter!("kohle_games_finished_total", "game" => game).increment(1);
                    tracing::info!(game_id = %entry.id, game, actions = index + 1, "game finished");
                }
                self.changed(entry, inner);
                Ok(())
            }
            Err(WriteError::Conflict) => {
                let seen = seen_by(inner, seat);
                self.reload_locked(entry, inner, true).await?;
                if seen_by(inner, seat) == seen && !retried {
                    // Only what this seat cannot see changed (another seat's hidden decision,
                    // stored through another server that had not yet told this one): the
                    // decision was made on the same information, so it stands; checked again
                    // on the stored state, as an up-to-date server would have.
                    return Box::pin(self.act_once(entry, inner, seat, text, lang, by, true)).await;
                }
                Err(ApiError::moved_on())
            }
            Err(WriteError::Db(e)) => {
                let err = db_error(e);
                // Whatever happened, read back what is stored.
                let _ = self.reload_locked(entry, inner, false).await;
                Err(err)
            }
        }
    }

    /// Undoes `seat`'s last decision if the rules of undo allow it.
    pub async fn undo(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
        let app = self.clone();
        self.run(entry, move |entry, inner| {
            Box::pin(async move { app.undo_locked(entry, inner, seat, lang).await })
        })
        .await?
    }

    async fn undo_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ApiError> {
        if inner.finished || inner.meta.aborted {
            return Err(inner.over_error(lang));
        }
        if let Some(status) = inner.meta.control(seat).status() {
            // The bot's decisions are not the person's to take back.
            return Err(ApiError::played_by_bot(status, lang));
        }
        let undone = inner.table.undo(seat, lang)?;
        let mut bumps = inner.bumps.clone();
        for (b, removed) in bumps.iter_mut().zip(&undone.removed_visible) {
            // A viewer's version = its visible lines + bumps; it must grow when lines go.
            *b += 2 * removed;
        }
        let mut meta = inner.meta.clone();
        let meta_write = meta.clock.is_timed().then(|| {
            meta.retime(undone.table.to_move(), undone.table.seats(), now_ms(), None);
            Inner::meta_write(&meta)
        });
        let written = crate::metrics::timed(
            crate::metrics::DbOp::RewriteTail,
            self.db.rewrite_tail(
                &entry.id,
                inner.revision,
                undone.from,
                &undone.tail,
                &serde_json::to_string(&bumps).map_err(ApiError::internal_from)?,
                meta_write.as_ref(),
            ),
        )
        .await;
        match written {
            Ok(()) => {
                self.ops.notifier.changed(&entry.id);
                inner.revision += 1;
                inner.table = undone.table;
                inner.bumps = bumps;
                inner.meta = meta;
                self.changed(entry, inner);
                Ok(())
            }
            Err(WriteError::Conflict) => {
                self.reload_locked(entry, inner, true).await?;
                Err(ApiError::moved_on())
            }
            Err(WriteError::Db(e)) => {
                let err = db_error(e);
                let _ = self.reload_locked(entry, inner, false).await;
                Err(err)
            }
        }
    }

    /// After a change is stored and applied: everybody is told, bots and clocks go on, the
    /// persons who must decide may get mail, a finished game is rated.
    pub fn changed(self: &Arc<Self>, entry: &Arc<GameEntry>, inner: &mut Inner) {
        inner.changed_elsewhere = false;
        entry.changed.send_modify(|v| *v += 1);
        self.schedule_bots(entry, inner);
        self.ops.notifier.settled(&entry.id, bot_to_move(inner));
        self.schedule_wake(&entry.id, inner);
        self.after_change_mail(entry, inner);
        if inner.finished && !inner.meta.aborted {
            let app = self.clone();
            let id = entry.id.clone();
            tokio::spawn(async move { app.rate_game(&id).await });
        }
    }

    /// Reads the game again from the database (another process changed it and said so).
    pub async fn reload(self: &Arc<Self>, entry: &Arc<GameEntry>) -> Result<(), ApiError> {
        let app = self.clone();
        self.run(entry, move |entry, inner| {
            Box::pin(async move {
                // From here on a new notice queues another reload (see `App::listen`).
                entry.reload_queued.store(false, Ordering::Release);
                entry.quiet.store(true, Ordering::Relaxed);
                app.reload_locked(entry, inner, true).await
            })
        })
        .await?
    }

    /// [`App::changed`] for a change another server made: its watchers are told, and the bots
    /// it calls for are that server's, unless its notice is followed by no other for
    /// [`BOTS_TAKEN_OVER_AFTER`] ([`App::watch_for_bot`]) or the game stays as it is that long
    /// (this copy read the change without its notice: the server that made it stopped before
    /// sending it).
    fn changed_elsewhere(self: &Arc<Self>, entry: &Arc<GameEntry>, inner: &mut Inner) {
        inner.changed_elsewhere = true;
        entry.changed.send_modify(|v| *v += 1);
        self.take_over_bots_later(entry, inner);
        self.schedule_wake(&entry.id, inner);
    }

    /// Another server announced a change of game `id` after which a bot may be next
    /// (`Some(false)`: none is): unless another notice of the game follows within
    /// [`BOTS_TAKEN_OVER_AFTER`] (that server made the bot's move, or the game moved on), this
    /// server makes it — the other server stopped. Whether this server holds the game or not.
    fn watch_for_bot(self: &Arc<Self>, id: &str, bot_next: Option<bool>) {
        if bot_next == Some(false) {
            lock(&self.bot_watch).remove(id);
            return;
        }
        self.watch_for_bot_after(id, BOTS_TAKEN_OVER_AFTER);
    }

    /// Makes the bot's move in game `id` after `delay` unless a notice of the game comes first.
    fn watch_for_bot_after(self: &Arc<Self>, id: &str, delay: Duration) {
        let n = self.notices.fetch_add(1, Ordering::Relaxed);
        lock(&self.bot_watch).insert(id.to_string(), n);
        let (app, id) = (self.clone(), id.to_string());
        tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            {
                let mut watch = lock(&app.bot_watch);
                if watch.get(&id) != Some(&n) {
                    return;
                }
                watch.remove(&id);
            }
            if *app.shutdown.borrow() {
                return;
            }
            let again = app.clone();
            let taken = app
                .run_id(&id, move |entry, inner| {
                    Box::pin(async move { again.schedule_bots(entry, inner) })
                })
                .await;
            if let Err(e) = taken {
                tracing::warn!(game_id = %id, code = e.code, "taking over a bot's move failed");
            }
        });
    }

    /// Another server changed `entry`'s game: a copy that a connection here watches reads the
    /// change now (its watchers are told); any other is only marked behind and reads what it
    /// lacks when it is next used (a request, a connection, a bot, a clock: [`App::own`]), so
    /// that each change is applied by the servers whose clients see it, not by every server
    /// that once loaded the game (issue 40).
    fn noticed(self: &Arc<Self>, entry: Arc<GameEntry>) {
        if entry.changed.receiver_count() == 0 {
            entry.behind.store(true, Ordering::Release);
            return;
        }
        if entry.reload_queued.swap(true, Ordering::AcqRel) {
            return;
        }
        let app = self.clone();
        tokio::spawn(async move {
            if let Err(e) = app.reload(&entry).await {
                tracing::warn!(game_id = %entry.id, code = e.code, "reload after another server's change failed");
            }
        });
    }

    /// Starts the bots that are to move if the game is still as it is after
    /// [`BOTS_TAKEN_OVER_AFTER`] (another server, which runs them, stopped meanwhile).
    pub(crate) fn take_over_bots_later(self: &Arc<Self>, entry: &Arc<GameEntry>, inner: &Inner) {
        if !bot_to_move(inner) {
            return;
        }
        let (app, entry, revision) = (self.clone(), entry.clone(), inner.revision);
        tokio::spawn(async move {
            tokio::time::sleep(BOTS_TAKEN_OVER_AFTER).await;
            let again = app.clone();
            let _ = app
                .run(&entry, move |entry, inner| {
                    Box::pin(async move {
                        if inner.revision == revision {
                            again.schedule_bots(entry, inner);
                        }
                    })
                })
                .await;
        });
    }

    /// `noticed`: another server changed it (it said so with PostgreSQL NOTIFY, or a write
    /// here found the stored revision moved on): that server runs the bots the change calls
    /// for; this one takes them over only if the game stays as it is for
    /// [`BOTS_TAKEN_OVER_AFTER`] (that server stopped).
    pub(crate) async fn reload_locked(
        self: &Arc<Self>,
        entry: &Arc<GameEntry>,
        inner: &mut Inner,
        noticed: bool,
    ) -> Result<(), ApiError> {
        // What this copy lacks: the actions from its last one on (that one again, to see
        // that the stored game still extends this copy: an undo elsewhere may have replaced it).
        let known_len = inner.table.actions().len();
        let from = known_len.saturating_sub(1);
        let load = self.db.load_game_from(&entry.id, from);
        let Some((row, tail)) = crate::metrics::timed(crate::metrics::DbOp::LoadGame, load)
            .await
            .map_err(db_error)?
        else {
            return Err(ApiError::unknown_game(&entry.id));
        };
        if row.revision == inner.revision {
            return Ok(());
        }
        let known = inner.table.actions().rows(from..);
        let extends = tail.len() >= known.len() && tail[..known.len()] == known[..];
        let mut pushed = extends;
        if extends {
            for a in &tail[known.len()..] {
                if inner.table.push(a.seat, &a.notation).is_err() {
                    pushed = false;
                    break;
                }
            }
        }
        if !pushed {
            // Not a continuation of this copy (an undo elsewhere): the whole game again.
            let all = if from == 0 {
                tail
            } else {
                match self.db.load_game(&entry.id).await.map_err(db_error)? {
                    Some((_, all)) => all,
                    None => return Err(ApiError::unknown_game(&entry.id)),
                }
            };
            let replayed = inner_of(&row, all).map_err(|e| {
                let _ = e;
                tracing::error!(game_id = %entry.id, "game does not replay (see `kohle db check`)");
                ApiError::internal("the game cannot be loaded")
            })?;
            inner.table = replayed.table;
        }
        inner.revision = row.revision;
        inner.bumps = parse_bumps(&row.undo_bumps, inner.table.players());
        inner.finished = row.status != "open";
        inner.meta = GameMeta::parse(row.meta.as_deref()).map_err(|e| {
            tracing::error!(game_id = %entry.id, error = %e, "the game's meta cannot be read");
            ApiError::internal("the game cannot be loaded")
        })?;
        // An admin may have handed a seat to a bot.
        if let Ok(seats) = serde_json::from_str::<Vec<SeatInfo>>(&row.seats) {
            for (i, info) in seats.into_iter().enumerate() {
                if inner.table.seats().get(i) != Some(&info) {
                    inner.table.set_seat(i as Seat, info);
                }
            }
        }
        if noticed {
            self.changed_elsewhere(entry, inner);
        } else {
            self.changed(entry, inner);
        }
        Ok(())
    }

    /// Starts the decisions of the bots that are to move and not already thinking. Each
    /// thinks on a blocking thread; its decision is then taken like a person's.
    pub fn schedule_bots(self: &Arc<Self>, entry: &Arc<GameEntry>, inner: &mut Inner) {
        if inner.finished || *self.shutdown.borrow() {
            return;
        }
        for seat in inner.table.to_move().iter() {
            if inner.bots_running.contains(seat) {
                continue;
            }
            let Some(bot) = inner.meta.bot_of(seat, inner.table.seats()) else {
                continue;
            };
            let Some(job) = inner.table.bot_job(seat, &bot) else {
                continue;
            };
            inner.bots_running.insert(seat);
            let app = self.clone();
            let id = entry.id.clone();
            let game = inner.table.game_name();
            let thought_on = inner.revision;
            tokio::spawn(async move {
                let thinking = Instant::now();
                let chosen = tokio::task::spawn_blocking(job).await;
                metrics::histogram!("kohle_bot_thinking_seconds", "game" => game)
                    .record(thinking.elapsed().as_secs_f64());
                if *app.shutdown.borrow() {
                    // The server stops: the decision is not stored (the bot decides again
                    // when the game is resumed).
                    return;
                }
                let chosen_at = Instant::now();
                // The decision goes to the game's owner like a person's move; `true`: it was
                // not stored for a reason that may pass (think again in a second).
                let owner = app.clone();
                let retry = app
                    .run_id(&id, move |entry, inner| {
                        Box::pin(async move {
                            inner.bots_running.remove(seat);
                            if inner.revision != thought_on && inner.changed_elsewhere {
                                // Another server changed the game while this bot thought:
                                // that server's bots answer (this one takes over only if
                                // that server stops: `App::changed_elsewhere`).
                                return false;
                            }
                            let app = owner;
                            match chosen {
                                Ok(notation) if !notation.is_empty() => {
                                    match app
                                        .act_locked(entry, inner, seat, &notation, Lang::En, By::Bot)
                                        .await
                                    {
                                        Ok(()) => {
                                            crate::metrics::move_done(
                                                crate::metrics::MovePath::Bot,
                                                chosen_at,
                                            );
                                            return false;
                                        }
                                        // Another server changed the game while the bot
                                        // thought: its bots answer that change (this one
                                        // takes over only if that server stops: see
                                        // `App::changed_elsewhere`).
                                        Err(e) if e.code == "game_moved_on" => return false,
                                        // The game changed here while the bot thought (an
                                        // undo): think again.
                                        Err(e) if e.code == "illegal_action" => {}
                                        Err(e)
                                            if e.code == "not_your_turn"
                                                || e.code == "game_over" => {}
                                        Err(e) => {
                                            tracing::warn!(game_id = %entry.id, seat, code = e.code, "bot's decision not stored; retrying in 1 s");
                                            return true;
                                        }
                                    }
                                }
                                Ok(_) => {}
                                Err(e) => {
                                    tracing::error!(game_id = %entry.id, seat, error = %e, "bot failed; retrying in 1 s");
                                    return true;
                                }
                            }
                            app.schedule_bots(entry, inner);
                            false
                        })
                    })
                    .await;
                if let Ok(true) = retry {
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    let owner = app.clone();
                    let _ = app
                        .run_id(&id, move |entry, inner| {
                            Box::pin(async move { owner.schedule_bots(entry, inner) })
                        })
                        .await;
                }
            });
        }
    }

    /// Follows other processes' changes (PostgreSQL LISTEN) until shutdown.
    pub async fn listen(self: Arc<Self>, pool: sqlx::PgPool) {
        let mut shutdown = self.shutdown.clone();
        let mut listener = loop {
            match sqlx::postgres::PgListener::connect_with(&pool).await {
                Ok(mut l) => match l.listen(crate::db::CHANNEL).await {
                    Ok(()) => break l,
                    Err(e) => tracing::warn!(error = %e, "LISTEN failed; retrying in 1 s"),
                },
                Err(e) => tracing::warn!(error = %e, "LISTEN connection failed; retrying in 1 s"),
            }
            tokio::select! {
                _ = shutdown.changed() => return,
                _ = tokio::time::sleep(Duration::from_secs(1)) => {}
            }
        };
        loop {
            let got = tokio::select! {
                _ = shutdown.changed() => return,
                got = listener.try_recv() => got,
            };
            match got {
                Ok(Some(n)) => {
                    // `INSTANCE ID ID ...` (see crate::notify).
                    let mut parts = n.payload().split(' ');
                    if parts
                        .next()
                        .is_none_or(|instance| instance == self.instance)
                    {
                        continue;
                    }
                    for token in parts {
                        let (id, bot_next) = crate::notify::game_of(token);
                        self.watch_for_bot(id, bot_next);
                        // Each game reads its change on its own (one notice at a time would
                        // fall behind under load); one queued per game at most.
                        let entry = lock(&self.games).get(id).cloned();
                        if let Some(entry) = entry {
                            self.noticed(entry);
                        }
                    }
                }
                Ok(None) => {
                    // The connection was lost (notifications may be lost): read every game.
                    for entry in self.loaded() {
                        let _ = self.reload(&entry).await;
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "LISTEN lost; reconnecting in 1 s");
                    tokio::select! {
                        _ = shutdown.changed() => return,
                        _ = tokio::time::sleep(Duration::from_secs(1)) => {}
                    }
                }
            }
        }
    }

    /// Whether `ip` may send another HTTP request now.
    pub fn allow_request(&self, ip: IpAddr) -> bool {
        let l = &self.limits;
        let mut buckets = lock(&self.buckets);
        if buckets.len() > 100_000 {
            buckets.clear();
        }
        buckets
            .entry(ip)
            .or_insert_with(|| Bucket::new(l.request_burst))
            .take(l.requests_per_second, l.request_burst)
    }

    /// The number of open WebSocket connections.
    pub fn open_connections(&self) -> usize {
        lock(&self.connections).values().sum()
    }

    /// Counts a new connection of `ip`, if it has fewer than the limit.
    pub fn open_connection(self: &Arc<Self>, ip: IpAddr) -> Option<ConnectionGuard> {
        let mut c = lock(&self.connections);
        let n = c.entry(ip).or_insert(0);
        if *n >= self.limits.connections_per_ip {
            return None;
        }
        *n += 1;
        Some(ConnectionGuard {
            app: self.clone(),
            ip,
        })
    }
}

/// An open connection, counted until dropped.
pub struct ConnectionGuard {
    app: Arc<App>,
    ip: IpAddr,
}

impl Drop for ConnectionGuard {
    fn drop(&mut self) {
        let mut c = lock(&self.app.connections);
        if let Some(n) = c.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                c.remove(&self.ip);
            }
        }
    }
}

fn parse_bumps(text: &str, players: usize) -> Vec<u64> {
    let mut b: Vec<u64> = serde_json::from_str(text).unwrap_or_default();
    b.resize(players + 1, 0);
    b
}

/// Starts the clocks of a new game's first deciders: its meta as stored.
pub(crate) fn start_clocks(row: &GameRow, meta: &mut GameMeta) -> Result<MetaWrite, String> {
    if meta.clock.is_timed() {
        let fresh = inner_of(row, Vec::new())?;
        meta.retime(fresh.table.to_move(), fresh.table.seats(), now_ms(), None);
    }
    Ok(Inner::meta_write(meta))
}

/// The record of a stored game and its actions (the seed included: for the server only).
pub(crate) fn record_of(row: &GameRow, actions: &[ActionRow]) -> Result<GameRecord, String> {
    Ok(GameRecord {
        game: row.game.clone(),
        version: u32::try_from(row.version).map_err(|_| "bad version".to_string())?,
        players: u8::try_from(row.players).map_err(|_| "bad player count".to_string())?,
        seed: row.seed,
        options: serde_json::from_str(&row.options).map_err(|e| format!("options: {e}"))?,
        seats: serde_json::from_str(&row.seats).map_err(|e| format!("seats: {e}"))?,
        actions: actions
            .iter()
            .map(|a| format!("{}: {}", a.seat, a.notation))
            .collect(),
    })
}

/// A stored game, replayed.
pub(crate) fn inner_of(row: &GameRow, actions: Vec<ActionRow>) -> Result<Inner, String> {
    let record = record_of(row, &[])?;
    let table = table::load_table(record, actions)?;
    let players = table.players();
    Ok(Inner {
        table,
        revision: row.revision,
        bumps: parse_bumps(&row.undo_bumps, players),
        finished: row.status != "open",
        bots_running: SeatSet::EMPTY,
        changed_elsewhere: false,
        meta: GameMeta::parse(row.meta.as_deref())?,
        warned: Vec::new(),
        round_over: None,
    })
}

/// What `seat` has seen of the game: its version number (visible lines plus undo bumps).
fn seen_by(inner: &Inner, seat: Seat) -> u64 {
    let slot = (seat as usize).min(inner.table.players());
    inner.table.visible_count(Some(seat)) + inner.bumps.get(slot).copied().unwrap_or(0)
}

/// The `version` of `viewer`'s state message: the lines it sees (the game's and the
/// server's) plus undo bumps.
pub fn version_of(inner: &Inner, viewer: Viewer) -> u64 {
    inner.table.visible_count(viewer) + bumps_of(inner, viewer) + inner.meta.lines.len() as u64
}

/// The state message of `viewer`, as JSON.
pub fn message(id: &str, inner: &mut Inner, viewer: Viewer, lang: Lang) -> String {
    with_header(id, inner, viewer, lang, |table, header| {
        table.state_json(header, viewer, lang)
    })
}

/// A viewer's state message in parts, its log from `from` on ([`crate::delta`]).
pub fn message_parts(
    id: &str,
    inner: &mut Inner,
    viewer: Viewer,
    lang: Lang,
    from: table::LogFrom,
) -> table::Parts {
    with_header(id, inner, viewer, lang, |table, header| {
        table.parts(header, viewer, lang, from)
    })
}

/// What undos added to `viewer`'s version number.
pub fn bumps_of(inner: &Inner, viewer: Viewer) -> u64 {
    let players = inner.table.players();
    let slot = viewer.map_or(players, |s| (s as usize).min(players));
    inner.bumps.get(slot).copied().unwrap_or(0)
}

/// Runs `f` with the game's table and what the server adds to `viewer`'s state message.
fn with_header<R>(
    id: &str,
    inner: &mut Inner,
    viewer: Viewer,
    lang: Lang,
    f: impl FnOnce(&mut dyn Table, &table::Header) -> R,
) -> R {
    let version = version_of(inner, viewer);
    let status = inner.status();
    let seats = inner.meta.seat_outs(inner.table.seats());
    let ranks = inner.server_ranks();
    let lines = inner.meta.server_lines(inner.table.seats(), lang);
    let round_over = inner.first_round_over();
    let mut extra = extra_fields(inner, status, round_over);
    let ending = inner.ending(lang).map(|e| e.words(lang));
    extra.insert(
        "ending".into(),
        serde_json::to_value(&ending).unwrap_or_default(),
    );
    let header = table::Header {
        game_id: id,
        version,
        status,
        seats: &seats,
        ranks: ranks.as_deref(),
        lines: &lines,
        extra: &extra,
        over: inner.is_over(),
        ending: ending.as_ref().map(|e| e.account.as_str()),
    };
    f(inner.table.as_mut(), &header)
}

/// The state message's fields beyond the game's: the time control, the clocks, the
/// agreements (the same for every viewer: all public).
fn extra_fields(
    inner: &Inner,
    status: GameStatus,
    round_over: bool,
) -> serde_json::Map<String, serde_json::Value> {
    let m = &inner.meta;
    let abort = AbortOut {
        possible: status == GameStatus::Open && !round_over,
        agreed: m.abort_votes.clone(),
    };
    let rematch = RematchOut {
        possible: status == GameStatus::Finished,
        accepted: m.rematch_accepted.clone(),
        game_id: m.rematch.clone(),
    };
    let mut out = serde_json::Map::new();
    let mut put = |k: &str, v: serde_json::Result<serde_json::Value>| {
        out.insert(k.to_string(), v.unwrap_or_default());
    };
    put("clock", serde_json::to_value(m.clock));
    put("on_timeout", serde_json::to_value(m.on_timeout));
    put("on_resign", serde_json::to_value(m.on_resign));
    put(
        "clocks",
        serde_json::to_value(m.clock_outs(inner.table.players())),
    );
    put("abort", serde_json::to_value(abort));
    put("rematch", serde_json::to_value(rematch));
    out
}
