//! `kohle selfplay`: games of one searching bot in every seat, on all cores, written as numpy
//! files for learning (issue 25; what a row holds: `bots::selfplay`, the files:
//! `docs/learning.md`).
//!
//! The run writes into a new directory beside `--out` and renames it to `--out` when every game
//! is written, so an interrupted run leaves no half data set under the name asked for, and an
//! existing directory is never written into.

use crate::games::{with_game, GameKind};
use crate::options::build_options;
use crate::out::path as shown;
use anyhow::{anyhow, bail, Context};
use bots::selfplay::{play_games, Positions, SelfPlayConfig};
use bots::{BotSpec, Budget};
use engine::{ActionSpace, Observe};
use indicatif::{ProgressBar, ProgressStyle};
use npyz::WriterBuilder;
use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct SelfPlayArgs {
    #[arg(long, value_enum)]
    pub game: GameKind,
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The search of every seat: `ismcts:N` (N iterations per decision: the run repeats
    /// exactly for a seed) or `ismcts:500ms` (depends on the machine), with tuning options;
    /// `ismcts:N:net` (or `:net=FILE`) searches guided by a network (the next generation's
    /// data).
    #[arg(long, default_value = "ismcts:400")]
    pub bot: String,
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Keep at most K positions of each game, drawn uniformly from the game's seed (default:
    /// all). For value-head data: many games' results at a fraction of the disk.
    #[arg(long, value_name = "K")]
    pub positions_per_game: Option<usize>,
    /// Worker threads (default: all cores). The files do not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
    /// The new directory to write (it must not exist, or be empty).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// The global `--components FILE` (filled in by `main`).
    #[arg(skip)]
    pub components: Option<PathBuf>,
}

/// The files of a data set: name, and how each row's values are stored.
struct Column {
    name: &'static str,
    /// Values per row (0: one value, a 1-D array).
    width: usize,
    dtype: &'static str,
}

fn columns(p: &Positions) -> [Column; 8] {
    let c = |name, width, dtype| Column { name, width, dtype };
    [
        c("obs", p.observation_len, "f4"),
        c("policy", p.num_actions, "f4"),
        c("legal", p.num_actions, "u1"),
        c("evaluation", p.players, "f4"),
        c("score", p.players, "f4"),
        c("win", 0, "f4"),
        c("game", 0, "u4"),
        c("seat", 0, "u1"),
    ]
}

/// The raw little-endian bytes of one column of `p`.
fn column_bytes(p: &Positions, name: &str) -> Vec<u8> {
    fn f32s(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }
    match name {
        "obs" => f32s(&p.obs),
        "policy" => f32s(&p.policy),
        "legal" => p.legal.clone(),
        "evaluation" => f32s(&p.evaluation),
        "score" => f32s(&p.score),
        "win" => f32s(&p.win),
        "game" => p.game.iter().flat_map(|x| x.to_le_bytes()).collect(),
        "seat" => p.seat.clone(),
        other => unreachable!("no column {other}"),
    }
}

fn run<G: Observe + ActionSpace>(args: &SelfPlayArgs) -> anyhow::Result<()> {
    crate::options::check_players_and_games::<G>(args.players, args.games)?;
    if args.games > u64::from(u32::MAX) {
        bail!("--games {}: at most {}", args.games, u32::MAX);
    }
    let spec = bots::parse_bot_spec(&args.bot).map_err(|e| anyhow!("--bot: {e}"))?;
    let (search, net) = match &spec {
        BotSpec::Ismcts(config) => (*config, None),
        BotSpec::Learned { config, net } => (*config, Some(net.clone())),
        other => bail!(
            "--bot {other}: self-play records a search's visits, so the bot must be `ismcts` \
             (e.g. `ismcts:400`, or `ismcts:400:net` for a search guided by a network)"
        ),
    };
    // A missing or malformed network is refused before anything is written.
    spec.check::<G>(args.players)
        .map_err(|e| anyhow!("--bot {}: {e}", args.bot))?;
    if let Budget::Time(_) = search.budget {
        eprintln!(
            "note: --bot {}: a time budget makes the searches depend on the machine; \
             `ismcts:N` (iterations) repeats exactly",
            args.bot
        );
    }
    let out = &args.out;
    if out.exists() {
        let empty = out.is_dir()
            && fs::read_dir(out)
                .with_context(|| format!("--out {}", shown(out)))?
                .next()
                .is_none();
        if !empty {
            bail!(
                "--out {}: exists and is not an empty directory (choose a new one; nothing was written)",
                shown(out)
            );
        }
    }
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !parent.is_dir() {
        bail!(
            "--out {}: the directory {} does not exist",
            shown(out),
            shown(&parent)
        );
    }
    let config = SelfPlayConfig {
        players: args.players,
        games: args.games,
        seed: args.seed,
        options: build_options::<G>(&args.options, args.components.as_deref())?,
        search,
        net,
        per_game: args.positions_per_game,
    };
    bots::selfplay::validate::<G>(&config).map_err(|e| anyhow!("{e}"))?;

    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "selfplay".into());
    let work = parent.join(format!(".{name}.part-{}", std::process::id()));
    fs::create_dir(&work).with_context(|| format!("cannot create {}", shown(&work)))?;
    let result = write_data_set::<G>(args, &config, &work);
    if result.is_err() {
        let _ = fs::remove_dir_all(&work);
        return result;
    }
    if out.exists() {
        // Empty (checked above): replaced by the finished one.
        fs::remove_dir(out).with_context(|| format!("--out {}", shown(out)))?;
    }
    fs::rename(&work, out).with_context(|| {
        format!(
            "cannot rename {} to {} (the data is in the former)",
            shown(&work),
            shown(out)
        )
    })?;
    Ok(())
}

