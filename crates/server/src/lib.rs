//! `kohle serve`: games that live on a server, with seats for people and bots.
//!
//! The source is laid out in the areas below, one folder each (`storage/`, `http/`, `games/`,
//! `days/`, `host/`, `after/`). The folders group; they are not layers (a live game stores
//! itself and the store names a game's parts), so each file stays a module of the crate root
//! (`#[path]`), and the layer check (`crates/layers`) keeps the files free of circles.
//!
//! - Storage (`storage/`): SQLite (embedded, the default) or PostgreSQL, one schema and one set
//!   of queries ([`db`]) and the PostgreSQL connections a move keeps between its queries
//!   ([`held`]), versioned migrations ([`schema`]), the one-server-per-SQLite-file lock
//!   ([`lock`]), telling the other servers on one PostgreSQL which games changed ([`notify`]).
//!   A game is its record: the setup and one row per action keyed by (game, index), committed
//!   before anyone is told.
//! - The HTTP and WebSocket surface (`http/`): the HTTP API ([`api`], its types [`types`], what a
//!   request carries [`request`], errors in words [`error`]), the browser page ([`web`]:
//!   embedded, or read from `KOHLE_WEB_DIR`), a WebSocket per seat or spectator ([`ws`]), secret
//!   links ([`token`]: 256 random bits, stored only as SHA-256), the client's address behind a
//!   reverse proxy ([`client_addr`]); the OpenAPI document at `/api/openapi.json`.
//! - The live games (`games/`): loading, acting, undo, bots and other servers' changes ([`app`]);
//!   each loaded game's owner, the one task that changes it and that unloads it when idle
//!   ([`owner`]); one game in memory and what a viewer may know of it ([`table`]), and what changed for a
//!   viewer since its last message ([`delta`]); the server's part of a game
//!   ([`meta`]), who plays a seat ([`control`]) and changes to it ([`seating`]: takeovers,
//!   resignations), abort and rematch ([`agreements`]), how a game ended ([`ending`]), the
//!   moments a loaded game needs the server ([`deadlines`]).
//! - Play over days (`days/`): time controls and clocks ([`clock`]), timeouts that fire once
//!   ([`timeouts`]), e-mail ([`mail`], the SMTP connection [`mailer`]), persons and My games
//!   ([`players`], [`my_games`]), Glicko-2 ratings ([`ratings`]).
//! - Running it unattended (`host/`): the server's operational state ([`ops`]), health and
//!   readiness ([`health`]), Prometheus metrics ([`metrics`], served by [`exporter`]), logs
//!   ([`logging`]), the database tools ([`dbcmd`]: the host's data defined once in [`hostdata`],
//!   carried by [`archive`], checked by [`dbcheck`], collected by [`gc`]), the admin API
//!   ([`admin`], [`admincli`]).
//! - After the game (`after/`): the analysis of a finished game on request ([`analysis`], its
//!   jobs [`analysis_jobs`]), replays ([`replay`]).

