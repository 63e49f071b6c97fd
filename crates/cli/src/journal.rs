//! `kohle tournament --journal FILE`: a tournament that can be stopped and resumed.
//!
//! The journal is JSON lines: first the tournament (game, players, games, seed, line-up,
//! options), then one finished game per line, appended and flushed to disk as each game ends.
//! Started again with the same flags, the tournament plays only the games the journal does not
//! hold yet, and reports on all of them: the same report as an uninterrupted run, since every
//! game's seed and seating follow from the tournament's seed and its index. A process killed
//! while writing leaves at most a torn last line, which is dropped (its game is played again).
//! Only one process writes a journal at a time (an advisory lock); a journal of another
//! tournament, or a damaged one, is refused and left as it is. A journal of `--sprt` names its
//! test in the header: it is resumed only by the same test, and decides as the uninterrupted
//! test would (games past the deciding pair, finished when it was decided, are kept but not
//! counted).

use anyhow::{anyhow, bail, Context};
use bots::learned::NetChoice;
use bots::sprt::Sprt;
use bots::{BotSpec, GameResult};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

const FORMAT: &str = "kohle-tournament-journal/1";

/// The journal's first line: what makes two runs the same tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    pub format: String,
    pub game: String,
    pub players: u8,
    pub games: usize,
    pub seed: u64,
    /// The line-up, as bot specs with the game's defaults written out ([`BotSpec::resolved`]).
    pub bots: Vec<String>,
    /// Each bot's network (see [`network_digests`]): `ismcts:1s:net` names the network shipped
    /// with this build, and a journal is not continued with another one.
    pub networks: Vec<String>,
    pub options: serde_json::Value,
    /// The test of `--sprt` (its games are paired: see `bots::sprt_run`); absent for a plain
    /// tournament.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sprt: Option<Sprt>,
}

impl Header {
    pub fn new(
        game: &str,
        players: u8,
        games: usize,
        seed: u64,
        bots: Vec<String>,
        networks: Vec<String>,
        options: serde_json::Value,
    ) -> Header {
        Header {
            format: FORMAT.to_string(),
            game: game.to_string(),
            players,
            games,
            seed,
            bots,
            networks,
            options,
            sprt: None,
        }
    }

    /// What differs from `other`, in words, or `None`.
    fn difference(&self, other: &Header) -> Option<String> {
        let sprt = |h: &Header| match h.sprt {
            Some(t) => format!(
                "elo0={},elo1={} alpha {} beta {}",
                t.elo0, t.elo1, t.alpha, t.beta
            ),
            None => "none".to_string(),
        };
        let fields: [(&str, String, String); 8] = [
            ("game", self.game.clone(), other.game.clone()),
            (
                "players",
                self.players.to_string(),
                other.players.to_string(),
            ),
            ("games", self.games.to_string(), other.games.to_string()),
            ("seed", self.seed.to_string(), other.seed.to_string()),
            ("bots", self.bots.join(","), other.bots.join(",")),
            (
                "networks",
                self.networks.join(","),
                other.networks.join(","),
            ),
            (
                "options",
                self.options.to_string(),
                other.options.to_string(),
            ),
            ("sprt", sprt(self), sprt(other)),
        ];
        fields
            .into_iter()
            .find(|(_, a, b)| a != b)
            .map(|(name, a, b)| format!("its {name}: {a}; yours: {b}"))
    }
}

/// Each bot's network as the first 16 hex digits of its SHA-256 (the shipped one for `net`, the
/// file's for `net=FILE`), or an empty string for a bot without one.
pub fn network_digests(specs: &[BotSpec], game: &str, players: u8) -> anyhow::Result<Vec<String>> {
    specs
        .iter()
        .map(|spec| {
            let bytes = match spec {
                BotSpec::Learned {
                    net: NetChoice::Shipped,
                    ..
                } => bots::learned::shipped(game, players).map(<[u8]>::to_vec),
                BotSpec::Learned {
                    net: NetChoice::File(path),
                    ..
                } => Some(
                    std::fs::read(path)
                        .with_context(|| format!("cannot read {}", path.display()))?,
                ),
                _ => None,
            };
            Ok(bytes
                .map(|b| {
                    let digest = Sha256::digest(&b);
                    digest[..8].iter().map(|x| format!("{x:02x}")).collect()
                })
                .unwrap_or_default())
        })
        .collect()
}

/// An open journal: the games it held when opened, and the locked file new ones go to.
pub struct Journal {
    path: PathBuf,
    file: Mutex<File>,
    /// The first failure to record a game (reported when the run ends).
    failure: Mutex<Option<std::io::Error>>,
    pub done: Vec<GameResult>,
}