fn write_data_set<G: Observe + ActionSpace>(
    args: &SelfPlayArgs,
    config: &SelfPlayConfig<G::Options>,
    dir: &Path,
) -> anyhow::Result<()> {
    let pool = crate::options::thread_pool(args.threads)?;
    let bar = ProgressBar::new(args.games);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games, {msg} positions (eta {eta})",
        )
        .expect("valid template"),
    );
    let progress = || bar.inc(1);
    // Games are played a chunk at a time (in parallel within it) and their rows appended to
    // raw column files, so memory stays bounded; the numpy files are made at the end.
    let chunk = (pool.current_num_threads() as u64 * 8).max(8);
    let mut parts: Vec<(Column, BufWriter<File>)> = Vec::new();
    let mut rows = 0u64;
    let mut shape = None;
    let started = std::time::Instant::now();
    let mut start = 0u64;
    while start < args.games {
        let end = (start + chunk).min(args.games);
        let positions = pool
            .install(|| play_games::<G>(config, start..end, &progress))
            .map_err(|e| anyhow!("{e}"))?;
        if parts.is_empty() {
            for column in columns(&positions) {
                let path = dir.join(format!("{}.raw", column.name));
                let file = File::create(&path)
                    .with_context(|| format!("cannot create {}", shown(&path)))?;
                parts.push((column, BufWriter::new(file)));
            }
            shape = Some((
                positions.observation_len,
                positions.num_actions,
                positions.players,
            ));
        }
        for (column, file) in &mut parts {
            file.write_all(&column_bytes(&positions, column.name))
                .with_context(|| format!("cannot write {}", shown(dir)))?;
        }
        rows += positions.rows() as u64;
        bar.set_message(rows.to_string());
        start = end;
    }
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let (observation_len, num_actions, players) = shape.expect("at least one game");
    for (column, file) in parts {
        file.into_inner()
            .map_err(|e| anyhow!("cannot write {}: {e}", shown(dir)))?;
        let raw = dir.join(format!("{}.raw", column.name));
        let npy = dir.join(format!("{}.npy", column.name));
        raw_to_npy(&raw, &npy, rows, &column)?;
        fs::remove_file(&raw).with_context(|| format!("cannot remove {}", shown(&raw)))?;
    }
    let meta = serde_json::json!({
        "format": "kohle-selfplay/1",
        "game": G::NAME,
        "game_version": G::VERSION,
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "bot": match &config.net {
            None => BotSpec::Ismcts(config.search),
            Some(net) => BotSpec::Learned {
                config: config.search,
                net: net.clone(),
            },
        }
        .to_string(),
        "options": config.options,
        "positions": rows,
        "positions_per_game": args.positions_per_game,
        "observation_len": observation_len,
        "num_actions": num_actions,
        "kohle_version": env!("CARGO_PKG_VERSION"),
    });
    let meta_path = dir.join("meta.json");
    fs::write(&meta_path, serde_json::to_string_pretty(&meta)? + "\n")
        .with_context(|| format!("cannot write {}", shown(&meta_path)))?;
    eprintln!(
        "{} games, {rows} positions in {seconds:.1} s → {} (obs {observation_len}, actions \
         {num_actions}, players {players})",
        args.games,
        shown(&args.out)
    );
    Ok(())
}

/// Writes the raw column file `raw` (`rows` rows) as the numpy array `npy`.
fn raw_to_npy(raw: &Path, npy: &Path, rows: u64, column: &Column) -> anyhow::Result<()> {
    let shape: Vec<u64> = if column.width == 0 {
        vec![rows]
    } else {
        vec![rows, column.width as u64]
    };
    let cannot = |what: &Path| format!("cannot write {}", shown(what));
    let mut input = BufReader::new(File::open(raw).with_context(|| cannot(raw))?);
    let output = BufWriter::new(File::create(npy).with_context(|| cannot(npy))?);
    let mut buf = vec![0u8; 1 << 20];
    macro_rules! copy {
        ($t:ty) => {{
            let mut w = npyz::WriteOptions::<$t>::new()
                .default_dtype()
                .shape(&shape)
                .writer(output)
                .begin_nd()
                .with_context(|| cannot(npy))?;
            const N: usize = std::mem::size_of::<$t>();
            loop {
                let n = read_full(&mut input, &mut buf).with_context(|| cannot(raw))?;
                if n == 0 {
                    break;
                }
                w.extend(
                    buf[..n]
                        .chunks_exact(N)
                        .map(|b| <$t>::from_le_bytes(b.try_into().expect("N bytes"))),
                )
                .with_context(|| cannot(npy))?;
            }
            w.finish().with_context(|| cannot(npy))?;
        }};
    }
    match column.dtype {
        "f4" => copy!(f32),
        "u4" => copy!(u32),
        "u1" => copy!(u8),
        other => unreachable!("dtype {other}"),
    }
    Ok(())
}

/// Reads until `buf` is full or the input ends (a whole number of values per read).
fn read_full(input: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match input.read(&mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}

pub fn selfplay_cmd(args: &SelfPlayArgs) -> anyhow::Result<()> {
    with_game!(args.game, G => run::<G>(args))
}