// Storage (storage/).
#[path = "storage/db.rs"]
pub mod db;
#[path = "storage/held.rs"]
pub mod held;
#[path = "storage/lock.rs"]
pub mod lock;
#[path = "storage/notify.rs"]
pub mod notify;
#[path = "storage/schema.rs"]
pub mod schema;
// The HTTP and WebSocket surface (http/).
#[path = "http/api.rs"]
pub mod api;
#[path = "http/client_addr.rs"]
pub mod client_addr;
#[path = "http/error.rs"]
pub mod error;
#[path = "http/request.rs"]
pub mod request;
#[path = "http/token.rs"]
pub mod token;
#[path = "http/types.rs"]
pub mod types;
#[path = "http/web.rs"]
pub mod web;
#[path = "http/ws.rs"]
pub mod ws;
// The live games (games/).
#[path = "games/agreements.rs"]
pub mod agreements;
#[path = "games/app.rs"]
pub mod app;
#[path = "games/control.rs"]
pub mod control;
#[path = "games/deadlines.rs"]
pub mod deadlines;
#[path = "games/delta/mod.rs"]
pub mod delta;
#[path = "games/ending.rs"]
pub mod ending;
#[path = "games/meta.rs"]
pub mod meta;
#[path = "games/owner.rs"]
pub mod owner;
#[path = "games/seating.rs"]
pub mod seating;
#[path = "games/state_text/mod.rs"]
pub mod state_text;
#[path = "games/table.rs"]
pub mod table;
// Play over days (days/).
#[path = "days/clock.rs"]
pub mod clock;
#[path = "days/mail.rs"]
pub mod mail;
#[path = "days/mailer.rs"]
pub mod mailer;
#[path = "days/my_games.rs"]
pub mod my_games;
#[path = "days/players.rs"]
pub mod players;
#[path = "days/ratings.rs"]
pub mod ratings;
#[path = "days/timeouts.rs"]
pub mod timeouts;
// Running it unattended (host/).
#[path = "host/admin.rs"]
pub mod admin;
#[path = "host/admincli.rs"]
pub mod admincli;
#[path = "host/archive.rs"]
pub mod archive;
#[path = "host/dbcheck.rs"]
pub mod dbcheck;
#[path = "host/dbcmd.rs"]
pub mod dbcmd;
#[path = "host/exporter.rs"]
pub mod exporter;
#[path = "host/gc.rs"]
pub mod gc;
#[path = "host/health.rs"]
pub mod health;
#[path = "host/heap.rs"]
pub mod heap;
#[path = "host/hostdata.rs"]
pub mod hostdata;
#[path = "host/logging.rs"]
pub mod logging;
#[path = "host/metrics.rs"]
pub mod metrics;
#[path = "host/ops.rs"]
pub mod ops;
// After the game (after/).
#[path = "after/analysis.rs"]
pub mod analysis;
#[path = "after/analysis_jobs.rs"]
pub mod analysis_jobs;
#[path = "after/replay.rs"]
pub mod replay;

use anyhow::Context;
use app::{App, Limits};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::watch;