impl Journal {
    /// Opens the journal at `path` for the tournament `header`, creating it if there is none.
    pub fn open(path: &Path, header: &Header) -> anyhow::Result<Journal> {
        let shown = path.display();
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .with_context(|| format!("--journal {shown}: cannot open it"))?;
        file.try_lock().map_err(|e| match e {
            std::fs::TryLockError::WouldBlock => {
                anyhow!("--journal {shown}: another kohle tournament is writing to it")
            }
            std::fs::TryLockError::Error(e) => anyhow!("--journal {shown}: cannot lock it: {e}"),
        })?;
        let mut text = String::new();
        file.read_to_string(&mut text)
            .with_context(|| format!("--journal {shown}: cannot read it (not a journal?)"))?;
        if text.is_empty() {
            let mut line = serde_json::to_string(header)?;
            line.push('\n');
            file.write_all(line.as_bytes())
                .and_then(|()| file.sync_data())
                .with_context(|| format!("--journal {shown}: cannot write it"))?;
            return Ok(Journal::new(path, file, Vec::new()));
        }
        let (done, good_len) =
            read(&text, header).map_err(|e| anyhow!("--journal {shown}: {e}"))?;
        if good_len < text.len() {
            // A torn last line (the process was killed while writing it): its game is played
            // again.
            file.set_len(good_len as u64)
                .and_then(|()| file.seek(SeekFrom::End(0)).map(|_| ()))
                .and_then(|()| file.sync_data())
                .with_context(|| format!("--journal {shown}: cannot drop its torn last line"))?;
        }
        Ok(Journal::new(path, file, done))
    }

    fn new(path: &Path, file: File, done: Vec<GameResult>) -> Journal {
        Journal {
            path: path.to_path_buf(),
            file: Mutex::new(file),
            failure: Mutex::new(None),
            done,
        }
    }

    /// The games of `0..games` the journal does not hold.
    pub fn missing(&self, games: usize) -> Vec<usize> {
        let mut held = vec![false; games];
        for r in &self.done {
            held[r.game] = true;
        }
        (0..games).filter(|&k| !held[k]).collect()
    }

    /// Appends a finished game (one whole line, flushed to disk). A failure is kept for
    /// [`Journal::finish`]: the run goes on.
    pub fn record(&self, result: &GameResult) {
        let mut line = serde_json::to_string(result).expect("a game result serialises");
        line.push('\n');
        let mut file = self.file.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(e) = file
            .write_all(line.as_bytes())
            .and_then(|()| file.sync_data())
        {
            let mut failure = self.failure.lock().unwrap_or_else(|e| e.into_inner());
            failure.get_or_insert(e);
        }
    }

    /// Reports a game that could not be recorded.
    pub fn finish(self) -> anyhow::Result<()> {
        match self.failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
            None => Ok(()),
            Some(e) => Err(anyhow!(
                "--journal {}: could not record every game ({e}); the report above is complete, \
                 a run with the same flags plays the unrecorded games again",
                self.path.display()
            )),
        }
    }
}

/// The games a journal's text holds, and the length of its whole lines (less than the text's
/// when the last line is torn).
fn read(text: &str, header: &Header) -> anyhow::Result<(Vec<GameResult>, usize)> {
    let mut lines = text.split_inclusive('\n');
    let first = lines.next().unwrap_or("");
    let theirs: Header = serde_json::from_str(first.trim_end())
        .map_err(|_| anyhow!("line 1 is not a kohle tournament journal's header"))?;
    if theirs.format != FORMAT {
        bail!("format {}, not {FORMAT}", theirs.format);
    }
    if let Some(d) = theirs.difference(header) {
        bail!(
            "it belongs to another tournament ({d}): run with the same flags, or name another file"
        );
    }
    if !first.ends_with('\n') {
        bail!("line 1 is not a whole line");
    }
    let mut done: Vec<GameResult> = Vec::new();
    let mut seen = vec![false; header.games];
    let mut good_len = first.len();
    let mut lines = lines.peekable();
    let mut number = 1;
    while let Some(line) = lines.next() {
        number += 1;
        let last = lines.peek().is_none();
        let parsed = serde_json::from_str::<GameResult>(line.trim_end());
        let whole = line.ends_with('\n');
        match parsed {
            Ok(r) if whole => {
                let fits = r.game < header.games
                    && r.bots.len() == header.players as usize
                    && r.bots.iter().all(|&b| b < header.bots.len());
                if !fits {
                    bail!(
                        "line {number}: game {} is not one of this tournament's",
                        r.game
                    );
                }
                if std::mem::replace(&mut seen[r.game], true) {
                    bail!("line {number}: game {} is recorded twice", r.game);
                }
                good_len += line.len();
                done.push(r);
            }
            // Only the last line can be torn: a process killed while appending it.
            _ if last && !whole => {}
            _ => bail!("line {number} is not a game result: the journal is damaged"),
        }
    }
    Ok((done, good_len))
}