/// `kohle serve`'s options.
#[derive(clap::Args, Clone, Debug)]
pub struct ServeArgs {
    /// The address to listen on (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// The database: an SQLite file (created when missing) or a `postgres://` URL (several
    /// servers may share one PostgreSQL database).
    #[arg(
        long,
        env = "KOHLE_DB",
        hide_env_values = true,
        default_value = "kohle.sqlite"
    )]
    pub db: String,
    /// The base of invite links (e.g. `https://kohle.example.org`); default: the Host the
    /// request came to.
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// Open WebSocket connections per client address.
    #[arg(long, default_value_t = Limits::default().connections_per_ip)]
    pub max_connections_per_ip: usize,
    /// WebSocket messages per second per connection.
    #[arg(long, default_value_t = Limits::default().messages_per_second)]
    pub messages_per_second: f64,
    /// HTTP requests per second per client address.
    #[arg(long, default_value_t = Limits::default().requests_per_second)]
    pub requests_per_second: f64,
    /// Serve `/metrics` on this address instead of beside the API (e.g. `127.0.0.1:9464`, so
    /// only the local Prometheus reads it).
    #[arg(long, value_name = "ADDR")]
    pub metrics_addr: Option<String>,
    /// Logs on standard error as `text` or `json` lines; the level comes from `RUST_LOG`
    /// (default `info,sqlx=warn`). With `json` the address line on standard output is JSON
    /// too, and so is an error that stops the server.
    #[arg(long, value_enum, default_value_t = logging::LogFormat::Text)]
    pub log_format: logging::LogFormat,
    /// A reverse proxy (an address or a network, e.g. `127.0.0.1` or `10.0.0.0/8`; repeatable)
    /// whose forwarded client address is believed: requests from it are logged and rate-limited
    /// by the address it forwards (`--forwarded-header`), others by their peer's.
    #[arg(long = "trusted-proxy", value_name = "CIDR", value_parser = client_addr::parse_net)]
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// The header in which the trusted proxies forward the client's address (the other one is
    /// ignored).
    #[arg(long, value_enum, default_value_t = client_addr::ForwardedHeader::XForwardedFor)]
    pub forwarded_header: client_addr::ForwardedHeader,
    /// Enable the admin API (`/api/admin/...`, `kohle admin`): FILE holds the admin token (one
    /// word, at least 16 characters). The server keeps only its SHA-256.
    #[arg(
        long,
        value_name = "FILE",
        env = "KOHLE_ADMIN_TOKEN_FILE",
        value_parser = clap::builder::TypedValueParser::map(
            clap::builder::NonEmptyStringValueParser::new(),
            std::path::PathBuf::from
        )
    )]
    pub admin_token_file: Option<std::path::PathBuf>,
    /// Do not migrate the database on start: refuse to start when it needs migrations (apply
    /// them with `kohle db migrate`).
    #[arg(long)]
    pub no_migrate: bool,
    /// After SIGTERM, keep serving this many seconds with `/readyz` answering 503 (so a load
    /// balancer moves new players elsewhere), then stop.
    #[arg(long, default_value_t = 0, value_name = "SECONDS")]
    pub drain_seconds: u64,
    /// Do not follow other servers' changes (PostgreSQL LISTEN); for tests only.
    #[arg(long, hide = true)]
    pub no_listen: bool,
    /// Send e-mail through this SMTP server: `smtps://user:pass@host:465` (TLS),
    /// `smtp://user:pass@host:587?tls=required` (STARTTLS), `smtp://host:25` (plain, a local
    /// relay). Without it no mail is sent.
    #[arg(long, value_name = "URL")]
    pub smtp: Option<String>,
    /// A certificate (PEM) to trust for the SMTP server besides the usual roots (a private
    /// relay with its own certificate authority).
    #[arg(long, value_name = "FILE")]
    pub smtp_ca: Option<std::path::PathBuf>,
    /// The sender of e-mail.
    #[arg(
        long,
        value_name = "ADDRESS",
        default_value = "kohle <kohle@localhost>"
    )]
    pub mail_from: String,
    /// Seconds before the first retry of a mail the mail server did not take (each further
    /// retry waits twice as long, at most an hour; 12 attempts).
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0)]
    pub mail_retry_seconds: f64,
    /// A clock that ran out while the server was down fires this many seconds after it
    /// comes up (players may still move meanwhile).
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    pub timeout_grace: f64,
    /// How often to look in the database for games due that no server here has loaded
    /// (milliseconds).
    #[arg(long, value_name = "MS", default_value_t = 2000, hide = true)]
    pub timeout_poll_ms: u64,
    /// A game nobody touched (no request, no open WebSocket, no bot thinking) for this many
    /// seconds leaves memory; it is loaded again when it is next asked for or its clock
    /// needs the server.
    #[arg(long, value_name = "SECONDS", default_value_t = 600.0)]
    pub unload_after: f64,
    /// Analyse a finished game on request (`POST /api/games/{id}/analysis`): the ISMCTS bot
    /// judges every decision within this many seconds of one core, then the analysis is
    /// stored. 0: no analysis.
    #[arg(
        long,
        env = "KOHLE_ANALYSIS_SECONDS",
        value_name = "SECONDS",
        default_value_t = 120
    )]
    pub analysis_seconds: u64,
}

impl ServeArgs {
    /// The defaults, on `addr` with database `db`.
    pub fn new(addr: &str, db: &str) -> Self {
        let l = Limits::default();
        ServeArgs {
            addr: addr.to_string(),
            db: db.to_string(),
            public_url: None,
            max_connections_per_ip: l.connections_per_ip,
            messages_per_second: l.messages_per_second,
            requests_per_second: l.requests_per_second,
            metrics_addr: None,
            admin_token_file: None,
            log_format: logging::LogFormat::Text,
            trusted_proxies: Vec::new(),
            forwarded_header: client_addr::ForwardedHeader::XForwardedFor,
            no_migrate: false,
            drain_seconds: 0,
            no_listen: false,
            smtp: None,
            smtp_ca: None,
            mail_from: "kohle <kohle@localhost>".to_string(),
            mail_retry_seconds: 30.0,
            timeout_grace: 60.0,
            timeout_poll_ms: 2000,
            unload_after: 600.0,
            analysis_seconds: 120,
        }
    }

    fn limits(&self) -> Limits {
        let d = Limits::default();
        Limits {
            connections_per_ip: self.max_connections_per_ip,
            messages_per_second: self.messages_per_second,
            message_burst: (self.messages_per_second * 3.0).max(1.0),
            requests_per_second: self.requests_per_second,
            request_burst: (self.requests_per_second * 4.0).max(1.0),
            ..d
        }
    }
}

/// The longest time cap of an analysis (`--analysis-seconds`): an hour of one core per game.
pub const MAX_ANALYSIS_SECONDS: u64 = 3600;

/// A started server.
pub struct Running {
    pub addr: SocketAddr,
    /// Where `/metrics` is served, when it has its own address.
    pub metrics_addr: Option<SocketAddr>,
    pub app: Arc<App>,
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
    /// The SQLite file's lock, released after the database is closed.
    lock: Option<lock::FileLock>,
}

impl Running {
    /// Stops accepting, closes the WebSockets, waits for requests in progress, closes the
    /// database.
    pub async fn shutdown(self) -> anyhow::Result<()> {
        let _ = self.stop.send(true);
        self.task.await??;
        // WebSocket sessions outlive the HTTP server's own shutdown: let them close first.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
        while self.app.open_connections() > 0 && std::time::Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        self.app.db.close().await;
        drop(self.lock);
        Ok(())
    }
}

/// Starts a server, in an order that leaves nothing half-done when it cannot run:
///
/// 1. bind the listening address (a port in use fails here, before anything else);
/// 2. SQLite: lock the database file for the life of the process (a second server on the same
///    file fails here, before it creates, migrates or resumes anything);
/// 3. open the database and check its schema: refuse one newer than this binary; apply the
///    pending migrations (or, with `--no-migrate`, refuse to start while there are any);
/// 4. serve, and resume the open games in the background (their bots start thinking), paced
///    so that a server joining others under load does not starve them.
pub async fn start(args: ServeArgs) -> anyhow::Result<Running> {
    let listener = tokio::net::TcpListener::bind(&args.addr)
        .await
        .with_context(|| format!("cannot listen on {}", args.addr))?;
    let addr = listener.local_addr()?;
    let metrics_listener = match &args.metrics_addr {
        Some(a) => Some(
            tokio::net::TcpListener::bind(a)
                .await
                .with_context(|| format!("cannot listen on {a} (--metrics-addr)"))?,
        ),
        None => None,
    };
    let metrics_addr = match &metrics_listener {
        Some(l) => Some(l.local_addr()?),
        None => None,
    };
    let admin_hash = match &args.admin_token_file {
        Some(path) => Some(admin::read_token_file(path)?),
        None => None,
    };
    let shown = db::redact(&args.db);
    let lock = match db::sqlite_path(&args.db) {
        Some(path) => Some(lock::lock_sqlite(std::path::Path::new(path))?),
        None => None,
    };
    let db = db::Db::connect(&args.db)
        .await
        .with_context(|| format!("cannot open the database `{shown}`"))?;
    let schema = schema::state(&db)
        .await
        .with_context(|| format!("cannot read the schema of `{shown}`"))?;
    schema.refuse_newer(&format!("`{shown}`"))?;
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        addr = %addr,
        metrics_addr = %metrics_addr.map_or_else(|| "-".to_string(), |a| a.to_string()),
        db = %shown,
        public_url = %args.public_url.as_deref().unwrap_or("-"),
        max_connections_per_ip = args.max_connections_per_ip,
        messages_per_second = args.messages_per_second,
        requests_per_second = args.requests_per_second,
        drain_seconds = args.drain_seconds,
        admin_api = admin_hash.is_some(),
        no_migrate = args.no_migrate,
        analysis_seconds = args.analysis_seconds,
        log_format = ?args.log_format,
        trusted_proxies = ?args.trusted_proxies.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
        forwarded_header = ?args.forwarded_header,
        schema = ?schema.applied,
        "starting"
    );
    if !schema.pending.is_empty() {
        if args.no_migrate {
            anyhow::bail!(
                "the database `{shown}` needs migrations {:?} (--no-migrate): run `kohle db \
                 migrate --db DB` first",
                schema.pending
            );
        }
        let applied = schema::migrate(&db, &format!("`{shown}`"))
            .await
            .context("cannot migrate the database")?;
        tracing::info!(applied = ?applied, "database migrated");
    }
    metrics::install();
    let (stop, stopped) = watch::channel(false);
    if !(args.timeout_grace >= 0.0 && args.timeout_grace <= clock::MAX_SECONDS as f64) {
        anyhow::bail!("--timeout-grace: 0 to {} seconds", clock::MAX_SECONDS);
    }
    if !(args.unload_after > 0.0 && args.unload_after <= clock::MAX_SECONDS as f64) {
        anyhow::bail!(
            "--unload-after: more than 0, at most {} seconds",
            clock::MAX_SECONDS
        );
    }
    if !(args.mail_retry_seconds > 0.0 && args.mail_retry_seconds <= 86400.0) {
        anyhow::bail!("--mail-retry-seconds: more than 0, at most 86400");
    }
    if args.analysis_seconds > MAX_ANALYSIS_SECONDS {
        anyhow::bail!("--analysis-seconds: 0 (no analysis) to {MAX_ANALYSIS_SECONDS}");
    }
    let mut timeouts = deadlines::Timeouts::new((args.timeout_grace * 1000.0) as i64);
    timeouts.poll = std::time::Duration::from_millis(args.timeout_poll_ms.clamp(50, 60_000));
    let mailer = match &args.smtp {
        Some(url) => Some(mail::Mailer::new(
            url,
            &args.mail_from,
            (args.mail_retry_seconds * 1000.0) as i64,
            args.smtp_ca.as_deref(),
        )?),
        None => None,
    };
    let app = Arc::new(
        App::new(
            db.clone(),
            args.limits(),
            args.public_url.clone(),
            stopped.clone(),
            ops::Ops {
                metrics_elsewhere: metrics_listener.is_some(),
                admin_hash,
                proxies: Arc::new(client_addr::TrustedProxies {
                    nets: args.trusted_proxies.clone(),
                    header: args.forwarded_header,
                }),
                ..ops::Ops::default()
            },
        )
        .with_days(timeouts, mailer)
        .with_unload_after(std::time::Duration::from_secs_f64(args.unload_after))
        .with_analysis(crate::analysis_jobs::Analyses::new(args.analysis_seconds)),
    );
    if let db::Db::Pg(pool, held) = &db {
        app.ops.notifier.enable();
        tokio::spawn(notify::run(
            app.ops.notifier.clone(),
            app.instance.clone(),
            app.shutdown.clone(),
            pool.clone(),
            held.clone(),
        ));
        if !args.no_listen {
            tokio::spawn(app.clone().listen(pool.clone()));
        }
    }
    if let db::Db::Sqlite(_) = &db {
        let (db, mut stop) = (db.clone(), stopped.clone());
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = stop.wait_for(|s| *s) => return,
                    _ = tokio::time::sleep(std::time::Duration::from_millis(500)) => {}
                }
                if let Err(e) = db.checkpoint().await {
                    tracing::warn!(error = %e, "SQLite checkpoint failed");
                }
            }
        });
    }
    if let Some(l) = metrics_listener {
        let (router, mut wait) = (exporter::router(app.clone()), stopped.clone());
        tokio::spawn(async move {
            let _ = axum::serve(l, router)
                .with_graceful_shutdown(async move {
                    let _ = wait.wait_for(|s| *s).await;
                })
                .await;
        });
    }
    tokio::spawn(timeouts::run(app.clone()));
    tokio::spawn(mail::run(app.clone()));
    {
        let app = app.clone();
        tokio::spawn(async move { ratings::rate_missed(&app).await });
    }
    let router = api::router(app.clone());
    let mut wait = stopped;
    let task = tokio::spawn(async move {
        // No Nagle delay: state messages go out as soon as they are written.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async move {
            let _ = wait.wait_for(|s| *s).await;
        })
        .await
    });
    tracing::info!(addr = %addr, "listening");
    // The open games, in the background and paced (see App::resume_open_games).
    let resuming = app.clone();
    tokio::spawn(async move {
        match resuming.resume_open_games().await {
            Ok((resumed, watched)) => {
                tracing::info!(
                    resumed,
                    watched,
                    "open games resumed (watched: in play elsewhere)"
                )
            }
            Err(e) => {
                tracing::error!(error = %e, "open games could not be listed; each is loaded when asked for")
            }
        }
    });
    Ok(Running {
        addr,
        metrics_addr,
        app,
        stop,
        task,
        lock,
    })
}

/// Resolves on Ctrl-C or SIGTERM.
async fn signalled() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        _ = term => {}
    }
}

/// `kohle serve`: runs until Ctrl-C or SIGTERM, then shuts down gracefully. With
/// `--log-format json` an error is logged as a JSON line and returned as
/// [`logging::Reported`] (the binary then writes nothing more).
pub async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    let format = args.log_format;
    logging::init(format);
    match serve_logged(args).await {
        Err(e) if format == logging::LogFormat::Json => {
            tracing::error!(error = %format!("{e:#}"), "kohle serve failed");
            Err(logging::Reported.into())
        }
        r => r,
    }
}

async fn serve_logged(args: ServeArgs) -> anyhow::Result<()> {
    let (drain, format) = (args.drain_seconds, args.log_format);
    let running = start(args).await?;
    logging::announce(
        format,
        &format!("http://{}", running.addr),
        running
            .metrics_addr
            .map(|m| format!("http://{m}/metrics"))
            .as_deref(),
    );
    signalled().await;
    running
        .app
        .begin_drain(std::time::Duration::from_secs(drain));
    if drain > 0 {
        tracing::info!(seconds = drain, "SIGTERM: draining (/readyz answers 503)");
        tokio::select! {
            _ = tokio::time::sleep(std::time::Duration::from_secs(drain)) => {}
            _ = signalled() => {}
        }
    }
    tracing::info!("shutting down");
    let result = running.shutdown().await;
    match &result {
        Ok(()) => tracing::info!("stopped"),
        Err(e) => tracing::error!(error = %e, "shutdown failed"),
    }
    result
}

/// `kohle health URL`: exit status 0 when `URL` (e.g. `http://127.0.0.1:8080/readyz`) answers
/// 200 within 3 s. For container health checks in images without curl.
pub fn health_check(url: &str) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?
        .block_on(async {
            let r = reqwest::Client::builder()
                .timeout(std::time::Duration::from_secs(3))
                .build()?
                .get(url)
                .send()
                .await
                .with_context(|| format!("{url} does not answer"))?;
            if r.status() != reqwest::StatusCode::OK {
                anyhow::bail!("{url} answered {}", r.status().as_u16());
            }
            Ok(())
        })
}

/// [`serve`] on a new multi-threaded runtime.
pub fn serve_blocking(args: ServeArgs) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(serve(args))
}
